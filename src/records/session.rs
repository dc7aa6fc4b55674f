//! 15-puzzle sessions, as speedsolvers keep them (csTimer, slidysim): a session runs from the
//! app's start, or from "New session", until the next one begins. The records keep only when
//! each session began (`Records::sessions`, added by `Change::Session` when its first attempt
//! is recorded); a session's attempts are the 15-puzzle attempts recorded from its start to the
//! next session's, and its statistics are worked out from them, per size (or practice mode):
//! solves and DNFs, mean and standard deviation, the trimmed averages, best and worst, and
//! histograms of time, moves and TPS. Only attempts that count (`Solve::counts`) enter them.

use super::average::{self, Better, Entry};
use super::fifteen::{best_single_of, AverageStat, Metric, Solve, AVERAGES};
use super::histogram::{histogram, Histogram};
use super::{table_name, Moment, Records};
use serde::Serialize;

/// A session as the list of them shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionSummary {
    pub start: Moment,
    /// Its last attempt.
    pub last: Moment,
    /// Its attempts, counted or not.
    pub attempts: u32,
}

/// A session's statistics, per table it has attempts in.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionStats {
    pub start: Moment,
    pub tables: Vec<SessionTable>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionTable {
    pub key: String,
    pub name: String,
    /// Counted attempts solved, and left (DNF).
    pub solves: u32,
    pub dnfs: u32,
    /// Attempts kept out of the figures (help, a retry, a typed position...).
    pub aside: u32,
    pub time: SessionMetric,
    pub moves: SessionMetric,
    pub tps: SessionMetric,
}

/// One figure (time in ms, moves or TPS) over a session's counted attempts on one table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionMetric {
    /// The mean and the sample standard deviation of the solves (DNFs have no value).
    pub mean: Option<f64>,
    pub deviation: Option<f64>,
    pub best: Option<f64>,
    pub worst: Option<f64>,
    /// The current and the best trimmed average of each length in `AVERAGES`, by the
    /// community's definition (`average.rs`), within the session.
    pub averages: Vec<AverageStat>,
    pub histogram: Option<Histogram>,
}

impl Records {
    /// Starts a session at `at`, unless one starts there or later already (a change read
    /// twice, a clock set back); whether it did.
    pub fn open_session(&mut self, at: Moment) -> bool {
        if self.sessions.last().is_some_and(|&last| last >= at) {
            return false;
        }
        self.sessions.push(at);
        true
    }

    /// The sessions that hold an attempt, newest first. One pass over the attempts, each put
    /// in its session by a binary search of the starts.
    pub fn session_list(&self) -> Vec<SessionSummary> {
        let mut found: Vec<Option<(Moment, u32)>> = vec![None; self.sessions.len()];
        for solve in self.fifteen.values().flat_map(|t| &t.solves) {
            let after = self.sessions.partition_point(|&start| start <= solve.at);
            let Some(k) = after.checked_sub(1) else { continue };
            let (last, attempts) = found[k].get_or_insert((solve.at, 0));
            *last = (*last).max(solve.at);
            *attempts += 1;
        }
        let mut list: Vec<SessionSummary> = found
            .into_iter()
            .zip(&self.sessions)
            .filter_map(|(seen, &start)| seen.map(|(last, attempts)| SessionSummary { start, last, attempts }))
            .collect();
        list.reverse();
        list
    }

    /// The statistics of the session that started at `start`; none when no session did.
    pub fn session_stats(&self, start: Moment) -> Option<SessionStats> {
        let k = self.sessions.iter().position(|&s| s == start)?;
        let tables = self
            .in_session(k)
            .filter(|(_, solves)| !solves.is_empty())
            .map(|(key, solves)| table_stats(key, &solves))
            .collect();
        Some(SessionStats { start, tables })
    }

    /// Each 15-puzzle table with its attempts in session `k` (from its start to the next
    /// session's), oldest first.
    fn in_session(&self, k: usize) -> impl Iterator<Item = (&str, Vec<&Solve>)> {
        let start = self.sessions[k];
        let end = self.sessions.get(k + 1).copied();
        self.fifteen.iter().map(move |(key, table)| {
            let mut solves: Vec<&Solve> = table.solves.iter().filter(|s| s.at >= start && end.is_none_or(|e| s.at < e)).collect();
            solves.sort_by_key(|s| s.at);
            (key.as_str(), solves)
        })
    }
}

fn table_stats(key: &str, solves: &[&Solve]) -> SessionTable {
    let counted: Vec<&Solve> = solves.iter().copied().filter(|s| s.counts()).collect();
    let dnfs = counted.iter().filter(|s| s.is_dnf()).count() as u32;
    SessionTable {
        key: key.to_string(),
        name: table_name(key),
        solves: counted.len() as u32 - dnfs,
        dnfs,
        aside: (solves.len() - counted.len()) as u32,
        time: metric_stats(&counted, Metric::Time, 1.0),
        moves: metric_stats(&counted, Metric::Moves, 1.0),
        tps: metric_stats(&counted, Metric::Tps, 0.01),
    }
}

fn metric_stats(counted: &[&Solve], metric: Metric, least_width: f64) -> SessionMetric {
    let entries: Vec<Entry> = counted.iter().map(|s| metric.entry(s)).collect();
    let values: Vec<f64> = entries.iter().filter_map(|e| if let Entry::Value(v) = e { Some(*v) } else { None }).collect();
    let better = metric.better();
    let worse = if better == Better::Lower { Better::Higher } else { Better::Lower };
    SessionMetric {
        mean: mean(&values),
        deviation: deviation(&values),
        best: best_single_of(&entries, better),
        worst: best_single_of(&entries, worse),
        averages: AVERAGES
            .iter()
            .map(|&n| AverageStat {
                n,
                current: average::current(&entries, n, better),
                best: average::best(&entries, n, better),
            })
            .collect(),
        histogram: histogram(&values, least_width),
    }
}

fn mean(values: &[f64]) -> Option<f64> {
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

/// The sample standard deviation (n − 1); none for fewer than two values.
fn deviation(values: &[f64]) -> Option<f64> {
    let m = mean(values)?;
    (values.len() >= 2).then(|| (values.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (values.len() - 1) as f64).sqrt())
}

#[cfg(test)]
mod tests;
