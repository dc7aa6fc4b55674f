//! What the backend owns: the monotonic clock and the games in progress.

use crate::book::{mines_table, RecordBook, Recorded};
use crate::journal::GameFile;
use tessera::records::tail::Tail;
use crate::inbox::Inbox;
use std::path::PathBuf;
use crate::optimal::OptimalTables;
use crate::saver::Saver;
use crate::saves::Saves;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Instant;
use tessera::records::store::default_dir;
use tessera::fifteen::practice::{Run, RunOrigin};
use tessera::fifteen::{scramble, Aid, FifteenGame, Move, MoveError, Origin, Shape, Status};
use tessera::help::Helps;
use tessera::minesweeper::{BoardSpec, Difficulty, Game};
use tessera::rng::{fresh_seed, Seed};
use tessera::time::Millis;

/// The only clock that counts: page time never reaches a game.
pub struct Clock {
    epoch: Instant,
    /// Time the tests moved the clock on by, instead of sleeping; nothing the page sends
    /// reaches it.
    skipped: AtomicU64,
}

impl Clock {
    fn new() -> Self {
        Clock { epoch: Instant::now(), skipped: AtomicU64::new(0) }
    }

    pub fn now(&self) -> Millis {
        Millis(self.epoch.elapsed().as_millis() as u64 + self.skipped.load(Ordering::SeqCst))
    }

    /// Moves the clock on by `by`, as if that much time had passed (for tests).
    pub fn advance(&self, by: Millis) {
        self.skipped.fetch_add(by.0, Ordering::SeqCst);
    }
}

/// A Minesweeper game and the difficulty it was asked for (custom boards keep their name).
pub struct MinesSession {
    pub difficulty: Difficulty,
    pub game: Game,
    /// The player chose the seed: a known board, kept but never in a best list.
    pub chosen_seed: bool,
    /// The record the game's ending made, taken back if the ending is undone.
    pub recorded: Option<crate::book::RecordRef>,
    /// What of the game its journal file holds.
    pub tail: Tail,
}

impl MinesSession {
    pub fn new(difficulty: Difficulty, game: Game, chosen_seed: bool) -> Self {
        crate::hooks::mines_dealt(game.seed());
        MinesSession { difficulty, game, chosen_seed, recorded: None, tail: Tail::default() }
    }

    /// Puts `next` in this game's place. The journal's file stays this game's until the next
    /// journaling removes it.
    pub fn replace(&mut self, next: MinesSession) {
        let tail = std::mem::take(&mut self.tail);
        *self = MinesSession { tail, ..next };
    }

    /// The seed as the page may see it: a counted game's only once it is over (whoever knows
    /// the seed knows the mines), a seed the player typed always.
    pub fn seed_shown(&self) -> Option<Seed> {
        (self.chosen_seed || self.game.is_over()).then(|| self.game.seed()).flatten()
    }
}

/// A 15-puzzle attempt (a single solve or a practice run), and whether a hint was asked for
/// in it (it is then kept, but never counts for bests or averages).
/// What the page gets for a numbered tile during a blind solve: a tile, no number (no board
/// has this many tiles).
pub const HIDDEN_TILE: u8 = 255;

pub struct FifteenSession {
    pub play: Play,
    /// What of the attempt its journal file holds.
    pub tail: Tail,
    /// The moves on their way for the board in play (a run's leg has its own).
    pub inbox: Inbox<Move>,
}

