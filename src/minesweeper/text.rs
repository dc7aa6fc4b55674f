//! The CLI's board formats: a layout as lines of `.` (safe) and `*` (mine), and a game as
//! the player sees it, one code per cell (see `CellView::code`).

use super::game::Game;
use super::layout::{Layout, LayoutError};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    #[error("line {line}: expected only '.' and '*', found {found:?}")]
    BadChar { line: usize, found: char },
    #[error("line {line}: expected {expected} cells like the first row, found {found}")]
    Ragged { line: usize, expected: usize, found: usize },
    #[error("the board is empty")]
    Empty,
    #[error("{0}")]
    Layout(#[from] LayoutError),
}

/// Reads a layout. Blank lines before and after the board are ignored.
pub fn parse_layout(text: &str) -> Result<Layout, ParseError> {
    let mut width = None;
    let mut height = 0u32;
    let mut mines = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r').trim();
        if line.is_empty() {
            continue;
        }
        let line_no = n + 1;
        let row: Vec<bool> = line
            .chars()
            .map(|c| match c {
                '.' => Ok(false),
                '*' => Ok(true),
                found => Err(ParseError::BadChar { line: line_no, found }),
            })
            .collect::<Result<_, _>>()?;
        let expected = *width.get_or_insert(row.len());
        if row.len() != expected {
            return Err(ParseError::Ragged { line: line_no, expected, found: row.len() });
        }
        mines.extend(row);
        height += 1;
    }
    let width = width.ok_or(ParseError::Empty)?;
    Ok(Layout::from_mines(u32::try_from(width).unwrap_or(u32::MAX), height, mines)?)
}

/// A layout as lines of `.` and `*`, each ending in a newline.
pub fn format_layout(layout: &Layout) -> String {
    let cells = (0..layout.dims().cells()).map(|i| if layout.is_mine(i) { '*' } else { '.' });
    in_rows(cells, layout.dims().width() as usize)
}

/// The board as the player sees it, one line per row, each ending in a newline.
pub fn format_view(game: &Game) -> String {
    in_rows(game.codes().chars(), game.dims().width() as usize)
}

fn in_rows(cells: impl Iterator<Item = char>, width: usize) -> String {
    let mut out = String::new();
    for (i, c) in cells.enumerate() {
        out.push(c);
        if (i + 1) % width == 0 {
            out.push('\n');
        }
    }
    out
}
