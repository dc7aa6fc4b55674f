//! The rules: a game is a value, an action applied to it either changes it and reports the
//! cells that changed, or fails and leaves it untouched.

use super::grid::Coord;
use super::layout::{Layout, LayoutError};
use super::mode::Mode;
use super::metrics;
use super::spec::BoardSpec;
use crate::rng::Seed;
use crate::time::{Millis, Stopwatch};

mod control;
mod reading;
mod replay;
mod types;
pub use control::{Aid, Control, Event, PointerSample, TimedEvent, MAX_POINTER};
pub use replay::Replay;
pub use types::{Action, ActionError, CellView, Clicks, Outcome, Status, Style, Summary, TimedAction};

/// The most actions one game records (a game is far shorter; the bound keeps what the page
/// can make the backend hold finite).
pub const MAX_ACTIONS: usize = 1_000_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Covered,
    Flagged,
    Questioned,
    Open,
}

impl Mark {
    fn is_closed(self) -> bool {
        matches!(self, Mark::Covered | Mark::Questioned)
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    spec: BoardSpec,
    seed: Option<Seed>,
    /// Where the adaptive modes' draws come from: the seed, or for a given board its own.
    redeal: Seed,
    mode: Mode,
    /// The mines as the first click dealt them (or as given); an undo plays from here.
    dealt: Option<Layout>,
    /// The mines as they stand: the adaptive modes deal the hidden ones again.
    layout: Option<Layout>,
    three_bv: u32,
    marks: Vec<Mark>,
    status: Status,
    opened_safe: usize,
    flags: u32,
    exploded: Vec<usize>,
    clicks: Clicks,
    clock: Stopwatch,
    /// The actions in effect (an undone one is not here).
    history: Vec<TimedAction>,
    /// Everything done, in order: actions, undos, pauses (`control.rs`).
    events: Vec<TimedEvent>,
    /// Where the pointer went, for replays (`control.rs`).
    pointer: Vec<PointerSample>,
    /// The helps among the events, kept as they come (`control.rs`).
    helps: crate::assist::Assists,
    /// Whether a flag was ever placed, an undone one included: FL, else NF.
    flagged_ever: bool,
    /// No no-guess board was found for this density: the board dealt may need a guess.
    guess_board: bool,
}

impl Game {
    /// A game whose mines are placed from `seed` when the first cell is opened, so that the
    /// first click opens an area.
    pub fn new(spec: BoardSpec, seed: Seed) -> Self {
        Game::with_mode(spec, seed, Mode::Opening)
    }

    /// A game whose mines are placed from `seed` by `mode` when the first cell is opened (and
    /// dealt again from it in the adaptive modes).
    pub fn with_mode(spec: BoardSpec, seed: Seed, mode: Mode) -> Self {
        Game::blank(spec, Some(seed), mode, None)
    }

    /// A game on a given layout: no first-click move, mines exactly where they are.
    pub fn with_layout(layout: Layout) -> Self {
        Game::blank(layout.spec(), None, Mode::Opening, Some(layout))
    }

    /// A game on a given layout as first dealt (a known board: no seed), played under `mode`:
    /// the adaptive modes deal its hidden mines again from `redeal` after the first click.
    pub fn with_layout_in(layout: Layout, mode: Mode, redeal: Seed) -> Self {
        Game { redeal, ..Game::blank(layout.spec(), None, mode, Some(layout)) }
    }

    fn blank(spec: BoardSpec, seed: Option<Seed>, mode: Mode, layout: Option<Layout>) -> Self {
        let three_bv = layout.as_ref().map_or(0, metrics::three_bv);
        Game {
            spec,
            seed,
            redeal: seed.unwrap_or_default(),
            mode,
            dealt: layout.clone(),
            layout,
            three_bv,
            marks: vec![Mark::Covered; spec.dims().cells()],
            status: Status::Ready,
            opened_safe: 0,
            flags: 0,
            exploded: Vec::new(),
            clicks: Clicks::default(),
            clock: Stopwatch::default(),
            history: Vec::new(),
            events: Vec::new(),
            pointer: Vec::new(),
            helps: crate::assist::Assists::NONE,
            flagged_ever: false,
            guess_board: false,
        }
    }

