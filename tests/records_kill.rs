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
/// that returned (N games in the file), is killed with SIGKILL a hundred times at points spread
/// over a save. Each time the
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
        let wanted = 2 + round % 3;
        let mut seen = 0;
        let mut answers = Vec::new();
        while seen < wanted {
            let line = lines.next().expect("the child runs").expect("a line");
            if let Some(n) = line.strip_prefix("saved ") {
                acknowledged = n.parse().expect("a count");
                answers.push(std::time::Instant::now());
                seen += 1;
            }
        }
        // The kill's moment: spread over one save's length (the time between the last two
        // answers), so it lands in the encoding, the writing, the flush or the rename.
        let save = answers[answers.len() - 1] - answers[answers.len() - 2];
        std::thread::sleep(save.mul_f64(f64::from((round * 37) % 100) / 100.0));
        child.kill().expect("SIGKILL");
        child.wait().expect("reaped");
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
