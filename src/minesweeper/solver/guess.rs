//! The guessing policy, for when nothing is certain: weigh a cell's safety against the
//! progress it buys. For each candidate, every number it could show is tried: the chance of
//! that number (from the count of boards) and the best the solver could do next (1 if it
//! would then have a certain move, else the next guess's safety). The score is the chance of
//! surviving this guess and the next move; the safest cells, the corners of the unknown
//! region and cells whose number is already forced ("dead" cells give nothing) compete on it.

use super::deducer::Deducer;
use super::position::Position;
use super::{Analysis, Fact};

/// A chosen guess and its chance of being safe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Guess {
    pub cell: usize,
    pub safety: f64,
}

/// Cells within this much safety of the best are worth a look-ahead.
const SAFETY_MARGIN: f64 = 0.1;
/// At most this many frontier cells and off-frontier cells are looked ahead.
const FRONTIER_CANDIDATES: usize = 8;
const OFF_CANDIDATES: usize = 3;
/// A smaller enumeration budget for look-ahead positions.
const LOOKAHEAD_BUDGET: u64 = 50_000;

/// The guess to make in `pos`, whose analysis is `analysis`; none when nothing is covered
/// and unproved.
pub fn choose_guess(pos: &Position, analysis: &Analysis) -> Option<Guess> {
    let mut deducer = Deducer::new(pos.clone());
    deducer.run_rules().ok()?;
    choose_guess_with(&deducer, analysis)
}

/// As `choose_guess`, from a deducer that has already run on the position.
pub fn choose_guess_with(deducer: &Deducer, analysis: &Analysis) -> Option<Guess> {
    let pos = deducer.position();
    let dims = pos.dims();
    let unknown: Vec<usize> = (0..dims.cells()).filter(|&i| analysis.facts[i] == Fact::Unknown).collect();
    let safety = |i: usize| 1.0 - analysis.probability[i];
    let best = unknown.iter().map(|&i| safety(i)).fold(f64::NEG_INFINITY, f64::max);
    if unknown.is_empty() {
        return None;
    }
    let touches_number = |i: usize| dims.neighbour_indices(i).any(|j| pos.number(j).is_some());
    let (mut frontier, mut off): (Vec<usize>, Vec<usize>) =
        unknown.iter().copied().filter(|&i| safety(i) >= best - SAFETY_MARGIN).partition(|&i| touches_number(i));
    frontier.sort_by(|&a, &b| safety(b).total_cmp(&safety(a)).then(a.cmp(&b)));
    frontier.truncate(FRONTIER_CANDIDATES);
    // Off the frontier every cell is alike but for its neighbours: fewer unknown neighbours
    // make an opening likelier.
    let unknown_neighbours = |i: usize| dims.neighbour_indices(i).filter(|&j| analysis.facts[j] == Fact::Unknown).count();
    off.sort_by_key(|&i| (unknown_neighbours(i), i));
    off.truncate(OFF_CANDIDATES);
    let candidates: Vec<usize> = frontier.into_iter().chain(off).collect();
    if candidates.len() == 1 {
        return Some(Guess { cell: candidates[0], safety: safety(candidates[0]) });
    }
    let scored = candidates.iter().map(|&cell| (cell, safety(cell) * next_move_odds(deducer, analysis, cell)));
    let (cell, _) = scored.fold((candidates[0], f64::NEG_INFINITY), |(bc, bs), (c, s)| {
        let better = s > bs + 1e-12 || ((s - bs).abs() <= 1e-12 && safety(c) > safety(bc));
        if better {
            (c, s)
        } else {
            (bc, bs)
        }
    });
    Some(Guess { cell, safety: safety(cell) })
}

/// Given that `cell` is safe, the chance that the move after it succeeds: over every number
/// it may show, weighted by the boards that show it, 1 when that number proves some cell
/// safe, else the best safety then.
fn next_move_odds(deducer: &Deducer, analysis: &Analysis, cell: usize) -> f64 {
    let dims = deducer.position().dims();
    let known_mines = dims.neighbour_indices(cell).filter(|&j| analysis.facts[j] == Fact::Mine).count();
    let unknown = dims.neighbour_indices(cell).filter(|&j| analysis.facts[j] == Fact::Unknown).count();
    let mut weighted = 0.0;
    let mut total = 0.0;
    for shown in known_mines..=known_mines + unknown {
        let mut next = deducer.clone();
        next.open(cell, shown as u8);
        let Ok(after) = next.analyse(LOOKAHEAD_BUDGET) else { continue };
        let w = (after.ln_boards - analysis.ln_boards).exp();
        if w <= 0.0 || !w.is_finite() {
            continue;
        }
        let odds = if after.safe_cells().any(|c| c != cell) {
            1.0
        } else {
            (0..dims.cells())
                .filter(|&i| after.facts[i] == Fact::Unknown)
                .map(|i| 1.0 - after.probability[i])
                .fold(0.0, f64::max)
        };
        weighted += w * odds;
        total += w;
    }
    if total > 0.0 {
        weighted / total
    } else {
        0.0
    }
}
