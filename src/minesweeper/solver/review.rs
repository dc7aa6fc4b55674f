//! The solver's verdict on every click that opened a covered cell, as the position stood
//! before it: certain (every cell it opened was proved safe, and by which numbers), a forced
//! guess (nothing was safe, or a forced 50/50) with its exact chance, or a needless guess (a
//! safe cell existed: which). The summary counts them, names the losing click, and gives
//! the game's luck: the product of its guesses' chances.
//!
//! `Reviewer` follows a game as it is played or replayed (a record, a video), judging each
//! action before it is applied; `review` runs it over a whole history.

use super::deducer::Deducer;
use super::fifty;
use super::position::Position;
use super::{Analysis, Fact, Rule, DEFAULT_BUDGET};
use crate::minesweeper::{Action, CellView, Game, Layout, Outcome, Replay, Status, TimedAction};
use serde::Serialize;

/// The click that lost the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Fatal {
    /// The mine it opened.
    pub cell: usize,
    /// The click's chance of opening a mine, as the position stood.
    pub probability: f64,
    /// No cell was proved safe then, or the cell was a forced 50/50: the guess could not be
    /// avoided.
    pub forced: bool,
    /// A cell proved safe at the time, when there was one.
    pub safe_cell: Option<usize>,
}

/// What the solver says of one click that opened covered cells.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Verdict {
    /// The game's first opening: nothing was known before it.
    First,
    /// Every cell it opened was proved safe: the hardest rule that took, the numbers (their
    /// cells) it used (none when the mine count alone proved it), and the mines around them
    /// already proved then, which the numbers count on.
    #[serde(rename_all = "camelCase")]
    Certain { rule: Rule, numbers: Vec<usize>, mines: Vec<usize> },
    /// A guess with no safe cell to take instead (or a forced 50/50): `safe` is its chance
    /// of opening no mine, exact unless the position was too large to count.
    #[serde(rename_all = "camelCase")]
    Forced { safe: f64, exact: bool },
    /// A guess taken while `safe_cell` was proved safe.
    #[serde(rename_all = "camelCase")]
    Needless { safe: f64, exact: bool, safe_cell: usize },
}

impl Verdict {
    /// A guess's chance of opening no mine.
    pub fn safe_chance(&self) -> Option<f64> {
        match *self {
            Verdict::Forced { safe, .. } | Verdict::Needless { safe, .. } => Some(safe),
            Verdict::First | Verdict::Certain { .. } => None,
        }
    }
}

/// One judged click: which step of the game (its index in what the caller replays), the
/// cell clicked, and the verdict.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Click {
    pub step: usize,
    pub cell: usize,
    pub verdict: Verdict,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    /// Clicks (after the first) that opened only cells proved safe.
    pub certain: u32,
    /// Clicks (after the first) that opened a cell not proved safe.
    pub guesses: u32,
    /// Those made while some cell was proved safe (a forced 50/50 taken early excepted).
    pub needless_guesses: u32,
    pub fatal: Option<Fatal>,
    /// The product of the guesses' chances of opening no mine (1 with no guess).
    pub luck: f64,
    /// Every judged click, in order.
    pub clicks: Vec<Click>,
    /// The step whose action the game refused, and why: the review stops there (a damaged
    /// video's click, say), and says so instead of judging less in silence.
    pub refused: Option<(usize, String)>,
}

impl Default for Review {
    fn default() -> Self {
        Review { certain: 0, guesses: 0, needless_guesses: 0, fatal: None, luck: 1.0, clicks: Vec::new(), refused: None }
    }
}

/// Follows one game, judging each action before it is applied (`judge`) and learning what
/// it opened after (`seen`). Its knowledge is kept in step with the game; the full analysis
/// runs only for clicks the rules had not proved safe.
#[derive(Default)]
pub struct Reviewer {
    deducer: Option<Deducer>,
    /// The position could not be analysed (no board fits it): nothing more is judged.
    stopped: bool,
    review: Review,
}

impl Reviewer {
    pub fn new() -> Self {
        Reviewer::default()
    }

    /// Judges `action`, about to be applied to `game` as step `step`; `None` when it opens
    /// no covered cell (a flag, a chord that does not take, a click on an open cell) or the
    /// game cannot be judged.
    pub fn judge(&mut self, step: usize, game: &Game, action: Action) -> Option<&Verdict> {
        let targets = opened_by(game, action);
        if targets.is_empty() || self.stopped || game.is_over() {
            return None;
        }
        let cell = game.dims().index(action.at());
        let verdict = match self.deducer.as_mut() {
            None if game.status() == Status::Ready => Verdict::First,
            None => return None,
            Some(d) => match judge(d, &targets) {
                Some(v) => v,
                None => {
                    self.stopped = true;
                    return None;
                }
            },
        };
        self.tally(&verdict, game, &targets);
        self.review.clicks.push(Click { step, cell, verdict });
        self.review.clicks.last().map(|c| &c.verdict)
    }

    fn tally(&mut self, verdict: &Verdict, game: &Game, targets: &[usize]) {
        let r = &mut self.review;
        match *verdict {
            Verdict::First => {}
            Verdict::Certain { .. } => r.certain += 1,
            Verdict::Forced { safe, .. } | Verdict::Needless { safe, .. } => {
                r.guesses += 1;
                r.luck *= safe;
                let safe_cell = match *verdict {
                    Verdict::Needless { safe_cell, .. } => Some(safe_cell),
                    _ => None,
                };
                r.needless_guesses += u32::from(safe_cell.is_some());
                let layout = game.layout();
                if let Some(&mine) = targets.iter().find(|&&c| layout.is_some_and(|l| l.is_mine(c))) {
                    r.fatal = Some(Fatal { cell: mine, probability: 1.0 - safe, forced: safe_cell.is_none(), safe_cell });
                }
            }
        }
    }

