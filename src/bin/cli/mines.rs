//! `tessera-cli mines ...`: generate layouts, and play a given layout from stdin.
//! The solver's subcommands (`hint`, `simulate`) are in `solve.rs`.

use super::{Flags, UsageError};
use tessera::records::files::read_bounded_text;

/// The most of a board file that is read: a 200x200 board's text is 40 kB.
const MAX_BOARD_BYTES: u64 = 1 << 20;
use std::io::{BufRead, Write};
use tessera::minesweeper::text::{format_layout, format_view, parse_layout};
use std::time::Instant;
use tessera::minesweeper::evf::{self, EvfInfo};
use tessera::minesweeper::{Action, ActionError, BoardSpec, Coord, Game, Layout, Mode, Status};
use tessera::rng::fresh_seed;
use tessera::time::Millis;

/// N layouts for one first click; board k comes from seed S+k, so board 0 is the app's game
/// with seed S.
/// With `--no-guess` every board is one that certain deductions clear from the first click;
/// with `--time` the generation times come last.
pub fn generate(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse_with_switches(
        args,
        &["width", "height", "mines", "first", "seed", "count"],
        &["no-guess", "time"],
    )?;
    let spec = spec_flags(&flags)?;
    let first = first_flag(&flags, spec)?;
    let seed = flags.get::<u64>("seed")?.unwrap_or_else(fresh_seed);
    let count: u64 = flags.get("count")?.unwrap_or(1);
    let policy = if flags.has("no-guess") { Mode::NoGuess } else { Mode::Opening };

    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut times = Vec::new();
    for k in 0..count {
        let started = Instant::now();
        let layout = Layout::generate_for(policy, spec, first, seed.wrapping_add(k))?;
        times.push(started.elapsed().as_secs_f64() * 1000.0);
        let sep = if k > 0 { "\n" } else { "" };
        write!(out, "{sep}{}", format_layout(&layout))?;
    }
    if flags.has("time") {
        writeln!(out, "{}", timing_line(&mut times))?;
    }
    out.flush()?;
    Ok(())
}

/// `mean: X ms, p50: X ms, p95: X ms, max: X ms` over the given times (milliseconds).
fn timing_line(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let n = times.len().max(1);
    let mean = times.iter().sum::<f64>() / n as f64;
    // Nearest rank: the smallest time with at least q of the times at or below it.
    let rank = |q: f64| times.get(((q * n as f64).ceil() as usize).clamp(1, n) - 1).copied().unwrap_or(0.0);
    let max = times.last().copied().unwrap_or(0.0);
    format!("mean: {mean:.3} ms, p50: {:.3} ms, p95: {:.3} ms, max: {max:.3} ms", rank(0.5), rank(0.95))
}

/// `--width`, `--height` and `--mines` as a checked spec.
pub fn spec_flags(flags: &Flags) -> Result<BoardSpec, UsageError> {
    Ok(BoardSpec::new(flags.require("width")?, flags.require("height")?, flags.require("mines")?)?)
}

/// `--first ROW,COL`, checked against the board.
pub fn first_flag(flags: &Flags, spec: BoardSpec) -> Result<Coord, UsageError> {
    let text: String = flags.require("first")?;
    let bad = || UsageError(format!("--first: expected ROW,COL, got {text:?}"));
    let (r, c) = text.split_once(',').ok_or_else(bad)?;
    let first = Coord::new(r.trim().parse().map_err(|_| bad())?, c.trim().parse().map_err(|_| bad())?);
    let dims = spec.dims();
    if !dims.contains(first) {
        return Err(UsageError(format!(
            "--first: cell ({}, {}) is off the {}x{} board (rows 0 to {}, columns 0 to {})",
            first.row,
            first.col,
            dims.width(),
            dims.height(),
            dims.height() - 1,
            dims.width() - 1
        )));
    }
    Ok(first)
}

