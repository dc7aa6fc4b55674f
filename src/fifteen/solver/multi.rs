//! Optimal solutions in the multi-tile metric, where sliding a whole segment of tiles (the
//! blank moving several cells along its row or column) is one move. Boards up to 4x4.
//!
//! IDA* guided by walking distance (Takahashi's heuristic) rebuilt for this metric. The
//! vertical walking distance forgets where a tile is in its row and keeps only how many tiles
//! of each goal row every row holds, and the blank's row: few enough states to search them
//! all once, backwards from the goal, with a move that carries the blank up to the board's
//! height in one direction at the cost of one. The horizontal one is the same on columns. A
//! vertical slide changes only the vertical state, a horizontal one only the horizontal
//! state, so their distances add up and never overestimate.

use super::super::board::{Board, Direction};
use super::FOUND;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// The tile counts of one axis: `counts[line * n + goal]` tiles in `line` belong in `goal`
/// (rows for the vertical distance, columns for the horizontal), and the blank's line.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Lines {
    counts: [u8; 16],
    blank: u8,
}

impl Lines {
    /// One number per state: three bits per count (at most 4 tiles in a line), the blank last.
    fn key(&self, n: usize) -> u64 {
        self.counts[..n * n].iter().fold(u64::from(self.blank), |k, &c| k << 3 | u64::from(c))
    }
}

/// Walking distances of one axis in the multi-tile metric, from every reachable state.
struct Table {
    /// Lines on this axis.
    n: usize,
    distance: HashMap<u64, u8>,
}

impl Table {
    /// The axis with `n` lines of `len` cells each; the blank's goal is the last line.
    fn build(n: usize, len: usize) -> Table {
        let mut goal = Lines { counts: [0; 16], blank: (n - 1) as u8 };
        for line in 0..n {
            goal.counts[line * n + line] = (len - usize::from(line == n - 1)) as u8;
        }
        let mut distance = HashMap::from([(goal.key(n), 0u8)]);
        let mut queue = VecDeque::from([(goal, 0u8)]);
        while let Some((state, d)) = queue.pop_front() {
            for step in [-1isize, 1] {
                // Every state the blank reaches going on in one direction, one line at a time,
                // each time taking the place of one tile of the next line (any goal).
                let mut frontier = vec![state];
                let mut line = state.blank as isize;
                loop {
                    line += step;
                    if line < 0 || line >= n as isize {
                        break;
                    }
                    let (from, to) = (line as usize, (line - step) as usize);
                    let mut next = Vec::new();
                    for s in &frontier {
                        for g in 0..n {
                            if s.counts[from * n + g] > 0 {
                                let mut t = *s;
                                t.counts[from * n + g] -= 1;
                                t.counts[to * n + g] += 1;
                                t.blank = from as u8;
                                next.push(t);
                            }
                        }
                    }
                    for t in &next {
                        if let std::collections::hash_map::Entry::Vacant(e) = distance.entry(t.key(n)) {
                            e.insert(d + 1);
                            queue.push_back((*t, d + 1));
                        }
                    }
                    frontier = next;
                }
            }
        }
        Table { n, distance }
    }

    fn get(&self, lines: &Lines) -> u32 {
        u32::from(self.distance[&lines.key(self.n)])
    }
}

/// The search's board, with both axes' states kept as tiles move.
struct Search<'t> {
    width: usize,
    height: usize,
    tiles: [u8; 16],
    blank: usize,
    rows: Lines,
    cols: Lines,
    vertical: &'t Table,
    horizontal: &'t Table,
    /// The moves so far: the direction tiles moved and how many.
    path: Vec<(Direction, u8)>,
    nodes: u64,
    budget: u64,
}

