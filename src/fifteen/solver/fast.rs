//! A fast solver for every size, not optimal: the board is reduced as people solve it. While
//! the unsolved region is more than two rows high and at least as high as it is wide, its top
//! row is solved; otherwise its left column. A row is solved tile by tile, left to right, its
//! last two tiles together; a column likewise. The final 2x2 is solved outright. Each step is
//! a breadth-first search over the positions of the tile (or pair) being placed and of the
//! blank, the solved tiles standing as walls, so every step is the shortest for itself.

use super::super::board::{Board, Direction};
use std::collections::{HashMap, VecDeque};

/// Solves a solvable board; the directions the tiles move.
pub fn solve(board: &Board) -> Vec<Direction> {
    let shape = board.shape();
    let (w, h) = (shape.width() as usize, shape.height() as usize);
    let mut s = State { w, tiles: board.tiles().to_vec(), blank: board.blank(), fixed: vec![false; w * h], moves: Vec::new() };
    // The unsolved region: rows top.., columns left..
    let (mut top, mut left) = (0, 0);
    while h - top > 2 || w - left > 2 {
        let (rows, cols) = (h - top, w - left);
        let line: Vec<usize> = if rows > 2 && rows >= cols {
            let cells = (left..w).map(|c| top * w + c).collect();
            top += 1;
            cells
        } else {
            let cells = (top..h).map(|r| r * w + left).collect();
            left += 1;
            cells
        };
        // Tiles one by one; the last two of the line together.
        let (singles, pair) = line.split_at(line.len() - 2);
        for &cell in singles {
            s.place(&[cell]);
        }
        s.place(pair);
    }
    // The last 2x2: its three tiles at once.
    let corner: Vec<usize> = [(top, left), (top, left + 1), (top + 1, left)].iter().map(|&(r, c)| r * w + c).collect();
    s.place(&corner);
    debug_assert!(s.tiles.iter().enumerate().all(|(i, &t)| t == 0 || usize::from(t) == i + 1));
    s.moves
}

struct State {
    w: usize,
    tiles: Vec<u8>,
    blank: usize,
    /// Cells whose tiles are solved: the blank never enters them.
    fixed: Vec<bool>,
    moves: Vec<Direction>,
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

    /// Brings the tiles that belong on `goals` home together, by a breadth-first search over
    /// their cells and the blank's; then fixes those cells.
    fn place(&mut self, goals: &[usize]) {
        let targets: Vec<u8> = goals.iter().map(|&g| g as u8 + 1).collect();
        let start: Vec<usize> = targets
            .iter()
            .map(|&t| self.tiles.iter().position(|&x| x == t).expect("every tile is on the board"))
            .chain(std::iter::once(self.blank))
            .collect();
        let k = goals.len();
        let done = |state: &[usize]| state[..k] == *goals;
        if !done(&start) {
            let path = self.search(start, k, done);
            for to in path {
                let dir = super::step(self.blank, to, self.w);
                self.tiles.swap(self.blank, to);
                self.blank = to;
                self.moves.push(dir);
            }
        }
        for &g in goals {
            self.fixed[g] = true;
        }
    }

    /// The blank's cells along a shortest path from `start` (the targets' cells, then the
    /// blank's) to a state that is `done`. States are numbered in base `cells`; their parents
    /// are kept in an array when that is small enough (a tile or a pair on any board), else in
    /// a map (the last 2x2's three tiles).
    fn search(&self, start: Vec<usize>, k: usize, done: impl Fn(&[usize]) -> bool) -> Vec<usize> {
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
        let space = n.pow(k as u32 + 1);
        let mut parents = Parents::new(space);
        let start_key = encode(&start);
        parents.set(start_key, start_key);
        let mut queue = VecDeque::from([start_key]);
        while let Some(key) = queue.pop_front() {
            let state = decode(key);
            if done(&state) {
                let mut path = Vec::new();
                let mut at = key;
                while at != start_key {
                    path.push(decode(at)[k]);
                    at = parents.get(at).expect("every state reached has a parent");
                }
                path.reverse();
                return path;
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
                if parents.get(next_key).is_none() {
                    parents.set(next_key, key);
                    queue.push_back(next_key);
                }
            }
        }
        unreachable!("a solvable board can always place its next tiles")
    }
}

/// Each state's parent in the search.
enum Parents {
    Array(Vec<u32>),
    Map(HashMap<u64, u64>),
}

impl Parents {
    fn new(space: u64) -> Self {
        if space <= 1 << 22 { Parents::Array(vec![u32::MAX; space as usize]) } else { Parents::Map(HashMap::new()) }
    }

    fn get(&self, key: u64) -> Option<u64> {
        match self {
            Parents::Array(a) => Some(a[key as usize]).filter(|&p| p != u32::MAX).map(u64::from),
            Parents::Map(m) => m.get(&key).copied(),
        }
    }

    fn set(&mut self, key: u64, parent: u64) {
        match self {
            Parents::Array(a) => a[key as usize] = parent as u32,
            Parents::Map(m) => {
                m.insert(key, parent);
            }
        }
    }
}
