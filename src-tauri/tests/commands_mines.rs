//! The Minesweeper commands through Tauri's IPC on the mock runtime, with the app's real
//! configuration and capabilities: JSON in as the page sends it, JSON out as the page sees it.

mod ipc;

use ipc::{advance, app, invoke, plain};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::WebviewWindow;

fn new_game(webview: &WebviewWindow<MockRuntime>, difficulty: Value, seed: Option<&str>) -> Result<Value, Value> {
    invoke(webview, "mines_new_game", json!({ "settings": { "difficulty": difficulty, "seed": seed } }))
}

fn act(webview: &WebviewWindow<MockRuntime>, kind: &str, row: i64, col: i64) -> Result<Value, Value> {
    invoke(webview, "mines_act", json!({ "action": { "kind": kind, "row": row, "col": col } }))
}

/// Applies a delta's runs to a snapshot's cells.
fn apply(cells: &str, delta: &Value) -> String {
    let mut out: Vec<char> = cells.chars().collect();
    let mut codes = delta["codes"].as_str().expect("codes").chars();
    for run in delta["runs"].as_array().expect("runs") {
        let start = run[0].as_u64().expect("start") as usize;
        for cell in &mut out[start..start + run[1].as_u64().expect("length") as usize] {
            *cell = codes.next().expect("a code per cell");
        }
    }
    assert!(codes.next().is_none(), "no codes left over");
    out.into_iter().collect()
}

