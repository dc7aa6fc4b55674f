//! The 15-puzzle on every width x height in the real app: the size menu (2x2 to 20x20 listed,
//! any WxH typed), the size keys, the board fitting the window with whole-pixel tiles, and a
//! hint on 20x20 from the reduction solver, labelled as such; size keys and Scramble pressed
//! before the board asked for came start from the size asked last.

mod support;

use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::Locator;
use support::*;

const ALT: char = '\u{E00A}';

/// Picks a listed size and waits for its scramble.
async fn pick(app: &App, value: &str, w: u64, h: u64) {
    let select = app.client.find(Locator::Id("fifteen-size")).await.expect("size menu");
    select.select_by_value(value).await.expect("a listed size");
    app.wait_fifteen(&format!("a {w}x{h} scramble"), |s| s["width"] == w && s["height"] == h && s["status"] == "ready").await;
}

/// The board as drawn: every tile there, each the same whole number of pixels, and the whole
/// board inside the window.
async fn assert_fits(app: &App, w: u64, h: u64) {
    let drawn = app
        .js(
            "const b = document.getElementById('fifteen-board'); const r = b.getBoundingClientRect();
             const tiles = [...b.querySelectorAll('.tile')].map(t => t.getBoundingClientRect());
             const sizes = new Set(tiles.map(t => t.width + 'x' + t.height));
             return { tiles: tiles.length, sizes: [...sizes], right: r.right, bottom: r.bottom,
                      winW: document.documentElement.clientWidth, winH: window.innerHeight,
                      spill: [...b.querySelectorAll('.tile')].filter(t => t.scrollWidth > t.clientWidth).length };",
        )
        .await;
    assert_eq!(drawn["tiles"], w * h, "{drawn}");
    let sizes = drawn["sizes"].as_array().expect("sizes");
    assert_eq!(sizes.len(), 1, "every tile the same size: {drawn}");
    let side: f64 = sizes[0].as_str().and_then(|s| s.split('x').next()).and_then(|s| s.parse().ok()).expect("a width");
    assert!(side.fract() == 0.0 && side >= 12.0, "whole pixels, large enough to read: {drawn}");
    assert!(drawn["right"].as_f64() <= drawn["winW"].as_f64() && drawn["bottom"].as_f64() <= drawn["winH"].as_f64(), "inside the window: {drawn}");
    assert_eq!(drawn["spill"], 0, "no number spills out of its tile: {drawn}");
}

/// Ctrl+Alt and a key, held and released as a player does.
async fn ctrl_alt(app: &App, key: char) {
    let kb = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value: CONTROL })
        .then(KeyAction::Down { value: ALT })
        .then(KeyAction::Down { value: key })
        .then(KeyAction::Up { value: key })
        .then(KeyAction::Up { value: ALT })
        .then(KeyAction::Up { value: CONTROL });
    app.client.perform_actions(kb).await.expect("Ctrl+Alt and a key");
}

#[tokio::test]
async fn every_size_from_the_menu_fits_the_window_and_20x20_gets_a_hint() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    for (value, w, h) in [("2x2", 2, 2), ("3x4", 3, 4), ("5x5", 5, 5), ("10x10", 10, 10), ("20x20", 20, 20)] {
        pick(&app, value, w, h).await;
        assert_fits(&app, w, h).await;
        app.shot(&format!("fifteen-{value}")).await;
        if value == "10x10" {
            // 10x10 starts layered: rows 0-4 by row, columns 0-4 below them by column (skipping
            // row 4's colour), the last 5x5 in fringe (skipping both neighbours' colours).
            let g = app.js("const g = {}; for (const t of document.querySelectorAll('#fifteen-board .tile')) if (t.textContent) g[t.textContent] = t.dataset.g; return [g['1'], g['35'], g['73'], g['75'], g['56'], g['100'] ?? null]").await;
            assert_eq!(g, serde_json::json!(["0", "3", "2", "5", "0", null]), "{g}");
        }
    }
    // On 20x20 the hint comes from the reduction, and says so.
    app.keys(&['h']).await;
    app.wait_text_containing("#fifteen-hint-line", "by the quick method").await;
    let state = app.fifteen().await;
    assert!(state["hinted"].is_u64(), "a tile framed: {state}");
    app.shot("fifteen-20x20-hint").await;
    app.close().await;
}

