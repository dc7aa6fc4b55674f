//! The solver's commands through Tauri's IPC on the mock runtime: hint, odds, auto-play and
//! review, as the page calls them; help marks a game assisted and keeps it out of the bests.

mod ipc;

use ipc::{app, invoke};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::WebviewWindow;
use tessera::minesweeper::solver::first_click;
use tessera::minesweeper::{BoardSpec, Mode};

type View = WebviewWindow<MockRuntime>;

fn new_game(webview: &View, level: &str, seed: &str, first_click: &str) -> Value {
    let settings = json!({ "difficulty": { "level": level }, "seed": seed, "firstClick": first_click });
    invoke(webview, "mines_new_game", json!({ "settings": settings })).expect("new game")
}

fn act(webview: &View, kind: &str, row: u64, col: u64) -> Value {
    invoke(webview, "mines_act", json!({ "action": { "kind": kind, "row": row, "col": col } })).expect("action")
}

fn snapshot(webview: &View) -> Value {
    invoke(webview, "mines_snapshot", json!({})).expect("snapshot")
}

/// The best list of a Minesweeper table, by key.
fn best_times(webview: &View, key: &str) -> Vec<Value> {
    let records = invoke(webview, "records_get", json!({})).expect("records");
    let tables = records["mines"].as_array().expect("tables");
    let table = tables.iter().find(|t| t["key"] == key).unwrap_or_else(|| panic!("table {key} in {tables:?}"));
    table["stats"]["bestTimes"].as_array().expect("best times").clone()
}

#[test]
fn a_hint_names_a_safe_cell_with_its_proof_and_marks_the_game_assisted() {
    let (_app, webview, _records) = app();
    new_game(&webview, "expert", "7", "opening");
    let first = invoke(&webview, "mines_hint", json!({})).expect("hint");
    assert_eq!(first["kind"], "first");
    act(&webview, "reveal", first["cell"]["row"].as_u64().expect("row"), first["cell"]["col"].as_u64().expect("col"));
    // Every first-click policy keeps the first cell safe: a hint before it helps with nothing.
    assert_eq!((&snapshot(&webview)["assisted"], &snapshot(&webview)["help"]), (&json!(false), &json!([])));
    // Follow safe hints a while: none of them loses, and the game has had a hint.
    for _ in 0..20 {
        let hint = invoke(&webview, "mines_hint", json!({})).expect("hint");
        assert_eq!((&snapshot(&webview)["assisted"], &snapshot(&webview)["help"]), (&json!(true), &json!(["hint"])));
        if hint["kind"] != "safe" {
            break;
        }
        assert_eq!(hint["probability"], 0.0);
        assert!(!hint["numbers"].as_array().expect("numbers").is_empty(), "a proof names its numbers");
        let d = act(&webview, "reveal", hint["cell"]["row"].as_u64().unwrap(), hint["cell"]["col"].as_u64().unwrap());
        assert_ne!(d["status"], "lost");
    }
}

/// Before the first click the odds say what the click risks under every first-click policy:
/// nothing, wherever it goes (the mines are placed around it); and the click bears them out.
#[test]
fn before_the_first_click_the_odds_say_no_cell_can_lose() {
    let (_app, webview, _records) = app();
    for policy in ["opening", "safe", "noGuess"] {
        for (row, col) in [(0, 0), (7, 3), (15, 29)] {
            new_game(&webview, "expert", "", policy);
            let odds = invoke(&webview, "mines_odds", json!({})).expect("odds");
            let p = odds["probabilities"].as_array().expect("probabilities");
            assert_eq!(p.len(), 480);
            assert!(p.iter().all(|p| p.as_f64() == Some(0.0)), "{policy}: {odds}");
            assert_ne!(act(&webview, "reveal", row, col)["status"], "lost", "{policy} at {row},{col}");
        }
    }
}

