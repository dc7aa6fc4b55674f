//! Errors as the page receives them: `{ "kind": "...", "message": "...", "said": { "id",
//! "args" } }` (the message in English; `said`, the catalogue's message that the page words in
//! the player's language), and for a Minesweeper size or mine count out of range,
//! `"range": { "field", "min", "max" }`.

use crate::inbox::InboxError;
use crate::l10n::errors::Says;
use crate::l10n::said::Said;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use tessera::fifteen::practice::ModeError;
use tessera::fifteen::{MoveError, ShapeError};
use tessera::minesweeper::{ActionError, SpecError};

#[derive(Debug)]
pub enum CommandError {
    /// A board size or mine count out of range; the message gives the valid range.
    InvalidSettings(SpecError),
    /// A 15-puzzle size out of range.
    InvalidSize(ShapeError),
    /// A practice run out of range (legs, marathon length).
    InvalidPractice(ModeError),
    InvalidSeed(String),
    /// A cell off the board.
    OffBoard(ActionError),
    GameOver,
    /// A typed 15-puzzle state that is malformed or cannot be solved.
    InvalidState(Said),
    /// A 15-puzzle move the position does not allow (the page ignores these quietly).
    IllegalMove(MoveError),
    Solved,
    /// Reading, saving, importing or exporting records failed; the message says why.
    Records(Said),
    /// UI settings that are not an object, too large, or cannot be saved.
    Settings(Said),
    /// The solver could not read the position (a board no game gives).
    Solver(Said),
    /// Auto-play asked for a number of moves out of range.
    InvalidMoves(u32, u32),
    /// A review of a game that has not ended.
    NotOver,
    /// The 15-puzzle's optimal solver cannot answer (a board too large for it).
    Optimal(Said),
    /// More than the backend keeps: moves too far ahead, a game's history, an import.
    Limit(Said),
    /// An undo, pause or resume the game does not allow now; the message says why.
    NotNow(Said),
    /// A 15-puzzle move meant for another board, or sent twice (the page resynchronises).
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

/// In English (logs, tests); the page says it in the player's language (`said`).
impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for CommandError {}

impl From<SpecError> for CommandError {
    fn from(e: SpecError) -> Self {
        CommandError::InvalidSettings(e)
    }
}

impl From<ShapeError> for CommandError {
    fn from(e: ShapeError) -> Self {
        CommandError::InvalidSize(e)
    }
}

impl From<ModeError> for CommandError {
    fn from(e: ModeError) -> Self {
        CommandError::InvalidPractice(e)
    }
}

impl From<ActionError> for CommandError {
    fn from(e: ActionError) -> Self {
        match e {
            ActionError::GameOver => CommandError::GameOver,
            off_board @ ActionError::OffBoard { .. } => CommandError::OffBoard(off_board),
            full @ (ActionError::HistoryFull(_) | ActionError::ControlsFull(_)) => CommandError::Limit(full.said()),
            other @ (ActionError::Paused | ActionError::NotNow(_)) => CommandError::NotNow(other.said()),
        }
    }
}

impl From<MoveError> for CommandError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::Solved => CommandError::Solved,
            full @ (MoveError::HistoryFull(_) | MoveError::ControlsFull(_)) => CommandError::Limit(full.said()),
            other @ (MoveError::Paused | MoveError::NotNow(_)) => CommandError::NotNow(other.said()),
            other => CommandError::IllegalMove(other),
        }
    }
}

impl From<InboxError> for CommandError {
    fn from(e: InboxError) -> Self {
        match e {
            far @ InboxError::TooFarAhead { .. } => CommandError::Limit(far.said()),
            stale => CommandError::StaleMove(stale),
        }
    }
}

/// The message of a seed that is not one.
fn invalid_seed(text: &str) -> Said {
    Said::new("error-seed").with("max", u64::MAX.to_string()).with("got", format!("{text:?}"))
}

impl CommandError {
    /// What the page says of it, in the player's language (its English is `Display`'s).
    pub fn said(&self) -> Said {
        match self {
            CommandError::InvalidSettings(e) => e.said(),
            CommandError::InvalidSize(e) => e.said(),
            CommandError::InvalidPractice(e) => e.said(),
            CommandError::InvalidSeed(text) => invalid_seed(text),
            CommandError::OffBoard(e) => e.said(),
            CommandError::GameOver => Said::new("error-game-over"),
            CommandError::IllegalMove(e) => e.said(),
            CommandError::Solved => Said::new("error-solved"),
            CommandError::Solver(why) => Said::new("error-solver").with("why", why.clone()),
            CommandError::InvalidMoves(got, max) => Said::new("error-auto-moves").with("max", *max).with("got", *got),
            CommandError::NotOver => Said::new("error-not-over"),
            CommandError::StaleMove(e) => e.said(),
            CommandError::InvalidState(said) | CommandError::Records(said) | CommandError::Settings(said) | CommandError::Optimal(said) | CommandError::Limit(said) | CommandError::NotNow(said) => said.clone(),
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
        let mut s = serializer.serialize_struct("CommandError", 3 + usize::from(range.is_some()))?;
        s.serialize_field("kind", self.kind())?;
        s.serialize_field("message", &self.to_string())?;
        s.serialize_field("said", &self.said())?;
        if let Some(range) = range {
            s.serialize_field("range", &range)?;
        }
        s.end()
    }
}
