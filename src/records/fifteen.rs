//! 15-puzzle records: every solve per size, best singles, and the trimmed averages speed
//! solvers track (ao5, ao12, ao25, ao50, ao100) for time, moves and TPS.

use super::average::{self, Average, Better, Entry};
use super::cache::{Cache, HistoryKey};
use super::aside::Aside;
use crate::assist::Assists;
use crate::fifteen::Controls;

mod best_list;
mod control;
mod row;
pub use best_list::BEST_LIST;
pub use control::ControlFilter;
pub use row::SolveRow;
use chrono::{DateTime, FixedOffset, NaiveDate};
use serde::{Deserialize, Serialize};

pub use super::source::Source;

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
    /// Played with help: kept and replayable, out of the statistics. Recorded attempts say
    /// which helps (`help`); one recorded before may only have this.
    #[serde(default)]
    pub assisted: bool,
    /// The helps its log holds.
    #[serde(default, skip_serializing_if = "Assists::is_empty")]
    pub help: Assists,
    /// The fewest moves that solve the scramble, once computed (in the background, after the
    /// solve); none before, and for sizes without an optimal solver.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub optimal: Option<u32>,
    /// A practice run's splits: the run's time when each leg was solved (a DNF has those
    /// reached); empty for a single solve.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub splits: Vec<u64>,
    /// The seed that dealt the scramble (a run's seed for a practice run); none for a typed
    /// position and for solves recorded before replays.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The control types its moves used, as the page reported them (none for attempts
    /// recorded before they were kept, and for an attempt recovered from the journal).
    #[serde(default, skip_serializing_if = "Controls::is_empty")]
    pub controls: Controls,
    /// A proof (the timed move log) is kept for this attempt (`proofs.rs`): it has a replay.
    /// False for attempts recorded before replays.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub proof: bool,
    /// The timed move log (`log.rs`), in an export; the records file keeps it apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<String>,
}

impl Solve {
    pub fn is_dnf(&self) -> bool {
        self.time_ms.is_none()
    }

    pub fn tps(&self) -> Option<f64> {
        self.time_ms.filter(|&t| t > 0).map(|t| f64::from(self.moves) * 1000.0 / t as f64)
    }

    /// Counts in the statistics and averages (DNFs included) and, when finished, for bests:
    /// a fresh random scramble, played with no help, with a replay that proves it.
    pub fn counts(&self) -> bool {
        self.source == Source::Random && !self.assisted && self.proof
    }

    /// Why it does not count, as the player reads it; none when it counts.
    pub fn set_aside(&self) -> Option<crate::assist::Aside> {
        use crate::assist::Known;
        let known = match self.source {
            Source::Random => (!self.proof).then_some(Known::Unproven),
            Source::Chosen => Some(Known::ChosenSeed),
            Source::Retry => Some(Known::Retry),
            Source::Typed => Some(Known::TypedPosition),
        };
        crate::assist::set_aside(self.assisted, self.help, known)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    Time,
    Moves,
    Tps,
}

impl Metric {
    pub const ALL: [Metric; 3] = [Metric::Time, Metric::Moves, Metric::Tps];

    pub(crate) fn better(self) -> Better {
        if self == Metric::Tps { Better::Higher } else { Better::Lower }
    }

    pub(crate) fn entry(self, s: &Solve) -> Entry {
        let value = match self {
            Metric::Time => s.time_ms.map(|t| t as f64),
            Metric::Moves => (!s.is_dnf()).then_some(f64::from(s.moves)),
            Metric::Tps => s.tps(),
        };
        value.map_or(Entry::Dnf, Entry::Value)
    }
}

pub const AVERAGES: [usize; 5] = [5, 12, 25, 50, 100];

/// Every attempt on one size, oldest first. Add attempts with `push`, which keeps the best
/// figures up to date without going over the whole history again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct FifteenTable {
    pub solves: Vec<Solve>,
    #[serde(skip)]
    bests: Cache<Bests>,
    /// Where the last `RECENT` counted attempts are, oldest first: the current averages read
    /// them after each attempt, and a long history whose counted attempts lie far back (an
    /// import without replays) was gone over to find them, for every average.
    #[serde(skip)]
    recent: Cache<Vec<usize>>,
}

/// The longest average's attempts.
const RECENT: usize = AVERAGES[AVERAGES.len() - 1];

