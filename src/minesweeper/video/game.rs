//! A video as a Tessera game: its board as a layout and each step's click as an action, so
//! that the engine's own tools (the solver's review above all) work on any video as they do
//! on Tessera's games. The tests replay these actions and find the video's every board.

use super::{StepKind, Video};
use crate::minesweeper::{Action, Coord, Layout, TimedAction};
use crate::time::Millis;

/// The video's board, and one action per step of `video.steps` (at the step's moment on the
/// game's clock); `None` for a board Tessera cannot hold (a side over 200, say) or a step off
/// it (a damaged file's pointer outside the board).
pub fn as_game(video: &Video) -> Option<(Layout, Vec<TimedAction>)> {
    let (w, h) = (video.width, video.height);
    let mines: Vec<bool> = video.board.iter().flatten().map(|&v| v == -1).collect();
    let layout = Layout::from_mines(u32::try_from(w).ok()?, u32::try_from(h).ok()?, mines).ok()?;
    // What the player saw, to tell a losing click on a covered cell from a losing chord.
    let mut covered = vec![true; w * h];
    let mut actions = Vec::with_capacity(video.steps.len());
    for step in &video.steps {
        let at = Coord { row: (step.cell / w) as u32, col: (step.cell % w) as u32 };
        let action = match step.kind {
            StepKind::Mark => Action::Flag(at),
            StepKind::Open => Action::Reveal(at),
            StepKind::Chord => Action::Chord(at),
            StepKind::Loss if *covered.get(step.cell)? => Action::Reveal(at),
            StepKind::Loss => Action::Chord(at),
        };
        for &(i, code) in &step.changed {
            *covered.get_mut(i)? = matches!(code, '#' | 'F');
        }
        let ms = ((step.time - video.clock_start).max(0.0) * 1000.0).round() as u64;
        actions.push(TimedAction { action, at: Millis(ms) });
    }
    Some((layout, actions))
}
