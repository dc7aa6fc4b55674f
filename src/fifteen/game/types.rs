//! What a 15-puzzle attempt takes and answers: a move, where its scramble came from, its
//! status, its events (moves, pauses, the solver's aids, waits), what a move changed and the
//! summary, and why a move is refused.

use crate::fifteen::board::Direction;
use crate::assist::Assist;
use crate::rng::Seed;
use crate::time::Millis;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One move as the player makes it. Which key or pointer gesture means which move is the
/// shell's business.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Move {
    /// One tile slides in this direction into the blank.
    Tile { dir: Direction },
    /// The tiles between the blank and this cell (in the blank's row or column) slide at once.
    To { index: u32 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedMove {
    #[serde(rename = "move")]
    pub mv: Move,
    pub at: Millis,
}

/// Where a scramble came from. Only a fresh random one counts for bests and averages; a
/// chosen seed, a retry or a typed position is practice (a known scramble can be learned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Origin {
    Random { seed: Seed },
    /// A seed the player typed.
    Chosen { seed: Seed },
    Retry { seed: Option<Seed> },
    Typed,
}

impl Origin {
    /// The seed that dealt the scramble; none for a typed position (or a retry of one).
    pub fn seed(self) -> Option<Seed> {
        match self {
            Origin::Random { seed } | Origin::Chosen { seed } => Some(seed),
            Origin::Retry { seed } => seed,
            Origin::Typed => None,
        }
    }

    /// Its name, as records and the page write it: `random`, `chosen`, `retry`, `typed`.
    pub fn name(self) -> &'static str {
        match self {
            Origin::Random { .. } => "random",
            Origin::Chosen { .. } => "chosen",
            Origin::Retry { .. } => "retry",
            Origin::Typed => "typed",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Scrambled; the clock starts with the first move.
    Ready,
    Running,
    Solved,
    /// A blind solve the player declared finished with the board not solved.
    Failed,
}

impl Status {
    /// Solved or failed: no move changes it any more.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Solved | Status::Failed)
    }
}

/// The most moves one attempt records (a solve of 10x10 is a few thousand; the bound keeps
/// what the page can make the backend hold finite).
pub const MAX_MOVES: usize = 1_000_000;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("no tile can move {0:?}")]
    Illegal(Direction),
    #[error("cell {index} is not on the {width}x{height} board")]
    OffBoard { index: u32, width: u32, height: u32 },
    #[error("cell {0} is not in the blank's row or column")]
    NotInLine(u32),
    #[error("the puzzle is solved; scramble again")]
    Solved,
    #[error("this blind solve is over; scramble again")]
    Over,
    #[error("only a blind solve is declared finished; this one stops when the tiles are home")]
    NotBlind,
    #[error("make a move first: a blind solve starts with its first move")]
    NotStarted,
    #[error("this attempt has reached {0} moves, the most one attempt keeps; scramble again")]
    HistoryFull(usize),
    #[error("this attempt has used {0} pauses, the most one attempt keeps; play on or scramble again")]
    ControlsFull(usize),
    #[error("the solve is paused; resume it first")]
    Paused,
    #[error("{0}")]
    NotNow(&'static str),
}

/// The solver's help, noted in the log when it is given: a hint (the next move), or Solve
/// (every move from here, which the page then plays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aid {
    Hint,
    Solve,
}

impl Aid {
    pub fn help(self) -> Assist {
        match self {
            Aid::Hint => Assist::Hint,
            Aid::Solve => Assist::Solve,
        }
    }
}

/// One entry of an attempt's event log: a move, a pause or its end, an aid, or the wait for
/// an aid's answer (the clock held until it comes, or until the player moves on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Move(Move),
    Pause,
    Resume,
    Aid(Aid),
    Wait,
}

impl Event {
    /// The help this event is, if any: an aid or a pause (an attempt's helps are its log's).
    pub fn assist(self) -> Option<Assist> {
        match self {
            Event::Aid(aid) => Some(aid.help()),
            Event::Pause => Some(Assist::Pause),
            Event::Move(_) | Event::Resume | Event::Wait => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedEvent {
    pub event: Event,
    pub at: Millis,
}

/// What a move did: the cells whose tile changed, and the status after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub changed: Vec<usize>,
    pub status: Status,
}

/// The result figures of a solve.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub time: Millis,
    /// Single-tile moves: every tile moved counts one.
    pub moves: u32,
    /// Multi-tile moves: a segment slide counts one.
    pub multi_moves: u32,
    /// Single-tile moves per second; none for a solve that took no measurable time.
    pub tps: Option<f64>,
    /// The scramble's Manhattan distance (a run's: its legs' scrambles' together).
    pub md: u32,
    /// Moves over that distance; none when it is 0.
    pub mmd: Option<f64>,
}

impl Summary {
    /// The figures of `moves` (and `multi_moves`) in `time` from scrambles at distance `md`.
    pub fn new(time: Millis, moves: u32, multi_moves: u32, md: u32) -> Summary {
        let secs = time.as_secs_f64();
        let tps = (secs > 0.0).then(|| f64::from(moves) / secs);
        Summary { time, moves, multi_moves, tps, md, mmd: crate::fifteen::board::mmd(moves.into(), md) }
    }
}
