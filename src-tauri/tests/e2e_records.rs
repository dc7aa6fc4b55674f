//! Records end to end: win a seeded Minesweeper game and solve a seeded 15-puzzle in the real
//! app, see them in the records view, restart the app, and find them still there.

mod support;

use serde_json::{json, Value};
use support::play::{solve_fifteen_3x3, win_mines};
use support::*;

async fn records_view(app: &App) -> Value {
    app.switch_to("records").await;
    let loaded = poll(TIMEOUT, async || {
        let v = app.js("return window.__tesseraRecords ? window.__tesseraRecords() : null").await;
        if v.is_null() { Err("not loaded".to_string()) } else { Ok(v) }
    })
    .await;
    loaded.expect("the records view loads")
}

/// What the records view shows of the two games.
#[derive(Debug, PartialEq)]
struct Page {
    best_row_time: String,
    played: String,
    won: String,
    best: String,
    fewest: String,
}

async fn read(app: &App) -> Page {
    let cells = app.js("return [...document.querySelectorAll('#mines-best tbody tr:first-child td')].map(td => td.textContent)").await;
    Page {
        best_row_time: cells[1].as_str().unwrap_or("(no best times row)").to_string(),
        played: app.text("#records-mines [data-stat=played]").await,
        won: app.text("#records-mines [data-stat=won]").await,
        best: app.text("#records-fifteen [data-stat=bestTime]").await,
        fewest: app.text("#records-fifteen [data-stat=bestMoves]").await,
    }
}

/// Chooses `value` in the records view's picker `id`.
async fn pick(app: &App, id: &str, value: &str) {
    let select = app.client.find(fantoccini::Locator::Id(id)).await.expect("a picker");
    select.select_by_value(value).await.expect("a choice");
}

async fn read_fifteen_best(app: &App) -> String {
    app.text("#records-fifteen [data-stat=bestTime]").await
}

