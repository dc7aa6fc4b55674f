//! Statistics on hand-made histories: trimmed averages with DNFs, streaks, best lists,
//! announcements, import merging and the CSV export.

use chrono::{DateTime, Duration, FixedOffset, TimeZone};
use tessera::records::average::{best, current, trimmed, Average, Better, Entry};
use tessera::records::fifteen::{Metric, Solve, Source};
use tessera::records::mines::{Ending, MinesGame};
use tessera::assist::Assist;
use tessera::records::Records;

/// News as the English the CLI writes.
fn said(news: Vec<tessera::records::news::News>) -> Vec<String> {
    news.iter().map(ToString::to_string).collect()
}

fn at(minutes: i64) -> DateTime<FixedOffset> {
    FixedOffset::east_opt(3600).expect("offset").with_ymd_and_hms(2026, 11, 21, 9, 0, 0).single().expect("date")
        + Duration::minutes(minutes)
}

fn v(xs: &[f64]) -> Vec<Entry> {
    xs.iter().map(|&x| if x.is_nan() { Entry::Dnf } else { Entry::Value(x) }).collect()
}

const DNF: f64 = f64::NAN;

#[test]
fn trimmed_averages_drop_one_best_and_one_worst() {
    assert_eq!(trimmed(&v(&[10.0, 50.0, 20.0, 40.0, 30.0]), Better::Lower), Some(Average::Value(30.0)));
    assert_eq!(trimmed(&v(&[1.0, 2.0, 3.0, 4.0, 9.0]), Better::Higher), Some(Average::Value(3.0)));
    // Twelve results: the other ten are averaged.
    let twelve: Vec<f64> = (1..=12).map(f64::from).collect();
    assert_eq!(trimmed(&v(&twelve), Better::Lower), Some(Average::Value(6.5)));
    assert_eq!(trimmed(&v(&[1.0, 2.0]), Better::Lower), None);
}

#[test]
fn one_dnf_is_the_dropped_worst_and_two_make_a_dnf() {
    assert_eq!(trimmed(&v(&[DNF, 10.0, 20.0, 30.0, 40.0]), Better::Lower), Some(Average::Value(30.0)));
    assert_eq!(trimmed(&v(&[5.0, 4.0, DNF, 3.0, 2.0]), Better::Higher), Some(Average::Value(3.0)));
    assert_eq!(trimmed(&v(&[DNF, 10.0, DNF, 30.0, 40.0]), Better::Lower), Some(Average::Dnf));
}

#[test]
fn long_averages_drop_five_percent_at_each_end_rounded_up() {
    use tessera::records::average::trimmed_at_each_end;
    assert_eq!([5, 12, 25, 50, 100].map(trimmed_at_each_end), [1, 1, 2, 3, 5]);
    // ao25 of 1..=25: 3..=23 are kept (mean 13); the records keep it beside the others.
    let twenty_five: Vec<f64> = (1..=25).map(f64::from).collect();
    assert_eq!(trimmed(&v(&twenty_five), Better::Lower), Some(Average::Value(13.0)));
    assert_eq!(tessera::records::fifteen::AVERAGES, [5, 12, 25, 50, 100]);
    // ao50 of 1..=50: 4..=47 are kept (mean 25.5); with a 1000 among them, it is dropped.
    let mut fifty: Vec<f64> = (1..=50).map(f64::from).collect();
    assert_eq!(trimmed(&v(&fifty), Better::Lower), Some(Average::Value(25.5)));
    fifty[10] = 1000.0;
    let kept: f64 = (4..=47).map(f64::from).filter(|&x| x != 11.0).sum::<f64>() + 48.0;
    assert_eq!(trimmed(&v(&fifty), Better::Lower), Some(Average::Value(kept / 44.0)));
    // ao100 of 1..=100 keeps 6..=95.
    let hundred: Vec<f64> = (1..=100).map(f64::from).collect();
    assert_eq!(trimmed(&v(&hundred), Better::Lower), Some(Average::Value(50.5)));
    // Three DNFs in an ao50 are the three dropped worst; a fourth makes it a DNF.
    let mut with_dnfs: Vec<f64> = (1..=50).map(f64::from).collect();
    for k in [0, 1, 2] {
        with_dnfs[k] = DNF;
    }
    // Dropped: 4, 5, 6 as best, the three DNFs as worst; 7..=50 kept.
    assert_eq!(trimmed(&v(&with_dnfs), Better::Lower), Some(Average::Value((7..=50).sum::<i32>() as f64 / 44.0)));
    with_dnfs[3] = DNF;
    assert_eq!(trimmed(&v(&with_dnfs), Better::Lower), Some(Average::Dnf));
    // Higher is better (TPS): the highest three are dropped as best.
    assert_eq!(trimmed(&v(&(1..=50).map(f64::from).collect::<Vec<_>>()), Better::Higher), Some(Average::Value(25.5)));
}

