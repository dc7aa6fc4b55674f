//! Argument handling shared by the subcommands, and the dispatch to them.

mod fifteen;
mod mines;
mod solve;

use std::fmt::Display;
use std::process::ExitCode;
use std::str::FromStr;

const USAGE: &str = "usage:
  tessera-cli mines generate --width W --height H --mines M --first ROW,COL [--seed S] [--count N] [--no-guess] [--time]
  tessera-cli mines play --board FILE   (actions on stdin: reveal|flag|question|chord ROW COL)
  tessera-cli mines hint --board FILE   (actions on stdin as in play)
  tessera-cli mines simulate --width W --height H --mines M --games N --seed S --first ROW,COL [--first-click zero|safe] [--threads T]
  tessera-cli fifteen scramble --size N [--seed S] [--count C]
  tessera-cli fifteen play --start \"<N*N numbers, 0 = blank>\"   (moves on stdin: U D L R)
  tessera-cli fifteen solve [--metric single|multi]   (positions on stdin, one per line: N*N numbers, 0 = blank)";

/// A failure the user can fix: printed on stderr, exit code 2.
pub struct UsageError(pub String);

impl<T: Display> From<T> for UsageError {
    fn from(e: T) -> Self {
        UsageError(e.to_string())
    }
}

pub fn run(args: &[String]) -> ExitCode {
    let result = match args {
        [game, sub, rest @ ..] if game == "mines" && sub == "generate" => mines::generate(rest),
        [game, sub, rest @ ..] if game == "mines" && sub == "play" => mines::play(rest),
        [game, sub, rest @ ..] if game == "mines" && sub == "hint" => solve::hint(rest),
        [game, sub, rest @ ..] if game == "mines" && sub == "simulate" => solve::simulate(rest),
        [game, sub, rest @ ..] if game == "fifteen" && sub == "scramble" => fifteen::scramble(rest),
        [game, sub, rest @ ..] if game == "fifteen" && sub == "play" => fifteen::play(rest),
        [game, sub, rest @ ..] if game == "fifteen" && sub == "solve" => fifteen::solve(rest),
        [flag] if flag == "--help" || flag == "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        _ => Err(UsageError(USAGE.to_string())),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(UsageError(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
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
                .map_err(|_| UsageError(format!("--{name}: cannot read {v:?}"))),
        }
    }

    pub fn has(&self, name: &str) -> bool {
        self.0.iter().any(|(n, _)| n == name)
    }

    pub fn require<T: FromStr>(&self, name: &str) -> Result<T, UsageError> {
        self.get(name)?.ok_or_else(|| UsageError(format!("--{name} is required")))
    }
}
