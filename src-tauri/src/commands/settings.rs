//! UI settings (current game, difficulty, size, input schemes...): the page owns their meaning;
//! the backend keeps them in `settings.json` beside the records, written atomically, so they
//! survive a restart however the app was closed. They get the records' treatment: a damaged
//! file is moved aside at start with a word to the player (never overwritten by the next
//! save), and a second window, whose records are read-only, never writes them. Async: the
//! disk stays off the thread that paints.

use crate::error::CommandError;
use crate::l10n::said::Said;
use crate::settings_file::LIMIT;
use crate::state::AppState;
use serde_json::{Map, Value};
use tauri::State;
use tessera::records::files::{read_bounded, write_atomic};

#[tauri::command]
pub async fn settings_get(state: State<'_, AppState>) -> Result<Value, CommandError> {
    Ok(get(&state))
}

#[tauri::command]
pub async fn settings_save(state: State<'_, AppState>, settings: Value) -> Result<(), CommandError> {
    save(&state, settings)
}

pub fn get(state: &AppState) -> Value {
    let saved = state
        .settings_path()
        .and_then(|p| read_bounded(&p, LIMIT as u64).ok())
        .and_then(|bytes| serde_json::from_slice::<Value>(&bytes).ok())
        .filter(Value::is_object);
    saved.unwrap_or_else(|| Value::Object(Map::new()))
}

pub fn save(state: &AppState, settings: Value) -> Result<(), CommandError> {
    if !settings.is_object() {
        return Err(CommandError::Settings(Said::new("error-settings-not-object")));
    }
    let text = serde_json::to_string_pretty(&settings).map_err(|e| CommandError::Settings(Said::new("error-as-written").with("text", e.to_string())))?;
    if text.len() > LIMIT {
        return Err(CommandError::Settings(Said::new("error-settings-too-big").with("size", text.len()).with("max", LIMIT)));
    }
    let path = state.settings_path().ok_or_else(|| CommandError::Settings(Said::new("error-settings-no-dir")))?;
    if state.book().writable_dir().is_none() {
        return Err(CommandError::Settings(Said::new("error-settings-other-window")));
    }
    write_atomic(&path, &text).map_err(|e| CommandError::Settings(Said::new("error-settings-not-saved").with("path", path.display().to_string()).with("why", e.to_string())))
}
