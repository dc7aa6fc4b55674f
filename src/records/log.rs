//! A recorded game's proof in compact text: its timed action log, and a Minesweeper game's
//! board. A log is tokens separated by spaces, each `<action>:<ms>` with the milliseconds
//! since the token before (the first action at 0), and, when the game ended without an action
//! (left unfinished, a blind solve declared), a last token `!:<ms>` for that moment.
//!
//! - Minesweeper actions: `r`, `f`, `q` or `c` (reveal, flag, question mark, chord) and the
//!   cell's index (row * width + col): `r37:0 f40:120 c41:300`; `u` (undo), `p` (pause), `g`
//!   (go on after a pause); and the solver's aids: `h` (a hint), `o` (the odds shown), `a`
//!   (the action after it was auto-play's).
//! - 15-puzzle moves: `U`, `D`, `L` or `R` (the way a tile moves), or `@` and a cell index (the
//!   tiles between the blank and that cell slide at once): `R:0 U:120 @12:300`; `p` (pause),
//!   `g` (go on); and the solver's aids: `h` (a hint), `s` (Solve: the moves shown).
//! - A pointer path: `<x>,<y>:<ms>` tokens, EVF's pixels (16 a cell) and the milliseconds since
//!   the sample before (the first: since the game's first action; samples before it are left
//!   out).
//! - A Minesweeper board: `<width>x<height>:` and the mines as hexadecimal digits, four cells a
//!   digit, the first cell in the lowest bit.

use crate::fifteen::{Aid as FifteenAid, Direction, Event as FifteenEvent, Move};
use crate::minesweeper::{Action, Aid, Control, Coord, Dims, Event, Layout, PointerSample, TimedEvent};
use crate::time::Millis;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LogError {
    #[error("token {0} of the log is not an action with a time ({1:?})")]
    Token(usize, String),
    #[error("token {0} of the log names cell {1}, off the {2}x{3} board")]
    OffBoard(usize, u64, u32, u32),
    #[error("the log's end mark is not its last token")]
    EndNotLast,
    #[error("the board {0:?} is not `WxH:` and one hexadecimal digit per four cells")]
    Board(String),
}

/// Actions with their times in ms since the first, and the end when it was not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Log<A> {
    pub actions: Vec<(A, u64)>,
    pub end: Option<u64>,
}

/// Tokens for `items` (and `end`), each with the ms since the token before: `last`, the time
/// of the token before these (none: these are the log's first), is moved on past them, so a
/// log can be written a piece at a time (`journal.rs`).
fn encode<A: Copy>(items: impl Iterator<Item = (A, Millis)>, end: Option<Millis>, last: &mut Option<u64>, write: impl Fn(A, &mut String)) -> String {
    let mut out = String::new();
    let mut token = |head: &mut dyn FnMut(&mut String), at: Millis, out: &mut String| {
        if !out.is_empty() {
            out.push(' ');
        }
        head(out);
        let delta = last.map_or(0, |l| at.0.saturating_sub(l));
        out.push(':');
        out.push_str(&delta.to_string());
        *last = Some(last.map_or(at.0, |l| l.max(at.0)));
    };
    for (a, at) in items {
        token(&mut |o: &mut String| write(a, o), at, &mut out);
    }
    if let Some(end) = end {
        token(&mut |o: &mut String| o.push('!'), end, &mut out);
    }
    out
}

fn decode<A>(text: &str, read: impl Fn(usize, &str) -> Result<A, LogError>) -> Result<Log<A>, LogError> {
    let mut log = Log { actions: Vec::new(), end: None };
    let mut at = 0u64;
    for (k, token) in text.split(' ').filter(|t| !t.is_empty()).enumerate() {
        let bad = || LogError::Token(k + 1, token.chars().take(24).collect());
        let (head, delta) = token.rsplit_once(':').ok_or_else(bad)?;
        let delta: u64 = delta.parse().map_err(|_| bad())?;
        if log.end.is_some() {
            return Err(LogError::EndNotLast);
        }
        at = at.checked_add(delta).ok_or_else(bad)?;
        if head == "!" {
            log.end = Some(at);
        } else {
            log.actions.push((read(k + 1, head)?, at));
        }
    }
    Ok(log)
}

