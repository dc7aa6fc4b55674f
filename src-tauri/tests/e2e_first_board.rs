//! The first board, end to end: a new Minesweeper game's covered board is drawn before the
//! rest of the page is parsed (`ui/start.js`, from the board the shell hands over), and it is a
//! correct board: the page's own view, once started, shows the very same pixels at the same
//! place and size (the remembered difficulty, the player's zoom, light and dark), and the bars
//! it kept hidden come back with their words. At the next start, the parts around the board
//! take the sizes the start before kept (kept_look.rs), and the board is still the view's.
//! When the first screen is another game's, no board is drawn early.

mod support;

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use support::*;

const FIRST_LOOK: &str = "return window.__tesseraFirstLook()";
/// The board as the page's view has it once started: the canvas's place, size and pixels.
const BOARD_NOW: &str =
    "const c = document.getElementById('board'); const r = c.getBoundingClientRect(); \
    return { rect: [r.x, r.y, r.width, r.height], pixels: c.toDataURL() }";
const BARS_HIDDEN: &str = "return 'firstBoard' in document.documentElement.dataset \
    || getComputedStyle(document.querySelector('#mines-view .toolbar')).visibility === 'hidden'";

fn data_dir(name: &str, settings: Value) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-first-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("records")).expect("test data dir");
    std::fs::write(dir.join("records/settings.json"), settings.to_string()).expect("settings");
    dir
}

/// Where the shell keeps the sizes around the first board (kept_look.rs), in the harness's cache.
fn kept_look(dir: &Path) -> PathBuf {
    dir.join("cache/org.tessera.puzzles/first-look.json")
}

/// Starts the app in `dir`, waits for its first board, and checks that the early board was
/// drawn and that the view's board is the same, that the parts around it have their own sizes
/// after it, and that their sizes are kept for the next start; returns the early board's cell
/// size, and whether the parts had the sizes kept from the start before for the first frame.
async fn first_board_is_the_views(dir: &Path, shot: &str, width: usize, height: usize) -> (f64, bool) {
    let modified = || std::fs::metadata(kept_look(dir)).and_then(|m| m.modified()).ok();
    let kept_before = modified();
    let app = App::launch_in(Some(dir.to_path_buf())).await;
    let state = app
        .wait_until("the first board", |m| {
            m.is_some_and(|m| m["cells"].as_str().is_some_and(|c| c.starts_with('#')))
        })
        .await;
    assert_eq!(
        (state["width"].as_u64(), state["height"].as_u64()),
        (Some(width as u64), Some(height as u64))
    );
    assert!(
        state["cells"]
            .as_str()
            .is_some_and(|c| c.chars().all(|ch| ch == '#')),
        "a new game, all covered"
    );
    app.wait_js("the bars shown with their words", BARS_HIDDEN, json!(false))
        .await;
    let early = app.js(FIRST_LOOK).await;
    assert_eq!(
        early["drawn"],
        json!(true),
        "drawn before the page's modules: {early}"
    );
    // The app serves the first board's modules in the page itself (build/first_page.rs).
    assert_eq!(
        early["whileParsing"],
        json!(true),
        "drawn while the rest of the page was still being parsed: {early}"
    );
    let now = app.js(BOARD_NOW).await;
    assert_eq!(early["rect"], now["rect"], "the same place and size");
    let (early_pixels, now_pixels) = (
        early["pixels"].as_str().unwrap_or(""),
        now["pixels"].as_str().unwrap_or("-"),
    );
    assert!(
        early_pixels.starts_with("data:image/png;base64,"),
        "{}",
        &early_pixels[..early_pixels.len().min(40)]
    );
    assert!(
        early_pixels == now_pixels,
        "the view painted other pixels than the first board"
    );
    if std::env::var_os("TESSERA_SHOTS").is_some() {
        // The window as the first frame shows it: the board, and the bars kept for their words.
        app.js("document.documentElement.dataset.firstBoard = ''; return true")
            .await;
        app.shot(&format!("{shot}-window")).await;
        app.js("delete document.documentElement.dataset.firstBoard; return true")
            .await;
    }
    app.shot(&format!("{shot}-started")).await;
    let cell = early["cell"].as_f64().expect("the first board's cell size");
    assert_eq!(
        app.js("return 'firstSized' in document.documentElement.dataset || document.documentElement.style.length > 0").await,
        json!(false),
        "the parts take their own sizes after the first frame"
    );
    // The sizes are kept at every start whose first screen is a new game: written anew each time.
    let written = poll(std::time::Duration::from_secs(20), async || match modified() {
        Some(at) if Some(at) != kept_before => Ok(()),
        other => Err(format!("modified {other:?}, before {kept_before:?}")),
    })
    .await;
    assert_eq!(written, Ok(()), "the sizes around the first board were kept");
    let sized = early["sized"] == json!(true);
    app.close().await;
    (cell, sized)
}

#[tokio::test]
async fn the_first_board_is_drawn_early_and_is_the_views_board() {
    // A newcomer's Beginner, light.
    let dir = data_dir("beginner", json!({ "askLeave": false, "theme": "light" }));
    let (beginner, _) = first_board_is_the_views(&dir, "first-board-light", 9, 9).await;
    let _ = std::fs::remove_dir_all(&dir);
    // Expert, dark, zoomed out a step: the same rule of room and zoom before and after.
    let dir = data_dir(
        "expert",
        json!({ "askLeave": false, "theme": "dark", "mines": { "level": "expert" }, "zoom": { "mines": 0.8 } }),
    );
    let (expert, _) = first_board_is_the_views(&dir, "first-board-dark", 30, 16).await;
    assert!(
        expert < beginner,
        "Expert's cells {expert} smaller than Beginner's {beginner}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// At the next start of the same board, the parts around it take the sizes kept from the start
/// before for the first frame, and the board is still the view's, pixel for pixel.
#[tokio::test]
async fn the_sizes_kept_from_the_last_start_give_the_same_first_board() {
    let dir = data_dir("kept", json!({ "askLeave": false, "theme": "light", "mines": { "level": "intermediate" } }));
    let (first, sized) = first_board_is_the_views(&dir, "first-board-unkept", 16, 16).await;
    assert!(!sized, "nothing is kept before a first start");
    let (again, sized) = first_board_is_the_views(&dir, "first-board-kept", 16, 16).await;
    assert!(sized, "the sizes kept at the first start: {}", std::fs::read_to_string(kept_look(&dir)).unwrap_or_default());
    assert_eq!(first, again, "the same cells");
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn no_board_is_drawn_early_when_the_first_screen_is_another_game() {
    let dir = data_dir("fifteen", json!({ "askLeave": false, "game": "fifteen" }));
    let app = App::launch_in(Some(dir.clone())).await;
    app.wait_js(
        "the 15-puzzle view",
        "return !document.getElementById('fifteen-view').hidden",
        json!(true),
    )
    .await;
    assert_eq!(
        app.js("return window.__tesseraFirstBoard ?? null").await,
        Value::Null,
        "nothing handed over"
    );
    assert_eq!(app.js(FIRST_LOOK).await["drawn"], json!(false));
    assert_eq!(
        app.js("return document.getElementById('mines-view').hidden")
            .await,
        json!(true)
    );
    app.wait_js("the bars shown", BARS_HIDDEN, json!(false))
        .await;
    app.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
