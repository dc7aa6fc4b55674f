//! The optimal 4x4 solver: IDA* over single-tile moves, guided by the 6-6-3 additive pattern
//! databases and their reflection about the main diagonal (the same tables read on the
//! transposed board, which the goal maps to itself), whichever is larger.

use super::FOUND;
use super::pdb::{goal_of, manhattan, neighbours, PatternDb, View, BLANK_GOAL, CELLS};
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

/// Where each tile sits in the groups: (group, slot); each cell's neighbours; each tile's
/// Manhattan distance from each cell.
struct Slots {
    normal: [(u8, u8); CELLS],
    reflected: [(u8, u8); CELLS],
    around: [Around; CELLS],
    distance: [[u8; CELLS]; CELLS],
}

#[derive(Clone, Copy, Default)]
struct Around {
    cells: [u8; 4],
    len: u8,
}

fn slots() -> Slots {
    let mut normal = [(0, 0); CELLS];
    let mut reflected = [(0, 0); CELLS];
    for (g, tiles) in GROUPS.iter().enumerate() {
        for (slot, &t) in tiles.iter().enumerate() {
            normal[usize::from(t)] = (g as u8, slot as u8);
            // On the transposed board tile t is reflect(t); the original tile that lands
            // there is reflect(t) too (reflecting twice is the identity).
            reflected[usize::from(reflect(t))] = (g as u8, slot as u8);
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
    Slots { normal, reflected, around, distance }
}


struct Search<'a> {
    tables: [View<'a>; 3],
    slots: Slots,
    /// The tile on each cell (0 the blank).
    tiles: [u8; CELLS],
    blank: usize,
    index: [usize; 3],
    rindex: [usize; 3],
    /// The tiles' Manhattan distance (the same on the transposed board).
    md: u32,
    value: [u32; 3],
    rvalue: [u32; 3],
    /// The sums of `value` and of `rvalue`.
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
        let slots = slots();
        let blank = tiles.iter().position(|&t| t == 0).expect("a blank");
        let (mut index, mut rindex) = ([0; 3], [0; 3]);
        for (cell, &t) in tiles.iter().enumerate() {
            if t == 0 {
                continue;
            }
            let (g, s) = slots.normal[usize::from(t)];
            index[usize::from(g)] |= cell << (4 * s);
            let (g, s) = slots.reflected[usize::from(t)];
            rindex[usize::from(g)] |= transpose(cell) << (4 * s);
        }
        let value = std::array::from_fn(|g| tables.groups[g].get(index[g]));
        let rvalue = std::array::from_fn(|g| tables.groups[g].get(rindex[g]));
        let md = tiles.iter().enumerate().filter(|&(_, &t)| t != 0).map(|(c, &t)| manhattan(c, goal_of(t))).sum();
        let (sum, rsum) = (value.iter().sum(), rvalue.iter().sum());
        Search { tables: tables.groups.each_ref().map(PatternDb::view), slots, tiles, blank, index, rindex, md, value, rvalue, sum, rsum, path: [0; 96], length: 0, nodes: 0, budget: u64::MAX }
    }

    fn h(&self) -> u32 {
        self.md + 2 * self.sum.max(self.rsum)
    }

    /// The state after the tile on `cell` slides into the blank, as far as the bound needs
    /// it; the tables are not read yet (see `prefetch`, `settle`).
    #[inline]
    fn child(&self, cell: usize) -> Child {
        let t = usize::from(self.tiles[cell]);
        let to = self.blank;
        let (g, s) = self.slots.normal[t];
        let (rg, rs) = self.slots.reflected[t];
        let distance = &self.slots.distance[t];
        Child {
            cell: cell as u8,
            g: g,
            index: (self.index[usize::from(g)] ^ (cell ^ to) << (4 * u32::from(s))) as u32,
            rg: rg,
            rindex: (self.rindex[usize::from(rg)] ^ (transpose(cell) ^ transpose(to)) << (4 * u32::from(rs))) as u32,
            md: (self.md + u32::from(distance[to]) - u32::from(distance[cell])) as u8,
            value: 0,
            rvalue: 0,
        }
    }

    /// Asks the memory for the table entries a child will read.
    #[inline]
    fn prefetch(&self, c: &Child) {
        self.tables[usize::from(c.g)].prefetch(c.index as usize);
        self.tables[usize::from(c.rg)].prefetch(c.rindex as usize);
    }

    /// Reads a child's table entries; returns its bound.
    #[inline]
    /// A child's bound, or, when the normal tables alone put it past `limit`, that bound
    /// (a lower one, still past the limit, enough for the next pass's bound); the reflected
    /// entry is then not read.
    fn settle(&self, c: &mut Child, limit: u32) -> u32 {
        let (g, rg) = (usize::from(c.g), usize::from(c.rg));
        let value = self.tables[g].get(c.index as usize);
        let sum: u32 = self.sum - self.value[g] + value;
        let normal = u32::from(c.md) + 2 * sum;
        if normal > limit {
            return normal;
        }
        let rvalue = self.tables[rg].get(c.rindex as usize);
        (c.value, c.rvalue) = (value as u8, rvalue as u8);
        let rsum: u32 = self.rsum - self.rvalue[rg] + rvalue;
        u32::from(c.md) + 2 * sum.max(rsum)
    }

    /// Makes the move to a settled child; returns what `unslide` needs to put it back.
    #[inline]
    fn slide(&mut self, c: &Child) -> Undo {
        let (g, rg, cell) = (usize::from(c.g), usize::from(c.rg), usize::from(c.cell));
        let undo = Undo {
            to: self.blank,
            g,
            index: self.index[g],
            value: self.value[g],
            rg,
            rindex: self.rindex[rg],
            rvalue: self.rvalue[rg],
            md: self.md,
        };
        self.sum = self.sum - self.value[g] + u32::from(c.value);
        self.rsum = self.rsum - self.rvalue[rg] + u32::from(c.rvalue);
        (self.index[g], self.value[g], self.rindex[rg], self.rvalue[rg], self.md) =
            (c.index as usize, u32::from(c.value), c.rindex as usize, u32::from(c.rvalue), u32::from(c.md));
        self.tiles[self.blank] = self.tiles[cell];
        self.tiles[cell] = 0;
        self.blank = cell;
        undo
    }

    #[inline]
    fn unslide(&mut self, u: Undo) {
        self.tiles[self.blank] = self.tiles[u.to];
        self.tiles[u.to] = 0;
        self.blank = u.to;
        self.sum = self.sum - self.value[u.g] + u.value;
        self.rsum = self.rsum - self.rvalue[u.rg] + u.rvalue;
        (self.index[u.g], self.value[u.g], self.rindex[u.rg], self.rvalue[u.rg], self.md) =
            (u.index, u.value, u.rindex, u.rvalue, u.md);
    }

    /// Depth-first below a node at depth `g` whose bound `h` is within `bound`: FOUND, or the
    /// smallest f past the bound (u32::MAX when the budget ran out). The children's table
    /// entries are all asked for before any is read, and children past the bound are
    /// counted without a move or a call.
    fn dfs(&mut self, g: u32, h: u32, bound: u32, prev: usize) -> u32 {
        if h == 0 {
            self.length = g as usize;
            return FOUND;
        }
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        let here = self.blank;
        let around = self.slots.around[here];
        let mut children = [Child::default(); 4];
        let mut n = 0;
        for &next in &around.cells[..usize::from(around.len)] {
            if usize::from(next) != prev {
                children[n] = self.child(usize::from(next));
                self.prefetch(&children[n]);
                n += 1;
            }
        }
        let mut least = u32::MAX;
        for c in &mut children[..n] {
            let f = g + 1 + self.settle(c, bound - g - 1);
            if f > bound {
                least = least.min(f);
                continue;
            }
            let undo = self.slide(c);
            self.path[g as usize] = c.cell;
            let r = self.dfs(g + 1, f - g - 1, bound, here);
            if r == FOUND {
                return FOUND;
            }
            self.unslide(undo);
            least = least.min(r);
        }
        least
    }
}

/// A possible move, and the state after it as the bound sees it.
#[derive(Clone, Copy, Default)]
struct Child {
    cell: u8,
    g: u8,
    rg: u8,
    md: u8,
    value: u8,
    rvalue: u8,
    index: u32,
    rindex: u32,
}

/// What one slide changed.
#[derive(Clone, Copy)]
struct Undo {
    to: usize,
    g: usize,
    index: usize,
    value: u32,
    rg: usize,
    rindex: usize,
    rvalue: u32,
    md: u32,
}

/// An optimal solution of a solvable 4x4 arrangement (`tiles` row-major, 0 the blank), or
/// none when `max_nodes` expansions did not find it.
pub fn solve(tables: &Tables, tiles: [u8; CELLS], max_nodes: u64) -> Option<Found> {
    let mut search = Search::new(tables, tiles);
    search.budget = max_nodes;
    let start = search.blank;
    let h = search.h();
    if !super::deepen(h, |bound| search.dfs(0, h, bound, usize::MAX)) {
        return None;
    }
    let moves = super::walk(start, search.path[..search.length].iter().map(|&c| usize::from(c)), 4);
    debug_assert_eq!(search.tiles[BLANK_GOAL], 0);
    Some(Found { moves, nodes: search.nodes })
}