/// A Minesweeper game's events as log text (`end`: when it ended without an action).
pub fn encode_mines(events: &[TimedEvent], dims: Dims, end: Option<Millis>) -> String {
    encode_mines_after(events, dims, end, &mut None)
}

/// As `encode_mines`, for events that follow a token at `last` (none: the log's first).
pub fn encode_mines_after(events: &[TimedEvent], dims: Dims, end: Option<Millis>, last: &mut Option<u64>) -> String {
    encode(events.iter().map(|t| (t.event, t.at)), end, last, |e, out| match e {
        Event::Act(a) => {
            out.push(match a {
                Action::Reveal(_) => 'r',
                Action::Flag(_) => 'f',
                Action::Question(_) => 'q',
                Action::Chord(_) => 'c',
            });
            out.push_str(&dims.index(a.at()).to_string());
        }
        Event::Control(c) => out.push(match c {
            Control::Undo => 'u',
            Control::Pause => 'p',
            Control::Resume => 'g',
        }),
        Event::Aid(aid) => out.push(match aid {
            Aid::Hint => 'h',
            Aid::Odds => 'o',
            Aid::Auto => 'a',
        }),
    })
}

/// A Minesweeper log read back on a board of `dims`.
pub fn decode_mines(text: &str, dims: Dims) -> Result<Log<Event>, LogError> {
    decode(text, |k, head| {
        let bad = || LogError::Token(k, head.chars().take(24).collect());
        match head {
            "u" => return Ok(Event::Control(Control::Undo)),
            "p" => return Ok(Event::Control(Control::Pause)),
            "g" => return Ok(Event::Control(Control::Resume)),
            "h" => return Ok(Event::Aid(Aid::Hint)),
            "o" => return Ok(Event::Aid(Aid::Odds)),
            "a" => return Ok(Event::Aid(Aid::Auto)),
            _ => {}
        }
        let mut chars = head.chars();
        let kind = chars.next().ok_or_else(bad)?;
        let index: u64 = chars.as_str().parse().map_err(|_| bad())?;
        if index >= dims.cells() as u64 {
            return Err(LogError::OffBoard(k, index, dims.width(), dims.height()));
        }
        let at: Coord = dims.coord(index as usize);
        let action = match kind {
            'r' => Action::Reveal(at),
            'f' => Action::Flag(at),
            'q' => Action::Question(at),
            'c' => Action::Chord(at),
            _ => return Err(bad()),
        };
        Ok(Event::Act(action))
    })
}

/// A 15-puzzle attempt's moves (and pauses) as log text (`end`: a blind solve's declaration).
pub fn encode_fifteen(events: impl Iterator<Item = (FifteenEvent, Millis)>, end: Option<Millis>) -> String {
    encode_fifteen_after(events, end, &mut None)
}

/// As `encode_fifteen`, for events that follow a token at `last` (none: the log's first).
pub fn encode_fifteen_after(events: impl Iterator<Item = (FifteenEvent, Millis)>, end: Option<Millis>, last: &mut Option<u64>) -> String {
    encode(events, end, last, |event, out| match event {
        FifteenEvent::Move(Move::Tile { dir }) => out.push(match dir {
            Direction::Up => 'U',
            Direction::Down => 'D',
            Direction::Left => 'L',
            Direction::Right => 'R',
        }),
        FifteenEvent::Move(Move::To { index }) => {
            out.push('@');
            out.push_str(&index.to_string());
        }
        FifteenEvent::Pause => out.push('p'),
        FifteenEvent::Resume => out.push('g'),
        FifteenEvent::Aid(FifteenAid::Hint) => out.push('h'),
        FifteenEvent::Aid(FifteenAid::Solve) => out.push('s'),
        FifteenEvent::Wait => out.push('w'),
    })
}

/// A 15-puzzle log read back (whether each move is possible is the replay's business).
pub fn decode_fifteen(text: &str) -> Result<Log<FifteenEvent>, LogError> {
    decode(text, |k, head| {
        let dir = match head {
            "p" => return Ok(FifteenEvent::Pause),
            "g" => return Ok(FifteenEvent::Resume),
            "h" => return Ok(FifteenEvent::Aid(FifteenAid::Hint)),
            "s" => return Ok(FifteenEvent::Aid(FifteenAid::Solve)),
            "w" => return Ok(FifteenEvent::Wait),
            "U" => Direction::Up,
            "D" => Direction::Down,
            "L" => Direction::Left,
            "R" => Direction::Right,
            _ => {
                let index = head.strip_prefix('@').and_then(|i| i.parse().ok());
                return index.map(|index| FifteenEvent::Move(Move::To { index })).ok_or_else(|| LogError::Token(k, head.chars().take(24).collect()));
            }
        };
        Ok(FifteenEvent::Move(Move::Tile { dir }))
    })
}

