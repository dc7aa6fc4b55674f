//! Videos in the replay viewer, however they were opened (at launch, by the menu's chooser, by
//! a drop): the samples, the engine's figures for them (what `tessera-cli mines video`
//! prints), and the check that the viewer plays one to its end with those figures.

use super::*;
use std::path::{Path, PathBuf};
use tessera::minesweeper::evf::encode_video;
use tessera::minesweeper::video::{read_video, report, Video, VideoFormat};

/// A sample video of the engine's tests (`tests/data/videos`).
pub fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/videos").join(name).canonicalize().expect("a sample video")
}

/// Short samples, one of each format: a game of a few seconds each (the only MVF lasts 38 s),
/// the EVF written by Tessera from an Arbiter video into `dir` (the one Metasweeper EVF sample
/// lasts twenty minutes).
pub fn one_of_each(dir: &Path) -> Vec<PathBuf> {
    let evf = dir.join("beginner.evf");
    std::fs::write(&evf, encode_video(&read(&sample("beg-chinese-name.avf"))).expect("an EVF")).expect("write");
    vec![sample("custom-8x11.avf"), sample("rmv2-utf8-nonascii.rmv"), evf, sample("exp.mvf")]
}

pub fn read(path: &Path) -> Video {
    read_video(&std::fs::read(path).expect("a video"), VideoFormat::of_path(path).expect("a video's extension")).expect("a video")
}

/// The CLI's report of a video.
pub fn cli_report(path: &Path) -> String {
    report(&read(path))
}

/// A figure of a report, as the viewer shows it.
pub fn figure<'a>(report: &'a str, name: &str) -> &'a str {
    report.lines().find_map(|l| l.strip_prefix(&format!("{name}: "))).expect("a figure")
}

/// Waits for the viewer to show the video at `path` (its name as the title, the result and
/// player as the engine reads them), then plays it to its end at 4x (or, for a video over a
/// minute, scrubs there) and checks the last board (only the mines closed), the clock's 3BV and
/// the figures against the CLI's report.
pub async fn plays_to_its_end(app: &App, path: &Path) {
    let name = path.file_name().expect("a file name").to_string_lossy().into_owned();
    let script = "return window.__tesseraReplay?.()?.open ? document.getElementById('replay-title').textContent : null";
    app.wait_js("the video in the viewer", script, json!(name)).await;
    let report = cli_report(path);
    let about = app.text("#replay-about").await;
    let result = format!("Won in {} s, 3BV {}, 3BV/s {}", figure(&report, "time"), figure(&report, "3bv"), figure(&report, "3bv/s"));
    assert!(about.starts_with(&result), "{name}: {about} against {result}");
    let long = figure(&report, "time").parse::<f64>().expect("a time") > 60.0;
    if long {
        app.js("const s = document.getElementById('replay-scrub'); s.value = s.max; s.dispatchEvent(new Event('input')); return true").await;
    } else {
        app.client.find(fantoccini::Locator::Id("replay-speed")).await.expect("speed").select_by_value("4").await.expect("4x");
        app.click_on("#replay-play").await;
    }
    let end = app.wait_js_value("the end of the video", "const r = window.__tesseraReplay(); return r.t >= r.end && !r.playing ? r : null", Duration::from_secs(60)).await;
    assert_eq!(end["shown"], end["frames"], "{name}: every frame drawn");
    let cells: Vec<u64> = end["cells"].as_array().expect("cells").iter().map(|c| c.as_u64().expect("code")).collect();
    let covered = cells.iter().filter(|&&c| c == u64::from('#') || c == u64::from('F')).count();
    let mines: usize = figure(&report, "board").rsplit('/').next().expect("mines").parse().expect("a count");
    assert_eq!(covered, mines, "{name}: a won video ends with only the mines closed");
    let figures = app.text("#replay-figures").await;
    let now = app.js("const r = window.__tesseraReplay(); return { t: r.t, end: r.end, shown: r.shown, playing: r.playing }").await;
    let clicks = format!("clicks {} (left {}, right {}, double {}) · CE {}", figure(&report, "cl"), figure(&report, "left"), figure(&report, "right"), figure(&report, "double"), figure(&report, "ce"));
    assert!(figures.starts_with(&clicks), "{name}: {figures} against {clicks} (the viewer at its end: {end}, now: {now})");
    for (label, key) in [("IOE ", "ioe"), ("RQP ", "rqp"), ("STNB ", "stnb"), ("correctness ", "corr"), ("throughput ", "thrp"), ("path ", "path")] {
        assert!(figures.contains(&format!("{label}{}", figure(&report, key))), "{name}: {label}{} in {figures}", figure(&report, key));
    }
    let counters = app.text("#replay-counters").await;
    let bv = figure(&report, "3bv");
    assert!(counters.contains(&format!("3BV {bv}/{bv}")), "{name}: {counters}");
}
