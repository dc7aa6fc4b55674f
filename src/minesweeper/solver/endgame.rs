//! The endgame, searched exactly: when few boards remain consistent with the position, list
//! them all and find the guess that wins the most of them, looking as many moves ahead as
//! the game lasts.
//!
//! A state is the set of boards still possible. Opening a cell proved safe in all of them is
//! free and only narrows the set, so it is always done first; otherwise the chance to win is
//! the best, over the cells to guess, of the chance that the cell is safe times the chance
//! to win from each number it may show.

use super::deducer::Deducer;
use super::{Analysis, Fact};
use std::collections::HashMap;

/// At most this many boards are listed.
pub const MAX_BOARDS: usize = 1000;
/// The search gives up (and the heuristic guesses) past this much work, counted in boards
/// looked at, one per board per cell tried: about 20 ms on this kind of machine. A state
/// costs its boards times the unknown cells, so counting states alone let one guess run
/// for minutes.
const MAX_WORK: u64 = 4_000_000;
/// Listing the boards gives up past this many search nodes.
const MAX_LIST_NODES: u64 = 400_000;

/// The best guess and its chance of winning the game, when the position is small enough
/// to search; none otherwise.
pub fn best_guess(deducer: &Deducer, analysis: &Analysis) -> Option<(usize, f64)> {
    if analysis.approximate || analysis.ln_boards > (MAX_BOARDS as f64).ln() + 1e-9 {
        return None;
    }
    let search = Search::new(deducer, analysis)?;
    search.root()
}

struct Search {
    /// The unknown cells, by bit.
    cells: Vec<usize>,
    /// Each board: bit k set when `cells[k]` is a mine.
    boards: Vec<u128>,
    /// For each unknown cell: the unknown cells around it, and its known mines around it.
    around: Vec<(u128, u8)>,
    memo: HashMap<Vec<u16>, f64>,
    work: u64,
}

impl Search {
    fn new(deducer: &Deducer, analysis: &Analysis) -> Option<Search> {
        let pos = deducer.position();
        let dims = pos.dims();
        let facts = &analysis.facts;
        // Cells next to numbers first, so that the numbers prune the listing early.
        let (mut cells, off): (Vec<usize>, Vec<usize>) = (0..dims.cells())
            .filter(|&i| facts[i] == Fact::Unknown)
            .partition(|&i| dims.neighbour_indices(i).any(|j| pos.number(j).is_some()));
        cells.extend(off);
        if cells.is_empty() || cells.len() > 128 {
            return None;
        }
        let bit_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
        let around = cells
            .iter()
            .map(|&c| {
                let mut mask = 0u128;
                let mut mines = 0u8;
                for j in dims.neighbour_indices(c) {
                    match facts[j] {
                        Fact::Unknown => mask |= 1 << bit_of[&j],
                        Fact::Mine => mines += 1,
                        _ => {}
                    }
                }
                (mask, mines)
            })
            .collect();
        // The numbers that touch unknown cells, as (unknown mask, mines still to place).
        let mut constraints = Vec::new();
        for i in 0..dims.cells() {
            let Some(n) = pos.number(i) else { continue };
            let mut mask = 0u128;
            let mut known = 0;
            for j in dims.neighbour_indices(i) {
                match facts[j] {
                    Fact::Unknown => mask |= 1 << bit_of[&j],
                    Fact::Mine => known += 1,
                    _ => {}
                }
            }
            if mask != 0 {
                constraints.push((mask, i32::from(n) - known));
            }
        }
        let known_mines = facts.iter().filter(|&&f| f == Fact::Mine).count() as u32;
        let total = pos.mines().checked_sub(known_mines)? as usize;
        let mut listing = Listing { constraints: &constraints, n: cells.len(), total, boards: Vec::new(), nodes: 0 };
        listing.list(0, 0, 0)?;
        if listing.boards.is_empty() {
            return None;
        }
        Some(Search { cells, boards: listing.boards, around, memo: HashMap::new(), work: 0 })
    }

    fn root(mut self) -> Option<(usize, f64)> {
        let all: Vec<u16> = (0..self.boards.len() as u16).collect();
        let mut best: Option<(usize, f64)> = None;
        for k in 0..self.cells.len() {
            let Some(p) = self.guess_value(&all, k) else { continue };
            if best.is_none_or(|(_, b)| p > b + 1e-12) {
                best = Some((k, p));
            }
            if self.work > MAX_WORK {
                return None;
            }
        }
        best.map(|(k, p)| (self.cells[k], p))
    }

