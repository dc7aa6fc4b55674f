//! Killing a saving process with SIGKILL at points spread over its saves, for the engine's
//! store (`tests/records_log_kill.rs`: appends and compactions) and the app's writer thread (`src-tauri/tests/app_kill.rs`).
//!
//! The child saves again and again into one records directory and prints `saved N` each time
//! N games of `TABLE` are surely on disk. After every kill the file must open cleanly, hold at
//! least every game acknowledged before the kill, and have no half-written save beside it.

use chrono::{FixedOffset, TimeZone};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::store::Store;
use tessera::records::Records;

/// The table every game of these tests goes to.
pub const TABLE: &str = "custom-2x2-3";

/// A history big enough that a save takes a while (a few megabytes), saved in `dir`; its size.
pub fn seed_history(dir: &Path) -> usize {
    let mut records = Records::default();
    records.mines.entry(TABLE.into()).or_default().games = (0..20_000).map(game).collect();
    Store::open(dir).store.compact(&records).expect("first save");
    20_000
}

/// Games on record in `TABLE` in the file in `dir`, once it has opened cleanly.
pub fn games_on_record(dir: &Path) -> usize {
    let opened = Store::open(dir);
    assert!(opened.notice.is_empty(), "the file opens cleanly: {:?}", opened.notice);
    opened.records.mines.get(TABLE).map_or(0, |t| t.games.len())
}

/// Starts `child` (which saves into `dir` and prints `saved N`) `rounds` times and kills it
/// each time with SIGKILL: right after an answer (the next save is being prepared), once the
/// next save's file exists or the log has changed (it is being written), or once that file is
/// complete or the log has changed (it is being flushed or renamed). A moment missed for 2 s
/// is taken as it comes.
pub fn kill_while_saving(dir: &Path, rounds: usize, mut child: impl FnMut() -> Command) {
    let mut acknowledged = games_on_record(dir);
    for round in 0..rounds {
        // The child's stderr comes through: a child that dies while it starts (Wine once
        // ended one with Windows error 1359 before it ran) then says why in the test's output.
        let mut process = child().stdout(Stdio::piped()).stderr(Stdio::inherit()).spawn().unwrap_or_else(|e| panic!("round {round}: the child did not start: {e}"));
        let mut lines = BufReader::new(process.stdout.take().expect("stdout")).lines();
        let mut read_answer = |acknowledged: &mut usize| -> bool {
            let Some(line) = lines.next() else { return false };
            if let Some(n) = line.expect("a line").strip_prefix("saved ") {
                *acknowledged = n.parse().expect("a count");
            }
            true
        };
        // The child is saving once it has answered.
        assert!(read_answer(&mut acknowledged), "round {round}: the child runs");
        let path = dir.join("records.json");
        // The log's length when the child answered: once it changes, a line is being written
        // or flushed.
        let logs = || -> u64 {
            let entries = std::fs::read_dir(dir).into_iter().flatten().flatten();
            entries.filter(|e| e.file_name().to_string_lossy().ends_with(".log")).filter_map(|e| e.metadata().ok()).map(|m| m.len()).sum()
        };
        let answered = logs();
        let saving = |complete: bool| {
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            logs() != answered
                || std::fs::read_dir(dir).into_iter().flatten().flatten().any(|e| {
                    e.file_name().to_string_lossy().starts_with(".records.json.saving-")
                        && (!complete || e.metadata().is_ok_and(|m| m.len() >= size))
                })
        };
        let deadline = Instant::now() + Duration::from_secs(2);
        match round % 3 {
            0 => {}
            phase => {
                while !saving(phase == 2) && Instant::now() < deadline {
                    std::thread::yield_now();
                }
            }
        }
        process.kill().expect("SIGKILL");
        process.wait().expect("reaped");
        // Every answer the child gave before it died counts.
        while read_answer(&mut acknowledged) {}
        let games = games_on_record(dir);
        assert!(games >= acknowledged, "round {round}: {games} games in the file, {acknowledged} acknowledged");
        let leftovers: Vec<String> = std::fs::read_dir(dir)
            .expect("dir")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("saving"))
            .collect();
        assert!(leftovers.is_empty(), "round {round}: {leftovers:?}");
    }
}

/// A recorded game, the `minute`th of the history.
pub fn game(minute: usize) -> MinesGame {
    let minute = minute as i64;
    MinesGame {
        ending: if minute % 3 == 0 { Ending::Won } else { Ending::Lost },
        at: FixedOffset::east_opt(0).expect("utc").with_ymd_and_hms(2026, 1, 1, 0, 0, 0).single().expect("date")
            + chrono::Duration::minutes(minute),
        time_ms: 40_000 + (minute as u64 % 977) * 31,
        three_bv: 120,
        solved_three_bv: 80,
        clicks: 160,
        seed: Some(minute as u64),
        assisted: false, help: Default::default(),
        chosen_seed: false,
        board: None,
        path: None,
        proof: false,
        log: None,
        style: None,
        figures: None,
    }
}

/// This test binary run again as a child for the test `name` alone, with `var` naming the
/// records directory `dir` it saves into (the test, finding it set, is the child).
pub fn this_test(name: &str, var: &str, dir: &Path) -> Command {
    let mut child = Command::new(std::env::current_exe().expect("test binary"));
    child.args(["--exact", name, "--nocapture"]).env(var, dir);
    child
}
