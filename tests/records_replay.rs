//! Every recorded game is reproduced by its replay, and a record whose proof was tampered with
//! (a time changed, an action removed, the board swapped) is refused with the reason.

use tessera::fifteen::practice::{Mode as RunMode, Run, RunOrigin};
use tessera::fifteen::{scramble, solver, Aid as FifteenAid, Direction, FifteenGame, Move, Origin, Shape};
use tessera::assist::Assist;
use tessera::minesweeper::{Action, Aid, BoardSpec, CellView, Mode, Game};
use tessera::records::entry::{mines_entry, run_entry, solve_entry};
use tessera::records::fifteen::Solve;
use tessera::records::mines::MinesGame;
use tessera::records::replay::{check_fifteen, check_mines, ReplayError};
use tessera::rng::SeededRng;
use tessera::time::Millis;

/// A game played at random from `seed`: safe cells opened in a random order, mines flagged
/// now and then, chords tried on numbers; it stops at `stop` actions (abandoned), on a mine
/// opened on purpose when `lose`, or when won. Returns the game and the clock at its end.
fn play_mines(spec: BoardSpec, policy: Mode, seed: u64, rng: &mut SeededRng, stop: usize, lose: bool) -> (Game, Millis) {
    let dims = spec.dims();
    let mut game = Game::with_mode(spec, seed, policy);
    let mut now = 1_000 + rng.below(5_000);
    let first = dims.coord(rng.below(dims.cells() as u64) as usize);
    game.apply(Action::Reveal(first), Millis(now)).expect("the first click");
    let layout = game.layout().expect("mines placed").clone();
    for _ in 1..stop {
        if game.is_over() {
            break;
        }
        now += 20 + rng.below(900);
        let covered: Vec<usize> = (0..dims.cells()).filter(|&i| matches!(game.view(i), CellView::Covered)).collect();
        let safe: Vec<usize> = covered.iter().copied().filter(|&i| !layout.is_mine(i)).collect();
        let mines: Vec<usize> = covered.iter().copied().filter(|&i| layout.is_mine(i)).collect();
        let pick = |list: &[usize], rng: &mut SeededRng| list[rng.below(list.len() as u64) as usize];
        let action = match rng.below(24) {
            0 | 1 if !mines.is_empty() => Action::Flag(dims.coord(pick(&mines, rng))),
            2 | 3 => Action::Chord(dims.coord(rng.below(dims.cells() as u64) as usize)),
            4 | 5 if lose && !mines.is_empty() => Action::Reveal(dims.coord(pick(&mines, rng))),
            // Now and then an undo (refused for the first click), or a pause.
            6 => {
                let _ = game.undo(Millis(now));
                continue;
            }
            // The solver's aids now and then: a hint, the odds, an auto-play move's mark.
            8 => {
                let aid = [Aid::Hint, Aid::Odds, Aid::Auto][rng.below(3) as usize];
                game.aid(aid, Millis(now)).expect("a game being played takes an aid");
                continue;
            }
            7 => {
                game.pause(Millis(now)).expect("a game being played pauses");
                now += 2_000 + rng.below(5_000);
                game.resume(Millis(now)).expect("resumes");
                continue;
            }
            _ if !safe.is_empty() => Action::Reveal(dims.coord(pick(&safe, rng))),
            _ => continue,
        };
        game.apply(action, Millis(now)).expect("an action on the board");
    }
    (game, Millis(now + 300))
}

#[test]
fn every_minesweeper_game_of_a_random_history_is_reproduced_by_its_replay() {
    let mut rng = SeededRng::new(5);
    let tables = [
        ("beginner", BoardSpec::BEGINNER, Mode::Opening),
        ("intermediate/safe", BoardSpec::INTERMEDIATE, Mode::Safe),
        ("expert", BoardSpec::EXPERT, Mode::Opening),
        ("custom-8x6-12/no-guess", BoardSpec::new(8, 6, 12).expect("spec"), Mode::NoGuess),
    ];
    let mut endings = std::collections::BTreeMap::new();
    let mut controlled = 0;
    for k in 0..120u64 {
        let (key, spec, policy) = tables[k as usize % tables.len()];
        let stop = if k % 5 == 0 { 3 + rng.below(10) as usize } else { usize::MAX };
        let (game, end) = play_mines(spec, policy, 1_000 + k, &mut rng, stop, k % 4 == 1);
        controlled += usize::from(!game.helps().is_empty());
        let record = mines_entry(&game, end, k % 7 == 0).expect("a started game");
        *endings.entry(format!("{:?}", record.ending)).or_insert(0) += 1;
        assert_eq!(check_mines(key, &record).as_ref(), Ok(&record), "game {k} on {key}: {record:?}");
    }
    assert_eq!(endings.len(), 3, "won, lost and abandoned games: {endings:?}");
    assert!(controlled > 20, "undos, pauses and aids replayed too: {controlled}");
}

