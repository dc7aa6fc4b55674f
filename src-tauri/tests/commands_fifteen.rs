//! The 15-puzzle commands through IPC on the mock runtime.

mod ipc;

use ipc::{advance, app, invoke};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::WebviewWindow;

fn scramble(webview: &WebviewWindow<MockRuntime>, width: i64, height: i64, seed: Option<&str>) -> Result<Value, Value> {
    invoke(webview, "fifteen_scramble", json!({ "request": { "size": { "width": width, "height": height }, "seed": seed } }))
}

fn load(webview: &WebviewWindow<MockRuntime>, text: &str) -> Result<Value, Value> {
    invoke(webview, "fifteen_load", json!({ "text": text }))
}

fn moves(webview: &WebviewWindow<MockRuntime>, moves: Value) -> Value {
    invoke(webview, "fifteen_move", json!({ "moves": moves })).expect("a delta")
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
    assert_eq!(snap["origin"], json!({ "kind": "chosen", "seed": 9 }), "a typed seed is the player's choice");
    assert_eq!((snap["status"].as_str(), snap["moves"].as_u64(), snap["elapsedMs"].as_u64()), (Some("ready"), Some(0), Some(0)));
    let rect = scramble(&webview, 4, 5, None).expect("4 wide, 5 high");
    assert_eq!((rect["width"].as_u64(), rect["height"].as_u64()), (Some(4), Some(5)));
}

#[test]
fn bad_sizes_and_states_are_typed_errors() {
    let (_app, webview, _records) = app();
    let err = scramble(&webview, 11, 4, None).unwrap_err();
    assert_eq!(err, json!({ "kind": "invalidSettings", "message": "width must be between 3 and 10 (got 11)" }));
    let err = load(&webview, "1 2 3/4 5 6/8 7 0").unwrap_err();
    assert_eq!(err["kind"], "invalidState");
    assert!(err["message"].as_str().expect("message").contains("cannot be solved"));
    let err = load(&webview, "1 2 3/4 5").unwrap_err();
    assert_eq!(err, json!({ "kind": "invalidState", "message": "row 2 has 2 numbers but row 1 has 3" }));
    assert_eq!(load(&webview, "1 2 3/4 5 6/7 8 0").unwrap_err()["message"], "this arrangement is already solved");
}

#[test]
fn moves_answer_deltas_and_solving_stops_the_clock() {
    // 1 2 3 / 4 _ 5 / 7 8 6
    let (app, webview, _records) = app();
    let snap = load(&webview, "1 2 3/4 0 5/7 8 6").expect("typed state");
    assert_eq!(snap["origin"], json!({ "kind": "typed" }));
    let refused = moves(&webview, json!([{ "kind": "to", "index": 0 }, { "kind": "tile", "dir": "up" }]));
    assert_eq!((refused["refused"].as_u64(), refused["moves"].as_u64()), (Some(1), Some(1)), "one of two refused");
    assert_eq!(refused["changed"], json!([[4, 8], [7, 0]]));
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
    assert_eq!(again["origin"], json!({ "kind": "retry", "seed": 77 }));
}

#[test]
fn a_batch_past_the_bound_is_refused_whole() {
    let (_app, webview, _records) = app();
    load(&webview, "1 2 3/4 5 6/7 0 8").expect("typed state");
    let limit = tessera_app::commands::fifteen::MAX_BATCH;
    let batch: Vec<Value> = (0..=limit).map(|k| json!({ "kind": "tile", "dir": if k % 2 == 0 { "right" } else { "left" } })).collect();
    let err = invoke(&webview, "fifteen_move", json!({ "moves": batch })).unwrap_err();
    assert_eq!(err["kind"], "limit");
    assert_eq!(err["message"], format!("{} moves in one batch; at most {limit}", limit + 1));
    let snap = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    assert_eq!((snap["moves"].as_u64(), snap["status"].as_str()), (Some(0), Some("ready")), "nothing applied");
    // At the bound, every move is taken.
    let delta = moves(&webview, json!(batch[..limit]));
    assert_eq!(delta["moves"], json!(limit));
}
