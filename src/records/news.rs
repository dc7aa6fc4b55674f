//! What a finished game achieved, for its result panel: a first result, a new best, a place in
//! the best list, a new best by another figure. Values, so that the app says them in the
//! player's language and regional format; `Display` says them in English (the CLI's words,
//! and the tests').

use super::fifteen::Metric as SolveMetric;
use super::mines_bests::{Metric as GameMetric, StyleFilter};
use super::table_name;
use serde::Serialize;
use std::fmt;

/// One piece of news. `table` is the records table's key; times are in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum News {
    /// The first counted win on a Minesweeper table.
    FirstWin { table: String, time_ms: f64 },
    /// A new best time, and the time it beat.
    NewBest { table: String, time_ms: f64, was_ms: f64 },
    /// A place (2nd and after) in the table's best list.
    Placed { table: String, time_ms: f64, rank: usize },
    /// A new best by another figure among the wins of a style (NF, FL or either).
    BestFigure { table: String, style: StyleFilter, metric: GameMetric, value: f64, was: f64 },
    /// A 15-puzzle table's first single by a figure (time, moves, TPS).
    FirstSingle { table: String, metric: SolveMetric, value: f64 },
    /// A new best single by a figure, and the single it beat.
    NewSingle { table: String, metric: SolveMetric, value: f64, was: f64 },
    /// A 15-puzzle table's first average of `n`.
    FirstAverage { table: String, n: usize, value: f64 },
    /// A new best average of `n`, and the average it beat.
    NewAverage { table: String, n: usize, value: f64, was: f64 },
}

impl News {
    /// The records table the news is about.
    pub fn table(&self) -> &str {
        match self {
            News::FirstWin { table, .. }
            | News::NewBest { table, .. }
            | News::Placed { table, .. }
            | News::BestFigure { table, .. }
            | News::FirstSingle { table, .. }
            | News::NewSingle { table, .. }
            | News::FirstAverage { table, .. }
            | News::NewAverage { table, .. } => table,
        }
    }
}

fn seconds(ms: f64) -> String {
    format!("{:.3} s", ms / 1000.0)
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A 15-puzzle table as the news names it: a size as keyed (`4x4`), a practice mode by name.
fn solve_table(key: &str) -> String {
    if key.contains('/') {
        table_name(key)
    } else {
        key.to_string()
    }
}

fn single(metric: SolveMetric) -> &'static str {
    match metric {
        SolveMetric::Time => "single",
        SolveMetric::Moves => "single by moves",
        SolveMetric::Tps => "single by TPS",
    }
}

fn solve_value(metric: SolveMetric, value: f64) -> String {
    match metric {
        SolveMetric::Time => seconds(value),
        SolveMetric::Moves => format!("{value:.0} moves"),
        SolveMetric::Tps => format!("{value:.2} TPS"),
    }
}

impl fmt::Display for News {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            News::FirstWin { table, time_ms } => write!(f, "First win on {}: {}", table_name(table), seconds(*time_ms)),
            News::NewBest { table, time_ms, was_ms } => {
                write!(f, "New best on {}: {}, 2nd best was {}", table_name(table), seconds(*time_ms), seconds(*was_ms))
            }
            News::Placed { table, time_ms, rank } => write!(f, "{} is your {} best on {}", seconds(*time_ms), ordinal(*rank), table_name(table)),
            News::BestFigure { table, style, metric, value, was } => {
                write!(f, "New best: {} {}{} {}, was {}", table_name(table), style.prefix(), metric.label(), metric.show(*value), metric.show(*was))
            }
            News::FirstSingle { table, metric, value } => {
                write!(f, "First {} on {}: {}", single(*metric), solve_table(table), solve_value(*metric, *value))
            }
            News::NewSingle { table, metric, value, was } => write!(
                f,
                "New best {} on {}: {} (was {})",
                single(*metric),
                solve_table(table),
                solve_value(*metric, *value),
                solve_value(*metric, *was)
            ),
            News::FirstAverage { table, n, value } => write!(f, "First ao{n} on {}: {}", solve_table(table), seconds(*value)),
            News::NewAverage { table, n, value, was } => {
                write!(f, "New best ao{n} on {}: {} (was {})", solve_table(table), seconds(*value), seconds(*was))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn news_reads_in_english_and_serializes_its_values() {
        let first = News::FirstWin { table: "expert/strict".into(), time_ms: 61_234.0 };
        assert_eq!(first.to_string(), "First win on Expert, strict no-guess: 61.234 s");
        assert_eq!(News::Placed { table: "beginner".into(), time_ms: 9_000.0, rank: 2 }.to_string(), "9.000 s is your 2nd best on Beginner");
        assert_eq!(News::Placed { table: "beginner".into(), time_ms: 9_000.0, rank: 12 }.to_string(), "9.000 s is your 12th best on Beginner");
        let average = News::NewAverage { table: "relay/3x3,4x4".into(), n: 5, value: 20_500.0, was: 21_000.0 };
        assert_eq!(average.to_string(), "New best ao5 on Relay 3×3, 4×4: 20.500 s (was 21.000 s)");
        assert_eq!(News::FirstSingle { table: "4x4".into(), metric: SolveMetric::Moves, value: 48.0 }.to_string(), "First single by moves on 4x4: 48 moves");
        let json = serde_json::to_value(&News::BestFigure { table: "expert".into(), style: StyleFilter::Nf, metric: GameMetric::ThreeBvPerS, value: 2.5, was: 2.25 }).expect("json");
        assert_eq!(json, serde_json::json!({ "kind": "bestFigure", "table": "expert", "style": "nf", "metric": "3bvs", "value": 2.5, "was": 2.25 }));
        assert_eq!(average.table(), "relay/3x3,4x4");
    }
}
