//! The Minesweeper solver end to end: hint, odds, auto-play and no-guess boards in the real
//! app, driven with real pointer and key actions, checked on the page's state and its pixels.

mod support;

use serde_json::{json, Value};
use support::play::{opened, seed_in_play};
use support::*;
use tessera::minesweeper::noguess::is_no_guess;
use tessera::minesweeper::solver::first_click;
use tessera::minesweeper::{Action, BoardSpec, Coord, Mode, Layout};
use tessera::time::Millis;

/// Waits for a hint from the backend and returns it (`{kind, cell, ...}`).
async fn wait_hint(app: &App) -> Value {
    let state = app
        .wait_until("a hint", |s| s.is_some_and(|s| s["solver"]["hint"].is_object()))
        .await;
    state["solver"]["hint"].clone()
}

fn cell_of(hint: &Value) -> (u32, u32) {
    let row = hint["cell"]["row"].as_u64().expect("row") as u32;
    let col = hint["cell"]["col"].as_u64().expect("col") as u32;
    (row, col)
}

/// Opens a cell and waits until the board shows it open.
async fn open_cell(app: &App, row: u32, col: u32) -> Value {
    app.click(row, col).await;
    app.wait_until("the cell to open", |s| {
        s.is_some_and(|s| {
            let w = s["width"].as_u64().unwrap_or(0) as usize;
            let code = s["cells"].as_str().unwrap_or("").as_bytes().get(row as usize * w + col as usize).copied();
            code.is_some_and(|c| c.is_ascii_digit()) || s["status"] != "playing"
        })
    })
    .await
}

/// Picks the first-click policy in the toolbar and waits for the fresh board it starts.
async fn choose_first_click(app: &App, policy: &str) {
    let select = app.client.find(fantoccini::Locator::Id("first-click")).await.expect("first-click selector");
    select.select_by_value(policy).await.expect("choose policy");
    app.wait_until("a board with that policy", |s| s.is_some_and(|s| s["firstClick"] == policy && s["status"] == "ready"))
        .await;
}

#[tokio::test]
async fn a_hint_highlights_a_safe_cell_that_then_opens_without_losing() {
    let app = App::launch().await;
    app.set_setting("solverMode", "semi").await;
    // A seeded no-guess board, so that every hint is a proved cell: the policy is chosen per
    // difficulty level, so on a custom game first, then the seeded game under it.
    app.custom(30, 16, 99, "").await.expect("a custom game");
    choose_first_click(&app, "noGuess").await;
    app.custom(30, 16, 99, "7").await.expect("seeded expert-size game");
    app.wait_until("the seeded no-guess board", |s| s.is_some_and(|s| s["seed"] == "7" && s["firstClick"] == "noGuess")).await;
    app.click(8, 15).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    let mut round = 0;
    while round < 4 {
        app.keys(&['h']).await;
        let hint = wait_hint(&app).await;
        let (row, col) = cell_of(&hint);
        if hint["kind"] == "mine" {
            // No cell is proved safe: the hint names a proved mine instead. Flag it, ask again.
            assert!(app.pixel_at_matches(row, col, (0.16, 0.5), "--hint-mine").await, "mine frame painted");
            app.press(row, col, &[RIGHT]).await;
            app.wait_until("the flag", |s| s.is_some_and(|s| s["solver"]["hint"].is_null())).await;
            continue;
        }
        assert_eq!(hint["kind"], "safe", "round {round}: {hint}");
        // The hinted cell wears the safe frame; its proving numbers are named.
        assert!(app.pixel_at_matches(row, col, (0.16, 0.5), "--hint-safe").await, "round {round}: frame painted");
        assert!(!hint["numbers"].as_array().expect("numbers").is_empty());
        assert!(app.text("#solver-line").await.starts_with("Safe: "));
        if round == 0 {
            app.shot("solver-hint").await;
        }
        let state = open_cell(&app, row, col).await;
        assert_eq!(state["status"], "playing", "round {round}: a safe hint never loses");
        assert_eq!(state["assisted"], true);
        round += 1;
    }
    // The panels follow an answer's cells by a frame (ui/mines/view.js drawPanels).
    app.wait_js("the assisted badge", "return !document.getElementById('assisted-badge').hidden", json!(true)).await;
    app.close().await;
}

