//! The community's videos (AVF, RMV 1 and 2, EVF, MVF): read through `minesweeper::video` with
//! the figures `ms_toollib`'s own tests publish for the same files (tests/data/videos/ORIGIN.md),
//! the metrics agreeing with their definitions, written back as EVF with the same figures,
//! Tessera's own games measured the same through their EVF, and any bytes safe: damaged files
//! refused with a clear message, and mutated files never escaping as a panic.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tessera::minesweeper::evf::{self, EvfInfo};
use tessera::minesweeper::video::{read_video, report, Video, VideoError, VideoFormat};
use tessera::minesweeper::{three_bv, Action, BoardSpec, Coord, Game, Status};
use tessera::time::Millis;

mod common;
use common::{read_sample as read, video_bytes as sample};

/// What `ms_toollib`'s tests assert of each sample: board, won, time, 3BV, player, and the
/// left, right and double clicks where they give them.
#[test]
fn every_sample_reads_with_the_figures_ms_toollibs_own_tests_publish() {
    type Clicks = Option<(usize, usize, usize)>;
    let cases: [(&str, &str, f64, usize, &str, Clicks); 9] = [
        ("exp-hiscore.avf", "30x16/99", 49.25, 127, "Wang Jianing G01825", Some((126, 11, 14))),
        ("custom-8x11.avf", "8x11/7", 5.42, 8, "王嘉宁", None),
        ("beg-chinese-name.avf", "8x8/10", 9.2, 22, "王嘉宁", None),
        ("exp.mvf", "30x16/99", 37.81, 122, "Zhang Shen Jia(China)", None),
        ("exp-flags.rmv", "30x16/99", 98.763, 134, "王嘉宁", None),
        ("rmv1-utf8-nonascii.rmv", "30x16/99", 34.884, 128, "aaȑaa Kolar", None),
        ("rmv2-utf8-nonascii.rmv", "8x8/10", 0.67, 3, "aaȑaa Kolar", Some((1, 1, 2))),
        ("rmv2-24px-preflags.rmv", "8x8/10", 24.57, 17, "Thomas Kolar", Some((3, 29, 13))),
        ("custom-metasweeper.evf", "60x36/540", 1184.575, 1021, "Pu Tian Yi(Hu Bei)", None),
    ];
    for (name, board, time, bbbv, player, clicks) in cases {
        let v = read(name);
        assert_eq!(format!("{}x{}/{}", v.width, v.height, v.mines), board, "{name}");
        assert!(v.won, "{name}: won");
        assert_eq!(v.metrics.time, time, "{name}: time");
        assert_eq!((v.metrics.three_bv, v.metrics.solved_three_bv), (bbbv, bbbv), "{name}: 3BV");
        assert_eq!(v.player, player, "{name}: player");
        if let Some(c) = clicks {
            assert_eq!((v.metrics.left, v.metrics.right, v.metrics.double), c, "{name}: clicks");
        }
    }
    // The Arbiter high score, as its test has it at the end.
    let m = read("exp-hiscore.avf").metrics;
    assert_eq!(m.three_bv_per_s, 2.5786802030456855);
    assert_eq!(m.thrp, 0.8819444444444444);
    assert_eq!(m.rqp, 19.098917322834644);
    assert_eq!(read("custom-8x11.avf").metrics.path, 540.5601548331261);
    assert_eq!(read("custom-8x11.avf").start_micros, 1_756_918_808_660_000);
    assert_eq!(read("exp.mvf").program, "0.97 beta");
    assert_eq!(read("rmv2-24px-preflags.rmv").cell_pixels, 24);
}

