//! A recorded game as the replay viewer plays it: the board before the first action, then one
//! frame per action with the cells it changed and the counters after it, all from the engine
//! replaying the game's proof (`replay.rs`). The viewer only draws what it is given.

use super::fifteen::Solve;
use super::log::{decode_fifteen, decode_mines, decode_path};
use super::mines::MinesGame;
use super::replay::{check_fifteen, check_mines, mines_table_spec, ReplayError};
use crate::fifteen::practice::{Mode, Run, RunOrigin};
use crate::fifteen::text::parse_state;
use crate::fifteen::{Event as FifteenEvent, FifteenGame, Origin};
use crate::minesweeper::{solved_three_bv, CellView, Game, Layout};
use crate::time::Millis;
use serde::Serialize;

/// A board as the viewer starts it (and, in a practice run, each new leg): its size, and its
/// cells (Minesweeper: the cell codes' characters; 15-puzzle: the tiles, 0 the blank).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    pub width: u32,
    pub height: u32,
    pub cells: Vec<u32>,
}

/// One action: when (ms since the first), the cells it changed as `[index, cell]`, a new
/// board when it dealt one, and the counters after it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Frame {
    pub at: u64,
    pub changed: Vec<[u32; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub board: Option<Board>,
    /// The game's clock after this action, and whether it runs on until the next.
    pub clock: u64,
    pub running: bool,
    /// Minesweeper: 3BV solved, clicks, mines left (mines less flags); 15-puzzle: moves.
    pub solved: u32,
    pub clicks: u32,
    pub mines_left: i64,
    pub moves: u32,
}

/// A whole replay.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Frames {
    /// `mines` or `fifteen`.
    pub game: &'static str,
    pub start: Board,
    pub frames: Vec<Frame>,
    /// When the game ended (ms since the first action) and the clock then: its recorded time.
    pub end: u64,
    pub end_clock: u64,
    /// Minesweeper: the board's 3BV, and its mines (what the counter shows before the first
    /// action).
    pub three_bv: u32,
    pub mines: u32,
    /// Minesweeper: the pointer's path as `[ms since the first action, x, y]` in EVF's pixels
    /// (16 a cell), when it was recorded.
    pub pointer: Vec<[u64; 3]>,
}

fn codes(game: &Game) -> Vec<u32> {
    (0..game.dims().cells()).map(|i| u32::from(game.view(i).code())).collect()
}

/// A Minesweeper record's replay, checked against the record first.
pub fn mines_frames(key: &str, record: &MinesGame) -> Result<Frames, ReplayError> {
    check_mines(key, record)?;
    let (spec, policy) = mines_table_spec(key).ok_or_else(|| ReplayError::Table(key.into()))?;
    let log = decode_mines(record.log.as_deref().unwrap_or_default(), spec.dims())?;
    let mut game = match record.seed {
        Some(seed) => Game::with_first_click(spec, seed, policy),
        None => Game::with_layout(super::log::decode_board(record.board.as_deref().unwrap_or_default())?),
    };
    let start = Board { width: spec.dims().width(), height: spec.dims().height(), cells: codes(&game) };
    let mut frames = Vec::with_capacity(log.actions.len());
    for (k, &(event, at)) in log.actions.iter().enumerate() {
        let outcome = game.apply_event(event, Millis(at)).map_err(|e| ReplayError::Action(k + 1, e.to_string()))?;
        let open: Vec<bool> = (0..game.dims().cells()).map(|i| matches!(game.view(i), CellView::Open(_))).collect();
        frames.push(Frame {
            at,
            changed: outcome.changed.iter().map(|&i| [i as u32, u32::from(game.view(i).code())]).collect(),
            board: None,
            clock: game.elapsed(Millis(at)).0,
            running: !game.is_over() && game.layout().is_some() && !game.is_paused(),
            solved: game.layout().map_or(0, |l: &Layout| solved_three_bv(l, &open)),
            clicks: game.clicks().total(),
            mines_left: game.mines_left(),
            moves: 0,
        });
    }
    let end = log.end.or(log.actions.last().map(|a| a.1)).unwrap_or(0);
    let three_bv = game.layout().map_or(0, crate::minesweeper::three_bv);
    let pointer = decode_path(record.path.as_deref().unwrap_or_default())?;
    let pointer = pointer.iter().map(|s| [s.at.0, u64::from(s.x), u64::from(s.y)]).collect();
    Ok(Frames { game: "mines", start, frames, end, end_clock: record.time_ms, three_bv, mines: spec.mines(), pointer })
}

fn tiles_board(game: &FifteenGame) -> Board {
    let shape = game.board().shape();
    Board { width: shape.width(), height: shape.height(), cells: game.board().tiles().iter().map(|&t| u32::from(t)).collect() }
}

/// A 15-puzzle record's replay (a single solve, or a practice run leg after leg), checked
/// against the record first.
pub fn fifteen_frames(key: &str, record: &Solve) -> Result<Frames, ReplayError> {
    check_fifteen(key, record)?;
    let log = decode_fifteen(record.log.as_deref().unwrap_or_default())?;
    let mut frames = Vec::with_capacity(log.actions.len());
    let frame = |at: u64, changed: &[usize], game: &FifteenGame, clock: Millis, running: bool, moves: u32| Frame {
        at,
        changed: changed.iter().map(|&i| [i as u32, u32::from(game.board().tiles()[i])]).collect(),
        board: None,
        clock: clock.0,
        running,
        solved: 0,
        clicks: 0,
        mines_left: 0,
        moves,
    };
    let start = match Mode::from_key(key) {
        Some(mode) => {
            let origin = if record.source == super::fifteen::Source::Retry { RunOrigin::Retry } else { RunOrigin::Random };
            let mut run = Run::new(mode, record.seed.unwrap_or_default(), origin);
            let start = tiles_board(run.game());
            for (k, &(event, at)) in log.actions.iter().enumerate() {
                let FifteenEvent::Move(mv) = event else { return Err(ReplayError::Action(k + 1, "a practice run is never paused".into())) };
                let outcome = run.apply(mv, Millis(at)).map_err(|e| ReplayError::Action(k + 1, e.to_string()))?;
                let running = !run.status().is_over();
                let mut f = frame(at, &outcome.changed, run.game(), run.elapsed(Millis(at)), running, run.moves());
                if outcome.next_leg {
                    // The solved leg's last cells are not drawn: the next leg replaces it.
                    f.changed.clear();
                    f.board = Some(tiles_board(run.game()));
                }
                frames.push(f);
            }
            start
        }
        None => {
            let board = parse_state(&record.scramble).map_err(|e| ReplayError::Board(format!("a scramble: {e}")))?;
            let mut game = FifteenGame::new(board, Origin::Typed);
            let start = tiles_board(&game);
            for (k, &(event, at)) in log.actions.iter().enumerate() {
                let outcome = game.apply_event(event, Millis(at)).map_err(|e| ReplayError::Action(k + 1, e.to_string()))?;
                let running = !game.status().is_over() && !game.is_paused();
                frames.push(frame(at, &outcome.changed, &game, game.elapsed(Millis(at)), running, game.moves()));
            }
            start
        }
    };
    let end = log.end.or(log.actions.last().map(|a| a.1)).unwrap_or(0);
    let end_clock = record.time_ms.unwrap_or_else(|| frames.last().map_or(0, |f| f.clock + end.saturating_sub(f.at)));
    Ok(Frames { game: "fifteen", start, frames, end, end_clock, three_bv: 0, mines: 0, pointer: Vec::new() })
}