    /// Applies one action at clock reading `now`. On error nothing changes.
    pub fn apply(&mut self, action: Action, now: Millis) -> Result<Outcome, ActionError> {
        let dims = self.dims();
        let at = action.at();
        if !dims.contains(at) {
            return Err(ActionError::OffBoard {
                row: at.row,
                col: at.col,
                width: dims.width(),
                height: dims.height(),
            });
        }
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if self.clock.is_paused() {
            return Err(ActionError::Paused);
        }
        if self.history.len() >= MAX_ACTIONS {
            return Err(ActionError::HistoryFull(MAX_ACTIONS));
        }
        let i = dims.index(at);
        let mut changed = Vec::new();
        match action {
            Action::Reveal(_) => {
                self.clicks.left += 1;
                if self.marks[i].is_closed() {
                    let dealt = self.status == Status::Playing;
                    self.start(at, now);
                    if dealt {
                        self.adapt(&[i]);
                    }
                    self.open(vec![i], &mut changed);
                }
            }
            Action::Flag(_) => {
                self.clicks.right += 1;
                let next = match self.marks[i] {
                    Mark::Covered | Mark::Questioned => Some(Mark::Flagged),
                    Mark::Flagged => Some(Mark::Covered),
                    Mark::Open => None,
                };
                self.flagged_ever |= next == Some(Mark::Flagged);
                next.into_iter().for_each(|m| self.set_mark(i, m, &mut changed));
            }
            Action::Question(_) => {
                self.clicks.right += 1;
                let next = match self.marks[i] {
                    Mark::Covered | Mark::Flagged => Some(Mark::Questioned),
                    Mark::Questioned => Some(Mark::Covered),
                    Mark::Open => None,
                };
                next.into_iter().for_each(|m| self.set_mark(i, m, &mut changed));
            }
            Action::Chord(_) => {
                self.clicks.chord += 1;
                let targets = self.chord_targets(i);
                self.adapt(&targets);
                self.open(targets, &mut changed);
            }
        }
        self.settle(now, &mut changed);
        self.history.push(TimedAction { action, at: now });
        self.events.push(TimedEvent { event: Event::Act(action), at: now });
        Ok(Outcome { changed, status: self.status })
    }

    /// Places the mines (first click) and starts the clock, once.
    fn start(&mut self, first: Coord, now: Millis) {
        if self.layout.is_none() {
            let seed = self.seed.unwrap_or_default();
            // A board too dense for a no-guess layout still gets an opening one, and says so.
            let layout = Layout::generate_for(self.mode, self.spec, first, seed).or_else(|_| {
                self.guess_board = true;
                Layout::generate(self.spec, first, seed)
            });
            match layout {
                Ok(layout) => {
                    self.three_bv = metrics::three_bv(&layout);
                    self.dealt = Some(layout.clone());
                    self.layout = Some(layout);
                }
                // `first` was checked against the board above, so this cannot happen.
                Err(LayoutError::OffBoard { .. } | LayoutError::Spec(_) | LayoutError::NoGuess { .. }) => return,
            }
        }
        if !self.clock.is_started() {
            self.clock.start(now);
            self.status = Status::Playing;
        }
    }

    /// The mode's rule for cells about to be opened: the hidden mines dealt again, when it
    /// asks that (`adapt.rs`).
    fn adapt(&mut self, targets: &[usize]) {
        let Some(layout) = &self.layout else { return };
        if !self.mode.adapts() {
            return;
        }
        let shown = self.marks.iter().enumerate().map(|(i, &m)| (m == Mark::Open).then(|| layout.count(i))).collect();
        if let Some(again) = self.mode.adapt(layout, shown, targets, self.redeal, self.history.len()) {
            self.three_bv = metrics::three_bv(&again);
            self.layout = Some(again);
        }
    }

    fn set_mark(&mut self, i: usize, mark: Mark, changed: &mut Vec<usize>) {
        if self.marks[i] == Mark::Flagged {
            self.flags -= 1;
        }
        if mark == Mark::Flagged {
            self.flags += 1;
        }
        self.marks[i] = mark;
        changed.push(i);
    }