#[tokio::test]
async fn games_are_recorded_shown_and_still_there_after_a_restart() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    // A random game: one on a chosen seed would never enter the best list.
    win_mines(&app, 9, 9, 10, None).await;
    assert!(!app.text("#seed-line").await.contains("chosen"));
    let result = app.text("#result").await;
    assert!(result.contains("First win on Custom 9×9, 10 mines: "), "{result}");
    let mines_time = app.text("#result [data-stat=time]").await.replace(" s", "");
    let panel_figures = app.wait_js_value("the win's figures", "const f = document.querySelector('#result .figures'); return f ? f.textContent : null", std::time::Duration::from_secs(10)).await;

    app.switch_to("fifteen").await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("3x3").await.expect("3x3");
    app.wait_fifteen("a 3x3 scramble", |s| s["width"] == 3 && s["status"] == "ready").await;
    let moves = solve_fifteen_3x3(&app).await;
    let solved = app.fifteen().await;
    let fifteen_time = format!("{:.3}", solved["summary"]["time"].as_u64().expect("ms") as f64 / 1000.0);
    app.wait_text_containing("#fifteen-result", "First single on 3×3").await;
    let report = app.wait_fifteen("the optimal length", |s| !s["optimal"].is_null()).await["optimal"].clone();
    assert_eq!(report["yours"], moves);
    let optimal = report["optimal"].as_u64().expect("optimal");

    let seen = records_view(&app).await;
    assert_eq!(seen["mines"][0]["key"], "custom-9x9-10");
    assert_eq!(seen["fifteen"][0]["key"], "3x3");
    let expected = Page { best_row_time: mines_time, played: "1".into(), won: "1".into(), best: fifteen_time, fewest: moves.to_string() };
    assert_eq!(read(&app).await, expected, "before the restart");
    assert!(app.js("return !!document.querySelector('#records-fifteen svg.chart polyline.times')").await.as_bool().expect("bool"));
    // Minesweeper's charts: the win's time and its 3BV/s.
    let charts = app.js("return [...document.querySelectorAll('#records-mines svg.chart')].map(c => c.getAttribute('aria-label') + ' | ' + c.querySelectorAll('polyline.times').length)").await;
    // Each read out in words (chart.test.js checks the wording's figures).
    let charts: Vec<String> = charts.as_array().expect("charts").iter().map(|c| c.as_str().unwrap_or_default().to_string()).collect();
    assert_eq!(charts.len(), 2, "{charts:?}");
    assert!(charts[0].starts_with("Last win times with their moving average: 1 result; the latest ") && charts[0].ends_with(" s. | 1"), "{charts:?}");
    assert!(charts[1].starts_with("Last wins' 3BV/s with their moving average: 1 result; the latest ") && charts[1].ends_with(". | 1"), "{charts:?}");
    assert_eq!(app.text("#records-mines h3").await, "Last win");
    charts_fill_their_boxes(&app, 3, 400.0).await;
    // The win's figures in its row, as its result panel gave them.
    let figures = app.wait_js_value("the best list's figures", "const c = [...document.querySelectorAll('#mines-best tbody tr:first-child td')].map(td => td.textContent); return c[5] === '…' ? null : c.slice(4, 10)", std::time::Duration::from_secs(10)).await;
    let panel = panel_figures.as_str().expect("text");
    let cells = figures.as_array().expect("cells");
    assert_eq!(cells[0], "NF", "a win without a flag is NF");
    for (label, value) in ["IOE", "RQP", "STNB", "path", "correctness"].iter().zip(&cells[1..]) {
        let value = value.as_str().expect("a figure");
        assert!(panel.split(" · ").any(|part| part == format!("{label} {value}")), "{label} {value} in {panel}");
    }
    // The best lists by another figure and style: the win is NF, so no FL list holds it.
    let rows = "const t = document.querySelector('#mines-best tbody'); return t ? t.rows.length : (document.querySelector('.mines-bests p.empty')?.textContent ?? null)";
    pick(&app, "records-mines-metric", "stnb").await;
    pick(&app, "records-mines-style", "fl").await;
    app.wait_js("no FL win", rows, json!("No wins in this list yet.")).await;
    pick(&app, "records-mines-style", "nf").await;
    app.wait_js("the NF win by STNB", rows, json!(1)).await;
    pick(&app, "records-mines-metric", "time").await;
    pick(&app, "records-mines-style", "any").await;
    app.wait_js("the list by time again", rows, json!(1)).await;
    // The solve is listed with its optimal length and efficiency.
    let row = app.js("return [...document.querySelectorAll('#fifteen-last tbody tr')[0].children].map(c => c.textContent)").await;
    let efficiency = format!("{:.1}%", 100.0 * optimal as f64 / moves as f64);
    assert_eq!(row.as_array().expect("cells")[1..5], [json!(expected.best), json!(moves.to_string()), json!(optimal.to_string()), json!(efficiency)], "{row}");
    assert_eq!(app.text("#records-fifteen [data-stat=efficiency]").await, efficiency);
    // Split by control type: the solve was made with the keys, so the click records have no
    // best and the keyboard records have the solve's.
    pick(&app, "records-fifteen-control", "click").await;
    app.wait_js("no click solve", "return document.querySelector('#records-fifteen [data-stat=bestTime]')?.textContent ?? null", json!("–")).await;
    pick(&app, "records-fifteen-control", "keyboard").await;
    app.wait_js("the keyboard solve", "return document.querySelector('#records-fifteen [data-stat=bestTime]')?.textContent ?? null", json!(expected.best)).await;
    app.shot("records-keyboard").await;
    pick(&app, "records-fifteen-control", "all").await;
    app.shot("records").await;
    app.close().await;

    let file = data.path().join("records").join("records.json");
    assert!(file.is_file(), "saved in the data directory");

    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    records_view(&again).await;
    assert_eq!(read(&again).await, expected, "after the restart");
    // A table resets only after the confirmation.
    again.click_on("#records-mines-reset").await;
    again.click_on("#confirm-dialog button[value=cancel]").await;
    assert_eq!(again.text("#records-mines [data-stat=played]").await, "1", "cancelled: nothing changes");
    again.click_on("#records-mines-reset").await;
    again.click_on("#confirm-ok").await;
    let reset = poll(TIMEOUT, async || {
        let text = again.text("#records-mines").await;
        if text.contains("No games yet") { Ok(()) } else { Err(text) }
    })
    .await;
    reset.expect("the table was reset");
    assert_eq!(read_fifteen_best(&again).await, expected.best, "the other game's records stay");
    // The reset copied the file aside, and Undo brings the table back.
    let undo = again.text("#records-undo").await;
    assert!(undo.starts_with("Undo the reset of "), "{undo}");
    let copies = std::fs::read_dir(data.path().join("records")).expect("dir").filter_map(Result::ok);
    assert_eq!(copies.filter(|e| e.file_name().to_string_lossy().starts_with("records.backup-")).count(), 1);
    again.click_on("#records-undo").await;
    let back = poll(TIMEOUT, async || {
        let played = again.js("return document.querySelector('#records-mines [data-stat=played]')?.textContent ?? null").await;
        if played == json!("1") { Ok(()) } else { Err(played.to_string()) }
    })
    .await;
    back.expect("the reset was undone");
    assert_eq!(again.js("return document.getElementById('records-undo').hidden").await, json!(true));
    again.close().await;
}

