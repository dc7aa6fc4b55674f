//! The solver as a player: the next move for a position, and whole games.

use super::guess::{choose_guess, Guess};
use super::position::Position;
use super::{analyse_with_budget, deduce_by_rules, Inconsistent, DEFAULT_BUDGET};
use crate::minesweeper::{Action, BoardSpec, Coord, FirstClick, Game, Status};
use crate::rng::Seed;
use crate::time::Millis;

/// What to do next.
#[derive(Clone, Debug, PartialEq)]
pub enum Move {
    /// Cells proved safe: open them all.
    Safe(Vec<usize>),
    /// Nothing is certain: open this cell.
    Guess(Guess),
}

/// The solver's settings.
#[derive(Clone, Copy, Debug)]
pub struct Solver {
    pub budget: u64,
}

impl Default for Solver {
    fn default() -> Self {
        Solver { budget: DEFAULT_BUDGET }
    }
}

impl Solver {
    /// The next move: the rules' safe cells if any (cheap), else the full analysis's, else
    /// a guess. None when every covered cell is a proved mine (the game is won).
    pub fn next_move(&self, pos: &Position) -> Result<Option<Move>, Inconsistent> {
        let (_, found) = deduce_by_rules(pos)?;
        let safe: Vec<usize> = found.iter().filter(|d| !d.mine).map(|d| d.cell).collect();
        if !safe.is_empty() {
            return Ok(Some(Move::Safe(safe)));
        }
        let analysis = analyse_with_budget(pos, self.budget)?;
        let safe: Vec<usize> = analysis.safe_cells().collect();
        if !safe.is_empty() {
            return Ok(Some(Move::Safe(safe)));
        }
        Ok(choose_guess(pos, &analysis).map(Move::Guess))
    }
}

/// How one game went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameReport {
    pub won: bool,
    /// Cells opened on no proof (the first click not counted).
    pub guesses: u32,
}

/// The solver plays the game with this seed and first-click policy from `first` to the end.
pub fn play_game(solver: &Solver, spec: BoardSpec, seed: Seed, policy: FirstClick, first: Coord) -> GameReport {
    let mut game = Game::with_first_click(spec, seed, policy);
    let dims = spec.dims();
    let mut guesses = 0;
    let reveal = |game: &mut Game, i: usize| {
        // The cell is on the board and the game still runs, so the action cannot fail.
        let _ = game.apply(Action::Reveal(dims.coord(i)), Millis::ZERO);
    };
    reveal(&mut game, dims.index(first));
    while game.status() == Status::Playing {
        let Ok(pos) = Position::of_game(&game) else { break };
        match solver.next_move(&pos) {
            Ok(Some(Move::Safe(cells))) => {
                for i in cells {
                    if game.status() == Status::Playing {
                        reveal(&mut game, i);
                    }
                }
            }
            Ok(Some(Move::Guess(g))) => {
                guesses += 1;
                reveal(&mut game, g.cell);
            }
            // A real game is never inconsistent, and a running one always has a move.
            Ok(None) | Err(Inconsistent) => break,
        }
    }
    GameReport { won: game.status() == Status::Won, guesses }
}
