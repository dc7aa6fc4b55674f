//! Replays: `records_replay(game, table, at)` answers a recorded game's frames for the viewer
//! (the engine replays its proof and checks it against the record first);
//! `records_figures(table, at)` answers the players' figures (IOE, RQP, STNB...) of a table's
//! games for the records view, measured from their proofs as the result panel measures a game;
//! `records_export_evf(table, at?)` writes a Minesweeper game, or every won game of a table, as
//! EVF videos (Metasweeper's format) into the Downloads folder. Async: reading proofs,
//! replaying and writing stay off the thread that paints.

use crate::error::CommandError;
use crate::l10n::errors::Says;
use crate::l10n::said::{Arg, Said};
use crate::state::AppState;
use tauri::State;
use serde::Serialize;
use std::path::{Path, PathBuf};
use tessera::minesweeper::evf::{encode, EvfInfo};
use tessera::minesweeper::figures::game_metrics;
use tessera::minesweeper::video::VideoMetrics;
use tessera::records::frames::{fifteen_frames, mines_frames, Frames};
use tessera::records::mines::MinesGame;
use tessera::records::proofs::{ProofKey, ProofStore};
use tessera::records::replay::MinesReplay;
use tessera::records::{now_local, table_name, Moment};

#[tauri::command]
pub async fn records_replay(state: State<'_, AppState>, game: String, table: String, at: String) -> Result<Frames, CommandError> {
    replay(&state, &game, &table, &at)
}

#[tauri::command]
pub async fn records_figures(state: State<'_, AppState>, table: String, at: Vec<String>) -> Result<Vec<Option<VideoMetrics>>, CommandError> {
    figures(&state, &table, &at)
}

#[tauri::command]
pub async fn records_export_evf(state: State<'_, AppState>, table: String, at: Option<String>) -> Result<Videos, CommandError> {
    export_evf(&state, &table, at.as_deref(), super::records::export_dir())
}

/// What an EVF export wrote: a file, or a folder of them, and how many games.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Videos {
    pub path: String,
    pub games: usize,
    /// Games of the table that could not be written (no replay, or too big for EVF), and why.
    pub skipped: Vec<String>,
}

/// One game's EVF bytes from its record and proof.
fn video(table: &str, mut record: MinesGame, replays: Option<&ProofStore>) -> Result<Vec<u8>, String> {
    let proof = replays.and_then(|r| r.read(&ProofKey::mines(table, record.at))).filter(|_| record.proof);
    let proof = proof.ok_or("recorded before replays: it has none")?;
    record.put_proof(proof);
    let (game, _) = MinesReplay::new(table, &record).and_then(MinesReplay::finish).map_err(|e| e.to_string())?;
    let micros = |m: Moment| u64::try_from(m.timestamp_micros()).unwrap_or(0);
    let info = EvfInfo {
        software: format!("Tessera {}", env!("CARGO_PKG_VERSION")),
        player: String::new(),
        start_micros: micros(record.at - chrono_ms(record.time_ms)),
        end_micros: micros(record.at),
    };
    encode(&game, &info).map_err(|e| e.to_string())
}

fn chrono_ms(ms: u64) -> tessera::records::Duration {
    tessera::records::Duration::milliseconds(i64::try_from(ms).unwrap_or(i64::MAX))
}

/// A file name's portable form of a table's key and a moment (`tessera-expert+safe-20261126-…`).
pub fn file_stem(table: &str, at: Moment) -> String {
    format!("tessera-{}-{}", tessera::portable::file_part(table), at.format("%Y%m%d-%H%M%S%.3f"))
}

