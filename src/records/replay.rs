//! Replaying a recorded game from its proof, the one replay loop that the import's check, the
//! journal's recovery, `tessera-cli records verify` and the viewer's frames (`frames.rs`) all
//! step through: the board its seed deals, every action applied at its time on a fresh game,
//! and the entry built again from the result (`entry.rs`).
//!
//! A record is taken as its replay re-derives it. The result, time, clicks, moves and splits
//! must be the record's, to the millisecond, or the record is refused. What a game's standing
//! rests on comes from the replay too: its helps are the log's (a hint, the odds, each
//! auto-play move, an undo, a pause, Solve), a board with no seed is a typed one. A flag in
//! the file can only lower a game's standing (a game it says was assisted stays so), never
//! raise it.

use super::entry::{mines_entry, run_entry, solve_entry};
use super::fifteen::{Solve, Source};
use super::log::{decode_board, decode_fifteen, decode_mines, LogError};
use super::mines::MinesGame;
use super::replay_why::{BadBoard, Mismatch, Unplayable};
use crate::fifteen::practice::{parse_size, Mode, Run, RunOrigin};
use crate::fifteen::text::parse_state;
use crate::fifteen::{scramble, Event as FifteenEvent, FifteenGame, MoveError};
use crate::minesweeper::{self, BoardSpec, Control, Event, Game, Layout, Outcome};
use crate::time::Millis;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("it has no action log to check (recorded before replays)")]
    NoLog,
    #[error("its table {0:?} is not one Tessera keeps")]
    Table(String),
    #[error("its log cannot be read: {0}")]
    Log(#[from] LogError),
    #[error("its board is not {0}")]
    Board(BadBoard),
    #[error("action {0} of its log cannot be played: {1}")]
    Action(usize, Unplayable),
    #[error("its log has actions after the game ended")]
    AfterEnd,
    #[error("its record does not match its replay: {0}")]
    Mismatch(Mismatch),
}

/// The board and first-click policy of a Minesweeper table's key.
pub fn mines_table_spec(key: &str) -> Option<(BoardSpec, minesweeper::Mode)> {
    let (board, policy) = match key.rsplit_once('/') {
        // An opening's table is the board's own key, never `/opens`.
        Some((board, name)) => (board, minesweeper::Mode::from_name(name).filter(|m| *m != minesweeper::Mode::Opening)?),
        None => (key, minesweeper::Mode::Opening),
    };
    let spec = match board {
        "beginner" => BoardSpec::BEGINNER,
        "intermediate" => BoardSpec::INTERMEDIATE,
        "expert" => BoardSpec::EXPERT,
        custom => {
            let (size, mines) = custom.strip_prefix("custom-")?.split_once('-')?;
            let (w, h) = size.split_once('x')?;
            BoardSpec::new(w.parse().ok()?, h.parse().ok()?, mines.parse().ok()?).ok()?
        }
    };
    Some((spec, policy))
}

/// When a log ends: its end mark, else its last action.
pub(super) fn end_of<A>(actions: &[(A, u64)], end: Option<u64>) -> Millis {
    Millis(end.or(actions.last().map(|a| a.1)).unwrap_or(0))
}

/// A Minesweeper record being replayed, action by action, on a fresh game: dealt from its
/// seed when it has one (so the board dealt is checked too), else on the board it carries.
pub struct MinesReplay {
    game: Game,
    /// The board the record carries, until the replay has dealt it and found it the same.
    layout: Option<Layout>,
    actions: Vec<(Event, u64)>,
    end: Option<u64>,
    next: usize,
}

impl MinesReplay {
    pub fn new(key: &str, record: &MinesGame) -> Result<MinesReplay, ReplayError> {
        let (Some(board), Some(log)) = (&record.board, &record.log) else { return Err(ReplayError::NoLog) };
        let (spec, policy) = mines_table_spec(key).ok_or_else(|| ReplayError::Table(key.into()))?;
        let layout = decode_board(board)?;
        if layout.spec() != spec {
            return Err(ReplayError::Board(BadBoard::OfTable(key.to_string())));
        }
        let log = decode_mines(log, spec.dims())?;
        let game = match record.seed {
            Some(seed) => Game::with_mode(spec, seed, policy),
            None => Game::with_layout_in(layout.clone(), policy, 0),
        };
        Ok(MinesReplay { game, layout: Some(layout), actions: log.actions, end: log.end, next: 0 })
    }

