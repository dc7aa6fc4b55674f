use super::*;
use crate::minesweeper::{BoardSpec, Coord, Layout};
use std::collections::HashMap;

/// A 6x4 board with 6 mines and about half its safe cells open, as a position.
fn small(seed: u64) -> (Layout, Position) {
    let spec = BoardSpec::new(6, 4, 6).expect("a board");
    let layout = Layout::generate(spec, Coord::new(0, 0), seed).expect("a layout");
    let mut rng = SeededRng::new(seed);
    let shown = (0..24).map(|i| (!layout.is_mine(i) && rng.below(100) < 50).then(|| layout.count(i))).collect();
    (layout, Position::new(spec.dims(), 6, shown).expect("a position"))
}

/// Every layout consistent with `pos` with the fixed cells so, by brute force over the
/// covered cells' subsets.
fn every_layout(pos: &Position, fixed: &[(usize, bool)]) -> Vec<Vec<bool>> {
    let covered: Vec<usize> = pos.covered().collect();
    let cells = pos.dims().cells();
    let mut found = Vec::new();
    for subset in 0u32..(1 << covered.len()) {
        if subset.count_ones() != pos.mines() {
            continue;
        }
        let mut mines = vec![false; cells];
        for (b, &c) in covered.iter().enumerate() {
            mines[c] = subset >> b & 1 == 1;
        }
        if consistent(pos, &mines) && fixed.iter().all(|&(c, m)| mines[c] == m) {
            found.push(mines);
        }
    }
    found
}

/// Drawn many times, every layout consistent with the position and the fixed cell comes up
/// as often as every other (a chi-square test on seeded draws), and nothing else comes up.
#[test]
fn a_draw_is_uniform_over_the_consistent_layouts_with_the_fixed_cells() {
    let mut tried = 0;
    for seed in 1..40 {
        let (_, pos) = small(seed);
        let covered: Vec<usize> = pos.covered().collect();
        if covered.len() > 18 {
            continue;
        }
        // A covered cell that is a mine in some layouts and safe in others.
        let all = every_layout(&pos, &[]);
        let Some(&cell) = covered.iter().find(|&&c| all.iter().any(|l| l[c]) && all.iter().any(|l| !l[c])) else { continue };
        for mine in [true, false] {
            let expected = every_layout(&pos, &[(cell, mine)]);
            let draws = 200 * expected.len();
            let mut rng = SeededRng::new(seed * 7 + u64::from(mine));
            let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
            for _ in 0..draws {
                let layout = draw(&pos, &[(cell, mine)], &mut rng).expect("a layout");
                *seen.entry(layout).or_default() += 1;
            }
            assert!(seen.keys().all(|l| expected.contains(l)), "seed {seed}: a drawn layout breaks the position");
            let mean = draws as f64 / expected.len() as f64;
            let chi2: f64 = expected.iter().map(|l| (seen.get(l).copied().unwrap_or(0) as f64 - mean).powi(2) / mean).sum();
            let df = (expected.len() - 1) as f64;
            assert!(chi2 < df + 6.0 * (2.0 * df).sqrt() + 10.0, "seed {seed}: chi-square {chi2:.1} on {df} degrees of freedom");
        }
        tried += 1;
    }
    assert!(tried >= 5, "only {tried} positions had a cell to fix");
}

/// A cell proved safe cannot be made a mine, an open cell cannot either, and a proved mine
/// cannot be made safe: the draw says so and deals nothing.
#[test]
fn a_fixed_cell_no_layout_allows_is_refused() {
    for seed in 1..40 {
        let (_, pos) = small(seed);
        let all = every_layout(&pos, &[]);
        for c in pos.covered() {
            let mut rng = SeededRng::new(seed);
            if all.iter().all(|l| !l[c]) {
                assert_eq!(draw(&pos, &[(c, true)], &mut rng), Err(NoDraw::Impossible), "seed {seed}, cell {c}");
            }
            if all.iter().all(|l| l[c]) {
                assert_eq!(draw(&pos, &[(c, false)], &mut rng), Err(NoDraw::Impossible), "seed {seed}, cell {c}");
            }
        }
        if let Some(open) = (0..24).find(|&i| !pos.is_covered(i)) {
            assert_eq!(draw(&pos, &[(open, true)], &mut SeededRng::new(1)), Err(NoDraw::Impossible));
        }
    }
}

/// The same seed draws the same layout, so a game with its log replays its re-deals; an
/// Expert position mid-game draws a layout that keeps every number.
#[test]
fn the_same_seed_draws_the_same_layout_and_expert_keeps_every_number() {
    let spec = BoardSpec::EXPERT;
    let layout = Layout::generate(spec, Coord::new(8, 15), 3).expect("a layout");
    let mut rng = SeededRng::new(3);
    let shown: Vec<Option<u8>> =
        (0..spec.dims().cells()).map(|i| (!layout.is_mine(i) && rng.below(100) < 40).then(|| layout.count(i))).collect();
    let pos = Position::new(spec.dims(), spec.mines(), shown).expect("a position");
    let covered: Vec<usize> = pos.covered().collect();
    let cell = covered[covered.len() / 2];
    let a = draw(&pos, &[(cell, !layout.is_mine(cell))], &mut SeededRng::new(11));
    let b = draw(&pos, &[(cell, !layout.is_mine(cell))], &mut SeededRng::new(11));
    assert_eq!(a, b);
    if let Ok(mines) = a {
        assert!(consistent(&pos, &mines));
        assert_eq!(mines[cell], !layout.is_mine(cell));
    }
    let dealt = draw(&pos, &[], &mut SeededRng::new(12)).expect("the dealt layout is one");
    assert!(consistent(&pos, &dealt));
}
