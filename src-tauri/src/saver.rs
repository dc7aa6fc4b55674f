//! The records' writer thread. A finished game enters the records in memory at once, with the
//! answer to the action that ended it, and its change is queued as one line for the store's
//! log (`records::store`); the line is appended and flushed here, off the thread that answers
//! the page and paints, so no answer waits on the disk. Lines queued while others are written
//! go out together in the next append.
//!
//! A compaction (the whole records as a new snapshot) is asked for at start when the store
//! wants one, and after a write failed: the snapshot holds again every change whose line was
//! lost. Only a compaction copies the records, holding the book's lock for that copy alone.

use crate::book::RecordBook;
use crate::journal_files;
use crate::saves::{Job, Saves, Write};
use std::sync::{Arc, Mutex, Weak};
use std::thread::JoinHandle;
use crate::l10n::errors::Says;
use crate::l10n::said::Said;
use tessera::records::proofs::{Proof, ProofKey, ProofStore};

/// Writes the replays of games recorded since the last write; the book keeps each until it is
/// on disk (one that cannot be written is tried again with the next write). Then removes those
/// of games taken back out, after any write of them. Why one failed.
fn write_proofs(book: &Arc<Mutex<RecordBook>>, store: &tessera::records::store::Store, proofs: Vec<(ProofKey, Proof)>) -> Option<Said> {
    let replays = ProofStore::beside(store.dir());
    let mut error = None;
    let mut written = Vec::new();
    for (key, proof) in proofs {
        match replays.write(&key, &proof) {
            Ok(()) => written.push(key),
            Err(e) => drop(error.get_or_insert(Said::new("error-replay-not-saved").with("why", e.to_string()))),
        }
    }
    let gone = book.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).proofs_written(&written);
    for key in gone {
        if let Err(e) = replays.remove(&key) {
            error.get_or_insert(Said::new("error-replay-not-removed").with("why", e.to_string()));
        }
    }
    error
}

/// The writer thread of one record book; stopping it (drop) writes what is still asked for.
pub struct Saver {
    saves: Arc<Saves>,
    thread: Option<JoinHandle<()>>,
}

impl Saver {
    /// Starts the writer of `book`, given as it is (`opened`: the caller may hold its lock).
    pub fn start(book: &Arc<Mutex<RecordBook>>, opened: &RecordBook) -> Saver {
        let (saves, dir) = (Arc::clone(opened.saves()), opened.writable_dir());
        let weak: Weak<Mutex<RecordBook>> = Arc::downgrade(book);
        let queue = Arc::clone(&saves);
        saves.progress().writing = true;
        let thread = std::thread::Builder::new()
            .name("records-writer".into())
            .spawn(move || {
                while let Some(job) = queue.next() {
                    match job {
                        Job::Journal(ticket, games, unsaved) => {
                            // A journal that cannot be written costs only a crash's game.
                            if let Some(dir) = &dir {
                                journal_files::write(dir, &games, unsaved.as_ref().map(Option::as_deref));
                            }
                            queue.journal_written(ticket);
                        }
                        Job::Append(..) | Job::Compact => {
                            let Some(book) = weak.upgrade() else { break };
                            // What to write, taken under the book's lock: the lines queued, or a
                            // copy of the whole records (which the lines queued so far are in).
                            let (work, ticket) = {
                                let book = book.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                                match job {
                                    Job::Append(ticket, lines) => (book.store().map(|s| (s, Write::Lines(lines), book.unwritten_proofs())), ticket),
                                    _ => (book.snapshot().map(|(s, records, proofs)| (s, Write::Whole(records), proofs)), queue.take_for_compaction()),
                                }
                            };
                            let error = work.and_then(|(store, write, proofs)| {
                                let replays = write_proofs(&book, &store, proofs);
                                let written = match &write {
                                    Write::Lines(lines) => store.append(lines),
                                    Write::Whole(records) => store.compact(records),
                                };
                                let error = written.as_ref().err().map(Says::said);
                                match (written, write) {
                                    (Err(_), Write::Lines(lines)) => queue.unsaved(lines),
                                    (Ok(()), Write::Whole(_)) => queue.saved_all(),
                                    _ => {}
                                }
                                error.or(replays)
                            });
                            queue.settle(ticket, error);
                        }
                    }
                }
                queue.progress().writing = false;
                queue.changed.notify_all();
            })
            .ok();
        if thread.is_none() {
            saves.progress().writing = false;
        }
        Saver { saves, thread }
    }

    pub fn saves(&self) -> &Arc<Saves> {
        &self.saves
    }
}

impl Drop for Saver {
    fn drop(&mut self) {
        self.saves.progress().stopping = true;
        self.saves.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
