//! 15-puzzle end to end: the real app, real key and pointer actions.

mod support;

use serde_json::{json, Value};
use support::play::{solve_3x3, tiles};
use support::*;

fn shown(state: &str) -> Vec<u64> {
    state.split(['/', ' ']).map(|w| w.parse().expect("number")).collect()
}

/// Waits until the backend has confirmed `expected` and the page shows it.
async fn expect_board(app: &App, expected: &str) -> Value {
    let want = shown(expected);
    let state = app.wait_fifteen(&format!("the board {expected}"), |s| !s.is_null() && tiles(s) == want && s["pending"] == 0).await;
    let texts = app.js("return [...document.querySelectorAll('#fifteen-board .tile')].map(c => c.textContent || '0').join(' ')").await;
    let texts: Vec<u64> = texts.as_str().expect("text").split(' ').map(|w| w.parse().expect("number")).collect();
    assert_eq!(texts, want, "the page draws the confirmed board");
    state
}

#[tokio::test]
async fn arrow_keys_and_wasd_move_tiles_the_documented_way() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 0 5/7 8 6").await.expect("a playable state");
    expect_board(&app, "1 2 3/4 0 5/7 8 6").await;
    // A key names the direction the tile moves.
    app.keys(&['d']).await;
    expect_board(&app, "1 2 3/0 4 5/7 8 6").await;
    app.keys(&[UP_ARROW]).await;
    expect_board(&app, "1 2 3/7 4 5/0 8 6").await;
    app.keys(&['a']).await;
    expect_board(&app, "1 2 3/7 4 5/8 0 6").await;
    app.keys(&[DOWN_ARROW]).await;
    let state = expect_board(&app, "1 2 3/7 0 5/8 4 6").await;
    assert_eq!((state["moves"].as_u64(), state["status"].as_str()), (Some(4), Some("running")));
    app.wait_text("#fifteen-moves", "4").await;
    // The second S has no tile above the blank to move: nothing happens.
    app.keys(&['s', 's']).await;
    let state = expect_board(&app, "1 0 3/7 2 5/8 4 6").await;
    assert_eq!(state["moves"], 5);
    // Flipped: a key names where the blank goes.
    app.set_setting("keyMode", "blank").await;
    app.keys(&[LEFT_ARROW]).await;
    expect_board(&app, "0 1 3/7 2 5/8 4 6").await;
    app.keys(&['s']).await;
    expect_board(&app, "7 1 3/0 2 5/8 4 6").await;
    app.close().await;
}

#[tokio::test]
async fn a_click_slides_a_whole_segment_and_counts_every_tile() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12").await.expect("state");
    let (x, y) = app.fifteen_point(8).await; // row 2, column 0: three tiles from the blank
    let click = fantoccini::actions::MouseActions::new("mouse".into())
        .then(fantoccini::actions::PointerAction::MoveTo { duration: None, x, y })
        .then(fantoccini::actions::PointerAction::Down { button: LEFT })
        .then(fantoccini::actions::PointerAction::Up { button: LEFT });
    use fantoccini::actions::InputSource;
    app.client.perform_actions(click).await.expect("click");
    let state = expect_board(&app, "1 2 3 4/5 6 7 8/0 9 10 11/13 14 15 12").await;
    assert_eq!((state["moves"].as_u64(), state["multiMoves"].as_u64()), (Some(3), Some(1)));
    assert_eq!(state["controls"], "click", "the move's input, as the backend keeps it");
    app.wait_text("#fifteen-moves", "3").await;
    app.close().await;
}

#[tokio::test]
async fn hover_slides_as_the_pointer_enters_tiles_in_line() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.set_setting("mouseMode", "hover").await;
    app.enter_state("1 2 3/4 5 6/0 7 8").await.expect("state");
    app.hover_cell(7).await;
    expect_board(&app, "1 2 3/4 5 6/7 0 8").await;
    app.hover_cell(8).await;
    let state = expect_board(&app, "1 2 3/4 5 6/7 8 0").await;
    assert_eq!((&state["status"], &state["controls"]), (&serde_json::json!("solved"), &serde_json::json!("hover")));
    app.close().await;
}

