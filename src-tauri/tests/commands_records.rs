//! Records through the commands: finished games are recorded with their announcements and
//! saved at once, abandoned ones count, tables reset, exports and imports work.

mod ipc;
#[path = "support/history.rs"]
mod history;

use ipc::{app, app_in, invoke, saved_records, send_moves};
use serde_json::{json, Value};
use tauri::test::MockRuntime;
use tauri::{Manager, WebviewWindow};
use tessera_app::commands::records::{export, Format};
use tessera_app::state::AppState;

fn mines_new(webview: &WebviewWindow<MockRuntime>, w: i64, h: i64, m: i64, seed: &str) -> Value {
    let difficulty = json!({ "level": "custom", "width": w, "height": h, "mines": m });
    invoke(webview, "mines_new_game", json!({ "settings": { "difficulty": difficulty, "seed": seed } })).expect("new game")
}

fn reveal(webview: &WebviewWindow<MockRuntime>, row: u32, col: u32) -> Value {
    invoke(webview, "mines_act", json!({ "action": { "kind": "reveal", "row": row, "col": col } })).expect("reveal")
}

fn records(webview: &WebviewWindow<MockRuntime>) -> Value {
    invoke(webview, "records_get", json!({})).expect("records")
}

#[test]
fn a_won_game_is_recorded_announced_and_saved_at_once() {
    let (_app, webview, dir) = app();
    // Every board of 2x2 with 3 mines is won by its first click, whatever the seed.
    mines_new(&webview, 2, 2, 3, "");
    let won = reveal(&webview, 0, 0);
    assert_eq!(won["status"], "won");
    let news = won["recorded"]["announcements"].as_array().expect("announcements");
    assert_eq!((&news[0]["kind"], &news[0]["name"], &news[0]["table"]), (&json!("firstWin"), &json!("Custom 2×2, 3 mines"), &json!("custom-2x2-3")), "{news:?}");
    assert!(news[0]["timeMs"].as_f64().is_some(), "the time, in milliseconds: {news:?}");
    assert!(won["recorded"]["saveError"].is_null());
    let r = records(&webview);
    let table = &r["mines"][0];
    assert_eq!(table["key"], "custom-2x2-3");
    assert_eq!((table["stats"]["played"].as_u64(), table["stats"]["won"].as_u64()), (Some(1), Some(1)));
    let file = saved_records(&webview, dir.path());
    assert_eq!(file["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(1));
    assert_eq!(r["path"], dir.path().join("records.json").display().to_string());
}

/// The records are read on a thread of their own: what the page asks before its first board
/// (settings, locale, theme, both games) answers while they are not read yet, and what needs
/// them waits for them and then has the history.
#[test]
fn the_first_board_waits_for_nothing_the_records_hold() {
    let dir = tempfile::tempdir().expect("records dir");
    {
        let (_app, webview) = app_in(dir.path());
        mines_new(&webview, 2, 2, 3, "");
        assert_eq!(reveal(&webview, 0, 0)["status"], "won");
        assert_eq!(webview.state::<AppState>().flush_records(), None);
    }
    let (gate, wait) = std::sync::mpsc::channel();
    let state = AppState::with_records_read_after(Some(dir.path().to_path_buf()), Some(wait));
    let app = tessera_app::setup_with(tauri::test::mock_builder(), state).build(tauri::generate_context!()).expect("app builds");
    let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default()).build().expect("main window");
    let (answered, heard) = std::sync::mpsc::channel();
    std::thread::scope(|scope| {
        let page = webview.clone();
        scope.spawn(move || {
            for (command, args) in [
                ("settings_get", json!({})),
                ("system_locale", json!({})),
                ("theme_apply", json!({ "choice": "system" })),
                ("mines_snapshot", json!({})),
                ("fifteen_snapshot", json!({})),
            ] {
                let answer = invoke(&page, command, args);
                let _ = answered.send((command, answer.is_ok()));
            }
        });
        for _ in 0..5 {
            // A bound, not a wait for time to pass: on the code before, the first of these
            // waited for the records, which are read only once the gate opens below.
            let (command, ok) = heard.recv_timeout(std::time::Duration::from_secs(30)).unwrap_or_else(|_| {
                let _ = gate.send(());
                panic!("a command of the page's start waited for the records")
            });
            assert!(ok, "{command} answered with an error");
        }
        gate.send(()).expect("the reader waits at the gate");
    });
    let r = records(&webview);
    assert_eq!(r["mines"][0]["key"], "custom-2x2-3");
    assert_eq!(r["mines"][0]["stats"]["played"].as_u64(), Some(1));
}

/// Once the first board is up, the records' best figures are worked out beside them: neither
/// the first records view nor the first finished game goes over the whole history, on the
/// thread that answers the page (at 100,000 solves and 100,000 games, 106 ms for the view).
#[test]
fn the_records_best_figures_are_worked_out_once_the_first_board_is_up() {
    let dir = tempfile::tempdir().expect("records dir");
    let history = history::big_history(12);
    assert!(!history.fifteen["4x4"].bests_known());
    let text = tessera::records::document::encode(&history).expect("encodes");
    std::fs::write(dir.path().join("records.json"), text).expect("written");
    let state = AppState::with_records_in(Some(dir.path().to_path_buf()));
    assert_eq!(state.book().records.fifteen["4x4"].solves.len(), 12, "the history is read");
    assert!(!state.book().records.fifteen["4x4"].bests_known(), "not worked out before the first board");
    state.warm_records().expect("a thread").join().expect("worked out");
    assert!(state.book().records.fifteen["4x4"].bests_known(), "worked out once asked");
    assert!(state.warm_records().is_none(), "once");
    // The page's first board asks for it.
    drop(state);
    let (_app, webview) = app_in(dir.path());
    invoke(&webview, "app_ready", json!({})).expect("app_ready");
    assert!(webview.state::<AppState>().warm_records().is_none(), "app_ready started it");
}

#[test]
fn chosen_seeds_are_kept_and_shown_but_never_set_a_best() {
    let (_app, webview, dir) = app();
    let snapshot = mines_new(&webview, 2, 2, 3, "77");
    assert_eq!(snapshot["chosenSeed"], true);
    let won = reveal(&webview, 0, 0);
    assert_eq!(won["status"], "won");
    assert!(won["recorded"]["announcements"].as_array().expect("list").is_empty(), "a chosen seed sets no best");
    let stats = &records(&webview)["mines"][0]["stats"];
    assert_eq!((stats["won"].as_u64(), stats["bestTimes"].as_array().map(Vec::len)), (Some(1), Some(0)));
    let file = saved_records(&webview, dir.path());
    assert_eq!(file["records"]["mines"]["custom-2x2-3"]["games"][0]["chosenSeed"], true, "{file}");
    assert_eq!(mines_new(&webview, 2, 2, 3, "")["chosenSeed"], false);
    // The 15-puzzle: a chosen seed is practice too.
    invoke(&webview, "fifteen_scramble", json!({ "request": { "size": { "width": 3, "height": 3 }, "seed": "4" } })).expect("scramble");
    let tiles = tessera::fifteen::scramble(tessera::fifteen::Shape::new(3, 3).expect("3x3"), 4);
    let moves = tessera::fifteen::solver::optimal(&tiles, None).expect("solvable").moves;
    let all: Vec<Value> = moves.iter().map(|d| json!({ "kind": "tile", "dir": d })).collect();
    let solved = send_moves(&webview, &all);
    assert_eq!(solved["status"], "solved");
    assert!(solved["recorded"]["announcements"].as_array().expect("list").is_empty(), "no best from a chosen seed");
    let table = &records(&webview)["fifteen"][0]["stats"];
    assert_eq!((table["totalSolves"].as_u64(), table["last"][0]["source"].as_str()), (Some(1), Some("chosen")));
    assert!(table["time"]["bestSingle"].is_null());
}

#[test]
fn games_in_progress_are_recorded_when_the_app_ends() {
    let (app, webview, dir) = app();
    mines_new(&webview, 9, 9, 10, "5");
    reveal(&webview, 4, 4);
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/0 7 8" })).expect("load");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    let state = app.state::<AppState>();
    state.record_unfinished();
    // Twice changes nothing: the games were replaced by unplayed ones.
    state.record_unfinished();
    let file = saved_records(&webview, dir.path());
    let games = file["records"]["mines"]["custom-9x9-10"]["games"].as_array().expect("games");
    assert_eq!((games.len(), games[0]["ending"].as_str()), (1, Some("abandoned")));
    let solves = file["records"]["fifteen"]["3x3"]["solves"].as_array().expect("solves");
    assert_eq!((solves.len(), solves[0]["timeMs"].is_null()), (1, true), "a DNF");
    assert_eq!(invoke(&webview, "mines_snapshot", json!({})).expect("snapshot")["status"], "ready");
}

#[test]
fn a_game_left_after_its_first_click_counts_as_a_loss() {
    let (_app, webview, _dir) = app();
    mines_new(&webview, 9, 9, 10, "5");
    reveal(&webview, 4, 4);
    mines_new(&webview, 9, 9, 10, "6");
    // A game never clicked is not a game played.
    mines_new(&webview, 9, 9, 10, "7");
    let stats = &records(&webview)["mines"][0]["stats"];
    assert_eq!((stats["played"].as_u64(), stats["won"].as_u64(), stats["currentStreak"].as_i64()), (Some(1), Some(0), Some(-1)));
}

#[test]
fn a_solve_and_a_dnf_are_recorded_for_the_15_puzzle() {
    let (_app, webview, _dir) = app();
    let load = |text: &str| invoke(&webview, "fifteen_load", json!({ "text": text })).expect("load");
    let mv = |dir: &str| send_moves(&webview, &[json!({ "kind": "tile", "dir": dir })]);
    load("1 2 3/4 5 6/7 0 8");
    let solved = mv("left");
    assert_eq!(solved["status"], "solved");
    assert!(solved["recorded"]["announcements"].as_array().expect("list").is_empty(), "a typed position sets no best");
    load("1 2 3/4 5 6/0 7 8");
    mv("left");
    invoke(&webview, "fifteen_scramble", json!({ "request": { "size": { "width": 3, "height": 3 }, "seed": "4" } })).expect("scramble");
    let table = &records(&webview)["fifteen"][0];
    assert_eq!(table["key"], "3x3");
    assert_eq!((table["stats"]["totalSolves"].as_u64(), table["stats"]["dnfs"].as_u64()), (Some(1), Some(1)));
}

#[test]
fn a_table_resets_and_unknown_tables_are_refused() {
    let (_app, webview, _dir) = app();
    mines_new(&webview, 2, 2, 3, "1");
    reveal(&webview, 0, 0);
    let err = invoke(&webview, "records_reset", json!({ "game": "mines", "table": "nope" })).unwrap_err();
    assert_eq!(err["kind"], "records");
    let after = invoke(&webview, "records_reset", json!({ "game": "mines", "table": "custom-2x2-3" })).expect("reset");
    assert_eq!(after["mines"], json!([]));
}

#[test]
fn exports_write_json_and_csv_and_an_import_merges() {
    let (first, webview, _dir) = app();
    mines_new(&webview, 2, 2, 3, "1");
    reveal(&webview, 0, 0);
    let out = tempfile::tempdir().expect("export dir");
    let state = first.state::<AppState>();
    let json_path = export(&state, Format::Json, out.path().to_path_buf()).expect("json").path;
    let csv_path = export(&state, Format::Csv, out.path().to_path_buf()).expect("csv").path;
    let exported = std::fs::read_to_string(&json_path).expect("json file");
    assert!(std::fs::read_to_string(&csv_path).expect("csv file").starts_with("size,date,time_ms"));

    let (_other, fresh, _dir2) = app();
    let imported = invoke(&fresh, "records_import", json!({ "text": exported })).expect("import");
    assert_eq!(imported["added"], 1);
    assert_eq!(invoke(&fresh, "records_import", json!({ "text": exported })).expect("again")["added"], 0);
    assert_eq!(records(&fresh)["mines"], records(&webview)["mines"]);
    let err = invoke(&fresh, "records_import", json!({ "text": "{ not json" })).unwrap_err();
    assert_eq!(err["kind"], "records");
    assert!(err["message"].as_str().expect("message").starts_with("cannot import: not valid JSON"));
}

#[test]
fn every_recorded_game_keeps_its_proof_beside_the_records_file() {
    let (app, webview, dir) = app();
    mines_new(&webview, 9, 9, 10, "");
    reveal(&webview, 4, 4);
    ipc::advance(&app, 800);
    invoke(&webview, "mines_act", json!({ "action": { "kind": "flag", "row": 0, "col": 0 } })).expect("flag");
    mines_new(&webview, 9, 9, 10, "");
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/0 7 8" })).expect("typed state");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" }), json!({ "kind": "tile", "dir": "left" })]);
    let file = saved_records(&webview, dir.path());
    assert!(!file.to_string().contains("\"log\""), "the records file keeps only the figures: {file}");
    let state = app.state::<AppState>();
    let mut records = state.book().records.clone();
    let book = state.book();
    records.put_proofs(|key| book.proof(key));
    drop(book);
    let game = &records.mines["custom-9x9-10"].games[0];
    assert!(game.log.as_deref().is_some_and(|l| l.starts_with("r40:0 f0:")), "{game:?}");
    assert_eq!(tessera::records::replay::check_mines("custom-9x9-10", game).as_ref(), Ok(game));
    let solve = &records.fifteen["3x3"].solves[0];
    assert_eq!(solve.log.as_deref().map(|l| l.split(' ').count()), Some(2));
    assert_eq!(tessera::records::replay::check_fifteen("3x3", solve).as_ref(), Ok(solve));
    let files = walk(&dir.path().join("replays"));
    assert_eq!(files.len(), 2, "one file a game: {files:?}");
}

