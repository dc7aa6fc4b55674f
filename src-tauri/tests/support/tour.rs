//! Every screen a player meets, in turn, for the tests that look at each (accessibility, the
//! catalogue, screenshots per language): both games while playing and after the end, a hint,
//! the counters, the Custom, state, study, Settings, Keys, About, help and confirmation
//! dialogs, a practice run, the records view with games in it, and the replay viewer.

use super::play::{lose_mines, solve_fifteen_3x3, win_mines};
use super::*;

pub async fn open_dialog(app: &App, button: &str, dialog: &str) {
    app.click_on(button).await;
    app.wait_js(&format!("the {dialog} open"), &format!("return document.getElementById('{dialog}').open"), json!(true)).await;
}

pub async fn close_dialog(app: &App, dialog: &str) {
    app.js(&format!("document.getElementById('{dialog}').close(); return true")).await;
}

/// Visits every screen, calling `look` with each one's name ("Settings", "Minesweeper won").
pub async fn tour(app: &App, mut look: impl AsyncFnMut(&str)) {
    app.switch_to("mines").await;
    open_dialog(app, "#settings-button", "settings-dialog").await;
    look("Settings").await;
    open_dialog(app, "#keys-button", "keys-dialog").await;
    look("Keys").await;
    close_dialog(app, "keys-dialog").await;
    close_dialog(app, "settings-dialog").await;
    open_dialog(app, "#custom-button", "custom-dialog").await;
    look("Custom").await;
    close_dialog(app, "custom-dialog").await;
    // Minesweeper: fresh, while playing, with a hint and the counters, won, lost.
    app.choose("beginner", 9, 9).await;
    look("Minesweeper ready").await;
    app.click(4, 4).await;
    app.wait_until("a game under way", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    look("Minesweeper playing").await;
    app.set_setting("solverMode", "semi").await;
    app.click_on("#hint-button").await;
    app.wait_js_value("a hint", "return document.getElementById('solver-line').textContent || null", Duration::from_secs(10)).await;
    look("Minesweeper hint").await;
    app.set_setting("solverMode", "manual").await;
    app.js("document.getElementById('settings-button').click(); document.querySelector('#settings-dialog [name=counters]').click(); \
            document.getElementById('settings-dialog').close(); return true").await;
    win_mines(app, 9, 9, 10, None).await;
    app.wait_js("the counters", "return !document.getElementById('mines-counters').hidden", json!(true)).await;
    look("Minesweeper won").await;
    app.js("document.getElementById('settings-button').click(); document.querySelector('#settings-dialog [name=counters]').click(); \
            document.getElementById('settings-dialog').close(); return true").await;
    lose_mines(app).await;
    look("Minesweeper lost").await;
    // The lost board, studied: the solver's odds and certain cells.
    app.click_on("#result .result-tools button").await;
    app.wait_js_value("the study", "return document.querySelector('#study-dialog .study-said')?.textContent || null", Duration::from_secs(10)).await;
    look("study dialog").await;
    close_dialog(app, "study-dialog").await;
    win_mines(app, 9, 9, 10, None).await;
    app.click_on("#result button.replay-game").await;
    app.wait_js("the replay viewer", "return window.__tesseraReplay?.()?.open ?? false", json!(true)).await;
    app.click_on("#replay-step").await;
    look("replay viewer").await;
    close_dialog(app, "replay-dialog").await;
    // The 15-puzzle: while playing, with a hint, solved, and a relay under way.
    app.switch_to("fifteen").await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size");
    size.select_by_value("3x3").await.expect("3x3");
    app.click_on("#fifteen-new").await;
    app.wait_fifteen("a fresh 3x3 scramble", |s| s["width"] == 3 && s["status"] == "ready" && s["pending"] == 0).await;
    open_dialog(app, "#fifteen-state-button", "state-dialog").await;
    look("state dialog").await;
    close_dialog(app, "state-dialog").await;
    look("15-puzzle playing").await;
    solve_fifteen_3x3(app).await;
    app.wait_fifteen("the solve", |s| s["status"] == "solved").await;
    app.wait_js_value("the optimum", "return document.querySelector('#fifteen-result .optimal')?.textContent || null", Duration::from_secs(20)).await;
    look("15-puzzle solved").await;
    let mode = app.client.find(fantoccini::Locator::Id("fifteen-mode")).await.expect("mode");
    mode.select_by_value("relay").await.expect("relay");
    app.wait_fifteen("a relay", |s| !s["run"].is_null()).await;
    look("15-puzzle relay").await;
    mode.select_by_value("single").await.expect("single");
    app.wait_fifteen("a single solve", |s| s["run"].is_null()).await;
    // The records, with the games just played.
    app.switch_to("records").await;
    app.wait_js("the records", "return !!(window.__tesseraRecords && window.__tesseraRecords())", json!(true)).await;
    look("records").await;
    // The help, from the records view: both games' rules and keys.
    app.keys(&['\u{E031}']).await;
    app.wait_js("the help", "return document.getElementById('help-dialog').open", json!(true)).await;
    look("help").await;
    close_dialog(app, "help-dialog").await;
    open_dialog(app, "#records-mines-reset", "confirm-dialog").await;
    look("reset's confirmation").await;
    close_dialog(app, "confirm-dialog").await;
    app.js("document.getElementById('about-dialog').showModal(); return true").await;
    look("About").await;
    close_dialog(app, "about-dialog").await;
}
