//! The page's entry points, one module per game.

pub mod fifteen;
pub mod fifteen_solver;
pub mod minesweeper;
pub mod records;
pub mod settings;
pub mod solver;
pub mod startup;

use crate::error::CommandError;
use tessera::rng::{fresh_seed, Seed};

/// A seed typed by the player (text, so every u64 survives JavaScript), or a fresh one.
pub(crate) fn seed_or_fresh(text: Option<&str>) -> Result<Seed, CommandError> {
    match text.map(str::trim).filter(|s| !s.is_empty()) {
        None => Ok(fresh_seed()),
        Some(text) => text.parse::<Seed>().map_err(|_| CommandError::InvalidSeed(text.to_string())),
    }
}
