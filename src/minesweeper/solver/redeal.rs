//! Dealing the hidden mines again: a layout drawn uniformly from every layout consistent with
//! what is shown (the same mine count, every number shown still true, every open cell safe)
//! in which some covered cells are fixed as mines or as safe. The adaptive modes deal with it
//! (`minesweeper::adapt`). It is exact, on the same components, tables and mine count as the
//! odds: the number of mines in each component and off the frontier is drawn by its share of
//! the boards, then one arrangement of each component by its weight, then the cells of each
//! box and off the frontier uniformly.

use super::combine::ln_binomial;
use super::deducer::Deducer;
use super::enumerate::{self, Refusal};
use super::frontier::{self, Component};
use super::position::Position;
use super::{Fact, DEFAULT_BUDGET};
use crate::rng::SeededRng;

/// Why no layout was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoDraw {
    /// No layout consistent with the position has the fixed cells so.
    Impossible,
    /// A component of the frontier has more arrangements than the budget walks.
    TooLarge,
}

/// A layout (a mine flag per cell, row-major) drawn uniformly from those consistent with
/// `pos` in which each `(cell, mine)` of `fixed` holds.
pub fn draw(pos: &Position, fixed: &[(usize, bool)], rng: &mut SeededRng) -> Result<Vec<bool>, NoDraw> {
    let mut deducer = Deducer::new(pos.clone());
    for &(cell, mine) in fixed {
        match (pos.is_covered(cell), deducer.facts()[cell]) {
            (false, _) if mine => return Err(NoDraw::Impossible),
            (false, _) => {}
            (true, Fact::Mine) if !mine => return Err(NoDraw::Impossible),
            (true, Fact::Safe) if mine => return Err(NoDraw::Impossible),
            (true, _) => deducer.assume(cell, mine),
        }
    }
    deducer.run_rules().map_err(|_| NoDraw::Impossible)?;
    let facts = deducer.facts();
    let frontier = frontier::split(pos, facts);
    let remaining = pos.mines().checked_sub(frontier.known_mines).ok_or(NoDraw::Impossible)? as usize;

    // Per component, ln of its arrangements with k mines.
    let mut tables: Vec<Vec<f64>> = Vec::with_capacity(frontier.components.len());
    for comp in &frontier.components {
        let table = enumerate::enumerate(comp, DEFAULT_BUDGET).map_err(refused)?;
        tables.push(table.weight.iter().map(|&w| if w > 0.0 { w.ln() } else { f64::NEG_INFINITY }).collect());
    }
    // suffix[i][r]: ln of the ways components i.. and the cells off the frontier hold r mines.
    let off = frontier.off.len();
    let mut suffix = vec![Vec::new(); tables.len() + 1];
    suffix[tables.len()] =
        (0..=remaining).map(|r| if r <= off { ln_binomial(off, r) } else { f64::NEG_INFINITY }).collect();
    for i in (0..tables.len()).rev() {
        suffix[i] = (0..=remaining).map(|r| log_sum(&shares(&tables[i], &suffix[i + 1], r))).collect();
    }
    if suffix[0][remaining] == f64::NEG_INFINITY {
        return Err(NoDraw::Impossible);
    }

    let mut mines: Vec<bool> = facts.iter().map(|&f| f == Fact::Mine).collect();
    let mut r = remaining;
    for (i, comp) in frontier.components.iter().enumerate() {
        let k = pick(&shares(&tables[i], &suffix[i + 1], r), rng);
        r -= k;
        let assign = arrangement(comp, k, rng)?;
        for (cell_box, &m) in comp.boxes.iter().zip(&assign) {
            place(&mut mines, cell_box.cells.clone(), usize::from(m), rng);
        }
    }
    place(&mut mines, frontier.off, r, rng);
    // What every rule above promises, checked once more on the layout itself.
    let holds = fixed.iter().all(|&(c, m)| mines[c] == m) && consistent(pos, &mines);
    if holds { Ok(mines) } else { Err(NoDraw::Impossible) }
}

/// Whether `mines` has the position's mine count and agrees with every number shown.
pub fn consistent(pos: &Position, mines: &[bool]) -> bool {
    let dims = pos.dims();
    let count_ok = mines.iter().filter(|&&m| m).count() == pos.mines() as usize;
    count_ok
        && (0..dims.cells()).all(|i| match pos.number(i) {
            Some(n) => !mines[i] && dims.neighbour_indices(i).filter(|&j| mines[j]).count() == usize::from(n),
            None => true,
        })
}

fn refused(r: Refusal) -> NoDraw {
    match r {
        Refusal::Inconsistent => NoDraw::Impossible,
        Refusal::TooLarge => NoDraw::TooLarge,
    }
}

/// For each k, ln of the ways with k mines in this component and `r - k` in the rest.
fn shares(table: &[f64], rest: &[f64], r: usize) -> Vec<f64> {
    (0..=r.min(table.len() - 1)).map(|k| table[k] + rest[r - k]).collect()
}

fn log_sum(terms: &[f64]) -> f64 {
    let max = terms.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if max == f64::NEG_INFINITY {
        return max;
    }
    max + terms.iter().map(|t| (t - max).exp()).sum::<f64>().ln()
}

/// An index drawn by the weights whose logarithms are given (some finite).
fn pick(ln_weights: &[f64], rng: &mut SeededRng) -> usize {
    let max = ln_weights.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let weights: Vec<f64> = ln_weights.iter().map(|w| (w - max).exp()).collect();
    let mut u = rng.unit() * weights.iter().sum::<f64>();
    for (k, w) in weights.iter().enumerate() {
        if u < *w {
            return k;
        }
        u -= w;
    }
    weights.iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

/// One arrangement of `comp` with `k` mines, drawn by weight (a reservoir of one over the walk).
fn arrangement(comp: &Component, k: usize, rng: &mut SeededRng) -> Result<Vec<u8>, NoDraw> {
    let mut chosen = None;
    let mut total = 0.0;
    enumerate::walk(comp, DEFAULT_BUDGET, |assign, mines, weight| {
        if mines == k {
            total += weight;
            if rng.unit() * total < weight {
                chosen = Some(assign.to_vec());
            }
        }
    })
    .map_err(refused)?;
    chosen.ok_or(NoDraw::Impossible)
}

/// `m` of `cells`, drawn uniformly, become mines.
fn place(mines: &mut [bool], mut cells: Vec<usize>, m: usize, rng: &mut SeededRng) {
    rng.shuffle_first(&mut cells, m);
    for &c in &cells[..m.min(cells.len())] {
        mines[c] = true;
    }
}

#[cfg(test)]
#[path = "redeal_tests.rs"]
mod tests;
