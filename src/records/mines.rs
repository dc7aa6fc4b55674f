//! Minesweeper records: every finished game per table (a preset, or one custom size and mine
//! count), and the statistics Windows 7 showed plus the competitive ones.

use super::cache::{Cache, HistoryKey};
use super::aside::Aside;
use crate::assist::Assists;
use crate::minesweeper::Style;
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};

/// How a game ended. A game left for a new one after its first click is a loss, as Windows
/// counted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    Won,
    Lost,
    Abandoned,
}

/// One finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MinesGame {
    pub ending: Ending,
    pub at: DateTime<FixedOffset>,
    pub time_ms: u64,
    pub three_bv: u32,
    pub solved_three_bv: u32,
    pub clicks: u32,
    #[serde(default)]
    pub seed: Option<u64>,
    /// Played with help: kept and replayable, out of the statistics and the best lists.
    /// Recorded games say which helps (`help`); a game recorded before may only have this.
    #[serde(default)]
    pub assisted: bool,
    /// The helps its log holds.
    #[serde(default, skip_serializing_if = "Assists::is_empty")]
    pub help: Assists,
    /// On a board from a seed the player chose (a known board): never in the best lists.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub chosen_seed: bool,
    /// A proof (board and log) is kept for this game (`proofs.rs`): it has a replay. False
    /// for games recorded before replays.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub proof: bool,
    /// The mines (`log.rs`'s board text), in an export; the records file keeps it apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<String>,
    /// The pointer's path (`log.rs`), in an export, when recorded; kept apart like the log.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// The timed action log (`log.rs`), in an export; the records file keeps it apart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<String>,
    /// NF or FL; none for a game recorded before styles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<Style>,
    /// The figures its video gets; none for a game not ended, one with an undo or a pause, or
    /// one recorded before them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub figures: Option<Figures>,
}

/// The community's figures of a finished game, as its video gets them (`minesweeper::figures`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Figures {
    pub ioe: f64,
    pub rqp: f64,
    pub stnb: f64,
    /// The pointer's path from cell centre to cell centre, in cells.
    pub path: f64,
}

impl Figures {
    pub fn of(game: &crate::minesweeper::Game) -> Option<Figures> {
        let m = crate::minesweeper::figures::game_metrics(game)?;
        Some(Figures { ioe: m.ioe, rqp: m.rqp, stnb: m.stnb, path: m.path })
    }

    /// The same figures but for the last bits a platform's floating point may round apart.
    pub fn close_to(&self, other: &Figures) -> bool {
        let near = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0);
        near(self.ioe, other.ioe) && near(self.rqp, other.rqp) && near(self.stnb, other.stnb) && near(self.path, other.path)
    }
}

impl MinesGame {
    pub fn won(&self) -> bool {
        self.ending == Ending::Won
    }

    /// Solved 3BV per second; none for a game of no measurable time.
    pub fn three_bv_per_s(&self) -> Option<f64> {
        (self.time_ms > 0).then(|| f64::from(self.solved_three_bv) * 1000.0 / self.time_ms as f64)
    }

    /// Solved 3BV per click, in percent.
    pub fn efficiency(&self) -> Option<f64> {
        (self.clicks > 0).then(|| 100.0 * f64::from(self.solved_three_bv) / f64::from(self.clicks))
    }

    /// Counts everywhere: played with no help (else out of the statistics) on a board nobody
    /// knew (else out of the bests).
    pub fn counts(&self) -> bool {
        !self.assisted && !self.chosen_seed
    }

    /// Why it does not count, as the player reads it; none when it counts.
    pub fn set_aside(&self) -> Option<crate::assist::Aside> {
        use crate::assist::Known;
        let known = self.chosen_seed.then_some(if self.seed.is_some() { Known::ChosenSeed } else { Known::TypedBoard });
        let known = known.or((!self.proof).then_some(Known::Unproven));
        crate::assist::set_aside(self.assisted, self.help, known)
    }

    /// Whether it may enter the best lists: a win that counts, with a replay that proves it.
    pub fn counts_for_bests(&self) -> bool {
        self.won() && self.counts() && self.proof
    }
}

/// All games of one table, oldest first. Add games with `push`, which keeps the best list up
/// to date without going over the whole history again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MinesTable {
    pub games: Vec<MinesGame>,
    #[serde(skip)]
    bests: Cache<Bests>,
    /// The best value of every figure in every style's best list, by style and figure
    /// (`mines_bests::push` keeps it, as `push` keeps `bests`).
    #[serde(skip)]
    pub(super) figures: Cache<[[Option<f64>; 6]; 3]>,
}

/// The best list and the best 3BV/s, as of one history.
#[derive(Clone, Debug, PartialEq)]
struct Bests {
    times: Vec<MinesGame>,
    three_bv_per_s: Option<f64>,
}

/// What the records view shows for a table.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MinesStats {
    /// Games played with no help (the figures below are theirs; the assisted ones are counted
    /// in `aside`, with the games on a known board, which are out of the bests only).
    pub played: u32,
    pub won: u32,
    /// Won / played, in percent; none before the first game.
    pub win_percent: Option<f64>,
    /// Positive: wins in a row up to the last game; negative: losses in a row.
    pub current_streak: i32,
    pub longest_winning_streak: u32,
    pub longest_losing_streak: u32,
    /// The ten best winning times, fastest first.
    pub best_times: Vec<MinesGame>,
    pub best_three_bv_per_s: Option<f64>,
    /// The last `CHART_GAMES` wins that count, oldest first, for the chart.
    pub recent: Vec<WinPoint>,
    /// The games kept out of these figures.
    pub aside: Aside,
}

