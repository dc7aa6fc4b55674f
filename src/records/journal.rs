//! The games in progress, kept beside the records while they are played, so that a crash or
//! a killed app loses none: on the next start each is replayed with an import's checks
//! (`replay.rs`) and recorded as what its replay makes it, a Minesweeper loss after its first
//! click, a 15-puzzle DNF after its first move, with its proof up to its last action; a game
//! whose replay refutes it is told and left out.
//!
//! Each game in progress has a file of its own (`journal-mines.txt`, `journal-fifteen.txt`)
//! that only grows while it is played: a header line, then what each action added (`JournalWriter`),
//! so an action costs the same to journal at the first move and the 100,000th. The app hands
//! the lines to its writer thread and removes the file once the game is recorded.
//! `journal.json` keeps the changes whose save failed (`unsaved`) until the records holding
//! them are on disk, so that a crash after a failed save loses none of them either (a journal
//! of an older Tessera, which kept whole games there, is read too).

use super::change::Change;
use super::fifteen::Solve;
use super::mines::MinesGame;
use super::proofs::{Proof, ProofKey};
use super::notice::{Game, Notice};
use super::replay_why::Mismatch;
use super::mines::Ending;
use super::replay::{check_fifteen, check_mines, rebuild_fifteen, rebuild_mines, ReplayError};
use super::unproven::{mines_loss, run_dnf};
use crate::fifteen::practice::Mode;
use super::Records;
use serde::{Deserialize, Serialize};

/// A game in progress and its table: as its journal file reads back (`tail.rs`: a record
/// whose figures the replay makes), or as an older Tessera journaled it (a whole record).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unfinished<T> {
    pub table: String,
    pub entry: T,
}

/// What the journal holds: both games' attempts in progress (the player may leave one for the
/// other), and the changes whose save failed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Journal {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mines: Option<Unfinished<MinesGame>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fifteen: Option<Unfinished<Solve>>,
    /// Changes recorded whose lines could not be saved, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unsaved: Vec<Change>,
}

impl Journal {
    pub fn is_empty(&self) -> bool {
        self.mines.is_none() && self.fifteen.is_none() && self.unsaved.is_empty()
    }

    /// `journal.json`'s text; none when it holds nothing (the file is removed).
    pub fn encode(&self) -> Option<String> {
        if self.is_empty() {
            return None;
        }
        serde_json::to_string(self).ok()
    }

    pub fn decode(text: &str) -> Result<Journal, String> {
        serde_json::from_str(text).map_err(|e| format!("not a journal: {e}"))
    }
}

impl Records {
    /// The changes a journal holds: those whose save failed and that the records do not hold
    /// yet, then the games left in progress, as the changes that record them; with what to
    /// tell the player and the games' proofs (taken out of the entries, to be kept as every
    /// game's are). Every game is replayed as an import's is: an unsaved one with its proof
    /// (`proof_of`: the file its recording wrote, if any; without one it is kept unproven), a
    /// game in progress from its journal, which can only make it a loss or a DNF.
    pub fn recover(&self, journal: Journal, proof_of: impl Fn(&ProofKey) -> Option<Proof>) -> (Vec<Notice>, Vec<(ProofKey, Proof)>, Vec<Change>) {
        let (mut told, mut proofs) = (Vec::new(), Vec::new());
        // A game whose line failed may have been saved since by a compaction: not twice.
        let mut changes = Vec::new();
        let mut games = 0;
        for change in journal.unsaved.into_iter().filter(|c| !self.holds(c)) {
            match checked(change, &proof_of, &mut proofs) {
                Ok(change) => {
                    games += usize::from(matches!(change, Change::Mines { .. } | Change::Fifteen { .. }));
                    changes.push(change);
                }
                Err(why) => told.push(Notice::SaveNotRecorded { why: why.to_string() }),
            }
        }
        if games > 0 {
            told.push(Notice::SavesRecorded { count: games });
        }
        let mines = journal.mines.filter(|u| !self.recorded_mines(&u.table, &u.entry));
        let fifteen = journal.fifteen.filter(|u| !self.recorded_solve(&u.table, &u.entry));
        if let Some(Unfinished { table, entry }) = mines {
            match in_progress_mines(&table, &entry) {
                Ok(mut entry) => {
                    if let Some(proof) = entry.take_proof() {
                        proofs.push((ProofKey::mines(&table, entry.at), proof));
                    }
                    told.push(Notice::RecordedAsLost { game: Game::Mines, table: table.clone() });
                    changes.push(Change::Mines { table, game: entry });
                }
                Err(why) => told.push(Notice::NotRecorded { game: Game::Mines, table, why: why.to_string() }),
            }
        }
        if let Some(Unfinished { table, entry }) = fifteen {
            match in_progress_fifteen(&table, &entry) {
                Ok(mut entry) => {
                    if let Some(proof) = entry.take_proof() {
                        proofs.push((ProofKey::fifteen(&table, entry.at), proof));
                    }
                    told.push(Notice::RecordedAsLost { game: Game::Fifteen, table: table.clone() });
                    changes.push(Change::Fifteen { table, solve: entry });
                }
                Err(why) => told.push(Notice::NotRecorded { game: Game::Fifteen, table, why: why.to_string() }),
            }
        }
        (told, proofs, changes)
    }

