//! Ctrl+C and Ctrl+V on the 15-puzzle, through the system's clipboard in the real app: the
//! position copied as a state string, a state string pasted as a typed solve, a bad one
//! refused with its reason.

mod support;

use support::*;

/// Puts `text` on the clipboard as a player does: typed into a field, selected, Ctrl+C.
async fn clip(app: &App, text: &str) {
    app.click_on("#fifteen-state-button").await;
    let field = app.client.find(fantoccini::Locator::Css("#state-form input[name=state]")).await.expect("state field");
    field.send_keys(text).await.expect("type");
    app.chord(CONTROL, 'a').await;
    app.chord(CONTROL, 'c').await;
    app.click_on("#state-cancel").await;
    app.wait_js("the dialog closed", "return document.getElementById('state-dialog').open", false.into()).await;
}

#[tokio::test]
async fn ctrl_c_copies_the_position_and_ctrl_v_plays_a_pasted_one() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 5 6/7 0 8").await.expect("a playable state");
    app.wait_fifteen("the typed state", |s| s["origin"] == "typed" && s["pending"] == 0).await;
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("one move", |s| s["moves"] == 1 && s["pending"] == 0).await;
    app.chord(CONTROL, 'c').await;
    app.wait_text("#fifteen-hint-line", "Copied: 1 2 3/4 5 6/7 8 0").await;
    // The clipboard holds it: pasted into a text field, as the system pastes.
    app.click_on("#fifteen-state-button").await;
    app.wait_js("the field has the focus", "return document.activeElement?.name ?? ''", "state".into()).await;
    app.chord(CONTROL, 'v').await;
    app.wait_js("the pasted text", "return document.querySelector('#state-form input[name=state]').value", "1 2 3/4 5 6/7 8 0".into()).await;
    app.click_on("#state-cancel").await;
    // A bad string on the clipboard: Ctrl+V on the board says why, and the board stays.
    clip(&app, "2 1 3/4 5 6/7 8 0").await;
    app.chord(CONTROL, 'v').await;
    app.wait_text_containing("#fifteen-origin", "cannot be solved").await;
    assert_eq!(app.fifteen().await["moves"], 1, "the attempt is still there");
    // A good one: a typed solve from it, never counted.
    clip(&app, "1 2 3/4 5 6/0 7 8").await;
    app.chord(CONTROL, 'v').await;
    let state = app.wait_fifteen("the pasted position", |s| s["scramble"] == "1 2 3/4 5 6/0 7 8" && s["moves"] == 0).await;
    assert_eq!(state["origin"], "typed");
    app.close().await;
}