impl Search<'_> {
    fn h(&self) -> u32 {
        self.vertical.get(&self.rows) + self.horizontal.get(&self.cols)
    }

    /// The blank steps to the neighbour `to` (a tile moves into its cell).
    fn step(&mut self, to: usize) {
        let (w, tile) = (self.width, self.tiles[to]);
        let goal = usize::from(tile) - 1;
        let (from_row, from_col, to_row, to_col) = (to / w, to % w, self.blank / w, self.blank % w);
        if from_row != to_row {
            let n = self.height;
            self.rows.counts[from_row * n + goal / w] -= 1;
            self.rows.counts[to_row * n + goal / w] += 1;
            self.rows.blank = from_row as u8;
        } else {
            let n = self.width;
            self.cols.counts[from_col * n + goal % w] -= 1;
            self.cols.counts[to_col * n + goal % w] += 1;
            self.cols.blank = from_col as u8;
        }
        self.tiles.swap(self.blank, to);
        self.blank = to;
    }

    /// The blank's neighbour in the direction it goes when tiles move `dir`.
    fn towards(&self, dir: Direction) -> Option<usize> {
        let (w, h, b) = (self.width, self.height, self.blank);
        match dir {
            Direction::Up => (b / w + 1 < h).then(|| b + w),
            Direction::Down => (b >= w).then(|| b - w),
            Direction::Left => (b % w + 1 < w).then(|| b + 1),
            Direction::Right => (b % w > 0).then(|| b - 1),
        }
    }

    fn dfs(&mut self, g: u32, bound: u32, last: Option<Direction>) -> u32 {
        let h = self.h();
        if g + h > bound {
            return g + h;
        }
        if h == 0 {
            return FOUND;
        }
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        let mut least = u32::MAX;
        for dir in [Direction::Up, Direction::Down, Direction::Left, Direction::Right] {
            // A slide along the last one's line would join it or undo part of it.
            if last.is_some_and(|l| l == dir || l == dir.opposite()) {
                continue;
            }
            let start = self.blank;
            let mut count = 0u8;
            while let Some(next) = self.towards(dir) {
                self.step(next);
                count += 1;
                self.path.push((dir, count));
                let r = self.dfs(g + 1, bound, Some(dir));
                if r == FOUND {
                    return FOUND;
                }
                self.path.pop();
                least = least.min(r);
            }
            // Back to where the blank was, the tiles that moved all back.
            while self.blank != start {
                let back = self.towards(dir.opposite()).expect("the way back");
                self.step(back);
            }
        }
        least
    }
}

/// An optimal multi-tile solution of a solvable board of at most 4x4: each move a direction
/// and the tiles it slides; with the nodes expanded. None when `max_nodes` did not suffice.
pub fn solve(board: &Board, max_nodes: u64) -> Option<(Vec<(Direction, u8)>, u64)> {
    let shape = board.shape();
    let (width, height) = (shape.width() as usize, shape.height() as usize);
    assert!(width <= 4 && height <= 4, "the multi-tile solver is for boards up to 4x4");
    let (vertical, horizontal) = tables(width, height);
    let mut tiles = [0u8; 16];
    for (slot, &t) in tiles.iter_mut().zip(board.tiles()) {
        *slot = t as u8;
    }
    let mut rows = Lines { counts: [0; 16], blank: (board.blank() / width) as u8 };
    let mut cols = Lines { counts: [0; 16], blank: (board.blank() % width) as u8 };
    for (cell, &t) in board.tiles().iter().enumerate() {
        if t != 0 {
            let goal = usize::from(t) - 1;
            rows.counts[cell / width * height + goal / width] += 1;
            cols.counts[cell % width * width + goal % width] += 1;
        }
    }
    let mut s = Search {
        width,
        height,
        tiles,
        blank: board.blank(),
        rows,
        cols,
        vertical: &vertical,
        horizontal: &horizontal,
        path: Vec::new(),
        nodes: 0,
        budget: max_nodes,
    };
    let h = s.h();
    if !super::deepen(h, |bound| s.dfs(0, bound, None)) {
        return None;
    }
    Some((s.path, s.nodes))
}

/// The two tables of a shape, built on first use and kept (a few milliseconds each).
fn tables(width: usize, height: usize) -> (Arc<Table>, Arc<Table>) {
    /// Each table by its lines and their length.
    type Built = Vec<((usize, usize), Arc<Table>)>;
    static BUILT: Mutex<Built> = Mutex::new(Vec::new());
    let mut built = BUILT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut get = |n: usize, len: usize| match built.iter().find(|(k, _)| *k == (n, len)) {
        Some((_, t)) => Arc::clone(t),
        None => {
            let t = Arc::new(Table::build(n, len));
            built.push(((n, len), Arc::clone(&t)));
            t
        }
    };
    (get(height, width), get(width, height))
}
