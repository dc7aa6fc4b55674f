//! The cheap layers: what one number proves alone, and what two overlapping numbers prove
//! together (the subset and overlap rules). Sound for every board consistent with the
//! position; the global mine count is left to the enumeration.

use super::position::Position;
use super::{Deduction, Fact, Inconsistent, Proof};

/// A number's unknown neighbours and how many of them are mines.
#[derive(Clone, Copy, Debug)]
struct Local {
    cells: [usize; 8],
    len: usize,
    /// Mines among `cells`: the number less the neighbours already known to be mines.
    rem: i32,
}

impl Local {
    fn of(pos: &Position, facts: &[Fact], number_cell: usize) -> Local {
        let n = i32::from(pos.number(number_cell).unwrap_or(0));
        let mut local = Local {
            cells: [0; 8],
            len: 0,
            rem: n,
        };
        for j in pos.dims().neighbour_indices(number_cell) {
            match facts[j] {
                Fact::Mine => local.rem -= 1,
                Fact::Unknown => {
                    local.cells[local.len] = j;
                    local.len += 1;
                }
                Fact::Safe | Fact::Open => {}
            }
        }
        local
    }

    fn cells(&self) -> &[usize] {
        &self.cells[..self.len]
    }

    fn contains(&self, c: usize) -> bool {
        self.cells().contains(&c)
    }
}

/// The facts a position starts from: open cells are open, every covered cell unknown.
pub fn initial_facts(pos: &Position) -> Vec<Fact> {
    (0..pos.dims().cells())
        .map(|i| if pos.is_covered(i) { Fact::Unknown } else { Fact::Open })
        .collect()
}

/// The rules' work list, kept between runs so that a position that grows by a few cells is
/// re-examined only around them: a number is looked at again only when it is new, shows a
/// new value, or a neighbour's fact changed; two numbers are paired only when one of them
/// was looked at since the last pairing.
#[derive(Clone, Debug)]
pub struct RuleState {
    queue: Vec<usize>,
    queued: Vec<bool>,
    touched: Vec<usize>,
    is_touched: Vec<bool>,
}

impl RuleState {
    pub fn new(cells: usize) -> Self {
        RuleState {
            queue: Vec::new(),
            queued: vec![false; cells],
            touched: Vec::new(),
            is_touched: vec![false; cells],
        }
    }

    /// Asks for the number at `cell` to be looked at again.
    pub fn seed(&mut self, cell: usize) {
        if !self.queued[cell] {
            self.queued[cell] = true;
            self.queue.push(cell);
        }
    }

    /// Asks for every number around `cell` to be looked at again.
    pub fn seed_around(&mut self, pos: &Position, cell: usize) {
        for j in pos.dims().neighbour_indices(cell) {
            if pos.number(j).is_some() {
                self.seed(j);
            }
        }
    }

    pub fn run(&mut self, pos: &Position, facts: &mut [Fact], found: &mut Vec<Deduction>) -> Result<(), Inconsistent> {
        loop {
            while let Some(i) = self.queue.pop() {
                self.queued[i] = false;
                let local = Local::of(pos, facts, i);
                if local.rem < 0 || local.rem > local.len as i32 {
                    self.clear();
                    return Err(Inconsistent);
                }
                if local.len == 0 {
                    continue;
                }
                let verdict = if local.rem == 0 {
                    Fact::Safe
                } else if local.rem == local.len as i32 {
                    Fact::Mine
                } else {
                    // Undecided alone: a candidate for the two-number rule.
                    if !self.is_touched[i] {
                        self.is_touched[i] = true;
                        self.touched.push(i);
                    }
                    continue;
                };
                for &c in local.cells() {
                    self.settle(pos, facts, found, c, verdict, Proof::single(i));
                }
            }
            if self.touched.is_empty() {
                return Ok(());
            }
            if let Err(e) = self.pair_pass(pos, facts, found) {
                self.clear();
                return Err(e);
            }
        }
    }

