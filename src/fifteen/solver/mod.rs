//! Optimal solutions. On 4x4, IDA* with additive 6-6-3 and 5-5-5 pattern databases and
//! their reflections (`pdb`, `ida`): the tables take a few seconds to build and are built once, by
//! the caller (the app in the background, caching them with a checksum; the CLI at start).
//! Boards of at most 9 cells use IDA* with the Manhattan distance and linear conflicts
//! (`manhattan`), which needs no table. In the multi-tile metric (a segment slid is one move),
//! IDA* with walking distance rebuilt for that metric (`multi`), on boards up to 4x4. The
//! single-tile searches never follow a move sequence that an earlier twin makes needless
//! (`transpositions`). The other boards of 10 to 16 cells (2x5, 3x4, 2x6, 2x7, 3x5, 2x8 and
//! their turns): IDA* with additive partitions of tables built for the shape (`shaped`, built
//! in seconds, once per run). Larger boards: `best` answers optimally where a search is quick
//! (two cells wide or high, within a budget) and otherwise by reduction (`fast`), labelled so.

mod fast;
mod ida;
mod manhattan;
mod multi;
mod pdb;
pub mod shaped;
pub mod transpositions;

pub use ida::{Tables, GROUPS, GROUPS_555};

use super::board::{Board, Direction, Shape};
use thiserror::Error;

/// An optimal solution: the directions the tiles move, and the search nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    pub moves: Vec<Direction>,
    pub nodes: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    #[error("this arrangement cannot reach the goal (the tiles' parity is wrong)")]
    Unsolvable,
    #[error("optimal solutions are for boards of at most 16 cells (3x3, 3x4, 3x5, 2x8, 4x4 ...); this one is {}x{}", .0.width(), .0.height())]
    TooLarge(Shape),
    #[error("4x4 needs the pattern databases, which are not built yet")]
    NoTables,
    #[error("the search gave up after {0} nodes")]
    GaveUp(u64),
}

/// The direction the tile moves when the blank steps from `blank` to its neighbour `to` on a
/// board `width` wide.
fn step(blank: usize, to: usize, width: usize) -> Direction {
    // The tile moves against the blank's step (up, down, left, right).
    [Direction::Down, Direction::Up, Direction::Right, Direction::Left][usize::from(transpositions::step_between(blank, to, width))]
}

/// The directions the tiles move as the blank walks from `start` through `cells`.
fn walk(start: usize, cells: impl IntoIterator<Item = usize>, width: usize) -> Vec<Direction> {
    let mut blank = start;
    cells
        .into_iter()
        .map(|to| {
            let d = step(blank, to, width);
            blank = to;
            d
        })
        .collect()
}

/// What a depth-first pass answers when it reaches the goal (else the smallest f past its
/// bound, or `u32::MAX` when its node budget ran out).
const FOUND: u32 = u32::MAX - 1;

/// IDA*'s outer loop: a pass to `bound` (from the root's lower bound), then to the smallest f
/// past it, until a pass finds the goal (true) or runs out of budget (false).
fn deepen(mut bound: u32, mut pass: impl FnMut(u32) -> u32) -> bool {
    loop {
        match pass(bound) {
            FOUND => return true,
            u32::MAX => return false,
            next => bound = next,
        }
    }
}

/// Whether `optimal` can answer for `board`: solvable, and at most 16 cells.
pub fn check(board: &Board) -> Result<(), SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    if board.shape().cells() > 16 {
        return Err(SolveError::TooLarge(board.shape()));
    }
    Ok(())
}

/// Nodes the small-board search may expand (a hard 3x4 takes a few million).
const SMALL_BUDGET: u64 = 2_000_000_000;

/// An optimal solution of `board`. 4x4 needs the tables (see `Tables::build`).
pub fn optimal(board: &Board, tables: Option<&Tables>) -> Result<Solution, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    let shape = board.shape();
    if shape == Shape::FOUR {
        let tables = tables.ok_or(SolveError::NoTables)?;
        let tiles: [u8; 16] = std::array::from_fn(|i| board.tiles()[i] as u8);
        let found = ida::solve(tables, tiles, u64::MAX).ok_or(SolveError::GaveUp(u64::MAX))?;
        return Ok(Solution { moves: found.moves, nodes: found.nodes });
    }
    if shaped::serves(shape) {
        let (moves, nodes) = shaped::solve(&shaped::build_now(shape), board, u64::MAX).ok_or(SolveError::GaveUp(u64::MAX))?;
        return Ok(Solution { moves, nodes });
    }
    optimal_without_tables(board, SMALL_BUDGET)
}

/// The first move of a path that left every optimal path: its index among the path's moves
/// (from 0), and the optimal distance before it and after it (two more, by parity).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Deviation {
    pub index: usize,
    pub before: u32,
    pub after: u32,
}