/// The best single and the best average of every size, per metric, as of one history.
#[derive(Clone, Debug, PartialEq)]
struct Bests {
    singles: [Option<f64>; 3],
    averages: [[Option<Average>; 5]; 3],
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
    /// Of the attempts with no help (the assisted ones are counted in `aside`, with those on a
    /// known scramble, which are out of the bests and averages only).
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
    /// The attempts kept out of these figures.
    pub aside: Aside,
}

/// How many attempts the records view lists.
pub const LAST_SHOWN: usize = 12;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RecentPoint {
    pub time_ms: Option<u64>,
    pub ao12: Option<f64>,
}

impl Metric {
    fn index(self) -> usize {
        self as usize
    }
}

impl FifteenTable {
    fn counted(&self) -> Vec<&Solve> {
        self.solves.iter().filter(|s| s.counts()).collect()
    }

    pub fn entries(&self, metric: Metric) -> Vec<Entry> {
        self.counted().into_iter().map(|s| metric.entry(s)).collect()
    }

    /// The last `n` counted attempts' entries, oldest first (fewer if there are not `n`).
    fn last_entries(&self, metric: Metric, n: usize) -> Vec<Entry> {
        let recent = if n <= RECENT { self.recent() } else { self.last_counted(n) };
        recent[recent.len().saturating_sub(n)..].iter().map(|&i| metric.entry(&self.solves[i])).collect()
    }

    /// Where the last `n` counted attempts are, oldest first.
    fn last_counted(&self, n: usize) -> Vec<usize> {
        let mut last: Vec<usize> = (0..self.solves.len()).rev().filter(|&i| self.solves[i].counts()).take(n).collect();
        last.reverse();
        last
    }

    /// Where the last `RECENT` counted attempts are, kept from the last `push` when they
    /// describe these solves.
    fn recent(&self) -> Vec<usize> {
        self.recent.get_or(self.key(), || self.last_counted(RECENT))
    }

    fn key(&self) -> HistoryKey {
        HistoryKey::of(self.solves.len(), self.solves.last().map(|s| (s.at, s.time_ms.unwrap_or(u64::MAX))))
    }

    /// Whether the best figures of these solves are kept (`Records::warm`, a view, a `push`).
    pub fn bests_known(&self) -> bool {
        self.bests.holds(self.key())
    }

    /// Works out the best figures of these solves, to be kept (`Records::warm`).
    pub(super) fn warm(&self) {
        self.bests();
        self.recent();
    }

