//! The `tessera-cli mines` text contract, run as a user runs it.

mod common;

use common::{cli, stdout};

/// A board file in a directory of its own, removed when the returned guard is dropped.
fn board_file(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write board");
    let path = path.to_string_lossy().into_owned();
    (dir, path)
}

const GENERATE: [&str; 14] = [
    "mines", "generate", "--width", "30", "--height", "16", "--mines", "99", "--first", "8,15", "--seed", "77",
    "--count", "3",
];

#[test]
fn generate_prints_n_boards_separated_by_one_blank_line() {
    let out = cli(&GENERATE, "");
    assert!(out.status.success());
    let text = stdout(&out);
    let boards: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(boards.len(), 3);
    for board in boards {
        let rows: Vec<&str> = board.trim_end_matches('\n').split('\n').collect();
        assert_eq!(rows.len(), 16);
        assert!(rows.iter().all(|r| r.len() == 30 && r.chars().all(|c| c == '.' || c == '*')));
        assert_eq!(board.matches('*').count(), 99);
        // The first click and its neighbours are clear.
        for row in &rows[7..=9] {
            assert_eq!(&row[14..=16], "...");
        }
    }
    assert!(text.ends_with(".\n") || text.ends_with("*\n"), "ends after the last row");
    assert!(!text.ends_with("\n\n"));
}

#[test]
fn generate_is_reproducible_and_seeds_differ() {
    let a = stdout(&cli(&GENERATE, ""));
    let b = stdout(&cli(&GENERATE, ""));
    assert_eq!(a, b);
    let mut other = GENERATE;
    other[11] = "78";
    let c = stdout(&cli(&other, ""));
    assert_ne!(a, c);
    // Board k comes from seed S+k, so seed 78's first board is seed 77's second.
    assert_eq!(a.split("\n\n").nth(1), c.split("\n\n").next());
}

#[test]
fn generate_refuses_bad_sizes_with_exit_2() {
    let out = cli(&["mines", "generate", "--width", "201", "--height", "9", "--mines", "10", "--first", "0,0"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("width must be between 2 and 200"));
    let out = cli(&["mines", "generate", "--width", "9", "--height", "9", "--mines", "10", "--first", "9,0"], "");
    assert_eq!(out.status.code(), Some(2));
}

/// Files written on Windows end their lines with CRLF (a board made in Notepad, actions piped
/// from a Windows shell): read exactly as with LF.
#[test]
fn play_reads_windows_line_endings_as_lines() {
    let (_board_dir, board) = board_file("crlf.txt", "*...\r\n....\r\n....\r\n...*\r\n");
    let out = cli(&["mines", "play", "--board", &board], "reveal 1 1\r\nflag 0 0\r\n@900 chord 1 1\r\n");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout(&out), "status: won\nF100\n1100\n0011\n001F\n");
}

#[test]
fn play_reveals_flags_and_chords_then_prints_the_board() {
    let (_board_dir, board) = board_file("chord.txt", "*...\n....\n....\n...*\n");
    let out = cli(&["mines", "play", "--board", &board], "reveal 1 1\nflag 0 0\nflag 3 2\n");
    assert!(out.status.success());
    assert_eq!(stdout(&out), "status: playing\nF###\n#1##\n####\n##F#\n");
    let out = cli(&["mines", "play", "--board", &board], "reveal 1 1\nflag 0 0\nchord 1 1\n");
    assert_eq!(stdout(&out), "status: won\nF100\n1100\n0011\n001F\n");
}

#[test]
fn play_shows_a_loss_with_exploded_mine_other_mines_and_wrong_flags() {
    let (_board_dir, board) = board_file("loss.txt", "*.*.\n....\n....\n....\n");
    let input = "reveal 1 0\nflag 0 1\nchord 1 0\nreveal 3 3\n";
    let out = cli(&["mines", "play", "--board", &board], input);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "status: lost\nXW*#\n1211\n0000\n0000\n");
}

#[test]
fn play_cycles_question_marks() {
    let (_board_dir, board) = board_file("question.txt", "*..\n...\n...\n");
    let out = cli(&["mines", "play", "--board", &board], "question 0 1\nquestion 2 2\nquestion 2 2\n");
    assert_eq!(stdout(&out), "status: playing\n#?#\n###\n###\n");
}

