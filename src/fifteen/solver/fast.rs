//! A fast solver for every size up to 20x20, not optimal: the board is reduced as people solve
//! it. While the unsolved region is more than two rows high and at least as high as it is
//! wide, its top row is solved; otherwise its left column. A row is solved tile by tile, left
//! to right, its last two tiles together; a column likewise. The final 2x2 is solved outright.
//!
//! A single tile walks a shortest path to its cell, the blank going round it to the cell ahead
//! before each step (the region without that tile stays connected, so the blank always gets
//! there). A line's last two tiles: the first goes to its cell, the second near it, and a
//! breadth-first search inside a 3x2 window at the line's end places both. Every step is a
//! search over a handful of cells, so a 20x20 board is solved in milliseconds; if a step ever
//! finds no way, an exact search over the whole unsolved region does it instead.

use super::super::board::{Board, Direction, Shape, Tile};
use std::collections::{HashMap, VecDeque};

/// Solves a solvable board; the directions the tiles move.
pub fn solve(board: &Board) -> Vec<Direction> {
    let (mut s, top, left) = reduce_to(board, |_, _| false);
    // The last 2x2: its three tiles at once.
    let w = s.w;
    let corner: Vec<usize> = [(top, left), (top, left + 1), (top + 1, left)].iter().map(|&(r, c)| r * w + c).collect();
    s.place_exactly(&corner);
    debug_assert!(s.tiles.iter().enumerate().all(|(i, &t)| t == 0 || usize::from(t) == i + 1));
    s.moves
}

/// The moves that reduce a solvable `board` as `solve` does until its unsolved region (its
/// bottom right corner) is 2x2 or `done` takes its width and height, and that region as a
/// board of its own: its tiles numbered from 1 in its reading order, as their cells' goals
/// are. Its solution's moves, after these, solve `board`. None if a tile were left outside
/// its region (never seen: the lines solved hold their own tiles).
pub fn reduce(board: &Board, done: impl Fn(usize, usize) -> bool) -> Option<(Vec<Direction>, Board)> {
    let (s, top, left) = reduce_to(board, done);
    let (w, h) = (s.w, s.tiles.len() / s.w);
    let width = w - left;
    let renumbered = |t: Tile| match usize::from(t) {
        0 => Some(0),
        t => {
            let (row, col) = (((t - 1) / w).checked_sub(top)?, ((t - 1) % w).checked_sub(left)?);
            Tile::try_from(row * width + col + 1).ok()
        }
    };
    let tiles = (top..h).flat_map(|r| (left..w).map(move |c| r * w + c)).map(|cell| renumbered(s.tiles[cell])).collect::<Option<Vec<Tile>>>()?;
    let shape = Shape::new(width as i64, (h - top) as i64).ok()?;
    Some((s.moves, Board::new(shape, tiles).ok()?))
}

/// The reduction: the state it leaves, and the unsolved region's top row and left column.
fn reduce_to(board: &Board, done: impl Fn(usize, usize) -> bool) -> (State, usize, usize) {
    let shape = board.shape();
    let (w, h) = (shape.width() as usize, shape.height() as usize);
    let mut s = State { w, tiles: board.tiles().to_vec(), blank: board.blank(), fixed: vec![false; w * h], moves: Vec::new() };
    // The unsolved region: rows top.., columns left..
    let (mut top, mut left) = (0, 0);
    while (h - top > 2 || w - left > 2) && !done(w - left, h - top) {
        let (rows, cols) = (h - top, w - left);
        if rows > 2 && rows >= cols {
            for c in left..w - 2 {
                s.place_one(top * w + c);
            }
            let window: Vec<usize> = (top..top + 3).flat_map(|r| [r * w + w - 2, r * w + w - 1]).collect();
            s.place_pair(top * w + w - 2, top * w + w - 1, &window);
            top += 1;
        } else {
            for r in top..h - 2 {
                s.place_one(r * w + left);
            }
            let window: Vec<usize> = (h - 2..h).flat_map(|r| (left..left + 3).map(move |c| r * w + c)).collect();
            s.place_pair((h - 2) * w + left, (h - 1) * w + left, &window);
            left += 1;
        }
    }
    (s, top, left)
}

struct State {
    w: usize,
    tiles: Vec<Tile>,
    blank: usize,
    /// Cells whose tiles are solved: the blank never enters them.
    fixed: Vec<bool>,
    moves: Vec<Direction>,
}

/// The tile that belongs on `cell`.
fn tile_for(cell: usize) -> Tile {
    (cell + 1) as Tile
}

