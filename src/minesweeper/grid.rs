//! Coordinates on a rectangular board and the checked arithmetic over them.

use serde::{Deserialize, Serialize};

/// A cell position, 0-based, row first. Whether it lies on a board is a question for `Dims`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Coord {
    pub row: u32,
    pub col: u32,
}

impl Coord {
    pub const fn new(row: u32, col: u32) -> Self {
        Coord { row, col }
    }
}

/// A board's width and height. Built only through `BoardSpec` or `Layout`, which check them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Dims {
    width: u32,
    height: u32,
}

const NEIGHBOUR_STEPS: [(i32, i32); 8] =
    [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)];

impl Dims {
    pub(crate) const fn new_unchecked(width: u32, height: u32) -> Self {
        Dims { width, height }
    }

    pub fn width(self) -> u32 {
        self.width
    }

    pub fn height(self) -> u32 {
        self.height
    }

    pub fn cells(self) -> usize {
        self.width as usize * self.height as usize
    }

    pub fn contains(self, c: Coord) -> bool {
        c.row < self.height && c.col < self.width
    }

    /// Row-major index of a cell known to be on the board.
    pub fn index(self, c: Coord) -> usize {
        debug_assert!(self.contains(c));
        c.row as usize * self.width as usize + c.col as usize
    }

    pub fn coord(self, index: usize) -> Coord {
        let w = self.width as usize;
        Coord::new((index / w) as u32, (index % w) as u32)
    }

    /// The cell `(dr, dc)` away, if it is still on the board.
    pub fn offset(self, c: Coord, dr: i32, dc: i32) -> Option<Coord> {
        let row = c.row.checked_add_signed(dr)?;
        let col = c.col.checked_add_signed(dc)?;
        let moved = Coord::new(row, col);
        self.contains(moved).then_some(moved)
    }

    /// The up-to-eight cells touching `c`.
    pub fn neighbours(self, c: Coord) -> impl Iterator<Item = Coord> {
        NEIGHBOUR_STEPS.into_iter().filter_map(move |(dr, dc)| self.offset(c, dr, dc))
    }

    /// Row-major indices of the cells touching the cell at `index`.
    pub fn neighbour_indices(self, index: usize) -> impl Iterator<Item = usize> {
        let c = self.coord(index);
        self.neighbours(c).map(move |n| self.index(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_edges_and_middle_have_3_5_8_neighbours() {
        let d = Dims::new_unchecked(4, 3);
        assert_eq!(d.neighbours(Coord::new(0, 0)).count(), 3);
        assert_eq!(d.neighbours(Coord::new(2, 3)).count(), 3);
        assert_eq!(d.neighbours(Coord::new(0, 1)).count(), 5);
        assert_eq!(d.neighbours(Coord::new(1, 1)).count(), 8);
    }

    #[test]
    fn offset_refuses_to_leave_the_board() {
        let d = Dims::new_unchecked(2, 2);
        assert_eq!(d.offset(Coord::new(0, 0), -1, 0), None);
        assert_eq!(d.offset(Coord::new(1, 1), 0, 1), None);
        assert_eq!(d.offset(Coord::new(0, 0), 1, 1), Some(Coord::new(1, 1)));
    }

    #[test]
    fn index_and_coord_round_trip() {
        let d = Dims::new_unchecked(30, 16);
        for i in 0..d.cells() {
            assert_eq!(d.index(d.coord(i)), i);
        }
    }
}
