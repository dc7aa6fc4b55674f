//! The optimal 4x4 solver: IDA* over single-tile moves, guided by the 6-6-3 additive pattern
//! databases and their reflection about the main diagonal (the same tables read on the
//! transposed board, which the goal maps to itself), whichever is larger.

use super::FOUND;
use super::pdb::{goal_of, manhattan, neighbours, PatternDb, View, CELLS};
use super::super::board::Direction;

/// The groups (Korf and Felner's, turned to our goal): the left and right halves of the top
/// three rows, 2x3 each, and the bottom row.
pub const GROUPS: [&[u8]; 3] = [&[1, 2, 5, 6, 9, 10], &[3, 4, 7, 8, 11, 12], &[13, 14, 15]];

/// The three tables, built once (a few seconds) and shared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tables {
    groups: [PatternDb; 3],
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
    /// Builds the three tables, the two big ones on two threads.
    pub fn build() -> Tables {
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(|| PatternDb::build(GROUPS[0]));
            let b = PatternDb::build(GROUPS[1]);
            (a.join().expect("the table build does not panic"), b)
        });
        Tables { groups: [a, b, PatternDb::build(GROUPS[2])] }
    }

    /// The tables from their groups' bytes (`PatternDb::to_bytes`), none if any is damaged.
    pub fn from_parts(parts: &[Vec<u8>]) -> Option<Tables> {
        let [a, b, c] = parts else { return None };
        Some(Tables {
            groups: [
                PatternDb::from_bytes(GROUPS[0], a)?,
                PatternDb::from_bytes(GROUPS[1], b)?,
                PatternDb::from_bytes(GROUPS[2], c)?,
            ],
        })
    }

    /// Each group's bytes, for a cache.
    pub fn to_parts(&self) -> Vec<Vec<u8>> {
        self.groups.iter().map(PatternDb::to_bytes).collect()
    }

    /// Bytes in memory.
    pub fn size(&self) -> usize {
        self.groups.iter().map(PatternDb::size).sum()
    }
}

/// What a tile's move needs: its group and the shift of its four bits in that group's
/// index, on the board and on the transposed board.
#[derive(Clone, Copy, Default)]
struct TileSlot {
    group: u8,
    shift: u8,
    rgroup: u8,
    rshift: u8,
}

#[derive(Clone, Copy, Default)]
struct Around {
    cells: [u8; 4],
    len: u8,
}

/// The search's fixed tables: each tile's slots, each cell's neighbours and transposed cell,
/// each tile's Manhattan distance from each cell.
struct Layout {
    slots: [TileSlot; CELLS],
    around: [Around; CELLS],
    transposed: [u8; CELLS],
    distance: [[u8; CELLS]; CELLS],
}

impl Layout {
    fn new() -> Layout {
        let mut slots = [TileSlot::default(); CELLS];
        for (g, tiles) in GROUPS.iter().enumerate() {
            for (slot, &t) in tiles.iter().enumerate() {
                (slots[usize::from(t)].group, slots[usize::from(t)].shift) = (g as u8, 4 * slot as u8);
                // On the transposed board tile t is reflect(t); the original tile that lands
                // there is reflect(t) too (reflecting twice is the identity).
                let r = usize::from(reflect(t));
                (slots[r].rgroup, slots[r].rshift) = (g as u8, 4 * slot as u8);
            }
        }
        let around = std::array::from_fn(|cell| {
            let mut a = Around::default();
            for n in neighbours(cell) {
                a.cells[usize::from(a.len)] = n as u8;
                a.len += 1;
            }
            a
        });
        let distance = std::array::from_fn(|t| std::array::from_fn(|c| if t == 0 { 0 } else { manhattan(c, goal_of(t as u8)) as u8 }));
        Layout { slots, around, transposed: std::array::from_fn(|c| transpose(c) as u8), distance }
    }
}

