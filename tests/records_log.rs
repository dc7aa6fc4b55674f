//! The records store's log: each change appended as one line, read back on top of the
//! snapshot, folded into a new snapshot by a compaction; and what a crash or a damaged disk
//! leaves of it.

use tessera::records::notice::english;
use chrono::{FixedOffset, TimeZone};
use tessera::records::change::{Change, Kind};
use tessera::records::fifteen::{Solve, Source};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::store::{encode_change, Store};
use tessera::records::Records;
use std::path::Path;

fn game(minute: i64) -> MinesGame {
    MinesGame {
        ending: if minute % 2 == 0 { Ending::Won } else { Ending::Lost },
        at: FixedOffset::east_opt(3600).expect("offset").with_ymd_and_hms(2026, 2, 3, 4, 0, 0).single().expect("date")
            + chrono::Duration::minutes(minute),
        time_ms: 30_000 + minute as u64,
        three_bv: 30,
        solved_three_bv: 20,
        clicks: 40,
        seed: Some(minute as u64),
        assisted: false, help: Default::default(),
        chosen_seed: false,
        proof: true,
        board: None,
        path: None,
        log: None,
        style: None,
        figures: None,
    }
}

fn solve(minute: i64) -> Solve {
    Solve {
        at: game(minute).at, time_ms: Some(9_000), moves: 40, multi_moves: 20, scramble: "1 2 3/4 5 6/7 0 8".into(),
        source: Source::Random, assisted: false, help: Default::default(), optimal: None, splits: vec![], seed: Some(5), proof: true, log: None,
        controls: tessera::fifteen::Controls::NONE.with(tessera::fifteen::Control::Keyboard),
    }
}

/// Appends `changes` through `store` and applies them to `records`, as the app does.
fn record(store: &Store, records: &mut Records, changes: Vec<Change>) {
    let lines: Vec<String> = changes.iter().map(|c| encode_change(c).expect("encode")).collect();
    store.append(&lines).expect("append");
    for change in changes {
        records.apply(change);
    }
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir).expect("dir").flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

fn mixed_changes() -> Vec<Change> {
    let mut imported = Records::default();
    imported.record_mines("expert", game(50));
    imported.record_fifteen("4x4", solve(51));
    vec![
        Change::Mines { table: "beginner".into(), game: game(1) },
        Change::Fifteen { table: "3x3".into(), solve: solve(2) },
        Change::Optimal { table: "3x3".into(), scramble: "1 2 3/4 5 6/7 0 8".into(), optimal: 1 },
        Change::Mines { table: "beginner".into(), game: game(3) },
        Change::Withdraw { kind: Kind::Mines, table: "beginner".into(), at: game(3).at },
        Change::Merge { records: imported.clone() },
        Change::Reset { kind: Kind::Fifteen, table: "4x4".into() },
        Change::Remove { records: imported },
    ]
}

/// Every kind of change, appended one line at a time, reads back as the records it made, and a
/// compaction gives the same records from a snapshot alone, with an empty log beside it.
#[test]
fn every_change_appended_reads_back_and_a_compaction_keeps_them() {
    let d = tempfile::tempdir().expect("dir");
    let opened = Store::open(d.path());
    assert!(opened.store.wants_compaction(), "a new store starts with a snapshot");
    let mut records = opened.records;
    opened.store.compact(&records).expect("snapshot");
    for change in mixed_changes() {
        let before = std::fs::metadata(opened.store.log_path()).map_or(0, |m| m.len());
        record(&opened.store, &mut records, vec![change]);
        let after = std::fs::metadata(opened.store.log_path()).expect("log").len();
        assert!(after > before, "one line more");
    }
    assert_eq!(records.mines["beginner"].games, vec![game(1)]);
    assert_eq!(records.fifteen["3x3"].solves[0].optimal, Some(1));
    drop(opened.store);
    let again = Store::open(d.path());
    assert_eq!((&again.records, &again.notice), (&records, &Vec::new()));
    assert!(!again.store.wants_compaction(), "a short log stays");
    again.store.compact(&again.records).expect("compact");
    assert_eq!(names(d.path()), ["records.json", "records.lock"], "the old log is gone");
    record(&again.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(9) }]);
    assert_eq!(names(d.path()), ["records.2.log", "records.json", "records.lock"], "the second compaction's log");
    drop(again);
    assert_eq!(Store::open(d.path()).records, records);
}

