//! The `tessera-cli fifteen solve` contract, run as a user runs it: one `<length> <moves>`
//! line per position, then the totals; bad input names its line and exits with 2.

mod common;

use common::{cli, stdout};

fn korf_line(n: usize) -> (String, usize) {
    let line = include_str!("data/korf100.txt").lines().nth(n - 1).expect("a line");
    let numbers: Vec<&str> = line.split_whitespace().collect();
    (numbers[..16].join(" "), numbers[16].parse().expect("a length"))
}

#[test]
fn solutions_are_optimal_and_solve_their_positions() {
    let (a, la) = korf_line(55);
    let (b, lb) = korf_line(12);
    let three = "8 6 7 2 5 4 3 0 1"; // 31 moves, the 3x3's farthest
    let goal = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0";
    let input = format!("{a}\n{three}\n\n{b}\n{goal}\n");
    let out = cli(&["fifteen", "solve"], &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    let starts = [a.as_str(), three, b.as_str(), goal];
    for (k, (&line, want)) in lines.iter().zip([la, 31, lb, 0]).enumerate() {
        let (length, moves) = line.split_once(' ').expect("<length> <moves>");
        assert_eq!(length.parse::<usize>().expect("a length"), want, "position {k}");
        assert_eq!(moves.len(), want, "one letter a move");
        assert!(moves.chars().all(|c| "UDLR".contains(c)), "{moves}");
        let played = cli(&["fifteen", "play", "--start", starts[k]], moves);
        assert!(stdout(&played).starts_with("solved: yes\n"), "position {k}: {}", stdout(&played));
    }
    let last = lines[4];
    let rest = last.strip_prefix("solved: 4, total: ").expect(last);
    let (seconds, nodes) = rest.split_once(" s, nodes: ").expect(last);
    assert!(seconds.parse::<f64>().is_ok() && seconds.split('.').nth(1).map(str::len) == Some(3), "{last}");
    assert!(nodes.parse::<u64>().expect("nodes") > 0, "{last}");
}

#[test]
fn bad_input_names_its_line_and_solves_nothing() {
    let cases = [
        ("1 2 3 4 5 6 7 8 0\n1 2 3\n", "line 2"),
        ("1 2 3 4 5 6 7 8 0\n\n2 1 3 4 5 6 7 8 0\n", "line 3"),
        ("1 2 3 4 5 6 7 8 x\n", "line 1"),
        ("1 2 3 4 5 6 7 8 8\n", "line 1"),
    ];
    for (input, line) in cases {
        let out = cli(&["fifteen", "solve"], input);
        assert_eq!(out.status.code(), Some(2), "{input:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(line), "{input:?}: {err}");
        assert_eq!(stdout(&out), "", "nothing is solved before every line is read");
    }
    let unsolvable = "2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 0\n";
    let out = cli(&["fifteen", "solve"], unsolvable);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot reach the goal"));
    let out = cli(&["fifteen", "solve", "--metric", "fastest"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--metric"));
}

#[test]
fn the_multi_tile_metric_counts_a_segment_slide_once() {
    let cases = [
        ("1 2 3 4 5 6 0 7 8", Some("1 LL")),  // two tiles slide left together
        ("1 2 0 4 5 3 7 8 6", Some("1 UU")),  // two tiles slide up together
        ("1 2 3 4 5 6 7 8 0", Some("0 ")),
        ("8 6 7 2 5 4 3 0 1", None),          // the 3x3's farthest in single moves (31)
        ("5 1 2 4 9 6 3 8 13 15 10 11 0 14 7 12", None),
    ];
    let input: String = cases.iter().map(|(p, _)| format!("{p}\n")).collect();
    let out = cli(&["fifteen", "solve", "--metric", "multi"], &input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), cases.len() + 1, "{text}");
    let single = stdout(&cli(&["fifteen", "solve"], &input));
    for (k, ((start, want), line)) in cases.iter().zip(&lines).enumerate() {
        if let Some(want) = want {
            assert_eq!(line, want, "position {k}");
        }
        let (length, moves) = line.split_once(' ').expect("<length> <moves>");
        // Runs of one letter are the moves; a run never follows one on the same line.
        let mut runs: Vec<char> = moves.chars().collect();
        runs.dedup();
        assert_eq!(length.parse::<usize>().expect("a length"), runs.len(), "position {k}: {line}");
        for pair in runs.windows(2) {
            let axis = |c: char| "UD".contains(c);
            assert_ne!(axis(pair[0]), axis(pair[1]), "position {k}: {line}");
        }
        let single: usize = single.lines().nth(k).and_then(|l| l.split(' ').next()).and_then(|n| n.parse().ok()).expect("single");
        assert!(runs.len() <= single && moves.len() >= single, "position {k}: {line} against {single} single moves");
        let played = cli(&["fifteen", "play", "--start", start], moves);
        assert!(stdout(&played).starts_with("solved: yes\n"), "position {k}: {}", stdout(&played));
    }
    assert!(lines[cases.len()].starts_with(&format!("solved: {}, total: ", cases.len())), "{text}");
}