#[test]
fn play_names_the_bad_line_and_exits_2() {
    let (_board_dir, board) = board_file("bad.txt", "*..\n...\n...\n");
    for (input, line) in [
        ("reveal 0 1\nreveal 3 0\n", "line 2"),
        ("reveal 0 1\nflag 0 1\nbogus 1 1\n", "line 3"),
        ("reveal one 1\n", "line 1"),
        ("reveal 1\n", "line 1"),
    ] {
        let out = cli(&["mines", "play", "--board", &board], input);
        assert_eq!(out.status.code(), Some(2), "{input:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(line) && err.lines().count() == 1, "{input:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn play_refuses_a_malformed_board_file() {
    let (_ragged_dir, ragged) = board_file("ragged.txt", "*..\n..\n...\n");
    let out = cli(&["mines", "play", "--board", &ragged], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"));
    let (_letters_dir, letters) = board_file("letters.txt", "*..\n.x.\n...\n");
    let out = cli(&["mines", "play", "--board", &letters], "");
    assert_eq!(out.status.code(), Some(2));
}

/// The 9x9 board `mines generate --width 9 --height 9 --mines 10 --first 4,4 --seed 5` prints.
const NINE: &str = ".........\n.....*...\n......*..\n.........\n*........\n.........\n*.....**.\n.....**.*\n........*\n";

/// `play --mode`: the status and view, then `layout:` and the final layout; every number the
/// view shows is its count on that layout, which keeps the board's mines.
fn play_in(mode: &str, input: &str) -> (String, Vec<String>, Vec<Vec<bool>>) {
    let (_dir, board) = board_file("nine.txt", NINE);
    let out = cli(&["mines", "play", "--board", &board, "--mode", mode], input);
    assert!(out.status.success(), "{mode}: {}", String::from_utf8_lossy(&out.stderr));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!((lines.len(), lines[10]), (20, "layout:"), "{mode}: {text}");
    let status = lines[0].strip_prefix("status: ").expect("a status").to_string();
    let view: Vec<String> = lines[1..10].iter().map(|s| s.to_string()).collect();
    let layout: Vec<Vec<bool>> = lines[11..].iter().map(|row| row.chars().map(|c| c == '*').collect()).collect();
    assert_eq!(layout.iter().flatten().filter(|&&m| m).count(), 10, "{mode}: the mine count stays");
    for (r, row) in view.iter().enumerate() {
        for (c, code) in row.chars().enumerate() {
            if let Some(n) = code.to_digit(10) {
                let around = (r.saturating_sub(1)..=(r + 1).min(8))
                    .flat_map(|rr| (c.saturating_sub(1)..=(c + 1).min(8)).map(move |cc| (rr, cc)))
                    .filter(|&(rr, cc)| layout[rr][cc])
                    .count();
                assert_eq!((layout[r][c], around), (false, n as usize), "{mode}: ({r}, {c}) shows {n}");
            }
        }
    }
    (status, view, layout)
}

#[test]
fn play_in_a_mode_prints_the_final_layout_and_follows_the_modes_rule() {
    let (_dir, board) = board_file("nine.txt", NINE);
    let guess = "reveal 4 4\nreveal 8 7\n";
    let plain = stdout(&cli(&["mines", "play", "--board", &board], guess));
    assert!(!plain.contains("layout:"), "without --mode, play prints what it always printed");
    // Opens, safe and no-guess meet the board as given.
    for mode in ["opens", "safe", "no-guess"] {
        let out = stdout(&cli(&["mines", "play", "--board", &board, "--mode", mode], guess));
        assert_eq!(out, format!("{plain}layout:\n{NINE}"), "{mode}");
    }
    // (8,7) is safe as dealt but proved by nothing: strict and weak send a mine there.
    for mode in ["strict", "weak"] {
        let (status, view, layout) = play_in(mode, guess);
        assert_eq!((status.as_str(), view[8].chars().nth(7), layout[8][7]), ("lost", Some('X'), true), "{mode}");
    }
    // Blessing rescues only forced guesses, and a safe cell was proved: the board as dealt.
    let (status, _, layout) = play_in("blessing", guess);
    assert_eq!((status.as_str(), layout[8][7]), ("playing", false));
    // (8,8) is a mine as dealt: guessable and lucky make it safe; the others meet it.
    let mine = "reveal 4 4\nreveal 8 8\n";
    for mode in ["guessable", "lucky"] {
        let (status, view, layout) = play_in(mode, mine);
        assert_eq!((status.as_str(), layout[8][8]), ("playing", false), "{mode}");
        assert!(view[8].chars().nth(8).is_some_and(|c| c.is_ascii_digit()), "{mode}: {view:?}");
    }
    for mode in ["strict", "weak", "blessing"] {
        assert_eq!(play_in(mode, mine).0, "lost", "{mode}");
    }
}

#[test]
fn play_refuses_an_unknown_mode_and_names_the_modes() {
    let (_dir, board) = board_file("nine.txt", NINE);
    let out = cli(&["mines", "play", "--board", &board, "--mode", "kaboom"], "reveal 4 4\n");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--mode") && err.contains("strict") && err.contains("lucky") && err.contains("kaboom"), "{err}");
    assert!(out.stdout.is_empty());
}