#[test]
fn current_is_the_last_n_and_best_is_the_best_window() {
    let e = v(&[50.0, 10.0, 10.0, 10.0, 10.0, 10.0, 90.0]);
    assert_eq!(current(&e, 5, Better::Lower), Some(Average::Value(10.0)));
    assert_eq!(best(&e, 5, Better::Lower), Some(Average::Value(10.0)));
    assert_eq!(current(&e, 8, Better::Lower), None);
    // A DNF window is worse than any value.
    let e = v(&[DNF, DNF, 30.0, 30.0, 30.0, 20.0]);
    assert_eq!(best(&e, 5, Better::Lower), Some(Average::Value(30.0)));
    assert_eq!(best(&v(&[DNF, DNF, 1.0, 1.0, 1.0]), 5, Better::Lower), Some(Average::Dnf));
}

/// The brute-force best: every window trimmed from scratch.
fn best_by_sorting(entries: &[Entry], n: usize, better: Better) -> Option<Average> {
    let averages = entries.windows(n).filter_map(|w| trimmed(w, better));
    averages.fold(None, |best, a| match (best, a) {
        (None, a) | (Some(Average::Dnf), a) => Some(a),
        (Some(b), Average::Dnf) => Some(b),
        (Some(Average::Value(b)), Average::Value(a)) => {
            Some(Average::Value(if (better == Better::Lower) == (a < b) && a != b { a } else { b }))
        }
    })
}

#[test]
fn the_rolling_best_matches_a_sort_of_every_window() {
    // Few distinct values, so ties are common, and DNFs now and then in runs.
    let mut rng = tessera::rng::SeededRng::new(7);
    for case in 0..400 {
        let len = 1 + rng.below(160) as usize;
        let dnf_rate = rng.below(4);
        let entries: Vec<Entry> = (0..len)
            .map(|_| if rng.below(10) < dnf_rate { Entry::Dnf } else { Entry::Value(f64::from(rng.below(20) as u32)) })
            .collect();
        for n in [3, 5, 12, 50, 100] {
            for better in [Better::Lower, Better::Higher] {
                assert_eq!(best(&entries, n, better), best_by_sorting(&entries, n, better), "case {case}, ao{n}, {better:?}");
            }
        }
    }
}

fn mines(ending: Ending, minute: i64, time_ms: u64) -> MinesGame {
    MinesGame { ending, at: at(minute), time_ms, three_bv: 30, solved_three_bv: 30, clicks: 40, seed: Some(1), assisted: false, help: Default::default(), chosen_seed: false, proof: true, board: None, path: None, log: None, style: None, figures: None }
}

#[test]
fn streaks_win_rate_and_best_times() {
    let mut r = Records::default();
    let endings = [Ending::Won, Ending::Won, Ending::Lost, Ending::Abandoned, Ending::Lost, Ending::Won];
    for (k, e) in endings.into_iter().enumerate() {
        r.record_mines("expert", mines(e, k as i64, 100_000 - k as u64 * 1000));
    }
    let s = r.mines["expert"].stats();
    assert_eq!((s.played, s.won), (6, 3));
    assert_eq!(s.win_percent, Some(50.0));
    assert_eq!((s.current_streak, s.longest_winning_streak, s.longest_losing_streak), (1, 2, 3));
    let times: Vec<u64> = s.best_times.iter().map(|g| g.time_ms).collect();
    assert_eq!(times, vec![95_000, 99_000, 100_000]);
    assert!((s.best_three_bv_per_s.expect("3bv/s") - 30.0 / 95.0).abs() < 1e-9);
    r.record_mines("expert", mines(Ending::Lost, 10, 1000));
    assert_eq!(r.mines["expert"].stats().current_streak, -1);
}

