//! Practice runs, as speedsolvers' reference clients have them: a relay (sizes solved back to
//! back), a marathon (N scrambles of one size back to back) and a blind solve (the scramble is
//! memorised, then solved unseen and judged when the player declares it done).
//!
//! A run has one clock under the single-solve rules: the first move of the first leg starts
//! it, the move that solves the last leg stops it (blind: the declaration). Each leg's
//! scramble comes from the run's seed, so a run is reproduced from its seed and its moves.

use super::board::{Board, Shape};
use super::game::{Aid, FifteenGame, Move, MoveError, Origin, Status, Summary, TimedEvent};
use crate::assist::Assists;
use super::scramble;
use crate::rng::{Seed, SeededRng, MAX_FRESH_SEED};
use crate::time::{Millis, Stopwatch};
use serde::Serialize;
use thiserror::Error;

/// The most legs a relay has.
pub const MAX_RELAY_LEGS: usize = 16;
/// The most scrambles a marathon has.
pub const MAX_MARATHON: u32 = 1000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Mode {
    Relay { sizes: Vec<Shape> },
    Marathon { size: Shape, count: u32 },
    Blind { size: Shape },
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ModeError {
    #[error("a relay has 2 to {MAX_RELAY_LEGS} legs (got {0})")]
    RelayLegs(usize),
    #[error("a marathon has 2 to {MAX_MARATHON} scrambles (got {0})")]
    MarathonCount(i64),
}

impl Mode {
    pub fn relay(sizes: Vec<Shape>) -> Result<Mode, ModeError> {
        if !(2..=MAX_RELAY_LEGS).contains(&sizes.len()) {
            return Err(ModeError::RelayLegs(sizes.len()));
        }
        Ok(Mode::Relay { sizes })
    }

    pub fn marathon(size: Shape, count: i64) -> Result<Mode, ModeError> {
        match u32::try_from(count) {
            Ok(n) if (2..=MAX_MARATHON).contains(&n) => Ok(Mode::Marathon { size, count: n }),
            _ => Err(ModeError::MarathonCount(count)),
        }
    }

    pub fn blind(size: Shape) -> Mode {
        Mode::Blind { size }
    }

    pub fn legs(&self) -> usize {
        match self {
            Mode::Relay { sizes } => sizes.len(),
            Mode::Marathon { count, .. } => *count as usize,
            Mode::Blind { .. } => 1,
        }
    }

    /// The size of leg `leg` (counted from 0).
    pub fn size(&self, leg: usize) -> Shape {
        match self {
            Mode::Relay { sizes } => sizes[leg.min(sizes.len() - 1)],
            Mode::Marathon { size, .. } | Mode::Blind { size } => *size,
        }
    }

    /// The records table of this mode: `relay/3x3,4x4,5x5`, `marathon/42/4x4`, `blind/4x4`.
    pub fn key(&self) -> String {
        match self {
            Mode::Relay { sizes } => format!("relay/{}", sizes.iter().map(|&s| size_text(s)).collect::<Vec<_>>().join(",")),
            Mode::Marathon { size, count } => format!("marathon/{count}/{}", size_text(*size)),
            Mode::Blind { size } => format!("blind/{}", size_text(*size)),
        }
    }

    /// The mode of a records table's key, none for any other key.
    pub fn from_key(key: &str) -> Option<Mode> {
        let (kind, rest) = key.split_once('/')?;
        match kind {
            "relay" => Mode::relay(rest.split(',').map(parse_size).collect::<Option<_>>()?).ok(),
            "marathon" => {
                let (count, size) = rest.split_once('/')?;
                Mode::marathon(parse_size(size)?, count.parse().ok()?).ok()
            }
            "blind" => Some(Mode::blind(parse_size(rest)?)),
            _ => None,
        }
    }

    /// As a player reads it: `Relay 3×3, 4×4, 5×5`, `Marathon of 42, 4×4`, `Blind 4×4`.
    pub fn name(&self) -> String {
        let shown = |s: Shape| format!("{}×{}", s.width(), s.height());
        match self {
            Mode::Relay { sizes } => format!("Relay {}", sizes.iter().map(|&s| shown(s)).collect::<Vec<_>>().join(", ")),
            Mode::Marathon { size, count } => format!("Marathon of {count}, {}", shown(*size)),
            Mode::Blind { size } => format!("Blind {}", shown(*size)),
        }
    }
}

fn size_text(s: Shape) -> String {
    format!("{}x{}", s.width(), s.height())
}

/// A size as table keys write it (`4x4`, `3x5`: width x height).
pub fn parse_size(text: &str) -> Option<Shape> {
    let (w, h) = text.split_once('x')?;
    Shape::new(w.parse().ok()?, h.parse().ok()?).ok()
}

/// Where a run came from: a fresh seed counts for records, a retry of a run is practice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RunOrigin {
    Random,
    Retry,
}

