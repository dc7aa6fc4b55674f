//! Minesweeper commands: `mines_new_game(settings) -> Snapshot`, `mines_act(action) -> Delta`
//! and `mines_snapshot() -> Snapshot`.
//!
//! A delta carries only the cells an action changed, so a click costs in proportion to what
//! it changes, not to the board. Time comes from the backend's clock only.

use crate::book::Recorded;
use crate::error::CommandError;
use crate::l10n::said::Said;
use crate::mines_session::Mines;
use crate::session::Puzzle;
use crate::state::{AppState, MinesSession};
use serde::{Deserialize, Serialize};
use tauri::State;
use tessera::assist::Assists;
use tessera::minesweeper::{Action, BoardSpec, Clicks, Control, Difficulty, Event, Game, Mode, PointerSample, Status, Style, Summary};
use tessera::minesweeper::figures::game_metrics;
use tessera::minesweeper::video::VideoMetrics;
use tessera::time::Millis;

/// What the page asks for. The seed is text so that every u64 survives JavaScript.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewGame {
    pub difficulty: Difficulty,
    #[serde(default)]
    pub seed: Option<String>,
    /// Where the first click may land: an opening (the default), the clicked cell only, or a
    /// board that needs no guess.
    #[serde(default)]
    pub first_click: Mode,
}

/// What the page is shown of the game beside its cells, after every answer: the status, the
/// clock and the counters, the helps it had, and the seed once it may see it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Shown {
    pub status: Status,
    pub mines_left: i64,
    /// Backend clock at the time of the answer; the page ticks from here while playing.
    pub elapsed_ms: u64,
    pub clicks: Clicks,
    /// Time, 3BV, 3BV/s and efficiency, once the game is over.
    pub summary: Option<Summary>,
    /// The solver helped (hint, odds, auto-play), or an undo or a pause was used: the game
    /// stays out of the statistics and the best lists.
    pub assisted: bool,
    /// Which helps, as the game's log has them (`["hint", "undo"]`; the page names them).
    pub help: Assists,
    /// Paused: the clock stopped, the board hidden.
    pub paused: bool,
    /// NF (no flag placed yet) or FL.
    pub style: Style,
    /// The mode asked for a no-guess board and none was found at this density: the board
    /// dealt may need a guess, and the page says so.
    pub guess_board: bool,
    /// The seed (text, so that every u64 survives JavaScript), once the page may see it: a
    /// counted game's when it is over, a chosen one's always (`Puzzle::seed_shown`, `mines_session.rs`).
    pub seed: Option<String>,
}

/// The whole game, for a new game or a reload.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// The player chose the seed: the game never enters a best list.
    pub chosen_seed: bool,
    /// The board was known before the game (the same board again): UPK, never in a best list.
    pub known_board: bool,
    pub difficulty: Difficulty,
    pub width: u32,
    pub height: u32,
    pub mines: u32,
    pub first_click: Mode,
    /// One code per cell, row-major: `#` covered, `F` flag, `?`, `0`-`8`, `*` mine,
    /// `X` exploded mine, `W` wrong flag.
    pub cells: String,
    #[serde(flatten)]
    pub shown: Shown,
}

/// What one action changed, as runs of consecutive cells: `[start, length]` covers `length`
/// cells from row-major index `start`, and `codes` holds their new codes, run after run. A
/// whole-board flood is then a few hundred runs and one string, not 40,000 numbers.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delta {
    pub runs: Vec<[u32; 2]>,
    pub codes: String,
    /// When the action ended the game: new bests, and any problem saving the records.
    pub recorded: Option<Recorded>,
    #[serde(flatten)]
    pub shown: Shown,
}

/// The finished game's figures players compare (CE, IOE, RQP, STNB, correctness, throughput,
/// path: `figures::game_metrics`, as its EVF video is measured), none while it runs or when EVF
/// cannot hold it. Asked for once the game is over, and computed off the thread that paints:
/// a 200x200 board's replay takes seconds in a debug build.
#[tauri::command]
pub async fn mines_figures(state: State<'_, AppState>) -> Result<Option<VideoMetrics>, CommandError> {
    let game = state.mines().game.clone();
    Ok(game_metrics(&game))
}

