//! The page's entry points, one module per game.

pub mod fifteen;
pub mod minesweeper;
pub mod records;
pub mod settings;
pub mod startup;
