//! Optimal solutions on the other boards of 13 to 16 cells (2x7, 3x5, 2x8 and their turns):
//! IDA* over single-tile moves guided by one additive partition of pattern databases
//! (`pdb`, built for the shape), the tiles split in reading order along the board's long side
//! into groups of at most six; move sequences a twin makes needless are never followed
//! (`transpositions`). A shape's tables take a second or two to build: `for_shape` builds them
//! once per run, in the background, and answers none until they are there.

use super::pdb::{goal_of, Grid, PatternDb, View};
use super::transpositions::{step_between, Automaton, DEAD};
use super::super::board::{Board, Direction, Shape};
use super::FOUND;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Most tiles a group holds: a table of six is 8 MB, of seven 128 MB.
const GROUP: usize = 6;

/// Whether `shape` is one these tables serve: 13 to 16 cells, not 4x4 (which has its own).
pub fn serves(shape: Shape) -> bool {
    (13..=16).contains(&shape.cells()) && shape != Shape::FOUR
}

/// A shape's partition: its tiles in reading order along the long side (rows of a tall board,
/// columns of a wide one), cut into groups of `GROUP`.
pub fn groups(shape: Shape) -> Vec<Vec<u8>> {
    let (w, h) = (shape.width() as usize, shape.height() as usize);
    let order: Vec<usize> = if h >= w { (0..w * h).collect() } else { (0..w).flat_map(|c| (0..h).map(move |r| r * w + c)).collect() };
    let tiles: Vec<u8> = order.into_iter().filter(|&cell| cell + 1 < w * h).map(|cell| cell as u8 + 1).collect();
    tiles.chunks(GROUP).map(<[u8]>::to_vec).collect()
}

/// One shape's tables.
#[derive(Debug)]
pub struct Tables {
    grid: Grid,
    groups: Vec<Vec<u8>>,
    tables: Vec<PatternDb>,
}

impl Tables {
    /// Builds the tables of `shape` (one of those `serves` takes), each group on a thread.
    pub fn build(shape: Shape) -> Tables {
        assert!(serves(shape), "a board of 13 to 16 cells");
        let grid = Grid::new(shape.width() as usize, shape.height() as usize);
        let groups = groups(shape);
        let tables = std::thread::scope(|s| {
            let handles: Vec<_> = groups.iter().map(|g| s.spawn(move || PatternDb::build_on(grid, g))).collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
        });
        Tables { grid, groups, tables }
    }

    /// Bytes in memory.
    pub fn size(&self) -> usize {
        self.tables.iter().map(PatternDb::size).sum()
    }
}

/// Each shape's tables, built once: whoever asks while they are built waits for the one build
/// (`OnceLock`), never builds them again.
type Built = Mutex<HashMap<Shape, Arc<OnceLock<Arc<Tables>>>>>;

/// The cell that holds `shape`'s tables, and whether this ask made it.
fn cell(shape: Shape) -> (Arc<OnceLock<Arc<Tables>>>, bool) {
    static BUILT: OnceLock<Built> = OnceLock::new();
    let mut known = BUILT.get_or_init(Default::default).lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let made = !known.contains_key(&shape);
    (Arc::clone(known.entry(shape).or_default()), made)
}

/// The tables of `shape`, built now on this thread if no build has begun, or waited for if one
/// has; kept for the run.
pub fn build_now(shape: Shape) -> Arc<Tables> {
    Arc::clone(cell(shape).0.get_or_init(|| Arc::new(Tables::build(shape))))
}

/// The tables of `shape` once built; the first ask starts their build on a thread of its own
/// and answers none, as every ask does until they are there.
pub fn for_shape(shape: Shape) -> Option<Arc<Tables>> {
    let (tables, made) = cell(shape);
    if made {
        let building = Arc::clone(&tables);
        let _ = std::thread::Builder::new().name("fifteen-tables".into()).spawn(move || {
            building.get_or_init(|| Arc::new(Tables::build(shape)));
        });
    }
    tables.get().cloned()
}

/// IDA*'s state: the tiles, each group's index and table entry, and their sum.
struct Search<'a> {
    grid: Grid,
    automaton: &'static Automaton,
    views: Vec<View<'a>>,
    /// Each tile's group and the shift of its four bits in the group's index.
    slot: Vec<(usize, u32)>,
    /// Each tile's Manhattan distance from each cell.
    distance: Vec<Vec<u32>>,
    tiles: Vec<u8>,
    index: Vec<u32>,
    value: Vec<u32>,
    sum: u32,
    path: Vec<usize>,
    nodes: u64,
    budget: u64,
}

