//! The 15-puzzle plugged into the midend (`session.rs`): a single solve or a practice run, the
//! moves on their way for the board in play (`inbox.rs`), and what the page may see of it (a
//! blind solve's numbers, the seed).

use crate::book::{RecordBook, Recorded};
use crate::inbox::Inbox;
use crate::journal_files::GameFile;
use crate::session::Puzzle;
use std::sync::atomic::Ordering;
use tessera::fifteen::practice::{Run, RunOrigin};
use tessera::fifteen::{Aid, Control, Controls, FifteenGame, Move, MoveError, Origin, Status, Tile};
use tessera::assist::Assists;
use tessera::records::journal_writer::{JournalWriter, Update};
use tessera::rng::Seed;
use tessera::time::Millis;

/// What the page gets for a numbered tile during a blind solve: a tile, no number (no board
/// has this many tiles).
pub const HIDDEN_TILE: Tile = Tile::MAX;

/// A single solve or a practice run.
pub enum Play {
    Single(FifteenGame),
    Run(Run),
}

/// A 15-puzzle attempt and the moves on their way for its board.
pub struct Fifteen {
    pub play: Play,
    /// The moves on their way for the board in play (a run's leg has its own), each with
    /// the input the page says it came from.
    pub inbox: Inbox<(Move, Option<Control>)>,
    /// The control types the attempt's moves used so far.
    pub controls: Controls,
}

/// A number for each board dealt, so that a move meant for another one is never applied.
fn next_board() -> u32 {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

impl Fifteen {
    pub fn single(game: FifteenGame) -> Self {
        Fifteen { play: Play::Single(game), inbox: Inbox::new(next_board()), controls: Controls::NONE }
    }

    pub fn run(run: Run) -> Self {
        Fifteen { play: Play::Run(run), inbox: Inbox::new(next_board()), controls: Controls::NONE }
    }

    /// The game on the board: the single solve, or the run's current leg.
    pub fn game(&self) -> &FifteenGame {
        match &self.play {
            Play::Single(game) => game,
            Play::Run(run) => run.game(),
        }
    }

    pub fn practice(&self) -> Option<&Run> {
        match &self.play {
            Play::Single(_) => None,
            Play::Run(run) => Some(run),
        }
    }

    /// A blind solve not judged yet: its numbers are kept from the page from its first move
    /// (before it, the player memorises them; after the judgement, the verdict shows them).
    /// The one rule of a blind solve's secrecy: the page hides the numbers from its own first
    /// move by it (`RunView::unseen`, `ui/fifteen/practice.js`), before the backend answers.
    pub fn unseen(&self) -> bool {
        self.game().is_blind() && !self.status().is_over()
    }

    /// Whether the tiles' numbers are kept from the page now: unseen, and moved.
    pub fn numbers_hidden(&self) -> bool {
        self.unseen() && self.status() == Status::Running
    }

    /// A tile as the page may see it: `HIDDEN_TILE` for a numbered tile while they are hidden.
    pub fn tile_shown(&self, tile: Tile) -> Tile {
        if tile != 0 && self.numbers_hidden() { HIDDEN_TILE } else { tile }
    }

    /// The helps the attempt had: a run's, over its legs.
    pub fn helps(&self) -> Assists {
        match &self.play {
            Play::Single(game) => game.helps(),
            Play::Run(run) => run.helps(),
        }
    }

    /// Notes the solver's aid at `now` in the attempt's log.
    pub fn aid(&mut self, aid: Aid, now: Millis) -> Result<(), MoveError> {
        match &mut self.play {
            Play::Single(game) => game.aid(aid, now).map(drop),
            Play::Run(run) => run.aid(aid, now).map(drop),
        }
    }

    /// The attempt's status: a run's, not its leg's.
    pub fn status(&self) -> Status {
        match &self.play {
            Play::Single(game) => game.status(),
            Play::Run(run) => run.status(),
        }
    }

    /// Applies a move made with `via` at `now`: the cells it changed, and whether it dealt a
    /// run's next leg (whose moves are then numbered afresh).
    pub fn apply(&mut self, mv: Move, via: Option<Control>, now: Millis) -> Result<(Vec<usize>, bool), MoveError> {
        let (changed, next_leg) = match &mut self.play {
            Play::Single(game) => game.apply(mv, now).map(|o| (o.changed, false)),
            Play::Run(run) => run.apply(mv, now).map(|o| (o.changed, o.next_leg)),
        }?;
        if let Some(control) = via {
            self.controls = self.controls.with(control);
        }
        if next_leg {
            self.inbox = Inbox::new(next_board());
        }
        Ok((changed, next_leg))
    }
}

impl Puzzle for Fifteen {
    const FILE: GameFile = GameFile::Fifteen;

    fn under_way(&self) -> bool {
        self.status() == Status::Running
    }

    /// That of a scramble or run that counts only once it is over (whoever knows the seed knows
    /// the scramble, and every later leg of a run), a seed the player typed or a retry's always.
    fn seed_shown(&self) -> Option<Seed> {
        match &self.play {
            Play::Single(game) => match game.origin() {
                Origin::Random { seed } => game.status().is_over().then_some(seed),
                known => known.seed(),
            },
            Play::Run(run) => (run.origin() == RunOrigin::Retry || run.status().is_over()).then(|| run.seed()),
        }
    }

    fn journal(&self, writer: &mut JournalWriter) -> Update {
        match &self.play {
            Play::Single(game) => {
                let shape = game.board().shape();
                writer.fifteen(|| format!("{}x{}", shape.width(), shape.height()), game)
            }
            Play::Run(run) => writer.run(run),
        }
    }

    /// A solve, a failed blind solve or a DNF.
    fn record(&self, book: &mut RecordBook, now: Millis) -> Recorded {
        match &self.play {
            Play::Single(game) => book.record_fifteen(game, self.controls, now),
            Play::Run(run) => book.record_run(run, self.controls, now),
        }
    }

    /// The same attempt from the start, unplayed: the scramble again, or the run again.
    fn successor(&self) -> Self {
        match &self.play {
            Play::Single(game) => Fifteen::single(FifteenGame::new(game.scramble().clone(), game.origin())),
            Play::Run(run) => Fifteen::run(Run::new(run.mode().clone(), run.seed(), run.origin())),
        }
    }
}
