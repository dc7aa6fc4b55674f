//! Replays: `records_replay(game, table, at)` answers a recorded game's frames for the viewer
//! (the engine replays its proof and checks it against the record first). Async: reading the
//! proof and replaying stay off the thread that paints.

use crate::error::CommandError;
use crate::state::AppState;
use tauri::State;
use tessera::records::frames::{fifteen_frames, mines_frames, Frames};
use tessera::records::proofs::ProofKey;

#[tauri::command]
pub async fn records_replay(state: State<'_, AppState>, game: String, table: String, at: String) -> Result<Frames, CommandError> {
    replay(&state, &game, &table, &at)
}

/// The frames of the game of `table` recorded at `at` (as the records give it).
pub fn replay(state: &AppState, game: &str, table: &str, at: &str) -> Result<Frames, CommandError> {
    let at = tessera::records::parse_moment(at).map_err(CommandError::Records)?;
    let missing = || CommandError::Records(format!("there is no game of {table:?} recorded at {at}"));
    let no_replay = || CommandError::Records("this game was recorded before replays: it has none".into());
    let failed = |e: tessera::records::replay::ReplayError| CommandError::Records(format!("this game cannot be replayed: {e}"));
    match game {
        "mines" => {
            let key = ProofKey::mines(table, at);
            let (mut record, proof) = {
                let book = state.book();
                let record = book.records.mines.get(table).and_then(|t| t.games.iter().rev().find(|g| g.at == at)).cloned();
                (record.ok_or_else(missing)?, book.proof(&key))
            };
            let proof = proof.filter(|_| record.proof).ok_or_else(no_replay)?;
            (record.board, record.log) = (proof.board, Some(proof.log));
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
        other => Err(CommandError::Records(format!("no game is called {other:?}; mines or fifteen"))),
    }
}
