//! What a game answers about itself: its board, mode, seed, status, mines, clicks, actions and
//! clock. The rules that change it are in `game.rs` and `control.rs`.

use super::{Clicks, Game, Mode, Status, TimedAction};
use crate::minesweeper::grid::Dims;
use crate::minesweeper::layout::Layout;
use crate::minesweeper::spec::BoardSpec;
use crate::rng::Seed;
use crate::time::Millis;

impl Game {
    pub fn spec(&self) -> BoardSpec {
        self.spec
    }

    pub fn dims(&self) -> Dims {
        self.spec.dims()
    }

    /// How the mines are placed after the first click, and whether they move later.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The seed the mines come from; none for a game on a given layout.
    pub fn seed(&self) -> Option<Seed> {
        self.seed
    }

    pub fn status(&self) -> Status {
        self.status
    }

    pub fn is_over(&self) -> bool {
        matches!(self.status, Status::Won | Status::Lost)
    }

    /// The mines, once placed, as they stand (the adaptive modes move hidden ones).
    pub fn layout(&self) -> Option<&Layout> {
        self.layout.as_ref()
    }

    /// Whether the mode asked for a no-guess board and none was found at this density, so an
    /// opening board was dealt in its place.
    pub fn guess_board(&self) -> bool {
        self.guess_board
    }

    /// The mines as the first click dealt them (or as given).
    pub fn dealt(&self) -> Option<&Layout> {
        self.dealt.as_ref()
    }

    /// Mines minus flags: the classic counter, negative when the player over-flags.
    pub fn mines_left(&self) -> i64 {
        i64::from(self.spec.mines()) - i64::from(self.flags)
    }

    pub fn clicks(&self) -> Clicks {
        self.clicks
    }

    pub fn history(&self) -> &[TimedAction] {
        &self.history
    }

    /// Time on the clock at reading `now`: zero before the first click, frozen at the end.
    pub fn elapsed(&self, now: Millis) -> Millis {
        self.clock.elapsed(now)
    }
}
