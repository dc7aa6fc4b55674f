//! Why a replay refuses a record (`replay::ReplayError`), as values: the board it is not, the
//! action it cannot play, how record and replay differ. The app words each in the player's
//! language; `Display` is the English, which the CLI prints (`records verify`).

use crate::fifteen::text::ParseError;
use crate::fifteen::MoveError;
use crate::minesweeper::ActionError;
use std::fmt;

/// The board a record's replay should have dealt and did not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadBoard {
    /// Its board is not one of its table's (the table's key).
    OfTable(String),
    /// The board dealt is not the one its seed deals.
    SeedDeals,
    /// Its scramble cannot be read.
    Scramble(ParseError),
    /// Its scramble is not of its table's size (the table's key).
    ScrambleOf(String),
}

/// Why an action of a record's log cannot be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unplayable {
    Mines(ActionError),
    Fifteen(MoveError),
    /// A pause in a practice run, which is never paused.
    RunNeverPaused,
}

/// How a record and its replay disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// A journal's game in progress whose log ends it (a 15-puzzle attempt: finishes it).
    LogEndsGame,
    LogFinishesAttempt,
    NoCellOpened,
    NoMoveMade,
    /// The record's figures and the replay's, as data.
    Differs { recorded: String, replayed: String },
}

impl fmt::Display for BadBoard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadBoard::OfTable(key) => write!(f, "a board of this table ({key})"),
            BadBoard::SeedDeals => f.write_str("the one its seed deals"),
            BadBoard::Scramble(e) => write!(f, "a scramble: {e}"),
            BadBoard::ScrambleOf(key) => write!(f, "a {key} scramble"),
        }
    }
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Mines(e) => e.fmt(f),
            Unplayable::Fifteen(e) => e.fmt(f),
            Unplayable::RunNeverPaused => f.write_str(crate::refusal::RUN_NEVER_PAUSED),
        }
    }
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::LogEndsGame => f.write_str("a game in progress, but its log ends it"),
            Mismatch::LogFinishesAttempt => f.write_str("an attempt in progress, but its log finishes it"),
            Mismatch::NoCellOpened => f.write_str("no cell was opened"),
            Mismatch::NoMoveMade => f.write_str("no move was made"),
            Mismatch::Differs { recorded, replayed } => write!(f, "recorded {recorded}, replayed {replayed}"),
        }
    }
}
