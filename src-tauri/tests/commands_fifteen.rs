//! The 15-puzzle commands through IPC on the mock runtime.

mod ipc;

use ipc::{advance, app, invoke, send_moves, plain};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{Manager, WebviewWindow};

fn scramble(webview: &WebviewWindow<MockRuntime>, width: i64, height: i64, seed: Option<&str>) -> Result<Value, Value> {
    invoke(webview, "fifteen_scramble", json!({ "request": { "size": { "width": width, "height": height }, "seed": seed } }))
}

fn load(webview: &WebviewWindow<MockRuntime>, text: &str) -> Result<Value, Value> {
    invoke(webview, "fifteen_load", json!({ "text": text }))
}

fn moves(webview: &WebviewWindow<MockRuntime>, moves: Value) -> Value {
    send_moves(webview, moves.as_array().expect("a list of moves"))
}

fn tile(webview: &WebviewWindow<MockRuntime>, dir: &str) -> Value {
    moves(webview, json!([{ "kind": "tile", "dir": dir }]))
}

#[test]
fn a_seeded_scramble_matches_the_engine_and_the_cli_seed_rule() {
    let (_app, webview, _records) = app();
    let snap = scramble(&webview, 4, 4, Some("9")).expect("scramble");
    let engine = tessera::fifteen::scramble(tessera::fifteen::Shape::FOUR, 9);
    assert_eq!(snap["tiles"], json!(engine.tiles()));
    assert_eq!(snap["scramble"], engine.state_string());
    assert_eq!((&snap["origin"], &snap["seed"]), (&json!("chosen"), &json!("9")), "a typed seed is the player's choice, shown");
    assert_eq!((snap["status"].as_str(), snap["moves"].as_u64(), snap["elapsedMs"].as_u64()), (Some("ready"), Some(0), Some(0)));
    let rect = scramble(&webview, 4, 5, None).expect("4 wide, 5 high");
    assert_eq!((rect["width"].as_u64(), rect["height"].as_u64()), (Some(4), Some(5)));
}

#[test]
fn bad_sizes_and_states_are_typed_errors() {
    let (_app, webview, _records) = app();
    let err = scramble(&webview, 21, 4, None).unwrap_err();
    assert_eq!(plain(err.clone()), json!({ "kind": "invalidSettings", "message": "width must be between 2 and 20 (got 21)" }));
    assert_eq!(err["said"], json!({ "id": "error-width", "args": { "min": 2, "max": 20, "got": 21 } }), "what the page words");
    let err = load(&webview, "1 2 3/4 5 6/8 7 0").unwrap_err();
    assert_eq!(err["kind"], "invalidState");
    assert!(err["message"].as_str().expect("message").contains("cannot be solved"));
    let err = load(&webview, "1 2 3/4 5").unwrap_err();
    assert_eq!(plain(err), json!({ "kind": "invalidState", "message": "row 2 has 2 numbers but row 1 has 3" }));
    assert_eq!(load(&webview, "1 2 3/4 5 6/7 8 0").unwrap_err()["message"], "this arrangement is already solved");
}

#[test]
fn moves_answer_deltas_and_solving_stops_the_clock() {
    // 1 2 3 / 4 _ 5 / 7 8 6
    let (app, webview, _records) = app();
    let snap = load(&webview, "1 2 3/4 0 5/7 8 6").expect("typed state");
    assert_eq!((&snap["origin"], &snap["seed"]), (&json!("typed"), &Value::Null));
    let refused = moves(&webview, json!([{ "kind": "to", "index": 0 }]));
    assert_eq!((refused["refused"].as_u64(), refused["moves"].as_u64(), refused["changed"].clone()), (Some(1), Some(0), json!([])), "not in the blank's line");
    let up = tile(&webview, "up");
    assert_eq!((up["refused"].as_u64(), up["moves"].as_u64()), (Some(0), Some(1)));
    assert_eq!(up["changed"], json!([[4, 8], [7, 0]]));
    let back = tile(&webview, "down");
    assert_eq!(back["changed"], json!([[4, 0], [7, 8]]));
    let first = tile(&webview, "left");
    assert_eq!(first["changed"], json!([[4, 5], [5, 0]]));
    assert_eq!((first["status"].as_str(), first["moves"].as_u64()), (Some("running"), Some(3)));
    assert!(first["summary"].is_null());
    advance(&app, 30);
    let done = tile(&webview, "up");
    assert_eq!(done["status"], "solved");
    let summary = &done["summary"];
    assert_eq!((summary["moves"].as_u64(), summary["multiMoves"].as_u64()), (Some(4), Some(4)));
    let ms = summary["time"].as_u64().expect("ms");
    assert!(ms >= 30, "backend time {ms} ms");
    assert!(summary["tps"].as_f64().expect("tps") > 0.0);
    assert_eq!(tile(&webview, "down")["refused"], 1, "no move after the solve");
    let later = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    assert_eq!(later["elapsedMs"].as_u64(), Some(ms), "the clock stopped at the solving move");
}

