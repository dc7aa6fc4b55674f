//! Practice tools: taking back the last action (the losing click included, as Tatham's Mines
//! allows) and pausing (the clock stopped; the page hides the board); and the solver's aids
//! (a hint, the odds, an auto-play move). A game with any is assisted in the records. Every
//! one is in the game's event log, so a replay does them too and re-derives the game's helps.

use super::{Action, ActionError, CellView, Game, Outcome, Status};
use crate::assist::{Assist, Assists};
use crate::time::Millis;
use serde::{Deserialize, Serialize};

/// Something done to a game that is not an action on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Control {
    Undo,
    Pause,
    Resume,
}

/// The solver's help, noted in the log when it is given: a hint, the odds shown, and one
/// before each move auto-play makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Aid {
    Hint,
    Odds,
    Auto,
}

impl Aid {
    pub fn help(self) -> Assist {
        match self {
            Aid::Hint => Assist::Hint,
            Aid::Odds => Assist::Odds,
            Aid::Auto => Assist::Auto,
        }
    }
}

/// One entry of a game's event log: an action on a cell, a control, or an aid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Act(Action),
    Control(Control),
    Aid(Aid),
}

impl Event {
    /// The help this event is, if any: an aid, an undo, a pause (a game's helps are its log's).
    pub fn assist(self) -> Option<Assist> {
        match self {
            Event::Aid(aid) => Some(aid.help()),
            Event::Control(Control::Undo) => Some(Assist::Undo),
            Event::Control(Control::Pause) => Some(Assist::Pause),
            Event::Control(Control::Resume) | Event::Act(_) => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedEvent {
    pub event: Event,
    pub at: Millis,
}

/// Where the pointer was over the board, in EVF's pixels (16 a cell, from the board's top
/// left), and when: drawn in replays; never part of the game's rules, time or result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PointerSample {
    pub at: Millis,
    pub x: u16,
    pub y: u16,
}

/// The most pointer samples a game keeps (an hour at one every 10 ms).
pub const MAX_POINTER: usize = 360_000;

impl Game {
    /// Adds where the pointer went (samples in time order; earlier than the last kept, or past
    /// the bound, or after the game ended, they are dropped).
    pub fn record_pointer(&mut self, samples: impl IntoIterator<Item = PointerSample>) {
        if self.is_over() {
            return;
        }
        for s in samples {
            let later = self.pointer.last().is_none_or(|l| s.at >= l.at);
            if later && self.pointer.len() < MAX_POINTER {
                self.pointer.push(s);
            }
        }
    }

    /// The pointer's path so far.
    pub fn pointer(&self) -> &[PointerSample] {
        &self.pointer
    }

    /// Everything done to the game, in order, with its time.
    pub fn events(&self) -> &[TimedEvent] {
        &self.events
    }

    /// NF while no flag was ever placed (one undone since counts), else FL.
    pub fn style(&self) -> super::Style {
        if self.flagged_ever { super::Style::Fl } else { super::Style::Nf }
    }

    /// The helps the game had, from its log: undos, pauses and the solver's aids.
    pub fn helps(&self) -> Assists {
        self.helps
    }

    /// Notes the solver's aid at `now`, in a game being played (before the first click every
    /// first-click policy keeps the cell safe: nothing there to help with). A hint or the odds
    /// asked again with no action between is noted once; each auto-play move has its own.
    pub fn aid(&mut self, aid: Aid, now: Millis) -> Result<Outcome, ActionError> {
        match self.status {
            Status::Ready => return Err(ActionError::NotNow(crate::refusal::NO_HELP_BEFORE_FIRST_CLICK)),
            Status::Won | Status::Lost => return Err(ActionError::GameOver),
            Status::Playing => {}
        }
        let again = self.events.last().is_some_and(|e| e.event == Event::Aid(aid));
        if aid == Aid::Auto || !again {
            self.events.push(TimedEvent { event: Event::Aid(aid), at: now });
            self.helps = self.helps.with(aid.help());
        }
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// Refuses a pause or an undo past `MAX_CONTROLS` of them.
    fn room_for_control(&self) -> Result<(), ActionError> {
        let used = self.events.iter().filter(|e| matches!(e.event, Event::Control(Control::Undo | Control::Pause))).count();
        if used >= crate::MAX_CONTROLS {
            return Err(ActionError::ControlsFull(crate::MAX_CONTROLS));
        }
        Ok(())
    }

    pub fn is_paused(&self) -> bool {
        self.clock.is_paused()
    }

    /// Applies an event at `now` (a replay's way in).
    pub fn apply_event(&mut self, event: Event, now: Millis) -> Result<Outcome, ActionError> {
        match event {
            Event::Act(action) => self.apply(action, now),
            Event::Control(Control::Undo) => self.undo(now),
            Event::Control(Control::Pause) => self.pause(now),
            Event::Control(Control::Resume) => self.resume(now),
            Event::Aid(aid) => self.aid(aid, now),
        }
    }

    /// Takes back the last action in effect: the board as it was before it (the mines stay
    /// where they are), the clock running on if the action had ended the game. The first
    /// click, which deals the board, stays.
    pub fn undo(&mut self, now: Millis) -> Result<Outcome, ActionError> {
        if self.clock.is_paused() {
            return Err(ActionError::Paused);
        }
        if self.history.is_empty() {
            return Err(ActionError::NotNow(crate::refusal::NOTHING_TO_UNDO));
        }
        self.room_for_control()?;
        let blank = Game { redeal: self.redeal, ..Game::blank(self.spec, self.seed, self.mode, self.dealt.clone()) };
        let (mut again, refused) = super::Replay::from(blank, &self.history[..self.history.len() - 1]).finish();
        // Each was accepted on this very board before; should one not be, nothing changes.
        if refused.is_some() {
            return Err(ActionError::NotNow(crate::refusal::UNDO_REPLAY_FAILED));
        }
        if again.status == Status::Ready && self.status != Status::Ready {
            return Err(ActionError::NotNow(crate::refusal::FIRST_CLICK_STAYS));
        }
        again.clock = self.clock;
        if self.is_over() {
            again.clock.unstop(now);
        }
        let before: Vec<CellView> = (0..self.marks.len()).map(|i| self.view(i)).collect();
        let changed = (0..before.len()).filter(|&i| again.view(i) != before[i]).collect();
        again.events = std::mem::take(&mut self.events);
        again.pointer = std::mem::take(&mut self.pointer);
        again.events.push(super::TimedEvent { event: Event::Control(Control::Undo), at: now });
        again.helps = self.helps.with(Assist::Undo);
        again.flagged_ever = self.flagged_ever;
        again.guess_board = self.guess_board;
        *self = again;
        Ok(Outcome { changed, status: self.status })
    }

    /// Stops the clock of a game being played.
    pub fn pause(&mut self, now: Millis) -> Result<Outcome, ActionError> {
        if self.status != Status::Playing {
            return Err(ActionError::NotNow(crate::refusal::GAME_NOT_PLAYING));
        }
        self.room_for_control()?;
        if !self.clock.pause(now) {
            return Err(ActionError::Paused);
        }
        self.events.push(TimedEvent { event: Event::Control(Control::Pause), at: now });
        self.helps = self.helps.with(Assist::Pause);
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }

    /// Runs a paused game's clock on.
    pub fn resume(&mut self, now: Millis) -> Result<Outcome, ActionError> {
        if !self.clock.resume(now) {
            return Err(ActionError::NotNow(crate::refusal::GAME_NOT_PAUSED));
        }
        self.events.push(TimedEvent { event: Event::Control(Control::Resume), at: now });
        Ok(Outcome { changed: Vec::new(), status: self.status })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minesweeper::{BoardSpec, Coord, Layout};

    /// 3x3 with one mine in the corner (0,0): opening (2,2) opens all but a ring around it.
    fn small() -> Game {
        let layout = Layout::from_mines(3, 3, vec![true, false, false, false, false, false, false, false, false]).expect("layout");
        assert_eq!(layout.spec(), BoardSpec::new(3, 3, 1).expect("spec"));
        Game::with_layout(layout)
    }

    /// Pauses and undos are kept in the game's log, at most `MAX_CONTROLS` of them together:
    /// past that each is refused with the bound and the game is unchanged; a paused game can
    /// always resume.
    #[test]
    fn a_game_keeps_at_most_ten_thousand_pauses_and_undos_and_can_always_resume() {
        let mut game = small();
        game.apply(Action::Reveal(Coord::new(1, 1)), Millis(0)).expect("the first click");
        let mut t = 1;
        for k in 0..crate::MAX_CONTROLS - 1 {
            if k % 2 == 0 {
                game.apply(Action::Flag(Coord::new(2, 2)), Millis(t)).expect("a flag");
                game.undo(Millis(t + 1)).expect("an undo");
            } else {
                game.pause(Millis(t)).expect("a pause");
                game.resume(Millis(t + 1)).expect("a resume");
            }
            t += 2;
        }
        game.pause(Millis(t)).expect("the last pause there is room for");
        let full = Err(ActionError::ControlsFull(crate::MAX_CONTROLS));
        game.resume(Millis(t + 1)).expect("a paused game can always resume");
        let events = game.events().len();
        assert_eq!(game.pause(Millis(t + 2)).map(|o| o.status), full);
        game.apply(Action::Flag(Coord::new(2, 2)), Millis(t + 3)).expect("play goes on");
        assert_eq!(game.undo(Millis(t + 4)).map(|o| o.status), full);
        assert_eq!((game.events().len(), game.is_paused()), (events + 1, false), "nothing but the flag");
    }

    #[test]
    fn the_first_click_stays_and_a_flag_before_it_can_go() {
        let mut game = small();
        assert_eq!(game.undo(Millis(0)), Err(ActionError::NotNow("nothing to undo")));
        game.apply(Action::Flag(Coord::new(0, 1)), Millis(0)).expect("flag");
        let unflagged = game.undo(Millis(10)).expect("a flag before the first click");
        assert_eq!((unflagged.changed, game.status()), (vec![1], Status::Ready));
        game.apply(Action::Reveal(Coord::new(1, 1)), Millis(100)).expect("a number");
        let err = game.undo(Millis(150)).unwrap_err();
        assert_eq!(err, ActionError::NotNow("the first click, which dealt the board, cannot be undone"));
        assert_eq!((game.status(), game.events().len()), (Status::Playing, 3), "nothing changed");
        assert_eq!(game.pause(Millis(200)).map(|o| o.status), Ok(Status::Playing));
        assert_eq!(game.resume(Millis(300)).map(|o| o.status), Ok(Status::Playing));
        assert_eq!(game.resume(Millis(300)), Err(ActionError::NotNow("the game is not paused")));
    }

    #[test]
    fn undo_pause_and_resume_are_logged_and_the_clock_skips_what_they_take() {
        let mut game = small();
        game.apply(Action::Reveal(Coord::new(1, 1)), Millis(1_000)).expect("first click");
        game.apply(Action::Flag(Coord::new(2, 2)), Millis(1_200)).expect("a flag");
        let before = game.codes();
        let lost = game.apply(Action::Reveal(Coord::new(0, 0)), Millis(1_500)).expect("the mine");
        assert_eq!(lost.status, Status::Lost);
        assert_eq!(game.elapsed(Millis(9_000)), Millis(500));
        let undone = game.undo(Millis(4_500)).expect("undo the loss");
        assert_eq!((undone.status, game.codes()), (Status::Playing, before));
        assert!(undone.changed.contains(&0));
        assert_eq!(game.elapsed(Millis(4_600)), Millis(600), "the 3 s after the loss do not count");
        game.pause(Millis(5_000)).expect("pause");
        assert_eq!(game.apply(Action::Reveal(Coord::new(2, 0)), Millis(5_100)), Err(ActionError::Paused));
        assert_eq!(game.undo(Millis(5_100)), Err(ActionError::Paused));
        assert_eq!(game.elapsed(Millis(60_000)), Millis(1_000));
        game.resume(Millis(60_000)).expect("resume");
        assert_eq!(game.elapsed(Millis(60_100)), Millis(1_100));
        let kinds: Vec<Event> = game.events().iter().map(|e| e.event).collect();
        assert_eq!(kinds.len(), 6);
        assert_eq!(kinds[3..], [Event::Control(Control::Undo), Event::Control(Control::Pause), Event::Control(Control::Resume)]);
        assert_eq!(game.history().len(), 2, "the undone click is out of the actions in effect");
        assert_eq!(game.helps(), [Assist::Undo, Assist::Pause].into_iter().collect());
    }
}
