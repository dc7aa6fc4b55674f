//! The optimal solver: its solutions solve their scrambles, and their lengths are the optimum,
//! checked against Korf's published lengths, a breadth-first search of the whole 3x3 puzzle,
//! and the table-free Manhattan search on short 4x4 scrambles.

use rand::{Rng, SeedableRng};
use std::collections::HashMap;
use std::sync::OnceLock;
use tessera::fifteen::solver::{optimal, optimal_multi, optimal_without_tables, SolveError, Tables};
use tessera::fifteen::text::parse_square;
use tessera::fifteen::{scramble, Board, Direction, Shape, Tile};

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(Tables::build)
}

/// Applies `moves` to `board`, every one of them legal.
fn apply(board: &Board, moves: &[Direction]) -> Board {
    let mut b = board.clone();
    for (k, &d) in moves.iter().enumerate() {
        assert!(b.slide(d), "move {k} ({d:?}) is not legal");
    }
    b
}

/// Korf's instances (tiles, then the optimal length), in our goal convention.
fn korf() -> Vec<(Board, usize)> {
    include_str!("data/korf100.txt")
        .lines()
        .map(|line| {
            let numbers: Vec<&str> = line.split_whitespace().collect();
            let board = parse_square(&numbers[..16].join(" ")).expect("a 4x4 board");
            (board, numbers[16].parse().expect("a length"))
        })
        .collect()
}

/// The 25 instances that need the fewest nodes (lines of korf100.txt, 1-based), lengths 41
/// to 57: the suite stays fast; the whole set is the benchmark's (`cargo bench --bench
/// fifteen_solver`) and the CLI's.
const QUICK: [usize; 25] = [55, 47, 12, 30, 19, 42, 9, 46, 79, 71, 97, 94, 31, 48, 86, 58, 2, 93, 85, 61, 73, 28, 38, 74, 13];

#[test]
fn korf_instances_are_solved_in_their_published_optimal_length() {
    let all = korf();
    for line in QUICK {
        let (board, length) = &all[line - 1];
        let solution = optimal(board, Some(tables())).expect("solvable");
        assert_eq!(solution.moves.len(), *length, "instance {line}");
        assert!(apply(board, &solution.moves).is_solved(), "instance {line}");
    }
}

/// Every 3x3 arrangement's distance, by breadth-first search from the goal.
fn three_by_three_distances() -> HashMap<Vec<Tile>, usize> {
    let goal = Board::solved(Shape::new(3, 3).expect("3x3"));
    let mut dist = HashMap::from([(goal.tiles().to_vec(), 0)]);
    let mut level = vec![goal];
    let mut d = 0;
    while !level.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for b in &level {
            for dir in Direction::ALL {
                let mut n = b.clone();
                if n.slide(dir) && !dist.contains_key(n.tiles()) {
                    dist.insert(n.tiles().to_vec(), d);
                    next.push(n);
                }
            }
        }
        level = next;
    }
    dist
}

#[test]
fn three_by_three_solutions_match_breadth_first_search() {
    let dist = three_by_three_distances();
    assert_eq!(dist.len(), 181_440, "half of 9! arrangements are solvable");
    let shape = Shape::new(3, 3).expect("3x3");
    for seed in 0..300 {
        let board = scramble(shape, seed);
        let solution = optimal(&board, None).expect("3x3 needs no tables");
        assert_eq!(solution.moves.len(), dist[board.tiles()], "seed {seed}");
        assert!(apply(&board, &solution.moves).is_solved());
    }
}

#[test]
fn short_four_by_four_scrambles_agree_with_the_table_free_search() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(15);
    for _ in 0..60 {
        let mut board = Board::solved(Shape::FOUR);
        for _ in 0..rng.random_range(10..40) {
            let dir = Direction::ALL[rng.random_range(0..4)];
            board.slide(dir);
        }
        let with = optimal(&board, Some(tables())).expect("solvable");
        let without = optimal_without_tables(&board, 50_000_000).expect("short enough");
        assert_eq!(with.moves.len(), without.moves.len(), "{board:?}");
        assert!(apply(&board, &with.moves).is_solved());
    }
}

/// The distance from `board` to the goal by breadth-first search (for short distances).
fn bfs_distance(board: &Board) -> usize {
    let mut seen = std::collections::HashSet::from([board.tiles().to_vec()]);
    let mut level = vec![board.clone()];
    for d in 0.. {
        if level.iter().any(Board::is_solved) {
            return d;
        }
        let mut next = Vec::new();
        for b in &level {
            for dir in Direction::ALL {
                let mut n = b.clone();
                if n.slide(dir) && seen.insert(n.tiles().to_vec()) {
                    next.push(n);
                }
            }
        }
        level = next;
    }
    unreachable!()
}