#[test]
fn the_odds_of_the_covered_cells_add_up_to_the_mine_count_flags_included() {
    let (_app, webview, _records) = app();
    new_game(&webview, "intermediate", "11", "opening");
    act(&webview, "reveal", 8, 8);
    let cells = snapshot(&webview)["cells"].as_str().expect("cells").to_string();
    let covered = cells.find('#').expect("a covered cell");
    act(&webview, "flag", (covered / 16) as u64, (covered % 16) as u64);
    let odds = invoke(&webview, "mines_odds", json!({})).expect("odds");
    let p = odds["probabilities"].as_array().expect("probabilities");
    assert_eq!(p.len(), 256);
    let now = snapshot(&webview)["cells"].as_str().expect("cells").to_string();
    let mut sum = 0.0;
    for (i, c) in now.chars().enumerate() {
        match c {
            '#' | 'F' | '?' => sum += p[i].as_f64().expect("a covered cell has odds"),
            _ => assert!(p[i].is_null(), "an open cell has none"),
        }
    }
    assert!((sum - 40.0).abs() < 1e-3, "{sum}");
    assert_eq!(snapshot(&webview)["assisted"], true);
}

#[test]
fn auto_play_finishes_a_no_guess_game_which_stays_out_of_the_best_list() {
    let (_app, webview, _records) = app();
    // A random seed: only the help keeps it out of the best list.
    let snap = new_game(&webview, "beginner", "", "noGuess");
    assert_eq!((&snap["firstClick"], &snap["chosenSeed"]), (&json!("noGuess"), &json!(false)));
    let one = invoke(&webview, "mines_auto_play", json!({ "moves": 1 })).expect("a step");
    assert_eq!(one["moves"].as_array().expect("moves").len(), 1);
    assert_eq!(one["moves"][0]["kind"], "first");
    let rest = invoke(&webview, "mines_auto_play", json!({ "moves": 10_000 })).expect("the rest");
    assert_eq!(rest["status"], "won");
    let kinds: Vec<&Value> = rest["moves"].as_array().expect("moves").iter().map(|m| &m["kind"]).collect();
    assert!(kinds.iter().all(|k| *k == "safe"), "a no-guess board needs no guess: {kinds:?}");
    assert!(rest["recorded"].is_object());
    assert_eq!(rest["assisted"], true);
    assert!(best_times(&webview, "beginner/no-guess").is_empty());
    // The review agrees: nothing was guessed, every click after the first was certain.
    let review = invoke(&webview, "mines_review", json!({})).expect("review");
    assert_eq!((&review["guesses"], &review["needlessGuesses"], &review["fatal"], &review["luck"]), (&json!(0), &json!(0), &Value::Null, &json!(1.0)));
    let verdicts: Vec<&Value> = review["clicks"].as_array().expect("clicks").iter().map(|c| &c["verdict"]["kind"]).collect();
    assert_eq!(verdicts.len(), kinds.len() + 1, "one verdict per opening move");
    assert!(verdicts[0] == "first" && verdicts[1..].iter().all(|k| *k == "certain"), "{verdicts:?}");
    assert_eq!(review["certain"], json!(kinds.len()));
}

