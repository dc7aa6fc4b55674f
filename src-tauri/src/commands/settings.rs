//! UI settings (current game, difficulty, size, input schemes...): the page owns their meaning;
//! the backend keeps them in `settings.json` beside the records, written atomically, so they
//! survive a restart however the app was closed. They get the records' treatment: a damaged
//! file is moved aside at start with a word to the player (never overwritten by the next
//! save), and a second window, whose records are read-only, never writes them. Async: the
//! disk stays off the thread that paints.

use crate::error::CommandError;
use crate::state::AppState;
use serde_json::{Map, Value};
use tauri::State;
use tessera::records::files::write_atomic;

/// Settings larger than this are not settings.
const LIMIT: usize = 64 * 1024;

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
        .and_then(|p| std::fs::read(p).ok())
        .and_then(|bytes| serde_json::from_slice::<Value>(&bytes).ok())
        .filter(Value::is_object);
    saved.unwrap_or_else(|| Value::Object(Map::new()))
}

pub fn save(state: &AppState, settings: Value) -> Result<(), CommandError> {
    if !settings.is_object() {
        return Err(CommandError::Settings("settings must be a JSON object".into()));
    }
    let text = serde_json::to_string_pretty(&settings).map_err(|e| CommandError::Settings(e.to_string()))?;
    if text.len() > LIMIT {
        return Err(CommandError::Settings(format!("settings are {} bytes; the limit is {LIMIT}", text.len())));
    }
    let path = state.settings_path().ok_or_else(|| CommandError::Settings("no data directory to keep settings in".into()))?;
    if state.book().writable_dir().is_none() {
        return Err(CommandError::Settings("settings are not saved: another Tessera window keeps them".into()));
    }
    write_atomic(&path, &text).map_err(|e| CommandError::Settings(format!("could not save {}: {e}", path.display())))
}

/// Looks at `settings.json` in `dir` at start: one that is not a settings object (damaged, cut
/// short, edited by hand) is moved aside as `settings.corrupt-<time>.json` when this window may
/// write there, so the next save does not overwrite it; what to tell the player.
pub fn check_at_start(dir: &std::path::Path, writable: bool) -> Option<String> {
    let path = dir.join(FILE_NAME);
    let bytes = std::fs::read(&path).ok()?;
    let problem = match serde_json::from_slice::<Value>(&bytes) {
        Ok(Value::Object(_)) => return None,
        Ok(_) => "not a settings object".to_string(),
        Err(e) => format!("not valid JSON: {e}"),
    };
    if !writable {
        return Some(format!("The settings file could not be read ({problem}); this window uses the defaults."));
    }
    Some(match tessera::records::files::move_aside(&path) {
        Ok(aside) => format!("The settings file could not be read ({problem}); it was moved to {} and the defaults are used.", aside.display()),
        Err(e) => format!("The settings file {} could not be read ({problem}) nor moved aside ({e}); the defaults are used.", path.display()),
    })
}

/// The settings' file beside the records.
pub const FILE_NAME: &str = "settings.json";
