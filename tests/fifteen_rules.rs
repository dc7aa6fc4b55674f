//! The sliding puzzle: sizes, moves, segment slides, the two move counts, the clock,
//! solvability and state strings.

use tessera::fifteen::text::{format_rows, parse_square, parse_state};
use tessera::fifteen::{Board, Direction, FifteenGame, Move, MoveError, Origin, Shape, ShapeError, Status};
use tessera::rng::SeededRng;
use tessera::time::Millis;

fn board(state: &str) -> Board {
    parse_state(state).expect("state")
}

fn game(state: &str) -> FifteenGame {
    FifteenGame::new(board(state), Origin::Typed)
}

#[test]
fn sizes_run_from_2_to_20_and_may_be_rectangular() {
    for (w, h) in [(2, 2), (3, 3), (4, 4), (10, 10), (20, 20), (3, 4), (4, 5), (10, 3), (2, 20), (20, 2)] {
        assert!(Shape::new(w, h).is_ok(), "{w}x{h}");
    }
    assert_eq!(Shape::new(1, 4).unwrap_err(), ShapeError::Width(1));
    assert_eq!(Shape::new(4, 21).unwrap_err().to_string(), "height must be between 2 and 20 (got 21)");
    // As typed: N for a square, WxH otherwise.
    assert_eq!("5".parse::<Shape>(), Shape::new(5, 5));
    assert_eq!(" 3x4 ".parse::<Shape>(), Shape::new(3, 4));
    assert_eq!("20X2".parse::<Shape>(), Shape::new(20, 2));
    assert_eq!("3x".parse::<Shape>(), Err(ShapeError::Text("3x".into())));
    assert_eq!("21x3".parse::<Shape>(), Err(ShapeError::Width(21)));
}

#[test]
fn a_20x20_board_numbers_its_399_tiles_and_keeps_the_parity_rule() {
    let shape = Shape::new(20, 20).expect("20x20");
    let goal = Board::solved(shape);
    assert_eq!(goal.tiles().iter().copied().max(), Some(399));
    assert!(goal.is_solvable());
    let mut swapped = goal.tiles().to_vec();
    swapped.swap(0, 1);
    assert!(!Board::new(shape, swapped).expect("a permutation").is_solvable(), "one swap flips the parity");
}

#[test]
fn the_goal_is_row_major_with_the_blank_last() {
    let goal = Board::solved(Shape::new(4, 3).expect("shape"));
    assert_eq!(goal.state_string(), "1 2 3 4/5 6 7 8/9 10 11 0");
    assert!(goal.is_solved() && goal.is_solvable());
}

#[test]
fn a_key_names_the_direction_the_tile_moves() {
    let mut g = game("1 2 3/4 0 5/7 8 6");
    let out = g.apply(Move::Tile { dir: Direction::Left }, Millis(100)).expect("left");
    assert_eq!(g.board().state_string(), "1 2 3/4 5 0/7 8 6", "the tile right of the blank slid left");
    assert_eq!(out.changed, vec![4, 5]);
    g.apply(Move::Tile { dir: Direction::Up }, Millis(250)).expect("up");
    assert_eq!(g.board().state_string(), "1 2 3/4 5 6/7 8 0");
    assert_eq!(g.status(), Status::Solved);
    assert_eq!(g.elapsed(Millis(9999)), Millis(150), "clock from the first move to the solving one");
    let s = g.summary(Millis(9999));
    assert_eq!((s.moves, s.multi_moves), (2, 2));
    assert!((s.tps.expect("time") - 2.0 / 0.15).abs() < 1e-9);
    // The scramble's distance: 5 one column from home, 6 one row; two moves over it.
    assert_eq!((s.md, s.mmd), (2, Some(1.0)));
    assert_eq!(g.apply(Move::Tile { dir: Direction::Down }, Millis(300)), Err(MoveError::Solved));
}

#[test]
fn an_impossible_move_is_refused_and_changes_nothing() {
    let mut g = game("1 2 3/4 5 6/7 0 8");
    assert_eq!(g.apply(Move::Tile { dir: Direction::Up }, Millis(5)), Err(MoveError::Illegal(Direction::Up)));
    assert_eq!(g.board().state_string(), "1 2 3/4 5 6/7 0 8");
    assert_eq!((g.moves(), g.status(), g.elapsed(Millis(50))), (0, Status::Ready, Millis::ZERO));
}

