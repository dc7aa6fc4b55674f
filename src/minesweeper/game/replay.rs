//! The one loop that plays a game's actions again on its board, a step at a time, for every
//! part of the engine that needs one: an undo (every action but the last, on the same board),
//! the solver's review (each click judged before it is applied), the EVF writer (each cell as
//! it was before its action). An action the game refuses leaves it unchanged and is answered as
//! refused, never skipped in silence: each caller says what that means for it. (A record's
//! replay, `records::replay`, plays the whole event log with the import's checks on top.)

use super::{ActionError, Game, Outcome, TimedAction};
use crate::minesweeper::layout::Layout;

pub struct Replay<'a> {
    game: Game,
    actions: &'a [TimedAction],
    next: usize,
}

impl<'a> Replay<'a> {
    /// `actions` played on `layout`, from before its first click.
    pub fn on(layout: &Layout, actions: &'a [TimedAction]) -> Self {
        Replay::from(Game::with_layout(layout.clone()), actions)
    }

    /// `actions` played on `game` as it stands.
    pub fn from(game: Game, actions: &'a [TimedAction]) -> Self {
        Replay { game, actions, next: 0 }
    }

    /// The game as played so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The next action, not played yet, and its index.
    pub fn upcoming(&self) -> Option<(usize, &'a TimedAction)> {
        self.actions.get(self.next).map(|timed| (self.next, timed))
    }

    /// Plays the next action: its index, and what it did or why the game refused it.
    pub fn step(&mut self) -> Option<(usize, Result<Outcome, ActionError>)> {
        let (index, timed) = self.upcoming()?;
        self.next += 1;
        Some((index, self.game.apply(timed.action, timed.at)))
    }

    /// The game once every action is played, and the first one refused (its index and why).
    pub fn finish(mut self) -> (Game, Option<(usize, ActionError)>) {
        let mut refused = None;
        while let Some((index, result)) = self.step() {
            if let (Err(e), None) = (result, &refused) {
                refused = Some((index, e));
            }
        }
        (self.game, refused)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::minesweeper::{Action, BoardSpec, Coord, Status};
    use crate::time::Millis;

    /// Played through, a game's own history gives the game again; an action it refuses is
    /// answered as refused, with its index, and the game is left as it was.
    #[test]
    fn a_history_played_again_gives_the_game_and_a_refused_action_is_said() {
        let layout = Layout::generate(BoardSpec::BEGINNER, Coord::new(4, 4), 9).expect("a layout");
        let mut game = Game::with_layout(layout.clone());
        for (k, i) in (0..81).filter(|&i| !layout.is_mine(i)).enumerate() {
            let _ = game.apply(Action::Reveal(game.dims().coord(i)), Millis(100 * k as u64));
        }
        assert_eq!(game.status(), Status::Won);
        let (again, refused) = Replay::on(&layout, game.history()).finish();
        assert_eq!((again.codes(), again.status(), refused.map(|r| r.0)), (game.codes(), Status::Won, None));
        let off = [TimedAction { action: Action::Reveal(Coord::new(4, 4)), at: Millis(0) }, TimedAction { action: Action::Flag(Coord::new(9, 9)), at: Millis(5) }];
        let mut replay = Replay::on(&layout, &off);
        assert!(matches!(replay.step(), Some((0, Ok(_)))));
        let before = replay.game().codes();
        assert!(matches!(replay.step(), Some((1, Err(_)))));
        assert_eq!((replay.game().codes(), replay.step().is_none()), (before, true));
    }
}