/// A counted game's seed (whoever knows it knows the mines) reaches the page only once the
/// game is over; a seed the player typed is shown from the start.
#[test]
fn a_counted_games_seed_stays_secret_until_the_game_ends() {
    let (app, webview, _records) = app();
    let snap = new_game(&webview, json!({ "level": "beginner" }), None).expect("a random game");
    assert!(snap["seed"].is_null(), "{snap}");
    let seed = tauri::Manager::state::<tessera_app::state::AppState>(&app).mines().game.seed().expect("a seed").to_string();
    let mut answers = vec![snap];
    answers.push(invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 4, "col": 4 } })).expect("first click"));
    let mut end = Value::Null;
    for i in 0..81u64 {
        let d = invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": i / 9, "col": i % 9 } })).expect("a click");
        if d["status"] == "won" || d["status"] == "lost" {
            end = d;
            break;
        }
        answers.push(d);
        answers.push(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot"));
    }
    for answer in &answers {
        assert!(answer["seed"].is_null() && !answer.to_string().contains(&seed), "{answer}");
    }
    assert_eq!(end["seed"], json!(seed), "shown once the game is over");
    assert_eq!(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot")["seed"], json!(seed));
}

#[test]
fn new_game_answers_a_covered_snapshot_with_its_seed() {
    let (_app, webview, _records) = app();
    let snap = new_game(&webview, json!({ "level": "expert" }), Some("12345")).expect("new game");
    assert_eq!((snap["width"].as_u64(), snap["height"].as_u64(), snap["mines"].as_u64()), (Some(30), Some(16), Some(99)));
    assert_eq!(snap["seed"], "12345");
    assert_eq!(snap["status"], "ready");
    assert_eq!(snap["minesLeft"], 99);
    assert_eq!(snap["elapsedMs"], 0);
    assert_eq!(snap["difficulty"], json!({ "level": "expert" }));
    let cells = snap["cells"].as_str().expect("cells");
    assert_eq!(cells.len(), 480);
    assert!(cells.chars().all(|c| c == '#'));
}

#[test]
fn deltas_carry_only_changes_and_rebuild_the_snapshot() {
    let (_app, webview, _records) = app();
    let snap = new_game(&webview, json!({ "level": "beginner" }), Some("99")).expect("new game");
    let mut cells = snap["cells"].as_str().expect("cells").to_string();
    let delta = act(&webview, "reveal", 4, 4).expect("first click");
    assert_eq!(delta["status"], "playing");
    cells = apply(&cells, &delta);
    let covered = cells.find('#').expect("a covered cell after the first click") as i64;
    let flag = act(&webview, "flag", covered / 9, covered % 9).expect("flag");
    assert_eq!(flag["codes"], "F");
    assert_eq!(flag["runs"], json!([[covered, 1]]));
    assert_eq!(flag["minesLeft"], 9);
    cells = apply(&cells, &flag);
    let now = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
    assert_eq!(now["cells"].as_str().expect("cells"), cells);
    assert_eq!(now["clicks"], json!({ "left": 1, "right": 1, "chord": 0 }));
}

#[test]
fn bad_settings_come_back_as_typed_errors_and_keep_the_game() {
    let (_app, webview, _records) = app();
    new_game(&webview, json!({ "level": "beginner" }), Some("5")).expect("new game");
    act(&webview, "reveal", 0, 0).expect("click");
    let before = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");

    let err = new_game(&webview, json!({ "level": "custom", "width": 201, "height": 10, "mines": 5 }), None).unwrap_err();
    assert_eq!(
        plain(err),
        json!({ "kind": "invalidSettings", "message": "width must be between 2 and 200 (got 201)", "range": { "field": "width", "min": 2, "max": 200 } })
    );
    let err = new_game(&webview, json!({ "level": "custom", "width": 10, "height": 10, "mines": 100 }), None).unwrap_err();
    assert_eq!(err["kind"], "invalidSettings");
    assert_eq!(err["message"], "mines must be between 1 and 99 on a 10x10 board (got 100)");
    assert_eq!(err["range"], json!({ "field": "mines", "min": 1, "max": 99 }));
    let err = new_game(&webview, json!({ "level": "beginner" }), Some("-3")).unwrap_err();
    assert_eq!(err["kind"], "invalidSeed");

    let after = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
    assert_eq!(after["cells"], before["cells"], "a refused new game loses nothing");
    assert_eq!(after["seed"], before["seed"]);
}

/// The custom dialog checks as the player types: each field's range, starting nothing.
#[test]
fn a_custom_size_is_checked_without_starting_a_game() {
    let (_app, webview, _records) = app();
    new_game(&webview, json!({ "level": "beginner" }), Some("5")).expect("new game");
    let before = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
    let check = |w: i64, h: i64, m: i64| invoke(&webview, "mines_check", json!({ "difficulty": { "level": "custom", "width": w, "height": h, "mines": m } }));
    assert_eq!(check(30, 16, 99), Ok(Value::Null));
    assert_eq!(check(500, 16, 99).unwrap_err()["range"], json!({ "field": "width", "min": 2, "max": 200 }));
    assert_eq!(check(30, 1, 9).unwrap_err()["range"], json!({ "field": "height", "min": 2, "max": 200 }));
    assert_eq!(check(3, 3, 9).unwrap_err()["range"], json!({ "field": "mines", "min": 1, "max": 8 }));
    // A mode that deals no-guess boards is warned of a density it may not serve, before the
    // game; another mode, or a density within it, is not.
    let dense = |m: i64, mode: &str| invoke(&webview, "mines_check", json!({ "difficulty": { "level": "custom", "width": 30, "height": 16, "mines": m }, "mode": mode }));
    for mode in ["noGuess", "strict", "guessable"] {
        let warning = dense(220, mode).expect("checked");
        assert!(warning.as_str().is_some_and(|w| w.starts_with("46% mines: ") && w.contains("may need a guess")), "{mode}: {warning}");
        assert_eq!(dense(210, mode), Ok(Value::Null), "{mode}: Expert with 210 is served every time");
    }
    for mode in ["opening", "safe", "weak", "blessing", "lucky"] {
        assert_eq!(dense(200, mode), Ok(Value::Null), "{mode} deals no no-guess board");
    }
    assert_eq!(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot"), before, "nothing started");
}

#[test]
fn off_board_and_finished_games_refuse_actions_without_panicking() {
    let (_app, webview, _records) = app();
    new_game(&webview, json!({ "level": "custom", "width": 2, "height": 2, "mines": 3 }), Some("1")).expect("new game");
    let err = act(&webview, "reveal", 2, 0).unwrap_err();
    assert_eq!(plain(err), json!({ "kind": "offBoard", "message": "cell (2, 0) is off the 2x2 board" }));
    // Out of u32 range and negative: the page's JSON does not fit, and Tauri refuses it.
    assert!(act(&webview, "reveal", -1, 0).is_err());
    assert!(act(&webview, "reveal", 1 << 40, 0).is_err());
    assert!(invoke(&webview, "mines_act", json!({ "action": { "kind": "explode", "row": 0, "col": 0 } })).is_err());
    // One safe cell on a 2x2 board with 3 mines: the first click wins.
    let won = act(&webview, "reveal", 0, 0).expect("first click");
    assert_eq!(won["status"], "won");
    assert_eq!(won["summary"]["threeBv"], 1);
    let err = act(&webview, "flag", 1, 1).unwrap_err();
    assert_eq!(err["kind"], "gameOver");
}

#[test]
fn time_comes_from_the_backend_clock_only() {
    let (app, webview, _records) = app();
    new_game(&webview, json!({ "level": "beginner" }), Some("8")).expect("new game");
    // Extra fields a page might send to set a time are ignored.
    let first = invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 4, "col": 4, "elapsedMs": 999999, "at": 5 } }))
        .expect("reveal");
    assert!(first["elapsedMs"].as_u64().expect("ms") < 1000);
    advance(&app, 60);
    let later = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
    let ms = later["elapsedMs"].as_u64().expect("ms");
    assert!((60..10_000).contains(&ms), "the backend clock ran: {ms} ms");
}

