//! Playing whole games through the real UI: helpers the end-to-end tests share.

use super::*;
use std::collections::{HashMap, VecDeque};
use tessera::minesweeper::{Action, BoardSpec, Coord, Game};
use tessera::time::Millis;

/// A seeded game after its first click, as the engine plays it.
pub fn opened(width: u32, height: u32, mines: u32, first: Coord, seed: u64) -> Game {
    let spec = BoardSpec::new(width.into(), height.into(), mines.into()).expect("spec");
    let mut game = Game::new(spec, seed);
    game.apply(Action::Reveal(first), Millis(0)).expect("first click");
    game
}

/// The seed of the Minesweeper game in play after its first click at `first`: the last one the
/// test build noted (`App::dealt_mines_seed`), once the board it deals is the one the page
/// shows. A first click can also end the game (a one-click win: about 1 board in 55 at 30x16
/// with 12 mines); the page, which may see a seed once its game is over, then shows it.
pub async fn seed_in_play(app: &App, width: u32, height: u32, mines: u32, first: Coord) -> u64 {
    poll(TIMEOUT, async || {
        let state = app.mines().await.ok_or("no board".to_string())?;
        let seed = match state["seed"].as_str() {
            Some(shown) => shown.parse().map_err(|e| format!("the page's seed {shown}: {e}"))?,
            None => app.dealt_mines_seed()?,
        };
        let cells = state["cells"].as_str().unwrap_or_default();
        let dealt = opened(width, height, mines, first, seed).codes();
        if dealt == cells { Ok(seed) } else { Err(format!("seed {seed} deals {dealt}, the page shows {cells}")) }
    })
    .await
    .unwrap_or_else(|e| panic!("the seed of the game in play: {e}"))
}

/// Wins a custom Minesweeper game through the dialog and real clicks: the engine (with the
/// game's seed) says where the mines are. `seed`: one the player types (the game is then
/// kept out of best lists), or none for a random game, whose seed the page never sees before
/// the end: the test build's note gives it (`seed_in_play`). Returns the game as the engine
/// played it.
pub async fn win_mines(app: &App, width: u32, height: u32, mines: u32, seed: Option<u64>) -> Game {
    let first = Coord::new(height / 2, width / 2);
    app.custom(width, height, mines, &seed.map_or(String::new(), |s| s.to_string())).await.expect("custom game");
    app.wait_until("the new game", |s| s.is_some_and(|s| s["status"] == "ready" && s["width"] == width)).await;
    app.click(first.row, first.col).await;
    app.wait_until("the first click", |s| s.is_some_and(|s| s["status"] != "ready")).await;
    let seed = match seed {
        Some(seed) => seed,
        None => seed_in_play(app, width, height, mines, first).await,
    };
    let mut game = opened(width, height, mines, first, seed);
    for i in 0..game.dims().cells() {
        let c = game.dims().coord(i);
        let mine = game.layout().is_some_and(|l| l.is_mine(i));
        if game.view(i).code() == '#' && !mine {
            app.click(c.row, c.col).await;
            game.apply(Action::Reveal(c), Millis(0)).expect("reveal");
        }
    }
    app.wait_until("the win", |s| s.is_some_and(|s| s["status"] == "won")).await;
    game
}

/// Loses a seeded 9x9 custom game with its second click: the engine says where a mine is.
pub async fn lose_mines(app: &App) {
    const SEED: u64 = 20261126;
    let first = Coord::new(4, 4);
    app.custom(9, 9, 10, &SEED.to_string()).await.expect("custom game");
    app.wait_until("the new game", |s| s.is_some_and(|s| s["status"] == "ready")).await;
    app.click(first.row, first.col).await;
    let game = opened(9, 9, 10, first, SEED);
    let layout = game.layout().expect("dealt");
    let mine = (0..game.dims().cells()).find(|&i| layout.is_mine(i)).expect("a mine");
    let at = game.dims().coord(mine);
    app.click(at.row, at.col).await;
    app.wait_until("the loss", |s| s.is_some_and(|s| s["status"] == "lost")).await;
}

