//! A change to the records, as a small value: the app applies it to the records in memory and
//! the store appends it to its log (`store.rs`), so that the log's changes applied in order to
//! the last snapshot give the records again. Every way the records change is one of these;
//! `Records::apply` is the one place they are applied.

use super::fifteen::Solve;
use super::mines::MinesGame;
use super::{Moment, Records};
use serde::{Deserialize, Serialize};

/// Which game a table belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Mines,
    Fifteen,
}

impl Kind {
    /// The kind a command names (`mines`, `fifteen`).
    pub fn parse(text: &str) -> Option<Kind> {
        match text {
            "mines" => Some(Kind::Mines),
            "fifteen" => Some(Kind::Fifteen),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Mines => "mines",
            Kind::Fifteen => "fifteen",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "camelCase")]
pub enum Change {
    /// A Minesweeper game ended (or was left after its first click) and entered `table`.
    Mines { table: String, game: MinesGame },
    /// A 15-puzzle attempt (a solve or a DNF) entered `table`.
    Fifteen { table: String, solve: Solve },
    /// The optimal length of a solved scramble, found after the solve was recorded.
    Optimal { table: String, scramble: String, optimal: u32 },
    /// A game taken back out: its ending was undone and the game goes on.
    Withdraw { kind: Kind, table: String, at: Moment },
    /// A table cleared.
    Reset { kind: Kind, table: String },
    /// Games added that were not there yet: an import, a reset undone.
    Merge { records: Records },
    /// Games taken out: an import undone.
    Remove { records: Records },
    /// A 15-puzzle session began (`session.rs`), written before its first attempt.
    Session { at: Moment },
}

/// What applying a change did, for the player.
#[derive(Debug, Default, PartialEq)]
pub struct Applied {
    /// New bests and firsts a game set, for the result panel.
    pub announcements: Vec<super::news::News>,
    /// The games a merge added (removed again, that undoes it), or a reset cleared (merged
    /// back, that undoes it).
    pub games: Records,
    /// Whether anything changed: a reset of a table that is not there, an optimal length for
    /// a scramble without a solve, a merge of games all present change nothing.
    pub changed: bool,
}

impl Records {
    /// Applies `change`; answers what it did. The same changes applied in the same order to
    /// the same records always give the same records (the store relies on it).
    pub fn apply(&mut self, change: Change) -> Applied {
        match change {
            Change::Mines { table, game } => {
                Applied { announcements: self.record_mines(&table, game), changed: true, ..Applied::default() }
            }
            Change::Fifteen { table, solve } => {
                Applied { announcements: self.record_fifteen(&table, solve), changed: true, ..Applied::default() }
            }
            Change::Optimal { table, scramble, optimal } => {
                Applied { changed: self.set_fifteen_optimal(&table, &scramble, optimal), ..Applied::default() }
            }
            Change::Withdraw { kind, table, at } => Applied { changed: self.withdraw(kind, &table, at), ..Applied::default() },
            Change::Reset { kind, table } => match self.reset(kind.as_str(), &table) {
                Some(games) => Applied { games, changed: true, ..Applied::default() },
                None => Applied::default(),
            },
            Change::Merge { records } => {
                let games = self.merge(records);
                Applied { changed: games.games() > 0 || !games.sessions.is_empty(), games, ..Applied::default() }
            }
            Change::Remove { records } => {
                let before = (self.games(), self.sessions.len());
                self.remove(&records);
                Applied { changed: (self.games(), self.sessions.len()) != before, ..Applied::default() }
            }
            Change::Session { at } => Applied { changed: self.open_session(at), ..Applied::default() },
        }
    }

    /// Applies a change read back from the store's log: as `apply`, without working out what a
    /// game announced (which costs a look at the bests for each of thousands of lines).
    pub fn replay(&mut self, change: Change) {
        match change {
            Change::Mines { table, game } => self.mines.entry(table).or_default().push(game),
            Change::Fifteen { table, solve } => self.fifteen.entry(table).or_default().push(solve),
            other => drop(self.apply(other)),
        }
    }

