fn main() {
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
