//! 15-puzzle practice modes end to end: the real app, the mode picked in its selector, legs
//! solved with real key presses.

mod support;

use serde_json::{json, Value};
use support::play::solve_keys;
use support::*;

fn splits(state: &Value) -> usize {
    state["run"]["splits"].as_array().map_or(0, Vec::len)
}

#[tokio::test]
async fn a_relay_is_played_leg_after_leg_on_one_clock_and_recorded_with_its_splits() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let mode = app.client.find(fantoccini::Locator::Id("fifteen-mode")).await.expect("mode picker");
    mode.select_by_value("relay").await.expect("relay");
    let mut state = app.wait_fifteen("the relay's first leg", |s| s["run"]["legs"] == 3 && s["status"] == "ready").await;
    assert_eq!((state["width"].as_u64(), state["run"]["name"].as_str()), (Some(3), Some("Relay 3×3, 4×4, 5×5")));
    assert!(app.text("#fifteen-run").await.contains("leg 1 of 3"));
    let mut pressed = 0;
    for leg in 0..3u64 {
        let keys = solve_keys(&state);
        pressed += keys.len();
        app.keys(&keys).await;
        if leg < 2 {
            let side = leg + 4;
            state = app
                .wait_fifteen(&format!("leg {}", leg + 2), |s| s["run"]["leg"] == leg + 1 && s["width"] == side && s["pending"] == 0)
                .await;
            assert_eq!(state["status"], "running", "the run's clock goes on between legs");
            assert_eq!(splits(&state), leg as usize + 1);
            assert_eq!(state["run"]["legFigures"], json!([]), "the legs' figures come with the result, not with every move");
            let at: Vec<u64> = state["run"]["splits"].as_array().expect("splits").iter().map(|t| t.as_u64().expect("ms")).collect();
            let legs: Vec<String> = (0..at.len()).map(|k| format!("{:.3}", (at[k] - if k > 0 { at[k - 1] } else { 0 }) as f64 / 1000.0)).collect();
            app.wait_text("#fifteen-run", &format!("Relay 3×3, 4×4, 5×5 — leg {} of 3 — splits {}", leg + 2, legs.join(" · "))).await;
            if leg == 0 {
                app.shot("fifteen-relay-leg-2").await;
            }
        }
    }
    let done = app.wait_fifteen("the relay's end", |s| s["status"] == "solved").await;
    assert_eq!(done["summary"]["moves"].as_u64(), Some(pressed as u64), "every leg's moves count");
    assert_eq!(splits(&done), 3);
    let time = done["summary"]["time"].as_u64().expect("time");
    assert_eq!(done["run"]["splits"][2].as_u64(), Some(time), "the last split is the run's time");
    app.wait_js("the legs' table", "return document.querySelectorAll('#fifteen-result table.legs tr').length", 4.into()).await;
    let result = app.text("#fifteen-result").await;
    assert!(result.contains(&format!("Relay 3×3, 4×4, 5×5 in {:.3} s", time as f64 / 1000.0)), "{result}");
    // Each leg's own figures: its time from the splits, its moves adding up to the run's, its
    // scramble's MD, all written in the result.
    let legs = done["run"]["legFigures"].as_array().expect("leg figures");
    assert_eq!(legs.len(), 3);
    assert_eq!(legs.iter().map(|l| l["moves"].as_u64().expect("moves")).sum::<u64>(), pressed as u64);
    assert_eq!(legs.iter().map(|l| l["md"].as_u64().expect("md")).sum::<u64>(), done["summary"]["md"].as_u64().expect("md"));
    let table = app.js("return [...document.querySelectorAll('#fifteen-result table.legs tr')].map(r => [...r.cells].map(c => c.textContent))").await;
    for (k, leg) in legs.iter().enumerate() {
        let (ms, moves, md) = (leg["time"].as_u64().expect("time"), leg["moves"].as_u64().expect("moves"), leg["md"].as_u64().expect("md"));
        let row = &table[k + 1];
        assert_eq!((&row[0], &row[1], &row[2], &row[4]), (&json!((k + 1).to_string()), &json!(format!("{:.3}", ms as f64 / 1000.0)), &json!(moves.to_string()), &json!(md.to_string())), "{table}");
    }
    app.shot("fifteen-relay-done").await;
    let records = app.data_dir().join("records");
    let saved = poll(TIMEOUT, async || {
        let opened = tessera::records::store::Store::open(&records);
        match opened.records.fifteen.get("relay/3x3,4x4,5x5").and_then(|t| t.solves.first()) {
            Some(s) if s.time_ms == Some(time) && s.splits.len() == 3 => Ok(()),
            other => Err(format!("{other:?}")),
        }
    })
    .await;
    saved.expect("the relay recorded with its splits");
    // The records view has the relay's own table, its legs listed.
    app.switch_to("records").await;
    let table = app.client.find(fantoccini::Locator::Id("records-fifteen-table")).await.expect("table picker");
    table.select_by_value("relay/3x3,4x4,5x5").await.expect("the relay's table");
    let at: Vec<u64> = done["run"]["splits"].as_array().expect("splits").iter().map(|t| t.as_u64().expect("ms")).collect();
    // Hundredths as the page shows them: whole milliseconds rounded half up.
    let hundredths = |ms: u64| {
        let h = (ms + 5) / 10;
        format!("{}.{:02}", h / 100, h % 100)
    };
    let legs: Vec<String> = (0..3).map(|k| hundredths(at[k] - if k > 0 { at[k - 1] } else { 0 })).collect();
    let cell = "return document.querySelector('#fifteen-last tbody td:nth-child(4)')?.textContent";
    app.wait_js("the relay's legs listed", cell, Value::from(legs.join(" · "))).await;
    // No Minesweeper game yet: no empty table picker beside its title.
    assert_eq!(app.js("return document.getElementById('records-mines-table').hidden").await, Value::Bool(true));
    // One run: its time's line (a dot) and no ao12 yet, so the legend names no ao12.
    let legend = "return [...document.querySelectorAll('#records-fifteen .legend span')].map((s) => s.textContent)";
    assert_eq!(app.js(legend).await, serde_json::json!(["time (s)"]));
    app.shot("records-relay").await;
    app.switch_to("fifteen").await;
    // Space starts the next run of the same mode.
    app.keys(&[SPACE]).await;
    app.wait_fifteen("a new relay", |s| s["status"] == "ready" && s["run"]["leg"] == 0 && s["width"] == 3).await;
    app.close().await;
}