#[test]
fn the_chart_has_the_last_hundred_counted_wins_with_moving_averages_of_ten() {
    use tessera::records::mines::{CHART_GAMES, MOVING};
    let mut r = Records::default();
    // 120 wins of 1..=120 s, a loss and an assisted win between each: neither is charted.
    for k in 0..120u64 {
        r.record_mines("expert", mines(Ending::Won, 3 * k as i64, (k + 1) * 1000));
        r.record_mines("expert", mines(Ending::Lost, 3 * k as i64 + 1, 500));
        let mut helped = mines(Ending::Won, 3 * k as i64 + 2, 1);
        helped.assisted = true;
        r.record_mines("expert", helped);
    }
    let recent = r.mines["expert"].stats().recent;
    assert_eq!(recent.len(), CHART_GAMES);
    let times: Vec<u64> = recent.iter().map(|p| p.time_ms).collect();
    assert_eq!(times, (21..=120).map(|s| s * 1000).collect::<Vec<u64>>(), "the last hundred wins, oldest first");
    // The first point's average reaches back before the chart: wins 12..=21 s, mean 16.5 s.
    assert_eq!(recent[0].time_avg, Some(16_500.0));
    assert_eq!(recent[99].time_avg, Some(115_500.0));
    let rate = |s: f64| 30.0 / s;
    let expected: f64 = (111..=120).map(|s| rate(s as f64)).sum::<f64>() / MOVING as f64;
    assert!((recent[99].rate_avg.expect("rate") - expected).abs() < 1e-12);
    assert!((recent[99].three_bv_per_s.expect("3bv/s") - rate(120.0)).abs() < 1e-12);
    // Fewer than ten wins: no average yet.
    let mut few = Records::default();
    for k in 0..3 {
        few.record_mines("beginner", mines(Ending::Won, k, 5_000));
    }
    let recent = few.mines["beginner"].stats().recent;
    assert_eq!(recent.len(), 3);
    assert!(recent.iter().all(|p| p.time_avg.is_none() && p.rate_avg.is_none()));
}

#[test]
fn only_the_ten_best_unassisted_wins_are_listed() {
    let mut r = Records::default();
    for k in 0..15 {
        r.record_mines("beginner", mines(Ending::Won, k, 10_000 + k as u64));
    }
    let mut helped = mines(Ending::Won, 20, 1);
    helped.assisted = true;
    assert!(r.record_mines("beginner", helped).is_empty(), "an assisted game announces nothing");
    let known = MinesGame { chosen_seed: true, ..mines(Ending::Won, 21, 2) };
    assert!(r.record_mines("beginner", known).is_empty(), "a chosen seed announces nothing");
    let s = r.mines["beginner"].stats();
    assert_eq!(s.best_times.len(), 10);
    assert_eq!(s.best_times[0].time_ms, 10_000);
    assert_eq!((s.played, s.aside.assisted, s.aside.known), (16, 1, 1), "kept: the assisted one out of the figures");
}

#[test]
fn a_new_best_is_announced_with_the_old_one() {
    let mut r = Records::default();
    assert_eq!(said(r.record_mines("expert", mines(Ending::Won, 0, 90_103))), vec!["First win on Expert: 90.103 s"]);
    assert_eq!(
        said(r.record_mines("expert", mines(Ending::Won, 1, 87_412))),
        vec!["New best on Expert: 87.412 s, 2nd best was 90.103 s", "New best: Expert 3BV/s 0.343, was 0.333"]
    );
    assert_eq!(said(r.record_mines("expert", mines(Ending::Won, 2, 88_000))), vec!["88.000 s is your 2nd best on Expert"]);
    assert!(r.record_mines("expert", mines(Ending::Lost, 3, 5_000)).is_empty());
    assert_eq!(
        said(r.record_mines("custom-30x16-99", mines(Ending::Won, 4, 1_000))),
        vec!["First win on Custom 30×16, 99 mines: 1.000 s"]
    );
}

