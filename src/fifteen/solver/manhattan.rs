//! An optimal solver for any shape, small boards first: IDA* guided by the Manhattan distance
//! plus linear conflicts (two tiles in their goal row or column, in the wrong order: one of
//! them must leave the line and come back, two more moves). Instant on 3x3, fine on 3x4 and
//! 4x3, and on 4x4 an independent check of the pattern-database solver for short distances.

use super::super::board::{Board, Direction, Tile};
use super::transpositions::{step_between, Automaton, DEAD};

/// Depth-first search to a bound, by the blank's cells.
struct Search {
    width: usize,
    height: usize,
    tiles: Vec<Tile>,
    blank: usize,
    path: Vec<usize>,
    nodes: u64,
    budget: u64,
    /// The move sequences a twin makes needless (`transpositions`).
    automaton: &'static Automaton,
}

use super::FOUND;

impl Search {
    fn goal(&self, tile: Tile) -> (usize, usize) {
        let g = usize::from(tile) - 1;
        (g / self.width, g % self.width)
    }

    /// Manhattan distance plus two moves per linear conflict (counted per line as the
    /// tiles that must leave it: the line's length minus its longest increasing run).
    fn h(&self) -> u32 {
        let (w, hgt) = (self.width, self.height);
        let mut total = 0u32;
        for (cell, &t) in self.tiles.iter().enumerate() {
            if t != 0 {
                let (gr, gc) = self.goal(t);
                total += ((cell / w).abs_diff(gr) + (cell % w).abs_diff(gc)) as u32;
            }
        }
        let mut line = Vec::with_capacity(w.max(hgt));
        for r in 0..hgt {
            line.clear();
            line.extend((0..w).map(|c| self.tiles[r * w + c]).filter(|&t| t != 0 && self.goal(t).0 == r).map(|t| self.goal(t).1));
            total += 2 * must_leave(&line);
        }
        for c in 0..w {
            line.clear();
            line.extend((0..hgt).map(|r| self.tiles[r * w + c]).filter(|&t| t != 0 && self.goal(t).1 == c).map(|t| self.goal(t).0));
            total += 2 * must_leave(&line);
        }
        total
    }

    fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> {
        let (w, h) = (self.width, self.height);
        let (r, c) = (cell / w, cell % w);
        [(r > 0).then(|| cell - w), (r + 1 < h).then(|| cell + w), (c > 0).then(|| cell - 1), (c + 1 < w).then(|| cell + 1)]
            .into_iter()
            .flatten()
    }

    /// Below the node at depth `g` (come from `prev`, the automaton in `state`, both as in `ida`).
    fn dfs(&mut self, g: u32, bound: u32, prev: usize, state: u16) -> u32 {
        let h = self.h();
        if g + h > bound {
            return g + h;
        }
        if h == 0 {
            return FOUND;
        }
        if self.nodes >= self.budget {
            return u32::MAX;
        }
        self.nodes += 1;
        let here = self.blank;
        let mut least = u32::MAX;
        let next_cells: Vec<usize> = self.neighbours(here).filter(|&n| n != prev).collect();
        for next in next_cells {
            let child_state = self.automaton.step(state, step_between(here, next, self.width));
            if child_state == DEAD {
                continue;
            }
            self.tiles.swap(here, next);
            self.blank = next;
            self.path.push(next);
            let r = self.dfs(g + 1, bound, here, child_state);
            if r == FOUND {
                return FOUND;
            }
            self.path.pop();
            self.tiles.swap(here, next);
            self.blank = here;
            least = least.min(r);
        }
        least
    }
}

/// Tiles in a line that must leave it: the line's length minus its longest increasing run.
fn must_leave(goals: &[usize]) -> u32 {
    let mut best = vec![1usize; goals.len()];
    for i in 0..goals.len() {
        for j in 0..i {
            if goals[j] < goals[i] {
                best[i] = best[i].max(best[j] + 1);
            }
        }
    }
    (goals.len() - best.iter().copied().max().unwrap_or(0)) as u32
}

/// An optimal solution of a solvable board, with the nodes expanded; none when `max_nodes`
/// did not suffice.
pub fn solve(board: &Board, max_nodes: u64) -> Option<(Vec<Direction>, u64)> {
    let shape = board.shape();
    let mut s = Search {
        width: shape.width() as usize,
        height: shape.height() as usize,
        tiles: board.tiles().to_vec(),
        blank: board.blank(),
        path: Vec::new(),
        nodes: 0,
        budget: max_nodes,
        automaton: Automaton::shared(),
    };
    let start = s.blank;
    let h = s.h();
    if !super::deepen(h, |bound| s.dfs(0, bound, usize::MAX, 0)) {
        return None;
    }
    let moves = super::walk(start, s.path.iter().copied(), s.width);
    Some((moves, s.nodes))
}