/// The definitions players use: CL = left + right + double, 3BV/s = solved 3BV / time,
/// IOE = solved 3BV / CL, correctness = CE / CL, throughput = solved 3BV / CE,
/// RQP = time² / solved 3BV, CE/s = CE / time; STNB only on the three standard levels.
#[test]
fn the_metrics_agree_with_their_definitions_on_every_sample() {
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * b.abs().max(1.0);
    for name in ["exp-hiscore.avf", "custom-8x11.avf", "beg-chinese-name.avf", "exp.mvf", "exp-flags.rmv", "rmv2-24px-preflags.rmv", "custom-metasweeper.evf"] {
        let m = read(name).metrics;
        let solved = m.solved_three_bv as f64;
        assert_eq!(m.cl, m.left + m.right + m.double, "{name}");
        assert!(m.ce <= m.cl && m.ce > 0, "{name}: CE {} of CL {}", m.ce, m.cl);
        assert!(close(m.three_bv_per_s, solved / m.time), "{name}: 3BV/s");
        assert!(close(m.ioe, solved / m.cl as f64), "{name}: IOE");
        assert!(close(m.corr, m.ce as f64 / m.cl as f64), "{name}: correctness");
        assert!(close(m.thrp, solved / m.ce as f64), "{name}: throughput");
        assert!(close(m.rqp, m.time * m.time / solved), "{name}: RQP");
        assert!(close(m.ce_per_s, m.ce as f64 / m.time), "{name}: CE/s");
        assert!(m.path > 0.0, "{name}: path");
    }
    assert_eq!(read("custom-8x11.avf").metrics.stnb, 0.0, "no STNB off the standard levels");
    assert!(read("exp.mvf").metrics.stnb > 0.0);
}

/// `--evf` and the viewer's export: a video written as EVF reads back with every figure.
#[test]
fn every_sample_written_as_evf_reads_back_the_same() {
    for name in ["exp-hiscore.avf", "custom-8x11.avf", "beg-chinese-name.avf", "exp.mvf", "exp-flags.rmv", "rmv2-24px-preflags.rmv", "custom-metasweeper.evf"] {
        let v = read(name);
        let back = read_video(&evf::encode_video(&v).expect("encoded"), VideoFormat::Evf).unwrap_or_else(|e| panic!("{name} as EVF: {e}"));
        assert_eq!(back.metrics, v.metrics, "{name}");
        assert_eq!((back.board, back.won, back.player, back.program, back.cell_pixels), (v.board, v.won, v.player, v.program, v.cell_pixels), "{name}");
    }
}

/// A Tessera game's own figures (the engine's 3BV, time and clicks) and the video module's,
/// read from its EVF export, are the same game's.
#[test]
fn a_tessera_game_measures_the_same_through_its_evf() {
    let spec = BoardSpec::new(9, 9, 10).expect("spec");
    let mut game = Game::new(spec, 7);
    game.apply(Action::Reveal(Coord::new(4, 4)), Millis(0)).expect("first click");
    let layout = game.layout().expect("dealt").clone();
    let mut t = 0;
    for i in 0..81 {
        let c = spec.dims().coord(i);
        if !layout.is_mine(i) && game.view(i).code() == '#' {
            t += 350;
            game.apply(Action::Reveal(c), Millis(t)).expect("reveal");
        }
    }
    assert_eq!(game.status(), Status::Won);
    let info = EvfInfo { software: "Tessera".into(), player: "tester".into(), start_micros: 0, end_micros: 0 };
    let v = read_video(&evf::encode(&game, &info).expect("EVF"), VideoFormat::Evf).expect("read back");
    assert!(v.won);
    assert_eq!(v.metrics.three_bv, three_bv(&layout) as usize);
    assert_eq!(v.metrics.time, game.elapsed(Millis(t)).0 as f64 / 1000.0);
    let clicks = game.history().len();
    assert_eq!((v.metrics.left, v.metrics.right, v.metrics.double), (clicks, 0, 0));
    assert_eq!(v.player, "tester");
}

#[test]
fn damaged_or_foreign_bytes_are_refused_with_a_clear_message() {
    let hiscore = sample("exp-hiscore.avf");
    assert_eq!(read_video(&[], VideoFormat::Avf), Err(VideoError::Empty));
    let half = read_video(&hiscore[..hiscore.len() / 2], VideoFormat::Avf).expect_err("half a file");
    assert!(half.to_string().starts_with("not a readable avf video") || half.to_string().contains("damaged"), "{half}");
    let png = read_video(b"\x89PNG\r\n\x1a\n0000IHDR", VideoFormat::Mvf).expect_err("a PNG");
    assert!(png.to_string().contains("mvf"), "{png}");
    let invalid = read_video(&sample("rmv1-utf8-invalid.rmv"), VideoFormat::Rmv).expect_err("invalid UTF-8, as ms_toollib's test expects");
    assert_eq!(invalid.to_string(), "not a readable rmv video: its text is not valid UTF-8");
    // An AVF read as EVF is not an EVF.
    assert!(read_video(&hiscore, VideoFormat::Evf).is_err());
    let huge = vec![0u8; tessera::minesweeper::video::MAX_VIDEO_BYTES + 1];
    assert!(matches!(read_video(&huge, VideoFormat::Rmv), Err(VideoError::TooLarge(_))));
}

