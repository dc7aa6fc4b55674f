//! `tessera-cli fifteen ...`: uniform solvable scrambles, and playing moves from stdin.

use super::{Flags, UsageError};
use std::io::{BufRead, Write};
use std::time::Instant;
use tessera::fifteen::solver::{best, optimal_multi, SolveError, Tables};
use tessera::fifteen::text::{format_rows, parse_shaped, parse_square};
use tessera::fifteen::{mmd, scramble as draw, Board, Direction, Shape};
use tessera::records::average::{Better, Kept, Rolling};
use tessera::rng::fresh_seed;

/// `--size`: N for a square, or WxH.
fn size(flags: &Flags) -> Result<Option<Shape>, UsageError> {
    let text: Option<String> = flags.get("size")?;
    text.map(|t| t.parse::<Shape>().map_err(|e| UsageError(format!("--size: {e}")))).transpose()
}

/// A board as typed: the numbers of a `shape` board row by row, or without a shape N*N of them.
fn board_of(text: &str, shape: Option<Shape>) -> Result<Board, String> {
    match shape {
        Some(shape) => parse_shaped(text, shape),
        None => parse_square(text),
    }
    .map_err(|e| e.to_string())
}

/// C scrambles of a W x H board (or N x N), one per line, the numbers row by row; scramble k
/// comes from seed S+k, so the first is the app's scramble with seed S.
pub fn scramble(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["size", "seed", "count"])?;
    let shape = size(&flags)?.ok_or_else(|| UsageError("--size is required".into()))?;
    let seed = flags.get::<u64>("seed")?.unwrap_or_else(fresh_seed);
    let count: u64 = flags.get("count")?.unwrap_or(1);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for k in 0..count {
        let board = draw(shape, seed.wrapping_add(k));
        let line: Vec<String> = board.tiles().iter().map(ToString::to_string).collect();
        writeln!(out, "{}", line.join(" "))?;
    }
    out.flush()?;
    Ok(())
}

/// Applies moves (U D L R: the direction a tile moves) from stdin to `--start`, skipping and
/// counting impossible ones; prints whether the final board is solved, the counts and the board;
/// with `--size`, then the start's Manhattan distance and the moves per unit of it (MMD).
pub fn play(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["start", "size"])?;
    let start: String = flags.require("start")?;
    let shape = size(&flags)?;
    let mut board = board_of(&start, shape).map_err(|e| UsageError(format!("--start: {e}")))?;
    let md = board.manhattan_distance();
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
    if shape.is_some() {
        let mmd = mmd(moves, md).map_or("-".to_string(), |x| format!("{x:.3}"));
        print!("md: {md}\nmmd: {mmd}\n");
    }
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

/// Solutions of the positions on stdin (one per line, W*H numbers with `--size`, else N*N;
/// 0 the blank): `<length> <moves>` for each, followed by ` not optimal` where the solver
/// could not prove it shortest (`solver::best`), then `solved: K, total: X s, nodes: Y` (the
/// time spent solving; the tables' build is reported on stderr). Every line is checked
/// before any is solved.
pub fn solve(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["metric", "size"])?;
    let shape = size(&flags)?;
    let multi = match flags.get::<String>("metric")?.as_deref() {
        None | Some("single") => false,
        Some("multi") => true,
        Some(other) => return Err(UsageError(format!("--metric: expected single or multi, got {other:?}"))),
    };
    let mut boards: Vec<Board> = Vec::new();
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        if line.trim().is_empty() {
            continue;
        }
        let board = board_of(&line, shape).map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        if !board.is_solvable() {
            return Err(UsageError(format!("line {line_no}: {}", SolveError::Unsolvable)));
        }
        boards.push(board);
    }
    if multi {
        return solve_multi(&boards);
    }
    let tables = boards.iter().any(|b| b.shape() == Shape::FOUR).then(|| {
        let clock = Instant::now();
        let tables = Tables::build();
        let mb = tables.size() as f64 / 1e6;
        eprintln!("tables: built in {:.3} s, {mb:.1} MB", clock.elapsed().as_secs_f64());
        tables
    });
    // The tables of the other boards of 10 to 16 cells, or of a larger board's last region
    // (`solver::prepare`), once per shape.
    let mut shapes: Vec<Shape> = boards.iter().map(Board::shape).collect();
    shapes.dedup();
    for shape in shapes {
        let clock = Instant::now();
        if let Some((tables, bytes)) = tessera::fifteen::solver::prepare(shape) {
            let of = if tables == shape { String::new() } else { format!(" (the last region of {}x{})", shape.width(), shape.height()) };
            eprintln!("tables: {}x{}{of} built in {:.3} s, {:.1} MB", tables.width(), tables.height(), clock.elapsed().as_secs_f64(), bytes as f64 / 1e6);
        }
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut seconds, mut nodes) = (0.0, 0u64);
    for board in &boards {
        let clock = Instant::now();
        let answer = best(board, tables.as_ref())?;
        seconds += clock.elapsed().as_secs_f64();
        nodes += answer.nodes;
        let moves: String = answer.moves.iter().map(|&d| letter(d)).collect();
        let label = if answer.optimal { "" } else { " not optimal" };
        writeln!(out, "{} {moves}{label}", answer.moves.len())?;
    }
    writeln!(out, "solved: {}, total: {seconds:.3} s, nodes: {nodes}", boards.len())?;
    out.flush()?;
    Ok(())
}

