//! The players' languages end to end: the app speaks the system's language at its first
//! start (a Chinese desktop: `LC_ALL=zh_CN.UTF-8`, as a login session sets it), and a choice
//! in Settings speaks at once, the native menu included, and is kept for the next start.

mod support;

use serde_json::{json, Value};
use support::*;

/// What the page says in a few places that every screen shares.
async fn words(app: &App) -> Value {
    app.js("return { lang: document.documentElement.lang, tab: document.getElementById('tab-mines').textContent, \
            records: document.getElementById('tab-records').textContent, face: document.getElementById('face').title, \
            level: document.querySelector('#difficulty option[value=expert]').textContent }")
        .await
}

/// A Chinese desktop: the first start speaks Chinese, in the community's words (扫雷, 高级),
/// and the page says so to a screen reader (`lang`).
#[tokio::test]
async fn the_first_start_speaks_the_systems_language() {
    let app = App::launch_with(None, &[("LANGUAGE", ""), ("LC_ALL", "zh_CN.UTF-8")]).await;
    app.wait_js("the page in Chinese", "return document.documentElement.lang", json!("zh-CN")).await;
    let w = words(&app).await;
    assert_eq!((&w["tab"], &w["records"], &w["level"]), (&json!("扫雷"), &json!("记录"), &json!("高级")), "{w}");
    assert!(w["face"].as_str().is_some_and(|t| t.starts_with("新游戏")), "{w}");
    app.shot("language-zh-mines").await;
    app.switch_to("fifteen").await;
    app.wait_text("#fifteen-new", "打乱").await;
    app.shot("language-zh-fifteen").await;
    app.close().await;
}

/// English at first; Settings > Language > 简体中文 speaks Chinese at once (the page, the
/// native menu, the backend's words) and the choice is kept: the next start speaks it too,
/// whatever the system says; "as the system" goes back to the system's.
#[tokio::test]
async fn a_language_chosen_in_settings_speaks_at_once_and_is_kept() {
    let data = tempfile::tempdir().expect("data dir");
    let menu = data.path().join("menu.txt");
    let env = [("TESSERA_E2E_MENU", menu.to_str().expect("utf-8 path"))];
    let app = App::launch_with(Some(data.path().to_path_buf()), &env).await;
    assert_eq!(words(&app).await["tab"], "Minesweeper");
    let menu_said = || std::fs::read_to_string(&menu).unwrap_or_default();
    assert!(menu_said().contains("  Minesweeper: Expert"), "{}", menu_said());
    app.set_setting("language", "zh-CN").await;
    app.wait_js("the page in Chinese", "return document.getElementById('tab-mines').textContent", json!("扫雷")).await;
    let w = words(&app).await;
    assert_eq!((&w["lang"], &w["level"]), (&json!("zh-CN"), &json!("高级")), "{w}");
    // The native menu was written again in Chinese, as the help lists it.
    assert!(menu_said().contains("  扫雷：高级") && menu_said().contains("游戏\n"), "{}", menu_said());
    let listed = app.js("return window.__TAURI_INTERNALS__.invoke('help_menu').then((items) => items.map((i) => i[1]))").await;
    assert!(listed.as_array().is_some_and(|l| l.contains(&json!("扫雷：高级"))), "{listed}");
    app.wait_settings("the choice kept", |s| s["language"] == "zh-CN").await;
    app.shot("language-zh-settings").await;
    app.close().await;

    let again = App::launch_with(Some(data.path().to_path_buf()), &env).await;
    assert_eq!(words(&again).await["tab"], "扫雷", "the choice outlasts a restart");
    again.set_setting("language", "system").await;
    again.wait_js("the system's language", "return document.getElementById('tab-mines').textContent", json!("Minesweeper")).await;
    assert!(menu_said().contains("  Minesweeper: Expert"), "{}", menu_said());
    again.close().await;
}
