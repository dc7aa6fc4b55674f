//! Help: `help_menu()` answers the menu's items and their accelerators, so that the page's
//! help lists the shortcuts from the one table the menu is built from (`menu::ITEMS`).

/// Every menu item: id, label, accelerator (`CmdOrCtrl+N`; none for most).
#[tauri::command]
pub fn help_menu() -> Vec<(&'static str, &'static str, Option<&'static str>)> {
    crate::menu::ITEMS.to_vec()
}
