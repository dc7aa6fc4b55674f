//! The sliding puzzle (15-puzzle and its sizes from 2x2 to 20x20, rectangular ones too).
//!
//! Reading order: `board` (an arrangement, its moves and the solvability rule), `scramble`
//! (uniform over solvable arrangements), `game` (moves, metrics and the clock), `practice`
//! (relay, marathon and blind runs), `text` (state
//! strings and the CLI's formats), `solver` (optimal solutions).

mod board;
mod control;
mod game;
pub mod practice;
mod scramble;
pub mod solver;
pub mod text;

pub use board::{mmd, Board, BoardError, Direction, Shape, ShapeError, Tile, MAX_SIDE, MIN_SIDE};
pub use game::{Aid, Event, FifteenGame, Move, MoveError, Origin, Outcome, Status, Summary, TimedEvent, TimedMove, MAX_MOVES};
pub use control::{Control, Controls};
pub use scramble::scramble;
