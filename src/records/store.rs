//! The records file: one JSON document with a schema version, written atomically right after
//! each finished game, and never overwritten when it cannot be read.
//!
//! - Missing: start empty.
//! - Corrupt (not JSON, truncated, empty, wrong shape): moved aside as
//!   `records.corrupt-<timestamp>.json`, start empty, and say where it went.
//! - Older schema: migrated in memory, written in the current schema on the next save.
//! - Newer schema: opened read-only (whatever this version understands of it), never written.
//! - Another Tessera already holds the lock: opened read-only, never written.
//! - The file is marked read-only (by the player, a backup tool, a synced folder): opened
//!   read-only, never written, on every system (Unix would let a rename replace it anyway).
//!
//! A write goes to a temporary file in the same directory, is flushed to disk, then renamed
//! over the old file, so a crash leaves either the old file or the new one, never half of one.

use super::Records;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The schema this version writes. 2: games carry their proof (seed, board or scramble,
/// timed action log); a game of schema 1 keeps its place and has no replay.
pub const SCHEMA: u64 = 2;
const FILE_NAME: &str = "records.json";
const LOCK_NAME: &str = "records.lock";

#[derive(Debug, Error)]
pub enum StoreError {
    #[error("records are read-only: {0}")]
    ReadOnly(String),
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

/// An open records file.
pub struct Store {
    dir: PathBuf,
    read_only: Option<String>,
    _lock: Option<File>,
}

/// What opening found: the records, the store to save them to, and anything the player should
/// be told (a file moved aside, a read-only store).
pub struct Opened {
    pub records: Records,
    pub store: Store,
    pub notice: Option<String>,
}

/// The records directory: `TESSERA_DATA_DIR` when set (tests, portable installs), else the
/// platform data directory for Tessera.
pub fn default_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("TESSERA_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(PathBuf::from(dir));
    }
    platform_dir()
}

/// The system's own place for Tessera's data: `~/.local/share/tessera` on Linux (or under
/// `$XDG_DATA_HOME`), `~/Library/Application Support/org.Tessera.Tessera` on macOS,
/// `%APPDATA%\Tessera\Tessera\data` on Windows.
pub fn platform_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "Tessera", "Tessera").map(|p| p.data_dir().to_path_buf())
}

