//! 15-puzzle records: every solve per size, best singles, and the trimmed averages speed
//! solvers track (ao5, ao12, ao50, ao100) for time, moves and TPS.

use super::average::{self, Average, Better, Entry};
use chrono::{DateTime, FixedOffset, NaiveDate};
use serde::{Deserialize, Serialize};

/// Where the scramble came from. Only fresh random scrambles count for bests and averages; a
/// chosen seed or a retry is practice (a known scramble), a typed position may be anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Random,
    /// A seed the player chose.
    Chosen,
    Retry,
    Typed,
}

/// One attempt. A scramble left after its first move is a DNF: it has no time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Solve {
    pub at: DateTime<FixedOffset>,
    /// None for a DNF.
    pub time_ms: Option<u64>,
    pub moves: u32,
    pub multi_moves: u32,
    pub scramble: String,
    pub source: Source,
    #[serde(default)]
    pub assisted: bool,
    /// The fewest moves that solve the scramble, once computed (in the background, after the
    /// solve); none before, and for sizes without an optimal solver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optimal: Option<u32>,
}

impl Solve {
    pub fn is_dnf(&self) -> bool {
        self.time_ms.is_none()
    }

    pub fn tps(&self) -> Option<f64> {
        self.time_ms.filter(|&t| t > 0).map(|t| f64::from(self.moves) * 1000.0 / t as f64)
    }

    /// Counts for averages (DNFs included) and, when finished, for bests.
    pub fn counts(&self) -> bool {
        self.source == Source::Random && !self.assisted
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Metric {
    Time,
    Moves,
    Tps,
}

impl Metric {
    pub const ALL: [Metric; 3] = [Metric::Time, Metric::Moves, Metric::Tps];

    fn better(self) -> Better {
        if self == Metric::Tps { Better::Higher } else { Better::Lower }
    }

    fn entry(self, s: &Solve) -> Entry {
        let value = match self {
            Metric::Time => s.time_ms.map(|t| t as f64),
            Metric::Moves => (!s.is_dnf()).then_some(f64::from(s.moves)),
            Metric::Tps => s.tps(),
        };
        value.map_or(Entry::Dnf, Entry::Value)
    }
}

pub const AVERAGES: [usize; 4] = [5, 12, 50, 100];

/// Every attempt on one size, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FifteenTable {
    pub solves: Vec<Solve>,
}

/// An average of N as the page shows it: current and best, none until N counted attempts.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AverageStat {
    pub n: usize,
    pub current: Option<Average>,
    pub best: Option<Average>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MetricStats {
    pub best_single: Option<f64>,
    pub averages: Vec<AverageStat>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FifteenStats {
    pub total_solves: u32,
    pub solves_today: u32,
    pub dnfs: u32,
    pub time: MetricStats,
    pub moves: MetricStats,
    pub tps: MetricStats,
    /// The last 100 counted attempts' times (none for a DNF) with the ao12 after each, for
    /// the chart.
    pub recent: Vec<RecentPoint>,
    /// The mean of optimal / moves over the counted solves whose optimal length is known.
    pub mean_efficiency: Option<f64>,
    /// The last attempts, newest first, whatever their source, with their optimal length.
    pub last: Vec<SolveRow>,
}

/// How many attempts the records view lists.
pub const LAST_SHOWN: usize = 12;

/// One attempt as the records view lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolveRow {
    pub at: DateTime<FixedOffset>,
    pub time_ms: Option<u64>,
    pub moves: u32,
    pub optimal: Option<u32>,
    pub source: Source,
    pub assisted: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentPoint {
    pub time_ms: Option<u64>,
    pub ao12: Option<f64>,
}

impl FifteenTable {
    fn counted(&self) -> Vec<&Solve> {
        self.solves.iter().filter(|s| s.counts()).collect()
    }

    pub fn entries(&self, metric: Metric) -> Vec<Entry> {
        self.counted().into_iter().map(|s| metric.entry(s)).collect()
    }

    pub fn best_single(&self, metric: Metric) -> Option<f64> {
        best_single_of(&self.entries(metric), metric.better())
    }

    /// The average of the last `n` counted attempts.
    pub fn current_average(&self, metric: Metric, n: usize) -> Option<Average> {
        average::current(&self.entries(metric), n, metric.better())
    }

    /// The current and the best average of `n`.
    pub fn average(&self, metric: Metric, n: usize) -> (Option<Average>, Option<Average>) {
        let entries = self.entries(metric);
        (average::current(&entries, n, metric.better()), average::best(&entries, n, metric.better()))
    }

    /// Statistics as of `today` (the player's local date).
    pub fn stats(&self, today: NaiveDate) -> FifteenStats {
        // Each metric's entries are made once, for its best single and all its averages.
        let metric_stats = |m: Metric, entries: &[Entry]| MetricStats {
            best_single: best_single_of(entries, m.better()),
            averages: AVERAGES
                .iter()
                .map(|&n| AverageStat {
                    n,
                    current: average::current(entries, n, m.better()),
                    best: average::best(entries, n, m.better()),
                })
                .collect(),
        };
        let counted = self.counted();
        let times = self.entries(Metric::Time);
        let start = counted.len().saturating_sub(100);
        let recent = (start..counted.len())
            .map(|k| RecentPoint {
                time_ms: counted[k].time_ms,
                ao12: average::current(&times[..=k], 12, Better::Lower).and_then(Average::value),
            })
            .collect();
        FifteenStats {
            total_solves: self.solves.iter().filter(|s| !s.is_dnf()).count() as u32,
            solves_today: self.solves.iter().filter(|s| !s.is_dnf() && s.at.date_naive() == today).count() as u32,
            dnfs: self.solves.iter().filter(|s| s.is_dnf()).count() as u32,
            time: metric_stats(Metric::Time, &times),
            moves: metric_stats(Metric::Moves, &self.entries(Metric::Moves)),
            tps: metric_stats(Metric::Tps, &self.entries(Metric::Tps)),
            recent,
            mean_efficiency: mean_efficiency(&counted),
            last: self
                .solves
                .iter()
                .rev()
                .take(LAST_SHOWN)
                .map(|s| SolveRow {
                    at: s.at,
                    time_ms: s.time_ms,
                    moves: s.moves,
                    optimal: s.optimal,
                    source: s.source,
                    assisted: s.assisted,
                })
                .collect(),
        }
    }
}

/// The mean of optimal / moves over the finished solves whose optimal length is known.
fn mean_efficiency(solves: &[&Solve]) -> Option<f64> {
    let ratios: Vec<f64> = solves
        .iter()
        .filter(|s| !s.is_dnf() && s.moves > 0)
        .filter_map(|s| s.optimal.map(|o| f64::from(o) / f64::from(s.moves)))
        .collect();
    (!ratios.is_empty()).then(|| ratios.iter().sum::<f64>() / ratios.len() as f64)
}

/// The best value among `entries`; a DNF never is.
fn best_single_of(entries: &[Entry], better: Better) -> Option<f64> {
    let values = entries.iter().filter_map(|e| match e {
        Entry::Value(v) => Some(*v),
        Entry::Dnf => None,
    });
    match better {
        Better::Lower => values.min_by(f64::total_cmp),
        Better::Higher => values.max_by(f64::total_cmp),
    }
}
