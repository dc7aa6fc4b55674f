//! A 15-puzzle table's best list: its best solves by time, moves or TPS, among those of one
//! control type or all, best first, as slidysim's leaderboards rank them.

use super::{ControlFilter, FifteenTable, Metric, Solve, SolveRow};
use super::super::average::{Better, Entry};

/// How many solves a best list holds.
pub const BEST_LIST: usize = 10;

impl FifteenTable {
    /// The best counted solves by `metric` among those `filter` admits, best first; of two
    /// equal, the earlier. A DNF is never in a best list.
    pub fn best_by(&self, metric: Metric, filter: ControlFilter) -> Vec<SolveRow> {
        let mut ranked: Vec<(f64, &Solve)> = self
            .solves
            .iter()
            .filter(|s| s.counts() && filter.admits(s))
            .filter_map(|s| match metric.entry(s) {
                Entry::Value(v) => Some((v, s)),
                Entry::Dnf => None,
            })
            .collect();
        let better = metric.better();
        ranked.sort_by(|(a, sa), (b, sb)| {
            let order = if better == Better::Lower { a.total_cmp(b) } else { b.total_cmp(a) };
            order.then(sa.at.cmp(&sb.at))
        });
        ranked.into_iter().take(BEST_LIST).map(|(_, s)| SolveRow::of(s)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fifteen::{Control, Controls};
    use crate::records::fifteen::Source;
    use chrono::{FixedOffset, TimeZone};

    fn solve(minute: u32, time: Option<u64>, moves: u32, control: Control) -> Solve {
        Solve {
            at: FixedOffset::east_opt(9 * 3600).expect("offset").with_ymd_and_hms(2026, 5, 6, 7, minute, 0).single().expect("date"),
            time_ms: time, moves, multi_moves: moves, scramble: "1 2 3/4 5 6/7 0 8".into(), source: Source::Random,
            assisted: false, help: Default::default(), optimal: None, splits: vec![], seed: Some(u64::from(minute)), proof: true,
            log: None, controls: Controls::NONE.with(control),
        }
    }

    fn times(rows: &[SolveRow]) -> Vec<Option<u64>> {
        rows.iter().map(|r| r.time_ms).collect()
    }

    #[test]
    fn each_list_is_ranked_the_metrics_way_round_and_filtered_by_control() {
        let mut table = FifteenTable::default();
        // time, moves: TPS 10/4 = 2.5, 30/6 = 5, 20/5 = 4, 8/2 = 4 (later), DNF.
        table.push(solve(1, Some(4_000), 10, Control::Keyboard));
        table.push(solve(2, Some(6_000), 30, Control::Click));
        table.push(solve(3, Some(5_000), 20, Control::Keyboard));
        table.push(solve(4, Some(2_000), 8, Control::Hover));
        table.push(solve(5, None, 3, Control::Keyboard));
        table.push(Solve { source: Source::Retry, ..solve(6, Some(1_000), 4, Control::Keyboard) });
        assert_eq!(times(&table.best_by(Metric::Time, ControlFilter::All)), vec![Some(2_000), Some(4_000), Some(5_000), Some(6_000)]);
        let moves: Vec<u32> = table.best_by(Metric::Moves, ControlFilter::All).iter().map(|r| r.moves).collect();
        assert_eq!(moves, vec![8, 10, 20, 30]);
        assert_eq!(times(&table.best_by(Metric::Tps, ControlFilter::All)), vec![Some(6_000), Some(5_000), Some(2_000), Some(4_000)]);
        let keyboard = table.best_by(Metric::Time, ControlFilter::Keyboard);
        assert_eq!(times(&keyboard), vec![Some(4_000), Some(5_000)]);
        assert!(keyboard.iter().all(|r| r.controls == "keyboard"));
        assert!(table.best_by(Metric::Time, ControlFilter::Mixed).is_empty());
    }

    #[test]
    fn a_list_holds_at_most_its_length() {
        let mut table = FifteenTable::default();
        for k in 0..25 {
            table.push(solve(k, Some(10_000 - u64::from(k) * 100), 50, Control::Click));
        }
        let list = table.best_by(Metric::Time, ControlFilter::All);
        assert_eq!(list.len(), BEST_LIST);
        assert_eq!(list[0].time_ms, Some(10_000 - 24 * 100));
    }
}
