//! The game keys are the player's own: rebound in Settings > Change keys, a key another action
//! has refused with that action's name, Escape keeping a key, the binds kept in the settings
//! file across a restart, the tooltips naming the keys as bound, and a reset to the defaults.

mod support;

use serde_json::json;
use support::*;

fn key_css(game: &str, action: &str, slot: u8) -> String {
    format!("#keys-dialog button.key[data-game={game}][data-action={action}][data-slot=\"{slot}\"]")
}

/// How the keys dialog is laid out: both games' tables side by side, and whether it scrolls.
const LAID_OUT: &str = "const d = document.getElementById('keys-dialog'); const [m, f] = ['keys-mines', 'keys-fifteen'].map((id) => document.getElementById(id).getBoundingClientRect()); \
                        return { sideBySide: m.top === f.top && m.right <= f.left, scrolls: d.scrollHeight > d.clientHeight }";

/// Presses a key's button in the dialog and, once it waits, the key `key`. The button's
/// longer label while it waits moves nothing else: both tables stay side by side.
async fn bind(app: &App, game: &str, action: &str, slot: u8, key: char) {
    let css = key_css(game, action, slot);
    app.click_on(&css).await;
    app.wait_text(&css, "new key…").await;
    assert_eq!(app.js(LAID_OUT).await["sideBySide"], json!(true), "a waiting key's button moved the tables");
    app.keys(&[key]).await;
}

async fn open_keys(app: &App) {
    app.click_on("#settings-button").await;
    // Keys bind both games: their button sits among the settings of both, above the games'.
    let placed = "const first = document.querySelector('#settings-dialog h3'); \
                  return !!(document.getElementById('keys-button').compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING)";
    assert_eq!(app.js(placed).await, json!(true), "the keys' button is under a game's heading");
    app.click_on("#keys-button").await;
    app.wait_js("the keys dialog open", "return document.getElementById('keys-dialog').open", json!(true)).await;
    // At the default window (960x720) both games' keys side by side, the dialog whole.
    assert_eq!(app.js(LAID_OUT).await, json!({ "sideBySide": true, "scrolls": false }), "the keys dialog's layout at 960x720");
}

async fn close_dialogs(app: &App) {
    app.click_on("#keys-done").await;
    app.click_on("#settings-dialog button[type=submit]").await;
    app.wait_js("no dialog open", "return document.querySelector('dialog[open]') === null", json!(true)).await;
}

