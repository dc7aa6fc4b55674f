//! Every word from the catalogue: a tour of every screen (`support::tour`) in the
//! pseudo-language of development builds (English accented and bracketed, `[Ƞḗḗẇ Ɠȧȧḿḗḗ]`),
//! which fails on any visible text, tooltip, aria-label, placeholder or native menu item that
//! did not come from the catalogue; and the same tour in Chinese, each screen kept with
//! `TESSERA_SHOTS` for a person to look at.

mod support;

use serde_json::{json, Value};
use support::tour::tour;
use support::*;

/// What on the page is not from the catalogue: text a player sees, and every title,
/// aria-label and placeholder. A message comes bracketed; with its brackets (and what its
/// variables put inside them) taken away, no Latin letter may be left. Left alone: what is
/// not words by design (the brand, a state string, the LEDs, tiles, a key's own name, the
/// replay's speeds, the version, each language's name in itself) and moments, which the
/// regional format writes (`<time>`).
const UNSAID: &str = r##"
const skip = "script, style, time, .brand, #about-version, .state-string, .led, #fifteen-board, .replay-board, button.key, #replay-speed, .study-grid, .help-keys td:first-child, select[name=language] option";
const bare = (text) => {
  let s = text;
  for (let before = ""; before !== s;) { before = s; s = s.replace(/\[[^\[\]]*\]/g, ""); }
  return /[A-Za-z]/.test(s);
};
const shown = (el) => (el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null);
const where = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""}`;
const found = new Set();
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
for (let n = walker.nextNode(); n; n = walker.nextNode()) {
  const el = n.parentElement;
  if (!el || el.closest(skip) || el.tagName === "OPTION" || !shown(el)) continue;
  if (bare(n.textContent)) found.add(`text ${JSON.stringify(n.textContent.trim())} in ${where(el)}`);
}
for (const el of document.querySelectorAll("[title], [aria-label], [placeholder]")) {
  if (el.closest(skip)) continue;
  for (const name of ["title", "aria-label", "placeholder"]) {
    const v = el.getAttribute(name);
    if (v !== null && bare(v)) found.add(`${name} ${JSON.stringify(v)} of ${where(el)}`);
  }
}
for (const option of document.querySelectorAll("select option")) {
  const select = option.closest("select");
  if (option.closest(skip) || !shown(select)) continue;
  if (bare(option.textContent)) found.add(`option ${JSON.stringify(option.textContent)} of ${where(select)}`);
}
return [...found];
"##;

async fn unsaid(app: &App) -> Vec<String> {
    let found = app.js(UNSAID).await;
    found.as_array().expect("a list").iter().map(|v| v.as_str().unwrap_or_default().to_string()).collect()
}

/// Settings in the data directory: the language chosen, and no questions asked.
fn settings_with(dir: &std::path::Path, language: &str) {
    std::fs::create_dir_all(dir.join("records")).expect("records dir");
    std::fs::write(dir.join("records/settings.json"), json!({ "askLeave": false, "askAssist": false, "language": language }).to_string()).expect("settings");
}

#[tokio::test]
async fn every_screen_says_only_what_the_catalogue_says() {
    let data = tempfile::tempdir().expect("data dir");
    settings_with(data.path(), "en-XA");
    let menu = data.path().join("menu.txt");
    let app = App::launch_with(Some(data.path().to_path_buf()), &[("TESSERA_E2E_MENU", menu.to_str().expect("utf-8"))]).await;
    app.wait_js("the pseudo-language", "return document.documentElement.lang", json!("en-XA")).await;
    let mut found = Vec::new();
    found.extend(unsaid(&app).await.into_iter().map(|f| format!("start: {f}")));
    tour(&app, async |screen: &str| {
        app.shot(&format!("pseudo-{}", screen.to_lowercase().replace([' ', '\''], "-"))).await;
        found.extend(unsaid(&app).await.into_iter().map(|f| format!("{screen}: {f}")));
    })
    .await;
    app.close().await;
    let said = std::fs::read_to_string(&menu).expect("the menu's words");
    for line in said.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if !(line.starts_with('[') && line.ends_with(']')) {
            found.push(format!("menu: {line:?}"));
        }
    }
    assert!(found.is_empty(), "{} words not from the catalogue:\n{}", found.len(), found.join("\n"));
}

/// The check can fail: a word written into the page, a tooltip and an option are found, and a
/// message with a variable in it is not.
#[tokio::test]
async fn a_word_not_from_the_catalogue_is_found() {
    let data = tempfile::tempdir().expect("data dir");
    settings_with(data.path(), "en-XA");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    app.wait_js("the pseudo-language", "return document.documentElement.lang", json!("en-XA")).await;
    assert_eq!(unsaid(&app).await, Vec::<String>::new(), "the first screen is clean");
    app.js("document.getElementById('seed-line').textContent = 'Seed 12'; document.getElementById('undo-button').title = 'Undo'; \
            document.getElementById('difficulty').append(new Option('Huge', 'huge')); \
            document.getElementById('clicks-line').textContent = '[Ƈŀīīƈķş 3 (F2)]'; return true").await;
    let found: Vec<Value> = unsaid(&app).await.into_iter().map(Value::from).collect();
    assert_eq!(
        found,
        [json!("text \"Seed 12\" in span#seed-line"), json!("title \"Undo\" of button#undo-button"), json!("option \"Huge\" of select#difficulty")],
    );
    app.close().await;
}

/// What does not fit on the screen shown: a toolbar in more than one row, a label or button
/// whose words are cut off or run out of it, an open dialog that scrolls.
const UNFITTING: &str = r##"
  const seen = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "");
  const out = [];
  for (const bar of document.querySelectorAll("main:not([hidden]) .toolbar")) {
    const tops = new Set([...bar.children].filter(seen).map((c) => Math.round(c.getBoundingClientRect().top)));
    const kids = [...bar.children].filter(seen);
    const needs = kids.reduce((sum, c) => sum + c.getBoundingClientRect().width, 0) + parseFloat(getComputedStyle(bar).columnGap || 0) * (kids.length - 1);
    if (tops.size > 1) out.push(name(bar.closest("main")) + " toolbar wraps to " + tops.size + " rows (needs " + Math.round(needs) + " px of " + bar.clientWidth + ")");
  }
  for (const el of document.querySelectorAll("button, label, select, th, h1, h2, h3, legend, summary, .badge, .tab")) {
    if (!seen(el) || getComputedStyle(el).display.startsWith("inline") && el.tagName !== "BUTTON" && el.tagName !== "SELECT") continue;
    if (el.scrollWidth > el.clientWidth + 1) out.push(name(el) + " cut off: \"" + el.textContent.trim().slice(0, 40) + "\"");
  }
  for (const dialog of document.querySelectorAll("dialog[open]")) {
    if (dialog.scrollHeight > dialog.clientHeight + 1) out.push(name(dialog) + " scrolls");
  }
  return out;
"##;

/// The tour in every language shipped: each screen kept (with `TESSERA_SHOTS`) for a person to
/// look at, the page in that language throughout, and at the default window size nothing
/// fits worse than it does in English: no toolbar wraps, no label is cut off, no dialog scrolls.
#[tokio::test]
async fn every_screen_in_every_language() {
    let mut english = std::collections::BTreeMap::new();
    let mut unfit_by_language = Vec::new();
    for language in tessera_app::l10n::catalogue::LANGUAGES.iter().map(|l| l.tag) {
        let data = tempfile::tempdir().expect("data dir");
        settings_with(data.path(), language);
        let app = App::launch_in(Some(data.path().to_path_buf())).await;
        app.wait_js("the language", "return document.documentElement.lang", json!(language)).await;
        let mut seen = 0;
        let mut worse = Vec::new();
        tour(&app, async |screen: &str| {
            app.shot(&format!("{}-{}", language.to_lowercase(), screen.to_lowercase().replace([' ', '\''], "-"))).await;
            assert_eq!(app.js("return document.documentElement.lang").await, json!(language), "{screen}");
            let unfit = app.js(UNFITTING).await;
            let unfit: Vec<String> = unfit.as_array().expect("a list").iter().map(|v| v.as_str().unwrap_or_default().to_string()).collect();
            if language == "en" {
                english.insert(screen.to_string(), unfit);
            } else {
                let there = english.get(screen).cloned().unwrap_or_default();
                // The same element and trouble (its first two words), whatever its words.
                let what = |p: &String| p.split(' ').take(2).collect::<Vec<_>>().join(" ");
                let known: Vec<String> = there.iter().map(what).collect();
                worse.extend(unfit.iter().filter(|p| !known.contains(&what(p))).map(|p| format!("{screen}: {p}")));
            }
            seen += 1;
        })
        .await;
        assert!(seen >= 18, "{language}: {seen} screens");
        unfit_by_language.extend(worse.into_iter().map(|w| format!("{language}: {w}")));
        app.close().await;
    }
    assert!(unfit_by_language.is_empty(), "fits worse than English at 960x720: {unfit_by_language:#?}");
}