#[tokio::test]
async fn any_size_is_typed_and_the_alt_keys_change_width_and_height() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let select = app.client.find(Locator::Id("fifteen-size")).await.expect("size menu");
    select.select_by_value("other").await.expect("Other size");
    app.wait_js("the typed size's field", "return !document.getElementById('fifteen-size-other-picker').hidden", true.into()).await;
    let field = app.client.find(Locator::Id("fifteen-size-other")).await.expect("field");
    // A size out of range is refused with the reason, and nothing changes.
    field.clear().await.expect("clear");
    field.send_keys(&format!("21x3{ENTER}")).await.expect("type");
    app.wait_js("the refusal", "return document.getElementById('fifteen-size-other').validationMessage", "\"21x3\": sides are 2 to 20".into()).await;
    assert_eq!(app.fifteen().await["width"], 4, "still the 4x4");
    field.clear().await.expect("clear");
    field.send_keys(&format!("7x3{ENTER}")).await.expect("type");
    app.wait_fifteen("a 7x3 scramble", |s| s["width"] == 7 && s["height"] == 3 && s["status"] == "ready").await;
    app.wait_js("the menu shows it", "return document.getElementById('fifteen-size').value", "7x3".into()).await;
    assert_fits(&app, 7, 3).await;
    // Alt and = one column more; Ctrl+Alt and - one row fewer.
    app.chord(ALT, '=').await;
    app.wait_fifteen("an 8x3 scramble", |s| s["width"] == 8 && s["height"] == 3 && s["status"] == "ready").await;
    ctrl_alt(&app, '-').await;
    app.wait_fifteen("an 8x2 scramble", |s| s["width"] == 8 && s["height"] == 2 && s["status"] == "ready").await;
    // The height stops at 2: the key after it (a hint) is answered on the same 8x2.
    ctrl_alt(&app, '-').await;
    app.keys(&['h']).await;
    app.wait_text_containing("#fifteen-hint-line", "Move").await;
    assert_eq!(app.fifteen().await["height"], 2, "no board lower than 2");
    app.shot("fifteen-8x2").await;
    app.close().await;
}

#[tokio::test]
async fn keys_that_come_before_a_sizes_board_start_from_the_size_asked() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let start = app.wait_fifteen("the 4x4", |s| s["width"] == 4 && s["height"] == 4 && s["status"] == "ready").await;
    let before = start["generation"].as_u64().expect("a count of boards");
    // Alt and = twice, then Space, as fast as the keyboard sends them: each before the board
    // the one before asked for. Two columns more, and Scramble scrambles that size again.
    let kb = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value: ALT })
        .then(KeyAction::Down { value: '=' })
        .then(KeyAction::Up { value: '=' })
        .then(KeyAction::Down { value: '=' })
        .then(KeyAction::Up { value: '=' })
        .then(KeyAction::Up { value: ALT })
        .then(KeyAction::Down { value: ' ' })
        .then(KeyAction::Up { value: ' ' });
    app.client.perform_actions(kb).await.expect("the keys");
    let last = app.wait_fifteen("the three boards asked for", |s| s["generation"].as_u64() >= Some(before + 3) && s["status"] == "ready").await;
    assert_eq!((&last["width"], &last["height"], &last["generation"]), (&6.into(), &4.into(), &(before + 3).into()), "{last}");
    app.wait_js("the menu shows it", "return document.getElementById('fifteen-size').value", "6x4".into()).await;
    app.close().await;
}
