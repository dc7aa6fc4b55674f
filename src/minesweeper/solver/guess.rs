//! The guessing policy, for when nothing is certain. When few boards remain, the exact
//! endgame search decides (on a sample of them, when they are up to five times more than it
//! searches in full). Otherwise a cell's safety is weighed against the progress it buys:
//! for each candidate (the frontier's safest cells, and off the frontier the cells likeliest
//! to tell something), every number it could show is tried, with its chance (from the count
//! of boards) and how well the next move would then go (a blend of the two best safeties
//! among living cells, those whose number is not already forced, a proved safe cell counting
//! as 1). The score is the chance of surviving this guess and the next move; on the second
//! click, when the first showed a number, a number counts less than an opening. A safer cell
//! that is safe whenever the chosen one is takes its place, and a guess inside a pocket (a
//! walled-off part of the board, see `endgame`) is the exact search's best for the pocket.

use super::deducer::Deducer;
use super::{endgame, fifty};
use super::position::Position;
use super::{Analysis, Fact};

/// A chosen guess and its chance of being safe.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Guess {
    pub cell: usize,
    pub safety: f64,
}

/// Frontier cells at least this fraction as safe as the safest are looked ahead.
const FRONTIER_RATIO: f64 = 0.9;
/// Cells off the frontier are looked ahead when this fraction as safe as the best frontier cell.
const OFF_RATIO: f64 = 0.95;
/// A cell safe whenever the best guess is replaces it when at least this much safer.
const DOMINANCE_MARGIN: f64 = 1e-3;
/// A smaller enumeration budget for look-ahead positions.
const LOOKAHEAD_BUDGET: u64 = 50_000;
/// When the first click showed a number and nothing else is open, what a number shown by the
/// second click is worth in the look-ahead against an opening (a 0), for the same next move.
/// That number says little, and the game still has to find an opening: so the second click
/// hunts for one (a corner, after a corner's number) instead of the cell beside the first
/// number whose next move is a little safer. Measured in ARCHITECTURE.md (the safe corner).
const SECOND_CLICK_NUMBER: f64 = 0.9;

/// The guess to make in `pos`, whose analysis is `analysis`; none when nothing is covered
/// and unproved.
pub fn choose_guess(pos: &Position, analysis: &Analysis) -> Option<Guess> {
    let mut deducer = Deducer::new(pos.clone());
    deducer.run_rules().ok()?;
    choose_guess_with(&deducer, analysis)
}

/// As `choose_guess`, from a deducer that has already run on the position.
pub fn choose_guess_with(deducer: &Deducer, analysis: &Analysis) -> Option<Guess> {
    let pos = deducer.position();
    let exact = |cell: usize| Guess { cell, safety: 1.0 - analysis.probability[cell] };
    if let Some((cell, _)) = endgame::best_guess(deducer, analysis) {
        return Some(exact(cell));
    }
    let pseudo = fifty::pseudo_tosses(deducer, analysis);
    if !pseudo.is_empty() {
        return best_of(deducer, analysis, &pseudo);
    }
    let guess = best_of(deducer, analysis, &candidates(pos, analysis))?;
    // A guess in a pocket small enough to search is the pocket's best.
    match endgame::pocket_guess(deducer, analysis, guess.cell) {
        Some((cell, _)) => Some(exact(cell)),
        None => Some(guess),
    }
}

/// The candidate with the best chance of surviving it and the move after; but when a safer
/// candidate is proved safe by every number the best may show (it is safe whenever the best
/// is), the safest such one instead: it risks less for what the best would buy.
fn best_of(deducer: &Deducer, analysis: &Analysis, candidates: &[usize]) -> Option<Guess> {
    let safety = |i: usize| 1.0 - analysis.probability[i];
    let first = *candidates.first()?;
    if candidates.len() == 1 {
        return Some(Guess { cell: first, safety: safety(first) });
    }
    let mut best: Option<(usize, f64, Look)> = None;
    for &cell in candidates {
        let look = look_ahead(deducer, analysis, cell);
        let score = safety(cell) * look.odds;
        let better = best.as_ref().is_none_or(|(bc, bs, _)| {
            score > bs + 1e-12 || ((score - bs).abs() <= 1e-12 && safety(cell) > safety(*bc))
        });
        if better {
            best = Some((cell, score, look));
        }
    }
    let (cell, _, look) = best?;
    let dominating = look
        .always_safe
        .iter()
        .copied()
        .filter(|&c| safety(c) > safety(cell) + DOMINANCE_MARGIN)
        .max_by(|&a, &b| safety(a).total_cmp(&safety(b)).then(b.cmp(&a)));
    let cell = dominating.unwrap_or(cell);
    Some(Guess { cell, safety: safety(cell) })
}