#[tokio::test]
async fn a_damaged_records_file_is_moved_aside_and_the_player_is_told_where() {
    let data = tempfile::tempdir().expect("data dir");
    let records = data.path().join("records");
    std::fs::create_dir_all(&records).expect("dir");
    std::fs::write(records.join("records.json"), b"{\"schema\": 1, \"records\": {\"mi").expect("damaged file");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    app.wait_js("a notice about the damaged file", "return document.getElementById('notice').hidden", Value::Bool(false)).await;
    let notice = app.text("#notice-text").await;
    let aside = std::fs::read_dir(&records)
        .expect("dir")
        .filter_map(Result::ok)
        .find(|e| e.file_name().to_string_lossy().starts_with("records.corrupt-"))
        .expect("moved aside");
    assert!(notice.contains(&aside.path().display().to_string()), "{notice}");
    app.close().await;
}

#[tokio::test]
async fn minesweeper_charts_show_the_last_wins_with_their_moving_average() {
    use tessera::records::mines::{Ending, MinesGame};
    let data = tempfile::tempdir().expect("data dir");
    let mut records = tessera::records::Records::default();
    let at = tessera::records::now_local();
    // 130 Expert wins getting faster (with some noise), a loss after every fifth.
    for k in 0..130u64 {
        let time_ms = 160_000 - k * 700 + (k * 7_919 % 23) * 1_000;
        let game = MinesGame { ending: Ending::Won, at, time_ms, three_bv: 150, solved_three_bv: 150, clicks: 190, seed: Some(k), assisted: false, help: Default::default(), chosen_seed: false, proof: true, board: None, path: None, log: None, style: None, figures: None };
        records.record_mines("expert", game.clone());
        if k % 5 == 4 {
            records.record_mines("expert", MinesGame { ending: Ending::Lost, time_ms: 20_000, solved_three_bv: 40, ..game });
        }
    }
    tessera::records::store::Store::open(&data.path().join("records")).store.compact(&records).expect("history saved");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    records_view(&app).await;
    let table = app.client.find(fantoccini::Locator::Id("records-mines-table")).await.expect("table picker");
    table.select_by_value("expert").await.expect("expert");
    let lines = "return [...document.querySelectorAll('#records-mines svg.chart')].map(c => [...c.querySelectorAll('polyline')].map(p => p.getAttribute('class') + ':' + p.getAttribute('points').split(' ').length))";
    let want = json!([["times:100", "ao12:100"], ["times:100", "ao12:100"]]);
    app.wait_js("two charts of 100 wins with their averages", lines, want).await;
    assert_eq!(app.text("#records-mines h3").await, "Last 100 wins");
    // The best list's wide table gives the Minesweeper box the whole row, which it did not
    // have before it was filled: the charts are drawn at the width it has then, ...
    charts_fill_their_boxes(&app, 2, 600.0).await;
    app.js("document.querySelector('#records-mines h3').scrollIntoView(); return true").await;
    app.shot("records-mines-charts").await;
    // ... and drawn again at the width a smaller window leaves them.
    app.client.set_window_size(700, 720).await.expect("window size");
    charts_fill_their_boxes(&app, 2, 400.0).await;
    app.close().await;
}

