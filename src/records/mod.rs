//! Records and statistics, from the backend's own times only, and their on-disk store.
//!
//! Reading order: `average` (trimmed averages with DNFs), `mines` and `fifteen` (what is kept
//! per table and the statistics computed from it), this module (recording a finished game and
//! announcing new bests, import and export), `store` (the JSON file that never loses them).

pub mod average;
mod cache;
pub mod fifteen;
pub mod mines;
pub mod store;

use chrono::{DateTime, FixedOffset};
use fifteen::{FifteenTable, Metric, Solve, AVERAGES};
use mines::{MinesGame, MinesTable};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use crate::minesweeper::FirstClick;

/// Everything a player has done, per game and table.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Records {
    /// Keyed by table: `beginner`, `intermediate`, `expert`, or `custom-WxH-M`.
    #[serde(default)]
    pub mines: BTreeMap<String, MinesTable>,
    /// Keyed by size: `4x4`, `3x5` (width x height).
    #[serde(default)]
    pub fifteen: BTreeMap<String, FifteenTable>,
}

/// A Minesweeper table's key for a custom board.
pub fn custom_table(width: u32, height: u32, mines: u32) -> String {
    format!("custom-{width}x{height}-{mines}")
}

/// A Minesweeper table's key for a board played under a first-click policy: the board's own
/// key for an opening (the default, and every record made before the policies), else the
/// key with `/safe` or `/no-guess` after it.
pub fn policy_table(board: &str, policy: FirstClick) -> String {
    match policy {
        FirstClick::Opening => board.to_string(),
        FirstClick::Safe => format!("{board}/safe"),
        FirstClick::NoGuess => format!("{board}/no-guess"),
    }
}