/// Solves the 15-puzzle's current 3x3 position with real key presses; returns the key count.
pub async fn solve_fifteen_3x3(app: &App) -> usize {
    let state = app.wait_fifteen("a 3x3 position", |s| s["width"] == 3 && s["pending"] == 0).await;
    let keys = solve_3x3(&tiles(&state));
    app.keys(&keys).await;
    app.wait_fifteen("the solve", |s| s["status"] == "solved").await;
    keys.len()
}

/// Picks an n x n 15-puzzle in the size selector, asks for a scramble (Scramble) and waits
/// for its fresh board. A size changed in the menu is itself scrambled: that board comes
/// first, so that Scramble's is not mistaken for it (each board the page takes in counts
/// one more in its `generation`).
pub async fn scramble_size(app: &App, n: u64) {
    let value = format!("{n}x{n}");
    let generation = async || app.fifteen().await["generation"].as_u64().unwrap_or(0);
    let select = app.client.find(Locator::Id("fifteen-size")).await.expect("size selector");
    let before = generation().await;
    if app.js("return document.getElementById('fifteen-size').value").await != json!(value) {
        select.select_by_value(&value).await.expect("select size");
        app.wait_fifteen(&format!("the menu's {value}"), |s| s["generation"].as_u64() > Some(before) && s["width"] == n).await;
    }
    let chosen = generation().await;
    app.click_on("#fifteen-new").await;
    app.wait_fifteen(&format!("a {value}"), |s| s["generation"].as_u64() > Some(chosen) && s["width"] == n && s["status"] == "ready").await;
}

/// The key presses (tile directions) that solve a 3x3 position, by breadth-first search.
pub fn solve_3x3(start: &[u64]) -> Vec<char> {
    let goal: Vec<u64> = (1..9).chain([0]).collect();
    let mut came: HashMap<Vec<u64>, (Vec<u64>, char)> = HashMap::new();
    let mut queue = VecDeque::from([start.to_vec()]);
    came.insert(start.to_vec(), (Vec::new(), ' '));
    while let Some(s) = queue.pop_front() {
        if s == goal {
            break;
        }
        let b = s.iter().position(|&t| t == 0).expect("blank");
        // (tile's offset from the blank, key that moves that tile into the blank)
        for (dr, dc, key) in [(1i64, 0i64, UP_ARROW), (-1, 0, DOWN_ARROW), (0, 1, LEFT_ARROW), (0, -1, RIGHT_ARROW)] {
            let (r, c) = (b as i64 / 3 + dr, b as i64 % 3 + dc);
            if !(0..3).contains(&r) || !(0..3).contains(&c) {
                continue;
            }
            let mut next = s.clone();
            next.swap(b, (r * 3 + c) as usize);
            if !came.contains_key(&next) {
                came.insert(next.clone(), (s.clone(), key));
                queue.push_back(next);
            }
        }
    }
    let mut keys = Vec::new();
    let mut at = goal;
    while at != start {
        let (prev, key) = came[&at].clone();
        keys.push(key);
        at = prev;
    }
    keys.reverse();
    keys
}


/// The key presses (tile directions) that solve the 15-puzzle position in `state` (the page's
/// debug state), by the engine's quick solver: any size.
pub fn solve_keys(state: &Value) -> Vec<char> {
    use tessera::fifteen::{solver, Board, Direction, Shape};
    let number = |k: &str| state[k].as_i64().expect(k);
    let shape = Shape::new(number("width"), number("height")).expect("shape");
    let tiles = state["confirmed"].as_array().expect("tiles").iter().map(|t| t.as_u64().expect("tile") as tessera::fifteen::Tile).collect();
    let board = Board::new(shape, tiles).expect("board");
    let moves = solver::quick(&board).expect("a solution");
    moves
        .into_iter()
        .map(|d| match d {
            Direction::Up => UP_ARROW,
            Direction::Down => DOWN_ARROW,
            Direction::Left => LEFT_ARROW,
            Direction::Right => RIGHT_ARROW,
        })
        .collect()
}

/// The 15-puzzle's tiles the backend confirmed, from the page's state (`__tesseraFifteen`).
pub fn tiles(state: &Value) -> Vec<u64> {
    state["confirmed"].as_array().expect("tiles").iter().map(|t| t.as_u64().expect("tile")).collect()
}
