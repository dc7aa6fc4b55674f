//! The players' languages through the commands: the page's catalogue (the language spoken,
//! English behind it, the languages offered), a choice that changes what the backend names
//! (a records table, a run, a warning) at once, and a choice refused with nothing changed.

mod ipc;

use ipc::{app, invoke};
use serde_json::{json, Value};

fn catalogue(webview: &tauri::WebviewWindow<tauri::test::MockRuntime>) -> Value {
    invoke(webview, "l10n_catalogue", json!({})).expect("catalogue")
}

#[test]
fn the_page_gets_the_catalogue_spoken_with_english_behind_it() {
    let (_app, webview, _dir) = app();
    let english = catalogue(&webview);
    assert_eq!(english["language"], "en", "the tests' state speaks English until told otherwise");
    assert_eq!(english["sources"].as_array().map(Vec::len), Some(1), "English once");
    let offered: Vec<&str> = english["languages"].as_array().expect("languages").iter().filter_map(|l| l[0].as_str()).collect();
    assert!(offered.starts_with(&["en", "zh-CN"]), "{offered:?}");
    assert!(english["languages"][1][1] == "简体中文", "each language named in itself");

    let chinese = invoke(&webview, "l10n_choose", json!({ "choice": "zh-CN" })).expect("chosen");
    assert_eq!(chinese["language"], "zh-CN");
    let sources = chinese["sources"].as_array().expect("sources");
    assert!(sources[0].as_str().is_some_and(|s| s.contains("-mines = 扫雷")) && sources[1] == english["sources"][0], "Chinese, then English");
    assert_eq!(catalogue(&webview)["language"], "zh-CN", "kept for the next ask");
}

#[test]
fn a_choice_renames_what_the_backend_names_at_once() {
    let (_app, webview, _dir) = app();
    // A won game on a table, and a warning the Custom dialog shows.
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "custom", "width": 2, "height": 2, "mines": 3 }, "seed": "" } })).expect("game");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 0, "col": 0 } })).expect("won");
    let dense = json!({ "difficulty": { "level": "custom", "width": 30, "height": 16, "mines": 220 }, "mode": "strict" });
    let named = |webview| invoke(webview, "records_get", json!({})).expect("records")["mines"][0]["name"].clone();
    assert_eq!(named(&webview), "Custom 2×2, 3 mines");
    assert!(invoke(&webview, "mines_check", dense.clone()).expect("checked").as_str().is_some_and(|w| w.starts_with("46% mines")));
    invoke(&webview, "l10n_choose", json!({ "choice": "zh-CN" })).expect("chosen");
    assert_eq!(named(&webview), "自定义 2×2，3 颗雷");
    assert!(invoke(&webview, "mines_check", dense).expect("checked").as_str().is_some_and(|w| w.starts_with("雷的密度为 46%")));
    let listed = invoke(&webview, "help_menu", json!({})).expect("menu");
    assert!(listed.as_array().expect("items").iter().any(|i| i[1] == "扫雷：高级"), "{listed}");
}

#[test]
fn a_language_not_offered_is_refused_and_nothing_changes() {
    let (_app, webview, _dir) = app();
    invoke(&webview, "l10n_choose", json!({ "choice": "zh-CN" })).expect("chosen");
    for bad in ["", "zh", "xx-YY", "../en", "en-XA\u{0}"] {
        let err = invoke(&webview, "l10n_choose", json!({ "choice": bad })).expect_err(bad);
        assert_eq!(err["kind"], "settings", "{err}");
        assert!(err["message"].as_str().is_some_and(|m| m.contains("no language is named")), "{err}");
    }
    assert_eq!(catalogue(&webview)["language"], "zh-CN", "the language spoken stays");
    // "As the system" speaks a language offered, whatever the machine running the tests says.
    let system = invoke(&webview, "l10n_choose", json!({ "choice": "system" })).expect("system");
    let offered: Vec<Value> = system["languages"].as_array().expect("languages").iter().map(|l| l[0].clone()).collect();
    assert!(offered.contains(&system["language"]), "{system}");
}

/// An error carries its message for the page to word (`said`, with its variables), and its
/// English `message` whatever the language spoken.
#[test]
fn an_error_says_its_message_for_the_page_and_keeps_its_english() {
    let (_app, webview, _dir) = app();
    invoke(&webview, "l10n_choose", json!({ "choice": "zh-CN" })).expect("chosen");
    let wide = json!({ "settings": { "difficulty": { "level": "custom", "width": 201, "height": 10, "mines": 5 }, "seed": "" } });
    let err = invoke(&webview, "mines_new_game", wide).expect_err("too wide");
    assert_eq!(err["message"], "width must be between 2 and 200 (got 201)");
    assert_eq!(err["said"], json!({ "id": "error-width", "args": { "min": 2, "max": 200, "got": 201 } }));
    let undo = invoke(&webview, "mines_control", json!({ "control": "undo" })).expect_err("nothing to undo");
    assert_eq!((&undo["kind"], &undo["said"]["id"]), (&json!("notNow"), &json!("error-nothing-to-undo")), "{undo}");
}