#[test]
fn a_segment_slides_at_once_and_counts_each_tile() {
    let mut g = game("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0");
    let out = g.apply(Move::To { index: 12 }, Millis(0)).expect("row slide");
    assert_eq!(g.board().state_string(), "1 2 3 4/5 6 7 8/9 10 11 12/0 13 14 15");
    assert_eq!(out.changed, vec![15, 14, 13, 12]);
    g.apply(Move::To { index: 0 }, Millis(10)).expect("column slide");
    assert_eq!(g.board().state_string(), "0 2 3 4/1 6 7 8/5 10 11 12/9 13 14 15");
    assert_eq!((g.moves(), g.multi_moves()), (6, 2));
    assert_eq!(g.apply(Move::To { index: 5 }, Millis(20)), Err(MoveError::NotInLine(5)));
    assert_eq!(g.apply(Move::To { index: 0 }, Millis(20)), Err(MoveError::NotInLine(0)), "the blank itself");
    assert!(matches!(g.apply(Move::To { index: 16 }, Millis(20)), Err(MoveError::OffBoard { index: 16, .. })));
    assert_eq!(g.moves(), 6);
}

#[test]
fn solvability_follows_the_parity_rule_for_odd_and_even_widths() {
    let mut rng = SeededRng::new(11);
    for (w, h) in [(3, 3), (4, 4), (5, 5), (3, 4), (4, 3), (4, 5), (5, 4), (10, 10)] {
        let shape = Shape::new(w, h).expect("shape");
        let mut b = Board::solved(shape);
        for _ in 0..2000 {
            b.slide(Direction::ALL[rng.index(4)]);
        }
        assert!(b.is_solvable(), "{w}x{h}: any position reached by moves is solvable");
        // Swapping two tiles (not the blank) makes it unsolvable.
        let mut tiles = b.tiles().to_vec();
        let (i, j) = {
            let mut nonblank = (0..tiles.len()).filter(|&k| tiles[k] != 0);
            (nonblank.next().expect("tile"), nonblank.next().expect("tile"))
        };
        tiles.swap(i, j);
        assert!(!Board::new(shape, tiles).expect("perm").is_solvable(), "{w}x{h}: one swap breaks it");
    }
    // The classic unsolvable 15-puzzle: 14 and 15 exchanged.
    assert!(!board("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0").is_solvable());
}

#[test]
fn state_strings_round_trip_and_bad_ones_say_why() {
    let b = board("10 2 11 4/5 12 3 7/1 8 13 6/14 0 15 9");
    assert_eq!(parse_state(&b.state_string()).expect("again"), b);
    assert_eq!(format_rows(&b), "10 2 11 4\n5 12 3 7\n1 8 13 6\n14 0 15 9\n");
    let square = parse_square("1 2 3 4 5 6 7 8 0").expect("3x3");
    assert_eq!(square.state_string(), "1 2 3/4 5 6/7 8 0");
    let errors = [
        parse_state("1 2 3/4 5/6 7 0").unwrap_err().to_string(),
        parse_state("1 2 3/4 5 6/7 8 8").unwrap_err().to_string(),
        parse_state("1 2 3/4 5 6/7 8 x").unwrap_err().to_string(),
        parse_state("1 0").unwrap_err().to_string(),
        parse_square("1 0").unwrap_err().to_string(),
        parse_square("1 2 3 4 0").unwrap_err().to_string(),
    ];
    assert_eq!(errors[0], "row 2 has 2 numbers but row 1 has 3");
    assert_eq!(errors[1], "the numbers must be 0 to 8 once each (0 is the blank); 8 appears twice");
    assert_eq!(errors[2], "\"x\" is not a tile number");
    assert_eq!(errors[3], "height must be between 2 and 20 (got 1)");
    assert_eq!(errors[4], "2 numbers do not make a square board");
    assert_eq!(parse_state("1 0/2 3").expect("2x2").shape(), Shape::new(2, 2).expect("2x2"));
    assert_eq!(errors[5], "5 numbers do not make a square board");
}

#[test]
fn an_attempt_keeps_at_most_a_million_moves_and_refuses_more_unchanged() {
    use tessera::fifteen::MAX_MOVES;
    let board = tessera::fifteen::text::parse_state("1 2 3/4 5 6/7 0 8").expect("board");
    let mut game = FifteenGame::new(board, Origin::Typed);
    for k in 0..MAX_MOVES {
        let dir = if k % 2 == 0 { Direction::Right } else { Direction::Left };
        game.apply(Move::Tile { dir }, tessera::time::Millis(k as u64)).expect("back and forth");
    }
    let before = game.board().clone();
    let refused = game.apply(Move::Tile { dir: Direction::Right }, tessera::time::Millis(0));
    assert_eq!(refused.map(|o| o.status), Err(MoveError::HistoryFull(MAX_MOVES)));
    assert_eq!((game.board(), game.moves() as usize), (&before, MAX_MOVES));
}