/// A won Expert game's record.
fn won_expert() -> MinesGame {
    let mut rng = SeededRng::new(9);
    let (game, end) = play_mines(BoardSpec::EXPERT, Mode::Opening, 77, &mut rng, usize::MAX, false);
    mines_entry(&game, end, false).expect("a game")
}

#[test]
fn a_minesweeper_record_with_its_proof_tampered_with_is_refused() {
    let record = won_expert();
    assert_eq!(record.ending, tessera::records::mines::Ending::Won);
    assert_eq!(check_mines("expert", &record).as_ref(), Ok(&record));
    let log = record.log.clone().expect("a log");
    let tokens: Vec<&str> = log.split(' ').collect();

    // A time changed: the last action a little sooner, so the recorded time is not the replay's.
    let mut sooner = tokens.clone();
    let (head, delta) = sooner.last().expect("actions").rsplit_once(':').expect("a token");
    let changed = format!("{head}:{}", delta.parse::<u64>().expect("ms").saturating_sub(15));
    *sooner.last_mut().expect("actions") = &changed;
    let err = check_mines("expert", &MinesGame { log: Some(sooner.join(" ")), ..record.clone() }).unwrap_err();
    assert!(matches!(err, ReplayError::Mismatch(_)), "{err}");

    // The time in the record changed instead.
    let err = check_mines("expert", &MinesGame { time_ms: record.time_ms - 1, ..record.clone() }).unwrap_err();
    assert!(matches!(err, ReplayError::Mismatch(_)), "{err}");

    // An action removed.
    let removed = [&tokens[..3], &tokens[4..]].concat().join(" ");
    assert!(check_mines("expert", &MinesGame { log: Some(removed), ..record.clone() }).is_err());

    // The board swapped for another one's.
    let other = MinesGame { seed: Some(78), ..record.clone() };
    assert_eq!(check_mines("expert", &other), Err(ReplayError::Board(tessera::records::replay_why::BadBoard::SeedDeals)));
    let mut rng = SeededRng::new(1);
    let (elsewhere, _) = play_mines(BoardSpec::EXPERT, Mode::Opening, 5, &mut rng, 2, false);
    let swapped = MinesGame { board: mines_entry(&elsewhere, Millis(0), false).and_then(|g| g.board), ..record.clone() };
    assert_eq!(check_mines("expert", &swapped), Err(ReplayError::Board(tessera::records::replay_why::BadBoard::SeedDeals)));

    // Another table, no log, a log that is not one.
    assert!(matches!(check_mines("beginner", &record), Err(ReplayError::Board(_))));
    assert_eq!(check_mines("expert", &MinesGame { log: None, ..record.clone() }), Err(ReplayError::NoLog));
    assert!(matches!(check_mines("expert", &MinesGame { log: Some("r3:0 zz".into()), ..record.clone() }), Err(ReplayError::Log(_))));
}

fn tile(dir: Direction) -> Move {
    Move::Tile { dir }
}

/// Plays `moves` from `now`, `gap` ms apart at most; the clock after the last.
fn play_moves(apply: &mut dyn FnMut(Move, Millis), moves: &[Direction], rng: &mut SeededRng, mut now: u64) -> u64 {
    for &d in moves {
        now += 30 + rng.below(300);
        apply(tile(d), Millis(now));
    }
    now
}