/// A player's path against the optimum: an optimal solution of the start, and where the path
/// first left every optimal path (none when each of its moves was on one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathAnalysis {
    pub optimal: Vec<Direction>,
    pub first_off: Option<Deviation>,
}

/// Follows `moves` from `start`: a move is on an optimal path when it brings the optimal
/// distance down by one. The known optimal solution is followed for as long as the player's
/// moves agree with it, so only a move that leaves it costs a new search.
pub fn analyse_path(start: &Board, moves: &[Direction], tables: Option<&Tables>) -> Result<PathAnalysis, SolveError> {
    let first = optimal(start, tables)?.moves;
    let mut ahead: Vec<Direction> = first.clone();
    let mut board = start.clone();
    for (index, &dir) in moves.iter().enumerate() {
        let before = ahead.len() as u32;
        if before == 0 || !board.slide(dir) {
            break;
        }
        if ahead[0] == dir {
            ahead.remove(0);
            continue;
        }
        ahead = optimal(&board, tables)?.moves;
        let after = ahead.len() as u32;
        if after != before - 1 {
            return Ok(PathAnalysis { optimal: first, first_off: Some(Deviation { index, before, after }) });
        }
    }
    Ok(PathAnalysis { optimal: first, first_off: None })
}

/// An optimal solution in the multi-tile metric: each move a direction and how many tiles it
/// slides (one move, whatever the count).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MultiSolution {
    pub moves: Vec<(Direction, u8)>,
    pub nodes: u64,
}

/// Nodes the multi-tile search may expand before it gives up.
const MULTI_BUDGET: u64 = 50_000_000_000;

/// An optimal multi-tile solution of a board of at most 4x4 (no tables to build).
pub fn optimal_multi(board: &Board) -> Result<MultiSolution, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    let shape = board.shape();
    if shape.width() > 4 || shape.height() > 4 {
        return Err(SolveError::TooLarge(shape));
    }
    multi::solve(board, MULTI_BUDGET).map(|(moves, nodes)| MultiSolution { moves, nodes }).ok_or(SolveError::GaveUp(MULTI_BUDGET))
}

/// The best answer there is for a board, found quickly: its moves, whether they are optimal,
/// and the search nodes it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub moves: Vec<Direction>,
    pub optimal: bool,
    pub nodes: u64,
}

/// Whether every board of `shape` gets an optimal answer (`optimal`) in at most a few
/// seconds: 4x4 (with the tables), every shape of at most 9 cells, and the other shapes of
/// 10 to 16 cells with theirs (`shaped`; 2x8's hardest take a second or two).
pub fn always_optimal(shape: Shape) -> bool {
    optimal_at_once(shape) || shaped::serves(shape)
}

/// Whether `best` answers `shape` by `optimal` itself: 4x4 and the shapes of at most 12
/// cells, where no board takes long (those of 10 to 12 with their tables, `shaped`, which
/// build in well under a second, so `best` waits for them).
fn optimal_at_once(shape: Shape) -> bool {
    shape == Shape::FOUR || shape.cells() <= 12
}

/// The work (nodes times cells, as each node's estimate reads every cell) the search of a
/// larger board (13 to 16 cells before their tables are built, or two cells wide or high) may
/// do before the reduction answers instead: about 60 ms here, so that the answer comes within
/// a tenth of a second.
/// Far from the goal it rarely suffices; near it (a hint late in a solve) it does.
const QUICK_WORK: u64 = 2_000_000;

/// Nodes the pattern-database search of a board of 13 to 16 cells (`shaped`) may expand for
/// `best` before the quicker answers are tried: two seconds at most here (15 to 30 million
/// nodes a second). Most boards need far fewer (3x5: 200,000 on average); of 100 random 2x8,
/// the hardest shape, all are answered within it, 97 within a third of it, the hardest after
/// 25 million nodes (1.5 s).
const SHAPED_BUDGET: u64 = 30_000_000;

/// Builds now, and keeps for the run, the tables `best` reads for `shape` (a board of 10 to 16
/// cells other than 4x4, `shaped`), or for its reduction's last region (`reduced`), which it
/// otherwise builds on its first ask (in the background from 13 cells, and for a region);
/// the tables' shape and size in bytes, none for a shape without such tables; and the
/// searches' automaton (`transpositions`). The CLI calls it before it solves, so that its
/// answers do not depend on how soon the tables are built, nor its times on the build.
pub fn prepare(shape: Shape) -> Option<(Shape, usize)> {
    let region = || fast::reduce(&Board::solved(shape), small_region).map(|(_, region)| region.shape());
    let served = if shaped::serves(shape) { Some(shape) } else { region().filter(|&r| shaped::serves(r)) }?;
    let size = shaped::build_now(served).size();
    transpositions::Automaton::shared();
    Some((served, size))
}

