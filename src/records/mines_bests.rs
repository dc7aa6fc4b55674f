//! The best lists players compare: per table (difficulty and mode), per style (NF, FL or
//! either) and per figure, each better the way the community reads it; and what a new win
//! beat.

use super::mines::{MinesGame, MinesTable, BEST_LIST};
use crate::minesweeper::Style;
use serde::{Deserialize, Serialize};

/// A figure a best list ranks by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    Time,
    #[serde(rename = "3bvs")]
    ThreeBvPerS,
    Stnb,
    Ioe,
    Rqp,
    Path,
}

/// Which games a best list takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StyleFilter {
    #[default]
    Any,
    Nf,
    Fl,
}

impl Metric {
    pub const ALL: [Metric; 6] = [Metric::Time, Metric::ThreeBvPerS, Metric::Stnb, Metric::Ioe, Metric::Rqp, Metric::Path];

    /// As players write it.
    pub fn label(self) -> &'static str {
        match self {
            Metric::Time => "time",
            Metric::ThreeBvPerS => "3BV/s",
            Metric::Stnb => "STNB",
            Metric::Ioe => "IOE",
            Metric::Rqp => "RQP",
            Metric::Path => "path",
        }
    }

    /// Higher is better for 3BV/s, STNB and IOE; lower for time, RQP and path.
    pub fn higher_is_better(self) -> bool {
        matches!(self, Metric::ThreeBvPerS | Metric::Stnb | Metric::Ioe)
    }

    /// The game's figure; none when it has none (no time, or no figures recorded).
    pub fn of(self, game: &MinesGame) -> Option<f64> {
        let figures = game.figures;
        match self {
            Metric::Time => Some(game.time_ms as f64 / 1000.0),
            Metric::ThreeBvPerS => game.three_bv_per_s(),
            Metric::Stnb => figures.map(|f| f.stnb),
            Metric::Ioe => figures.map(|f| f.ioe),
            Metric::Rqp => figures.map(|f| f.rqp),
            Metric::Path => figures.map(|f| f.path),
        }
        .filter(|v| v.is_finite())
    }

    /// Whether `a` is strictly better than `b`.
    pub fn beats(self, a: f64, b: f64) -> bool {
        if self.higher_is_better() { a > b } else { a < b }
    }

    /// The figure as the result panel writes it.
    pub fn show(self, value: f64) -> String {
        match self {
            Metric::Time => format!("{value:.3} s"),
            _ => format!("{value:.3}"),
        }
    }
}

impl StyleFilter {
    pub const ALL: [StyleFilter; 3] = [StyleFilter::Any, StyleFilter::Nf, StyleFilter::Fl];

    /// Whether the list takes `game` (a game of no known style only in the list of either).
    pub fn takes(self, game: &MinesGame) -> bool {
        match self {
            StyleFilter::Any => true,
            StyleFilter::Nf => game.style == Some(Style::Nf),
            StyleFilter::Fl => game.style == Some(Style::Fl),
        }
    }

    /// The list of a game's own style.
    pub fn of(style: Style) -> StyleFilter {
        match style {
            Style::Nf => StyleFilter::Nf,
            Style::Fl => StyleFilter::Fl,
        }
    }

    /// `NF `, `FL ` or nothing, before a metric's name.
    pub(crate) fn prefix(self) -> &'static str {
        match self {
            StyleFilter::Any => "",
            StyleFilter::Nf => "NF ",
            StyleFilter::Fl => "FL ",
        }
    }
}

impl MinesTable {
    /// The best wins that count by `metric` among those `style` takes, best first (ties: the
    /// earlier game first).
    pub fn best_by(&self, metric: Metric, style: StyleFilter) -> Vec<MinesGame> {
        let mut ranked: Vec<(f64, &MinesGame)> = self
            .games
            .iter()
            .filter(|g| g.counts_for_bests() && style.takes(g))
            .filter_map(|g| Some((metric.of(g)?, g)))
            .collect();
        ranked.sort_by(|a, b| if metric.higher_is_better() { b.0.total_cmp(&a.0) } else { a.0.total_cmp(&b.0) });
        ranked.into_iter().take(BEST_LIST).map(|(_, g)| g.clone()).collect()
    }

