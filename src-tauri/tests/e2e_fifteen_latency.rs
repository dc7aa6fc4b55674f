//! 15-puzzle end to end under load: keys and hovers, moves while the pattern tables are built,
//! hints on random positions, keys while a long history is saved. What is asserted is that
//! every move counts, is painted and stamped on its own, and that nothing waits behind the
//! work beside it (the moves are answered before the hint that waits for the tables); the
//! figures are printed, and measured as targets by `scripts/measure.sh`.

mod support;

use support::history::big_history;
use support::play::{solve_3x3, tiles};
use support::*;

/// Left then Right, 1,000 keys: tile 13 of the start position slides back and forth, 1,000
/// legal moves, never solved.
async fn back_and_forth(app: &App) {
    for _ in 0..10 {
        let keys: Vec<char> = std::iter::repeat_n([LEFT_ARROW, RIGHT_ARROW], 50).flatten().collect();
        app.keys(&keys).await;
    }
}

/// Key and hover over 1,000 moves each, sent as fast as the driver can: every one painted and
/// stamped (the figures printed).
#[tokio::test]
async fn every_key_and_hover_move_is_painted_and_stamped_on_its_own() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15").await.expect("state");
    app.set_setting("scheme", "fringe").await;
    app.shot("fifteen-fringe").await;
    // The first key of a session stalls one frame while the toolkit sets up keyboard input;
    // it is reported apart, and the 1,000 moves after it are the steady state.
    app.keys(&[LEFT_ARROW, RIGHT_ARROW]).await;
    app.wait_fifteen("the warm-up moves", |s| s["moves"] == 2 && s["pending"] == 0).await;
    let warm_up = app.wait_latencies("fifteen", 2).await;
    println!("PERF 15-puzzle first key presses of the session: {warm_up:.1?} ms");
    back_and_forth(&app).await;
    app.wait_fifteen("1,000 confirmed moves", |s| s["moves"] == 1002 && s["pending"] == 0).await;
    let keys = app.wait_latencies("fifteen", 1002).await[warm_up.len()..].to_vec();
    assert_eq!(keys.len(), 1000, "every key press was measured");
    let (median, p95, max) = spread(&keys);
    let p99 = percentile(&keys, 0.99);
    println!("PERF 15-puzzle key-to-painted over {} moves: median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, max {max:.1} ms", keys.len());
    let (median, p95, _) = spread(&app.latencies("fifteenBackend").await[warm_up.len()..]);
    println!("PERF 15-puzzle key-to-confirmed (backend round trip): median {median:.1} ms, p95 {p95:.1} ms");
    // Each move is sent as it is made and stamped by the backend as it arrives: the time a
    // record keeps for a move is the key's, give or take this.
    let stamps = app.latencies("fifteenStamp").await[warm_up.len()..].to_vec();
    assert_eq!(stamps.len(), 1000, "every move was stamped on its own");
    let (median, p95, max) = spread(&stamps);
    let p99 = percentile(&stamps, 0.99);
    println!("PERF 15-puzzle key-to-backend-stamp over {} moves: median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, max {max:.1} ms", stamps.len());
    // Of which the page's part: the key event to the move handed to IPC (1 ms resolution).
    let (median, p95, _) = spread(&app.latencies("fifteenHandled").await[warm_up.len()..]);
    println!("PERF 15-puzzle key-to-handled (the event reaching the page's move): median {median:.1} ms, p95 {p95:.1} ms");
    let (median, p95, _) = spread(&app.latencies("fifteenSent").await[warm_up.len()..]);
    println!("PERF 15-puzzle key-to-sent (the page's part of it): median {median:.1} ms, p95 {p95:.1} ms");

    app.set_setting("mouseMode", "hover").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15").await.expect("state");
    let (x0, y0) = app.fifteen_point(12).await;
    let (x1, y1) = app.fifteen_point(13).await;
    for _ in 0..10 {
        let mut mouse = fantoccini::actions::MouseActions::new("mouse".into());
        for k in 0..100 {
            let (x, y) = if k % 2 == 0 { (x1, y1) } else { (x0, y0) };
            use fantoccini::actions::InputSource;
            mouse = mouse.then(fantoccini::actions::PointerAction::MoveTo { duration: None, x, y });
        }
        app.client.perform_actions(mouse).await.expect("hover strokes");
    }
    app.wait_fifteen("1,000 hover moves", |s| s["moves"] == 1000 && s["pending"] == 0).await;
    let hover = app.wait_latencies("fifteenHover", 1000).await;
    assert_eq!(hover.len(), 1000, "every hover move was measured");
    let (median, p95, max) = spread(&hover);
    let p99 = percentile(&hover, 0.99);
    println!("PERF 15-puzzle hover-to-painted over {} moves: median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, max {max:.1} ms", hover.len());
    app.close().await;
}

