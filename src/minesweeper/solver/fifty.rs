//! Forced 50/50s. Two covered cells side by side whose other neighbours (the ends) are all
//! mines can never be told apart by any number: if one of them is a mine, a coin toss
//! between them must be taken sooner or later. So must a 2x2 square with mines on one
//! diagonal whose four outer corners are mines. A cell that is a mine only in boards where
//! it ends in such a toss (a pseudo 50/50: the toss itself, or a cell whose being a mine
//! would close one) costs nothing to guess now that the game would not take later, and
//! what it shows helps every guess after it, so when nothing is safe the solver guesses it
//! before any other cell.
//!
//! The boards where a pattern closes are counted by the enumeration itself, supposing the
//! pattern's mines and safe cells and analysing again.

use super::deducer::Deducer;
use super::{Analysis, Fact};
use crate::minesweeper::Dims;

/// The enumeration budget for the counts.
const BUDGET: u64 = 50_000;
/// Two shares of boards this close (relative) are equal.
const SAME: f64 = 1e-7;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// The anchor and the cell right of it.
    Across,
    /// The anchor and the cell below it.
    Down,
    /// The 2x2 square whose top-left cell is the anchor.
    Square,
}

/// Cells as steps from an anchor.
type Steps = &'static [(i32, i32)];

/// One way a toss can close: its cells on one side (`mines`) and the other (`safe`), and
/// the ends not yet known to be mines.
#[derive(Clone, Debug)]
struct Pattern {
    mines: Vec<usize>,
    safe: Vec<usize>,
    missing: Vec<usize>,
}

impl Pattern {
    /// The pattern at `anchor` when its cells are all unknown, no end is open or safe, and it
    /// needs at most `limit` mines beyond those known.
    fn at(facts: &[Fact], dims: Dims, anchor: usize, shape: Shape, limit: usize) -> Option<Pattern> {
        let c = dims.coord(anchor);
        let cell = |(dr, dc): (i32, i32)| dims.offset(c, dr, dc).map(|n| dims.index(n));
        let (mines, safe, ends): (Steps, Steps, Steps) = match shape {
            Shape::Across => (&[(0, 0)], &[(0, 1)], &[(-1, -1), (0, -1), (1, -1), (-1, 2), (0, 2), (1, 2)]),
            Shape::Down => (&[(0, 0)], &[(1, 0)], &[(-1, -1), (-1, 0), (-1, 1), (2, -1), (2, 0), (2, 1)]),
            Shape::Square => (&[(0, 0), (1, 1)], &[(0, 1), (1, 0)], &[(-1, -1), (-1, 2), (2, -1), (2, 2)]),
        };
        if mines.len() > limit {
            return None;
        }
        for &step in mines.iter().chain(safe) {
            if facts[cell(step)?] != Fact::Unknown {
                return None;
            }
        }
        let mut missing = Vec::new();
        for &step in ends {
            let Some(end) = cell(step) else { continue };
            match facts[end] {
                Fact::Mine => {}
                Fact::Unknown if missing.len() + mines.len() < limit => missing.push(end),
                _ => return None,
            }
        }
        let cells = |steps: &[(i32, i32)]| steps.iter().filter_map(|&s| cell(s)).collect();
        Some(Pattern { mines: cells(mines), safe: cells(safe), missing })
    }

    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.mines.iter().chain(&self.safe).copied()
    }

}

/// Every pattern a scan looks at, pairs before squares: pairs missing at most one end mine,
/// squares at most two.
fn patterns(facts: &[Fact], dims: Dims, mines_left: usize) -> impl Iterator<Item = (Shape, Pattern)> + '_ {
    [Shape::Across, Shape::Down, Shape::Square].into_iter().flat_map(move |shape| {
        let limit = mines_left.min(if shape == Shape::Square { 4 } else { 2 });
        (0..dims.cells()).filter_map(move |anchor| Some((shape, Pattern::at(facts, dims, anchor, shape, limit)?)))
    })
}

/// The pseudo 50/50s of the analysed position, from the first kind of pattern (pairs across,
/// pairs down, squares) that has any; empty when none.
pub fn pseudo_tosses(deducer: &Deducer, analysis: &Analysis) -> Vec<usize> {
    scan(deducer, analysis, false)
}

/// The forced guesses: cells of closed tosses that certainly hold their mine (an even
/// chance each), which no later number or count can resolve, so that a player who guesses
/// one before the safe cells loses nothing (the review does not call it needless). A closed
/// toss that may hold no mine is not forced: the mine count may yet prove it safe, as it
/// does on boards made to need no guess.
pub fn forced_tosses(deducer: &Deducer, analysis: &Analysis) -> Vec<usize> {
    scan(deducer, analysis, true)
}

fn scan(deducer: &Deducer, analysis: &Analysis, closed_only: bool) -> Vec<usize> {
    let dims = deducer.position().dims();
    let p = &analysis.probability;
    let mut found = Vec::new();
    let mut kind = None;
    for (shape, pattern) in patterns(&analysis.facts, dims, mines_left(deducer, &analysis.facts)) {
        if kind.is_some_and(|k| k != shape) {
            break;
        }
        // A cell t can be pseudo only if its chance of being a mine is no more than any
        // missing end's, the other side's, or the chance of either side being as supposed.
        let can_be = |t: usize| {
            p[t] > 0.0
                && pattern.missing.iter().all(|&e| p[t] <= p[e] * (1.0 + SAME))
                && pattern.cells().all(|x| x == t || (p[t] <= p[x] * (1.0 + SAME) && p[t] <= (1.0 - p[x]) * (1.0 + SAME)))
        };
        let hopeful: Vec<usize> = pattern.cells().filter(|&t| can_be(t) && !found.contains(&t)).collect();
        // Cells no number touches are alike but for the mine count: they close no toss that
        // the endgame search would not see.
        let touches_number = |t: usize| dims.neighbour_indices(t).any(|j| deducer.position().number(j).is_some());
        if hopeful.is_empty() || !pattern.cells().any(touches_number) || (closed_only && !pattern.missing.is_empty()) {
            continue;
        }
        let share = closing_share(deducer, analysis, &pattern);
        for t in hopeful {
            let even = (p[t] - 0.5).abs() <= SAME;
            if (share - p[t]).abs() <= SAME * p[t] && (even || !closed_only) {
                found.push(t);
                kind = Some(shape);
            }
        }
    }
    found
}

/// The share of boards in which the pattern closes with its first side mined (by symmetry,
/// the same as with the other side mined).
fn closing_share(deducer: &Deducer, analysis: &Analysis, pattern: &Pattern) -> f64 {
    let mut supposed = deducer.clone();
    for &m in pattern.mines.iter().chain(&pattern.missing) {
        supposed.assume(m, true);
    }
    for &s in &pattern.safe {
        supposed.assume(s, false);
    }
    match supposed.analyse(BUDGET) {
        Ok(after) => (after.ln_boards - analysis.ln_boards).exp(),
        Err(_) => 0.0,
    }
}

fn mines_left(deducer: &Deducer, facts: &[Fact]) -> usize {
    let known = facts.iter().filter(|&&f| f == Fact::Mine).count();
    (deducer.position().mines() as usize).saturating_sub(known)
}
