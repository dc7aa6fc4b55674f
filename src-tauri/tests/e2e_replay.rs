//! Replays end to end: a seeded Minesweeper game won with real clicks is replayed from its
//! result panel to the very board it ended on; a 15-puzzle solve from its records row.

mod support;

use serde_json::{json, Value};
use std::time::Duration;
use support::play::{solve_fifteen_3x3, win_mines};
use support::*;

/// The viewer's state (`window.__tesseraReplay`).
async fn viewer(app: &App) -> Value {
    app.js("return window.__tesseraReplay ? window.__tesseraReplay() : null").await
}

#[tokio::test]
async fn a_won_minesweeper_game_replays_from_its_result_panel_to_the_board_it_ended_on() {
    let app = App::launch().await;
    win_mines(&app, 9, 9, 10, Some(20261124)).await;
    let state = app.wait_until("the win", |s| s.is_some_and(|s| s["status"] == "won")).await;
    let board: Vec<Value> = state["cells"].as_str().expect("cells").chars().map(|c| json!(c as u32)).collect();
    app.click_on("#result button.replay-game").await;
    let opened = poll(TIMEOUT, async || {
        let v = viewer(&app).await;
        if v["open"] == true && v["shown"] == 0 { Ok(v) } else { Err(v.to_string()) }
    })
    .await
    .expect("the viewer opens at the start");
    assert!(opened["cells"].as_array().expect("cells").iter().all(|c| c == &json!('#' as u32)), "dealt: all covered");
    app.shot("replay-start").await;
    // One step: the first click's opening; then played to the end at 4x.
    app.click_on("#replay-step").await;
    let first = viewer(&app).await;
    assert_eq!(first["shown"], 1);
    assert!(app.text("#replay-counters").await.starts_with("0.000 s · 3BV "), "the clock starts at the first click");
    let speed = app.client.find(fantoccini::Locator::Id("replay-speed")).await.expect("speed");
    speed.select_by_value("4").await.expect("4x");
    app.click_on("#replay-play").await;
    let end = poll(Duration::from_secs(30), async || {
        let v = viewer(&app).await;
        if v["shown"] == v["frames"] && v["playing"] == false { Ok(v) } else { Err(v.to_string()) }
    })
    .await
    .expect("played to the end");
    assert_eq!(end["cells"], json!(board), "the replay ends on the board the game ended on");
    let time = app.text("#result [data-stat=time]").await;
    let counters = app.text("#replay-counters").await;
    assert!(counters.starts_with(&format!("{time} · 3BV ")), "the clock ends on the game's time {time}: {counters}");
    app.shot("replay-end").await;
    // The scrubber goes back to any moment.
    app.js("const s = document.getElementById('replay-scrub'); s.value = '0'; s.dispatchEvent(new Event('input')); return true").await;
    assert_eq!(viewer(&app).await["shown"], 1, "at 0 ms: the first click");
    app.close().await;
}

#[tokio::test]
async fn a_solve_replays_from_its_row_in_the_records_view() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 5 6/7 0 8").await.expect("state");
    app.wait_fifteen("the typed state", |s| s["width"] == 3 && s["moves"] == 0).await;
    solve_fifteen_3x3(&app).await;
    app.switch_to("records").await;
    app.wait_js("the solve's row", "return document.querySelectorAll('#fifteen-last button.replay').length", json!(1)).await;
    app.click_on("#fifteen-last button.replay").await;
    app.click_on("#replay-play").await;
    let end = poll(TIMEOUT, async || {
        let v = viewer(&app).await;
        if v["open"] == true && v["shown"] == v["frames"] && v["playing"] == false { Ok(v) } else { Err(v.to_string()) }
    })
    .await
    .expect("played to the end");
    assert_eq!(end["cells"], json!([1, 2, 3, 4, 5, 6, 7, 8, 0]));
    assert!(app.text("#replay-counters").await.contains(" moves · "));
    app.close().await;
}