/// Moves never wait: a hint asked on a fresh install waits for the pattern tables to be built
/// (seconds), and 1,000 key presses made meanwhile are each stamped by the backend as they
/// come and confirmed while the hint is still on its way. The key to backend stamp of those
/// moves is printed (with `TESSERA_APP` set to a release build, the figure the issue asks).
#[tokio::test]
async fn moves_never_wait_while_the_pattern_tables_are_built() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15").await.expect("state");
    app.hear_answers().await;
    app.keys(&['h']).await;
    back_and_forth(&app).await;
    app.wait_fifteen("1,000 confirmed moves", |s| s["moves"] == 1000 && s["pending"] == 0).await;
    let stamps = app.wait_latencies("fifteenStamp", 1000).await;
    let (median, p95, max) = spread(&stamps);
    let p99 = percentile(&stamps, 0.99);
    // The hint's answer comes once the tables are built: the moves answered before it were
    // answered while they were built.
    let heard = poll(std::time::Duration::from_secs(180), async || {
        let heard = app.heard().await;
        if heard.iter().any(|a| a.starts_with("fifteen_hint ")) { Ok(heard) } else { Err("no hint answered yet".to_string()) }
    })
    .await
    .expect("the hint is answered once the tables are built");
    let moves_before_hint = heard.iter().take_while(|a| !a.starts_with("fifteen_hint ")).filter(|a| a.starts_with("fifteen_move ")).count();
    println!("PERF 15-puzzle key-to-backend-stamp over {} moves while the pattern tables are built ({moves_before_hint} answered before the hint): median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, max {max:.1} ms", stamps.len());
    assert!(moves_before_hint > 0, "moves were answered while the hint waited for the tables");
    app.close().await;
}

