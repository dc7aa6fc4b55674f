//! Files that a crash never leaves half-written, on every system: an atomic replace (a
//! temporary file beside, flushed, renamed over), what killed replaces leave behind, and what
//! Windows does differently (a file another program holds, the read-only mark).

use std::fs::File;
use std::io::{Read, Write};
use std::path::Path;

/// Reads the whole file at `path`, refusing what is not a regular file (a FIFO, which would
/// block; a device such as `/dev/zero`, which never ends; either behind a link) and any file
/// past `max` bytes: the length is checked before the read, and the read stops one byte past
/// `max` whatever the file does meanwhile.
pub fn read_bounded(path: &Path, max: u64) -> std::io::Result<Vec<u8>> {
    use std::io::{Error, ErrorKind};
    let not_regular = || Error::new(ErrorKind::InvalidInput, "not a regular file");
    let too_large = |len: u64| Error::new(ErrorKind::FileTooLarge, format!("it is {len} bytes, more than the {max} Tessera reads"));
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    // On Unix a FIFO opened without waiting is refused by the look at the open file below;
    // elsewhere, where no such flag is, the path is looked at before it is opened.
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::custom_flags(&mut options, libc::O_NONBLOCK);
    #[cfg(not(unix))]
    if !std::fs::metadata(path)?.is_file() {
        return Err(not_regular());
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(not_regular());
    }
    if meta.len() > max {
        return Err(too_large(meta.len()));
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The same as text (UTF-8, else an error).
pub fn read_bounded_text(path: &Path, max: u64) -> std::io::Result<String> {
    String::from_utf8(read_bounded(path, max)?).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e.utf8_error()))
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
    sync_dir(dir);
    Ok(())
}

/// Flushes a directory's entries (a rename, a removal) to disk where the system can.
pub fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
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

/// The local time as files made aside are stamped with (`records.backup-<stamp>.json`,
/// `settings.corrupt-<stamp>.json`): it sorts by age.
pub fn stamp() -> String {
    chrono::Local::now().format("%Y%m%d-%H%M%S%.3f").to_string()
}

/// Renames a damaged file `<stem>.<ext>` to `<stem>.corrupt-<stamp>.<ext>` beside it, so that
/// nothing writes over it and the player can find it; where it went.
pub fn move_aside(path: &Path) -> std::io::Result<std::path::PathBuf> {
    let part = |p: Option<&std::ffi::OsStr>| p.map_or(String::new(), |s| s.to_string_lossy().into_owned());
    let (stem, ext) = (part(path.file_stem()), part(path.extension()));
    let aside = path.with_file_name(format!("{stem}.corrupt-{}.{ext}", stamp()));
    std::fs::rename(path, &aside)?;
    Ok(aside)
}

/// Whether `path` is a file marked read-only (the Windows attribute; no write permission on Unix).
pub fn marked_read_only(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly())
}

/// The name a replace of `path` is written under before it replaces `path`: a process killed
/// mid-replace leaves one behind, which `remove_unfinished_saves` removes.
pub fn saving_prefix(path: &Path) -> String {
    format!(".{}.saving-", path.file_name().map_or("file".into(), |n| n.to_string_lossy()))
}

/// Whether a file's name is one a save gives its temporary file (`saving_prefix`, the
/// journal's `.journal.json.saving`, a replay's `.proof.saving-`).
pub fn is_unfinished_save(name: &str) -> bool {
    name.starts_with('.') && name.contains(".saving")
}

/// Removes what saves killed before they finished left in `dir` and in its `replays` folder:
/// of the records, the settings, the journal, a backup, the pattern tables' cache, a replay.
/// Only for the one process that may write there (the records' lock holder).
pub fn remove_unfinished_saves(dir: &Path) {
    for folder in [dir.to_path_buf(), dir.join("replays")] {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            if is_unfinished_save(&entry.file_name().to_string_lossy()) && entry.file_type().is_ok_and(|t| t.is_file()) {
                let _ = std::fs::remove_file(entry.path());
            }
        }
    }
}

#[cfg(test)]
mod bounded_tests {
    use super::*;

    /// What is not a regular file is refused without waiting on it or reading it: a directory
    /// everywhere; on Unix a FIFO nobody writes to (the open would block) and `/dev/zero`
    /// behind a link (the read would never end). A file past the bound is refused, one within
    /// it read whole.
    #[test]
    fn only_regular_files_within_the_bound_are_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("f.txt");
        std::fs::write(&file, b"12345").expect("write");
        assert_eq!(read_bounded(&file, 5).expect("within the bound"), b"12345");
        let over = read_bounded(&file, 4).expect_err("past the bound");
        assert_eq!(over.kind(), std::io::ErrorKind::FileTooLarge, "{over}");
        assert!(read_bounded(dir.path(), 1 << 20).is_err(), "a directory");
        #[cfg(unix)]
        {
            let zero = dir.path().join("zero.evf");
            std::os::unix::fs::symlink("/dev/zero", &zero).expect("link");
            assert_eq!(read_bounded(&zero, 1 << 20).expect_err("a device").kind(), std::io::ErrorKind::InvalidInput);
            let fifo = dir.path().join("fifo.evf");
            let name = std::ffi::CString::new(fifo.to_str().expect("utf-8")).expect("a C string");
            // SAFETY: a valid NUL-terminated path; mkfifo reads it and nothing else.
            assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0, "mkfifo");
            assert_eq!(read_bounded(&fifo, 1 << 20).expect_err("a FIFO").kind(), std::io::ErrorKind::InvalidInput);
        }
    }
}
