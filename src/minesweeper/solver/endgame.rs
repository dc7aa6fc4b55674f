//! The endgame, searched exactly: when few boards remain consistent with the position, list
//! them all and find the guess that wins the most of them, looking as many moves ahead as
//! the game lasts.
//!
//! A state is the set of boards still possible. Opening a cell proved safe in all of them is
//! free and only narrows the set, so it is always done first; otherwise the chance to win is
//! the best, over the cells to guess, of the chance that the cell is safe times the chance
//! to win from each number it may show. Cells are tried safest first, and a cell is given
//! up as soon as it can no longer beat the best found (a cell wins at most its chance of
//! being safe). The bound reaches down the tree: each part of a guess is searched only as
//! far as the guess needs it to beat the best, and the memo keeps such a part's bound
//! beside the exact values, to answer later questions that bound settles. The same answers
//! as trying every cell to the end, tests check, in less time.
//!
//! A position of more boards, up to `MAX_SAMPLED`, is searched on a uniform sample of them:
//! the best guess for the sample, which on positions small enough to check loses much less
//! to best play than the heuristic's guess does.
//!
//! The same search plays a pocket: covered cells walled off from the rest of the board (no
//! number and no neighbour joins them to another covered cell), so that nothing opened
//! outside it tells anything about it but the mine count. Its arrangements are listed alone,
//! each weighed by the boards the rest of the board has for the mines it leaves.

use super::deducer::Deducer;
use super::{Analysis, Fact};
use std::collections::HashMap;

/// At most this many boards are searched.
pub const MAX_BOARDS: usize = 20_000;
/// A position of more boards, up to this many, is searched on a uniform sample of `SAMPLE`
/// of them (one board in twenty at least): the sample's best guess is not always the best,
/// but it loses less to best play than the heuristic's (see the tests).
const MAX_SAMPLED: usize = 100_000;
/// The boards a sample holds.
const SAMPLE: usize = 5_000;
/// The search gives up (and the heuristic guesses) past this much work, counted in boards
/// looked at, one per board per cell tried: about 0.6 s on this kind of machine, reached
/// only by endgames of thousands of boards (most of those under 5,000 finish well within
/// it). A state costs its boards times the unknown cells, so counting states alone let one
/// guess run for minutes.
const MAX_WORK: u64 = 40_000_000;
/// Listing the boards gives up past this many search nodes.
const MAX_LIST_NODES: u64 = 4_000_000;
/// The enumeration budget for counting the rest of the board's boards behind a pocket.
const REST_BUDGET: u64 = 50_000;

/// The best guess and its chance of winning the game (on the sample, when the boards were
/// sampled), when the position is small enough to search; none otherwise.
pub fn best_guess(deducer: &Deducer, analysis: &Analysis) -> Option<(usize, f64)> {
    let (cells, boards) = boards(deducer, analysis, MAX_SAMPLED)?;
    let boards = if boards.len() > MAX_BOARDS { sample(boards, SAMPLE) } else { boards };
    search(deducer, analysis, cells, boards)?.root()
}

/// The best guess of a search over a uniform sample of `size` of the position's boards (all
/// of them when they are fewer), for positions of at most `MAX_BOARDS`; for the tests that
/// weigh a sample's best guess against the exact search.
#[cfg(test)]
pub fn sampled_guess(deducer: &Deducer, analysis: &Analysis, size: usize) -> Option<usize> {
    let (cells, boards) = boards(deducer, analysis, MAX_BOARDS)?;
    search(deducer, analysis, cells, sample(boards, size))?.root().map(|(cell, _)| cell)
}

/// The search over every board of the position; none when they are more than `MAX_BOARDS`.
#[cfg(test)]
fn whole_board(deducer: &Deducer, analysis: &Analysis) -> Option<Search> {
    let (cells, boards) = boards(deducer, analysis, MAX_BOARDS)?;
    search(deducer, analysis, cells, boards)
}

