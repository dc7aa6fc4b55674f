//! The solver against known answers and against brute force: every claim it makes holds in
//! every arrangement consistent with what is visible, and its probabilities are exact.

mod common;

use common::{at, game, play};
use proptest::prelude::*;
use tessera::minesweeper::solver::{analyse, analyse_with_budget, deduce_by_rules, first_click, Position, Rule};
use tessera::minesweeper::{Action, BoardSpec, Coord, Mode, Layout};

/// A position drawn as its board: `*` a mine, `.` a covered safe cell, `o` an open cell
/// (showing its true number); `mines` is the total the player is told.
fn position(rows: &str, mines: u32) -> Position {
    let rows: Vec<&str> = rows.split_whitespace().collect();
    let (width, height) = (rows[0].len() as u32, rows.len() as u32);
    let chars: Vec<char> = rows.iter().flat_map(|r| r.chars()).collect();
    let layout = Layout::from_mines(width, height, chars.iter().map(|&c| c == '*').collect()).expect("layout");
    let cells = chars.iter().enumerate().map(|(i, &c)| (c == 'o').then(|| layout.count(i))).collect();
    Position::new(layout.dims(), mines, cells).expect("position")
}

fn cell(pos: &Position, row: u32, col: u32) -> usize {
    pos.dims().index(at(row, col))
}

fn sorted(cells: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut v: Vec<usize> = cells.collect();
    v.sort_unstable();
    v
}

#[test]
fn one_number_alone_finds_its_mine_and_then_clears_the_rest() {
    // (0,1) shows 1 and touches one covered cell, (0,0): a mine. Then (1,1)'s 1 is satisfied,
    // so (0,2) is safe.
    let pos = position("*o. ooo", 1);
    let (_, found) = deduce_by_rules(&pos).expect("consistent");
    assert!(found.iter().all(|d| d.proof.rule == Rule::Single), "{found:?}");
    assert_eq!(sorted(found.iter().filter(|d| d.mine).map(|d| d.cell)), vec![cell(&pos, 0, 0)]);
    assert_eq!(sorted(found.iter().filter(|d| !d.mine).map(|d| d.cell)), vec![cell(&pos, 0, 2)]);
}

#[test]
fn the_one_two_one_pattern_needs_two_numbers_together() {
    // 1-2-1 under a row of covered cells: mines under the 1s, the middle cell safe.
    let pos = position("*.* ooo ooo", 2);
    let (_, found) = deduce_by_rules(&pos).expect("consistent");
    assert_eq!(sorted(found.iter().filter(|d| d.mine).map(|d| d.cell)), vec![cell(&pos, 0, 0), cell(&pos, 0, 2)]);
    assert_eq!(sorted(found.iter().filter(|d| !d.mine).map(|d| d.cell)), vec![cell(&pos, 0, 1)]);
    assert!(found.iter().any(|d| d.proof.rule == Rule::Pair));
    // The subset rule: (1,0)'s cells lie inside (1,1)'s; the difference holds 2 - 1 = 1 mine.
    let pos = position("o*.. oo.. ....", 3);
    let (_, found) = deduce_by_rules(&pos).expect("consistent");
    let numbers = |d: &tessera::minesweeper::solver::Deduction| d.proof.numbers.clone();
    assert!(found.iter().all(|d| !numbers(d).is_empty()));
}

#[test]
fn the_mine_count_decides_what_numbers_cannot() {
    // Two 1s share a 50/50 pair; the other 8 cells touch no open cell.
    let board = "o*.... o.....";
    let off: Vec<(u32, u32)> = (2..6).flat_map(|c| [(0, c), (1, c)]).collect();
    let one = position(board, 1);
    let a = analyse(&one).expect("consistent");
    for &(r, c) in &off {
        let d = a.deductions.iter().find(|d| d.cell == cell(&one, r, c)).expect("off cell proved");
        assert!(!d.mine);
        assert_eq!(d.proof.rule, Rule::MineCount);
    }
    assert!((a.probability[cell(&one, 0, 1)] - 0.5).abs() < 1e-12);
    // One mine more: 2 x 8 boards, each off cell 1/8.
    let two = position(board, 2);
    let a = analyse(&two).expect("consistent");
    assert!(a.deductions.is_empty());
    assert!((a.probability[cell(&two, 1, 1)] - 0.5).abs() < 1e-12);
    for &(r, c) in &off {
        assert!((a.probability[cell(&two, r, c)] - 0.125).abs() < 1e-12);
    }
    assert!((a.ln_boards - 16f64.ln()).abs() < 1e-9);
    // Nine mines: every off cell is one.
    let nine = position(board, 9);
    let a = analyse(&nine).expect("consistent");
    assert_eq!(a.mine_cells().count(), 8);
}