/// A number for each board dealt, so that a move meant for another one is never applied.
fn next_board() -> u32 {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

pub enum Play {
    Single(FifteenGame),
    Run(Run),
}

impl FifteenSession {
    pub fn new(game: FifteenGame) -> Self {
        FifteenSession { play: Play::Single(game), tail: Tail::default(), inbox: Inbox::new(next_board()) }
    }

    pub fn run(run: Run) -> Self {
        FifteenSession { play: Play::Run(run), tail: Tail::default(), inbox: Inbox::new(next_board()) }
    }

    /// Puts `next` in this attempt's place. The journal's file stays this attempt's until the
    /// next journaling removes it.
    pub fn replace(&mut self, next: FifteenSession) {
        let tail = std::mem::take(&mut self.tail);
        *self = FifteenSession { tail, ..next };
    }

    /// The game on the board: the single solve, or the run's current leg.
    pub fn game(&self) -> &FifteenGame {
        match &self.play {
            Play::Single(game) => game,
            Play::Run(run) => run.game(),
        }
    }

    pub fn practice(&self) -> Option<&Run> {
        match &self.play {
            Play::Single(_) => None,
            Play::Run(run) => Some(run),
        }
    }

    /// Whether the tiles' numbers are kept from the page: a blind solve from its first move
    /// until it is judged (before it, the player memorises them; after, the verdict shows them).
    pub fn numbers_hidden(&self) -> bool {
        self.game().is_blind() && self.status() == Status::Running
    }

    /// A tile as the page may see it: `HIDDEN_TILE` for a numbered tile while they are hidden.
    pub fn shown(&self, tile: u8) -> u8 {
        if tile != 0 && self.numbers_hidden() { HIDDEN_TILE } else { tile }
    }

    /// The seed as the page may see it: that of a scramble or run that counts only once it is
    /// over (whoever knows the seed knows the scramble, and every later leg of a run), a seed
    /// the player typed or a retry's always.
    pub fn seed_shown(&self) -> Option<Seed> {
        match &self.play {
            Play::Single(game) => match game.origin() {
                Origin::Random { seed } => game.status().is_over().then_some(seed),
                known => known.seed(),
            },
            Play::Run(run) => (run.origin() == RunOrigin::Retry || run.status().is_over()).then(|| run.seed()),
        }
    }

    /// The helps the attempt had: a run's, over its legs.
    pub fn helps(&self) -> Helps {
        match &self.play {
            Play::Single(game) => game.helps(),
            Play::Run(run) => run.helps(),
        }
    }

    /// Notes the solver's aid at `now` in the attempt's log.
    pub fn aid(&mut self, aid: Aid, now: Millis) -> Result<(), MoveError> {
        match &mut self.play {
            Play::Single(game) => game.aid(aid, now).map(drop),
            Play::Run(run) => run.aid(aid, now).map(drop),
        }
    }

    /// The attempt's status: a run's, not its leg's.
    pub fn status(&self) -> Status {
        match &self.play {
            Play::Single(game) => game.status(),
            Play::Run(run) => run.status(),
        }
    }

    /// Applies a move at `now`: the cells it changed, and whether it dealt a run's next leg
    /// (whose moves are then numbered afresh).
    pub fn apply(&mut self, mv: Move, now: Millis) -> Result<(Vec<usize>, bool), MoveError> {
        let (changed, next_leg) = match &mut self.play {
            Play::Single(game) => game.apply(mv, now).map(|o| (o.changed, false)),
            Play::Run(run) => run.apply(mv, now).map(|o| (o.changed, o.next_leg)),
        }?;
        if next_leg {
            self.inbox = Inbox::new(next_board());
        }
        Ok((changed, next_leg))
    }

    /// Records the attempt as it stands (a solve, a failed blind solve or a DNF).
    pub fn record(&self, book: &mut RecordBook, now: Millis) -> Recorded {
        match &self.play {
            Play::Single(game) => book.record_fifteen(game, now),
            Play::Run(run) => book.record_run(run, now),
        }
    }

    /// The same attempt from the start, unplayed: the scramble again, or the run again.
    pub fn again(&self) -> FifteenSession {
        match &self.play {
            Play::Single(game) => FifteenSession::new(FifteenGame::new(game.scramble().clone(), game.origin())),
            Play::Run(run) => FifteenSession::run(Run::new(run.mode().clone(), run.seed(), run.origin())),
        }
    }
}

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
        let dir = dir.or_else(default_dir);
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
            _saver: saver,
            saves,
            dir,
            book,
            clock: Clock::new(),
            mines: Mutex::new(MinesSession::new(Difficulty::Beginner, Game::new(BoardSpec::BEGINNER, fresh_seed()), false)),
            fifteen: Mutex::new({
                let seed = fresh_seed();
                FifteenSession::new(FifteenGame::new(scramble(Shape::FOUR, seed), Origin::Random { seed }))
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
    pub fn flush_records(&self) -> Option<String> {
        self.saves.flush()
    }

    /// Waits until the journal of games in progress is on disk as last asked (tests).
    pub fn flush_journal(&self) {
        self.saves.flush_journal();
    }

    /// Records the games in progress as what they are when the app ends: a Minesweeper game
    /// after its first click is a loss, a 15-puzzle attempt after its first move a DNF, as
    /// when they are left for a new game. Each is then replaced by its scramble or board
    /// unplayed, so nothing is recorded twice.
    pub fn record_unfinished(&self) {
        let now = self.clock.now();
        let mut mines = self.mines();
        if mines.game.status() == tessera::minesweeper::Status::Playing {
            self.book().record_mines(&mines.difficulty, &mines.game, mines.chosen_seed, now);
            let fresh = Game::with_first_click(mines.game.spec(), fresh_seed(), mines.game.first_click());
            let next = MinesSession::new(mines.difficulty, fresh, false);
            mines.replace(next);
        }
        self.journal_mines(&mut mines);
        drop(mines);
        let mut fifteen = self.fifteen();
        if fifteen.status() == Status::Running {
            fifteen.record(&mut self.book(), now);
            let next = fifteen.again();
            fifteen.replace(next);
        }
        self.journal_fifteen(&mut fifteen);
    }

    /// Keeps the journal of games in progress up to date with the Minesweeper game (after each
    /// action, a new game, an ending): what the action added while it is played (the same few
    /// bytes at the first action and the 100,000th), removed once it is not.
    pub fn journal_mines(&self, session: &mut MinesSession) {
        let table = || mines_table(&session.difficulty, &session.game);
        let update = session.tail.mines(table, &session.game, session.chosen_seed);
        self.book().journal(GameFile::Mines, update);
    }

    /// The same for the 15-puzzle attempt (a single solve or a practice run).
    pub fn journal_fifteen(&self, session: &mut FifteenSession) {
        let update = match &session.play {
            Play::Single(game) => {
                let shape = game.board().shape();
                session.tail.fifteen(|| format!("{}x{}", shape.width(), shape.height()), game)
            }
            Play::Run(run) => session.tail.run(run),
        };
        self.book().journal(GameFile::Fifteen, update);
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
