//! The games in progress, kept beside the records while they are played (`journal.json`), so
//! that a crash or a killed app loses none: on the next start each is recorded as what it is,
//! a Minesweeper loss after its first click, a 15-puzzle DNF after its first move, with its
//! proof up to its last action. The app writes the journal after every action (off the
//! thread that paints) and clears a game from it once the game is recorded.

use super::change::Change;
use super::fifteen::Solve;
use super::mines::MinesGame;
use super::proofs::{Proof, ProofKey};
use super::Records;
use serde::{Deserialize, Serialize};

/// A game in progress as it would be recorded if left now, and its table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Unfinished<T> {
    pub table: String,
    pub entry: T,
}

/// Both games' attempts in progress (the player may leave one for the other).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Journal {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mines: Option<Unfinished<MinesGame>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fifteen: Option<Unfinished<Solve>>,
}

impl Journal {
    pub fn is_empty(&self) -> bool {
        self.mines.is_none() && self.fifteen.is_none()
    }

    /// The journal's text; none when there is nothing in progress (the file is removed).
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
    /// The games a journal left in progress, as the changes that record them; with what to
    /// tell the player and the games' proofs (taken out of the entries, to be kept as every
    /// game's are).
    pub fn recover(&self, journal: Journal) -> (Vec<String>, Vec<(ProofKey, Proof)>, Vec<Change>) {
        let (mut told, mut proofs, mut changes) = (Vec::new(), Vec::new(), Vec::new());
        // A game recorded just before the crash may still be in the journal: not twice.
        let mines_recorded = |table: &str, e: &MinesGame| {
            self.mines.get(table).is_some_and(|t| t.games.iter().rev().take(10).any(|g| g.seed == e.seed && g.at >= e.at))
        };
        let solve_recorded = |table: &str, e: &Solve| {
            let same = |s: &Solve| s.seed == e.seed && s.scramble.starts_with(e.scramble.split(" | ").next().unwrap_or_default());
            self.fifteen.get(table).is_some_and(|t| t.solves.iter().rev().take(10).any(|s| same(s) && s.at >= e.at))
        };
        let mines = journal.mines.filter(|u| !mines_recorded(&u.table, &u.entry));
        let fifteen = journal.fifteen.filter(|u| !solve_recorded(&u.table, &u.entry));
        if let Some(Unfinished { table, mut entry }) = mines {
            if let Some(proof) = entry.take_proof() {
                proofs.push((ProofKey::mines(&table, entry.at), proof));
            }
            told.push(format!("The {} game in progress when Tessera stopped was recorded as a loss.", super::table_name(&table)));
            changes.push(Change::Mines { table, game: entry });
        }
        if let Some(Unfinished { table, mut entry }) = fifteen {
            if let Some(proof) = entry.take_proof() {
                proofs.push((ProofKey::fifteen(&table, entry.at), proof));
            }
            told.push(format!("The {} attempt in progress when Tessera stopped was recorded as a DNF.", super::table_name(&table)));
            changes.push(Change::Fifteen { table, solve: entry });
        }
        (told, proofs, changes)
    }
}
