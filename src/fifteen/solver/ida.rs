//! The optimal 4x4 solver: IDA* over single-tile moves, guided by two partitions of the tiles
//! into additive pattern databases, 6-6-3 and 5-5-5, each also read on the board reflected
//! about the main diagonal (the same tables read on the transposed board, which the goal maps
//! to itself): four lower bounds, of which the search takes the largest. The second
//! partition costs a tenth of the first's memory and build, and on Korf's 100 cuts the nodes
//! the first needs with its reflection alone to about a third (61.8 to 21.8 million). Move
//! sequences that a twin makes needless are never followed (`transpositions`): a third fewer
//! nodes again (14.3 million).

use super::FOUND;
use super::pdb::{goal_of, manhattan, neighbours, PatternDb, View, CELLS};
use super::super::board::Direction;
use super::transpositions::{step_between, Automaton, DEAD};

/// The groups of the first partition (Korf and Felner's, turned to our goal): the left and
/// right halves of the top three rows, 2x3 each, and the bottom row.
pub const GROUPS: [&[u8]; 3] = [&[1, 2, 5, 6, 9, 10], &[3, 4, 7, 8, 11, 12], &[13, 14, 15]];

/// The groups of the second: the top row with 7, the left column's lower part with 6 and 10,
/// and the bottom right. Chosen by the nodes IDA* needed on Korf's first 25 instances with both
/// partitions (6.1 million, against 13.9 with the first alone; seven other 5-5-5 splits tried
/// gave 6.1 to 13.0).
pub const GROUPS_555: [&[u8]; 3] = [&[1, 2, 3, 4, 7], &[5, 6, 9, 10, 13], &[8, 11, 12, 14, 15]];

/// Both partitions; a view reads one of them, on the board or reflected.
const PARTITIONS: [[&[u8]; 3]; 2] = [GROUPS, GROUPS_555];

/// Every group, the first partition's then the second's (the order of `Tables::groups`).
const ALL: [&[u8]; 6] = [GROUPS[0], GROUPS[1], GROUPS[2], GROUPS_555[0], GROUPS_555[1], GROUPS_555[2]];

/// The six tables, built once (a few seconds) and shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    groups: [PatternDb; 6],
}

/// The cell that `cell` becomes when the board is transposed.
const fn transpose(cell: usize) -> usize {
    (cell % 4) * 4 + cell / 4
}

/// The tile that `tile` becomes when the board is transposed (its goal cell transposed).
const fn reflect(tile: u8) -> u8 {
    transpose(goal_of(tile)) as u8 + 1
}

impl Tables {
    /// Builds the six tables on two threads, each with one of the two big ones, and the
    /// search's automaton.
    pub fn build() -> Tables {
        let ((a, e), (b, c, d, f)) = std::thread::scope(|s| {
            let first = s.spawn(|| {
                Automaton::shared();
                (PatternDb::build(ALL[0]), PatternDb::build(ALL[4]))
            });
            let rest = (PatternDb::build(ALL[1]), PatternDb::build(ALL[2]), PatternDb::build(ALL[3]), PatternDb::build(ALL[5]));
            (first.join().expect("the table build does not panic"), rest)
        });
        Tables { groups: [a, b, c, d, e, f] }
    }

    /// The tables from their groups' bytes (`PatternDb::to_bytes`) and the search's automaton's
    /// (`Automaton::to_bytes`), none if any is damaged or missing (a cache from before the
    /// second partition). A cache from before the automaton was kept (the six groups alone) is
    /// taken, and the automaton built here (a quarter of a second), so that no solve waits for it.
    pub fn from_parts<P: AsRef<[u8]>>(parts: &[P]) -> Option<Tables> {
        let (groups_bytes, automaton) = match parts.split_last() {
            Some((last, groups)) if parts.len() == ALL.len() + 1 => (groups, Some(last)),
            _ => (parts, None),
        };
        let groups_bytes: &[P; 6] = groups_bytes.try_into().ok()?;
        let mut groups = Vec::with_capacity(6);
        for (tiles, bytes) in ALL.iter().zip(groups_bytes) {
            groups.push(PatternDb::from_bytes(tiles, bytes.as_ref())?);
        }
        match automaton {
            Some(bytes) => Automaton::share(Automaton::from_bytes(bytes.as_ref())?),
            None => {
                Automaton::shared();
            }
        }
        Some(Tables { groups: groups.try_into().ok()? })
    }

    /// Each group's bytes, then the search's automaton's, for a cache.
    pub fn to_parts(&self) -> Vec<Vec<u8>> {
        let mut parts: Vec<Vec<u8>> = self.groups.iter().map(PatternDb::to_bytes).collect();
        parts.push(Automaton::shared().to_bytes());
        parts
    }

