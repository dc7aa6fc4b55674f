//! UI settings through the commands: kept in settings.json beside the records.

mod ipc;

use ipc::{app, app_in, invoke, plain};
use serde_json::json;
use tauri::Manager;
use tessera_app::appearance::Appearance;

#[test]
fn settings_are_saved_beside_the_records_and_read_back() {
    let (_app, webview, dir) = app();
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), json!({}));
    let settings = json!({ "game": "fifteen", "fifteen": { "size": [5, 5] } });
    invoke(&webview, "settings_save", json!({ "settings": settings })).expect("save");
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), settings);
    let file = std::fs::read_to_string(dir.path().join("settings.json")).expect("file");
    assert!(file.contains("fifteen"));
}

#[test]
fn settings_that_are_not_an_object_or_too_large_are_refused() {
    let (_app, webview, _dir) = app();
    let err = invoke(&webview, "settings_save", json!({ "settings": [1, 2] })).unwrap_err();
    assert_eq!(err, json!({ "kind": "settings", "message": "settings must be a JSON object", "said": { "id": "error-settings-not-object", "args": {} } }));
    let huge = json!({ "x": "y".repeat(70_000) });
    let err = invoke(&webview, "settings_save", json!({ "settings": huge })).unwrap_err();
    assert!(err["message"].as_str().expect("message").contains("the limit is 65536"));
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), json!({}), "nothing saved");
}

#[test]
fn a_damaged_settings_file_reads_as_no_settings() {
    let (_app, webview, dir) = app();
    std::fs::write(dir.path().join("settings.json"), b"{ broken").expect("write");
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), json!({}));
}

/// A settings file damaged before a start is moved aside whole, the player is told where, the
/// defaults are used, and the next save writes a new file beside the one kept.
#[test]
fn a_damaged_settings_file_at_start_is_moved_aside_and_told() {
    let dir = tempfile::tempdir().expect("dir");
    std::fs::write(dir.path().join("settings.json"), b"{ \"game\": \"fifte").expect("cut short");
    let (_app, webview) = app_in(dir.path());
    let notice = invoke(&webview, "records_notice", json!({})).expect("notice");
    let notice = notice.as_str().expect("told");
    assert!(notice.starts_with("The settings file could not be read (not valid JSON") && notice.contains("settings.corrupt-"), "{notice}");
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), json!({}));
    invoke(&webview, "settings_save", json!({ "settings": { "game": "mines" } })).expect("save");
    let aside: Vec<_> = std::fs::read_dir(dir.path()).expect("dir").flatten().filter(|e| e.file_name().to_string_lossy().starts_with("settings.corrupt-")).collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(std::fs::read(aside[0].path()).expect("kept"), b"{ \"game\": \"fifte");
}

/// A second window (its records read-only) reads the settings but never writes them: the
/// first window's stay as they are.
#[test]
fn a_second_window_never_writes_the_settings() {
    let (_first, webview, dir) = app();
    invoke(&webview, "settings_save", json!({ "settings": { "game": "fifteen" } })).expect("save");
    let (_second, other) = app_in(dir.path());
    assert_eq!(invoke(&other, "settings_get", json!({})).expect("get"), json!({ "game": "fifteen" }));
    let refused = invoke(&other, "settings_save", json!({ "settings": { "game": "mines" } })).unwrap_err();
    assert_eq!(plain(refused), json!({ "kind": "settings", "message": "settings are not saved: another Tessera window keeps them" }));
    assert_eq!(invoke(&webview, "settings_get", json!({})).expect("get"), json!({ "game": "fifteen" }));
}

/// The start-up measurement hook exists only in builds made for measuring: a player's page
/// cannot call it.
#[test]
fn the_start_up_hook_is_not_in_a_players_build() {
    let (_app, webview, _records) = app();
    let refused = invoke(&webview, "first_frame", json!({ "pageOriginMs": 1.0 })).expect_err("no such command");
    assert!(refused.to_string().contains("first_frame"), "{refused}");
    // Tessera's own commands still answer.
    assert!(invoke(&webview, "settings_get", json!({})).is_ok());
}

/// The theme: a choice of light or dark is the shade to draw whatever the desktop; the test
/// runtime's desktop is light, with its animations on; anything else is refused. Each look counts
/// the desktop's changes before it.
#[test]
fn the_theme_choice_answers_the_shade_to_draw() {
    let (app, webview, _dir) = app();
    let look = |shade: &str, desktop: u64| json!({ "shade": shade, "reduceMotion": false, "desktop": desktop });
    assert_eq!(invoke(&webview, "theme_apply", json!({ "choice": "dark" })).expect("dark"), look("dark", 0));
    assert_eq!(invoke(&webview, "theme_apply", json!({ "choice": "light" })).expect("light"), look("light", 0));
    assert_eq!(invoke(&webview, "theme_apply", json!({ "choice": "system" })).expect("system"), look("light", 0));
    assert!(invoke(&webview, "theme_apply", json!({ "choice": "purple" })).is_err(), "an unknown theme is refused");
    // Each change of the desktop is counted in the looks read after it.
    app.state::<Appearance>().desktop_changed(app.handle());
    app.state::<Appearance>().desktop_changed(app.handle());
    assert_eq!(invoke(&webview, "theme_apply", json!({ "choice": "system" })).expect("system"), look("light", 2));
}
