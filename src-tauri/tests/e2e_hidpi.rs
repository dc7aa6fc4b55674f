//! A screen of twice the pixels (GDK_SCALE=2, as a high-DPI desktop sets it): the Minesweeper
//! canvas and its sprites are drawn at the screen's resolution, not scaled up from CSS pixels,
//! and the board's cells land where the page lays them out.

mod support;

use serde_json::json;
use support::*;

#[tokio::test]
async fn the_board_is_drawn_at_the_screens_pixel_ratio() {
    let app = App::launch_with(None, &[("GDK_SCALE", "2")]).await;
    // Small enough that the window, at twice the pixels, fits the test's 1280x800 screen.
    app.client.set_window_size(600, 380).await.expect("window size");
    assert_eq!(app.js("return window.devicePixelRatio").await, json!(2));
    app.wait_until("a board", |m| m.is_some_and(|m| m["cells"].as_str().is_some_and(|c| c.starts_with('#')))).await;
    let backing = app
        .js("const c = document.getElementById('board'); const r = c.getBoundingClientRect();
             return [c.width, c.height, r.width, r.height, window.__tesseraMines().cellCss]")
        .await;
    let v: Vec<f64> = backing.as_array().expect("sizes").iter().map(|x| x.as_f64().expect("number")).collect();
    assert_eq!(v[0], (v[2] * 2.0).round(), "the canvas has two device pixels per CSS pixel across: {v:?}");
    assert_eq!(v[1], (v[3] * 2.0).round(), "and down: {v:?}");
    assert_eq!((v[4] * 2.0).fract(), 0.0, "a cell is a whole number of device pixels: {v:?}");
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "a covered cell where the page lays it out");
    // A cell in sight: the small window shows the board's first rows, the rest scrolls.
    app.click(1, 1).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    app.shot("hidpi-mines").await;
    app.switch_to("fifteen").await;
    app.shot("hidpi-fifteen").await;
    app.close().await;
}