#[test]
fn every_15_puzzle_solve_run_and_dnf_of_a_random_history_is_reproduced_by_its_replay() {
    let mut rng = SeededRng::new(3);
    let mut records: Vec<(String, Solve)> = Vec::new();
    for k in 0..40u64 {
        let shape = Shape::new(3 + (k % 3) as i64, 3 + (k % 2) as i64).expect("shape");
        let origin = [Origin::Random { seed: k }, Origin::Chosen { seed: k }, Origin::Retry { seed: Some(k) }][k as usize % 3];
        let mut game = FifteenGame::new(scramble(shape, k), origin);
        let moves = solver::quick(game.board()).expect("a solution");
        // A DNF every fourth: left half-way.
        let moves = if k % 4 == 3 { &moves[..moves.len() / 2] } else { &moves[..] };
        // A segment slide now and then, through the blank's row.
        let blank = game.board().blank();
        let row_start = blank - blank % shape.width() as usize;
        let first = if blank == row_start { row_start + 1 } else { row_start };
        if k % 5 == 0 {
            game.aid(FifteenAid::Hint, Millis(400)).expect("a hint before the first move");
        }
        game.apply(Move::To { index: first as u32 }, Millis(500)).expect("a segment slide");
        // A hint during the solve whose answer is waited for, the clock held: until the answer
        // (every tenth), or until the next move.
        let mut start = 500;
        if k % 5 == 1 {
            game.aid(FifteenAid::Hint, Millis(510)).expect("a hint");
            game.wait(Millis(510)).expect("the clock held");
            start = 2_510;
            if k % 10 == 1 {
                game.resume(Millis(start)).expect("the answer");
            }
        }
        let back = if first < blank { Direction::Right } else { Direction::Left };
        let undo: Vec<Direction> = std::iter::repeat_n(back.opposite(), blank.abs_diff(first)).collect();
        let mut apply = |mv: Move, at: Millis| {
            game.apply(mv, at).expect("a legal move");
        };
        let now = play_moves(&mut apply, &undo, &mut rng, start);
        let end = play_moves(&mut apply, moves, &mut rng, now);
        let record = solve_entry(&game, Millis(end + 200)).expect("played");
        records.push((format!("{}x{}", shape.width(), shape.height()), record));
    }
    // Practice runs: a relay solved, a marathon left in its second leg, blind solves judged.
    let relay = RunMode::relay(vec![Shape::new(3, 3).expect("3x3"), Shape::new(4, 3).expect("4x3")]).expect("relay");
    let marathon = RunMode::marathon(Shape::new(3, 3).expect("3x3"), 3).expect("marathon");
    let blind = RunMode::blind(Shape::new(3, 3).expect("3x3"));
    for (mode, legs, declare_short) in [(relay, 2, None), (marathon, 1, None), (blind.clone(), 1, Some(false)), (blind, 1, Some(true))] {
        let mut run = Run::new(mode.clone(), 40 + legs as u64, RunOrigin::Random);
        let mut now = 1_000;
        for _ in 0..legs {
            let mut moves = solver::quick(run.game().board()).expect("a solution");
            if declare_short == Some(true) {
                moves.pop();
            }
            now = play_moves(&mut |mv, at| drop(run.apply(mv, at).expect("legal")), &moves, &mut rng, now);
        }
        if mode.legs() > legs {
            let start = solver::quick(run.game().board()).expect("solution");
            now = play_moves(&mut |mv, at| drop(run.apply(mv, at).expect("legal")), &start[..2], &mut rng, now);
        }
        if declare_short.is_some() {
            now += 700;
            run.declare(Millis(now)).expect("declared");
        }
        records.push((mode.key(), run_entry(&run, Millis(now + 50)).expect("played")));
    }
    // A relay whose first leg had a hint waited for, the run's clock held until the answer.
    let relay = RunMode::relay(vec![Shape::new(3, 3).expect("3x3"), Shape::new(3, 3).expect("3x3")]).expect("relay");
    let mut run = Run::new(relay.clone(), 77, RunOrigin::Random);
    let first = solver::quick(run.game().board()).expect("a solution");
    let mut now = play_moves(&mut |mv, at| drop(run.apply(mv, at).expect("legal")), &first[..1], &mut rng, 1_000);
    run.aid(FifteenAid::Hint, Millis(now + 10)).expect("a hint");
    run.wait(Millis(now + 10)).expect("the run's clock held");
    run.resume(Millis(now + 2_010)).expect("the answer");
    now = play_moves(&mut |mv, at| drop(run.apply(mv, at).expect("legal")), &first[1..], &mut rng, now + 2_010);
    // And a hint between the legs, before the second's first move: the run's clock held too.
    run.aid(FifteenAid::Hint, Millis(now + 10)).expect("a hint between legs");
    run.wait(Millis(now + 10)).expect("the run's clock held between legs");
    run.resume(Millis(now + 1_510)).expect("the answer");
    now += 1_510;
    let second = solver::quick(run.game().board()).expect("a solution");
    now = play_moves(&mut |mv, at| drop(run.apply(mv, at).expect("legal")), &second, &mut rng, now);
    let held = run_entry(&run, Millis(now + 50)).expect("played");
    assert_eq!(held.log.as_deref().map(|l| l.matches(" w:").count()), Some(2), "both waits are in the run's log");
    records.push((relay.key(), held));
    for (key, record) in &records {
        assert_eq!(check_fifteen(key, record).as_ref(), Ok(record), "{key}: {record:?}");
    }
    let assisted = records.iter().filter(|(_, r)| r.help.contains(Assist::Hint)).count();
    assert_eq!(assisted, 17, "the hints are in the logs and the replays find them");
    let held = records.iter().filter(|(_, r)| r.log.as_deref().is_some_and(|l| l.contains(" w:"))).count();
    assert_eq!(held, 9, "the waits for an answer are in the logs");
    let dnfs = records.iter().filter(|(_, r)| r.is_dnf()).count();
    assert!(dnfs >= 10 && dnfs < records.len() - 20, "solves and DNFs: {dnfs} DNFs");

    // Tampered with: a time changed, a move removed, the scramble swapped.
    let (key, solved) = records.iter().find(|(_, r)| !r.is_dnf() && r.splits.is_empty()).expect("a solve");
    let log = solved.log.clone().expect("a log");
    // The control types are the page's word, kept as recorded (no log can check them).
    let hovered = Solve { controls: tessera::fifteen::Controls::NONE.with(tessera::fifteen::Control::Hover), ..solved.clone() };
    assert_eq!(check_fifteen(key, &hovered).expect("replays").controls, hovered.controls);
    let slower = log.replacen(":", ":1", 2);
    assert!(matches!(check_fifteen(key, &Solve { log: Some(slower), ..solved.clone() }), Err(ReplayError::Mismatch(_))));
    let tokens: Vec<&str> = log.split(' ').collect();
    let removed = [&tokens[..2], &tokens[3..]].concat().join(" ");
    assert!(check_fifteen(key, &Solve { log: Some(removed), ..solved.clone() }).is_err());
    let other = scramble(Shape::new(3, 3).expect("3x3"), 999).state_string();
    let swapped = Solve { scramble: other, ..solved.clone() };
    assert!(matches!(check_fifteen(key, &swapped), Err(ReplayError::Board(_))));
    let (run_key, run) = records.iter().find(|(k, r)| k.starts_with("relay/") && !r.is_dnf()).expect("a relay");
    let wrong_split = Solve { splits: vec![run.splits[0] + 1, run.splits[1]], ..run.clone() };
    assert!(matches!(check_fifteen(run_key, &wrong_split), Err(ReplayError::Mismatch(_))));
    assert_eq!(check_fifteen(key, &Solve { log: None, ..solved.clone() }), Err(ReplayError::NoLog));
}