/// The CLI's lines (`tessera-cli mines video`), in the contract's order and formats.
#[test]
fn the_report_has_the_contracts_lines() {
    let text = report(&read("exp-hiscore.avf"));
    let names: Vec<&str> = text.lines().map(|l| l.split_once(": ").expect("name: value").0).collect();
    assert_eq!(names, ["format", "board", "won", "time", "3bv", "3bv/s", "left", "right", "double", "cl", "ce", "ioe", "rqp", "stnb", "corr", "thrp", "path"]);
    assert!(text.starts_with("format: avf\nboard: 30x16/99\nwon: yes\ntime: 49.250\n3bv: 127\n3bv/s: 2.579\nleft: 126\nright: 11\ndouble: 14\ncl: 151\n"), "{text}");
    assert!(text.contains("\nrqp: 19.099\n") && text.contains("\nthrp: 0.882\n"), "{text}");
}

/// A mutation of `bytes`: bytes overwritten, a cut, a range dropped or doubled, bytes inserted.
fn mutate(bytes: &[u8], rng: &mut ChaCha8Rng) -> Vec<u8> {
    let mut out = bytes.to_vec();
    for _ in 0..rng.random_range(1..=3) {
        let n = out.len().max(1);
        match rng.random_range(0..5) {
            0 => {
                for _ in 0..rng.random_range(1..=8) {
                    let i = rng.random_range(0..n);
                    if i < out.len() {
                        out[i] = rng.random();
                    }
                }
            }
            1 => out.truncate(rng.random_range(0..n)),
            2 => {
                let a = rng.random_range(0..n);
                let b = (a + rng.random_range(1..=64)).min(out.len());
                if a < b {
                    out.drain(a..b);
                }
            }
            3 => {
                let a = rng.random_range(0..n).min(out.len());
                let b = (a + rng.random_range(1..=64)).min(out.len());
                let copy = out[a..b].to_vec();
                out.splice(a..a, copy);
            }
            _ => {
                let at = rng.random_range(0..=out.len());
                let extra: Vec<u8> = (0..rng.random_range(1..=16)).map(|_| rng.random()).collect();
                out.splice(at..at, extra);
            }
        }
    }
    out
}

/// Mutations of a sample of each format through the app's entry point: each gives a video or
/// an error, never a panic (the harness would catch it as this test's failure), a hang or an
/// abort. The count per format and how many still read are printed for the closing note.
#[test]
fn mutated_videos_of_every_format_never_panic() {
    let mutations: usize = std::env::var("TESSERA_VIDEO_FUZZ").ok().and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let mut evf_game = Game::new(BoardSpec::new(9, 9, 10).expect("spec"), 11);
    evf_game.apply(Action::Reveal(Coord::new(0, 0)), Millis(0)).expect("first click");
    evf_game.apply(Action::Flag(Coord::new(8, 8)), Millis(400)).ok();
    evf_game.apply(Action::Reveal(Coord::new(8, 0)), Millis(900)).ok();
    let info = EvfInfo { software: "Tessera".into(), player: "fuzz".into(), start_micros: 1, end_micros: 2 };
    let samples = [
        (VideoFormat::Avf, sample("custom-8x11.avf")),
        (VideoFormat::Rmv, sample("rmv2-utf8-nonascii.rmv")),
        (VideoFormat::Evf, evf::encode(&evf_game, &info).expect("EVF")),
        (VideoFormat::Mvf, sample("exp.mvf")),
    ];
    for (format, bytes) in samples {
        assert!(read_video(&bytes, format).is_ok(), "{format:?}: the sample itself reads");
        let mut rng = ChaCha8Rng::seed_from_u64(2026);
        let started = std::time::Instant::now();
        let (mut read, mut contained) = (0, 0);
        for _ in 0..mutations {
            match read_video(&mutate(&bytes, &mut rng), format) {
                Ok(_) => read += 1,
                Err(VideoError::Damaged { .. }) => contained += 1,
                Err(_) => {}
            }
        }
        println!(
            "FUZZ {format:?}: {mutations} mutations of a {}-byte sample: {read} still read as a video, {contained} refused as damaged (the library's panics among them, contained), the rest refused by its reader; {:.1} s",
            bytes.len(),
            started.elapsed().as_secs_f64()
        );
    }
}