    /// The closed neighbours a chord on `i` opens: none unless `i` is an open number whose
    /// flagged neighbours equal it.
    fn chord_targets(&self, i: usize) -> Vec<usize> {
        let Some(layout) = &self.layout else { return Vec::new() };
        let n = layout.count(i);
        if self.marks[i] != Mark::Open || n == 0 {
            return Vec::new();
        }
        let dims = self.dims();
        let flagged = dims.neighbour_indices(i).filter(|&j| self.marks[j] == Mark::Flagged).count();
        if flagged != usize::from(n) {
            return Vec::new();
        }
        dims.neighbour_indices(i).filter(|&j| self.marks[j].is_closed()).collect()
    }

    /// Opens cells, flooding outward from zeros with an explicit stack (no recursion, so a
    /// 200x200 board opens in one go). Mines hit are remembered; `settle` ends the game.
    fn open(&mut self, mut stack: Vec<usize>, changed: &mut Vec<usize>) {
        let Some(layout) = &self.layout else { return };
        let dims = layout.dims();
        while let Some(i) = stack.pop() {
            if !self.marks[i].is_closed() {
                continue;
            }
            if layout.is_mine(i) {
                if !self.exploded.contains(&i) {
                    self.exploded.push(i);
                }
                continue;
            }
            self.marks[i] = Mark::Open;
            self.opened_safe += 1;
            changed.push(i);
            if layout.count(i) == 0 {
                stack.extend(dims.neighbour_indices(i).filter(|&j| self.marks[j].is_closed()));
            }
        }
    }

    /// Ends the game if the last action exploded a mine or opened the last safe cell, and
    /// reports the cells the ending reveals.
    fn settle(&mut self, now: Millis, changed: &mut Vec<usize>) {
        let Some(layout) = &self.layout else { return };
        if !self.exploded.is_empty() {
            self.status = Status::Lost;
            self.clock.stop(now);
            let shown = (0..self.marks.len()).filter(|&i| {
                let flagged = self.marks[i] == Mark::Flagged;
                layout.is_mine(i) != flagged
            });
            changed.extend(shown);
        } else if self.opened_safe == self.marks.len() - layout.mine_count() as usize {
            self.status = Status::Won;
            self.clock.stop(now);
            let unflagged: Vec<usize> = (0..self.marks.len())
                .filter(|&i| layout.is_mine(i) && self.marks[i] != Mark::Flagged)
                .collect();
            for i in unflagged {
                self.set_mark(i, Mark::Flagged, changed);
            }
        }
    }


    pub fn view(&self, index: usize) -> CellView {
        let mark = self.marks[index];
        if let (Status::Lost, Some(layout)) = (self.status, &self.layout) {
            let mine = layout.is_mine(index);
            if mine && self.exploded.contains(&index) {
                return CellView::Exploded;
            }
            match (mine, mark) {
                (true, Mark::Flagged) => return CellView::Flagged,
                (true, _) => return CellView::Mine,
                (false, Mark::Flagged) => return CellView::WrongFlag,
                _ => {}
            }
        }
        match mark {
            Mark::Covered => CellView::Covered,
            Mark::Flagged => CellView::Flagged,
            Mark::Questioned => CellView::Questioned,
            Mark::Open => CellView::Open(self.layout.as_ref().map_or(0, |l| l.count(index))),
        }
    }

    /// Every cell's code, row-major: the whole board as the player sees it.
    pub fn codes(&self) -> String {
        (0..self.marks.len()).map(|i| self.view(i).code()).collect()
    }

    /// The result figures, once the game is over.
    pub fn summary(&self) -> Option<Summary> {
        let layout = self.layout.as_ref().filter(|_| self.is_over())?;
        let time = self.elapsed(Millis::ZERO);
        let open: Vec<bool> = self.marks.iter().map(|&m| m == Mark::Open).collect();
        let solved = metrics::solved_three_bv(layout, &open);
        let secs = time.as_secs_f64();
        let clicks = self.clicks.total();
        Some(Summary {
            time,
            three_bv: self.three_bv,
            solved_three_bv: solved,
            three_bv_per_s: (secs > 0.0).then(|| f64::from(solved) / secs),
            clicks: self.clicks,
            efficiency: (clicks > 0).then(|| 100.0 * f64::from(solved) / f64::from(clicks)),
        })
    }
}