/// The cells worth a look-ahead: the frontier's safest, and off the frontier (where every
/// cell is alike but for its neighbours) those likeliest to tell something: two steps from a
/// number, or with few covered neighbours. Ordered safest first.
fn candidates(pos: &Position, analysis: &Analysis) -> Vec<usize> {
    let dims = pos.dims();
    let unknown = |i: usize| analysis.facts[i] == Fact::Unknown;
    let safety = |i: usize| 1.0 - analysis.probability[i];
    let touches_number = |i: usize| dims.neighbour_indices(i).any(|j| pos.number(j).is_some());
    let (frontier, off): (Vec<usize>, Vec<usize>) = (0..dims.cells()).filter(|&i| unknown(i)).partition(|&i| touches_number(i));
    let best_frontier = frontier.iter().map(|&i| safety(i)).fold(0.0, f64::max);
    let best = off.first().map_or(best_frontier, |&i| best_frontier.max(safety(i)));
    let mut chosen: Vec<usize> = frontier.into_iter().filter(|&i| safety(i) >= best * FRONTIER_RATIO).collect();
    if let Some(&o) = off.first() {
        if best_frontier < 1.0 && safety(o) >= best_frontier * OFF_RATIO {
            let covered_around = |i: usize| dims.neighbour_indices(i).filter(|&j| pos.is_covered(j)).count();
            let near_number = |i: usize| {
                let c = dims.coord(i);
                [(2, 0), (-2, 0), (0, 2), (0, -2)]
                    .iter()
                    .any(|&(dr, dc)| dims.offset(c, dr, dc).is_some_and(|n| pos.number(dims.index(n)).is_some()))
            };
            let few = off.len() < 30;
            let mut picked: Vec<usize> =
                off.iter().copied().filter(|&i| few || near_number(i) || (2..4).contains(&covered_around(i))).collect();
            if picked.is_empty() {
                picked.push(*off.iter().min_by_key(|&&i| (covered_around(i), i)).expect("an off cell"));
            }
            chosen.extend(picked);
        }
    }
    chosen.sort_by(|&a, &b| safety(b).total_cmp(&safety(a)).then(a.cmp(&b)));
    chosen
}

/// What a look-ahead at one cell found.
struct Look {
    /// How well the move after it goes (see `look_ahead`).
    odds: f64,
    /// Cells not yet proved safe that every number it may show proves safe.
    always_safe: Vec<usize>,
}

/// Given that `cell` is safe, how well the move after it goes: over every number it may
/// show, weighted by the boards that show it, the blended safety of the best two living
/// cells then (a cell proved safe counting as 1). A living cell is one whose number is not
/// already forced, so that opening it could tell something: a cell proved safe that tells
/// nothing is no progress. On the second click (see `SECOND_CLICK_NUMBER`) a number counts
/// less than an opening.
fn look_ahead(deducer: &Deducer, analysis: &Analysis, cell: usize) -> Look {
    let pos = deducer.position();
    let dims = pos.dims();
    let second_click = dims.cells() - pos.covered().count() == 1;
    let known_mines = dims.neighbour_indices(cell).filter(|&j| analysis.facts[j] == Fact::Mine).count();
    let unknown = dims.neighbour_indices(cell).filter(|&j| analysis.facts[j] == Fact::Unknown).count();
    let mut weighted = 0.0;
    let mut total = 0.0;
    let mut always_safe: Option<Vec<usize>> = None;
    for shown in known_mines..=known_mines + unknown {
        let mut next = deducer.clone();
        next.open(cell, shown as u8);
        let Ok(after) = next.analyse(LOOKAHEAD_BUDGET) else { continue };
        let w = (after.ln_boards - analysis.ln_boards).exp();
        if w <= 0.0 || !w.is_finite() {
            continue;
        }
        let safe: Vec<usize> = after.safe_cells().filter(|&c| analysis.facts[c] == Fact::Unknown).collect();
        always_safe = Some(match always_safe {
            None => safe,
            Some(common) => common.into_iter().filter(|c| safe.contains(c)).collect(),
        });
        let worth = if second_click && shown > 0 { SECOND_CLICK_NUMBER } else { 1.0 };
        weighted += w * worth * blended_safety(&after, dims);
        total += w;
    }
    let odds = if total > 0.0 { weighted / total } else { 0.0 };
    Look { odds, always_safe: always_safe.unwrap_or_default() }
}