#[tokio::test]
async fn solving_a_seeded_scramble_stops_the_clock_and_shows_the_result() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("3x3").await.expect("3x3");
    let state = app.wait_fifteen("a 3x3 scramble", |s| s["width"] == 3 && s["status"] == "ready").await;
    assert_eq!(state["origin"], "random", "a seeded scramble");
    let keys = solve_3x3(&tiles(&state));
    app.keys(&keys).await;
    let done = app.wait_fifteen("the solve", |s| s["status"] == "solved").await;
    assert_eq!(done["summary"]["moves"], json!(keys.len()));
    app.wait_text_containing("#fifteen-result", "Solved in").await;
    let result = app.text("#fifteen-result").await;
    assert!(result.contains("Solved in") && result.contains(&format!("{} moves", keys.len())), "{result}");
    // The scramble's Manhattan distance and the moves over it, worked out here from the scramble.
    let md = tessera::fifteen::text::parse_state(state["scramble"].as_str().expect("scramble")).expect("a state").manhattan_distance();
    assert_eq!(done["summary"]["md"], md);
    // Solved with the keys: the result and the record say keyboard.
    assert_eq!(done["controls"], "keyboard");
    assert!(result.contains("· keyboard"), "{result}");
    assert!(result.contains(&format!("MD {md}, MMD {:.3}", keys.len() as f64 / f64::from(md))), "{result}");
    let ms = done["summary"]["time"].as_u64().expect("ms");
    let time = format!("{:.3}", ms as f64 / 1000.0);
    app.wait_text("#fifteen-time", &time).await;
    // The live clock is drawn again several times, and still shows the backend's time.
    app.clock_drawn_again().await;
    assert_eq!(app.text("#fifteen-time").await, time, "the clock stopped at the backend's time");
    app.shot("fifteen-solved").await;
    // The next Space scrambles again.
    app.keys(&[SPACE]).await;
    app.wait_fifteen("a new scramble", |s| s["status"] == "ready" && s["moves"] == 0).await;
    app.close().await;
}

#[tokio::test]
async fn a_hint_frames_the_best_move_and_the_solve_shows_its_optimal_length() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 5 6/0 7 8").await.expect("a playable state");
    expect_board(&app, "1 2 3/4 5 6/0 7 8").await;
    app.keys(&['h']).await;
    let state = app.wait_fifteen("a hint", |s| s["hinted"] == 7).await;
    assert_eq!(state["assisted"], true);
    app.wait_text("#fifteen-hint-line", "Move 7 left · 2 moves to go, at best").await;
    let framed = app.js("return document.querySelectorAll('#fifteen-board .tile')[7].className").await;
    assert_eq!(framed, "tile hinted", "the tile to move is framed");
    app.shot("fifteen-hint").await;
    // Following it clears the frame; the line then says the solve is assisted.
    app.keys(&[LEFT_ARROW]).await;
    let state = expect_board(&app, "1 2 3/4 5 6/7 0 8").await;
    assert!(state["hinted"].is_null());
    app.wait_text("#fifteen-hint-line", "Assisted (hint): this solve stays out of the statistics and averages").await;
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("the optimal length", |s| s["status"] == "solved" && !s["optimal"].is_null()).await;
    app.wait_text_containing("#fifteen-result", "Optimal:").await;
    let result = app.text("#fifteen-result").await;
    assert!(result.contains("Optimal: 2 moves (yours: 2, efficiency 100.0%)"), "{result}");
    assert!(result.contains("Every move was on an optimal path") && result.contains("An optimal solution, as tile moves (U up, D down, L left, R right): LL"), "{result}");
    app.shot("fifteen-optimal").await;
    app.close().await;
}

/// On the boards of 13 to 16 cells the optimum comes from the shape's own tables, built on
/// the first ask: a 2x7 gets its line too, here after a detour.
#[tokio::test]
async fn a_solve_on_a_board_of_13_to_16_cells_shows_its_optimal_length_too() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2/3 4/5 6/7 8/9 10/11 12/0 13").await.expect("a playable 2x7");
    app.wait_fifteen("the 2x7", |s| s["width"] == 2 && s["height"] == 7).await;
    // 11 down and back up, then 13 left: three moves where one would do.
    app.keys(&[DOWN_ARROW, UP_ARROW, LEFT_ARROW]).await;
    app.wait_fifteen("the optimal length", |s| s["status"] == "solved" && !s["optimal"].is_null()).await;
    app.wait_text_containing("#fifteen-result", "Optimal:").await;
    let result = app.text("#fifteen-result").await;
    assert!(result.contains("Optimal: 1 move (yours: 3, efficiency 33.3%)"), "{result}");
    assert!(result.contains("Move 1 left every optimal path: 1 move to go before it, 2 after"), "{result}");
    app.close().await;
}

