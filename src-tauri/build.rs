fn main() {
    // Declaring the app's commands makes each one need an explicit permission, so the page
    // can call only what capabilities/default.json grants.
    let manifest = tauri_build::AppManifest::new().commands(&[
        "mines_new_game",
        "mines_act",
        "mines_snapshot",
        "mines_hint",
        "mines_odds",
        "mines_auto_play",
        "mines_review",
        "fifteen_scramble",
        "fifteen_retry",
        "fifteen_load",
        "fifteen_move",
        "fifteen_snapshot",
        "fifteen_hint",
        "fifteen_optimal",
        "fifteen_solution",
        "records_get",
        "records_notice",
        "records_reset",
        "records_export",
        "records_import",
        "settings_get",
        "settings_save",
        "first_frame",
    ]);
    tauri_build::try_build(tauri_build::Attributes::new().app_manifest(manifest)).expect("tauri build script");
}
