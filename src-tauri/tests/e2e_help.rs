//! Help in the app: F1 and ? open it over the game in view, with its rules, every key it answers
//! as the player bound them (the table the key handling reads), the mouse, and the menu's
//! shortcuts (the table the menu is built from).

mod support;

use serde_json::{json, Value};
use support::*;

const F1: char = '\u{E031}';

/// The rows of a help table: [key, what it does].
async fn rows(app: &App, id: &str) -> Vec<(String, String)> {
    let script = format!("return [...document.querySelectorAll('#{id} tbody tr')].map(r => [...r.cells].map(c => c.textContent))");
    let found = app.js(&script).await;
    found.as_array().expect("rows").iter().map(|r| (r[0].as_str().unwrap_or_default().to_string(), r[1].as_str().unwrap_or_default().to_string())).collect()
}

async fn help_open(app: &App) -> bool {
    app.js("return document.getElementById('help-dialog').open").await == json!(true)
}

#[tokio::test]
async fn f1_and_question_mark_open_the_help_of_the_game_in_view() {
    let app = App::launch().await;
    app.keys(&[F1]).await;
    app.wait_js("the help open", "return document.getElementById('help-dialog').open", json!(true)).await;
    assert_eq!(app.text("#help-title").await, "Help: Minesweeper");
    let keys = rows(&app, "help-keys-mines").await;
    assert_eq!(keys[0], ("Space".to_string(), "Open a cell (on a number: chord)".to_string()));
    assert!(keys.contains(&("F".to_string(), "Flag or unflag".to_string())), "{keys:?}");
    assert!(keys.contains(&("F2 or R".to_string(), "New game".to_string())), "{keys:?}");
    let everywhere = rows(&app, "help-app-keys").await;
    for (key, what) in [("Ctrl+N", "New Game"), ("Ctrl+3", "Minesweeper: Expert"), ("Ctrl+O", "Open Video"), ("F1", "Keyboard Shortcuts"), ("F1 or ?", "This help")] {
        assert!(everywhere.contains(&(key.to_string(), what.to_string())), "{key} {what} in {everywhere:?}");
    }
    assert!(app.text("#help-body").await.contains("How to play Minesweeper"));
    app.shot("help-mines").await;
    app.keys(&[ESCAPE]).await;
    app.wait_js("the help closed", "return document.getElementById('help-dialog').open", json!(false)).await;
    // The 15-puzzle's help, by ?.
    app.switch_to("fifteen").await;
    app.keys(&['?']).await;
    app.wait_js("the help open", "return document.getElementById('help-dialog').open", json!(true)).await;
    assert_eq!(app.text("#help-title").await, "Help: 15-puzzle");
    let keys = rows(&app, "help-keys-fifteen").await;
    assert!(keys.contains(&("Up or W".to_string(), "Up".to_string())), "{keys:?}");
    assert_eq!(app.js("return document.getElementById('help-keys-mines')").await, Value::Null, "only the game in view");
    assert!(help_open(&app).await);
    app.shot("help-fifteen").await;
    app.close().await;
}
