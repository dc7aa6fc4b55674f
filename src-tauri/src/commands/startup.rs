//! After the start: the page says when its first board is on screen (`app_ready`), and the
//! work that waited for it begins: the 15-puzzle's pattern tables are loaded from their cache,
//! so that the first hint or optimal length of a later start waits for nothing, and the
//! records' best figures are worked out, so that the first records view and the first finished
//! game do not go over the whole history; neither takes the disk or a core from the first
//! board. (Start-up timing, `--features startup-timing`, is `first_frame.rs`.)

use crate::error::CommandError;
use crate::first_look::first_board;
use crate::kept_look::{keep, Look, Place};
use crate::l10n::said::Said;
use crate::state::AppState;
use tauri::{AppHandle, Manager, Runtime, State};

/// Notes the moment a stage of the shell's start ended, for start-up timing builds
/// (`first_frame` prints the timeline); nothing in other builds.
pub fn mark(stage: &'static str) {
    #[cfg(feature = "startup-timing")]
    super::first_frame::mark(stage);
    #[cfg(not(feature = "startup-timing"))]
    let _ = stage;
}

/// The page's first board is on screen: the tables' cache, if there is one, is loaded in the
/// background (`OptimalTables::warm`), and the records' best figures are worked out
/// (`AppState::warm_records`). Asked again, it does nothing more.
#[tauri::command]
pub fn app_ready(state: State<'_, AppState>) {
    state.tables.warm();
    let _ = state.warm_records();
}

/// The page's measure of the parts around its first board, once their words are written: kept
/// in the cache for the next start of the same board in the same language (`kept_look.rs`).
/// Nothing is kept when the first screen is not a new Minesweeper game, nor on the mock
/// runtime, which has no cache.
#[tauri::command]
pub fn first_look_keep<R: Runtime>(app: AppHandle<R>, state: State<'_, AppState>, look: Look) -> Result<(), CommandError> {
    let why_not = |why: String| CommandError::Settings(Said::new("error-as-written").with("text", why));
    let look = look.checked().map_err(why_not)?;
    let place = app.try_state::<Place>();
    let (Some(board), Some(file)) = (first_board(&super::settings::get(&state)), place.as_ref().and_then(|p| p.0.as_deref())) else {
        return Ok(());
    };
    keep(file, board, state.language.get().tag, look).map_err(|e| why_not(e.to_string()))?;
    #[cfg(feature = "startup-timing")]
    super::first_frame::look_kept(&app);
    Ok(())
}