#[tokio::test]
async fn the_odds_overlay_adds_up_to_the_mine_count_flags_included() {
    let app = App::launch().await;
    app.set_setting("solverMode", "semi").await;
    app.custom(16, 16, 40, "31").await.expect("seeded game");
    app.click(8, 8).await;
    let state = app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    let cells = state["cells"].as_str().expect("cells").to_string();
    let covered: Vec<usize> = cells.char_indices().filter(|&(_, c)| c == '#').map(|(i, _)| i).collect();
    let (flag, plain) = (covered[0], covered[covered.len() - 1]);
    app.press((flag / 16) as u32, (flag % 16) as u32, &[RIGHT]).await;
    app.wait_until("the flag", |s| s.is_some_and(|s| s["cells"].as_str().unwrap_or("").as_bytes()[flag] == b'F')).await;
    let (pr, pc) = ((plain / 16) as u32, (plain % 16) as u32);
    assert!(app.pixel_at_matches(pr, pc, (0.22, 0.22), "--cell-face").await, "a plain covered cell before the overlay");
    let (fr, fc) = ((flag / 16) as u32, (flag % 16) as u32);
    assert!(app.pixel_at_matches(fr, fc, (0.22, 0.22), "--cell-face").await, "the flagged cell's face before the overlay");

    app.click_on("#odds-button").await;
    let state = app.wait_until("the odds", |s| s.is_some_and(|s| s["solver"]["odds"].is_array())).await;
    let odds = state["solver"]["odds"].as_array().expect("odds");
    let cells = state["cells"].as_str().expect("cells");
    let mut sum = 0.0;
    for (i, c) in cells.chars().enumerate() {
        match c {
            '#' | 'F' | '?' => sum += odds[i].as_f64().expect("every covered cell has odds, flagged too"),
            _ => assert!(odds[i].is_null(), "open cell {i} has no odds"),
        }
    }
    assert!((sum - 40.0).abs() < 1e-3, "the odds add up to {sum}, not 40");
    assert!(!app.pixel_at_matches(pr, pc, (0.22, 0.22), "--cell-face").await, "the overlay is painted");
    assert!(app.pixel_at_matches(fr, fc, (0.22, 0.22), "--cell-face").await, "a flag is left uncovered by the overlay");
    app.shot("solver-odds").await;
    // Off again: the plain face comes back.
    app.keys(&['o']).await;
    app.wait_until("the odds off", |s| s.is_some_and(|s| s["solver"]["odds"].is_null())).await;
    assert!(app.pixel_at_matches(pr, pc, (0.22, 0.22), "--cell-face").await);
    app.close().await;
}

/// The first seed from `from` whose Beginner board, opened where auto-play clicks first,
/// needs no guess.
fn no_guess_seed(from: u64) -> u64 {
    let first = first_click(BoardSpec::BEGINNER, Mode::Opening);
    (from..)
        .find(|&seed| {
            let layout = Layout::generate(BoardSpec::BEGINNER, first, seed).expect("layout");
            is_no_guess(&layout, first)
        })
        .expect("a no-guess seed")
}

#[tokio::test]
async fn full_auto_finishes_a_seeded_beginner_game_that_needs_no_guess() {
    let seed = no_guess_seed(100);
    let app = App::launch().await;
    app.set_setting("solverMode", "full").await;
    app.custom(9, 9, 10, &seed.to_string()).await.expect("seeded beginner-size game");
    app.click_on("#auto-button").await;
    let state = app
        .wait_until_for("auto-play to win", std::time::Duration::from_secs(30), |s| s.is_some_and(|s| s["status"] == "won"))
        .await;
    assert_eq!(state["assisted"], true);
    app.wait_text("#solver-line", "No guesses.").await;
    assert_eq!(app.text("#auto-button").await, "Auto", "auto-play stops at the end");
    app.shot("solver-auto-won").await;
    app.close().await;
}

#[tokio::test]
async fn a_slow_answer_says_thinking_until_it_comes() {
    let app = App::launch().await;
    app.set_setting("solverMode", "full").await;
    // Instant auto-play plays the whole game in one request; seed 5's Expert game has a guess
    // whose endgame search alone takes 0.6 s in a release build.
    app.custom(30, 16, 99, "5").await.expect("seeded expert-size game");
    let speed = app.client.find(fantoccini::Locator::Id("auto-speed")).await.expect("speed selector");
    speed.select_by_value("instant").await.expect("choose instant");
    app.click_on("#auto-button").await;
    app.wait_text("#solver-line", "Thinking…").await;
    app.shot("solver-thinking").await;
    app.wait_until_for("auto-play to end the game", std::time::Duration::from_secs(60), |s| {
        s.is_some_and(|s| s["status"] == "won" || s["status"] == "lost")
    })
    .await;
    // The review replaces the notice once the answer has come.
    app.wait_js(
        "the review under the board",
        "const t = document.getElementById('solver-line').textContent; return t.includes('Guesses: ') && !t.includes('Thinking')",
        Value::Bool(true),
    )
    .await;
    app.close().await;
}

