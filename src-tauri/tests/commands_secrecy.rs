//! Nothing the app writes tells a covered cell or a coming scramble while a counted game or run
//! is played: every file under the data directory is read during the game and searched for
//! its seed (in decimal and hexadecimal, as any of the app's files would write it) and its
//! mines (as the records' board text, and as a row-by-row picture), or a blind leg's scramble.
//! A game the player knows (a seed typed) is kept whole, so that it replays after a crash.

mod ipc;

use ipc::{app, invoke, send_moves};
use serde_json::json;
use tauri::Manager;
use tessera::records::log::encode_board;
use tessera_app::state::AppState;

/// Every file under `dir`, each as its path and its bytes read as text (lossily).
fn every_file(dir: &std::path::Path) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(at) = todo.pop() {
        for entry in std::fs::read_dir(&at).expect("a directory").flatten() {
            let path = entry.path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let bytes = std::fs::read(&path).expect("a file");
                out.push((path.display().to_string(), String::from_utf8_lossy(&bytes).to_lowercase()));
            }
        }
    }
    out
}

/// The first file (with a few characters around it) that holds any of `secrets`.
fn told(dir: &std::path::Path, secrets: &[String]) -> Option<String> {
    every_file(dir).into_iter().find_map(|(path, text)| {
        secrets.iter().find(|s| text.contains(&s.to_lowercase())).map(|s| format!("{path} holds {s:?}"))
    })
}

fn seed_texts(seed: u64) -> Vec<String> {
    vec![seed.to_string(), format!("{seed:x}"), format!("{seed:016x}")]
}

/// The mines as each of the app's texts would write them: the board text's digits, and rows
/// of `*` and `.`.
fn layout_texts(layout: &tessera::minesweeper::Layout) -> Vec<String> {
    let board = encode_board(layout);
    let digits = board.split_once(':').map(|(_, d)| d.to_string()).unwrap_or_default();
    let dims = layout.spec().dims();
    let rows: Vec<String> = (0..dims.height())
        .map(|r| (0..dims.width()).map(|c| if layout.is_mine((r * dims.width() + c) as usize) { '*' } else { '.' }).collect())
        .collect();
    vec![digits, rows.join("\n"), rows.join("")]
}

#[test]
fn a_counted_minesweeper_game_leaves_neither_its_seed_nor_its_mines_on_disk() {
    let (app, webview, dir) = app();
    let expert = json!({ "level": "expert" });
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": expert, "seed": "" } })).expect("new game");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 8, "col": 15 } })).expect("first click");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "flag", "row": 0, "col": 0 } })).expect("a flag");
    invoke(&webview, "settings_save", json!({ "settings": { "theme": "dark" } })).expect("settings");
    let state = app.state::<AppState>();
    state.flush_journal();
    assert!(state.flush_records().is_none());
    let (seed, layout) = {
        let session = state.mines();
        assert_eq!(session.game.status(), tessera::minesweeper::Status::Playing);
        (session.game.seed().expect("a seed"), session.game.layout().expect("dealt").clone())
    };
    assert!(dir.path().join("journal-mines.txt").is_file(), "the game is journaled");
    let secrets: Vec<String> = seed_texts(seed).into_iter().chain(layout_texts(&layout)).collect();
    assert_eq!(told(dir.path(), &secrets), None);
}

#[test]
fn a_counted_practice_run_leaves_no_seed_and_a_blind_leg_no_scramble_on_disk() {
    let (app, webview, dir) = app();
    let size = |w: u32, h: u32| json!({ "width": w, "height": h });
    let snap = invoke(&webview, "fifteen_practice", json!({ "request": { "kind": "blind", "size": size(4, 4) } })).expect("blind");
    let state = app.state::<AppState>();
    let scramble = state.fifteen().game().scramble().state_string();
    let moved = ["left", "right", "up", "down"].iter().any(|d| send_moves(&webview, &[json!({ "kind": "tile", "dir": d })])["refused"] == 0);
    assert!(moved && snap["run"]["blind"] == true, "a blind leg under way");
    state.flush_journal();
    let seed = state.fifteen().practice().expect("a run").seed();
    assert!(dir.path().join("journal-fifteen.txt").is_file(), "the run is journaled");
    let secrets: Vec<String> = seed_texts(seed).into_iter().chain([scramble]).collect();
    assert_eq!(told(dir.path(), &secrets), None);
}

#[test]
fn a_game_on_a_seed_the_player_typed_is_journaled_whole() {
    let (app, webview, dir) = app();
    let custom = json!({ "level": "custom", "width": 9, "height": 9, "mines": 10 });
    invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": custom, "seed": "4242" } })).expect("new game");
    invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 4, "col": 4 } })).expect("first click");
    let state = app.state::<AppState>();
    state.flush_journal();
    let layout = state.mines().game.layout().expect("dealt").clone();
    let journal = std::fs::read_to_string(dir.path().join("journal-mines.txt")).expect("the journal");
    assert!(journal.contains(&encode_board(&layout)) && journal.contains("4242"), "{journal}");
}
