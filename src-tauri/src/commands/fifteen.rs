//! 15-puzzle commands: `fifteen_scramble(shape, seed?)`, `fifteen_practice(mode)`,
//! `fifteen_retry()`, `fifteen_load(state)` and `fifteen_snapshot()` answer a snapshot;
//! `fifteen_move(game, seq, mv)` and `fifteen_declare()` (a blind solve's end) answer a delta. Time
//! comes from the backend's clock only.

use crate::book::Recorded;
use crate::error::CommandError;
use crate::l10n::said::Said;
use crate::fifteen_session::{Fifteen, Play};
use crate::session::Puzzle;
use crate::state::{AppState, FifteenSession};
use serde::{Deserialize, Serialize};
use tauri::State;
use tessera::assist::Assists;
use tessera::fifteen::text::parse_state;
use tessera::fifteen::practice::{Mode, Run, RunOrigin};
use tessera::fifteen::{scramble, Control, FifteenGame, Move, Origin, Shape, Status, Summary};
use tessera::time::Millis;

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

/// A practice run as the page asks for it; checked into a `Mode` with a typed error.
#[derive(Debug, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum PracticeRequest {
    Relay { sizes: Vec<Size> },
    Marathon { size: Size, count: i64 },
    Blind { size: Size },
}

impl PracticeRequest {
    fn mode(&self) -> Result<Mode, CommandError> {
        let shape = |s: &Size| Shape::new(s.width, s.height);
        let mode = match self {
            PracticeRequest::Relay { sizes } => Mode::relay(sizes.iter().map(shape).collect::<Result<_, _>>()?)?,
            PracticeRequest::Marathon { size, count } => Mode::marathon(shape(size)?, *count)?,
            PracticeRequest::Blind { size } => Mode::blind(shape(size)?),
        };
        Ok(mode)
    }
}

/// A practice run as the page shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RunView {
    pub mode: Mode,
    /// The records table the run goes to.
    pub key: String,
    pub name: String,
    /// The leg on the board, from 0.
    pub leg: usize,
    pub legs: usize,
    /// The run's time when each finished leg was solved.
    pub splits: Vec<u64>,
    /// Each leg's own time, moves, TPS, MD and MMD, once the run is over (the result lists
    /// them; during a run every answer would carry them again).
    pub leg_figures: Vec<tessera::fifteen::Summary>,
    pub blind: bool,
    /// A blind leg not judged yet: the page hides its numbers from the first move on
    /// (`Fifteen::unseen`).
    pub unseen: bool,
    pub origin: RunOrigin,
}

impl RunView {
    fn of(run: &Run, unseen: bool, texts: &crate::l10n::Texts) -> RunView {
        RunView {
            mode: run.mode().clone(),
            key: run.mode().key(),
            name: crate::l10n::names::run_name(texts, run.mode()),
            leg: run.leg(),
            legs: run.mode().legs(),
            splits: run.splits().iter().map(|m| m.0).collect(),
            leg_figures: if run.status().is_over() { run.legs() } else { Vec::new() },
            blind: run.game().is_blind(),
            unseen,
            origin: run.origin(),
        }
    }
}

/// What the page is shown of the game beside its cells, after every answer: the status, the
/// clock and the counters, the helps it had, and the seed once it may see it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Shown {
    pub status: Status,
    /// The attempt had help (a hint, Solve, a pause): it will not count in the statistics.
    pub assisted: bool,
    /// Which helps, as the log has them (`["hint", "solve"]`; the page names them).
    pub help: Assists,
    pub moves: u32,
    pub multi_moves: u32,
    /// Backend clock at the time of the answer; the page ticks from here while running.
    pub elapsed_ms: u64,
    /// Time, moves and TPS, once solved (or a blind solve judged failed).
    pub summary: Option<Summary>,
    /// The practice run this attempt belongs to, none for a single solve.
    pub run: Option<RunView>,
    /// Moves of the board in play taken in order so far: the number the next one carries
    /// (an answer that arrives after a later one's is older than it).
    pub taken: u32,
    /// Paused: the clock stopped, the tiles hidden.
    pub paused: bool,
    /// How the attempt's moves were made so far: `keyboard`, `click`, `hover`, `mixed` or
    /// `unknown` (no move yet), as its record keeps it.
    pub controls: &'static str,
    /// Where the scramble (a run's: the leg's) came from: `random`, `chosen`, `retry` or
    /// `typed`.
    pub origin: &'static str,
    /// The attempt's seed (a run's for a practice run; text, so that every u64 survives
    /// JavaScript), once the page may see it (`Puzzle::seed_shown`, `fifteen_session.rs`).
    pub seed: Option<String>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// The board's number: each move names it, so a move meant for another board is refused.
    pub game: u32,
    pub width: u32,
    pub height: u32,
    pub tiles: Vec<tessera::fifteen::Tile>,
    /// The scramble as a state string, to set up a physical puzzle or type in again.
    pub scramble: String,
    #[serde(flatten)]
    pub shown: Shown,
}

