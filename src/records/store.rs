//! The records on disk: a snapshot, `records.json`, and the changes made since, one JSON line
//! each in the log the snapshot names, `records.<n>.log`. Recording a game appends one line and
//! flushes it, a few hundred bytes however long the history; the log is folded into a new
//! snapshot (`compact`) when the app starts with a long one, off the thread that paints.
//!
//! - Missing: start empty.
//! - Corrupt snapshot (not JSON, truncated, empty, wrong shape): moved aside as
//!   `records.corrupt-<timestamp>.json`, start empty, and say where it went.
//! - A log line cut short (a save killed mid-line, never acknowledged): dropped. A damaged
//!   line before the end: the changes before it are kept, the log is moved aside as
//!   `records.<n>.corrupt-<timestamp>.log`, and the player is told.
//! - Older schema: migrated in memory, written in the current schema by the next compaction.
//! - Newer schema: opened read-only (whatever this version understands of it), never written.
//! - Another Tessera already holds the lock: opened read-only, never written.
//! - The file is marked read-only (by the player, a backup tool, a synced folder): opened
//!   read-only, never written, on every system (Unix would let a rename replace it anyway).
//!
//! Crash safety: a line is acknowledged once it is flushed to disk. A compaction writes the
//! new snapshot to a temporary file, flushes it and renames it over the old one; the snapshot
//! names a new, empty log, and only then is the old log removed. A crash at any point leaves
//! the old snapshot with its whole log, or the new one (a leftover old log is removed at the
//! next start).

use super::change::Change;
use super::document::{decode, Decoded, SCHEMA, STORE_SCHEMA};
use super::notice::{shown, LogProblem, Notice, ReadOnly};
use super::files::{held_by_another_program, marked_read_only, move_aside, read_bounded, remove_unfinished_saves, sync_dir, write_atomic};
use super::Records;
use serde::{Deserialize, Serialize};
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use thiserror::Error;

const FILE_NAME: &str = "records.json";
const LOCK_NAME: &str = "records.lock";
/// A log longer than this (or than a quarter of the snapshot, when that is more) is folded
/// into a new snapshot at the next start.
const COMPACT_AT: u64 = 1 << 20;
/// The most of a snapshot or a log that is read: past any history a player could make (100,000
/// games and 100,000 solves are about 40 MB of snapshot).
const MAX_RECORDS_BYTES: u64 = 1 << 30;

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("records are read-only: {0}")]
    ReadOnly(ReadOnly),
    #[error("could not save records in {dir}: {source}")]
    Write { dir: String, source: std::io::Error },
    /// Windows only: another program (an editor, a backup or virus scanner) has the file open
    /// without letting it be replaced, for longer than `write_atomic` waits.
    #[error("could not save records in {dir}: {file} is open in another program ({source}); close it and the next save writes everything")]
    Held { dir: String, file: String, source: std::io::Error },
    #[error("not a Tessera records file: {0}")]
    Invalid(String),
    #[error("records could not be written out: {0}")]
    Encode(String),
}

/// An open records store.
pub struct Store {
    dir: PathBuf,
    read_only: Option<ReadOnly>,
    _lock: Option<File>,
    /// The number of the log that continues the snapshot (`records.<log>.log`).
    log: AtomicU64,
    /// Whether the log should be folded into a new snapshot: missing or migrated snapshot,
    /// a damaged log moved aside, or a long log.
    compact: bool,
}

/// What opening found: the records, the store to save them to, and anything the player should
/// be told (a file moved aside, a read-only store).
pub struct Opened {
    pub records: Records,
    pub store: Store,
    pub notice: Vec<Notice>,
}

/// What the snapshot gave: its records, its log's number, whether it must be rewritten, its
/// size, and whether it is this version's own (only then are other logs leftovers).
struct Snapshot {
    records: Records,
    log: u64,
    compact: bool,
    bytes: u64,
    current: bool,
}