/// Plays the layout in `--board FILE` with one action per stdin line, then prints the status
/// and the visible board; with `--evf OUT` it also writes the game as an EVF video. With
/// `--mode MODE` the game is played in that mode (the board is the layout as first dealt; the
/// adaptive modes deal again from `--seed`, 0 by default) and the final layout follows.
pub fn play(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["board", "evf", "mode", "seed"])?;
    let game = played_game(&flags)?;
    if let Some(path) = flags.get::<String>("evf")? {
        let time = game.elapsed(game.history().last().map_or(Millis::ZERO, |t| t.at));
        let info = EvfInfo {
            software: format!("Tessera {}", env!("CARGO_PKG_VERSION")),
            player: String::new(),
            start_micros: 0,
            end_micros: time.0 * 1000,
        };
        let bytes = evf::encode(&game, &info).map_err(|e| UsageError(format!("--evf: {e}")))?;
        std::fs::write(&path, bytes).map_err(|e| UsageError(format!("--evf: {path}: {e}")))?;
    }
    let status = match game.status() {
        Status::Ready | Status::Playing => "playing",
        Status::Won => "won",
        Status::Lost => "lost",
    };
    print!("status: {status}\n{}", format_view(&game));
    if flags.has("mode") {
        let layout = game.layout().or(game.dealt()).map(format_layout).unwrap_or_default();
        print!("layout:\n{layout}");
    }
    Ok(())
}

/// The layout in `--board FILE`, played with the actions on stdin (one per line). A line may
/// begin with `@MS ` (milliseconds since the first action, never decreasing); without it an
/// action comes 100 ms after the previous one, and the first at 0. Actions after the game
/// has ended change nothing.
pub fn played_game(flags: &Flags) -> Result<Game, UsageError> {
    let path: String = flags.require("board")?;
    let text = read_bounded_text(std::path::Path::new(&path), MAX_BOARD_BYTES).map_err(|e| UsageError(format!("{path}: {e}")))?;
    let layout = parse_layout(&text).map_err(|e| UsageError(format!("{path}: {e}")))?;
    let mut game = match flags.get::<String>("mode")? {
        None => Game::with_layout(layout),
        Some(name) => {
            let mode = Mode::from_name(&name).ok_or_else(|| {
                let names: Vec<&str> = Mode::ALL.iter().map(|m| m.name()).collect();
                UsageError(format!("--mode: expected one of {}, got {name:?}", names.join(", ")))
            })?;
            Game::with_layout_in(layout, mode, flags.get::<u64>("seed")?.unwrap_or(0))
        }
    };

    let mut previous: Option<Millis> = None;
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        let (stamp, rest) = parse_stamp(&line).map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        let Some(action) = parse_action(rest).map_err(|e| UsageError(format!("line {line_no}: {e}")))? else {
            if stamp.is_some() {
                return Err(UsageError(format!("line {line_no}: a time stamp needs an action after it")));
            }
            continue;
        };
        let at = match (previous, stamp) {
            (None, None | Some(Millis(0))) => Millis::ZERO,
            (None, Some(t)) => {
                return Err(UsageError(format!("line {line_no}: the first action is at 0 ms, not @{}", t.0)));
            }
            (Some(p), None) => Millis(p.0 + 100),
            (Some(p), Some(t)) if t < p => {
                return Err(UsageError(format!("line {line_no}: @{} is before the previous action (@{})", t.0, p.0)));
            }
            (Some(_), Some(t)) => t,
        };
        previous = Some(at);
        match game.apply(action, at) {
            Ok(_) | Err(ActionError::GameOver) => {}
            Err(e) => return Err(UsageError(format!("line {line_no}: {e}"))),
        }
    }
    Ok(game)
}

/// Splits an optional leading `@MS ` off an action line.
fn parse_stamp(line: &str) -> Result<(Option<Millis>, &str), String> {
    let line = line.trim_start();
    let Some(rest) = line.strip_prefix('@') else { return Ok((None, line)) };
    let (number, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let ms = number
        .parse::<u64>()
        .ok()
        .filter(|&ms| ms <= u64::from(u32::MAX))
        .ok_or_else(|| format!("@{number} is not a time; expected @MS, milliseconds since the first action (0 to {})", u32::MAX))?;
    Ok((Some(Millis(ms)), rest))
}

/// One stdin line: `reveal|flag|question|chord ROW COL`; a blank line is no action.
fn parse_action(line: &str) -> Result<Option<Action>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [verb, row, col] = words[..] else {
        return if words.is_empty() {
            Ok(None)
        } else {
            Err(format!("expected `reveal|flag|question|chord ROW COL`, got {:?}", line.trim()))
        };
    };
    let number = |w: &str| w.parse::<u32>().map_err(|_| format!("{w:?} is not a row or column number"));
    let at = Coord::new(number(row)?, number(col)?);
    let action = match verb.to_ascii_lowercase().as_str() {
        "reveal" => Action::Reveal(at),
        "flag" => Action::Flag(at),
        "question" => Action::Question(at),
        "chord" => Action::Chord(at),
        other => return Err(format!("unknown action {other:?}; expected reveal, flag, question or chord")),
    };
    Ok(Some(action))
}