    /// The game as replayed so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The log's next entry, not yet played.
    pub fn next_event(&self) -> Option<Event> {
        self.actions.get(self.next).map(|&(event, _)| event)
    }

    /// Plays the next action of the log: its time (ms since the first) and what it did;
    /// none when the log is played out.
    pub fn step(&mut self) -> Option<Result<(u64, Outcome), ReplayError>> {
        let &(event, at) = self.actions.get(self.next)?;
        self.next += 1;
        // Only an undo may come after the game ended (it takes the ending back).
        if self.game.is_over() && event != Event::Control(Control::Undo) {
            return Some(Err(ReplayError::AfterEnd));
        }
        let outcome = match self.game.apply_event(event, Millis(at)) {
            Ok(outcome) => outcome,
            Err(e) => return Some(Err(ReplayError::Action(self.next, Unplayable::Mines(e)))),
        };
        // The board is dealt by the first cell opened: checked once, before anything else.
        if let (Some(dealt), Some(carried)) = (self.game.layout(), &self.layout) {
            if dealt != carried {
                return Some(Err(ReplayError::Board(BadBoard::SeedDeals)));
            }
            self.layout = None;
        }
        Some(Ok((at, outcome)))
    }

    /// Plays the rest of the log: the game, and the moment it ended (ms since the first).
    pub fn finish(mut self) -> Result<(Game, Millis), ReplayError> {
        while let Some(step) = self.step() {
            step?;
        }
        if self.game.layout().is_none() {
            return Err(ReplayError::Mismatch(Mismatch::NoCellOpened));
        }
        Ok((self.game, end_of(&self.actions, self.end)))
    }
}

impl MinesReplay {
    /// Plays the rest of the log and checks the record against it: the game, the moment it
    /// ended, and the record as the replay re-derives it; or why the record is refused.
    pub fn check(self, record: &MinesGame) -> Result<(Game, Millis, MinesGame), ReplayError> {
        let (game, end) = self.finish()?;
        let again = rebuilt_mines(record, &game, end)?;
        // Figures that differ from the replay's are refused; none (a record made before them,
        // or a replay that has none) leave the replay's standing.
        let figures = match (record.figures, again.figures) {
            (Some(kept), Some(replayed)) if !kept.close_to(&replayed) => Some(kept),
            _ => again.figures,
        };
        let style = record.style.or(again.style);
        let claimed =
            MinesGame { assisted: again.assisted, help: again.help, chosen_seed: again.chosen_seed, style, figures, ..record.clone() };
        same(&again, &claimed, |r| {
            format!("{:?} in {} ms, 3BV {}/{}, {} clicks", r.ending, r.time_ms, r.solved_three_bv, r.three_bv, r.clicks)
        })?;
        Ok((game, end, again))
    }
}

/// The record a replayed game makes, with what the replay cannot know taken from `record`.
fn rebuilt_mines(record: &MinesGame, game: &Game, end: Millis) -> Result<MinesGame, ReplayError> {
    // A board with no seed was typed: a known board, whatever the file says.
    let chosen = record.chosen_seed || record.seed.is_none();
    let again = mines_entry(game, end, chosen).ok_or(ReplayError::Mismatch(Mismatch::NoCellOpened))?;
    Ok(MinesGame {
        at: record.at,
        // The pointer's path is not the game's: it is drawn in replays, never checked.
        path: record.path.clone(),
        assisted: again.assisted || record.assisted,
        ..again
    })
}

/// A Minesweeper record as its replay makes it from its seed, board and log alone (its
/// figures are not looked at: a journal's game never had any), or why it cannot be replayed.
pub fn rebuild_mines(key: &str, record: &MinesGame) -> Result<MinesGame, ReplayError> {
    let (game, end) = MinesReplay::new(key, record)?.finish()?;
    rebuilt_mines(record, &game, end)
}

