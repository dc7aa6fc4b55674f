//! What a player can see: the board's size, the total mine count and the open numbers.
//! Flags and question marks are the player's opinions, not facts, so a position has none.

use crate::minesweeper::{CellView, Dims, Game, Status};
use thiserror::Error;

/// A board as a player sees it. Built only through `Position::new` or `Position::of_game`,
/// which check that the numbers and the mine count could belong to a real board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    dims: Dims,
    mines: u32,
    /// `Some(n)`: an open cell showing n; `None`: covered (flagged or not).
    cells: Vec<Option<u8>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error("expected {expected} cells, got {got}")]
    Size { expected: usize, got: usize },
    #[error("cell {index} shows {number}, but it has only {neighbours} neighbours")]
    Number { index: usize, number: u8, neighbours: usize },
    #[error("{mines} mines cannot fit in {covered} covered cells")]
    TooManyMines { mines: u32, covered: usize },
    #[error("the game is over: there is nothing left to deduce")]
    GameOver,
}

impl Position {
    pub fn new(dims: Dims, mines: u32, cells: Vec<Option<u8>>) -> Result<Self, PositionError> {
        if cells.len() != dims.cells() {
            return Err(PositionError::Size { expected: dims.cells(), got: cells.len() });
        }
        for (index, cell) in cells.iter().enumerate() {
            if let Some(number) = *cell {
                let neighbours = dims.neighbour_indices(index).count();
                if usize::from(number) > neighbours {
                    return Err(PositionError::Number { index, number, neighbours });
                }
            }
        }
        let covered = cells.iter().filter(|c| c.is_none()).count();
        if mines as usize > covered {
            return Err(PositionError::TooManyMines { mines, covered });
        }
        Ok(Position { dims, mines, cells })
    }

    /// What the player of `game` sees, flags ignored. A finished game has no position.
    pub fn of_game(game: &Game) -> Result<Self, PositionError> {
        if game.is_over() {
            return Err(PositionError::GameOver);
        }
        let dims = game.dims();
        let cells = (0..dims.cells())
            .map(|i| match game.view(i) {
                CellView::Open(n) => Some(n),
                _ => None,
            })
            .collect();
        debug_assert!(matches!(game.status(), Status::Ready | Status::Playing));
        Position::new(dims, game.spec().mines(), cells)
    }

    pub fn dims(&self) -> Dims {
        self.dims
    }

    /// The board's total mine count.
    pub fn mines(&self) -> u32 {
        self.mines
    }

    /// The number shown at `index`, or none when the cell is covered.
    pub fn number(&self, index: usize) -> Option<u8> {
        self.cells[index]
    }

    pub fn is_covered(&self, index: usize) -> bool {
        self.cells[index].is_none()
    }

    /// Covered cells, row-major.
    pub fn covered(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len()).filter(|&i| self.cells[i].is_none())
    }

    /// The same position with `index` opened for real from `layout`'s numbers (no flood).
    pub fn open(&mut self, index: usize, number: u8) {
        self.cells[index] = Some(number);
    }
}
