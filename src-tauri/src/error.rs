//! Errors as the page receives them: `{ "kind": "...", "message": "..." }`, and for a
//! Minesweeper size or mine count out of range, `"range": { "field", "min", "max" }`.

use crate::inbox::InboxError;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use tessera::fifteen::practice::ModeError;
use tessera::fifteen::{MoveError, ShapeError};
use tessera::minesweeper::{ActionError, SpecError};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum CommandError {
    /// A board size or mine count out of range; the message gives the valid range.
    #[error("{0}")]
    InvalidSettings(#[from] SpecError),
    /// A 15-puzzle size out of range.
    #[error("{0}")]
    InvalidSize(#[from] ShapeError),
    /// A practice run out of range (legs, marathon length).
    #[error("{0}")]
    InvalidPractice(#[from] ModeError),
    #[error("seed must be a whole number from 0 to 18446744073709551615 (got {0:?})")]
    InvalidSeed(String),
    /// A cell off the board.
    #[error("{0}")]
    OffBoard(ActionError),
    #[error("the game is over; start a new one")]
    GameOver,
    /// A typed 15-puzzle state that is malformed or cannot be solved.
    #[error("{0}")]
    InvalidState(String),
    /// A 15-puzzle move the position does not allow (the page ignores these quietly).
    #[error("{0}")]
    IllegalMove(MoveError),
    #[error("the puzzle is solved; scramble again")]
    Solved,
    /// Reading, saving, importing or exporting records failed; the message says why.
    #[error("{0}")]
    Records(String),
    /// UI settings that are not an object, too large, or cannot be saved.
    #[error("{0}")]
    Settings(String),
    /// The solver could not read the position (a board no game gives).
    #[error("the solver cannot read this position: {0}")]
    Solver(String),
    /// Auto-play asked for a number of moves out of range.
    #[error("moves must be between 1 and {1} (got {0})")]
    InvalidMoves(u32, u32),
    /// A review of a game that has not ended.
    #[error("the game is not over yet")]
    NotOver,
    /// The 15-puzzle's optimal solver cannot answer (a board too large for it).
    #[error("{0}")]
    Optimal(String),
    /// More than the backend keeps: moves too far ahead, a game's history, an import.
    #[error("{0}")]
    Limit(String),
    /// An undo, pause or resume the game does not allow now; the message says why.
    #[error("{0}")]
    NotNow(String),
    /// A 15-puzzle move meant for another board, or sent twice (the page resynchronises).
    #[error("{0}")]
    StaleMove(InboxError),
}

impl CommandError {
    /// A stable name the page can switch on.
    pub fn kind(&self) -> &'static str {
        match self {
            CommandError::InvalidSettings(_) => "invalidSettings",
            CommandError::InvalidSize(_) => "invalidSettings",
            CommandError::InvalidPractice(_) => "invalidSettings",
            CommandError::InvalidSeed(_) => "invalidSeed",
            CommandError::OffBoard(_) => "offBoard",
            CommandError::GameOver => "gameOver",
            CommandError::InvalidState(_) => "invalidState",
            CommandError::IllegalMove(_) => "illegalMove",
            CommandError::Solved => "solved",
            CommandError::Records(_) => "records",
            CommandError::Settings(_) => "settings",
            CommandError::Solver(_) => "solver",
            CommandError::InvalidMoves(..) => "invalidMoves",
            CommandError::NotOver => "notOver",
            CommandError::Optimal(_) => "optimal",
            CommandError::Limit(_) => "limit",
            CommandError::StaleMove(_) => "staleMove",
            CommandError::NotNow(_) => "notNow",
        }
    }
}

impl From<ActionError> for CommandError {
    fn from(e: ActionError) -> Self {
        match e {
            ActionError::GameOver => CommandError::GameOver,
            off_board @ ActionError::OffBoard { .. } => CommandError::OffBoard(off_board),
            full @ (ActionError::HistoryFull(_) | ActionError::ControlsFull(_)) => CommandError::Limit(full.to_string()),
            other @ (ActionError::Paused | ActionError::NotNow(_)) => CommandError::NotNow(other.to_string()),
        }
    }
}

impl From<MoveError> for CommandError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::Solved => CommandError::Solved,
            full @ (MoveError::HistoryFull(_) | MoveError::ControlsFull(_)) => CommandError::Limit(full.to_string()),
            other @ (MoveError::Paused | MoveError::NotNow(_)) => CommandError::NotNow(other.to_string()),
            other => CommandError::IllegalMove(other),
        }
    }
}

impl From<InboxError> for CommandError {
    fn from(e: InboxError) -> Self {
        match e {
            far @ InboxError::TooFarAhead { .. } => CommandError::Limit(far.to_string()),
            stale => CommandError::StaleMove(stale),
        }
    }
}

/// A board size or mine count out of range, as the page words it: which field, and its range.
#[derive(Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RangeDetail {
    pub field: &'static str,
    pub min: i64,
    pub max: i64,
}

impl CommandError {
    /// The field and range of a Minesweeper size or mine count out of range.
    pub fn range(&self) -> Option<RangeDetail> {
        use tessera::minesweeper::{MAX_SIDE, MIN_SIDE};
        let side = |field| RangeDetail { field, min: MIN_SIDE.into(), max: MAX_SIDE.into() };
        match self {
            CommandError::InvalidSettings(SpecError::Width(_)) => Some(side("width")),
            CommandError::InvalidSettings(SpecError::Height(_)) => Some(side("height")),
            CommandError::InvalidSettings(SpecError::Mines { max, .. }) => Some(RangeDetail { field: "mines", min: 1, max: (*max).into() }),
            _ => None,
        }
    }
}

impl Serialize for CommandError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let range = self.range();
        let mut s = serializer.serialize_struct("CommandError", 2 + usize::from(range.is_some()))?;
        s.serialize_field("kind", self.kind())?;
        s.serialize_field("message", &self.to_string())?;
        if let Some(range) = range {
            s.serialize_field("range", &range)?;
        }
        s.end()
    }
}
