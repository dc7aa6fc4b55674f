//! Replaying a recorded game from its proof, and checking a record against its replay: the
//! board its seed deals, every action applied at its time on a fresh game, and the entry built
//! again from the result (`entry.rs`) must be the record, to the millisecond. An import takes
//! a game only when this holds.

use super::entry::{mines_entry, run_entry, solve_entry};
use super::fifteen::{Solve, Source};
use super::log::{decode_board, decode_fifteen, decode_mines, LogError};
use super::mines::MinesGame;
use super::Candidate;
use crate::fifteen::practice::{parse_size, Mode, Run, RunOrigin};
use crate::fifteen::text::parse_state;
use crate::fifteen::{scramble, Event as FifteenEvent, FifteenGame, Origin};
use crate::minesweeper::{BoardSpec, Control, Event, FirstClick, Game};
use crate::time::Millis;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("it has no action log to check (recorded before replays)")]
    NoLog,
    #[error("its table {0:?} is not one Tessera keeps")]
    Table(String),
    #[error("its log cannot be read: {0}")]
    Log(#[from] LogError),
    #[error("its board is not {0}")]
    Board(String),
    #[error("action {0} of its log cannot be played: {1}")]
    Action(usize, String),
    #[error("its log has actions after the game ended")]
    AfterEnd,
    #[error("its record does not match its replay: {0}")]
    Mismatch(String),
}

/// The board and first-click policy of a Minesweeper table's key.
pub fn mines_table_spec(key: &str) -> Option<(BoardSpec, FirstClick)> {
    let (board, policy) = match key.rsplit_once('/') {
        Some((board, "safe")) => (board, FirstClick::Safe),
        Some((board, "no-guess")) => (board, FirstClick::NoGuess),
        Some(_) => return None,
        None => (key, FirstClick::Opening),
    };
    let spec = match board {
        "beginner" => BoardSpec::BEGINNER,
        "intermediate" => BoardSpec::INTERMEDIATE,
        "expert" => BoardSpec::EXPERT,
        custom => {
            let (size, mines) = custom.strip_prefix("custom-")?.split_once('-')?;
            let (w, h) = size.split_once('x')?;
            BoardSpec::new(w.parse().ok()?, h.parse().ok()?, mines.parse().ok()?).ok()?
        }
    };
    Some((spec, policy))
}

/// The game a Minesweeper record was: replayed from its board and log on a fresh game (from
/// its seed, when it has one, so the board dealt is checked too), and the moment it ended.
pub fn replay_mines(key: &str, record: &MinesGame) -> Result<(Game, Millis), ReplayError> {
    let (Some(board), Some(log)) = (&record.board, &record.log) else { return Err(ReplayError::NoLog) };
    let (spec, policy) = mines_table_spec(key).ok_or_else(|| ReplayError::Table(key.into()))?;
    let layout = decode_board(board)?;
    if layout.spec() != spec {
        return Err(ReplayError::Board(format!("a board of this table ({key})")));
    }
    let log = decode_mines(log, spec.dims())?;
    let mut game = match record.seed {
        Some(seed) => Game::with_first_click(spec, seed, policy),
        None => Game::with_layout(layout.clone()),
    };
    let dealt = |game: &Game| match game.layout() {
        Some(dealt) if dealt != &layout => Err(ReplayError::Board("the one its seed deals".into())),
        _ => Ok(()),
    };
    for (k, &(event, at)) in log.actions.iter().enumerate() {
        // Only an undo may come after the game ended (it takes the ending back).
        if game.is_over() && event != Event::Control(Control::Undo) {
            return Err(ReplayError::AfterEnd);
        }
        game.apply_event(event, Millis(at)).map_err(|e| ReplayError::Action(k + 1, e.to_string()))?;
        // The board is dealt by the first cell opened: checked before anything else.
        dealt(&game)?;
    }
    if game.layout().is_none() {
        return Err(ReplayError::Mismatch("no cell was opened".into()));
    }
    let end = log.end.or(log.actions.last().map(|a| a.1)).unwrap_or(0);
    Ok((game, Millis(end)))
}

