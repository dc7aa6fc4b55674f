//! Optimal solutions on the boards of 10 to 16 cells but 4x4 (2x5, 3x4, 2x6, 2x7, 3x5, 2x8
//! and their turns): IDA* over single-tile moves guided by additive partitions of pattern
//! databases (`pdb`, built for the shape), the tiles split in reading order along the
//! board's long side into groups of at most six: one partition, or on 2x8 and 8x2 three cut
//! at different lines, of which the search reads the largest sum; move sequences a twin
//! makes needless are never followed (`transpositions`). A shape's tables take from a tenth
//! of a second (2x5) to seconds (2x8's three partitions about 13 on two cores) to build, once
//! per run: at once (`build_now`), or in the background by `for_shape`, which answers none
//! until they are there.

use super::pdb::{goal_of, Grid, PatternDb, View};
use super::transpositions::{step_between, Automaton, DEAD};
use super::super::board::{Board, Direction, Shape};
use super::FOUND;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// Most tiles a group holds: a table of six is 8 MB, of seven 128 MB.
const GROUP: usize = 6;

/// Whether `shape` is one these tables serve: 10 to 16 cells, not 4x4 (which has its own).
/// Below 10 the table-free search (`manhattan`) is instant; from 10 it is not on boards two
/// cells wide or high (a 2x6 took up to seconds: 200 random 2x6 in 471 s, 0.39 s here).
pub fn serves(shape: Shape) -> bool {
    (10..=16).contains(&shape.cells()) && shape != Shape::FOUR
}

/// A shape's tiles in reading order along the long side (rows of a tall board, columns of a
/// wide one).
fn order(shape: Shape) -> Vec<u8> {
    let (w, h) = (shape.width() as usize, shape.height() as usize);
    let order: Vec<usize> = if h >= w { (0..w * h).collect() } else { (0..w).flat_map(|c| (0..h).map(move |r| r * w + c)).collect() };
    order.into_iter().filter(|&cell| cell + 1 < w * h).map(|cell| cell as u8 + 1).collect()
}

/// Most partitions a shape has (`partitions`: one a line of a group, a line at least two tiles).
const MOST_PARTITIONS: usize = GROUP / 2;

/// A shape's tiles in reading order along the long side, the first `skip` of them a group of
/// their own and the rest cut into groups of `GROUP`.
fn cut(shape: Shape, skip: usize) -> Vec<Vec<u8>> {
    let tiles = order(shape);
    let (first, rest) = tiles.split_at(skip);
    let first = (!first.is_empty()).then(|| first.to_vec());
    first.into_iter().chain(rest.chunks(GROUP).map(<[u8]>::to_vec)).collect()
}

/// A shape's partitions. Most shapes have one, cut from the first tile. 2x8 and 8x2, whose
/// tiles pass each other in two lanes, have as many as a group has lines, each cut one line
/// later (groups of 6, 6 and 3 tiles; 2, 6, 6 and 1; 4, 6 and 5): the search reads the
/// largest of their sums, which cut the nodes of 100 random 2x8 from 2.1 billion to 92
/// million (ARCHITECTURE.md).
pub fn partitions(shape: Shape) -> Vec<Vec<Vec<u8>>> {
    let line = shape.width().min(shape.height()) as usize;
    let cuts = if shape.cells() == 16 { GROUP / line } else { 1 };
    (0..cuts).map(|k| cut(shape, k * line)).collect()
}

/// One shape's tables: for each partition, its groups and their tables.
#[derive(Debug)]
pub struct Tables {
    grid: Grid,
    partitions: Vec<(Vec<Vec<u8>>, Vec<PatternDb>)>,
}

impl Tables {
    /// Builds the tables of `shape` (one of those `serves` takes), the groups shared out
    /// among as many threads as the processor runs at once (each build holds tens of MB).
    pub fn build(shape: Shape) -> Tables {
        assert!(serves(shape), "a board of 10 to 16 cells");
        let grid = Grid::new(shape.width() as usize, shape.height() as usize);
        let partitions = partitions(shape);
        let groups: Vec<&Vec<u8>> = partitions.iter().flatten().collect();
        let next = AtomicUsize::new(0);
        let threads = std::thread::available_parallelism().map_or(1, usize::from).min(groups.len());
        let mut built: Vec<(usize, PatternDb)> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|_| {
                    s.spawn(|| {
                        let mut mine = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(group) = groups.get(i) else { return mine };
                            mine.push((i, PatternDb::build_on(grid, group)));
                        }
                    })
                })
                .collect();
            handles.into_iter().flat_map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
        });
        built.sort_unstable_by_key(|&(i, _)| i);
        let mut built = built.into_iter().map(|(_, table)| table);
        let partitions = partitions
            .into_iter()
            .map(|groups| {
                let tables = built.by_ref().take(groups.len()).collect();
                (groups, tables)
            })
            .collect();
        Tables { grid, partitions }
    }

    /// Bytes in memory.
    pub fn size(&self) -> usize {
        self.partitions.iter().flat_map(|(_, t)| t).map(PatternDb::size).sum()
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

/// One partition's part of IDA*'s state: its tables, each group's index and entry, their sum.
struct Part<'a> {
    views: Vec<View<'a>>,
    /// Each tile's group and the shift of its four bits in the group's index.
    slot: Vec<(usize, u32)>,
    index: Vec<u32>,
    value: Vec<u32>,
    sum: u32,
}

