//! Practice runs (relay, marathon, blind) through IPC on the mock runtime: one backend clock
//! per run, each leg dealt as the last one is solved, splits, and the run recorded in its
//! mode's own table.

mod ipc;

use ipc::{advance, app, invoke, saved_records, send_moves, plain};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{Manager, WebviewWindow};
use tessera::fifteen::{solver, Board, Direction, Shape};

type View = WebviewWindow<MockRuntime>;

fn size(w: u32, h: u32) -> Value {
    json!({ "width": w, "height": h })
}

fn practice(webview: &View, request: Value) -> Result<Value, Value> {
    invoke(webview, "fifteen_practice", json!({ "request": request }))
}

fn board_of(snapshot: &Value) -> Board {
    let shape = Shape::new(snapshot["width"].as_i64().expect("width"), snapshot["height"].as_i64().expect("height")).expect("shape");
    let tiles = snapshot["tiles"].as_array().expect("tiles").iter().map(|t| t.as_u64().expect("tile") as tessera::fifteen::Tile).collect();
    Board::new(shape, tiles).expect("board")
}

fn direction_json(d: Direction) -> Value {
    serde_json::to_value(d).expect("direction")
}

/// Plays the quick solver's solution of the board in `snapshot`, a move at a time, `step` ms
/// of backend time apart; returns the last delta.
fn solve_leg(app: &tauri::App<MockRuntime>, webview: &View, snapshot: &Value, step: u64) -> Value {
    let moves = solver::quick(&board_of(snapshot)).expect("a solution");
    let mut last = Value::Null;
    for d in moves {
        advance(app, step);
        last = send_moves(webview, &[json!({ "kind": "tile", "dir": direction_json(d) })]);
        assert_eq!(last["refused"], 0, "a legal move");
    }
    last
}

fn table<'a>(records: &'a Value, key: &str) -> &'a Value {
    records["records"]["fifteen"][key].get("solves").unwrap_or_else(|| panic!("no table {key} in {records}"))
}

#[test]
fn a_relay_deals_each_size_as_the_last_is_solved_and_times_the_whole_run() {
    let (app, webview, dir) = app();
    let snap = practice(&webview, json!({ "kind": "relay", "sizes": [size(3, 3), size(4, 3), size(3, 4)] })).expect("relay");
    assert_eq!((snap["width"].as_u64(), snap["height"].as_u64(), snap["status"].as_str()), (Some(3), Some(3), Some("ready")));
    let run = &snap["run"];
    assert_eq!((run["leg"].as_u64(), run["legs"].as_u64(), run["key"].as_str()), (Some(0), Some(3), Some("relay/3x3,4x3,3x4")));
    assert_eq!(run["name"], "Relay 3×3, 4×3, 3×4");

    let mut current = snap;
    let mut total_moves = 0;
    for (leg, next_size) in [(0, Some((4, 3))), (1, Some((3, 4))), (2, None)] {
        let before = current["moves"].as_u64().expect("moves");
        let delta = solve_leg(&app, &webview, &current, 10);
        total_moves += delta["moves"].as_u64().expect("moves") - before;
        assert_eq!(delta["run"]["splits"].as_array().expect("splits").len(), leg + 1);
        match next_size {
            Some((w, h)) => {
                assert_eq!(delta["status"], "running", "the run's clock goes on between legs");
                let next = &delta["next"];
                assert_eq!((next["width"].as_u64(), next["height"].as_u64()), (Some(w), Some(h)));
                assert_eq!(next["run"]["leg"].as_u64(), Some(leg as u64 + 1));
                assert!(!board_of(next).is_solved());
                assert!(delta["recorded"].is_null(), "nothing recorded before the last leg");
                advance(&app, 500); // looking at the new scramble: on the clock
                current = next.clone();
            }
            None => {
                assert_eq!(delta["status"], "solved");
                assert!(delta["next"].is_null());
                let summary = &delta["summary"];
                assert_eq!(summary["moves"].as_u64(), Some(total_moves));
                let splits: Vec<u64> = delta["run"]["splits"].as_array().unwrap().iter().map(|s| s.as_u64().unwrap()).collect();
                assert_eq!(splits.last().copied(), summary["time"].as_u64(), "the last split is the run's time");
                assert!(splits.windows(2).all(|w| w[1] >= w[0] + 500 + 10), "{splits:?}");
                let news = delta["recorded"]["announcements"].as_array().expect("announcements");
                assert!(news.iter().any(|n| n["kind"] == "firstSingle" && n["metric"] == "time" && n["name"] == "Relay 3×3, 4×3, 3×4"), "{news:?}");
                let records = saved_records(&webview, dir.path());
                let solves = table(&records, "relay/3x3,4x3,3x4");
                assert_eq!(solves.as_array().unwrap().len(), 1);
                assert_eq!(solves[0]["timeMs"].as_u64(), summary["time"].as_u64());
                assert_eq!(solves[0]["splits"], json!(splits));
                assert_eq!(solves[0]["scramble"].as_str().unwrap().split(" | ").count(), 3);
                assert!(records["records"]["fifteen"].get("3x3").is_none(), "a leg is not a single solve");
            }
        }
    }
    let view = invoke(&webview, "records_get", json!({})).expect("records");
    let tables = view["fifteen"].as_array().expect("tables");
    assert!(tables.iter().any(|t| t["name"] == "Relay 3×3, 4×3, 3×4" && t["stats"]["time"]["bestSingle"].is_number()), "{tables:?}");
}