#[tokio::test]
async fn a_hinted_win_stays_out_of_the_best_list() {
    let app = App::launch().await;
    app.set_setting("solverMode", "semi").await;
    // Two wins on the same custom table, random boards (a chosen seed never enters a best
    // list): one by hand, one with a hint. The engine, given the page's seed, knows the mines.
    for hinted in [false, true] {
        let first = Coord::new(4, 4);
        app.custom(9, 9, 10, "").await.expect("custom game");
        let shown = app.wait_until("the new game", |s| s.is_some_and(|s| s["status"] == "ready")).await;
        assert!(shown["seed"].is_null(), "a counted game's seed is not the page's before the end");
        app.click(first.row, first.col).await;
        app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
        let mut game = opened(9, 9, 10, first, seed_in_play(&app, 9, 9, 10, first).await);
        if hinted {
            app.keys(&['h']).await;
            wait_hint(&app).await;
        }
        let layout = game.layout().expect("mines").clone();
        for i in 0..game.dims().cells() {
            let c = game.dims().coord(i);
            if game.view(i).code() == '#' && !layout.is_mine(i) {
                app.click(c.row, c.col).await;
                game.apply(Action::Reveal(c), Millis(0)).expect("reveal");
            }
        }
        let state = app.wait_until("the win", |s| s.is_some_and(|s| s["status"] == "won")).await;
        assert_eq!(state["assisted"], hinted);
    }
    app.switch_to("records").await;
    app.wait_js(
        "one best time: the unhinted win",
        "const t = document.querySelector('#mines-best tbody'); return t ? t.rows.length : 0",
        Value::from(1),
    )
    .await;
    // The hinted game is kept, out of the figures, its help named.
    assert_eq!(app.text("#records-mines [data-stat=played]").await, "1");
    assert_eq!(app.text("#records-mines .aside").await, "Kept out of these figures: 1 assisted game (hint 1).");
    app.shot("records-assisted").await;
    app.close().await;
}

#[tokio::test]
async fn a_no_guess_expert_board_is_cleared_with_the_hint_alone() {
    let app = App::launch().await;
    app.set_setting("solverMode", "semi").await;
    app.choose("expert", 30, 16).await;
    choose_first_click(&app, "noGuess").await;
    assert_eq!(app.text("#policy-badge").await, "No guessing");
    let mut clicks = 0;
    loop {
        app.click_on("#hint-button").await;
        let hint = wait_hint(&app).await;
        assert!(hint["kind"] == "safe" || hint["kind"] == "first", "a no-guess board never needs a guess: {hint}");
        let (row, col) = cell_of(&hint);
        let state = open_cell(&app, row, col).await;
        clicks += 1;
        assert_ne!(state["status"], "lost");
        if state["status"] == "won" {
            break;
        }
        assert!(clicks < 480, "too many clicks");
    }
    app.shot("solver-no-guess-won").await;
    app.close().await;
}

#[tokio::test]
async fn the_solver_mode_and_speed_come_back_after_a_restart() {
    let dir = tempfile::tempdir().expect("data dir");
    let app = App::launch_in(Some(dir.path().to_path_buf())).await;
    app.set_setting("solverMode", "full").await;
    let speed = app.client.find(fantoccini::Locator::Id("auto-speed")).await.expect("speed selector");
    speed.select_by_value("slow").await.expect("choose speed");
    app.wait_js("auto-play offered", "return !document.getElementById('auto-button').hidden", Value::Bool(true)).await;
    app.wait_settings("the mode and speed saved", |s| s["solverMode"] == "full" && s["autoSpeed"] == "slow").await;
    app.close().await;
    let again = App::launch_in(Some(dir.path().to_path_buf())).await;
    again.wait_js("auto-play offered again", "return !document.getElementById('auto-button').hidden", Value::Bool(true)).await;
    again.wait_js("the speed kept", "return document.getElementById('auto-speed').value", Value::String("slow".into())).await;
    again.close().await;
}

