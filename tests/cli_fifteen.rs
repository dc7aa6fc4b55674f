//! The `tessera-cli fifteen` text contract, run as a user runs it.

mod common;

use common::{cli, stdout};

#[test]
fn scramble_prints_c_lines_of_n_squared_numbers() {
    let out = cli(&["fifteen", "scramble", "--size", "4", "--seed", "9", "--count", "5"], "");
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(text.ends_with('\n'));
    for line in lines {
        let mut tiles: Vec<u32> = line.split(' ').map(|w| w.parse().expect("number")).collect();
        assert_eq!(tiles.len(), 16);
        tiles.sort_unstable();
        assert_eq!(tiles, (0..16).collect::<Vec<_>>());
    }
    let again = cli(&["fifteen", "scramble", "--size", "4", "--seed", "9", "--count", "5"], "");
    assert_eq!(stdout(&again), text, "same arguments, same output");
    let next = cli(&["fifteen", "scramble", "--size", "4", "--seed", "10", "--count", "1"], "");
    assert_eq!(stdout(&next).lines().next(), text.lines().nth(1), "scramble k comes from seed S+k");
}

#[test]
fn scrambles_are_accepted_back_as_starts() {
    // The scramble's output is accepted back as a start on every size.
    for n in ["3", "5", "10"] {
        let out = cli(&["fifteen", "scramble", "--size", n, "--seed", "1"], "");
        let start = stdout(&out);
        let played = cli(&["fifteen", "play", "--start", start.trim()], "");
        assert!(stdout(&played).starts_with("solved: no\nmoves: 0\nillegal: 0\n"));
    }
}

#[test]
fn play_applies_moves_counts_illegal_ones_and_prints_the_board() {
    let start = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15";
    let out = cli(&["fifteen", "play", "--start", start], "L\n");
    assert_eq!(stdout(&out), "solved: yes\nmoves: 1\nillegal: 0\n1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0\n");
    // Several letters on a line; U is impossible with the blank on the bottom row.
    let out = cli(&["fifteen", "play", "--start", start], "RRU\n\nD\n");
    assert_eq!(stdout(&out), "solved: no\nmoves: 3\nillegal: 1\n1 2 3 4\n5 6 7 8\n0 10 11 12\n9 13 14 15\n");
}

#[test]
fn malformed_input_names_the_line_and_exits_2() {
    let out = cli(&["fifteen", "play", "--start", "1 2 3 4 5 6 7 8 0"], "LL\nUX\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
    assert!(out.stdout.is_empty());
    for bad in ["1 2 3 4 5 6 7 8", "1 2 3 4 5 6 7 8 8", "0 1"] {
        let out = cli(&["fifteen", "play", "--start", bad], "");
        assert_eq!(out.status.code(), Some(2), "{bad}");
    }
    let out = cli(&["fifteen", "scramble", "--size", "21"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn every_subcommand_has_help_and_the_tool_has_a_version() {
    let out = cli(&["--version"], "");
    assert!(out.status.success());
    assert_eq!(stdout(&out), format!("tessera-cli {}\n", env!("CARGO_PKG_VERSION")));
    for (game, sub) in [("mines", "generate"), ("mines", "play"), ("mines", "video"), ("mines", "hint"), ("mines", "simulate"), ("fifteen", "scramble"), ("fifteen", "play"), ("fifteen", "solve"), ("fifteen", "averages"), ("records", "verify")] {
        let out = cli(&[game, sub, "--help"], "");
        assert!(out.status.success(), "{game} {sub}");
        let text = stdout(&out);
        assert!(text.starts_with(&format!("usage: tessera-cli {game} {sub}")), "{text}");
        assert_eq!(cli(&[game, sub, "-h"], "").stdout, out.stdout);
    }
    let all = stdout(&cli(&["--help"], ""));
    assert_eq!(all.lines().filter(|l| l.starts_with("  tessera-cli ")).count(), 11, "{all}");
    // Usage errors: exit code 2 and a message naming what is wrong.
    let unknown = cli(&["fifteen", "shuffle"], "");
    assert_eq!(unknown.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("unknown command \"fifteen shuffle\""));
    let bad = cli(&["fifteen", "scramble", "--size", "four"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("--size: \"four\" is not a size; expected N or WxH"));
    let range = cli(&["fifteen", "scramble", "--size", "21"], "");
    assert!(String::from_utf8_lossy(&range.stderr).contains("between 2 and 20"));
}
