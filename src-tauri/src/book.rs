//! The record book the app keeps: the records in memory and the store they are saved to. Every
//! change goes through `change`, which applies it and queues its line for the writer thread
//! (`saver.rs`). Saving problems never lose what is in memory; they are reported, and the next
//! write saves everything again.

use crate::l10n::said::Said;
use crate::saves::Saves;
use std::path::PathBuf;
use std::sync::Arc;
use tessera::fifteen::practice::Run;
use tessera::fifteen::{Controls, FifteenGame};
use tessera::minesweeper::{Difficulty, Game};
use tessera::records::entry::{mines_entry, run_entry, solve_entry};
use tessera::records::change::{Applied, Change, Kind};
use tessera::records::notice::Notice;
use tessera::records::store::{encode_change, Store};
use tessera::records::fifteen::Solve;
use tessera::records::journal_writer::Update;
use tessera::records::proofs::{Proof, ProofKey, ProofStore};
use tessera::records::{custom_table, now_local, policy_table, Moment, Records};
use tessera::time::Millis;

pub struct RecordBook {
    pub records: Records,
    store: Option<Arc<Store>>,
    saves: Arc<Saves>,
    /// Something the player should know about the records file (moved aside, read-only...).
    pub notice: Vec<Notice>,
    /// The last import or reset, until it is undone.
    pub undo: Option<Undo>,
    /// Proofs of games recorded since the last save, for the writer to write.
    proofs: Vec<(ProofKey, Proof)>,
    /// Proofs of games taken back out, for the writer to remove (after any write of them).
    gone: Vec<ProofKey>,
    /// When the current 15-puzzle session began: the app's start, or the last "New session".
    /// It enters the records with its first attempt (`Change::Session`).
    session: Moment,
}

/// How to take back the last import or reset, and how the records view names it.
pub struct Undo {
    pub change: Undoable,
}

impl Undo {
    /// Its button's words: what it takes back.
    pub fn label(&self, texts: &crate::l10n::Texts) -> String {
        match &self.change {
            Undoable::Imported(added) => texts.say(&Said::new("undo-import").with("count", added.games())),
            Undoable::Reset(gone) => {
                let table = gone.mines.keys().chain(gone.fifteen.keys()).next().map_or(String::new(), |key| crate::l10n::names::table(texts, key));
                texts.say(&Said::new("undo-reset").with("name", table))
            }
        }
    }
}

pub enum Undoable {
    /// The games an import added: undone by taking them out again.
    Imported(Records),
    /// The table a reset cleared: undone by merging it back.
    Reset(Records),
}

/// Backups kept beside the records; older ones are deleted.
pub const BACKUPS_KEPT: usize = 3;

/// Writes the records aside as `records.backup-<local time>.json` in `dir` (before an import or
/// a reset), a document an import reads back, and deletes all but the newest `BACKUPS_KEPT`
/// backups.
pub fn back_up(dir: &std::path::Path, records: &Records) -> Result<PathBuf, String> {
    let backup = dir.join(format!("records.backup-{}.json", tessera::records::files::stamp()));
    let text = tessera::records::document::encode(records).map_err(|e| e.to_string())?;
    tessera::records::files::write_atomic(&backup, text).map_err(|e| format!("could not write the records to {}: {e}", backup.display()))?;
    let mut backups: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| entries.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    backups.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("records.backup-") && n.ends_with(".json")));
    // The time stamp sorts them by age.
    backups.sort();
    for old in backups.iter().rev().skip(BACKUPS_KEPT) {
        let _ = std::fs::remove_file(old);
    }
    Ok(backup)
}

/// What recording a game achieved, for the result panel.
#[derive(Debug, Default, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recorded {
    /// What the game achieved, as the records say it.
    #[serde(skip)]
    pub news: Vec<tessera::records::news::News>,
    /// The same for the page, each with its table's name in the language spoken (`told`).
    pub announcements: Vec<crate::l10n::names::Announced>,
    /// Why the records could not be saved, if they could not.
    pub save_error: Option<Said>,
    /// The game as the records keep it, for its replay (`records_replay`).
    pub replay: Option<RecordRef>,
}

impl Recorded {
    /// Ready for the page: its news with their tables named in the language spoken.
    pub fn told(mut self, texts: &crate::l10n::Texts) -> Recorded {
        self.announcements = self.news.iter().map(|news| crate::l10n::names::announced(texts, news)).collect();
        self
    }
}

/// Which recorded game: `mines` or `fifteen`, its table and its moment.
#[derive(Debug, Clone, serde::Serialize)]
pub struct RecordRef {
    pub game: &'static str,
    pub table: String,
    pub at: tessera::records::Moment,
}

/// A save for the writer thread: the store, a copy of the records, the proofs not yet written.
pub type WriterJob = (Arc<Store>, Records, Vec<(ProofKey, Proof)>);

