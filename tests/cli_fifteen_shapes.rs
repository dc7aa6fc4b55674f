//! The `tessera-cli fifteen` contract on every width x height: `scramble --size WxH`, `play
//! --start ... --size WxH` with its `md:` and `mmd:` lines, and `solve --size WxH` marking a
//! solution it cannot prove shortest `not optimal`.

mod common;

use common::{cli, stdout};

/// The Manhattan distance worked out here, apart from the engine: each numbered tile's row
/// and column distance from its home, on a board `w` wide.
fn manhattan(tiles: &[usize], w: usize) -> usize {
    tiles.iter().enumerate().filter(|(_, &t)| t != 0).map(|(cell, &t)| (cell / w).abs_diff((t - 1) / w) + (cell % w).abs_diff((t - 1) % w)).sum()
}

fn numbers(line: &str) -> Vec<usize> {
    line.split(' ').map(|n| n.parse().expect("a number")).collect()
}

/// Whether a line of numbers is solvable on a board `w` x `h`, by the textbook rule: with an
/// odd width, an even number of inversions (blank left out); with an even width, inversions
/// plus the blank's row counted from the bottom (from 1) odd.
fn solvable(tiles: &[usize], w: usize, h: usize) -> bool {
    let t: Vec<usize> = tiles.iter().copied().filter(|&t| t != 0).collect();
    let inversions: usize = (0..t.len()).map(|i| (i + 1..t.len()).filter(|&j| t[i] > t[j]).count()).sum();
    let blank_row_from_bottom = h - tiles.iter().position(|&t| t == 0).expect("a blank") / w;
    if w % 2 == 1 { inversions.is_multiple_of(2) } else { (inversions + blank_row_from_bottom) % 2 == 1 }
}