#[test]
fn contradictions_are_reported_not_guessed_at() {
    let dims = position("o* ..", 1).dims();
    // A 3 among three covered cells on a board with one mine.
    let three = Position::new(dims, 1, vec![Some(3), None, None, None]).expect("a legal number");
    assert!(analyse(&three).is_err());
    // A 2 with one covered neighbour.
    let two = Position::new(dims, 1, vec![Some(2), None, Some(1), Some(1)]).expect("legal numbers");
    assert!(analyse(&two).is_err());
    assert!(deduce_by_rules(&two).is_err());
    // A number larger than its neighbours is not a position at all.
    assert!(Position::new(dims, 1, vec![Some(4), None, None, None]).is_err());
}

#[test]
fn flags_are_never_trusted() {
    let mut g = game("*.* ... ..*");
    play(&mut g, Action::Reveal(at(1, 1)));
    let plain = Position::of_game(&g).expect("position");
    // A wrong flag next to the 3.
    play(&mut g, Action::Flag(at(0, 1)));
    let flagged = Position::of_game(&g).expect("position");
    assert_eq!(plain, flagged);
    let a = analyse(&flagged).expect("consistent");
    assert!((a.probability[1] - 3.0 / 8.0).abs() < 1e-12);
}

#[test]
fn a_component_too_large_to_enumerate_is_approximated_and_claims_nothing_new() {
    // Open cells two apart in a covered field: a chain of boxes the rules cannot settle.
    let pos = position(".*...**...*..*.. o.o*o.o.o*o.o.o. ..*....*...*..*.", 11);
    let exact = analyse(&pos).expect("consistent");
    assert!(!exact.approximate);
    let rough = analyse_with_budget(&pos, 10).expect("consistent");
    assert!(rough.approximate);
    let (_, by_rules) = deduce_by_rules(&pos).expect("consistent");
    for d in &rough.deductions {
        assert!(by_rules.iter().any(|r| r.cell == d.cell && r.mine == d.mine), "{d:?}");
    }
    for i in pos.covered() {
        assert!((0.0..=1.0).contains(&rough.probability[i]));
    }
}

/// Every arrangement of the position's mines over its covered cells that matches its numbers.
fn brute_force(pos: &Position) -> Option<Vec<f64>> {
    let dims = pos.dims();
    let covered: Vec<usize> = pos.covered().collect();
    let mut mine_counts = vec![0u64; dims.cells()];
    let mut total = 0u64;
    let m = pos.mines() as usize;
    for mask in 0u32..(1 << covered.len()) {
        if mask.count_ones() as usize != m {
            continue;
        }
        let is_mine = |i: usize| covered.iter().position(|&c| c == i).is_some_and(|k| mask >> k & 1 == 1);
        let fits = (0..dims.cells()).all(|i| match pos.number(i) {
            Some(n) => dims.neighbour_indices(i).filter(|&j| is_mine(j)).count() == usize::from(n),
            None => true,
        });
        if fits {
            total += 1;
            for (k, &c) in covered.iter().enumerate() {
                mine_counts[c] += u64::from(mask >> k & 1);
            }
        }
    }
    (total > 0).then(|| mine_counts.iter().map(|&c| c as f64 / total as f64).collect())
}