    /// Whether the records hold the game a change records already (none for other changes,
    /// which change nothing when applied again): by the one rule below.
    fn holds(&self, change: &Change) -> bool {
        match change {
            Change::Mines { table, game } => self.recorded_mines(table, game),
            Change::Fifteen { table, solve } => self.recorded_solve(table, solve),
            _ => false,
        }
    }

    fn recorded_mines(&self, table: &str, e: &MinesGame) -> bool {
        self.mines.get(table).is_some_and(|t| held(&t.games, e.at, |g| g.at, |g| e.seed.is_none_or(|seed| g.seed == Some(seed))))
    }

    /// The same for a 15-puzzle attempt: its first scramble too, where the journal has it.
    fn recorded_solve(&self, table: &str, e: &Solve) -> bool {
        let first = |scramble: &str| scramble.split(" | ").next().unwrap_or_default().to_string();
        let same = |s: &Solve| e.seed.is_none_or(|seed| s.seed == Some(seed)) && (e.scramble.is_empty() || first(&s.scramble) == first(&e.scramble));
        self.fifteen.get(table).is_some_and(|t| held(&t.solves, e.at, |s| s.at, same))
    }
}

/// The one rule for "the records hold this game already", for a game a journal keeps (one in
/// progress recorded just before a crash, or a change whose save failed and that a later save
/// wrote): a game of its table recorded at or after the journal's moment (a game in progress
/// has its first event's, a record its end's; a table records one game at a time, and a save
/// after a failed one writes everything, so a later record is this game or holds it), on the
/// same seed (and `same` says what else) where the journal knows it.
fn held<T>(recorded: &[T], at: super::Moment, moment: impl Fn(&T) -> super::Moment, same: impl Fn(&T) -> bool) -> bool {
    recorded.iter().any(|g| moment(g) >= at && same(g))
}

/// An unsaved change as an import takes it: a game with its proof put back and replayed (the
/// game as its replay makes it, its proof taken out again into `proofs`), kept unproven when
/// no proof was written; other changes as they are.
fn checked(change: Change, proof_of: &impl Fn(&ProofKey) -> Option<Proof>, proofs: &mut Vec<(ProofKey, Proof)>) -> Result<Change, ReplayError> {
    match change {
        Change::Mines { table, mut game } => {
            let key = ProofKey::mines(&table, game.at);
            let game = match proof_of(&key) {
                Some(proof) => {
                    game.put_proof(proof);
                    let mut again = check_mines(&table, &game)?;
                    proofs.extend(again.take_proof().map(|p| (key, p)));
                    again
                }
                None => MinesGame { proof: false, board: None, path: None, log: None, ..game },
            };
            Ok(Change::Mines { table, game })
        }
        Change::Fifteen { table, mut solve } => {
            let key = ProofKey::fifteen(&table, solve.at);
            let solve = match proof_of(&key) {
                Some(proof) => {
                    solve.log = Some(proof.log);
                    let mut again = check_fifteen(&table, &solve)?;
                    proofs.extend(again.take_proof().map(|p| (key, p)));
                    again
                }
                None => Solve { proof: false, log: None, ..solve },
            };
            Ok(Change::Fifteen { table, solve })
        }
        other => Ok(other),
    }
}