/// Relays on any shape: a narrow board, a big one and a wide one in one run, each dealt, solved
/// and recorded with its replay.
#[test]
fn a_relay_of_any_shapes_is_played_recorded_and_replayed() {
    let (app, webview, _dir) = app();
    let mut current = practice(&webview, json!({ "kind": "relay", "sizes": [size(2, 8), size(10, 10), size(20, 3)] })).expect("relay");
    assert_eq!(current["run"]["key"], "relay/2x8,10x10,20x3");
    loop {
        let delta = solve_leg(&app, &webview, &current, 1);
        match delta.get("next").filter(|n| !n.is_null()) {
            Some(next) => current = next.clone(),
            None => {
                assert_eq!(delta["status"], "solved");
                assert_eq!(delta["run"]["splits"].as_array().map(Vec::len), Some(3));
                let r = &delta["recorded"]["replay"];
                let replay = invoke(&webview, "records_replay", json!({ "game": r["game"], "table": r["table"], "at": r["at"] })).expect("a replay");
                assert_eq!(replay["endClock"], delta["summary"]["time"], "the replay ends on the run's time");
                break;
            }
        }
    }
}

/// A practice run's seed deals every leg: it reaches the page only once the run is over (a
/// retry of a run already over shows it from the start).
#[test]
fn a_runs_seed_stays_secret_through_its_legs_until_it_ends() {
    let (app, webview, _records) = app();
    let snap = practice(&webview, json!({ "kind": "marathon", "size": size(3, 3), "count": 2 })).expect("marathon");
    let seed = app.state::<tessera_app::state::AppState>().fifteen().practice().expect("a run").seed().to_string();
    assert!(snap["seed"].is_null() && !snap.to_string().contains(&seed), "{snap}");
    let next = solve_leg(&app, &webview, &snap, 100);
    assert!(next["next"].is_object() && !next.to_string().contains(&seed), "the second leg, no seed: {next}");
    let done = solve_leg(&app, &webview, &next["next"], 100);
    assert_eq!((&done["status"], &done["seed"]), (&json!("solved"), &json!(seed)));
    let again = invoke(&webview, "fifteen_retry", json!({})).expect("retry");
    assert_eq!((&again["run"]["origin"], &again["seed"]), (&json!("retry"), &json!(seed)));
}