/// (4 x the best + the second best) / 5 of the living cells' safeties, unknown cells and
/// cells proved safe (safety 1): a position with two good moves is better than one with a
/// single good one. Cells with no unknown neighbour are dead (their number is already
/// forced), unless every cell is.
fn blended_safety(after: &Analysis, dims: crate::minesweeper::Dims) -> f64 {
    let (mut best, mut second) = (0.0f64, 0.0f64);
    let mut dead_best = 0.0f64;
    for i in 0..dims.cells() {
        let s = match after.facts[i] {
            Fact::Unknown => 1.0 - after.probability[i],
            Fact::Safe => 1.0,
            _ => continue,
        };
        let living = dims.neighbour_indices(i).any(|j| after.facts[j] == Fact::Unknown);
        if !living {
            dead_best = dead_best.max(s);
        } else if s > best {
            second = best;
            best = s;
        } else if s > second {
            second = s;
        }
    }
    if best == 0.0 {
        return dead_best;
    }
    (4.0 * best + second) / 5.0
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::minesweeper::solver::samples;

    /// On Expert endgames small enough to search exactly, what the look-ahead's guess loses
    /// against best play, next to what the safest cell (lowest index of equals) loses; and on
    /// those of 3,000 boards or more, what the best guess of a search over a tenth of the
    /// boards (a uniform sample, as positions of up to 100,000 boards are searched) loses,
    /// next to the look-ahead's.
    #[test]
    fn against_best_play_the_look_ahead_beats_the_safest_cell_and_a_searched_sample_beats_the_look_ahead() {
        // Per endgame: what the look-ahead and the safest cell lose, and where a tenth of the
        // boards was searched, what the look-ahead and that search lose.
        let losses = samples::on_every_core(samples::expert_guesses(0..600), |(deducer, analysis)| {
            if !fifty::pseudo_tosses(&deducer, &analysis).is_empty() {
                return None;
            }
            let guess = best_of(&deducer, &analysis, &candidates(deducer.position(), &analysis))?;
            let safety = |i: usize| 1.0 - analysis.probability[i];
            let unknown = (0..analysis.facts.len()).filter(|&i| analysis.facts[i] == Fact::Unknown);
            let safest = unknown.max_by(|&a, &b| safety(a).total_cmp(&safety(b)).then(b.cmp(&a)))?;
            let boards = analysis.ln_boards.exp().round() as usize;
            let sample = if boards >= 3000 { endgame::sampled_guess(&deducer, &analysis, boards.div_ceil(10)) } else { None };
            let guesses: Vec<usize> = [guess.cell, safest].into_iter().chain(sample).collect();
            let (best, values) = endgame::chances(&deducer, &analysis, &guesses)?;
            assert!(values.iter().all(|&v| v <= best + 1e-9), "no guess beats best play: {values:?} against {best}");
            Some((best - values[0], best - values[1], values.get(2).map(|&value| best - value)))
        });
        let (mut positions, mut chosen_loss, mut safest_loss) = (0, 0.0, 0.0);
        let (mut sampled, mut sampled_chosen_loss, mut sample_loss) = (0, 0.0, 0.0);
        for (chosen, safest, sample) in losses.into_iter().flatten() {
            positions += 1;
            chosen_loss += chosen;
            safest_loss += safest;
            if let Some(sample) = sample {
                sampled += 1;
                sampled_chosen_loss += chosen;
                sample_loss += sample;
            }
        }
        assert!(positions >= 100, "only {positions} endgames");
        assert!(
            safest_loss > 1.0 && chosen_loss < 0.8 * safest_loss,
            "{positions} endgames: the look-ahead loses {chosen_loss:.3} games, the safest cell {safest_loss:.3}"
        );
        assert!(
            sampled >= 10 && sampled_chosen_loss > 0.1 && sample_loss < 0.8 * sampled_chosen_loss,
            "{sampled} endgames of 3,000 boards or more: a tenth of them searched loses {sample_loss:.3} games, the look-ahead {sampled_chosen_loss:.3}"
        );
    }

    #[test]
    fn no_guess_is_a_cell_that_a_safer_cell_is_safe_whenever() {
        // Per position checked: whether the best score alone would have chosen another cell.
        let replaced = samples::on_every_core(samples::expert_guesses(0..500), |(deducer, analysis)| {
            if endgame::best_guess(&deducer, &analysis).is_some() || !fifty::pseudo_tosses(&deducer, &analysis).is_empty() {
                return None;
            }
            let chosen = candidates(deducer.position(), &analysis);
            let guess = best_of(&deducer, &analysis, &chosen)?;
            let safety = |i: usize| 1.0 - analysis.probability[i];
            let look = look_ahead(&deducer, &analysis, guess.cell);
            for &c in &look.always_safe {
                assert!(safety(c) <= guess.safety + DOMINANCE_MARGIN, "{c} is safer and safe whenever {} is", guess.cell);
            }
            let top = chosen
                .iter()
                .map(|&c| (c, safety(c) * look_ahead(&deducer, &analysis, c).odds))
                .fold((usize::MAX, f64::NEG_INFINITY), |b, x| if x.1 > b.1 + 1e-12 { x } else { b });
            Some(top.0 != guess.cell && safety(top.0) < guess.safety)
        });
        let positions = replaced.iter().flatten().count();
        let replaced = replaced.iter().flatten().filter(|&&r| r).count();
        assert!(positions >= 100 && replaced >= 1, "{positions} positions, {replaced} guesses replaced");
    }

    /// Safe-corner Expert: whatever number the corner shows, the second click goes to
    /// another corner, which opens about half the time, and not to the cell two along the
    /// edge, which would make the third click a little safer (it opens one time in six
    /// after a 1, never after a 2 or a 3). The third click is left to the look-ahead.
    #[test]
    fn after_a_number_in_the_corner_the_second_click_hunts_an_opening_in_another_corner() {
        use crate::minesweeper::Coord;
        let spec = crate::minesweeper::BoardSpec::new(30, 16, 99).expect("expert");
        let dims = spec.dims();
        let at = |row, col| dims.index(Coord::new(row, col));
        let corners = [at(0, 29), at(15, 0), at(15, 29)];
        let position = |numbers: &[(usize, u8)]| {
            let mut cells = vec![None; dims.cells()];
            for &(cell, n) in numbers {
                cells[cell] = Some(n);
            }
            Position::new(dims, 99, cells).expect("a position")
        };
        for n in 1..=3 {
            let pos = position(&[(0, n)]);
            let analysis = super::super::analyse(&pos).expect("consistent");
            let guess = choose_guess(&pos, &analysis).expect("a guess");
            assert!(corners.contains(&guess.cell), "after a {n}: {:?}", dims.coord(guess.cell));
            let look = |cell| look_ahead(&Deducer::new(pos.clone()), &analysis, cell).odds;
            assert!(look(guess.cell) > look(at(0, 2)), "after a {n}");
        }
        // The third click is the look-ahead's as before: after a 1 in the corner and a 1 two
        // along the edge, the cell below the second 1, not a corner.
        let pos = position(&[(0, 1), (at(0, 2), 1)]);
        let analysis = super::super::analyse(&pos).expect("consistent");
        let guess = choose_guess(&pos, &analysis).expect("a guess");
        assert_eq!(dims.coord(guess.cell), Coord::new(1, 2));
    }
}
