//! Light, dark and the desktop's choice, end to end: the player's choice in Settings is drawn
//! at once (the page, and the Minesweeper board's canvas), kept across a restart, and "as the
//! system" follows a dark GTK theme. The live change of the desktop's theme is
//! `e2e_theme_live.rs` (it runs a settings daemon on the display, which no other test may see).

mod support;

use serde_json::json;
use support::play::win_mines;
use support::*;

const SHADE: &str = "return document.documentElement.dataset.theme ?? null";
const BACKGROUND: &str = "return getComputedStyle(document.body).backgroundColor";
/// The shade on <html> when the page's first module ran (`theme.js`), before it drew any.
const SHADE_AT_START: &str = "return window.__tesseraShadeAtStart()";
/// styles.css's --bg in each theme.
const LIGHT_BG: &str = "rgb(223, 227, 234)";
const DARK_BG: &str = "rgb(21, 24, 31)";

#[tokio::test]
async fn the_chosen_theme_is_drawn_at_once_and_kept_across_a_restart() {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-theme-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let app = App::launch_in(Some(dir.clone())).await;
    // A desktop with no dark theme: "as the system" is light.
    app.wait_js("the desktop's light shade", SHADE, json!("light")).await;
    assert_eq!(app.js(SHADE_AT_START).await, json!("light"), "marked by the shell before the page's code");
    assert_eq!(app.js(BACKGROUND).await, json!(LIGHT_BG));
    app.wait_until("the first board", |m| m.is_some_and(|m| m["cells"].as_str().is_some_and(|c| c.starts_with('#')))).await;
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "a covered cell in the light face");
    let light_face = app.js("return getComputedStyle(document.documentElement).getPropertyValue('--cell-face').trim()").await;

    app.set_setting("theme", "dark").await;
    app.wait_js("the dark shade", SHADE, json!("dark")).await;
    assert_eq!(app.js(BACKGROUND).await, json!(DARK_BG));
    let dark_face = app.js("return getComputedStyle(document.documentElement).getPropertyValue('--cell-face').trim()").await;
    assert_ne!(light_face, dark_face);
    // The canvas was drawn again in the dark colours, not only the page around it.
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "a covered cell in the dark face");
    app.wait_settings("the theme saved", |s| s["theme"] == "dark").await;
    app.shot("theme-dark-mines").await;
    app.switch_to("fifteen").await;
    app.shot("theme-dark-fifteen").await;
    app.switch_to("records").await;
    app.shot("theme-dark-records").await;
    app.click_on("#settings-button").await;
    app.shot("theme-dark-settings").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    app.switch_to("mines").await;
    app.close().await;

    // Kept: the next start is dark before the first board, and back to light on request.
    let app = App::launch_in(Some(dir.clone())).await;
    app.wait_js("the dark shade after a restart", SHADE, json!("dark")).await;
    // Dark before the page's own code ran, so before its first paint: never a light frame.
    assert_eq!(app.js(SHADE_AT_START).await, json!("dark"));
    app.wait_until("the first board", |m| m.is_some_and(|m| m["cells"].as_str().is_some_and(|c| c.starts_with('#')))).await;
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "the first board drawn dark");
    app.set_setting("theme", "light").await;
    app.wait_js("the light shade", SHADE, json!("light")).await;
    assert_eq!(app.js(BACKGROUND).await, json!(LIGHT_BG));
    assert!(app.pixel_matches(0, 0, "--cell-face").await, "a covered cell in the light face again");
    app.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test]
async fn as_the_system_follows_a_dark_gtk_theme() {
    let app = App::launch_with(None, &[("GTK_THEME", "Adwaita:dark")]).await;
    app.wait_js("the desktop's dark shade", SHADE, json!("dark")).await;
    assert_eq!(app.js(SHADE_AT_START).await, json!("dark"), "the desktop's shade, marked by the shell");
    assert_eq!(app.js(BACKGROUND).await, json!(DARK_BG));
    // A choice of light stands whatever the desktop.
    app.set_setting("theme", "light").await;
    app.wait_js("the chosen light shade", SHADE, json!("light")).await;
    app.set_setting("theme", "system").await;
    app.wait_js("the desktop's dark shade again", SHADE, json!("dark")).await;
    app.close().await;
}

/// The screens with a finished game in dark, for a person to look at: the result panel, the
/// replay viewer, and the records view with its charts and tables.
#[tokio::test]
async fn a_won_game_its_replay_and_the_records_in_dark() {
    let app = App::launch().await;
    app.set_setting("theme", "dark").await;
    app.wait_js("the dark shade", SHADE, json!("dark")).await;
    // A counted game (no chosen seed), so that the records view has a best and its charts.
    win_mines(&app, 9, 9, 10, None).await;
    app.wait_until("the win", |s| s.is_some_and(|s| s["status"] == "won")).await;
    app.shot("theme-dark-mines-won").await;
    app.click_on("#result button.replay-game").await;
    app.wait_js("the replay viewer", "return window.__tesseraReplay?.()?.open ?? false", json!(true)).await;
    app.click_on("#replay-step").await;
    app.shot("theme-dark-replay").await;
    app.js("document.getElementById('replay-dialog').close(); return true").await;
    app.switch_to("records").await;
    app.wait_js("the won game in the records", "return !document.getElementById('records-view').textContent.includes('No wins yet')", json!(true)).await;
    app.shot("theme-dark-records-played").await;
    // Each chart reads out in words: the one win's time, and its average.
    let chart = app.js("return document.querySelector('#records-view svg.chart')?.getAttribute('aria-label') ?? ''").await;
    let chart = chart.as_str().unwrap_or_default();
    assert!(chart.starts_with("Last win times with their moving average: 1 result; the latest "), "{chart}");
    assert!(chart.ends_with(" s."), "{chart}");
    let headers = app.js("return [...document.querySelectorAll('#records-view th')].every((th) => th.scope === 'col')").await;
    assert_eq!(headers, json!(true), "the tables' headers head their columns");
    app.close().await;
}