/// Every chart in the records view is drawn at its box's width: its labels at their written
/// size, and no empty margins either side (a 400-wide drawing had sat in the middle of a
/// panel twice as wide). `count` charts, each wider than `wider_than` px; waited for, as a
/// resized window's page is laid out again after the resize is answered.
async fn charts_fill_their_boxes(app: &App, count: usize, wider_than: f64) {
    let read = format!(
        "const c = [...document.querySelectorAll('#records-view svg.chart')].map(c => [Math.round(c.getBoundingClientRect().width), c.viewBox.baseVal.width]); \
         return {{ count: c.length, misfits: c.filter(([shown, drawn]) => Math.abs(shown - drawn) > 1 || shown <= {wider_than}) }}"
    );
    app.wait_js("every chart drawn at its box's width ([shown, drawn] of those not)", &read, json!({ "count": count, "misfits": [] })).await;
}

/// Dates and numbers follow the system's locale: with the desktop's locale German (`LC_ALL`, as
/// a login session sets it), a win's time has a decimal comma and its date in the best list
/// reads day.month.year, 24-hour.
#[tokio::test]
async fn dates_and_numbers_follow_the_systems_locale() {
    let app = App::launch_with(None, &[("LC_ALL", "de_DE.UTF-8")]).await;
    win_mines(&app, 9, 9, 10, None).await;
    let time = app.text("#result [data-stat=time]").await;
    assert!(time.ends_with(" s") && time.contains(',') && !time.contains('.'), "a German time: {time}");
    app.switch_to("records").await;
    let dates = "return [...document.querySelectorAll('#mines-best tbody td')].map((td) => td.textContent).find((t) => /\\d{2}:\\d{2}/.test(t)) ?? null";
    let date = app.wait_js_value("the win's date", dates, TIMEOUT).await;
    let date = date.as_str().expect("a date");
    assert!(german_short_date(date), "a German short date and time, as 27.11.26, 04:18: {date}");
    app.close().await;
}

/// `DD.MM.YY, HH:MM`.
fn german_short_date(text: &str) -> bool {
    let b = text.as_bytes();
    let digits = |r: std::ops::Range<usize>| r.clone().all(|i| b.get(i).is_some_and(u8::is_ascii_digit));
    b.len() == 15 && digits(0..2) && b[2] == b'.' && digits(3..5) && b[5] == b'.' && digits(6..8) && &text[8..10] == ", " && digits(10..12) && b[12] == b':' && digits(13..15)
}

