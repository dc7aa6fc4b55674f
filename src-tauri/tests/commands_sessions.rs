//! 15-puzzle sessions and best lists through IPC on the mock runtime: a session runs from the
//! app's start or "New session", its statistics are of its own attempts, and the sessions are
//! kept with the records across a restart.

mod ipc;

use ipc::{advance, app_in, invoke};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{Manager, WebviewWindow};

/// A fresh random 3x3 scramble (it counts), solved by the quick solver with each move made
/// `via`, taking `ms` on the backend's clock; its moves.
fn solve(app: &tauri::App<MockRuntime>, webview: &WebviewWindow<MockRuntime>, via: &str, ms: u64) -> u64 {
    let snap = invoke(webview, "fifteen_scramble", json!({ "request": { "size": { "width": 3, "height": 3 }, "seed": null } })).expect("scramble");
    let shape = tessera::fifteen::Shape::new(3, 3).expect("3x3");
    let tiles = snap["tiles"].as_array().expect("tiles").iter().map(|t| t.as_u64().expect("tile") as tessera::fifteen::Tile).collect();
    let moves = tessera::fifteen::solver::quick(&tessera::fifteen::Board::new(shape, tiles).expect("board")).expect("solvable");
    for (seq, d) in moves.iter().enumerate() {
        if seq == 1 {
            advance(app, ms);
        }
        invoke(webview, "fifteen_move", json!({ "game": snap["game"], "seq": seq, "mv": { "kind": "tile", "dir": d }, "via": via })).expect("a move");
    }
    moves.len() as u64
}

fn sessions(webview: &WebviewWindow<MockRuntime>, start: Value) -> Result<Value, Value> {
    invoke(webview, "fifteen_sessions", json!({ "start": start }))
}

fn moves_best(shown: &Value) -> Option<f64> {
    shown["tables"][0]["moves"]["best"].as_f64()
}

#[test]
fn a_session_shows_its_own_solves_and_the_sessions_are_kept() {
    let dir = tempfile::tempdir().expect("records dir");
    let (first_moves, first_start) = {
        let (app, webview) = app_in(dir.path());
        let fresh = sessions(&webview, Value::Null).expect("sessions");
        assert_eq!((fresh["sessions"].as_array().map(Vec::len), fresh["shown"]["tables"].as_array().map(Vec::len)), (Some(0), Some(0)));
        let moves = [solve(&app, &webview, "keyboard", 4_000), solve(&app, &webview, "keyboard", 6_000)];
        let shown = sessions(&webview, Value::Null).expect("sessions")["shown"].clone();
        let table = &shown["tables"][0];
        assert_eq!((&table["key"], &table["solves"], &table["dnfs"]), (&json!("3x3"), &json!(2), &json!(0)));
        // The backend's clock: the time advanced, and a millisecond or so of its own.
        let (best, worst) = (table["time"]["best"].as_f64().expect("best"), table["time"]["worst"].as_f64().expect("worst"));
        assert!((4_000.0..4_100.0).contains(&best) && (6_000.0..6_100.0).contains(&worst), "{best} {worst}");
        assert_eq!(table["time"]["mean"].as_f64(), Some((best + worst) / 2.0));
        assert_eq!(moves_best(&shown), moves.iter().min().map(|&m| m as f64));
        let new = invoke(&webview, "fifteen_session_new", json!({})).expect("a new session");
        assert_ne!(new["current"], fresh["current"], "a new session begins");
        assert_eq!(new["shown"]["tables"], json!([]), "with no attempt yet");
        let later = solve(&app, &webview, "click", 3_000);
        let now = sessions(&webview, Value::Null).expect("sessions");
        assert_eq!(now["sessions"].as_array().map(Vec::len), Some(2));
        // Brief, as the line under the board asks: the same figures, without the list.
        let brief = invoke(&webview, "fifteen_sessions", json!({ "start": null, "brief": true })).expect("brief");
        assert_eq!((&brief["shown"], brief["sessions"].as_array().map(Vec::len)), (&now["shown"], Some(0)));
        assert_eq!((&now["shown"]["tables"][0]["solves"], moves_best(&now["shown"])), (&json!(1), Some(later as f64)));
        // The best lists of the table, by moves, of every control type and of clicks alone.
        let best = |metric: &str, control: &str| invoke(&webview, "records_fifteen_bests", json!({ "table": "3x3", "metric": metric, "control": control }));
        let by_moves: Vec<u64> = best("moves", "all").expect("a best list").as_array().expect("a list").iter().map(|r| r["moves"].as_u64().expect("moves")).collect();
        let mut all = vec![moves[0], moves[1], later];
        all.sort();
        assert_eq!(by_moves, all);
        let clicks = best("time", "click").expect("a best list");
        assert_eq!((clicks.as_array().map(Vec::len), &clicks[0]["controls"]), (Some(1), &json!("click")));
        assert!(clicks[0]["timeMs"].as_u64().is_some_and(|t| (3_000..3_100).contains(&t)), "{clicks}");
        let by_tps = best("tps", "keyboard").expect("a best list");
        assert_eq!(by_tps.as_array().map(Vec::len), Some(2));
        assert!(best("speed", "all").is_err() && best("time", "macro").is_err());
        assert!(invoke(&webview, "records_fifteen_bests", json!({ "table": "9x9", "metric": "time", "control": "all" })).is_err(), "no such table");
        assert_eq!(webview.state::<tessera_app::state::AppState>().flush_records(), None);
        (moves, fresh["current"].clone())
    };
    // Started again: a new session, and the two before kept with the records.
    let (_app, webview) = app_in(dir.path());
    let again = sessions(&webview, Value::Null).expect("sessions");
    assert_eq!(again["shown"]["tables"], json!([]));
    assert_eq!(again["sessions"].as_array().map(Vec::len), Some(2));
    assert_eq!(again["sessions"][1]["start"], first_start, "newest first");
    let looked_back = sessions(&webview, first_start).expect("the first session")["shown"].clone();
    assert_eq!(looked_back["tables"][0]["solves"], json!(2));
    assert_eq!(moves_best(&looked_back), first_moves.iter().min().map(|&m| m as f64));
    let never = sessions(&webview, json!("2001-01-01T00:00:00+00:00")).unwrap_err();
    assert!(never.to_string().contains("no session began"), "{never}");
    assert!(sessions(&webview, json!("yesterday")).is_err());
}
