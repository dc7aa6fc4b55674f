//! `tessera-cli mines ...`: generate layouts, and play a given layout from stdin.

use super::{Flags, UsageError};
use std::io::{BufRead, Write};
use tessera::minesweeper::text::{format_layout, format_view, parse_layout};
use tessera::minesweeper::{Action, ActionError, BoardSpec, Coord, Game, Layout, Status};
use tessera::rng::fresh_seed;
use tessera::time::Millis;

/// N layouts for one first click; board k comes from seed S+k, so board 0 is the app's game
/// with seed S.
pub fn generate(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["width", "height", "mines", "first", "seed", "count"])?;
    let spec = BoardSpec::new(flags.require("width")?, flags.require("height")?, flags.require("mines")?)?;
    let first: String = flags.require("first")?;
    let first = parse_first(&first)?;
    let seed = flags.get::<u64>("seed")?.unwrap_or_else(fresh_seed);
    let count: u64 = flags.get("count")?.unwrap_or(1);

    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for k in 0..count {
        let layout = Layout::generate(spec, first, seed.wrapping_add(k))?;
        let sep = if k > 0 { "\n" } else { "" };
        write!(out, "{sep}{}", format_layout(&layout))?;
    }
    out.flush()?;
    Ok(())
}

fn parse_first(text: &str) -> Result<Coord, UsageError> {
    let bad = || UsageError(format!("--first: expected ROW,COL, got {text:?}"));
    let (r, c) = text.split_once(',').ok_or_else(bad)?;
    Ok(Coord::new(r.trim().parse().map_err(|_| bad())?, c.trim().parse().map_err(|_| bad())?))
}

/// Plays the layout in `--board FILE` with one action per stdin line, then prints the status
/// and the visible board. Actions after the game has ended change nothing.
pub fn play(args: &[String]) -> Result<(), UsageError> {
    let flags = Flags::parse(args, &["board"])?;
    let path: String = flags.require("board")?;
    let text = std::fs::read_to_string(&path).map_err(|e| UsageError(format!("{path}: {e}")))?;
    let layout = parse_layout(&text).map_err(|e| UsageError(format!("{path}: {e}")))?;
    let mut game = Game::with_layout(layout);

    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line_no = n + 1;
        let line = line.map_err(|e| UsageError(format!("line {line_no}: {e}")))?;
        let Some(action) = parse_action(&line).map_err(|e| UsageError(format!("line {line_no}: {e}")))? else {
            continue;
        };
        match game.apply(action, Millis::ZERO) {
            Ok(_) | Err(ActionError::GameOver) => {}
            Err(e) => return Err(UsageError(format!("line {line_no}: {e}"))),
        }
    }

    let status = match game.status() {
        Status::Ready | Status::Playing => "playing",
        Status::Won => "won",
        Status::Lost => "lost",
    };
    print!("status: {status}\n{}", format_view(&game));
    Ok(())
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
