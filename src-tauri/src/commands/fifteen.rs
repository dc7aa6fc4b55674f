//! 15-puzzle commands: `fifteen_scramble(shape, seed?)`, `fifteen_retry()`,
//! `fifteen_load(state)` and `fifteen_snapshot()` answer a snapshot; `fifteen_move(moves)`
//! answers a delta. Time comes from the backend's clock only.

use crate::book::Recorded;
use crate::error::CommandError;
use crate::state::{AppState, FifteenSession};
use serde::{Deserialize, Serialize};
use tauri::State;
use tessera::fifteen::text::parse_state;
use tessera::fifteen::{scramble, FifteenGame, Move, Origin, Shape, Status, Summary};

/// Width and height as the page sends them; checked into a `Shape` with a typed error.
#[derive(Debug, Deserialize)]
pub struct Size {
    pub width: i64,
    pub height: i64,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewScramble {
    pub size: Size,
    /// Text, so that every u64 survives JavaScript; none for a fresh random seed.
    #[serde(default)]
    pub seed: Option<String>,
}

/// Counters that change with every move.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counters {
    pub status: Status,
    /// A hint was given in this attempt: it will not count for bests or averages.
    pub assisted: bool,
    pub moves: u32,
    pub multi_moves: u32,
    /// Backend clock at the time of the answer; the page ticks from here while running.
    pub elapsed_ms: u64,
    /// Time, moves and TPS, once solved.
    pub summary: Option<Summary>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    pub width: u32,
    pub height: u32,
    pub tiles: Vec<u8>,
    pub origin: Origin,
    /// The scramble as a state string, to set up a physical puzzle or type in again.
    pub scramble: String,
    #[serde(flatten)]
    pub counters: Counters,
}

/// The cells some moves changed, as `[index, tile]` pairs with the tiles after the last move,
/// and how many of the moves were refused (impossible, or made after the solve).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delta {
    pub changed: Vec<[u32; 2]>,
    pub refused: u32,
    /// When these moves solved the puzzle: new bests, and any problem saving the records.
    pub recorded: Option<Recorded>,
    #[serde(flatten)]
    pub counters: Counters,
}

#[tauri::command]
pub fn fifteen_scramble(state: State<'_, AppState>, request: NewScramble) -> Result<Snapshot, CommandError> {
    new_scramble(&state, request)
}

#[tauri::command]
pub fn fifteen_retry(state: State<'_, AppState>) -> Snapshot {
    retry(&state)
}

#[tauri::command]
pub fn fifteen_load(state: State<'_, AppState>, text: String) -> Result<Snapshot, CommandError> {
    load(&state, &text)
}

/// Applies moves in order. The page sends each move at once, or, while an answer is still on
/// its way, the moves made meanwhile together: a burst costs one round trip, not one each.
/// A batch past `MAX_BATCH` moves is refused whole.
#[tauri::command]
pub fn fifteen_move(state: State<'_, AppState>, moves: Vec<Move>) -> Result<Delta, CommandError> {
    if moves.len() > MAX_BATCH {
        return Err(CommandError::Limit(format!("{} moves in one batch; at most {MAX_BATCH}", moves.len())));
    }
    Ok(apply(&state, &moves))
}

/// The most moves one `fifteen_move` takes (a played 10x10 solution sends a few thousand).
pub const MAX_BATCH: usize = 20_000;

#[tauri::command]
pub fn fifteen_snapshot(state: State<'_, AppState>) -> Snapshot {
    snapshot(&state)
}

pub fn new_scramble(state: &AppState, request: NewScramble) -> Result<Snapshot, CommandError> {
    let chosen = super::chosen_seed(request.seed.as_deref())?;
    let seed = chosen.unwrap_or_else(tessera::rng::fresh_seed);
    let shape = Shape::new(request.size.width, request.size.height)?;
    // A seed the player typed makes a known scramble: practice, never a best.
    let origin = if chosen.is_some() { Origin::Chosen { seed } } else { Origin::Random { seed } };
    let game = FifteenGame::new(scramble(shape, seed), origin);
    Ok(replace(state, game))
}

/// The same scramble again, marked as a retry so that records keep it apart.
pub fn retry(state: &AppState) -> Snapshot {
    let again = {
        let current = &state.fifteen().game;
        let seed = match current.origin() {
            Origin::Random { seed } | Origin::Chosen { seed } => Some(seed),
            Origin::Retry { seed } => seed,
            Origin::Typed => None,
        };
        FifteenGame::new(current.scramble().clone(), Origin::Retry { seed })
    };
    replace(state, again)
}

/// A typed state string; refused with the reason if it is malformed or cannot be solved.
pub fn load(state: &AppState, text: &str) -> Result<Snapshot, CommandError> {
    let board = parse_state(text).map_err(|e| CommandError::InvalidState(e.to_string()))?;
    if !board.is_solvable() {
        return Err(CommandError::InvalidState(
            "this arrangement cannot be solved (two tiles are swapped from any solvable one)".into(),
        ));
    }
    if board.is_solved() {
        return Err(CommandError::InvalidState("this arrangement is already solved".into()));
    }
    Ok(replace(state, FifteenGame::new(board, Origin::Typed)))
}

pub fn apply(state: &AppState, moves: &[Move]) -> Delta {
    let now = state.clock.now();
    let mut session = state.fifteen();
    let assisted = session.assisted;
    let game = &mut session.game;
    let was_solved = game.status() == Status::Solved;
    let mut changed: Vec<usize> = Vec::new();
    let mut refused = 0;
    for &mv in moves {
        match game.apply(mv, now) {
            Ok(outcome) => changed.extend(outcome.changed),
            Err(_) => refused += 1,
        }
    }
    changed.sort_unstable();
    changed.dedup();
    let solved_now = !was_solved && game.status() == Status::Solved;
    let recorded = solved_now.then(|| state.book().record_fifteen(game, assisted, now));
    let tiles = game.board().tiles();
    let changed = changed.into_iter().map(|i| [i as u32, u32::from(tiles[i])]).collect();
    Delta { changed, refused, recorded, counters: counters(&session, state) }
}

pub fn snapshot(state: &AppState) -> Snapshot {
    snapshot_of(&state.fifteen(), state)
}

fn replace(state: &AppState, game: FifteenGame) -> Snapshot {
    let mut current = state.fifteen();
    // A scramble left after its first move is a DNF.
    if current.game.status() == Status::Running {
        state.book().record_fifteen(&current.game, current.assisted, state.clock.now());
    }
    *current = FifteenSession::new(game);
    snapshot_of(&current, state)
}

fn snapshot_of(session: &FifteenSession, state: &AppState) -> Snapshot {
    let game = &session.game;
    let shape = game.board().shape();
    Snapshot {
        width: shape.width(),
        height: shape.height(),
        tiles: game.board().tiles().to_vec(),
        origin: game.origin(),
        scramble: game.scramble().state_string(),
        counters: counters(session, state),
    }
}

pub(crate) fn counters(session: &FifteenSession, state: &AppState) -> Counters {
    let game = &session.game;
    let now = state.clock.now();
    Counters {
        assisted: session.assisted,
        status: game.status(),
        moves: game.moves(),
        multi_moves: game.multi_moves(),
        elapsed_ms: game.elapsed(now).0,
        summary: (game.status() == Status::Solved).then(|| game.summary(now)),
    }
}
