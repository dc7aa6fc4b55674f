//! Helpers shared by the engine's integration tests.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};
use tessera::minesweeper::text::parse_layout;
use tessera::minesweeper::{Action, Coord, Game, Outcome};
use tessera::time::Millis;

/// A game on a hand-drawn layout (`.` safe, `*` mine), rows separated by whitespace.
pub fn game(rows: &str) -> Game {
    let text: String = rows.split_whitespace().map(|r| format!("{r}\n")).collect();
    Game::with_layout(parse_layout(&text).expect("test layout"))
}

pub fn at(row: u32, col: u32) -> Coord {
    Coord::new(row, col)
}

pub fn play(game: &mut Game, action: Action) -> Outcome {
    play_at(game, action, 0)
}

pub fn play_at(game: &mut Game, action: Action, ms: u64) -> Outcome {
    game.apply(action, Millis(ms)).expect("legal action")
}

/// The visible board, rows separated by `/`.
pub fn shown(game: &Game) -> String {
    let w = game.dims().width() as usize;
    let codes: Vec<char> = game.codes().chars().collect();
    codes.chunks(w).map(|r| r.iter().collect::<String>()).collect::<Vec<_>>().join("/")
}

/// Runs the CLI with arguments and stdin, as a user runs it.
pub fn cli(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tessera-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tessera-cli");
    // A usage error may end the CLI before it reads its input: a closed pipe is no failure.
    match child.stdin.take().expect("stdin").write_all(stdin.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => panic!("write stdin: {e}"),
        _ => {}
    }
    child.wait_with_output().expect("wait")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8")
}

/// The bytes of a sample video (`tests/data/videos`, ORIGIN.md there).
pub fn video_bytes(name: &str) -> Vec<u8> {
    std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/videos").join(name)).expect("sample video")
}

/// A sample video read as the app reads it, its format by its extension.
pub fn read_sample(name: &str) -> tessera::minesweeper::video::Video {
    use tessera::minesweeper::video::{read_video, VideoFormat};
    let format = VideoFormat::of_path(std::path::Path::new(name)).expect("a video's extension");
    read_video(&video_bytes(name), format).unwrap_or_else(|e| panic!("{name}: {e}"))
}