/// What a move in a run did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunOutcome {
    /// Cells of the leg the move was made on whose tile changed.
    pub changed: Vec<usize>,
    /// The move solved a leg and the next one is now on the board.
    pub next_leg: bool,
    pub status: Status,
}

/// A finished leg of a run.
#[derive(Clone, Copy, Debug)]
struct LegDone {
    /// The run's time when it was solved.
    split: Millis,
    moves: u32,
    multi_moves: u32,
    /// Its scramble's Manhattan distance.
    md: u32,
}

#[derive(Clone, Debug)]
pub struct Run {
    mode: Mode,
    seed: Seed,
    origin: RunOrigin,
    leg: usize,
    game: FifteenGame,
    clock: Stopwatch,
    /// Each finished leg: the run's time when it was solved, its moves, its scramble's MD.
    done: Vec<LegDone>,
    /// Moves of the finished legs.
    moves: u32,
    multi_moves: u32,
    /// Every leg's scramble dealt so far, as state strings.
    scrambles: Vec<String>,
    /// The events (moves and aids) of the finished legs, with their times, and their helps.
    events: Vec<TimedEvent>,
    helps: Assists,
    status: Status,
}

impl Run {
    pub fn new(mode: Mode, seed: Seed, origin: RunOrigin) -> Run {
        let game = Self::deal(&mode, seed, 0);
        let scrambles = vec![game.scramble().state_string()];
        Run {
            mode,
            seed,
            origin,
            leg: 0,
            game,
            clock: Stopwatch::default(),
            done: Vec::new(),
            moves: 0,
            multi_moves: 0,
            scrambles,
            events: Vec::new(),
            helps: Assists::NONE,
            status: Status::Ready,
        }
    }

    /// Leg `leg`'s game: its seed is the run seed's stream's draw number `leg`.
    fn deal(mode: &Mode, run_seed: Seed, leg: usize) -> FifteenGame {
        let mut rng = SeededRng::new(run_seed);
        let seed = (0..=leg).map(|_| rng.below(MAX_FRESH_SEED + 1)).last().unwrap_or(run_seed);
        let board: Board = scramble(mode.size(leg), seed);
        let origin = Origin::Random { seed };
        if matches!(mode, Mode::Blind { .. }) { FifteenGame::blind(board, origin) } else { FifteenGame::new(board, origin) }
    }

    /// The same run again (the same seed, so the same scrambles), as practice.
    pub fn retry(&self) -> Run {
        Run::new(self.mode.clone(), self.seed, RunOrigin::Retry)
    }

    /// Applies a move to the current leg at clock reading `now`; on error nothing changes. A
    /// move that solves a leg deals the next one, or, on the last, stops the clock.
    pub fn apply(&mut self, mv: Move, now: Millis) -> Result<RunOutcome, MoveError> {
        if matches!(self.status, Status::Solved | Status::Failed) {
            return Err(MoveError::Solved);
        }
        // A move while the solver's answer is awaited ends the wait: the leg's clock (in its
        // apply) and the run's run on.
        let waiting = self.game.is_waiting();
        let outcome = self.game.apply(mv, now)?;
        if waiting {
            self.clock.resume(now);
        }
        self.clock.start(now);
        self.status = Status::Running;
        let mut next_leg = false;
        if outcome.status == Status::Solved {
            self.finish_leg(now);
            if self.leg + 1 < self.mode.legs() {
                self.moves += self.game.moves();
                self.multi_moves += self.game.multi_moves();
                self.events.extend_from_slice(self.game.events());
                self.helps = self.helps.union(self.game.helps());
                self.leg += 1;
                self.game = Self::deal(&self.mode, self.seed, self.leg);
                self.scrambles.push(self.game.scramble().state_string());
                next_leg = true;
            } else {
                self.clock.stop(now);
                self.status = Status::Solved;
            }
        }
        Ok(RunOutcome { changed: outcome.changed, next_leg, status: self.status })
    }

    /// Ends a blind run at `now`: solved if the tiles are home, else failed.
    pub fn declare(&mut self, now: Millis) -> Result<Status, MoveError> {
        let status = self.game.declare(now)?;
        self.clock.stop(now);
        if status == Status::Solved {
            self.finish_leg(now);
        }
        self.status = status;
        Ok(status)
    }

    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    pub fn seed(&self) -> Seed {
        self.seed
    }