/// The largest board any format holds (255x255), opened by one click: `ms_toollib` opens an
/// opening by recursion, one call per cell, which overflowed the stack (an abort, not a panic)
/// at 200x200 until the reader ran on a thread of its own with a deep stack.
#[test]
fn the_largest_board_opened_by_one_click_is_read() {
    use tessera::minesweeper::video::{VideoEvent, VideoMetrics};
    let side = 255;
    let mut board = vec![vec![0; side]; side];
    board[side - 1][side - 1] = -1;
    board[side - 2][side - 1] = 1;
    board[side - 1][side - 2] = 1;
    board[side - 2][side - 2] = 1;
    let event = |time: f64, mouse: &str| VideoEvent { time, mouse: mouse.into(), x: 8, y: 8 };
    let zero = 0.0;
    let video = Video {
        format: VideoFormat::Evf,
        width: side,
        height: side,
        mines: 1,
        won: true,
        lost: false,
        board,
        cell_pixels: 16,
        events: vec![event(0.0, "mv"), event(0.0, "lc"), event(0.1, "lr")],
        steps: Vec::new(),
        clock_start: 0.0,
        player: String::new(),
        program: String::new(),
        start_micros: 0,
        mode: 0,
        metrics: VideoMetrics {
            time: 0.1, three_bv: 1, solved_three_bv: 1, three_bv_per_s: zero, left: 1, right: 0, double: 0, cl: 1, ce: 1, ce_per_s: zero,
            ioe: zero, rqp: zero, stnb: zero, corr: zero, thrp: zero, path: zero,
        },
    };
    let read = read_video(&evf::encode_video(&video).expect("encoded"), VideoFormat::Evf).expect("read");
    assert!(read.won, "one click opens every safe cell");
    assert_eq!((read.metrics.three_bv, read.metrics.left), (1, 1));
    assert_eq!(read.steps.len(), 1);
    assert_eq!(read.steps[0].changed.len(), side * side - 1);
}

/// A hostile video cannot ask for unbounded work and memory: a 255x255 board flagged and
/// unflagged thousands of times (each a board `ms_toollib` would copy twice) is refused before
/// its analysis, saying why; the same clicks on an Expert board are analysed.
#[test]
fn a_video_of_more_clicks_than_its_board_allows_is_refused_before_analysis() {
    use tessera::minesweeper::video::{VideoEvent, MAX_CELL_CHANGES};
    let toggles = |width: usize, height: usize| {
        let mut v = read("exp.mvf");
        (v.width, v.height, v.mines) = (width, height, 1);
        v.board = vec![vec![0; width]; height];
        v.board[0][0] = -1;
        let (x, y) = (16 * 5 + 8, 16 * 5 + 8);
        let click = |k: usize, mouse: &str| VideoEvent { time: k as f64 * 0.01, mouse: mouse.into(), x, y };
        v.events = (0..3_000).flat_map(|k| [click(2 * k, "rc"), click(2 * k + 1, "rr")]).collect();
        evf::encode_video(&v).expect("an EVF")
    };
    let busy = toggles(255, 255);
    match read_video(&busy, VideoFormat::Evf) {
        Err(VideoError::TooBusy { cells, changes }) => assert!(cells * changes > MAX_CELL_CHANGES && changes >= 6_000, "{cells} x {changes}"),
        other => panic!("refused as too busy: {:?}", other.map(|v| v.steps.len())),
    }
    let expert = read_video(&toggles(30, 16), VideoFormat::Evf).expect("an Expert board's 6,000 clicks are analysed");
    assert!(expert.steps.len() >= 1_000, "{}", expert.steps.len());
}

/// A video's mode is read and written again: an EVF made from a strict no-guess video says
/// strict, and the viewer names it (a board known before the game as UPK).
#[test]
fn a_videos_mode_survives_its_evf_and_is_named() {
    use tessera::records::frames::{video_frames, video_mode};
    let mut v = read("exp.mvf");
    assert_eq!(video_frames(&v).mode, video_mode(v.mode));
    v.mode = tessera::minesweeper::Mode::Strict.evf_code();
    let again = read_video(&evf::encode_video(&v).expect("an EVF"), VideoFormat::Evf).expect("read back");
    assert_eq!(again.mode, 6);
    assert_eq!(video_frames(&again).mode, Some("strict"));
    assert_eq!(video_mode(1), Some("upk"));
    assert_eq!(video_mode(3), None, "a density is not a way to deal");
}