pub const BEST_LIST: usize = 10;
/// Wins the chart shows.
pub const CHART_GAMES: usize = 100;
/// Wins in the chart's moving averages.
pub const MOVING: usize = 10;

/// One win on the chart: its time and 3BV/s, and the mean of each over the last `MOVING`
/// counted wins up to it (none before there are that many).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinPoint {
    pub time_ms: u64,
    pub three_bv_per_s: Option<f64>,
    pub time_avg: Option<f64>,
    pub rate_avg: Option<f64>,
}

impl MinesTable {
    pub fn stats(&self) -> MinesStats {
        let counted: Vec<&MinesGame> = self.games.iter().filter(|g| !g.assisted).collect();
        let played = counted.len() as u32;
        let won = counted.iter().filter(|g| g.won()).count() as u32;
        let (mut run_won, mut run_lost, mut longest_won, mut longest_lost) = (0u32, 0u32, 0u32, 0u32);
        for g in counted {
            if g.won() {
                run_won += 1;
                run_lost = 0;
            } else {
                run_lost += 1;
                run_won = 0;
            }
            longest_won = longest_won.max(run_won);
            longest_lost = longest_lost.max(run_lost);
        }
        let current_streak = if run_won > 0 { run_won as i32 } else { -(run_lost as i32) };
        let bests = self.bests();
        MinesStats {
            played,
            won,
            win_percent: (played > 0).then(|| 100.0 * f64::from(won) / f64::from(played)),
            current_streak,
            longest_winning_streak: longest_won,
            longest_losing_streak: longest_lost,
            best_three_bv_per_s: bests.three_bv_per_s,
            best_times: bests.times,
            recent: self.recent_wins(),
            aside: Aside::of(self.games.iter().filter(|g| !g.counts()).map(|g| (g.assisted, g.help, g.chosen_seed))),
        }
    }

    /// The chart's points: the last `CHART_GAMES` counted wins with their moving averages.
    fn recent_wins(&self) -> Vec<WinPoint> {
        let mut wins: Vec<&MinesGame> = self.games.iter().rev().filter(|g| g.counts_for_bests()).take(CHART_GAMES + MOVING - 1).collect();
        wins.reverse();
        let mean = |values: &mut dyn Iterator<Item = f64>| values.sum::<f64>() / MOVING as f64;
        let first = wins.len().saturating_sub(CHART_GAMES);
        (first..wins.len())
            .map(|k| {
                let window = (k + 1 >= MOVING).then(|| &wins[k + 1 - MOVING..=k]);
                WinPoint {
                    time_ms: wins[k].time_ms,
                    three_bv_per_s: wins[k].three_bv_per_s(),
                    time_avg: window.map(|w| mean(&mut w.iter().map(|g| g.time_ms as f64))),
                    rate_avg: window.map(|w| mean(&mut w.iter().map(|g| g.three_bv_per_s().unwrap_or(0.0)))),
                }
            })
            .collect()
    }

    pub(super) fn key(&self) -> HistoryKey {
        HistoryKey::of(self.games.len(), self.games.last().map(|g| (g.at, g.time_ms)))
    }

    /// Whether the best figures of these games are kept (`Records::warm`, a view, a `push`).
    pub fn bests_known(&self) -> bool {
        self.bests.holds(self.key())
    }

    /// Works out the best figures of these games, to be kept (`Records::warm`).
    pub(super) fn warm(&self) {
        self.bests();
    }

    /// The best figures, kept from the last `push` when they describe these games, else
    /// computed over the whole history.
    fn bests(&self) -> Bests {
        self.bests.get_or(self.key(), || {
            let mut wins: Vec<&MinesGame> = self.games.iter().filter(|g| g.counts_for_bests()).collect();
            let three_bv_per_s = wins.iter().filter_map(|g| g.three_bv_per_s()).max_by(f64::total_cmp);
            wins.sort_by_key(|g| g.time_ms);
            Bests { times: wins.into_iter().take(BEST_LIST).cloned().collect(), three_bv_per_s }
        })
    }

    /// Adds a finished game; a win that counts joins the best list after any equal time.
    pub fn push(&mut self, game: MinesGame) {
        let mut bests = self.bests();
        if game.counts_for_bests() {
            if let Some(rate) = game.three_bv_per_s() {
                bests.three_bv_per_s = Some(bests.three_bv_per_s.map_or(rate, |b| b.max(rate)));
            }
            let at = bests.times.partition_point(|g| g.time_ms <= game.time_ms);
            bests.times.insert(at, game.clone());
            bests.times.truncate(BEST_LIST);
        }
        self.games.push(game);
        let key = self.key();
        self.bests.set(key, bests);
    }

    /// The best winning games by time (ties: the earlier game first).
    pub fn best_times(&self) -> Vec<MinesGame> {
        self.bests().times
    }
}
