//! Help: `help_menu()` answers the menu's items and their accelerators, so that the page's
//! help lists the shortcuts from the one table the menu is built from (`menu::ITEMS`).

use crate::state::AppState;
use tauri::State;

/// Every menu item: id, label in the language spoken, accelerator (`CmdOrCtrl+N`; none for
/// most).
#[tauri::command]
pub fn help_menu(state: State<'_, AppState>) -> Vec<(&'static str, String, Option<&'static str>)> {
    let texts = state.language.texts();
    crate::menu::ITEMS.iter().map(|(id, accel)| (*id, crate::menu::label(&texts, id), *accel)).collect()
}