/// A Minesweeper record as its replay re-derives it, or why it is refused.
pub fn check_mines(key: &str, record: &MinesGame) -> Result<MinesGame, ReplayError> {
    MinesReplay::new(key, record)?.check(record).map(|(_, _, again)| again)
}

/// How far a source stands: only a fresh random scramble counts.
fn rank(source: Source) -> u8 {
    match source {
        Source::Random => 2,
        Source::Chosen | Source::Retry => 1,
        Source::Typed => 0,
    }
}

/// A 15-puzzle attempt being replayed: a single solve, or a practice run leg after leg.
enum Attempt {
    Single(FifteenGame),
    Run(Run),
}

/// What one step of a 15-puzzle replay did.
pub struct FifteenStep {
    /// Ms since the first action.
    pub at: u64,
    /// The cells of the board in play whose tile changed.
    pub changed: Vec<usize>,
    /// It solved a practice run's leg, and the next one is on the board.
    pub next_leg: bool,
}

/// A 15-puzzle record (a single solve, or a practice run by its table's mode) being
/// replayed, event by event: the scramble its seed deals, each move and aid at its time.
pub struct FifteenReplay {
    attempt: Attempt,
    actions: Vec<(FifteenEvent, u64)>,
    end: Option<u64>,
    next: usize,
}

impl FifteenReplay {
    pub fn new(key: &str, record: &Solve) -> Result<FifteenReplay, ReplayError> {
        let Some(text) = &record.log else { return Err(ReplayError::NoLog) };
        let log = decode_fifteen(text)?;
        let attempt = match Mode::from_key(key) {
            Some(mode) => {
                let Some(seed) = record.seed else { return Err(ReplayError::NoLog) };
                let origin = if record.source == Source::Random { RunOrigin::Random } else { RunOrigin::Retry };
                Attempt::Run(Run::new(mode, seed, origin))
            }
            None => {
                let shape = parse_size(key).ok_or_else(|| ReplayError::Table(key.into()))?;
                let board = parse_state(&record.scramble).map_err(|e| ReplayError::Board(BadBoard::Scramble(e)))?;
                if board.shape() != shape {
                    return Err(ReplayError::Board(BadBoard::ScrambleOf(key.to_string())));
                }
                let origin = record.source.origin(record.seed);
                if let Some(seed) = origin.seed() {
                    if scramble(shape, seed) != board {
                        return Err(ReplayError::Board(BadBoard::SeedDeals));
                    }
                }
                Attempt::Single(FifteenGame::new(board, origin))
            }
        };
        Ok(FifteenReplay { attempt, actions: log.actions, end: log.end, next: 0 })
    }

    /// The game on the board: the single solve, or the run's leg in play.
    pub fn game(&self) -> &FifteenGame {
        match &self.attempt {
            Attempt::Single(game) => game,
            Attempt::Run(run) => run.game(),
        }
    }

    /// The attempt's clock at `now` (a run's, over its legs).
    pub fn elapsed(&self, now: Millis) -> Millis {
        match &self.attempt {
            Attempt::Single(game) => game.elapsed(now),
            Attempt::Run(run) => run.elapsed(now),
        }
    }

    /// Single-tile moves so far (a run's, over its legs).
    pub fn moves(&self) -> u32 {
        match &self.attempt {
            Attempt::Single(game) => game.moves(),
            Attempt::Run(run) => run.moves(),
        }
    }

    /// Whether the clock runs on after the last step.
    pub fn running(&self) -> bool {
        match &self.attempt {
            Attempt::Single(game) => !game.status().is_over() && !game.is_paused() && game.moves() > 0,
            Attempt::Run(run) => !run.status().is_over() && run.moves() > 0,
        }
    }

    /// When the attempt ended: the log's end mark, else its last event (ms since the first).
    pub fn end(&self) -> Millis {
        end_of(&self.actions, self.end)
    }

    fn is_over(&self) -> bool {
        match &self.attempt {
            Attempt::Single(game) => game.status().is_over(),
            Attempt::Run(run) => run.status().is_over(),
        }
    }