    /// The best figure by `metric` among the wins that count that `style` takes.
    pub fn best_value(&self, metric: Metric, style: StyleFilter) -> Option<f64> {
        self.best_values()[style as usize][metric as usize]
    }

    /// Works out the best value of every figure, to be kept (`Records::warm`).
    pub(super) fn warm_figures(&self) {
        self.best_values();
    }

    /// The best value of every figure in every style's list, kept from the last `push` when
    /// it describes these games, else worked out over the whole history.
    fn best_values(&self) -> Values {
        self.figures.get_or(self.key(), || self.games.iter().fold(Values::default(), |mut values, g| {
            add(&mut values, g);
            values
        }))
    }
}

/// The best value of every figure, by style (`StyleFilter::ALL`) and figure (`Metric::ALL`).
type Values = [[Option<f64>; Metric::ALL.len()]; StyleFilter::ALL.len()];

/// `values` with `game`'s figures in the lists that take it, if it is a win that counts.
fn add(values: &mut Values, game: &MinesGame) {
    if !game.counts_for_bests() {
        return;
    }
    for style in StyleFilter::ALL.into_iter().filter(|style| style.takes(game)) {
        for metric in Metric::ALL {
            let (Some(value), best) = (metric.of(game), &mut values[style as usize][metric as usize]) else { continue };
            if best.is_none_or(|b| metric.beats(value, b)) {
                *best = Some(value);
            }
        }
    }
}

/// Adds `game` to `table` (`MinesTable::push`) with the best figures kept up to date, not
/// worked out over the whole history again; answers what it beat.
pub fn push(table: &mut MinesTable, game: MinesGame) -> Vec<Beaten> {
    let mut values = table.best_values();
    let said = beaten(&values, &game);
    add(&mut values, &game);
    table.push(game);
    let key = table.key();
    table.figures.set(key, values);
    said
}

/// A best `game` beat: in which style's list, by which figure, its value and the best it beat.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Beaten {
    pub style: StyleFilter,
    pub metric: Metric,
    pub value: f64,
    pub was: f64,
}

