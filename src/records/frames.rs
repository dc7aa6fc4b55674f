//! A recorded game as the replay viewer plays it: the board before the first action, then one
//! frame per action with the cells it changed and the counters after it, all from the engine
//! replaying the game's proof through the one replay loop (`replay.rs`). The viewer only
//! draws what it is given.

use super::fifteen::Solve;
use super::log::decode_path;
use super::mines::MinesGame;
use super::replay::{FifteenReplay, MinesReplay, ReplayError};
use crate::fifteen::FifteenGame;
use crate::minesweeper::solver::{review, Review, Reviewer};
use crate::minesweeper::figures::game_video;
use crate::minesweeper::video::{as_game, Video, VideoMetrics};
use crate::minesweeper::Event;
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
    /// Minesweeper: the players' figures after this action (as `ms_toollib` measures them),
    /// when the game can be measured (not one with an undo or a pause).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figures: Option<VideoMetrics>,
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
    /// Minesweeper: the solver's verdict on each frame that opened cells (a click's `step` is
    /// its frame's index), when the game could be reviewed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub review: Option<Review>,
    /// Minesweeper: the figures at the end (the pointer's path to its last sample), when the
    /// game can be measured; each frame has them as they stood after it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figures: Option<VideoMetrics>,
    /// Minesweeper: how the board was dealt and played (`Mode::key`, or `upk` for a board
    /// known before the game), when the record or the video says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mode: Option<&'static str>,
}

/// A game's mode as the viewer keys it, from its EVF code (`evf::mode_code`, or a video's):
/// one of Tessera's modes (`Mode::key`), or `upk`, a board known before the game (EVF's and
/// `ms_toollib`'s code 1); none for a code that names neither.
pub fn video_mode(code: u16) -> Option<&'static str> {
    match code {
        1 => Some("upk"),
        other => crate::minesweeper::Mode::from_evf_code(other).map(crate::minesweeper::Mode::key),
    }
}

fn codes(game: &Game) -> Vec<u32> {
    (0..game.dims().cells()).map(|i| u32::from(game.view(i).code())).collect()
}

/// A Minesweeper record's replay, checked against the record as it is played.
pub fn mines_frames(key: &str, record: &MinesGame) -> Result<Frames, ReplayError> {
    let mut replay = MinesReplay::new(key, record)?;
    let dims = replay.game().dims();
    let start = Board { width: dims.width(), height: dims.height(), cells: codes(replay.game()) };
    let mut frames = Vec::new();
    let mut reviewer = Reviewer::new();
    loop {
        // Each click is judged on the board as it stood, before it is played.
        if let Some(Event::Act(action)) = replay.next_event() {
            reviewer.judge(frames.len(), replay.game(), action);
        }
        let Some(step) = replay.step() else { break };
        let (at, outcome) = step?;
        let game = replay.game();
        reviewer.seen(game, &outcome);
        let open: Vec<bool> = (0..dims.cells()).map(|i| matches!(game.view(i), CellView::Open(_))).collect();
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
            figures: None,
        });
    }
    let (game, end, _) = replay.check(record)?;
    let video = game_video(&game);
    if let Some(video) = &video {
        // Each frame takes the figures of the video's last step by its moment (the video has
        // a step for each action that changed the board).
        let mut steps = video.steps.iter().peekable();
        let mut now = None;
        for frame in &mut frames {
            while let Some(step) = steps.next_if(|s| (s.time * 1000.0).round() as u64 <= frame.at) {
                now = Some(step.figures.clone());
            }
            frame.figures.clone_from(&now);
        }
    }
    let three_bv = game.layout().map_or(0, crate::minesweeper::three_bv);
    let pointer = decode_path(record.path.as_deref().unwrap_or_default())?;
    let pointer = pointer.iter().map(|s| [s.at.0, u64::from(s.x), u64::from(s.y)]).collect();
    let review = Some(reviewer.finish());
    let figures = video.map(|v| v.metrics);
    let mode = video_mode(crate::minesweeper::evf::mode_code(&game));
    Ok(Frames { game: "mines", start, frames, end: end.0, end_clock: record.time_ms, three_bv, mines: game.spec().mines(), pointer, review, figures, mode })
}

