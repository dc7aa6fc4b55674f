//! Records and statistics, from the backend's own times only, and their on-disk store.
//!
//! Reading order: `average` (trimmed averages with DNFs), `mines` and `fifteen` (what is kept
//! per table and the statistics computed from it), this module (recording a finished game and
//! announcing new bests, import and export), `change` (every way the records change, as a
//! value), `document` (the JSON document of exports and imports), `store` (the snapshot and
//! log that never lose them) over `files` (atomic replaces on every system).

pub mod aside;
pub mod average;
mod cache;
pub mod change;
pub mod document;
pub mod entry;
pub mod fifteen;
pub mod files;
pub mod frames;
pub mod histogram;
pub mod journal;
pub mod log;
pub mod place;
pub mod proofs;
pub mod replay;
pub mod replay_why;
pub mod session;
mod source;
pub mod mines;
pub mod mines_bests;
pub mod news;
pub mod notice;
pub mod store;
pub mod journal_writer;
pub mod unproven;
pub mod verify;

use chrono::{DateTime, FixedOffset};
use fifteen::{FifteenTable, Metric, Solve, AVERAGES};
use mines::{MinesGame, MinesTable};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use crate::minesweeper::Mode;
use news::News;

/// Everything a player has done, per game and table.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Records {
    /// Keyed by table: `beginner`, `intermediate`, `expert`, or `custom-WxH-M`.
    #[serde(default)]
    pub mines: BTreeMap<String, MinesTable>,
    /// Keyed by size: `4x4`, `3x5` (width x height).
    #[serde(default)]
    pub fifteen: BTreeMap<String, FifteenTable>,
    /// When each 15-puzzle session began, oldest first (`session.rs`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sessions: Vec<Moment>,
}

/// A Minesweeper table's key for a custom board.
pub fn custom_table(width: u32, height: u32, mines: u32) -> String {
    format!("custom-{width}x{height}-{mines}")
}

/// A Minesweeper table's key for a board played in a mode: the board's own key for an
/// opening (the default, and every record made before the modes), else the key with `/` and
/// the mode's name after it (`expert/no-guess`, `expert/strict`).
pub fn policy_table(board: &str, mode: Mode) -> String {
    match mode {
        Mode::Opening => board.to_string(),
        other => format!("{board}/{}", other.name()),
    }
}

/// What a table's key names: a level, a custom board, a 15-puzzle size, a practice run, or
/// any of the first four played in a mode. The app names each in the player's language; its
/// `Display` is English (`table_name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableName {
    /// `beginner`, `intermediate` or `expert`.
    Level(String),
    Custom { width: String, height: String, mines: String },
    /// A 15-puzzle size (or a key that names nothing else, as it is written).
    Size(String),
    Run(crate::fifteen::practice::Mode),
    WithMode(Box<TableName>, Mode),
}

impl TableName {
    pub fn of(key: &str) -> TableName {
        if let Some((board, mode)) = key.rsplit_once('/').and_then(|(b, m)| Some((b, Mode::from_name(m)?))) {
            return TableName::WithMode(Box::new(TableName::of(board)), mode);
        }
        if let Some(mode) = crate::fifteen::practice::Mode::from_key(key) {
            return TableName::Run(mode);
        }
        if matches!(key, "beginner" | "intermediate" | "expert") {
            return TableName::Level(key.to_string());
        }
        let custom = key.strip_prefix("custom-").and_then(|s| s.split_once('-')).and_then(|(size, mines)| Some((size.split_once('x')?, mines)));
        match custom {
            Some(((width, height), mines)) => TableName::Custom { width: width.into(), height: height.into(), mines: mines.into() },
            None => TableName::Size(key.to_string()),
        }
    }
}

impl std::fmt::Display for TableName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TableName::Level(level) => {
                let mut letters = level.chars();
                let first = letters.next().map(|c| c.to_ascii_uppercase()).into_iter();
                write!(f, "{}", first.chain(letters).collect::<String>())
            }
            TableName::Custom { width, height, mines } => write!(f, "Custom {width}×{height}, {mines} mines"),
            TableName::Size(size) => write!(f, "{}", size.replace('x', "×")),
            TableName::Run(mode) => write!(f, "{}", mode.name()),
            TableName::WithMode(board, mode) => write!(f, "{board}, {}", mode.label()),
        }
    }
}