#[tokio::test]
async fn keys_are_rebound_refused_on_conflict_kept_across_a_restart_and_reset() {
    let data = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(data.path().to_path_buf())).await;
    open_keys(&app).await;
    app.shot("keys-dialog").await;
    assert_eq!(app.text(&key_css("mines", "flag", 0)).await, "F");
    bind(&app, "mines", "flag", 0, 'g').await;
    app.wait_text(&key_css("mines", "flag", 0), "G").await;
    // Another action's key is refused, named; the action keeps its key.
    bind(&app, "mines", "chord", 0, 'g').await;
    app.wait_text("#keys-error", "G is already the key for Flag or unflag; change that one first").await;
    assert_eq!(app.text(&key_css("mines", "chord", 0)).await, "C");
    // Escape while a key is awaited keeps the old one, and the dialog stays open.
    bind(&app, "mines", "hint", 0, ESCAPE).await;
    app.wait_text(&key_css("mines", "hint", 0), "H").await;
    assert_eq!(app.js("return document.getElementById('keys-dialog').open").await, json!(true));
    bind(&app, "mines", "hint", 0, 'j').await;
    app.wait_text(&key_css("mines", "hint", 0), "J").await;
    // A speedsolver's IJKL: the 15-puzzle's Up gets I in place of W.
    bind(&app, "fifteen", "up", 1, 'i').await;
    app.wait_text(&key_css("fifteen", "up", 1), "I").await;
    app.wait_settings("the binds saved", |s| {
        s["keys"]["mines"]["flag"] == json!(["g"]) && s["keys"]["mines"]["hint"] == json!(["j"]) && s["keys"]["fifteen"]["up"] == json!(["ArrowUp", "i"])
    })
    .await;
    close_dialogs(&app).await;
    // The tooltips name the keys as bound (the hint's once the solver mode offers it: off, it
    // says where to turn it on).
    let title = app.js("return document.getElementById('hint-button').title").await;
    assert!(title.as_str().is_some_and(|t| t.starts_with("Hint is off")), "{title}");
    app.set_setting("solverMode", "semi").await;
    let title = app.js("return document.getElementById('hint-button').title").await;
    assert!(title.as_str().is_some_and(|t| t.starts_with("Hint (J):")), "{title}");
    // So does the help (F1): it lists the keys from the table the key handling reads.
    app.keys(&['\u{E031}']).await;
    app.wait_js("the help", "return document.getElementById('help-dialog').open", json!(true)).await;
    let rows = app.js("return [...document.querySelectorAll('#help-keys-mines tbody tr')].map(r => r.cells[0].textContent + ' ' + r.cells[1].textContent)").await;
    for row in ["G Flag or unflag", "J Hint"] {
        assert!(rows.as_array().expect("rows").contains(&json!(row)), "{row} in {rows}");
    }
    app.keys(&[ESCAPE]).await;
    app.wait_js("the help closed", "return document.getElementById('help-dialog').open", json!(false)).await;

    // Minesweeper: F no longer flags, G does. The cursor to the middle (cell 40), then F there,
    // a step right, G there: the answers come in order, so once 41 shows its flag, 40's is known.
    app.keys(&[DOWN_ARROW]).await;
    app.keys(&['f', RIGHT_ARROW, 'g']).await;
    app.wait_until("G's flag on cell 41", |s| s.is_some_and(|s| s["cells"].as_str().is_some_and(|c| c.as_bytes()[41] == b'F'))).await;
    assert_eq!(app.cells().await.as_bytes()[40], b'#', "F flagged nothing");

    // The 15-puzzle: W no longer moves, I does (one tile up, the 15 under the gap).
    app.switch_to("fifteen").await;
    app.enter_state("1 2 3 4/5 6 7 8/9 10 0 11/13 14 15 12").await.expect("state");
    app.keys(&['w', 'i']).await;
    let after = app.wait_fifteen("the move", |s| s["moves"].as_u64() >= Some(1) && s["pending"] == 0).await;
    assert_eq!(after["moves"], 1, "one move: W did nothing");
    assert_eq!(after["tiles"], json!([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 15, 11, 13, 14, 0, 12]));
    app.close().await;

    // After a restart the binds are there; a reset brings every default back, F flags again.
    let again = App::launch_in(Some(data.path().to_path_buf())).await;
    open_keys(&again).await;
    assert_eq!(again.text(&key_css("mines", "flag", 0)).await, "G");
    again.click_on("#keys-reset").await;
    again.wait_text(&key_css("mines", "flag", 0), "F").await;
    assert_eq!(again.text("#keys-error").await, "Every key is back to its default.");
    again.wait_settings("the binds reset", |s| s["keys"] == json!({})).await;
    close_dialogs(&again).await;
    let title = again.js("return document.getElementById('hint-button').title").await;
    assert!(title.as_str().is_some_and(|t| t.starts_with("Hint (H):")), "{title}");
    again.switch_to("mines").await;
    again.keys(&[DOWN_ARROW, 'f']).await;
    again.wait_until("F's flag on cell 40", |s| s.is_some_and(|s| s["cells"].as_str().is_some_and(|c| c.as_bytes()[40] == b'F'))).await;
    again.close().await;
}

/// Keys 1, 2 and 3 start the presets at once, as Metasweeper's do; B (or F3) deals the last
/// board again, which the game then calls UPK.
#[tokio::test]
async fn number_keys_start_the_presets_and_b_deals_the_same_board_again() {
    let app = App::launch().await;
    app.keys(&['3']).await;
    app.wait_until("an Expert board", |s| s.is_some_and(|s| s["width"] == 30 && s["height"] == 16 && s["status"] == "ready")).await;
    app.keys(&['1']).await;
    app.wait_until("a Beginner board", |s| s.is_some_and(|s| s["width"] == 9 && s["mines"] == 10 && s["status"] == "ready")).await;
    app.click(4, 4).await;
    let first = app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    // (This player said not to be asked before leaving a game.)
    app.keys(&['b']).await;
    app.wait_until("the same board, known", |s| s.is_some_and(|s| s["knownBoard"] == true && s["status"] == "ready")).await;
    assert_eq!(app.text("#seed-line").await, "The same board again (UPK: kept out of best lists)");
    app.click(4, 4).await;
    let again = app.wait_until("the same first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    assert_eq!(again["cells"], first["cells"], "the same board opens the same way");
    app.close().await;
}
