//! The adaptive modes' rule, applied to one action: which of the cells it opens the mode
//! wants a mine or safe (`Mode::want`), judged on what the solver proves of the position
//! before the action, and the hidden mines dealt again so (`solver::redeal`). Kept apart from
//! `game.rs`, which reaches it only through `Mode::adapt`, so that the game does not import
//! the solver, which reads games.

use super::layout::Layout;
use super::mode::{Mode, Want};
use super::solver::{self, redeal, Fact, Position};
use crate::rng::{Seed, SeededRng};

impl Mode {
    /// The layout an action that opens `targets` meets under this mode; `None` when it meets
    /// the board as it stands (the rule asks nothing, what it asks holds already, or no
    /// layout consistent with what is shown allows it). `shown` is each open cell's number
    /// before the action; `step` numbers the action in the game, so that every replay of the
    /// game draws the same layout.
    pub(crate) fn adapt(self, layout: &Layout, shown: Vec<Option<u8>>, targets: &[usize], seed: Seed, step: usize) -> Option<Layout> {
        if !self.adapts() || targets.is_empty() {
            return None;
        }
        let pos = Position::new(layout.dims(), layout.mine_count(), shown).ok()?;
        let facts = if self.needs_proof() { solver::analyse(&pos).ok().map(|a| a.facts) } else { None };
        let proved_safe = |c: usize| facts.as_ref().is_some_and(|f| f[c] == Fact::Safe);
        let some_safe =
            facts.as_ref().is_some_and(|f| f.iter().enumerate().any(|(i, &fact)| fact == Fact::Safe && pos.is_covered(i)));
        let wants: Vec<Want> = targets.iter().map(|&c| self.want(proved_safe(c), some_safe, layout.is_mine(c))).collect();
        let fixed: Vec<(usize, bool)> = if let Some(k) = wants.iter().position(|&w| w == Want::Mine) {
            // A chord meets the first cell the rule sends a mine to.
            if layout.is_mine(targets[k]) {
                return None;
            }
            vec![(targets[k], true)]
        } else if targets.iter().zip(&wants).any(|(&c, &w)| w == Want::Safe && layout.is_mine(c)) {
            // The rescued cells safe; a chord's other cells as they stand.
            targets.iter().zip(&wants).map(|(&c, &w)| (c, w != Want::Safe && layout.is_mine(c))).collect()
        } else {
            return None;
        };
        let mut rng = SeededRng::new(seed ^ (step as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mines = redeal::draw(&pos, &fixed, &mut rng).ok()?;
        Some(Layout::with_mines(layout.spec(), mines))
    }
}