#[test]
fn rectangles_are_solved_optimally_without_tables() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(34);
    for (w, h) in [(3, 4), (4, 3)] {
        let shape = Shape::new(w, h).expect("shape");
        for seed in 0..4 {
            let board = scramble(shape, seed);
            let solution = optimal(&board, None).expect("solvable");
            assert!(apply(&board, &solution.moves).is_solved(), "{w}x{h} seed {seed}");
        }
        for _ in 0..20 {
            let mut board = Board::solved(shape);
            for _ in 0..rng.random_range(8..22) {
                board.slide(Direction::ALL[rng.random_range(0..4)]);
            }
            let solution = optimal(&board, None).expect("solvable");
            assert_eq!(solution.moves.len(), bfs_distance(&board), "{board:?}");
        }
    }
}

#[test]
fn the_goal_needs_no_move_and_bad_boards_are_refused() {
    let goal = Board::solved(Shape::FOUR);
    assert_eq!(optimal(&goal, Some(tables())).expect("solved").moves, vec![]);
    let swapped = parse_square("2 1 3 4 5 6 7 8 9 10 11 12 13 14 15 0").expect("a board");
    assert_eq!(optimal(&swapped, Some(tables())), Err(SolveError::Unsolvable));
    let board = scramble(Shape::FOUR, 3);
    assert_eq!(optimal(&board, None), Err(SolveError::NoTables));
    let big = scramble(Shape::new(5, 5).expect("5x5"), 1);
    assert_eq!(optimal(&big, None), Err(SolveError::TooLarge(big.shape())));
}

#[test]
fn tables_survive_a_round_trip_through_bytes_and_refuse_damage() {
    let parts = tables().to_parts();
    assert_eq!(Tables::from_parts(&parts).as_ref(), Some(tables()));
    let mut damaged = parts.clone();
    let middle = damaged[1].len() / 2;
    damaged[1][middle] ^= 0x10;
    assert_eq!(Tables::from_parts(&damaged), None);
    // A cache from before the second partition (its three groups alone) is rebuilt.
    assert_eq!(Tables::from_parts(&parts[..3]), None);
    // The search's automaton is kept with the tables, and checked as they are.
    assert_eq!(parts.len(), 7);
    let mut damaged = parts.clone();
    damaged[6][20] ^= 0x01;
    assert_eq!(Tables::from_parts(&damaged), None);
    // A cache from before it was kept (the six groups alone) is taken: the automaton is built.
    assert_eq!(Tables::from_parts(&parts[..6]).as_ref(), Some(tables()));
}

#[test]
fn the_quick_solver_solves_every_size() {
    use tessera::fifteen::solver::quick;
    for (w, h) in [(2, 2), (3, 3), (4, 4), (5, 5), (3, 7), (7, 3), (4, 5), (10, 10), (10, 3), (3, 10), (2, 20), (20, 20)] {
        let shape = Shape::new(w, h).expect("shape");
        for seed in 0..3 {
            let board = scramble(shape, seed);
            let moves = quick(&board).expect("solvable");
            assert!(apply(&board, &moves).is_solved(), "{w}x{h} seed {seed}");
        }
    }
    assert_eq!(quick(&Board::solved(Shape::FOUR)).expect("solved"), vec![]);
    let swapped = parse_square("2 1 3 4 5 6 7 8 0").expect("a board");
    assert_eq!(quick(&swapped), Err(SolveError::Unsolvable));
}

/// `best`: optimal (and so labelled) where its search is quick, the reduction's otherwise.
#[test]
fn the_best_answer_is_optimal_near_the_goal_on_narrow_boards_and_labelled_elsewhere() {
    use tessera::fifteen::solver::best;
    let mut rng = rand::rngs::StdRng::seed_from_u64(52);
    for (w, h) in [(2, 10), (10, 2), (3, 5), (2, 20)] {
        let shape = Shape::new(w, h).expect("shape");
        for _ in 0..4 {
            let mut board = Board::solved(shape);
            for _ in 0..rng.random_range(6..14) {
                board.slide(Direction::ALL[rng.random_range(0..4)]);
            }
            let answer = best(&board, None).expect("solvable");
            assert!(answer.optimal, "{w}x{h}: a few moves from the goal is searched out");
            assert_eq!(answer.moves.len(), bfs_distance(&board), "{board:?}");
        }
    }
    // Far from the goal on 5x5 and 20x20: the reduction, labelled, and still a solution.
    for (w, h) in [(5, 5), (20, 20)] {
        let board = scramble(Shape::new(w, h).expect("shape"), 8);
        let answer = best(&board, None).expect("solvable");
        assert!(!answer.optimal);
        assert!(apply(&board, &answer.moves).is_solved());
    }
    let small = scramble(Shape::new(3, 3).expect("3x3"), 8);
    assert!(best(&small, None).expect("solvable").optimal);
    // Already solved, on any size: no move, and that is optimal.
    let home = best(&Board::solved(Shape::new(20, 20).expect("20x20")), None).expect("solved");
    assert_eq!((home.moves.len(), home.optimal), (0, true));
}