/// The position's unknown cells (nearest the numbers first) and its boards over them; none
/// when they are more than `most`.
fn boards(deducer: &Deducer, analysis: &Analysis, most: usize) -> Option<(Vec<usize>, Vec<u128>)> {
    if analysis.approximate || analysis.ln_boards > (most as f64).ln() + 1e-9 {
        return None;
    }
    let mut cells: Vec<usize> = (0..analysis.facts.len()).filter(|&i| analysis.facts[i] == Fact::Unknown).collect();
    numbers_first(deducer, &mut cells);
    let total = mines_left(deducer, analysis)?;
    let boards = list(deducer, analysis, &cells, total..=total, most)?;
    Some((cells, boards))
}

/// The search over `boards` of the position, each weighing one.
fn search(deducer: &Deducer, analysis: &Analysis, cells: Vec<usize>, boards: Vec<u128>) -> Option<Search> {
    let weight = vec![1.0; boards.len()];
    Search::new(deducer, analysis, cells, boards, weight)
}

/// `size` of `boards` chosen uniformly (all when they are no more), in their order; seeded by
/// the boards themselves, so that a position always gets the same sample.
fn sample(boards: Vec<u128>, size: usize) -> Vec<u128> {
    if boards.len() <= size {
        return boards;
    }
    let seed = boards.iter().fold(boards.len() as u64, |h, &b| h.rotate_left(5) ^ (b as u64) ^ (b >> 64) as u64);
    let mut index: Vec<usize> = (0..boards.len()).collect();
    crate::rng::SeededRng::new(seed).shuffle_first(&mut index, size);
    let mut chosen = index[..size].to_vec();
    chosen.sort_unstable();
    chosen.into_iter().map(|i| boards[i]).collect()
}

/// The chance to win with best play, and each of `guesses`' chance to win when guessed
/// first (best play after), when the position is small enough to search; for tests that
/// weigh a guessing policy against the exact search.
#[cfg(test)]
pub fn chances(deducer: &Deducer, analysis: &Analysis, guesses: &[usize]) -> Option<(f64, Vec<f64>)> {
    let mut search = whole_board(deducer, analysis)?;
    let (_, best) = search.root()?;
    let values = guesses
        .iter()
        .map(|g| {
            let k = search.cells.iter().position(|c| c == g)?;
            let value = search.value_in_full(k)?;
            (search.work <= MAX_WORK).then_some(value)
        })
        .collect::<Option<Vec<f64>>>()?;
    Some((best, values))
}

/// When `cell` lies in a pocket small enough to search, the pocket's best guess and its
/// chance of clearing the pocket; none otherwise (or when the pocket is the whole board).
pub fn pocket_guess(deducer: &Deducer, analysis: &Analysis, cell: usize) -> Option<(usize, f64)> {
    if analysis.approximate {
        return None;
    }
    let cells = pocket(deducer, analysis, cell)?;
    let (boards, weight) = pocket_boards(deducer, analysis, &cells)?;
    Search::new(deducer, analysis, cells, boards, weight)?.root()
}

/// The arrangements of a pocket's `cells`, each with its weight: the boards the rest of the
/// board has for the mines it leaves (scaled), counted by supposing one arrangement of each
/// total and analysing. None when they are too many or the rest cannot be counted exactly.
fn pocket_boards(deducer: &Deducer, analysis: &Analysis, cells: &[usize]) -> Option<(Vec<u128>, Vec<f64>)> {
    let left = mines_left(deducer, analysis)?;
    let boards = list(deducer, analysis, cells, 0..=left.min(cells.len()), MAX_BOARDS)?;
    let mut ln_rest: HashMap<u32, f64> = HashMap::new();
    for &board in &boards {
        let k = board.count_ones();
        if ln_rest.contains_key(&k) {
            continue;
        }
        let mut supposed = deducer.clone();
        for (bit, &c) in cells.iter().enumerate() {
            supposed.assume(c, board >> bit & 1 == 1);
        }
        let ln = match supposed.analyse(REST_BUDGET) {
            Ok(after) if !after.approximate => after.ln_boards,
            Ok(_) => return None,
            Err(_) => f64::NEG_INFINITY,
        };
        ln_rest.insert(k, ln);
    }
    let top = ln_rest.values().copied().fold(f64::NEG_INFINITY, f64::max);
    if !top.is_finite() {
        return None;
    }
    Some(boards.into_iter().map(|b| (b, (ln_rest[&b.count_ones()] - top).exp())).filter(|&(_, w)| w > 0.0).unzip())
}

