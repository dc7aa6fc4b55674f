//! Every game of a records document replayed (`replay.rs`), on two threads: what an import
//! keeps (each game as its replay re-derives it), and what `tessera-cli records verify`
//! reports per game, as ranking sites check a video before it counts.

use super::change::Kind;
use super::document::{decode, Decoded};
use super::replay::{check_fifteen, check_mines, ReplayError};
use super::{table_name, Moment, Records};
use serde::Deserialize;
use super::fifteen::{Solve, Source};
use super::mines::MinesGame;
use std::collections::{BTreeMap, HashSet};

/// What a replay makes of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Standing {
    /// It replays to its record and counts everywhere: statistics, bests, averages.
    Counted,
    /// It replays to its record but stays out of some of them, for this reason (an assisted
    /// game out of every figure, one on a known board or scramble out of the bests and
    /// averages).
    Kept(String),
    /// Its replay refutes it, for this reason: an import leaves it out.
    Refused(String),
}

/// One game's standing, with its game, table and moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub kind: Kind,
    pub table: String,
    pub at: Moment,
    pub standing: Standing,
}

impl Judged {
    /// The refusal as an import reports it: the table's name, the moment, the reason.
    pub fn refusal(&self) -> Option<String> {
        match &self.standing {
            Standing::Refused(why) => Some(format!("{}, {}: {why}", table_name(&self.table), self.at.format("%Y-%m-%d %H:%M:%S"))),
            _ => None,
        }
    }
}

/// Each entry's replay, the list split between two threads.
fn judge<T: Sync, R: Send>(entries: &[T], standing: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let (a, b) = entries.split_at(entries.len() / 2);
    std::thread::scope(|s| {
        let first = s.spawn(|| a.iter().map(&standing).collect::<Vec<_>>());
        let mut second: Vec<_> = b.iter().map(&standing).collect();
        let mut all = first.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
        all.append(&mut second);
        all
    })
}

/// Why a game whose seed an earlier game of its table had is kept out of the bests: a board or
/// scramble dealt before is a known one, whatever the file calls it.
pub const SEEN_SEED: &str = "a seed seen before in this table";

/// How one kind of game is settled: its moment, why it does not count (none: it counts), its
/// seed, how it is marked as on a known board, and what it is when it cannot be replayed
/// (kept, unproven).
struct Rules<T> {
    at: fn(&T) -> Moment,
    set_aside: fn(&T) -> Option<crate::assist::Aside>,
    seed: fn(&T) -> Option<u64>,
    known: fn(&mut T),
    unproven: fn(&T) -> T,
}

const MINES: Rules<MinesGame> = Rules {
    at: |g| g.at,
    set_aside: MinesGame::set_aside,
    seed: |g| g.seed,
    known: |g| g.chosen_seed = true,
    unproven: |g| MinesGame { proof: false, board: None, path: None, log: None, ..g.clone() },
};

const FIFTEEN: Rules<Solve> = Rules {
    at: |s| s.at,
    set_aside: Solve::set_aside,
    seed: |s| s.seed,
    known: |s| {
        if s.source == Source::Random {
            s.source = Source::Retry;
        }
    },
    unproven: |s| Solve { proof: false, log: None, ..s.clone() },
};

/// Keeps the games their replays re-derive, in order, and those with no log to replay
/// (unproven); each game's standing goes to `judged`. A game whose seed an earlier one had
/// (in `seen`: the table's games before these, then each kept here) is kept as on a known
/// board.
fn settle<T>(kind: Kind, table: &str, replays: Vec<Result<T, ReplayError>>, rules: &Rules<T>, originals: &[T], seen: &mut HashSet<u64>, judged: &mut Vec<Judged>) -> Vec<T> {
    let mut kept = Vec::new();
    for (replay, original) in replays.into_iter().zip(originals) {
        let replay = match replay {
            Err(ReplayError::NoLog) => Ok((rules.unproven)(original)),
            other => other,
        };
        let (standing, at) = match replay {
            Ok(mut game) => {
                let repeated = (rules.seed)(&game).is_some_and(|seed| !seen.insert(seed));
                let standing = if repeated && (rules.set_aside)(&game).is_none() {
                    (rules.known)(&mut game);
                    Standing::Kept(SEEN_SEED.into())
                } else {
                    (rules.set_aside)(&game).map_or(Standing::Counted, |why| Standing::Kept(why.to_string()))
                };
                let moment = (rules.at)(&game);
                kept.push(game);
                (standing, moment)
            }
            Err(why) => (Standing::Refused(why.to_string()), (rules.at)(original)),
        };
        judged.push(Judged { kind, table: table.to_string(), at, standing });
    }
    kept
}