/// A long history (100,000 solves and 100,000 games, 35 MB) takes seconds to export:
/// meanwhile the message line says what is being done and the view is busy, so that nothing
/// is silent past 150 ms; then the answer replaces it. Its counts are grouped as the
/// system's locale groups them (German: 100.000).
#[tokio::test]
async fn a_long_history_says_what_is_being_done_and_groups_its_counts() {
    const HISTORY: usize = 100_000;
    let data = tempfile::tempdir().expect("data dir");
    tessera::records::store::Store::open(&data.path().join("records")).store.compact(&support::history::big_history(HISTORY)).expect("history saved");
    // The Downloads folder the export writes into, as the desktop's user-dirs file names it
    // (in the data dir's config, the harness's XDG_CONFIG_HOME).
    let (_, downloads) = downloads_in(data.path());
    let app = App::launch_with(Some(data.path().to_path_buf()), &[("LC_ALL", "de_DE.UTF-8")]).await;
    // Every text the message line shows, and whether the view was busy meanwhile.
    let watch = "const m = document.getElementById('records-message'); window.__said = [];
        new MutationObserver(() => window.__said.push([m.textContent, document.getElementById('records-view').getAttribute('aria-busy')]))
          .observe(m, { childList: true, characterData: true, subtree: true }); return true";
    app.js(watch).await;
    records_view(&app).await;
    let table = app.client.find(fantoccini::Locator::Id("records-mines-table")).await.expect("table picker");
    table.select_by_value("expert").await.expect("expert");
    assert_eq!(app.text("#records-mines [data-stat=played]").await, "100.000");
    assert_eq!(app.text("#records-fifteen [data-stat=solves]").await, "100.000");
    app.click_on("#records-export-json").await;
    let saved = poll(std::time::Duration::from_secs(120), async || {
        let text = app.text("#records-message").await;
        if text.starts_with("Saved ") { Ok(text) } else { Err(text) }
    })
    .await
    .expect("the export is told");
    assert!(std::path::Path::new(saved.trim_start_matches("Saved ")).starts_with(&downloads), "{saved}");
    let said = app.js("return window.__said").await;
    println!("the message line said: {said}");
    let said: Vec<(String, String)> = serde_json::from_value(said).expect("texts");
    // Reading the records takes less than the moment here (the figures are kept as the games
    // come), so only the export is told: the line says it, the view is busy, then the answer.
    let exporting = said.iter().position(|(t, _)| t == "Exporting…").unwrap_or_else(|| panic!("the export's wait told: {said:?}"));
    assert_eq!(said[exporting].1, "true", "the view is busy while it waits: {said:?}");
    assert_eq!(said.last().map(|(t, busy)| (t.starts_with("Saved "), busy.as_str())), Some((true, "false")), "{said:?}");
    app.close().await;
}

/// The counters (Settings): off by default; on, they follow the game from what it shows (3BV
/// so far counts the openings and numbers shown) and end on its video's figures.
#[tokio::test]
async fn the_counters_follow_the_game_and_end_on_its_figures() {
    let app = App::launch().await;
    assert_eq!(app.js("return document.getElementById('mines-counters').hidden").await, json!(true), "off by default");
    app.click_on("#settings-button").await;
    app.click_on("#settings-dialog [name=counters]").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    let counter = |label: &'static str| {
        format!("return [...document.querySelectorAll('#mines-counters div')].find((d) => d.firstChild.textContent === '{label}')?.lastChild.textContent ?? null")
    };
    app.custom(9, 9, 10, "20261128").await.expect("a seeded game");
    app.wait_until("the new game", |s| s.is_some_and(|s| s["status"] == "ready")).await;
    app.wait_js("the counters shown", &counter("3BV"), json!("0")).await;
    app.click(4, 4).await;
    let state = app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    // What the board shows decides the count: the first click's opening (or number) is one.
    assert_eq!(app.js(&counter("3BV")).await, json!("1"), "{}", state["cells"]);
    app.wait_js("one effective click", &counter("CE"), json!("1")).await;
    app.shot("mines-counters").await;
    // Play it out; at the end the figures are the game's video's, as in the result.
    win_mines(&app, 9, 9, 10, Some(20261128)).await;
    let figures = app.wait_js_value("the result's figures", "const f = document.querySelector('#result .figures'); return f ? f.textContent : null", std::time::Duration::from_secs(10)).await;
    let ioe = app.js(&counter("IOE")).await;
    assert!(figures.as_str().expect("text").contains(&format!("IOE {} ", ioe.as_str().expect("ioe"))), "{ioe} in {figures}");
    app.close().await;
}