    /// Takes the game of `table` recorded at `at` back out; false when there is none. A table
    /// left empty goes.
    fn withdraw(&mut self, kind: Kind, table: &str, at: Moment) -> bool {
        let removed = match kind {
            Kind::Mines => self.mines.get_mut(table).map(|t| {
                let before = t.games.len();
                t.games.retain(|g| g.at != at);
                before != t.games.len()
            }),
            Kind::Fifteen => self.fifteen.get_mut(table).map(|t| {
                let before = t.solves.len();
                t.solves.retain(|s| s.at != at);
                before != t.solves.len()
            }),
        };
        self.mines.retain(|_, t| !t.games.is_empty());
        self.fifteen.retain(|_, t| !t.solves.is_empty());
        removed.unwrap_or(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::fifteen::Source;
    use crate::records::mines::Ending;
    use chrono::{FixedOffset, TimeZone};

    fn at(minute: u32) -> Moment {
        FixedOffset::east_opt(3600).expect("offset").with_ymd_and_hms(2026, 3, 4, 5, minute, 0).single().expect("date")
    }

    fn game(minute: u32) -> MinesGame {
        MinesGame {
            ending: Ending::Won, at: at(minute), time_ms: 1000 + u64::from(minute), three_bv: 3, solved_three_bv: 3, clicks: 4,
            seed: Some(u64::from(minute)), assisted: false, help: Default::default(), chosen_seed: false, proof: true, board: None, path: None, log: None,
            style: None, figures: None,
        }
    }

    fn solve(minute: u32) -> Solve {
        Solve {
            at: at(minute), time_ms: Some(5000), moves: 20, multi_moves: 10, scramble: "1 2 3/4 5 6/7 0 8".into(),
            source: Source::Random, assisted: false, help: Default::default(), optimal: None, splits: vec![], seed: Some(1), proof: false, log: None, controls: Default::default(),
        }
    }

    #[test]
    fn every_change_survives_its_json_and_replays_as_it_applied() {
        let mut imported = Records::default();
        imported.record_mines("expert", game(9));
        let changes = vec![
            Change::Mines { table: "beginner".into(), game: game(1) },
            Change::Mines { table: "beginner".into(), game: game(2) },
            Change::Fifteen { table: "3x3".into(), solve: solve(3) },
            Change::Optimal { table: "3x3".into(), scramble: "1 2 3/4 5 6/7 0 8".into(), optimal: 1 },
            Change::Withdraw { kind: Kind::Mines, table: "beginner".into(), at: at(1) },
            Change::Merge { records: imported.clone() },
            Change::Reset { kind: Kind::Fifteen, table: "3x3".into() },
            Change::Remove { records: imported },
            Change::Session { at: at(20) },
        ];
        let (mut direct, mut read) = (Records::default(), Records::default());
        for change in changes {
            let text = serde_json::to_string(&change).expect("encode");
            let back: Change = serde_json::from_str(&text).expect("decode");
            assert_eq!(back, change, "{text}");
            assert!(direct.apply(change).changed, "{text}");
            read.replay(back);
            assert_eq!(read, direct, "{text}");
        }
        assert_eq!(direct.mines["beginner"].games, vec![game(2)]);
        assert!(direct.fifteen.is_empty() && !direct.mines.contains_key("expert"));
        assert_eq!(direct.sessions, vec![at(20)]);
    }

    #[test]
    fn a_change_that_finds_nothing_to_change_says_so_and_changes_nothing() {
        let mut records = Records::default();
        records.record_mines("beginner", game(1));
        records.open_session(at(0));
        let before = records.clone();
        for change in [
            Change::Withdraw { kind: Kind::Mines, table: "beginner".into(), at: at(7) },
            Change::Withdraw { kind: Kind::Fifteen, table: "beginner".into(), at: at(1) },
            Change::Reset { kind: Kind::Fifteen, table: "4x4".into() },
            Change::Optimal { table: "3x3".into(), scramble: "x".into(), optimal: 3 },
            Change::Merge { records: before.clone() },
            Change::Session { at: at(0) },
        ] {
            assert!(!records.apply(change.clone()).changed, "{change:?}");
            assert_eq!(records, before, "{change:?}");
        }
        let reset = records.apply(Change::Reset { kind: Kind::Mines, table: "beginner".into() });
        assert!(reset.changed && records.mines.is_empty());
        assert_eq!(reset.games.mines, before.mines, "a reset answers what it cleared");
        assert_eq!(records.sessions, before.sessions, "and leaves the sessions");
    }

    #[test]
    fn a_recorded_game_answers_its_announcements() {
        let mut records = Records::default();
        let applied = records.apply(Change::Mines { table: "beginner".into(), game: game(1) });
        assert_eq!(applied.announcements.iter().map(ToString::to_string).collect::<Vec<_>>(), ["First win on Beginner: 1.001 s"]);
    }
}
