//! Where the records' saves are asked for and their outcome is told (`Saves`): the book asks
//! (a change's line, a compaction, a journal file's update), the writer thread (`saver.rs`)
//! takes what to write next and settles it, and whoever must wait for the disk (the app's
//! exit, tests) waits here.

use crate::l10n::said::Said;
use crate::journal_files::GameFile;
use std::sync::{Condvar, Mutex, MutexGuard};
use tessera::records::journal::Journal;
use tessera::records::journal_writer::Update;

/// Where saves are asked for and their outcome is told: shared by the book (which asks), the
/// writer thread (which writes) and whoever must wait for the disk (the app's exit, tests).
#[derive(Default)]
pub struct Saves {
    progress: Mutex<Progress>,
    pub(crate) changed: Condvar,
}

#[derive(Default)]
pub(crate) struct Progress {
    /// Saves asked for so far: a change's line each, or a compaction.
    asked: u64,
    /// The latest save written (or failed): every save up to it is settled.
    settled: u64,
    /// Why the latest save failed, if it did.
    error: Option<Said>,
    /// The lines of changes not yet appended, in order.
    lines: Vec<String>,
    /// The next write is a compaction, which takes every line queued so far with it.
    compact: bool,
    /// A write failed: the next save asked for is a compaction.
    repair: bool,
    pub(crate) stopping: bool,
    /// The writer thread runs (false when it could not start or has stopped): only then will
    /// saves asked for be settled.
    pub(crate) writing: bool,
    /// What to do to the games' journal files, in the order asked (each game's file only
    /// grows while it is played: `records::journal_writer`). Written after any records save asked
    /// before it.
    games: Vec<(GameFile, Update)>,
    /// `journal.json` must be written again with `unsaved` (or removed, when it is empty).
    rewrite_unsaved: bool,
    /// Lines whose append failed and that no snapshot holds yet: kept in the journal.
    unsaved: Vec<String>,
    /// Journal writes asked for, and done.
    journal_asked: u64,
    journal_done: u64,
}

impl Progress {
    /// Asks for `journal.json` to be written again with the changes not saved yet.
    fn ask_unsaved(&mut self) {
        self.rewrite_unsaved = true;
        self.journal_asked += 1;
    }
}

/// What a records job writes.
pub(crate) enum Write {
    /// Changes' lines, appended to the log.
    Lines(Vec<String>),
    /// The whole records, as a new snapshot.
    Whole(tessera::records::Records),
}

/// What the writer does next.
pub(crate) enum Job {
    /// These lines, through this ticket.
    Append(u64, Vec<String>),
    Compact,
    /// The games' files to bring up to date, and `journal.json`'s text when it is to be
    /// written again (none inside: removed), through this ticket.
    Journal(u64, Vec<(GameFile, Update)>, Option<Option<String>>),
}

impl Saves {
    pub(crate) fn progress(&self) -> MutexGuard<'_, Progress> {
        self.progress.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Asks for a change's line to be appended to the log.
    pub fn append(&self, line: String) {
        let mut p = self.progress();
        p.lines.push(line);
        p.asked += 1;
        if p.repair {
            p.compact = true;
        }
        drop(p);
        self.changed.notify_all();
    }

    /// Asks for the records, as they are when it is written, to become the new snapshot.
    pub fn compact(&self) {
        let mut p = self.progress();
        p.compact = true;
        p.asked += 1;
        drop(p);
        self.changed.notify_all();
    }

    /// Asks for a game's journal file to be brought up to date.
    pub fn journal(&self, file: GameFile, update: Update) {
        if update == Update::None {
            return;
        }
        let mut p = self.progress();
        p.games.push((file, update));
        p.journal_asked += 1;
        drop(p);
        self.changed.notify_all();
    }

    /// Asks for the whole journal to go (what it held is recorded): both games' files, and
    /// `journal.json` but for changes not saved since.
    pub fn clear_journal(&self) {
        let mut p = self.progress();
        p.games.extend([GameFile::Mines, GameFile::Fifteen].map(|f| (f, Update::Clear)));
        p.ask_unsaved();
        drop(p);
        self.changed.notify_all();
    }

    /// These lines could not be appended: the journal keeps them until a snapshot does.
    pub(crate) fn unsaved(&self, lines: Vec<String>) {
        let mut p = self.progress();
        p.unsaved.extend(lines);
        p.ask_unsaved();
    }

    /// A snapshot holds every change: the journal need not keep any.
    pub(crate) fn saved_all(&self) {
        let mut p = self.progress();
        if !p.unsaved.is_empty() {
            p.unsaved.clear();
            p.ask_unsaved();
        }
    }

    /// Waits until the journal is written as last asked.
    pub fn flush_journal(&self) {
        let mut p = self.progress();
        let ticket = p.journal_asked;
        while p.journal_done < ticket && p.writing {
            p = self.changed.wait(p).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// Why the latest save failed, if it did (and none has succeeded since).
    pub fn last_error(&self) -> Option<Said> {
        self.progress().error.clone()
    }

    /// Waits until every save asked for so far is on disk or has failed; the failure, if
    /// any. Never call it holding the book: the writer needs it.
    pub fn flush(&self) -> Option<Said> {
        let mut p = self.progress();
        let ticket = p.asked;
        while p.settled < ticket && p.writing {
            p = self.changed.wait(p).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        if p.settled < ticket {
            return Some(Said::new("error-writer-stopped"));
        }
        p.error.clone()
    }

    /// The next thing to write, once one is asked for: the records first (a game recorded is
    /// on disk before the journal forgets it), then the journal; `None` when stopping with
    /// none left.
    pub(crate) fn next(&self) -> Option<Job> {
        let mut p = self.progress();
        loop {
            if p.compact {
                return Some(Job::Compact);
            }
            if !p.lines.is_empty() {
                return Some(Job::Append(p.asked, std::mem::take(&mut p.lines)));
            }
            if !p.games.is_empty() || p.rewrite_unsaved {
                let unsaved = std::mem::take(&mut p.rewrite_unsaved).then(|| unsaved_text(&p.unsaved));
                return Some(Job::Journal(p.journal_asked, std::mem::take(&mut p.games), unsaved));
            }
            if p.stopping {
                return None;
            }
            p = self.changed.wait(p).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// Starts a compaction: the lines queued so far are in the records about to be written
    /// (the caller holds the book, so no change comes between); the ticket it settles.
    pub(crate) fn take_for_compaction(&self) -> u64 {
        let mut p = self.progress();
        p.lines.clear();
        p.compact = false;
        p.repair = false;
        p.asked
    }

    pub(crate) fn journal_written(&self, ticket: u64) {
        let mut p = self.progress();
        p.journal_done = p.journal_done.max(ticket);
        self.changed.notify_all();
    }

    pub(crate) fn settle(&self, ticket: u64, error: Option<Said>) {
        let mut p = self.progress();
        p.settled = p.settled.max(ticket);
        p.repair |= error.is_some();
        p.error = error;
        self.changed.notify_all();
    }
}

/// `journal.json`'s text: the changes whose save failed; none when there are none (the file
/// is removed).
fn unsaved_text(unsaved: &[String]) -> Option<String> {
    let unsaved = unsaved.iter().filter_map(|line| serde_json::from_str(line).ok()).collect();
    Journal { unsaved, ..Journal::default() }.encode()
}

