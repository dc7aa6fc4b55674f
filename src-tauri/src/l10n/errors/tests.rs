//! Each error's English, from the catalogue, is the engine's own `Display`, word for word.

use super::*;
use crate::l10n::english_texts;
use tessera::fifteen::{Direction, Shape};

fn same(error: &(impl Says + std::fmt::Display)) {
    assert_eq!(english_texts().say(&error.said()), error.to_string());
}

#[test]
fn every_engine_errors_english_is_the_catalogues() {
    for e in [SpecError::Width(1), SpecError::Height(-3), SpecError::Mines { got: 0, max: 80, width: 9, height: 9 }] {
        same(&e);
    }
    for e in [ShapeError::Width(21), ShapeError::Height(1), ShapeError::Text("4y4".into())] {
        same(&e);
    }
    for e in [BoardError::Count { expected: 9, got: 8, width: 3, height: 3 }, BoardError::NotAPermutation { max: 8, problem: "3 appears twice".into() }] {
        same(&e);
    }
    for e in [ParseError::NotANumber("x".into()), ParseError::Ragged { row: 2, expected: 3, found: 2 }, ParseError::NotSquare(7), ParseError::Board(BoardError::Shape(ShapeError::Width(1)))] {
        same(&e);
    }
    for e in [ModeError::RelayLegs(1), ModeError::MarathonCount(5000)] {
        same(&e);
    }
    let reasons = [
        "no help is noted before the first click",
        "nothing to undo",
        "the game could not be played again to before its last action",
        "the first click, which dealt the board, cannot be undone",
        "only a game being played can be paused",
        "the game is not paused",
        "the clock is held only while a help asked for during a run is answered",
        "a practice run is never paused",
        "the clock is held only while a help asked for during a solve is answered",
        "no help during a blind solve",
        "only a solve under way can be paused",
        "the solve is not paused",
        "a reason not worded yet",
    ];
    for reason in reasons {
        same(&ActionError::NotNow(reason));
        same(&MoveError::NotNow(reason));
        let worded = not_now(reason).id != "error-as-written";
        assert_eq!(worded, reason != "a reason not worded yet", "{reason}");
    }
    for e in [ActionError::OffBoard { row: 9, col: 0, width: 9, height: 9 }, ActionError::GameOver, ActionError::HistoryFull(100_000), ActionError::ControlsFull(1000), ActionError::Paused] {
        same(&e);
    }
    let moves = [
        MoveError::Illegal(Direction::Up),
        MoveError::OffBoard { index: 16, width: 4, height: 4 },
        MoveError::NotInLine(5),
        MoveError::Solved,
        MoveError::Over,
        MoveError::NotBlind,
        MoveError::NotStarted,
        MoveError::HistoryFull(10_000),
        MoveError::ControlsFull(1000),
        MoveError::Paused,
    ];
    for e in moves {
        same(&e);
    }
    for e in [InboxError::OtherGame { expected: 2, got: 1 }, InboxError::Repeated(3), InboxError::TooFarAhead { seq: 400, next: 2 }] {
        same(&e);
    }
    for e in [SolveError::Unsolvable, SolveError::TooLarge(Shape::new(5, 5).expect("5x5")), SolveError::NoTables, SolveError::GaveUp(1_000_000)] {
        same(&e);
    }
    let positions = [
        PositionError::Size { expected: 81, got: 80 },
        PositionError::Number { index: 0, number: 4, neighbours: 3 },
        PositionError::TooManyMines { mines: 10, covered: 9 },
        PositionError::GameOver,
    ];
    for e in positions.clone() {
        same(&e);
    }
    same(&Inconsistent);
    let studied = [
        PositionTextError::BadCell { line: 2, column: 3, found: 'x' },
        PositionTextError::Ragged { line: 3, expected: 9, found: 8 },
        PositionTextError::Number { line: 1, column: 1, number: 5, neighbours: 3 },
        PositionTextError::Empty,
        PositionTextError::AfterBlank { line: 4 },
        PositionTextError::Spec(SpecError::Width(1)),
        PositionTextError::Position(positions[2].clone()),
    ];
    for e in studied {
        same(&e);
    }
    for e in [LayoutError::OffBoard { row: 1, col: 2, width: 3, height: 4 }, LayoutError::Spec(SpecError::Height(300)), LayoutError::NoGuess { width: 30, height: 16, mines: 250 }] {
        same(&e);
    }
    let videos = [
        VideoError::Empty,
        VideoError::TooLarge(5_000_000),
        VideoError::Unreadable { format: "AVF", reason: "its header is cut short".into() },
        VideoError::Damaged { format: "RMV" },
        VideoError::TooBusy { cells: 65_025, changes: 4096 },
    ];
    for e in videos {
        same(&e);
    }
    for e in [EvfError::TooLarge { width: 300, height: 2 }, EvfError::NoBoard, EvfError::TooLong(99_999_999), EvfError::Controlled] {
        same(&e);
    }
    let logs = [LogError::Token(3, "r(1".into()), LogError::OffBoard(4, 99, 9, 9), LogError::EndNotLast, LogError::Board("9x9:zz".into())];
    for e in logs.clone() {
        same(&e);
    }
    let replays = [
        ReplayError::NoLog,
        ReplayError::Table("nowhere".into()),
        ReplayError::Log(logs[1].clone()),
        ReplayError::Board(BadBoard::OfTable("custom-9x9-10".into())),
        ReplayError::Board(BadBoard::SeedDeals),
        ReplayError::Board(BadBoard::Scramble(ParseError::NotSquare(7))),
        ReplayError::Board(BadBoard::ScrambleOf("4x4".into())),
        ReplayError::Action(7, Unplayable::Mines(ActionError::GameOver)),
        ReplayError::Action(8, Unplayable::Fifteen(MoveError::Solved)),
        ReplayError::Action(9, Unplayable::RunNeverPaused),
        ReplayError::AfterEnd,
        ReplayError::Mismatch(Mismatch::LogEndsGame),
        ReplayError::Mismatch(Mismatch::LogFinishesAttempt),
        ReplayError::Mismatch(Mismatch::NoCellOpened),
        ReplayError::Mismatch(Mismatch::NoMoveMade),
        ReplayError::Mismatch(Mismatch::Differs { recorded: "12 ms".into(), replayed: "15 ms".into() }),
    ];
    for e in replays {
        same(&e);
    }
    let io = || std::io::Error::other("disk full");
    let stores = [
        StoreError::ReadOnly(tessera::records::notice::ReadOnly::OtherWindow),
        StoreError::ReadOnly(tessera::records::notice::ReadOnly::Marked { path: "/r/records.json".into(), at_start: false }),
        StoreError::Write { dir: "/r".into(), source: io() },
        StoreError::Held { dir: "/r".into(), file: "records.json".into(), source: io() },
        StoreError::Invalid("not JSON".into()),
        StoreError::Encode("a number too large".into()),
    ];
    for e in &stores {
        same(e);
    }
}

/// In Chinese too every error reads, its variables in place.
#[test]
fn errors_read_in_chinese() {
    let chinese = crate::l10n::Texts::new(crate::l10n::catalogue::find("zh-CN").expect("Chinese"));
    assert_eq!(chinese.say(&SpecError::Mines { got: 99, max: 80, width: 9, height: 9 }.said()), "雷数必须在 1 到 80 之间（9x9 的局面；现在是 99）");
    assert_eq!(chinese.say(&ActionError::NotNow("nothing to undo").said()), "没有可撤销的操作");
}