#[tokio::test]
async fn solve_plays_a_solution_on_the_board_and_a_move_stops_it() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    // 5x5: the quick solver's moves, played at once.
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("5x5").await.expect("5x5");
    app.wait_fifteen("a 5x5 scramble", |s| s["width"] == 5 && s["status"] == "ready").await;
    let speed = app.client.find(fantoccini::Locator::Id("fifteen-solve-speed")).await.expect("speed");
    speed.select_by_value("instant").await.expect("instant");
    app.click_on("#fifteen-solve").await;
    let done = app.wait_fifteen("the played solution", |s| s["status"] == "solved" && s["pending"] == 0).await;
    assert_eq!((done["assisted"].as_bool(), done["solving"].as_bool()), (Some(true), Some(false)));
    app.wait_text_containing("#fifteen-result", "Solved in").await;
    // 3x3 at the slowest speed: the player's own move stops the solution.
    app.enter_state("8 6 7/2 5 4/3 0 1").await.expect("a playable state");
    speed.select_by_value("slow").await.expect("slow");
    app.click_on("#fifteen-solve").await;
    app.wait_fifteen("the solution under way", |s| s["solving"] == true && s["moves"].as_u64() >= Some(1)).await;
    app.wait_text("#fifteen-solve", "Stop").await;
    app.keys(&[LEFT_ARROW, RIGHT_ARROW]).await;
    let stopped = app.wait_fifteen("the solution stopped", |s| s["solving"] == false && s["pending"] == 0).await;
    app.wait_text("#fifteen-solve", "Solve").await;
    assert_ne!(stopped["status"], "solved");
    app.close().await;
}

#[tokio::test]
async fn switching_games_keeps_both_in_progress() {
    let app = App::launch().await;
    app.choose("beginner", 9, 9).await;
    app.click(4, 4).await;
    let mines = app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 0 5/7 8 6").await.expect("state");
    app.keys(&[LEFT_ARROW]).await;
    expect_board(&app, "1 2 3/4 5 0/7 8 6").await;
    app.switch_to("mines").await;
    let again = app.mines().await.expect("board");
    assert_eq!((&again["cells"], &again["seed"], &again["status"]), (&mines["cells"], &mines["seed"], &mines["status"]));
    assert!(app.pixel_matches(4, 4, "--open-bg").await, "the board is drawn again");
    app.switch_to("fifteen").await;
    let state = expect_board(&app, "1 2 3/4 5 0/7 8 6").await;
    assert_eq!(state["moves"], 1);
    app.close().await;
}

#[tokio::test]
async fn p_pauses_a_solve_hiding_its_tiles_and_stopping_its_clock() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3/4 5 6/0 7 8").await.expect("state");
    app.wait_fifteen("the typed state", |s| s["width"] == 3 && s["moves"] == 0).await;
    app.keys(&[LEFT_ARROW]).await;
    app.wait_fifteen("the first move", |s| s["status"] == "running" && s["pending"] == 0).await;
    app.keys(&['p']).await;
    let paused = app.wait_fifteen("the pause", |s| s["paused"] == true).await;
    assert_eq!(paused["assisted"], true);
    assert_eq!(app.js("return getComputedStyle(document.querySelector('#fifteen-board .tile:not(.blank)')).visibility").await, "hidden");
    assert_eq!(app.text("#fifteen-pause").await, "Resume");
    app.shot("fifteen-paused").await;
    // The clock is drawn again and again, and shows the same time.
    let frozen = app.text("#fifteen-time").await;
    app.clock_drawn_again().await;
    assert_eq!(app.text("#fifteen-time").await, frozen, "the clock stands still while paused");
    // Keys do nothing while paused (the key before P is handled before it); P again resumes
    // and the solve ends.
    app.keys(&[LEFT_ARROW, 'p']).await;
    let resumed = app.wait_fifteen("the resume", |s| s["paused"] == false).await;
    assert_eq!((resumed["moves"].as_u64(), resumed["tiles"].clone()), (Some(1), serde_json::json!([1, 2, 3, 4, 5, 6, 7, 0, 8])));
    app.keys(&[LEFT_ARROW]).await;
    let done = app.wait_fifteen("the solve", |s| s["status"] == "solved").await;
    assert_eq!(done["assisted"], true);
    app.close().await;
}
