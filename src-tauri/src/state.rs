//! What the backend owns: the clock (`clock.rs`), the games in play as the midend keeps them
//! (`session.rs`: a Minesweeper game, a 15-puzzle attempt), the records and their writer, and
//! the 15-puzzle's pattern tables.

use crate::book::RecordBook;
use crate::clock::Clock;
use crate::fifteen_session::Fifteen;
use crate::mines_session::Mines;
use crate::optimal::OptimalTables;
use crate::saver::Saver;
use crate::saves::Saves;
use crate::session::{Puzzle, Session};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use tessera::fifteen::{scramble, FifteenGame, Origin, Shape};
use tessera::minesweeper::{BoardSpec, Difficulty, Game};
use tessera::records::place::{default_place, Place};
use tessera::rng::fresh_seed;

/// The Minesweeper game in play, as the midend keeps it.
pub type MinesSession = Session<Mines>;
/// The 15-puzzle attempt in play (a single solve or a practice run), as the midend keeps it.
pub type FifteenSession = Session<Fifteen>;

pub struct AppState {
    pub clock: Clock,
    mines: Mutex<MinesSession>,
    fifteen: Mutex<FifteenSession>,
    /// The records' writer, started once they are read; held for its drop, which comes before
    /// the book's, so that when the state goes, the writer first writes what is asked.
    _saver: Arc<OnceLock<Saver>>,
    /// Where saves are asked for, from the start (the writer takes them once it runs).
    saves: Arc<Saves>,
    /// The records, read in the background (`with_records_in`).
    book: Arc<Mutex<RecordBook>>,
    /// The records' directory (none: no data directory), known before they are read.
    dir: Option<PathBuf>,
    /// The 15-puzzle's pattern databases, built or loaded in the background on first use.
    pub tables: Arc<OptimalTables>,
    /// Whether the records' best figures are being or were worked out (`warm_records`).
    records_warmed: AtomicBool,
    /// The language spoken: English until the app's start sets the player's (`lib::setup`).
    pub language: crate::l10n::Current,
}

impl AppState {
    /// The app's state with records in the default directory (or `TESSERA_DATA_DIR`).
    pub fn new() -> Self {
        AppState::with_records_in(None)
    }

    /// The app's state with records in `dir`, or in the default directory (tests use a
    /// temporary one).
    ///
    /// The records are read on a thread of their own, which holds the book's lock until they
    /// are: whatever needs them waits for them (`book`), and nothing else does. A history of
    /// 100,000 solves and 100,000 games takes 300 ms to read, which the window, the webview
    /// and the first board no longer wait for: start to first frame with that history went from
    /// 861-932 ms to 615-674 ms (release build under Xvfb, 5 starts each). Only the records'
    /// writer starts after them.
    pub fn with_records_in(dir: Option<PathBuf>) -> Self {
        AppState::with_records_read_after(dir, None)
    }

    /// The same, with the records read only once `gate` says so (or is dropped): tests see
    /// what answers while they are not read yet.
    pub fn with_records_read_after(dir: Option<PathBuf>, gate: Option<std::sync::mpsc::Receiver<()>>) -> Self {
        let place = match dir {
            Some(dir) => Some(Place { dir, notice: None }),
            None => default_place(),
        };
        AppState::with_records_at(place, gate)
    }

