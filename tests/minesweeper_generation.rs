//! Board specs and mine placement: ranges, first-click safety, determinism, uniformity.

use std::collections::HashMap;
use tessera::minesweeper::{BoardSpec, Coord, Difficulty, Layout, SpecError};

fn mines_of(layout: &Layout) -> Vec<usize> {
    (0..layout.dims().cells()).filter(|&i| layout.is_mine(i)).collect()
}

#[test]
fn presets_have_their_classic_sizes() {
    let sizes: Vec<_> = [Difficulty::Beginner, Difficulty::Intermediate, Difficulty::Expert]
        .into_iter()
        .map(|d| BoardSpec::try_from(d).expect("preset"))
        .map(|s| (s.dims().width(), s.dims().height(), s.mines()))
        .collect();
    assert_eq!(sizes, vec![(9, 9, 10), (16, 16, 40), (30, 16, 99)]);
}

#[test]
fn custom_sizes_cover_2_to_200_and_any_pair() {
    assert!(BoardSpec::new(2, 2, 1).is_ok());
    assert!(BoardSpec::new(200, 200, 39_999).is_ok());
    let hobby = BoardSpec::new(200, 100, 3000).expect("100 rows x 200 columns");
    assert_eq!((hobby.dims().width(), hobby.dims().height()), (200, 100));
}

#[test]
fn out_of_range_specs_are_refused_with_the_valid_range() {
    let cases = [
        (BoardSpec::new(1, 9, 1), SpecError::Width(1), "width must be between 2 and 200 (got 1)"),
        (BoardSpec::new(9, 201, 1), SpecError::Height(201), "height must be between 2 and 200 (got 201)"),
        (BoardSpec::new(-5, 9, 1), SpecError::Width(-5), "width must be between 2 and 200 (got -5)"),
    ];
    for (result, err, message) in cases {
        assert_eq!(result.unwrap_err(), err);
        assert_eq!(err.to_string(), message);
    }
    for mines in [0, 81, -1, i64::MAX] {
        let err = BoardSpec::new(9, 9, mines).unwrap_err();
        assert_eq!(err.to_string(), format!("mines must be between 1 and 80 on a 9x9 board (got {mines})"));
    }
    let custom = Difficulty::Custom { width: 300, height: 9, mines: 10 };
    assert_eq!(BoardSpec::try_from(custom).unwrap_err(), SpecError::Width(300));
}

#[test]
fn the_first_click_is_a_zero_on_every_preset() {
    for spec in [BoardSpec::BEGINNER, BoardSpec::INTERMEDIATE, BoardSpec::EXPERT] {
        let dims = spec.dims();
        for seed in 0..300u64 {
            let first = dims.coord((seed as usize * 7919) % dims.cells());
            let layout = Layout::generate(spec, first, seed).expect("on board");
            let i = dims.index(first);
            assert!(!layout.is_mine(i));
            assert_eq!(layout.count(i), 0, "seed {seed} first {first:?}");
            assert_eq!(mines_of(&layout).len(), spec.mines() as usize);
        }
    }
}

#[test]
fn on_a_crowded_board_the_first_click_is_still_safe() {
    // 3x3 with 8 mines: the neighbours cannot be kept clear, only the clicked cell.
    let spec = BoardSpec::new(3, 3, 8).expect("spec");
    for seed in 0..50 {
        let layout = Layout::generate(spec, Coord::new(1, 1), seed).expect("on board");
        assert!(!layout.is_mine(4));
        assert_eq!(layout.count(4), 8);
    }
    // 4x4 with 10 mines: 7 cells outside the 3x3 block around (1,1) cannot hold 10.
    let spec = BoardSpec::new(4, 4, 10).expect("spec");
    let layout = Layout::generate(spec, Coord::new(1, 1), 3).expect("on board");
    assert!(!layout.is_mine(5));
    assert_eq!(mines_of(&layout).len(), 10);
}

#[test]
fn the_first_click_must_be_on_the_board() {
    let err = Layout::generate(BoardSpec::BEGINNER, Coord::new(9, 0), 1).unwrap_err();
    assert_eq!(err.to_string(), "cell (9, 0) is off the 9x9 board");
}

#[test]
fn a_seed_reproduces_its_board_and_another_seed_does_not() {
    let spec = BoardSpec::new(200, 100, 3000).expect("spec");
    let first = Coord::new(50, 100);
    let a = Layout::generate(spec, first, 2026).expect("board");
    let b = Layout::generate(spec, first, 2026).expect("board");
    let c = Layout::generate(spec, first, 2027).expect("board");
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(mines_of(&a).len(), 3000);
}

/// Every allowed placement is equally likely. On a 4x4 board with 3 mines and the first click
/// in a corner, the 4-cell block is kept clear and the mines fall among the other 12 cells:
/// C(12,3) = 220 layouts. 22,000 boards give 100 of each on average; Pearson's chi-square
/// with 219 degrees of freedom exceeds 300 with probability below 0.0003 for a fair sampler,
/// while a sampler that favoured some cells by even 10% would blow far past it.
#[test]
fn placements_are_uniform_over_the_allowed_cells() {
    let spec = BoardSpec::new(4, 4, 3).expect("spec");
    let trials = 22_000u64;
    let mut seen: HashMap<Vec<usize>, u64> = HashMap::new();
    for seed in 0..trials {
        let layout = Layout::generate(spec, Coord::new(0, 0), seed).expect("board");
        let mines = mines_of(&layout);
        assert!(mines.iter().all(|i| ![0, 1, 4, 5].contains(i)), "the first-click block stays clear");
        *seen.entry(mines).or_default() += 1;
    }
    assert_eq!(seen.len(), 220, "every layout occurs");
    let expected = trials as f64 / 220.0;
    let chi2: f64 = seen.values().map(|&o| (o as f64 - expected).powi(2) / expected).sum();
    assert!(chi2 < 300.0, "chi-square {chi2:.1} with 219 degrees of freedom");
}
