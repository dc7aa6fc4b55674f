//! An arrangement of tiles: checked construction, moves, and the solvability rule.

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const MIN_SIDE: u32 = 2;
pub const MAX_SIDE: u32 = 20;

/// A tile's number (0 the blank): a 20x20 board has 399 tiles.
pub type Tile = u16;

/// A board's width and height, each 2..=20.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawShape", into = "RawShape")]
pub struct Shape {
    width: u32,
    height: u32,
}

#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
struct RawShape {
    width: i64,
    height: i64,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ShapeError {
    #[error("width must be between {MIN_SIDE} and {MAX_SIDE} (got {0})")]
    Width(i64),
    #[error("height must be between {MIN_SIDE} and {MAX_SIDE} (got {0})")]
    Height(i64),
    #[error("{0:?} is not a size; expected N or WxH (such as 4 or 3x5)")]
    Text(String),
}

impl Shape {
    pub const FOUR: Shape = Shape { width: 4, height: 4 };

    pub fn new(width: i64, height: i64) -> Result<Self, ShapeError> {
        let side = |v: i64| u32::try_from(v).ok().filter(|s| (MIN_SIDE..=MAX_SIDE).contains(s));
        let width = side(width).ok_or(ShapeError::Width(width))?;
        let height = side(height).ok_or(ShapeError::Height(height))?;
        Ok(Shape { width, height })
    }

    pub fn width(self) -> u32 {
        self.width
    }

    pub fn height(self) -> u32 {
        self.height
    }

    pub fn cells(self) -> usize {
        (self.width * self.height) as usize
    }
}

impl std::str::FromStr for Shape {
    type Err = ShapeError;

    /// `N` for a square, or `WxH` (width x height): `4`, `3x5`.
    fn from_str(text: &str) -> Result<Self, ShapeError> {
        let bad = || ShapeError::Text(text.to_string());
        let side = |t: &str| t.trim().parse::<i64>().map_err(|_| bad());
        match text.trim().split_once(['x', 'X']) {
            Some((w, h)) => Shape::new(side(w)?, side(h)?),
            None => {
                let n = side(text)?;
                Shape::new(n, n)
            }
        }
    }
}

impl TryFrom<RawShape> for Shape {
    type Error = ShapeError;
    fn try_from(raw: RawShape) -> Result<Self, ShapeError> {
        Shape::new(raw.width, raw.height)
    }
}

impl From<Shape> for RawShape {
    fn from(s: Shape) -> Self {
        RawShape { width: i64::from(s.width), height: i64::from(s.height) }
    }
}

/// The direction a tile moves. `Left` slides the tile right of the blank into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    Up,
    Down,
    Left,
    Right,
}

impl Direction {
    pub const ALL: [Direction; 4] = [Direction::Up, Direction::Down, Direction::Left, Direction::Right];