impl RecordBook {
    /// A book with nothing in it: while its records are read (`AppState::with_records_in`:
    /// nobody sees it, the reader holding it until it is replaced), and what `open` fills.
    pub fn unread(saves: Arc<Saves>) -> Self {
        RecordBook { records: Records::default(), store: None, saves, notice: Vec::new(), undo: None, proofs: Vec::new(), gone: Vec::new(), session: now_local() }
    }

    /// Opens the records in `dir` (none: no data directory, nothing is saved); saves are asked
    /// for in `saves`.
    pub fn open(dir: Option<PathBuf>, saves: Arc<Saves>) -> Self {
        let Some(dir) = dir else {
            let notice = vec![Notice::NoDataDirectory];
            return RecordBook { notice, ..RecordBook::unread(saves) };
        };
        let opened = Store::open(&dir);
        let compact = opened.store.wants_compaction();
        let mut book = RecordBook { records: opened.records, store: Some(Arc::new(opened.store)), notice: opened.notice, ..RecordBook::unread(saves) };
        if book.writable_dir().is_some() && compact {
            book.saves.compact();
        }
        book.recover();
        book
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.store.as_ref().map(|s| s.path())
    }

    /// The directory records (and the UI settings beside them) are kept in.
    pub fn dir(&self) -> Option<PathBuf> {
        self.store.as_ref().map(|s| s.dir().to_path_buf())
    }

    /// The records' directory when this app may write there (not a second Tessera's).
    pub fn writable_dir(&self) -> Option<PathBuf> {
        self.store.as_ref().filter(|s| s.read_only().is_none()).map(|s| s.dir().to_path_buf())
    }

    /// Records the games a crash left in the journal (see `records::journal`), tells the
    /// player, and has the journal removed once they are saved.
    fn recover(&mut self) {
        let Some(dir) = self.writable_dir() else { return };
        let (journal, mut told) = crate::journal_files::read(&dir);
        let (recovered, proofs, changes) = self.records.recover(journal, |key| self.proof(key));
        told.extend(recovered);
        self.proofs.extend(proofs);
        for change in changes {
            self.change(change);
        }
        self.notice.extend(told);
        self.saves.clear_journal();
    }

    /// Adds `told` to what the player is told at start.
    pub fn tell(&mut self, told: Notice) {
        self.notice.push(told);
    }

    /// Takes a game's record back out (its ending was undone: the game goes on, and is
    /// recorded when it ends again).
    pub fn withdraw(&mut self, game: &RecordRef) {
        let key = match game.game {
            "mines" => ProofKey::mines(&game.table, game.at),
            _ => ProofKey::fifteen(&game.table, game.at),
        };
        self.forget_proofs(vec![key]);
        if let Some(kind) = Kind::parse(game.game) {
            self.change(Change::Withdraw { kind, table: game.table.clone(), at: game.at });
        }
    }

    /// Brings the journal file of a game in progress up to date (`records::journal_writer`).
    pub fn journal(&self, file: crate::journal_files::GameFile, update: Update) {
        if self.writable_dir().is_some() {
            self.saves.journal(file, update);
        }
    }

    pub fn read_only(&self) -> bool {
        self.store.as_ref().is_none_or(|s| s.read_only().is_some())
    }

    /// Where saves are asked for and settled.
    pub fn saves(&self) -> &Arc<Saves> {
        &self.saves
    }

    /// Applies a change to the records and has the writer append it to the store's log; what it
    /// did. The one way the records change.
    pub fn change(&mut self, change: Change) -> Applied {
        let line = self.writable_dir().map(|_| encode_change(&change));
        let applied = self.records.apply(change);
        // A change that changed nothing (a reset of no table, say) is not written.
        match line.filter(|_| applied.changed) {
            Some(Ok(line)) => self.saves.append(line),
            // Cannot be a line (it never happens with these types): the whole records then,
            // whose encoding says why if it fails too.
            Some(Err(_)) => self.saves.compact(),
            None => {}
        }
        applied
    }

    /// What the player is told about saving, as it is known now, without touching the disk
    /// (it answers each finished game): why these records are read-only, or why the latest
    /// save failed.
    pub fn save_error(&self) -> Option<Said> {
        use crate::l10n::errors::Says;
        let store = self.store.as_ref()?;
        if let Some(why) = store.read_only() {
            return Some(tessera::records::store::StoreError::ReadOnly(why.clone()).said());
        }
        self.saves.last_error()
    }

    /// The store, for the writer.
    pub fn store(&self) -> Option<Arc<Store>> {
        self.store.clone()
    }

    /// The proofs of games recorded since they were last written, for the writer.
    pub fn unwritten_proofs(&self) -> Vec<(ProofKey, Proof)> {
        self.proofs.clone()
    }

    /// What the writer writes: the store, a copy of the records, and the proofs not yet
    /// written (they stay here, readable, until the writer says they are on disk); none
    /// without a store.
    pub fn snapshot(&self) -> Option<WriterJob> {
        let store = Arc::clone(self.store.as_ref()?);
        Some((store, self.records.clone(), self.proofs.clone()))
    }