impl<'a> Part<'a> {
    fn new(groups: &[Vec<u8>], tables: &'a [PatternDb], tiles: &[u8]) -> Part<'a> {
        let mut slot = vec![(0, 0); tiles.len()];
        for (g, group) in groups.iter().enumerate() {
            for (k, &t) in group.iter().enumerate() {
                slot[usize::from(t)] = (g, 4 * k as u32);
            }
        }
        let mut index = vec![0u32; groups.len()];
        for (cell, &t) in tiles.iter().enumerate().filter(|(_, &t)| t != 0) {
            let (g, shift) = slot[usize::from(t)];
            index[g] |= (cell as u32) << shift;
        }
        let views: Vec<View<'a>> = tables.iter().map(PatternDb::view).collect();
        let value: Vec<u32> = views.iter().zip(&index).map(|(v, &i)| v.get(i as usize)).collect();
        Part { views, slot, index, sum: value.iter().sum(), value }
    }
}

/// IDA*'s state: the tiles, each partition's part, and their Manhattan distances.
struct Search<'a> {
    grid: Grid,
    automaton: &'static Automaton,
    parts: Vec<Part<'a>>,
    /// Each tile's Manhattan distance from each cell.
    distance: Vec<Vec<u32>>,
    tiles: Vec<u8>,
    path: Vec<usize>,
    nodes: u64,
    budget: u64,
}

impl<'a> Search<'a> {
    fn new(tables: &'a Tables, tiles: Vec<u8>, budget: u64) -> Search<'a> {
        let n = tables.grid.cells();
        let distance = (0..n).map(|t| (0..n).map(|c| if t == 0 { 0 } else { tables.grid.manhattan(c, goal_of(t as u8)) }).collect()).collect();
        let parts = tables.partitions.iter().map(|(groups, t)| Part::new(groups, t, &tiles)).collect();
        Search { grid: tables.grid, automaton: Automaton::shared(), parts, distance, tiles, path: Vec::new(), nodes: 0, budget }
    }

    fn h(&self) -> u32 {
        self.parts.iter().map(|p| p.sum).max().unwrap_or(0)
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
            let mut most = 0;
            let mut changed = [(0usize, 0u32, 0u32, 0u32); MOST_PARTITIONS];
            for (p, part) in self.parts.iter().enumerate() {
                let (group, shift) = part.slot[t];
                let index = part.index[group] ^ ((cell ^ blank) as u32) << shift;
                let value = part.views[group].get(index as usize);
                let sum = part.sum - part.value[group] + value;
                most = most.max(sum);
                changed[p] = (group, index, value, sum);
            }
            let f = g + 1 + child_md + 2 * most;
            if f > bound {
                least = least.min(f);
                continue;
            }
            self.path.push(cell);
            if child_md == 0 {
                return FOUND;
            }
            let mut saved = [(0usize, 0u32, 0u32, 0u32); MOST_PARTITIONS];
            for (p, part) in self.parts.iter_mut().enumerate() {
                let (group, index, value, sum) = changed[p];
                saved[p] = (group, part.index[group], part.value[group], part.sum);
                (part.index[group], part.value[group], part.sum) = (index, value, sum);
            }
            self.tiles.swap(blank, cell);
            let r = self.dfs(g + 1, bound, cell, blank, child_md, child_state);
            if r == FOUND {
                return FOUND;
            }
            self.tiles.swap(blank, cell);
            for (p, part) in self.parts.iter_mut().enumerate() {
                let (group, index, value, sum) = saved[p];
                (part.index[group], part.value[group], part.sum) = (index, value, sum);
            }
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
        let h = md + 2 * search.h();
        if !super::deepen(h, |bound| search.dfs(0, bound, start, usize::MAX, md, 0)) {
            return None;
        }
    }
    let moves = super::walk(start, search.path.iter().copied(), board.shape().width() as usize);
    Some((moves, search.nodes))
}

#[cfg(test)]
mod tests;