/// A pointer path as text, its times from `origin` (the game's first action).
pub fn encode_path(samples: &[PointerSample], origin: Millis) -> String {
    encode_path_after(samples, &mut { origin })
}

/// As `encode_path`, for samples that follow one at `last` (the game's first action for the
/// first samples; samples before it are left out), which is moved on past them.
pub fn encode_path_after(samples: &[PointerSample], last: &mut Millis) -> String {
    let mut out = String::new();
    let from = *last;
    for s in samples.iter().filter(|s| s.at >= from) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&format!("{},{}:{}", s.x, s.y, s.at.since(*last).0));
        *last = s.at;
    }
    out
}

/// A pointer path read back: each sample's time in ms since the game's first action.
pub fn decode_path(text: &str) -> Result<Vec<PointerSample>, LogError> {
    let mut at = 0u64;
    text.split(' ')
        .filter(|t| !t.is_empty())
        .enumerate()
        .map(|(k, token)| {
            let bad = || LogError::Token(k + 1, token.chars().take(24).collect());
            let (xy, delta) = token.split_once(':').ok_or_else(bad)?;
            let (x, y) = xy.split_once(',').ok_or_else(bad)?;
            at = at.checked_add(delta.parse().map_err(|_| bad())?).ok_or_else(bad)?;
            Ok(PointerSample { at: Millis(at), x: x.parse().map_err(|_| bad())?, y: y.parse().map_err(|_| bad())? })
        })
        .collect()
}

/// A board as text: its size and its mines.
pub fn encode_board(layout: &Layout) -> String {
    let dims = layout.spec().dims();
    let digits: String = (0..dims.cells().div_ceil(4))
        .map(|d| {
            let nibble = (0..4).filter(|b| d * 4 + b < dims.cells() && layout.is_mine(d * 4 + b)).fold(0u32, |n, b| n | 1 << b);
            char::from_digit(nibble, 16).unwrap_or('0')
        })
        .collect();
    format!("{}x{}:{digits}", dims.width(), dims.height())
}

