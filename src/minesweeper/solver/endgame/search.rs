//! The endgame's exact search (`endgame.rs`): over a set of boards, the guess that wins the
//! most of them, looking ahead to the end, with bounds that prune what cannot beat the best,
//! and a memo of sets already valued.

use super::listing::around;
use crate::minesweeper::solver::deducer::Deducer;
use crate::minesweeper::solver::Analysis;
use std::collections::HashMap;

/// The search gives up (and the heuristic guesses) past this much work, counted in boards
/// looked at, one per board per cell tried: about 0.6 s on this kind of machine, reached
/// only by endgames of thousands of boards (most of those under 5,000 finish well within
/// it). A state costs its boards times the unknown cells, so counting states alone let one
/// guess run for minutes.
pub(super) const MAX_WORK: u64 = 40_000_000;

pub(super) struct Search {
    /// The unknown cells, by bit.
    pub(super) cells: Vec<usize>,
    /// Each board: bit k set when `cells[k]` is a mine.
    pub(super) boards: Vec<u128>,
    /// Each board's weight (how many boards of the whole board it stands for, scaled).
    weight: Vec<f64>,
    /// For each unknown cell: the unknown cells around it, and its known mines around it.
    around: Vec<(u128, u8)>,
    pub(super) memo: rustc_hash::FxHashMap<Vec<u16>, (f64, bool)>,
    pub(super) work: u64,
}

impl Search {
    pub(super) fn new(deducer: &Deducer, analysis: &Analysis, cells: Vec<usize>, boards: Vec<u128>, weight: Vec<f64>) -> Option<Search> {
        if boards.is_empty() {
            return None;
        }
        let bit_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
        let around = cells.iter().map(|&c| around(deducer, analysis, &bit_of, c)).collect::<Option<Vec<_>>>()?;
        Some(Search { cells, boards, weight, around, memo: Default::default(), work: 0 })
    }

    /// Every board of the search.
    fn all(&self) -> Vec<u16> {
        (0..self.boards.len() as u16).collect()
    }

    /// The chance to win after guessing cell `k` first, searched in full (no bound to beat);
    /// for tests. None as for `guess_value`.
    #[cfg(test)]
    pub(super) fn value_in_full(&mut self, k: usize) -> Option<f64> {
        let all = self.all();
        self.guess_value(&all, k, -1.0, 0)
    }

    /// The best first guess and its chance to win. Cells are tried safest first, and each is
    /// searched only as far as it could still beat or equal the best so far; of cells that
    /// win as often, the least safe (a toss that must be taken anyway is taken first, and a
    /// game lost is lost sooner).
    pub(super) fn root(&mut self) -> Option<(usize, f64)> {
        let all = self.all();
        let mut best: Option<(usize, f64)> = None;
        for (k, _) in self.by_safety(&all, u128::MAX, 0) {
            let value = self.guess_value(&all, k, best.map_or(-1.0, |(_, b)| b - 1e-9), 0);
            if self.work > MAX_WORK {
                return None;
            }
            let Some(p) = value else { continue };
            // Cells come safest first, so an equal one is less safe.
            if best.is_none_or(|(_, b)| p > b - 1e-12) {
                best = Some((k, p));
            }
        }
        best.map(|(k, p)| (self.cells[k], p))
    }

    /// The cells of `union` (the cells a mine on some board of `set`) outside `common` (those
    /// a mine on every board), with their chance of being safe, safest first: a cell is worth
    /// no more than that chance, so the search can stop at the first too unsafe to win.
    fn by_safety(&mut self, set: &[u16], union: u128, common: u128) -> Vec<(usize, f64)> {
        self.work += set.len() as u64;
        let mut mine_mass = vec![0.0; self.cells.len()];
        for &b in set {
            let w = self.weight[b as usize];
            let mut m = self.boards[b as usize];
            while m != 0 {
                mine_mass[m.trailing_zeros() as usize] += w;
                m &= m - 1;
            }
        }
        let total = self.mass(set);
        let mut out: Vec<(usize, f64)> = (0..self.cells.len())
            .filter(|&k| union >> k & 1 == 1 && common >> k & 1 == 0)
            .map(|k| (k, (total - mine_mass[k]) / total))
            .collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        out
    }

    /// The number cell `k` shows on `board`.
    fn number(&self, board: u128, k: usize) -> u8 {
        let (mask, mines) = self.around[k];
        (board & mask).count_ones() as u8 + mines
    }

    /// The boards of `set` split by the number cell `k` shows, among those where it is safe
    /// (one counting pass, one placing pass, one allocation).
    fn split(&mut self, set: &[u16], k: usize) -> Parts {
        self.work += set.len() as u64;
        self.parts_of(set, k)
    }

    /// As `split`, without counting the work (for a cell `tells_apart` has counted).
    fn parts_of(&self, set: &[u16], k: usize) -> Parts {
        let mut count = [0usize; 9];
        for &b in set {
            let board = self.boards[b as usize];
            if board >> k & 1 == 0 {
                count[self.number(board, k) as usize] += 1;
            }
        }
        let (mut next, mut bounds, mut parts, mut total) = ([0usize; 9], [0usize; 10], 0, 0);
        for (shown, &n) in count.iter().enumerate() {
            next[shown] = total;
            if n > 0 {
                bounds[parts] = total;
                parts += 1;
            }
            total += n;
        }
        bounds[parts] = total;
        let mut boards = vec![0u16; total];
        for &b in set {
            let board = self.boards[b as usize];
            if board >> k & 1 == 0 {
                let shown = self.number(board, k) as usize;
                boards[next[shown]] = b;
                next[shown] += 1;
            }
        }
        Parts { boards, bounds, parts }
    }

