use super::*;
use crate::fifteen::solver::manhattan;
use crate::rng::SeededRng;
use super::super::pdb::PatternDb;

fn shape(w: i64, h: i64) -> Shape {
    Shape::new(w, h).expect("a shape")
}

/// A shape's first partition: its tiles in reading order along the long side, cut into
/// groups of `GROUP` from the first.
fn groups(shape: Shape) -> Vec<Vec<u8>> {
    cut(shape, 0)
}

#[test]
fn the_groups_cover_each_tile_once_along_the_long_side() {
    assert_eq!(groups(shape(3, 5)), vec![vec![1, 2, 3, 4, 5, 6], vec![7, 8, 9, 10, 11, 12], vec![13, 14]]);
    assert_eq!(groups(shape(5, 3)), vec![vec![1, 6, 11, 2, 7, 12], vec![3, 8, 13, 4, 9, 14], vec![5, 10]]);
    for (w, h) in [(2, 5), (5, 2), (3, 4), (4, 3), (2, 6), (6, 2), (2, 7), (7, 2), (3, 5), (5, 3), (2, 8), (8, 2)] {
        let s = shape(w, h);
        assert!(serves(s), "{w}x{h}");
        let mut all: Vec<u8> = groups(s).concat();
        assert!(groups(s).iter().all(|g| g.len() <= GROUP));
        all.sort_unstable();
        assert_eq!(all, (1..(w * h) as u8).collect::<Vec<u8>>(), "{w}x{h}");
    }
    for (w, h) in [(4, 4), (3, 3), (2, 4), (3, 6), (2, 9), (5, 5)] {
        assert!(!serves(shape(w, h)), "{w}x{h}");
    }
}

#[test]
fn two_lane_boards_of_sixteen_cells_have_a_partition_cut_at_each_line_of_a_group() {
    // 2x8: rows of two; the cuts fall after 0, 1 and 2 rows.
    let cut: Vec<Vec<usize>> = partitions(shape(2, 8)).iter().map(|p| p.iter().map(Vec::len).collect()).collect();
    assert_eq!(cut, vec![vec![6, 6, 3], vec![2, 6, 6, 1], vec![4, 6, 5]]);
    assert_eq!(partitions(shape(2, 8))[1][0], vec![1, 2]);
    // 8x2: columns of two, read down each column.
    assert_eq!(partitions(shape(8, 2))[1][0], vec![1, 9]);
    for (w, h) in [(2, 8), (8, 2), (3, 5), (5, 3), (2, 7), (7, 2), (2, 6), (4, 3), (5, 2)] {
        let all = partitions(shape(w, h));
        assert_eq!(all.len(), if w * h == 16 { 3 } else { 1 }, "{w}x{h}");
        assert_eq!(all[0], groups(shape(w, h)), "{w}x{h}: the first is the one partition");
        assert!(all.len() <= MOST_PARTITIONS);
        for partition in all {
            assert!(partition.iter().all(|g| (1..=GROUP).contains(&g.len())), "{w}x{h}");
            let mut tiles = partition.concat();
            tiles.sort_unstable();
            assert_eq!(tiles, (1..(w * h) as u8).collect::<Vec<u8>>(), "{w}x{h}: each tile once");
        }
    }
}

/// The largest of the partitions' sums prunes: the same board, solved as short, takes fewer
/// nodes with all three of 2x8's partitions than with the first alone, and the tables are
/// each partition's, in its order.
#[test]
fn more_partitions_solve_as_short_in_fewer_nodes() {
    let s = shape(2, 8);
    let all = build_now(s);
    let first = Tables { grid: all.grid, partitions: vec![all.partitions[0].clone()] };
    for (built, partition) in all.partitions.iter().zip(partitions(s)) {
        assert_eq!(built.0, partition);
        assert_eq!(built.1.iter().map(PatternDb::size).collect::<Vec<_>>(), partition.iter().map(|g| 1usize << (4 * g.len() - 1)).collect::<Vec<_>>());
    }
    let mut rng = SeededRng::new(8);
    let (mut fewer, mut more) = (0u64, 0u64);
    for _ in 0..4 {
        let board = walked(s, 60, &mut rng);
        let (a, with_all) = solve(&all, &board, u64::MAX).expect("solved");
        let (b, with_first) = solve(&first, &board, u64::MAX).expect("solved");
        assert_eq!(a.len(), b.len(), "{}", board.state_string());
        (fewer, more) = (fewer + with_all, more + with_first);
    }
    assert!(fewer * 2 < more, "{fewer} nodes with three partitions, {more} with one");
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
    for (w, h) in [(3, 5), (5, 3), (2, 8), (7, 2), (2, 6), (4, 3), (5, 2)] {
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
