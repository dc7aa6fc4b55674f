//! Listing the boards of an endgame or a pocket (`endgame.rs`): every arrangement of mines on
//! a few cells that fits the numbers around them, as bit masks.

use crate::minesweeper::solver::deducer::Deducer;
use crate::minesweeper::solver::{Analysis, Fact};
use std::collections::HashMap;

/// Listing the boards gives up past this many search nodes.
const MAX_LIST_NODES: u64 = 4_000_000;

/// Around cell `i`: its unknown neighbours as bits (by `bit_of`) and its known mines; none
/// when an unknown neighbour has no bit.
pub(super) fn around(deducer: &Deducer, analysis: &Analysis, bit_of: &HashMap<usize, usize>, i: usize) -> Option<(u128, u8)> {
    let mut mask = 0u128;
    let mut mines = 0u8;
    for j in deducer.position().dims().neighbour_indices(i) {
        match analysis.facts[j] {
            Fact::Unknown => mask |= 1 << bit_of.get(&j)?,
            Fact::Mine => mines += 1,
            _ => {}
        }
    }
    Some((mask, mines))
}

/// Every arrangement of mines on `cells` (all unknown; every unknown neighbour of theirs,
/// and of the numbers beside them, among them) that fits the numbers and holds a total in
/// `totals`, as bit masks over `cells`; none when more than `most`.
pub(super) fn list(
    deducer: &Deducer,
    analysis: &Analysis,
    cells: &[usize],
    totals: std::ops::RangeInclusive<usize>,
    most: usize,
) -> Option<Vec<u128>> {
    if cells.is_empty() || cells.len() > 128 {
        return None;
    }
    let pos = deducer.position();
    let dims = pos.dims();
    let bit_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
    // The numbers that touch these cells, as (unknown mask, mines still to place).
    let mut constraints = Vec::new();
    let mut numbers: Vec<usize> = cells.iter().flat_map(|&c| dims.neighbour_indices(c)).filter(|&j| pos.number(j).is_some()).collect();
    numbers.sort_unstable();
    numbers.dedup();
    for i in numbers {
        let (mask, known) = around(deducer, analysis, &bit_of, i)?;
        constraints.push((mask, i32::from(pos.number(i)?) - i32::from(known)));
    }
    let mut listing = Listing { constraints: &constraints, n: cells.len(), totals, most, boards: Vec::new(), nodes: 0 };
    listing.list(0, 0, 0)?;
    (!listing.boards.is_empty()).then_some(listing.boards)
}

/// Every way to place a total in `totals` of mines on `n` cells satisfying `constraints`
/// (cell masks and their mine counts).
struct Listing<'a> {
    constraints: &'a [(u128, i32)],
    n: usize,
    totals: std::ops::RangeInclusive<usize>,
    most: usize,
    boards: Vec<u128>,
    nodes: u64,
}

impl Listing<'_> {
    /// Decides cells `k..` given `board` for the cells before; none when there are more than
    /// `most` boards or the listing takes more than `MAX_LIST_NODES` nodes.
    fn list(&mut self, k: usize, board: u128, placed: usize) -> Option<()> {
        self.nodes += 1;
        if self.nodes > MAX_LIST_NODES {
            return None;
        }
        if placed > *self.totals.end() || placed + (self.n - k) < *self.totals.start() {
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
            return (self.boards.len() <= self.most).then_some(());
        }
        self.list(k + 1, board, placed)?;
        self.list(k + 1, board | 1 << k, placed + 1)
    }
}
