//! What the player is told at start about their records, their settings and the games a crash
//! left, as values: the app words each in the player's language (`l10n/notices.rs` in the
//! app), and `Display` is the English, which tests and logs read. A detail the system or a
//! parser gives (an I/O error, why a file is not JSON) is carried as it came.

use std::fmt;
use std::path::Path;

/// Why this window cannot save the records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadOnly {
    /// The records' directory cannot be made.
    NoDirectory { dir: String, error: String },
    /// Another Tessera window holds the lock.
    OtherWindow,
    /// The records file carries the system's read-only mark (at start, or since).
    Marked { path: String, at_start: bool },
    /// The snapshot cannot be read, for a reason other than its absence.
    Unreadable { path: String, error: String },
    /// The snapshot was written by a newer Tessera.
    Newer { path: String, schema: u64 },
    /// A damaged file could not be moved out of the way.
    Stuck { path: String, error: String },
}

/// Which file of the records could not be read at start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Damaged {
    /// The snapshot, `records.json`.
    File,
    /// The log of changes since it.
    Log,
}

/// Why a line of the records' log made no sense.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogProblem {
    Unreadable(String),
    /// Its last line was cut short and could not be cut off.
    CutShort(String),
    NotAChange(String),
}

/// Which game a journal of a game in progress kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Mines,
    Fifteen,
}

/// One thing the player is told at start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// This window cannot save (the lock, the mark, a missing directory).
    ReadOnly(ReadOnly),
    /// The snapshot could not be read and was left as it is; nothing is saved.
    LeftAsItIs(ReadOnly),
    /// A newer Tessera wrote the records; nothing is saved.
    Newer(ReadOnly),
    Upgraded { from: u64, to: u64 },
    /// The snapshot could not be read and was moved aside; new records were started.
    FileMovedAside { problem: String, aside: String },
    /// It could not be moved aside either; nothing is saved.
    FileStuck { path: String, problem: String },
    /// It could not be read while another window holds the lock.
    FileHeld { problem: String },
    /// The log was damaged at a line: the games before it were kept, and it was moved aside.
    LogMovedAside { line: usize, problem: LogProblem, aside: String },
    LogStuck { path: String, line: usize, problem: LogProblem },
    /// The same, in a window that does not write: the games before it are shown.
    LogShown { line: usize, problem: LogProblem },
    /// The records were moved from where an earlier Tessera kept them.
    Moved { from: String, to: String },
    NotMoved { from: String, to: String, error: String },
    NoDataDirectory,
    /// The journal of unsaved changes.
    JournalUnreadable { problem: String },
    JournalEmpty { file: String },
    InProgressUnreadable { game: Game, problem: String },
    /// Games whose save had failed, recorded from the journal; one that could not be.
    SavesRecorded { count: usize },
    SaveNotRecorded { why: String },
    /// The game in progress at a crash, by its table's key: recorded as a loss (a DNF), or not.
    RecordedAsLost { game: Game, table: String },
    NotRecorded { game: Game, table: String, why: String },
    /// The settings file could not be read: moved aside, left (a window that does not write),
    /// or stuck.
    SettingsMovedAside { problem: String, aside: String },
    SettingsLeft { problem: String },
    SettingsStuck { path: String, problem: String, error: String },
}

/// A path as the notices show it.
pub fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// Notices in English, one after another (`None` when there are none).
pub fn english(notices: &[Notice]) -> Option<String> {
    (!notices.is_empty()).then(|| notices.iter().map(Notice::to_string).collect::<Vec<_>>().join(" "))
}

impl fmt::Display for ReadOnly {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadOnly::NoDirectory { dir, error } => write!(f, "{dir} cannot be created ({error})"),
            ReadOnly::OtherWindow => f.write_str("another Tessera window is using these records"),
            ReadOnly::Marked { path, at_start: true } => write!(f, "{path} is marked read-only (clear the mark to save again)"),
            ReadOnly::Marked { path, at_start: false } => write!(f, "{path} is marked read-only"),
            ReadOnly::Unreadable { path, error } => write!(f, "{path} cannot be read ({error})"),
            ReadOnly::Newer { path, schema } => write!(f, "{path} was written by a newer Tessera (schema {schema})"),
            ReadOnly::Stuck { path, error } => write!(f, "{path} is damaged and could not be moved aside ({error})"),
        }
    }
}

