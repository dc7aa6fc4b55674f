//! The journal's files beside the records (`records::journal`): one per game in progress, which
//! only grows while it is played (`records::journal_writer`: a header, then what each action added), and
//! `journal.json` for the changes whose save failed. Written by the writer thread (`saver.rs`);
//! read at start, where what they hold is recorded (`RecordBook::recover`).

use std::io::Write;
use std::path::Path;
use tessera::records::files::read_bounded_text;
use tessera::records::journal::Journal;
use tessera::records::notice::{Game, Notice};
use tessera::records::journal_writer::{read_fifteen, read_mines, Update};

/// The most of a journal file that is read: far past any game's (an Expert game's log is a
/// couple of kilobytes) and any run of unsaved changes.
const MAX_JOURNAL_BYTES: u64 = 64 << 20;

/// The changes whose save failed (and, from an older Tessera, whole games in progress).
pub const JOURNAL: &str = "journal.json";

/// Which game's file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameFile {
    Mines,
    Fifteen,
}

impl GameFile {
    pub fn name(self) -> &'static str {
        match self {
            GameFile::Mines => "journal-mines.txt",
            GameFile::Fifteen => "journal-fifteen.txt",
        }
    }
}

fn remove(path: &Path) -> std::io::Result<()> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

/// Brings one game's file up to date: a game begun is written whole (to a temporary file
/// renamed over it, so a kill never leaves half a header), then each action's lines are
/// appended.
fn update(dir: &Path, file: GameFile, update: &Update) -> std::io::Result<()> {
    let path = dir.join(file.name());
    match update {
        Update::None => Ok(()),
        Update::Begin(text) => {
            let temp = dir.join(format!(".{}.saving", file.name()));
            std::fs::write(&temp, text)?;
            std::fs::rename(&temp, &path)
        }
        Update::Append(text) => std::fs::OpenOptions::new().append(true).open(&path)?.write_all(text.as_bytes()),
        Update::Clear => remove(&path),
    }
}

/// Writes what the writer was asked: the games' files in order, then `journal.json` when it
/// is to be written again (its text, or none: removed). A journal that cannot be written costs
/// only a crash's game: the next begin writes the game whole again.
pub fn write(dir: &Path, games: &[(GameFile, Update)], unsaved: Option<Option<&str>>) {
    for (file, change) in games {
        let _ = update(dir, *file, change);
    }
    match unsaved {
        Some(Some(text)) => {
            let temp = dir.join(".journal.json.saving");
            let _ = std::fs::write(&temp, text).and_then(|()| std::fs::rename(&temp, dir.join(JOURNAL)));
        }
        Some(None) => drop(remove(&dir.join(JOURNAL))),
        None => {}
    }
}

/// What the journal's files hold, and what to tell the player about a file that could not be
/// read (it is removed with the others once the records hold what could be).
pub fn read(dir: &Path) -> (Journal, Vec<Notice>) {
    let mut told = Vec::new();
    let mut journal = match read_bounded_text(&dir.join(JOURNAL), MAX_JOURNAL_BYTES) {
        Ok(text) => Journal::decode(&text).unwrap_or_else(|e| {
            told.push(Notice::JournalUnreadable { problem: e });
            Journal::default()
        }),
        Err(_) => Journal::default(),
    };
    let game = |file: GameFile, told: &mut Vec<Notice>| -> Option<String> {
        let text = read_bounded_text(&dir.join(file.name()), MAX_JOURNAL_BYTES).ok()?;
        Some(text).filter(|t| !t.trim().is_empty()).or_else(|| {
            told.push(Notice::JournalEmpty { file: file.name().to_string() });
            None
        })
    };
    if let Some(text) = game(GameFile::Mines, &mut told) {
        match read_mines(&text) {
            Ok(mines) => journal.mines = Some(mines),
            Err(e) => told.push(Notice::InProgressUnreadable { game: Game::Mines, problem: e.to_string() }),
        }
    }
    if let Some(text) = game(GameFile::Fifteen, &mut told) {
        match read_fifteen(&text) {
            Ok(fifteen) => journal.fifteen = Some(fifteen),
            Err(e) => told.push(Notice::InProgressUnreadable { game: Game::Fifteen, problem: e.to_string() }),
        }
    }
    (journal, told)
}
