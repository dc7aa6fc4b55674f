//! A speed-run attempt: a scramble, the moves made on it, the two move counts and the clock.

use super::board::{Board, Direction};
use crate::assist::{Assist, Assists};
use crate::time::{Millis, Stopwatch};

mod types;
pub use types::{Aid, Event, Move, MoveError, Origin, Outcome, Status, Summary, TimedEvent, TimedMove, MAX_MOVES};

/// Why a wait for the solver was refused: only a help just asked for, in a solve under way.
const NOTHING_TO_HOLD: MoveError = MoveError::NotNow(crate::refusal::NOTHING_TO_HOLD);

#[derive(Clone, Debug)]
pub struct FifteenGame {
    origin: Origin,
    scramble: Board,
    board: Board,
    status: Status,
    moves: u32,
    multi_moves: u32,
    clock: Stopwatch,
    history: Vec<TimedMove>,
    /// Every move, pause and resume, in order.
    events: Vec<TimedEvent>,
    /// Blind: the tiles home do not end the solve; the player declares it finished.
    blind: bool,
    /// The helps among the events, kept as they come.
    helps: Assists,
    /// The clock is held while the solver answers an aid (`wait`), not by the player's pause.
    waiting: bool,
}

impl FifteenGame {
    pub fn new(scramble: Board, origin: Origin) -> Self {
        FifteenGame {
            origin,
            board: scramble.clone(),
            scramble,
            status: Status::Ready,
            moves: 0,
            multi_moves: 0,
            clock: Stopwatch::default(),
            history: Vec::new(),
            events: Vec::new(),
            blind: false,
            helps: Assists::NONE,
            waiting: false,
        }
    }

    /// A blind solve: the clock starts with the first move as usual, but only `declare` stops
    /// it, and only then is the board judged (so nothing tells the player the tiles are home).
    pub fn blind(scramble: Board, origin: Origin) -> Self {
        FifteenGame { blind: true, ..FifteenGame::new(scramble, origin) }
    }

    pub fn is_blind(&self) -> bool {
        self.blind
    }

    /// Ends a blind solve at clock reading `now`: solved if the tiles are home, else failed.
    pub fn declare(&mut self, now: Millis) -> Result<Status, MoveError> {
        match (self.blind, self.status) {
            (false, _) => Err(MoveError::NotBlind),
            (true, Status::Ready) => Err(MoveError::NotStarted),
            (true, Status::Solved | Status::Failed) => Err(MoveError::Over),
            (true, Status::Running) => {
                self.clock.stop(now);
                self.status = if self.board.is_solved() { Status::Solved } else { Status::Failed };
                Ok(self.status)
            }
        }
    }

    /// Applies a move at clock reading `now`; on error nothing changes.
    pub fn apply(&mut self, mv: Move, now: Millis) -> Result<Outcome, MoveError> {
        match self.status {
            Status::Solved if !self.blind => return Err(MoveError::Solved),
            Status::Solved | Status::Failed => return Err(MoveError::Over),
            Status::Ready | Status::Running => {}
        }
        if self.history.len() >= MAX_MOVES {
            return Err(MoveError::HistoryFull(MAX_MOVES));
        }
        if self.clock.is_paused() && !self.waiting {
            return Err(MoveError::Paused);
        }
        let (dir, count) = match mv {
            Move::Tile { dir } => {
                self.board.mover(dir).ok_or(MoveError::Illegal(dir))?;
                (dir, 1)
            }
            Move::To { index } => {
                let shape = self.board.shape();
                if index as usize >= shape.cells() {
                    return Err(MoveError::OffBoard { index, width: shape.width(), height: shape.height() });
                }
                self.board.segment_to(index as usize).ok_or(MoveError::NotInLine(index))?
            }
        };
        // A move while the solver's answer is awaited: the player goes on, and so does the clock.
        self.end_wait(now);
        let mut changed = vec![self.board.blank()];
        for _ in 0..count {
            self.board.slide(dir);
            changed.push(self.board.blank());
        }
        self.moves += count;
        self.multi_moves += 1;
        if !self.clock.is_started() {
            self.clock.start(now);
            self.status = Status::Running;
        }
        if self.board.is_solved() && !self.blind {
            self.status = Status::Solved;
            self.clock.stop(now);
        }
        self.history.push(TimedMove { mv, at: now });
        self.events.push(TimedEvent { event: Event::Move(mv), at: now });
        Ok(Outcome { changed, status: self.status })
    }

    /// Applies an event at `now` (a replay's way in).
    pub fn apply_event(&mut self, event: Event, now: Millis) -> Result<Outcome, MoveError> {
        match event {
            Event::Move(mv) => self.apply(mv, now),
            Event::Pause => self.pause(now),
            Event::Resume => self.resume(now),
            Event::Aid(aid) => self.aid(aid, now),
            Event::Wait => self.wait(now),
        }
    }

    /// Holds the clock of a solve under way from `now` while the solver answers the aid just
    /// noted (it is the last event): the player asked and waits, so the wait is not their time.
    /// The answer (`resume`), or the player's next move or pause, ends it.
    pub fn wait(&mut self, now: Millis) -> Result<Outcome, MoveError> {
        if self.status != Status::Running {
            return Err(NOTHING_TO_HOLD);
        }
        self.hold(now)
    }

