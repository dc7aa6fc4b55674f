//! No-guess boards: certain deductions clear them from the first click, they are reproducible
//! from their seed, and our check is at least as strong as ms_toollib's (which ignores the
//! mine count): every board it calls solvable, we do too.

use tessera::minesweeper::noguess::{generate, is_no_guess};
use tessera::minesweeper::solver::{play_game, Solver};
use tessera::minesweeper::{Action, BoardSpec, Coord, Mode, Game, Layout, LayoutError, Status};
use tessera::time::Millis;

/// A layout in ms_toollib's encoding: -1 a mine, else its number.
fn board(layout: &Layout) -> Vec<Vec<i32>> {
    let dims = layout.dims();
    (0..dims.height())
        .map(|r| {
            (0..dims.width())
                .map(|c| {
                    let i = dims.index(Coord::new(r, c));
                    if layout.is_mine(i) { -1 } else { i32::from(layout.count(i)) }
                })
                .collect()
        })
        .collect()
}

#[test]
fn generated_boards_need_no_guess_and_come_back_from_their_seed() {
    let first = Coord::new(3, 3);
    for (spec, seeds) in [(BoardSpec::BEGINNER, 60), (BoardSpec::INTERMEDIATE, 40), (BoardSpec::EXPERT, 30)] {
        for seed in 0..seeds {
            let layout = generate(spec, first, seed).expect("a no-guess layout");
            assert_eq!(layout.mine_count(), spec.mines());
            let dims = layout.dims();
            let i = dims.index(first);
            assert!(!layout.is_mine(i) && layout.count(i) == 0, "the first click opens an area");
            assert!(is_no_guess(&layout, first));
            assert_eq!(generate(spec, first, seed).expect("again"), layout, "seed {seed} reproduces it");
            // The full solver, playing the game with this policy, never guesses and wins.
            let report = play_game(&Solver::default(), spec, seed, Mode::NoGuess, first);
            assert!(report.won && report.guesses == 0, "seed {seed}: {report:?}");
        }
    }
}

#[test]
fn every_board_ms_toollib_calls_solvable_is_no_guess_for_us_too() {
    let first = Coord::new(3, 3);
    let (mut theirs, mut ours_only) = (0, 0);
    for seed in 0..400 {
        let layout = Layout::generate(BoardSpec::BEGINNER, first, seed).expect("layout");
        let solvable = ms_toollib::is_solvable(&board(&layout), 3, 3);
        let no_guess = is_no_guess(&layout, first);
        assert!(!solvable || no_guess, "seed {seed}: ms_toollib solves it, we do not");
        theirs += usize::from(solvable);
        ours_only += usize::from(no_guess && !solvable);
    }
    // Both kinds occur, or the comparison proves nothing.
    assert!(theirs > 50 && theirs < 400, "ms_toollib solved {theirs} of 400");
    assert!(ours_only > 0, "the mine count never helped in 400 boards");
}

#[test]
fn a_board_too_dense_for_no_guess_is_refused_and_the_game_falls_back_to_an_opening() {
    // The middle of 3x3 shows 5 with 8 covered neighbours: no layout decides any of them.
    let spec = BoardSpec::new(3, 3, 5).expect("spec");
    let first = Coord::new(1, 1);
    assert!(matches!(generate(spec, first, 1), Err(LayoutError::NoGuess { .. })));
    let mut game = Game::with_mode(spec, 1, Mode::NoGuess);
    game.apply(Action::Reveal(first), Millis::ZERO).expect("first click");
    assert_ne!(game.status(), Status::Lost);
    assert_eq!(game.layout().expect("mines placed").mine_count(), 5);
    assert!(game.guess_board(), "the game says its board may need a guess");
    // Dense but possible: 70 mines on Beginner's size still gets a no-guess layout.
    let dense = BoardSpec::new(9, 9, 70).expect("spec");
    let layout = generate(dense, Coord::new(4, 4), 1).expect("a no-guess layout");
    assert!(is_no_guess(&layout, Coord::new(4, 4)));
    let mut game = Game::with_mode(dense, 1, Mode::NoGuess);
    game.apply(Action::Reveal(Coord::new(4, 4)), Millis::ZERO).expect("first click");
    assert!(!game.guess_board());
}

#[test]
fn a_safe_first_click_keeps_only_the_clicked_cell_free() {
    let first = Coord::new(0, 0);
    let mut numbered = 0;
    for seed in 0..200 {
        let layout = Layout::generate_safe(BoardSpec::EXPERT, first, seed).expect("layout");
        assert!(!layout.is_mine(0));
        numbered += usize::from(layout.count(0) > 0);
    }
    // A corner on Expert touches a mine in about half the boards: C(476,99)/C(479,99) free.
    assert!((60..140).contains(&numbered), "{numbered} of 200 corners showed a number");
}

/// Dense boards end in pockets walled in by mines, which no number touches: the generator
/// moves a wall's mine into one and goes on (`noguess::unpocket`), and so serves Expert with
/// 200 mines (42%), where it once found a board for 5 seeds in 30. Each is cleared by our
/// check and played to a win without a guess by the full solver.
#[test]
fn expert_with_200_mines_is_served_no_guess() {
    let spec = BoardSpec::new(30, 16, 200).expect("spec");
    let first = Coord::new(3, 3);
    for seed in 0..6 {
        let layout = generate(spec, first, seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(layout.mine_count(), 200);
        assert!(is_no_guess(&layout, first), "seed {seed}");
        let report = play_game(&Solver::default(), spec, seed, Mode::NoGuess, first);
        assert!(report.won && report.guesses == 0, "seed {seed}: {report:?}");
    }
}