#[test]
fn retry_replays_the_same_scramble_marked_as_practice() {
    let (_app, webview, _records) = app();
    let snap = scramble(&webview, 3, 3, Some("77")).expect("scramble");
    let blank = snap["tiles"].as_array().expect("tiles").iter().position(|t| t == 0).expect("blank");
    let dir = if blank % 3 == 2 { "right" } else { "left" };
    assert_eq!(tile(&webview, dir)["refused"], 0, "a legal move");
    let again = invoke(&webview, "fifteen_retry", json!({})).expect("retry");
    assert_eq!(again["tiles"], snap["tiles"]);
    assert_eq!(again["moves"], 0);
    assert_eq!((&again["origin"], &again["seed"]), (&json!("retry"), &json!("77")));
}

/// A counted scramble's seed (whoever knows it knows the scramble) reaches the page only once
/// the solve is over.
#[test]
fn a_counted_scrambles_seed_stays_secret_until_the_solve_ends() {
    let (app, webview, _records) = app();
    let snap = scramble(&webview, 3, 3, None).expect("a random scramble");
    assert_eq!((&snap["origin"], &snap["seed"]), (&json!("random"), &Value::Null));
    let seed = match app.state::<tessera_app::state::AppState>().fifteen().game().origin() {
        tessera::fifteen::Origin::Random { seed } => seed,
        other => panic!("a random scramble, not {other:?}"),
    };
    let solution = tessera::fifteen::solver::quick(&tessera::fifteen::text::parse_state(snap["scramble"].as_str().expect("scramble")).expect("state")).expect("a solution");
    let (last, rest) = solution.split_last().expect("moves");
    let play = |dir: tessera::fifteen::Direction| send_moves(&webview, &[json!({ "kind": "tile", "dir": serde_json::to_value(dir).expect("dir") })]);
    for &dir in rest {
        let d = play(dir);
        assert!(d["seed"].is_null() && !d.to_string().contains(&seed.to_string()), "{d}");
    }
    let solved = play(*last);
    assert_eq!((&solved["status"], &solved["seed"]), (&json!("solved"), &json!(seed.to_string())));
}

/// A move as the page sends it: board `game`, number `seq`.
fn send(webview: &WebviewWindow<MockRuntime>, game: &Value, seq: u32, dir: &str) -> Result<Value, Value> {
    invoke(webview, "fifteen_move", json!({ "game": game, "seq": seq, "mv": { "kind": "tile", "dir": dir } }))
}