/// Writes one game (`at`), or every won game of `table` into a new folder, as EVF into `dir`.
pub fn export_evf(state: &AppState, table: &str, at: Option<&str>, dir: PathBuf) -> Result<Videos, CommandError> {
    let failed = |why: Arg| CommandError::Records(Said::new("error-export").with("why", why));
    if let Some(e) = state.flush_records() {
        return Err(failed(e.into()));
    }
    let at = at.map(tessera::records::parse_moment).transpose().map_err(as_written)?;
    let (games, records_dir) = {
        let book = state.book();
        let games = book.records.mines.get(table).map(|t| t.games.clone()).ok_or_else(|| CommandError::Records(Said::new("error-no-table").with("game", "mines").with("table", format!("{table:?}"))))?;
        (games, book.dir())
    };
    let replays = records_dir.as_deref().map(ProofStore::beside);
    let write = |path: &Path, bytes: &[u8]| {
        std::fs::create_dir_all(path.parent().unwrap_or(&dir)).and_then(|()| std::fs::write(path, bytes)).map_err(|e| failed(Said::new("error-write-file").with("path", path.display().to_string()).with("why", e.to_string()).into()))
    };
    if let Some(at) = at {
        let record = games.into_iter().rev().find(|g| g.at == at).ok_or_else(|| no_game(table, at))?;
        let bytes = video(table, record, replays.as_ref()).map_err(|e| CommandError::Records(Said::new("error-not-exported").with("why", e)))?;
        let path = dir.join(format!("{}.evf", file_stem(table, at)));
        write(&path, &bytes)?;
        return Ok(Videos { path: path.display().to_string(), games: 1, skipped: Vec::new() });
    }
    let folder = dir.join(format!("{}-won", file_stem(table, now_local())));
    let (mut written, mut skipped) = (0, Vec::new());
    for record in games.into_iter().filter(MinesGame::won) {
        let at = record.at;
        match video(table, record, replays.as_ref()) {
            Ok(bytes) => {
                written += 1;
                write(&folder.join(format!("{written:05}-{}.evf", at.format("%Y%m%d-%H%M%S"))), &bytes)?;
            }
            Err(why) => skipped.push(format!("{}, {}: {why}", table_name(table), at.format("%Y-%m-%d %H:%M:%S"))),
        }
    }
    if written == 0 {
        return Err(CommandError::Records(Said::new("error-no-won-replay").with("table", format!("{table:?}"))));
    }
    Ok(Videos { path: folder.display().to_string(), games: written, skipped })
}

/// The most games one `records_figures` call measures (the records view asks for a best list).
pub const MAX_FIGURES: usize = 100;

/// The figures of the Minesweeper games of `table` recorded at each of `at`; none for a game
/// not found, without a replay, or that EVF cannot hold (an undo or a pause).
pub fn figures(state: &AppState, table: &str, at: &[String]) -> Result<Vec<Option<VideoMetrics>>, CommandError> {
    if at.len() > MAX_FIGURES {
        return Err(CommandError::Records(Said::new("error-too-many-figures").with("max", MAX_FIGURES).with("got", at.len())));
    }
    let moments = at.iter().map(|a| tessera::records::parse_moment(a).map_err(as_written)).collect::<Result<Vec<_>, _>>()?;
    Ok(moments
        .into_iter()
        .map(|at| {
            let (mut record, proof) = {
                let book = state.book();
                let record = book.records.mines.get(table).and_then(|t| t.games.iter().rev().find(|g| g.at == at)).cloned()?;
                let proof = book.proof(&ProofKey::mines(table, at)).filter(|_| record.proof)?;
                (record, proof)
            };
            record.put_proof(proof);
            let (game, _) = MinesReplay::new(table, &record).and_then(MinesReplay::finish).ok()?;
            game_metrics(&game)
        })
        .collect())
}

/// The frames of the game of `table` recorded at `at` (as the records give it).
pub fn replay(state: &AppState, game: &str, table: &str, at: &str) -> Result<Frames, CommandError> {
    let at = tessera::records::parse_moment(at).map_err(as_written)?;
    let missing = || no_game(table, at);
    let no_replay = || CommandError::Records(Said::new("error-no-replay"));
    let failed = |e: tessera::records::replay::ReplayError| CommandError::Records(Said::new("error-not-replayed").with("why", e.said()));
    match game {
        "mines" => {
            let key = ProofKey::mines(table, at);
            let (mut record, proof) = {
                let book = state.book();
                let record = book.records.mines.get(table).and_then(|t| t.games.iter().rev().find(|g| g.at == at)).cloned();
                (record.ok_or_else(missing)?, book.proof(&key))
            };
            let proof = proof.filter(|_| record.proof).ok_or_else(no_replay)?;
            record.put_proof(proof);
            mines_frames(table, &record).map_err(failed)
        }
        "fifteen" => {
            let key = ProofKey::fifteen(table, at);
            let (mut record, proof) = {
                let book = state.book();
                let record = book.records.fifteen.get(table).and_then(|t| t.solves.iter().rev().find(|s| s.at == at)).cloned();
                (record.ok_or_else(missing)?, book.proof(&key))
            };
            let proof = proof.filter(|_| record.proof).ok_or_else(no_replay)?;
            record.log = Some(proof.log);
            fifteen_frames(table, &record).map_err(failed)
        }
        other => Err(CommandError::Records(Said::new("error-no-such-game").with("name", format!("{other:?}")))),
    }
}

/// A moment the page sent that is not one: said as the engine wrote it.
fn as_written(why: String) -> CommandError {
    CommandError::Records(Said::new("error-as-written").with("text", why))
}

/// No game of `table` was recorded at `at`.
fn no_game(table: &str, at: tessera::records::Moment) -> CommandError {
    CommandError::Records(Said::new("error-no-game-at").with("table", format!("{table:?}")).with("at", at.to_string()))
}