#[test]
fn a_marathon_left_mid_way_is_a_dnf_of_its_mode_with_the_splits_it_reached() {
    let (app, webview, dir) = app();
    let snap = practice(&webview, json!({ "kind": "marathon", "size": size(3, 3), "count": 3 })).expect("marathon");
    assert_eq!(snap["run"]["name"], "Marathon of 3, 3×3");
    let delta = solve_leg(&app, &webview, &snap, 5);
    let next = delta["next"].clone();
    assert_eq!((next["width"].as_u64(), next["run"]["leg"].as_u64()), (Some(3), Some(1)));
    assert_ne!(next["tiles"], snap["tiles"], "a fresh scramble");
    // One move on the second leg, then a single scramble: the marathon is abandoned.
    let blank = next["tiles"].as_array().unwrap().iter().position(|t| t == 0).unwrap();
    let way = if blank % 3 == 2 { "right" } else { "left" };
    send_moves(&webview, &[json!({ "kind": "tile", "dir": way })]);
    let single = invoke(&webview, "fifteen_scramble", json!({ "request": { "size": size(4, 4) } })).expect("scramble");
    assert!(single["run"].is_null());
    let records = saved_records(&webview, dir.path());
    let solves = table(&records, "marathon/3/3x3");
    assert_eq!(solves.as_array().unwrap().len(), 1);
    assert!(solves[0]["timeMs"].is_null(), "a DNF");
    assert_eq!(solves[0]["splits"].as_array().unwrap().len(), 1);
}

#[test]
fn a_blind_solve_runs_past_the_goal_until_declared_then_is_judged() {
    let (app, webview, dir) = app();
    let snap = practice(&webview, json!({ "kind": "blind", "size": size(3, 3) })).expect("blind");
    // Unseen from the first move until judged: the one rule the page hides the numbers by.
    assert_eq!((&snap["run"]["blind"], &snap["run"]["unseen"]), (&json!(true), &json!(true)));
    let err = invoke(&webview, "fifteen_declare", json!({})).unwrap_err();
    assert_eq!(err["message"], "make a move first: a blind solve starts with its first move");
    let delta = solve_leg(&app, &webview, &snap, 10);
    assert_eq!(delta["status"], "running", "the tiles home say nothing");
    assert!(delta["summary"].is_null());
    advance(&app, 700);
    let judged = invoke(&webview, "fifteen_declare", json!({})).expect("declared");
    assert_eq!(judged["status"], "solved");
    let unseen = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot")["run"]["unseen"].clone();
    assert_eq!(unseen, json!(false), "judged: seen again");
    let time = judged["summary"]["time"].as_u64().expect("time");
    let records = saved_records(&webview, dir.path());
    assert_eq!(table(&records, "blind/3x3")[0]["timeMs"].as_u64(), Some(time));
    advance(&app, 1000);
    let later = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    assert_eq!(later["elapsedMs"].as_u64(), Some(time), "stopped at the declaration");

    // Declared one move short: failed, recorded without a time.
    let snap = invoke(&webview, "fifteen_retry", json!({})).expect("retry");
    assert_eq!(snap["run"]["origin"], "retry");
    let moves = solver::quick(&board_of(&snap)).expect("solution");
    let (last, rest) = moves.split_last().expect("moves");
    let batch: Vec<Value> = rest.iter().map(|&d| json!({ "kind": "tile", "dir": direction_json(d) })).collect();
    send_moves(&webview, &batch);
    let judged = invoke(&webview, "fifteen_declare", json!({})).expect("declared");
    assert_eq!(judged["status"], "failed");
    assert_eq!(judged["summary"]["moves"].as_u64(), Some(rest.len() as u64));
    let after = send_moves(&webview, &[json!({ "kind": "tile", "dir": direction_json(*last) })]);
    assert_eq!((after["refused"].as_u64(), after["status"].as_str()), (Some(1), Some("failed")), "judged is final");
    let records = saved_records(&webview, dir.path());
    let solves = table(&records, "blind/3x3");
    assert_eq!(solves.as_array().unwrap().len(), 2);
    assert!(solves[1]["timeMs"].is_null());
    assert_eq!(solves[1]["source"], "retry");
}

