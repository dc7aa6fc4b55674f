//! Appends and compactions killed (SIGKILL; on Windows TerminateProcess) at any point lose
//! nothing acknowledged before. In a test binary of its own, as `app_kill.rs` in the app: its
//! children run this binary.

mod kill;

use kill::{game, kill_while_saving, seed_history, this_test, TABLE};
use tessera::records::change::Change;
use tessera::records::store::{encode_change, Store};

/// Set in the child process: the records directory it records into.
const KILL_CHILD: &str = "TESSERA_LOG_KILL_TEST_DIR";

/// A process that records games one line at a time, and folds the log into a new snapshot
/// after every fifth, saying `saved N` after each append or compaction that returned, is
/// killed a hundred times while a line or a snapshot is written or flushed. Each time the
/// records open cleanly with every game acknowledged, and no half-written save beside them.
#[test]
fn an_append_or_a_compaction_killed_at_any_point_loses_nothing_acknowledged() {
    if let Some(dir) = std::env::var_os(KILL_CHILD) {
        let opened = Store::open(std::path::Path::new(&dir));
        let mut records = opened.records;
        let mut minute = records.mines.get(TABLE).map_or(0, |t| t.games.len());
        loop {
            minute += 1;
            let change = Change::Mines { table: TABLE.into(), game: game(minute) };
            opened.store.append(&[encode_change(&change).expect("encode")]).expect("append");
            records.apply(change);
            if minute.is_multiple_of(5) {
                opened.store.compact(&records).expect("compact");
            }
            println!("saved {}", records.mines[TABLE].games.len());
        }
    }
    let d = tempfile::tempdir().expect("temp dir");
    seed_history(d.path());
    kill_while_saving(d.path(), 100, || this_test("an_append_or_a_compaction_killed_at_any_point_loses_nothing_acknowledged", KILL_CHILD, d.path()));
}
