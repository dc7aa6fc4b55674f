//! Argument handling shared by the subcommands, and the dispatch to them.

mod fifteen;
mod mines;
mod records;
mod solve;
mod video;

use std::fmt::Display;
use std::io::Write;
use std::process::ExitCode;
use std::str::FromStr;

/// Each subcommand: its game, its name, its usage line and what it does.
const COMMANDS: [(&str, &str, &str, &str); 10] = [
    (
        "mines",
        "generate",
        "tessera-cli mines generate --width W --height H --mines M --first ROW,COL [--seed S] [--count N] [--no-guess] [--time]",
        "Prints N boards (board k from seed S+k) that the first click at ROW,COL opens, as rows of . and *.",
    ),
    (
        "mines",
        "play",
        "tessera-cli mines play --board FILE [--mode MODE [--seed S]] [--evf OUT]",
        "Plays the actions on stdin ([@MS] reveal|flag|question|chord ROW COL) and prints the board; --mode (opens, safe, no-guess, strict, weak, blessing, guessable, lucky) plays in that mode and prints the final layout; --evf writes the game as an EVF video.",
    ),
    (
        "mines",
        "video",
        "tessera-cli mines video FILE [--evf OUT]",
        "Reads an AVF, RMV, EVF or MVF video and prints its figures, one `name: value` a line; --evf writes its game as an EVF video.",
    ),
    ("mines", "hint", "tessera-cli mines hint --board FILE", "Plays the actions on stdin as play does, then prints the certain cells and every cell's mine probability."),
    (
        "mines",
        "simulate",
        "tessera-cli mines simulate --width W --height H --mines M --games N --seed S --first ROW,COL [--first-click zero|safe] [--threads T]",
        "The solver plays N games and prints its speed, guesses per game and win rate.",
    ),
    (
        "fifteen",
        "scramble",
        "tessera-cli fifteen scramble --size N|WxH [--seed S] [--count C]",
        "Prints C uniform solvable scrambles of that size (2 to 20 a side), one per line, the numbers row by row.",
    ),
    (
        "fifteen",
        "play",
        "tessera-cli fifteen play --start \"<numbers row by row, 0 = blank>\" [--size N|WxH]",
        "Plays the moves on stdin (U D L R) and prints whether the board is solved; with --size, then the start's MD and the MMD (moves / MD).",
    ),
    (
        "fifteen",
        "solve",
        "tessera-cli fifteen solve [--size N|WxH] [--metric single|multi]",
        "Prints a solution of each position on stdin (one per line, the numbers row by row, 0 = blank): optimal on 4x4 and up to 12 cells, and where a short search proves it (up to 16 cells, 2xN, Nx2); else marked not optimal.",
    ),
    (
        "fifteen",
        "averages",
        "tessera-cli fifteen averages",
        "Prints ao5, ao12, ao50 and ao100 (current and best) of the results on stdin (seconds or DNF, one a line).",
    ),
    (
        "records",
        "verify",
        "tessera-cli records verify FILE",
        "Replays every game of a records export and prints whether each is counted, kept or refused, and why.",
    ),
];

/// Every usage line.
fn usage() -> String {
    let lines: Vec<&str> = COMMANDS.iter().map(|c| c.2).collect();
    format!("usage:\n  {}\n  tessera-cli --version\n\nAdd --help after a subcommand for what it does.", lines.join("\n  "))
}

/// A failure the user can fix: printed on stderr, exit code 2.
pub struct UsageError(pub String);

impl<T: Display> From<T> for UsageError {
    fn from(e: T) -> Self {
        UsageError(e.to_string())
    }
}

pub fn run(args: &[String]) -> ExitCode {
    let wants = |flags: &[&str]| args.iter().any(|a| flags.contains(&a.as_str()));
    // Help and version go to stdout; a closed pipe (`| head`) is not an error.
    let say = |text: String| {
        let _ = writeln!(std::io::stdout(), "{text}");
        ExitCode::SUCCESS
    };
    if wants(&["--version", "-V"]) {
        return say(format!("tessera-cli {}", env!("CARGO_PKG_VERSION")));
    }
    let command = COMMANDS.iter().find(|c| args.len() >= 2 && args[0] == c.0 && args[1] == c.1);
    if wants(&["--help", "-h"]) {
        return say(match command {
            Some((_, _, line, what)) => format!("usage: {line}\n\n{what}\nDetails: README.md, \"Command line\"."),
            None => usage(),
        });
    }
    let rest = &args[args.len().min(2)..];
    let result = match command.map(|c| (c.0, c.1)) {
        Some(("mines", "generate")) => mines::generate(rest),
        Some(("mines", "play")) => mines::play(rest),
        Some(("mines", "hint")) => solve::hint(rest),
        Some(("mines", "video")) => video::video(rest),
        Some(("mines", "simulate")) => solve::simulate(rest),
        Some(("fifteen", "scramble")) => fifteen::scramble(rest),
        Some(("fifteen", "play")) => fifteen::play(rest),
        Some(("fifteen", "solve")) => fifteen::solve(rest),
        Some(("fifteen", "averages")) => fifteen::averages(rest),
        Some(("records", "verify")) => records::verify(rest),
        _ => Err(UsageError(match args.first() {
            Some(game) if !game.starts_with('-') => format!("unknown command {:?}\n{}", args.join(" "), usage()),
            _ => usage(),
        })),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(UsageError(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// What a flag's value must be, in words.
fn kind<T>() -> &'static str {
    match std::any::type_name::<T>() {
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number from 0",
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        _ => "text",
    }
}

/// `--name value` and `--name=value` pairs, every one of them expected by the caller.
pub struct Flags(Vec<(String, String)>);

impl Flags {
    pub fn parse(args: &[String], known: &[&str]) -> Result<Self, UsageError> {
        Flags::parse_with_switches(args, known, &[])
    }

    /// As `parse`, with `switches` taking no value (`--name` alone).
    pub fn parse_with_switches(args: &[String], known: &[&str], switches: &[&str]) -> Result<Self, UsageError> {
        let mut pairs = Vec::new();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let Some(body) = arg.strip_prefix("--") else {
                return Err(UsageError(format!("unexpected argument {arg:?}")));
            };
            if switches.contains(&body) {
                pairs.push((body.to_string(), String::new()));
                continue;
            }
            let (name, value) = match body.split_once('=') {
                Some((n, v)) => (n.to_string(), v.to_string()),
                None => {
                    let v = it.next().ok_or_else(|| UsageError(format!("--{body} needs a value")))?;
                    (body.to_string(), v.clone())
                }
            };
            if !known.contains(&name.as_str()) {
                return Err(UsageError(format!("unknown option --{name}")));
            }
            pairs.push((name, value));
        }
        Ok(Flags(pairs))
    }

    pub fn get<T: FromStr>(&self, name: &str) -> Result<Option<T>, UsageError> {
        match self.0.iter().rev().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, v)) => v
                .trim()
                .parse()
                .map(Some)
                .map_err(|_| UsageError(format!("--{name}: cannot read {v:?} as {}", kind::<T>()))),
        }
    }

    pub fn has(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _)| n == name)
    }

    pub fn require<T: FromStr>(&self, name: &str) -> Result<T, UsageError> {
        self.get(name)?.ok_or_else(|| UsageError(format!("--{name} is required")))
    }
}
