//! Where the mines are: placement after the first click, and the numbers that follow.

use super::grid::{Coord, Dims};
use super::spec::{BoardSpec, SpecError};
use crate::rng::{Seed, SeededRng};
use thiserror::Error;

/// A board's mines and, for every cell, how many of its neighbours are mines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    spec: BoardSpec,
    mines: Vec<bool>,
    counts: Vec<u8>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LayoutError {
    #[error("cell ({row}, {col}) is off the {width}x{height} board")]
    OffBoard { row: u32, col: u32, width: u32, height: u32 },
    #[error(transparent)]
    Spec(#[from] SpecError),
    #[error("no no-guess layout was found for {mines} mines on a {width}x{height} board; try fewer mines")]
    NoGuess { width: u32, height: u32, mines: u32 },
}

impl Layout {
    /// Places the spec's mines uniformly at random, from `seed`, around a first click.
    ///
    /// The clicked cell is never a mine. Where the mines fit outside the clicked cell and its
    /// neighbours they are all kept out of that block, so the first click opens an area.
    pub fn generate(spec: BoardSpec, first: Coord, seed: Seed) -> Result<Self, LayoutError> {
        Layout::generate_around(spec, first, seed, true)
    }

    /// As `generate`, but only the clicked cell is kept free (Windows XP's rule, and the
    /// competitive clones'): the first click may show a number.
    pub fn generate_safe(spec: BoardSpec, first: Coord, seed: Seed) -> Result<Self, LayoutError> {
        Layout::generate_around(spec, first, seed, false)
    }

    fn generate_around(spec: BoardSpec, first: Coord, seed: Seed, opening: bool) -> Result<Self, LayoutError> {
        let dims = spec.dims();
        if !dims.contains(first) {
            return Err(off_board(dims, first));
        }
        let block = first_block(dims, first);
        let mines_wanted = spec.mines() as usize;
        let keep_out: &[usize] =
            if opening && mines_wanted <= dims.cells() - block.len() { &block } else { &block[..1] };

        let mut allowed: Vec<usize> = (0..dims.cells()).filter(|i| !keep_out.contains(i)).collect();
        SeededRng::new(seed).shuffle_first(&mut allowed, mines_wanted);
        let mut mines = vec![false; dims.cells()];
        for &i in &allowed[..mines_wanted] {
            mines[i] = true;
        }
        Ok(Layout::with_mines(spec, mines))
    }

    /// A layout with exactly these mines, row-major; the size and count must make a valid spec.
    pub fn from_mines(width: u32, height: u32, mines: Vec<bool>) -> Result<Self, LayoutError> {
        let count = mines.iter().filter(|&&m| m).count();
        let spec = BoardSpec::new(i64::from(width), i64::from(height), count as i64)?;
        assert_eq!(mines.len(), spec.dims().cells(), "one entry per cell");
        Ok(Layout::with_mines(spec, mines))
    }

    pub(crate) fn with_mines(spec: BoardSpec, mines: Vec<bool>) -> Self {
        let dims = spec.dims();
        let counts = (0..dims.cells())
            .map(|i| dims.neighbour_indices(i).filter(|&n| mines[n]).count() as u8)
            .collect();
        Layout { spec, mines, counts }
    }

    pub fn spec(&self) -> BoardSpec {
        self.spec
    }

    pub fn dims(&self) -> Dims {
        self.spec.dims()
    }

    pub fn is_mine(&self, index: usize) -> bool {
        self.mines[index]
    }

    /// How many neighbours of the cell at `index` are mines.
    pub fn count(&self, index: usize) -> u8 {
        self.counts[index]
    }

    pub fn mine_count(&self) -> u32 {
        self.spec.mines()
    }
}

/// The first click's cell followed by its neighbours (row-major indices).
pub(crate) fn first_block(dims: Dims, first: Coord) -> Vec<usize> {
    let i = dims.index(first);
    std::iter::once(i).chain(dims.neighbour_indices(i)).collect()
}

pub(crate) fn off_board(dims: Dims, c: Coord) -> LayoutError {
    LayoutError::OffBoard { row: c.row, col: c.col, width: dims.width(), height: dims.height() }
}