fn solve(minute: i64, time_ms: Option<u64>, moves: u32, source: Source) -> Solve {
    Solve { at: at(minute), time_ms, moves, multi_moves: moves / 2, scramble: "2 1 3/4 5 6/7 8 0".into(), source, assisted: false, help: Default::default(), optimal: None, splits: Vec::new(), seed: None, proof: true, log: None, controls: Default::default() }
}

#[test]
fn fifteen_averages_keep_retries_and_typed_positions_apart() {
    let mut r = Records::default();
    for (k, t) in [12_000, 10_000, 14_000, 11_000, 13_000].into_iter().enumerate() {
        r.record_fifteen("4x4", solve(k as i64, Some(t), 60, Source::Random));
    }
    r.record_fifteen("4x4", solve(10, Some(1_000), 20, Source::Retry));
    r.record_fifteen("4x4", solve(11, Some(900), 20, Source::Typed));
    let table = &r.fifteen["4x4"];
    assert_eq!(table.best_single(Metric::Time), Some(10_000.0), "practice never sets a best");
    let (now, best) = table.average(Metric::Time, 5);
    assert_eq!((now, best), (Some(Average::Value(12_000.0)), Some(Average::Value(12_000.0))));
    let stats = table.stats(at(0).date_naive());
    assert_eq!((stats.total_solves, stats.solves_today, stats.dnfs), (7, 7, 0), "the retry and the typed position are solves");
    assert_eq!((stats.aside.assisted, stats.aside.known), (0, 2));
    assert_eq!(stats.time.averages[0].n, 5);
    assert_eq!(stats.time.averages[0].current, Some(Average::Value(12_000.0)));
    assert_eq!(stats.time.averages[1].current, None, "no ao12 before 12 solves");
    assert_eq!(stats.recent.len(), 5);
}

/// Games with any help are kept (and listed, with their helps named) but stay out of Played,
/// the win rate, the streaks, the bests and the averages; the view gets them as a count of
/// their own, per help.
#[test]
fn statistics_count_the_players_games_and_name_the_help_of_the_others() {
    let helped = |helps: &[Assist], g: MinesGame| MinesGame { assisted: true, help: helps.iter().copied().collect(), ..g };
    let mut r = Records::default();
    r.record_mines("expert", mines(Ending::Won, 0, 90_000));
    r.record_mines("expert", helped(&[Assist::Hint, Assist::Undo], mines(Ending::Won, 1, 50_000)));
    r.record_mines("expert", mines(Ending::Lost, 2, 10_000));
    r.record_mines("expert", helped(&[Assist::Auto], mines(Ending::Won, 3, 20_000)));
    r.record_mines("expert", helped(&[Assist::Hint], mines(Ending::Lost, 4, 20_000)));
    r.record_mines("expert", MinesGame { chosen_seed: true, ..mines(Ending::Won, 5, 30_000) });
    let s = r.mines["expert"].stats();
    // Played: the three with no help (the chosen seed's win included), out of the bests.
    assert_eq!((s.played, s.won, s.current_streak, s.longest_winning_streak), (3, 2, 1, 1));
    assert_eq!(s.best_times.iter().map(|g| g.time_ms).collect::<Vec<_>>(), [90_000]);
    assert_eq!((s.aside.assisted, s.aside.known), (3, 1));
    let named: Vec<(&str, u32)> = s.aside.helps.iter().map(|h| (h.name, h.games)).collect();
    assert_eq!(named, [("hint", 2), ("auto-play", 1), ("undo", 1)]);

    let mut r = Records::default();
    for k in 0..5 {
        r.record_fifteen("4x4", solve(k, Some(10_000 + k as u64), 60, Source::Random));
    }
    let assisted = Solve { assisted: true, help: [Assist::Solve].into_iter().collect(), ..solve(9, Some(2_000), 40, Source::Random) };
    r.record_fifteen("4x4", assisted);
    r.record_fifteen("4x4", Solve { assisted: true, ..solve(10, None, 4, Source::Random) });
    let stats = r.fifteen["4x4"].stats(at(0).date_naive());
    assert_eq!((stats.total_solves, stats.dnfs, stats.time.best_single), (5, 0, Some(10_000.0)));
    assert_eq!((stats.aside.assisted, stats.aside.helps.len()), (2, 1));
    let kinds: Vec<Option<String>> = stats.last.iter().take(3).map(|s| s.aside.map(|w| w.to_string())).collect();
    assert_eq!(kinds, [Some("assisted".to_string()), Some("assisted: Solve".to_string()), None]);
}