fn tiles_board(game: &FifteenGame) -> Board {
    let shape = game.board().shape();
    Board { width: shape.width(), height: shape.height(), cells: game.board().tiles().iter().map(|&t| u32::from(t)).collect() }
}

/// A 15-puzzle record's replay (a single solve, or a practice run leg after leg), checked
/// against the record as it is played.
pub fn fifteen_frames(key: &str, record: &Solve) -> Result<Frames, ReplayError> {
    let mut replay = FifteenReplay::new(key, record)?;
    let start = tiles_board(replay.game());
    let mut frames = Vec::new();
    while let Some(step) = replay.step() {
        let step = step?;
        let game = replay.game();
        let (changed, board) = if step.next_leg {
            // The solved leg's last cells are not drawn: the next leg replaces it.
            (Vec::new(), Some(tiles_board(game)))
        } else {
            (step.changed.iter().map(|&i| [i as u32, u32::from(game.board().tiles()[i])]).collect(), None)
        };
        frames.push(Frame {
            at: step.at,
            changed,
            board,
            clock: replay.elapsed(Millis(step.at)).0,
            running: replay.running(),
            solved: 0,
            clicks: 0,
            mines_left: 0,
            moves: replay.moves(),
            figures: None,
        });
    }
    let end = replay.end().0;
    replay.check(record)?;
    let end_clock = record.time_ms.unwrap_or_else(|| frames.last().map_or(0, |f| f.clock + end.saturating_sub(f.at)));
    Ok(Frames { game: "fifteen", start, frames, end, end_clock, three_bv: 0, mines: 0, pointer: Vec::new(), review: None, figures: None, mode: None })
}

/// A video of any format (`minesweeper::video`) as the viewer plays it: all covered, then one
/// frame per event that changed the board, the clock from the first cell opened, and the
/// pointer's every event (in EVF's 16 pixels a cell, whatever the video's cell size).
pub fn video_frames(video: &Video) -> Frames {
    let cells = video.width * video.height;
    let covered = Board { width: video.width as u32, height: video.height as u32, cells: vec![u32::from('#'); cells] };
    let ms = |seconds: f64| (seconds.max(0.0) * 1000.0).round() as u64;
    let clock = |seconds: f64| ms(seconds - video.clock_start);
    let last = video.steps.len().saturating_sub(1);
    let frames = video
        .steps
        .iter()
        .enumerate()
        .map(|(k, step)| Frame {
            at: ms(step.time),
            changed: step.changed.iter().map(|&(i, c)| [i as u32, u32::from(c)]).collect(),
            board: None,
            clock: clock(step.time),
            // The clock runs from the first opening until the step that ends the game.
            running: step.time >= video.clock_start && (k < last || !(video.won || video.lost)),
            solved: step.solved as u32,
            clicks: step.clicks as u32,
            mines_left: video.mines as i64 - step.flags as i64,
            moves: 0,
            figures: Some(step.figures.clone()),
        })
        .collect();
    let scale = |v: u16| u64::from(v) * 16 / u64::from(video.cell_pixels.max(1));
    let pointer = video.events.iter().map(|e| [ms(e.time), scale(e.x), scale(e.y)]).collect();
    let end = video.events.last().map_or(0, |e| ms(e.time));
    Frames {
        game: "mines",
        start: covered,
        frames,
        end,
        end_clock: ms(video.metrics.time),
        three_bv: video.metrics.three_bv as u32,
        mines: video.mines as u32,
        pointer,
        // A board Tessera cannot hold (a side over 200) goes unreviewed.
        review: as_game(video).map(|(layout, actions)| review(&layout, &actions)),
        figures: Some(video.metrics.clone()),
        mode: video_mode(video.mode),
    }
}