/// Every file under `dir`.
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries.filter_map(Result::ok).flat_map(|e| if e.path().is_dir() { walk(&e.path()) } else { vec![e.path()] }).collect()
}

/// The backups beside the records, oldest first.
fn backups(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut found: Vec<_> = std::fs::read_dir(dir).expect("records dir").filter_map(Result::ok).map(|e| e.path()).collect();
    found.retain(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("records.backup-")));
    found.sort();
    found
}

#[test]
fn an_import_replays_every_game_refuses_a_tampered_one_and_can_be_undone() {
    // Two games and a solve to export, played through the commands.
    let (first, webview, _dir) = app();
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 1, 1);
    mines_new(&webview, 9, 9, 10, "");
    reveal(&webview, 4, 4);
    ipc::advance(&first, 1_500);
    mines_new(&webview, 9, 9, 10, "");
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/7 0 8" })).expect("typed state");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    let out = tempfile::tempdir().expect("export dir");
    let exported = std::fs::read_to_string(export(&first.state::<AppState>(), Format::Json, out.path().to_path_buf()).expect("json").path).expect("file");
    let mut doc: Value = serde_json::from_str(&exported).expect("json");
    let abandoned = &mut doc["records"]["mines"]["custom-9x9-10"]["games"][0];
    assert_eq!(abandoned["ending"], "abandoned");
    assert!(abandoned["log"].as_str().expect("a log").contains('!'), "left at a moment, not an action: {abandoned}");
    // Tampered with: the abandoned game said to have lasted less.
    let time = abandoned["timeMs"].as_u64().expect("time");
    assert!(time >= 1_500, "{abandoned}");
    abandoned["timeMs"] = json!(time - 700);

    let (second, fresh, dir2) = app();
    // Something recorded before, so there is a file to copy aside.
    mines_new(&fresh, 2, 2, 3, "");
    reveal(&fresh, 0, 0);
    second.state::<AppState>().flush_records();
    let before = records(&fresh);
    assert_eq!(before["undo"], Value::Null);
    let imported = invoke(&fresh, "records_import", json!({ "text": doc.to_string() })).expect("import");
    assert_eq!(imported["added"], 2, "{imported}");
    let refused = imported["refused"].as_array().expect("refusals");
    assert_eq!(refused.len(), 1, "{imported}");
    let why = refused[0].as_str().expect("text");
    assert!(why.starts_with("Custom 9×9, 10 mines, ") && why.contains("does not match its replay"), "{why}");
    // The file was copied aside first, and the copy holds the records from before.
    let copies = backups(dir2.path());
    assert_eq!(copies.len(), 1);
    assert_eq!(imported["backup"], json!(copies[0].display().to_string()));
    let copy: Value = serde_json::from_str(&std::fs::read_to_string(&copies[0]).expect("backup")).expect("json");
    assert_eq!(copy["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(1));
    assert!(copy["records"]["fifteen"].as_object().is_none_or(|f| f.is_empty()));

    // A game recorded after the import stays when the import is undone.
    let after = records(&fresh);
    assert_eq!(after["undo"], "Undo the import (2 games)");
    invoke(&fresh, "fifteen_load", json!({ "text": "1 2 3/4 5 6/7 0 8" })).expect("typed");
    send_moves(&fresh, &[json!({ "kind": "tile", "dir": "left" })]);
    let undone = invoke(&fresh, "records_undo", json!({})).expect("undo");
    assert_eq!(undone["undo"], Value::Null);
    assert_eq!(undone["mines"], before["mines"], "the imported games are gone");
    assert_eq!(undone["fifteen"][0]["stats"]["totalSolves"], 1, "the solve made after the import stays");
    assert_eq!(invoke(&fresh, "records_undo", json!({})).unwrap_err()["kind"], "records", "nothing more to undo");
}

#[test]
fn a_reset_copies_the_records_aside_and_can_be_undone() {
    let (_app, webview, dir) = app();
    for _ in 0..2 {
        mines_new(&webview, 2, 2, 3, "");
        reveal(&webview, 0, 0);
    }
    let before = records(&webview);
    let reset = invoke(&webview, "records_reset", json!({ "game": "mines", "table": "custom-2x2-3" })).expect("reset");
    assert_eq!((reset["mines"].clone(), reset["undo"].clone()), (json!([]), json!("Undo the reset of Custom 2×2, 3 mines")));
    assert_eq!(backups(dir.path()).len(), 1);
    let undone = invoke(&webview, "records_undo", json!({})).expect("undo");
    assert_eq!(undone["mines"], before["mines"]);
    assert_eq!(saved_records(&webview, dir.path())["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(2));
    // Only the newest backups are kept.
    for _ in 0..tessera_app::book::BACKUPS_KEPT + 2 {
        invoke(&webview, "records_reset", json!({ "game": "mines", "table": "custom-2x2-3" })).expect("reset");
        invoke(&webview, "records_undo", json!({})).expect("undo");
    }
    assert_eq!(backups(dir.path()).len(), tessera_app::book::BACKUPS_KEPT);
}

#[test]
fn the_start_up_notice_says_what_the_records_view_says() {
    let (_app, webview, _dir) = app();
    assert_eq!(invoke(&webview, "records_notice", json!({})).expect("notice"), Value::Null, "a fresh file has nothing to tell");

    let damaged = tempfile::tempdir().expect("records dir");
    std::fs::write(damaged.path().join("records.json"), "{ half-written").expect("damage the file");
    let state = AppState::with_records_in(Some(damaged.path().to_path_buf()));
    let app = tessera_app::setup_with(tauri::test::mock_builder(), state).build(tauri::generate_context!()).expect("app");
    let webview = tauri::WebviewWindowBuilder::new(&app, "main", Default::default()).build().expect("main window");
    let notice = invoke(&webview, "records_notice", json!({})).expect("notice");
    assert!(notice.as_str().is_some_and(|t| t.contains("records.corrupt-")), "{notice}");
    assert_eq!(notice, records(&webview)["notice"]);
    assert!(notice.as_str().is_some_and(|t| t.starts_with("The records file could not be read (")), "{notice}");

    // In the language spoken when the page asks, the path as it is.
    invoke(&webview, "l10n_choose", json!({ "choice": "zh-CN" })).expect("chosen");
    let chinese = invoke(&webview, "records_notice", json!({})).expect("notice");
    let chinese = chinese.as_str().expect("a notice");
    assert!(chinese.starts_with("无法读取记录文件（") && chinese.contains("records.corrupt-"), "{chinese}");
    assert_eq!(json!(chinese), records(&webview)["notice"]);
}

#[test]
fn an_import_past_the_bound_is_refused_before_it_is_read() {
    let (_app, webview, _dir) = app();
    let limit = tessera_app::commands::records::MAX_IMPORT_BYTES;
    let text = " ".repeat(limit + 1);
    let err = invoke(&webview, "records_import", json!({ "text": text })).unwrap_err();
    assert_eq!(err["kind"], "limit");
    assert!(err["message"].as_str().expect("message").contains("at most 64 MB"), "{err}");
}

#[test]
fn games_faster_than_the_disk_are_all_saved_and_a_failed_save_loses_nothing() {
    let (_app, webview, dir) = app();
    // Games come faster than the disk: every one is in the file once the writer is done.
    for _ in 0..30 {
        mines_new(&webview, 2, 2, 3, "");
        assert!(reveal(&webview, 0, 0)["recorded"]["saveError"].is_null());
    }
    let file = saved_records(&webview, dir.path());
    assert_eq!(file["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(30));
    // A save that cannot be written (a directory where the log goes) is told, with the next
    // game's answer too, and the records stay in memory.
    let path = webview.state::<AppState>().book().store().expect("a store").log_path();
    std::fs::remove_file(&path).expect("the log");
    std::fs::create_dir(&path).expect("a directory in its way");
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 0, 0);
    let state = webview.state::<AppState>();
    let failed = state.flush_records().expect("the save failed");
    assert!(failed.to_string().contains("could not save records"), "{failed}");
    mines_new(&webview, 2, 2, 3, "");
    // The page gets the message to word (`said`), the same one.
    assert_eq!(reveal(&webview, 0, 0)["recorded"]["saveError"], serde_json::to_value(&failed).expect("json"));
    assert_eq!(records(&webview)["mines"][0]["stats"]["played"], 32);
    // Once the way is clear, the next save writes every game (a new snapshot: the lines that
    // failed are in it).
    std::fs::remove_dir(&path).expect("clear the way");
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 0, 0);
    let file = saved_records(&webview, dir.path());
    assert_eq!(file["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(33));
}

#[test]
fn games_in_progress_at_a_crash_are_recorded_on_the_next_start() {
    let dir = tempfile::tempdir().expect("records dir");
    let files = [dir.path().join("journal-mines.txt"), dir.path().join("journal-fifteen.txt")];
    {
        // The app's state and commands without a window, so that it can go as a crash would:
        // nothing records the games in progress.
        use tessera::minesweeper::{Action, Coord, Difficulty};
        use tessera_app::commands::{fifteen, minesweeper};
        let state = AppState::with_records_in(Some(dir.path().to_path_buf()));
        let custom = Difficulty::Custom { width: 9, height: 9, mines: 10 };
        minesweeper::new_game(&state, serde_json::from_value(json!({ "difficulty": custom })).expect("settings")).expect("new game");
        minesweeper::act(&state, Action::Reveal(Coord::new(4, 4))).expect("reveal");
        state.clock.advance(tessera::time::Millis(700));
        minesweeper::act(&state, Action::Flag(Coord::new(0, 0))).expect("flag");
        let snap = fifteen::load(&state, "1 2 3/4 5 6/0 7 8").expect("typed state");
        fifteen::apply(&state, snap.game, 0, serde_json::from_value(json!({ "kind": "tile", "dir": "left" })).expect("move"), None).expect("a move");
        state.flush_journal();
        assert!(files.iter().all(|f| f.is_file()), "both games are in the journal");
    }
    let (app, webview) = ipc::app_in(dir.path());
    let notice = invoke(&webview, "records_notice", json!({})).expect("notice");
    let notice = notice.as_str().expect("a notice");
    assert!(notice.contains("The Custom 9×9, 10 mines game in progress when Tessera stopped was recorded as a loss."), "{notice}");
    assert!(notice.contains("The 3×3 attempt in progress when Tessera stopped was recorded as a DNF."), "{notice}");
    let r = records(&webview);
    let mines = &r["mines"][0]["stats"];
    assert_eq!((mines["played"].as_u64(), mines["won"].as_u64()), (Some(1), Some(0)));
    assert_eq!(r["fifteen"][0]["stats"]["dnfs"], 1);
    // A counted game's journal kept neither its seed nor its board: the loss is recorded from
    // its log alone, unproven (no replay). The typed 15-puzzle position replays, to its move.
    let saved = saved_records(&webview, dir.path());
    let lost = &saved["records"]["mines"]["custom-9x9-10"]["games"][0];
    assert_eq!((lost["clicks"].as_u64(), lost.get("proof"), lost["seed"].is_null()), (Some(2), None, true), "{lost}");
    let replay = invoke(&webview, "records_replay", json!({ "game": "mines", "table": "custom-9x9-10", "at": lost["at"].clone() }));
    assert!(replay.is_err(), "{replay:?}");
    let at = saved["records"]["fifteen"]["3x3"]["solves"][0]["at"].clone();
    let replay = invoke(&webview, "records_replay", json!({ "game": "fifteen", "table": "3x3", "at": at })).expect("a replay");
    assert_eq!(replay["frames"].as_array().map(Vec::len), Some(1), "its one move: {replay}");
    app.state::<AppState>().flush_journal();
    assert!(files.iter().all(|f| !f.exists()), "the journal is removed once the games are saved: once only");
}

#[test]
fn a_finished_game_leaves_the_journal() {
    let (app, webview, dir) = app();
    mines_new(&webview, 9, 9, 10, "");
    reveal(&webview, 4, 4);
    app.state::<AppState>().flush_journal();
    let file = dir.path().join("journal-mines.txt");
    assert!(file.is_file());
    // Left for a new game: recorded as a loss, and out of the journal.
    mines_new(&webview, 9, 9, 10, "");
    app.state::<AppState>().flush_journal();
    assert!(!file.exists());
}

/// Every file the app writes (records, lock, proofs of tables whose keys hold `/` and `,`,
/// backups, JSON and CSV exports, EVF videos one by one and a table's folder of them) has a
/// name Windows, macOS and Linux can all hold; so has the name of an EVF made from any key.
#[test]
fn every_file_the_app_writes_has_a_name_every_system_can_hold() {
    use tessera::portable::{name_problem, tree_problems};
    use tessera_app::commands::replay::{export_evf, file_stem};
    let (app, webview, dir) = app();
    // A win under the safe first click (table `custom-2x2-3/safe`) and a relay left after its
    // first move (a DNF in `relay/3x3,4x3`).
    let difficulty = json!({ "level": "custom", "width": 2, "height": 2, "mines": 3 });
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": difficulty, "seed": "", "firstClick": "safe" } })).expect("new game");
    let won = reveal(&webview, 0, 0);
    assert_eq!(won["status"], "won");
    let size = |w: u32, h: u32| json!({ "width": w, "height": h });
    invoke(&webview, "fifteen_practice", json!({ "request": { "kind": "relay", "sizes": [size(3, 3), size(4, 3)] } })).expect("relay");
    let moved = ["left", "right", "up", "down"].iter().any(|d| send_moves(&webview, &[json!({ "kind": "tile", "dir": d })])["refused"] == 0);
    assert!(moved, "a legal first move");
    invoke(&webview, "fifteen_scramble", json!({ "request": { "size": size(3, 3) } })).expect("a new scramble ends the run");
    let out = tempfile::tempdir().expect("export dir");
    let state = app.state::<AppState>();
    export(&state, Format::Json, out.path().to_path_buf()).expect("json");
    export(&state, Format::Csv, out.path().to_path_buf()).expect("csv");
    let table = "custom-2x2-3/safe";
    assert_eq!(won["recorded"]["replay"]["table"], table);
    export_evf(&state, table, won["recorded"]["replay"]["at"].as_str(), out.path().to_path_buf()).expect("one video");
    export_evf(&state, table, None, out.path().to_path_buf()).expect("the table's videos");
    invoke(&webview, "records_reset", json!({ "game": "mines", "table": table })).expect("a reset, after a backup");
    state.flush_records();

    let mut written = Vec::new();
    for root in [dir.path(), out.path()] {
        for file in walk(root) {
            let relative = file.strip_prefix(root).expect("under the root").to_str().expect("UTF-8").replace('\\', "/");
            written.push(relative);
        }
    }
    for expected in ["records.json", "replays/fifteen/relay+3x3,4x3/", "replays/mines/custom-2x2-3+safe/", "records.backup-", ".evf", ".csv"] {
        assert!(written.iter().any(|p| p.contains(expected)), "{expected} among {written:?}");
    }
    let problems = tree_problems(written.iter().map(String::as_str));
    assert!(problems.is_empty(), "{problems:?} among {written:?}");
    let now = tessera::records::now_local();
    for key in ["relay/3x3,4x4,5x5", "marathon/42/4x4", "custom-200x200-3000/no-guess", "a:b*c?", "con", "x. "] {
        let name = format!("{}.evf", file_stem(key, now));
        assert_eq!(name_problem(&name), None, "{key} -> {name}");
    }
}

/// A player with a long history: recording a game appends its one line to the records' log,
/// a few hundred bytes, and leaves the snapshot as it is; the next start reads it back. A start
/// with a log longer than a mebibyte folds it into a new snapshot (the store asks for it).
#[test]
fn a_recorded_game_appends_one_line_and_leaves_the_long_history_as_it_is() {
    let dir = tempfile::tempdir().expect("records dir");
    let mut history = tessera::records::Records::default();
    let first = mines_new_history_game();
    history.mines.entry("custom-2x2-3".into()).or_default().games = (0..20_000).map(|k| {
        let mut game = first.clone();
        game.at += chrono::Duration::minutes(k);
        game
    }).collect();
    tessera::records::store::Store::open(dir.path()).store.compact(&history).expect("the history");
    let snapshot = std::fs::read(dir.path().join("records.json")).expect("snapshot");
    let (app, webview) = app_in(dir.path());
    let log = webview.state::<AppState>().book().store().expect("a store").log_path();
    for played in 1..=3 {
        mines_new(&webview, 2, 2, 3, "");
        assert_eq!(reveal(&webview, 0, 0)["status"], "won");
        assert_eq!(webview.state::<AppState>().flush_records(), None);
        let bytes = std::fs::metadata(&log).expect("the log").len();
        assert!(bytes < played * 1_000, "{played} games: {bytes} bytes in the log");
        assert_eq!(std::fs::read(dir.path().join("records.json")).expect("snapshot"), snapshot, "the snapshot is not written");
    }
    drop((webview, app));
    let again = tessera::records::store::Store::open(dir.path());
    assert_eq!(again.records.mines["custom-2x2-3"].games.len(), 20_003);
    assert!(!again.store.wants_compaction());
}

/// A game as a long history holds it.
fn mines_new_history_game() -> tessera::records::mines::MinesGame {
    use chrono::TimeZone;
    tessera::records::mines::MinesGame {
        ending: tessera::records::mines::Ending::Won,
        at: chrono::FixedOffset::east_opt(0).expect("utc").with_ymd_and_hms(2025, 1, 1, 0, 0, 0).single().expect("date"),
        time_ms: 1_000, three_bv: 1, solved_three_bv: 1, clicks: 1, seed: Some(1), assisted: false, help: Default::default(),
        chosen_seed: false, proof: true, board: None, path: None, log: None,
        style: None,
        figures: None,
    }
}

/// Marks a file read-only, or clears the mark.
fn mark_read_only(file: &std::path::Path, read_only: bool) {
    let mut permissions = std::fs::metadata(file).expect("file").permissions();
    permissions.set_readonly(read_only);
    std::fs::set_permissions(file, permissions).expect("mark");
}

/// A game whose save failed stays in the journal until the records hold it: the disk as a
/// crash would leave it after the failure gives the game back on the next start, once; and
/// when saving works again the next save writes every game and the journal lets it go.
#[test]
fn a_game_whose_save_failed_is_kept_in_the_journal_until_the_records_hold_it() {
    let (app, webview, dir) = app();
    let state = app.state::<AppState>();
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 0, 0);
    assert_eq!(state.flush_records(), None);
    // Every write fails from now on: the player marked the records read-only.
    let file = dir.path().join("records.json");
    mark_read_only(&file, true);
    mines_new(&webview, 2, 2, 3, "");
    assert_eq!(reveal(&webview, 0, 0)["status"], "won");
    let failed = state.flush_records().expect("the save failed");
    assert!(failed.to_string().contains("marked read-only"), "{failed}");
    state.flush_journal();
    let journal: Value = serde_json::from_str(&std::fs::read_to_string(dir.path().join("journal.json")).expect("the journal stays")).expect("json");
    let unsaved = journal["unsaved"].as_array().expect("the unsaved game");
    assert_eq!((unsaved.len(), &unsaved[0]["op"]), (1, &json!("mines")), "{journal}");

    // The disk as a crash now would leave it, in another directory.
    let crash = tempfile::tempdir().expect("crash dir");
    for entry in std::fs::read_dir(dir.path()).expect("dir").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name == "journal.json" || name.starts_with("records.") && name != "records.lock" {
            std::fs::copy(entry.path(), crash.path().join(&name)).expect("copy");
        }
    }
    mark_read_only(&crash.path().join("records.json"), false);
    {
        let (again, webview) = app_in(crash.path());
        let notice = invoke(&webview, "records_notice", json!({})).expect("notice");
        assert!(notice.as_str().is_some_and(|n| n.contains("A game whose save had failed")), "{notice}");
        assert_eq!(records(&webview)["mines"][0]["stats"]["played"], 2);
        assert_eq!(again.state::<AppState>().flush_records(), None);
        again.state::<AppState>().flush_journal();
        assert!(!crash.path().join("journal.json").exists(), "let go once saved");
    }
    let recovered = tessera::records::store::Store::open(crash.path());
    assert_eq!(recovered.records.mines["custom-2x2-3"].games.len(), 2, "once, not twice");

    // Saving works again: the next save writes every game and the journal lets the lost one go.
    mark_read_only(&file, false);
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 0, 0);
    assert_eq!(state.flush_records(), None);
    state.flush_journal();
    assert!(!dir.path().join("journal.json").exists());
    assert_eq!(saved_records(&webview, dir.path())["records"]["mines"]["custom-2x2-3"]["games"].as_array().map(Vec::len), Some(3));
}

/// The proofs' files under `dir`, as paths relative to its replays folder.
fn proof_files(dir: &std::path::Path) -> Vec<String> {
    let replays = dir.join("replays");
    let mut files: Vec<String> = walk(&replays).iter().filter(|p| p.is_file()).map(|p| p.strip_prefix(&replays).expect("under").display().to_string()).collect();
    files.sort();
    files
}

/// A game is the same game by its table and moment: an export imported twice, once with a
/// field filled in since, adds its games once, reports the second copy as already there and
/// writes no proof for a game it did not add (the local one stays, even missing); undoing an
/// import leaves no proof of its games behind.
#[test]
fn an_import_knows_a_game_by_its_table_and_moment_and_leaves_no_proof_behind() {
    let (first, webview, _dir) = app();
    mines_new(&webview, 2, 2, 3, "");
    reveal(&webview, 1, 1);
    invoke(&webview, "fifteen_load", json!({ "text": "1 2 3/4 5 6/7 0 8" })).expect("typed state");
    send_moves(&webview, &[json!({ "kind": "tile", "dir": "left" })]);
    let out = tempfile::tempdir().expect("export dir");
    let exported = std::fs::read_to_string(export(&first.state::<AppState>(), Format::Json, out.path().to_path_buf()).expect("json").path).expect("file");

    let (second, fresh, dir) = app();
    let imported = invoke(&fresh, "records_import", json!({ "text": exported })).expect("import");
    assert_eq!((&imported["added"], &imported["already"]), (&json!(2), &json!(0)), "{imported}");
    assert_eq!(second.state::<AppState>().flush_records(), None);
    let proofs = proof_files(dir.path());
    assert_eq!(proofs.len(), 2, "{proofs:?}");
    // The same export again, its solve's optimal length filled in since: nothing added.
    let mut doc: Value = serde_json::from_str(&exported).expect("json");
    doc["records"]["fifteen"]["3x3"]["solves"][0]["optimal"] = json!(1);
    std::fs::remove_file(dir.path().join("replays").join(&proofs[0])).expect("a local proof gone");
    let again = invoke(&fresh, "records_import", json!({ "text": doc.to_string() })).expect("import");
    assert_eq!((&again["added"], &again["already"]), (&json!(0), &json!(2)), "{again}");
    assert_eq!(records(&fresh)["mines"][0]["stats"]["played"], 1);
    assert_eq!(records(&fresh)["fifteen"][0]["stats"]["totalSolves"], 1);
    assert_eq!(second.state::<AppState>().flush_records(), None);
    assert_eq!(proof_files(dir.path()), proofs[1..].to_vec(), "no proof written for a game not added");
    // The first import undone (the second added nothing, so it is the one Undo names).
    let undo = invoke(&fresh, "records_undo", json!({})).expect("undo");
    assert!(undo["mines"].as_array().is_some_and(Vec::is_empty), "{undo}");
    assert_eq!(second.state::<AppState>().flush_records(), None);
    assert_eq!(proof_files(dir.path()), Vec::<String>::new(), "the undone games' proofs are gone");
}

/// Records an earlier Tessera kept under its older name: the app moves them to its one place
/// before reading them, shows them, and tells the player where they went.
#[test]
fn records_from_an_earlier_place_are_moved_read_and_told() {
    let home = tempfile::tempdir().expect("a home");
    let old = home.path().join("tessera");
    let earlier = history::big_history(3);
    tessera::records::store::Store::open(&old).store.compact(&earlier).expect("an earlier Tessera's records");
    let new = home.path().join("org.tessera.puzzles").join("records");
    let place = tessera::records::place::move_from_old_place(&old, &new);
    let (_app, webview) = ipc::app_with(AppState::with_records_at(Some(place), None));
    let notice = invoke(&webview, "records_notice", json!({})).expect("notice");
    let notice = notice.as_str().expect("a notice");
    assert!(notice.starts_with("Your records were moved from ") && notice.contains(&new.display().to_string()), "{notice}");
    let view = invoke(&webview, "records_get", json!({})).expect("records");
    assert_eq!((view["mines"][0]["stats"]["played"].as_u64(), view["fifteen"][0]["stats"]["totalSolves"].as_u64()), (Some(3), Some(3)), "{view}");
    assert_eq!(view["path"], new.join("records.json").display().to_string());
    assert!(!old.exists());
}
