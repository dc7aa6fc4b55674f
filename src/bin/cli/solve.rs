//! `tessera-cli mines hint` and `mines simulate`: the solver's answers and its strength.

use super::mines::{first_flag, played_game, spec_flags};
use super::{Flags, UsageError};
use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tessera::minesweeper::solver::{analyse, play_game, Position, Solver};
use tessera::minesweeper::Mode;

/// The layout in `--board FILE` played with the actions on stdin, then what the solver sees:
/// `safe: R,C ...`, `mines: R,C ...`, and `R,C P` for every covered cell (flags ignored).
pub fn hint(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["board"])?;
    let game = played_game(&flags)?;
    let pos = Position::of_game(&game)?;
    let analysis = analyse(&pos)?;
    let dims = pos.dims();
    let cell = |i: usize| {
        let c = dims.coord(i);
        format!("{},{}", c.row, c.col)
    };
    let list = |mut cells: Vec<usize>| {
        cells.sort_unstable();
        cells.iter().map(|&i| format!(" {}", cell(i))).collect::<String>()
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    writeln!(out, "safe:{}", list(analysis.safe_cells().collect()))?;
    writeln!(out, "mines:{}", list(analysis.mine_cells().collect()))?;
    for i in pos.covered() {
        writeln!(out, "{} {:.4}", cell(i), analysis.probability[i])?;
    }
    out.flush()?;
    if analysis.approximate {
        eprintln!("note: a part of the frontier was too large to enumerate; its probabilities are estimates");
    }
    Ok(())
}

/// The solver plays N games (boards from seeds S, S+1, ...) from one first click, and prints
/// its speed and its slowest game, then `guesses per game: X` and `won: K/N (P%)`.
pub fn simulate(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["width", "height", "mines", "games", "seed", "first", "first-click", "threads"])?;
    let spec = spec_flags(&flags)?;
    let first = first_flag(&flags, spec)?;
    let games: u64 = flags.require("games")?;
    if games == 0 {
        return Err(UsageError("--games must be at least 1".into()));
    }
    let seed: u64 = flags.require("seed")?;
    let policy = match flags.get::<String>("first-click")?.as_deref() {
        None | Some("zero") => Mode::Opening,
        Some("safe") => Mode::Safe,
        Some(other) => return Err(UsageError(format!("--first-click: expected zero or safe, got {other:?}"))),
    };
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads: usize = flags.get("threads")?.unwrap_or(cores);
    if threads == 0 || threads > 256 {
        return Err(UsageError(format!("--threads must be between 1 and 256 (got {threads})")));
    }

    let solver = Solver::default();
    let next = AtomicU64::new(0);
    let won = AtomicU64::new(0);
    let guesses = AtomicU64::new(0);
    let slowest_us = AtomicU64::new(0);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= games {
                    break;
                }
                let clock = Instant::now();
                let report = play_game(&solver, spec, seed.wrapping_add(k), policy, first);
                slowest_us.fetch_max(clock.elapsed().as_micros() as u64, Ordering::Relaxed);
                won.fetch_add(u64::from(report.won), Ordering::Relaxed);
                guesses.fetch_add(u64::from(report.guesses), Ordering::Relaxed);
            });
        }
    });
    let secs = started.elapsed().as_secs_f64();
    let won = won.into_inner();
    let guesses = guesses.into_inner();
    println!("time: {secs:.3} s on {threads} threads, {:.1} games/s", games as f64 / secs);
    println!("slowest game: {:.1} ms", slowest_us.into_inner() as f64 / 1000.0);
    println!("guesses per game: {:.4}", guesses as f64 / games as f64);
    println!("won: {won}/{games} ({:.2}%)", 100.0 * won as f64 / games as f64);
    Ok(())
}