/// IDA*'s state: the board, each group's index and table entry on the board and on the
/// transposed board, and their sums; a move changes one group of each.
struct Search<'a> {
    /// The three tables, and the first again (never read) to make four.
    tables: [View<'a>; 4],
    layout: Layout,
    /// The tile on each cell (0 the blank).
    tiles: [u8; CELLS],
    index: [u32; 4],
    rindex: [u32; 4],
    value: [u32; 4],
    rvalue: [u32; 4],
    sum: u32,
    rsum: u32,
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
        let (mut index, mut rindex) = ([0u32; 4], [0u32; 4]);
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            let slot = layout.slots[usize::from(t)];
            index[usize::from(slot.group)] |= (cell as u32) << slot.shift;
            rindex[usize::from(slot.rgroup)] |= (transpose(cell) as u32) << slot.rshift;
        }
        let value = std::array::from_fn(|g| if g < 3 { tables.groups[g].get(index[g] as usize) } else { 0 });
        let rvalue = std::array::from_fn(|g| if g < 3 { tables.groups[g].get(rindex[g] as usize) } else { 0 });
        let [a, b, c] = &tables.groups;
        Search {
            tables: [a.view(), b.view(), c.view(), a.view()],
            layout,
            tiles,
            index,
            rindex,
            value,
            rvalue,
            sum: value.iter().sum(),
            rsum: rvalue.iter().sum(),
            path: [0; 96],
            length: 0,
            nodes: 0,
            budget: u64::MAX,
        }
    }

    fn md(&self) -> u32 {
        self.tiles.iter().enumerate().map(|(c, &t)| u32::from(self.layout.distance[usize::from(t)][c])).sum()
    }

    /// Depth-first below the node at depth `g` with the blank on `blank` (come from `prev`)
    /// and Manhattan distance `md`, whose bound is within `bound`: FOUND, or the smallest f
    /// past the bound (u32::MAX when the budget ran out). A child is judged by the normal
    /// tables first; the reflected entry is read only when they leave it within the bound.
    fn dfs(&mut self, g: u32, bound: u32, blank: usize, prev: usize, md: u32) -> u32 {
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        // Cells and tiles are below 16, groups below 4: the masks let the compiler drop the
        // bounds checks.
        let around = self.layout.around[blank & 15];
        let mut least = u32::MAX;
        for &next in &around.cells[..usize::from(around.len)] {
            let cell = usize::from(next) & 15;
            if cell == prev {
                continue;
            }
            let t = usize::from(self.tiles[cell]) & 15;
            let slot = self.layout.slots[t];
            let distance = &self.layout.distance[t];
            let child_md = md + u32::from(distance[blank & 15]) - u32::from(distance[cell]);
            let group = usize::from(slot.group) & 3;
            let index = self.index[group] ^ ((cell ^ blank) as u32) << slot.shift;
            let value = self.tables[group].get(index as usize);
            let sum = self.sum - self.value[group] + value;
            let f = g + 1 + child_md + 2 * sum;
            if f > bound {
                least = least.min(f);
                continue;
            }
            let rgroup = usize::from(slot.rgroup) & 3;
            let moved = self.layout.transposed[cell] ^ self.layout.transposed[blank & 15];
            let rindex = self.rindex[rgroup] ^ u32::from(moved) << slot.rshift;
            let rvalue = self.tables[rgroup].get(rindex as usize);
            let rsum = self.rsum - self.rvalue[rgroup] + rvalue;
            let f = g + 1 + child_md + 2 * sum.max(rsum);
            if f > bound {
                least = least.min(f);
                continue;
            }
            self.path[g as usize % 96] = next;
            if child_md == 0 {
                // Every tile home: the goal (and the tables add nothing there).
                self.length = g as usize + 1;
                return FOUND;
            }
            let saved = (self.index[group], self.value[group], self.sum, self.rindex[rgroup], self.rvalue[rgroup], self.rsum);
            (self.index[group], self.value[group], self.sum) = (index, value, sum);
            (self.rindex[rgroup], self.rvalue[rgroup], self.rsum) = (rindex, rvalue, rsum);
            self.tiles[blank] = t as u8;
            self.tiles[cell] = 0;
            let r = self.dfs(g + 1, bound, cell, blank, child_md);
            if r == FOUND {
                return FOUND;
            }
            self.tiles[cell] = t as u8;
            self.tiles[blank] = 0;
            (self.index[group], self.value[group], self.sum, self.rindex[rgroup], self.rvalue[rgroup], self.rsum) = saved;
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
        let h = md + 2 * search.sum.max(search.rsum);
        if !super::deepen(h, |bound| search.dfs(0, bound, start, usize::MAX, md)) {
            return None;
        }
    }
    let moves = super::walk(start, search.path[..search.length].iter().map(|&c| usize::from(c)), 4);
    Some(Found { moves, nodes: search.nodes })
}