#[test]
fn optimal_lengths_give_the_efficiency_and_the_last_attempts_are_listed() {
    let mut r = Records::default();
    let with = |minute, moves, optimal, source| Solve { optimal, ..solve(minute, Some(10_000), moves, source) };
    r.record_fifteen("3x3", with(0, 40, Some(20), Source::Random)); // 50%
    r.record_fifteen("3x3", with(1, 25, Some(20), Source::Random)); // 80%
    r.record_fifteen("3x3", with(2, 30, None, Source::Random)); // not known yet
    r.record_fifteen("3x3", with(3, 20, Some(20), Source::Retry)); // practice: not counted
    r.record_fifteen("3x3", solve(4, None, 7, Source::Random)); // a DNF
    let stats = r.fifteen["3x3"].stats(at(0).date_naive());
    assert_eq!(stats.mean_efficiency, Some((0.5 + 0.8) / 2.0));
    let listed: Vec<(u32, Option<u32>, Option<u64>)> = stats.last.iter().map(|s| (s.moves, s.optimal, s.time_ms)).collect();
    assert_eq!(listed, [(7, None, None), (20, Some(20), Some(10_000)), (30, None, Some(10_000)), (25, Some(20), Some(10_000)), (40, Some(20), Some(10_000))]);
    assert_eq!(stats.last[1].source, Source::Retry);
    for k in 5..30 {
        r.record_fifteen("3x3", solve(k, Some(9_000), 22, Source::Random));
    }
    let stats = r.fifteen["3x3"].stats(at(0).date_naive());
    assert_eq!(stats.last.len(), tessera::records::fifteen::LAST_SHOWN);
    assert!(r.set_fifteen_optimal("3x3", "2 1 3/4 5 6/7 8 0", 21), "the latest solve of that scramble");
    assert_eq!(r.fifteen["3x3"].solves.last().and_then(|s| s.optimal), Some(21));
    assert!(!r.set_fifteen_optimal("3x3", "2 1 3/4 5 6/7 8 0", 21), "already known");
    assert!(!r.set_fifteen_optimal("3x3", "1 2 3/4 5 6/7 0 8", 1), "no such scramble");
    assert!(!r.set_fifteen_optimal("4x4", "2 1 3/4 5 6/7 8 0", 21), "no such table");
}

#[test]
fn a_dnf_counts_as_the_worst_and_two_make_the_average_a_dnf() {
    let mut r = Records::default();
    for (k, t) in [Some(10_000), None, Some(20_000), Some(30_000), Some(40_000)].into_iter().enumerate() {
        r.record_fifteen("3x3", solve(k as i64, t, 30, Source::Random));
    }
    let table = &r.fifteen["3x3"];
    assert_eq!(table.average(Metric::Time, 5).0, Some(Average::Value(30_000.0)));
    // TPS: the DNF is the worst too (30 moves at 10 s = 3 TPS is the best, dropped).
    assert_eq!(table.average(Metric::Tps, 5).0, Some(Average::Value((1.5 + 1.0 + 0.75) / 3.0)));
    r.record_fifteen("3x3", solve(9, None, 3, Source::Random));
    assert_eq!(r.fifteen["3x3"].average(Metric::Time, 5).0, Some(Average::Dnf));
    let stats = r.fifteen["3x3"].stats(at(0).date_naive());
    assert_eq!((stats.total_solves, stats.dnfs), (4, 2));
    assert_eq!(stats.time.averages[0].current, Some(Average::Dnf), "shown as DNF");
    assert_eq!(serde_json::to_value(&stats.time.averages[0]).expect("json")["current"], "DNF");
}

