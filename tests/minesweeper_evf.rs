//! EVF export checked with the community's own reader: `ms_toollib` parses each file and
//! replays its mouse events on its mines; the board it ends on, the result, the 3BV, the
//! clicks and the time must be ours.

mod common;

use ms_toollib::videos::NewSomeVideo2;
use ms_toollib::EvfVideo;
use tessera::minesweeper::evf::{encode, EvfInfo};
use tessera::minesweeper::{three_bv, Action, BoardSpec, CellView, Coord, Game, Layout, Status};
use tessera::rng::SeededRng;
use tessera::time::Millis;

fn info() -> EvfInfo {
    EvfInfo { software: "Tessera test".into(), player: "tester".into(), start_micros: 1_700_000_000_000_000, end_micros: 1_700_000_100_000_000 }
}

/// Parses and analyses a file as Metasweeper would.
fn read(bytes: Vec<u8>) -> EvfVideo {
    let mut video = EvfVideo::new(bytes, "game.evf");
    video.parse().expect("ms_toollib parses the file");
    video.data.analyse();
    video
}

/// A game of random actions: mostly reveals of safe cells (so games last), some of any cell,
/// flags, question steps and chords, with gaps from 0 ms to over a minute.
fn random_game(spec: BoardSpec, seed: u64) -> Game {
    let mut rng = SeededRng::new(seed);
    let dims = spec.dims();
    let first = Coord::new(rng.below(u64::from(dims.height())) as u32, rng.below(u64::from(dims.width())) as u32);
    let layout = Layout::generate(spec, first, seed).expect("a layout");
    let mut game = Game::with_layout(layout.clone());
    let mut now = 0u64;
    let mut actions = 0;
    let mut last = Action::Reveal(first);
    game.apply(last, Millis(now)).expect("first click");
    while !game.is_over() && actions < 400 {
        actions += 1;
        now += match rng.below(20) {
            0 => 70_000 + rng.below(3000),
            1..=3 => 256 + rng.below(2000),
            _ => rng.below(256),
        };
        let cell = rng.index(dims.cells());
        let at = dims.coord(cell);
        let action = match rng.below(20) {
            0..=9 => {
                let covered: Vec<usize> = (0..dims.cells())
                    .filter(|&i| !layout.is_mine(i) && matches!(game.view(i), CellView::Covered | CellView::Questioned))
                    .collect();
                // Safe cells all flagged (wrongly): any cell will do.
                Action::Reveal(if covered.is_empty() { at } else { dims.coord(covered[rng.index(covered.len())]) })
            }
            10 => Action::Reveal(at),
            11..=13 => Action::Flag(at),
            14 => Action::Question(at),
            15 => last,
            _ => Action::Chord(at),
        };
        last = action;
        game.apply(action, Millis(now)).expect("an action on the board");
    }
    game
}

/// The codes ms_toollib's board uses for what we show.
fn agrees(ours: CellView, theirs: i32, status: Status) -> bool {
    match ours {
        CellView::Open(n) => theirs == i32::from(n),
        CellView::Exploded => theirs == 15,
        CellView::WrongFlag => theirs == 14,
        // After a win we flag every mine; the video shows them as the player left them.
        CellView::Flagged if status == Status::Won => theirs == 10 || theirs == 11,
        CellView::Flagged => theirs == 11,
        CellView::Covered | CellView::Questioned => theirs == 10,
        CellView::Mine => theirs == 16 || theirs == 10,
    }
}

fn check(game: &Game, label: &str) {
    let layout = game.layout().expect("mines placed");
    let bytes = encode(game, &info()).expect("encodes");
    assert_eq!(bytes[1] & 0b0001_0000 != 0, game.style() == tessera::minesweeper::Style::Nf, "{label}: NF in the header");
    let video = read(bytes);
    let data = &video.data;
    let dims = layout.dims();
    assert_eq!((data.width, data.height, data.mine_num), (dims.width() as usize, dims.height() as usize, layout.mine_count() as usize), "{label}");
    for i in 0..dims.cells() {
        let c = dims.coord(i);
        assert_eq!(data.board[c.row as usize][c.col as usize] == -1, layout.is_mine(i), "{label}: mine at {c:?}");
    }
    assert_eq!(data.static_params.bbbv, three_bv(layout) as usize, "{label}");
    assert_eq!(data.is_completed, game.status() == Status::Won, "{label}");
    assert_eq!(data.software, "Tessera test");
    assert_eq!(data.player_identifier, "tester");
    let last = data.video_action_state_recorder.last().expect("events");
    let board = last.next_game_board.as_ref().expect("a board").borrow().game_board.clone();
    for i in 0..dims.cells() {
        let c = dims.coord(i);
        let theirs = board[c.row as usize][c.col as usize];
        assert!(agrees(game.view(i), theirs, game.status()), "{label}: cell {c:?} is {:?} for us, {theirs} for ms_toollib", game.view(i));
    }
    let clicks = game.clicks();
    assert_eq!(last.key_dynamic_params.double, clicks.chord as usize, "{label}: chords");
    assert_eq!(last.key_dynamic_params.left, clicks.left as usize, "{label}: left clicks");
    if let Some(summary) = game.summary() {
        assert_eq!(last.key_dynamic_params.bbbv_solved, summary.solved_three_bv as usize, "{label}: solved 3BV");
        assert_eq!(data.game_dynamic_params.rtime_ms as u64, summary.time.0, "{label}: time in the header");
        // The reader's own timeline: from the event that started the game to the last one.
        let span = ((last.time - data.delta_time) * 1000.0).round() as u64;
        assert_eq!(span, summary.time.0, "{label}: time by the events");
    }
}