    /// The same, with the records at `place` (none: not saved), whose notice the player is
    /// told with the records' own (records moved from an earlier Tessera's place).
    pub fn with_records_at(place: Option<Place>, gate: Option<std::sync::mpsc::Receiver<()>>) -> Self {
        let (dir, moved) = place.map_or((None, None), |place| (Some(place.dir), place.notice));
        let saves = Arc::new(Saves::default());
        let saver = Arc::new(OnceLock::new());
        let book = Arc::new(Mutex::new(RecordBook::unread(Arc::clone(&saves))));
        let (locked, taken) = std::sync::mpsc::channel();
        let reader = (dir.clone(), Arc::clone(&saves), Arc::clone(&saver), Arc::clone(&book));
        std::thread::Builder::new()
            .name("records-reader".into())
            .spawn(move || {
                let (dir, saves, saver, shared) = reader;
                let mut book = shared.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
                let _ = locked.send(());
                if let Some(gate) = gate {
                    let _ = gate.recv();
                }
                *book = RecordBook::open(dir, saves);
                if let Some(moved) = moved {
                    book.tell(moved);
                }
                if let Some(dir) = book.dir() {
                    if let Some(told) = crate::settings_file::check_at_start(&dir, book.writable_dir().is_some()) {
                        book.tell(told);
                    }
                }
                // The writer runs before anyone has the records: an export can count on it.
                let _ = saver.set(Saver::start(&shared, &book));
            })
            .expect("a thread to read the records");
        // The reader holds the book from here on, until the records are read.
        let _ = taken.recv();
        AppState {
            tables: OptimalTables::new(dir.clone()),
            records_warmed: AtomicBool::new(false),
            language: crate::l10n::Current::new(crate::l10n::choice::english()),
            _saver: saver,
            saves,
            dir,
            book,
            clock: Clock::new(),
            mines: Mutex::new(Session::new(Mines::new(Difficulty::Beginner, Game::new(BoardSpec::BEGINNER, fresh_seed()), false))),
            fifteen: Mutex::new({
                let seed = fresh_seed();
                Session::new(Fifteen::single(FifteenGame::new(scramble(Shape::FOUR, seed), Origin::Random { seed })))
            }),
        }
    }

    /// The Minesweeper session. A panic while holding the lock cannot leave a game half
    /// changed (actions change nothing until they succeed), so a poisoned lock is still usable.
    pub fn mines(&self) -> MutexGuard<'_, MinesSession> {
        self.mines.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Works out the records' best figures on a thread of its own, once the records are read
    /// (`Records::warm`); asked again, it does nothing (None). Then neither the first records
    /// view nor the first finished game goes over the whole history in its answer: at 100,000
    /// solves and 100,000 games that took 106 ms for the view (`cargo bench --bench records`:
    /// first_view; warm 88 ms, view 16 ms). Asked once the first board is up (`app_ready`):
    /// beside the reading, it took a core from the start.
    pub fn warm_records(&self) -> Option<std::thread::JoinHandle<()>> {
        if self.records_warmed.swap(true, Ordering::SeqCst) {
            return None;
        }
        let book = Arc::clone(&self.book);
        std::thread::Builder::new()
            .name("records-warm".into())
            .spawn(move || book.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).records.warm())
            .ok()
    }

    /// The record book. Take it after a game's lock, never before, so locks are always taken in
    /// one order.
    pub fn book(&self) -> MutexGuard<'_, RecordBook> {
        self.book.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Waits until the records are on disk as they are now; why they are not, if not.
    /// Never call it holding the book.
    pub fn flush_records(&self) -> Option<crate::l10n::said::Said> {
        self.saves.flush()
    }

    /// Waits until the journal of games in progress is on disk as last asked (tests).
    pub fn flush_journal(&self) {
        self.saves.flush_journal();
    }

    /// Records the games in progress as what they are when the app ends: a Minesweeper game
    /// after its first click is a loss, a 15-puzzle attempt after its first move a DNF, as when
    /// they are left for a new game (`Session::leave`).
    pub fn record_unfinished(&self) {
        let now = self.clock.now();
        self.mines().leave(&mut self.book(), now);
        self.fifteen().leave(&mut self.book(), now);
    }

    /// Brings the journal of a game in play up to date (after each action, a new game, an
    /// ending): what the action added while it is played (the same few bytes at the first
    /// action and the 100,000th), removed once it is not.
    pub fn journal<P: Puzzle>(&self, session: &mut Session<P>) {
        session.journal(&self.book());
    }

    /// Where the UI settings are kept: beside the records.
    pub fn settings_path(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(crate::settings_file::FILE_NAME))
    }

    /// The 15-puzzle attempt in progress; a poisoned lock is usable for the same reason.
    pub fn fifteen(&self) -> MutexGuard<'_, FifteenSession> {
        self.fifteen.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Default for AppState {
    fn default() -> Self {
        AppState::new()
    }
}
