//! `tessera-cli fifteen ...`: uniform solvable scrambles, and playing moves from stdin.

use super::{Flags, UsageError};
use std::io::{BufRead, Write};
use tessera::fifteen::text::{format_rows, parse_square};
use std::time::Instant;
use tessera::fifteen::solver::{check, optimal, Tables};
use tessera::fifteen::{scramble as draw, Board, Direction, Shape};
use tessera::rng::fresh_seed;

/// C scrambles of an N x N board, one per line; scramble k comes from seed S+k, so the first
/// is the app's scramble with seed S.
pub fn scramble(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["size", "seed", "count"])?;
    let size: i64 = flags.require("size")?;
    let shape = Shape::new(size, size)?;
    let seed = flags.get::<u64>("seed")?.unwrap_or_else(fresh_seed);
    let count: u64 = flags.get("count")?.unwrap_or(1);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for k in 0..count {
        let board = draw(shape, seed.wrapping_add(k));
        let line: Vec<String> = board.tiles().iter().map(u8::to_string).collect();
        writeln!(out, "{}", line.join(" "))?;
    }
    out.flush()?;
    Ok(())
}

/// Applies moves (U D L R: the direction a tile moves) from stdin to `--start`, skipping and
/// counting impossible ones; prints whether the final board is solved, the counts and the board.
pub fn play(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["start"])?;
    let start: String = flags.require("start")?;
    let mut board = parse_square(&start).map_err(|e| UsageError(format!("--start: {e}")))?;
    let (mut moves, mut illegal) = (0u64, 0u64);
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        for c in line.chars().filter(|c| !c.is_whitespace()) {
            let dir = match c.to_ascii_uppercase() {
                'U' => Direction::Up,
                'D' => Direction::Down,
                'L' => Direction::Left,
                'R' => Direction::Right,
                _ => return Err(UsageError(format!("line {line_no}: {c:?} is not a move; expected U, D, L or R"))),
            };
            if board.slide(dir) {
                moves += 1;
            } else {
                illegal += 1;
            }
        }
    }
    let solved = if board.is_solved() { "yes" } else { "no" };
    print!("solved: {solved}\nmoves: {moves}\nillegal: {illegal}\n{}", format_rows(&board));
    Ok(())
}

/// The letter of a move, as `play` reads it.
fn letter(d: Direction) -> char {
    match d {
        Direction::Up => 'U',
        Direction::Down => 'D',
        Direction::Left => 'L',
        Direction::Right => 'R',
    }
}

/// Optimal solutions of the positions on stdin (one per line, N*N numbers, 0 the blank):
/// `<length> <moves>` for each, then `solved: K, total: X s, nodes: Y` (the time spent
/// solving; the tables' build is reported on stderr). Every line is checked before any is
/// solved.
pub fn solve(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["metric"])?;
    match flags.get::<String>("metric")?.as_deref() {
        None | Some("single") => {}
        Some("multi") => return Err(UsageError("--metric multi: the multi-tile metric is not available yet".into())),
        Some(other) => return Err(UsageError(format!("--metric: expected single or multi, got {other:?}"))),
    }
    let mut boards: Vec<Board> = Vec::new();
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        if line.trim().is_empty() {
            continue;
        }
        let board = parse_square(&line).map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        check(&board).map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        boards.push(board);
    }
    let tables = boards.iter().any(|b| b.shape() == Shape::FOUR).then(|| {
        let clock = Instant::now();
        let tables = Tables::build();
        let mb = tables.size() as f64 / 1e6;
        eprintln!("tables: built in {:.3} s, {mb:.1} MB", clock.elapsed().as_secs_f64());
        tables
    });
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut seconds, mut nodes) = (0.0, 0u64);
    for board in &boards {
        let clock = Instant::now();
        let solution = optimal(board, tables.as_ref())?;
        seconds += clock.elapsed().as_secs_f64();
        nodes += solution.nodes;
        let moves: String = solution.moves.iter().map(|&d| letter(d)).collect();
        writeln!(out, "{} {moves}", solution.moves.len())?;
    }
    writeln!(out, "solved: {}, total: {seconds:.3} s, nodes: {nodes}", boards.len())?;
    out.flush()?;
    Ok(())
}
