//! Dealing a board by the first-click policy: the random layouts (`layout.rs`) or a no-guess
//! one (`noguess.rs`, which builds on them); kept apart so that neither imports the other back.

use super::grid::Coord;
use super::layout::{Layout, LayoutError};
use super::mode::Mode;
use super::spec::BoardSpec;
use crate::rng::Seed;

impl Layout {
    /// Places the mines after a first click by `policy`.
    pub fn generate_for(policy: Mode, spec: BoardSpec, first: Coord, seed: Seed) -> Result<Self, LayoutError> {
        match policy.deal() {
            Mode::Opening => Layout::generate(spec, first, seed),
            Mode::Safe => Layout::generate_safe(spec, first, seed),
            _ => super::noguess::generate(spec, first, seed),
        }
    }
}