impl fmt::Display for LogProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LogProblem::Unreadable(e) => write!(f, "cannot be read: {e}"),
            LogProblem::CutShort(e) => write!(f, "its last line, cut short, could not be removed: {e}"),
            LogProblem::NotAChange(e) => write!(f, "not a change: {e}"),
        }
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Notice::*;
        let game = |game: &Game| match game {
            Game::Mines => "game",
            Game::Fifteen => "attempt",
        };
        match self {
            ReadOnly(why) => write!(f, "Records are read-only: {why}. Results of this window are not saved."),
            LeftAsItIs(why) => write!(f, "Records are read-only: {why}. It was left as it is."),
            Newer(why) => write!(f, "Records are read-only: {why}. Update Tessera to add to them."),
            Upgraded { from, to } => write!(f, "Records were upgraded from schema {from} to {to}."),
            FileMovedAside { problem, aside } => write!(f, "The records file could not be read ({problem}); it was moved to {aside} and new records were started."),
            FileStuck { path, problem } => write!(f, "The records file {path} is damaged ({problem}) and could not be moved aside; records are read-only."),
            FileHeld { problem } => write!(f, "The records file could not be read ({problem}); another Tessera window has it open."),
            LogMovedAside { line, problem, aside } => {
                write!(f, "The records log was damaged at line {line} ({problem}); the games before it were kept and the log was moved to {aside}.")
            }
            LogStuck { path, line, problem } => write!(f, "The records log {path} is damaged at line {line} ({problem}); records are read-only."),
            LogShown { line, problem } => write!(f, "The records log was damaged at line {line} ({problem}); the games before it are shown."),
            Moved { from, to } => write!(f, "Your records were moved from {from} to {to}, where Tessera keeps them from now on."),
            NotMoved { from, to, error } => write!(f, "Your records stay in {from}: they could not be moved to {to} ({error})."),
            NoDataDirectory => f.write_str("No data directory was found; records of this session are not saved."),
            JournalUnreadable { problem } => write!(f, "The journal of unsaved changes could not be read ({problem}); it was removed."),
            JournalEmpty { file } => write!(f, "The journal of the game in progress ({file}) was empty; it was removed."),
            InProgressUnreadable { game: Game::Mines, problem } => write!(f, "The Minesweeper game in progress could not be read back ({problem})."),
            InProgressUnreadable { game: Game::Fifteen, problem } => write!(f, "The 15-puzzle attempt in progress could not be read back ({problem})."),
            SavesRecorded { count: 1 } => f.write_str("A game whose save had failed before Tessera stopped was recorded from the journal."),
            SavesRecorded { count } => write!(f, "{count} games whose saves had failed before Tessera stopped were recorded from the journal."),
            SaveNotRecorded { why } => write!(f, "A game whose save had failed was not recorded: {why}."),
            RecordedAsLost { game: Game::Mines, table } => write!(f, "The {} game in progress when Tessera stopped was recorded as a loss.", super::table_name(table)),
            RecordedAsLost { game: Game::Fifteen, table } => write!(f, "The {} attempt in progress when Tessera stopped was recorded as a DNF.", super::table_name(table)),
            NotRecorded { game: g, table, why } => write!(f, "The {} {} in progress when Tessera stopped was not recorded: {why}.", super::table_name(table), game(g)),
            SettingsMovedAside { problem, aside } => write!(f, "The settings file could not be read ({problem}); it was moved to {aside} and the defaults are used."),
            SettingsLeft { problem } => write!(f, "The settings file could not be read ({problem}); this window uses the defaults."),
            SettingsStuck { path, problem, error } => write!(f, "The settings file {path} could not be read ({problem}) nor moved aside ({error}); the defaults are used."),
        }
    }
}