impl Store {
    /// Opens (or starts) the records in `dir`. Never fails: problems become a notice and, where
    /// writing could lose something, a read-only store.
    pub fn open(dir: &Path) -> Opened {
        let store = |read_only: Option<ReadOnly>, lock: Option<File>, log: u64, compact: bool| Store {
            dir: dir.to_path_buf(),
            compact: compact && read_only.is_none(),
            read_only,
            _lock: lock,
            log: AtomicU64::new(log),
        };
        // A directory that cannot be made (a file in its place, a drive that is gone) gives the
        // same answer on every system: read-only, and why. (Reading a file under a file is
        // "not a directory" on Unix but "not found", an empty history, on Windows.)
        if let Err(e) = std::fs::create_dir_all(dir) {
            let why = ReadOnly::NoDirectory { dir: shown(dir), error: e.to_string() };
            let notice = vec![Notice::ReadOnly(why.clone())];
            return Opened { records: Records::default(), store: store(Some(why), None, 0, false), notice };
        }
        let lock = OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(LOCK_NAME));
        let (lock, mut read_only) = match lock {
            Ok(file) => match file.try_lock() {
                Ok(()) => (Some(file), None),
                Err(_) => (None, Some(ReadOnly::OtherWindow)),
            },
            // Cannot even create the lock: saving will fail too; say so when it does.
            Err(_) => (None, None),
        };
        let path = dir.join(FILE_NAME);
        if lock.is_some() {
            // This window holds the lock: no other is saving, so any half-written save is left
            // over from one that was killed.
            remove_unfinished_saves(dir);
        }
        if read_only.is_none() && marked_read_only(&path) {
            read_only = Some(ReadOnly::Marked { path: shown(&path), at_start: true });
        }
        let mut notice: Vec<Notice> = read_only.iter().cloned().map(Notice::ReadOnly).collect();
        let snapshot = read_snapshot(&path, &mut read_only, &mut notice);
        let writable = read_only.is_none();
        let (mut records, log) = (snapshot.records, snapshot.log);
        let mut compact = snapshot.compact;
        if writable && snapshot.current {
            remove_other_logs(dir, log);
        }
        let log_path = log_path(dir, log);
        match replay_log(&log_path, &mut records, writable) {
            Ok(bytes) => compact |= bytes > COMPACT_AT.max(snapshot.bytes / 4),
            Err(LogDamage { line, problem }) => {
                let told = match writable.then(|| move_aside(&log_path)) {
                    Some(Ok(aside)) => {
                        compact = true;
                        Notice::LogMovedAside { line, problem, aside: shown(&aside) }
                    }
                    Some(Err(e)) => {
                        read_only = Some(ReadOnly::Stuck { path: shown(&log_path), error: e.to_string() });
                        Notice::LogStuck { path: shown(&log_path), line, problem }
                    }
                    None => Notice::LogShown { line, problem },
                };
                notice.push(told);
            }
        }
        Opened { records, store: store(read_only, lock, log, compact), notice }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    /// The log this store appends to now.
    pub fn log_path(&self) -> PathBuf {
        log_path(&self.dir, self.log.load(Ordering::SeqCst))
    }

    pub fn read_only(&self) -> Option<&ReadOnly> {
        self.read_only.as_ref()
    }

    /// Whether the log should be folded into a new snapshot (`compact`) before it grows on:
    /// the snapshot is missing or of an older schema, the log was damaged, or it is long.
    pub fn wants_compaction(&self) -> bool {
        self.compact
    }

    /// Whether saves can be written; why not if not.
    pub fn writable(&self) -> Result<(), StoreError> {
        if let Some(why) = &self.read_only {
            return Err(StoreError::ReadOnly(why.clone()));
        }
        let path = self.path();
        if marked_read_only(&path) {
            // Since this window opened it: Windows would refuse the rename, Unix would not.
            return Err(StoreError::ReadOnly(ReadOnly::Marked { path: shown(&path), at_start: false }));
        }
        Ok(())
    }

    /// Appends changes, each already encoded (`encode_change`), to the log and flushes them to
    /// disk: once this returns they survive a crash.
    pub fn append(&self, lines: &[String]) -> Result<(), StoreError> {
        self.writable()?;
        let path = self.log_path();
        let mut text = String::with_capacity(lines.iter().map(|l| l.len() + 1).sum());
        for line in lines {
            text.push_str(line);
            text.push('\n');
        }
        let created = !path.exists();
        let written = OpenOptions::new().create(true).append(true).open(&path).and_then(|mut file| {
            file.write_all(text.as_bytes())?;
            file.sync_data()
        });
        if created {
            sync_dir(&self.dir);
        }
        written.map_err(|source| self.error(&path, source))
    }

    /// Writes all records as a new snapshot that a new, empty log continues, then removes the
    /// old log.
    pub fn compact(&self, records: &Records) -> Result<(), StoreError> {
        self.writable()?;
        let old = self.log.load(Ordering::SeqCst);
        let text = encode_snapshot(records, old + 1)?;
        let path = self.path();
        write_atomic(&path, text).map_err(|source| self.error(&path, source))?;
        self.log.store(old + 1, Ordering::SeqCst);
        // A log that stays is removed at the next start; the snapshot no longer names it.
        if std::fs::remove_file(log_path(&self.dir, old)).is_ok() {
            sync_dir(&self.dir);
        }
        Ok(())
    }

    /// The directory the records live in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn error(&self, path: &Path, source: std::io::Error) -> StoreError {
        let dir = self.dir.display().to_string();
        match held_by_another_program(&source) {
            true => StoreError::Held { dir, file: path.display().to_string(), source },
            false => StoreError::Write { dir, source },
        }
    }
}