#[test]
fn fifteen_announces_new_best_singles_and_averages() {
    let mut r = Records::default();
    let first = said(r.record_fifteen("4x4", solve(0, Some(10_500), 50, Source::Random)));
    assert!(first.contains(&"First single on 4x4: 10.500 s".to_string()), "{first:?}");
    let better = said(r.record_fifteen("4x4", solve(1, Some(9_812), 55, Source::Random)));
    assert!(better.contains(&"New best single on 4x4: 9.812 s (was 10.500 s)".to_string()), "{better:?}");
    assert!(!better.iter().any(|m| m.contains("by moves")), "55 moves is no better than 50");
    for k in 2..5 {
        r.record_fifteen("4x4", solve(k, Some(12_000), 60, Source::Random));
    }
    let fifth = r.fifteen["4x4"].average(Metric::Time, 5).1;
    assert_eq!(fifth, Some(Average::Value((10_500.0 + 12_000.0 + 12_000.0) / 3.0)));
    let news = said(r.record_fifteen("4x4", solve(5, Some(9_900), 50, Source::Random)));
    assert!(news.iter().any(|m| m.starts_with("New best ao5 on 4x4: ")), "{news:?}");
}

#[test]
fn importing_merges_without_duplicates_and_csv_lists_every_attempt() {
    let mut a = Records::default();
    a.record_mines("beginner", mines(Ending::Won, 0, 5_000));
    a.record_fifteen("4x4", Solve { optimal: Some(38), ..solve(0, Some(10_000), 40, Source::Random) });
    let mut b = a.clone();
    b.record_mines("beginner", mines(Ending::Lost, 5, 1_000));
    b.record_fifteen("4x4", solve(3, None, 2, Source::Random));
    let before = a.clone();
    let added = a.merge(b.clone());
    assert_eq!(added.games(), 2);
    assert_eq!(a, b);
    assert_eq!(a.merge(b.clone()).games(), 0);
    // Undone: the games added go, nothing else.
    let mut undone = a.clone();
    undone.remove(&added);
    assert_eq!(undone, before);
    // A reset answers what it took, and merging it back undoes it.
    let mut reset = a.clone();
    let table = reset.reset("mines", "beginner").expect("a table");
    assert_eq!((reset.mines.len(), table.games()), (0, 2));
    assert!(reset.reset("mines", "beginner").is_none());
    reset.merge(table);
    assert_eq!(reset, a);
    let csv = a.fifteen_csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "size,date,time_ms,moves,multi_moves,tps,source,dnf,scramble,optimal");
    assert_eq!(lines[1], "4x4,2026-11-21T09:00:00+01:00,10000,40,20,4.000,random,no,\"2 1 3/4 5 6/7 8 0\",38");
    assert_eq!(lines[2], "4x4,2026-11-21T09:03:00+01:00,,2,1,,random,yes,\"2 1 3/4 5 6/7 8 0\",");
    // A relay's key lists its sizes with commas: quoted, so the columns stay in place.
    let news = said(a.record_fifteen("relay/3x3,3x3", Solve { splits: vec![4_000, 10_000], ..solve(9, Some(10_000), 40, Source::Random) }));
    assert_eq!(news[0], "First single on Relay 3×3, 3×3: 10.000 s");
    let csv = a.fifteen_csv();
    assert_eq!(csv.lines().nth(3), Some("\"relay/3x3,3x3\",2026-11-21T09:09:00+01:00,10000,40,20,4.000,random,no,\"2 1 3/4 5 6/7 8 0\","));
}

