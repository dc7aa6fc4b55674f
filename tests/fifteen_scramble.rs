//! Scrambles: always solvable, never solved, reproducible, and uniform over the solvable
//! arrangements.

use tessera::fifteen::{scramble, Shape};

#[test]
fn every_scramble_is_solvable_and_none_is_solved() {
    for (w, h) in [(3, 3), (4, 4), (5, 5), (3, 4), (4, 5), (10, 10), (10, 3)] {
        let shape = Shape::new(w, h).expect("shape");
        for seed in 0..300 {
            let b = scramble(shape, seed);
            assert!(b.is_solvable(), "{w}x{h} seed {seed}");
            assert!(!b.is_solved(), "{w}x{h} seed {seed}");
        }
    }
}

#[test]
fn a_seed_reproduces_its_scramble() {
    let shape = Shape::FOUR;
    assert_eq!(scramble(shape, 42), scramble(shape, 42));
    assert_ne!(scramble(shape, 42), scramble(shape, 43));
}

/// Index of a 3x3 arrangement among the 9! permutations (Lehmer code).
fn rank(tiles: &[tessera::fifteen::Tile]) -> usize {
    let mut r = 0;
    for i in 0..tiles.len() {
        let smaller_after = tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
        r = r * (tiles.len() - i) + smaller_after;
    }
    r
}

/// The whole distribution on 3x3: 181,440 solvable arrangements, one of them (the goal)
/// excluded. 1,814,390 scrambles give 10 of each on average. For a uniform sampler Pearson's
/// statistic has mean 181,438 and standard deviation about 602 (chi-square's 2k variance);
/// the bound is mean + 6 sd, which a fair sampler exceeds with probability below 1e-8, while a
/// random walk or a biased repair overshoots by tens of thousands.
#[test]
fn scrambles_are_uniform_over_every_solvable_3x3_arrangement() {
    let shape = Shape::new(3, 3).expect("shape");
    let categories = 181_440 - 1;
    let samples = categories * 10;
    let mut counts = vec![0u32; 362_880];
    for seed in 0..samples as u64 {
        counts[rank(scramble(shape, seed).tiles())] += 1;
    }
    assert_eq!(counts[rank(&[1, 2, 3, 4, 5, 6, 7, 8, 0])], 0, "the goal is never a scramble");
    // Only solvable arrangements occur (tested above), so the categories are the reached
    // entries plus the solvable ones never reached, each of which adds `expected`.
    let reached = counts.iter().filter(|&&c| c > 0).count();
    assert!(reached <= categories);
    let expected = samples as f64 / categories as f64;
    let chi2 = counts.iter().filter(|&&c| c > 0).map(|&c| (c as f64 - expected).powi(2) / expected).sum::<f64>()
        + (categories - reached) as f64 * expected;
    let dof = categories as f64 - 1.0;
    let bound = dof + 6.0 * (2.0 * dof).sqrt();
    assert!(chi2 < bound, "chi-square {chi2:.0} over {categories} arrangements, bound {bound:.0}");
}