/// A table's name as a player reads it.
pub fn table_name(key: &str) -> String {
    if let Some(board) = key.strip_suffix("/safe") {
        return format!("{}, safe first click", table_name(board));
    }
    if let Some(board) = key.strip_suffix("/no-guess") {
        return format!("{}, no guessing", table_name(board));
    }
    if let Some(mode) = crate::fifteen::practice::Mode::from_key(key) {
        return mode.name();
    }
    match key {
        "beginner" => "Beginner".into(),
        "intermediate" => "Intermediate".into(),
        "expert" => "Expert".into(),
        other => match other.strip_prefix("custom-").and_then(|s| s.split_once('-')) {
            Some((size, mines)) => format!("Custom {}, {mines} mines", size.replace('x', "×")),
            None => other.replace('x', "×"),
        },
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

impl Records {
    /// Adds a finished Minesweeper game; answers what it achieved, for the result panel.
    pub fn record_mines(&mut self, table: &str, game: MinesGame) -> Vec<String> {
        let entry = self.mines.entry(table.to_string()).or_default();
        let before = entry.best_times();
        let time = game.time_ms;
        let counts = game.counts_for_bests();
        entry.push(game);
        if !counts {
            return Vec::new();
        }
        let name = table_name(table);
        let rank = before.iter().filter(|g| g.time_ms <= time).count() + 1;
        match before.first() {
            None => vec![format!("First win on {name}: {}", seconds(time as f64))],
            Some(best) if rank == 1 => vec![format!(
                "New best on {name}: {}, 2nd best was {}",
                seconds(time as f64),
                seconds(best.time_ms as f64)
            )],
            Some(_) if rank <= mines::BEST_LIST => {
                vec![format!("{} is your {} best on {name}", seconds(time as f64), ordinal(rank))]
            }
            Some(_) => Vec::new(),
        }
    }

    /// Notes the optimal length of a solved scramble on its latest solve that has none yet;
    /// false when there is no such solve.
    pub fn set_fifteen_optimal(&mut self, size: &str, scramble: &str, optimal: u32) -> bool {
        let Some(table) = self.fifteen.get_mut(size) else { return false };
        let latest = table.solves.iter_mut().rev().find(|s| s.scramble == scramble && !s.is_dnf());
        match latest {
            Some(solve) if solve.optimal.is_none() => {
                solve.optimal = Some(optimal);
                true
            }
            _ => false,
        }
    }

    /// Adds a 15-puzzle attempt (a solve or a DNF); answers the new bests it set.
    pub fn record_fifteen(&mut self, size: &str, solve: Solve) -> Vec<String> {
        let table = self.fifteen.entry(size.to_string()).or_default();
        // A size as it is keyed (`4x4`), a practice mode by its name.
        let size = if size.contains('/') { table_name(size) } else { size.to_string() };
        let singles = [(Metric::Time, "single"), (Metric::Moves, "single by moves"), (Metric::Tps, "single by TPS")];
        let old_singles = singles.map(|(metric, _)| table.best_single(metric));
        let old_averages = AVERAGES.map(|n| table.average(Metric::Time, n).1.and_then(average::Average::value));
        table.push(solve);
        let mut news = Vec::new();
        for ((metric, label), old) in singles.into_iter().zip(old_singles) {
            let new = table.best_single(metric);
            if new != old {
                if let Some(new) = new {
                    news.push(match old {
                        None => format!("First {label} on {size}: {}", show(metric, new)),
                        Some(old) => format!("New best {label} on {size}: {} (was {})", show(metric, new), show(metric, old)),
                    });
                }
            }
        }
        for (n, old) in AVERAGES.into_iter().zip(old_averages) {
            let latest = table.current_average(Metric::Time, n).and_then(average::Average::value);
            match (old, latest) {
                (None, Some(new)) => news.push(format!("First ao{n} on {size}: {}", seconds(new))),
                (Some(old), Some(new)) if new < old => {
                    news.push(format!("New best ao{n} on {size}: {} (was {})", seconds(new), seconds(old)))
                }
                _ => {}
            }
        }
        news
    }

    /// Clears one table.
    pub fn reset(&mut self, game: &str, table: &str) -> bool {
        match game {
            "mines" => self.mines.remove(table).is_some(),
            "fifteen" => self.fifteen.remove(table).is_some(),
            _ => false,
        }
    }

    /// Adds every game from `other` that is not here yet (same table, same moment and result):
    /// importing never drops what is already recorded.
    pub fn merge(&mut self, other: Records) -> usize {
        let mut added = 0;
        for (key, table) in other.mines {
            added += merge_entries(&mut self.mines.entry(key).or_default().games, table.games, |g| g.at);
        }
        for (key, table) in other.fifteen {
            added += merge_entries(&mut self.fifteen.entry(key).or_default().solves, table.solves, |s| s.at);
        }
        added
    }

    /// Every 15-puzzle attempt as CSV, one line each, for spreadsheets.
    pub fn fifteen_csv(&self) -> String {
        let mut out = String::from("size,date,time_ms,moves,multi_moves,tps,source,dnf,scramble,optimal\n");
        for (size, table) in &self.fifteen {
            // A relay's key lists its sizes with commas.
            let size = if size.contains(',') { format!("\"{size}\"") } else { size.clone() };
            for s in &table.solves {
                let source = match s.source {
                    fifteen::Source::Random => "random",
                    fifteen::Source::Chosen => "chosen",
                    fifteen::Source::Retry => "retry",
                    fifteen::Source::Typed => "typed",
                };
                out.push_str(&format!(
                    "{size},{},{},{},{},{},{source},{},\"{}\",{}\n",
                    s.at.to_rfc3339(),
                    s.time_ms.map_or(String::new(), |t| t.to_string()),
                    s.moves,
                    s.multi_moves,
                    s.tps().map_or(String::new(), |t| format!("{t:.3}")),
                    if s.is_dnf() { "yes" } else { "no" },
                    s.scramble,
                    s.optimal.map_or(String::new(), |o| o.to_string()),
                ));
            }
        }
        out
    }
}

/// Appends the entries not already present, keeps the list in time order, counts the new ones.
fn merge_entries<T: PartialEq>(into: &mut Vec<T>, from: Vec<T>, at: impl Fn(&T) -> DateTime<FixedOffset>) -> usize {
    let before = into.len();
    for entry in from {
        if !into.contains(&entry) {
            into.push(entry);
        }
    }
    into.sort_by_key(|e| at(e));
    into.len() - before
}

fn show(metric: Metric, value: f64) -> String {
    match metric {
        Metric::Time => seconds(value),
        Metric::Moves => format!("{value:.0} moves"),
        Metric::Tps => format!("{value:.2} TPS"),
    }
}

/// The moment to stamp a record with: the player's local time and offset.
pub fn now_local() -> DateTime<FixedOffset> {
    chrono::Local::now().fixed_offset()
}