/// The figures kept up to date by recording one game at a time are the figures computed
/// over the whole history: a table built by `record_*` and a copy of its games in a fresh
/// table give the same statistics after every game.
#[test]
fn statistics_kept_as_games_come_match_the_whole_history() {
    use tessera::records::fifteen::FifteenTable;
    use tessera::records::mines::MinesTable;
    let mut rng = tessera::rng::SeededRng::new(5);
    let mut r = Records::default();
    let today = at(0).date_naive();
    for k in 0..700i64 {
        // Few distinct times so ties are common; DNFs, practice and help now and then.
        let time = (rng.below(25) != 0).then(|| 5_000 + rng.below(30) * 250);
        let source = [Source::Random, Source::Random, Source::Random, Source::Retry, Source::Typed][rng.index(5)];
        let mut s = solve(k, time, 30 + rng.below(30) as u32, source);
        s.assisted = rng.below(15) == 0;
        r.record_fifteen("4x4", s);
        let ending = [Ending::Won, Ending::Lost, Ending::Abandoned][rng.index(3)];
        let mut g = mines(ending, k, 20_000 + rng.below(40) * 500);
        g.solved_three_bv = 1 + rng.below(30) as u32;
        g.assisted = rng.below(15) == 0;
        r.record_mines("expert", g);
        if k % 7 == 0 || k > 680 {
            let mut fresh = FifteenTable::default();
            fresh.solves = r.fifteen["4x4"].solves.clone();
            assert_eq!(r.fifteen["4x4"].stats(today), fresh.stats(today), "15-puzzle after {k}");
            let mut fresh = MinesTable::default();
            fresh.games = r.mines["expert"].games.clone();
            assert_eq!(r.mines["expert"].stats(), fresh.stats(), "Minesweeper after {k}");
        }
    }
}

/// A history read from disk has no figures kept: `warm` works out every table's (the app does
/// it once its first board is up), and a game recorded after keeps them up to date.
#[test]
fn warm_works_out_every_tables_bests_which_a_recorded_game_then_keeps() {
    let mut r = Records::default();
    r.fifteen.entry("4x4".into()).or_default().solves = (0..20).map(|k| solve(k, Some(10_000 + k as u64 * 10), 60, Source::Random)).collect();
    r.fifteen.entry("3x3".into()).or_default().solves = vec![solve(0, Some(5_000), 20, Source::Random)];
    r.mines.entry("expert".into()).or_default().games = (0..20).map(|k| mines(Ending::Won, k, 90_000 + k as u64)).collect();
    let known = |r: &Records| [r.fifteen["4x4"].bests_known(), r.fifteen["3x3"].bests_known(), r.mines["expert"].bests_known()];
    assert_eq!(known(&r), [false; 3], "nothing is worked out until asked");
    r.warm();
    assert_eq!(known(&r), [true; 3]);
    r.record_fifteen("4x4", solve(30, Some(9_000), 50, Source::Random));
    r.record_mines("expert", mines(Ending::Won, 30, 80_000));
    assert_eq!(known(&r), [true; 3], "a recorded game updates the kept figures");
    assert_eq!(r.fifteen["4x4"].best_single(Metric::Time), Some(9_000.0));
    assert_eq!(r.mines["expert"].stats().best_times[0].time_ms, 80_000);
}

/// A game with no replay (recorded before replays, or left by a crash with its log alone) counts
/// as played, but never enters a best list; a 15-puzzle solve without one stays out of the
/// bests and averages too, and each says why.
#[test]
fn an_unproven_game_is_played_but_never_best() {
    let mut records = Records::default();
    records.record_mines("beginner", mines(Ending::Won, 1, 9_000));
    records.record_mines("beginner", MinesGame { proof: false, ..mines(Ending::Won, 2, 3_000) });
    let stats = &records.mines["beginner"].stats();
    assert_eq!((stats.played, stats.won), (2, 2));
    assert_eq!(stats.best_times.iter().map(|g| g.time_ms).collect::<Vec<_>>(), vec![9_000]);
    assert_eq!(MinesGame { proof: false, ..mines(Ending::Won, 2, 3_000) }.set_aside().map(|w| w.to_string()).as_deref(), Some("unproven: no replay"));
    let unproven = Solve { proof: false, ..solve(3, Some(4_000), 30, Source::Random) };
    assert!(!unproven.counts());
    assert_eq!(unproven.set_aside().map(|w| w.to_string()).as_deref(), Some("unproven: no replay"));
}