#[test]
fn a_whole_solve_in_one_call_is_refused_and_each_move_sent_keeps_its_own_time() {
    let (app, webview, dir) = app();
    let snap = scramble(&webview, 3, 3, None).expect("scramble");
    let tiles = tessera::fifteen::Board::new(tessera::fifteen::Shape::new(3, 3).expect("3x3"), serde_json::from_value(snap["tiles"].clone()).expect("tiles")).expect("board");
    let solution: Vec<Value> = tessera::fifteen::solver::optimal(&tiles, None).expect("solvable").moves.iter().map(|d| json!({ "kind": "tile", "dir": d })).collect();
    // Before, a batch was applied at one instant and recorded as a 0.000 s single.
    assert!(invoke(&webview, "fifteen_move", json!({ "moves": solution })).is_err(), "one move a call");
    assert!(invoke(&webview, "fifteen_move", json!({ "game": snap["game"], "seq": 0, "mv": solution })).is_err(), "one move a call");
    assert_eq!(invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot")["moves"], 0, "nothing applied");
    for (k, mv) in solution.iter().enumerate() {
        if k > 0 {
            advance(&app, 100);
        }
        invoke(&webview, "fifteen_move", json!({ "game": snap["game"], "seq": k, "mv": mv })).expect("a delta");
    }
    let solve = &ipc::saved_records(&webview, dir.path())["records"]["fifteen"]["3x3"]["solves"][0];
    // The clock moved on 100 ms between moves (and the real one a little).
    let least = 100 * (solution.len() as u64 - 1);
    let time = solve["timeMs"].as_u64().expect("a time");
    assert!((least..least + 1000).contains(&time), "{solve}");
}

#[test]
fn moves_that_arrive_out_of_order_are_applied_in_the_order_made() {
    let (app, webview, _records) = app();
    let snap = load(&webview, "1 2 3/4 5 6/0 7 8").expect("typed state");
    let game = &snap["game"];
    let early = send(&webview, game, 1, "left").expect("kept until move 0 comes");
    assert_eq!((early["moves"].as_u64(), early["changed"].clone(), early["taken"].as_u64()), (Some(0), json!([]), Some(0)));
    advance(&app, 40);
    let both = send(&webview, game, 0, "left").expect("both applied");
    assert_eq!((both["status"].as_str(), both["moves"].as_u64(), both["taken"].as_u64()), (Some("solved"), Some(2), Some(2)));
    assert_eq!(both["changed"], json!([[6, 7], [7, 8], [8, 0]]));
    assert_eq!(both["summary"]["time"], 0, "move 1 is never stamped before move 0");
}

#[test]
fn a_move_for_another_board_a_repeat_or_one_too_far_ahead_is_a_typed_error_and_changes_nothing() {
    let (_app, webview, _records) = app();
    let old = load(&webview, "1 2 3/4 5 6/0 7 8").expect("typed state");
    let snap = load(&webview, "1 2 3/4 5 6/0 7 8").expect("the same again, a new board");
    assert_ne!(old["game"], snap["game"]);
    assert_eq!(send(&webview, &old["game"], 0, "left").unwrap_err()["kind"], "staleMove");
    send(&webview, &snap["game"], 0, "left").expect("move 0");
    assert_eq!(send(&webview, &snap["game"], 0, "left").unwrap_err()["kind"], "staleMove", "a repeat");
    let ahead = tessera_app::inbox::MAX_AHEAD + 2;
    assert_eq!(send(&webview, &snap["game"], ahead, "left").unwrap_err()["kind"], "limit");
    let now = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    assert_eq!((now["moves"].as_u64(), now["taken"].as_u64(), now["status"].as_str()), (Some(1), Some(1), Some("running")));
}


#[test]
fn a_paused_solve_stops_its_clock_takes_no_move_and_is_assisted() {
    let (app, webview, dir) = app();
    let control = |what: &str| invoke(&webview, "fifteen_control", json!({ "control": what }));
    load(&webview, "1 2 3/4 5 6/0 7 8").expect("typed state");
    assert_eq!(control("pause").unwrap_err()["kind"], "notNow", "nothing under way yet");
    tile(&webview, "left");
    advance(&app, 200);
    let paused = control("pause").expect("pause");
    assert_eq!((paused["paused"].as_bool(), paused["assisted"].as_bool()), (Some(true), Some(true)));
    advance(&app, 60_000);
    assert_eq!(tile(&webview, "left")["refused"], 1, "no move while paused");
    let resumed = control("resume").expect("resume");
    assert_eq!(resumed["paused"], false);
    advance(&app, 300);
    let done = tile(&webview, "left");
    assert_eq!(done["status"], "solved");
    let time = done["summary"]["time"].as_u64().expect("time");
    assert!((500..1_500).contains(&time), "the minute paused does not count: {time}");
    let solve = &ipc::saved_records(&webview, dir.path())["records"]["fifteen"]["3x3"]["solves"][0];
    assert_eq!(solve["assisted"], true);
    let r = &done["recorded"]["replay"];
    let replay = invoke(&webview, "records_replay", json!({ "game": "fifteen", "table": r["table"], "at": r["at"] })).expect("a replay");
    assert_eq!(replay["endClock"].as_u64(), Some(time));
    // A practice run is not paused.
    invoke(&webview, "fifteen_practice", json!({ "request": { "kind": "marathon", "size": { "width": 3, "height": 3 }, "count": 10 } })).expect("a run");
    assert_eq!(control("pause").unwrap_err()["kind"], "notNow");
}

/// A move names the input it came from; the attempt keeps the set its moves used, shows it,
/// and records it. A move that names another input is refused as malformed.
#[test]
fn the_control_types_of_the_moves_are_shown_and_recorded() {
    let (_app, webview, records) = app();
    load(&webview, "1 2 3/4 5 6/0 7 8").expect("typed state");
    let made_with = |mv: Value, via: &str| {
        let snap = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
        invoke(&webview, "fifteen_move", json!({ "game": snap["game"], "seq": snap["taken"], "mv": mv, "via": via }))
    };
    let refused = made_with(json!({ "kind": "tile", "dir": "left" }), "macro").unwrap_err();
    assert!(refused.to_string().contains("macro"), "{refused}");
    let first = made_with(json!({ "kind": "tile", "dir": "left" }), "keyboard").expect("a key");
    assert_eq!(first["controls"], "keyboard");
    let done = made_with(json!({ "kind": "to", "index": 8 }), "click").expect("a click");
    assert_eq!((&done["status"], &done["controls"]), (&json!("solved"), &json!("mixed")));
    let file = ipc::saved_records(&webview, records.path());
    let solve = file["records"]["fifteen"]["3x3"]["solves"].as_array().and_then(|s| s.last()).expect("a solve").clone();
    assert_eq!(solve["controls"], json!(["keyboard", "click"]), "{solve}");
    // The next attempt starts with none.
    load(&webview, "1 2 3/4 5 6/7 0 8").expect("typed state");
    assert_eq!(invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot")["controls"], "unknown");
}

/// The records split by control type: a table's statistics of the keyboard solves alone, of
/// the click ones alone, and of every solve.
#[test]
fn the_records_give_each_control_types_bests_apart() {
    let (_app, webview, _records) = app();
    // A fresh random scramble (it counts), solved by the quick solver, each move made `via`.
    let solve_with = |via: &str| -> u64 {
        let snap = scramble(&webview, 3, 3, None).expect("scramble");
        let shape = tessera::fifteen::Shape::new(3, 3).expect("3x3");
        let tiles = snap["tiles"].as_array().expect("tiles").iter().map(|t| t.as_u64().expect("tile") as tessera::fifteen::Tile).collect();
        let board = tessera::fifteen::Board::new(shape, tiles).expect("board");
        let moves = tessera::fifteen::solver::quick(&board).expect("solvable");
        for (seq, d) in moves.iter().enumerate() {
            invoke(&webview, "fifteen_move", json!({ "game": snap["game"], "seq": seq, "mv": { "kind": "tile", "dir": d }, "via": via })).expect("a move");
        }
        moves.len() as u64
    };
    let keyboard = [solve_with("keyboard"), solve_with("keyboard")];
    let click = solve_with("click");
    let by = |control: &str| invoke(&webview, "records_fifteen_by_control", json!({ "table": "3x3", "control": control }));
    let solves = |control: &str| by(control).expect("stats")["totalSolves"].clone();
    assert_eq!((solves("all"), solves("keyboard"), solves("click"), solves("hover")), (json!(3), json!(2), json!(1), json!(0)));
    let fewest = |control: &str| by(control).expect("stats")["moves"]["bestSingle"].as_f64();
    assert_eq!(fewest("keyboard"), Some(keyboard.into_iter().min().expect("two") as f64));
    assert_eq!(fewest("click"), Some(click as f64));
    assert_eq!(fewest("all"), Some(keyboard.into_iter().chain([click]).min().expect("three") as f64));
    assert_eq!(fewest("hover"), None);
    assert!(by("macro").is_err());
    assert!(invoke(&webview, "records_fifteen_by_control", json!({ "table": "9x9", "control": "all" })).is_err(), "no such table");
}