/// The cells some moves changed, as `[index, tile]` pairs with the tiles after the last move,
/// and how many of the moves were refused (impossible, or made after the solve).
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delta {
    pub changed: Vec<[u32; 2]>,
    pub refused: u32,
    /// When the move reached the backend, on the wall clock (ms since 1970), for measuring.
    pub arrived_unix_ms: f64,
    /// When these moves solved the puzzle: new bests, and any problem saving the records.
    pub recorded: Option<Recorded>,
    /// When these moves solved a run's leg: the run with its next leg on the board (the
    /// changed cells are then those of the solved leg).
    pub next: Option<Box<Snapshot>>,
    #[serde(flatten)]
    pub shown: Shown,
}

#[tauri::command]
pub fn fifteen_scramble(state: State<'_, AppState>, request: NewScramble) -> Result<Snapshot, CommandError> {
    new_scramble(&state, request)
}

#[tauri::command]
pub fn fifteen_practice(state: State<'_, AppState>, request: PracticeRequest) -> Result<Snapshot, CommandError> {
    practice(&state, &request)
}

#[tauri::command]
pub fn fifteen_declare(state: State<'_, AppState>) -> Result<Delta, CommandError> {
    declare(&state)
}

#[tauri::command]
pub fn fifteen_retry(state: State<'_, AppState>) -> Snapshot {
    retry(&state)
}

#[tauri::command]
pub fn fifteen_load(state: State<'_, AppState>, text: String) -> Result<Snapshot, CommandError> {
    load(&state, &text)
}

/// Takes one move, stamped as it arrives: move `seq` (from 0) of board `game`. The page sends
/// each move the moment it is made, without waiting for the answer to the one before; moves
/// that arrive out of order are applied in the order made (`inbox.rs`).
#[tauri::command]
pub fn fifteen_move(state: State<'_, AppState>, game: u32, seq: u32, mv: Move, via: Option<Control>) -> Result<Delta, CommandError> {
    apply(&state, game, seq, mv, via)
}

/// A pause or its end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Pause {
    Pause,
    Resume,
}

/// Pauses a single solve (the clock stops, the page hides the tiles; the attempt is then
/// assisted) or resumes it. A practice run is not paused.
#[tauri::command]
pub fn fifteen_control(state: State<'_, AppState>, control: Pause) -> Result<Delta, CommandError> {
    pause(&state, control)
}

pub fn pause(state: &AppState, control: Pause) -> Result<Delta, CommandError> {
    let now = state.clock.now();
    let mut session = state.fifteen();
    let Play::Single(game) = &mut session.play else {
        return Err(CommandError::NotNow(Said::new("error-run-not-paused")));
    };
    match control {
        Pause::Pause => game.pause(now)?,
        Pause::Resume => game.resume(now)?,
    };
    state.journal(&mut session);
    Ok(Delta { changed: Vec::new(), refused: 0, arrived_unix_ms: unix_ms(), recorded: None, next: None, shown: shown_of(&session, state) })
}

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
    Ok(replace(state, Fifteen::single(game)))
}

/// A new practice run with a fresh seed; a run left after its first move is a DNF of its mode.
pub fn practice(state: &AppState, request: &PracticeRequest) -> Result<Snapshot, CommandError> {
    let run = Run::new(request.mode()?, tessera::rng::fresh_seed(), RunOrigin::Random);
    Ok(replace(state, Fifteen::run(run)))
}

/// Ends a blind solve: judged solved or failed, and recorded.
pub fn declare(state: &AppState) -> Result<Delta, CommandError> {
    let now = state.clock.now();
    let mut session = state.fifteen();
    let Play::Run(run) = &mut session.play else {
        return Err(tessera::fifteen::MoveError::NotBlind.into());
    };
    run.declare(now)?;
    let recorded = Some(session.record(&mut state.book(), now).told(&state.language.texts()));
    state.journal(&mut session);
    // The numbers come with the verdict: every cell, as the board stands.
    let changed = session.game().board().tiles().iter().enumerate().map(|(i, &t)| [i as u32, u32::from(t)]).collect();
    Ok(Delta { changed, refused: 0, arrived_unix_ms: unix_ms(), recorded, next: None, shown: shown_of(&session, state) })
}

