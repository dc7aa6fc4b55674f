//! The 15-puzzle's colour schemes in the real app: a size's default, a scheme picked for a
//! size, and a scheme file loaded in Settings (a bad one refused with its line, the colours in
//! use kept).

mod support;

use fantoccini::Locator;
use serde_json::json;
use support::*;

/// Each tile's colour group on the board, by its number.
async fn groups(app: &App) -> serde_json::Value {
    app.js("const g = {}; for (const t of document.querySelectorAll('#fifteen-board .tile')) if (t.textContent) g[t.textContent] = t.dataset.g; return g").await
}

#[tokio::test]
async fn a_scheme_file_colours_its_size_and_a_bad_one_changes_nothing() {
    let dir = std::env::temp_dir().join(format!("tessera-e2e-schemes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let good = dir.join("my-3x3.txt");
    std::fs::write(&good, "# the top row, then the left column, then the rest\n3x3\n0 0 0\n1 2 2\n1 2 .\n").expect("file");
    let bad = dir.join("broken.txt");
    std::fs::write(&bad, "3x3\n0 0 0\n1 2\n1 2 .\n").expect("file");

    let app = App::launch().await;
    app.switch_to("fifteen").await;
    let size = app.client.find(Locator::Id("fifteen-size")).await.expect("size menu");
    size.select_by_value("3x3").await.expect("3x3");
    app.wait_fifteen("a 3x3", |s| s["width"] == 3 && s["status"] == "ready").await;
    // Below 5x5 the default is plain: no tile coloured.
    assert!(groups(&app).await.as_object().expect("groups").values().all(|g| g == ""), "plain");

    app.click_on("#settings-button").await;
    let input = app.client.find(Locator::Id("scheme-file")).await.expect("file input");
    input.send_keys(bad.to_str().expect("path")).await.expect("choose the bad file");
    app.wait_js(
        "the refusal",
        "return document.getElementById('scheme-file-message').textContent",
        json!("broken.txt was not loaded: line 3: a row of a 3x3 scheme has 3 entries; this one has 2. The colours in use stay."),
    )
    .await;
    let input = app.client.find(Locator::Id("scheme-file")).await.expect("file input");
    input.send_keys(good.to_str().expect("path")).await.expect("choose the file");
    app.wait_js("the file's scheme chosen", "return document.querySelector('#settings-dialog [name=scheme]').value", json!("file")).await;
    app.shot("settings-scheme-file").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    let g = groups(&app).await;
    assert_eq!((&g["1"], &g["3"], &g["4"], &g["5"], &g["8"]), (&json!("0"), &json!("0"), &json!("1"), &json!("2"), &json!("2")), "{g}");
    app.shot("fifteen-scheme-file").await;
    // Another size keeps its own scheme: 5x5 starts in fringe.
    let size = app.client.find(Locator::Id("fifteen-size")).await.expect("size menu");
    size.select_by_value("5x5").await.expect("5x5");
    app.wait_fifteen("a 5x5", |s| s["width"] == 5 && s["status"] == "ready").await;
    let g = groups(&app).await;
    assert_eq!((&g["1"], &g["7"], &g["13"], &g["24"]), (&json!("0"), &json!("1"), &json!("2"), &json!("3")), "fringe: {g}");
    app.close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