fn control(webview: &WebviewWindow<MockRuntime>, what: &str) -> Result<Value, Value> {
    invoke(webview, "mines_control", json!({ "control": what }))
}

#[test]
fn the_losing_click_can_be_undone_and_the_game_goes_on_assisted_and_recorded_once() {
    use tessera::minesweeper::{BoardSpec, Coord, Mode, Layout};
    let (app, webview, dir) = app();
    let beginner = json!({ "level": "beginner" });
    let snap = new_game(&webview, beginner, Some("11")).expect("new game");
    assert_eq!(control(&webview, "undo").unwrap_err()["kind"], "notNow", "nothing to undo");
    let layout = Layout::generate_for(Mode::Opening, BoardSpec::BEGINNER, Coord::new(4, 4), 11).expect("layout");
    let first = act(&webview, "reveal", 4, 4).expect("first click");
    let cells = apply(snap["cells"].as_str().expect("cells"), &first);
    assert_eq!(control(&webview, "undo").unwrap_err()["kind"], "notNow", "the first click stays");
    let mine = (0..81).find(|&i| layout.is_mine(i)).expect("a mine") as i64;
    advance(&app, 1_000);
    let lost = act(&webview, "reveal", mine / 9, mine % 9).expect("the mine");
    assert_eq!(lost["status"], "lost");
    let file = ipc::saved_records(&webview, dir.path());
    assert_eq!(file["records"]["mines"]["beginner"]["games"].as_array().map(Vec::len), Some(1), "the loss is recorded");
    advance(&app, 5_000);
    let undone = control(&webview, "undo").expect("the losing click undone");
    assert_eq!((undone["status"].as_str(), undone["assisted"].as_bool()), (Some("playing"), Some(true)));
    assert_eq!(apply(&apply(&cells, &lost), &undone), cells, "the board as before the click");
    // The clock moved on 1 s to the loss and 5 s after it (and the real one a little).
    let clock = |v: &Value| v["elapsedMs"].as_u64().expect("ms");
    assert!((1_000..1_500).contains(&clock(&undone)), "the time after the loss does not count: {undone}");
    let file = ipc::saved_records(&webview, dir.path());
    assert!(file["records"]["mines"].get("beginner").is_none(), "the loss is taken back: {file}");
    // Paused: the clock stops and the board takes nothing.
    let paused = control(&webview, "pause").expect("pause");
    assert_eq!(paused["paused"], true);
    advance(&app, 60_000);
    assert_eq!(act(&webview, "reveal", 0, 0).unwrap_err()["kind"], "notNow");
    assert_eq!(control(&webview, "pause").unwrap_err()["kind"], "notNow");
    let resumed = control(&webview, "resume").expect("resume");
    assert_eq!(resumed["paused"], false);
    assert!((1_000..1_500).contains(&clock(&resumed)), "the minute paused does not count: {resumed}");
    // Won after all that: one game in the records, assisted, with a replay of everything.
    let mut last = resumed;
    for i in (0..81).filter(|&i| !layout.is_mine(i)) {
        if last["status"] == "won" {
            break;
        }
        last = act(&webview, "reveal", i as i64 / 9, i as i64 % 9).expect("reveal");
    }
    assert_eq!(last["status"], "won");
    let games = ipc::saved_records(&webview, dir.path())["records"]["mines"]["beginner"]["games"].clone();
    assert_eq!((games.as_array().map(Vec::len), games[0]["assisted"].as_bool()), (Some(1), Some(true)), "{games}");
    let r = &last["recorded"]["replay"];
    let replay = invoke(&webview, "records_replay", json!({ "game": "mines", "table": r["table"], "at": r["at"] })).expect("a replay");
    assert_eq!(replay["endClock"], last["summary"]["time"]);
}

