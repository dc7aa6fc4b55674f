//! The cheap layers: what one number proves alone, and what two overlapping numbers prove
//! together (the subset and overlap rules). Sound for every board consistent with the
//! position; the global mine count is left to the enumeration.

use super::{Deduction, Fact, Inconsistent, Proof};
use super::position::Position;

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
        let mut local = Local { cells: [0; 8], len: 0, rem: n };
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
    (0..pos.dims().cells()).map(|i| if pos.is_covered(i) { Fact::Unknown } else { Fact::Open }).collect()
}

/// Applies both rules until neither finds anything more, recording each new fact in `facts`
/// and its proof in `found`. Fails when some number can no longer be satisfied.
pub fn deduce(pos: &Position, facts: &mut [Fact], found: &mut Vec<Deduction>) -> Result<(), Inconsistent> {
    let dims = pos.dims();
    let numbers: Vec<usize> = (0..dims.cells())
        .filter(|&i| pos.number(i).is_some() && dims.neighbour_indices(i).any(|j| pos.is_covered(j)))
        .collect();
    let mut dirty = vec![false; dims.cells()];
    let mut queue: Vec<usize> = numbers.clone();
    queue.iter().for_each(|&i| dirty[i] = true);
    loop {
        while let Some(i) = queue.pop() {
            dirty[i] = false;
            let local = Local::of(pos, facts, i);
            if local.rem < 0 || local.rem > local.len as i32 {
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
                continue;
            };
            for &c in local.cells() {
                settle(pos, facts, found, &mut queue, &mut dirty, c, verdict, Proof::single(i));
            }
        }
        if !pair_pass(pos, facts, found, &numbers, &mut queue, &mut dirty)? {
            return Ok(());
        }
    }
}

/// One sweep of the two-number rule over every pair of numbers that share unknown cells.
/// Returns whether it found anything.
fn pair_pass(
    pos: &Position,
    facts: &mut [Fact],
    found: &mut Vec<Deduction>,
    numbers: &[usize],
    queue: &mut Vec<usize>,
    dirty: &mut [bool],
) -> Result<bool, Inconsistent> {
    let dims = pos.dims();
    let before = found.len();
    for &a in numbers {
        let la = Local::of(pos, facts, a);
        if la.len == 0 {
            continue;
        }
        let ac = dims.coord(a);
        for dr in -2i32..=2 {
            for dc in -2i32..=2 {
                let Some(bc) = dims.offset(ac, dr, dc) else { continue };
                let b = dims.index(bc);
                if b <= a || pos.number(b).is_none() {
                    continue;
                }
                let la = Local::of(pos, facts, a);
                let lb = Local::of(pos, facts, b);
                if la.len == 0 || lb.len == 0 {
                    continue;
                }
                pair(pos, facts, found, queue, dirty, (a, &la), (b, &lb))?;
            }
        }
    }
    Ok(found.len() > before)
}

/// What numbers `a` and `b` prove together: with x the mines in their shared cells,
/// x ranges over what both allow, and each side's own cells hold `rem - x`.
fn pair(
    pos: &Position,
    facts: &mut [Fact],
    found: &mut Vec<Deduction>,
    queue: &mut Vec<usize>,
    dirty: &mut [bool],
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
        settle(pos, facts, found, queue, dirty, c, verdict, proof.clone());
    }
    Ok(())
}

/// Records a new fact and queues the numbers it touches.
#[allow(clippy::too_many_arguments)]
fn settle(
    pos: &Position,
    facts: &mut [Fact],
    found: &mut Vec<Deduction>,
    queue: &mut Vec<usize>,
    dirty: &mut [bool],
    cell: usize,
    verdict: Fact,
    proof: Proof,
) {
    if facts[cell] != Fact::Unknown {
        return;
    }
    facts[cell] = verdict;
    found.push(Deduction { cell, mine: verdict == Fact::Mine, proof });
    for j in pos.dims().neighbour_indices(cell) {
        if pos.number(j).is_some() && !dirty[j] {
            dirty[j] = true;
            queue.push(j);
        }
    }
}