/// The unknown cells joined to `cell` by neighbourhood or a shared number, nearest the
/// numbers first; none when they are more than 128 or every unknown cell of the board.
fn pocket(deducer: &Deducer, analysis: &Analysis, cell: usize) -> Option<Vec<usize>> {
    let pos = deducer.position();
    let dims = pos.dims();
    let unknown = |i: usize| analysis.facts[i] == Fact::Unknown;
    let mut seen = vec![false; dims.cells()];
    let mut cells = vec![cell];
    seen[cell] = true;
    let mut next = 0;
    while let Some(&c) = cells.get(next) {
        next += 1;
        for j in dims.neighbour_indices(c) {
            // An unknown neighbour joins; so do the unknown cells around a neighbouring number.
            let through_number = pos.number(j).is_some().then(|| dims.neighbour_indices(j));
            for x in std::iter::once(j).chain(through_number.into_iter().flatten()) {
                if unknown(x) && !seen[x] {
                    seen[x] = true;
                    cells.push(x);
                }
            }
        }
        if cells.len() > 128 {
            return None;
        }
    }
    if (0..dims.cells()).filter(|&i| unknown(i)).count() == cells.len() {
        return None;
    }
    numbers_first(deducer, &mut cells);
    Some(cells)
}

/// Orders `cells` next to numbers first (each part by index), so that the numbers prune the
/// listing early.
fn numbers_first(deducer: &Deducer, cells: &mut [usize]) {
    let pos = deducer.position();
    let dims = pos.dims();
    cells.sort_by_key(|&i| (!dims.neighbour_indices(i).any(|j| pos.number(j).is_some()), i));
}

/// The mines not yet known; none when the known ones are more than the board's.
fn mines_left(deducer: &Deducer, analysis: &Analysis) -> Option<usize> {
    let known = analysis.facts.iter().filter(|&&f| f == Fact::Mine).count() as u32;
    Some(deducer.position().mines().checked_sub(known)? as usize)
}

/// Around cell `i`: its unknown neighbours as bits (by `bit_of`) and its known mines; none
/// when an unknown neighbour has no bit.
fn around(deducer: &Deducer, analysis: &Analysis, bit_of: &HashMap<usize, usize>, i: usize) -> Option<(u128, u8)> {
    let mut mask = 0u128;
    let mut mines = 0u8;
    for j in deducer.position().dims().neighbour_indices(i) {
        match analysis.facts[j] {
            Fact::Unknown => mask |= 1 << bit_of.get(&j)?,
            Fact::Mine => mines += 1,
            _ => {}
        }
    }
    Some((mask, mines))
}

/// Every arrangement of mines on `cells` (all unknown; every unknown neighbour of theirs,
/// and of the numbers beside them, among them) that fits the numbers and holds a total in
/// `totals`, as bit masks over `cells`; none when more than `most`.
fn list(
    deducer: &Deducer,
    analysis: &Analysis,
    cells: &[usize],
    totals: std::ops::RangeInclusive<usize>,
    most: usize,
) -> Option<Vec<u128>> {
    if cells.is_empty() || cells.len() > 128 {
        return None;
    }
    let pos = deducer.position();
    let dims = pos.dims();
    let bit_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
    // The numbers that touch these cells, as (unknown mask, mines still to place).
    let mut constraints = Vec::new();
    let mut numbers: Vec<usize> = cells.iter().flat_map(|&c| dims.neighbour_indices(c)).filter(|&j| pos.number(j).is_some()).collect();
    numbers.sort_unstable();
    numbers.dedup();
    for i in numbers {
        let (mask, known) = around(deducer, analysis, &bit_of, i)?;
        constraints.push((mask, i32::from(pos.number(i)?) - i32::from(known)));
    }
    let mut listing = Listing { constraints: &constraints, n: cells.len(), totals, most, boards: Vec::new(), nodes: 0 };
    listing.list(0, 0, 0)?;
    (!listing.boards.is_empty()).then_some(listing.boards)
}