/// What a game stands for comes from its replay, never from the file: a board with no seed is
/// a typed one, every help is an event of the log (the replay names them), and a flag in the
/// file can only lower a game's standing.
#[test]
fn a_games_standing_comes_from_its_replay_and_a_flag_can_only_lower_it() {
    // An Expert game won with no help: every safe cell opened, 40 ms apart.
    let mut game = Game::new(BoardSpec::EXPERT, 31);
    game.apply(Action::Reveal(tessera::minesweeper::Coord::new(8, 15)), Millis(0)).expect("the first click");
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in 0..layout.spec().dims().cells() {
        if !layout.is_mine(i) && game.view(i) == CellView::Covered && !game.is_over() {
            t += 40;
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
        }
    }
    let record = mines_entry(&game, Millis(t), false).expect("a game");
    assert!(record.won() && record.counts() && record.help.is_empty());

    // A board with no seed (any board, all its mines in a corner if it likes): a typed board.
    let typed = check_mines("expert", &MinesGame { seed: None, ..record.clone() }).expect("replays on the board it carries");
    assert_eq!((typed.chosen_seed, typed.counts(), typed.set_aside().map(|w| w.to_string())), (true, false, Some("a typed board".to_string())));

    // A hint and a pause in the log, flags that say no help: assisted, both named.
    let log = record.log.clone().expect("a log");
    let mut tokens: Vec<&str> = log.split(' ').collect();
    tokens.splice(1..1, ["h:0", "p:0", "g:0"]);
    let helped = check_mines("expert", &MinesGame { log: Some(tokens.join(" ")), ..record.clone() }).expect("replays");
    assert_eq!((helped.assisted, helped.set_aside().map(|w| w.to_string())), (true, Some("assisted: hint, pause".to_string())));
    assert_eq!(helped.help, [Assist::Hint, Assist::Pause].into_iter().collect());

    // Flags that lower it stay: assisted with no help in the log, a chosen seed.
    let flagged = check_mines("expert", &MinesGame { assisted: true, chosen_seed: true, ..record.clone() }).expect("replays");
    assert_eq!(flagged.set_aside().map(|w| w.to_string()), Some("assisted; a chosen seed".to_string()));

    // A 15-puzzle solve: Solve in its log makes it assisted; a random scramble with no seed is
    // a typed position.
    let mut game = FifteenGame::new(scramble(Shape::new(3, 3).expect("3x3"), 12), Origin::Random { seed: 12 });
    let moves = solver::quick(game.board()).expect("a solution");
    let mut rng = SeededRng::new(4);
    let end = play_moves(&mut |mv, at| drop(game.apply(mv, at).expect("legal")), &moves, &mut rng, 100);
    let solved = solve_entry(&game, Millis(end)).expect("solved");
    assert!(solved.counts());
    let log = solved.log.clone().expect("a log");
    let (first, rest) = log.split_once(' ').expect("moves");
    let with_solve = Solve { log: Some(format!("{first} s:0 {rest}")), ..solved.clone() };
    let again = check_fifteen("3x3", &with_solve).expect("replays");
    assert_eq!((again.help.contains(Assist::Solve), again.set_aside().map(|w| w.to_string())), (true, Some("assisted: Solve".to_string())));
    let seedless = check_fifteen("3x3", &Solve { seed: None, ..solved.clone() }).expect("replays as typed");
    assert_eq!((seedless.counts(), seedless.set_aside().map(|w| w.to_string())), (false, Some("a typed position".to_string())));
}

