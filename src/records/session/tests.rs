use super::*;
use crate::records::fifteen::Source;
use chrono::{FixedOffset, TimeZone};

fn at(minute: u32) -> Moment {
    FixedOffset::east_opt(-5 * 3600).expect("offset").with_ymd_and_hms(2026, 3, 4, 5, minute, 0).single().expect("date")
}

/// A counted attempt at `minute`: solved in `time` ms in `moves` moves, or a DNF.
fn solve(minute: u32, time: Option<u64>, moves: u32) -> Solve {
    Solve {
        at: at(minute), time_ms: time, moves, multi_moves: moves, scramble: "1 2 3/4 5 6/7 0 8".into(),
        source: Source::Random, assisted: false, help: Default::default(), optimal: None, splits: vec![], seed: Some(1),
        proof: true, log: None, controls: Default::default(),
    }
}

fn records(solves: &[(&str, Solve)]) -> Records {
    let mut r = Records::default();
    for (table, s) in solves {
        r.fifteen.entry((*table).to_string()).or_default().push(s.clone());
    }
    r
}

#[test]
fn a_session_holds_the_attempts_from_its_start_to_the_next_ones() {
    let mut r = records(&[
        ("3x3", solve(1, Some(5_000), 20)),
        ("3x3", solve(10, Some(6_000), 22)),
        ("4x4", solve(11, Some(20_000), 60)),
        ("3x3", solve(20, Some(7_000), 24)),
    ]);
    assert!(r.session_list().is_empty(), "no session began: the attempts before sessions are in none");
    assert!(r.open_session(at(10)));
    assert!(r.open_session(at(20)));
    assert!(!r.open_session(at(15)), "a session never starts before the last one");
    assert!(!r.open_session(at(20)), "nor twice at one moment");
    let list = r.session_list();
    assert_eq!(list, vec![
        SessionSummary { start: at(20), last: at(20), attempts: 1 },
        SessionSummary { start: at(10), last: at(11), attempts: 2 },
    ]);
    let first = r.session_stats(at(10)).expect("a session began then");
    let keys: Vec<(&str, u32)> = first.tables.iter().map(|t| (t.key.as_str(), t.solves)).collect();
    assert_eq!(keys, vec![("3x3", 1), ("4x4", 1)]);
    assert_eq!(first.tables[0].time.best, Some(6_000.0));
    assert_eq!(r.session_stats(at(20)).expect("the second").tables[0].time.best, Some(7_000.0));
    assert_eq!(r.session_stats(at(12)), None);
}

#[test]
fn a_session_without_an_attempt_is_not_listed() {
    let mut r = records(&[("3x3", solve(1, Some(5_000), 20))]);
    r.open_session(at(0));
    r.open_session(at(5));
    assert_eq!(r.session_list().len(), 1);
    assert_eq!(r.session_list()[0].start, at(0));
    assert_eq!(r.session_stats(at(5)).expect("it began").tables, vec![]);
}

#[test]
fn the_figures_are_the_mean_the_sample_deviation_the_averages_and_the_extremes() {
    // Times 10, 12, 14, 16, 18 s, a DNF, then 11 s; moves 50 each.
    let mut solves: Vec<(&str, Solve)> = [10, 12, 14, 16, 18].iter().enumerate().map(|(k, &t)| ("4x4", solve(k as u32, Some(t * 1000), 50))).collect();
    solves.push(("4x4", solve(5, None, 7)));
    solves.push(("4x4", solve(6, Some(11_000), 40)));
    // Kept out of the figures: help, and a retry.
    solves.push(("4x4", Solve { assisted: true, ..solve(7, Some(1_000), 30) }));
    solves.push(("4x4", Solve { source: Source::Retry, ..solve(8, Some(2_000), 30) }));
    let mut r = records(&solves);
    r.open_session(at(0));
    let stats = r.session_stats(at(0)).expect("a session");
    let t = &stats.tables[0];
    assert_eq!((t.solves, t.dnfs, t.aside), (6, 1, 2));
    let values = [10.0, 12.0, 14.0, 16.0, 18.0, 11.0].map(|s: f64| s * 1000.0);
    let mean = values.iter().sum::<f64>() / 6.0;
    let sd = (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 5.0).sqrt();
    assert!((t.time.mean.expect("mean") - mean).abs() < 1e-9);
    assert!((t.time.deviation.expect("deviation") - sd).abs() < 1e-9);
    assert_eq!((t.time.best, t.time.worst), (Some(10_000.0), Some(18_000.0)));
    // ao5 now: 16, 18, DNF... the last five are 14, 16, 18, DNF, 11: drop 11 and the DNF.
    let ao5 = &t.time.averages[0];
    assert_eq!(ao5.n, 5);
    assert_eq!(ao5.current, Some(average::Average::Value(16_000.0)));
    // The best ao5: 10, 12, 14, 16, 18 drops 10 and 18.
    assert_eq!(ao5.best, Some(average::Average::Value(14_000.0)));
    assert!(t.time.averages[1].current.is_none(), "no ao12 of 7 attempts");
    // TPS: higher is better, so best and worst swap.
    assert_eq!(t.tps.best, Some(50.0 / 10.0));
    assert_eq!(t.tps.worst, Some(50.0 / 18.0));
    assert_eq!((t.moves.best, t.moves.worst), (Some(40.0), Some(50.0)));
    let h = t.time.histogram.as_ref().expect("a histogram");
    assert_eq!(h.counts.iter().sum::<u32>(), 6, "the solves, not the DNF nor the attempts aside");
}

#[test]
fn sessions_survive_export_import_and_an_import_undone_takes_its_own_away() {
    let mut mine = records(&[("3x3", solve(30, Some(5_000), 20))]);
    mine.open_session(at(30));
    let mut theirs = records(&[("3x3", solve(1, Some(9_000), 20))]);
    theirs.open_session(at(0));
    let text = serde_json::to_string(&theirs).expect("encode");
    let back: Records = serde_json::from_str(&text).expect("decode");
    assert_eq!(back.sessions, vec![at(0)]);
    let added = mine.merge(back);
    assert_eq!(mine.sessions, vec![at(0), at(30)]);
    assert_eq!(mine.session_list().len(), 2);
    mine.remove(&added);
    assert_eq!(mine.sessions, vec![at(30)]);
    let old: Records = serde_json::from_str(r#"{"mines":{},"fifteen":{}}"#).expect("records from before sessions");
    assert!(old.sessions.is_empty());
}
