// The page the app serves (build/first_page.rs): ui/ as it is, but for index.html, which has
// the first board's stylesheets and modules in it.
#[path = "build/first_page.rs"]
mod first_page;

use std::path::{Path, PathBuf};

fn main() {
    serve_page();
    // Declaring the app's commands makes each one need an explicit permission, so the page
    // can call only what capabilities/default.json grants.
    let manifest = tauri_build::AppManifest::new().commands(&[
        "mines_new_game",
        "mines_act",
        "mines_control",
        "mines_pointer",
        "mines_snapshot",
        "mines_same_board",
        "mines_study",
        "mines_figures",
        "mines_check",
        "mines_hint",
        "mines_odds",
        "mines_auto_play",
        "mines_review",
        "fifteen_scramble",
        "fifteen_retry",
        "fifteen_practice",
        "fifteen_declare",
        "fifteen_load",
        "fifteen_move",
        "fifteen_control",
        "fifteen_snapshot",
        "fifteen_hint",
        "fifteen_optimal",
        "fifteen_solution",
        "records_get",
        "records_notice",
        "records_reset",
        "records_export",
        "records_import",
        "records_undo",
        "records_replay",
        "records_figures",
        "records_mines_bests",
        "records_fifteen_by_control",
        "records_fifteen_bests",
        "fifteen_sessions",
        "fifteen_session_new",
        "records_export_evf",
        "video_take",
        "help_menu",
        "l10n_catalogue",
        "l10n_choose",
        "system_locale",
        "settings_get",
        "settings_save",
        "theme_apply",
        "app_ready",
        "first_look_keep",
        "first_frame",
    ]);
    // The start-up measurement hook is granted only to builds made for measuring
    // (`--features startup-timing`, scripts/measure.sh); a player's page cannot call it.
    let capabilities = if std::env::var_os("CARGO_FEATURE_STARTUP_TIMING").is_some() {
        "./capabilities/*.json"
    } else {
        "./capabilities/default.json"
    };
    println!("cargo:rerun-if-changed=capabilities");
    let attributes = tauri_build::Attributes::new().app_manifest(manifest).capabilities_path_pattern(capabilities);
    tauri_build::try_build(attributes).expect("tauri build script");
}

/// Writes ui/ with the served index.html into OUT_DIR/page, and points the app's assets there
/// (Tauri's `TAURI_CONFIG`, merged over tauri.conf.json and over any the build was given).
fn serve_page() {
    let ui = Path::new("../ui");
    println!("cargo:rerun-if-changed=../ui");
    let page = PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR")).join("page");
    let _ = std::fs::remove_dir_all(&page);
    copy_tree(ui, &page).expect("copying ui/ for the served page");
    let read = |path: &str| std::fs::read_to_string(ui.join(path)).map_err(|e| format!("ui/{path}: {e}"));
    let html = read("index.html").expect("ui/index.html");
    let served = first_page::page(&html, &read).unwrap_or_else(|why| panic!("the served page: {why}"));
    std::fs::write(page.join("index.html"), served).expect("writing the served page");
    let mut config: serde_json::Value = match std::env::var("TAURI_CONFIG") {
        Ok(given) => serde_json::from_str(&given).expect("TAURI_CONFIG is JSON"),
        Err(_) => serde_json::json!({}),
    };
    config["build"]["frontendDist"] = serde_json::Value::String(page.to_string_lossy().into_owned());
    println!("cargo:rustc-env=TAURI_CONFIG={config}");
}

fn copy_tree(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            copy_tree(&entry.path(), &to.join(entry.file_name()))?;
        } else {
            std::fs::copy(entry.path(), to.join(entry.file_name()))?;
        }
    }
    Ok(())
}