struct Search {
    /// The unknown cells, by bit.
    cells: Vec<usize>,
    /// Each board: bit k set when `cells[k]` is a mine.
    boards: Vec<u128>,
    /// Each board's weight (how many boards of the whole board it stands for, scaled).
    weight: Vec<f64>,
    /// For each unknown cell: the unknown cells around it, and its known mines around it.
    around: Vec<(u128, u8)>,
    memo: rustc_hash::FxHashMap<Vec<u16>, (f64, bool)>,
    work: u64,
}

impl Search {
    fn new(deducer: &Deducer, analysis: &Analysis, cells: Vec<usize>, boards: Vec<u128>, weight: Vec<f64>) -> Option<Search> {
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
    fn value_in_full(&mut self, k: usize) -> Option<f64> {
        let all = self.all();
        self.guess_value(&all, k, -1.0, 0)
    }

    /// The best first guess and its chance to win. Cells are tried safest first, and each is
    /// searched only as far as it could still beat or equal the best so far; of cells that
    /// win as often, the least safe (a toss that must be taken anyway is taken first, and a
    /// game lost is lost sooner).
    fn root(&mut self) -> Option<(usize, f64)> {
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

/// Every way to place a total in `totals` of mines on `n` cells satisfying `constraints`
/// (cell masks and their mine counts).
struct Listing<'a> {
    constraints: &'a [(u128, i32)],
    n: usize,
    totals: std::ops::RangeInclusive<usize>,
    most: usize,
    boards: Vec<u128>,
    nodes: u64,
}

impl Listing<'_> {
    /// Decides cells `k..` given `board` for the cells before; none when there are more than
    /// `most` boards or the listing takes more than `MAX_LIST_NODES` nodes.
    fn list(&mut self, k: usize, board: u128, placed: usize) -> Option<()> {
        self.nodes += 1;
        if self.nodes > MAX_LIST_NODES {
            return None;
        }
        if placed > *self.totals.end() || placed + (self.n - k) < *self.totals.start() {
            return Some(());
        }
        let decided: u128 = if k >= 128 { u128::MAX } else { (1u128 << k) - 1 };
        for &(mask, need) in self.constraints {
            let have = (board & mask).count_ones() as i32;
            let open = (mask & !decided).count_ones() as i32;
            if have > need || have + open < need {
                return Some(());
            }
        }
        if k == self.n {
            self.boards.push(board);
            return (self.boards.len() <= self.most).then_some(());
        }
        self.list(k + 1, board, placed)?;
        self.list(k + 1, board | 1 << k, placed + 1)
    }
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::minesweeper::solver::samples;

    /// Random positions with pockets: (the deducer, its analysis, a pocket).
    fn pockets() -> Vec<(Deducer, Analysis, Vec<usize>)> {
        let mut found = Vec::new();
        for seed in 0..400 {
            let mut deducer = samples::position(9, 7, 12, 55, seed);
            let Ok(analysis) = deducer.analyse(crate::minesweeper::solver::DEFAULT_BUDGET) else { continue };
            let unknown: Vec<usize> = (0..analysis.facts.len()).filter(|&i| analysis.facts[i] == Fact::Unknown).collect();
            let mut seen = vec![false; analysis.facts.len()];
            for &c in &unknown {
                if seen[c] {
                    continue;
                }
                if let Some(cells) = pocket(&deducer, &analysis, c) {
                    cells.iter().for_each(|&x| seen[x] = true);
                    found.push((deducer.clone(), analysis.clone(), cells));
                }
            }
        }
        found
    }

    /// Chances to win already worked out, by set of boards.
    type Memo = HashMap<Vec<u128>, f64>;

    /// The chance to win from equally likely `boards`, trying every cell that changes
    /// anything at every step: slow and plain, to check the search against.
    fn plain_win(boards: &[u128], around: &[(u128, u8)], memo: &mut Memo) -> f64 {
        if boards.len() == 1 {
            return 1.0;
        }
        if let Some(&v) = memo.get(boards) {
            return v;
        }
        let v = (0..around.len()).filter_map(|k| plain_value(boards, around, k, memo)).fold(0.0, f64::max);
        memo.insert(boards.to_vec(), v);
        v
    }

    /// The chance to win by opening cell `k` first; none when that changes nothing.
    fn plain_value(boards: &[u128], around: &[(u128, u8)], k: usize, memo: &mut Memo) -> Option<f64> {
        let mut parts: std::collections::BTreeMap<u32, Vec<u128>> = std::collections::BTreeMap::new();
        for &b in boards.iter().filter(|&&b| b >> k & 1 == 0) {
            parts.entry((b & around[k].0).count_ones()).or_default().push(b);
        }
        if parts.len() == 1 && parts.values().all(|p| p.len() == boards.len()) {
            return None;
        }
        let won: f64 = parts.values().map(|p| p.len() as f64 * plain_win(p, around, memo)).sum();
        Some(won / boards.len() as f64)
    }

    #[test]
    fn the_search_finds_the_best_chance_that_trying_every_move_finds() {
        let (mut checked, mut deep) = (0, 0);
        let spec = crate::minesweeper::BoardSpec::new(8, 8, 12).expect("a board");
        for (i, (deducer, analysis)) in samples::guess_positions(spec, 0..600).into_iter().enumerate() {
            let cells: Vec<usize> = (0..analysis.facts.len()).filter(|&i| analysis.facts[i] == Fact::Unknown).collect();
            if cells.len() > 16 || analysis.ln_boards > 60f64.ln() {
                continue;
            }
            // Every board, straight from the numbers: each set of the unknown cells holding the
            // mines left that gives every number its count.
            let bit_of: HashMap<usize, usize> = cells.iter().enumerate().map(|(k, &c)| (c, k)).collect();
            let pos = deducer.position();
            let left = mines_left(&deducer, &analysis).expect("mines left") as u32;
            let numbers: Vec<(u128, u32)> = (0..analysis.facts.len())
                .filter_map(|i| {
                    let (mask, known) = around(&deducer, &analysis, &bit_of, i)?;
                    Some((mask, u32::from(pos.number(i)?).checked_sub(u32::from(known))?))
                })
                .collect();
            let boards: Vec<u128> = (0u128..1 << cells.len())
                .filter(|b| b.count_ones() == left && numbers.iter().all(|&(m, need)| (b & m).count_ones() == need))
                .collect();
            let neighbours: Vec<(u128, u8)> = cells.iter().map(|&c| around(&deducer, &analysis, &bit_of, c).expect("bits")).collect();
            let memo = &mut Memo::new();
            let best = plain_win(&boards, &neighbours, memo);
            let (cell, chance) = best_guess(&deducer, &analysis).expect("a small endgame is searched");
            let k = bit_of[&cell];
            assert!((chance - best).abs() < 1e-9, "position {i}: the search says {chance}, every move tried {best}");
            let chosen = plain_value(&boards, &neighbours, k, memo).expect("the guess changes something");
            assert!((chosen - best).abs() < 1e-9, "position {i}: the chosen cell wins {chosen} of {best}");
            checked += 1;
            deep += usize::from(best < 1.0 && boards.len() > 4);
        }
        assert!(checked >= 30 && deep >= 10, "{checked} endgames checked, {deep} with several boards");
    }

    /// A sample keeps its boards' order, holds each at most once, is the same for the same
    /// boards, and takes every board about as often as any other over many lists.
    #[test]
    fn a_sample_is_uniform_and_the_same_for_the_same_boards() {
        let (n, size, lists) = (1000u128, 100, 2000u128);
        let mut taken = vec![0u32; n as usize];
        for list in 0..lists {
            let boards: Vec<u128> = (0..n).map(|i| list << 64 | i).collect();
            let chosen = sample(boards.clone(), size);
            assert_eq!(chosen, sample(boards, size));
            assert_eq!(chosen.len(), size);
            assert!(chosen.windows(2).all(|w| w[0] < w[1]), "in order, each once");
            for b in chosen {
                taken[(b & 0xffff) as usize] += 1;
            }
        }
        // Each board is taken 200 times on average (a standard deviation of about 13).
        let (low, high) = (taken.iter().min().copied(), taken.iter().max().copied());
        assert!(low >= Some(140) && high <= Some(260), "taken between {low:?} and {high:?} times");
        let small: Vec<u128> = (0..50).collect();
        assert_eq!(sample(small.clone(), 100), small, "fewer boards than the sample: all of them");
    }

    #[test]
    fn a_pocket_is_closed_and_never_the_whole_board() {
        let found = pockets();
        assert!(found.len() >= 50, "only {} pockets", found.len());
        for (deducer, analysis, cells) in &found {
            let dims = deducer.position().dims();
            let unknown = |i: usize| analysis.facts[i] == Fact::Unknown;
            let inside = |i: usize| cells.contains(&i);
            for &c in cells {
                assert!(unknown(c));
                for j in dims.neighbour_indices(c) {
                    assert!(!unknown(j) || inside(j), "cell {c} touches {j} outside its pocket");
                    if deducer.position().number(j).is_some() {
                        assert!(dims.neighbour_indices(j).all(|x| !unknown(x) || inside(x)), "number {j} reaches outside");
                    }
                }
            }
            assert!((0..dims.cells()).any(|i| unknown(i) && !inside(i)));
        }
    }

    /// Every guess of an Expert endgame searched in full (no bound to beat, anywhere): the
    /// best of them is what the pruned search found, and so is its guess's; whether the
    /// full searches start from the pruned search's memo (its bounds must not pass for
    /// values) or from an empty one.
    #[test]
    fn the_pruned_search_finds_what_every_guess_searched_in_full_finds() {
        let spec = crate::minesweeper::BoardSpec::new(30, 16, 99).expect("expert");
        let (mut checked, mut large, mut pruned) = (0, 0, 0);
        for (i, (deducer, analysis)) in samples::guess_positions(spec, 0..150).into_iter().enumerate() {
            let Some(mut search) = whole_board(&deducer, &analysis) else { continue };
            let Some((cell, best)) = search.root() else { continue };
            pruned += usize::from(search.memo.values().any(|&(_, exact)| !exact));
            let chosen = search.cells.iter().position(|&c| c == cell).expect("a cell of the search");
            let mut fresh = whole_board(&deducer, &analysis).expect("the same search");
            for s in [&mut search, &mut fresh] {
                let values: Vec<Option<f64>> = (0..s.cells.len()).map(|k| s.value_in_full(k)).collect();
                if s.work > MAX_WORK {
                    continue;
                }
                let top = values.iter().flatten().copied().fold(f64::NEG_INFINITY, f64::max);
                assert!((top - best).abs() < 1e-9, "position {i}: every guess in full {top}, the search {best}");
                let mine = values[chosen].expect("the chosen cell can be safe");
                assert!((mine - best).abs() < 1e-9, "position {i}: the chosen cell wins {mine} of {best}");
                checked += 1;
                large += usize::from(s.boards.len() > 1000);
            }
        }
        assert!(checked >= 120 && large >= 6 && pruned >= 30, "{checked} searches checked, {large} of over 1,000 boards, {pruned} with bounds");
    }

    #[test]
    fn a_pockets_weighed_arrangements_give_the_exact_probabilities() {
        let mut checked = 0;
        let mut totals_varied = 0;
        for (deducer, analysis, cells) in pockets() {
            let Some((boards, weight)) = pocket_boards(&deducer, &analysis, &cells) else { continue };
            let mass: f64 = weight.iter().sum();
            for (bit, &c) in cells.iter().enumerate() {
                let mine: f64 = boards.iter().zip(&weight).filter(|(b, _)| *b >> bit & 1 == 1).map(|(_, w)| w).sum();
                let p = analysis.probability[c];
                assert!((mine / mass - p).abs() < 1e-9, "cell {c}: {} by the pocket, {p} by the analysis", mine / mass);
            }
            checked += 1;
            let first = boards[0].count_ones();
            totals_varied += usize::from(boards.iter().any(|b| b.count_ones() != first));
        }
        assert!(checked >= 50 && totals_varied >= 10, "{checked} pockets checked, {totals_varied} with varied totals");
    }
}
