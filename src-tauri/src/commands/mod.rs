//! The page's entry points, one module per game.

pub mod minesweeper;
