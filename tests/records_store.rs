//! The records file under faults: truncated, random bytes, empty, newer schema, older schema,
//! a directory that cannot be written, a write interrupted before its rename, two instances.
//! Each ends with a clear message and no record lost.

use tessera::records::notice::english;
use chrono::{FixedOffset, TimeZone};
use proptest::prelude::*;
use tessera::assist::{Assist, Assists};
use tessera::records::fifteen::{Solve, Source};
use tessera::records::mines::{Ending, MinesGame};
use tessera::records::document::encode;
use tessera::records::store::Store;
use tessera::records::Records;

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

fn sample() -> Records {
    let at = FixedOffset::east_opt(-5 * 3600).expect("offset").with_ymd_and_hms(2026, 1, 2, 3, 4, 5).single().expect("date");
    let mut r = Records::default();
    r.record_mines("expert", MinesGame {
        ending: Ending::Won, at, time_ms: 87_412, three_bv: 180, solved_three_bv: 180, clicks: 200, seed: Some(7), assisted: false, help: Default::default(),
        chosen_seed: true, proof: true, board: Some("3x2:21".into()), path: None, log: Some("r0:0 f5:120".into()),
        style: None,
        figures: None,
    });
    r.record_fifteen("4x4", Solve {
        at, time_ms: Some(9_812), moves: 50, multi_moves: 30, scramble: "1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15".into(),
        source: Source::Random, assisted: false, help: Default::default(), optimal: Some(44), splits: vec![], seed: Some(3), proof: true, log: Some("L:0 U:80".into()),
        controls: tessera::fifteen::Controls::NONE.with(tessera::fifteen::Control::Click).with(tessera::fifteen::Control::Keyboard),
    });
    r
}

fn saved(dir: &std::path::Path, records: &Records) {
    let opened = Store::open(dir);
    opened.store.compact(records).expect("save");
}

#[test]
fn records_survive_a_save_and_a_reopen() {
    let d = dir();
    saved(d.path(), &sample());
    let again = Store::open(d.path());
    assert_eq!(again.records, sample());
    assert!(again.notice.is_empty());
    let text = std::fs::read_to_string(d.path().join("records.json")).expect("file");
    assert!(text.starts_with("{\"schema\":3,"), "the file carries its schema first: {}", &text[..40.min(text.len())]);
}