/// What `game` beat among a table's best figures `values` as they stood before it, in its own
/// style's lists and in the list of either ("New best: Expert NF 3BV/s 2.910, was 2.840", as
/// `news::News::BestFigure` says it); time in the list of either is said by the best list's
/// own news.
fn beaten(values: &Values, game: &MinesGame) -> Vec<Beaten> {
    if !game.counts_for_bests() {
        return Vec::new();
    }
    let styles = [StyleFilter::Any].into_iter().chain(game.style.map(StyleFilter::of));
    let mut said = Vec::new();
    for style in styles {
        for metric in Metric::ALL {
            if (metric, style) == (Metric::Time, StyleFilter::Any) {
                continue;
            }
            let (Some(value), Some(best)) = (metric.of(game), values[style as usize][metric as usize]) else { continue };
            if metric.beats(value, best) {
                said.push(Beaten { style, metric, value, was: best });
            }
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::mines::{Ending, Figures};
    use chrono::{FixedOffset, TimeZone};

    /// A counted win at minute `m` of `time_ms`, 3BV 30, of a style, with figures.
    fn win(m: u32, time_ms: u64, style: Option<Style>, stnb: f64, rqp: f64) -> MinesGame {
        MinesGame {
            ending: Ending::Won,
            at: FixedOffset::east_opt(0).expect("utc").with_ymd_and_hms(2026, 5, 6, 7, m, 0).single().expect("date"),
            time_ms, three_bv: 30, solved_three_bv: 30, clicks: 40, seed: Some(u64::from(m)), assisted: false,
            help: Default::default(), chosen_seed: false, proof: true, board: None, path: None, log: None,
            style, figures: Some(Figures { ioe: 0.75, rqp, stnb, path: 50.0 + f64::from(m) }),
        }
    }

    /// Each list takes its style's games and ranks by its figure the community's way round;
    /// a game that does not count for bests is in none.
    #[test]
    fn each_list_ranks_its_styles_wins_by_its_figure() {
        let mut table = MinesTable::default();
        table.push(win(1, 20_000, Some(Style::Nf), 50.0, 14.0));
        table.push(win(2, 15_000, Some(Style::Fl), 70.0, 8.0));
        table.push(win(3, 25_000, None, 40.0, 21.0));
        table.push(MinesGame { chosen_seed: true, ..win(4, 1_000, Some(Style::Nf), 900.0, 0.1) });
        let minutes = |games: Vec<MinesGame>| games.iter().map(|g| g.seed.unwrap_or(0)).collect::<Vec<_>>();
        assert_eq!(minutes(table.best_by(Metric::Time, StyleFilter::Any)), [2, 1, 3]);
        assert_eq!(minutes(table.best_by(Metric::Stnb, StyleFilter::Any)), [2, 1, 3], "higher is better");
        assert_eq!(minutes(table.best_by(Metric::Rqp, StyleFilter::Any)), [2, 1, 3], "lower is better");
        assert_eq!(minutes(table.best_by(Metric::Path, StyleFilter::Any)), [1, 2, 3], "lower is better");
        assert_eq!(minutes(table.best_by(Metric::ThreeBvPerS, StyleFilter::Nf)), [1]);
        assert_eq!(minutes(table.best_by(Metric::Time, StyleFilter::Fl)), [2]);
        assert_eq!(table.best_value(Metric::Stnb, StyleFilter::Nf), Some(50.0));
        assert_eq!(table.best_value(Metric::Ioe, StyleFilter::Fl), Some(0.75));
    }

    /// A new win says which bests it beat, in its style's lists and in either's, with the
    /// figure it beat; what it did not beat, and time in either's list, it does not say.
    #[test]
    fn a_new_win_says_which_bests_it_beat() {
        let mut table = MinesTable::default();
        table.push(win(1, 20_000, Some(Style::Nf), 50.0, 14.0));
        table.push(win(2, 10_000, Some(Style::Fl), 70.0, 8.0));
        let said: Vec<(StyleFilter, Metric, f64, f64)> =
            beaten(&table.best_values(), &win(3, 12_000, Some(Style::Nf), 60.0, 9.0)).iter().map(|b| (b.style, b.metric, b.value, b.was)).collect();
        let nf = StyleFilter::Nf;
        assert_eq!(
            said,
            [(nf, Metric::Time, 12.0, 20.0), (nf, Metric::ThreeBvPerS, 2.5, 1.5), (nf, Metric::Stnb, 60.0, 50.0), (nf, Metric::Rqp, 9.0, 14.0)]
        );
        let assisted = MinesGame { assisted: true, ..win(4, 1_000, Some(Style::Nf), 99.0, 1.0) };
        assert!(beaten(&table.best_values(), &assisted).is_empty());
    }

    /// The best figures `push` keeps, game after game, are those of the whole history (every
    /// win that counts, of the list's style, gone over); a game added by `MinesTable::push`
    /// alone leaves them to be worked out again.
    #[test]
    fn the_best_figures_kept_game_after_game_are_the_whole_historys() {
        let mut rng = crate::rng::SeededRng::new(7);
        let mut table = MinesTable::default();
        for m in 0..240u32 {
            let style = [None, Some(Style::Nf), Some(Style::Fl)][rng.index(3)];
            let mut game = win(m % 60, 5_000 + rng.below(20_000), style, rng.below(90) as f64, 2.0 + rng.below(30) as f64);
            game.assisted = rng.below(8) == 0;
            game.proof = rng.below(8) != 0;
            game.figures = game.figures.filter(|_| rng.below(6) != 0);
            if rng.below(10) == 0 { table.push(game) } else { drop(push(&mut table, game)) }
            for style in StyleFilter::ALL {
                for metric in Metric::ALL {
                    let whole = table.games.iter().filter(|g| g.counts_for_bests() && style.takes(g)).filter_map(|g| metric.of(g));
                    let best = whole.reduce(|a, b| if metric.beats(b, a) { b } else { a });
                    assert_eq!(table.best_value(metric, style), best, "{style:?} {metric:?} after game {m}");
                }
            }
        }
        assert!(table.best_value(Metric::Stnb, StyleFilter::Fl).is_some_and(|v| v > 80.0));
    }
}