    /// Takes in what an action (or an undo) did to `game`.
    pub fn seen(&mut self, game: &Game, outcome: &Outcome) {
        if game.is_over() || self.stopped {
            return;
        }
        let rebuild = match self.deducer.as_mut() {
            None => game.status() == Status::Playing,
            Some(d) => {
                let mut closed_again = false;
                for &c in &outcome.changed {
                    match game.view(c) {
                        CellView::Open(n) if d.facts()[c] != Fact::Open => d.open(c, n),
                        CellView::Open(_) => {}
                        // An undo covered an open cell: start again from the position.
                        _ => closed_again |= d.facts()[c] == Fact::Open,
                    }
                }
                closed_again
            }
        };
        if rebuild {
            self.deducer = Position::of_game(game).ok().filter(|_| game.status() == Status::Playing).map(Deducer::new);
        }
    }

    pub fn finish(self) -> Review {
        self.review
    }
}

/// The verdict on opening `targets` (all covered) in the deducer's position; `None` when no
/// board fits the position.
fn judge(d: &mut Deducer, targets: &[usize]) -> Option<Verdict> {
    d.run_rules().ok()?;
    let proved = |d: &Deducer| targets.iter().all(|&c| d.facts()[c] == Fact::Safe);
    if !proved(d) {
        let analysis = d.analyse(DEFAULT_BUDGET).ok()?;
        if !proved(d) {
            return Some(guess(d, targets, &analysis));
        }
    }
    let mut rule = Rule::Single;
    let mut numbers = Vec::new();
    for &c in targets {
        if let Some(d) = d.proof_of(c) {
            rule = rule.max(d.proof.rule);
            numbers.extend(&d.proof.numbers);
        }
    }
    numbers.sort_unstable();
    numbers.dedup();
    let dims = d.position().dims();
    let mut mines: Vec<usize> =
        numbers.iter().flat_map(|&n| dims.neighbour_indices(n)).filter(|&c| d.facts()[c] == Fact::Mine).collect();
    mines.sort_unstable();
    mines.dedup();
    Some(Verdict::Certain { rule, numbers, mines })
}

/// The verdict on opening `targets`, not all proved safe in the analysed position.
fn guess(d: &Deducer, targets: &[usize], analysis: &Analysis) -> Verdict {
    let exact = !analysis.approximate;
    let safe = match targets {
        [one] => 1.0 - analysis.probability[*one],
        // A chord's cells together: the share of boards where none is a mine.
        many => {
            let mut supposed = d.clone();
            many.iter().for_each(|&c| supposed.assume(c, false));
            supposed.analyse(DEFAULT_BUDGET).map_or(0.0, |a| (a.ln_boards - analysis.ln_boards).exp().min(1.0))
        }
    };
    // A forced 50/50 is no less forced for being taken before the safe cells.
    let tossed = || targets.len() == 1 && fifty::forced_tosses(d, analysis).contains(&targets[0]);
    match analysis.safe_cells().next() {
        Some(safe_cell) if !tossed() => Verdict::Needless { safe, exact, safe_cell },
        _ => Verdict::Forced { safe, exact },
    }
}

/// Replays `history` on `layout` and judges each click that opened cells (its step is its
/// index in `history`); an action the game refuses ends the review, which says where and why
/// (`Review::refused`).
pub fn review(layout: &Layout, history: &[TimedAction]) -> Review {
    let mut replay = Replay::on(layout, history);
    let mut reviewer = Reviewer::new();
    while let Some((step, timed)) = replay.upcoming() {
        reviewer.judge(step, replay.game(), timed.action);
        let outcome = match replay.step() {
            Some((_, Ok(outcome))) => outcome,
            Some((_, Err(e))) => {
                let mut review = reviewer.finish();
                review.refused = Some((step, e.to_string()));
                return review;
            }
            None => break,
        };
        if replay.game().is_over() {
            break;
        }
        reviewer.seen(replay.game(), &outcome);
    }
    reviewer.finish()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minesweeper::{BoardSpec, Coord};

    /// An action the game refuses (here a cell off the board, as a damaged video's pointer
    /// gives) ends the review, which says at which step and why.
    #[test]
    fn a_refused_action_ends_the_review_and_says_where() {
        let layout = Layout::generate(BoardSpec::BEGINNER, Coord::new(4, 4), 3).expect("a layout");
        let history = [
            TimedAction { action: Action::Reveal(Coord::new(4, 4)), at: crate::time::Millis(0) },
            TimedAction { action: Action::Reveal(Coord::new(40, 40)), at: crate::time::Millis(100) },
            TimedAction { action: Action::Reveal(Coord::new(0, 0)), at: crate::time::Millis(200) },
        ];
        let review = review(&layout, &history);
        let (step, why) = review.refused.expect("the review stopped");
        assert_eq!(step, 1);
        assert!(!why.is_empty());
        assert_eq!(review.clicks.len(), 1, "only the first click was judged: {:?}", review.clicks);
    }
}
