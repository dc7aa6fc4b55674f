//! Games as EVF videos, the format of Metasweeper and of the community's library
//! `ms_toollib`, so players can watch and analyse a Tessera game with their own tools.
//!
//! EVF records mouse events on a pixel grid, not actions on cells: each action becomes the
//! pointer moving to its cell's centre and the buttons a player would press there (reveal:
//! left press and release; flag: right press and release; chord: both buttons). The reader
//! replays those events on the mines to rebuild the game. Written as version 4 (big-endian
//! header, then events as time and position deltas, with pause records for gaps over 255 ms).

use super::game::{Action, CellView, Game, Replay, Status, Style, TimedAction};
use super::layout::Layout;
use super::metrics;
use super::video::Video;
use crate::time::Millis;
use thiserror::Error;

/// The side of a cell in the video's pixels (Arbiter's and Metasweeper's default).
pub const CELL_PIXELS: u16 = 16;

/// The largest side EVF stores (one byte).
pub const MAX_EVF_SIDE: u32 = 255;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EvfError {
    #[error("EVF stores boards up to {MAX_EVF_SIDE}x{MAX_EVF_SIDE}; this one is {width}x{height}")]
    TooLarge { width: u32, height: u32 },
    #[error("the game has no mines placed yet (no cell was opened): there is nothing to record")]
    NoBoard,
    #[error("the game lasts {0} ms, more than EVF's clock holds")]
    TooLong(u64),
    #[error("EVF cannot show an undo or a pause, and this game has one")]
    Controlled,
}

/// What the file says beyond the game itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvfInfo {
    /// The program that made the game, e.g. "Tessera 0.1.0".
    pub software: String,
    pub player: String,
    /// When the game started and ended, in microseconds since the Unix epoch (0 if unknown).
    pub start_micros: u64,
    pub end_micros: u64,
}

/// EVF's game mode (`Mode::evf_code`); a game on a board known before it (no seed: typed, or
/// the same board again) is 1, UPK.
pub fn mode_code(game: &Game) -> u16 {
    match game.seed() {
        None => UPK,
        Some(_) => game.mode().evf_code(),
    }
}

/// EVF's mode for a board known before the game.
pub const UPK: u16 = 1;

/// A mouse event: EVF's code, its time since the first action, the pixel it happened at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct MouseEvent {
    code: u8,
    at: u64,
    x: u16,
    y: u16,
}

const MOVE: u8 = 1;
const LEFT_DOWN: u8 = 2;
const LEFT_UP: u8 = 3;
const RIGHT_DOWN: u8 = 4;
const RIGHT_UP: u8 = 5;

/// The buttons an action takes, given what the player saw on its cell just before. A
/// question mark has no place in EVF: stepping a flag to `?` is the flag's removal (a right
/// click), and any other question step leaves no event.
fn buttons(action: Action, before: CellView) -> &'static [u8] {
    match (action, before) {
        (Action::Reveal(_), _) => &[LEFT_DOWN, LEFT_UP],
        (Action::Flag(_), _) | (Action::Question(_), CellView::Flagged) => &[RIGHT_DOWN, RIGHT_UP],
        (Action::Question(_), _) => &[],
        (Action::Chord(_), _) => &[LEFT_DOWN, RIGHT_DOWN, LEFT_UP, RIGHT_UP],
    }
}

/// The mouse events of a history, replayed on its mines to know each cell before each action.
fn events(layout: &Layout, history: &[TimedAction]) -> Vec<MouseEvent> {
    let dims = layout.dims();
    let mut replay = Replay::on(layout, history);
    let first = history.first().map_or(Millis::ZERO, |t| t.at);
    let mut out: Vec<MouseEvent> = Vec::with_capacity(history.len() * 3 + 1);
    while let Some((_, timed)) = replay.upcoming() {
        let at = timed.action.at();
        let before = replay.game().view(dims.index(at));
        // Both coordinates are under 255 * 16 + 8 (checked by the caller), so they fit.
        let (x, y) = ((at.col as u16) * CELL_PIXELS + CELL_PIXELS / 2, (at.row as u16) * CELL_PIXELS + CELL_PIXELS / 2);
        let t = timed.at.since(first).0;
        let pressed = buttons(timed.action, before);
        let moved = out.last().is_none_or(|e| (e.x, e.y) != (x, y));
        if moved && (!pressed.is_empty() || out.is_empty()) {
            out.push(MouseEvent { code: MOVE, at: t, x, y });
        }
        out.extend(pressed.iter().map(|&code| MouseEvent { code, at: t, x, y }));
        // What the game once accepted is accepted again; an action it refused is not in its
        // history, so nothing is left to say of one refused here.
        let _ = replay.step();
    }
    out
}

