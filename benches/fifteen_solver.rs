//! The 15-puzzle's optimal solver on Korf's 100 instances, side by side with the crate
//! `slidy` (its 4x4 pattern-database solver), and the build of the tables and of the
//! duplicate-pruning automaton.
//!
//! Run: `cargo bench --bench fifteen_solver`. Targets: all 100 under 1.0 s on one core,
//! tables under 5 s and 64 MB (the size is printed).

use std::str::FromStr;
use std::sync::OnceLock;
use tessera::fifteen::solver::{optimal, transpositions, Tables};
use tessera::fifteen::text::parse_square;
use tessera::fifteen::Board;

fn main() {
    eprintln!("tables: {:.1} MB", tables().size() as f64 / 1e6);
    divan::main();
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

fn korf() -> Vec<(Board, usize)> {
    include_str!("../tests/data/korf100.txt")
        .lines()
        .map(|line| {
            let n: Vec<&str> = line.split_whitespace().collect();
            (parse_square(&n[..16].join(" ")).expect("4x4"), n[16].parse().expect("length"))
        })
        .collect()
}

/// All 100, optimal lengths checked.
#[divan::bench(sample_count = 3, sample_size = 1)]
fn korf100_tessera(bencher: divan::Bencher) {
    let boards = korf();
    let tables = tables();
    bencher.bench_local(|| {
        for (board, length) in &boards {
            let s = optimal(board, Some(tables)).expect("solvable");
            assert_eq!(s.moves.len(), *length);
        }
    });
}

/// The same 100 with slidy 0.3.2's 4x4 solver (its tables built before timing).
#[divan::bench(sample_count = 3, sample_size = 1)]
fn korf100_slidy(bencher: divan::Bencher) {
    use slidy::puzzle::puzzle::Puzzle;
    use slidy::solver::size4x4::stm::solver::Solver;
    let puzzles: Vec<(Puzzle, usize)> = korf()
        .iter()
        .map(|(b, length)| (Puzzle::from_str(&b.state_string()).expect("slidy reads our state strings"), *length))
        .collect();
    let solver = Solver::new();
    bencher.bench_local(|| {
        for (p, length) in &puzzles {
            let s = solver.solve(p).expect("solvable");
            assert_eq!(s.len_stm::<usize>(), *length);
        }
    });
}

/// The six tables, from nothing (two threads, as the app and the CLI build them).
#[divan::bench(sample_count = 3, sample_size = 1)]
fn tables_build() -> Tables {
    Tables::build()
}

/// The six tables from the bytes of their cache (the app's start after the first, once the file
/// is read): each group's checksum checked and its table rebuilt in memory.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn tables_from_cache(bencher: divan::Bencher) {
    bencher.with_inputs(|| tables().to_parts()).bench_values(|parts| Tables::from_parts(&parts).expect("the tables"));
}

/// The duplicate-pruning automaton, from nothing (built with the tables, beside the other
/// thread's table builds).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn automaton_build() -> transpositions::Automaton {
    transpositions::Automaton::new(&transpositions::forbidden(transpositions::LONGEST))
}

/// The quick (non-optimal) solver on a random scramble of each size (20x20: the issue's
/// bound is 100 ms for a hint or a solve).
#[divan::bench(args = [5, 7, 10, 20], sample_count = 10)]
fn quick_square(bencher: divan::Bencher, side: i64) {
    let shape = tessera::fifteen::Shape::new(side, side).expect("shape");
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        tessera::fifteen::solver::quick(&tessera::fifteen::scramble(shape, seed)).expect("solvable").len()
    });
}

/// `solver::best` (what a hint and Solve call) on boards two cells wide or high and of 13 to
/// 16 cells: a budgeted optimal search (with the shape's tables on 13 to 16 cells, built
/// before the timing), then the reduction when the budget runs out.
#[divan::bench(args = ["2x8", "8x2", "3x5", "5x3", "2x7", "2x20", "20x2"], sample_count = 10)]
fn best_narrow(bencher: divan::Bencher, size: &str) {
    let shape: tessera::fifteen::Shape = size.parse().expect("shape");
    tessera::fifteen::solver::prepare(shape);
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        tessera::fifteen::solver::best(&tessera::fifteen::scramble(shape, seed), None).expect("solvable").moves.len()
    });
}
