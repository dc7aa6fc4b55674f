//! The endgame, searched exactly: when few boards remain consistent with the position, list
//! them all and find the guess that wins the most of them, looking as many moves ahead as
//! the game lasts.
//!
//! A state is the set of boards still possible. Opening a cell proved safe in all of them is
//! free and only narrows the set, so it is always done first; otherwise the chance to win is
//! the best, over the cells to guess, of the chance that the cell is safe times the chance
//! to win from each number it may show. Cells are tried safest first, and a cell is given
//! up as soon as it can no longer beat the best found (a cell wins at most its chance of
//! being safe). The bound reaches down the tree: each part of a guess is searched only as
//! far as the guess needs it to beat the best, and the memo keeps such a part's bound
//! beside the exact values, to answer later questions that bound settles. The same answers
//! as trying every cell to the end, tests check, in less time.
//!
//! A position of more boards, up to `MAX_SAMPLED`, is searched on a uniform sample of them:
//! the best guess for the sample, which on positions small enough to check loses much less
//! to best play than the heuristic's guess does.
//!
//! The same search plays a pocket: covered cells walled off from the rest of the board (no
//! number and no neighbour joins them to another covered cell), so that nothing opened
//! outside it tells anything about it but the mine count. Its arrangements are listed alone,
//! each weighed by the boards the rest of the board has for the mines it leaves.

mod listing;
mod search;

use super::deducer::Deducer;
use super::{Analysis, Fact};
use listing::list;
#[cfg(test)]
use search::MAX_WORK;
use search::Search;
use std::collections::HashMap;

/// At most this many boards are searched.
pub const MAX_BOARDS: usize = 20_000;
/// A position of more boards, up to this many, is searched on a uniform sample of `SAMPLE`
/// of them (one board in twenty at least): the sample's best guess is not always the best,
/// but it loses less to best play than the heuristic's (see the tests).
const MAX_SAMPLED: usize = 100_000;
/// The boards a sample holds.
const SAMPLE: usize = 5_000;
/// The enumeration budget for counting the rest of the board's boards behind a pocket.
const REST_BUDGET: u64 = 50_000;

/// The best guess and its chance of winning the game (on the sample, when the boards were
/// sampled), when the position is small enough to search; none otherwise.
pub fn best_guess(deducer: &Deducer, analysis: &Analysis) -> Option<(usize, f64)> {
    let (cells, boards) = boards(deducer, analysis, MAX_SAMPLED)?;
    let boards = if boards.len() > MAX_BOARDS { sample(boards, SAMPLE) } else { boards };
    search(deducer, analysis, cells, boards)?.root()
}

/// The best guess of a search over a uniform sample of `size` of the position's boards (all
/// of them when they are fewer), for positions of at most `MAX_BOARDS`; for the tests that
/// weigh a sample's best guess against the exact search.
#[cfg(test)]
pub fn sampled_guess(deducer: &Deducer, analysis: &Analysis, size: usize) -> Option<usize> {
    let (cells, boards) = boards(deducer, analysis, MAX_BOARDS)?;
    search(deducer, analysis, cells, sample(boards, size))?.root().map(|(cell, _)| cell)
}

/// The search over every board of the position; none when they are more than `MAX_BOARDS`.
#[cfg(test)]
fn whole_board(deducer: &Deducer, analysis: &Analysis) -> Option<Search> {
    let (cells, boards) = boards(deducer, analysis, MAX_BOARDS)?;
    search(deducer, analysis, cells, boards)
}

/// The position's unknown cells (nearest the numbers first) and its boards over them; none
/// when they are more than `most`.
fn boards(deducer: &Deducer, analysis: &Analysis, most: usize) -> Option<(Vec<usize>, Vec<u128>)> {
    if analysis.approximate || analysis.ln_boards > (most as f64).ln() + 1e-9 {
        return None;
    }
    let mut cells: Vec<usize> = (0..analysis.facts.len()).filter(|&i| analysis.facts[i] == Fact::Unknown).collect();
    numbers_first(deducer, &mut cells);
    let total = mines_left(deducer, analysis)?;
    let boards = list(deducer, analysis, &cells, total..=total, most)?;
    Some((cells, boards))
}

/// The search over `boards` of the position, each weighing one.
fn search(deducer: &Deducer, analysis: &Analysis, cells: Vec<usize>, boards: Vec<u128>) -> Option<Search> {
    let weight = vec![1.0; boards.len()];
    Search::new(deducer, analysis, cells, boards, weight)
}

/// `size` of `boards` chosen uniformly (all when they are no more), in their order; seeded by
/// the boards themselves, so that a position always gets the same sample.
fn sample(boards: Vec<u128>, size: usize) -> Vec<u128> {
    if boards.len() <= size {
        return boards;
    }
    let seed = boards.iter().fold(boards.len() as u64, |h, &b| h.rotate_left(5) ^ (b as u64) ^ (b >> 64) as u64);
    let mut index: Vec<usize> = (0..boards.len()).collect();
    crate::rng::SeededRng::new(seed).shuffle_first(&mut index, size);
    let mut chosen = index[..size].to_vec();
    chosen.sort_unstable();
    chosen.into_iter().map(|i| boards[i]).collect()
}

