//! The app killed (SIGKILL; on Windows TerminateProcess) while its writer thread saves the
//! records loses nothing it had saved. In a test binary of its own, as `tests/records_log_kill.rs`
//! in the engine, whose kill harness it shares: the children run this same binary.

#[path = "../../tests/kill/mod.rs"]
mod kill;
mod ipc;

use ipc::{app_in, invoke};
use kill::{games_on_record, kill_while_saving, seed_history, this_test};
use serde_json::json;
use tauri::Manager;
use tessera_app::state::AppState;

/// Set in the child process: the records directory its app keeps.
const KILL_CHILD: &str = "TESSERA_APP_KILL_TEST_DIR";

/// An app that wins games through its commands, one to three between looks at the disk, and
/// says `saved N` each time its writer has saved all N, is killed a hundred times while the
/// writer encodes, writes, or flushes and renames a save.
#[test]
fn the_app_killed_while_saving_loses_no_saved_game() {
    if let Some(dir) = std::env::var_os(KILL_CHILD) {
        let dir = std::path::PathBuf::from(dir);
        let mut played = games_on_record(&dir);
        let (_app, webview) = app_in(&dir);
        let difficulty = json!({ "level": "custom", "width": 2, "height": 2, "mines": 3 });
        loop {
            for _ in 0..1 + played % 3 {
                invoke(&webview, "mines_new_game", json!({ "settings": { "difficulty": difficulty } })).expect("new game");
                let won = invoke(&webview, "mines_act", json!({ "action": { "kind": "reveal", "row": 0, "col": 0 } }));
                assert_eq!(won.expect("reveal")["status"], "won", "a 2x2 board with 3 mines is won by its first click");
                played += 1;
            }
            assert_eq!(webview.state::<AppState>().flush_records(), None);
            println!("saved {played}");
        }
    }
    let d = tempfile::tempdir().expect("temp dir");
    seed_history(d.path());
    kill_while_saving(d.path(), 100, || this_test("the_app_killed_while_saving_loses_no_saved_game", KILL_CHILD, d.path()));
}
