//! Videos of the community's formats opened in the app as the desktop opens them: a file given
//! at launch plays in the replay viewer, to the end, with the figures the CLI prints for it;
//! a damaged file is refused with a message.

mod support;

use serde_json::json;
use std::path::Path;
use std::time::Duration;
use support::*;

fn sample(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/videos").join(name).to_string_lossy().into_owned()
}

/// The CLI's figures for a video (`tessera-cli mines video`), computed by the engine as the app's.
fn cli_figures(path: &str) -> String {
    let v = tessera::minesweeper::video::read_video(&std::fs::read(path).expect("sample"), tessera::minesweeper::video::VideoFormat::of_path(Path::new(path)).expect("format")).expect("video");
    tessera::minesweeper::video::report(&v)
}

/// A figure of the report, as the viewer shows it.
fn figure<'a>(report: &'a str, name: &str) -> &'a str {
    report.lines().find_map(|l| l.strip_prefix(&format!("{name}: "))).expect("a figure")
}

#[tokio::test]
async fn a_video_given_at_launch_plays_to_its_end_with_its_figures() {
    for name in ["exp-hiscore.avf", "exp.mvf", "rmv2-24px-preflags.rmv"] {
        let path = sample(name);
        let app = App::launch_full(None, &[], &[&path]).await;
        app.wait_js("the viewer open", "return !!window.__tesseraReplay && !!window.__tesseraReplay()?.open", json!(true)).await;
        assert_eq!(app.text("#replay-title").await, name);
        let report = cli_figures(&path);
        let figures = app.text("#replay-figures").await;
        for (label, key) in [("3BV ", "3bv"), ("3BV/s ", "3bv/s"), ("IOE ", "ioe"), ("RQP ", "rqp"), ("STNB ", "stnb"), ("throughput ", "thrp"), ("path ", "path")] {
            assert!(figures.contains(&format!("{label}{}", figure(&report, key))), "{name}: {label}{} in {figures}", figure(&report, key));
        }
        assert!(figures.starts_with(&format!("Won in {} s", figure(&report, "time"))), "{figures}");
        assert!(app.text("#replay-about").await.contains("Played by "), "{name}: the player named");
        // Played to the end at 4x: every covered safe cell opened, as the video ends.
        app.client.find(fantoccini::Locator::Id("replay-speed")).await.expect("speed").select_by_value("4").await.expect("4x");
        app.click_on("#replay-play").await;
        let end = app.wait_js_value("the end of the video", "const r = window.__tesseraReplay(); return r.t >= r.end && !r.playing ? r : null", Duration::from_secs(60)).await;
        assert_eq!(end["shown"], end["frames"], "{name}: every frame drawn");
        let cells: Vec<u64> = end["cells"].as_array().expect("cells").iter().map(|c| c.as_u64().expect("code")).collect();
        let covered = cells.iter().filter(|&&c| c == u64::from('#') || c == u64::from('F')).count();
        let mines: usize = figure(&report, "board").rsplit('/').next().expect("mines").parse().expect("a count");
        assert_eq!(covered, mines, "{name}: a won video ends with only the mines closed");
        app.shot(&format!("video-end-{name}")).await;
        let counters = app.text("#replay-counters").await;
        assert!(counters.contains(&format!("3BV {}/{}", figure(&report, "3bv"), figure(&report, "3bv"))), "{name}: {counters}");
        app.close().await;
    }
}

#[tokio::test]
async fn a_damaged_video_is_refused_with_a_message() {
    let dir = tempfile::tempdir().expect("dir");
    let cut = dir.path().join("cut.avf");
    let bytes = std::fs::read(sample("exp-hiscore.avf")).expect("sample");
    std::fs::write(&cut, &bytes[..300]).expect("write");
    let app = App::launch_full(None, &[], &[&cut.to_string_lossy()]).await;
    app.wait_js("the notice", "return !document.getElementById('notice').hidden", json!(true)).await;
    let text = app.text("#notice-text").await;
    assert!(text.starts_with("Could not open cut.avf: ") && text.contains("avf video"), "{text}");
    assert_eq!(app.js("return document.getElementById('replay-dialog').open").await, json!(false));
    app.close().await;
}
