//! What each frame carries, end to end. A 15-puzzle move's frame carries all the move changes
//! (its tiles, the figures, the first move's toolbar): a frame of their own after it held back
//! the keys that came while it was under way (ui/fifteen/clock.js `drawNow`). The end of an
//! attempt, and what changes around a Minesweeper cell, go out in the frame after the answer's
//! cells: WebKitGTK's CPU painter repaints one rectangle around all that a frame changed, so
//! counts below the board drawn with a cell made its frame repaint the whole board
//! (ui/perf.js inFrameAfterNext).

mod support;

use serde_json::json;
use support::*;

/// The app on the 15-puzzle with a typed 3x3 `state`, drawn and unplayed.
async fn typed_3x3(state: &str) -> App {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state(state).await.expect("state");
    app.wait_fifteen("the typed state", |s| s["width"] == 3 && s["moves"] == 0 && s["pending"] == 0).await;
    app
}

/// The first move's frame draws its tiles, its figures and the attempt under way (Pause
/// ready) together: nothing of the move is left for a frame of its own (ui/fifteen/clock.js
/// `drawNow`).
#[tokio::test]
async fn the_first_move_draws_its_tiles_figures_and_the_attempt_under_way_in_one_frame() {
    let app = typed_3x3("1 2 3/4 5 6/0 7 8").await;
    let pause = "document.getElementById('fifteen-pause').disabled";
    let seen = format!("[window.__tesseraFifteen().tiles[6], window.__tesseraFifteen().pending, {pause}, document.getElementById('fifteen-moves').textContent]");
    assert_eq!(app.js(&format!("return {seen}")).await, json!([0, 0, true, "0"]), "[the blank's cell, moves awaiting their answer, Pause disabled, moves shown]");
    // A key handled within this one script: no frame can have come before it returns.
    let handled = app.js(&format!("document.dispatchEvent(new KeyboardEvent('keydown', {{ key: 'ArrowLeft', bubbles: true }})); return {seen}")).await;
    assert_eq!(handled, json!([7, 1, false, "1"]), "the tile moved, with the toolbar and the figures");
    app.wait_fifteen("the first move's answer", |s| s["status"] == "running" && s["pending"] == 0).await;
    assert_eq!(app.js(&format!("return [{pause}, document.getElementById('fifteen-moves').textContent]")).await, json!([false, "1"]), "the answer changes nothing shown");
    app.close().await;
}

/// The solving move's tiles go out in a frame of their own: what its answer changes (the
/// toolbar, the final figures, the result) is drawn in the frame after (clock.js answerDraw).
#[tokio::test]
async fn the_solving_move_s_answer_is_drawn_in_the_frame_after_its_tiles() {
    let app = typed_3x3("1 2 3/4 5 6/7 0 8").await;
    // What the page shows once the answer has been taken in, before any frame could follow.
    app.js(
        "window.__tesseraHear((command) => { if (command === 'fifteen_move') setTimeout(() => {
           window.__atAnswer = [window.__tesseraFifteen().status, document.getElementById('fifteen-result').hidden];
         }); }); return true",
    )
    .await;
    app.keys(&[LEFT_ARROW]).await;
    let at_answer = app.wait_js_value("the solving move's answer", "return window.__atAnswer ?? null", TIMEOUT).await;
    assert_eq!(at_answer, json!(["solved", true]), "[status, result hidden] as the answer is taken in");
    app.wait_js("the result", "return !document.getElementById('fifteen-result').hidden", json!(true)).await;
    assert_eq!(app.js("return document.getElementById('fifteen-pause').disabled").await, true, "no Pause once solved");
    app.close().await;
}

/// A flag's answer draws its cell in a frame of its own; the mines left (and the rest around
/// the board) follow in the frame after (ui/mines/view.js drawPanels).
#[tokio::test]
async fn a_flag_draws_its_cell_first_and_the_mines_left_a_frame_later() {
    let app = App::launch().await;
    app.choose("beginner", 9, 9).await;
    assert_eq!(app.text("#mines-left").await, "010");
    // What the page shows once the answer has been taken in, before any frame could follow.
    app.js(
        "window.__tesseraHear((command) => { if (command === 'mines_act') setTimeout(() => {
           window.__atAnswer = [window.__tesseraMines().cells[0], document.getElementById('mines-left').textContent];
         }); }); return true",
    )
    .await;
    app.press(0, 0, &[RIGHT]).await;
    let at_answer = app.wait_js_value("the flag's answer", "return window.__atAnswer ?? null", TIMEOUT).await;
    assert_eq!(at_answer, json!(["F", "010"]), "[the cell, the mines left] as the answer is taken in");
    app.wait_js("the mines left, a frame later", "return document.getElementById('mines-left').textContent", json!("009")).await;
    app.close().await;
}