fn push_c_string(out: &mut Vec<u8>, text: &str) {
    out.extend(text.bytes().filter(|&b| b != 0));
    out.push(0);
}

/// The game as an EVF (version 4) file. The game may be over or still running; its mines
/// must be placed.
pub fn encode(game: &Game, info: &EvfInfo) -> Result<Vec<u8>, EvfError> {
    let layout = game.layout().ok_or(EvfError::NoBoard)?;
    let helps = game.helps();
    if helps.contains(crate::assist::Assist::Undo) || helps.contains(crate::assist::Assist::Pause) {
        return Err(EvfError::Controlled);
    }
    let dims = layout.dims();
    let (width, height) = (dims.width(), dims.height());
    if width > MAX_EVF_SIDE || height > MAX_EVF_SIDE {
        return Err(EvfError::TooLarge { width, height });
    }
    let history = game.history();
    let last = history.last().map_or(Millis::ZERO, |t| t.at);
    let time = game.elapsed(last).0;
    let span = last.since(history.first().map_or(Millis::ZERO, |t| t.at)).0;
    if time.max(span) > u64::from(u32::MAX) {
        return Err(EvfError::TooLong(time.max(span)));
    }
    let mut events = events(layout, history);
    if events.is_empty() {
        // The reader expects one event at least: the pointer resting on the first cell.
        events.push(MouseEvent { code: MOVE, at: 0, x: CELL_PIXELS / 2, y: CELL_PIXELS / 2 });
    }
    let header = Header {
        width,
        height,
        mines: layout.mine_count() as usize,
        cell_pixels: CELL_PIXELS as u8,
        mode: mode_code(game),
        three_bv: metrics::three_bv(layout) as usize,
        time_ms: time,
        won: game.status() == Status::Won,
        nf: game.style() == Style::Nf,
        info,
    };
    Ok(write(&header, |i| layout.is_mine(i), &events))
}

/// A video read in any format (`video::read_video`) as an EVF file: its board, its pointer's
/// events at their recorded pixels and times, its player and program.
pub fn encode_video(video: &Video) -> Result<Vec<u8>, EvfError> {
    let (width, height) = (video.width as u32, video.height as u32);
    if width > MAX_EVF_SIDE || height > MAX_EVF_SIDE {
        return Err(EvfError::TooLarge { width, height });
    }
    let millis = |seconds: f64| (seconds.max(0.0) * 1000.0).round() as u64;
    let mut events: Vec<MouseEvent> = video
        .events
        .iter()
        .filter_map(|e| {
            let code = VIDEO_MICE.iter().position(|&m| m == e.mouse)? as u8 + 1;
            Some(MouseEvent { code, at: millis(e.time), x: e.x, y: e.y })
        })
        .collect();
    let time = millis(video.metrics.time);
    let span = events.last().map_or(0, |e| e.at);
    if time.max(span) > u64::from(u32::MAX) {
        return Err(EvfError::TooLong(time.max(span)));
    }
    if events.is_empty() {
        events.push(MouseEvent { code: MOVE, at: 0, x: 0, y: 0 });
    }
    let info = EvfInfo {
        software: video.program.clone(),
        player: video.player.clone(),
        start_micros: video.start_micros,
        end_micros: video.start_micros.saturating_add(time * 1000),
    };
    let header = Header {
        width,
        height,
        mines: video.mines,
        cell_pixels: video.cell_pixels,
        mode: video.mode,
        three_bv: video.metrics.three_bv,
        time_ms: time,
        won: video.won,
        // A video's own flags: no right press, no flag.
        nf: !events.iter().any(|e| e.code == RIGHT_DOWN),
        info: &info,
    };
    let w = video.width;
    Ok(write(&header, |i| video.board[i / w][i % w] == -1, &events))
}

/// EVF's mouse codes from 1, by the names `ms_toollib` gives them.
const VIDEO_MICE: [&str; 12] = ["mv", "lc", "lr", "rc", "rr", "mc", "mr", "pf", "cc", "l", "r", "m"];

