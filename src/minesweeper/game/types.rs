//! What a Minesweeper game takes and answers: an action on a cell, its time, the game's
//! status, what a cell shows, the clicks and the summary, what an action changed, and why one
//! is refused.

use crate::minesweeper::grid::Coord;
use crate::time::Millis;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One thing a player does to a cell. Which button or key means which action is the shell's
/// business; the engine sees only these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Action {
    /// Open a covered (or question-marked) cell; flags protect a cell from this.
    Reveal(Coord),
    /// Toggle a flag: covered or ? becomes a flag, a flag becomes covered.
    Flag(Coord),
    /// Step the question mark: covered or flagged becomes ?, ? becomes covered.
    Question(Coord),
    /// On an open number whose flagged neighbours match it, open all its other neighbours.
    Chord(Coord),
}

impl Action {
    pub fn at(self) -> Coord {
        match self {
            Action::Reveal(c) | Action::Flag(c) | Action::Question(c) | Action::Chord(c) => c,
        }
    }
}

/// An action with the clock reading it was applied at; a game's history is a list of these,
/// so a replay is the same list applied to a new game with the same seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedAction {
    pub action: Action,
    pub at: Millis,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// No cell opened yet: no mines placed (unless the layout was given), no clock running.
    Ready,
    Playing,
    Won,
    Lost,
}

/// What the player knows of a cell, including the reveal at the end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellView {
    Covered,
    Flagged,
    Questioned,
    Open(u8),
    /// After a loss: a mine that was not flagged.
    Mine,
    /// After a loss: a mine the player opened.
    Exploded,
    /// After a loss: a flag on a safe cell.
    WrongFlag,
}

impl CellView {
    /// One character per cell; the page and the CLI share these codes.
    pub fn code(self) -> char {
        match self {
            CellView::Covered => '#',
            CellView::Flagged => 'F',
            CellView::Questioned => '?',
            CellView::Open(n) => char::from(b'0' + n),
            CellView::Mine => '*',
            CellView::Exploded => 'X',
            CellView::WrongFlag => 'W',
        }
    }
}

/// How a game was played, as the community splits its bests: NF, no flag placed at any
/// moment (an undone flag was placed), or FL.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    Nf,
    Fl,
}

/// Clicks as competitive players count them: every click on the board while the game runs,
/// wasted ones included, since efficiency is meant to punish them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Clicks {
    pub left: u32,
    pub right: u32,
    pub chord: u32,
}

impl Clicks {
    pub fn total(self) -> u32 {
        self.left + self.right + self.chord
    }
}

/// The figures shown after a game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    pub time: Millis,
    pub three_bv: u32,
    /// The part of the 3BV the player completed: all of it after a win.
    pub solved_three_bv: u32,
    /// Solved 3BV per second; none for a game that took no measurable time.
    pub three_bv_per_s: Option<f64>,
    pub clicks: Clicks,
    /// Solved 3BV per click, in percent; none when no click was made.
    pub efficiency: Option<f64>,
}

/// What an action did: the cells whose view changed (row-major indices) and the new status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub changed: Vec<usize>,
    pub status: Status,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("cell ({row}, {col}) is off the {width}x{height} board")]
    OffBoard { row: u32, col: u32, width: u32, height: u32 },
    #[error("the game is over; start a new one")]
    GameOver,
    #[error("this game has reached {0} actions, the most one game keeps; start a new one")]
    HistoryFull(usize),
    #[error("this game has used {0} pauses and undos, the most one game keeps; play on or start a new one")]
    ControlsFull(usize),
    #[error("the game is paused; resume it first")]
    Paused,
    #[error("{0}")]
    NotNow(&'static str),
}