/// A strict game in the real app: a click on a cell nothing proves safe meets a mine, dealt
/// there as the engine deals it from the same seed; the mode is on the badge and in the result.
#[tokio::test]
async fn a_strict_game_meets_a_mine_where_the_engine_deals_it() {
    use tessera::minesweeper::solver::{analyse, Position};
    use tessera::minesweeper::{Game, Status};
    let app = App::launch().await;
    app.custom(16, 16, 40, "").await.expect("a custom game");
    choose_first_click(&app, "strict").await;
    app.custom(16, 16, 40, "11").await.expect("a seeded game");
    app.wait_until("the seeded strict board", |s| s.is_some_and(|s| s["seed"] == "11" && s["firstClick"] == "strict")).await;
    assert_eq!(app.text("#policy-badge").await, "Strict no-guess");
    let mut engine = Game::with_mode(BoardSpec::new(16, 16, 40).expect("spec"), 11, Mode::Strict);
    engine.apply(Action::Reveal(Coord::new(8, 8)), Millis(0)).expect("first");
    app.click(8, 8).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] == "playing")).await;
    let analysis = analyse(&Position::of_game(&engine).expect("position")).expect("analysis");
    let guess = (0..256u32)
        .filter(|&i| analysis.probability[i as usize] > 0.0 && analysis.probability[i as usize] < 1.0)
        .min_by(|&a, &b| analysis.probability[a as usize].total_cmp(&analysis.probability[b as usize]))
        .expect("a guess");
    let at = Coord::new(guess / 16, guess % 16);
    engine.apply(Action::Reveal(at), Millis(100)).expect("the guess");
    assert_eq!(engine.status(), Status::Lost);
    app.click(at.row, at.col).await;
    let state = app.wait_until("the loss", |s| s.is_some_and(|s| s["status"] == "lost")).await;
    assert_eq!(state["cells"].as_str().expect("cells"), engine.codes(), "the page shows the engine's board");
    assert_eq!(app.text("#result [data-stat=mode]").await, "strict");
    assert_eq!(app.text("#result [data-stat=style]").await, "NF");
    app.shot("mines-strict-loss").await;
    app.close().await;
}

/// The study board from a finished game's result: the board as the player saw it, each covered
/// cell's odds, the hint's words; a pasted position that is wrong says its line and column.
#[tokio::test]
async fn a_finished_board_is_studied_and_a_bad_position_says_where() {
    let app = App::launch().await;
    support::play::lose_mines(&app).await;
    app.click_on("#result .result-tools button:first-child").await;
    app.wait_js("the study's odds", "return document.querySelectorAll('#study-dialog .study-grid td').length", json!(81)).await;
    let said = app.text("#study-dialog .study-said").await;
    assert!(said.contains("Certain:") && (said.starts_with("Safe:") || said.starts_with("Mine:") || said.starts_with("Nothing is certain")), "{said}");
    let covered = app.js("return [...document.querySelectorAll('#study-dialog .study-grid td:not(.open)')].every((td) => td.textContent.endsWith('%') || td.classList.contains('flag'))").await;
    assert_eq!(covered, json!(true), "every covered cell shows its odds");
    app.shot("mines-study").await;
    app.js("const d = document.getElementById('study-dialog'); d.querySelector('[name=position]').value = '#1.\\n#x.\\n'; d.querySelector('.buttons button').click(); return true").await;
    app.wait_js("the error", "return document.querySelector('#study-dialog .error').textContent.slice(0, 17)", json!("line 2, column 2:")).await;
    app.close().await;
}

/// Each of the eight modes is named on the badge beside the board from its first click on
/// (the opening, the default, by none), as Metasweeper shows its mode.
#[tokio::test]
async fn each_mode_is_named_beside_its_board() {
    let app = App::launch().await;
    for (value, badge) in [
        ("safe", "Safe first click"), ("noGuess", "No guessing"), ("strict", "Strict no-guess"), ("weak", "Weak no-guess"),
        ("blessing", "Blessing"), ("guessable", "Guessable"), ("lucky", "Lucky"), ("opening", ""),
    ] {
        choose_first_click(&app, value).await;
        app.click(4, 4).await;
        app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready" && s["firstClick"] == value)).await;
        // The panels follow an answer's cells by a frame (ui/mines/view.js drawPanels).
        app.wait_js(&format!("the badge of {value}"), "const b = document.getElementById('policy-badge'); return b.hidden ? '' : b.textContent", json!(badge)).await;
        app.shot(&format!("mines-mode-{value}")).await;
    }
    app.close().await;
}

/// The Custom dialog warns of a density a no-guess mode may not serve before the game starts
/// (Start stays allowed), and says nothing of one it serves.
#[tokio::test]
async fn the_custom_dialog_warns_of_a_density_no_guess_may_not_serve() {
    let app = App::launch().await;
    app.custom(30, 16, 99, "").await.expect("a custom game");
    choose_first_click(&app, "strict").await;
    app.click_on("#custom-button").await;
    let mines = app.client.find(fantoccini::Locator::Css("#custom-form input[name=mines]")).await.expect("the mines field");
    mines.clear().await.expect("clear");
    mines.send_keys("220").await.expect("type");
    app.wait_js("the warning", "return document.getElementById('custom-warning').textContent.includes('may need a guess')", json!(true)).await;
    assert_eq!(app.js("return document.getElementById('custom-ok').disabled").await, json!(false), "Start is still allowed");
    app.shot("custom-density-warning").await;
    mines.clear().await.expect("clear");
    mines.send_keys("210").await.expect("type");
    app.wait_js("no warning at 210", "return document.getElementById('custom-warning').textContent", json!("")).await;
    app.close().await;
}