/// Key to painted while the records are saved after every solve, for a player with 100,000
/// solves and 100,000 games on record (a 33 MB file): 20 random 3x3 scrambles, each solved by
/// key presses followed at once by Space for the next, whose keys then come while the solve
/// before is being saved. Every key is painted and every solve reaches the file (the figures
/// printed).
#[tokio::test]
async fn every_hint_on_a_random_4x4_leads_one_move_nearer() {
    const POSITIONS: usize = 15;
    // The engine's own tables, to check each hint against the optimum.
    let tables = std::thread::spawn(tessera::fifteen::solver::Tables::build);
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let mut state = app.wait_fifteen("a 4x4 scramble", |s| s["width"] == 4 && s["status"] == "ready").await;
    // The first hint builds the pattern databases (seconds): it is not counted.
    app.keys(&['h']).await;
    let built = poll(std::time::Duration::from_secs(180), async || {
        let n = app.latencies("fifteenHint").await.len();
        if n >= 1 { Ok(()) } else { Err("no hint yet".to_string()) }
    })
    .await;
    built.expect("the first hint, once the tables are built");
    let tables = tables.join().expect("the engine's tables");
    for k in 0..POSITIONS {
        let old = state["scramble"].clone();
        app.keys(&[SPACE]).await;
        state = app.wait_fifteen("a fresh scramble", |s| s["scramble"] != old && s["status"] == "ready" && !s["assisted"].as_bool().unwrap_or(true)).await;
        app.keys(&['h']).await;
        let hinted = app.wait_fifteen("the hint", |s| s["hinted"].is_u64()).await;
        let (cell, blank) = (hinted["hinted"].as_u64().expect("cell"), tiles(&hinted).iter().position(|&t| t == 0).expect("blank") as u64);
        assert!(cell.abs_diff(blank) == 1 && cell / 4 == blank / 4 || cell.abs_diff(blank) == 4, "the hinted tile {cell} is next to the blank {blank}");
        app.wait_latencies("fifteenHint", k + 2).await;
        // The distance the hint names is the optimum, and its move lowers it by one.
        let line = poll(TIMEOUT, async || {
            let line = app.text("#fifteen-hint-line").await;
            if line.contains(" to go") { Ok(line) } else { Err(format!("the hint line says {line:?}")) }
        })
        .await
        .expect("the hint line");
        let named: usize = line.split(" · ").nth(1).and_then(|rest| rest.split(' ').next()).and_then(|n| n.parse().ok()).expect("a distance");
        let before: Vec<tessera::fifteen::Tile> = tiles(&hinted).iter().map(|&t| t as tessera::fifteen::Tile).collect();
        let mut after = before.clone();
        after.swap(cell as usize, blank as usize);
        let distance = |tiles: Vec<tessera::fifteen::Tile>| {
            let board = tessera::fifteen::Board::new(tessera::fifteen::Shape::new(4, 4).expect("4x4"), tiles).expect("a board");
            tessera::fifteen::solver::optimal(&board, Some(&tables)).expect("solvable").moves.len()
        };
        assert_eq!(distance(before), named, "{line}");
        assert_eq!(distance(after), named - 1, "{line}: the hinted move leads one move nearer");
    }
    let hints = app.latencies("fifteenHint").await[1..].to_vec();
    let (median, p95, max) = spread(&hints);
    println!("PERF 15-puzzle hint on a random 4x4 (tables built), key to framed tile, over {} positions: median {median:.1} ms, p95 {p95:.1} ms, max {max:.1} ms", hints.len());
    app.close().await;
}

#[tokio::test]
async fn keys_are_painted_at_once_while_the_records_are_saved() {
    const HISTORY: usize = 100_000;
    const ATTEMPTS: usize = 20;
    let data = tempfile::tempdir().expect("data dir");
    let records = data.path().join("records");
    tessera::records::store::Store::open(&records).store.compact(&big_history(HISTORY)).expect("the history saved");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    app.switch_to("fifteen").await;
    // Each board the page takes in counts one more (its `generation`): each attempt waits for
    // a board after the last one solved, not for that one before its keys reach the page.
    let mut seen = app.fifteen().await["generation"].as_u64();
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("3x3").await.expect("3x3");
    let mut pressed = 0;
    for attempt in 0..ATTEMPTS {
        let state = app
            .wait_fifteen(&format!("scramble {attempt}"), |s| {
                s["generation"].as_u64() > seen && s["width"] == 3 && s["status"] == "ready" && s["pending"] == 0
            })
            .await;
        seen = state["generation"].as_u64();
        let mut keys = solve_3x3(&tiles(&state));
        pressed += keys.len();
        keys.push(' ');
        app.keys(&keys).await;
    }
    let keys = app.wait_latencies("fifteen", pressed).await;
    let (median, p95, max) = spread(&keys);
    let p99 = percentile(&keys, 0.99);
    println!(
        "PERF 15-puzzle key-to-painted over {} moves while {HISTORY} solves and {HISTORY} games are saved after every solve: median {median:.1} ms, p95 {p95:.1} ms, p99 {p99:.1} ms, max {max:.1} ms",
        keys.len()
    );
    let file = records.join("records.json");
    let saved = poll(TIMEOUT, async || {
        let opened = tessera::records::store::Store::open(&records);
        let solves = opened.records.fifteen.get("3x3").map_or(0, |t| t.solves.iter().filter(|s| !s.is_dnf()).count());
        if solves == ATTEMPTS { Ok(()) } else { Err(format!("{solves} 3x3 solves in {}", file.display())) }
    })
    .await;
    saved.expect("every solve saved");
    app.close().await;
}
