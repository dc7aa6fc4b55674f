//! Replays through the commands: a game just recorded is replayed frame by frame to the board
//! it ended on, with its clock; a game from before replays says it has none.

mod ipc;

use ipc::{advance, app, invoke, send_moves};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::WebviewWindow;
use tessera::minesweeper::{BoardSpec, Coord, FirstClick, Layout};

/// The board a replay ends on: its start with every frame's changes (and new boards) applied.
fn played(replay: &Value) -> (Vec<u64>, u64) {
    let mut cells: Vec<u64> = replay["start"]["cells"].as_array().expect("cells").iter().map(|c| c.as_u64().expect("cell")).collect();
    let mut last_clock = 0;
    for frame in replay["frames"].as_array().expect("frames") {
        if let Some(board) = frame.get("board") {
            cells = board["cells"].as_array().expect("cells").iter().map(|c| c.as_u64().expect("cell")).collect();
        }
        for pair in frame["changed"].as_array().expect("changed") {
            cells[pair[0].as_u64().expect("index") as usize] = pair[1].as_u64().expect("cell");
        }
        last_clock = frame["clock"].as_u64().expect("clock");
    }
    (cells, last_clock)
}

fn replay_of(webview: &WebviewWindow<MockRuntime>, recorded: &Value) -> Result<Value, Value> {
    let r = &recorded["replay"];
    invoke(webview, "records_replay", json!({ "game": r["game"], "table": r["table"], "at": r["at"] }))
}

#[test]
fn a_won_minesweeper_game_replays_to_the_board_it_ended_on() {
    let (app, webview, _dir) = app();
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" }, "seed": "5" } })).expect("new game");
    let first = Coord { row: 4, col: 4 };
    let layout = Layout::generate_for(FirstClick::Opening, BoardSpec::BEGINNER, first, 5).expect("layout");
    let mut last = Value::Null;
    let mut clicks = 0;
    for i in std::iter::once(40).chain((0..81).filter(|&i| !layout.is_mine(i))) {
        let snap = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
        if snap["status"] == "won" {
            break;
        }
        if snap["cells"].as_str().expect("cells").as_bytes()[i] != b'#' {
            continue;
        }
        advance(&app, 250);
        last = invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": i / 9, "col": i % 9 } })).expect("reveal");
        clicks += 1;
    }
    assert_eq!(last["status"], "won");
    let board = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot")["cells"].as_str().expect("cells").to_string();
    let replay = replay_of(&webview, &last["recorded"]).expect("a replay");
    assert_eq!(replay["game"], "mines");
    assert_eq!(replay["frames"].as_array().map(Vec::len), Some(clicks));
    let (cells, clock) = played(&replay);
    let shown: String = cells.iter().map(|&c| char::from_u32(c as u32).expect("a code")).collect();
    assert_eq!(shown, board, "the replay ends on the board the game ended on");
    assert_eq!(clock, last["summary"]["time"].as_u64().expect("time"), "and with its time");
    assert_eq!(replay["endClock"], last["summary"]["time"]);
    let frames = replay["frames"].as_array().expect("frames");
    assert_eq!(frames.last().expect("a frame")["solved"], replay["threeBv"], "all the 3BV solved at the end");
}

#[test]
fn a_solve_replays_to_the_goal_and_an_old_game_has_no_replay() {
    let (app, webview, dir) = app();
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/0 7 8" })).expect("typed state");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    advance(&app, 300);
    let solved = send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    let replay = replay_of(&webview, &solved["recorded"]).expect("a replay");
    let (cells, clock) = played(&replay);
    assert_eq!(cells, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert!(clock >= 300 && Some(clock) == solved["summary"]["time"].as_u64(), "{clock} {solved}");

    // A record from before replays (schema 1): kept, but nothing to replay.
    let at = "2026-01-02T03:04:05-05:00";
    let v1 = json!({ "schema": 1, "records": { "mines": { "expert": { "games": [
        { "ending": "won", "at": at, "timeMs": 87412, "threeBv": 180, "solvedThreeBv": 180, "clicks": 200, "seed": 7 }
    ] } } } });
    let old = tempfile::tempdir().expect("dir");
    std::fs::write(old.path().join("records.json"), v1.to_string()).expect("write");
    let (_old_app, old_view) = ipc::app_in(old.path());
    let err = invoke(&old_view, "records_replay", json!({ "game": "mines", "table": "expert", "at": at })).unwrap_err();
    assert_eq!(err["message"], "this game was recorded before replays: it has none");
    let err = invoke(&old_view, "records_replay", json!({ "game": "mines", "table": "expert", "at": "2026-01-02T03:04:06-05:00" })).unwrap_err();
    assert!(err["message"].as_str().expect("text").starts_with("there is no game of"), "{err}");
    drop(dir);
}
