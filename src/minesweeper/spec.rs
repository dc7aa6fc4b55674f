//! What a player may ask for: the presets and checked custom sizes.

use super::grid::Dims;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const MIN_SIDE: u32 = 2;
pub const MAX_SIDE: u32 = 200;

/// A difficulty as the page or a settings file names it; unchecked until it becomes a
/// `BoardSpec`. Custom sizes arrive as wide integers so that any number a page can send
/// gets a range message instead of a decoding failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "level", rename_all = "lowercase")]
pub enum Difficulty {
    Beginner,
    Intermediate,
    Expert,
    Custom { width: i64, height: i64, mines: i64 },
}

/// A valid board: its size and mine count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSpec {
    dims: Dims,
    mines: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SpecError {
    #[error("width must be between {MIN_SIDE} and {MAX_SIDE} (got {0})")]
    Width(i64),
    #[error("height must be between {MIN_SIDE} and {MAX_SIDE} (got {0})")]
    Height(i64),
    #[error("mines must be between 1 and {max} on a {width}x{height} board (got {got})")]
    Mines { got: i64, max: u32, width: u32, height: u32 },
}

impl BoardSpec {
    pub const BEGINNER: BoardSpec = BoardSpec { dims: Dims::new_unchecked(9, 9), mines: 10 };
    pub const INTERMEDIATE: BoardSpec = BoardSpec { dims: Dims::new_unchecked(16, 16), mines: 40 };
    pub const EXPERT: BoardSpec = BoardSpec { dims: Dims::new_unchecked(30, 16), mines: 99 };

    /// Checks a size and mine count: sides 2..=200, mines 1..=cells-1.
    pub fn new(width: i64, height: i64, mines: i64) -> Result<Self, SpecError> {
        let side = |v: i64| u32::try_from(v).ok().filter(|s| (MIN_SIDE..=MAX_SIDE).contains(s));
        let width = side(width).ok_or(SpecError::Width(width))?;
        let height = side(height).ok_or(SpecError::Height(height))?;
        let max = width * height - 1;
        let checked = u32::try_from(mines).ok().filter(|m| (1..=max).contains(m));
        let mines = checked.ok_or(SpecError::Mines { got: mines, max, width, height })?;
        Ok(BoardSpec { dims: Dims::new_unchecked(width, height), mines })
    }

    pub fn dims(self) -> Dims {
        self.dims
    }

    pub fn mines(self) -> u32 {
        self.mines
    }
}

impl TryFrom<Difficulty> for BoardSpec {
    type Error = SpecError;

    fn try_from(d: Difficulty) -> Result<Self, SpecError> {
        match d {
            Difficulty::Beginner => Ok(BoardSpec::BEGINNER),
            Difficulty::Intermediate => Ok(BoardSpec::INTERMEDIATE),
            Difficulty::Expert => Ok(BoardSpec::EXPERT),
            Difficulty::Custom { width, height, mines } => BoardSpec::new(width, height, mines),
        }
    }
}