/// A damaged file is moved aside whole, the app starts empty and says where the file went.
fn check_moved_aside(content: &[u8]) {
    let d = dir();
    std::fs::write(d.path().join("records.json"), content).expect("write");
    let opened = Store::open(d.path());
    assert_eq!(opened.records, Records::default());
    let notice = english(&opened.notice).expect("a message for the player");
    let aside: Vec<_> = std::fs::read_dir(d.path())
        .expect("dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("records.corrupt-")))
        .collect();
    assert_eq!(aside.len(), 1, "moved aside once");
    assert!(notice.contains(&aside[0].display().to_string()), "{notice}");
    assert_eq!(std::fs::read(&aside[0]).expect("aside"), content, "kept byte for byte");
    assert!(opened.store.read_only().is_none());
    opened.store.compact(&sample()).expect("new records can be saved");
}

#[test]
fn a_truncated_file_is_moved_aside() {
    let full = encode(&sample()).expect("encode");
    check_moved_aside(&full.as_bytes()[..full.len() / 2]);
}

#[test]
fn random_bytes_are_moved_aside() {
    let bytes: Vec<u8> = (0..500u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect();
    check_moved_aside(&bytes);
}

#[test]
fn an_empty_file_is_moved_aside() {
    check_moved_aside(b"");
}

#[test]
fn a_wrong_shape_is_moved_aside() {
    check_moved_aside(br#"{"schema": 2, "records": {"mines": 5}}"#);
}

#[test]
fn another_json_object_is_not_taken_for_empty_records() {
    // Without a schema, only a records object (mines and fifteen tables) is read; anything
    // else (another program's file, an empty object) is moved aside, not overwritten.
    check_moved_aside(br#"{"theme": "dark", "volume": 3}"#);
    check_moved_aside(b"{}");
    check_moved_aside(br#"{"mines": {}, "extra": 1}"#);
}

#[test]
fn a_records_object_from_before_schemas_is_migrated() {
    let d = dir();
    let old = serde_json::to_string(&sample()).expect("json");
    std::fs::write(d.path().join("records.json"), &old).expect("write");
    let opened = Store::open(d.path());
    assert_eq!(opened.records, sample());
    assert!(english(&opened.notice).expect("message").contains("upgraded from schema 0"));
}

/// A file of schema 1 (before replays): every game keeps its place, none has a replay, and
/// the next save writes schema 2.
#[test]
fn a_file_from_before_replays_is_migrated_and_its_games_have_no_replay() {
    let d = dir();
    let v1 = r#"{"schema":1,"records":{"mines":{"expert":{"games":[{"ending":"won","at":"2026-01-02T03:04:05-05:00","timeMs":87412,"threeBv":180,"solvedThreeBv":180,"clicks":200,"seed":7}]}},"fifteen":{"4x4":{"solves":[{"at":"2026-01-02T03:04:05-05:00","timeMs":9812,"moves":50,"multiMoves":30,"scramble":"1 2 3 4/5 6 7 8/9 10 11 12/13 14 0 15","source":"random"}]}}}}"#;
    std::fs::write(d.path().join("records.json"), v1).expect("write");
    let opened = Store::open(d.path());
    assert!(english(&opened.notice).as_deref().expect("message").contains("upgraded from schema 1 to 2"), "{:?}", opened.notice);
    let game = &opened.records.mines["expert"].games[0];
    let solve = &opened.records.fifteen["4x4"].solves[0];
    assert_eq!((game.time_ms, game.seed, solve.time_ms), (87_412, Some(7), Some(9_812)));
    assert_eq!((&game.board, &game.log, &solve.log, solve.seed), (&None, &None, &None, None), "no replay");
    assert_eq!(tessera::records::replay::check_mines("expert", game), Err(tessera::records::replay::ReplayError::NoLog));
    opened.store.compact(&opened.records).expect("save");
    drop(opened.store);
    let text = std::fs::read_to_string(d.path().join("records.json")).expect("file");
    assert!(text.starts_with("{\"schema\":3,"), "{}", &text[..40]);
    let again = Store::open(d.path());
    assert_eq!((again.records, again.notice), (opened.records, Vec::new()));
}

#[test]
fn a_newer_file_is_opened_read_only_and_left_untouched() {
    let d = dir();
    let newer = encode(&sample()).expect("encode").replace("\"schema\":2", "\"schema\":9");
    std::fs::write(d.path().join("records.json"), &newer).expect("write");
    let opened = Store::open(d.path());
    assert_eq!(opened.records, sample(), "what this version understands is shown");
    assert!(english(&opened.notice).expect("message").contains("newer Tessera (schema 9)"));
    let err = opened.store.compact(&Records::default()).unwrap_err();
    assert!(err.to_string().starts_with("records are read-only"), "{err}");
    assert_eq!(std::fs::read_to_string(d.path().join("records.json")).expect("file"), newer);
}

#[test]
fn an_older_file_is_migrated() {
    let d = dir();
    let old = serde_json::to_string(&sample()).expect("json");
    std::fs::write(d.path().join("records.json"), old).expect("write");
    let opened = Store::open(d.path());
    assert_eq!(opened.records, sample());
    assert!(english(&opened.notice).expect("message").contains("upgraded from schema 0"));
    opened.store.compact(&opened.records).expect("save");
    drop(opened.store);
    let again = Store::open(d.path());
    assert_eq!((again.records, again.notice), (sample(), Vec::new()));
}

/// The directory goes away under a running app, and a file takes its place: nothing can be
/// created there. (Permissions would not stop the root user that CI runs as.) On Windows the
/// open lock file keeps the directory from going away at all: its counterpart below.
#[cfg(unix)]
#[test]
fn a_directory_that_cannot_be_written_gives_a_clear_error_and_keeps_the_file() {
    let d = dir();
    saved(d.path(), &sample());
    let gone = d.path().join("gone");
    let opened = Store::open(&gone);
    std::fs::remove_dir_all(&gone).expect("remove");
    std::fs::write(&gone, b"x").expect("file");
    let err = opened.store.compact(&sample()).unwrap_err();
    assert!(err.to_string().starts_with(&format!("could not save records in {}", gone.display())), "{err}");
    // And the real records are untouched by any of it.
    assert_eq!(Store::open(d.path()).records, sample());
}

/// Windows' counterpart: the records directory of a running app cannot be removed (its lock
/// file is open), and can once the app is gone.
#[cfg(windows)]
#[test]
fn a_directory_that_cannot_be_written_gives_a_clear_error_and_keeps_the_file() {
    let d = dir();
    saved(d.path(), &sample());
    let held = d.path().join("held");
    let opened = Store::open(&held);
    assert!(std::fs::remove_dir_all(&held).is_err(), "the directory of an open store is held");
    opened.store.compact(&sample()).expect("the store still saves");
    drop(opened);
    std::fs::remove_dir_all(&held).expect("removed once the store is closed");
    assert_eq!(Store::open(d.path()).records, sample());
}

/// On every system: a directory in the records file's place makes a save fail with the
/// directory named, leaving nothing half-written; records opened under a file are read-only
/// and say why.
#[test]
fn a_save_that_cannot_replace_the_file_says_where_and_leaves_nothing_behind() {
    let d = dir();
    let opened = Store::open(d.path());
    std::fs::create_dir(d.path().join("records.json")).expect("a directory where the file goes");
    let err = opened.store.compact(&sample()).unwrap_err();
    assert!(err.to_string().starts_with(&format!("could not save records in {}", d.path().display())), "{err}");
    let left: Vec<_> = std::fs::read_dir(d.path()).expect("dir").flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    assert!(left.iter().all(|n| !n.contains("saving")), "{left:?}");
    let file = d.path().join("a-file");
    std::fs::write(&file, b"x").expect("file");
    let blocked = Store::open(&file.join("records"));
    let notice = english(&blocked.notice).expect("message");
    assert!(notice.starts_with("Records are read-only: ") && notice.contains("cannot be created"), "{notice}");
    assert!(blocked.store.compact(&sample()).is_err());
}

#[test]
fn a_write_interrupted_before_its_rename_loses_nothing() {
    let d = dir();
    saved(d.path(), &sample());
    // What a crash between writing the temporary file and renaming it leaves behind.
    std::fs::write(d.path().join(".tmpAbC123"), &encode(&Records::default()).expect("encode")[..10]).expect("stray");
    let opened = Store::open(d.path());
    assert_eq!(opened.records, sample());
    assert!(opened.notice.is_empty());
}

#[test]
fn a_second_instance_opens_read_only_and_never_writes() {
    let d = dir();
    saved(d.path(), &sample());
    let first = Store::open(d.path());
    let second = Store::open(d.path());
    assert!(first.store.read_only().is_none());
    assert!(second.store.read_only().is_some());
    assert!(english(&second.notice).as_deref().expect("message").contains("another Tessera window"));
    assert!(second.store.compact(&Records::default()).is_err());
    let mut more = sample();
    more.merge(sample());
    first.store.compact(&more).expect("the first still saves");
    drop(first);
    drop(second);
    assert_eq!(Store::open(d.path()).records, more);
}

fn arb_records() -> impl Strategy<Value = Records> {
    let at = (0i64..4_000_000_000, -12i32..14).prop_map(|(secs, hours)| {
        FixedOffset::east_opt(hours * 3600).expect("offset").timestamp_opt(secs, 0).single().expect("time")
    });
    let ending = prop_oneof![Just(Ending::Won), Just(Ending::Lost), Just(Ending::Abandoned)];
    let game = (ending, at.clone(), any::<u32>(), any::<u16>(), any::<u16>(), any::<u16>(), any::<Option<u64>>(), any::<bool>())
        .prop_map(|(ending, at, t, bv, sbv, clicks, seed, assisted)| MinesGame {
            ending, at, time_ms: u64::from(t), three_bv: bv.into(), solved_three_bv: sbv.into(), clicks: clicks.into(), seed, assisted,
            help: if assisted { [Assist::Undo].into_iter().collect() } else { Assists::NONE },
            chosen_seed: seed.is_some_and(|s| s % 2 == 0), proof: seed.is_some(), board: seed.map(|s| format!("3x3:{:03x}", s % 512)), path: None, log: seed.map(|s| format!("r{}:{s}", s % 9)),
            style: None,
            figures: None,
        });
    let source = prop_oneof![Just(Source::Random), Just(Source::Retry), Just(Source::Typed)];
    let splits = proptest::collection::vec(any::<u32>(), 0..4);
    let solve = (at, any::<Option<u32>>(), any::<u16>(), source, "[0-9 /|]{0,40}", any::<bool>(), any::<Option<u8>>(), splits).prop_map(
        |(at, t, moves, source, scramble, assisted, optimal, splits)| Solve {
            at, time_ms: t.map(u64::from), moves: moves.into(), multi_moves: u32::from(moves) / 2, scramble, source, assisted,
            help: if assisted { [Assist::Hint, Assist::Solve].into_iter().collect() } else { Assists::NONE },
            optimal: optimal.map(u32::from), splits: splits.into_iter().map(u64::from).collect(), seed: t.map(u64::from),
            proof: t.is_some(), log: t.map(|t| format!("R:0 @3:{t}")),
            controls: if assisted { tessera::fifteen::Controls::NONE.with(tessera::fifteen::Control::Hover) } else { tessera::fifteen::Controls::NONE },
        },
    );
    (
        prop::collection::btree_map("[a-z0-9-]{1,12}", prop::collection::vec(game, 0..8), 0..4),
        prop::collection::btree_map("[3-9]x[3-9]", prop::collection::vec(solve, 0..8), 0..4),
    )
        .prop_map(|(m, f)| {
            let mut r = Records::default();
            for (k, games) in m {
                r.mines.entry(k).or_default().games = games;
            }
            for (k, solves) in f {
                r.fifteen.entry(k).or_default().solves = solves;
            }
            r
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_history_round_trips_through_the_file(records in arb_records()) {
        let d = dir();
        let opened = Store::open(d.path());
        opened.store.compact(&records).expect("save");
        drop(opened);
        let again = Store::open(d.path());
        prop_assert_eq!(again.records, records);
        prop_assert!(again.notice.is_empty(), "{:?}", again.notice);
    }
}

/// The records live where each system keeps a program's data, under Tessera's one name, as
/// README says: the test on each system names that system's place from its own environment.
#[test]
fn the_records_live_in_the_systems_data_directory() {
    let dir = tessera::records::place::platform_dir().expect("a data directory");
    let env = |name: &str| std::path::PathBuf::from(std::env::var_os(name).unwrap_or_else(|| panic!("{name} is set")));
    #[cfg(windows)]
    let (expected, old) = (env("APPDATA").join("org.tessera.puzzles").join("records"), env("APPDATA").join("Tessera").join("Tessera").join("data"));
    #[cfg(target_os = "macos")]
    let (expected, old) = (env("HOME").join("Library/Application Support/org.tessera.puzzles/records"), env("HOME").join("Library/Application Support/org.Tessera.Tessera"));
    #[cfg(all(unix, not(target_os = "macos")))]
    let (expected, old) = {
        let data = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()).map_or_else(|| env("HOME").join(".local/share"), Into::into);
        (data.join("org.tessera.puzzles").join("records"), data.join("tessera"))
    };
    assert_eq!(dir, expected);
    assert!(dir.is_absolute(), "{}", dir.display());
    assert_eq!(tessera::records::place::old_platform_dir(), Some(old), "where an earlier Tessera kept them");
}

/// Records an earlier Tessera kept under its older name move to the new place once, whole;
/// a place already in use is left alone; a move that cannot be made reads them where they are.
#[test]
fn records_under_the_older_name_move_once_and_nothing_is_lost() {
    use tessera::records::place::move_from_old_place;
    let d = dir();
    let old = d.path().join("old");
    let new = d.path().join("data").join("org.tessera.puzzles").join("records");
    std::fs::create_dir_all(old.join("replays")).expect("old dir");
    std::fs::write(old.join("records.json"), "{}").expect("records");
    std::fs::write(old.join("replays").join("a.log"), "log").expect("a replay");
    let place = move_from_old_place(&old, &new);
    assert_eq!(place.dir, new);
    let notice = place.notice.expect("the player is told").to_string();
    assert!(notice.contains(&old.display().to_string()) && notice.contains(&new.display().to_string()), "{notice}");
    assert_eq!(std::fs::read_to_string(new.join("replays").join("a.log")).expect("moved"), "log");
    assert!(!old.exists(), "moved, not copied");
    // Once: the new place exists now, and records under the old name again stay there.
    std::fs::create_dir_all(&old).expect("old again");
    std::fs::write(old.join("records.json"), "{\"other\":1}").expect("records");
    assert_eq!(move_from_old_place(&old, &new), tessera::records::place::Place { dir: new.clone(), notice: None });
    assert_eq!(std::fs::read_to_string(new.join("records.json")).expect("kept"), "{}");
    // Nothing under the old name: nothing to say.
    let fresh = d.path().join("fresh");
    assert_eq!(move_from_old_place(&d.path().join("none"), &fresh), tessera::records::place::Place { dir: fresh, notice: None });
    // The new place cannot be made (a file where its folder would be): the records are read
    // where they are, and the player is told why.
    let blocked = d.path().join("file");
    std::fs::write(&blocked, "not a folder").expect("a file");
    let place = move_from_old_place(&old, &blocked.join("records"));
    assert_eq!(place.dir, old);
    assert!(place.notice.is_some_and(|n| n.to_string().starts_with("Your records stay in ")));
    assert!(old.join("records.json").is_file());
}

/// A records document edited or saved on Windows (CRLF line endings, indented) reads as the
/// same records: an import from a Windows player's file, or a records file a player opened in
/// Notepad and saved.
#[test]
fn a_document_with_windows_line_endings_reads_the_same() {
    use tessera::records::document::{decode, Decoded};
    let value: serde_json::Value = serde_json::from_str(&encode(&sample()).expect("encode")).expect("json");
    let crlf = serde_json::to_string_pretty(&value).expect("pretty").replace('\n', "\r\n");
    assert!(crlf.contains("\r\n  "));
    match decode(crlf.as_bytes()) {
        Ok(Decoded::Current(records)) => assert_eq!(records, sample()),
        Ok(_) => panic!("read as another schema"),
        Err(e) => panic!("not read: {e}"),
    }
    let d = dir();
    std::fs::write(d.path().join("records.json"), &crlf).expect("write");
    let opened = Store::open(d.path());
    assert_eq!((opened.records, opened.notice), (sample(), Vec::new()));
}

/// A records file the player (or a backup tool, or a synced folder) marked read-only is never
/// written, on every system: Windows would refuse the rename, Unix would quietly replace the
/// file. The window says so when it opens, and a save says why it cannot.
#[test]
fn a_records_file_marked_read_only_is_left_as_it_is_and_says_so() {
    let d = dir();
    saved(d.path(), &sample());
    let file = d.path().join("records.json");
    let before = std::fs::read(&file).expect("file");
    let mark = |read_only: bool| {
        let mut p = std::fs::metadata(&file).expect("meta").permissions();
        p.set_readonly(read_only);
        std::fs::set_permissions(&file, p).expect("set");
    };
    mark(true);
    let opened = Store::open(d.path());
    assert_eq!(opened.records, sample());
    let notice = english(&opened.notice).expect("a notice");
    assert!(notice.starts_with("Records are read-only: ") && notice.contains("is marked read-only"), "{notice}");
    let err = opened.store.compact(&Records::default()).unwrap_err();
    assert!(err.to_string().contains("marked read-only"), "{err}");
    assert_eq!(std::fs::read(&file).expect("file"), before);
    drop(opened);
    // Marked read-only while a window has it open: the save fails saying so.
    mark(false);
    let opened = Store::open(d.path());
    assert!(opened.notice.is_empty() && opened.store.read_only().is_none());
    mark(true);
    let err = opened.store.compact(&Records::default()).unwrap_err();
    assert_eq!(err.to_string(), format!("records are read-only: {} is marked read-only", file.display()));
    assert_eq!(std::fs::read(&file).expect("file"), before);
    mark(false);
    let mut more = sample();
    more.merge(sample());
    opened.store.compact(&more).expect("saves once the mark is cleared");
    drop(opened);
    assert_eq!(Store::open(d.path()).records, more);
}

/// What a save leaves beside the records file besides itself and the lock.
fn leftovers(dir: &std::path::Path) -> Vec<String> {
    let names = std::fs::read_dir(dir).expect("dir").flatten().map(|e| e.file_name().to_string_lossy().into_owned());
    names.filter(|n| n != "records.json" && n != "records.lock").collect()
}

/// Windows: another program holding the records file open without letting it be replaced
/// (Notepad keeps no handle, but an editor, a backup tool or a virus scanner may) makes a save
/// fail, after a second of tries, naming the file; the old file stays whole, nothing is left
/// beside it, and the next save after the program lets go writes everything.
#[cfg(windows)]
#[test]
fn a_records_file_another_program_holds_is_kept_and_saved_once_let_go() {
    use std::os::windows::fs::OpenOptionsExt;
    const FILE_SHARE_READ: u32 = 1;
    let d = dir();
    saved(d.path(), &sample());
    let file = d.path().join("records.json");
    let before = std::fs::read(&file).expect("file");
    let opened = Store::open(d.path());
    let holder = std::fs::OpenOptions::new().read(true).share_mode(FILE_SHARE_READ).open(&file).expect("held");
    let mut more = sample();
    more.merge(sample());
    let err = opened.store.compact(&more).unwrap_err();
    assert!(err.to_string().contains(&format!("{} is open in another program", file.display())), "{err}");
    assert_eq!(std::fs::read(&file).expect("the holder lets others read"), before);
    assert_eq!(leftovers(d.path()), Vec::<String>::new());
    drop(holder);
    opened.store.compact(&more).expect("saved once let go");
    drop(opened);
    assert_eq!(Store::open(d.path()).records, more);
}

/// Unix' counterpart: a program holding the records file open never stops a save; it goes on
/// reading the file as it was when it opened it, and the records hold the new save.
#[cfg(unix)]
#[test]
fn a_records_file_another_program_holds_is_kept_and_saved_once_let_go() {
    use std::io::Read;
    let d = dir();
    saved(d.path(), &sample());
    let file = d.path().join("records.json");
    let before = std::fs::read(&file).expect("file");
    let opened = Store::open(d.path());
    let mut holder = std::fs::File::open(&file).expect("held");
    let mut more = sample();
    more.merge(sample());
    opened.store.compact(&more).expect("a held file is replaced on Unix");
    let mut seen = Vec::new();
    holder.read_to_end(&mut seen).expect("read");
    assert_eq!(seen, before, "the holder keeps the file it opened");
    assert_eq!(leftovers(d.path()), Vec::<String>::new());
    drop(opened);
    assert_eq!(Store::open(d.path()).records, more);
}

/// One records directory however the path to it is spelled reaches the same records, and the
/// same lock: on Windows with a drive letter and backslashes, forward slashes, a trailing
/// separator or the `\\?\` form that canonical paths take; on Unix with `.` and doubled or
/// trailing slashes, where a backslash is an ordinary character of a name.
#[test]
fn one_records_directory_however_its_path_is_spelled() {
    let d = dir();
    let home = d.path().join("Mes scores — été");
    saved(&home, &sample());
    let native = home.display().to_string();
    #[cfg(windows)]
    let spellings = {
        assert!(native.as_bytes()[1] == b':' && native.contains('\\'), "a drive letter and backslashes: {native}");
        let canonical = std::fs::canonicalize(&home).expect("canonical").display().to_string();
        assert!(canonical.starts_with(r"\\?\"), "{canonical}");
        vec![native.replace('\\', "/"), format!("{native}\\"), canonical]
    };
    #[cfg(unix)]
    let spellings = {
        let parent = d.path().display().to_string();
        vec![format!("{parent}/./Mes scores — été"), format!("{parent}//Mes scores — été/"), std::fs::canonicalize(&home).expect("canonical").display().to_string()]
    };
    for spelling in &spellings {
        let path = std::path::Path::new(spelling);
        let first = Store::open(path);
        assert_eq!((&first.records, &first.notice), (&sample(), &Vec::new()), "{spelling}");
        let second = Store::open(&home);
        assert!(second.store.read_only().is_some(), "{spelling} holds the same lock as {native}");
        drop(first);
    }
    #[cfg(unix)]
    {
        let odd = d.path().join(r"a\b");
        saved(&odd, &sample());
        assert!(odd.is_dir() && !d.path().join("a").exists(), "a backslash is part of the name");
        assert_eq!(Store::open(&odd).records, sample());
    }
}

/// What saves killed before they finished leave behind, of every kind (the records, the
/// settings, the journal, a backup, the pattern tables' cache, a replay), is removed when the
/// records open; a second window, which may not write there, removes none of it.
#[test]
fn every_kind_of_unfinished_save_is_removed_at_start_by_the_window_that_may_write() {
    let d = dir();
    std::fs::create_dir(d.path().join("replays")).expect("replays");
    let leftovers = [
        ".records.json.saving-a1B2c3",
        ".settings.json.saving-x9Y8z7",
        ".journal.json.saving",
        ".journal-mines.txt.saving",
        ".records.backup-20260101-000000.000.json.saving-Q1w2E3",
        ".fifteen-tables.bin.saving-R4t5Y6",
        "replays/.proof.saving-U7i8O9",
    ];
    let kept = ["settings.json", "journal.json", "journal-fifteen.txt", "replays/mines", ".hidden-by-the-player"];
    for name in leftovers.iter().chain(&kept) {
        std::fs::write(d.path().join(name), b"x").expect("write");
    }
    let first = Store::open(d.path());
    for name in &leftovers {
        std::fs::write(d.path().join(name), b"x").expect("write");
    }
    let second = Store::open(d.path());
    assert!(second.store.read_only().is_some());
    assert!(leftovers.iter().all(|n| d.path().join(n).exists()), "the second window removes nothing");
    drop((first.store, second.store));
    let _third = Store::open(d.path());
    for name in &leftovers {
        assert!(!d.path().join(name).exists(), "{name} is removed");
    }
    for name in &kept {
        assert!(d.path().join(name).exists(), "{name} is kept");
    }
}
