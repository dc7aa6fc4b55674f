//! Where the keyboard's focus goes: after a tab, a toolbar button or a drop-down has been used
//! it is on the board of the view in sight (the records view on its tab), never on the page's
//! body, and the game's keys work at once; a dialog takes the focus while open, closes with
//! Escape and gives the focus back to where it was.

mod support;

use serde_json::json;
use support::*;

/// The focused element's id; "board" for a cell of the Minesweeper board's grid (its roving tab stop).
const FOCUSED: &str = "const a = document.activeElement; return a === document.body ? 'body' : a?.closest('#board-grid') ? 'board' : (a?.id || a?.tagName || null)";

#[tokio::test]
async fn the_focus_goes_back_to_the_board_after_every_control() {
    let app = App::launch().await;
    app.click_on(".tab[data-game=fifteen]").await;
    app.wait_js("the 15-puzzle board focused after its tab", FOCUSED, json!("fifteen-board")).await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15").await.expect("state");
    app.wait_js("the board focused after the state dialog", FOCUSED, json!("fifteen-board")).await;
    app.click_on("#fifteen-retry").await;
    app.wait_js("the board focused after Retry", FOCUSED, json!("fifteen-board")).await;
    // The game's keys work at once: Left slides tile 13.
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("the move", |s| s["moves"] == 1 && s["pending"] == 0).await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size");
    size.select_by_value("3x3").await.expect("3x3");
    app.wait_js("the board focused after the size menu", FOCUSED, json!("fifteen-board")).await;
    app.wait_fifteen("a 3x3 scramble", |s| s["width"] == 3).await;

    app.click_on(".tab[data-game=mines]").await;
    app.wait_js("the Minesweeper board focused after its tab", FOCUSED, json!("board")).await;
    let level = app.client.find(fantoccini::Locator::Id("difficulty")).await.expect("difficulty");
    level.select_by_value("intermediate").await.expect("intermediate");
    app.wait_js("the board focused after the difficulty menu", FOCUSED, json!("board")).await;
    // A button: Pause, with a game under way (the first click), then Resume.
    app.click(4, 4).await;
    app.wait_until("a game under way", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    app.click_on("#pause-button").await;
    // Paused, the board is hidden: the focus stays on the button, which resumes.
    app.wait_js("the focus kept on Pause while the board is hidden", FOCUSED, json!("pause-button")).await;
    app.click_on("#pause-button").await;
    app.wait_js("the game resumed", "return document.getElementById('pause-button').textContent", json!("Pause")).await;
    app.wait_js("the focus still on the button after Resume", FOCUSED, json!("pause-button")).await;

    app.click_on(".tab[data-game=records]").await;
    app.wait_js("the records view focused after its tab", FOCUSED, json!("records-view")).await;
    app.close().await;
}

#[tokio::test]
async fn a_dialog_closes_with_escape_and_gives_the_focus_back() {
    let app = App::launch().await;
    app.click_on("#settings-button").await;
    app.wait_js("the settings dialog open", "return document.getElementById('settings-dialog').open", json!(true)).await;
    let inside = app.js("return document.getElementById('settings-dialog').contains(document.activeElement)").await;
    assert_eq!(inside, json!(true), "the dialog took the focus");
    app.keys(&[ESCAPE]).await;
    app.wait_js("the dialog closed by Escape", "return document.getElementById('settings-dialog').open", json!(false)).await;
    app.wait_js("the focus back on the Settings button", FOCUSED, json!("settings-button")).await;
    // Opened from the menu (no button focused first): the focus goes back to the board.
    app.click_on("#board").await;
    app.wait_js("the board focused", FOCUSED, json!("board")).await;
    app.js("document.getElementById('settings-button').click(); return true").await;
    app.wait_js("the settings dialog open", "return document.getElementById('settings-dialog').open", json!(true)).await;
    app.keys(&[ESCAPE]).await;
    app.wait_js("the focus back on the board", FOCUSED, json!("board")).await;
    app.close().await;
}

/// The Minesweeper board's tab stop is the keyboard cursor: reached by Tab, the cursor is drawn
/// where the focus is; a mouse press focuses the board without drawing it.
#[tokio::test]
async fn tab_onto_the_minesweeper_board_shows_the_cursor_and_a_mouse_press_does_not() {
    let app = App::launch().await;
    app.choose("beginner", 9, 9).await;
    // A right press (a flag): it opens nothing, so the first cell stays covered whatever the
    // board. A left press opened the corner's area, which reached the first cell on 316 of
    // 5,000 random boards (`tessera-cli mines generate ... --first 8,8`, flood-filled).
    app.press(8, 8, &[RIGHT]).await;
    app.wait_js("the board focused by the mouse", FOCUSED, json!("board")).await;
    assert!(!app.pixel_at_matches(0, 0, (0.04, 0.5), "--cursor").await, "no cursor drawn after a mouse press");
    // Out of the board (Shift+Tab, to the face) and back in (Tab).
    app.chord(SHIFT, TAB).await;
    app.wait_js("the face focused", FOCUSED, json!("face")).await;
    app.keys(&[TAB]).await;
    app.wait_js("the board focused by Tab", FOCUSED, json!("board")).await;
    let place = app.js("const a = document.activeElement; return [a.parentElement.getAttribute('aria-rowindex'), a.getAttribute('aria-colindex'), a.getAttribute('aria-label')]").await;
    assert_eq!(place, json!(["1", "1", "covered"]), "the tab stop: the first cell");
    assert!(app.pixel_at_matches(0, 0, (0.04, 0.5), "--cursor").await, "the cursor drawn where the focus is");
    app.close().await;
}

/// A press closes a tooltip: the title goes while the pointer is on what was pressed, and comes
/// back once it leaves. A mouse click leaves no focus ring; the keyboard's focus has one.
#[tokio::test]
async fn a_click_closes_the_tooltip_and_leaves_no_focus_ring() {
    let app = App::launch().await;
    app.choose("beginner", 9, 9).await;
    let title = "return document.getElementById('custom-button').getAttribute('title')";
    let before = app.js(title).await;
    assert_eq!(before, json!("A custom size, or a game by its seed"));
    app.click_on("#custom-button").await;
    assert_eq!(app.js(title).await, json!(null), "no tooltip once pressed");
    app.click_on("#custom-cancel").await;
    app.wait_js("the dialog closed", "return document.getElementById('custom-dialog').open", json!(false)).await;
    // Away from the button: its tooltip is back for the next hover.
    app.press(4, 4, &[]).await;
    app.wait_js("the title back", title, before).await;
    // The face clicked: focused, with no ring; reached by the keyboard, with one.
    let ring = "const a = document.activeElement; return [a.id, getComputedStyle(a).outlineStyle]";
    app.click_on("#face").await;
    app.wait_js("the face focused by the mouse, no ring", ring, json!(["face", "none"])).await;
    app.keys(&[TAB]).await;
    app.chord(SHIFT, TAB).await;
    app.wait_js("the face focused by the keyboard, a ring", ring, json!(["face", "solid"])).await;
    app.close().await;
}
