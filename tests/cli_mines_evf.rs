//! `tessera-cli mines play --board FILE --evf OUT`: time stamps on action lines (`@MS `,
//! else 100 ms after the previous action, the first at 0) and the game written as an EVF file
//! that `ms_toollib` reads back with those times.

mod common;

use common::{cli, stdout};
use ms_toollib::videos::NewSomeVideo2;
use ms_toollib::EvfVideo;

/// A directory holding `BOARD` as board.txt: the directory (removed when dropped), the
/// board's path, and the path (and argument) of an EVF file `name` to write there.
fn setup(name: &str) -> (tempfile::TempDir, String, std::path::PathBuf, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let board = dir.path().join("board.txt");
    std::fs::write(&board, BOARD).expect("write board");
    let out = dir.path().join(name);
    let arg = out.to_string_lossy().into_owned();
    (dir, board.to_string_lossy().into_owned(), out, arg)
}

fn read(path: &std::path::Path) -> EvfVideo {
    let mut video = EvfVideo::new(std::fs::read(path).expect("the EVF file"), "game.evf");
    video.parse().expect("ms_toollib parses it");
    video.data.analyse();
    video
}

/// `* 2 *` over `1 2 1`: no zero, so each cell takes its own action.
const BOARD: &str = "*.*\n...\n";

#[test]
fn a_won_game_is_written_with_its_times() {
    let (_dir, board, out_path, out_arg) = setup("won.evf");
    // Flag at 0, reveal at 100 (no stamp), flag at 1350, and after a pause of 70 s a chord
    // that opens the rest.
    let actions = "flag 0 0\nreveal 1 1\n@1350 flag 0 2\n\n@71350 chord 1 1\n";
    let out = cli(&["mines", "play", "--board", &board, "--evf", &out_arg], actions);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // The text output is what `play` always printed.
    let plain = cli(&["mines", "play", "--board", &board], actions);
    assert_eq!(stdout(&out), stdout(&plain));
    assert!(stdout(&out).starts_with("status: won\n"), "{}", stdout(&out));

    let video = read(&out_path);
    let data = &video.data;
    assert!(data.is_completed);
    assert_eq!((data.width, data.height, data.mine_num), (3, 2, 2));
    // The clock starts at the first reveal (100 ms) and stops at the last (71,350 ms).
    assert_eq!(data.game_dynamic_params.rtime_ms, 71_250);
    let last = data.video_action_state_recorder.last().expect("events");
    assert_eq!(((last.time - data.delta_time) * 1000.0).round() as u64, 71_250);
    assert_eq!((last.key_dynamic_params.left, last.key_dynamic_params.right, last.key_dynamic_params.double), (1, 2, 1));
    let times: Vec<u64> = data.video_action_state_recorder.iter().map(|e| (e.time * 1000.0).round() as u64).collect();
    for t in [0, 100, 1350, 71_350] {
        assert!(times.contains(&t), "an event at {t} ms: {times:?}");
    }
}

#[test]
fn a_lost_game_is_written_too() {
    let (_dir, board, out_path, _) = setup("lost.evf");
    let out = cli(&["mines", "play", "--board", &board, "--evf", &out_path.to_string_lossy()], "reveal 1 0\nreveal 0 0\n");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let video = read(&out_path);
    assert!(!video.data.is_completed);
    let last = video.data.video_action_state_recorder.last().expect("events");
    let board = last.next_game_board.as_ref().expect("board").borrow().game_board.clone();
    assert_eq!(board[0][0], 15, "the exploded mine");
}

#[test]
fn bad_stamps_name_their_line_and_exit_2() {
    let (_dir, board, out_path, out_arg) = setup("never.evf");
    for (input, line, says) in [
        ("reveal 1 1\n@500 flag 0 0\n@400 reveal 1 0\n", "line 3", "before the previous"),
        ("@20 reveal 1 1\n", "line 1", "first action is at 0"),
        ("reveal 1 1\n@x flag 0 0\n", "line 2", "not a time"),
        ("reveal 1 1\n@-5 flag 0 0\n", "line 2", "not a time"),
        ("reveal 1 1\n@300\n", "line 2", "needs an action"),
        ("reveal 1 1\n@99999999999 flag 0 0\n", "line 2", "not a time"),
    ] {
        let out = cli(&["mines", "play", "--board", &board, "--evf", &out_arg], input);
        assert_eq!(out.status.code(), Some(2), "{input:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(line) && err.contains(says), "{input:?}: {err}");
        assert!(!out_path.exists(), "{input:?}: no file is written");
    }
    // A stamp equal to the previous one is fine; so is a stamped first action at 0.
    let out = cli(&["mines", "play", "--board", &board], "@0 reveal 1 1\n@0 flag 0 0\n");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    // An unwritable output path is named.
    let out = cli(&["mines", "play", "--board", &board, "--evf", "/nonexistent-dir/x.evf"], "reveal 1 1\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--evf"));
}