    /// As `wait`, and also before the leg's first move: a practice run's clock runs between its
    /// legs, and the run holds it (`Run::wait`); the leg's own clock has not started, so the
    /// leg's log only notes the wait and its end.
    pub(crate) fn wait_in_run(&mut self, now: Millis) -> Result<Outcome, MoveError> {
        if !matches!(self.status, Status::Ready | Status::Running) {
            return Err(NOTHING_TO_HOLD);
        }
        self.hold(now)
    }

    fn hold(&mut self, now: Millis) -> Result<Outcome, MoveError> {
        let after_aid = matches!(self.events.last(), Some(TimedEvent { event: Event::Aid(_), .. }));
        if self.blind || !after_aid {
            return Err(NOTHING_TO_HOLD);
        }
        if self.clock.is_started() && !self.clock.pause(now) {
            return Err(MoveError::Paused);
        }
        self.waiting = true;
        self.events.push(TimedEvent { event: Event::Wait, at: now });
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// Whether the clock is held for the solver's answer.
    pub fn is_waiting(&self) -> bool {
        self.waiting
    }

    /// Ends a wait for the solver at `now`, if one is on: the clock runs again.
    fn end_wait(&mut self, now: Millis) {
        if self.waiting {
            // A wait before the leg's first move held no clock of its own (`wait_in_run`).
            self.clock.resume(now);
            self.waiting = false;
            self.events.push(TimedEvent { event: Event::Resume, at: now });
        }
    }

    /// Notes the solver's aid at `now`, before or during the solve (never in a blind solve:
    /// it would show where the tiles are). Asked again with no move between, it is noted once.
    pub fn aid(&mut self, aid: Aid, now: Millis) -> Result<Outcome, MoveError> {
        match self.status {
            Status::Solved | Status::Failed => return Err(MoveError::Over),
            Status::Running if self.blind => return Err(MoveError::NotNow(crate::refusal::NO_HELP_BLIND)),
            Status::Ready | Status::Running => {}
        }
        if self.events.last().is_none_or(|e| e.event != Event::Aid(aid)) {
            self.events.push(TimedEvent { event: Event::Aid(aid), at: now });
            self.helps = self.helps.with(aid.help());
        }
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// The helps the attempt had, from its log: pauses and the solver's aids.
    pub fn helps(&self) -> Assists {
        self.helps
    }

    /// Stops the clock of a solve under way (a practice tool: the attempt is then assisted).
    pub fn pause(&mut self, now: Millis) -> Result<Outcome, MoveError> {
        if self.status != Status::Running {
            return Err(MoveError::NotNow(crate::refusal::SOLVE_NOT_RUNNING));
        }
        if self.events.iter().filter(|e| e.event == Event::Pause).count() >= crate::MAX_CONTROLS {
            return Err(MoveError::ControlsFull(crate::MAX_CONTROLS));
        }
        self.end_wait(now);
        if !self.clock.pause(now) {
            return Err(MoveError::Paused);
        }
        self.events.push(TimedEvent { event: Event::Pause, at: now });
        self.helps = self.helps.with(Assist::Pause);
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// Runs a paused solve's clock on (or one held for the solver's answer).
    pub fn resume(&mut self, now: Millis) -> Result<Outcome, MoveError> {
        if self.waiting {
            self.end_wait(now);
        } else if self.clock.resume(now) {
            self.events.push(TimedEvent { event: Event::Resume, at: now });
        } else {
            return Err(MoveError::NotNow(crate::refusal::SOLVE_NOT_PAUSED));
        }
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// Paused by the player (the tiles hidden); a clock held for the solver is not a pause.
    pub fn is_paused(&self) -> bool {
        self.clock.is_paused() && !self.waiting
    }

    /// Every move, pause and resume, in order, with its time.
    pub fn events(&self) -> &[TimedEvent] {
        &self.events
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    pub fn scramble(&self) -> &Board {
        &self.scramble
    }

    pub fn origin(&self) -> Origin {
        self.origin
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn moves(&self) -> u32 {
        self.moves
    }

    pub fn multi_moves(&self) -> u32 {
        self.multi_moves
    }

    pub fn history(&self) -> &[TimedMove] {
        &self.history
    }

    /// The moves made, one tile at a time (a segment slide is its tiles' moves), in order.
    pub fn tile_moves(&self) -> Vec<Direction> {
        let mut board = self.scramble.clone();
        let mut out = Vec::with_capacity(self.moves as usize);
        for t in &self.history {
            let (dir, count) = match t.mv {
                Move::Tile { dir } => (dir, 1),
                // Recorded moves were legal on this very board.
                Move::To { index } => board.segment_to(index as usize).unwrap_or((Direction::Up, 0)),
            };
            for _ in 0..count {
                board.slide(dir);
                out.push(dir);
            }
        }
        out
    }

    /// Time on the clock at reading `now`: zero before the first move, frozen at the end.
    pub fn elapsed(&self, now: Millis) -> Millis {
        self.clock.elapsed(now)
    }

    /// Time, moves and TPS at reading `now` (live while running, final once solved).
    pub fn summary(&self, now: Millis) -> Summary {
        Summary::new(self.elapsed(now), self.moves, self.multi_moves, self.scramble.manhattan_distance())
    }
}
