//! Saves killed (SIGKILL; on Windows TerminateProcess) at any point lose nothing saved before.
//! In a test binary of its own: the child processes it starts run this binary, and on Unix a
//! child forked while another test in the same process held the records lock would hold that
//! lock too until it starts anew.

mod kill;

use kill::{game, kill_while_saving, seed_history, this_test, TABLE};
use tessera::records::store::Store;

/// Set in the child process of the kill test: the records directory it saves into.
const KILL_CHILD: &str = "TESSERA_KILL_TEST_DIR";

/// A process that records a game and saves, again and again, saying `saved N` after each save
/// that returned (N games in the file), is killed with SIGKILL a hundred times while a save
/// encodes, writes, or flushes and renames. Each time the file opens cleanly, holds every game
/// acknowledged before the kill, and no half-written save is left beside it.
#[test]
fn a_save_killed_at_any_point_loses_nothing_saved_before() {
    if let Some(dir) = std::env::var_os(KILL_CHILD) {
        let opened = Store::open(std::path::Path::new(&dir));
        let mut records = opened.records;
        let mut minute = records.mines.get(TABLE).map_or(0, |t| t.games.len());
        loop {
            minute += 1;
            records.record_mines(TABLE, game(minute));
            opened.store.save(&records).expect("save");
            println!("saved {}", records.mines[TABLE].games.len());
        }
    }
    let d = tempfile::tempdir().expect("temp dir");
    seed_history(d.path());
    kill_while_saving(d.path(), 100, || this_test("a_save_killed_at_any_point_loses_nothing_saved_before", KILL_CHILD, d.path()));
}