/// A change as one line of the log.
pub fn encode_change(change: &Change) -> Result<String, StoreError> {
    serde_json::to_string(change).map_err(|e| StoreError::Encode(e.to_string()))
}

/// The snapshot's text: the records, and the number of the log that continues them.
fn encode_snapshot(records: &Records, log: u64) -> Result<String, StoreError> {
    #[derive(Serialize)]
    struct Borrowed<'a> {
        schema: u64,
        log: u64,
        records: &'a Records,
    }
    serde_json::to_string(&Borrowed { schema: STORE_SCHEMA, log, records }).map_err(|e| StoreError::Encode(e.to_string()))
}

fn log_path(dir: &Path, log: u64) -> PathBuf {
    dir.join(format!("records.{log}.log"))
}

/// Reads the snapshot at `path`; problems go into `read_only` and `notice` as `open` says.
fn read_snapshot(path: &Path, read_only: &mut Option<ReadOnly>, notice: &mut Vec<Notice>) -> Snapshot {
    let empty = |compact| Snapshot { records: Records::default(), log: 0, compact, bytes: 0, current: false };
    let bytes = match read_bounded(path, MAX_RECORDS_BYTES) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return empty(true),
        Err(e) => {
            let why = ReadOnly::Unreadable { path: shown(path), error: e.to_string() };
            *notice = vec![Notice::LeftAsItIs(why.clone())];
            *read_only = Some(why);
            return empty(false);
        }
        Ok(bytes) => bytes,
    };
    let size = bytes.len() as u64;
    // This version's snapshot, in one pass straight into the records.
    #[derive(Deserialize)]
    struct Current {
        schema: u64,
        log: u64,
        records: Records,
    }
    if let Ok(Current { schema: STORE_SCHEMA, log, records }) = serde_json::from_slice::<Current>(&bytes) {
        return Snapshot { records, log, compact: false, bytes: size, current: true };
    }
    let migrated = |records| Snapshot { records, log: 0, compact: true, bytes: size, current: false };
    match decode(&bytes) {
        // A records file of schema 2, before the log: the same records, rewritten as a snapshot.
        Ok(Decoded::Current(records)) => migrated(records),
        Ok(Decoded::Migrated(records, from)) => {
            *notice = vec![Notice::Upgraded { from, to: SCHEMA }];
            migrated(records)
        }
        Ok(Decoded::Newer(records, schema)) => {
            let why = ReadOnly::Newer { path: shown(path), schema };
            *notice = vec![Notice::Newer(why.clone())];
            *read_only = Some(why);
            Snapshot { records, log: 0, compact: false, bytes: size, current: false }
        }
        Err(problem) if read_only.is_none() => {
            *notice = vec![match move_aside(path) {
                Ok(aside) => Notice::FileMovedAside { problem, aside: shown(&aside) },
                Err(e) => {
                    *read_only = Some(ReadOnly::Stuck { path: shown(path), error: e.to_string() });
                    Notice::FileStuck { path: shown(path), problem }
                }
            }];
            empty(true)
        }
        Err(problem) => {
            *notice = vec![Notice::FileHeld { problem }];
            empty(false)
        }
    }
}

/// Where the log stopped making sense: its line (from 1) and why.
struct LogDamage {
    line: usize,
    problem: LogProblem,
}

/// Applies the log at `path` to `records`; answers its length in bytes. A last line without
/// its newline is a write cut short, never acknowledged: dropped, and cut off the file when
/// `writable` so that the next line starts on a line of its own.
fn replay_log(path: &Path, records: &mut Records, writable: bool) -> Result<u64, LogDamage> {
    let bytes = match read_bounded(path, MAX_RECORDS_BYTES) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(LogDamage { line: 0, problem: LogProblem::Unreadable(e.to_string()) }),
    };
    let whole = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    if whole < bytes.len() && writable {
        let cut = OpenOptions::new().write(true).open(path).and_then(|f| {
            f.set_len(whole as u64)?;
            f.sync_all()
        });
        if let Err(e) = cut {
            return Err(LogDamage { line: 0, problem: LogProblem::CutShort(e.to_string()) });
        }
    }
    for (index, line) in bytes[..whole].split(|&b| b == b'\n').enumerate() {
        if line.is_empty() {
            continue;
        }
        match serde_json::from_slice::<Change>(line) {
            Ok(change) => records.replay(change),
            Err(e) => return Err(LogDamage { line: index + 1, problem: LogProblem::NotAChange(e.to_string()) }),
        }
    }
    Ok(whole as u64)
}

/// Removes every log but `keep`: left over from a compaction killed before it removed the log
/// it replaced. Only for the lock holder.
fn remove_other_logs(dir: &Path, keep: u64) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let number = name.strip_prefix("records.").and_then(|n| n.strip_suffix(".log")).and_then(|n| n.parse::<u64>().ok());
        if number.is_some_and(|n| n != keep) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}