#[tauri::command]
pub fn mines_new_game(state: State<'_, AppState>, settings: NewGame) -> Result<Snapshot, CommandError> {
    new_game(&state, settings)
}

/// One action; `pointer`, the pointer's path since it was last sent (as `mines_pointer` takes
/// it), rides along so that the path up to a game's last click is in its replay.
#[tauri::command]
pub fn mines_act(state: State<'_, AppState>, action: Action, pointer: Option<Vec<[u32; 3]>>) -> Result<Delta, CommandError> {
    if let Some(samples) = pointer {
        self::pointer(&state, &samples)?;
    }
    act(&state, action)
}

/// Checks a difficulty as the player types a custom one, starting nothing: its range error, if
/// any (the rule is the engine's `BoardSpec`, checked again when the game starts); else, for a
/// `mode` that deals no-guess boards, a warning when the board is denser than the generator
/// serves every time (`noguess::too_dense`), none otherwise.
#[tauri::command]
pub fn mines_check(state: State<'_, AppState>, difficulty: Difficulty, mode: Option<Mode>) -> Result<Option<String>, CommandError> {
    use tessera::minesweeper::noguess::{too_dense, RELIABLE_DENSITY};
    let spec = BoardSpec::try_from(difficulty)?;
    let no_guess = mode.is_some_and(|m| m.deal() == Mode::NoGuess);
    let percent = |share: f64, digits: usize| format!("{:.digits$}", 100.0 * share);
    let warn = |density| state.language.texts().say(&Said::new("density-warning").with("density", percent(density, 0)).with("reliable", percent(RELIABLE_DENSITY, 1)));
    Ok(no_guess.then(|| too_dense(&spec)).flatten().map(warn))
}

/// The last board dealt again, from before its first click: a known board (UPK), kept but
/// never in a best list.
#[tauri::command]
pub fn mines_same_board(state: State<'_, AppState>) -> Result<Snapshot, CommandError> {
    same_board(&state)
}

#[tauri::command]
pub fn mines_snapshot(state: State<'_, AppState>) -> Snapshot {
    snapshot(&state)
}

pub fn new_game(state: &AppState, settings: NewGame) -> Result<Snapshot, CommandError> {
    let spec = BoardSpec::try_from(settings.difficulty)?;
    let chosen = super::chosen_seed(settings.seed.as_deref())?;
    let seed = chosen.unwrap_or_else(tessera::rng::fresh_seed);
    let mut session = state.mines();
    // A game left after its first click counts as a loss, as Windows counted it.
    let game = Game::with_mode(spec, seed, settings.first_click);
    session.replace(Mines::new(settings.difficulty, game, chosen.is_some()), &mut state.book(), state.clock.now());
    state.journal(&mut session);
    Ok(snapshot_of(&session, state))
}

pub fn same_board(state: &AppState) -> Result<Snapshot, CommandError> {
    let mut session = state.mines();
    let dealt = session.game.dealt().cloned().ok_or_else(|| CommandError::NotNow(Said::new("error-no-board-yet")))?;
    let game = Game::with_layout_in(dealt, session.game.mode(), 0);
    let difficulty = session.difficulty;
    session.replace(Mines::new(difficulty, game, true), &mut state.book(), state.clock.now());
    state.journal(&mut session);
    Ok(snapshot_of(&session, state))
}

pub fn act(state: &AppState, action: Action) -> Result<Delta, CommandError> {
    let now = state.clock.now();
    let mut session = state.mines();
    let mut changed = Vec::new();
    let recorded = apply(state, &mut session, action, now, &mut changed)?;
    Ok(delta(state, &session, changed, recorded))
}

/// Applies one action, adding the cells it changed to `changed`; records the game if the
/// action ended it.
pub(crate) fn apply(
    state: &AppState,
    session: &mut MinesSession,
    action: Action,
    now: Millis,
    changed: &mut Vec<usize>,
) -> Result<Option<Recorded>, CommandError> {
    changed.extend(session.game.apply(action, now)?.changed);
    let game = &session.game;
    // `apply` refuses actions on a finished game, so a finished game here just ended.
    let recorded = game.is_over().then(|| state.book().record_mines(&session.difficulty, game, session.chosen_seed, now).told(&state.language.texts()));
    session.recorded = recorded.as_ref().and_then(|r| r.replay.clone());
    state.journal(session);
    Ok(recorded)
}