/// Blind means blind: from the first move until the verdict no answer carries a tile's number
/// (a numbered tile is the largest tile number there is, `Tile::MAX`), nor the scramble, nor help; the verdict carries every cell.
#[test]
fn a_blind_solve_sends_no_numbers_until_its_verdict() {
    const HIDDEN: u64 = tessera::fifteen::Tile::MAX as u64;
    let (_app, webview, _dir) = app();
    let snap = practice(&webview, json!({ "kind": "blind", "size": size(3, 3) })).expect("blind");
    let numbers = |tiles: &Value| -> Vec<u64> { tiles.as_array().expect("tiles").iter().map(|t| t.as_u64().expect("a tile")).collect() };
    let mut memorised = numbers(&snap["tiles"]);
    memorised.sort_unstable();
    assert_eq!(memorised, (0..9).collect::<Vec<u64>>(), "memorising: every number shown");
    let moves = solver::quick(&board_of(&snap)).expect("solution");
    for &d in &moves {
        let delta = send_moves(&webview, &[json!({ "kind": "tile", "dir": direction_json(d) })]);
        for pair in delta["changed"].as_array().expect("changed") {
            assert!(matches!(pair[1].as_u64(), Some(0) | Some(HIDDEN)), "a number sent mid-solve: {delta}");
        }
    }
    let mid = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    let tiles = numbers(&mid["tiles"]);
    assert!(tiles.iter().all(|&t| t == 0 || t == HIDDEN) && tiles.iter().filter(|&&t| t == 0).count() == 1, "{mid}");
    assert_eq!(mid["scramble"], "");
    let help = invoke(&webview, "fifteen_hint", json!({})).unwrap_err();
    assert!(help["message"].as_str().is_some_and(|m| m.contains("blind")), "{help}");
    let judged = invoke(&webview, "fifteen_declare", json!({})).expect("declared");
    assert_eq!(judged["status"], "solved");
    let mut shown = vec![0; 9];
    for pair in judged["changed"].as_array().expect("changed") {
        shown[pair[0].as_u64().expect("cell") as usize] = pair[1].as_u64().expect("tile");
    }
    assert_eq!(shown, [1, 2, 3, 4, 5, 6, 7, 8, 0], "the verdict shows the board");
    assert_eq!(numbers(&invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot")["tiles"]), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
}

#[test]
fn a_single_solve_is_not_declared_and_bad_runs_are_typed_errors() {
    let (_app, webview, _dir) = app();
    let err = invoke(&webview, "fifteen_declare", json!({})).unwrap_err();
    assert_eq!(err["kind"], "illegalMove");
    let cases = [
        (json!({ "kind": "relay", "sizes": [size(4, 4)] }), "a relay has 2 to 16 legs (got 1)"),
        (json!({ "kind": "marathon", "size": size(4, 4), "count": 0 }), "a marathon has 2 to 1000 scrambles (got 0)"),
        (json!({ "kind": "blind", "size": size(1, 4) }), "width must be between 2 and 20 (got 1)"),
        (json!({ "kind": "relay", "sizes": [size(3, 3), size(3, 21)] }), "height must be between 2 and 20 (got 21)"),
    ];
    for (request, message) in cases {
        let err = practice(&webview, request.clone()).unwrap_err();
        assert_eq!(plain(err), json!({ "kind": "invalidSettings", "message": message }), "{request}");
    }
    let snap = invoke(&webview, "fifteen_snapshot", json!({})).expect("snapshot");
    assert!(snap["run"].is_null(), "a refused run changes nothing");
}
