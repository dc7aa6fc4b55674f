//! Where the records live: under Tessera's one name in each system's data directory, or
//! where `TESSERA_DATA_DIR` says; and the one move of the records an earlier Tessera kept
//! under its older name.

use super::notice::{shown, Notice};
use std::path::{Path, PathBuf};

/// Tessera's one name on every system: the app's identifier (`tauri.conf.json`, where the
/// shell keeps the window's place and the webview its data) and the folder of its records.
pub const APP_ID: &str = "org.tessera.puzzles";

/// Where the records are, and what the player should be told about it (they were just moved
/// from where an earlier Tessera kept them, or could not be).
#[derive(Debug, PartialEq)]
pub struct Place {
    pub dir: PathBuf,
    pub notice: Option<Notice>,
}

/// The records directory: `TESSERA_DATA_DIR` when set (tests, portable installs), else the
/// platform data directory for Tessera, where records kept by an earlier Tessera under its
/// older name are moved first (`move_from_old_place`).
pub fn default_place() -> Option<Place> {
    if let Some(dir) = std::env::var_os("TESSERA_DATA_DIR").filter(|d| !d.is_empty()) {
        return Some(Place { dir: PathBuf::from(dir), notice: None });
    }
    let dir = platform_dir()?;
    Some(match old_platform_dir() {
        Some(old) => move_from_old_place(&old, &dir),
        None => Place { dir, notice: None },
    })
}

/// The system's own place for Tessera's records, under its one name (`APP_ID`):
/// `~/.local/share/org.tessera.puzzles/records` on Linux (or under `$XDG_DATA_HOME`),
/// `~/Library/Application Support/org.tessera.puzzles/records` on macOS,
/// `%APPDATA%\org.tessera.puzzles\records` on Windows.
pub fn platform_dir() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|b| b.data_dir().join(APP_ID).join("records"))
}

/// Where Tessera kept its records before it had one name: `~/.local/share/tessera` on Linux,
/// `~/Library/Application Support/org.Tessera.Tessera` on macOS, `%APPDATA%\Tessera\Tessera\data`
/// on Windows.
pub fn old_platform_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "Tessera", "Tessera").map(|p| p.data_dir().to_path_buf())
}

/// Moves the records from `old` (an earlier Tessera's place) to `new`, once: when `old` holds
/// something and `new` does not exist yet. A move that fails (another drive, a file in use by
/// an older Tessera still open) leaves everything where it was, and the records are read from
/// `old`: nothing is lost, and the player is told.
pub fn move_from_old_place(old: &Path, new: &Path) -> Place {
    let keep = |notice: Option<Notice>| Place { dir: new.to_path_buf(), notice };
    let has_something = std::fs::read_dir(old).is_ok_and(|mut entries| entries.next().is_some());
    if new.exists() || !has_something {
        return keep(None);
    }
    let moved = new.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| std::fs::rename(old, new));
    match moved {
        Ok(()) => keep(Some(Notice::Moved { from: shown(old), to: shown(new) })),
        Err(e) => Place {
            dir: old.to_path_buf(),
            notice: Some(Notice::NotMoved { from: shown(old), to: shown(new), error: e.to_string() }),
        },
    }
}
