//! The optimal 4x4 solver: IDA* over single-tile moves, guided by the 6-6-3 additive pattern
//! databases and their reflection about the main diagonal (the same tables read on the
//! transposed board, which the goal maps to itself), whichever is larger.

use super::pdb::{direction, goal_of, manhattan, neighbours, PatternDb, BLANK_GOAL, CELLS};
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

const FOUND: u32 = u32::MAX - 1;

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

    /// Moves the tile on `cell` into the blank, keeping the indices and values up to date;
    /// returns what `unslide` needs to put it back.
    #[inline]
    fn slide(&mut self, cell: usize) -> Undo {
        let t = self.tiles[cell];
        let to = self.blank;
        let (g, s) = self.slots.normal[usize::from(t)];
        let (g, s) = (usize::from(g), 4 * u32::from(s));
        let (rg, rs) = self.slots.reflected[usize::from(t)];
        let (rg, rs) = (usize::from(rg), 4 * u32::from(rs));
        let undo = Undo { to, g, index: self.index[g], value: self.value[g], rg, rindex: self.rindex[rg], rvalue: self.rvalue[rg], md: self.md };
        self.index[g] ^= (cell ^ to) << s;
        self.value[g] = self.tables.groups[g].get(self.index[g]);
        self.rindex[rg] ^= (transpose(cell) ^ transpose(to)) << rs;
        self.rvalue[rg] = self.tables.groups[rg].get(self.rindex[rg]);
        let goal = goal_of(t);
        self.md = self.md + manhattan(to, goal) - manhattan(cell, goal);
        self.tiles[to] = t;
        self.tiles[cell] = 0;
        self.blank = cell;
        undo
    }

    #[inline]
    fn unslide(&mut self, u: Undo) {
        self.tiles[self.blank] = self.tiles[u.to];
        self.tiles[u.to] = 0;
        self.blank = u.to;
        (self.index[u.g], self.value[u.g], self.rindex[u.rg], self.rvalue[u.rg], self.md) = (u.index, u.value, u.rindex, u.rvalue, u.md);
    }

    /// Depth-first below a node at depth `g` whose bound `h` is within `bound`: FOUND, or the
    /// smallest f past the bound (u32::MAX when the budget ran out). Children past the bound
    /// are counted without a call.
    fn dfs(&mut self, g: u32, h: u32, bound: u32, prev: usize) -> u32 {
        if h == 0 {
            return FOUND;
        }
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        let mut least = u32::MAX;
        let here = self.blank;
        let around = self.slots.around[here];
        for &next in &around.cells[..usize::from(around.len)] {
            let next = usize::from(next);
            if next == prev {
                continue;
            }
            let undo = self.slide(next);
            let child_h = self.h();
            let r = if g + 1 + child_h > bound {
                g + 1 + child_h
            } else {
                self.path.push(next as u8);
                let r = self.dfs(g + 1, child_h, bound, here);
                if r == FOUND {
                    return FOUND;
                }
                self.path.pop();
                r
            };
            self.unslide(undo);
            least = least.min(r);
        }
        least
    }
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
    let mut bound = search.h();
    loop {
        match search.dfs(0, search.h(), bound, usize::MAX) {
            FOUND => break,
            u32::MAX => return None,
            next => bound = next,
        }
    }
    let mut blank = start;
    let moves = search
        .path
        .iter()
        .map(|&to| {
            let d = direction(blank, usize::from(to));
            blank = usize::from(to);
            d
        })
        .collect();
    debug_assert_eq!(search.tiles[BLANK_GOAL], 0);
    Some(Found { moves, nodes: search.nodes })
}
