//! The Minesweeper solver's speed, beside the community's library `ms_toollib` where both do
//! the same job, on the same inputs:
//! - exact probabilities of every covered cell, on positions from real Expert games;
//! - no-guess Expert boards from (3,3) (`ms_toollib::laymine_solvable` filters random boards);
//! - one move on a 100x200/3000 board where a guess is needed (target: under 100 ms);
//! - whole Expert games, with the rules alone and with the full solver (games per second is
//!   1 / the time per game);
//! - the adaptive modes' re-deal on Expert: one strict click on a guess (the analysis that
//!   proves what is safe, then a layout drawn with the cell a mine), each of the 40 positions
//!   and the slowest of them alone (target: within a frame, 16 ms).
//!
//! Run: `cargo bench --bench solver`.

use tessera::minesweeper::noguess;
use tessera::minesweeper::solver::{analyse, deduce_by_rules, play_game, redeal, Move, Position, Solver};
use tessera::rng::SeededRng;
use tessera::minesweeper::{Action, BoardSpec, CellView, Coord, Mode, Game, Status};
use tessera::time::Millis;

fn main() {
    divan::main();
}

/// Positions where the solver had to guess, from Expert games: the hard positions.
fn guess_positions(count: usize) -> Vec<Position> {
    let solver = Solver::default();
    let mut out = Vec::new();
    for seed in 0.. {
        let mut game = Game::new(BoardSpec::EXPERT, seed);
        let dims = game.dims();
        game.apply(Action::Reveal(Coord::new(3, 3)), Millis::ZERO).expect("first click");
        while game.status() == Status::Playing {
            let pos = Position::of_game(&game).expect("position");
            let cell = match solver.next_move(&pos).expect("consistent").expect("a move") {
                Move::Safe(cells) => cells[0],
                Move::Guess(g) => {
                    out.push(pos);
                    if out.len() == count {
                        return out;
                    }
                    g.cell
                }
            };
            game.apply(Action::Reveal(dims.coord(cell)), Millis::ZERO).expect("reveal");
        }
    }
    unreachable!()
}

/// One strict click on a guess at `pos`: what the analysis proves, then the hidden mines dealt
/// again with the likeliest-safe unproved cell a mine.
fn strict_click(pos: &Position, seed: u64) -> usize {
    let analysis = analyse(pos).expect("consistent");
    let cell = (0..analysis.probability.len())
        .filter(|&i| pos.is_covered(i) && analysis.probability[i] > 0.0 && analysis.probability[i] < 1.0)
        .min_by(|&a, &b| analysis.probability[a].total_cmp(&analysis.probability[b]))
        .expect("a guess");
    redeal::draw(pos, &[(cell, true)], &mut SeededRng::new(seed)).map_or(0, |m| m.len())
}

#[divan::bench_group(name = "redeal_expert_strict", sample_count = 30)]
mod redeal_expert {
    use super::*;

    #[divan::bench]
    fn each_of_40_positions(bencher: divan::Bencher) {
        let positions = guess_positions(POSITIONS);
        bencher.bench_local(|| positions.iter().enumerate().map(|(k, p)| strict_click(p, k as u64)).sum::<usize>());
    }

    #[divan::bench]
    fn slowest_of_40(bencher: divan::Bencher) {
        let positions = guess_positions(POSITIONS);
        let time = |p: &Position| {
            let started = std::time::Instant::now();
            (0..5).for_each(|k| {
                strict_click(p, k);
            });
            started.elapsed()
        };
        let slowest = positions.iter().max_by_key(|p| time(p)).expect("positions").clone();
        bencher.bench_local(|| strict_click(&slowest, 1));
    }
}

fn board_of_game(pos: &Position) -> Vec<Vec<i32>> {
    let dims = pos.dims();
    (0..dims.height())
        .map(|r| (0..dims.width()).map(|c| pos.number(dims.index(Coord::new(r, c))).map_or(10, i32::from)).collect())
        .collect()
}

const POSITIONS: usize = 40;

/// All covered cells' probabilities, for each of 40 Expert positions where a guess was needed.
#[divan::bench_group(name = "probabilities_40_expert_positions")]
mod probabilities {
    use super::*;

    #[divan::bench]
    fn tessera(bencher: divan::Bencher) {
        let positions = guess_positions(POSITIONS);
        bencher.bench_local(|| positions.iter().map(|p| analyse(p).expect("consistent").probability.len()).sum::<usize>());
    }

    #[divan::bench]
    fn ms_toollib(bencher: divan::Bencher) {
        let boards: Vec<(Vec<Vec<i32>>, f64)> =
            guess_positions(POSITIONS).iter().map(|p| (board_of_game(p), f64::from(p.mines()))).collect();
        bencher.bench_local(|| {
            boards.iter().map(|(b, m)| ms_toollib::cal_probability_onboard(b, *m).map_or(0, |r| r.0.len())).sum::<usize>()
        });
    }
}

/// One no-guess Expert board from (3,3).
#[divan::bench_group(name = "no_guess_expert")]
mod no_guess {
    use super::*;
    use std::sync::atomic::{AtomicU64, Ordering};

    #[divan::bench]
    fn tessera(bencher: divan::Bencher) {
        let seed = AtomicU64::new(0);
        bencher.bench_local(|| {
            noguess::generate(BoardSpec::EXPERT, Coord::new(3, 3), seed.fetch_add(1, Ordering::Relaxed)).is_ok()
        });
    }