/// The chance to win with best play, and each of `guesses`' chance to win when guessed
/// first (best play after), when the position is small enough to search; for tests that
/// weigh a guessing policy against the exact search.
#[cfg(test)]
pub fn chances(deducer: &Deducer, analysis: &Analysis, guesses: &[usize]) -> Option<(f64, Vec<f64>)> {
    let mut search = whole_board(deducer, analysis)?;
    let (_, best) = search.root()?;
    let values = guesses
        .iter()
        .map(|g| {
            let k = search.cells.iter().position(|c| c == g)?;
            let value = search.value_in_full(k)?;
            (search.work <= MAX_WORK).then_some(value)
        })
        .collect::<Option<Vec<f64>>>()?;
    Some((best, values))
}

/// When `cell` lies in a pocket small enough to search, the pocket's best guess and its
/// chance of clearing the pocket; none otherwise (or when the pocket is the whole board).
pub fn pocket_guess(deducer: &Deducer, analysis: &Analysis, cell: usize) -> Option<(usize, f64)> {
    if analysis.approximate {
        return None;
    }
    let cells = pocket(deducer, analysis, cell)?;
    let (boards, weight) = pocket_boards(deducer, analysis, &cells)?;
    Search::new(deducer, analysis, cells, boards, weight)?.root()
}

/// The arrangements of a pocket's `cells`, each with its weight: the boards the rest of the
/// board has for the mines it leaves (scaled), counted by supposing one arrangement of each
/// total and analysing. None when they are too many or the rest cannot be counted exactly.
fn pocket_boards(deducer: &Deducer, analysis: &Analysis, cells: &[usize]) -> Option<(Vec<u128>, Vec<f64>)> {
    let left = mines_left(deducer, analysis)?;
    let boards = list(deducer, analysis, cells, 0..=left.min(cells.len()), MAX_BOARDS)?;
    let mut ln_rest: HashMap<u32, f64> = HashMap::new();
    for &board in &boards {
        let k = board.count_ones();
        if ln_rest.contains_key(&k) {
            continue;
        }
        let mut supposed = deducer.clone();
        for (bit, &c) in cells.iter().enumerate() {
            supposed.assume(c, board >> bit & 1 == 1);
        }
        let ln = match supposed.analyse(REST_BUDGET) {
            Ok(after) if !after.approximate => after.ln_boards,
            Ok(_) => return None,
            Err(_) => f64::NEG_INFINITY,
        };
        ln_rest.insert(k, ln);
    }
    let top = ln_rest.values().copied().fold(f64::NEG_INFINITY, f64::max);
    if !top.is_finite() {
        return None;
    }
    Some(boards.into_iter().map(|b| (b, (ln_rest[&b.count_ones()] - top).exp())).filter(|&(_, w)| w > 0.0).unzip())
}

/// The unknown cells joined to `cell` by neighbourhood or a shared number, nearest the
/// numbers first; none when they are more than 128 or every unknown cell of the board.
fn pocket(deducer: &Deducer, analysis: &Analysis, cell: usize) -> Option<Vec<usize>> {
    let pos = deducer.position();
    let dims = pos.dims();
    let unknown = |i: usize| analysis.facts[i] == Fact::Unknown;
    let mut seen = vec![false; dims.cells()];
    let mut cells = vec![cell];
    seen[cell] = true;
    let mut next = 0;
    while let Some(&c) = cells.get(next) {
        next += 1;
        for j in dims.neighbour_indices(c) {
            // An unknown neighbour joins; so do the unknown cells around a neighbouring number.
            let through_number = pos.number(j).is_some().then(|| dims.neighbour_indices(j));
            for x in std::iter::once(j).chain(through_number.into_iter().flatten()) {
                if unknown(x) && !seen[x] {
                    seen[x] = true;
                    cells.push(x);
                }
            }
        }
        if cells.len() > 128 {
            return None;
        }
    }
    if (0..dims.cells()).filter(|&i| unknown(i)).count() == cells.len() {
        return None;
    }
    numbers_first(deducer, &mut cells);
    Some(cells)
}

/// Orders `cells` next to numbers first (each part by index), so that the numbers prune the
/// listing early.
fn numbers_first(deducer: &Deducer, cells: &mut [usize]) {
    let pos = deducer.position();
    let dims = pos.dims();
    cells.sort_by_key(|&i| (!dims.neighbour_indices(i).any(|j| pos.number(j).is_some()), i));
}

/// The mines not yet known; none when the known ones are more than the board's.
fn mines_left(deducer: &Deducer, analysis: &Analysis) -> Option<usize> {
    let known = analysis.facts.iter().filter(|&&f| f == Fact::Mine).count() as u32;
    Some(deducer.position().mines().checked_sub(known)? as usize)
}

#[cfg(test)]
mod tests;