impl Store {
    /// Opens (or starts) the records in `dir`. Never fails: problems become a notice and, where
    /// writing could lose something, a read-only store.
    pub fn open(dir: &Path) -> Opened {
        // A directory that cannot be made (a file in its place, a drive that is gone) gives the
        // same answer on every system: read-only, and why. (Reading a file under a file is
        // "not a directory" on Unix but "not found", an empty history, on Windows.)
        if let Err(e) = std::fs::create_dir_all(dir) {
            let why = format!("{} cannot be created ({e})", dir.display());
            let notice = Some(read_only_notice(&why));
            return Opened { records: Records::default(), store: Store { dir: dir.to_path_buf(), read_only: Some(why), _lock: None }, notice };
        }
        let lock = OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(LOCK_NAME));
        let (lock, mut read_only) = match lock {
            Ok(file) => match file.try_lock() {
                Ok(()) => (Some(file), None),
                Err(_) => (None, Some("another Tessera window is using these records".to_string())),
            },
            // Cannot even create the lock: saving will fail too; say so when it does.
            Err(_) => (None, None),
        };
        let path = dir.join(FILE_NAME);
        if lock.is_some() {
            // This window holds the lock: no other is saving, so any half-written save is left
            // over from one that was killed.
            remove_unfinished_saves(&path);
        }
        if read_only.is_none() && marked_read_only(&path) {
            read_only = Some(format!("{} is marked read-only (clear the mark to save again)", path.display()));
        }
        let mut notice = read_only.as_deref().map(read_only_notice);
        let records = match std::fs::read(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Records::default(),
            Err(e) => {
                let why = format!("{} cannot be read ({e})", path.display());
                notice = Some(format!("Records are read-only: {why}. It was left as it is."));
                read_only = Some(why);
                Records::default()
            }
            Ok(bytes) => match decode(&bytes) {
                Ok(Decoded::Current(r)) => r,
                Ok(Decoded::Migrated(r, from)) => {
                    notice = Some(format!("Records were upgraded from schema {from} to {SCHEMA}."));
                    r
                }
                Ok(Decoded::Newer(r, schema)) => {
                    let why = format!("{} was written by a newer Tessera (schema {schema})", path.display());
                    notice = Some(format!("Records are read-only: {why}. Update Tessera to add to them."));
                    read_only = Some(why);
                    r
                }
                Err(problem) if read_only.is_none() => {
                    notice = Some(match move_aside(&path) {
                        Ok(aside) => format!(
                            "The records file could not be read ({problem}); it was moved to {} and new records were started.",
                            aside.display()
                        ),
                        Err(e) => {
                            read_only = Some(format!("{} is damaged and could not be moved aside ({e})", path.display()));
                            format!("The records file {} is damaged ({problem}) and could not be moved aside; records are read-only.", path.display())
                        }
                    });
                    Records::default()
                }
                Err(problem) => {
                    notice = Some(format!("The records file could not be read ({problem}); another Tessera window has it open."));
                    Records::default()
                }
            },
        };
        Opened { records, store: Store { dir: dir.to_path_buf(), read_only, _lock: lock }, notice }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.join(FILE_NAME)
    }

    pub fn read_only(&self) -> Option<&str> {
        self.read_only.as_deref()
    }

    /// Writes all records atomically: temporary file, flush to disk, rename over.
    pub fn save(&self, records: &Records) -> Result<(), StoreError> {
        self.writable()?;
        self.write(&encode(records)?)
    }

    /// Whether saves can be written; why not if not.
    pub fn writable(&self) -> Result<(), StoreError> {
        match &self.read_only {
            Some(why) => Err(StoreError::ReadOnly(why.clone())),
            None => Ok(()),
        }
    }

    /// Writes records already encoded (`encode`), atomically, as `save` does.
    pub fn write(&self, text: &str) -> Result<(), StoreError> {
        self.writable()?;
        let (dir, path) = (self.dir.display().to_string(), self.path());
        if marked_read_only(&path) {
            // Since this window opened it: Windows would refuse the rename, Unix would not.
            return Err(StoreError::ReadOnly(format!("{} is marked read-only", path.display())));
        }
        write_atomic(&path, text).map_err(|source| match held_by_another_program(&source) {
            true => StoreError::Held { dir, file: path.display().to_string(), source },
            false => StoreError::Write { dir, source },
        })
    }
}

/// Whether `path` is a file marked read-only (the Windows attribute; no write permission on Unix).
fn marked_read_only(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly())
}

/// What the player is told when this window cannot save, and `why`.
fn read_only_notice(why: &str) -> String {
    format!("Records are read-only: {why}. Results of this window are not saved.")
}

/// The name a save of `path` is written under before it replaces `path`: a process killed
/// mid-save leaves one behind, which the next opening removes.
fn saving_prefix(path: &Path) -> String {
    format!(".{}.saving-", path.file_name().map_or("file".into(), |n| n.to_string_lossy()))
}

