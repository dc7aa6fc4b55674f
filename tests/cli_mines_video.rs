//! `tessera-cli mines video FILE [--evf OUT]`, a contract: one `name: value` line each, in the
//! contract's order, counts as integers and the rest with three decimals; a file it cannot read
//! is an error on stderr with exit code 2; `--evf` writes the game as an EVF video that reads
//! back with the same figures.

mod common;

use common::{cli, stdout};
use std::path::{Path, PathBuf};

fn sample(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/videos").join(name).to_string_lossy().into_owned()
}

/// The Arbiter high score of `ms_toollib`'s tests: its published figures (time 49.25, 3BV 127,
/// 3BV/s 2.5787, left 126, right 11, double 14, RQP 19.0989, throughput 0.8819), and the rest
/// by their definitions (CL 151 = 126 + 11 + 14; IOE = 127 / 151; correctness = CE / CL).
const HISCORE: &str = "format: avf
board: 30x16/99
won: yes
time: 49.250
3bv: 127
3bv/s: 2.579
left: 126
right: 11
double: 14
cl: 151
ce: 144
ioe: 0.841
rqp: 19.099
stnb: 73.317
corr: 0.954
thrp: 0.882
path: 6082.353
";

#[test]
fn a_video_prints_its_figures_in_the_contracts_lines() {
    let out = cli(&["mines", "video", &sample("exp-hiscore.avf")], "");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout(&out), HISCORE);
}

#[test]
fn every_format_prints_the_same_seventeen_lines() {
    for (name, format) in [("custom-8x11.avf", "avf"), ("exp-flags.rmv", "rmv"), ("rmv2-24px-preflags.rmv", "rmv"), ("custom-metasweeper.evf", "evf"), ("exp.mvf", "mvf")] {
        let out = cli(&["mines", "video", &sample(name)], "");
        assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
        let text = stdout(&out);
        let lines: Vec<(&str, &str)> = text.lines().map(|l| l.split_once(": ").expect("name: value")).collect();
        let names: Vec<&str> = lines.iter().map(|l| l.0).collect();
        assert_eq!(names, ["format", "board", "won", "time", "3bv", "3bv/s", "left", "right", "double", "cl", "ce", "ioe", "rqp", "stnb", "corr", "thrp", "path"], "{name}");
        assert_eq!(lines[0].1, format, "{name}");
        for (k, v) in &lines[3..] {
            let counts = ["3bv", "left", "right", "double", "cl", "ce"];
            if counts.contains(k) {
                assert!(v.parse::<u64>().is_ok(), "{name}: {k} {v} an integer");
            } else {
                assert!(v.split_once('.').is_some_and(|(_, d)| d.len() == 3), "{name}: {k} {v} with three decimals");
            }
        }
    }
}

#[test]
fn an_upper_case_extension_is_the_same_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let copy = dir.path().join("HISCORE.AVF");
    std::fs::copy(sample("exp-hiscore.avf"), &copy).expect("copy");
    assert_eq!(stdout(&cli(&["mines", "video", &copy.to_string_lossy()], "")), HISCORE);
}

/// Exit code 2, nothing on stdout, and a message naming the file and what is wrong.
fn refused(args: &[&str]) -> String {
    let out = cli(args, "");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}: nothing printed on stdout");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_file_it_cannot_read_is_a_clear_error_with_code_2() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bytes = std::fs::read(sample("exp-hiscore.avf")).expect("sample");
    let cut: PathBuf = dir.path().join("cut.avf");
    std::fs::write(&cut, &bytes[..200]).expect("write");
    let message = refused(&["mines", "video", &cut.to_string_lossy()]);
    assert!(message.starts_with("error: ") && message.contains("cut.avf: ") && message.contains("avf video"), "{message}");
    let empty = dir.path().join("empty.rmv");
    std::fs::write(&empty, b"").expect("write");
    assert!(refused(&["mines", "video", &empty.to_string_lossy()]).contains("the file is empty"));
    let text = dir.path().join("notes.txt");
    std::fs::write(&text, b"hello").expect("write");
    assert!(refused(&["mines", "video", &text.to_string_lossy()]).contains("not a video Tessera knows (.avf, .rmv, .evf or .mvf)"));
    assert!(refused(&["mines", "video", "/no/such/file.evf"]).contains("cannot read /no/such/file.evf"));
    assert!(refused(&["mines", "video"]).contains("mines video takes a FILE"));
    assert!(refused(&["mines", "video", &sample("exp.mvf"), "--nope", "x"]).contains("unknown option --nope"));
    assert!(refused(&["mines", "video", &sample("rmv1-utf8-invalid.rmv")]).contains("its text is not valid UTF-8"));
}

#[test]
fn evf_out_writes_the_game_that_reads_back_with_the_same_figures() {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["exp-hiscore.avf", "exp-flags.rmv", "exp.mvf", "rmv2-24px-preflags.rmv"] {
        let out = dir.path().join(format!("{name}.evf"));
        let first = cli(&["mines", "video", &sample(name), "--evf", &out.to_string_lossy()], "");
        assert!(first.status.success(), "{name}: {}", String::from_utf8_lossy(&first.stderr));
        let again = cli(&["mines", "video", &out.to_string_lossy()], "");
        assert!(again.status.success(), "{name} as EVF: {}", String::from_utf8_lossy(&again.stderr));
        let (a, b) = (stdout(&first), stdout(&again));
        assert_eq!(a.lines().skip(1).collect::<Vec<_>>(), b.lines().skip(1).collect::<Vec<_>>(), "{name}");
        assert_eq!(b.lines().next(), Some("format: evf"));
    }
}
