//! The study board: a position typed or pasted as text (`minesweeper::position_text`), or a
//! finished game's board, read by the solver as in play (its certain cells with the rule that
//! proves each, every covered cell's odds, the best guess), never a game and never recorded.

use super::solver::{hint_at, Cell, Hint};
use crate::error::CommandError;
use crate::l10n::errors::Says;
use crate::l10n::said::Said;
use serde::Serialize;
use tessera::minesweeper::position_text::StudyBoard;
use tessera::minesweeper::solver::analyse;

/// The most text a study position may be: a 200x200 board is 40 kB.
const MAX_TEXT: usize = 64 * 1024;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Study {
    pub width: u32,
    pub height: u32,
    /// The board in the study format, one spelling per kind of cell (to copy).
    pub text: String,
    /// Per cell, the chance of a mine; none for an open cell.
    pub odds: Vec<Option<f32>>,
    pub safe: Vec<Cell>,
    pub mines: Vec<Cell>,
    /// What the hint would say: the first certain cell, or the best guess.
    pub hint: Hint,
    /// Part of the board was too large to enumerate: its odds are estimates.
    pub approximate: bool,
}

/// Reads a study position with its mine count; a bad one is an error naming the line and
/// column, and nothing else changes.
#[tauri::command]
pub async fn mines_study(text: String, mines: u32) -> Result<Study, CommandError> {
    study(&text, mines)
}

pub fn study(text: &str, mines: u32) -> Result<Study, CommandError> {
    if text.len() > MAX_TEXT {
        return Err(CommandError::Limit(Said::new("error-study-too-long").with("max", MAX_TEXT)));
    }
    let bad = |e: tessera::minesweeper::position_text::PositionTextError| CommandError::InvalidState(e.said());
    let board = StudyBoard::parse(text).map_err(bad)?;
    let pos = board.position(mines).map_err(bad)?;
    let analysis = analyse(&pos).map_err(|e| CommandError::Solver(e.said()))?;
    let dims = pos.dims();
    let cells = |mine: bool| analysis.deductions.iter().filter(|d| d.mine == mine).map(|d| Cell::of(dims, d.cell)).collect();
    Ok(Study {
        width: board.width,
        height: board.height,
        text: board.text(),
        odds: (0..dims.cells()).map(|i| pos.is_covered(i).then(|| analysis.probability[i] as f32)).collect(),
        safe: cells(false),
        mines: cells(true),
        hint: hint_at(&pos, &analysis, &board.flagged)?,
        approximate: analysis.approximate,
    })
}
