//! The first ten minutes: a newcomer's line under a fresh board until their first game ends;
//! leaving a game in progress asks (keep playing, or end it and count it), with "don't ask
//! again"; the first help that would make a game assisted says so once and can be cancelled;
//! the odds end with their game; a slow answer shows what is happening.

mod support;

use serde_json::json;
use support::*;

async fn asking(app: &App) -> bool {
    app.js("return document.getElementById('confirm-dialog').open").await == json!(true)
}

/// Waits for the question and returns its title and text.
async fn question(app: &App) -> String {
    app.wait_js("the question", "return document.getElementById('confirm-dialog').open", json!(true)).await;
    format!("{} {}", app.text("#confirm-title").await, app.text("#confirm-text").await)
}

async fn answer(app: &App, button: &str) {
    app.click_on(button).await;
    app.wait_js("the question answered", "return document.getElementById('confirm-dialog').open", json!(false)).await;
}

#[tokio::test]
async fn leaving_a_minesweeper_game_asks_and_keep_playing_keeps_it() {
    let app = App::launch_new_player().await;
    app.choose("beginner", 9, 9).await;
    // The newcomer's line, naming the flag key as bound.
    app.wait_text("#solver-line", "Click any cell to start; right-click (or F) flags a mine. F1 lists every key.").await;
    app.click(4, 4).await;
    let playing = app.wait_until("a game under way", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    assert_eq!(app.text("#solver-line").await, "", "the line goes with the first click");
    // The face: asked; Keep playing keeps the very game, its clock and cells.
    app.click_on("#face").await;
    assert_eq!(question(&app).await, "Leave this game? The game in progress counts as a loss if you leave it now.");
    app.shot("guidance-leave-mines").await;
    answer(&app, "#confirm-cancel").await;
    let kept = app.mines().await.expect("board");
    assert_eq!((kept["status"].clone(), kept["cells"].clone()), (json!("playing"), playing["cells"].clone()));
    // Another difficulty: asked too; kept, the menu shows the game's difficulty again.
    let picker = app.client.find(fantoccini::Locator::Id("difficulty")).await.expect("difficulty");
    picker.select_by_value("expert").await.expect("expert");
    question(&app).await;
    answer(&app, "#confirm-cancel").await;
    app.wait_js("the menu back on Beginner", "return document.getElementById('difficulty').value", json!("beginner")).await;
    assert_eq!(app.mines().await.expect("board")["status"], "playing");
    // The focus is back on the board: its keys work (F flags the cursor's cell).
    app.wait_js("the focus on the board", "return document.activeElement?.closest('#board-grid') !== null", json!(true)).await;
    // F2, with "Don't ask again": ended, counted as a loss, and never asked again.
    app.keys(&[F2]).await;
    question(&app).await;
    app.click_on("#confirm-again").await;
    answer(&app, "#confirm-ok").await;
    app.wait_until("a fresh game", |s| s.is_some_and(|s| s["status"] == "ready")).await;
    app.wait_settings("don't ask again kept", |s| s["askLeave"] == json!(false)).await;
    assert_eq!(app.text("#solver-line").await, "", "no newcomer's line after the first game");
    app.click(4, 4).await;
    app.wait_until("another game under way", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    app.click_on("#face").await;
    app.wait_until("a fresh game at once", |s| s.is_some_and(|s| s["status"] == "ready")).await;
    assert!(!asking(&app).await, "not asked again");
    app.switch_to("records").await;
    app.wait_text("#records-mines [data-stat=played]", "2").await;
    assert_eq!(app.text("#records-mines [data-stat=won]").await, "0", "both games left counted as losses");
    app.close().await;
}

#[tokio::test]
async fn leaving_a_solve_under_way_asks_and_the_first_help_says_once_what_it_does() {
    let app = App::launch_new_player().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 5 6/0 7 8").await.expect("a playable state");
    app.wait_text("#fifteen-hint-line", "Put the tiles in order, the gap last: click a tile in line with the gap, or use the arrow keys. F1 lists every key.").await;
    // The first help: asked, and Cancel gives none (the solve still counts).
    app.keys(&['h']).await;
    assert_eq!(
        question(&app).await,
        "Use Hint? Hint makes this solve assisted: it is kept and can be replayed, but it stays out of your statistics, streaks and best lists. Tessera says this only once."
    );
    answer(&app, "#confirm-cancel").await;
    let state = app.fifteen().await;
    assert_eq!((state["assisted"].clone(), state["hinted"].clone()), (json!(false), json!(null)), "no help given");
    // A move, then Scramble: leaving asks; kept, the solve goes on.
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("the solve under way", |s| s["status"] == "running" && s["pending"] == 0).await;
    app.click_on("#fifteen-new").await;
    assert_eq!(question(&app).await, "Leave this solve? The solve under way counts as a DNF (did not finish) if you leave it now.");
    answer(&app, "#confirm-cancel").await;
    assert_eq!(app.fifteen().await["status"], "running");
    // The help asked again; this time used: the solve is assisted, and the question is not asked again.
    app.keys(&['h']).await;
    question(&app).await;
    answer(&app, "#confirm-ok").await;
    app.wait_fifteen("the hint", |s| s["assisted"] == true && s["hinted"] == 8).await;
    app.wait_settings("the help's question answered", |s| s["askAssist"] == json!(false)).await;
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("solved", |s| s["status"] == "solved").await;
    app.enter_state("1 2 3/4 5 6/0 7 8").await.expect("a playable state");
    app.keys(&['h']).await;
    app.wait_fifteen("a hint without a question", |s| s["hinted"] == 7).await;
    assert!(!asking(&app).await);
    app.close().await;
}

#[tokio::test]
async fn odds_end_with_their_game_and_the_next_one_counts() {
    let app = App::launch().await;
    app.set_setting("solverMode", "semi").await;
    app.choose("beginner", 9, 9).await;
    app.click(4, 4).await;
    app.wait_until("a game under way", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    app.click_on("#odds-button").await;
    app.wait_until("the odds shown", |s| s.is_some_and(|s| s["assisted"] == true && !s["solver"]["odds"].is_null())).await;
    // A new game: the odds are off (the button too), and its first click is not assisted.
    app.click_on("#face").await;
    app.wait_until("a fresh game", |s| s.is_some_and(|s| s["status"] == "ready")).await;
    assert_eq!(app.js("return document.getElementById('odds-button').getAttribute('aria-pressed')").await, "false");
    app.click(4, 4).await;
    let next = app.wait_until("the next game under way", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    assert_eq!((next["assisted"].clone(), next["solver"]["odds"].clone()), (json!(false), json!(null)), "the next game is the player's own");
    app.close().await;
}

/// The first 4x4 hint of a fresh install waits for the solver's tables (seconds): the line
/// under the board says so while it waits, the clock stands still, and the hint comes after.
#[tokio::test]
async fn a_slow_answer_says_what_is_happening_and_the_clock_waits() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15").await.expect("state");
    // A solve under way: 14 right and back.
    app.keys(&[RIGHT_ARROW, LEFT_ARROW]).await;
    app.wait_fifteen("the solve under way", |s| s["status"] == "running" && s["pending"] == 0).await;
    app.keys(&['h']).await;
    app.wait_text("#fifteen-hint-line", "Thinking… (the first 4×4 answer also builds the solver's tables: a few seconds, once)").await;
    app.shot("guidance-waiting").await;
    // The clock shown stands still while the answer is awaited: drawn five more times, unchanged.
    let shown = app.text("#fifteen-time").await;
    app.clock_drawn_again().await;
    let thinking = app.text("#fifteen-hint-line").await.starts_with("Thinking");
    assert!(!thinking || app.text("#fifteen-time").await == shown, "the clock ran on while the answer was awaited");
    let hinted = app.wait_js_value("the hint", "return window.__tesseraFifteen().hinted", std::time::Duration::from_secs(300)).await;
    assert_eq!(hinted, json!(15));
    assert_eq!(app.text("#fifteen-hint-line").await, "Move 15 left · 1 move to go, at best");
    app.close().await;
}
