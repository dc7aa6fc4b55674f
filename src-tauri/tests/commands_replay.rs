//! Replays through the commands: a game just recorded is replayed frame by frame to the board
//! it ended on, with its clock; a game from before replays says it has none.

mod ipc;

use ipc::{advance, app, invoke, send_moves};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::WebviewWindow;
use tessera::minesweeper::{BoardSpec, Coord, Mode, Layout};

/// Wins Beginner from `seed` by opening every safe cell, 250 ms of backend time apart; the
/// last answer.
fn win_beginner(app: &tauri::App<MockRuntime>, webview: &WebviewWindow<MockRuntime>, seed: u64) -> Value {
    invoke(webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" }, "seed": seed.to_string() } })).expect("new game");
    let layout = Layout::generate_for(Mode::Opening, BoardSpec::BEGINNER, Coord { row: 4, col: 4 }, seed).expect("layout");
    let mut last = Value::Null;
    for i in std::iter::once(40).chain((0..81).filter(|&i| !layout.is_mine(i))) {
        let snap = invoke(webview, "mines_snapshot", json!({})).expect("snapshot");
        if snap["status"] == "won" {
            break;
        }
        if snap["cells"].as_str().expect("cells").as_bytes()[i] != b'#' {
            continue;
        }
        advance(app, 250);
        last = invoke(webview, "mines_act", json!({ "action": { "kind": "reveal", "row": i / 9, "col": i % 9 } })).expect("reveal");
    }
    assert_eq!(last["status"], "won");
    last
}

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
    let last = win_beginner(&app, &webview, 5);
    let clicks = last["summary"]["clicks"]["left"].as_u64().expect("clicks") as usize;
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
    assert_eq!(replay["mines"], 10, "a Beginner board's mines: the counter before the first click");
    assert_eq!(replay["mode"], "opening", "the viewer names the game's mode by its key");
}

#[test]
fn a_solve_replays_to_the_goal_and_an_old_game_has_no_replay() {
    let (app, webview, dir) = app();
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/0 7 8" })).expect("typed state");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    advance(&app, 300);
    let solved = send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    let replay = replay_of(&webview, &solved["recorded"]).expect("a replay");
    assert!(replay.get("mode").is_none(), "a 15-puzzle has no mode: {replay}");
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

#[test]
fn minesweeper_games_export_as_evf_that_ms_toollib_reads_back() {
    use ms_toollib::videos::NewSomeVideo2;
    use tauri::Manager;
    use tessera_app::commands::replay::export_evf;
    use tessera_app::state::AppState;
    let (app, webview, _dir) = app();
    let wins: Vec<Value> = [5u64, 6].iter().map(|&seed| win_beginner(&app, &webview, seed)).collect();
    // A loss between: not in the table's export of won games.
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" }, "seed": "7" } })).expect("new game");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 4, "col": 4 } })).expect("reveal");
    let layout = Layout::generate_for(Mode::Opening, BoardSpec::BEGINNER, Coord { row: 4, col: 4 }, 7).expect("layout");
    let mine = (0..81).find(|&i| layout.is_mine(i)).expect("a mine");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": mine / 9, "col": mine % 9 } })).expect("lost");
    let state = app.state::<AppState>();
    let out = tempfile::tempdir().expect("export dir");
    let read = |path: &std::path::Path| {
        let mut video = ms_toollib::EvfVideo::new(std::fs::read(path).expect("the file"), &path.display().to_string());
        video.parse().expect("ms_toollib parses it");
        video.data.analyse();
        video
    };
    // One game, from its row.
    let at = wins[0]["recorded"]["replay"]["at"].as_str().expect("moment");
    let one = export_evf(&state, "beginner", Some(at), out.path().to_path_buf()).expect("exported");
    assert_eq!(one.games, 1);
    let video = read(std::path::Path::new(&one.path));
    assert!(video.data.is_completed, "a win");
    assert_eq!((video.data.width, video.data.height, video.data.mine_num), (9, 9, 10));
    for i in 0..81 {
        assert_eq!(video.data.board[i / 9][i % 9] == -1, layout_of(5).is_mine(i), "mine at {i}");
    }
    assert_eq!(video.data.static_params.bbbv as u64, wins[0]["summary"]["threeBv"].as_u64().expect("3BV"));
    assert_eq!(video.data.game_dynamic_params.rtime_ms as u64, wins[0]["summary"]["time"].as_u64().expect("time"));
    // Every won game of the table: two files, the loss left out.
    let all = export_evf(&state, "beginner", None, out.path().to_path_buf()).expect("exported");
    assert_eq!((all.games, all.skipped.len()), (2, 0));
    let mut files: Vec<_> = std::fs::read_dir(&all.path).expect("folder").filter_map(Result::ok).map(|e| e.path()).collect();
    files.sort();
    assert_eq!(files.len(), 2);
    for (file, win) in files.iter().zip(&wins) {
        let video = read(file);
        assert!(video.data.is_completed);
        assert_eq!(video.data.game_dynamic_params.rtime_ms as u64, win["summary"]["time"].as_u64().expect("time"));
    }
    let err = export_evf(&state, "expert", None, out.path().to_path_buf()).unwrap_err();
    assert!(err.to_string().contains("no Minesweeper table named"), "{err}");
}

fn layout_of(seed: u64) -> Layout {
    Layout::generate_for(Mode::Opening, BoardSpec::BEGINNER, Coord { row: 4, col: 4 }, seed).expect("layout")
}

#[test]
fn the_pointers_path_rides_with_the_clicks_and_shows_in_the_replay() {
    let (app, webview, _dir) = app();
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" }, "seed": "5" } })).expect("new game");
    // Before the first click: left out of the replay, which starts there.
    invoke(&webview, "mines_pointer", json!({ "samples": [[0, 1, 1]] })).expect("samples");
    advance(&app, 100);
    // Samples 30 and 10 ms old ride along with the first click (before it: not in the replay).
    let first = invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 4, "col": 4 }, "pointer": [[30, 70, 70], [10, 72, 71]] })).expect("first click");
    assert_eq!(first["status"], "playing");
    advance(&app, 200);
    invoke(&webview, "mines_pointer", json!({ "samples": [[50, 100, 20], [0, 101, 22]] })).expect("samples");
    let too_many: Vec<[u32; 3]> = vec![[0, 1, 1]; tessera_app::commands::minesweeper::MAX_POINTER_BATCH + 1];
    assert_eq!(invoke(&webview, "mines_pointer", json!({ "samples": too_many })).unwrap_err()["kind"], "limit");
    // Left for a new game: recorded as a loss, with its path.
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" } } })).expect("new game");
    let records = invoke(&webview, "records_get", json!({})).expect("records");
    assert_eq!(records["mines"][0]["stats"]["played"], 1);
    let state = tauri::Manager::state::<tessera_app::state::AppState>(&app);
    let at = state.book().records.mines["beginner"].games[0].at.to_rfc3339();
    let replay = invoke(&webview, "records_replay", json!({ "game": "mines", "table": "beginner", "at": at })).expect("a replay");
    // The replay starts at the first click: the samples before it are left out; the two after
    // it keep their places, 50 ms apart.
    let path = replay["pointer"].as_array().expect("a path").clone();
    assert_eq!(path.len(), 2, "{path:?}");
    assert_eq!((&path[0][1], &path[0][2], &path[1][1], &path[1][2]), (&json!(100), &json!(20), &json!(101), &json!(22)));
    assert_eq!(path[1][0].as_u64().expect("ms") - path[0][0].as_u64().expect("ms"), 50);
}
