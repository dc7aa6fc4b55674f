//! Minesweeper: board specs, mine layouts, the game and its competitive metrics.
//!
//! Reading order: `grid` (coordinates and neighbours), `spec` (what a player may ask for),
//! `layout` (where the mines are, and how they are placed after the first click), `mode`
//! (Metasweeper's eight ways to deal and play, and `adapt`: the five that deal again), `game`
//! (the rules: actions in, changed cells out), `metrics` (3BV and friends), `text` (the CLI's
//! board formats), `solver` (deductions, probabilities, guesses, auto-play), `noguess`
//! (boards that need no guess), `evf` (games as Metasweeper's videos).

mod adapt;
mod deal;
pub mod evf;
pub mod figures;
mod game;
mod grid;
mod layout;
mod metrics;
mod mode;
pub mod noguess;
pub mod position_text;
pub mod solver;
mod spec;
pub mod text;
pub mod video;

pub use game::{
    Action, ActionError, Aid, CellView, Clicks, Control, Event, Game, Outcome, PointerSample, Replay, Status, Style, Summary, TimedAction, TimedEvent,
    MAX_ACTIONS, MAX_POINTER,
};
pub use grid::{Coord, Dims};
pub use layout::{Layout, LayoutError};
pub use mode::{Mode, Want};
pub use metrics::{solved_three_bv, three_bv};
pub use spec::{BoardSpec, Difficulty, SpecError, MAX_SIDE, MIN_SIDE};