impl State {
    fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> + '_ {
        let (w, n) = (self.w, self.tiles.len());
        let (r, c) = (cell / w, cell % w);
        [(r > 0).then(|| cell - w), (cell + w < n).then(|| cell + w), (c > 0).then(|| cell - 1), (c + 1 < w).then(|| cell + 1)]
            .into_iter()
            .flatten()
            .filter(|&x| !self.fixed[x])
    }

    fn position(&self, tile: Tile) -> usize {
        self.tiles.iter().position(|&x| x == tile).unwrap_or(self.blank)
    }

    /// The blank steps onto the neighbouring cell `to` (its tile moves into the blank's cell).
    fn step(&mut self, to: usize) {
        let dir = super::step(self.blank, to, self.w);
        self.tiles.swap(self.blank, to);
        self.blank = to;
        self.moves.push(dir);
    }

    /// The cells after `from` along a shortest path through free cells (not fixed, not
    /// `avoid`) to the first cell that `is_goal`; empty when `from` is one.
    fn route(&self, from: usize, is_goal: impl Fn(usize) -> bool, avoid: Option<usize>) -> Option<Vec<usize>> {
        let mut parent = vec![usize::MAX; self.tiles.len()];
        parent[from] = from;
        let mut queue = VecDeque::from([from]);
        while let Some(cell) = queue.pop_front() {
            if is_goal(cell) {
                let mut path = Vec::new();
                let mut at = cell;
                while at != from {
                    path.push(at);
                    at = parent[at];
                }
                path.reverse();
                return Some(path);
            }
            for next in self.neighbours(cell) {
                if parent[next] == usize::MAX && Some(next) != avoid {
                    parent[next] = cell;
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// Walks `tile` to the nearest of `targets`, the blank going round it before each step.
    fn walk_tile(&mut self, tile: Tile, targets: &[usize]) -> Option<()> {
        let mut at = self.position(tile);
        for next in self.route(at, |c| targets.contains(&c), None)? {
            for cell in self.route(self.blank, |c| c == next, Some(at))? {
                self.step(cell);
            }
            self.step(at);
            at = next;
        }
        Some(())
    }

    fn place_one(&mut self, goal: usize) {
        if self.walk_tile(tile_for(goal), &[goal]).is_none() {
            self.place_exactly(&[goal]);
        }
        self.fixed[goal] = true;
    }

    /// The last two cells of a line, `a` then `b` (adjacent), with `window` the 3x2 (or 2x3)
    /// cells at the line's end that hold both.
    fn place_pair(&mut self, a: usize, b: usize, window: &[usize]) {
        if self.try_pair(a, b, window).is_none() {
            self.place_exactly(&[a, b]);
        }
        self.fixed[a] = true;
        self.fixed[b] = true;
    }

    fn try_pair(&mut self, a: usize, b: usize, window: &[usize]) -> Option<()> {
        let (ta, tb) = (tile_for(a), tile_for(b));
        if self.tiles[a] == ta && self.tiles[b] == tb {
            return Some(());
        }
        self.walk_tile(ta, &[a])?;
        self.fixed[a] = true;
        let walked = self.walk_tile(tb, window);
        self.fixed[a] = false;
        walked?;
        let pb = self.position(tb);
        for cell in self.route_avoiding(self.blank, window, [a, pb])? {
            self.step(cell);
        }
        // Inside the window only: everything else stands still.
        let outside: Vec<usize> = (0..self.tiles.len()).filter(|c| !self.fixed[*c] && !window.contains(c)).collect();
        outside.iter().for_each(|&c| self.fixed[c] = true);
        let placed = self.search(&[a, b]);
        outside.iter().for_each(|&c| self.fixed[c] = false);
        self.follow(placed?);
        Some(())
    }

    /// A shortest way for the blank into `targets` that crosses neither cell of `avoid`.
    fn route_avoiding(&self, from: usize, targets: &[usize], avoid: [usize; 2]) -> Option<Vec<usize>> {
        let mut fixed = self.fixed.clone();
        avoid.iter().filter(|&&c| c != from).for_each(|&c| fixed[c] = true);
        let view = State { w: self.w, tiles: self.tiles.clone(), blank: self.blank, fixed, moves: Vec::new() };
        view.route(from, |c| targets.contains(&c), None)
    }

    /// Brings the tiles that belong on `goals` home together by an exact search over the
    /// whole unsolved region (small regions only: the last 2x2, or when a step found no way).
    fn place_exactly(&mut self, goals: &[usize]) {
        if let Some(path) = self.search(goals) {
            self.follow(path);
        }
        goals.iter().for_each(|&g| self.fixed[g] = true);
    }

    fn follow(&mut self, path: Vec<usize>) {
        for to in path {
            self.step(to);
        }
    }

    /// The blank's cells along a shortest path to the state with the tiles of `goals` home, by
    /// a breadth-first search over their cells and the blank's, through free cells. States are
    /// numbered in base `cells`; their parents are kept in a map.
    fn search(&self, goals: &[usize]) -> Option<Vec<usize>> {
        let k = goals.len();
        let start: Vec<usize> = goals.iter().map(|&g| self.position(tile_for(g))).chain([self.blank]).collect();
        let n = self.tiles.len() as u64;
        let encode = |state: &[usize]| state.iter().rev().fold(0u64, |key, &p| key * n + p as u64);
        let decode = |mut key: u64| {
            (0..=k)
                .map(|_| {
                    let p = (key % n) as usize;
                    key /= n;
                    p
                })
                .collect::<Vec<usize>>()
        };
        let start_key = encode(&start);
        let mut parents = HashMap::from([(start_key, start_key)]);
        let mut queue = VecDeque::from([start_key]);
        while let Some(key) = queue.pop_front() {
            let state = decode(key);
            if state[..k] == *goals {
                let mut path = Vec::new();
                let mut at = key;
                while at != start_key {
                    path.push(decode(at)[k]);
                    at = parents[&at];
                }
                path.reverse();
                return Some(path);
            }
            let blank = state[k];
            for to in self.neighbours(blank) {
                let mut next = state.clone();
                // A target on `to` moves into the blank's cell.
                if let Some(slot) = next[..k].iter().position(|&p| p == to) {
                    next[slot] = blank;
                }
                next[k] = to;
                let next_key = encode(&next);
                if let std::collections::hash_map::Entry::Vacant(e) = parents.entry(next_key) {
                    e.insert(key);
                    queue.push_back(next_key);
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fifteen::scramble;

    fn solves(w: i64, h: i64, seeds: std::ops::Range<u64>) {
        let shape = Shape::new(w, h).expect("shape");
        for seed in seeds {
            let start = scramble(shape, seed);
            let mut board = start.clone();
            for d in solve(&start) {
                assert!(board.slide(d), "{w}x{h} seed {seed}: an impossible move");
            }
            assert!(board.is_solved(), "{w}x{h} seed {seed}: not solved");
        }
    }

    #[test]
    fn solves_every_shape_from_two_to_twenty() {
        for w in 2..=20 {
            for h in 2..=20 {
                let seeds = if w * h > 100 { 0..1 } else { 0..4 };
                solves(w, h, seeds);
            }
        }
    }

    /// Reduced until the region has at most 12 cells: the lines outside it are solved, the
    /// region's tiles are renumbered in its own reading order, and its solution, played on after
    /// the reduction's moves, solves the board.
    #[test]
    fn a_reduction_leaves_its_last_region_as_a_board_of_its_own() {
        for (w, h, region) in [(5, 5, (4, 3)), (2, 12, (2, 6)), (9, 2, (6, 2)), (3, 9, (3, 4)), (20, 20, (4, 3)), (3, 3, (3, 3))] {
            let shape = Shape::new(w, h).expect("shape");
            for seed in 0..3 {
                let start = scramble(shape, seed);
                let (moves, rest) = reduce(&start, |w, h| w * h <= 12).expect("a region");
                assert_eq!((rest.shape().width(), rest.shape().height()), region, "{w}x{h}");
                let mut board = start.clone();
                assert!(moves.iter().all(|&d| board.slide(d)), "{w}x{h} seed {seed}");
                let (rw, rh) = (region.0 as usize, region.1 as usize);
                let (top, left) = (h as usize - rh, w as usize - rw);
                for (cell, &t) in board.tiles().iter().enumerate() {
                    let (r, c) = (cell / w as usize, cell % w as usize);
                    let inside = r >= top && c >= left;
                    let expected = if !inside { Some(cell as Tile + 1) } else if t == 0 { Some(0) } else { None };
                    if let Some(tile) = expected {
                        assert_eq!(t, tile, "{w}x{h} seed {seed}: cell {cell}");
                    } else {
                        let goal = usize::from(t) - 1;
                        let local = (r - top) * rw + c - left;
                        assert_eq!(usize::from(rest.tiles()[local]), (goal / w as usize - top) * rw + goal % w as usize - left + 1);
                    }
                }
                assert!(solve(&rest).iter().all(|&d| board.slide(d)) && board.is_solved(), "{w}x{h} seed {seed}");
            }
        }
    }

    /// A step that finds no way inside its window is done by the exact search instead; the
    /// window's own search is what solves the line's last two tiles in every case tried.
    #[test]
    fn the_last_two_of_a_line_are_placed_inside_their_window() {
        let shape = Shape::new(5, 5).expect("shape");
        for seed in 0..300 {
            let start = scramble(shape, seed);
            let w = 5;
            let mut s = State { w, tiles: start.tiles().to_vec(), blank: start.blank(), fixed: vec![false; 25], moves: Vec::new() };
            for c in 0..3 {
                s.place_one(c);
            }
            let window: Vec<usize> = (0..3).flat_map(|r| [r * w + 3, r * w + 4]).collect();
            assert!(s.try_pair(3, 4, &window).is_some(), "seed {seed}");
            assert_eq!((s.tiles[3], s.tiles[4]), (4, 5), "seed {seed}");
        }
    }
}