#[test]
fn a_minesweeper_replays_frames_carry_the_solvers_verdicts_and_the_figures_as_they_ran() {
    use tessera::minesweeper::solver::{review, Move, Position, Solver};
    use tessera::minesweeper::figures::game_metrics;
    use tessera::minesweeper::Status;
    use tessera::records::frames::mines_frames;
    let solver = Solver::default();
    let mut endings = std::collections::BTreeSet::new();
    for seed in 0..12u64 {
        // The solver plays, a flag set on each mine it proves.
        let mut game = Game::with_mode(BoardSpec::EXPERT, seed, Mode::Opening);
        let dims = game.dims();
        let mut now = 500;
        game.apply(Action::Reveal(dims.coord(dims.cells() / 2)), Millis(now)).expect("first click");
        while game.status() == Status::Playing {
            now += 150;
            let pos = Position::of_game(&game).expect("position");
            let cell = match solver.next_move(&pos).expect("consistent").expect("a move") {
                Move::Safe(cells) => cells[0],
                Move::Guess(g) => g.cell,
            };
            game.apply(Action::Reveal(dims.coord(cell)), Millis(now)).expect("reveal");
        }
        endings.insert(game.status() == Status::Won);
        let record = mines_entry(&game, Millis(now + 100), false).expect("a game");
        let frames = mines_frames("expert", &record).expect("frames");
        // The verdicts are the review's, each on its action's frame.
        let expected = review(game.layout().expect("layout"), game.history());
        assert_eq!(frames.review.as_ref(), Some(&expected), "seed {seed}");
        assert!(expected.clicks.len() == frames.frames.len(), "every action here opened cells");
        // The figures run with the frames, and end as the game's.
        for (k, f) in frames.frames.iter().enumerate() {
            let figures = f.figures.as_ref().unwrap_or_else(|| panic!("seed {seed}: frame {k} has figures"));
            assert_eq!((figures.solved_three_bv as u32, figures.cl as u32), (f.solved, f.clicks), "seed {seed}: frame {k}");
        }
        assert_eq!(frames.frames.last().and_then(|f| f.figures.clone()), game_metrics(&game), "seed {seed}");
    }
    assert_eq!(endings.len(), 2, "won and lost games");
}

