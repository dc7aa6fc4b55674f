//! Tessera's desktop shell: exposes the engine to the page as commands and owns the games in
//! progress. The backend is the authority for rules and time; the page only sends intent.

pub mod book;
pub mod commands;
pub mod error;
pub mod state;

use state::AppState;

/// Registers state and commands on any runtime, with records in the default directory.
pub fn setup<R: tauri::Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    setup_with(builder, AppState::new())
}

/// Registers the given state and the commands; tests use Tauri's mock runtime and their own
/// records directory.
pub fn setup_with<R: tauri::Runtime>(builder: tauri::Builder<R>, state: AppState) -> tauri::Builder<R> {
    builder.manage(state).invoke_handler(tauri::generate_handler![
        commands::minesweeper::mines_new_game,
        commands::minesweeper::mines_act,
        commands::minesweeper::mines_snapshot,
        commands::fifteen::fifteen_scramble,
        commands::fifteen::fifteen_retry,
        commands::fifteen::fifteen_load,
        commands::fifteen::fifteen_move,
        commands::fifteen::fifteen_snapshot,
        commands::records::records_get,
        commands::records::records_reset,
        commands::records::records_export,
        commands::records::records_import,
    ])
}

/// Opens the app window and runs until it closes.
pub fn run() {
    let result = setup(tauri::Builder::default()).run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("tessera: {e}");
        std::process::exit(1);
    }
}
