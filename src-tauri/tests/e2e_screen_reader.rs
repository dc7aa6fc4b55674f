//! Played as a screen reader's user plays: with keys only, reading only what assistive
//! technology reads (the ARIA grid's cell labels, the live regions), never the page's private
//! state. The 15-puzzle here; Minesweeper's grid is still to come.

mod support;

use serde_json::json;
use support::play::solve_3x3;
use support::*;

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
    let told = said(&app).await;
    assert!(told.starts_with(&format!("{moved} ")), "the move is told: {told:?}");
    app.keys(&keys[1..]).await;
    app.wait_js("the solved board, as read", "return [...document.querySelectorAll('#fifteen-board [role=gridcell]')].map((c) => c.getAttribute('aria-label')).join(' ')", json!("1 2 3 4 5 6 7 8 blank")).await;
    // The result is a polite live region, shown with the time.
    app.wait_js("the result told", "const r = document.getElementById('fifteen-result'); return !r.hidden && r.getAttribute('aria-live') === 'polite' && r.textContent.includes('Solved in')", json!(true)).await;
    app.close().await;
}