    /// Whether cell `k`, safe on every board of `set`, shows two numbers on them.
    fn tells_apart(&mut self, set: &[u16], k: usize) -> bool {
        self.work += set.len() as u64;
        let first = self.number(self.boards[set[0] as usize], k);
        set.iter().any(|&b| self.number(self.boards[b as usize], k) != first)
    }

    /// The chance to win after guessing cell `k` in `set`, exact when above `alpha`; at or
    /// below it, only a bound no higher than `alpha` (the search stops once the cell cannot
    /// beat it). None when the cell is a mine in every board of the set, or when the search
    /// ran out of work.
    fn guess_value(&mut self, set: &[u16], k: usize, alpha: f64, quiet: u128) -> Option<f64> {
        let parts = self.split(set, k);
        if parts.is_empty() {
            return None;
        }
        let total = self.mass(set);
        self.value_of(&parts, total, alpha, quiet | 1 << k)
    }

    /// The chance to win from `parts` of a set of mass `total` (the boards left out lose),
    /// exact when above `alpha`, else a bound no higher than `alpha`. Each part is searched
    /// only as far as it must be for the whole to beat `alpha`: all it must win, with every
    /// part after it won in full.
    fn value_of(&mut self, parts: &Parts, total: f64, alpha: f64, quiet: u128) -> Option<f64> {
        let masses: Vec<f64> = parts.iter().map(|p| self.mass(p)).collect();
        // What is won so far plus the mass of the parts not yet searched: the most it can win.
        let (mut value, mut rest) = (0.0, masses.iter().sum::<f64>());
        for (part, m) in parts.iter().zip(masses) {
            rest -= m;
            let need = (alpha * total - value - rest.max(0.0)) / m;
            if need >= 1.0 {
                return Some((value + m + rest.max(0.0)) / total);
            }
            let won = self.win(part, quiet, need)?;
            value += m * won;
            if won <= need {
                return Some((value + rest.max(0.0)) / total);
            }
        }
        Some(value / total)
    }

    /// The weight of the boards of `set`.
    fn mass(&self, set: &[u16]) -> f64 {
        set.iter().map(|&b| self.weight[b as usize]).sum()
    }

    /// The chance to win from the boards of `set`, playing the best moves: exact when above
    /// `alpha`, else a bound no higher than `alpha`. The memo keeps exact values and bounds;
    /// a bound answers a later question only when it is no higher than that one's `alpha`.
    ///
    /// `quiet` holds cells known to be safe and show one number on every board of the set
    /// (as they do on every part of it): they are not tried again.
    fn win(&mut self, set: &[u16], mut quiet: u128, alpha: f64) -> Option<f64> {
        if set.len() == 1 {
            return Some(1.0);
        }
        if let Some(&(v, exact)) = self.memo.get(set) {
            if exact || v <= alpha {
                return Some(v);
            }
        }
        if self.work > MAX_WORK {
            return None;
        }
        let union = set.iter().fold(0u128, |acc, &b| acc | self.boards[b as usize]);
        let common = set.iter().fold(u128::MAX, |acc, &b| acc & self.boards[b as usize]);
        // A cell safe on every board that splits them: open it, it costs nothing.
        for k in 0..self.cells.len() {
            if union >> k & 1 == 1 || quiet >> k & 1 == 1 {
                continue;
            }
            if !self.tells_apart(set, k) {
                quiet |= 1 << k;
                continue;
            }
            let parts = self.parts_of(set, k);
            let value = self.value_of(&parts, self.mass(set), alpha, quiet | 1 << k)?;
            self.memo.insert(set.to_vec(), (value, value > alpha));
            return Some(value);
        }
        // Nothing free tells the boards apart: guess the best cell, safest first, until no
        // cell left is safe enough to beat the best (or `alpha`). `bound` is the most any
        // cell tried or left may win.
        let (mut best, mut bound): (f64, f64) = (0.0, 0.0);
        for (k, safety) in self.by_safety(set, union, common) {
            let floor = best.max(alpha);
            if safety <= floor {
                bound = bound.max(safety);
                break;
            }
            if let Some(v) = self.guess_value(set, k, floor, quiet) {
                if v > floor {
                    best = v;
                }
                bound = bound.max(v);
            }
            if self.work > MAX_WORK {
                return None;
            }
        }
        let value = if best > alpha { best } else { bound.min(alpha) };
        self.memo.insert(set.to_vec(), (value, best > alpha));
        Some(value)
    }
}

/// The boards of a set split by the number one cell shows: part `i` is
/// `boards[bounds[i]..bounds[i + 1]]`, each part in the set's order, parts by number.
struct Parts {
    boards: Vec<u16>,
    bounds: [usize; 10],
    parts: usize,
}

impl Parts {
    fn is_empty(&self) -> bool {
        self.parts == 0
    }

    fn iter(&self) -> impl Iterator<Item = &[u16]> + '_ {
        (0..self.parts).map(|i| &self.boards[self.bounds[i]..self.bounds[i + 1]])
    }
}
