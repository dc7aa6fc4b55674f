//! Scrambles drawn uniformly from the solvable arrangements.
//!
//! A random walk from the solved state is measurably biased (it favours positions near the
//! goal and, for short walks, the blank's starting corner), so instead: a uniform permutation
//! from the seed; if it is unsolvable, swap the first two tiles that are not the blank. That
//! swap keeps the blank where it is and flips solvability, so it pairs every unsolvable
//! arrangement with exactly one solvable one: each solvable arrangement ends up twice as
//! likely as any permutation, i.e. uniform. A solved result is drawn again.

use super::board::{Board, Shape, Tile};
use crate::rng::{Seed, SeededRng};

pub fn scramble(shape: Shape, seed: Seed) -> Board {
    let mut rng = SeededRng::new(seed);
    let n = shape.cells();
    loop {
        let mut tiles: Vec<Tile> = (0..n).map(|t| t as Tile).collect();
        for i in (1..n).rev() {
            tiles.swap(i, rng.index(i + 1));
        }
        let mut board = Board::new(shape, tiles).unwrap_or_else(|_| Board::solved(shape));
        if !board.is_solvable() {
            board = swap_first_two_tiles(board);
        }
        if !board.is_solved() {
            return board;
        }
    }
}

fn swap_first_two_tiles(board: Board) -> Board {
    let shape = board.shape();
    let blank = board.blank();
    let mut tiles = board.tiles().to_vec();
    let (a, b) = if blank >= 2 { (0, 1) } else if blank == 1 { (0, 2) } else { (1, 2) };
    tiles.swap(a, b);
    Board::new(shape, tiles).unwrap_or_else(|_| Board::solved(shape))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every 3x3 permutation, pushed through the repair, lands on a solvable arrangement, and
    /// every solvable arrangement is reached from exactly two permutations (itself and its
    /// unsolvable partner): so a uniform permutation gives a uniform solvable scramble.
    #[test]
    fn the_parity_repair_maps_two_permutations_onto_each_solvable_one() {
        let shape = Shape::new(3, 3).expect("3x3");
        let mut hits = std::collections::HashMap::new();
        let mut tiles: Vec<Tile> = (0..9).collect();
        permute(&mut tiles, 0, &mut |t| {
            let mut b = Board::new(shape, t.to_vec()).expect("permutation");
            if !b.is_solvable() {
                b = swap_first_two_tiles(b);
            }
            assert!(b.is_solvable());
            *hits.entry(b.tiles().to_vec()).or_insert(0u32) += 1;
        });
        assert_eq!(hits.len(), 362_880 / 2);
        assert!(hits.values().all(|&n| n == 2));
    }

    fn permute(t: &mut Vec<Tile>, k: usize, visit: &mut impl FnMut(&[Tile])) {
        if k == t.len() {
            return visit(t);
        }
        for i in k..t.len() {
            t.swap(k, i);
            permute(t, k + 1, visit);
            t.swap(k, i);
        }
    }
}