#[test]
fn an_unhelped_win_enters_the_best_list_of_its_policy() {
    let (main, webview, _records) = app();
    // A random game (a chosen seed would never enter a best list): the page never sees its
    // seed before the end, the test reads it from the backend.
    let snap = new_game(&webview, "beginner", "", "noGuess");
    assert!(snap["seed"].is_null(), "{snap}");
    let seed = tauri::Manager::state::<tessera_app::state::AppState>(&main).mines().game.seed().expect("a seed").to_string();
    // Play it by hand, using a second app's solver (on the same seed) as the player's head.
    let (_app2, helper, _records2) = app();
    new_game(&helper, "beginner", &seed, "noGuess");
    invoke(&helper, "mines_auto_play", json!({ "moves": 10_000 })).expect("helper plays");
    let solved = snapshot(&helper)["cells"].as_str().expect("cells").to_string();
    // The same first click as the helper's: a no-guess board is made from it.
    let first = first_click(BoardSpec::BEGINNER, Mode::NoGuess);
    act(&webview, "reveal", first.row.into(), first.col.into());
    for (i, c) in solved.chars().enumerate() {
        if c != 'F' && snapshot(&webview)["cells"].as_str().unwrap().as_bytes()[i] == b'#' {
            act(&webview, "reveal", (i / 9) as u64, (i % 9) as u64);
        }
    }
    assert_eq!(snapshot(&webview)["status"], "won");
    assert_eq!(best_times(&webview, "beginner/no-guess").len(), 1);
    // Won without a flag: NF, in the NF lists by every figure and in no FL list.
    assert_eq!(snapshot(&webview)["style"], "nf");
    let bests = |metric: &str, style: &str| {
        invoke(&webview, "records_mines_bests", json!({ "table": "beginner/no-guess", "metric": metric, "style": style }))
    };
    for metric in ["time", "3bvs", "stnb", "ioe", "rqp", "path"] {
        let nf = bests(metric, "nf").expect("a list");
        assert_eq!((nf[0]["style"].as_str(), nf.as_array().map(Vec::len)), (Some("nf"), Some(1)), "{metric}: {nf}");
        assert_eq!(bests(metric, "fl").expect("a list"), json!([]), "{metric}");
    }
    assert!(figures_are_finite(&bests("stnb", "any").expect("a list")[0]));
    assert!(bests("speed", "nf").is_err() && bests("time", "nf").is_ok());
    assert!(invoke(&webview, "records_mines_bests", json!({ "table": "nowhere", "metric": "time", "style": "any" })).is_err());
    // The opening table is another table.
    let records = invoke(&webview, "records_get", json!({})).expect("records");
    let names: Vec<&str> = records["mines"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Beginner, no guessing"]);
}

/// A recorded win's figures, as its video gets them: every one a finite number.
fn figures_are_finite(game: &Value) -> bool {
    ["ioe", "rqp", "stnb", "path"].iter().all(|k| game["figures"][k].as_f64().is_some_and(f64::is_finite))
}

#[test]
fn bad_requests_get_typed_errors() {
    let (_app, webview, _records) = app();
    new_game(&webview, "beginner", "5", "opening");
    let err = invoke(&webview, "mines_auto_play", json!({ "moves": 0 })).expect_err("zero moves");
    assert_eq!(err["kind"], "invalidMoves");
    let err = invoke(&webview, "mines_auto_play", json!({ "moves": -3 })).expect_err("negative moves");
    assert!(err.is_string() || err["kind"].is_string(), "{err}");
    let err = invoke(&webview, "mines_review", json!({})).expect_err("not over");
    assert_eq!(err["kind"], "notOver");
    let err = invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": { "level": "beginner" }, "firstClick": "corner" } }))
        .expect_err("unknown policy");
    assert!(err.to_string().contains("corner") || err.to_string().contains("variant"), "{err}");
    // Help on a finished game is refused.
    invoke(&webview, "mines_auto_play", json!({ "moves": 10_000 })).expect("plays to the end");
    let err = invoke(&webview, "mines_hint", json!({})).expect_err("over");
    assert_eq!(err["kind"], "gameOver");
}

#[test]
fn auto_play_clears_a_wrong_flag_on_a_cell_it_proves_safe() {
    let (_app, webview, _records) = app();
    // The same no-guess board played by a helper shows which cells are safe.
    let (_app2, helper, _records2) = app();
    new_game(&helper, "beginner", "77", "noGuess");
    invoke(&helper, "mines_auto_play", json!({ "moves": 10_000 })).expect("helper plays");
    let solved = snapshot(&helper)["cells"].as_str().expect("cells").to_string();
    new_game(&webview, "beginner", "77", "noGuess");
    act(&webview, "reveal", 3, 3);
    let cells = snapshot(&webview)["cells"].as_str().expect("cells").to_string();
    let safe_covered = (0..81).find(|&i| cells.as_bytes()[i] == b'#' && solved.as_bytes()[i] != b'F').expect("a covered safe cell");
    act(&webview, "flag", (safe_covered / 9) as u64, (safe_covered % 9) as u64);
    let done = invoke(&webview, "mines_auto_play", json!({ "moves": 10_000 })).expect("auto-play");
    assert_eq!(done["status"], "won");
}

/// A strict game through the commands: a click on a cell nothing proves safe meets a mine
/// (dealt there if it was not), the mode is in every answer, and the game is kept in its
/// mode's own table.
#[test]
fn a_strict_game_meets_a_mine_on_a_guess_and_has_its_own_table() {
    use tessera::minesweeper::solver::{analyse, Position};
    let (main, webview, _records) = app();
    let snap = new_game(&webview, "expert", "", "strict");
    assert_eq!(snap["firstClick"], "strict");
    let first = first_click(BoardSpec::EXPERT, Mode::Strict);
    let opened = act(&webview, "reveal", first.row.into(), first.col.into());
    assert_eq!(opened["status"], "playing");
    let guess = {
        let state = tauri::Manager::state::<tessera_app::state::AppState>(&main);
        let session = state.mines();
        let analysis = analyse(&Position::of_game(&session.game).expect("a position")).expect("an analysis");
        // The covered cell most likely safe among those nothing proves safe.
        (0..BoardSpec::EXPERT.dims().cells())
            .filter(|&i| analysis.probability[i] > 0.0 && analysis.probability[i] < 1.0)
            .min_by(|&a, &b| analysis.probability[a].total_cmp(&analysis.probability[b]))
            .expect("an unproved cell")
    };
    let lost = act(&webview, "reveal", (guess / 30) as u64, (guess % 30) as u64);
    assert_eq!(lost["status"], "lost", "{lost}");
    assert_eq!(snapshot(&webview)["cells"].as_str().expect("cells").as_bytes()[guess], b'X');
    let records = invoke(&webview, "records_get", json!({})).expect("records");
    let names: Vec<&str> = records["mines"].as_array().unwrap().iter().map(|t| t["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Expert, strict no-guess"]);
}

/// The study board reads a typed position with its mine count as play's solver reads a game:
/// certain cells, odds, the hint; a bad position names its line and column.
#[test]
fn a_typed_position_is_studied_and_a_bad_one_says_where() {
    let (_app, webview, _records) = app();
    let study = invoke(&webview, "mines_study", json!({ "text": "#1.\n#1.\n*1.\n", "mines": 1 })).expect("a study");
    assert_eq!((&study["width"], &study["height"], &study["text"]), (&json!(3), &json!(3), &json!("#1.\n#1.\nF1.\n")));
    assert_eq!(study["mines"], json!([{ "row": 1, "col": 0 }]));
    assert_eq!(study["safe"], json!([{ "row": 0, "col": 0 }, { "row": 2, "col": 0 }]));
    assert_eq!((&study["odds"][3], &study["odds"][1]), (&json!(1.0), &Value::Null));
    assert_eq!((&study["hint"]["kind"], &study["hint"]["cell"]), (&json!("safe"), &json!({ "row": 0, "col": 0 })));
    let bad = invoke(&webview, "mines_study", json!({ "text": "#1.\n#x.\n", "mines": 1 })).expect_err("a bad cell");
    assert!(bad["message"].as_str().is_some_and(|m| m.starts_with("line 2, column 2:")), "{bad}");
    let none = invoke(&webview, "mines_study", json!({ "text": "1.\n.#\n", "mines": 1 })).expect_err("no arrangement");
    assert_eq!(none["kind"], "solver", "{none}");
    // Studying is no game: the game in play is untouched.
    assert_eq!(snapshot(&webview)["status"], "ready");
}