    /// The best figures, kept from the last `push` when they describe these solves, else
    /// computed over the whole history.
    fn bests(&self) -> Bests {
        let key = self.key();
        self.bests.get_or(key, || {
            let of_metric = |metric: Metric| {
                let entries = self.entries(metric);
                let averages = AVERAGES.map(|n| average::best(&entries, n, metric.better()));
                (best_single_of(&entries, metric.better()), averages)
            };
            // A long history is gone over once per metric, each on a core of its own.
            let [time, moves, tps] = if self.solves.len() < 10_000 {
                Metric::ALL.map(of_metric)
            } else {
                std::thread::scope(|scope| {
                    let others = [Metric::Moves, Metric::Tps].map(|m| scope.spawn(move || of_metric(m)));
                    let time = of_metric(Metric::Time);
                    let [moves, tps] = others.map(|h| h.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
                    [time, moves, tps]
                })
            };
            Bests { singles: [time.0, moves.0, tps.0], averages: [time.1, moves.1, tps.1] }
        })
    }

    /// Adds an attempt. Only the windows that end at it can set a new best average, so the
    /// bests are updated from those instead of recomputed.
    pub fn push(&mut self, solve: Solve) {
        let (mut bests, mut recent) = (self.bests(), self.recent());
        let counts = solve.counts();
        self.solves.push(solve);
        if counts {
            recent.push(self.solves.len() - 1);
            if recent.len() > RECENT {
                recent.remove(0);
            }
        }
        self.recent.set(self.key(), recent);
        if counts {
            for metric in Metric::ALL {
                let (m, better) = (metric.index(), metric.better());
                let last = self.last_entries(metric, AVERAGES[AVERAGES.len() - 1]);
                if let Some(&Entry::Value(v)) = last.last() {
                    let beats = |old: f64| if better == Better::Lower { v < old } else { v > old };
                    if bests.singles[m].is_none_or(beats) {
                        bests.singles[m] = Some(v);
                    }
                }
                for (k, &n) in AVERAGES.iter().enumerate() {
                    if let Some(now) = average::current(&last, n, better) {
                        bests.averages[m][k] = Some(average::better_of(bests.averages[m][k], now, better));
                    }
                }
            }
        }
        let key = self.key();
        self.bests.set(key, bests);
    }

    pub fn best_single(&self, metric: Metric) -> Option<f64> {
        self.bests().singles[metric.index()]
    }

    /// The average of the last `n` counted attempts.
    pub fn current_average(&self, metric: Metric, n: usize) -> Option<Average> {
        average::current(&self.last_entries(metric, n), n, metric.better())
    }

    /// The current and the best average of `n` (one of `AVERAGES`).
    pub fn average(&self, metric: Metric, n: usize) -> (Option<Average>, Option<Average>) {
        let best = match AVERAGES.iter().position(|&a| a == n) {
            Some(k) => self.bests().averages[metric.index()][k],
            None => average::best(&self.entries(metric), n, metric.better()),
        };
        (self.current_average(metric, n), best)
    }

    /// Statistics as of `today` (the player's local date).
    pub fn stats(&self, today: NaiveDate) -> FifteenStats {
        let bests = self.bests();
        let metric_stats = |m: Metric| MetricStats {
            best_single: bests.singles[m.index()],
            averages: AVERAGES
                .iter()
                .enumerate()
                .map(|(k, &n)| AverageStat { n, current: self.current_average(m, n), best: bests.averages[m.index()][k] })
                .collect(),
        };
        let counted = self.counted();
        let unassisted: Vec<&Solve> = self.solves.iter().filter(|s| !s.assisted).collect();
        let times = self.entries(Metric::Time);
        let start = counted.len().saturating_sub(100);
        let recent = (start..counted.len())
            .map(|k| RecentPoint {
                time_ms: counted[k].time_ms,
                ao12: average::current(&times[..=k], 12, Better::Lower).and_then(Average::value),
            })
            .collect();
        FifteenStats {
            total_solves: unassisted.iter().filter(|s| !s.is_dnf()).count() as u32,
            solves_today: unassisted.iter().filter(|s| !s.is_dnf() && s.at.date_naive() == today).count() as u32,
            dnfs: unassisted.iter().filter(|s| s.is_dnf()).count() as u32,
            time: metric_stats(Metric::Time),
            moves: metric_stats(Metric::Moves),
            tps: metric_stats(Metric::Tps),
            recent,
            mean_efficiency: mean_efficiency(&counted),
            last: self
                .solves
                .iter()
                .rev()
                .take(LAST_SHOWN)
                .map(SolveRow::of)
                .collect(),
            aside: Aside::of(self.solves.iter().filter(|s| !s.counts()).map(|s| (s.assisted, s.help, s.source != Source::Random || !s.proof))),
        }
    }
}

/// A solve's efficiency: the fewest moves over the player's, 1 for a solve of no move that
/// needed none; none for a solve of no move that needed some (a typed state solved already
/// cannot be one).
pub fn efficiency(optimal: u32, moves: u32) -> Option<f64> {
    match (optimal, moves) {
        (0, 0) => Some(1.0),
        (_, 0) => None,
        (o, m) => Some(f64::from(o) / f64::from(m)),
    }
}

/// The mean efficiency over the finished solves whose optimal length is known.
fn mean_efficiency(solves: &[&Solve]) -> Option<f64> {
    let ratios: Vec<f64> = solves
        .iter()
        .filter(|s| !s.is_dnf() && s.moves > 0)
        .filter_map(|s| s.optimal.and_then(|o| efficiency(o, s.moves)))
        .collect();
    (!ratios.is_empty()).then(|| ratios.iter().sum::<f64>() / ratios.len() as f64)
}

/// The best value among `entries`; a DNF never is.
pub(super) fn best_single_of(entries: &[Entry], better: Better) -> Option<f64> {
    let values = entries.iter().filter_map(|e| match e {
        Entry::Value(v) => Some(*v),
        Entry::Dnf => None,
    });
    match better {
        Better::Lower => values.min_by(f64::total_cmp),
        Better::Higher => values.max_by(f64::total_cmp),
    }
}