    /// Plays the next event of the log; none when the log is played out.
    pub fn step(&mut self) -> Option<Result<FifteenStep, ReplayError>> {
        let &(event, at) = self.actions.get(self.next)?;
        self.next += 1;
        if self.is_over() {
            return Some(Err(ReplayError::AfterEnd));
        }
        let now = Millis(at);
        let played: Result<(Vec<usize>, bool), MoveError> = match (&mut self.attempt, event) {
            (Attempt::Single(game), event) => game.apply_event(event, now).map(|o| (o.changed, false)),
            (Attempt::Run(run), FifteenEvent::Move(mv)) => run.apply(mv, now).map(|o| (o.changed, o.next_leg)),
            (Attempt::Run(run), FifteenEvent::Aid(aid)) => run.aid(aid, now).map(|_| (Vec::new(), false)),
            (Attempt::Run(run), FifteenEvent::Wait) => run.wait(now).map(|_| (Vec::new(), false)),
            (Attempt::Run(run), FifteenEvent::Resume) => run.resume(now).map(|_| (Vec::new(), false)),
            (Attempt::Run(_), FifteenEvent::Pause) => {
                return Some(Err(ReplayError::Action(self.next, Unplayable::RunNeverPaused)))
            }
        };
        Some(played.map(|(changed, next_leg)| FifteenStep { at, changed, next_leg }).map_err(|e| ReplayError::Action(self.next, Unplayable::Fifteen(e))))
    }

    /// Plays the rest of the log (a blind run's declaration at its end mark): the attempt's
    /// entry as the replay builds it.
    pub fn finish(mut self) -> Result<Solve, ReplayError> {
        while let Some(step) = self.step() {
            step?;
        }
        let entry = match &mut self.attempt {
            Attempt::Run(run) => {
                if let Some(end) = self.end {
                    run.declare(Millis(end)).map_err(|e| ReplayError::Action(self.actions.len() + 1, Unplayable::Fifteen(e)))?;
                }
                run_entry(run, end_of(&self.actions, self.end))
            }
            Attempt::Single(game) => solve_entry(game, end_of(&self.actions, None)),
        };
        entry.ok_or(ReplayError::Mismatch(Mismatch::NoMoveMade))
    }
}

/// A 15-puzzle record as its replay makes it from its seed, scramble and log alone (a
/// journal's attempt never had figures), or why it cannot be replayed.
pub fn rebuild_fifteen(key: &str, record: &Solve) -> Result<Solve, ReplayError> {
    Ok(rebuilt_fifteen(record, FifteenReplay::new(key, record)?.finish()?))
}

/// The record a replay made (`again`), with what the replay cannot know taken from `record`.
fn rebuilt_fifteen(record: &Solve, again: Solve) -> Solve {
    // A seedless single solve replays as a typed position; a run is never more than the
    // file says (a retry stays one).
    let source = if rank(record.source) < rank(again.source) { record.source } else { again.source };
    // The control types are the page's word, which no log can check: the record's stand.
    Solve { at: record.at, optimal: record.optimal, source, assisted: again.assisted || record.assisted, controls: record.controls, ..again }
}

impl FifteenReplay {
    /// Plays the rest of the log and checks the record against it (time, moves and splits
    /// must be the record's): the record as the replay re-derives it, or why it is refused.
    pub fn check(self, record: &Solve) -> Result<Solve, ReplayError> {
        let again = rebuilt_fifteen(record, self.finish()?);
        let claimed = Solve { source: again.source, assisted: again.assisted, help: again.help, ..record.clone() };
        same(&again, &claimed, |r| {
            let time = r.time_ms.map_or("DNF".into(), |t| format!("{t} ms"));
            format!("{time}, {} moves, splits {:?}, scramble {}", r.moves, r.splits, r.scramble)
        })?;
        Ok(again)
    }
}

/// A 15-puzzle record as its replay re-derives it, or why it is refused.
pub fn check_fifteen(key: &str, record: &Solve) -> Result<Solve, ReplayError> {
    FifteenReplay::new(key, record)?.check(record)
}

fn same<T: PartialEq>(replayed: &T, record: &T, show: impl Fn(&T) -> String) -> Result<(), ReplayError> {
    if replayed == record {
        Ok(())
    } else {
        Err(ReplayError::Mismatch(Mismatch::Differs { recorded: show(record), replayed: show(replayed) }))
    }
}