/// A board read back through the layout's checked constructor.
pub fn decode_board(text: &str) -> Result<Layout, LogError> {
    let bad = || LogError::Board(text.chars().take(40).collect());
    let (size, digits) = text.split_once(':').ok_or_else(bad)?;
    let (w, h) = size.split_once('x').ok_or_else(bad)?;
    let (width, height): (u32, u32) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    let cells = width as usize * height as usize;
    if digits.len() != cells.div_ceil(4) {
        return Err(bad());
    }
    let mut mines = vec![false; cells];
    for (d, c) in digits.chars().enumerate() {
        let nibble = c.to_digit(16).ok_or_else(bad)?;
        for b in 0..4 {
            if nibble >> b & 1 == 1 {
                *mines.get_mut(d * 4 + b).ok_or_else(bad)? = true;
            }
        }
    }
    Layout::from_mines(width, height, mines).map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dims(w: u32, h: u32) -> Dims {
        crate::minesweeper::BoardSpec::new(w.into(), h.into(), 1).expect("spec").dims()
    }

    #[test]
    fn a_minesweeper_log_reads_back_with_its_times_and_end() {
        let d = dims(9, 9);
        let c = |row, col| Coord { row, col };
        let act = |a: Action, at: u64| TimedEvent { event: Event::Act(a), at: Millis(at) };
        let control = |c: Control, at: u64| TimedEvent { event: Event::Control(c), at: Millis(at) };
        let history = [
            act(Action::Reveal(c(2, 3)), 5000),
            act(Action::Flag(c(0, 0)), 5120),
            act(Action::Chord(c(8, 8)), 5120),
            act(Action::Question(c(4, 1)), 6001),
            control(Control::Undo, 6100),
            control(Control::Pause, 6200),
            control(Control::Resume, 6900),
            TimedEvent { event: Event::Aid(Aid::Hint), at: Millis(6950) },
            TimedEvent { event: Event::Aid(Aid::Odds), at: Millis(6960) },
            TimedEvent { event: Event::Aid(Aid::Auto), at: Millis(6970) },
        ];
        let text = encode_mines(&history, d, Some(Millis(7000)));
        assert_eq!(text, "r21:0 f0:120 c80:0 q37:881 u:99 p:100 g:700 h:50 o:10 a:10 !:30");
        let log = decode_mines(&text, d).expect("reads back");
        let times: Vec<u64> = log.actions.iter().map(|a| a.1).collect();
        assert_eq!(times, [0, 120, 120, 1001, 1100, 1200, 1900, 1950, 1960, 1970]);
        assert_eq!(log.actions.iter().map(|a| a.0).collect::<Vec<_>>(), history.map(|t| t.event));
        assert_eq!(log.end, Some(2000));
    }

    #[test]
    fn a_pointer_path_reads_back_from_the_first_action() {
        let p = |at, x, y| PointerSample { at: Millis(at), x, y };
        let path = [p(900, 1, 1), p(1_000, 16, 40), p(1_012, 18, 41), p(1_300, 200, 7)];
        let text = encode_path(&path, Millis(1_000));
        assert_eq!(text, "16,40:0 18,41:12 200,7:288");
        assert_eq!(decode_path(&text), Ok(vec![p(0, 16, 40), p(12, 18, 41), p(300, 200, 7)]));
        assert_eq!(decode_path("1,2:0 x:3"), Err(LogError::Token(2, "x:3".into())));
    }

    #[test]
    fn a_15_puzzle_log_reads_back() {
        let history = [
            (FifteenEvent::Move(Move::Tile { dir: Direction::Right }), Millis(40)),
            (FifteenEvent::Move(Move::To { index: 12 }), Millis(95)),
            (FifteenEvent::Pause, Millis(100)),
            (FifteenEvent::Resume, Millis(250)),
            (FifteenEvent::Move(Move::Tile { dir: Direction::Up }), Millis(300)),
            (FifteenEvent::Aid(FifteenAid::Hint), Millis(310)),
            (FifteenEvent::Aid(FifteenAid::Solve), Millis(330)),
            (FifteenEvent::Wait, Millis(330)),
            (FifteenEvent::Resume, Millis(2_330)),
        ];
        let text = encode_fifteen(history.into_iter(), None);
        assert_eq!(text, "R:0 @12:55 p:5 g:150 U:50 h:10 s:20 w:0 g:2000");
        let log = decode_fifteen(&text).expect("reads back");
        assert_eq!(log.actions, history.iter().map(|&(e, at)| (e, at.0 - 40)).collect::<Vec<_>>());
        assert_eq!(log.end, None);
    }

    #[test]
    fn bad_logs_are_errors_that_say_where() {
        assert_eq!(decode_fifteen("R:0 X:5"), Err(LogError::Token(2, "X".into())));
        assert_eq!(decode_fifteen("R:0 U"), Err(LogError::Token(2, "U".into())));
        assert_eq!(decode_fifteen("R:-3"), Err(LogError::Token(1, "R:-3".into())));
        assert_eq!(decode_fifteen("!:5 R:0"), Err(LogError::EndNotLast));
        assert_eq!(decode_mines("r81:0", dims(9, 9)), Err(LogError::OffBoard(1, 81, 9, 9)));
        assert_eq!(decode_mines("x3:0", dims(9, 9)), Err(LogError::Token(1, "x3".into())));
    }

    #[test]
    fn a_board_reads_back_and_a_bad_one_is_refused() {
        let spec = crate::minesweeper::BoardSpec::new(30, 16, 99).expect("expert");
        let layout = Layout::generate(spec, Coord { row: 3, col: 3 }, 11).expect("layout");
        let text = encode_board(&layout);
        assert_eq!(text.len(), "30x16:".len() + 120);
        assert_eq!(decode_board(&text).expect("reads back"), layout);
        let small = Layout::from_mines(3, 3, vec![true, false, false, false, false, false, false, false, true]).expect("3x3");
        assert_eq!(encode_board(&small), "3x3:101");
        for bad in ["3x3:10", "3x3:10g", "3x3:1012", "3x:101", "3x3:103"] {
            assert!(decode_board(bad).is_err(), "{bad}");
        }
    }
}
