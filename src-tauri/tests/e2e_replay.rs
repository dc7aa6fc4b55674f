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
    // The viewer names how the board was dealt and played.
    assert_eq!(app.text("#replay-about").await, "mode: opening first click");
    app.shot("replay-start").await;
    // One step: the first click's opening; then played to the end at 4x.
    assert_eq!(app.text("#replay-verdict").await, "Before the first click.");
    assert_eq!(app.text("#replay-figures").await, "No click yet.");
    app.click_on("#replay-step").await;
    let first = viewer(&app).await;
    assert_eq!(first["shown"], 1);
    assert!(app.text("#replay-counters").await.starts_with("0.000 s · 3BV "), "the clock starts at the first click");
    // The solver's verdict on it, and the figures as they stood after it.
    let verdict = app.text("#replay-verdict").await;
    assert!(verdict.starts_with("Click at row ") && verdict.ends_with(": the first click, nothing to judge."), "{verdict}");
    assert!(app.text("#replay-figures").await.starts_with("clicks 1 (left 1, right 0, double 0) · CE 1 · IOE "), "after one click");
    // The summary counts every click after the first that opened cells, as certain or guessed.
    let summary = app.text("#replay-review").await;
    let counts: Vec<u32> = summary.split(|c: char| !c.is_ascii_digit()).filter_map(|n| n.parse().ok()).take(3).collect();
    let opened = app.js("const r = window.__tesseraReplay(); return r.judged").await;
    assert_eq!(counts.iter().sum::<u32>() + 1, opened.as_u64().expect("judged") as u32, "{summary}");
    assert!(summary.starts_with("Solver: ") && summary.contains(" · luck "), "{summary}");
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
    assert!(end["pointer"].as_u64().is_some_and(|n| n > 0) && end["cursor"] == true, "the pointer's path is drawn: {end}");
    // At the end, the figures are the result panel's, measured the same way.
    let figures = app.text("#replay-figures").await;
    let panel = app.text("#result .figures").await;
    assert!(figures.ends_with(&panel), "{figures} against {panel}");
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
    // One move, in the singular.
    let counters = app.text("#replay-counters").await;
    assert!(counters.contains(" s · 1 move · "), "{counters}");
    assert_eq!(app.js("return document.getElementById('replay-about').hidden").await, json!(true), "a 15-puzzle has no mode");
    app.close().await;
}

#[tokio::test]
async fn a_won_game_exports_from_its_records_row_as_an_evf_file_ms_toollib_reads() {
    use ms_toollib::videos::NewSomeVideo2;
    // The Downloads folder the export writes into, as the desktop's user-dirs file names it.
    let home = tempfile::tempdir().expect("dir");
    let (config, downloads) = downloads_in(home.path());
    let app = App::launch_with(None, &[("XDG_CONFIG_HOME", &config.display().to_string())]).await;
    let game = win_mines(&app, 9, 9, 10, None).await;
    app.switch_to("records").await;
    app.wait_js("the win's row", "return document.querySelectorAll('#mines-best button.evf').length", json!(1)).await;
    app.shot("records-replay-evf").await;
    app.click_on("#mines-best button.evf").await;
    let saved = poll(TIMEOUT, async || {
        let text = app.text("#records-message").await;
        if text.starts_with("Saved ") { Ok(text) } else { Err(text) }
    })
    .await
    .expect("the export is told");
    let path = std::path::PathBuf::from(saved.trim_start_matches("Saved "));
    assert!(path.starts_with(&downloads) && path.extension().is_some_and(|e| e == "evf"), "{saved}");
    let mut video = ms_toollib::EvfVideo::new(std::fs::read(&path).expect("the file"), "game.evf");
    video.parse().expect("ms_toollib parses it");
    video.data.analyse();
    assert!(video.data.is_completed, "the win");
    let layout = game.layout().expect("mines");
    for i in 0..81 {
        assert_eq!(video.data.board[i / 9][i % 9] == -1, layout.is_mine(i), "mine at {i}");
    }
    assert_eq!(video.data.static_params.bbbv, tessera::minesweeper::three_bv(layout) as usize);
    // Every won game of the table: a folder with the one video.
    app.click_on("#records-mines-evf").await;
    let folder = poll(TIMEOUT, async || {
        let text = app.text("#records-message").await;
        text.strip_prefix("Saved 1 video in ").map(std::path::PathBuf::from).ok_or(text)
    })
    .await
    .expect("the folder is told");
    let files: Vec<_> = std::fs::read_dir(&folder).expect("the folder").filter_map(Result::ok).collect();
    assert_eq!(files.len(), 1);
    assert_eq!(std::fs::read(files[0].path()).expect("video"), std::fs::read(&path).expect("video"), "the same game, the same file");
    app.close().await;
}