/// Where the pointer went over the board since the last call, as `[age, x, y]`: how many ms
/// before this call the sample was taken (page time only places the samples between the
/// backend's own readings), and EVF's pixels (16 a cell). For replays only: the game's
/// rules, time and result never read it.
#[tauri::command]
pub fn mines_pointer(state: State<'_, AppState>, samples: Vec<[u32; 3]>) -> Result<(), CommandError> {
    pointer(&state, &samples)
}

/// The most samples one `mines_pointer` call takes (10 s at one every 10 ms, sent 4 times a second).
pub const MAX_POINTER_BATCH: usize = 1_000;

pub fn pointer(state: &AppState, samples: &[[u32; 3]]) -> Result<(), CommandError> {
    if samples.len() > MAX_POINTER_BATCH {
        return Err(CommandError::Limit(Said::new("error-pointer-batch").with("got", samples.len()).with("max", MAX_POINTER_BATCH)));
    }
    let now = state.clock.now();
    let to_pixel = |v: u32| u16::try_from(v).unwrap_or(u16::MAX);
    let stamped = samples.iter().map(|&[age, x, y]| PointerSample { at: Millis(now.0.saturating_sub(u64::from(age))), x: to_pixel(x), y: to_pixel(y) });
    state.mines().game.record_pointer(stamped);
    Ok(())
}

/// Undoes the last action (a game it had ended goes on, its record taken back), pauses or
/// resumes; an undo or a pause makes the game assisted.
#[tauri::command]
pub fn mines_control(state: State<'_, AppState>, control: Control) -> Result<Delta, CommandError> {
    control_game(&state, control)
}

pub fn control_game(state: &AppState, control: Control) -> Result<Delta, CommandError> {
    let now = state.clock.now();
    let mut session = state.mines();
    let was_over = session.game.is_over();
    let outcome = session.game.apply_event(Event::Control(control), now)?;
    if was_over && !session.game.is_over() {
        if let Some(record) = session.recorded.take() {
            state.book().withdraw(&record);
        }
    }
    state.journal(&mut session);
    Ok(delta(state, &session, outcome.changed, None))
}

/// The answer for actions that changed `changed` (in any order, repeats allowed).
pub(crate) fn delta(state: &AppState, session: &MinesSession, mut changed: Vec<usize>, recorded: Option<Recorded>) -> Delta {
    changed.sort_unstable();
    changed.dedup();
    let game = &session.game;
    let codes = changed.iter().map(|&i| game.view(i).code()).collect();
    Delta { runs: runs(&changed), codes, recorded, shown: shown_of(session, state) }
}

/// Sorted, distinct indices as `[start, length]` runs of consecutive values.
fn runs(sorted: &[usize]) -> Vec<[u32; 2]> {
    let mut out: Vec<[u32; 2]> = Vec::new();
    for &i in sorted {
        let i = i as u32;
        match out.last_mut() {
            Some([start, len]) if *start + *len == i => *len += 1,
            _ => out.push([i, 1]),
        }
    }
    out
}

pub fn snapshot(state: &AppState) -> Snapshot {
    snapshot_of(&state.mines(), state)
}

pub(crate) fn snapshot_of(session: &MinesSession, state: &AppState) -> Snapshot {
    let game = &session.game;
    let spec = game.spec();
    Snapshot {
        chosen_seed: session.chosen_seed,
        known_board: session.chosen_seed && session.game.seed().is_none(),
        difficulty: session.difficulty,
        width: spec.dims().width(),
        height: spec.dims().height(),
        mines: spec.mines(),
        first_click: game.mode(),
        cells: game.codes(),
        shown: shown_of(session, state),
    }
}

fn shown_of(session: &MinesSession, state: &AppState) -> Shown {
    let game = &session.game;
    Shown {
        status: game.status(),
        mines_left: game.mines_left(),
        elapsed_ms: game.elapsed(state.clock.now()).0,
        clicks: game.clicks(),
        summary: game.summary(),
        assisted: !game.helps().is_empty(),
        help: game.helps(),
        seed: session.seed_shown().map(|s| s.to_string()),
        paused: game.is_paused(),
        style: game.style(),
        guess_board: game.guess_board(),
    }
}
