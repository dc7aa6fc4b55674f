//! A parsed video replayed by `ms_toollib` to its end: its figures there and after each step,
//! and the steps the viewer draws (the cells each changed, its click, the figures then).

use super::{StepKind, Video, VideoEvent, VideoFormat, VideoMetrics, VideoStep};
use ms_toollib::{BaseVideo, Event};

/// A board as `ms_toollib` keeps it, row by row.
type Board = Vec<Vec<i32>>;

/// The events that may change the board (every mouse event but a move): `ms_toollib`'s
/// analysis keeps two boards for each one that does.
pub(super) fn board_changes(data: &BaseVideo<Board>) -> usize {
    data.video_action_state_recorder.iter().filter(|r| !matches!(&r.event, Some(Event::Mouse(m)) if m.mouse == "mv")).count()
}

/// Replays the parsed video to its end and takes its figures; `None` when it cannot be.
pub(super) fn measure(data: &mut BaseVideo<Board>, format: VideoFormat) -> Option<Video> {
    let sane = data.width > 0 && data.height > 0 && data.board.len() == data.height && data.board.iter().all(|r| r.len() == data.width);
    if !sane || data.video_action_state_recorder.is_empty() || data.cell_pixel_size == 0 {
        return None;
    }
    data.analyse();
    // The end of the video: every figure at its last event.
    data.set_current_time(f64::from(u32::MAX));
    let metrics = figures(data)?;
    let events = data
        .video_action_state_recorder
        .iter()
        .filter_map(|r| match &r.event {
            Some(Event::Mouse(m)) => Some(VideoEvent { time: r.time, mouse: m.mouse.clone(), x: m.x, y: m.y }),
            _ => None,
        })
        .collect();
    let lost = data.video_action_state_recorder.iter().any(|r| r.useful_level == 4);
    let steps = steps(data, lost)?;
    Some(Video {
        format,
        width: data.width,
        height: data.height,
        mines: data.mine_num,
        won: data.is_completed,
        lost,
        board: data.board.clone(),
        cell_pixels: data.cell_pixel_size,
        events,
        steps,
        clock_start: data.delta_time,
        player: data.player_identifier.clone(),
        program: data.software.clone(),
        start_micros: data.start_time,
        mode: data.mode,
        metrics,
    })
}

/// The video's figures at the moment it is set to.
fn figures(data: &BaseVideo<Board>) -> Option<VideoMetrics> {
    Some(VideoMetrics {
        time: data.get_rtime().ok()?,
        three_bv: data.static_params.bbbv,
        solved_three_bv: data.get_bbbv_solved().ok()?,
        three_bv_per_s: data.get_bbbv_s().ok()?,
        left: data.get_left(),
        right: data.get_right(),
        double: data.get_double(),
        cl: data.get_cl(),
        ce: data.get_ce().ok()?,
        ce_per_s: data.get_ce_s().ok()?,
        ioe: data.get_ioe().ok()?,
        rqp: data.get_rqp().ok()?,
        stnb: data.get_stnb().ok()?,
        corr: data.get_corr().ok()?,
        thrp: data.get_thrp().ok()?,
        path: data.get_path(),
    })
}

/// Tessera's code for a cell `ms_toollib` shows as `value` (10 covered, 11 flagged, 0-8 open).
fn code(value: i32) -> char {
    match value {
        0..=8 => char::from(b'0' + value as u8),
        11 => 'F',
        _ => '#',
    }
}

/// The board-changing events, each with the cells it changed; at a loss, the last one also
/// shows the mines: the one opened `X`, the others `*`, and flags on safe cells `W`.
fn steps(data: &mut BaseVideo<Board>, lost: bool) -> Option<Vec<VideoStep>> {
    let w = data.width;
    let mut out: Vec<VideoStep> = Vec::new();
    // The record of the last step, whose boards a loss draws on.
    let mut last: Option<usize> = None;
    let mut events = Vec::new();
    for (e, r) in data.video_action_state_recorder.iter().enumerate() {
        let (Some(prior), Some(next)) = (&r.prior_game_board, &r.next_game_board) else { continue };
        if r.useful_level == 0 || std::rc::Rc::ptr_eq(prior, next) {
            continue;
        }
        let Some(Event::Mouse(m)) = &r.event else { continue };
        let (before, after) = (prior.borrow(), next.borrow());
        let mut changed = Vec::new();
        for (y, (row_b, row_a)) in before.game_board.iter().zip(&after.game_board).enumerate() {
            for (x, (&b, &a)) in row_b.iter().zip(row_a).enumerate() {
                if b != a {
                    changed.push((y * w + x, code(a)));
                }
            }
        }
        let k = &r.key_dynamic_params;
        let flags = after.game_board.iter().flatten().filter(|&&v| v == 11).count();
        let cell = usize::from(m.y / u16::from(data.cell_pixel_size)) * w + usize::from(m.x / u16::from(data.cell_pixel_size));
        let kind = match r.useful_level {
            1 => StepKind::Mark,
            2 => StepKind::Open,
            3 => StepKind::Chord,
            _ => StepKind::Loss,
        };
        let (solved, clicks) = (k.bbbv_solved, k.left + k.right + k.double);
        out.push(VideoStep { time: r.time, changed, solved, clicks, flags, cell, kind, figures: VideoMetrics::default() });
        events.push(e);
        last = Some(e);
    }
    // Only the last step's boards are copied, once: a step costs its changes, not the board.
    let last = last.and_then(|e| {
        let r = &data.video_action_state_recorder[e];
        let (prior, next) = (r.prior_game_board.as_ref()?, r.next_game_board.as_ref()?);
        Some((prior.borrow().game_board.clone(), next.borrow().game_board.clone()))
    });
    for (step, e) in out.iter_mut().zip(events) {
        data.set_current_event_id(e).ok()?;
        step.figures = figures(data)?;
    }
    if let (true, Some((before, board)), Some(step)) = (lost, last, out.last_mut()) {
        // The mines the losing click opened: its cell, or the covered cells around the number
        // it chorded.
        let (cy, cx) = (step.cell / w, step.cell % w);
        let opened = |y: usize, x: usize| {
            before[y][x] == 10 && ((y, x) == (cy, cx) || (before[cy][cx] < 10 && y.abs_diff(cy) <= 1 && x.abs_diff(cx) <= 1))
        };
        for (y, row) in board.iter().enumerate() {
            for (x, &v) in row.iter().enumerate() {
                let mine = data.board[y][x] == -1;
                let shown = match (mine, v) {
                    (true, 11) => continue,
                    (true, _) if opened(y, x) => 'X',
                    (true, _) => '*',
                    (false, 11) => 'W',
                    _ => continue,
                };
                step.changed.retain(|&(i, _)| i != y * w + x);
                step.changed.push((y * w + x, shown));
            }
        }
    }
    Some(out)
}