#[test]
fn random_games_read_back_the_same_in_ms_toollib() {
    let specs = [BoardSpec::BEGINNER, BoardSpec::INTERMEDIATE, BoardSpec::EXPERT, BoardSpec::new(7, 5, 6).expect("spec")];
    let (mut won, mut lost) = (0, 0);
    for seed in 0..240u64 {
        let spec = specs[seed as usize % specs.len()];
        let game = random_game(spec, seed);
        match game.status() {
            Status::Won => won += 1,
            Status::Lost => lost += 1,
            _ => {}
        }
        check(&game, &format!("seed {seed}"));
    }
    assert!(won > 20 && lost > 20, "both endings are covered: {won} won, {lost} lost");
}

#[test]
fn a_seeded_game_records_its_first_click_rule_and_an_unstarted_one_is_refused() {
    use tessera::minesweeper::evf::EvfError;
    use tessera::minesweeper::Mode;
    let mut game = Game::with_mode(BoardSpec::EXPERT, 5, Mode::Safe);
    assert_eq!(encode(&game, &info()), Err(EvfError::NoBoard));
    game.apply(Action::Reveal(Coord::new(3, 3)), Millis(1000)).expect("click");
    let video = read(encode(&game, &info()).expect("encodes"));
    assert_eq!(video.data.mode, 0, "standard: the first click only safe");
    for mode in Mode::ALL {
        let mut game = Game::with_mode(BoardSpec::EXPERT, 5, mode);
        game.apply(Action::Reveal(Coord::new(3, 3)), Millis(1000)).expect("click");
        assert_eq!(read(encode(&game, &info()).expect("encodes")).data.mode, mode.evf_code(), "{mode:?}");
    }
    assert_eq!(Mode::Opening.evf_code(), 4, "Windows 7: an opening");
}

/// A game whose mines were dealt again (each adaptive mode, clicking where the rule and the
/// board disagree) is written on its final board, on which ms_toollib's replay of every click
/// reads what the player saw.
#[test]
fn a_game_dealt_again_reads_back_the_same_on_its_final_board() {
    use tessera::minesweeper::solver::{analyse, Position};
    use tessera::minesweeper::Mode;
    let mut dealt_again = 0;
    for (k, mode) in [Mode::Strict, Mode::Weak, Mode::Blessing, Mode::Guessable, Mode::Lucky].into_iter().enumerate() {
        for seed in 0..12u64 {
            let mut game = Game::with_mode(BoardSpec::INTERMEDIATE, seed * 5 + k as u64, mode);
            let dims = game.dims();
            game.apply(Action::Reveal(Coord::new(0, 0)), Millis(0)).expect("first");
            let mut at = 0;
            while game.status() == Status::Playing && at < 40_000 {
                at += 250;
                let analysis = analyse(&Position::of_game(&game).expect("position")).expect("analysis");
                let layout = game.layout().expect("dealt").clone();
                let covered = |i: usize| game.view(i) == CellView::Covered;
                // Half the clicks proved safe, half guesses (where the modes act).
                let safe = (0..dims.cells()).find(|&i| covered(i) && analysis.probability[i] == 0.0);
                let guess = (0..dims.cells()).filter(|&i| covered(i) && analysis.probability[i] > 0.0 && analysis.probability[i] < 1.0).nth(seed as usize % 3);
                let cell = if at % 500 == 0 { guess.or(safe) } else { safe.or(guess) };
                let Some(cell) = cell else { break };
                game.apply(Action::Reveal(dims.coord(cell)), Millis(at)).expect("reveal");
                dealt_again += usize::from(game.layout() != Some(&layout));
            }
            check(&game, &format!("{mode:?} seed {seed}"));
        }
    }
    assert!(dealt_again > 10, "only {dealt_again} re-deals");
}
