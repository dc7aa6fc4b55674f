//! The `tessera-cli records verify FILE` contract: one line per game, `counted|kept|refused
//! mines|fifteen TABLE AT` and `: REASON` for kept and refused games (AT as the file has it),
//! then `counted: A, kept: B, refused: C`; exit code 0 when the file could be read, else 2.

mod common;

use common::{cli, stdout};
use tessera::fifteen::{scramble, solver, FifteenGame, Origin, Shape};
use tessera::minesweeper::{Action, Aid, BoardSpec, CellView, Game};
use tessera::records::document::encode;
use tessera::records::entry::{mines_entry, solve_entry};
use tessera::records::Records;
use tessera::time::Millis;

/// A Beginner game won by opening every safe cell, 100 ms apart; with a hint after the first
/// click when `hint`.
fn won_beginner(seed: u64, hint: bool) -> Game {
    let mut game = Game::new(BoardSpec::BEGINNER, seed);
    game.apply(Action::Reveal(tessera::minesweeper::Coord::new(4, 4)), Millis(0)).expect("first click");
    if hint {
        game.aid(Aid::Hint, Millis(50)).expect("a hint");
    }
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in 0..81 {
        if !layout.is_mine(i) && game.view(i) == CellView::Covered && !game.is_over() {
            t += 100;
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
        }
    }
    assert!(game.is_over());
    game
}

/// `text` in a file named `name` in a directory of its own, removed with the `TempDir`.
fn write(name: &str, text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write");
    (dir, path)
}

#[test]
fn verify_replays_every_game_and_says_which_count() {
    let mut records = Records::default();
    let counted = mines_entry(&won_beginner(1, false), Millis(10_000), false).expect("a game");
    let hinted = mines_entry(&won_beginner(2, true), Millis(10_000), false).expect("a game");
    let mut changed = mines_entry(&won_beginner(3, false), Millis(10_000), false).expect("a game");
    changed.time_ms -= 1;
    // Whole seconds an hour east of UTC, so that the file's moments are written as
    // to_rfc3339 writes them.
    let east = chrono::FixedOffset::east_opt(3600).expect("offset");
    let start = chrono::Timelike::with_nanosecond(&counted.at, 0).expect("a moment").with_timezone(&east);
    let minute = |m: i64, g: tessera::records::mines::MinesGame| tessera::records::mines::MinesGame { at: start + chrono::Duration::minutes(m), ..g };
    // The counted game again later (a replayed board relabelled as fresh), and a game with no
    // log (recorded before replays): both kept, out of the bests, saying why.
    let unproven = tessera::records::mines::MinesGame { seed: Some(4), board: None, log: None, path: None, ..counted.clone() };
    let games = vec![minute(0, counted.clone()), minute(1, hinted), minute(2, changed), minute(3, counted.clone()), minute(4, unproven)];
    records.mines.entry("beginner".into()).or_default().games = games;
    let mut game = FifteenGame::new(scramble(Shape::new(3, 3).expect("3x3"), 8), Origin::Chosen { seed: 8 });
    for (k, dir) in solver::quick(game.board()).expect("solution").into_iter().enumerate() {
        game.apply(tessera::fifteen::Move::Tile { dir }, Millis(100 * k as u64)).expect("legal");
    }
    records.fifteen.entry("3x3".into()).or_default().solves = vec![solve_entry(&game, Millis(0)).expect("solved")];
    let text = encode(&records).expect("json");
    // AT as the file writes it: the first game's moment with milliseconds, which a reader of
    // the moment alone would write without.
    let first = start.to_rfc3339();
    let written = first.replacen(&first[19..], &format!(".000{}", &first[19..]), 1);
    let text = text.replacen(&format!("\"at\":\"{first}\""), &format!("\"at\":\"{written}\""), 1);
    assert!(text.contains(&written), "{written}: {}", &text[..300]);
    let (_dir, path) = write("export.json", &text);
    let out = cli(&["records", "verify", path.to_str().expect("utf-8")], "");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let at = |m: i64| (start + chrono::Duration::minutes(m)).to_rfc3339();
    // As the file writes it (`Z` for UTC, where to_rfc3339 writes +00:00).
    let solve_at = serde_json::to_string(&records.fifteen["3x3"].solves[0].at).expect("json").replace('"', "");
    let expected = [
        format!("counted mines beginner {written}"),
        format!("kept mines beginner {}: assisted: hint", at(1)),
        format!("refused mines beginner {}: its record does not match its replay: ", at(2)),
        format!("kept mines beginner {}: a seed seen before in this table", at(3)),
        format!("kept mines beginner {}: unproven: no replay", at(4)),
        format!("kept fifteen 3x3 {solve_at}: a chosen seed"),
        "counted: 1, kept: 4, refused: 1".to_string(),
    ];
    let lines: Vec<String> = stdout(&out).lines().map(String::from).collect();
    assert_eq!(lines.len(), expected.len(), "{lines:?}");
    for (line, want) in lines.iter().zip(&expected) {
        assert!(if want.ends_with(": ") { line.starts_with(want.as_str()) } else { line == want }, "{line:?} is not {want:?}");
    }
}

#[test]
fn verify_of_a_file_it_cannot_read_says_why_and_exits_2() {
    let missing = cli(&["records", "verify", "/nonexistent/records.json"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /nonexistent/records.json"));
    let (_garbage_dir, garbage) = write("garbage.json", "{\"schema\": 2, \"records\": [1,");
    let out = cli(&["records", "verify", garbage.to_str().expect("utf-8")], "");
    assert_eq!((out.status.code(), stdout(&out)), (Some(2), String::new()));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot check"));
    let (_empty_dir, empty) = write("empty.json", &encode(&Records::default()).expect("json"));
    let out = cli(&["records", "verify", empty.to_str().expect("utf-8")], "");
    assert_eq!((out.status.code(), stdout(&out)), (Some(0), "counted: 0, kept: 0, refused: 0\n".to_string()));
    let (_object_dir, object) = write("object.json", "{}");
    let out = cli(&["records", "verify", object.to_str().expect("utf-8")], "");
    assert_eq!((out.status.code(), stdout(&out)), (Some(2), String::new()));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a records document (an empty object)"), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(cli(&["records", "verify"], "").status.code(), Some(2));
}
