//! Minesweeper videos in every format the community records: AVF (Arbiter), RMV (Viennasweeper,
//! versions 1 and 2), EVF (Metasweeper, and Tessera's own export) and MVF (Minesweeper X and
//! Clone). They are read, replayed and measured by `ms_toollib`, the community's own library
//! (Metasweeper's), so that every figure is the one the rankings and Metasweeper show. Its
//! readers of bytes need only its light `js` feature (no ONNX runtime); its file readers and
//! EVF writer sit behind `rs`, which this module does without.
//!
//! Tessera's own games are measured the same way: encoded as EVF and read back here
//! (`figures.rs`), so a game's metrics never differ between the result panel, the records,
//! the viewer and the CLI.
//!
//! Any bytes are safe: a file over `MAX_VIDEO_BYTES` is refused before it is read, and the
//! library's panics on a damaged file (it asserts and unwraps as it replays) are contained and
//! come back as a `VideoError`.

use ms_toollib::videos::NewSomeVideo2;
use ms_toollib::{AvfVideo, BaseVideo, ErrReadVideoReason, EvfVideo, MvfVideo, RmvVideo};
use serde::Serialize;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

mod game;
mod replay;
pub use game::as_game;
use replay::measure;

/// The largest video read: a long Expert game with every pointer move is under a megabyte.
pub const MAX_VIDEO_BYTES: usize = 16 << 20;

/// The most work and memory an analysis may take, as the board's cells times the events that
/// may change it (`ms_toollib` keeps two boards of 4-byte cells for each): 2^27, at most about
/// 1 GiB. A 16 MiB file of flag toggles on a 255x255 board would otherwise ask for terabytes.
/// Real games are far under it: an Expert game of 1,000 clicks is 480 x 3,000 events.
pub const MAX_CELL_CHANGES: usize = 1 << 27;

/// A video file's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum VideoFormat {
    Avf,
    Rmv,
    Evf,
    Mvf,
}

impl VideoFormat {
    pub const ALL: [VideoFormat; 4] = [VideoFormat::Avf, VideoFormat::Rmv, VideoFormat::Evf, VideoFormat::Mvf];

    /// The format a file's extension names (any case), if it is one of the four.
    pub fn of_path(path: &Path) -> Option<VideoFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        VideoFormat::ALL.into_iter().find(|f| f.extension() == ext)
    }

    /// The extension, as the CLI names the format: `avf`, `rmv`, `evf` or `mvf`.
    pub fn extension(self) -> &'static str {
        match self {
            VideoFormat::Avf => "avf",
            VideoFormat::Rmv => "rmv",
            VideoFormat::Evf => "evf",
            VideoFormat::Mvf => "mvf",
        }
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum VideoError {
    #[error("the file is empty")]
    Empty,
    #[error("the file is {0} bytes, larger than any Minesweeper video")]
    TooLarge(usize),
    #[error("not a readable {format} video: {reason}")]
    Unreadable { format: &'static str, reason: String },
    #[error("the {format} video is damaged: its game cannot be replayed")]
    Damaged { format: &'static str },
    #[error("the video has {changes} button presses and releases on a board of {cells} cells, more than Tessera analyses (the two multiplied, at most {MAX_CELL_CHANGES})")]
    TooBusy { cells: usize, changes: usize },
}

/// The figures players compare, at the end of the video, as Metasweeper and `ms_toollib`
/// define them. Times in seconds.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VideoMetrics {
    pub time: f64,
    pub three_bv: usize,
    /// 3BV of the cells opened (all of it in a won game).
    pub solved_three_bv: usize,
    pub three_bv_per_s: f64,
    pub left: usize,
    pub right: usize,
    pub double: usize,
    /// Clicks: left + right + double.
    pub cl: usize,
    /// Effective clicks.
    pub ce: usize,
    pub ce_per_s: f64,
    pub ioe: f64,
    pub rqp: f64,
    pub stnb: f64,
    pub corr: f64,
    pub thrp: f64,
    /// The pointer's path over the board, in cells of 16 pixels.
    pub path: f64,
}

/// One pointer event of a video: what the mouse did (`ms_toollib`'s names: `mv` a move, `lc`
/// and `lr` left press and release, `rc`/`rr` right, `mc`/`mr` middle, `pf` a flag set before
/// the start, `cc`, `l`, `r`, `m` as EVF records them), where in the board's pixels, when.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VideoEvent {
    /// Seconds from the first event.
    pub time: f64,
    pub mouse: String,
    pub x: u16,
    pub y: u16,
}