/// Removes what saves of `path` killed before they finished left beside it.
fn remove_unfinished_saves(path: &Path) {
    let prefix = saving_prefix(path);
    let Some(dir) = path.parent() else { return };
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        if entry.file_name().to_string_lossy().starts_with(&prefix) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Replaces `path` with `content` so that a crash leaves the old file or the new one, never a
/// mix: a temporary file in the same directory, flushed to disk, renamed over.
///
/// On Windows a file another program has open (a virus scanner or indexer, for a moment; an
/// editor, for longer) cannot be replaced: the rename is tried again for about a second
/// (`HELD_RETRIES`), then fails with the error, leaving the old file and no temporary one.
pub fn write_atomic(path: &Path, content: impl AsRef<[u8]>) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut tmp = tempfile::Builder::new().prefix(&saving_prefix(path)).tempfile_in(dir)?;
    tmp.write_all(content.as_ref())?;
    tmp.as_file().sync_all()?;
    let mut waits = HELD_RETRIES.iter();
    loop {
        match tmp.persist(path) {
            Ok(_) => break,
            Err(e) => match waits.next() {
                Some(&ms) if held_by_another_program(&e.error) => {
                    tmp = e.file;
                    std::thread::sleep(std::time::Duration::from_millis(ms));
                }
                _ => return Err(e.error),
            },
        }
    }
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// The waits, in milliseconds, between tries to replace a file another program holds: about a
/// second in all, as long as a scanner holds a file it has just seen change.
const HELD_RETRIES: [u64; 6] = [10, 30, 60, 120, 250, 500];

/// Whether a replace failed only because another program has the file open: Windows refuses to
/// replace such a file (access denied or a sharing violation) unless the holder allowed it. Unix
/// never refuses for that reason, so there an error is never this one.
pub fn held_by_another_program(e: &std::io::Error) -> bool {
    // ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION.
    cfg!(windows) && matches!(e.raw_os_error(), Some(5 | 32 | 33))
}

impl Store {
    /// The directory the records live in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }
}

/// All records as the file holds them (also the JSON export). Never a stand-in: should they
/// fail to serialize, nothing is written.
pub fn encode(records: &Records) -> Result<String, StoreError> {
    #[derive(Serialize)]
    struct Borrowed<'a> {
        schema: u64,
        records: &'a Records,
    }
    // Compact: a long history is tens of megabytes, and the indentation would be a third of it.
    serde_json::to_string(&Borrowed { schema: SCHEMA, records }).map_err(|e| StoreError::Encode(e.to_string()))
}

/// The keys a records object has (before schema numbers, the file was that object alone).
const RECORDS_KEYS: [&str; 2] = ["mines", "fifteen"];

pub enum Decoded {
    Current(Records),
    Migrated(Records, u64),
    Newer(Records, u64),
}

/// Reads a records document (a file, or an import).
pub fn decode(bytes: &[u8]) -> Result<Decoded, String> {
    // The common case, a file of this version, in one pass straight into the records; any
    // other document takes the careful path below.
    #[derive(Deserialize)]
    struct Current {
        schema: u64,
        records: Records,
    }
    if let Ok(Current { schema: SCHEMA, records }) = serde_json::from_slice::<Current>(bytes) {
        return Ok(Decoded::Current(records));
    }
    let value: Value = serde_json::from_slice(bytes).map_err(|e| {
        if bytes.iter().all(u8::is_ascii_whitespace) { "the file is empty".to_string() } else { format!("not valid JSON: {e}") }
    })?;
    let Value::Object(map) = &value else { return Err("not a records document".into()) };
    match map.get("schema") {
        // Before schema numbers (development builds): the records object itself, which has
        // records and nothing else. Any other object is not records, and reading it as empty
        // ones would have the next save overwrite it.
        None => {
            if map.is_empty() || map.keys().any(|k| !RECORDS_KEYS.contains(&k.as_str())) {
                return Err("not a records document (no schema, and keys other than mines and fifteen)".into());
            }
            let records = serde_json::from_value(value.clone()).map_err(|e| format!("not a records document: {e}"))?;
            Ok(Decoded::Migrated(records, 0))
        }
        Some(Value::Number(n)) => {
            let schema = n.as_u64().ok_or("the schema is not a whole number")?;
            let records = map.get("records").cloned().ok_or("no records in the document")?;
            if schema > SCHEMA {
                // Keep what this version understands; the file itself stays untouched.
                let records = serde_json::from_value(records).unwrap_or_default();
                return Ok(Decoded::Newer(records, schema));
            }
            let records = serde_json::from_value(records).map_err(|e| format!("records in an unknown shape: {e}"))?;
            Ok(if schema == SCHEMA { Decoded::Current(records) } else { Decoded::Migrated(records, schema) })
        }
        Some(_) => Err("the schema is not a number".into()),
    }
}

/// Renames a damaged file to `records.corrupt-<local time>.json` beside it.
fn move_aside(path: &Path) -> std::io::Result<PathBuf> {
    let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
    let aside = path.with_file_name(format!("records.corrupt-{stamp}.json"));
    std::fs::rename(path, &aside)?;
    Ok(aside)
}
