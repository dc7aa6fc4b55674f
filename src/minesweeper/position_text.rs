//! A position as players write it, for the study board: a row a line; `1`-`8` a number, `.`
//! or `0` an opened empty cell, `#` or `?` a covered cell, `F` or `*` a flagged one (flags
//! are the player's notes: to the solver a flag is a covered cell). Blank lines before and
//! after the board are skipped; spaces at the ends of a line too.

use super::solver::{Position, PositionError};
use super::spec::{BoardSpec, SpecError};
use thiserror::Error;

/// A study position read from its text: each cell's number when open, and the flags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StudyBoard {
    pub width: u32,
    pub height: u32,
    pub cells: Vec<Option<u8>>,
    pub flagged: Vec<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionTextError {
    #[error("line {line}, column {column}: {found:?} is not a cell (1-8 a number, . or 0 empty, # or ? covered, F or * flagged)")]
    BadCell { line: usize, column: usize, found: char },
    #[error("line {line}: {found} cells, but the first row has {expected}")]
    Ragged { line: usize, expected: usize, found: usize },
    #[error("line {line}, column {column}: {number} cannot be: the cell has only {neighbours} neighbours")]
    Number { line: usize, column: usize, number: u8, neighbours: usize },
    #[error("the position is empty: write one row a line")]
    Empty,
    #[error("line {line}: a row after a blank line; the board's rows come one after another")]
    AfterBlank { line: usize },
    #[error("{0}")]
    Spec(#[from] SpecError),
    #[error("{0}")]
    Position(#[from] PositionError),
}

impl StudyBoard {
    pub fn parse(text: &str) -> Result<StudyBoard, PositionTextError> {
        let mut rows: Vec<(usize, Vec<Option<Option<u8>>>)> = Vec::new();
        let mut ended = false;
        for (n, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() {
                ended = !rows.is_empty();
                continue;
            }
            if ended {
                return Err(PositionTextError::AfterBlank { line: n + 1 });
            }
            let row = line
                .chars()
                .enumerate()
                .map(|(k, c)| match c {
                    '1'..='8' => Ok(Some(Some(c as u8 - b'0'))),
                    '.' | '0' => Ok(Some(Some(0))),
                    '#' | '?' => Ok(Some(None)),
                    'F' | 'f' | '*' => Ok(None),
                    found => Err(PositionTextError::BadCell { line: n + 1, column: k + 1, found }),
                })
                .collect::<Result<Vec<_>, _>>()?;
            if let Some((_, first)) = rows.first() {
                if first.len() != row.len() {
                    return Err(PositionTextError::Ragged { line: n + 1, expected: first.len(), found: row.len() });
                }
            }
            rows.push((n + 1, row));
        }
        let width = rows.first().map(|(_, r)| r.len()).ok_or(PositionTextError::Empty)?;
        let height = rows.len();
        // The size's range: BoardSpec's rule, with the fewest mines a board has.
        BoardSpec::new(width as i64, height as i64, 1)?;
        let cells: Vec<Option<u8>> = rows.iter().flat_map(|(_, r)| r.iter().map(|c| c.flatten())).collect();
        let flagged: Vec<bool> = rows.iter().flat_map(|(_, r)| r.iter().map(Option::is_none)).collect();
        for (i, &cell) in cells.iter().enumerate() {
            let (r, c) = (i / width, i % width);
            let neighbours = (r.saturating_sub(1)..=(r + 1).min(height - 1))
                .flat_map(|rr| (c.saturating_sub(1)..=(c + 1).min(width - 1)).map(move |cc| (rr, cc)))
                .count()
                - 1;
            if let Some(number) = cell.filter(|&n| usize::from(n) > neighbours) {
                return Err(PositionTextError::Number { line: rows[r].0, column: c + 1, number, neighbours });
            }
        }
        Ok(StudyBoard { width: width as u32, height: height as u32, cells, flagged })
    }

    /// The position the solver reads, with the board's mine count.
    pub fn position(&self, mines: u32) -> Result<Position, PositionTextError> {
        let spec = BoardSpec::new(i64::from(self.width), i64::from(self.height), i64::from(mines))?;
        Ok(Position::new(spec.dims(), mines, self.cells.clone())?)
    }

    /// The board in the same format: numbers, `.` for an empty cell, `#` covered, `F` flagged.
    pub fn text(&self) -> String {
        let mut out = String::with_capacity(self.cells.len() + self.height as usize);
        for (i, (&cell, &flag)) in self.cells.iter().zip(&self.flagged).enumerate() {
            out.push(match (cell, flag) {
                (_, true) => 'F',
                (Some(0), _) => '.',
                (Some(n), _) => char::from(b'0' + n),
                (None, _) => '#',
            });
            if (i + 1) % self.width as usize == 0 {
                out.push('\n');
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every spelling of a cell reads, and the board writes back in one spelling of each.
    #[test]
    fn a_position_reads_in_every_spelling_and_writes_back() {
        let board = StudyBoard::parse("\n  1F#?\n.0*2 \n\n").expect("a position");
        assert_eq!((board.width, board.height), (4, 2));
        assert_eq!(board.cells, [Some(1), None, None, None, Some(0), Some(0), None, Some(2)]);
        assert_eq!(board.flagged, [false, true, false, false, false, false, true, false]);
        assert_eq!(board.text(), "1F##\n..F2\n");
        assert_eq!(StudyBoard::parse(&board.text()).expect("again"), StudyBoard { flagged: board.flagged.clone(), ..board.clone() });
        let pos = board.position(2).expect("a position with 2 mines");
        assert_eq!((pos.mines(), pos.number(0), pos.is_covered(1)), (2, Some(1), true));
    }

    /// Bad input says where: the line and column of a bad cell or number, the line of a ragged
    /// row; a size or a mine count out of range says the range.
    #[test]
    fn bad_input_names_its_line_and_column() {
        let err = |text: &str| StudyBoard::parse(text).unwrap_err().to_string();
        assert!(err("12#\n1x#\n").starts_with("line 2, column 2: 'x' is not a cell"), "{}", err("12#\n1x#\n"));
        assert_eq!(err("12#\n1#\n"), "line 2: 2 cells, but the first row has 3");
        assert!(err("\n#6#\n###\n").starts_with("line 2, column 2: 6 cannot be"), "{}", err("\n#6#\n###\n"));
        assert_eq!(StudyBoard::parse("  \n\n"), Err(PositionTextError::Empty));
        assert_eq!(StudyBoard::parse("1#\n\n##\n"), Err(PositionTextError::AfterBlank { line: 3 }));
        assert!(matches!(StudyBoard::parse("#"), Err(PositionTextError::Spec(_))));
        let board = StudyBoard::parse("1##\n###\n").expect("a position");
        assert!(matches!(board.position(9), Err(PositionTextError::Spec(_) | PositionTextError::Position(_))));
    }
}
