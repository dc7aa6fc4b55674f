//! What a build with the end-to-end tests' hooks (`--features e2e-hooks`) tells its tests and a
//! player's build never does: the seed of each board dealt, appended to the file that
//! `TESSERA_E2E_SEEDS` names (outside the data directory, which holds nothing that tells a
//! covered cell). The tests read it to win a counted game with real clicks.

use tessera::rng::Seed;

/// Notes that a Minesweeper board was dealt from `seed` (nothing in a player's build).
pub fn mines_dealt(seed: Option<Seed>) {
    #[cfg(feature = "e2e-hooks")]
    if let (Some(seed), Some(path)) = (seed, std::env::var_os("TESSERA_E2E_SEEDS")) {
        use std::io::Write;
        if let Ok(mut file) = std::fs::OpenOptions::new().create(true).append(true).open(path) {
            let _ = writeln!(file, "{seed}");
        }
    }
    #[cfg(not(feature = "e2e-hooks"))]
    let _ = seed;
}

/// Notes the native menu's words as it now stands (its submenus' titles and their items'
/// labels, one a line), in the file `TESSERA_E2E_MENU` names: the language tests read what the
/// menu says after a choice in Settings (nothing in a player's build).
pub fn menu_built<R: tauri::Runtime>(app: &tauri::AppHandle<R>) {
    #[cfg(feature = "e2e-hooks")]
    if let (Some(menu), Some(path)) = (app.menu(), std::env::var_os("TESSERA_E2E_MENU")) {
        let mut lines = Vec::new();
        for item in menu.items().unwrap_or_default() {
            if let Some(sub) = item.as_submenu() {
                lines.push(sub.text().unwrap_or_default());
                for entry in sub.items().unwrap_or_default() {
                    if let Some(entry) = entry.as_menuitem() {
                        lines.push(format!("  {}", entry.text().unwrap_or_default()));
                    }
                }
            }
        }
        let _ = std::fs::write(path, lines.join("\n") + "\n");
    }
    #[cfg(not(feature = "e2e-hooks"))]
    let _ = app;
}