/// Checks a Minesweeper record against its replay.
pub fn check_mines(key: &str, record: &MinesGame) -> Result<(), ReplayError> {
    let (game, end) = replay_mines(key, record)?;
    let again = mines_entry(&game, end, record.assisted, record.chosen_seed)
        .ok_or_else(|| ReplayError::Mismatch("no cell was opened".into()))?;
    // The pointer's path is not the game's: it is drawn in replays, never checked.
    same(&MinesGame { at: record.at, path: record.path.clone(), ..again }, record, |r| {
        format!("{:?} in {} ms, 3BV {}/{}, {} clicks", r.ending, r.time_ms, r.solved_three_bv, r.three_bv, r.clicks)
    })
}

/// The origin a single solve's record stands for.
fn origin(record: &Solve) -> Origin {
    match (record.source, record.seed) {
        (Source::Random, Some(seed)) => Origin::Random { seed },
        (Source::Chosen, Some(seed)) => Origin::Chosen { seed },
        (Source::Retry, seed) => Origin::Retry { seed },
        _ => Origin::Typed,
    }
}

/// Checks a 15-puzzle record (a single solve, or a practice run by its table's mode) against
/// its replay: the scramble its seed deals, each move at its time, the time, moves and splits.
pub fn check_fifteen(key: &str, record: &Solve) -> Result<(), ReplayError> {
    let Some(text) = &record.log else { return Err(ReplayError::NoLog) };
    let log = decode_fifteen(text)?;
    let play = |k: usize, result: Result<(), crate::fifteen::MoveError>| result.map_err(|e| ReplayError::Action(k + 1, e.to_string()));
    let again = match Mode::from_key(key) {
        Some(mode) => {
            let Some(seed) = record.seed else { return Err(ReplayError::NoLog) };
            let origin = if record.source == Source::Retry { RunOrigin::Retry } else { RunOrigin::Random };
            let mut run = Run::new(mode, seed, origin);
            for (k, &(event, at)) in log.actions.iter().enumerate() {
                if run.status().is_over() {
                    return Err(ReplayError::AfterEnd);
                }
                let FifteenEvent::Move(mv) = event else {
                    return Err(ReplayError::Action(k + 1, "a practice run is never paused".into()));
                };
                play(k, run.apply(mv, Millis(at)).map(drop))?;
            }
            if let Some(end) = log.end {
                play(log.actions.len(), run.declare(Millis(end)).map(drop))?;
            }
            run_entry(&run, record.assisted, Millis(log.end.or(log.actions.last().map(|a| a.1)).unwrap_or(0)))
        }
        None => {
            let shape = parse_size(key).ok_or_else(|| ReplayError::Table(key.into()))?;
            let board = parse_state(&record.scramble).map_err(|e| ReplayError::Board(format!("a scramble: {e}")))?;
            if board.shape() != shape {
                return Err(ReplayError::Board(format!("a {key} scramble")));
            }
            let origin = origin(record);
            if let Origin::Random { seed } | Origin::Chosen { seed } | Origin::Retry { seed: Some(seed) } = origin {
                if scramble(shape, seed) != board {
                    return Err(ReplayError::Board("the one its seed deals".into()));
                }
            }
            let mut game = FifteenGame::new(board, origin);
            for (k, &(event, at)) in log.actions.iter().enumerate() {
                if game.status().is_over() {
                    return Err(ReplayError::AfterEnd);
                }
                play(k, game.apply_event(event, Millis(at)).map(drop))?;
            }
            solve_entry(&game, record.assisted, Millis(log.actions.last().map_or(0, |a| a.1)))
        }
    };
    let again = again.ok_or_else(|| ReplayError::Mismatch("no move was made".into()))?;
    same(&Solve { at: record.at, optimal: record.optimal, ..again }, record, |r| {
        let time = r.time_ms.map_or("DNF".into(), |t| format!("{t} ms"));
        format!("{time}, {} moves, splits {:?}, scramble {}", r.moves, r.splits, r.scramble)
    })
}

fn same<T: PartialEq>(replayed: &T, record: &T, show: impl Fn(&T) -> String) -> Result<(), ReplayError> {
    if replayed == record {
        Ok(())
    } else {
        Err(ReplayError::Mismatch(format!("recorded {}, replayed {}", show(record), show(replayed))))
    }
}

/// An import's check of a game it offers: its replay must give its record.
pub fn check(candidate: Candidate) -> Result<(), String> {
    match candidate {
        Candidate::Mines(key, game) => check_mines(key, game),
        Candidate::Fifteen(key, solve) => check_fifteen(key, solve),
    }
    .map_err(|e| e.to_string())
}