    fn clear(&mut self) {
        self.queue.drain(..).for_each(|i| self.queued[i] = false);
        self.touched.drain(..).for_each(|i| self.is_touched[i] = false);
    }

    /// The two-number rule over every pair with a number looked at since the last pass.
    fn pair_pass(
        &mut self,
        pos: &Position,
        facts: &mut [Fact],
        found: &mut Vec<Deduction>,
    ) -> Result<(), Inconsistent> {
        let dims = pos.dims();
        let touched = std::mem::take(&mut self.touched);
        for &a in &touched {
            let ac = dims.coord(a);
            let mut la = Local::of(pos, facts, a);
            for dr in -2i32..=2 {
                for dc in -2i32..=2 {
                    if la.len == 0 {
                        break;
                    }
                    let Some(bc) = dims.offset(ac, dr, dc) else { continue };
                    let b = dims.index(bc);
                    // A pair of two touched numbers is taken once, from its smaller end.
                    if b == a || pos.number(b).is_none() || (self.is_touched[b] && b < a) {
                        continue;
                    }
                    let lb = Local::of(pos, facts, b);
                    if lb.len == 0 {
                        continue;
                    }
                    let before = found.len();
                    self.pair(pos, facts, found, (a, &la), (b, &lb))?;
                    if found.len() > before {
                        la = Local::of(pos, facts, a);
                    }
                }
            }
        }
        touched.iter().for_each(|&i| self.is_touched[i] = false);
        Ok(())
    }

    /// What numbers `a` and `b` prove together: with x the mines in their shared cells,
    /// x ranges over what both allow, and each side's own cells hold `rem - x`.
    fn pair(
        &mut self,
        pos: &Position,
        facts: &mut [Fact],
        found: &mut Vec<Deduction>,
        (a, la): (usize, &Local),
        (b, lb): (usize, &Local),
    ) -> Result<(), Inconsistent> {
        let shared = la.cells().iter().filter(|&&c| lb.contains(c)).count() as i32;
        if shared == 0 {
            return Ok(());
        }
        let only_a = la.len as i32 - shared;
        let only_b = lb.len as i32 - shared;
        let x_min = 0.max(la.rem - only_a).max(lb.rem - only_b);
        let x_max = shared.min(la.rem).min(lb.rem);
        if x_min > x_max {
            return Err(Inconsistent);
        }
        let proof = Proof::pair(a, b);
        let mut verdicts: Vec<(usize, Fact)> = Vec::new();
        // Each side's own cells: `rem - x` mines for x in x_min..=x_max.
        for (mine, other, rem, own) in [(la, lb, la.rem, only_a), (lb, la, lb.rem, only_b)] {
            if own == 0 {
                continue;
            }
            let cells = mine.cells().iter().copied().filter(|&c| !other.contains(c));
            if rem - x_min == 0 {
                verdicts.extend(cells.map(|c| (c, Fact::Safe)));
            } else if rem - x_max == own {
                verdicts.extend(cells.map(|c| (c, Fact::Mine)));
            }
        }
        let shared_cells = la.cells().iter().copied().filter(|&c| lb.contains(c));
        if x_max == 0 {
            verdicts.extend(shared_cells.map(|c| (c, Fact::Safe)));
        } else if x_min == shared {
            verdicts.extend(shared_cells.map(|c| (c, Fact::Mine)));
        }
        for (c, verdict) in verdicts {
            self.settle(pos, facts, found, c, verdict, proof.clone());
        }
        Ok(())
    }

    /// Records a new fact and queues the numbers it touches.
    fn settle(
        &mut self,
        pos: &Position,
        facts: &mut [Fact],
        found: &mut Vec<Deduction>,
        cell: usize,
        verdict: Fact,
        proof: Proof,
    ) {
        if facts[cell] != Fact::Unknown {
            return;
        }
        facts[cell] = verdict;
        found.push(Deduction {
            cell,
            mine: verdict == Fact::Mine,
            proof,
        });
        self.seed_around(pos, cell);
    }
}
