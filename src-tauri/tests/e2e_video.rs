//! Videos of the community's formats opened in the app as the desktop opens them: a file given
//! at launch plays in the replay viewer, to the end, with the figures the CLI prints for it and
//! the solver's verdict on its clicks; a damaged file is refused with a message. (The menu's
//! chooser and a drop: e2e_desktop.)

mod support;

use serde_json::json;
use support::video::{plays_to_its_end, read, sample};
use support::*;
use tessera::minesweeper::solver::Verdict;
use tessera::records::frames::video_frames;

#[tokio::test]
async fn a_video_given_at_launch_plays_to_its_end_with_its_figures_and_verdicts() {
    for name in ["exp-hiscore.avf", "exp.mvf", "rmv2-24px-preflags.rmv", "custom-metasweeper.evf"] {
        let path = sample(name);
        let app = App::launch_full(None, &[], &[&path.to_string_lossy()]).await;
        app.wait_js("the viewer open", "return !!window.__tesseraReplay && !!window.__tesseraReplay()?.open", json!(true)).await;
        assert!(app.text("#replay-about").await.contains(" · played by "), "{name}: the player named");
        // The solver's verdicts, as the engine gives them for the video.
        let video = read(&path);
        let review = video_frames(&video).review.expect("a review");
        let forced = review.guesses - review.needless_guesses;
        let summary = app.text("#replay-review").await;
        assert!(summary.starts_with(&format!("Solver: {} certain click", review.certain)), "{name}: {summary}");
        assert!(summary.contains(&format!(" · {forced} forced guess")) && summary.contains(&format!(" · {} needless guess", review.needless_guesses)), "{summary}");
        // To the first guess: its verdict with its chance, its cell marked, the figures then.
        match review.clicks.iter().find(|c| c.verdict.safe_chance().is_some()) {
            Some(guess) => {
                app.click_on("#replay-next-guess").await;
                let state = app.js("return window.__tesseraReplay()").await;
                assert_eq!(state["shown"].as_u64(), Some(guess.step as u64 + 1), "{name}: at the guess's frame");
                let verdict = app.text("#replay-verdict").await;
                let chance = format!("{:.1}% safe", guess.verdict.safe_chance().expect("a chance") * 100.0);
                assert!(verdict.contains(" guess, ") && verdict.contains(&chance), "{name}: {verdict} ({chance})");
                let kind = if matches!(guess.verdict, Verdict::Needless { .. }) { "needless" } else { "forced" };
                assert!(state["marks"].as_array().expect("marks").contains(&json!(format!("replay-mark {kind}"))), "{state}");
                let cl = video.steps[guess.step].figures.cl;
                assert!(app.text("#replay-figures").await.starts_with(&format!("clicks {cl} (")), "{name}: the figures at the guess");
                app.shot(&format!("video-guess-{name}")).await;
            }
            // A game with no guess has none to go to.
            None => assert_eq!(app.js("return document.getElementById('replay-next-guess').disabled").await, json!(true), "{name}"),
        }
        plays_to_its_end(&app, &path).await;
        app.shot(&format!("video-end-{name}")).await;
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
    assert_eq!(app.js("return document.getElementById('replay-dialog')?.open ?? 'never made'").await, json!("never made"), "no viewer opened");
    app.close().await;
}
