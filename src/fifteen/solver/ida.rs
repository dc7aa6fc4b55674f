//! The optimal 4x4 solver: IDA* over single-tile moves, guided by the 6-6-3 additive pattern
//! databases and their reflection about the main diagonal (the same tables read on the
//! transposed board, which the goal maps to itself), whichever is larger.

use super::FOUND;
use super::pdb::{goal_of, manhattan, neighbours, PatternDb, BLANK_GOAL, CELLS};
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

/// Where each tile sits in the groups: (group, slot); and each cell's neighbours.
struct Slots {
    normal: [(u8, u8); CELLS],
    reflected: [(u8, u8); CELLS],
    around: [Around; CELLS],
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
    Slots { normal, reflected, around }
}


struct Search<'a> {
    tables: &'a Tables,
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
    /// The blank's cells along the current path.
    path: Vec<u8>,
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
        Search { tables, slots, tiles, blank, index, rindex, md, value, rvalue, path: Vec::new(), nodes: 0, budget: u64::MAX }
    }

    fn h(&self) -> u32 {
        self.md + 2 * self.value.iter().sum::<u32>().max(self.rvalue.iter().sum())
    }

    /// The state after the tile on `cell` slides into the blank, as far as the bound needs
    /// it; the tables are not read yet (see `prefetch`, `settle`).
    #[inline]
    fn child(&self, cell: usize) -> Child {
        let t = usize::from(self.tiles[cell]);
        let to = self.blank;
        let (g, s) = self.slots.normal[t];
        let (rg, rs) = self.slots.reflected[t];
        let goal = goal_of(t as u8);
        Child {
            cell,
            g: usize::from(g),
            index: self.index[usize::from(g)] ^ (cell ^ to) << (4 * u32::from(s)),
            rg: usize::from(rg),
            rindex: self.rindex[usize::from(rg)] ^ (transpose(cell) ^ transpose(to)) << (4 * u32::from(rs)),
            md: self.md + manhattan(to, goal) - manhattan(cell, goal),
            value: 0,
            rvalue: 0,
        }
    }

    /// Asks the memory for the table entries a child will read.
    #[inline]
    fn prefetch(&self, c: &Child) {
        self.tables.groups[c.g].prefetch(c.index);
        self.tables.groups[c.rg].prefetch(c.rindex);
    }

    /// Reads a child's table entries; returns its bound.
    #[inline]
    fn settle(&self, c: &mut Child) -> u32 {
        c.value = self.tables.groups[c.g].get(c.index);
        c.rvalue = self.tables.groups[c.rg].get(c.rindex);
        let sum: u32 = self.value.iter().sum::<u32>() - self.value[c.g] + c.value;
        let rsum: u32 = self.rvalue.iter().sum::<u32>() - self.rvalue[c.rg] + c.rvalue;
        c.md + 2 * sum.max(rsum)
    }

    /// Makes the move to a settled child; returns what `unslide` needs to put it back.
    #[inline]
    fn slide(&mut self, c: &Child) -> Undo {
        let undo = Undo {
            to: self.blank,
            g: c.g,
            index: self.index[c.g],
            value: self.value[c.g],
            rg: c.rg,
            rindex: self.rindex[c.rg],
            rvalue: self.rvalue[c.rg],
            md: self.md,
        };
        (self.index[c.g], self.value[c.g], self.rindex[c.rg], self.rvalue[c.rg], self.md) =
            (c.index, c.value, c.rindex, c.rvalue, c.md);
        self.tiles[self.blank] = self.tiles[c.cell];
        self.tiles[c.cell] = 0;
        self.blank = c.cell;
        undo
    }

    #[inline]
    fn unslide(&mut self, u: Undo) {
        self.tiles[self.blank] = self.tiles[u.to];
        self.tiles[u.to] = 0;
        self.blank = u.to;
        (self.index[u.g], self.value[u.g], self.rindex[u.rg], self.rvalue[u.rg], self.md) =
            (u.index, u.value, u.rindex, u.rvalue, u.md);
    }

    /// Depth-first below a node at depth `g` whose bound `h` is within `bound`: FOUND, or the
    /// smallest f past the bound (u32::MAX when the budget ran out). The children's table
    /// entries are all asked for before any is read, and children past the bound are
    /// counted without a move or a call.
    fn dfs(&mut self, g: u32, h: u32, bound: u32, prev: usize) -> u32 {
        if h == 0 {
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
            let f = g + 1 + self.settle(c);
            if f > bound {
                least = least.min(f);
                continue;
            }
            let undo = self.slide(c);
            self.path.push(c.cell as u8);
            let r = self.dfs(g + 1, f - g - 1, bound, here);
            if r == FOUND {
                return FOUND;
            }
            self.path.pop();
            self.unslide(undo);
            least = least.min(r);
        }
        least
    }
}

/// A possible move, and the state after it as the bound sees it.
#[derive(Clone, Copy, Default)]
struct Child {
    cell: usize,
    g: usize,
    index: usize,
    rg: usize,
    rindex: usize,
    md: u32,
    value: u32,
    rvalue: u32,
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
    let moves = super::walk(start, search.path.iter().map(|&c| usize::from(c)), 4);
    debug_assert_eq!(search.tiles[BLANK_GOAL], 0);
    Some(Found { moves, nodes: search.nodes })
}
