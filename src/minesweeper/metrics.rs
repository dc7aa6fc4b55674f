//! Competitive metrics. 3BV ("Bechtel's Board Benchmark Value") is the least number of left
//! clicks that clears a board: one per opening (a connected region of zeros, which one click
//! floods together with its border) plus one per safe number that touches no zero.

use super::layout::Layout;

/// The board's 3BV.
pub fn three_bv(layout: &Layout) -> u32 {
    walk(layout, |_| true, |_| true)
}

/// The part of the 3BV a player has done: openings whose zeros are all open, plus open
/// isolated numbers. `open[i]` says whether cell `i` is open.
pub fn solved_three_bv(layout: &Layout, open: &[bool]) -> u32 {
    walk(layout, |zeros| zeros.iter().all(|&i| open[i]), |i| open[i])
}

/// Counts the openings (given as their zero cells) and the safe numbers touching no zero
/// for which `opening` and `isolated` say yes.
fn walk(layout: &Layout, opening: impl Fn(&[usize]) -> bool, isolated: impl Fn(usize) -> bool) -> u32 {
    let mut total = 0;
    let dims = layout.dims();
    let cells = dims.cells();
    let is_zero = |i: usize| !layout.is_mine(i) && layout.count(i) == 0;
    let mut seen = vec![false; cells];
    let mut zeros = Vec::new();
    let mut stack = Vec::new();
    for start in 0..cells {
        if seen[start] || !is_zero(start) {
            continue;
        }
        zeros.clear();
        seen[start] = true;
        stack.push(start);
        while let Some(i) = stack.pop() {
            zeros.push(i);
            for j in dims.neighbour_indices(i) {
                if is_zero(j) && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        total += u32::from(opening(&zeros));
    }
    for i in 0..cells {
        if !layout.is_mine(i) && layout.count(i) > 0 && !dims.neighbour_indices(i).any(is_zero) {
            total += u32::from(isolated(i));
        }
    }
    total
}
