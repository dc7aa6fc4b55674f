use super::*;
use crate::fifteen::solver::manhattan;
use crate::rng::SeededRng;

fn shape(w: i64, h: i64) -> Shape {
    Shape::new(w, h).expect("a shape")
}

#[test]
fn the_groups_cover_each_tile_once_along_the_long_side() {
    assert_eq!(groups(shape(3, 5)), vec![vec![1, 2, 3, 4, 5, 6], vec![7, 8, 9, 10, 11, 12], vec![13, 14]]);
    assert_eq!(groups(shape(5, 3)), vec![vec![1, 6, 11, 2, 7, 12], vec![3, 8, 13, 4, 9, 14], vec![5, 10]]);
    for (w, h) in [(2, 7), (7, 2), (3, 5), (5, 3), (2, 8), (8, 2)] {
        let s = shape(w, h);
        assert!(serves(s), "{w}x{h}");
        let mut all: Vec<u8> = groups(s).concat();
        assert!(groups(s).iter().all(|g| g.len() <= GROUP));
        all.sort_unstable();
        assert_eq!(all, (1..(w * h) as u8).collect::<Vec<u8>>(), "{w}x{h}");
    }
    for (w, h) in [(4, 4), (3, 4), (2, 6), (3, 6), (5, 5)] {
        assert!(!serves(shape(w, h)), "{w}x{h}");
    }
}

/// A board `moves` random blank steps from the goal (never straight back).
fn walked(s: Shape, moves: usize, rng: &mut SeededRng) -> Board {
    let (w, n) = (s.width() as usize, s.cells());
    let mut tiles: Vec<crate::fifteen::Tile> = (1..n as crate::fifteen::Tile).chain([0]).collect();
    let (mut blank, mut prev) = (n - 1, usize::MAX);
    let grid = Grid::new(w, n / w);
    for _ in 0..moves {
        let next: Vec<usize> = grid.neighbours(blank).filter(|&c| c != prev).collect();
        let to = next[rng.below(next.len() as u64) as usize];
        tiles.swap(blank, to);
        (prev, blank) = (blank, to);
    }
    Board::new(s, tiles).expect("a board")
}

/// On every shape the tables serve, the search finds solutions exactly as short as the
/// table-free search's (an optimal one, slower), which solve the board.
#[test]
fn solutions_are_as_short_as_the_table_free_searchs_and_solve() {
    let mut rng = SeededRng::new(52);
    // A tall and a wide board of each kind: rows of three, of two (the longest), columns.
    for (w, h) in [(3, 5), (5, 3), (2, 8), (7, 2)] {
        let s = shape(w, h);
        let tables = build_now(s);
        for k in 0..6 {
            let board = walked(s, 20 + 6 * k, &mut rng);
            let (moves, _) = solve(&tables, &board, u64::MAX).expect("solved");
            let (reference, _) = manhattan::solve(&board, u64::MAX).expect("solved");
            assert_eq!(moves.len(), reference.len(), "{w}x{h}: {}", board.state_string());
            let mut played = board.clone();
            assert!(moves.iter().all(|&d| played.slide(d)), "{w}x{h}: every move legal");
            assert!(played.is_solved(), "{w}x{h}: {}", board.state_string());
        }
    }
}

#[test]
fn a_solved_board_needs_no_move() {
    let s = shape(3, 5);
    let goal = walked(s, 0, &mut SeededRng::new(1));
    assert_eq!(solve(&build_now(s), &goal, u64::MAX).map(|(m, _)| m.len()), Some(0));
    assert!(for_shape(s).is_some(), "built once, kept for the run");
}
