//! A game in progress as its journal file keeps it (`journal.rs`), written a piece at a time:
//! each action adds its own tokens, never the game again, so journaling an action costs the
//! same at the first move and the 100,000th. The file's lines:
//!
//! - a header, JSON: the table, whether the player chose the seed, a 15-puzzle's source and
//!   scramble, the moment of the game's first event, and the seed where it is no secret;
//! - `b WxH:…`: a Minesweeper board on a seed the player chose, once dealt (`log.rs`'s board
//!   text);
//! - `e …`: events, `log.rs`'s tokens, each with the ms since the token before it, across lines;
//! - `p …`: pointer samples, `log.rs`'s path tokens, likewise, from the game's first event.
//!
//! Nothing in the file tells a covered cell or a coming scramble (`secret`): a counted
//! Minesweeper game's seed and board, a counted practice run's seed (which deals every later
//! leg, and a blind leg's scramble) and a counted single solve's seed stay out of it. Read back
//! (`read_mines`, `read_fifteen`), the file is a record without its figures, which the
//! recovery makes (`journal.rs`): by replaying it when it carries its board or scramble, else
//! from its log alone, unproven.

use super::fifteen::{Solve, Source};
use super::journal::Unfinished;
use super::log::{encode_board, encode_fifteen_after, encode_mines_after, encode_path_after};
use super::mines::{Ending, MinesGame};
use super::{now_local, Moment};
use crate::fifteen::practice::Run;
use crate::fifteen::{FifteenGame, Status as FifteenStatus};
use crate::assist::Assists;
use crate::minesweeper::{Game, Status};
use crate::time::Millis;
use serde::{Deserialize, Serialize};

/// The header line of a journal file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Header {
    table: String,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    chosen_seed: bool,
    #[serde(default)]
    source: Option<Source>,
    #[serde(default)]
    scramble: String,
    at: Moment,
}

/// What to do to a game's journal file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Update {
    /// Nothing new.
    None,
    /// Write the file anew with this text (a game that has just begun, or begun again).
    Begin(String),
    /// Add these lines.
    Append(String),
    /// Remove the file: the game is over, or not begun.
    Clear,
}

/// What of a game its journal file holds already.
#[derive(Clone, Debug, Default)]
pub struct JournalWriter {
    begun: bool,
    board: bool,
    events: usize,
    pointer: usize,
    last_event: Option<u64>,
    last_sample: Millis,
}

impl JournalWriter {
    /// The lines that bring the journal of a Minesweeper game up to date: all of it once its
    /// first cell is opened, then what each action added; removed once it is not played.
    /// `table` is asked for only when the game begins.
    pub fn mines(&mut self, table: impl FnOnce() -> String, game: &Game, chosen_seed: bool) -> Update {
        if game.status() != Status::Playing {
            return self.clear();
        }
        let secret = !chosen_seed;
        let seed = game.seed().filter(|_| !secret);
        let header = || Header { table: table(), seed, chosen_seed, source: None, scramble: String::new(), at: now_local() };
        let begun = self.begin(header);
        let mut text = begun.clone().unwrap_or_default();
        if !self.board && !secret {
            if let Some(layout) = game.layout() {
                text.push_str(&format!("b {}\n", encode_board(layout)));
                self.board = true;
            }
        }
        let events = &game.events()[self.events.min(game.events().len())..];
        if !events.is_empty() {
            text.push_str(&format!("e {}\n", encode_mines_after(events, game.dims(), None, &mut self.last_event)));
            self.events = game.events().len();
        }
        if let Some(first) = game.events().first() {
            self.last_sample = self.last_sample.max(first.at);
            let samples = &game.pointer()[self.pointer.min(game.pointer().len())..];
            let path = encode_path_after(samples, &mut self.last_sample);
            if !path.is_empty() {
                text.push_str(&format!("p {path}\n"));
            }
            self.pointer = game.pointer().len();
        }
        self.update(begun, text)
    }

    /// The same for a single 15-puzzle solve of table `table` (its size).
    pub fn fifteen(&mut self, table: impl FnOnce() -> String, game: &FifteenGame) -> Update {
        if game.status() != FifteenStatus::Running {
            return self.clear();
        }
        let (source, seed) = (Source::of(game.origin()), game.origin().seed());
        // A counted scramble's seed stays out: the scramble is on the board, and is kept.
        let seed = seed.filter(|_| source != Source::Random);
        let header = || Header { table: table(), seed, chosen_seed: false, source: Some(source), scramble: game.scramble().state_string(), at: now_local() };
        let begun = self.begin(header);
        let events = game.events().get(self.events..).unwrap_or_default();
        self.events = game.events().len();
        self.fifteen_events(begun, events.iter().map(|t| (t.event, t.at)))
    }