/// One event of a video that changed the board, as the replay viewer draws it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VideoStep {
    /// Seconds from the first event.
    pub time: f64,
    /// The cells it changed, as `[index, code]` (Tessera's cell codes: `#`, `F`, `0`-`8`, and
    /// at a loss `X`, `*`, `W`).
    pub changed: Vec<(usize, char)>,
    /// After it: 3BV solved, clicks (left, right and double), flags on the board.
    pub solved: usize,
    pub clicks: usize,
    pub flags: usize,
    /// The cell its click was on, and what the click did.
    pub cell: usize,
    pub kind: StepKind,
    /// The figures as they stood just after it.
    pub figures: VideoMetrics,
}

/// What a step's click did, as `ms_toollib` judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum StepKind {
    /// A flag set or taken off.
    Mark,
    /// A left click that opened cells.
    Open,
    /// A chord (both buttons, or a click on a number) that opened cells.
    Chord,
    /// A click that opened a mine.
    Loss,
}

/// A video, read and replayed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Video {
    pub format: VideoFormat,
    pub width: usize,
    pub height: usize,
    pub mines: usize,
    pub won: bool,
    /// A mine was opened: the game ended in the video, lost.
    pub lost: bool,
    /// Row by row: -1 a mine, else the number of mines around.
    pub board: Vec<Vec<i32>>,
    /// The pixels of a cell in the events' coordinates.
    pub cell_pixels: u8,
    pub events: Vec<VideoEvent>,
    pub steps: Vec<VideoStep>,
    /// When the game's clock started: the first event that opened a cell, in seconds from the
    /// first event.
    pub clock_start: f64,
    /// The player, the program that recorded the game, and when it started, as the file has them
    /// (empty when it has not).
    pub player: String,
    pub program: String,
    /// Microseconds since the Unix epoch, 0 when unknown.
    pub start_micros: u64,
    /// The game's mode as EVF and `ms_toollib` code it (`Mode::evf_code`; 1 a board known
    /// before the game), 0 when the format has none.
    pub mode: u16,
    pub metrics: VideoMetrics,
}

/// Reads a video of `format` from its bytes, replays it and measures it.
pub fn read_video(bytes: &[u8], format: VideoFormat) -> Result<Video, VideoError> {
    if bytes.is_empty() {
        return Err(VideoError::Empty);
    }
    if bytes.len() > MAX_VIDEO_BYTES {
        return Err(VideoError::TooLarge(bytes.len()));
    }
    let name = format.extension();
    let damaged = || VideoError::Damaged { format: name };
    let bytes = bytes.to_vec();
    // The library opens an opening's cells by recursion, one call per cell: a 200x200 board's
    // flood overflowed an 8 MiB stack (an abort no unwinding catches). Its own thread, with
    // room for the largest board any format holds (255x255), keeps that from the caller.
    let work = move || {
        let mut data = quietly(|| parse(bytes, format))
            .ok_or_else(damaged)?
            .map_err(|reason| VideoError::Unreadable { format: name, reason: describe(reason) })?;
        let (cells, changes) = (data.width.saturating_mul(data.height), replay::board_changes(&data));
        if cells.saturating_mul(changes) > MAX_CELL_CHANGES {
            return Err(VideoError::TooBusy { cells, changes });
        }
        quietly(AssertUnwindSafe(|| measure(&mut data, format))).ok_or_else(damaged)?.ok_or_else(damaged)
    };
    std::thread::Builder::new()
        .name("video-reader".into())
        .stack_size(READER_STACK)
        .spawn(work)
        .map_err(|_| damaged())?
        .join()
        .unwrap_or_else(|_| Err(damaged()))
}