    pub fn origin(&self) -> RunOrigin {
        self.origin
    }

    /// The leg on the board, counted from 0.
    pub fn leg(&self) -> usize {
        self.leg
    }

    pub fn game(&self) -> &FifteenGame {
        &self.game
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn splits(&self) -> Vec<Millis> {
        self.done.iter().map(|d| d.split).collect()
    }

    pub fn scrambles(&self) -> &[String] {
        &self.scrambles
    }

    /// Every event of the run so far (its moves and aids), leg after leg, with its time.
    pub fn events(&self) -> impl Iterator<Item = &TimedEvent> {
        self.events_since(0)
    }

    /// How many events the run has so far.
    pub fn event_count(&self) -> usize {
        self.events.len() + self.game.events().len()
    }

    /// The run's events from the `from`-th on, found in constant time however long the run.
    pub fn events_since(&self, from: usize) -> impl Iterator<Item = &TimedEvent> {
        let done = self.events.get(from..).unwrap_or_default();
        let leg = self.game.events().get(from.saturating_sub(self.events.len())..).unwrap_or_default();
        done.iter().chain(leg)
    }

    /// Notes the solver's aid on the leg in play (`FifteenGame::aid`).
    pub fn aid(&mut self, aid: Aid, now: Millis) -> Result<Status, MoveError> {
        if self.status.is_over() {
            return Err(MoveError::Over);
        }
        self.game.aid(aid, now)?;
        Ok(self.status)
    }

    /// Holds the run's clock from `now` while the solver answers the aid just noted on the leg
    /// in play (`FifteenGame::wait_in_run`, whose log keeps the wait), between legs too (the
    /// next leg not yet started: the run's clock runs there): the answer (`resume`) or the
    /// player's next move runs it on.
    pub fn wait(&mut self, now: Millis) -> Result<Status, MoveError> {
        if self.status != Status::Running {
            return Err(MoveError::NotNow(crate::refusal::NOTHING_TO_HOLD_IN_RUN));
        }
        self.game.wait_in_run(now)?;
        self.clock.pause(now);
        Ok(self.status)
    }

    /// The answer came: the run's clock, and its leg's, run on.
    pub fn resume(&mut self, now: Millis) -> Result<Status, MoveError> {
        if !self.game.is_waiting() {
            return Err(MoveError::NotNow(crate::refusal::RUN_NEVER_PAUSED));
        }
        self.game.resume(now)?;
        self.clock.resume(now);
        Ok(self.status)
    }

    /// Whether the run's clock is held for the solver's answer.
    pub fn is_waiting(&self) -> bool {
        self.game.is_waiting()
    }

    /// The helps the run had, every leg's.
    pub fn helps(&self) -> Assists {
        self.helps.union(self.game.helps())
    }

    /// Single-tile moves of the whole run so far.
    pub fn moves(&self) -> u32 {
        self.moves + self.game.moves()
    }

    pub fn multi_moves(&self) -> u32 {
        self.multi_moves + self.game.multi_moves()
    }

    pub fn elapsed(&self, now: Millis) -> Millis {
        self.clock.elapsed(now)
    }

    /// The run's time, moves, TPS, MD (every leg dealt so far) and MMD at `now`.
    pub fn summary(&self, now: Millis) -> Summary {
        // Every leg dealt: the finished ones, and the one on the board unless it is one of them
        // (the last, solved).
        let on_board = if self.done.len() <= self.leg { self.game.scramble().manhattan_distance() } else { 0 };
        let md = self.done.iter().map(|d| d.md).sum::<u32>() + on_board;
        Summary::new(self.elapsed(now), self.moves(), self.multi_moves(), md)
    }

    /// The leg on the board is solved at `now`: its split and figures are kept.
    fn finish_leg(&mut self, now: Millis) {
        let (moves, multi_moves, md) = (self.game.moves(), self.game.multi_moves(), self.game.scramble().manhattan_distance());
        self.done.push(LegDone { split: self.clock.elapsed(now), moves, multi_moves, md });
    }

    /// Each finished leg's own figures: its time (from the split before), moves, TPS, its
    /// scramble's MD and MMD, as slidysim's replay site shows a relay's legs.
    pub fn legs(&self) -> Vec<Summary> {
        let starts = std::iter::once(Millis::ZERO).chain(self.done.iter().map(|d| d.split));
        self.done.iter().zip(starts).map(|(d, start)| Summary::new(d.split.since(start), d.moves, d.multi_moves, d.md)).collect()
    }
}

#[cfg(test)]
mod tests;
