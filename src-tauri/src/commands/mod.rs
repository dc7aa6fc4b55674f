//! The page's entry points, one module per domain.

pub mod appearance;
pub mod fifteen;
pub mod fifteen_solver;
#[cfg(feature = "startup-timing")]
pub mod first_frame;
pub mod help;
pub mod l10n;
pub mod locale;
pub mod minesweeper;
pub mod records;
pub mod replay;
pub mod session;
pub mod settings;
pub mod solver;
pub mod startup;
pub mod study;
pub mod video;

use crate::error::CommandError;
use tessera::rng::Seed;

/// A seed typed by the player (text, so every u64 survives JavaScript), if any.
pub(crate) fn chosen_seed(text: Option<&str>) -> Result<Option<Seed>, CommandError> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(None),
        Some(text) => text.parse::<Seed>().map(Some).map_err(|_| CommandError::InvalidSeed(text.to_string())),
    }
}
