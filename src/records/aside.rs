//! The games a table keeps out of its figures, counted for the records view: those with help
//! (out of every statistic), with how many had each help, and those on a board or scramble the
//! player knew (a chosen seed, a retry, a typed position: out of the bests and averages).

use crate::assist::{Assist, Assists};
use serde::Serialize;

/// How many games had one kind of help.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HelpCount {
    pub help: Assist,
    /// The help as the player reads it.
    pub name: &'static str,
    pub games: u32,
}

/// The games kept out of a table's statistics.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Aside {
    /// Games with help (a game recorded before helps were named counts here with none).
    pub assisted: u32,
    /// Each help the assisted games had, with how many had it, in `Assist::ALL`'s order.
    pub helps: Vec<HelpCount>,
    /// Games with no help on a board or scramble the player knew: in the counts of games
    /// played, out of the bests and averages.
    pub known: u32,
}

impl Aside {
    /// Counts the games that do not count, each given as whether it was assisted, its helps,
    /// and whether the player knew its board.
    pub fn of(games: impl Iterator<Item = (bool, Assists, bool)>) -> Aside {
        let mut aside = Aside::default();
        let mut per = [0u32; Assist::ALL.len()];
        for (assisted, helps, known) in games {
            if assisted || !helps.is_empty() {
                aside.assisted += 1;
                for help in helps.iter() {
                    per[help as usize] += 1;
                }
            } else if known {
                aside.known += 1;
            }
        }
        aside.helps = Assist::ALL
            .into_iter()
            .zip(per)
            .filter(|&(_, games)| games > 0)
            .map(|(help, games)| HelpCount { help, name: help.name(), games })
            .collect();
        aside
    }
}