/// The reader thread's stack: reserved, not committed, so it costs only what the recursion
/// uses (a 255x255 board opened by one click: see the tests).
const READER_STACK: usize = 512 << 20;

/// Runs `f`, a panic of the library's becoming `None` (and printing nothing).
fn quietly<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> Option<T> {
    thread_local!(static QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    static HOOK: std::sync::Once = std::sync::Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !QUIET.with(|q| q.get()) {
                previous(info);
            }
        }));
    });
    QUIET.with(|q| q.set(true));
    let result = catch_unwind(f).ok();
    QUIET.with(|q| q.set(false));
    result
}

fn parse(bytes: Vec<u8>, format: VideoFormat) -> Result<BaseVideo<Vec<Vec<i32>>>, ErrReadVideoReason> {
    match format {
        VideoFormat::Avf => {
            let mut v = <AvfVideo as NewSomeVideo2<Vec<u8>, &str>>::new(bytes, "");
            v.parse().map(|()| v.data)
        }
        VideoFormat::Rmv => {
            let mut v = <RmvVideo as NewSomeVideo2<Vec<u8>, &str>>::new(bytes, "");
            v.parse().map(|()| v.data)
        }
        VideoFormat::Evf => {
            let mut v = <EvfVideo as NewSomeVideo2<Vec<u8>, &str>>::new(bytes, "");
            v.parse().map(|()| v.data)
        }
        VideoFormat::Mvf => {
            let mut v = <MvfVideo as NewSomeVideo2<Vec<u8>, &str>>::new(bytes, "");
            v.parse().map(|()| v.data)
        }
    }
}

fn describe(reason: ErrReadVideoReason) -> String {
    match reason {
        ErrReadVideoReason::FileIsEmpty => "it ends before its header".into(),
        ErrReadVideoReason::FileIsTooShort => "it ends too soon".into(),
        ErrReadVideoReason::InvalidBoardSize => "its board size is impossible".into(),
        ErrReadVideoReason::InvalidLevel => "its level is unknown".into(),
        ErrReadVideoReason::InvalidMinePosition => "a mine lies off the board".into(),
        ErrReadVideoReason::InvalidParams => "its figures do not fit together".into(),
        ErrReadVideoReason::InvalidVideoEvent => "one of its events is impossible".into(),
        ErrReadVideoReason::FileIsNotRmv => "it is not an RMV file".into(),
        ErrReadVideoReason::VersionBackward => "it was written by a newer version of its format".into(),
        ErrReadVideoReason::Utf8Error => "its text is not valid UTF-8".into(),
        ErrReadVideoReason::CanNotFindFile => "it cannot be found".into(),
    }
}

/// The CLI's report of a video (`tessera-cli mines video FILE`): one `name: value` line each,
/// counts as integers, the rest with three decimals.
pub fn report(video: &Video) -> String {
    let m = &video.metrics;
    let lines = [
        ("format", video.format.extension().to_string()),
        ("board", format!("{}x{}/{}", video.width, video.height, video.mines)),
        ("won", if video.won { "yes" } else { "no" }.to_string()),
        ("time", format!("{:.3}", m.time)),
        ("3bv", m.three_bv.to_string()),
        ("3bv/s", format!("{:.3}", m.three_bv_per_s)),
        ("left", m.left.to_string()),
        ("right", m.right.to_string()),
        ("double", m.double.to_string()),
        ("cl", m.cl.to_string()),
        ("ce", m.ce.to_string()),
        ("ioe", format!("{:.3}", m.ioe)),
        ("rqp", format!("{:.3}", m.rqp)),
        ("stnb", format!("{:.3}", m.stnb)),
        ("corr", format!("{:.3}", m.corr)),
        ("thrp", format!("{:.3}", m.thrp)),
        ("path", format!("{:.3}", m.path)),
    ];
    lines.iter().map(|(k, v)| format!("{k}: {v}\n")).collect()
}