/// The same scramble (or run) again, marked as a retry so that records keep it apart.
pub fn retry(state: &AppState) -> Snapshot {
    let again = {
        let current = state.fifteen();
        match &current.play {
            Play::Run(run) => Fifteen::run(run.retry()),
            Play::Single(game) => {
                Fifteen::single(FifteenGame::new(game.scramble().clone(), Origin::Retry { seed: game.origin().seed() }))
            }
        }
    };
    replace(state, again)
}

/// A typed state string; refused with the reason if it is malformed or cannot be solved.
pub fn load(state: &AppState, text: &str) -> Result<Snapshot, CommandError> {
    use crate::l10n::errors::Says;
    let board = parse_state(text).map_err(|e| CommandError::InvalidState(e.said()))?;
    if !board.is_solvable() {
        return Err(CommandError::InvalidState(Said::new("error-state-unsolvable")));
    }
    if board.is_solved() {
        return Err(CommandError::InvalidState(Said::new("error-state-solved")));
    }
    Ok(replace(state, Fifteen::single(FifteenGame::new(board, Origin::Typed))))
}

pub fn apply(state: &AppState, game: u32, seq: u32, mv: Move, via: Option<Control>) -> Result<Delta, CommandError> {
    let now = state.clock.now();
    let arrived_unix_ms = unix_ms();
    let mut session = state.fifteen();
    let due = session.inbox.accept(game, seq, (mv, via), now.0)?;
    let was_over = is_over(session.status());
    let mut changed: Vec<usize> = Vec::new();
    let (mut refused, mut next_leg) = (0, false);
    for ((mv, via), at) in due {
        // Moves after a leg was solved were made on its board, which is gone.
        if next_leg {
            refused += 1;
            continue;
        }
        match session.apply(mv, via, Millis(at)) {
            Ok((cells, next)) => {
                if !next {
                    changed.extend(cells);
                }
                next_leg = next;
            }
            Err(_) => refused += 1,
        }
    }
    changed.sort_unstable();
    changed.dedup();
    let recorded = (!was_over && is_over(session.status())).then(|| session.record(&mut state.book(), now).told(&state.language.texts()));
    state.journal(&mut session);
    let tiles = session.game().board().tiles();
    let changed = changed.into_iter().map(|i| [i as u32, u32::from(session.tile_shown(tiles[i]))]).collect();
    let next = next_leg.then(|| Box::new(snapshot_of(&session, state)));
    Ok(Delta { changed, refused, arrived_unix_ms, recorded, next, shown: shown_of(&session, state) })
}

/// The wall clock in milliseconds since 1970, to the microsecond: only for measuring how long
/// a move took from the key to the backend (the page's clock is the same one); no game reads it.
fn unix_ms() -> f64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

fn is_over(status: Status) -> bool {
    matches!(status, Status::Solved | Status::Failed)
}

pub fn snapshot(state: &AppState) -> Snapshot {
    snapshot_of(&state.fifteen(), state)
}

fn replace(state: &AppState, next: Fifteen) -> Snapshot {
    let mut current = state.fifteen();
    // An attempt left after its first move is a DNF.
    current.replace(next, &mut state.book(), state.clock.now());
    state.journal(&mut current);
    snapshot_of(&current, state)
}

fn snapshot_of(session: &FifteenSession, state: &AppState) -> Snapshot {
    let game = session.game();
    let shape = game.board().shape();
    Snapshot {
        game: session.inbox.game(),
        width: shape.width(),
        height: shape.height(),
        tiles: game.board().tiles().iter().map(|&t| session.tile_shown(t)).collect(),
        // A blind solve's scramble is what the player memorised: not sent while it is solved.
        scramble: if session.numbers_hidden() { String::new() } else { game.scramble().state_string() },
        shown: shown_of(session, state),
    }
}

pub(crate) fn shown_of(session: &FifteenSession, state: &AppState) -> Shown {
    let now = state.clock.now();
    let status = session.status();
    let (moves, multi_moves, elapsed, summary) = match &session.play {
        Play::Single(game) => (game.moves(), game.multi_moves(), game.elapsed(now), game.summary(now)),
        Play::Run(run) => (run.moves(), run.multi_moves(), run.elapsed(now), run.summary(now)),
    };
    Shown {
        assisted: !session.helps().is_empty(),
        help: session.helps(),
        status,
        moves,
        multi_moves,
        elapsed_ms: elapsed.0,
        summary: is_over(status).then_some(summary),
        run: session.practice().map(|run| RunView::of(run, session.unseen(), &state.language.texts())),
        taken: session.inbox.next(),
        paused: session.game().is_paused(),
        controls: session.controls.label(),
        origin: session.game().origin().name(),
        seed: session.seed_shown().map(|s| s.to_string()),
    }
}
