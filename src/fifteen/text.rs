//! State strings (`10 2 11 4/5 12 3 7/...`) and flat number lists, as players type them.

use super::board::{Board, BoardError, Shape, Tile, MAX_SIDE};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseError {
    #[error("{0:?} is not a tile number")]
    NotANumber(String),
    #[error("row {row} has {found} numbers but row 1 has {expected}")]
    Ragged { row: usize, expected: usize, found: usize },
    #[error("{0} numbers do not make a square board")]
    NotSquare(usize),
    #[error(transparent)]
    Board(#[from] BoardError),
}

fn numbers(text: &str) -> Result<Vec<Tile>, ParseError> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == '/')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse::<Tile>().map_err(|_| ParseError::NotANumber(w.to_string())))
        .collect()
}

/// A state string: rows separated by `/`, numbers by spaces; 0 is the blank.
pub fn parse_state(text: &str) -> Result<Board, ParseError> {
    let rows: Vec<Vec<Tile>> = text.trim().split('/').map(numbers).collect::<Result<_, _>>()?;
    let width = rows.first().map_or(0, Vec::len);
    if let Some((k, row)) = rows.iter().enumerate().find(|(_, r)| r.len() != width) {
        return Err(ParseError::Ragged { row: k + 1, expected: width, found: row.len() });
    }
    let shape = Shape::new(width as i64, rows.len() as i64).map_err(BoardError::from)?;
    Ok(Board::new(shape, rows.concat())?)
}

/// N*N numbers in row-major order; the size is the square root of the count.
pub fn parse_square(text: &str) -> Result<Board, ParseError> {
    let tiles = numbers(text)?;
    let side = (1..=MAX_SIDE as usize + 1).find(|s| s * s >= tiles.len()).filter(|s| s * s == tiles.len());
    let side = side.ok_or(ParseError::NotSquare(tiles.len()))?;
    let shape = Shape::new(side as i64, side as i64).map_err(BoardError::from)?;
    Ok(Board::new(shape, tiles)?)
}

/// The numbers of a `shape` board, row by row (separated by spaces, commas or `/`).
pub fn parse_shaped(text: &str, shape: Shape) -> Result<Board, ParseError> {
    Ok(Board::new(shape, numbers(text)?)?)
}

/// The board as lines of numbers separated by spaces, each line ending in a newline.
pub fn format_rows(board: &Board) -> String {
    board
        .tiles()
        .chunks(board.shape().width() as usize)
        .map(|row| row.iter().map(Tile::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}