/// A table's name as a player reads it, in English.
pub fn table_name(key: &str) -> String {
    TableName::of(key).to_string()
}

impl Records {
    /// Works out every table's best figures now, to be kept: the first records view and the
    /// first game recorded after a start then cost what the next ones do, instead of a pass over
    /// the whole history (106 ms for the view at 100,000 solves and 100,000 games, on the
    /// thread that answers the page). The app does it in the background once its first board
    /// is up (`AppState::warm_records`).
    pub fn warm(&self) {
        self.fifteen.values().for_each(FifteenTable::warm);
        self.mines.values().for_each(MinesTable::warm);
        self.mines.values().for_each(MinesTable::warm_figures);
    }

    /// Adds a finished Minesweeper game; answers what it achieved, for the result panel.
    pub fn record_mines(&mut self, table: &str, game: MinesGame) -> Vec<News> {
        let entry = self.mines.entry(table.to_string()).or_default();
        let before = entry.best_times();
        let time = game.time_ms;
        let counts = game.counts_for_bests();
        let beaten = mines_bests::push(entry, game);
        if !counts {
            return Vec::new();
        }
        let rank = before.iter().filter(|g| g.time_ms <= time).count() + 1;
        let (key, time_ms) = (|| table.to_string(), time as f64);
        let mut said = match before.first() {
            None => vec![News::FirstWin { table: key(), time_ms }],
            Some(best) if rank == 1 => vec![News::NewBest { table: key(), time_ms, was_ms: best.time_ms as f64 }],
            Some(_) if rank <= mines::BEST_LIST => vec![News::Placed { table: key(), time_ms, rank }],
            Some(_) => Vec::new(),
        };
        said.extend(beaten.into_iter().map(|b| News::BestFigure { table: key(), style: b.style, metric: b.metric, value: b.value, was: b.was }));
        said
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
    pub fn record_fifteen(&mut self, size: &str, solve: Solve) -> Vec<News> {
        let table = self.fifteen.entry(size.to_string()).or_default();
        let old_singles = Metric::ALL.map(|metric| table.best_single(metric));
        let old_averages = AVERAGES.map(|n| table.average(Metric::Time, n).1.and_then(average::Average::value));
        table.push(solve);
        let mut news = Vec::new();
        let key = || size.to_string();
        for (metric, old) in Metric::ALL.into_iter().zip(old_singles) {
            let new = table.best_single(metric);
            if new != old {
                if let Some(value) = new {
                    news.push(match old {
                        None => News::FirstSingle { table: key(), metric, value },
                        Some(was) => News::NewSingle { table: key(), metric, value, was },
                    });
                }
            }
        }
        for (n, old) in AVERAGES.into_iter().zip(old_averages) {
            let latest = table.current_average(Metric::Time, n).and_then(average::Average::value);
            match (old, latest) {
                (None, Some(value)) => news.push(News::FirstAverage { table: key(), n, value }),
                (Some(was), Some(value)) if value < was => news.push(News::NewAverage { table: key(), n, value, was }),
                _ => {}
            }
        }
        news
    }

    /// Clears one table; answers what it held (merged back, that undoes the reset), none
    /// when there is no such table.
    pub fn reset(&mut self, game: &str, table: &str) -> Option<Records> {
        let mut removed = Records::default();
        match game {
            "mines" => drop(removed.mines.insert(table.into(), self.mines.remove(table)?)),
            "fifteen" => drop(removed.fifteen.insert(table.into(), self.fifteen.remove(table)?)),
            _ => return None,
        }
        Some(removed)
    }

    /// Whether `game` (`mines` or `fifteen`) has a table keyed `table`.
    pub fn has_table(&self, game: &str, table: &str) -> bool {
        match game {
            "mines" => self.mines.contains_key(table),
            "fifteen" => self.fifteen.contains_key(table),
            _ => false,
        }
    }

    /// The seeds the games of one table were dealt from.
    pub fn seeds(&self, kind: change::Kind, key: &str) -> std::collections::HashSet<u64> {
        match kind {
            change::Kind::Mines => self.mines.get(key).map(|t| t.games.iter().filter_map(|g| g.seed).collect()),
            change::Kind::Fifteen => self.fifteen.get(key).map(|t| t.solves.iter().filter_map(|s| s.seed).collect()),
        }
        .unwrap_or_default()
    }

    /// Games in every table.
    pub fn games(&self) -> usize {
        self.mines.values().map(|t| t.games.len()).sum::<usize>() + self.fifteen.values().map(|t| t.solves.len()).sum::<usize>()
    }

    /// Adds every game from `other` that is not here yet: a game is the same game by its table
    /// and its moment, so a second copy (exported before and after a field was filled, say)
    /// adds nothing and changes nothing; importing never drops what is already recorded.
    /// Answers the games added (removed again, that undoes the merge).
    pub fn merge(&mut self, other: Records) -> Records {
        let mut added = Records::default();
        for (key, table) in other.mines {
            let new = merge_entries(&mut self.mines.entry(key.clone()).or_default().games, table.games, |g| g.at);
            if !new.is_empty() {
                added.mines.entry(key).or_default().games = new;
            }
        }
        for (key, table) in other.fifteen {
            let new = merge_entries(&mut self.fifteen.entry(key.clone()).or_default().solves, table.solves, |s| s.at);
            if !new.is_empty() {
                added.fifteen.entry(key).or_default().solves = new;
            }
        }
        // Sessions are kept with the records: an import brings the ones it holds.
        added.sessions = merge_entries(&mut self.sessions, other.sessions, |&s| s);
        self.mines.retain(|_, t| !t.games.is_empty());
        self.fifteen.retain(|_, t| !t.solves.is_empty());
        added
    }

    /// Takes out each game of `games` (an import undone); tables left empty go.
    pub fn remove(&mut self, games: &Records) {
        for (key, gone) in &games.mines {
            if let Some(table) = self.mines.get_mut(key) {
                table.games.retain(|g| !gone.games.contains(g));
            }
        }
        for (key, gone) in &games.fifteen {
            if let Some(table) = self.fifteen.get_mut(key) {
                table.solves.retain(|s| !gone.solves.contains(s));
            }
        }
        self.sessions.retain(|s| !games.sessions.contains(s));
        self.mines.retain(|_, t| !t.games.is_empty());
        self.fifteen.retain(|_, t| !t.solves.is_empty());
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

/// Appends the entries whose moment is not in the time-ordered list yet, keeps the list in
/// time order, answers the new ones.
fn merge_entries<T: Clone>(into: &mut Vec<T>, from: Vec<T>, at: impl Fn(&T) -> DateTime<FixedOffset>) -> Vec<T> {
    into.sort_by_key(|e| at(e));
    let mut from = from;
    from.sort_by_key(|e| at(e));
    let mut new: Vec<T> = Vec::new();
    for entry in from {
        let moment = at(&entry);
        let start = into.partition_point(|e| at(e) < moment);
        let present = into.get(start).is_some_and(|e| at(e) == moment);
        // The same game twice in the import: once.
        if !present && new.last().is_none_or(|e| at(e) != moment) {
            new.push(entry);
        }
    }
    into.extend(new.iter().cloned());
    into.sort_by_key(|e| at(e));
    new
}

/// When a game was recorded: the player's local time and offset (RFC 3339 in JSON).
pub type Moment = DateTime<FixedOffset>;

/// A span between moments.
pub use chrono::Duration;

/// A moment as JSON writes it (RFC 3339), read back.
pub fn parse_moment(text: &str) -> Result<Moment, String> {
    DateTime::parse_from_rfc3339(text).map_err(|e| format!("not a moment: {text:?} ({e})"))
}

/// The moment to stamp a record with: the player's local time and offset.
pub fn now_local() -> DateTime<FixedOffset> {
    chrono::Local::now().fixed_offset()
}
