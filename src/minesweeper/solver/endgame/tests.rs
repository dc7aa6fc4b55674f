use super::listing::around;
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
    // Per position searched: whether the pruned search used bounds, and for each full
    // search within the work bound, whether it searched over 1,000 boards.
    let positions: Vec<(usize, (Deducer, Analysis))> = samples::expert_guesses(0..150).into_iter().enumerate().collect();
    let searched = samples::on_every_core(positions, |(i, (deducer, analysis))| {
        let mut search = whole_board(&deducer, &analysis)?;
        let (cell, best) = search.root()?;
        let pruned = search.memo.values().any(|&(_, exact)| !exact);
        let chosen = search.cells.iter().position(|&c| c == cell).expect("a cell of the search");
        let mut fresh = whole_board(&deducer, &analysis).expect("the same search");
        let mut large = Vec::new();
        for s in [&mut search, &mut fresh] {
            let values: Vec<Option<f64>> = (0..s.cells.len()).map(|k| s.value_in_full(k)).collect();
            if s.work > MAX_WORK {
                continue;
            }
            let top = values.iter().flatten().copied().fold(f64::NEG_INFINITY, f64::max);
            assert!((top - best).abs() < 1e-9, "position {i}: every guess in full {top}, the search {best}");
            let mine = values[chosen].expect("the chosen cell can be safe");
            assert!((mine - best).abs() < 1e-9, "position {i}: the chosen cell wins {mine} of {best}");
            large.push(s.boards.len() > 1000);
        }
        Some((pruned, large))
    });
    let searched: Vec<_> = searched.into_iter().flatten().collect();
    let pruned = searched.iter().filter(|(pruned, _)| *pruned).count();
    let checked = searched.iter().map(|(_, large)| large.len()).sum::<usize>();
    let large = searched.iter().flat_map(|(_, large)| large).filter(|&&l| l).count();
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