/// A Minesweeper game in progress as its journal gives it: replayed on its board when the
/// journal could keep it (a seed the player chose), else from its log alone (`unproven.rs`).
/// Either way a loss: a log that ends the game is refused.
fn in_progress_mines(table: &str, entry: &MinesGame) -> Result<MinesGame, ReplayError> {
    let game = if entry.board.is_some() { rebuild_mines(table, entry)? } else { mines_loss(table, entry)? };
    match game.ending {
        Ending::Abandoned => Ok(game),
        _ => Err(ReplayError::Mismatch(Mismatch::LogEndsGame)),
    }
}

/// A 15-puzzle attempt in progress: a single solve replayed on its scramble, a practice run
/// replayed from its seed when the journal could keep it (a retry), else from its log alone.
/// Either way a DNF, of the source the journal names: a log that solves it is refused.
fn in_progress_fifteen(table: &str, entry: &Solve) -> Result<Solve, ReplayError> {
    let replayable = if Mode::from_key(table).is_some() { entry.seed.is_some() } else { !entry.scramble.is_empty() };
    let solve = if replayable { Solve { source: entry.source, ..rebuild_fifteen(table, entry)? } } else { run_dnf(table, entry)? };
    match solve.time_ms {
        None => Ok(solve),
        Some(_) => Err(ReplayError::Mismatch(Mismatch::LogFinishesAttempt)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{FixedOffset, TimeZone};

    fn game(minute: u32) -> MinesGame {
        MinesGame {
            ending: Ending::Won, at: FixedOffset::east_opt(0).expect("utc").with_ymd_and_hms(2026, 5, 6, 7, minute, 0).single().expect("date"),
            time_ms: 900, three_bv: 1, solved_three_bv: 1, clicks: 1, seed: Some(u64::from(minute)), assisted: false, help: Default::default(), chosen_seed: false,
            proof: false, board: None, path: None, log: None, style: None, figures: None,
        }
    }

    /// The changes whose save failed come back from the journal in order, but a game the
    /// records hold already (a later snapshot saved it) does not come twice.
    #[test]
    fn unsaved_changes_come_back_once() {
        let mut records = Records::default();
        records.record_mines("beginner", game(1));
        let unsaved = vec![
            Change::Mines { table: "beginner".into(), game: game(1) },
            Change::Mines { table: "beginner".into(), game: game(2) },
            Change::Reset { kind: crate::records::change::Kind::Fifteen, table: "3x3".into() },
        ];
        let journal = Journal::decode(&Journal { unsaved: unsaved.clone(), ..Journal::default() }.encode().expect("text")).expect("read");
        let (told, proofs, changes) = records.recover(journal, |_| None);
        assert_eq!(changes, unsaved[1..].to_vec());
        assert!(proofs.is_empty());
        assert_eq!(told, vec![Notice::SavesRecorded { count: 1 }]);
        assert_eq!(told[0].to_string(), "A game whose save had failed before Tessera stopped was recorded from the journal.");
    }

    /// A journal's game is recorded when its table has a game from its moment on, on its seed
    /// where it has one: one rule for a change whose save failed and for a game in progress.
    #[test]
    fn one_rule_tells_a_journals_game_already_recorded() {
        let mut records = Records::default();
        records.record_mines("beginner", game(5));
        let at = |minute: u32, seed: Option<u64>| MinesGame { seed, ..MinesGame { at: game(minute).at, ..game(5) } };
        for (entry, held) in [
            (at(5, Some(5)), true),
            (at(3, Some(5)), true),
            (at(3, None), true),
            (at(3, Some(7)), false),
            (at(6, Some(5)), false),
        ] {
            let change = Change::Mines { table: "beginner".into(), game: entry.clone() };
            assert_eq!(records.holds(&change), held, "{entry:?}");
            assert_eq!(records.recorded_mines("beginner", &entry), held, "{entry:?}");
            assert!(!records.recorded_mines("expert", &entry), "another table");
        }
    }
}