#[tokio::test]
async fn a_blind_solve_hides_the_numbers_from_the_first_move_and_enter_judges_it() {
    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let size = app.client.find(fantoccini::Locator::Id("fifteen-size")).await.expect("size picker");
    size.select_by_value("3x3").await.expect("3x3");
    app.wait_fifteen("a 3x3 scramble", |s| s["width"] == 3 && s["run"].is_null()).await;
    let mode = app.client.find(fantoccini::Locator::Id("fifteen-mode")).await.expect("mode picker");
    mode.select_by_value("blind").await.expect("blind");
    let state = app.wait_fifteen("a blind scramble", |s| s["run"]["blind"] == true && s["status"] == "ready").await;
    let numbers = |s: &Value| s["shown"].as_array().expect("shown").iter().filter(|t| t != &"").count();
    assert_eq!(numbers(&state), 8, "the scramble is shown to memorise");
    let keys = solve_keys(&state);
    let (first, rest) = keys.split_first().expect("keys");
    app.keys(&[*first]).await;
    let hidden = app.wait_fifteen("the numbers hidden", |s| s["hidden"] == true && s["status"] == "running").await;
    assert_eq!(numbers(&hidden), 0, "no number on any tile");
    let scramble = app.text("#fifteen-scramble").await;
    assert!(!scramble.chars().any(|c| c.is_ascii_digit()), "the scramble's state string is hidden too: {scramble}");
    app.keys(rest).await;
    let home = app.wait_fifteen("every tile home", |s| s["pending"] == 0 && s["moves"].as_u64() == Some(keys.len() as u64)).await;
    assert_eq!(home["status"], "running", "nothing tells the player the tiles are home");
    assert_eq!(numbers(&home), 0);
    app.shot("fifteen-blind-unseen").await;
    app.keys(&[ENTER]).await;
    let judged = app.wait_fifteen("the judgement", |s| s["status"] == "solved").await;
    assert_eq!(numbers(&judged), 8, "the numbers come back");
    assert_eq!(app.text("#fifteen-scramble").await, state["scramble"].as_str().expect("scramble"));
    app.wait_text_containing("#fifteen-result", "Blind 3×3 in").await;
    let result = app.text("#fifteen-result").await;
    assert!(result.contains("Blind 3×3 in"), "{result}");
    app.close().await;
}
