//! Cell and tile size: each game's board fits the window, and the player zooms from there with
//! Ctrl+= and Ctrl+- (Ctrl+0 back to the fit) or in Settings, per game, kept across a restart.
//! Expert fits a 1366x768 screen at the default size.

mod support;

use serde_json::json;
use support::*;

async fn cell(app: &App) -> f64 {
    app.mines().await.expect("board")["cellCss"].as_f64().expect("cell size")
}

async fn tile(app: &App) -> String {
    app.js("return document.getElementById('fifteen-board').style.getPropertyValue('--tile')").await.as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn ctrl_keys_and_settings_zoom_each_game_and_the_size_is_kept() {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-zoom-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = App::launch_in(Some(dir.clone())).await;
    app.wait_until("a board", |m| m.is_some_and(|m| m["cellCss"].as_f64().is_some_and(|c| c > 0.0))).await;
    let fit = cell(&app).await;
    app.chord(CONTROL, '=').await;
    app.wait_until("a bigger cell", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some((fit * 1.1).round()))).await;
    app.chord(CONTROL, '-').await;
    app.chord(CONTROL, '-').await;
    app.wait_until("a smaller cell", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some((fit * 0.9).round()))).await;
    app.chord(CONTROL, '0').await;
    app.wait_until("the fit again", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some(fit))).await;
    app.chord(CONTROL, '=').await;
    app.chord(CONTROL, '=').await;
    app.wait_until("two steps bigger", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some((fit * 1.25).round()))).await;
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "the board drawn at its new size");
    app.wait_settings("the zoom saved", |s| s["zoom"]["mines"] == json!(1.25)).await;

    // The 15-puzzle zooms on its own: its tiles grow, the Minesweeper zoom stays.
    app.switch_to("fifteen").await;
    let fitted = tile(&app).await;
    app.chord(CONTROL, '=').await;
    app.wait_js("bigger tiles", &format!("return document.getElementById('fifteen-board').style.getPropertyValue('--tile') !== '{fitted}'"), json!(true)).await;
    // And in Settings: back to the fit.
    app.set_setting("fifteenZoom", "1").await;
    app.wait_js("the fitted tiles", &format!("return document.getElementById('fifteen-board').style.getPropertyValue('--tile') === '{fitted}'"), json!(true)).await;
    app.switch_to("mines").await;
    app.close().await;

    let app = App::launch_in(Some(dir.clone())).await;
    app.wait_until("the zoomed board after a restart", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some((fit * 1.25).round()))).await;
    // Zoomed past the window: the board scrolls inside it, the page does not overflow. (A
    // narrower window, so that 300% of a Beginner cell is past its width too. The fit changes
    // with the window, the room kept for a result beside the board with it: Ctrl+0 there gives
    // the new fit, and the biggest step is three times it.)
    let height = app.js("return window.outerHeight").await.as_u64().expect("height") as u32;
    app.client.set_window_size(760, height).await.expect("window size");
    app.wait_js("the narrower window", "return window.innerWidth", json!(760)).await;
    app.chord(CONTROL, '0').await;
    app.wait_settings("the fit again", |s| s["zoom"]["mines"] == json!(1)).await;
    let fit = cell(&app).await;
    for _ in 0..7 {
        app.chord(CONTROL, '=').await;
    }
    app.wait_until("the biggest cells", |m| m.is_some_and(|m| m["cellCss"].as_f64() == Some((fit * 3.0).round()))).await;
    let scrolls = app
        .js("const s = document.getElementById('board-scroll'); s.scrollLeft = 100; s.scrollTop = 200;
             return [s.scrollWidth > s.clientWidth, s.scrollHeight > s.clientHeight, s.scrollLeft, s.scrollTop,
                     document.documentElement.scrollWidth <= innerWidth]")
        .await;
    assert_eq!(scrolls, json!([true, true, 100, 200, true]), "the board scrolls both ways inside the window");
    app.wait_until("the drawing to follow the scroll", |m| m.is_some_and(|m| m["originX"].as_f64() == Some(100.0) && m["originY"].as_f64() == Some(200.0))).await;
    assert!(app.pixel_matches(2, 2, "--cell-face").await, "a covered cell drawn where it has scrolled to");
    app.shot("zoom-beginner-300").await;
    app.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn expert_fits_a_1366_by_768_screen_at_the_default_size() {
    let app = App::launch().await;
    app.client.set_window_size(1366, 768).await.expect("window size");
    app.choose("expert", 30, 16).await;
    let fits = app
        .js("const s = document.getElementById('board-scroll'); return [s.scrollWidth <= s.clientWidth, s.scrollHeight <= s.clientHeight, document.documentElement.scrollHeight <= innerHeight]")
        .await;
    assert_eq!(fits, json!([true, true, true]), "the whole Expert board and the page in the window");
    app.shot("zoom-expert-1366x768").await;
    app.close().await;
}
