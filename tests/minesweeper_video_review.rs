//! The solver's verdict on every click of a video: each sample's clicks become Tessera's
//! actions (`video::as_game`) that replay to the video's every board, and the chances of its
//! guesses are the ones `ms_toollib`'s own luck measure (`pluck`, Metasweeper's) takes, click
//! by click, with the game's luck their product.

use ms_toollib::videos::NewSomeVideo2;
use ms_toollib::{AvfVideo, BaseVideo, EvfVideo, MvfVideo, RmvVideo};
use std::path::Path;
use tessera::minesweeper::solver::{review, Verdict};
use tessera::minesweeper::video::{as_game, VideoFormat};
use tessera::minesweeper::Game;

const SAMPLES: [&str; 9] = [
    "exp-hiscore.avf",
    "custom-8x11.avf",
    "beg-chinese-name.avf",
    "exp.mvf",
    "exp-flags.rmv",
    "rmv1-utf8-nonascii.rmv",
    "rmv2-utf8-nonascii.rmv",
    "rmv2-24px-preflags.rmv",
    "custom-metasweeper.evf",
];

mod common;
use common::{read_sample as read, video_bytes as bytes};

#[test]
fn every_samples_clicks_replay_in_tessera_to_the_videos_boards() {
    for name in SAMPLES {
        let video = read(name);
        let (layout, actions) = as_game(&video).unwrap_or_else(|| panic!("{name}: a board Tessera holds"));
        assert_eq!(actions.len(), video.steps.len(), "{name}");
        let mut game = Game::with_layout(layout.clone());
        let mut shown = vec!['#'; video.width * video.height];
        let last = video.steps.len() - 1;
        for (k, (step, timed)) in video.steps.iter().zip(&actions).enumerate() {
            game.apply(timed.action, timed.at).unwrap_or_else(|e| panic!("{name}: step {k}: {e}"));
            for &(i, code) in &step.changed {
                shown[i] = code;
            }
            for (i, &code) in shown.iter().enumerate() {
                // A won game flags its mines; videos leave them as the player did.
                if k == last && layout.is_mine(i) {
                    continue;
                }
                assert_eq!(game.view(i).code(), code, "{name}: step {k} ({:?}), cell {i}", timed.action);
            }
        }
        assert_eq!(game.status() == tessera::minesweeper::Status::Won, video.won, "{name}");
    }
}

/// `ms_toollib`'s luck measure of the video: -log10 of each click's chance of opening no mine,
/// summed, at each event that opened cells (the first excepted), in order.
fn pluck_steps(name: &str) -> Vec<f64> {
    fn run(mut data: BaseVideo<Vec<Vec<i32>>>) -> Vec<f64> {
        data.analyse();
        data.analyse_for_features(&vec!["pluck"]);
        let mut out = Vec::new();
        let mut before = 0.0;
        for r in &data.video_action_state_recorder {
            if r.useful_level == 2 || r.useful_level == 3 {
                out.push(r.key_dynamic_params.pluck - before);
                before = r.key_dynamic_params.pluck;
            }
        }
        out.remove(0);
        out
    }
    let b = bytes(name);
    macro_rules! parsed {
        ($t:ty) => {{
            let mut v = <$t as NewSomeVideo2<Vec<u8>, &str>>::new(b, "");
            v.parse().expect("parses");
            run(v.data)
        }};
    }
    match VideoFormat::of_path(Path::new(name)).expect("format") {
        VideoFormat::Avf => parsed!(AvfVideo),
        VideoFormat::Rmv => parsed!(RmvVideo),
        VideoFormat::Evf => parsed!(EvfVideo),
        VideoFormat::Mvf => parsed!(MvfVideo),
    }
}

#[test]
fn each_guesss_chance_and_the_games_luck_are_metasweepers() {
    let mut guesses = 0;
    for name in SAMPLES {
        let video = read(name);
        let (layout, actions) = as_game(&video).expect("a board Tessera holds");
        let r = review(&layout, &actions);
        // One verdict per click that opened cells, in the video's order.
        let opening: Vec<usize> = video.steps.iter().enumerate().filter(|(_, s)| s.kind != tessera::minesweeper::video::StepKind::Mark).map(|(k, _)| k).collect();
        assert_eq!(r.clicks.iter().map(|c| c.step).collect::<Vec<_>>(), opening, "{name}");
        assert_eq!(r.clicks[0].verdict, Verdict::First, "{name}");
        let theirs = pluck_steps(name);
        assert_eq!(theirs.len(), r.clicks.len() - 1, "{name}");
        for (click, their) in r.clicks[1..].iter().zip(&theirs) {
            let ours = click.verdict.safe_chance().map_or(0.0, |p| -p.log10());
            assert!((ours - their).abs() < 1e-9, "{name}: step {}: {:?} against -log10 {their}", click.step, click.verdict);
            if let Some(p) = click.verdict.safe_chance() {
                assert!(p > 0.0 && p < 1.0, "{name}: a guess that opened no mine had a chance in (0, 1): {p}");
            }
        }
        let total: f64 = theirs.iter().sum();
        assert!((r.luck.log10() + total).abs() < 1e-9, "{name}: luck {} against pluck {total}", r.luck);
        assert_eq!(r.guesses as usize, r.clicks.iter().filter(|c| c.verdict.safe_chance().is_some()).count());
        assert!(r.fatal.is_none(), "{name}: won");
        guesses += r.guesses;
    }
    assert!(guesses >= 9, "the samples hold guesses to compare: {guesses}");
}

#[test]
fn a_videos_frames_carry_the_verdicts_and_the_figures_as_they_ran() {
    use tessera::records::frames::video_frames;
    for name in SAMPLES {
        let video = read(name);
        let frames = video_frames(&video);
        let (layout, actions) = as_game(&video).expect("a board Tessera holds");
        assert_eq!(frames.review, Some(review(&layout, &actions)), "{name}");
        for (k, f) in frames.frames.iter().enumerate() {
            let figures = f.figures.as_ref().expect("figures");
            assert_eq!((figures.solved_three_bv as u32, figures.cl as u32), (f.solved, f.clicks), "{name}: frame {k}");
        }
        // The last click's figures are the video's, but for the pointer's path after it.
        let last = frames.frames.last().and_then(|f| f.figures.clone()).expect("figures");
        assert_eq!((last.solved_three_bv, last.cl, last.ce, last.ioe), (video.metrics.solved_three_bv, video.metrics.cl, video.metrics.ce, video.metrics.ioe), "{name}");
        assert!(last.path <= video.metrics.path, "{name}");
    }
}