#[test]
fn the_first_move_off_every_optimal_path_is_found() {
    use tessera::fifteen::solver::analyse_path;
    let dist = three_by_three_distances();
    let shape = Shape::new(3, 3).expect("3x3");
    let mut rng = rand::rngs::StdRng::seed_from_u64(9);
    let mut deviations = 0;
    for seed in 0..150 {
        let start = scramble(shape, seed);
        // Part of an optimal solution, then random legal moves.
        let best = optimal(&start, None).expect("solvable").moves;
        let mut path: Vec<Direction> = best[..rng.random_range(0..=best.len())].to_vec();
        let mut board = apply(&start, &path);
        for _ in 0..rng.random_range(0..6) {
            let dir = Direction::ALL[rng.random_range(0..4)];
            if board.slide(dir) {
                path.push(dir);
            }
        }
        // By the full table: the first move that does not bring the distance down by one.
        let mut at = start.clone();
        let mut expected = None;
        for (index, &dir) in path.iter().enumerate() {
            let before = dist[at.tiles()];
            if before == 0 {
                break;
            }
            at.slide(dir);
            let after = dist[at.tiles()];
            if after + 1 != before {
                expected = Some((index, before as u32, after as u32));
                break;
            }
        }
        let analysis = analyse_path(&start, &path, None).expect("solvable");
        assert_eq!(analysis.optimal.len(), dist[start.tiles()], "seed {seed}");
        assert_eq!(analysis.first_off.map(|d| (d.index, d.before, d.after)), expected, "seed {seed}: {path:?}");
        deviations += usize::from(expected.is_some());
    }
    assert!(deviations > 30 && deviations < 150, "{deviations} paths left the optimum");
}

/// Every arrangement's distance in the multi-tile metric (a segment slid is one move), by
/// breadth-first search from the goal.
fn multi_distances(shape: Shape) -> HashMap<Vec<Tile>, usize> {
    let goal = Board::solved(shape);
    let mut dist = HashMap::from([(goal.tiles().to_vec(), 0)]);
    let mut level = vec![goal];
    let mut d = 0;
    while !level.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for b in &level {
            for dir in Direction::ALL {
                let mut n = b.clone();
                while n.slide(dir) {
                    if !dist.contains_key(n.tiles()) {
                        dist.insert(n.tiles().to_vec(), d);
                        next.push(n.clone());
                    }
                }
            }
        }
        level = next;
    }
    dist
}

/// Applies multi-tile moves, each a legal slide of its count of tiles; the slides alternate
/// between rows and columns (two in a line would be one move).
fn apply_multi(board: &Board, moves: &[(Direction, u8)]) -> Board {
    let mut b = board.clone();
    for (k, &(d, count)) in moves.iter().enumerate() {
        assert!(count >= 1, "move {k} slides no tile");
        for _ in 0..count {
            assert!(b.slide(d), "move {k} ({d:?} x{count}) is not legal");
        }
        if k > 0 {
            let previous = moves[k - 1].0;
            assert!(previous != d && previous != d.opposite(), "moves {} and {k} are on one line", k - 1);
        }
    }
    b
}

#[test]
fn multi_tile_solutions_match_breadth_first_search_on_3x3() {
    let shape = Shape::new(3, 3).expect("3x3");
    let dist = multi_distances(shape);
    assert_eq!(dist.len(), 181_440);
    let mut positions: Vec<(&Vec<Tile>, &usize)> = dist.iter().collect();
    positions.sort();
    // Every 61st arrangement (about 3,000), the farthest included.
    let farthest = dist.values().copied().max().expect("some");
    let far = positions.iter().find(|(_, &d)| d == farthest).copied().expect("the farthest");
    for (tiles, &want) in positions.iter().copied().step_by(61).chain([far]) {
        let board = Board::new(shape, tiles.clone()).expect("a board");
        let solution = optimal_multi(&board).expect("solvable");
        assert_eq!(solution.moves.len(), want, "{}", board.state_string());
        assert!(apply_multi(&board, &solution.moves).is_solved(), "{}", board.state_string());
    }
}

#[test]
fn multi_tile_solutions_are_never_longer_than_single_tile_ones_on_4x4_and_3x4() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(12);
    for k in 0..30 {
        let shape = if k % 3 == 0 { Shape::new(3, 4).expect("3x4") } else { Shape::FOUR };
        let mut board = Board::solved(shape);
        for _ in 0..rng.random_range(10..40) {
            board.slide(Direction::ALL[rng.random_range(0..4)]);
        }
        let multi = optimal_multi(&board).expect("solvable");
        let single = optimal(&board, Some(tables())).expect("solvable").moves.len();
        assert!(multi.moves.len() <= single, "{}", board.state_string());
        let tiles: usize = multi.moves.iter().map(|&(_, k)| usize::from(k)).sum();
        assert!(tiles >= single, "the slides move at least the single-tile optimum's tiles");
        assert!(apply_multi(&board, &multi.moves).is_solved(), "{}", board.state_string());
    }
    let five = Board::solved(Shape::new(5, 5).expect("5x5"));
    assert!(matches!(optimal_multi(&five), Err(SolveError::TooLarge(_))));
}