    /// Bytes in memory.
    pub fn size(&self) -> usize {
        self.groups.iter().map(PatternDb::size).sum()
    }
}

/// The four bounds, in the order a child is judged by them: a partition (of `PARTITIONS`), on
/// the board or reflected. The small tables come first: they stay in the cache and turn most
/// children away before a big table is read (Korf's 100 in 1.31 s, against 1.42 s with the
/// big ones first).
const VIEWS: usize = 4;
const ORDER: [(usize, bool); VIEWS] = [(1, false), (0, false), (1, true), (0, true)];

/// What a tile's move needs in one view: its group there (0..3) and the shift of its four bits
/// in that group's index.
#[derive(Clone, Copy, Default)]
struct TileSlot {
    group: u8,
    shift: u8,
}

/// A cell's neighbours, and the blank's step to each (`transpositions::STEPS`).
#[derive(Clone, Copy, Default)]
struct Around {
    cells: [u8; 4],
    steps: [u8; 4],
    len: u8,
}

/// The search's fixed tables: each tile's slot in each view, each cell's neighbours and
/// transposed cell, each tile's Manhattan distance from each cell.
struct Layout {
    slots: [[TileSlot; VIEWS]; CELLS],
    around: [Around; CELLS],
    transposed: [u8; CELLS],
    distance: [[u8; CELLS]; CELLS],
}

impl Layout {
    fn new() -> Layout {
        let mut slots = [[TileSlot::default(); VIEWS]; CELLS];
        for (v, &(partition, reflected)) in ORDER.iter().enumerate() {
            for (g, tiles) in PARTITIONS[partition].iter().enumerate() {
                for (slot, &t) in tiles.iter().enumerate() {
                    // On the transposed board tile t is reflect(t); the original tile that
                    // lands there is reflect(t) too (reflecting twice is the identity).
                    let tile = if reflected { reflect(t) } else { t };
                    slots[usize::from(tile)][v] = TileSlot { group: g as u8, shift: 4 * slot as u8 };
                }
            }
        }
        let around = std::array::from_fn(|cell| {
            let mut a = Around::default();
            for n in neighbours(cell) {
                a.cells[usize::from(a.len)] = n as u8;
                a.steps[usize::from(a.len)] = step_between(cell, n, 4);
                a.len += 1;
            }
            a
        });
        let distance = std::array::from_fn(|t| std::array::from_fn(|c| if t == 0 { 0 } else { manhattan(c, goal_of(t as u8)) as u8 }));
        Layout { slots, around, transposed: std::array::from_fn(|c| transpose(c) as u8), distance }
    }
}

/// IDA*'s state: the board, and in each view each group's index and table entry and their
/// sum; a move changes one group of each view.
struct Search<'a> {
    /// Recognises the move sequences a twin makes needless.
    automaton: &'a Automaton,
    /// Each view's three tables, and the first again (never read) to make four.
    tables: [[View<'a>; 4]; VIEWS],
    layout: Layout,
    /// The tile on each cell (0 the blank).
    tiles: [u8; CELLS],
    index: [[u32; 4]; VIEWS],
    value: [[u32; 4]; VIEWS],
    sum: [u32; VIEWS],
    /// The blank's cells along the current path, by depth (no 4x4 needs 81 moves).
    path: [u8; 96],
    /// The solution's length, once found.
    length: usize,
    nodes: u64,
    /// Nodes the search may still expand before it gives up; `u64::MAX` for no limit.
    budget: u64,
}

/// A solution: the directions the tiles move, and the nodes expanded to find it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub moves: Vec<Direction>,
    pub nodes: u64,
}

