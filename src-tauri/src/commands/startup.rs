//! After the start: the page says when its first board is on screen (`app_ready`), and the
//! work that waited for it begins: the 15-puzzle's pattern tables are loaded from their cache,
//! so that the first hint or optimal length of a later start waits for nothing, and the
//! records' best figures are worked out, so that the first records view and the first finished
//! game do not go over the whole history; neither takes the disk or a core from the first
//! board. (Start-up timing, `--features startup-timing`, is `first_frame.rs`.)

use crate::state::AppState;
use tauri::State;

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