    /// The writer wrote these proofs: they are read from the disk from now on. Answers the
    /// proofs to remove now (their games were taken back out).
    pub fn proofs_written(&mut self, written: &[ProofKey]) -> Vec<ProofKey> {
        self.proofs.retain(|(key, _)| !written.contains(key));
        std::mem::take(&mut self.gone)
    }

    /// The proofs of games taken back out (an ending undone, an import undone): not written if
    /// they are not yet, removed by the writer if they are.
    pub fn forget_proofs(&mut self, keys: Vec<ProofKey>) {
        let keys: std::collections::HashSet<ProofKey> = keys.into_iter().collect();
        self.proofs.retain(|(key, _)| !keys.contains(key));
        if self.writable_dir().is_some() {
            self.gone.extend(keys);
        }
    }

    /// Keeps the proofs of games entering the records (taken out of them) for the writer.
    pub fn keep_proofs(&mut self, proofs: Vec<(ProofKey, Proof)>) {
        if self.store.is_some() {
            self.proofs.extend(proofs);
        }
    }

    /// A recorded game's proof: one the writer has not written yet, or the one on disk.
    pub fn proof(&self, key: &ProofKey) -> Option<Proof> {
        if let Some((_, p)) = self.proofs.iter().rev().find(|(k, _)| k == key) {
            return Some(p.clone());
        }
        ProofStore::beside(&self.dir()?).read(key)
    }

    /// Records a Minesweeper game that just ended, or was left after its first click (its
    /// helps are its log's); `chosen_seed` when the player chose the board's seed.
    pub fn record_mines(&mut self, difficulty: &Difficulty, game: &Game, chosen_seed: bool, now: Millis) -> Recorded {
        let Some(mut entry) = mines_entry(game, now, chosen_seed) else { return Recorded::default() };
        let table = mines_table(difficulty, game);
        if let (Some(proof), Some(_)) = (entry.take_proof(), &self.store) {
            self.proofs.push((ProofKey::mines(&table, entry.at), proof));
        }
        let replay = Some(RecordRef { game: "mines", table: table.clone(), at: entry.at });
        let news = self.change(Change::Mines { table, game: entry }).announcements;
        Recorded { news, announcements: Vec::new(), save_error: self.save_error(), replay }
    }

    /// Records a 15-puzzle attempt that was just solved, or left after its first move (DNF).
    pub fn record_fifteen(&mut self, game: &FifteenGame, controls: Controls, now: Millis) -> Recorded {
        let Some(entry) = solve_entry(game, now) else { return Recorded::default() };
        let entry = Solve { controls, ..entry };
        let shape = game.board().shape();
        let size = format!("{}x{}", shape.width(), shape.height());
        let entry = self.kept(&size, entry);
        let replay = Some(RecordRef { game: "fifteen", table: size.clone(), at: entry.at });
        self.enter_session();
        let news = self.change(Change::Fifteen { table: size, solve: entry }).announcements;
        Recorded { news, announcements: Vec::new(), save_error: self.save_error(), replay }
    }

    /// Records a practice run that just ended (solved, or a blind solve judged unsolved), or
    /// was left after its first move (DNF), in its mode's table with its splits.
    pub fn record_run(&mut self, run: &Run, controls: Controls, now: Millis) -> Recorded {
        let Some(entry) = run_entry(run, now) else { return Recorded::default() };
        let entry = Solve { controls, ..entry };
        let key = run.mode().key();
        let entry = self.kept(&key, entry);
        let replay = Some(RecordRef { game: "fifteen", table: key.clone(), at: entry.at });
        self.enter_session();
        let news = self.change(Change::Fifteen { table: key, solve: entry }).announcements;
        Recorded { news, announcements: Vec::new(), save_error: self.save_error(), replay }
    }
}

impl RecordBook {
    /// When the current 15-puzzle session began.
    pub fn session(&self) -> Moment {
        self.session
    }

    /// Begins a new 15-puzzle session now; the last one ends.
    pub fn new_session(&mut self) {
        self.session = now_local().max(self.session);
    }

    /// Has the current session entered the records, before its first attempt does.
    fn enter_session(&mut self) {
        if self.records.sessions.last() != Some(&self.session) {
            self.change(Change::Session { at: self.session });
        }
    }

    /// A 15-puzzle entry without its log, which is kept for the writer.
    fn kept(&mut self, table: &str, mut entry: Solve) -> Solve {
        if let (Some(proof), Some(_)) = (entry.take_proof(), &self.store) {
            self.proofs.push((ProofKey::fifteen(table, entry.at), proof));
        }
        entry
    }
}

/// The table a Minesweeper game belongs to: its preset, or its custom size and mine count,
/// and its first-click policy (a no-guess best never stands beside an opening one).
pub fn mines_table(difficulty: &Difficulty, game: &Game) -> String {
    let board = match difficulty {
        Difficulty::Beginner => "beginner".into(),
        Difficulty::Intermediate => "intermediate".into(),
        Difficulty::Expert => "expert".into(),
        Difficulty::Custom { .. } => {
            let spec = game.spec();
            custom_table(spec.dims().width(), spec.dims().height(), spec.mines())
        }
    };
    policy_table(&board, game.mode())
}