/// Recording a game writes its one line, a few hundred bytes, however long the history: here
/// on a snapshot of 20,000 games the log grows by exactly the game's line.
#[test]
fn recording_a_game_writes_one_line_however_long_the_history() {
    let d = tempfile::tempdir().expect("dir");
    let mut history = Records::default();
    history.mines.entry("expert".into()).or_default().games = (0..20_000).map(game).collect();
    let opened = Store::open(d.path());
    opened.store.compact(&history).expect("snapshot");
    let snapshot = std::fs::metadata(opened.store.path()).expect("file").len();
    let line = encode_change(&Change::Mines { table: "expert".into(), game: game(20_001) }).expect("encode");
    record(&opened.store, &mut history, vec![Change::Mines { table: "expert".into(), game: game(20_001) }]);
    assert_eq!(std::fs::metadata(opened.store.log_path()).expect("log").len(), line.len() as u64 + 1);
    assert_eq!(std::fs::metadata(opened.store.path()).expect("file").len(), snapshot, "the snapshot is not written");
    assert!(line.len() < 1_000, "{} bytes", line.len());
}

/// A save killed in the middle of its line leaves a last line without its newline: it was never
/// acknowledged, so it is dropped, cut off the file, and the next line starts on its own.
#[test]
fn a_line_cut_short_is_dropped_and_the_next_starts_on_its_own() {
    let d = tempfile::tempdir().expect("dir");
    let opened = Store::open(d.path());
    let mut records = opened.records;
    opened.store.compact(&records).expect("snapshot");
    record(&opened.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(1) }]);
    let log = opened.store.log_path();
    drop(opened.store);
    let cut = encode_change(&Change::Mines { table: "beginner".into(), game: game(2) }).expect("encode");
    let mut file = std::fs::OpenOptions::new().append(true).open(&log).expect("log");
    std::io::Write::write_all(&mut file, &cut.as_bytes()[..cut.len() / 2]).expect("half a line");
    drop(file);
    let again = Store::open(d.path());
    assert_eq!((&again.records, &again.notice), (&records, &Vec::new()));
    record(&again.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(3) }]);
    drop(again);
    let last = Store::open(d.path());
    assert_eq!((&last.records, &last.notice), (&records, &Vec::new()));
    assert_eq!(records.mines["beginner"].games.len(), 2);
}

/// A damaged line before the end (a disk error, an edit by hand): the changes before it are
/// kept, the log is moved aside whole where the player is told, and a compaction is asked
/// for so that the snapshot holds what was kept. A second window reads the same, is told,
/// and moves nothing.
#[test]
fn a_damaged_line_keeps_the_changes_before_it_and_moves_the_log_aside() {
    let d = tempfile::tempdir().expect("dir");
    let opened = Store::open(d.path());
    let mut records = opened.records;
    opened.store.compact(&records).expect("snapshot");
    record(&opened.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(1) }]);
    let kept = records.clone();
    record(&opened.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(2) }]);
    let log = opened.store.log_path();
    let text = std::fs::read_to_string(&log).expect("log");
    let damaged = text.replacen("\n{", "\n{\"op\":\"sabotage\",", 1);
    std::fs::write(&log, &damaged).expect("damage");
    // While the first window still holds the records, a second reads them.
    let second = Store::open(d.path());
    assert_eq!(second.records, kept);
    assert!(english(&second.notice).as_deref().is_some_and(|n| n.contains("damaged at line 2")), "{:?}", second.notice);
    assert_eq!(std::fs::read_to_string(&log).expect("log"), damaged, "a second window moves nothing");
    drop((opened.store, second));
    let first = Store::open(d.path());
    assert_eq!(first.records, kept);
    let notice = english(&first.notice).expect("told");
    assert!(notice.contains("damaged at line 2") && notice.contains("moved to"), "{notice}");
    assert!(first.store.wants_compaction());
    let aside: Vec<String> = names(d.path()).into_iter().filter(|n| n.contains(".corrupt-")).collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(std::fs::read_to_string(d.path().join(&aside[0])).expect("aside"), damaged, "moved whole");
    first.store.compact(&first.records).expect("compact");
    drop(first.store);
    assert_eq!(Store::open(d.path()).records, kept);
}