/// Pauses are kept in the attempt's log, at most `MAX_CONTROLS` of them: past that a pause is
/// refused with the bound and the attempt is unchanged; a paused attempt can always resume.
#[test]
fn an_attempt_keeps_at_most_ten_thousand_pauses_and_can_always_resume() {
    use tessera::time::Millis;
    use tessera::MAX_CONTROLS;
    let board = tessera::fifteen::text::parse_state("1 2 3/4 5 6/7 0 8").expect("board");
    let mut game = FifteenGame::new(board, Origin::Typed);
    game.apply(Move::Tile { dir: Direction::Right }, Millis(0)).expect("started");
    game.apply(Move::Tile { dir: Direction::Left }, Millis(1)).expect("still running");
    for k in 0..MAX_CONTROLS as u64 {
        game.pause(Millis(2 + 2 * k)).expect("a pause");
        game.resume(Millis(3 + 2 * k)).expect("a resume");
    }
    let events = game.events().len();
    let t = Millis(10 + 2 * MAX_CONTROLS as u64);
    assert_eq!(game.pause(t).map(|o| o.status), Err(MoveError::ControlsFull(MAX_CONTROLS)));
    assert_eq!((game.events().len(), game.is_paused(), game.status()), (events, false, Status::Running), "unchanged");
    game.apply(Move::Tile { dir: Direction::Right }, t).expect("play goes on");
}

/// The clock is held while the solver answers a help the player asked for during a solve (the
/// first 4x4 answer waits seconds for the pattern tables): from the aid until the answer, or
/// until the player moves on or pauses. The wait is in the log, is not a pause (the tiles stay
/// shown, no pause is named among the helps) and is refused anywhere but right after an aid.
#[test]
fn the_clock_is_held_while_a_help_is_answered_and_a_move_runs_it_on() {
    use tessera::fifteen::{Aid, Event};
    use tessera::assist::Assist;
    let mut game = game("1 2 3/4 5 6/7 0 8");
    assert!(game.wait(Millis(0)).is_err(), "nothing to wait for before the solve");
    game.apply(Move::Tile { dir: Direction::Right }, Millis(0)).expect("started");
    game.apply(Move::Tile { dir: Direction::Left }, Millis(100)).expect("running");
    let events = game.events().len();
    assert_eq!(game.wait(Millis(150)).map(|o| o.status), Err(MoveError::NotNow("the clock is held only while a help asked for during a solve is answered")));
    assert_eq!(game.events().len(), events, "refused, unchanged");

    game.aid(Aid::Hint, Millis(200)).expect("a hint");
    game.wait(Millis(200)).expect("held for the answer");
    assert!(game.is_waiting() && !game.is_paused(), "held, not paused");
    assert_eq!(game.elapsed(Millis(1_200)), Millis(200), "the wait is not the player's time");
    game.resume(Millis(1_200)).expect("the answer came");
    assert_eq!(game.elapsed(Millis(1_300)), Millis(300));

    // Asked again, and the player moves on before the answer: the move runs the clock on.
    game.aid(Aid::Hint, Millis(1_300)).expect("another hint");
    game.wait(Millis(1_300)).expect("held");
    game.apply(Move::Tile { dir: Direction::Right }, Millis(2_300)).expect("a move while waiting");
    assert!(!game.is_waiting());
    assert_eq!(game.elapsed(Millis(2_400)), Millis(400));
    assert!(game.resume(Millis(2_400)).is_err(), "nothing held any more");
    assert_eq!(game.helps(), [Assist::Hint].into_iter().collect(), "a wait is no pause");
    // And a pause while waiting ends the wait first.
    game.aid(Aid::Hint, Millis(2_400)).expect("a third hint");
    game.wait(Millis(2_400)).expect("held");
    game.pause(Millis(2_500)).expect("paused while waiting");
    assert!(game.is_paused() && !game.is_waiting());
    game.resume(Millis(2_600)).expect("resumed");
    assert_eq!(game.elapsed(Millis(2_600)), Millis(400));

    let waits = game.events().iter().filter(|e| e.event == Event::Wait).count();
    assert_eq!(waits, 3, "each wait is in the log");
    assert!(game.helps().contains(Assist::Pause), "the player's own pause is named");
}