/// "Same board" deals the last board again from before its first click: the same cells open
/// to the same clicks (even a first click the board as dealt would not have kept safe), the
/// game says UPK, and its win is kept but never in a best list.
#[test]
fn the_same_board_again_is_a_known_board_out_of_the_bests() {
    let (main, webview, _records) = app();
    let before_any = invoke(&webview, "mines_same_board", json!({}));
    assert!(before_any.is_err(), "no board dealt yet: {before_any:?}");
    new_game(&webview, json!({ "level": "beginner" }), None).expect("new game");
    act(&webview, "reveal", 4, 4).expect("first click");
    let first = invoke(&webview, "mines_snapshot", json!({})).expect("snapshot");
    let layout = tauri::Manager::state::<tessera_app::state::AppState>(&main).mines().game.layout().cloned().expect("dealt");
    let again = invoke(&webview, "mines_same_board", json!({})).expect("the same board");
    assert_eq!((&again["knownBoard"], &again["chosenSeed"], &again["seed"], &again["status"]), (&json!(true), &json!(true), &Value::Null, &json!("ready")));
    act(&webview, "reveal", 4, 4).expect("the same first click");
    assert_eq!(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot")["cells"], first["cells"]);
    for i in (0..81).filter(|&i| !layout.is_mine(i)) {
        let _ = act(&webview, "reveal", (i / 9) as i64, (i % 9) as i64);
    }
    assert_eq!(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot")["status"], "won");
    let records = invoke(&webview, "records_get", json!({})).expect("records");
    let stats = &records["mines"][0]["stats"];
    assert_eq!((stats["played"].as_u64(), stats["won"].as_u64(), stats["bestTimes"].as_array().map(Vec::len)), (Some(2), Some(1), Some(0)), "{stats}");
    assert_eq!(stats["aside"]["known"], 1, "{stats}");
    // A mine under the first click of the same board is met: the board was known.
    let mine = (0..81).find(|&i| layout.is_mine(i)).expect("a mine");
    invoke(&webview, "mines_same_board", json!({})).expect("again");
    let lost = act(&webview, "reveal", (mine / 9) as i64, (mine % 9) as i64).expect("a click on a mine");
    assert_eq!(lost["status"], "lost");
}

/// A no-guess board asked for at a density where none is found is said plainly: the answer
/// says the board dealt may need a guess; where one is found, it says nothing of the kind.
#[test]
fn a_no_guess_board_too_dense_to_find_is_said_plainly() {
    let (_app, webview, _records) = app();
    let settings = json!({ "difficulty": { "level": "custom", "width": 3, "height": 3, "mines": 5 }, "firstClick": "noGuess" });
    invoke(&webview, "mines_new_game", json!({ "settings": settings })).expect("new game");
    let dealt = act(&webview, "reveal", 1, 1).expect("first click");
    assert_eq!(dealt["guessBoard"], true, "{dealt}");
    let settings = json!({ "difficulty": { "level": "beginner" }, "firstClick": "noGuess" });
    invoke(&webview, "mines_new_game", json!({ "settings": settings })).expect("new game");
    assert_eq!(act(&webview, "reveal", 4, 4).expect("first click")["guessBoard"], false);
}
