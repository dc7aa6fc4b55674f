//! Tessera's desktop shell: exposes the engine to the page as commands and owns the games in
//! progress. The backend is the authority for rules and time; the page only sends intent.

pub mod appearance;
pub mod book;
pub mod clock;
pub mod commands;
pub mod error;
pub mod fatal;
pub mod first_look;
pub mod fifteen_session;
pub mod hooks;
pub mod inbox;
mod ipc;
pub mod journal_files;
pub mod kept_look;
pub mod l10n;
pub mod menu;
pub mod mines_session;
pub mod optimal;
pub mod renderer;
pub mod saver;
pub mod saves;
pub mod session;
pub mod settings_file;
pub mod state;
pub mod window_memory;

use state::AppState;
use tauri::Manager;

/// Registers state and commands on any runtime, with records in the default directory.
pub fn setup<R: tauri::Runtime>(builder: tauri::Builder<R>) -> tauri::Builder<R> {
    let state = AppState::new();
    // The language at start: the one kept with the settings, or the system's.
    let chosen = commands::settings::get(&state).get("language").and_then(serde_json::Value::as_str).map(str::to_string);
    state.language.choose(chosen.as_deref());
    commands::startup::mark("state");
    setup_with(builder.manage(kept_look::Place::of_the_system()), state)
}

/// Registers the given state and the commands; tests use Tauri's mock runtime and their own
/// records directory.
pub fn setup_with<R: tauri::Runtime>(builder: tauri::Builder<R>, state: AppState) -> tauri::Builder<R> {
    builder.manage(state).manage(appearance::Appearance::default()).manage(commands::video::OpenedVideo::default()).invoke_handler(tauri::generate_handler![
        commands::minesweeper::mines_new_game,
        commands::minesweeper::mines_act,
        commands::minesweeper::mines_control,
        commands::minesweeper::mines_pointer,
        commands::minesweeper::mines_snapshot,
        commands::minesweeper::mines_same_board,
        commands::study::mines_study,
        commands::minesweeper::mines_figures,
        commands::minesweeper::mines_check,
        commands::solver::mines_hint,
        commands::solver::mines_odds,
        commands::solver::mines_auto_play,
        commands::solver::mines_review,
        commands::fifteen::fifteen_scramble,
        commands::fifteen::fifteen_retry,
        commands::fifteen::fifteen_practice,
        commands::fifteen::fifteen_declare,
        commands::fifteen::fifteen_load,
        commands::fifteen::fifteen_move,
        commands::fifteen::fifteen_control,
        commands::fifteen::fifteen_snapshot,
        commands::fifteen_solver::fifteen_hint,
        commands::fifteen_solver::fifteen_optimal,
        commands::fifteen_solver::fifteen_solution,
        commands::records::records_get,
        commands::records::records_notice,
        commands::records::records_reset,
        commands::records::records_export,
        commands::records::records_import,
        commands::records::records_undo,
        commands::replay::records_replay,
        commands::replay::records_figures,
        commands::records::records_mines_bests,
        commands::records::records_fifteen_by_control,
        commands::records::records_fifteen_bests,
        commands::session::fifteen_sessions,
        commands::session::fifteen_session_new,
        commands::replay::records_export_evf,
        commands::video::video_take,
        commands::help::help_menu,
        commands::l10n::l10n_catalogue,
        commands::l10n::l10n_choose,
        commands::locale::system_locale,
        commands::settings::settings_get,
        commands::settings::settings_save,
        commands::appearance::theme_apply,
        commands::startup::app_ready,
        commands::startup::first_look_keep,
        #[cfg(feature = "startup-timing")]
        commands::first_frame::first_frame,
    ])
}

/// The window is made here in its first look (`first_look.rs`: the shade's background, and
/// `<html>` marked with the shade before the first paint), hidden as `tauri.conf.json` says,
/// and shown once its webview exists and has begun loading: so the toolkit maps and draws the
/// window (menu bar, fonts) while WebKit starts its web process, not before. Showing it only
/// then brought the first painted board about 20–30 ms sooner (median of 14 interleaved runs,
/// twice).
fn show_main_window<R: tauri::Runtime>(app: &mut tauri::App<R>) -> Result<(), Box<dyn std::error::Error>> {
    commands::startup::mark("setup");
    hooks::menu_built(app.handle());
    #[cfg(target_os = "linux")]
    appearance::watch_gtk(app.handle());
    first_look::make_main_window(app)?.show()?;
    // Launched with a video (a file opened from the desktop): the viewer plays it.
    if let Some(path) = commands::video::in_args(&std::env::args().collect::<Vec<_>>()) {
        commands::video::open(app.handle(), path);
    }
    Ok(())
}

/// Opens the app window and runs until it closes. The desktop plugins live here rather than
/// in `setup`, so command tests on the mock runtime run without a session bus or window
/// manager.
pub fn run() {
    if let Some(why) = fatal::missing_runtime() {
        fatal::exit_with(&why);
    }
    let memory = window_memory::WindowMemory::default();
    let builder = tauri::Builder::default()
        .invoke_system(ipc::script())
        // First, so that a second launch hands over before anything else starts.
        .plugin(tauri_plugin_single_instance::init(|app, args, cwd| {
            // A second launch with a video (the desktop opening a file): the running window plays it.
            if let Some(path) = commands::video::in_args(&args) {
                commands::video::open(app, std::path::Path::new(&cwd).join(path));
            }
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
            }
        }))
        .plugin(tauri_plugin_window_state::Builder::default().build())
        .plugin(tauri_plugin_dialog::init())
        .menu(menu::build)
        .on_menu_event(menu::forward)
        .setup(show_main_window)
        .on_window_event(move |window, event| {
            if let tauri::WindowEvent::ThemeChanged(_) = event {
                window.state::<appearance::Appearance>().desktop_changed(window.app_handle());
            }
            // A file dropped on the window: the viewer plays it (or says why not).
            if let tauri::WindowEvent::DragDrop(tauri::DragDropEvent::Drop { paths, .. }) = event {
                if let Some(path) = paths.first() {
                    commands::video::open(window.app_handle(), path.clone());
                }
            }
            memory.on_event(window.app_handle(), event);
        });
    let app = match setup(builder).build(tauri::generate_context!()) {
        Ok(app) => app,
        Err(e) => fatal::exit_with(&fatal::texts().say(&l10n::said::Said::new("fatal-start").with("error", e.to_string()))),
    };
    commands::startup::mark("built");
    // However the app ends (Quit, Ctrl+Q, the last window closed by the window manager), the
    // games in progress are recorded as what they are.
    app.run(|handle, event| {
        if let tauri::RunEvent::Exit = event {
            let state = handle.state::<state::AppState>();
            state.record_unfinished();
            // The writer thread saves off the thread that paints; the last save must be on disk
            // before the process ends.
            if let Some(e) = state.flush_records() {
                eprintln!("tessera: records not saved: {e}");
            }
        }
    });
}