/// A compaction killed after its snapshot was renamed in but before the old log was removed:
/// the snapshot already holds the log's changes and names the next log, so the old one is not
/// read again (no game twice) and is removed at the next start.
#[test]
fn a_compaction_killed_before_it_removed_the_old_log_counts_nothing_twice() {
    let d = tempfile::tempdir().expect("dir");
    let opened = Store::open(d.path());
    let mut records = opened.records;
    opened.store.compact(&records).expect("snapshot");
    record(&opened.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(1) }]);
    let old_log = opened.store.log_path();
    let old = std::fs::read(&old_log).expect("log");
    opened.store.compact(&records).expect("compact");
    std::fs::write(&old_log, old).expect("as if never removed");
    drop(opened.store);
    let again = Store::open(d.path());
    assert_eq!(again.records, records);
    assert_eq!(again.records.mines["beginner"].games.len(), 1);
    assert!(!old_log.exists(), "the leftover log is removed");
}

/// A records file of schema 2 (before the log) reads as it was and asks for a compaction, which
/// writes schema 3; an older Tessera then opens the records read-only, so it never writes over
/// games of a log it does not know.
#[test]
fn a_file_from_before_the_log_is_read_and_rewritten_as_a_snapshot() {
    let d = tempfile::tempdir().expect("dir");
    let mut records = Records::default();
    records.record_mines("expert", game(4));
    std::fs::write(d.path().join("records.json"), tessera::records::document::encode(&records).expect("encode")).expect("v2");
    let opened = Store::open(d.path());
    assert_eq!((&opened.records, &opened.notice), (&records, &Vec::new()));
    assert!(opened.store.wants_compaction());
    opened.store.compact(&opened.records).expect("compact");
    let text = std::fs::read_to_string(opened.store.path()).expect("file");
    assert!(text.starts_with("{\"schema\":3,\"log\":1,"), "{}", &text[..40]);
    match tessera::records::document::decode(text.as_bytes()) {
        Ok(tessera::records::document::Decoded::Current(read)) => assert_eq!(read, records, "an import of the file reads its snapshot"),
        _ => panic!("not read as records"),
    }
}

/// A long log is folded at the next start: the store asks for a compaction once its log is
/// past a mebibyte (or a quarter of the snapshot).
#[test]
fn a_long_log_asks_for_a_compaction() {
    let d = tempfile::tempdir().expect("dir");
    let opened = Store::open(d.path());
    let mut records = opened.records;
    opened.store.compact(&records).expect("snapshot");
    let changes: Vec<Change> = (0..10_000).map(|m| Change::Mines { table: "beginner".into(), game: game(m) }).collect();
    record(&opened.store, &mut records, changes);
    assert!(std::fs::metadata(opened.store.log_path()).expect("log").len() > 1 << 20);
    drop(opened.store);
    let again = Store::open(d.path());
    assert_eq!(again.records, records);
    assert!(again.store.wants_compaction());
}

/// A second window reads the first one's log as far as it is written, and appends nothing.
#[test]
fn a_second_window_reads_the_log_and_appends_nothing() {
    let d = tempfile::tempdir().expect("dir");
    let first = Store::open(d.path());
    let mut records = first.records;
    first.store.compact(&records).expect("snapshot");
    record(&first.store, &mut records, vec![Change::Mines { table: "beginner".into(), game: game(1) }]);
    let second = Store::open(d.path());
    assert_eq!(second.records, records);
    assert!(!second.store.wants_compaction());
    let line = encode_change(&Change::Mines { table: "beginner".into(), game: game(2) }).expect("encode");
    let err = second.store.append(&[line]).unwrap_err();
    assert!(err.to_string().contains("another Tessera window"), "{err}");
    drop((first.store, second));
    assert_eq!(Store::open(d.path()).records, records);
}