#[test]
fn scramble_prints_uniform_solvable_boards_of_any_width_and_height() {
    for (size, w, h) in [("3x4", 3, 4), ("4x3", 4, 3), ("2x7", 2, 7), ("5x10", 5, 10), ("20x20", 20, 20), ("2x2", 2, 2), ("6", 6, 6)] {
        let out = cli(&["fifteen", "scramble", "--size", size, "--seed", "5", "--count", "6"], "");
        assert!(out.status.success(), "{size}");
        let text = stdout(&out);
        assert_eq!(text.lines().count(), 6, "{size}");
        for line in text.lines() {
            let tiles = numbers(line);
            let mut sorted = tiles.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..w * h).collect::<Vec<_>>(), "{size}: {line}");
            assert!(solvable(&tiles, w, h), "{size}: {line}");
            assert_ne!(manhattan(&tiles, w), 0, "{size}: a scramble is never the goal");
        }
        let again = cli(&["fifteen", "scramble", "--size", size, "--seed", "5", "--count", "6"], "");
        assert_eq!(stdout(&again), text, "{size}: same seed, same scrambles");
    }
    let square = cli(&["fifteen", "scramble", "--size", "4", "--seed", "9", "--count", "3"], "");
    let written = cli(&["fifteen", "scramble", "--size", "4x4", "--seed", "9", "--count", "3"], "");
    assert_eq!(stdout(&square), stdout(&written), "N is NxN");
    for bad in ["21x3", "3x1", "3x", "x4", "4x4x4", "1", "four"] {
        let out = cli(&["fifteen", "scramble", "--size", bad], "");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("--size"), "{bad}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn play_with_a_size_adds_md_and_mmd_after_what_it_printed_before() {
    // 3 wide, 4 high: one move from home (11 slides left).
    let out = cli(&["fifteen", "play", "--start", "1 2 3 4 5 6 7 8 9 10 0 11", "--size", "3x4"], "L\n");
    assert_eq!(stdout(&out), "solved: yes\nmoves: 1\nillegal: 0\n1 2 3\n4 5 6\n7 8 9\n10 11 0\nmd: 1\nmmd: 1.000\n");
    // Moves that wander: 7 moves (one illegal) over MD 1.
    let out = cli(&["fifteen", "play", "--start", "1 2 3 4 5 6 7 8 9 10 0 11", "--size", "3x4"], "RLRLRLLU\n");
    let text = stdout(&out);
    assert!(text.starts_with("solved: yes\nmoves: 7\nillegal: 1\n"), "{text}");
    assert!(text.ends_with("md: 1\nmmd: 7.000\n"), "{text}");
    // A start at home: MD 0, so no MMD.
    let out = cli(&["fifteen", "play", "--start", "1 2 3 0", "--size", "2x2"], "");
    assert_eq!(stdout(&out), "solved: yes\nmoves: 0\nillegal: 0\n1 2\n3 0\nmd: 0\nmmd: -\n");
    // Without --size, exactly as before.
    let out = cli(&["fifteen", "play", "--start", "1 2 3 4 5 6 7 0 8"], "L\n");
    assert_eq!(stdout(&out), "solved: yes\nmoves: 1\nillegal: 0\n1 2 3\n4 5 6\n7 8 0\n");
    // A scramble's MD and MMD, worked out here; three decimals, rounded.
    let start = stdout(&cli(&["fifteen", "scramble", "--size", "5x3", "--seed", "11"], ""));
    let md = manhattan(&numbers(start.trim()), 5);
    let out = cli(&["fifteen", "play", "--start", start.trim(), "--size", "5x3"], "LLLUUU\n");
    let text = stdout(&out);
    let moves: usize = text.lines().nth(1).and_then(|l| l.strip_prefix("moves: ")).and_then(|n| n.parse().ok()).expect("moves");
    assert_eq!(text.lines().count(), 3 + 3 + 2, "{text}");
    assert!(text.ends_with(&format!("md: {md}\nmmd: {:.3}\n", moves as f64 / md as f64)), "{text}");
    // The numbers must make that shape.
    let out = cli(&["fifteen", "play", "--start", "1 2 3 4 5 6 7 8 0", "--size", "3x4"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("expected 12 numbers for a 3x4 board"));
}

/// Solves each scramble of `size` and plays the answer back through `play`.
fn solve_and_check(size: &str, count: &str) -> Vec<String> {
    let scrambles = stdout(&cli(&["fifteen", "scramble", "--size", size, "--seed", "3", "--count", count], ""));
    let out = cli(&["fifteen", "solve", "--size", size], &scrambles);
    assert!(out.status.success(), "{size}: {}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert_eq!(lines.len(), scrambles.lines().count() + 1, "{size}: {text}");
    assert!(lines.last().expect("summary").starts_with(&format!("solved: {count}, total: ")), "{text}");
    for (start, line) in scrambles.lines().zip(&lines) {
        let mut words = line.split(' ');
        let length: usize = words.next().and_then(|n| n.parse().ok()).expect("a length");
        let moves = words.next().expect("moves");
        assert_eq!(moves.len(), length, "{size}: {line}");
        let played = stdout(&cli(&["fifteen", "play", "--start", start, "--size", size], moves));
        assert!(played.starts_with(&format!("solved: yes\nmoves: {length}\nillegal: 0\n")), "{size}: {played}");
    }
    lines
}

#[test]
fn solve_answers_every_shape_and_says_which_answers_are_not_optimal() {
    // Up to 12 cells, and 4x4: optimal, no label; checked against the square solver below.
    for size in ["3x4", "4x3", "2x6", "6x2", "2x2"] {
        let lines = solve_and_check(size, "3");
        assert!(lines.iter().all(|l| !l.ends_with("not optimal")), "{size}: {lines:?}");
    }
    let by_shape = solve_and_check("3x3", "3");
    let scrambles = stdout(&cli(&["fifteen", "scramble", "--size", "3", "--seed", "3", "--count", "3"], ""));
    let square = stdout(&cli(&["fifteen", "solve"], &scrambles));
    let lengths = |lines: Vec<&str>| lines.iter().map(|l| l.split(' ').next().unwrap_or("").to_string()).collect::<Vec<_>>();
    assert_eq!(lengths(by_shape.iter().take(3).map(String::as_str).collect()), lengths(square.lines().take(3).collect()));
    // 13 to 16 cells: optimal when a short search proves it, else labelled; either way solved.
    for size in ["3x5", "2x8", "7x2"] {
        solve_and_check(size, "2");
    }
    // Beyond: solved, and labelled.
    for size in ["5x5", "7x4", "20x20", "3x20"] {
        let lines = solve_and_check(size, "2");
        assert!(lines[..2].iter().all(|l| l.ends_with(" not optimal")), "{size}: {lines:?}");
    }
    let bad = cli(&["fifteen", "solve", "--size", "3x4"], "1 2 3 4 5 6 7 8 9 11 10 0\n");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("line 1"));
}