/// Replays every game of `records`: answers the records as their replays re-derive them (the
/// refused games left out, and tables left empty), and every game's standing, table by table
/// (Minesweeper's first), each table in its order. The seeds `before` gives for a table (those
/// of the records an import goes into) count as seen.
pub fn replay_all(records: &Records, before: impl Fn(Kind, &str) -> HashSet<u64>) -> (Records, Vec<Judged>) {
    let (mut kept, mut judged) = (Records::default(), Vec::new());
    for (key, table) in &records.mines {
        let mut seen = before(Kind::Mines, key);
        let replays = judge(&table.games, |g| check_mines(key, g));
        let games = settle(Kind::Mines, key, replays, &MINES, &table.games, &mut seen, &mut judged);
        if !games.is_empty() {
            kept.mines.entry(key.clone()).or_default().games = games;
        }
    }
    for (key, table) in &records.fifteen {
        let mut seen = before(Kind::Fifteen, key);
        let replays = judge(&table.solves, |s| check_fifteen(key, s));
        let solves = settle(Kind::Fifteen, key, replays, &FIFTEEN, &table.solves, &mut seen, &mut judged);
        if !solves.is_empty() {
            kept.fifteen.entry(key.clone()).or_default().solves = solves;
        }
    }
    (kept, judged)
}

/// A records export checked game by game, as `tessera-cli records verify` prints it: one
/// line per game, `counted|kept|refused mines|fifteen TABLE AT` and `: REASON` for a kept or
/// refused game (AT as the file writes it), then `counted: A, kept: B, refused: C`.
pub fn report(bytes: &[u8]) -> Result<String, String> {
    let records = match decode(bytes)? {
        Decoded::Current(records) | Decoded::Migrated(records, _) => records,
        Decoded::Newer(_, schema) => return Err(format!("written by a newer Tessera (schema {schema}), which this one cannot check")),
    };
    let written = moments_as_written(bytes)?;
    let (_, judged) = replay_all(&records, |_, _| HashSet::new());
    let mut out = String::new();
    let mut seen: BTreeMap<(Kind, &str), usize> = BTreeMap::new();
    let mut counts = [0usize; 3];
    for j in &judged {
        let index = seen.entry((j.kind, j.table.as_str())).or_default();
        let at = written.get(&(j.kind, j.table.clone())).and_then(|list| list.get(*index)).cloned().unwrap_or_else(|| j.at.to_rfc3339());
        *index += 1;
        let (word, reason, slot) = match &j.standing {
            Standing::Counted => ("counted", None, 0),
            Standing::Kept(why) => ("kept", Some(why), 1),
            Standing::Refused(why) => ("refused", Some(why), 2),
        };
        counts[slot] += 1;
        out.push_str(&format!("{word} {} {} {at}", j.kind.as_str(), j.table));
        if let Some(why) = reason {
            out.push_str(&format!(": {why}"));
        }
        out.push('\n');
    }
    out.push_str(&format!("counted: {}, kept: {}, refused: {}\n", counts[0], counts[1], counts[2]));
    Ok(out)
}

/// Each game's moment as the file writes it, per game and table, in the file's order.
fn moments_as_written(bytes: &[u8]) -> Result<BTreeMap<(Kind, String), Vec<String>>, String> {
    #[derive(Deserialize)]
    struct At {
        at: String,
    }
    #[derive(Deserialize)]
    struct Games {
        #[serde(default)]
        games: Vec<At>,
    }
    #[derive(Deserialize)]
    struct Solves {
        #[serde(default)]
        solves: Vec<At>,
    }
    #[derive(Default, Deserialize)]
    struct Tables {
        #[serde(default)]
        mines: BTreeMap<String, Games>,
        #[serde(default)]
        fifteen: BTreeMap<String, Solves>,
    }
    // A document has its records under `records`; one from before schema numbers is them.
    #[derive(Deserialize)]
    struct Document {
        records: Option<Tables>,
        #[serde(flatten)]
        bare: Tables,
    }
    let document: Document = serde_json::from_slice(bytes).map_err(|e| format!("not a records document: {e}"))?;
    let tables = document.records.unwrap_or(document.bare);
    let mut out = BTreeMap::new();
    for (key, table) in tables.mines {
        out.insert((Kind::Mines, key), table.games.into_iter().map(|a| a.at).collect());
    }
    for (key, table) in tables.fifteen {
        out.insert((Kind::Fifteen, key), table.solves.into_iter().map(|a| a.at).collect());
    }
    Ok(out)
}
