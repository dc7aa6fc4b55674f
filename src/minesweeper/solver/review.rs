//! After a game: which clicks were guesses, which guesses were needless (a cell was proved
//! safe at the time), and whether the losing click was forced.

use super::deducer::Deducer;
use super::fifty;
use super::position::Position;
use super::{Fact, DEFAULT_BUDGET};
use crate::minesweeper::{Action, CellView, Game, Layout, Status, TimedAction};
use serde::Serialize;

/// The click that lost the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Fatal {
    /// The mine it opened.
    pub cell: usize,
    /// Its chance of being a mine, as the position stood.
    pub probability: f64,
    /// No cell was proved safe then, or the cell was a forced 50/50: the guess could not be
    /// avoided.
    pub forced: bool,
    /// A cell proved safe at the time, when there was one.
    pub safe_cell: Option<usize>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    /// Clicks (after the first) that opened a cell not proved safe.
    pub guesses: u32,
    /// Those made while some cell was proved safe (a forced 50/50 taken early excepted).
    pub needless_guesses: u32,
    pub fatal: Option<Fatal>,
}

/// Replays `history` on `layout` and judges each click that opened cells. The solver's
/// knowledge is kept in step with the replay, and the full analysis runs only for clicks the
/// rules had not proved safe (flags change nothing the solver sees).
pub fn review(layout: &Layout, history: &[TimedAction]) -> Review {
    let mut game = Game::with_layout(layout.clone());
    let mut out = Review::default();
    let mut deducer: Option<Deducer> = None;
    for step in history {
        let targets = opened_by(&game, step.action);
        if let (Some(d), false) = (deducer.as_mut(), targets.is_empty()) {
            if d.run_rules().is_err() {
                break;
            }
            let proved = |d: &Deducer| targets.iter().all(|&c| d.facts()[c] == Fact::Safe);
            if !proved(d) {
                let Ok(analysis) = d.analyse(DEFAULT_BUDGET) else { break };
                if !proved(d) {
                    let safe_cell = analysis.safe_cells().next();
                    // A forced 50/50 is no less forced for being taken before the safe cells.
                    let forced = safe_cell.is_none() || (targets.len() == 1 && fifty::forced_tosses(d, &analysis).contains(&targets[0]));
                    out.guesses += 1;
                    out.needless_guesses += u32::from(!forced);
                    if let Some(&mine) = targets.iter().find(|&&c| layout.is_mine(c)) {
                        let probability = analysis.probability[mine];
                        let safe_cell = safe_cell.filter(|_| !forced);
                        out.fatal = Some(Fatal { cell: mine, probability, forced, safe_cell });
                    }
                }
            }
        }
        let Ok(outcome) = game.apply(step.action, step.at) else { break };
        if game.is_over() {
            break;
        }
        match deducer.as_mut() {
            // The first click: the solver starts from what it opened.
            None => deducer = Position::of_game(&game).ok().map(Deducer::new).filter(|_| game.status() == Status::Playing),
            Some(d) => {
                for c in outcome.changed {
                    if let CellView::Open(n) = game.view(c) {
                        d.open(c, n);
                    }
                }
            }
        }
    }
    out
}

/// The closed cells an action would open: the cell of a reveal, the cells a chord opens.
fn opened_by(game: &Game, action: Action) -> Vec<usize> {
    let dims = game.dims();
    let at = action.at();
    if !dims.contains(at) {
        return Vec::new();
    }
    let i = dims.index(at);
    let closed = |j: usize| matches!(game.view(j), CellView::Covered | CellView::Questioned);
    match action {
        Action::Reveal(_) => {
            if closed(i) {
                vec![i]
            } else {
                Vec::new()
            }
        }
        Action::Chord(_) => {
            let CellView::Open(n) = game.view(i) else { return Vec::new() };
            let flags = dims.neighbour_indices(i).filter(|&j| game.view(j) == CellView::Flagged).count();
            if n == 0 || flags != usize::from(n) {
                return Vec::new();
            }
            dims.neighbour_indices(i).filter(|&j| closed(j)).collect()
        }
        Action::Flag(_) | Action::Question(_) => Vec::new(),
    }
}
