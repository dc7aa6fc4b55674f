//! Errors as the page receives them: `{ "kind": "...", "message": "..." }`.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use tessera::minesweeper::{ActionError, SpecError};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum CommandError {
    /// A board size or mine count out of range; the message gives the valid range.
    #[error("{0}")]
    InvalidSettings(#[from] SpecError),
    #[error("seed must be a whole number from 0 to 18446744073709551615 (got {0:?})")]
    InvalidSeed(String),
    /// A cell off the board.
    #[error("{0}")]
    OffBoard(ActionError),
    #[error("the game is over; start a new one")]
    GameOver,
}

impl CommandError {
    /// A stable name the page can switch on.
    pub fn kind(&self) -> &'static str {
        match self {
            CommandError::InvalidSettings(_) => "invalidSettings",
            CommandError::InvalidSeed(_) => "invalidSeed",
            CommandError::OffBoard(_) => "offBoard",
            CommandError::GameOver => "gameOver",
        }
    }
}

impl From<ActionError> for CommandError {
    fn from(e: ActionError) -> Self {
        match e {
            ActionError::GameOver => CommandError::GameOver,
            off_board @ ActionError::OffBoard { .. } => CommandError::OffBoard(off_board),
        }
    }
}

impl Serialize for CommandError {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut s = serializer.serialize_struct("CommandError", 2)?;
        s.serialize_field("kind", self.kind())?;
        s.serialize_field("message", &self.to_string())?;
        s.end()
    }
}