    /// The same for a practice run.
    pub fn run(&mut self, run: &Run) -> Update {
        if run.status() != FifteenStatus::Running {
            return self.clear();
        }
        let source = Source::of_run(run.origin());
        // A counted run's seed deals every later leg: it stays out.
        let seed = (source == Source::Retry).then(|| run.seed());
        let header = || Header { table: run.mode().key(), seed, chosen_seed: false, source: Some(source), scramble: String::new(), at: now_local() };
        let begun = self.begin(header);
        let from = self.events;
        self.events = run.event_count();
        self.fifteen_events(begun, run.events_since(from).map(|t| (t.event, t.at)))
    }

    fn fifteen_events(&mut self, begun: Option<String>, events: impl Iterator<Item = (crate::fifteen::Event, Millis)>) -> Update {
        let mut text = begun.clone().unwrap_or_default();
        let tokens = encode_fifteen_after(events, None, &mut self.last_event);
        if !tokens.is_empty() {
            text.push_str(&format!("e {tokens}\n"));
        }
        self.update(begun, text)
    }

    /// The header line when the game begins here (all that was written before is forgotten).
    fn begin(&mut self, header: impl FnOnce() -> Header) -> Option<String> {
        if self.begun {
            return None;
        }
        *self = JournalWriter { begun: true, ..JournalWriter::default() };
        Some(format!("{}\n", serde_json::to_string(&header()).unwrap_or_default()))
    }

    fn update(&self, begun: Option<String>, text: String) -> Update {
        match (begun, text.is_empty()) {
            (Some(_), _) => Update::Begin(text),
            (None, true) => Update::None,
            (None, false) => Update::Append(text),
        }
    }

    fn clear(&mut self) -> Update {
        if !self.begun {
            return Update::None;
        }
        *self = JournalWriter::default();
        Update::Clear
    }
}

/// A journal file's header, board, events and path.
struct Read {
    header: Header,
    board: Option<String>,
    log: String,
    path: String,
}

fn read(text: &str) -> Result<Read, String> {
    // Whole lines only: an addition cut short by a kill can only be the last, and what came
    // before it stands.
    let mut lines = text.split_inclusive('\n').filter_map(|l| l.strip_suffix('\n'));
    let header: Header = serde_json::from_str(lines.next().unwrap_or_default()).map_err(|e| format!("its first line is not a header ({e})"))?;
    let (mut board, mut log, mut path) = (None, Vec::new(), Vec::new());
    for line in lines {
        match line.split_once(' ') {
            Some(("b", text)) => board = Some(text.to_string()),
            Some(("e", tokens)) => log.push(tokens),
            Some(("p", tokens)) => path.push(tokens),
            _ => return Err(format!("a line is not one a journal has ({:?})", line.chars().take(20).collect::<String>())),
        }
    }
    Ok(Read { header, board, log: log.join(" "), path: path.join(" ") })
}

/// A Minesweeper journal file as a record to replay: its seed, board, log and path (the
/// figures are the replay's to make).
pub fn read_mines(text: &str) -> Result<Unfinished<MinesGame>, String> {
    let Read { header, board, log, path } = read(text)?;
    let entry = MinesGame {
        ending: Ending::Abandoned,
        at: header.at,
        time_ms: 0,
        three_bv: 0,
        solved_three_bv: 0,
        clicks: 0,
        seed: header.seed,
        assisted: false,
        help: Assists::NONE,
        chosen_seed: header.chosen_seed,
        proof: true,
        board,
        path: (!path.is_empty()).then_some(path),
        log: Some(log),
        style: None,
        figures: None,
    };
    Ok(Unfinished { table: header.table, entry })
}

/// A 15-puzzle journal file as a record to replay.
pub fn read_fifteen(text: &str) -> Result<Unfinished<Solve>, String> {
    let Read { header, log, .. } = read(text)?;
    let entry = Solve {
        at: header.at,
        time_ms: None,
        moves: 0,
        multi_moves: 0,
        scramble: header.scramble,
        source: header.source.unwrap_or(Source::Typed),
        assisted: false,
        help: Assists::NONE,
        optimal: None,
        splits: Vec::new(),
        seed: header.seed,
        proof: true,
        controls: crate::fifteen::Controls::NONE,
        log: Some(log),
    };
    Ok(Unfinished { table: header.table, entry })
}
