//! The solver's CLI contract (`mines hint`, `mines simulate`, `mines generate --no-guess`),
//! run as a user runs it.

mod common;

use common::{cli, stdout};

fn board_file(text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("board.txt");
    std::fs::write(&path, text).expect("write board");
    let path = path.to_string_lossy().into_owned();
    (dir, path)
}

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn hint_prints_safe_cells_mines_and_every_covered_cells_probability() {
    // 1-2-1 under a row of covered cells; the row below is open.
    let (_dir, board) = board_file("*.*\n...\n...\n");
    let out = cli(&["mines", "hint", "--board", &board], "reveal 2 1\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "safe: 0,1\nmines: 0,0 0,2\n0,0 1.0000\n0,1 0.0000\n0,2 1.0000\n");
}

#[test]
fn hint_ignores_flags_and_prints_exact_probabilities() {
    // After opening (1,1) = 3 on a 3x3 board with 3 mines, each of the 8 cells is 3/8,
    // flagged or not.
    let (_dir, board) = board_file("*.*\n...\n..*\n");
    let out = cli(&["mines", "hint", "--board", &board], "reveal 1 1\nflag 0 1\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(&lines[..2], ["safe:", "mines:"]);
    assert_eq!(lines.len(), 2 + 8);
    assert!(lines[2..].iter().all(|l| l.ends_with(" 0.3750")), "{text}");
    assert_eq!(lines[2], "0,0 0.3750");
    assert_eq!(lines[9], "2,2 0.3750");
}

#[test]
fn hint_refuses_bad_input_with_exit_2() {
    let (_dir, board) = board_file("*.*\n...\n...\n");
    let out = cli(&["mines", "hint", "--board", &board], "reveal 5 1\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("line 1"), "{}", stderr(&out));
    let out = cli(&["mines", "hint", "--board", &board], "reveal 0 0\n");
    assert_eq!(out.status.code(), Some(2), "a finished game has no hint");
    assert!(stderr(&out).contains("over"), "{}", stderr(&out));
    let out = cli(&["mines", "hint"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--board"));
}

#[test]
fn simulate_ends_with_guesses_per_game_and_the_win_rate() {
    let args = [
        "mines", "simulate", "--width", "9", "--height", "9", "--mines", "10", "--games", "200", "--seed", "5",
        "--first", "3,3",
    ];
    let out = cli(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let n = lines.len();
    let guesses: f64 = lines[n - 2].strip_prefix("guesses per game: ").expect("guesses line").parse().expect("number");
    assert!(guesses > 0.0 && guesses < 1.0, "{guesses}");
    let won = lines[n - 1].strip_prefix("won: ").expect("won line");
    let (count, percent) = won.split_once("/200 (").expect("K/N (P%)");
    let count: u32 = count.parse().expect("K");
    assert_eq!(percent, format!("{:.2}%)", f64::from(count) / 2.0));
    assert!(count > 180, "Beginner is won about 96% of the time: {count}/200");
    // The same seeds give the same games, whatever the number of threads.
    let mut one_thread = args.to_vec();
    one_thread.extend(["--threads", "1"]);
    let again = stdout(&cli(&one_thread, ""));
    assert_eq!(again.lines().last(), lines.last().copied());
    assert_eq!(again.lines().nth_back(1), Some(lines[n - 2]));
}

#[test]
fn simulate_with_a_safe_first_click_wins_less_than_with_an_opening() {
    let run = |policy: &str| {
        let out = cli(
            &[
                "mines", "simulate", "--width", "9", "--height", "9", "--mines", "10", "--games", "300", "--seed", "1",
                "--first", "0,0", "--first-click", policy,
            ],
            "",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        let won = text.lines().last().expect("won line").to_string();
        won.split_whitespace().nth(1).and_then(|k| k.split('/').next()?.parse::<u32>().ok()).expect("K")
    };
    assert!(run("safe") < run("zero"));
}

#[test]
fn simulate_refuses_bad_flags_with_exit_2() {
    let base = ["mines", "simulate", "--width", "9", "--height", "9", "--mines", "10", "--seed", "1"];
    let with = |extra: &[&str]| {
        let mut a = base.to_vec();
        a.extend(extra);
        cli(&a, "")
    };
    let out = with(&["--games", "10", "--first", "3,3", "--first-click", "corner"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--first-click"), "{}", stderr(&out));
    let out = with(&["--games", "10", "--first", "9,3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--first"), "{}", stderr(&out));
    let out = with(&["--games", "0", "--first", "3,3"]);
    assert_eq!(out.status.code(), Some(2));
    let out = with(&["--first", "3,3"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--games"), "{}", stderr(&out));
}

#[test]
fn generate_no_guess_prints_boards_then_the_timing_line() {
    let args = [
        "mines", "generate", "--width", "30", "--height", "16", "--mines", "99", "--first", "3,3", "--seed", "9",
        "--count", "3", "--no-guess",
    ];
    let out = cli(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let boards = stdout(&out);
    let parts: Vec<&str> = boards.split("\n\n").collect();
    assert_eq!(parts.len(), 3);
    assert!(parts.iter().all(|b| b.matches('*').count() == 99 && b.trim_end().lines().count() == 16));
    // With --time the same boards, then one last line of timings.
    let mut timed = args.to_vec();
    timed.push("--time");
    let text = stdout(&cli(&timed, ""));
    let (body, last) = text.trim_end().rsplit_once('\n').expect("a last line");
    assert_eq!(format!("{body}\n"), boards);
    let fields: Vec<&str> = last.split(", ").collect();
    assert_eq!(fields.len(), 4, "{last}");
    for (field, name) in fields.iter().zip(["mean", "p50", "p95", "max"]) {
        let value = field.strip_prefix(&format!("{name}: ")).and_then(|v| v.strip_suffix(" ms")).expect(name);
        assert!(value.parse::<f64>().is_ok_and(|v| v >= 0.0), "{field}");
    }
    // Without --no-guess the boards are the plain ones of these seeds (on Expert, rarely
    // no-guess already; a plain board that is stays as it is).
    let plain = stdout(&cli(&args[..args.len() - 1], ""));
    assert_ne!(plain, boards);
}