    pub fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Right => Direction::Left,
        }
    }

    /// The step, in (rows, columns), from the blank to the tile that moves this way.
    fn step_from_blank(self) -> (i32, i32) {
        match self {
            Direction::Up => (1, 0),
            Direction::Down => (-1, 0),
            Direction::Left => (0, 1),
            Direction::Right => (0, -1),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BoardError {
    #[error("expected {expected} numbers for a {width}x{height} board, got {got}")]
    Count { expected: usize, got: usize, width: u32, height: u32 },
    #[error("the numbers must be 0 to {max} once each (0 is the blank); {problem}")]
    NotAPermutation { max: usize, problem: String },
    #[error(transparent)]
    Shape(#[from] ShapeError),
}

/// Tiles row-major, 0 the blank. Always a permutation of 0..cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    tiles: Vec<Tile>,
    blank: usize,
}

impl Board {
    /// The goal: 1..cells-1 in order, blank last.
    pub fn solved(shape: Shape) -> Self {
        let n = shape.cells();
        let tiles = (1..n).map(|t| t as Tile).chain(std::iter::once(0)).collect();
        Board { shape, tiles, blank: n - 1 }
    }

    /// Checks that `tiles` is a permutation of 0..cells for `shape`. Solvability is not
    /// required here (a physical puzzle can be assembled wrongly); see `is_solvable`.
    pub fn new(shape: Shape, tiles: Vec<Tile>) -> Result<Self, BoardError> {
        let n = shape.cells();
        if tiles.len() != n {
            let (width, height) = (shape.width, shape.height);
            return Err(BoardError::Count { expected: n, got: tiles.len(), width, height });
        }
        let mut seen = vec![false; n];
        for &t in &tiles {
            let t = usize::from(t);
            let problem = if t >= n {
                format!("{t} is too large")
            } else if seen[t] {
                format!("{t} appears twice")
            } else {
                seen[t] = true;
                continue;
            };
            return Err(BoardError::NotAPermutation { max: n - 1, problem });
        }
        let blank = tiles.iter().position(|&t| t == 0).unwrap_or(0);
        Ok(Board { shape, tiles, blank })
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    pub fn tiles(&self) -> &[Tile] {
        &self.tiles
    }

    /// Row-major index of the blank.
    pub fn blank(&self) -> usize {
        self.blank
    }

    pub fn is_solved(&self) -> bool {
        let last = self.tiles.len() - 1;
        self.tiles[last] == 0 && self.tiles[..last].iter().enumerate().all(|(i, &t)| usize::from(t) == i + 1)
    }

    /// Whether the goal can be reached. Each move swaps the blank with a tile: a horizontal move
    /// keeps the tile order; a vertical one moves a tile past width-1 others. With an odd width
    /// the parity of inversions never changes; with an even width it flips with every row the
    /// blank moves, so inversions plus the blank's row keep their parity.
    pub fn is_solvable(&self) -> bool {
        let goal_parity = if self.shape.width % 2 == 1 { 0 } else { (self.shape.height - 1) % 2 };
        self.parity() == goal_parity
    }

    /// Inversion parity, plus the blank's row for even widths: invariant under moves.
    pub(crate) fn parity(&self) -> u32 {
        let inversions = inversion_parity(&self.tiles);
        if self.shape.width % 2 == 1 {
            inversions
        } else {
            (inversions + self.blank as u32 / self.shape.width) % 2
        }
    }

    /// The index of the tile that would move in `dir`, if there is one.
    pub fn mover(&self, dir: Direction) -> Option<usize> {
        let (dr, dc) = dir.step_from_blank();
        let w = self.shape.width as i64;
        let row = (self.blank as i64 / w) + i64::from(dr);
        let col = (self.blank as i64 % w) + i64::from(dc);
        let inside = (0..i64::from(self.shape.height)).contains(&row) && (0..w).contains(&col);
        inside.then(|| (row * w + col) as usize)
    }

    /// Slides one tile in `dir`; false (and no change) when no tile can move that way.
    pub fn slide(&mut self, dir: Direction) -> bool {
        match self.mover(dir) {
            Some(i) => {
                self.tiles.swap(i, self.blank);
                self.blank = i;
                true
            }
            None => false,
        }
    }

    /// The direction and count of single-tile moves that bring the blank to `index` (a cell in
    /// its row or column): the whole segment between them slides at once.
    pub fn segment_to(&self, index: usize) -> Option<(Direction, u32)> {
        let w = self.shape.width as usize;
        if index >= self.tiles.len() || index == self.blank {
            return None;
        }
        let (br, bc, r, c) = (self.blank / w, self.blank % w, index / w, index % w);
        let (dir, n) = if br == r {
            if c > bc { (Direction::Left, c - bc) } else { (Direction::Right, bc - c) }
        } else if bc == c {
            if r > br { (Direction::Up, r - br) } else { (Direction::Down, br - r) }
        } else {
            return None;
        };
        Some((dir, n as u32))
    }

    /// The Manhattan distance (MD): over the tiles, blank excluded, each tile's row and
    /// column distance from its goal cell.
    pub fn manhattan_distance(&self) -> u32 {
        let w = self.shape.width as usize;
        let tiles = self.tiles.iter().enumerate().filter(|(_, &t)| t != 0);
        tiles.map(|(cell, &t)| (cell / w).abs_diff((usize::from(t) - 1) / w) + (cell % w).abs_diff((usize::from(t) - 1) % w)).sum::<usize>() as u32
    }

    /// The rows as text, numbers separated by spaces and rows by `/`.
    pub fn state_string(&self) -> String {
        self.tiles
            .chunks(self.shape.width as usize)
            .map(|row| row.iter().map(Tile::to_string).collect::<Vec<_>>().join(" "))
            .collect::<Vec<_>>()
            .join("/")
    }
}

/// MMD: moves over the scramble's Manhattan distance (how many moves each unit of distance
/// cost); none when the distance is 0.
pub fn mmd(moves: u64, md: u32) -> Option<f64> {
    (md > 0).then(|| moves as f64 / f64::from(md))
}

/// Parity of the number of inversions among the tiles, blank left out, in O(n): a
/// permutation's parity is (length - cycles) mod 2.
fn inversion_parity(tiles: &[Tile]) -> u32 {
    // Tile t (1..n-1) has rank t-1, so the tiles read as a permutation of 0..n-1.
    let perm: Vec<usize> = tiles.iter().filter(|&&t| t != 0).map(|&t| usize::from(t) - 1).collect();
    let mut seen = vec![false; perm.len()];
    let mut cycles = 0;
    for start in 0..perm.len() {
        if !seen[start] {
            cycles += 1;
            let mut i = start;
            while !seen[i] {
                seen[i] = true;
                i = perm[i];
            }
        }
    }
    ((perm.len() - cycles) % 2) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute_inversions(tiles: &[Tile]) -> u32 {
        let t: Vec<Tile> = tiles.iter().copied().filter(|&t| t != 0).collect();
        let mut n = 0;
        for i in 0..t.len() {
            for j in i + 1..t.len() {
                n += u32::from(t[i] > t[j]);
            }
        }
        n
    }

    #[test]
    fn manhattan_distance_sums_each_tiles_rows_and_columns_from_home() {
        let shape = Shape::new(3, 2).expect("3x2");
        assert_eq!(Board::solved(shape).manhattan_distance(), 0);
        // 1 is one row from home, 4 and 5 one column each; 2 and 3 are home.
        let board = Board::new(shape, vec![0, 2, 3, 1, 4, 5]).expect("board");
        assert_eq!(board.manhattan_distance(), 1 + 1 + 1);
        // 5 and 1 swapped across the diagonal: a row and a column each.
        let board = Board::new(shape, vec![5, 2, 3, 4, 1, 0]).expect("board");
        assert_eq!(board.manhattan_distance(), 2 + 2);
        assert_eq!(mmd(10, 4), Some(2.5));
        assert_eq!(mmd(3, 0), None);
    }

    #[test]
    fn cycle_parity_matches_counted_inversions() {
        let mut rng = crate::rng::SeededRng::new(3);
        for _ in 0..500 {
            let mut tiles: Vec<Tile> = (0..16).collect();
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, rng.index(i + 1));
            }
            assert_eq!(inversion_parity(&tiles), brute_inversions(&tiles) % 2, "{tiles:?}");
        }
    }
}