/// `solve --metric multi`: a slide of k tiles is one move, written as its letter k times.
fn solve_multi(boards: &[Board]) -> Result<(), UsageError> {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut seconds, mut nodes) = (0.0, 0u64);
    for board in boards {
        let clock = Instant::now();
        let solution = optimal_multi(board)?;
        seconds += clock.elapsed().as_secs_f64();
        nodes += solution.nodes;
        let moves: String = solution.moves.iter().flat_map(|&(d, k)| std::iter::repeat_n(letter(d), k.into())).collect();
        writeln!(out, "{} {moves}", solution.moves.len())?;
    }
    writeln!(out, "solved: {}, total: {seconds:.3} s, nodes: {nodes}", boards.len())?;
    out.flush()?;
    Ok(())
}

/// A result as `averages` reads it: whole milliseconds, or `None` for a DNF.
fn parse_result(text: &str) -> Result<Option<u64>, String> {
    if text.eq_ignore_ascii_case("DNF") {
        return Ok(None);
    }
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || (text.contains('.') && !digits(fraction)) || fraction.len() > 3 {
        return Err(format!("{text:?} is not a result; expected seconds with up to three decimals (12.345) or DNF"));
    }
    let seconds: u64 = whole.parse().map_err(|_| format!("{text:?} is too large"))?;
    let millis: u64 = format!("{fraction:0<3}").parse().unwrap_or(0);
    seconds.checked_mul(1000).and_then(|ms| ms.checked_add(millis)).filter(|&ms| ms < 1 << 53).map(Some).ok_or_else(|| format!("{text:?} is too large"))
}

/// An average as `averages` prints it: seconds with three decimals, DNF, or - (too few).
fn format_average(average: Option<Option<u64>>) -> String {
    match average {
        None => "-".into(),
        Some(None) => "DNF".into(),
        Some(Some(ms)) => format!("{}.{:03}", ms / 1000, ms % 1000),
    }
}

/// The window's mean, rounded to the millisecond (halves up), or `None` for a DNF average;
/// nothing while the window is not full.
fn mean_ms(window: &Rolling<u64>) -> Option<Option<u64>> {
    match window.kept()? {
        Kept::Dnf => Some(None),
        Kept::Values(kept) => {
            let (sum, count) = (kept.iter().map(|&v| u128::from(v)).sum::<u128>(), kept.len() as u128);
            Some(Some(((2 * sum + count) / (2 * count)) as u64))
        }
    }
}

/// ao5, ao12, ao50 and ao100 of the results on stdin (seconds or DNF, one a line): the current
/// average of the last N and the best over every N in a row, each window updated in place.
pub fn averages(args: &[String]) -> Result<(), UsageError> {
    Flags::parse(args, &[])?;
    const SIZES: [usize; 4] = [5, 12, 50, 100];
    let mut windows = SIZES.map(|n| Rolling::<u64>::new(n, Better::Lower));
    // Per size: the current and the best average so far (`Some(None)` a DNF).
    let mut current: [Option<Option<u64>>; 4] = [None; 4];
    let mut best: [Option<Option<u64>>; 4] = [None; 4];
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let result = parse_result(text).map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        for (k, window) in windows.iter_mut().enumerate() {
            window.push(result);
            let Some(average) = mean_ms(window) else { continue };
            current[k] = Some(average);
            best[k] = match (best[k], average) {
                (Some(Some(b)), Some(a)) => Some(Some(a.min(b))),
                (Some(Some(b)), None) => Some(Some(b)),
                _ => Some(average),
            };
        }
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (k, n) in SIZES.iter().enumerate() {
        writeln!(out, "ao{n}: {} {}", format_average(current[k]), format_average(best[k]))?;
    }
    Ok(())
}
