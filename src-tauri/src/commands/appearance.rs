//! Light, dark or the desktop's choice (`appearance.rs`).

use crate::appearance::{Appearance, Look, ThemeChoice};
use crate::error::CommandError;
use tauri::{Runtime, State, WebviewWindow};

/// Themes the window with the player's choice and answers the look the page draws with. Async:
/// asking the desktop (its portal, over D-Bus) stays off the thread that paints.
#[tauri::command]
pub async fn theme_apply<R: Runtime>(window: WebviewWindow<R>, appearance: State<'_, Appearance>, choice: ThemeChoice) -> Result<Look, CommandError> {
    Ok(appearance.apply(&window, choice))
}
