//! The `tessera-cli fifteen averages` contract: four lines `aoN: CURRENT BEST`, each an
//! average in seconds with three decimals, `DNF` or `-`; a bad line is named, exit code 2.

mod common;

use common::{cli, stdout};

const SIZES: [usize; 4] = [5, 12, 50, 100];

/// The average of one window from scratch: sort, drop 5% (rounded up) at each end with the
/// DNFs (`None`) as the worst, the mean rounded to the millisecond, halves up.
fn window_average(window: &[Option<u64>]) -> Option<u64> {
    let trim = window.len().div_ceil(20);
    let mut sorted: Vec<u64> = window.iter().map(|r| r.unwrap_or(u64::MAX)).collect();
    sorted.sort_unstable();
    let kept = &sorted[trim..sorted.len() - trim];
    if kept.contains(&u64::MAX) {
        return None;
    }
    let sum: u64 = kept.iter().sum();
    let count = kept.len() as u64;
    Some((2 * sum + count) / (2 * count))
}

fn show(average: Option<Option<u64>>) -> String {
    match average {
        None => "-".into(),
        Some(None) => "DNF".into(),
        Some(Some(ms)) => format!("{}.{:03}", ms / 1000, ms % 1000),
    }
}

/// What the four lines must say, by sorting every window.
fn expected(results: &[Option<u64>]) -> String {
    SIZES
        .iter()
        .map(|&n| {
            let windows: Vec<Option<u64>> = results.windows(n).map(window_average).collect();
            let current = windows.last().copied();
            let best = (!windows.is_empty()).then(|| windows.iter().min_by_key(|a| a.unwrap_or(u64::MAX)).copied().flatten());
            format!("ao{n}: {} {}\n", show(current), show(best))
        })
        .collect()
}

fn input(results: &[Option<u64>]) -> String {
    results.iter().map(|r| r.map_or("DNF".into(), |ms| format!("{}.{:03}\n", ms / 1000, ms % 1000)).trim_end().to_string() + "\n").collect()
}

fn run(text: &str) -> String {
    let out = cli(&["fifteen", "averages"], text);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    stdout(&out)
}

#[test]
fn hand_made_results() {
    // ao5 windows: [10, 11, 12.5, DNF, 9.999] keeps 10, 11, 12.5; the next keeps 11, 12.5, 13.
    let out = run("10.000\n11\n12.5\nDNF\n9.999\n13\n");
    assert_eq!(out, "ao5: 12.167 11.167\nao12: - -\nao50: - -\nao100: - -\n");
    // The same results with Windows line endings (CRLF), as Notepad saves them.
    assert_eq!(run("10.000\r\n11\r\n12.5\r\nDNF\r\n9.999\r\n13\r\n"), out);
    // Two DNFs in five: a DNF average; best stays DNF until a window counts.
    assert_eq!(run("DNF\n1\n2\nDNF\n3\n").lines().next(), Some("ao5: DNF DNF"));
    assert_eq!(run("DNF\n1\n2\nDNF\n3\n4\n5\n").lines().next(), Some("ao5: 4.000 3.000"));
    // Nothing at all, or fewer than five: every average is -.
    assert_eq!(run(""), "ao5: - -\nao12: - -\nao50: - -\nao100: - -\n");
    assert_eq!(run("1\n2\n3\n4\n"), "ao5: - -\nao12: - -\nao50: - -\nao100: - -\n");
    // Halves round up: the ten kept of an ao12 sum to 10.005 s, a mean of 1.0005 s.
    let twelve = "0.5\n1\n1\n1\n1\n1\n1\n1\n1\n1\n1.005\n9\n";
    assert_eq!(run(twelve).lines().nth(1), Some("ao12: 1.001 1.001"));
    // A lower-case dnf and surrounding blanks are read; one-decimal and whole seconds too.
    assert_eq!(run(" 2.5 \ndnf\n3\n4.25\n5\n").lines().next(), Some("ao5: 4.083 4.083"));
}

#[test]
fn long_averages_drop_five_percent_at_each_end() {
    // 1..=100 seconds: ao50 of 51..=100 keeps 54..=97 (75.5), the best window 1..=50 keeps
    // 4..=47 (25.5); ao100 keeps 6..=95 (50.5).
    let results: Vec<Option<u64>> = (1..=100).map(|s| Some(s * 1000)).collect();
    let out = run(&input(&results));
    assert_eq!(out, "ao5: 98.000 3.000\nao12: 94.500 6.500\nao50: 75.500 25.500\nao100: 50.500 50.500\n");
    // Three DNFs among 100 are dropped with the five worst; six make ao100 a DNF.
    let mut with_dnfs = results.clone();
    for k in [3, 40, 77, 90, 95] {
        with_dnfs[k] = None;
    }
    assert_eq!(run(&input(&with_dnfs)).lines().nth(3).map(str::to_string), expected(&with_dnfs).lines().nth(3).map(str::to_string));
    with_dnfs[10] = None;
    assert_eq!(run(&input(&with_dnfs)).lines().nth(3), Some("ao100: DNF DNF"));
}

#[test]
fn random_histories_match_sorting_every_window() {
    let mut rng = tessera::rng::SeededRng::new(11);
    for case in 0..40 {
        let len = rng.below(400) as usize;
        let dnf_per_mille = [0, 20, 80, 300][case % 4];
        // Few distinct times so ties are common, and some long ones.
        let results: Vec<Option<u64>> = (0..len)
            .map(|_| (rng.below(1000) >= dnf_per_mille).then(|| 5000 + rng.below(40) * 137 + rng.below(2) * 60_000))
            .collect();
        assert_eq!(run(&input(&results)), expected(&results), "case {case}");
    }
}

#[test]
fn a_bad_line_is_named_and_nothing_is_printed() {
    for (text, line) in [
        ("1\n2\nabc\n", "line 3"),
        ("1.2345\n", "line 1"),
        ("-3\n", "line 1"),
        ("1\n\n12.\n", "line 3"),
        (".5\n", "line 1"),
        ("1e3\n", "line 1"),
        ("99999999999999999999\n", "line 1"),
    ] {
        let out = cli(&["fifteen", "averages"], text);
        assert_eq!(out.status.code(), Some(2), "{text:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(line), "{text:?}: {err}");
        assert_eq!(stdout(&out), "", "{text:?}");
    }
    let out = cli(&["fifteen", "averages", "--size", "4"], "1\n");
    assert_eq!(out.status.code(), Some(2));
}
