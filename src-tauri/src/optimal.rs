//! The 15-puzzle's pattern databases, for hints and "optimal: N moves": built once, in a
//! background thread, the first time a 4x4 needs them, and cached beside the records with a
//! checksum (a damaged or foreign cache is rebuilt, never trusted). At a later start they are
//! loaded from the cache once the first board is on screen (`warm`). Only the commands that
//! need the tables wait for them; a move never does.

use std::path::{Path, PathBuf};

/// The most of the tables' cache that is read: past its 18.4 MB.
const MAX_CACHE_BYTES: u64 = 256 << 20;
use std::sync::{Arc, Condvar, Mutex};
use tessera::fifteen::solver::Tables;
use tessera::records::files::write_atomic;

const CACHE_NAME: &str = "fifteen-tables.bin";

enum Slot {
    Idle,
    Building,
    Ready(Arc<Tables>),
}

pub struct OptimalTables {
    dir: Option<PathBuf>,
    slot: Mutex<Slot>,
    ready: Condvar,
}

impl OptimalTables {
    /// Tables cached in `dir` (none: built in memory only).
    pub fn new(dir: Option<PathBuf>) -> Arc<Self> {
        Arc::new(OptimalTables { dir, slot: Mutex::new(Slot::Idle), ready: Condvar::new() })
    }

    /// Starts loading or building the tables in the background, unless already done or under
    /// way.
    pub fn start(self: &Arc<Self>) {
        let mut slot = self.slot.lock().unwrap_or_else(|p| p.into_inner());
        if matches!(*slot, Slot::Idle) {
            *slot = Slot::Building;
            let me = Arc::clone(self);
            std::thread::spawn(move || {
                let tables = Arc::new(load_or_build(me.dir.as_deref()));
                *me.slot.lock().unwrap_or_else(|p| p.into_inner()) = Slot::Ready(tables);
                me.ready.notify_all();
            });
        }
    }

    /// Loads the tables from their cache in the background, when there is one (a later start:
    /// the first hint then waits for nothing). Without one it builds nothing: that takes
    /// seconds of both cores, and waits for the first 4x4 that needs the tables.
    pub fn warm(self: &Arc<Self>) {
        if self.dir.as_deref().is_some_and(|d| d.join(CACHE_NAME).is_file()) {
            self.start();
        }
    }

    /// Whether the tables are loaded, being loaded or being built.
    pub fn is_started(&self) -> bool {
        !matches!(*self.slot.lock().unwrap_or_else(|p| p.into_inner()), Slot::Idle)
    }

    /// Whether the tables are here (a `get` now returns at once).
    pub fn is_ready(&self) -> bool {
        matches!(*self.slot.lock().unwrap_or_else(|p| p.into_inner()), Slot::Ready(_))
    }

    /// The tables, waiting for them if needed (and starting them if nobody has).
    pub fn get(self: &Arc<Self>) -> Arc<Tables> {
        self.start();
        let mut slot = self.slot.lock().unwrap_or_else(|p| p.into_inner());
        loop {
            if let Slot::Ready(tables) = &*slot {
                return Arc::clone(tables);
            }
            slot = self.ready.wait(slot).unwrap_or_else(|p| p.into_inner());
        }
    }
}

/// Lets the tables' build (seconds of both cores) give way to the game: its thread runs at
/// the lowest priority, so that moves, their answers and the page's frames come first. The
/// threads the build starts inherit it on Linux and macOS; on Windows only this one has it.
fn yield_to_the_game() {
    // SAFETY: each call changes the calling thread's scheduling priority only; a failure
    // leaves it as it was.
    #[cfg(target_os = "linux")]
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, libc::gettid() as libc::id_t, 19);
    }
    #[cfg(target_os = "macos")]
    unsafe {
        libc::pthread_set_qos_class_self_np(libc::qos_class_t::QOS_CLASS_UTILITY, 0);
    }
    #[cfg(windows)]
    unsafe {
        use windows_sys::Win32::System::Threading::{GetCurrentThread, SetThreadPriority, THREAD_PRIORITY_LOWEST};
        SetThreadPriority(GetCurrentThread(), THREAD_PRIORITY_LOWEST);
    }
}

/// The cache's layout: for each part (`Tables::to_parts`: each group's bytes, then the search's
/// automaton's, each with its own checksum), its length as 8 bytes little-endian, then the bytes.
fn load_or_build(dir: Option<&Path>) -> Tables {
    let path = dir.map(|d| d.join(CACHE_NAME));
    // From the cache at the priority of the app's other threads: tens of milliseconds, once the
    // first board is up, and a hint may be waiting for them (at the lowest priority they would
    // wait for whatever else a busy start does). Only the build of seconds gives way.
    if let Some(tables) = path.as_deref().and_then(|p| tessera::records::files::read_bounded(p, MAX_CACHE_BYTES).ok()).and_then(|b| from_cache(&b)) {
        return tables;
    }
    yield_to_the_game();
    let tables = Tables::build();
    if let Some(path) = path {
        let mut bytes = Vec::with_capacity(tables.size() + 64);
        for part in tables.to_parts() {
            bytes.extend_from_slice(&(part.len() as u64).to_le_bytes());
            bytes.extend_from_slice(&part);
        }
        // A cache that cannot be written costs a rebuild next time, nothing more.
        let _ = std::fs::create_dir_all(path.parent().unwrap_or(Path::new("."))).and_then(|()| write_atomic(&path, &bytes));
    }
    tables
}

fn from_cache(mut bytes: &[u8]) -> Option<Tables> {
    let mut parts = Vec::new();
    while !bytes.is_empty() {
        let (len, rest) = bytes.split_at_checked(8)?;
        let len = usize::try_from(u64::from_le_bytes(len.try_into().ok()?)).ok()?;
        let (part, rest) = rest.split_at_checked(len)?;
        parts.push(part);
        bytes = rest;
    }
    Tables::from_parts(&parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_cache_is_refused() {
        assert!(from_cache(&[]).is_none());
        assert!(from_cache(&[3, 0, 0, 0, 0, 0, 0, 0, 1, 2]).is_none());
        assert!(from_cache(&[u8::MAX; 8]).is_none());
    }
}
