//! Optimal solutions. On 4x4, IDA* with additive 6-6-3 pattern databases and their
//! reflection (`pdb`, `ida`): the tables take a few seconds to build and are built once, by
//! the caller (the app in the background, caching them with a checksum; the CLI at start).
//! Smaller boards (3x3, 3x4, 4x3) use IDA* with the Manhattan distance and linear conflicts
//! (`manhattan`), which needs no table.

mod fast;
mod ida;
mod manhattan;
mod pdb;

pub use ida::{Tables, GROUPS};

use super::board::{Board, Direction, Shape};
use thiserror::Error;

/// An optimal solution: the directions the tiles move, and the search nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub moves: Vec<Direction>,
    pub nodes: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    #[error("this arrangement cannot reach the goal (the tiles' parity is wrong)")]
    Unsolvable,
    #[error("optimal solutions are for boards of at most 16 cells (3x3, 3x4, 4x3, 4x4); this one is {}x{}", .0.width(), .0.height())]
    TooLarge(Shape),
    #[error("4x4 needs the pattern databases, which are not built yet")]
    NoTables,
    #[error("the search gave up after {0} nodes")]
    GaveUp(u64),
}

/// Nodes the small-board search may expand (a hard 3x4 takes a few million).
const SMALL_BUDGET: u64 = 2_000_000_000;

/// An optimal solution of `board`. 4x4 needs the tables (see `Tables::build`).
pub fn optimal(board: &Board, tables: Option<&Tables>) -> Result<Solution, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    let shape = board.shape();
    if shape == Shape::FOUR {
        let tables = tables.ok_or(SolveError::NoTables)?;
        let tiles: [u8; 16] = board.tiles().try_into().expect("16 tiles");
        let found = ida::solve(tables, tiles, u64::MAX).ok_or(SolveError::GaveUp(u64::MAX))?;
        return Ok(Solution { moves: found.moves, nodes: found.nodes });
    }
    if shape.cells() > 16 {
        return Err(SolveError::TooLarge(shape));
    }
    manhattan::solve(board, SMALL_BUDGET).map(|(moves, nodes)| Solution { moves, nodes }).ok_or(SolveError::GaveUp(SMALL_BUDGET))
}

/// A solution of any solvable board, fast but not optimal (see `fast`): for hints and
/// demonstrations on boards too large for `optimal`.
pub fn quick(board: &Board) -> Result<Vec<Direction>, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    Ok(fast::solve(board))
}

/// An optimal solution without tables, from the Manhattan search alone, within `max_nodes`:
/// any shape of at most 16 cells; on 4x4 only for short distances (a check in tests).
pub fn optimal_without_tables(board: &Board, max_nodes: u64) -> Result<Solution, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    if board.shape().cells() > 16 {
        return Err(SolveError::TooLarge(board.shape()));
    }
    manhattan::solve(board, max_nodes).map(|(moves, nodes)| Solution { moves, nodes }).ok_or(SolveError::GaveUp(max_nodes))
}
