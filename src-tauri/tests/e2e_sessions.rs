//! 15-puzzle sessions and best lists end to end: two solves in the real app show in the line
//! under the board and in the records view's session (figures, averages and histograms) and in the size's best list; "New
//! session" begins an empty one, the earlier one can be looked back at, and both are still
//! there after a restart.

mod support;

use serde_json::json;
use support::play::{scramble_size, solve_fifteen_3x3};
use support::*;

const SOLVES: &str = "return document.querySelector('#records-session [data-stat=sessionSolves]')?.textContent ?? document.querySelector('#records-session-body p.empty')?.textContent ?? null";
const OPTIONS: &str = "return document.getElementById('records-session-pick')?.options.length ?? null";

async fn solve_a_new_3x3(app: &App) -> (usize, u64) {
    scramble_size(app, 3).await;
    let moves = solve_fifteen_3x3(app).await;
    let time = app.fifteen().await["summary"]["time"].as_u64().expect("ms");
    (moves, time)
}

#[tokio::test]
async fn a_session_shows_its_solves_and_is_kept_after_a_new_one_and_a_restart() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    app.switch_to("fifteen").await;
    let first = solve_a_new_3x3(&app).await;
    app.wait_js("the session's line after one solve", "const t = document.getElementById('fifteen-session').textContent; return t.startsWith('Session: 1 solve · mean ') ? t.endsWith(' · ao5 – · ao12 –') : t", json!(true)).await;
    let solves = [first, solve_a_new_3x3(&app).await];
    app.wait_js("the session's line after two", "return document.getElementById('fifteen-session').textContent.startsWith('Session: 2 solves · mean ')", json!(true)).await;
    app.shot("fifteen-session-line").await;
    app.switch_to("records").await;
    app.wait_js("the session's two solves", SOLVES, json!("2")).await;
    // Its best and worst times, in the figures table's Time row.
    let (best, worst) = (solves.iter().map(|s| s.1).min().expect("two"), solves.iter().map(|s| s.1).max().expect("two"));
    let row = app.js("return [...document.querySelectorAll('#session-figures-3x3 tbody tr')[0].children].map(c => c.textContent)").await;
    assert_eq!(row[0], "Time");
    assert_eq!((row[3].as_str(), row[4].as_str()), (Some(format!("{:.3}", best as f64 / 1000.0).as_str()), Some(format!("{:.3}", worst as f64 / 1000.0).as_str())), "{row}");
    // A histogram of each figure, read out with the count of solves.
    let charts = app.js("return [...document.querySelectorAll('#records-session svg.histogram')].map(c => c.getAttribute('aria-label'))").await;
    let charts: Vec<&str> = charts.as_array().expect("charts").iter().filter_map(|c| c.as_str()).collect();
    assert_eq!(charts.len(), 3, "{charts:?}");
    for (chart, title) in charts.iter().zip(["Time (s): 2 solves", "Moves: 2 solves", "TPS: 2 solves"]) {
        assert!(chart.starts_with(title), "{chart}");
    }
    // The size's best list by moves: the fewer first.
    let pick = app.client.find(fantoccini::Locator::Id("records-fifteen-metric")).await.expect("the best list's picker");
    pick.select_by_value("moves").await.expect("moves");
    let fewest = solves.iter().map(|s| s.0).min().expect("two").to_string();
    app.wait_js("the best list by moves", "const r = document.querySelector('#fifteen-best tbody tr'); return r ? r.children[2].textContent : null", json!(fewest)).await;
    app.js("document.getElementById('records-session').scrollIntoView(); return null").await;
    app.shot("records-session").await;
    // A new session: empty, and the last one still there to look back at.
    app.click_on("#records-session-new").await;
    app.wait_js("an empty session", SOLVES, json!("No solves in this session yet. Solve a scramble to see it here.")).await;
    app.wait_js("two sessions to pick", OPTIONS, json!(2)).await;
    app.close().await;

    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    again.switch_to("records").await;
    again.wait_js("the sessions kept", OPTIONS, json!(2)).await;
    again.wait_js("the new session is empty", SOLVES, json!("No solves in this session yet. Solve a scramble to see it here.")).await;
    let earlier = again.js("return document.getElementById('records-session-pick').options[1].value").await;
    let pick = again.client.find(fantoccini::Locator::Id("records-session-pick")).await.expect("the session picker");
    pick.select_by_value(earlier.as_str().expect("a moment")).await.expect("the earlier session");
    again.wait_js("the earlier session's solves", SOLVES, json!("2")).await;
    again.close().await;
}
