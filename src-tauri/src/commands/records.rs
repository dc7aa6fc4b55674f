//! Records commands: `records_get()` for the records view, `records_reset(game, table)`,
//! `records_export(format)` (JSON of everything, or CSV of 15-puzzle solves) and
//! `records_import(text)` (merges a JSON export after replaying each game; nothing recorded is
//! dropped), `records_undo()` (takes back the last import or reset; the records file is copied
//! aside before either). All but the
//! notice are async: statistics over a history and the disk stay off the thread that paints.

use crate::book::{self, Undo, Undoable};
use crate::error::CommandError;
use crate::l10n::said::Said;
use crate::state::AppState;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use tauri::State;
use tessera::records::fifteen::{ControlFilter, FifteenStats, Metric as FifteenMetric, SolveRow};
use tessera::records::mines::{MinesGame, MinesStats};
use tessera::records::mines_bests::{Metric, StyleFilter};
use tessera::records::proofs::ProofStore;
use tessera::records::document::{decode, encode, Decoded};
use tessera::records::change::{Change, Kind};
use tessera::records::verify::{replay_all, Judged};
use tessera::records::now_local;

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Table<S> {
    pub key: String,
    pub name: String,
    pub stats: S,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordsView {
    pub mines: Vec<Table<MinesStats>>,
    pub fifteen: Vec<Table<FifteenStats>>,
    /// Where the records file is.
    pub path: Option<String>,
    pub read_only: bool,
    /// A message about the records file to show once (moved aside, upgraded, read-only).
    pub notice: Option<String>,
    /// What the Undo button takes back (the last import or reset), if anything.
    pub undo: Option<String>,
}

#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Json,
    Csv,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Exported {
    pub path: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Imported {
    pub added: usize,
    /// Games the records held already (the same table and moment): nothing of them changed.
    pub already: usize,
    /// Where the records were copied before the import.
    pub backup: Option<String>,
    /// Games whose replay did not give their record (or that have no log), each with its
    /// table, moment and reason; they were not imported.
    pub refused: Vec<String>,
    pub save_error: Option<Said>,
}

#[tauri::command]
pub async fn records_get(state: State<'_, AppState>) -> Result<RecordsView, CommandError> {
    Ok(view(&state))
}

/// Only what the player must be told about the records file, for start-up: `records_get`
/// computes every table's statistics, which grows with the player's history. Async: it waits
/// for the records to be read, never on the thread that paints.
#[tauri::command]
pub async fn records_notice(state: State<'_, AppState>) -> Result<Option<String>, CommandError> {
    Ok(crate::l10n::notices::told(&state.language.texts(), &state.book().notice))
}

/// A Minesweeper table's best wins by a figure, among the games of a style (NF, FL or
/// either), best first.
#[tauri::command]
pub async fn records_mines_bests(state: State<'_, AppState>, table: String, metric: Metric, style: StyleFilter) -> Result<Vec<MinesGame>, CommandError> {
    let book = state.book();
    let found = book.records.mines.get(&table).ok_or_else(|| CommandError::Records(Said::new("error-no-table").with("game", "mines").with("table", format!("{table:?}"))))?;
    Ok(found.best_by(metric, style))
}

/// A 15-puzzle table's statistics over the attempts of one control type (keyboard, click,
/// hover or mixed), as slidysim's leaderboards split them.
#[tauri::command]
pub async fn records_fifteen_by_control(state: State<'_, AppState>, table: String, control: ControlFilter) -> Result<FifteenStats, CommandError> {
    let book = state.book();
    let found = book.records.fifteen.get(&table).ok_or_else(|| CommandError::Records(Said::new("error-no-table").with("game", "fifteen").with("table", format!("{table:?}"))))?;
    Ok(found.by_control(control).stats(now_local().date_naive()))
}

/// A 15-puzzle table's best list: its best solves by time, moves or TPS among those of one
/// control type (or all), best first.
#[tauri::command]
pub async fn records_fifteen_bests(state: State<'_, AppState>, table: String, metric: FifteenMetric, control: ControlFilter) -> Result<Vec<SolveRow>, CommandError> {
    let book = state.book();
    let found = book.records.fifteen.get(&table).ok_or_else(|| CommandError::Records(Said::new("error-no-table").with("game", "fifteen").with("table", format!("{table:?}"))))?;
    Ok(found.best_by(metric, control))
}

#[tauri::command]
pub async fn records_reset(state: State<'_, AppState>, game: String, table: String) -> Result<RecordsView, CommandError> {
    reset(&state, &game, &table)
}

#[tauri::command]
pub async fn records_export(state: State<'_, AppState>, format: Format) -> Result<Exported, CommandError> {
    export(&state, format, export_dir())
}

#[tauri::command]
pub async fn records_import(state: State<'_, AppState>, text: String) -> Result<Imported, CommandError> {
    import(&state, &text)
}

#[tauri::command]
pub async fn records_undo(state: State<'_, AppState>) -> Result<RecordsView, CommandError> {
    undo(&state)
}

pub fn view(state: &AppState) -> RecordsView {
    let book = state.book();
    let today = now_local().date_naive();
    let texts = state.language.texts();
    let name = |key: &str| crate::l10n::names::table(&texts, key);
    RecordsView {
        mines: book.records.mines.iter().map(|(k, t)| Table { key: k.clone(), name: name(k), stats: t.stats() }).collect(),
        fifteen: book.records.fifteen.iter().map(|(k, t)| Table { key: k.clone(), name: name(k), stats: t.stats(today) }).collect(),
        path: book.path().map(|p| p.display().to_string()),
        read_only: book.read_only(),
        notice: crate::l10n::notices::told(&texts, &book.notice),
        undo: book.undo.as_ref().map(|u| u.label(&texts)),
    }
}

/// Writes the records aside before an import or a reset changes them, once what is in memory
/// is on disk. Where the copy is; none without a records directory this window may write.
fn back_up(state: &AppState) -> Result<Option<String>, CommandError> {
    if let Some(e) = state.flush_records() {
        return Err(CommandError::Records(Said::new("error-not-saved-first").with("why", e)));
    }
    let (dir, records) = {
        let book = state.book();
        let Some(dir) = book.writable_dir() else { return Ok(None) };
        (dir, book.records.clone())
    };
    let backup = book::back_up(&dir, &records).map_err(|e| CommandError::Records(Said::new("error-nothing-changed").with("why", e.to_string())))?;
    Ok(Some(backup.display().to_string()))
}

/// Takes back the last import or reset; games recorded since stay.
pub fn undo(state: &AppState) -> Result<RecordsView, CommandError> {
    {
        let mut book = state.book();
        let Some(undo) = book.undo.take() else {
            return Err(CommandError::Records(Said::new("error-nothing-to-take-back")));
        };
        match undo.change {
            Undoable::Imported(records) => {
                book.forget_proofs(records.proof_keys());
                book.change(Change::Remove { records })
            }
            Undoable::Reset(records) => book.change(Change::Merge { records }),
        };
        if let Some(e) = book.save_error() {
            return Err(CommandError::Records(e));
        }
    }
    if let Some(e) = state.flush_records() {
        return Err(CommandError::Records(e));
    }
    Ok(view(state))
}

pub fn reset(state: &AppState, game: &str, table: &str) -> Result<RecordsView, CommandError> {
    let no_table = || CommandError::Records(Said::new("error-no-table").with("game", game).with("table", format!("{table:?}")));
    let kind = Kind::parse(game).ok_or_else(no_table)?;
    if !state.book().records.has_table(game, table) {
        return Err(no_table());
    }
    back_up(state)?;
    {
        let mut book = state.book();
        let reset = book.change(Change::Reset { kind, table: table.to_string() });
        if !reset.changed {
            return Err(no_table());
        }
        book.undo = Some(Undo { change: Undoable::Reset(reset.games) });
        if let Some(e) = book.save_error() {
            return Err(CommandError::Records(e));
        }
    }
    if let Some(e) = state.flush_records() {
        return Err(CommandError::Records(e));
    }
    Ok(view(state))
}

/// Writes an export into `dir` (the Downloads folder, else the home folder) and says where.
pub fn export(state: &AppState, format: Format, dir: PathBuf) -> Result<Exported, CommandError> {
    let stamp = now_local().format("%Y%m%d-%H%M%S");
    // Every replay on disk first; then a copy, so that a game ending meanwhile does not wait
    // for a long history's encoding.
    if let Some(e) = state.flush_records() {
        return Err(CommandError::Records(Said::new("error-export").with("why", e)));
    }
    let (mut records, records_dir) = {
        let book = state.book();
        (book.records.clone(), book.dir())
    };
    let (name, text) = match format {
        Format::Json => {
            // With each game's proof, so that the import elsewhere can replay it.
            if let Some(records_dir) = records_dir {
                let replays = ProofStore::beside(&records_dir);
                records.put_proofs(|key| replays.read(key));
            }
            let text = encode(&records).map_err(|e| CommandError::Records(Said::new("error-store-encode").with("why", e.0)))?;
            (format!("tessera-records-{stamp}.json"), text)
        }
        Format::Csv => (format!("tessera-15-puzzle-solves-{stamp}.csv"), records.fifteen_csv()),
    };
    let path = dir.join(name);
    std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(&path, text))
        .map_err(|e| CommandError::Records(Said::new("error-write-file").with("path", path.display().to_string()).with("why", e.to_string())))?;
    Ok(Exported { path: path.display().to_string() })
}

/// The largest records file an import reads: a bound on what the page can hand over, far
/// past any real history.
pub const MAX_IMPORT_BYTES: usize = tessera::records::document::MAX_DOCUMENT_BYTES as usize;

/// Merges a JSON export into the records.
pub fn import(state: &AppState, text: &str) -> Result<Imported, CommandError> {
    if text.len() > MAX_IMPORT_BYTES {
        let size = format!("{:.1}", text.len() as f64 / (1 << 20) as f64);
        return Err(CommandError::Limit(Said::new("error-import-too-big").with("size", size).with("max", MAX_IMPORT_BYTES >> 20)));
    }
    let incoming = match decode(text.as_bytes()).map_err(|e| CommandError::Records(Said::new("error-import").with("why", e.to_string())))? {
        Decoded::Current(r) | Decoded::Migrated(r, _) => r,
        Decoded::Newer(_, schema) => {
            return Err(CommandError::Records(Said::new("error-import-newer").with("schema", schema)))
        }
    };
    // Each game is replayed outside the book's lock: games keep being recorded meanwhile. A
    // seed the records hold already makes a game a known board.
    let (mut incoming, judged) = replay_all(&incoming, |kind, key| state.book().records.seeds(kind, key));
    let refused = judged.iter().filter_map(Judged::refusal).collect();
    let backup = back_up(state)?;
    let mut proofs = incoming.take_proofs();
    let offered = incoming.games();
    let added = {
        let mut book = state.book();
        let added = book.change(Change::Merge { records: incoming }).games;
        // Only the added games' proofs: a game already here keeps its own.
        let keys: std::collections::HashSet<_> = added.proof_keys().into_iter().collect();
        proofs.retain(|(key, _)| keys.contains(key));
        book.keep_proofs(proofs);
        let count = added.games();
        if count > 0 {
            book.undo = Some(Undo { change: Undoable::Imported(added) });
        }
        if let Some(e) = book.save_error() {
            return Ok(Imported { added: count, already: offered - count, backup, refused, save_error: Some(e) });
        }
        count
    };
    Ok(Imported { added, already: offered - added, backup, refused, save_error: state.flush_records() })
}

pub(crate) fn export_dir() -> PathBuf {
    let user = directories::UserDirs::new();
    user.as_ref()
        .and_then(|u| u.download_dir().map(PathBuf::from))
        .or_else(|| user.as_ref().map(|u| u.home_dir().to_path_buf()))
        .unwrap_or_else(std::env::temp_dir)
}
