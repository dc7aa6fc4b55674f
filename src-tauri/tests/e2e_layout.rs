//! The layout at the default 960x720 window and at 1380x880: each toolbar one row of groups in
//! every mode, buttons whose label changes keep their width, the boards use the window, and the
//! result of a game is in view without scrolling. Screenshots of each (with `TESSERA_SHOTS`).

mod support;

use serde_json::{json, Value};
use support::play::{lose_mines, scramble_size, solve_fifteen_3x3, win_mines};
use support::*;

/// The toolbar's controls in sight, as `[name, top, bottom, left, right]`, and the window's width.
async fn toolbar(app: &App, view: &str) -> (Vec<(String, f64, f64, f64, f64)>, f64) {
    let v = app
        .js(&format!(
            "const items = [...document.querySelectorAll('#{view}-view .toolbar :is(button, select, input)')].filter((e) => e.getClientRects().length > 0);
             return {{ width: document.documentElement.clientWidth, items: items.map((e) => {{ const r = e.getBoundingClientRect(); return [e.id || e.textContent, r.top, r.bottom, r.left, r.right]; }}) }};"
        ))
        .await;
    let items = v["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|i| (i[0].as_str().unwrap_or("").to_string(), f(&i[1]), f(&i[2]), f(&i[3]), f(&i[4])))
        .collect();
    (items, f(&v["width"]))
}

fn f(v: &Value) -> f64 {
    v.as_f64().expect("a number")
}

/// Fails unless every control of the view's toolbar sits on one row, inside the window.
async fn one_row(app: &App, view: &str, case: &str) {
    app.shot(&format!("layout-toolbar-{case}")).await;
    let (items, width) = toolbar(app, view).await;
    assert!(items.len() >= 5, "{case}: the toolbar's controls: {items:?}");
    let first = &items[0];
    for (name, top, bottom, left, right) in &items {
        let middle = (top + bottom) / 2.0;
        assert!((middle - (first.1 + first.2) / 2.0).abs() <= 3.0, "{case}: {name} is on another row than {}: {items:?}", first.0);
        assert!(*left >= 0.0 && *right <= width, "{case}: {name} is outside the window ({left}..{right} of {width}): {items:?}");
    }
}

async fn width_of(app: &App, id: &str) -> f64 {
    f(&app.js(&format!("return document.getElementById('{id}').getBoundingClientRect().width")).await)
}

#[tokio::test]
async fn every_toolbar_is_one_row_at_960_px_in_every_mode_and_its_buttons_keep_their_width() {
    let app = App::launch().await;
    assert_eq!(app.js("return window.innerWidth").await, json!(960), "the default window");
    for mode in ["manual", "semi", "full"] {
        app.set_setting("solverMode", mode).await;
        app.wait_js("the mode", "return document.getElementById('hint-button').getAttribute('aria-disabled')", json!((mode == "manual").to_string())).await;
        one_row(&app, "mines", &format!("mines-{mode}")).await;
    }
    // The solver's controls are there in manual too, off, saying where to turn them on.
    app.set_setting("solverMode", "manual").await;
    app.wait_js("the hint's tooltip", "return document.getElementById('hint-button').title", json!("Hint is off: turn it on in Settings > Solver (semi-auto or full auto).")).await;
    app.click_on("#hint-button").await;
    app.wait_text("#solver-line", "Hint is off: turn it on in Settings > Solver (semi-auto or full auto).").await;

    // Pause and Resume, Auto and Stop: one width.
    app.set_setting("solverMode", "full").await;
    app.choose("expert", 30, 16).await;
    app.click(8, 15).await;
    app.wait_until("a game under way", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    let pause = width_of(&app, "pause-button").await;
    app.click_on("#pause-button").await;
    app.wait_text("#pause-button", "Resume").await;
    assert_eq!(width_of(&app, "pause-button").await, pause, "Resume as wide as Pause");
    one_row(&app, "mines", "mines-paused").await;
    app.click_on("#pause-button").await;
    app.wait_text("#pause-button", "Pause").await;
    let auto = width_of(&app, "auto-button").await;
    let speed = app.client.find(fantoccini::Locator::Id("auto-speed")).await.expect("speed");
    speed.select_by_value("step").await.expect("step speed");
    app.click_on("#auto-button").await;
    app.wait_text("#auto-button", "Stop").await;
    assert_eq!(width_of(&app, "auto-button").await, auto, "Stop as wide as Auto");
    app.click_on("#auto-button").await;

    app.switch_to("fifteen").await;
    for mode in ["single", "relay", "marathon", "blind"] {
        let select = app.client.find(fantoccini::Locator::Id("fifteen-mode")).await.expect("mode");
        select.select_by_value(mode).await.expect("mode");
        app.wait_fifteen("the mode's board", |s| {
            s["status"] == "ready" && if mode == "single" { s["run"].is_null() } else { s["run"]["mode"]["kind"] == mode }
        })
        .await;
        one_row(&app, "fifteen", &format!("fifteen-{mode}")).await;
        if mode == "relay" {
            // The relay's sizes in full, not "3x3, 4x4, 5".
            let whole = "const i = document.getElementById('fifteen-relay'); return [i.value, i.scrollWidth <= i.clientWidth]";
            assert_eq!(app.js(whole).await, json!(["3x3, 4x4, 5x5", true]), "the relay's sizes shown whole");
        }
    }
    let select = app.client.find(fantoccini::Locator::Id("fifteen-mode")).await.expect("mode");
    select.select_by_value("single").await.expect("mode");
    app.wait_fifteen("a single solve", |s| s["status"] == "ready" && s["run"].is_null()).await;
    // A 3x3, whose solution needs no pattern tables: on a 4x4, Stop shows only once the tables
    // are built, at the lowest priority, which a busy machine can hold back for longer than
    // any wait here (the width is the same on every size).
    scramble_size(&app, 3).await;
    let solve = width_of(&app, "fifteen-solve").await;
    let speed = app.client.find(fantoccini::Locator::Id("fifteen-solve-speed")).await.expect("speed");
    speed.select_by_value("slow").await.expect("slow");
    app.click_on("#fifteen-solve").await;
    app.wait_text("#fifteen-solve", "Stop").await;
    assert_eq!(width_of(&app, "fifteen-solve").await, solve, "Stop as wide as Solve");
    app.click_on("#fifteen-solve").await;
    app.close().await;
}

/// Where the board and the result are, and whether the page scrolls: `[board, result, window]`
/// as `{left, top, right, bottom}`, and the page's own overflow.
async fn placement(app: &App, board: &str, result: &str) -> Value {
    app.js(&format!(
        "const box = (e) => {{ const r = e.getBoundingClientRect(); return {{ left: r.left, top: r.top, right: r.right, bottom: r.bottom }}; }};
         const page = document.scrollingElement;
         return {{ board: box(document.querySelector('{board}')), result: box(document.querySelector('{result}')),
                  width: document.documentElement.clientWidth, height: window.innerHeight,
                  scrolls: page.scrollHeight > page.clientHeight || page.scrollWidth > page.clientWidth,
                  side: document.querySelector('{result}').classList.contains('beside') }};"
    ))
    .await
}

/// Fails unless the result is wholly in the window and the page does not scroll.
fn in_view(p: &Value, case: &str) {
    let r = &p["result"];
    assert!(
        f(&r["top"]) >= 0.0 && f(&r["left"]) >= 0.0 && f(&r["bottom"]) <= f(&p["height"]) && f(&r["right"]) <= f(&p["width"]),
        "{case}: the result is not wholly in view: {p}"
    );
    assert_eq!(p["scrolls"], json!(false), "{case}: the page scrolls: {p}");
}

/// Fails unless a cell one pixel bigger would not fit: the board meets the window's height
/// (within 2 pixels a row: the cell is a whole number of pixels) or its width, or its width
/// less the room kept on each side for a result beside it (fit.js: 220 px and two 20 px gaps),
/// which the cell leaves when that costs it at most a sixth, whether a result shows or not.
fn fills(p: &Value, rows: f64, cols: f64, below: f64, case: &str) {
    let b = &p["board"];
    let room_down = f(&p["height"]) - f(&b["bottom"]) - below;
    let room_across = f(&p["width"]) - (f(&b["right"]) - f(&b["left"]));
    let beside = 2.0 * (220.0 + 2.0 * 20.0);
    let meets = |room: f64| room < 2.0 * cols + 48.0;
    assert!(
        room_down < 2.0 * rows || meets(room_across) || meets(room_across - beside),
        "{case}: the board leaves {room_down} px below and {room_across} across: {p}"
    );
}

#[tokio::test]
async fn the_boards_use_the_window_and_every_result_is_in_view_at_both_sizes() {
    let app = App::launch().await;
    for (width, height) in [(0, 0), (1380, 880)] {
        if width > 0 {
            app.client.set_window_size(width, height).await.expect("window size");
            app.wait_js("the new size", "return window.innerWidth", json!(width)).await;
        }
        let size = app.js("return `${window.innerWidth}x${window.innerHeight}`").await;
        let size = size.as_str().expect("size");
        // Minesweeper: Beginner fresh, then an Expert-sized win (the result over the board, or beside).
        app.choose("beginner", 9, 9).await;
        app.shot(&format!("layout-{size}-mines-beginner")).await;
        let p = placement(&app, "#mines-stage .mines-frame", "#result").await;
        // Under the board: the gaps and the solver's line (60 px), then the status line.
        let below = 60.0 + f(&app.js("return document.querySelector('#mines-view .status-line').offsetHeight").await);
        fills(&p, 9.0, 9.0, below, &format!("Beginner at {size}"));
        app.choose("intermediate", 16, 16).await;
        app.shot(&format!("layout-{size}-mines-intermediate")).await;
        win_mines(&app, 30, 16, 12, None).await;
        app.wait_js("the figures", "return !!document.querySelector('#result .figures')", json!(true)).await;
        app.shot(&format!("layout-{size}-mines-30x16-won")).await;
        let p = placement(&app, "#mines-stage .mines-frame", "#result").await;
        fills(&p, 16.0, 30.0, below, &format!("30x16 at {size}"));
        in_view(&p, &format!("the 30x16 win at {size}"));
        // The result over the board can be closed: the board is there as it ended.
        if p["side"] == json!(false) {
            app.click_on("#result .result-close").await;
            app.wait_js("the result closed", "return document.getElementById('result').hidden", json!(true)).await;
        }
        // The 15-puzzle: a 3x3 solved, its result (and its Replay) in view.
        app.switch_to("fifteen").await;
        scramble_size(&app, 4).await;
        app.shot(&format!("layout-{size}-fifteen-4x4")).await;
        let p = placement(&app, "#fifteen-board", "#fifteen-result").await;
        fills(&p, 4.0, 4.0, 78.0, &format!("4x4 at {size}"));
        scramble_size(&app, 3).await;
        solve_fifteen_3x3(&app).await;
        app.wait_fifteen("the optimal length", |s| !s["optimal"].is_null()).await;
        app.shot(&format!("layout-{size}-fifteen-solved")).await;
        let p = placement(&app, "#fifteen-board", "#fifteen-result").await;
        in_view(&p, &format!("the 3x3 solve at {size}"));
        let replay = app.js("const r = document.querySelector('#fifteen-result .replay-game').getBoundingClientRect(); return r.bottom <= window.innerHeight && r.height > 0").await;
        assert_eq!(replay, json!(true), "the Replay button in view at {size}");
        app.switch_to("records").await;
        app.shot(&format!("layout-{size}-records")).await;
        app.switch_to("mines").await;
    }
    app.close().await;
}

/// A result's headline that wraps keeps its time whole: its lines balanced, never a lone unit
/// ("Exploded after 0.054" over "s", in the narrow panel beside a 9x9 board at 960x720).
#[tokio::test]
async fn a_wrapped_result_headline_keeps_its_lines_balanced() {
    let app = App::launch().await;
    lose_mines(&app).await;
    let script = "const h = document.querySelector('#result .headline'); const r = document.createRange(); r.selectNodeContents(h);
                  return { beside: document.getElementById('result').classList.contains('beside'), lines: [...r.getClientRects()].map((x) => x.width) }";
    let found = app.js(script).await;
    let lines: Vec<f64> = found["lines"].as_array().expect("lines").iter().map(f).collect();
    assert_eq!(found["beside"], json!(true), "the result beside the board: {found}");
    assert!(lines.len() > 1, "the headline wraps in the panel beside the board: {found}");
    let (shortest, longest) = lines.iter().fold((f64::MAX, 0f64), |(lo, hi), &w| (lo.min(w), hi.max(w)));
    assert!(shortest >= 0.4 * longest, "the headline's lines {lines:?}: one nearly empty");
    app.shot("layout-result-headline-lost").await;
    app.close().await;
}

/// The lines under the 15-puzzle keep their place however many lines they wrap to: in a
/// window too small for the smallest board the view scrolls rather than draw the board over
/// them (its box had shrunk under its tiles). Checked with a newcomer's guidance
/// under the board, which wraps to two lines in a window 640 px wide: at 640x480 all of it in
/// view, at 600x380 (too small) in its order.
#[tokio::test]
async fn the_lines_under_the_15_puzzle_keep_their_place_as_they_wrap() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    scramble_size(&app, 4).await;
    let read = "const box = (s) => document.querySelector(s).getBoundingClientRect();
        const [board, hint, status, view] = ['#fifteen-board', '#fifteen-hint-line', '#fifteen-view .status-line', '#fifteen-view'].map(box);
        const text = document.createRange(); text.selectNodeContents(document.querySelector('#fifteen-hint-line'));
        const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
        return { board: board.bottom, hint: [hint.top, hint.bottom], status: [status.top, status.bottom], view: view.bottom, lines,
                 scrolls: document.getElementById('fifteen-view').scrollHeight > document.getElementById('fifteen-view').clientHeight };";
    for (width, height) in [(640, 480), (600, 380)] {
        app.client.set_window_size(width, height).await.expect("window size");
        app.wait_js("the new size", "return window.innerWidth", json!(width)).await;
        let p = app.js(read).await;
        let case = format!("at {width}x{height}");
        assert!(p["lines"].as_f64().expect("lines") >= 2.0, "{case}: the guidance wraps, as this test needs: {p}");
        assert!(f(&p["board"]) <= f(&p["hint"][0]), "{case}: the board runs over the line under it: {p}");
        assert!(f(&p["hint"][1]) <= f(&p["status"][0]), "{case}: the line under the board runs over the status line: {p}");
        if height == 480 {
            assert!(f(&p["status"][1]) <= f(&p["view"]) && p["scrolls"] == json!(false), "{case}: the status line out of view: {p}");
        }
        app.shot(&format!("layout-fifteen-guidance-{width}x{height}")).await;
    }
    app.close().await;
}

/// The live counters take their room: a line under the board where it is wide (the board made
/// smaller for it, never cut off and scrolled), a column beside it where the window leaves
/// room; off, the board has its room back.
#[tokio::test]
async fn the_counters_take_their_room_and_the_whole_board_stays_in_view() {
    const FITS: &str = "const s = document.getElementById('board-scroll'); const c = document.getElementById('mines-counters'); \
        const status = document.querySelector('#mines-view .status-line').getBoundingClientRect(); \
        const page = document.scrollingElement; \
        return { scrolls: s.scrollHeight > s.clientHeight + 1 || s.scrollWidth > s.clientWidth + 1, \
                 pageScrolls: page.scrollHeight > page.clientHeight, \
                 beside: c.classList.contains('beside'), hidden: c.hidden, \
                 above: c.hidden || c.getBoundingClientRect().bottom <= status.top + 1, \
                 cell: window.__tesseraMines().cellCss }";
    let app = App::launch().await;
    app.choose("expert", 30, 16).await;
    let off = app.js(FITS).await;
    assert_eq!((off["scrolls"].clone(), off["hidden"].clone()), (json!(false), json!(true)), "{off}");
    app.click_on("#settings-button").await;
    app.click_on("#settings-dialog [name=counters]").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    app.wait_js("the counters shown", "return document.getElementById('mines-counters').hidden", json!(false)).await;
    let on = app.js(FITS).await;
    app.shot("layout-counters-under").await;
    assert_eq!(on["beside"], json!(false), "under the board in the default window: {on}");
    assert_eq!((on["scrolls"].clone(), on["pageScrolls"].clone(), on["above"].clone()), (json!(false), json!(false), json!(true)), "{on}");
    assert!(f(&on["cell"]) < f(&off["cell"]), "the board made room for them: {off} {on}");
    // A narrower board leaves room beside it.
    app.choose("beginner", 9, 9).await;
    app.wait_js("the counters beside the board", "return document.getElementById('mines-counters').classList.contains('beside')", json!(true)).await;
    let beside = app.js(FITS).await;
    app.shot("layout-counters-beside").await;
    assert_eq!((beside["scrolls"].clone(), beside["pageScrolls"].clone()), (json!(false), json!(false)), "{beside}");
    app.choose("expert", 30, 16).await;
    assert_eq!(app.js(FITS).await["cell"], on["cell"], "under the board again, as before");
    app.click_on("#settings-button").await;
    app.click_on("#settings-dialog [name=counters]").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    app.wait_js("the counters hidden", "return document.getElementById('mines-counters').hidden", json!(true)).await;
    app.wait_js("the board's room back", "return window.__tesseraMines().cellCss", off["cell"].clone()).await;
    app.close().await;
}