/// What an EVF file says before its mines and events.
struct Header<'a> {
    width: u32,
    height: u32,
    mines: usize,
    cell_pixels: u8,
    mode: u16,
    three_bv: usize,
    time_ms: u64,
    won: bool,
    /// No flag placed: the header's NF bit.
    nf: bool,
    info: &'a EvfInfo,
}

/// Writes a version 4 file: the header, the mines (`is_mine` by cell index, row by row), then
/// the events (at least one).
fn write(h: &Header, is_mine: impl Fn(usize) -> bool, events: &[MouseEvent]) -> Vec<u8> {
    let mut out = vec![4u8, 0, 0];
    if h.won {
        out[1] |= 0b1000_0000;
    }
    if h.nf {
        out[1] |= 0b0001_0000;
    }
    out.push(h.height as u8);
    out.push(h.width as u8);
    out.extend((h.mines as u16).to_be_bytes());
    out.push(h.cell_pixels);
    out.extend(h.mode.to_be_bytes());
    out.extend((h.three_bv as u16).to_be_bytes());
    out.extend((h.time_ms as u32).to_be_bytes());
    out.extend(b"XX");
    out.extend(h.info.start_micros.to_be_bytes());
    out.extend(h.info.end_micros.to_be_bytes());
    push_c_string(&mut out, &h.info.software);
    push_c_string(&mut out, &h.info.player);
    push_c_string(&mut out, ""); // race
    push_c_string(&mut out, ""); // unique identifier
    out.extend(0u16.to_be_bytes()); // device identifier: none
    let cells = (h.width * h.height) as usize;
    let mut bits = 0u8;
    for i in 0..cells {
        bits = (bits << 1) | u8::from(is_mine(i));
        if i % 8 == 7 {
            out.push(bits);
            bits = 0;
        }
    }
    if !cells.is_multiple_of(8) {
        out.push(bits << (8 - cells % 8));
    }
    out.extend(0u16.to_be_bytes()); // custom figures: none

    // Each event after the first moves the pointer by an i16: pixels are kept to 0..=i16::MAX
    // (far past any board's 255 cells of 16 pixels), so every move between two fits. A file
    // read from elsewhere may hold any u16.
    let pixel = |p: u16| p.min(i16::MAX as u16) as i16;
    // The first event is the pointer on the first action's cell, at time 0.
    let first = events[0];
    out.extend([first.code, 0]);
    out.extend(pixel(first.x).to_be_bytes());
    out.extend(pixel(first.y).to_be_bytes());
    let mut previous = first;
    for event in &events[1..] {
        let mut gap = event.at.saturating_sub(previous.at);
        while gap > 255 {
            let pause = gap.min(u64::from(u16::MAX));
            out.push(255);
            out.extend((pause as u16).to_be_bytes());
            gap -= pause;
        }
        out.extend([event.code, gap as u8]);
        out.extend((pixel(event.x) - pixel(previous.x)).to_be_bytes());
        out.extend((pixel(event.y) - pixel(previous.y)).to_be_bytes());
        previous = *event;
    }
    out.push(0);
    out.extend(0u16.to_be_bytes()); // checksum: none
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pixels from a file may be any u16: written, each move between two fits EVF's i16 (a
    /// debug build once panicked subtracting them), the far ones kept at i16::MAX.
    #[test]
    fn a_pointer_anywhere_in_u16_is_written_without_overflow() {
        let info = EvfInfo { software: "t".into(), player: String::new(), start_micros: 0, end_micros: 0 };
        let header = Header { width: 2, height: 2, mines: 1, cell_pixels: 16, mode: 0, three_bv: 1, time_ms: 20, won: false, nf: true, info: &info };
        let at = |at, x, y| MouseEvent { code: MOVE, at, x, y };
        let out = write(&header, |i| i == 0, &[at(0, 65_535, 0), at(10, 0, 40_000), at(20, 65_535, 65_535)]);
        let first = [MOVE, 0, 0x7f, 0xff, 0, 0];
        let moves = [[MOVE, 10, 0x80, 0x01, 0x7f, 0xff], [MOVE, 10, 0x7f, 0xff, 0, 0]];
        let find = |part: &[u8]| out.windows(part.len()).any(|w| w == part);
        assert!(find(&first) && moves.iter().all(|m| find(m)), "{out:?}");
    }
}