/// A record's style and figures are its replay's: edited, the record is refused; a record
/// made before them (none) still verifies, and gets its replay's.
#[test]
fn a_minesweeper_records_style_and_figures_are_checked_by_its_replay() {
    // A win with no help, no undo and no pause: one its video can hold.
    let mut game = Game::with_mode(BoardSpec::EXPERT, 31, Mode::Opening);
    game.apply(Action::Reveal(tessera::minesweeper::Coord::new(8, 15)), Millis(0)).expect("first");
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in (0..480).filter(|&i| !layout.is_mine(i)) {
        if !game.is_over() && game.view(i) == CellView::Covered {
            t += 90;
            game.apply(Action::Reveal(game.dims().coord(i)), Millis(t)).expect("a safe cell");
        }
    }
    let record = mines_entry(&game, Millis(t), false).expect("a game");
    assert!(record.won());
    let figures = record.figures.expect("a won game has figures");
    assert!(record.style.is_some());
    let flipped = match record.style {
        Some(tessera::minesweeper::Style::Nf) => tessera::minesweeper::Style::Fl,
        _ => tessera::minesweeper::Style::Nf,
    };
    assert!(check_mines("expert", &MinesGame { style: Some(flipped), ..record.clone() }).is_err());
    let faster = tessera::records::mines::Figures { stnb: figures.stnb * 2.0, ..figures };
    assert!(check_mines("expert", &MinesGame { figures: Some(faster), ..record.clone() }).is_err());
    let older = MinesGame { style: None, figures: None, ..record.clone() };
    assert_eq!(check_mines("expert", &older).as_ref(), Ok(&record));
}

/// A game whose mines were dealt again replays from its seed (or, on a known board, from the
/// board as first dealt) to the same record: its board is the one first dealt.
#[test]
fn a_game_dealt_again_replays_from_the_board_first_dealt() {
    use tessera::minesweeper::solver::{analyse, Position};
    let spec = BoardSpec::INTERMEDIATE;
    let mut checked = 0;
    for seed in 0..10 {
        let mut game = Game::with_mode(spec, seed, Mode::Strict);
        game.apply(Action::Reveal(tessera::minesweeper::Coord::new(0, 0)), Millis(0)).expect("first");
        let analysis = analyse(&Position::of_game(&game).expect("position")).expect("analysis");
        let Some(guess) = (0..256).find(|&i| game.view(i) == CellView::Covered && !game.layout().expect("dealt").is_mine(i) && analysis.probability[i] > 0.0) else { continue };
        game.apply(Action::Reveal(game.dims().coord(guess)), Millis(700)).expect("a guess");
        assert_ne!(game.layout(), game.dealt(), "seed {seed}: dealt again");
        let record = mines_entry(&game, Millis(700), false).expect("a game");
        assert_eq!(check_mines("intermediate/strict", &record).as_ref(), Ok(&record), "seed {seed}");
        let mut known = Game::with_layout_in(game.dealt().cloned().expect("dealt"), Mode::Strict, 0);
        known.apply(Action::Reveal(tessera::minesweeper::Coord::new(0, 0)), Millis(0)).expect("first");
        known.apply(Action::Reveal(game.dims().coord(guess)), Millis(700)).expect("a guess");
        let record = mines_entry(&known, Millis(700), true).expect("a game");
        assert_eq!((record.seed, check_mines("intermediate/strict", &record).as_ref()), (None, Ok(&record)), "seed {seed}: a known board");
        checked += 1;
    }
    assert!(checked >= 5);
}
