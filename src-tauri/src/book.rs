//! The record book the app keeps: the records in memory and the file they are saved to after
//! every finished game, by the writer thread (`saver.rs`). Saving problems never lose what is
//! in memory; they are reported.

use crate::saver::Saves;
use std::path::PathBuf;
use std::sync::Arc;
use tessera::fifteen::practice::{Run, RunOrigin};
use tessera::fifteen::{FifteenGame, Origin, Status as FifteenStatus};
use tessera::minesweeper::{Difficulty, Game, Status};
use tessera::records::fifteen::{Solve, Source};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::store::{default_dir, Store};
use tessera::records::{custom_table, now_local, policy_table, Records};
use tessera::time::Millis;

pub struct RecordBook {
    pub records: Records,
    store: Option<Arc<Store>>,
    saves: Arc<Saves>,
    /// Something the player should know about the records file (moved aside, read-only...).
    pub notice: Option<String>,
}

/// What recording a game achieved, for the result panel.
#[derive(Debug, Default, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recorded {
    pub announcements: Vec<String>,
    /// Why the records could not be saved, if they could not.
    pub save_error: Option<String>,
}

impl RecordBook {
    /// Opens the records in `dir`, or in the default directory.
    pub fn open(dir: Option<PathBuf>) -> Self {
        match dir.or_else(default_dir) {
            Some(dir) => {
                let opened = Store::open(&dir);
                RecordBook {
                    records: opened.records,
                    store: Some(Arc::new(opened.store)),
                    saves: Arc::default(),
                    notice: opened.notice,
                }
            }
            None => RecordBook {
                records: Records::default(),
                store: None,
                saves: Arc::default(),
                notice: Some("No data directory was found; records of this session are not saved.".into()),
            },
        }
    }

    pub fn path(&self) -> Option<PathBuf> {
        self.store.as_ref().map(|s| s.path())
    }

    /// The directory records (and the UI settings beside them) are kept in.
    pub fn dir(&self) -> Option<PathBuf> {
        self.store.as_ref().map(|s| s.dir().to_path_buf())
    }

    pub fn read_only(&self) -> bool {
        self.store.as_ref().is_none_or(|s| s.read_only().is_some())
    }

    /// Where saves are asked for and settled.
    pub fn saves(&self) -> &Arc<Saves> {
        &self.saves
    }

    /// Asks the writer thread to save the records as they are now. What is known now, as the
    /// player reads it: why they cannot be saved, or why the latest save failed.
    pub fn save(&self) -> Option<String> {
        let store = self.store.as_ref()?;
        if let Err(e) = store.writable() {
            return Some(e.to_string());
        }
        let failed = self.saves.last_error();
        self.saves.ask();
        failed
    }

    /// A copy of the records for the writer, with the store to write them to; none without one.
    pub fn snapshot(&self) -> Option<(Arc<Store>, Records)> {
        Some((Arc::clone(self.store.as_ref()?), self.records.clone()))
    }

    /// Records a Minesweeper game that just ended, or was left after its first click;
    /// `assisted` when the solver helped.
    pub fn record_mines(&mut self, difficulty: &Difficulty, game: &Game, help: Help, now: Millis) -> Recorded {
        let Help { assisted, chosen_seed } = help;
        let ending = match game.status() {
            Status::Won => Ending::Won,
            Status::Lost => Ending::Lost,
            Status::Playing => Ending::Abandoned,
            Status::Ready => return Recorded::default(),
        };
        let summary = game.summary();
        let entry = MinesGame {
            ending,
            at: now_local(),
            time_ms: game.elapsed(now).0,
            three_bv: summary.map_or(0, |s| s.three_bv),
            solved_three_bv: summary.map_or(0, |s| s.solved_three_bv),
            clicks: game.clicks().total(),
            seed: game.seed(),
            assisted,
            chosen_seed,
        };
        let announcements = self.records.record_mines(&mines_table(difficulty, game), entry);
        Recorded { announcements, save_error: self.save() }
    }

    /// Records a 15-puzzle attempt that was just solved, or left after its first move (DNF).
    pub fn record_fifteen(&mut self, game: &FifteenGame, assisted: bool, now: Millis) -> Recorded {
        let solved = match game.status() {
            FifteenStatus::Solved => true,
            FifteenStatus::Running | FifteenStatus::Failed => false,
            FifteenStatus::Ready => return Recorded::default(),
        };
        let shape = game.board().shape();
        let entry = Solve {
            at: now_local(),
            time_ms: solved.then(|| game.elapsed(now).0),
            moves: game.moves(),
            multi_moves: game.multi_moves(),
            scramble: game.scramble().state_string(),
            source: match game.origin() {
                Origin::Random { .. } => Source::Random,
                Origin::Chosen { .. } => Source::Chosen,
                Origin::Retry { .. } => Source::Retry,
                Origin::Typed => Source::Typed,
            },
            assisted,
            optimal: None,
            splits: Vec::new(),
        };
        let size = format!("{}x{}", shape.width(), shape.height());
        let announcements = self.records.record_fifteen(&size, entry);
        Recorded { announcements, save_error: self.save() }
    }

    /// Records a practice run that just ended (solved, or a blind solve judged unsolved), or
    /// was left after its first move (DNF), in its mode's table with its splits.
    pub fn record_run(&mut self, run: &Run, assisted: bool, now: Millis) -> Recorded {
        let finished = match run.status() {
            FifteenStatus::Solved => true,
            FifteenStatus::Running | FifteenStatus::Failed => false,
            FifteenStatus::Ready => return Recorded::default(),
        };
        let entry = Solve {
            at: now_local(),
            time_ms: finished.then(|| run.elapsed(now).0),
            moves: run.moves(),
            multi_moves: run.multi_moves(),
            scramble: run.scrambles().join(" | "),
            source: match run.origin() {
                RunOrigin::Random => Source::Random,
                RunOrigin::Retry => Source::Retry,
            },
            assisted,
            optimal: None,
            splits: run.splits().iter().map(|m| m.0).collect(),
        };
        let announcements = self.records.record_fifteen(&run.mode().key(), entry);
        Recorded { announcements, save_error: self.save() }
    }
}

/// What keeps a Minesweeper game out of the best lists: help from the solver, or a seed the
/// player chose (a known board can be learned).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Help {
    pub assisted: bool,
    pub chosen_seed: bool,
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
    policy_table(&board, game.first_click())
}
