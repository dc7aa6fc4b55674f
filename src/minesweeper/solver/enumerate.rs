//! Exact enumeration of one frontier component: every way to put mines in its boxes that
//! satisfies its numbers, tallied by the component's mine total `k`.
//!
//! A box of `s` cells holding `m` mines stands for C(s, m) arrangements, so the search runs
//! over box counts, not cells. Weights are floating point (they only make probabilities);
//! which totals and which box states occur at all is tracked exactly, as booleans, so that
//! certainty never rests on rounding.

use super::frontier::Component;

/// The tallies for one component, indexed by its mine total `k` in `0..=cells`.
#[derive(Clone, Debug)]
pub struct Table {
    pub boxes: usize,
    /// Arrangements with `k` mines (weighted by the boxes' binomials).
    pub weight: Vec<f64>,
    /// `[k * boxes + b]`: the sum over those arrangements of the mines in box `b`.
    pub mines_in_box: Vec<f64>,
    /// `[k]`: some arrangement has `k` mines.
    pub feasible: Vec<bool>,
    /// `[k * boxes + b]`: some arrangement with `k` mines has a mine in box `b`.
    pub box_can_mine: Vec<bool>,
    /// `[k * boxes + b]`: some arrangement with `k` mines leaves a cell of box `b` safe.
    pub box_can_be_safe: Vec<bool>,
}

/// Why a component was not enumerated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No arrangement satisfies the numbers.
    Inconsistent,
    /// More search nodes than the budget allows.
    TooLarge,
}

struct Search<'a, V: FnMut(&[u8], usize, f64)> {
    comp: &'a Component,
    order: Vec<usize>,
    need: Vec<i32>,
    cap: Vec<i32>,
    assign: Vec<u8>,
    nodes: u64,
    budget: u64,
    /// Called with every arrangement: the mines in each box, their total, and its weight.
    visit: V,
}

const BINOMIAL_8: [[f64; 9]; 9] = {
    let mut t = [[0.0; 9]; 9];
    let mut n = 0;
    while n < 9 {
        t[n][0] = 1.0;
        let mut k = 1;
        while k <= n {
            t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0.0 };
            k += 1;
        }
        n += 1;
    }
    t
};

/// Enumerates `comp`, visiting at most `budget` search nodes.
pub fn enumerate(comp: &Component, budget: u64) -> Result<Table, Refusal> {
    let cells = comp.cells();
    let nb = comp.boxes.len();
    let mut table = Table {
        boxes: nb,
        weight: vec![0.0; cells + 1],
        mines_in_box: vec![0.0; (cells + 1) * nb],
        feasible: vec![false; cells + 1],
        box_can_mine: vec![false; (cells + 1) * nb],
        box_can_be_safe: vec![false; (cells + 1) * nb],
    };
    walk(comp, budget, |assign, k, weight| {
        table.weight[k] += weight;
        table.feasible[k] = true;
        for (b, &m) in assign.iter().enumerate() {
            let size = comp.boxes[b].cells.len() as u8;
            table.mines_in_box[k * nb + b] += weight * f64::from(m);
            table.box_can_mine[k * nb + b] |= m > 0;
            table.box_can_be_safe[k * nb + b] |= m < size;
        }
    })?;
    if !table.feasible.iter().any(|&f| f) {
        return Err(Refusal::Inconsistent);
    }
    if table.weight.iter().any(|w| !w.is_finite()) {
        return Err(Refusal::TooLarge);
    }
    Ok(table)
}

/// Visits every arrangement of `comp` (the mines in each box, their total, its weight: the
/// product of the boxes' binomials), visiting at most `budget` search nodes. Refused as
/// inconsistent when some number can never be met; a component with no arrangement for
/// subtler reasons visits nothing, which the caller sees.
pub fn walk(comp: &Component, budget: u64, visit: impl FnMut(&[u8], usize, f64)) -> Result<(), Refusal> {
    let nb = comp.boxes.len();
    let mut search = Search {
        comp,
        order: search_order(comp),
        need: comp.constraints.iter().map(|c| c.rem as i32).collect(),
        cap: comp
            .constraints
            .iter()
            .map(|c| c.boxes.iter().map(|&b| comp.boxes[b].cells.len() as i32).sum())
            .collect(),
        assign: vec![0; nb],
        nodes: 0,
        budget,
        visit,
    };
    if search.need.iter().zip(&search.cap).any(|(&n, &c)| n < 0 || n > c) {
        return Err(Refusal::Inconsistent);
    }
    if !search.dfs(0, 0, 1.0) {
        return Err(Refusal::TooLarge);
    }
    Ok(())
}

/// Boxes in breadth-first order through shared numbers, so each number's last box comes
/// soon and its count is checked early.
fn search_order(comp: &Component) -> Vec<usize> {
    let nb = comp.boxes.len();
    let mut seen = vec![false; nb];
    let mut order = Vec::with_capacity(nb);
    for start in 0..nb {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        order.push(start);
        let mut head = order.len() - 1;
        while head < order.len() {
            let b = order[head];
            head += 1;
            for &c in &comp.boxes[b].constraints {
                for &nbx in &comp.constraints[c].boxes {
                    if !seen[nbx] {
                        seen[nbx] = true;
                        order.push(nbx);
                    }
                }
            }
        }
    }
    order
}

impl<V: FnMut(&[u8], usize, f64)> Search<'_, V> {
    /// Assigns the box at `order[p]` and on; false when the budget ran out.
    fn dfs(&mut self, p: usize, k: usize, weight: f64) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        if p == self.order.len() {
            (self.visit)(&self.assign, k, weight);
            return true;
        }
        let b = self.order[p];
        let cb = &self.comp.boxes[b];
        let size = cb.cells.len() as i32;
        let mut lo = 0;
        let mut hi = size;
        for &c in &cb.constraints {
            hi = hi.min(self.need[c]);
            // What the number's other, later boxes cannot hold must go here.
            lo = lo.max(self.need[c] - (self.cap[c] - size));
        }
        for &c in &cb.constraints {
            self.cap[c] -= size;
        }
        let mut ok = true;
        for m in lo..=hi {
            for &c in &self.comp.boxes[b].constraints {
                self.need[c] -= m;
            }
            self.assign[b] = m as u8;
            let w = weight * BINOMIAL_8[size as usize][m as usize];
            ok = self.dfs(p + 1, k + m as usize, w);
            for &c in &self.comp.boxes[b].constraints {
                self.need[c] += m;
            }
            if !ok {
                break;
            }
        }
        for &c in &self.comp.boxes[b].constraints {
            self.cap[c] += size;
        }
        ok
    }
}