/// A random small board with some of its safe cells opened, as a game in progress looks.
fn small_position() -> impl Strategy<Value = Position> {
    (2u32..=5, 2u32..=5)
        .prop_flat_map(|(w, h)| {
            let cells = (w * h) as usize;
            (Just(w), Just(h), proptest::collection::vec(any::<bool>(), cells), proptest::collection::vec(0u8..4, cells))
        })
        .prop_filter_map("needs a mine and few covered cells", |(w, h, mines, open_draw)| {
            let mines: Vec<bool> = mines.iter().zip(&open_draw).map(|(&m, &d)| m && d == 0).collect();
            let layout = Layout::from_mines(w, h, mines).ok()?;
            let dims = layout.dims();
            let cells = (0..dims.cells())
                .map(|i| (!layout.is_mine(i) && open_draw[i] >= 2).then(|| layout.count(i)))
                .collect::<Vec<_>>();
            let covered = cells.iter().filter(|c| c.is_none()).count();
            (covered <= 16).then_some(())?;
            Position::new(dims, layout.mine_count(), cells).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn every_claim_and_probability_matches_brute_force(pos in small_position()) {
        let exact = brute_force(&pos).expect("positions from real boards are consistent");
        let a = analyse(&pos).expect("consistent");
        prop_assert!(!a.approximate);
        for i in pos.covered() {
            prop_assert!((a.probability[i] - exact[i]).abs() < 1e-9, "cell {}: {} vs {}", i, a.probability[i], exact[i]);
            let claimed = a.deductions.iter().find(|d| d.cell == i);
            match claimed {
                Some(d) if d.mine => prop_assert!(exact[i] == 1.0, "cell {} called a mine at {}", i, exact[i]),
                Some(_) => prop_assert!(exact[i] == 0.0, "cell {} called safe at {}", i, exact[i]),
                // Nothing certain is missed: the enumeration is exact.
                None => prop_assert!(exact[i] > 0.0 && exact[i] < 1.0, "cell {} is certain ({}) but not claimed", i, exact[i]),
            }
        }
        let (_, by_rules) = deduce_by_rules(&pos).expect("consistent");
        for d in by_rules {
            prop_assert!(exact[d.cell] == if d.mine { 1.0 } else { 0.0 }, "rule claim {:?}", d);
        }
    }
}

#[test]
fn a_deducer_fed_cell_by_cell_knows_what_a_fresh_analysis_knows() {
    use tessera::minesweeper::solver::{Deducer, Fact};
    use tessera::minesweeper::{BoardSpec, CellView, Game, Status};
    use tessera::time::Millis;
    let mut steps = 0;
    for seed in 0..30u64 {
        let mut g = Game::new(BoardSpec::INTERMEDIATE, seed);
        g.apply(Action::Reveal(at(8, 8)), Millis::ZERO).expect("first click");
        let mut deducer = Deducer::new(Position::of_game(&g).expect("position"));
        while g.status() == Status::Playing {
            let fresh = analyse(&Position::of_game(&g).expect("position")).expect("consistent");
            let kept = deducer.analyse(tessera::minesweeper::solver::DEFAULT_BUDGET).expect("consistent");
            let known = |facts: &[Fact]| facts.iter().map(|f| matches!(f, Fact::Safe | Fact::Mine)).collect::<Vec<_>>();
            let fresh_known = known(&fresh.facts);
            for (i, f) in deducer.facts().iter().enumerate() {
                // Everything fresh knows of covered cells, the deducer knows the same way.
                if fresh_known[i] {
                    assert_eq!(*f, fresh.facts[i], "seed {seed}, cell {i}");
                }
            }
            for i in Position::of_game(&g).expect("position").covered() {
                assert!((kept.probability[i] - fresh.probability[i]).abs() < 1e-9);
            }
            steps += 1;
            // Open the safest covered cell, as a player following the solver would.
            let pos = Position::of_game(&g).expect("position");
            let cell = pos.covered().min_by(|&a, &b| fresh.probability[a].total_cmp(&fresh.probability[b])).expect("a cell");
            let out = g.apply(Action::Reveal(pos.dims().coord(cell)), Millis::ZERO).expect("reveal");
            for c in out.changed {
                if let CellView::Open(n) = g.view(c) {
                    deducer.open(c, n);
                }
            }
        }
    }
    assert!(steps > 300, "{steps}");
}

/// Every board consistent with `pos`, as masks over its covered cells (in `pos.covered()`
/// order).
fn boards(pos: &Position) -> Vec<u32> {
    let dims = pos.dims();
    let covered: Vec<usize> = pos.covered().collect();
    (0u32..(1 << covered.len()))
        .filter(|mask| mask.count_ones() == pos.mines())
        .filter(|&mask| {
            let is_mine = |i: usize| covered.iter().position(|&c| c == i).is_some_and(|k| mask >> k & 1 == 1);
            (0..dims.cells()).all(|i| match pos.number(i) {
                Some(n) => dims.neighbour_indices(i).filter(|&j| is_mine(j)).count() == usize::from(n),
                None => true,
            })
        })
        .collect()
}

/// A pseudo 50/50 is a mine only where it ends in a toss: in every board where it is a
/// mine, moving the mines among it and its neighbours gives a board where it is safe that
/// the numbers cannot tell apart; a forced one is also an even chance. Checked by brute
/// force on random small positions, where both kinds occur.
#[test]
fn pseudo_fifty_fifties_are_mines_only_inside_a_toss() {
    use rand::{Rng, SeedableRng};
    use tessera::minesweeper::solver::{forced_tosses, pseudo_tosses, Deducer, DEFAULT_BUDGET};
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let (mut pseudo_seen, mut forced_seen) = (0, 0);
    for _ in 0..4000 {
        let (w, h) = (rng.random_range(2..=5u32), rng.random_range(2..=5u32));
        let n = (w * h) as usize;
        let mines: Vec<bool> = (0..n).map(|_| rng.random_bool(0.25)).collect();
        let Ok(layout) = Layout::from_mines(w, h, mines) else { continue };
        let cells: Vec<Option<u8>> =
            (0..n).map(|i| (!layout.is_mine(i) && rng.random_bool(0.5)).then(|| layout.count(i))).collect();
        if cells.iter().filter(|c| c.is_none()).count() > 16 {
            continue;
        }
        let Ok(pos) = Position::new(layout.dims(), layout.mine_count(), cells) else { continue };
        let mut deducer = Deducer::new(pos.clone());
        let Ok(a) = deducer.analyse(DEFAULT_BUDGET) else { panic!("a real board is consistent") };
        let pseudo = pseudo_tosses(&deducer, &a);
        let forced = forced_tosses(&deducer, &a);
        pseudo_seen += usize::from(!pseudo.is_empty());
        forced_seen += usize::from(!forced.is_empty());
        let covered: Vec<usize> = pos.covered().collect();
        let all = boards(&pos);
        let dims = pos.dims();
        for &t in pseudo.iter().chain(&forced) {
            let k = covered.iter().position(|&c| c == t).expect("covered");
            if forced.contains(&t) {
                let mined = all.iter().filter(|&&b| b >> k & 1 == 1).count();
                assert_eq!(2 * mined, all.len(), "{pos:?}: forced cell {t} is not an even chance");
            }
            let near: u32 = covered
                .iter()
                .enumerate()
                .filter(|&(_, &c)| c == t || dims.neighbour_indices(t).any(|j| j == c))
                .map(|(b, _)| 1 << b)
                .sum();
            for &b in all.iter().filter(|&&b| b >> k & 1 == 1) {
                let swapped = all.iter().any(|&o| o >> k & 1 == 0 && (o ^ b) & !near == 0);
                assert!(swapped, "{pos:?}: cell {t} is a mine in board {b:b} with no toss to swap");
            }
        }
    }
    assert!(pseudo_seen > 20 && forced_seen > 10, "pseudo {pseudo_seen}, forced {forced_seen}");
}

mod reviews {
    use super::common::{at, game, play};
    use tessera::minesweeper::solver::{review, Fatal, Reviewer, Rule, Verdict};
    use tessera::minesweeper::Action;

    fn judged(rows: &str, actions: &[Action]) -> tessera::minesweeper::solver::Review {
        let mut g = game(rows);
        for &a in actions {
            play(&mut g, a);
        }
        review(g.layout().expect("layout"), g.history())
    }

    #[test]
    fn a_mine_clicked_beside_a_proved_safe_cell_was_a_needless_guess() {
        // 1-2-1 proves (0,1) safe; the player opens the mine at (0,0) instead.
        let r = judged("*.* ... ...", &[Action::Reveal(at(2, 1)), Action::Reveal(at(0, 0))]);
        assert_eq!((r.guesses, r.needless_guesses), (1, 1));
        assert_eq!(r.fatal, Some(Fatal { cell: 0, probability: 1.0, forced: false, safe_cell: Some(1) }));
    }

    #[test]
    fn a_loss_with_nothing_proved_was_forced() {
        // A 1 with three covered neighbours and one mine: every cell is 1/3.
        let r = judged("*. ..", &[Action::Reveal(at(1, 1)), Action::Reveal(at(0, 0))]);
        assert_eq!((r.guesses, r.needless_guesses), (1, 0));
        let fatal = r.fatal.expect("lost");
        assert!(fatal.forced && fatal.safe_cell.is_none());
        assert!((fatal.probability - 1.0 / 3.0).abs() < 1e-12);
    }

    #[test]
    fn a_chord_on_a_wrong_flag_is_judged_like_the_click_it_makes() {
        let r = judged(
            "*.* ... ...",
            &[Action::Reveal(at(2, 1)), Action::Flag(at(0, 1)), Action::Chord(at(1, 0))],
        );
        assert_eq!((r.guesses, r.needless_guesses), (1, 1));
        assert_eq!(r.fatal.map(|f| f.cell), Some(0));
    }

    #[test]
    fn the_solvers_own_games_are_reviewed_as_it_played_them() {
        use tessera::minesweeper::solver::{Move, Position, Solver};
        use tessera::minesweeper::{BoardSpec, Game, Status};
        use tessera::time::Millis;
        let solver = Solver::default();
        let mut total_guesses = 0;
        for seed in 0..25u64 {
            let mut g = Game::new(BoardSpec::INTERMEDIATE, seed);
            g.apply(Action::Reveal(at(3, 3)), Millis::ZERO).expect("first click");
            let mut guesses = 0;
            while g.status() == Status::Playing {
                let pos = Position::of_game(&g).expect("position");
                let cell = match solver.next_move(&pos).expect("consistent").expect("a move") {
                    Move::Safe(cells) => cells[0],
                    Move::Guess(guess) => {
                        guesses += 1;
                        guess.cell
                    }
                };
                g.apply(Action::Reveal(pos.dims().coord(cell)), Millis::ZERO).expect("reveal");
            }
            let r = review(g.layout().expect("layout"), g.history());
            assert_eq!((r.guesses, r.needless_guesses), (guesses, 0), "seed {seed}");
            assert_eq!(r.fatal.is_some(), g.status() == Status::Lost, "seed {seed}");
            total_guesses += guesses;
        }
        assert!(total_guesses > 3, "{total_guesses}");
    }

    #[test]
    fn a_forced_fifty_fifty_taken_before_safe_cells_is_not_needless() {
        // The first click opens columns 2-5; column 0 is then safe by the mine count, and
        // column 1 a closed toss: guessing it first loses nothing, and losing it was forced.
        let won = judged(".*.... ......", &[Action::Reveal(at(0, 5)), Action::Reveal(at(1, 1))]);
        assert_eq!((won.guesses, won.needless_guesses, won.fatal), (1, 0, None));
        let lost = judged(".*.... ......", &[Action::Reveal(at(0, 5)), Action::Reveal(at(0, 1))]);
        assert_eq!((lost.guesses, lost.needless_guesses), (1, 0));
        assert_eq!(lost.fatal, Some(Fatal { cell: 1, probability: 0.5, forced: true, safe_cell: None }));
    }

    #[test]
    fn proved_clicks_and_the_first_click_are_not_guesses() {
        let r = judged(
            "*.* ... ...",
            &[Action::Reveal(at(2, 1)), Action::Flag(at(0, 0)), Action::Reveal(at(0, 1))],
        );
        assert_eq!((r.certain, r.guesses, r.needless_guesses, r.fatal, r.luck), (1, 0, 0, None, 1.0));
        // The flag is no click that opens: the first click and the opening of (0,1) are judged.
        let steps: Vec<(usize, usize)> = r.clicks.iter().map(|c| (c.step, c.cell)).collect();
        assert_eq!(steps, [(0, 7), (2, 1)]);
        assert_eq!(r.clicks[0].verdict, Verdict::First);
        // The 1 at (1,0) and the 2 at (1,1), counting on the mines around them proved first.
        assert_eq!(r.clicks[1].verdict, Verdict::Certain { rule: Rule::Pair, numbers: vec![3, 4], mines: vec![0, 2] });
    }

    #[test]
    fn each_guess_carries_its_exact_chance_and_the_game_its_luck() {
        // Needless: (0,0) was proved a mine and (0,1) safe; its chance of no mine was nil.
        let r = judged("*.* ... ...", &[Action::Reveal(at(2, 1)), Action::Reveal(at(0, 0))]);
        assert_eq!(r.clicks[1].verdict, Verdict::Needless { safe: 0.0, exact: true, safe_cell: 1 });
        assert_eq!(r.luck, 0.0);
        // Forced: a 1 over three covered cells, one mine: two chances in three.
        let r = judged("*. ..", &[Action::Reveal(at(1, 1)), Action::Reveal(at(0, 0))]);
        let Verdict::Forced { safe, exact: true } = r.clicks[1].verdict else { panic!("{r:?}") };
        assert!((safe - 2.0 / 3.0).abs() < 1e-12 && (r.luck - 2.0 / 3.0).abs() < 1e-12, "{r:?}");
        // A forced 50/50 won: the game's luck is one half.
        let won = judged(".*.... ......", &[Action::Reveal(at(0, 5)), Action::Reveal(at(1, 1))]);
        assert_eq!(won.clicks[1].verdict, Verdict::Forced { safe: 0.5, exact: true });
        assert!((won.luck - 0.5).abs() < 1e-12);
    }

    #[test]
    fn a_chord_that_guesses_has_the_chance_of_all_its_cells_together() {
        // The same 1 over three cells, a flag on (0,1), a chord opening (0,0) and (1,0): both
        // are safe only in the one board of three with the mine under the flag.
        let r = judged("*. ..", &[Action::Reveal(at(1, 1)), Action::Flag(at(0, 1)), Action::Chord(at(1, 1))]);
        let Verdict::Forced { safe, exact: true } = r.clicks[1].verdict else { panic!("{r:?}") };
        assert!((safe - 1.0 / 3.0).abs() < 1e-12, "{safe}");
        let fatal = r.fatal.expect("lost");
        assert!(fatal.cell == 0 && (fatal.probability - 2.0 / 3.0).abs() < 1e-12, "{fatal:?}");
    }

    #[test]
    fn an_undo_is_followed_and_the_click_after_it_judged_afresh() {
        use tessera::minesweeper::Game;
        use tessera::time::Millis;
        // Lost on a needless guess, undone, then the safe cell taken: certain.
        let mut g = game("*.* ... ...");
        let mut reviewer = Reviewer::new();
        let mut verdicts = Vec::new();
        let steps = [Some(Action::Reveal(at(2, 1))), Some(Action::Reveal(at(0, 0))), None, Some(Action::Reveal(at(0, 1)))];
        for (step, action) in steps.into_iter().enumerate() {
            let outcome = match action {
                Some(a) => {
                    verdicts.push(reviewer.judge(step, &g, a).cloned());
                    g.apply(a, Millis(step as u64)).expect("apply")
                }
                None => g.undo(Millis(step as u64)).expect("undo"),
            };
            reviewer.seen(&g, &outcome);
        }
        assert!(matches!(verdicts[1], Some(Verdict::Needless { .. })), "{verdicts:?}");
        assert!(matches!(verdicts[2], Some(Verdict::Certain { .. })), "{verdicts:?}");
        assert!(Game::is_over(&g), "won");
    }
}

mod guesses {
    use super::{cell, position, sorted};
    use tessera::minesweeper::solver::{analyse, choose_guess};

    #[test]
    fn a_forced_fifty_fifty_is_played_first_in_an_exact_endgame() {
        // The frontier pair has the same neighbours outside itself, so nothing will ever tell
        // its cells apart: a forced 50/50. Eight cells off it hold the other mine. 16 boards:
        // the exact search sees that winning needs the 50/50 anyway, and takes it first.
        let pos = position("o*.... o.....", 2);
        let a = analyse(&pos).expect("consistent");
        let g = choose_guess(&pos, &a).expect("a guess");
        assert!(pos.dims().coord(g.cell).col == 1 && (g.safety - 0.5).abs() < 1e-12, "{g:?}");
    }

    #[test]
    fn past_the_endgame_a_forced_fifty_fifty_is_still_played_first() {
        // The same pair on a wider board with more mines: too many boards for the exact
        // search, but the pair is a closed toss, so it is taken before the safer cells off
        // the frontier (3 mines in 56 cells): it costs the same now as later.
        let pos = position("o*............................ o.............................", 4);
        let a = analyse(&pos).expect("consistent");
        let g = choose_guess(&pos, &a).expect("a guess");
        assert!(pos.dims().coord(g.cell).col == 1 && (g.safety - 0.5).abs() < 1e-12, "{g:?}");
    }

    #[test]
    fn a_much_safer_cell_beats_a_fifty_fifty_that_may_yet_resolve() {
        // One mine in the pair of column 1, one in (2,0)/(2,1): the pair's lower end is
        // covered, so a later number may tell its cells apart. Two mines remain for the 90
        // cells off the frontier, and the look-ahead takes one of those.
        let far = ".".repeat(28);
        let pos = position(&format!("o*{far}.* o.{far}.. .*{far}.."), 4);
        let a = analyse(&pos).expect("consistent");
        assert!(a.safe_cells().next().is_none());
        let g = choose_guess(&pos, &a).expect("a guess");
        assert!((g.safety - (1.0 - 2.0 / 90.0)).abs() < 1e-12, "{g:?}");
    }

    #[test]
    fn the_safe_cells_go_before_a_forced_fifty_fifty() {
        use tessera::minesweeper::solver::{Move, Solver};
        // Column 1's pair holds one mine and no number can ever tell its cells apart; column
        // 3 is proved safe. The solver opens column 3 and keeps the toss for later.
        let pos = position("o*o..* o.o...", 2);
        let a = analyse(&pos).expect("consistent");
        let safe = sorted(a.safe_cells());
        assert_eq!(safe, vec![cell(&pos, 0, 3), cell(&pos, 1, 3)]);
        match Solver::default().next_move(&pos).expect("consistent") {
            Some(Move::Safe(cells)) => assert_eq!(sorted(cells.into_iter()), safe),
            other => panic!("expected the safe cells, got {other:?}"),
        }
    }

    #[test]
    fn a_last_fifty_fifty_is_guessed_at_even_odds() {
        let pos = position("*. oo", 1);
        let a = analyse(&pos).expect("consistent");
        let g = choose_guess(&pos, &a).expect("a guess");
        assert!(g.cell < 2 && (g.safety - 0.5).abs() < 1e-12, "{g:?}");
    }

    #[test]
    fn no_guess_is_offered_when_everything_is_decided() {
        // Every covered cell is a proved mine.
        let pos = position("*o oo", 1);
        let a = analyse(&pos).expect("consistent");
        assert_eq!(choose_guess(&pos, &a), None);
    }
}

#[test]
fn the_first_click_is_in_from_a_corner_by_density_and_always_on_the_board() {
    assert_eq!(first_click(BoardSpec::BEGINNER, Mode::Opening), Coord::new(2, 2));
    assert_eq!(first_click(BoardSpec::INTERMEDIATE, Mode::NoGuess), Coord::new(2, 2));
    assert_eq!(first_click(BoardSpec::EXPERT, Mode::Opening), Coord::new(3, 3));
    assert_eq!(first_click(BoardSpec::EXPERT, Mode::Safe), Coord::new(0, 0));
    for (w, h) in [(2i64, 2i64), (2, 7), (7, 2), (3, 3), (4, 5)] {
        for mines in [1, (w * h / 5).max(1), w * h - 1] {
            let spec = BoardSpec::new(w, h, mines).expect("spec");
            for policy in [Mode::Opening, Mode::Safe, Mode::NoGuess] {
                let c = first_click(spec, policy);
                assert!(spec.dims().contains(c), "{w}x{h}/{mines} {policy:?}: {c:?}");
            }
        }
    }
}