impl<'a> Search<'a> {
    fn new(tables: &'a Tables, tiles: [u8; CELLS]) -> Self {
        let layout = Layout::new();
        let mut index = [[0u32; 4]; VIEWS];
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            for (v, slot) in layout.slots[usize::from(t)].iter().enumerate() {
                let at = if ORDER[v].1 { transpose(cell) } else { cell };
                index[v][usize::from(slot.group)] |= (at as u32) << slot.shift;
            }
        }
        let g = &tables.groups;
        let views = |p: usize| [g[3 * p].view(), g[3 * p + 1].view(), g[3 * p + 2].view(), g[3 * p].view()];
        let tables = ORDER.map(|(partition, _)| views(partition));
        let value: [[u32; 4]; VIEWS] = std::array::from_fn(|v| std::array::from_fn(|j| if j < 3 { tables[v][j].get(index[v][j] as usize) } else { 0 }));
        Search {
            automaton: Automaton::shared(),
            tables,
            layout,
            tiles,
            index,
            value,
            sum: std::array::from_fn(|v| value[v].iter().sum()),
            path: [0; 96],
            length: 0,
            nodes: 0,
            budget: u64::MAX,
        }
    }

    fn md(&self) -> u32 {
        self.tiles.iter().enumerate().map(|(c, &t)| u32::from(self.layout.distance[usize::from(t)][c])).sum()
    }

    /// The largest of the four bounds (in halved moves beyond the Manhattan distance).
    fn excess(&self) -> u32 {
        self.sum.into_iter().max().unwrap_or(0)
    }

    /// Depth-first below the node at depth `g` with the blank on `blank` (come from `prev`),
    /// Manhattan distance `md` and the automaton in `state`, whose bound is within `bound`:
    /// FOUND, or the smallest f past the bound (u32::MAX when the budget ran out). A child is
    /// judged by one view after the other; the next view's table is read only while the
    /// child is within the bound.
    fn dfs(&mut self, g: u32, bound: u32, blank: usize, prev: usize, md: u32, state: u16) -> u32 {
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        // Cells and tiles are below 16, groups below 4: the masks let the compiler drop the
        // bounds checks.
        let around = self.layout.around[blank & 15];
        let mut least = u32::MAX;
        'children: for (&next, &step) in around.cells.iter().zip(&around.steps).take(usize::from(around.len)) {
            let cell = usize::from(next) & 15;
            if cell == prev {
                continue;
            }
            let child_state = self.automaton.step(state, step);
            if child_state == DEAD {
                continue;
            }
            let t = usize::from(self.tiles[cell]) & 15;
            let distance = &self.layout.distance[t];
            let child_md = md + u32::from(distance[blank & 15]) - u32::from(distance[cell]);
            let moved = [(cell ^ blank) as u32, u32::from(self.layout.transposed[cell] ^ self.layout.transposed[blank & 15])];
            let mut changed = [(0usize, 0u32, 0u32, 0u32); VIEWS];
            let mut excess = 0;
            for (v, change) in changed.iter_mut().enumerate() {
                let slot = self.layout.slots[t][v];
                let group = usize::from(slot.group) & 3;
                let index = self.index[v][group] ^ moved[usize::from(ORDER[v].1)] << slot.shift;
                let value = self.tables[v][group].get(index as usize);
                let sum = self.sum[v] - self.value[v][group] + value;
                excess = excess.max(sum);
                let f = g + 1 + child_md + 2 * excess;
                if f > bound {
                    least = least.min(f);
                    continue 'children;
                }
                *change = (group, index, value, sum);
            }
            self.path[g as usize % 96] = next;
            if child_md == 0 {
                // Every tile home: the goal (and the tables add nothing there).
                self.length = g as usize + 1;
                return FOUND;
            }
            let mut saved = [(0u32, 0u32, 0u32); VIEWS];
            for (v, &(group, index, value, sum)) in changed.iter().enumerate() {
                saved[v] = (self.index[v][group], self.value[v][group], self.sum[v]);
                (self.index[v][group], self.value[v][group], self.sum[v]) = (index, value, sum);
            }
            self.tiles[blank] = t as u8;
            self.tiles[cell] = 0;
            let r = self.dfs(g + 1, bound, cell, blank, child_md, child_state);
            if r == FOUND {
                return FOUND;
            }
            self.tiles[cell] = t as u8;
            self.tiles[blank] = 0;
            for (v, &(group, _, _, _)) in changed.iter().enumerate() {
                (self.index[v][group], self.value[v][group], self.sum[v]) = saved[v];
            }
            least = least.min(r);
        }
        least
    }
}

/// An optimal solution of a solvable 4x4 arrangement (`tiles` row-major, 0 the blank), or
/// none when `max_nodes` expansions did not find it.
pub fn solve(tables: &Tables, tiles: [u8; CELLS], max_nodes: u64) -> Option<Found> {
    let mut search = Search::new(tables, tiles);
    search.budget = max_nodes;
    let start = tiles.iter().position(|&t| t == 0).expect("a blank");
    let md = search.md();
    if md > 0 {
        let h = md + 2 * search.excess();
        if !super::deepen(h, |bound| search.dfs(0, bound, start, usize::MAX, md, 0)) {
            return None;
        }
    }
    let moves = super::walk(start, search.path[..search.length].iter().map(|&c| usize::from(c)), 4);
    Some(Found { moves, nodes: search.nodes })
}