impl<'a> Search<'a> {
    fn new(tables: &'a Tables, tiles: Vec<u8>, budget: u64) -> Search<'a> {
        let n = tables.grid.cells();
        let mut slot = vec![(0, 0); n];
        for (g, group) in tables.groups.iter().enumerate() {
            for (k, &t) in group.iter().enumerate() {
                slot[usize::from(t)] = (g, 4 * k as u32);
            }
        }
        let distance = (0..n).map(|t| (0..n).map(|c| if t == 0 { 0 } else { tables.grid.manhattan(c, goal_of(t as u8)) }).collect()).collect();
        let mut index = vec![0u32; tables.groups.len()];
        for (cell, &t) in tiles.iter().enumerate().filter(|(_, &t)| t != 0) {
            let (g, shift) = slot[usize::from(t)];
            index[g] |= (cell as u32) << shift;
        }
        let views: Vec<View<'a>> = tables.tables.iter().map(PatternDb::view).collect();
        let value: Vec<u32> = views.iter().zip(&index).map(|(v, &i)| v.get(i as usize)).collect();
        Search {
            grid: tables.grid,
            automaton: Automaton::shared(),
            views,
            slot,
            distance,
            tiles,
            index,
            sum: value.iter().sum(),
            value,
            path: Vec::new(),
            nodes: 0,
            budget,
        }
    }

    fn md(&self) -> u32 {
        self.tiles.iter().enumerate().map(|(c, &t)| self.distance[usize::from(t)][c]).sum()
    }

    /// Below the node at depth `g` with the blank on `blank` (come from `prev`), Manhattan
    /// distance `md` and the automaton in `state`: FOUND, or the smallest f past `bound`
    /// (`u32::MAX` when the budget ran out).
    fn dfs(&mut self, g: u32, bound: u32, blank: usize, prev: usize, md: u32, state: u16) -> u32 {
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        let mut least = u32::MAX;
        let grid = self.grid;
        for cell in grid.neighbours(blank) {
            if cell == prev {
                continue;
            }
            let child_state = self.automaton.step(state, step_between(blank, cell, grid.width()));
            if child_state == DEAD {
                continue;
            }
            let t = usize::from(self.tiles[cell]);
            let child_md = md + self.distance[t][blank] - self.distance[t][cell];
            let (group, shift) = self.slot[t];
            let index = self.index[group] ^ ((cell ^ blank) as u32) << shift;
            let value = self.views[group].get(index as usize);
            let sum = self.sum - self.value[group] + value;
            let f = g + 1 + child_md + 2 * sum;
            if f > bound {
                least = least.min(f);
                continue;
            }
            self.path.push(cell);
            if child_md == 0 {
                return FOUND;
            }
            let saved = (self.index[group], self.value[group], self.sum);
            (self.index[group], self.value[group], self.sum) = (index, value, sum);
            self.tiles.swap(blank, cell);
            let r = self.dfs(g + 1, bound, cell, blank, child_md, child_state);
            if r == FOUND {
                return FOUND;
            }
            self.tiles.swap(blank, cell);
            (self.index[group], self.value[group], self.sum) = saved;
            self.path.pop();
            least = least.min(r);
        }
        least
    }
}

/// An optimal solution of a solvable `board` of the tables' shape, with the nodes expanded;
/// none when `max_nodes` did not suffice.
pub fn solve(tables: &Tables, board: &Board, max_nodes: u64) -> Option<(Vec<Direction>, u64)> {
    let tiles: Vec<u8> = board.tiles().iter().map(|&t| t as u8).collect();
    let mut search = Search::new(tables, tiles, max_nodes);
    let start = board.blank();
    let md = search.md();
    if md > 0 {
        let h = md + 2 * search.sum;
        if !super::deepen(h, |bound| search.dfs(0, bound, start, usize::MAX, md, 0)) {
            return None;
        }
    }
    let moves = super::walk(start, search.path.iter().copied(), board.shape().width() as usize);
    Some((moves, search.nodes))
}

#[cfg(test)]
mod tests;