    /// The number cell `k` shows on `board`.
    fn number(&self, board: u128, k: usize) -> u8 {
        let (mask, mines) = self.around[k];
        (board & mask).count_ones() as u8 + mines
    }

    /// The boards of `set` split by the number cell `k` shows, among those where it is safe.
    fn split(&mut self, set: &[u16], k: usize) -> Vec<Vec<u16>> {
        self.work += set.len() as u64;
        let mut parts: Vec<Vec<u16>> = vec![Vec::new(); 9];
        for &b in set {
            let board = self.boards[b as usize];
            if board >> k & 1 == 0 {
                parts[self.number(board, k) as usize].push(b);
            }
        }
        parts.retain(|p| !p.is_empty());
        parts
    }

    /// The chance to win after guessing cell `k` in `set`; none when it is a mine in every
    /// board of the set, or when the search ran out of work.
    fn guess_value(&mut self, set: &[u16], k: usize) -> Option<f64> {
        let parts = self.split(set, k);
        if parts.is_empty() {
            return None;
        }
        let mut value = 0.0;
        for part in parts {
            value += part.len() as f64 * self.win(&part)?;
        }
        Some(value / set.len() as f64)
    }

    /// The chance to win from the boards of `set`, playing the best moves.
    fn win(&mut self, set: &[u16]) -> Option<f64> {
        if set.len() == 1 {
            return Some(1.0);
        }
        if let Some(&v) = self.memo.get(set) {
            return Some(v);
        }
        if self.work > MAX_WORK {
            return None;
        }
        let union = set.iter().fold(0u128, |acc, &b| acc | self.boards[b as usize]);
        let common = set.iter().fold(u128::MAX, |acc, &b| acc & self.boards[b as usize]);
        // A cell safe on every board that splits them: open it, it costs nothing.
        for k in 0..self.cells.len() {
            if union >> k & 1 == 0 {
                let parts = self.split(set, k);
                if parts.len() > 1 {
                    let mut value = 0.0;
                    for part in parts {
                        value += part.len() as f64 * self.win(&part)?;
                    }
                    let value = value / set.len() as f64;
                    self.memo.insert(set.to_vec(), value);
                    return Some(value);
                }
            }
        }
        // Nothing free tells the boards apart: guess the best cell.
        let mut best: f64 = 0.0;
        for k in 0..self.cells.len() {
            if union >> k & 1 == 0 || common >> k & 1 == 1 {
                continue;
            }
            if let Some(v) = self.guess_value(set, k) {
                best = best.max(v);
            }
            if self.work > MAX_WORK {
                return None;
            }
        }
        self.memo.insert(set.to_vec(), best);
        Some(best)
    }
}

/// Every way to place `total` mines on `n` cells satisfying `constraints` (cell masks and
/// their mine counts).
struct Listing<'a> {
    constraints: &'a [(u128, i32)],
    n: usize,
    total: usize,
    boards: Vec<u128>,
    nodes: u64,
}

impl Listing<'_> {
    /// Decides cells `k..` given `board` for the cells before; none when there are more than
    /// `MAX_BOARDS` boards or the listing takes more than `MAX_LIST_NODES` nodes.
    fn list(&mut self, k: usize, board: u128, placed: usize) -> Option<()> {
        self.nodes += 1;
        if self.nodes > MAX_LIST_NODES {
            return None;
        }
        if placed > self.total || self.total - placed > self.n - k {
            return Some(());
        }
        let decided: u128 = if k >= 128 { u128::MAX } else { (1u128 << k) - 1 };
        for &(mask, need) in self.constraints {
            let have = (board & mask).count_ones() as i32;
            let open = (mask & !decided).count_ones() as i32;
            if have > need || have + open < need {
                return Some(());
            }
        }
        if k == self.n {
            self.boards.push(board);
            return (self.boards.len() <= MAX_BOARDS).then_some(());
        }
        self.list(k + 1, board, placed)?;
        self.list(k + 1, board | 1 << k, placed + 1)
    }
}