    #[divan::bench(sample_count = 10, sample_size = 1)]
    fn ms_toollib_laymine_solvable(bencher: divan::Bencher) {
        bencher.bench_local(|| ms_toollib::laymine_solvable(16, 30, 99, 3, 3, 1_000_000).1);
    }
}

/// A 100x200/3000 position where nothing is certain: the solver played from the first click
/// until it had to guess.
fn big_stuck_position() -> Position {
    let spec = BoardSpec::new(200, 100, 3000).expect("spec");
    let solver = Solver::default();
    for seed in 2026.. {
        let mut game = Game::new(spec, seed);
        let dims = game.dims();
        game.apply(Action::Reveal(Coord::new(50, 100)), Millis::ZERO).expect("first click");
        while game.status() == Status::Playing {
            let pos = Position::of_game(&game).expect("position");
            match solver.next_move(&pos).expect("consistent").expect("a move") {
                Move::Safe(cells) => {
                    for c in cells {
                        let _ = game.apply(Action::Reveal(dims.coord(c)), Millis::ZERO);
                    }
                }
                Move::Guess(_) => return pos,
            }
        }
    }
    unreachable!()
}

/// The solver's next move there: the full analysis and the guess with its look-ahead
/// (target: under 100 ms).
#[divan::bench(sample_count = 20)]
fn move_on_100x200_3000(bencher: divan::Bencher) {
    let pos = big_stuck_position();
    let solver = Solver::default();
    bencher.bench_local(|| solver.next_move(&pos).is_ok());
}

/// The full analysis (every probability) of that position.
#[divan::bench(sample_count = 20)]
fn analyse_100x200_3000(bencher: divan::Bencher) {
    let pos = big_stuck_position();
    bencher.bench_local(|| analyse(&pos).map(|a| a.approximate).ok());
}

/// Whole Expert games from (3,3), 200 per sample (hard games dominate the time, so a sample
/// must hold many), one core.
#[divan::bench_group(name = "expert_games_x200", sample_count = 3)]
mod games {
    use super::*;

    /// The rules alone: safe cells from one or two numbers, else the first covered cell that
    /// no rule marks a mine.
    #[divan::bench]
    fn rules_only(bencher: divan::Bencher) {
        bencher.bench_local(|| (0..200u64).filter(|&seed| rules_game(seed)).count());
    }

    #[divan::bench]
    fn full_solver(bencher: divan::Bencher) {
        let solver = Solver::default();
        bencher.bench_local(|| {
            (0..200u64)
                .filter(|&seed| play_game(&solver, BoardSpec::EXPERT, seed, Mode::Opening, Coord::new(3, 3)).won)
                .count()
        });
    }
}

fn rules_game(seed: u64) -> bool {
    let mut game = Game::new(BoardSpec::EXPERT, seed);
    let dims = game.dims();
    game.apply(Action::Reveal(Coord::new(3, 3)), Millis::ZERO).expect("first click");
    while game.status() == Status::Playing {
        let pos = Position::of_game(&game).expect("position");
        let Ok((facts, found)) = deduce_by_rules(&pos) else { break };
        let safe: Vec<usize> = found.iter().filter(|d| !d.mine).map(|d| d.cell).collect();
        let targets = if safe.is_empty() {
            let mine = |i: usize| facts[i] == tessera::minesweeper::solver::Fact::Mine;
            (0..dims.cells()).find(|&i| game.view(i) == CellView::Covered && !mine(i)).into_iter().collect()
        } else {
            safe
        };
        for i in targets {
            if game.status() == Status::Playing {
                let _ = game.apply(Action::Reveal(dims.coord(i)), Millis::ZERO);
            }
        }
    }
    game.status() == Status::Won
}

/// The solver's verdict on every click of the sample videos (`tests/data/videos`), read and
/// turned into Tessera's actions beforehand; beside it `ms_toollib`'s luck measure (`pluck`),
/// which takes each click's chance from its own probability engine.
#[divan::bench_group(name = "review_video", sample_count = 5)]
mod review_video {
    use ms_toollib::videos::NewSomeVideo2;
    use ms_toollib::{AvfVideo, EvfVideo};
    use std::path::Path;
    use tessera::minesweeper::solver::review;
    use tessera::minesweeper::video::{as_game, read_video, VideoFormat};

    const SAMPLES: [&str; 3] = ["exp-hiscore.avf", "exp.mvf", "custom-metasweeper.evf"];

    fn bytes(name: &str) -> Vec<u8> {
        std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/videos").join(name)).expect("sample")
    }

    #[divan::bench(args = SAMPLES)]
    fn tessera(bencher: divan::Bencher, name: &str) {
        let format = VideoFormat::of_path(Path::new(name)).expect("format");
        let video = read_video(&bytes(name), format).expect("reads");
        let (layout, actions) = as_game(&video).expect("a board Tessera holds");
        bencher.bench(|| review(&layout, &actions));
    }

    #[divan::bench(args = ["exp-hiscore.avf", "custom-metasweeper.evf"])]
    fn ms_toollib_pluck(bencher: divan::Bencher, name: &str) {
        let b = bytes(name);
        let parsed = || {
            let mut data = if name.ends_with("avf") {
                let mut v = <AvfVideo as NewSomeVideo2<Vec<u8>, &str>>::new(b.clone(), "");
                v.parse().expect("parses");
                v.data
            } else {
                let mut v = <EvfVideo as NewSomeVideo2<Vec<u8>, &str>>::new(b.clone(), "");
                v.parse().expect("parses");
                v.data
            };
            data.analyse();
            data
        };
        bencher.with_inputs(parsed).bench_local_values(|mut data| data.analyse_for_features(&vec!["pluck"]));
    }
}
