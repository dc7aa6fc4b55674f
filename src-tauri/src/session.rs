//! The midend: what both games' sessions share, as Simon Tatham's puzzles share one. A game
//! plugs in through `Puzzle` (its rules, moves, undo, pause and clock are the engine's game;
//! `mines_session.rs`, `fifteen_session.rs`); the session owns the rest, once for both:
//!
//! - the journal of the game in progress (`records::journal_writer`, which keeps what is
//!   secret off the disk), brought up to date after whatever changed the game;
//! - what may be shown of a seed: each game's `seed_shown`, the one rule the page's answers
//!   and nothing else follow;
//! - the record an ending made, taken back should the ending be undone;
//! - a game left under way: recorded as what it is then (a loss, a DNF) before anything takes
//!   its place, whether a new game, or the app's end.

use crate::book::{RecordBook, RecordRef, Recorded};
use crate::journal_files::GameFile;
use std::ops::{Deref, DerefMut};
use tessera::records::journal_writer::{JournalWriter, Update};
use tessera::rng::Seed;
use tessera::time::Millis;

/// What a game supplies the midend.
pub trait Puzzle {
    /// Its journal file.
    const FILE: GameFile;

    /// Begun and not over: left now, it is recorded (a Minesweeper loss, a 15-puzzle DNF).
    fn under_way(&self) -> bool;

    /// The seed as the page may see it: none while whoever knew it would know a covered cell
    /// or a coming scramble.
    fn seed_shown(&self) -> Option<Seed>;

    /// What its journal file needs now (`writer`: what the file holds already).
    fn journal(&self, writer: &mut JournalWriter) -> Update;

    /// Records it as it stands at `now`.
    fn record(&self, book: &mut RecordBook, now: Millis) -> Recorded;

    /// What takes its place when it is left as the app ends: a new board (Minesweeper), the
    /// same scramble or run unplayed (15-puzzle).
    fn successor(&self) -> Self;
}

/// A game in play with what the midend keeps of it.
pub struct Session<P> {
    puzzle: P,
    /// What of the game its journal file holds.
    writer: JournalWriter,
    /// The record the game's ending made, taken back if the ending is undone.
    pub recorded: Option<RecordRef>,
}

impl<P: Puzzle> Session<P> {
    pub fn new(play: P) -> Self {
        Session { puzzle: play, writer: JournalWriter::default(), recorded: None }
    }

    /// Puts `next` in this game's place, this one first recorded at `now` if it is under way.
    /// The journal's file stays this game's until the next `journal` removes or rewrites it.
    pub fn replace(&mut self, next: P, book: &mut RecordBook, now: Millis) {
        if self.puzzle.under_way() {
            self.puzzle.record(book, now);
        }
        self.puzzle = next;
        self.recorded = None;
    }

    /// Brings the game's journal file up to date (after each action, a new game, an ending).
    pub fn journal(&mut self, book: &RecordBook) {
        book.journal(P::FILE, self.puzzle.journal(&mut self.writer));
    }

    /// The app ends: a game under way is recorded as what it is and its successor takes its
    /// place (so nothing is recorded twice), and the journal says so.
    pub fn leave(&mut self, book: &mut RecordBook, now: Millis) {
        if self.puzzle.under_way() {
            let next = self.puzzle.successor();
            self.replace(next, book, now);
        }
        self.journal(book);
    }
}

impl<P> Deref for Session<P> {
    type Target = P;

    fn deref(&self) -> &P {
        &self.puzzle
    }
}

impl<P> DerefMut for Session<P> {
    fn deref_mut(&mut self) -> &mut P {
        &mut self.puzzle
    }
}