/// Optimal on 4x4 (with `tables`) and on boards of at most 12 cells (from 10 cells with their
/// tables, built at once); on the other boards of 13 to 16 cells once their tables are built
/// (`shaped`) within a budget; within a budget, on boards two cells wide or high; otherwise
/// the reduction of `quick`, labelled not optimal.
pub fn best(board: &Board, tables: Option<&Tables>) -> Result<Answer, SolveError> {
    let shape = board.shape();
    if optimal_at_once(shape) {
        let found = optimal(board, tables)?;
        return Ok(Answer { moves: found.moves, optimal: true, nodes: found.nodes });
    }
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    if board.is_solved() {
        return Ok(Answer { moves: Vec::new(), optimal: true, nodes: 0 });
    }
    if let Some(tables) = shaped::serves(shape).then(|| shaped::for_shape(shape)).flatten() {
        if let Some((moves, nodes)) = shaped::solve(&tables, board, SHAPED_BUDGET) {
            return Ok(Answer { moves, optimal: true, nodes });
        }
    }
    if shape.cells() <= 16 || shape.width() == 2 || shape.height() == 2 {
        if let Some((moves, nodes)) = manhattan::solve(board, QUICK_WORK / shape.cells() as u64) {
            return Ok(Answer { moves, optimal: true, nodes });
        }
    }
    Ok(Answer { moves: reduced(board), optimal: false, nodes: 0 })
}

/// Nodes the search of the reduction's last region may expand: a few milliseconds (200
/// random 2x6 took 150,000 all told).
const REGION_BUDGET: u64 = 1_000_000;

/// Whether the reduction stops at a region `w` by `h`: one of at most 12 cells with tables.
fn small_region(w: usize, h: usize) -> bool {
    w * h <= 12 && Shape::new(w as i64, h as i64).is_ok_and(shaped::serves)
}

/// The reduction's answer (`fast`), with its last region of at most 12 cells (4x3 on a square
/// board, 2x6 on a 2xN) solved optimally once that shape's tables are built (`shaped`, in
/// the background on the first ask, under a second): the lines the reduction solves first
/// stay solved, the rest takes the fewest moves there are. Until then, or if the search
/// runs out, the reduction goes on there.
fn reduced(board: &Board) -> Vec<Direction> {
    let Some((mut moves, region)) = fast::reduce(board, small_region) else { return fast::solve(board) };
    let tables = shaped::serves(region.shape()).then(|| shaped::for_shape(region.shape())).flatten();
    let rest = tables.and_then(|tables| shaped::solve(&tables, &region, REGION_BUDGET)).map_or_else(|| fast::solve(&region), |(rest, _)| rest);
    moves.extend(rest);
    moves
}

/// A solution of any solvable board, fast but not optimal (see `fast`): for hints and
/// demonstrations on boards too large for `optimal`.
pub fn quick(board: &Board) -> Result<Vec<Direction>, SolveError> {
    if !board.is_solvable() {
        return Err(SolveError::Unsolvable);
    }
    Ok(fast::solve(board))
}

/// An optimal solution without tables, from the Manhattan search alone, within `max_nodes`:
/// any shape of at most 16 cells; on 4x4 only for short distances (a check in tests).
pub fn optimal_without_tables(board: &Board, max_nodes: u64) -> Result<Solution, SolveError> {
    check(board)?;
    manhattan::solve(board, max_nodes).map(|(moves, nodes)| Solution { moves, nodes }).ok_or(SolveError::GaveUp(max_nodes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fifteen::scramble;

    /// Far from the goal, `best` plays the reduction's moves and then, with the last region's
    /// tables built (`prepare`), that region's optimum: as many moves as an optimal solution
    /// of the region, and fewer than the reduction alone on every shape.
    #[test]
    fn beyond_the_search_the_reductions_last_region_is_solved_optimally() {
        for (size, region) in [("5x5", "4x3"), ("2x12", "2x6"), ("9x2", "6x2"), ("3x9", "3x4")] {
            let shape: Shape = size.parse().expect("shape");
            assert_eq!(prepare(shape).map(|(tables, _)| tables), region.parse().ok(), "{size}");
            let (mut ours, mut plain) = (0, 0);
            for seed in 0..4 {
                let board = scramble(shape, seed);
                let answer = best(&board, None).expect("solvable");
                assert!(!answer.optimal, "{size} seed {seed}");
                let (reduction, rest) = fast::reduce(&board, small_region).expect("a region");
                assert_eq!(answer.moves[..reduction.len()], reduction[..], "{size} seed {seed}");
                let tail = &answer.moves[reduction.len()..];
                assert_eq!(tail.len(), optimal(&rest, None).expect("solvable").moves.len(), "{size} seed {seed}");
                let mut played = board.clone();
                assert!(answer.moves.iter().all(|&d| played.slide(d)) && played.is_solved(), "{size} seed {seed}");
                (ours, plain) = (ours + answer.moves.len(), plain + fast::solve(&board).len());
            }
            assert!(ours < plain, "{size}: {ours} moves against the reduction's {plain}");
        }
    }
}
