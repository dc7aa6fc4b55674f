//! Played as a screen reader's user plays: with keys only, reading only what assistive
//! technology reads (the ARIA grid's cell labels, the live regions), never the page's private
//! state: a no-guess Minesweeper game won, a 15-puzzle solved.

mod support;

use fantoccini::Locator;
use serde_json::{json, Value};
use support::play::solve_3x3;
use support::*;
use tessera::minesweeper::solver::{analyse, Position};
use tessera::minesweeper::BoardSpec;

/// The Minesweeper grid as a screen reader reads it: its size, each cell's place and label in
/// the page, the focused cell's place, and the live regions.
struct MinesRead {
    width: usize,
    height: usize,
    labels: Vec<Option<String>>,
    focused: Option<usize>,
    said: String,
    count: String,
}

async fn read_mines(app: &App) -> MinesRead {
    let v = app
        .js("const g = document.getElementById('board-grid');
             if (g.getAttribute('role') !== 'grid') return null;
             const place = (c) => [Number(c.parentElement.getAttribute('aria-rowindex')) - 1, Number(c.getAttribute('aria-colindex')) - 1];
             const cells = [...g.querySelectorAll('[role=row] [role=gridcell]')].map((c) => [...place(c), c.getAttribute('aria-label')]);
             const a = document.activeElement;
             return { width: Number(g.getAttribute('aria-colcount')), height: Number(g.getAttribute('aria-rowcount')), cells,
                      focused: a && a.getAttribute('role') === 'gridcell' && g.contains(a) ? place(a) : null,
                      said: document.getElementById('mines-said').textContent,
                      count: document.querySelector('[role=status]#mines-count').textContent }")
        .await;
    let width = v["width"].as_u64().expect("aria-colcount") as usize;
    let height = v["height"].as_u64().expect("aria-rowcount") as usize;
    let mut labels = vec![None; width * height];
    for c in v["cells"].as_array().expect("cells") {
        let (r, col) = (c[0].as_u64().expect("row") as usize, c[1].as_u64().expect("col") as usize);
        labels[r * width + col] = Some(c[2].as_str().expect("a label").to_string());
    }
    let focused = match &v["focused"] {
        Value::Array(p) => Some(p[0].as_u64().expect("row") as usize * width + p[1].as_u64().expect("col") as usize),
        _ => None,
    };
    let text = |k: &str| v[k].as_str().unwrap_or_default().to_string();
    MinesRead { width, height, labels, focused, said: text("said"), count: text("count") }
}

/// A label's number: `Some(n)` for an open cell ("empty", "3 mines"), `None` for a covered one.
fn number(label: &str) -> Option<u8> {
    match label {
        "empty" => Some(0),
        "covered" | "flagged" | "question mark" => None,
        _ => Some(label.split(' ').next().and_then(|n| n.parse().ok()).unwrap_or_else(|| panic!("a label a player can read: {label:?}"))),
    }
}

/// Moves the cursor to `to` with arrow keys and presses Space; waits for the cell to open.
async fn open_by_keys(app: &App, from: usize, to: usize, width: usize) -> MinesRead {
    let (dr, dc) = ((to / width) as i64 - (from / width) as i64, (to % width) as i64 - (from % width) as i64);
    let mut keys = Vec::new();
    keys.extend(std::iter::repeat_n(if dr < 0 { UP_ARROW } else { DOWN_ARROW }, dr.unsigned_abs() as usize));
    keys.extend(std::iter::repeat_n(if dc < 0 { LEFT_ARROW } else { RIGHT_ARROW }, dc.unsigned_abs() as usize));
    app.keys(&keys).await;
    // The focus is the cursor: it moved with the arrows.
    let at = read_mines(app).await;
    assert_eq!(at.focused, Some(to), "the focused grid cell after the arrows");
    assert_eq!(at.labels[to].as_deref(), Some("covered"), "the cell to open, as read");
    open_and_hear(app, to).await
}

/// Presses Space on the cursor's cell `at`, and waits until it is open and what that did is
/// told: the words come with the panels, in the frame after the cells' (ui/mines/view.js
/// drawPanels). They are cleared first, so that the words read are this opening's.
async fn open_and_hear(app: &App, at: usize) -> MinesRead {
    app.js("document.getElementById('mines-said').textContent = ''; return true").await;
    app.keys(&[' ']).await;
    poll(TIMEOUT, async || {
        let now = read_mines(app).await;
        if now.labels[at].as_deref() == Some("covered") {
            Err(format!("cell {at} still covered"))
        } else if now.said.is_empty() {
            Err(format!("cell {at} open, its opening not yet told"))
        } else {
            Ok(now)
        }
    })
    .await
    .expect("the cell opened by Space, and told")
}

#[tokio::test]
async fn a_no_guess_minesweeper_game_is_won_by_keys_and_labels_alone() {
    let app = App::launch().await;
    // Set up as any player would: a custom 9x9 with 10 mines, no guessing, a chosen seed.
    app.custom(9, 9, 10, "").await.expect("custom game");
    app.client.find(Locator::Id("first-click")).await.expect("first-click menu").select_by_value("noGuess").await.expect("no guessing");
    app.wait_js("the no-guess policy shown", "return document.getElementById('policy-badge').textContent", json!("No guessing")).await;
    app.custom(9, 9, 10, "20261126").await.expect("seeded game");

    // From here, keys and what assistive technology reads only.
    let start = read_mines(&app).await;
    assert_eq!((start.width, start.height), (9, 9));
    assert!(start.labels.iter().all(|l| l.as_deref() == Some("covered")), "a fresh board, every cell covered: {:?}", start.labels);
    assert_eq!(start.count, "10 mines left");
    let first = start.focused.expect("the focus on a grid cell after the dialog");
    let mut now = open_and_hear(&app, first).await;
    let mut cursor = first;
    let mut opens = 1;
    loop {
        if now.said.starts_with("Won in ") {
            break;
        }
        assert!(now.said.starts_with("Opened"), "an opening is told: {:?}", now.said);
        let cells: Vec<Option<u8>> = now.labels.iter().map(|l| number(l.as_deref().expect("every cell in sight"))).collect();
        let spec = BoardSpec::new(9, 9, 10).expect("spec");
        let position = Position::new(spec.dims(), spec.mines(), cells).expect("a position read from the labels");
        let analysis = analyse(&position).expect("a consistent position");
        // A no-guess board: logic alone always proves a covered cell safe. The nearest is next.
        let next = analysis
            .safe_cells()
            .filter(|&i| position.is_covered(i))
            .min_by_key(|&i| (i / 9).abs_diff(cursor / 9) + (i % 9).abs_diff(cursor % 9))
            .unwrap_or_else(|| panic!("a cell proved safe on a no-guess board, from {:?}", now.labels));
        now = open_by_keys(&app, cursor, next, 9).await;
        cursor = next;
        opens += 1;
        assert!(opens < 81, "more openings than cells");
    }
    eprintln!("won with {opens} openings by keys");
    let end = read_mines(&app).await;
    assert!(end.said.contains(" s: every safe cell is open."), "the win told with its time: {:?}", end.said);
    let covered = end.labels.iter().filter(|l| matches!(l.as_deref(), Some("covered" | "flagged" | "mine"))).count();
    assert_eq!(covered, 10, "only the ten mines left unopened: {:?}", end.labels);
    app.wait_js("the result told", "const r = document.getElementById('result'); return !r.hidden && r.getAttribute('aria-live') === 'polite' && r.textContent.includes('Cleared in')", json!(true)).await;
    app.close().await;
}

/// The board as a screen reader reads it: each grid cell's label, row by row.
async fn grid(app: &App) -> Vec<String> {
    let labels = app
        .js("const g = document.getElementById('fifteen-board');
             if (g.getAttribute('role') !== 'grid') return null;
             return [...g.querySelectorAll('[role=row]')].flatMap((r) => [...r.querySelectorAll('[role=gridcell]')].map((c) => c.getAttribute('aria-label')))")
        .await;
    labels.as_array().expect("a grid of rows of cells").iter().map(|l| l.as_str().expect("a label").to_string()).collect()
}

async fn said(app: &App) -> String {
    app.js("return document.getElementById('fifteen-said').textContent").await.as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn a_15_puzzle_is_solved_by_keys_and_labels_alone() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    app.enter_state("4 1 3/7 2 5/0 8 6").await.expect("state");
    let labels = grid(&app).await;
    assert_eq!(labels, ["4", "1", "3", "7", "2", "5", "blank", "8", "6"]);
    let tiles: Vec<u64> = labels.iter().map(|l| if l == "blank" { 0 } else { l.parse().expect("a number") }).collect();
    let keys = solve_3x3(&tiles);
    // The first move is told: the tile that moved and where.
    app.keys(&keys[..1]).await;
    let first = grid(&app).await;
    let moved = tiles.iter().zip(&first).find(|(t, l)| **t == 0 && l.as_str() != "blank").map(|(_, l)| l.clone()).expect("a tile moved into the blank");
    // Told in the move's own frame, with its tiles and figures (ui/fifteen/view.js move).
    let told = poll(TIMEOUT, async || {
        let told = said(&app).await;
        if told.is_empty() { Err("the first move not yet told".to_string()) } else { Ok(told) }
    })
    .await
    .expect("the first move told");
    assert!(told.starts_with(&format!("{moved} ")), "the move is told: {told:?}");
    app.keys(&keys[1..]).await;
    app.wait_js("the solved board, as read", "return [...document.querySelectorAll('#fifteen-board [role=gridcell]')].map((c) => c.getAttribute('aria-label')).join(' ')", json!("1 2 3 4 5 6 7 8 blank")).await;
    // The result is a polite live region, shown with the time.
    app.wait_js("the result told", "const r = document.getElementById('fifteen-result'); return !r.hidden && r.getAttribute('aria-live') === 'polite' && r.textContent.includes('Solved in')", json!(true)).await;
    app.close().await;
}
