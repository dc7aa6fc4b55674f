//! Saves killed with SIGKILL at any point lose nothing saved before. In a test binary of its
//! own: the child processes it starts are forks of it, and a fork made while another test in
//! the same process held the records lock would hold that lock too until it starts anew.

use chrono::{FixedOffset, TimeZone};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::store::Store;
use tessera::records::Records;

/// Set in the child process of the kill test: the records directory it saves into.
const KILL_CHILD: &str = "TESSERA_KILL_TEST_DIR";

/// A process that records a game and saves, again and again, saying `saved N` after each save
/// that returned (N games in the file), is killed with SIGKILL a hundred times while a save
/// encodes, writes, or flushes and renames. Each time the
/// file opens cleanly, holds every game acknowledged before the kill, and no half-written
/// save is left beside it.
#[cfg(unix)]
#[test]
fn a_save_killed_at_any_point_loses_nothing_saved_before() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    if let Some(dir) = std::env::var_os(KILL_CHILD) {
        let opened = Store::open(std::path::Path::new(&dir));
        let mut records = opened.records;
        let mut minute = records.mines.get("expert").map_or(0, |t| t.games.len() as i64);
        loop {
            minute += 1;
            records.record_mines("expert", game(minute));
            opened.store.save(&records).expect("save");
            println!("saved {}", records.mines["expert"].games.len());
        }
    }
    let d = tempfile::tempdir().expect("temp dir");
    // A history big enough that a save takes a while (a few megabytes).
    let mut records = Records::default();
    records.mines.entry("expert".into()).or_default().games = (0..20_000).map(game).collect();
    Store::open(d.path()).store.save(&records).expect("first save");
    let mut acknowledged = 20_000;
    for round in 0..100 {
        let mut child = Command::new(std::env::current_exe().expect("test binary"))
            .args(["--exact", "a_save_killed_at_any_point_loses_nothing_saved_before", "--nocapture"])
            .env(KILL_CHILD, d.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("child");
        let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let mut read_answer = |acknowledged: &mut usize| -> bool {
            let Some(line) = lines.next() else { return false };
            if let Some(n) = line.expect("a line").strip_prefix("saved ") {
                *acknowledged = n.parse().expect("a count");
            }
            true
        };
        // The child is saving once it has answered.
        assert!(read_answer(&mut acknowledged), "round {round}: the child runs");
        // The kill's moment, by round: right after an answer (the next save is encoding), once
        // the next save's file exists (it is being written), once that file is complete (it
        // is being flushed or renamed). A moment missed for 2 s is taken as it comes.
        let path = d.path().join("records.json");
        let saving = |complete: bool| {
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            std::fs::read_dir(d.path()).into_iter().flatten().flatten().any(|e| {
                e.file_name().to_string_lossy().starts_with(".records.json.saving-")
                    && (!complete || e.metadata().is_ok_and(|m| m.len() >= size))
            })
        };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(2);
        match round % 3 {
            0 => {}
            phase => {
                while !saving(phase == 2) && std::time::Instant::now() < deadline {
                    std::thread::yield_now();
                }
            }
        }
        child.kill().expect("SIGKILL");
        child.wait().expect("reaped");
        // Every answer the child gave before it died counts.
        while read_answer(&mut acknowledged) {}
        let opened = Store::open(d.path());
        assert!(opened.notice.is_none(), "round {round}: {:?}", opened.notice);
        let games = opened.records.mines["expert"].games.len();
        assert!(games >= acknowledged, "round {round}: {games} games in the file, {acknowledged} acknowledged");
        let leftovers: Vec<String> = std::fs::read_dir(d.path())
            .expect("dir")
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("saving"))
            .collect();
        assert!(leftovers.is_empty(), "round {round}: {leftovers:?}");
    }
}

fn game(minute: i64) -> MinesGame {
    MinesGame {
        ending: if minute % 3 == 0 { Ending::Won } else { Ending::Lost },
        at: FixedOffset::east_opt(0).expect("utc").with_ymd_and_hms(2026, 1, 1, 0, 0, 0).single().expect("date") + chrono::Duration::minutes(minute),
        time_ms: 40_000 + (minute as u64 % 977) * 31,
        three_bv: 120,
        solved_three_bv: 80,
        clicks: 160,
        seed: Some(minute as u64),
        assisted: false,
        chosen_seed: false,
    }
}
