//! Minesweeper plugged into the midend (`session.rs`): the engine's game, the difficulty it was
//! asked for (a custom board keeps its name) and whether the player chose its seed.

use crate::book::{mines_table, RecordBook, Recorded};
use crate::journal_files::GameFile;
use crate::session::Puzzle;
use tessera::minesweeper::{Difficulty, Game, Status};
use tessera::records::journal_writer::{JournalWriter, Update};
use tessera::rng::{fresh_seed, Seed};
use tessera::time::Millis;

pub struct Mines {
    pub difficulty: Difficulty,
    pub game: Game,
    /// The player chose the seed: a known board, kept but never in a best list.
    pub chosen_seed: bool,
}

impl Mines {
    pub fn new(difficulty: Difficulty, game: Game, chosen_seed: bool) -> Self {
        crate::hooks::mines_dealt(game.seed());
        Mines { difficulty, game, chosen_seed }
    }
}

impl Puzzle for Mines {
    const FILE: GameFile = GameFile::Mines;

    fn under_way(&self) -> bool {
        self.game.status() == Status::Playing
    }

    /// A counted game's seed only once it is over (whoever knows the seed knows the mines), a
    /// seed the player typed always.
    fn seed_shown(&self) -> Option<Seed> {
        (self.chosen_seed || self.game.is_over()).then(|| self.game.seed()).flatten()
    }

    fn journal(&self, writer: &mut JournalWriter) -> Update {
        writer.mines(|| mines_table(&self.difficulty, &self.game), &self.game, self.chosen_seed)
    }

    fn record(&self, book: &mut RecordBook, now: Millis) -> Recorded {
        book.record_mines(&self.difficulty, &self.game, self.chosen_seed, now)
    }

    /// A new board of the same size and first-click policy: the one left was seen.
    fn successor(&self) -> Self {
        let fresh = Game::with_mode(self.game.spec(), fresh_seed(), self.game.mode());
        Mines::new(self.difficulty, fresh, false)
    }
}
