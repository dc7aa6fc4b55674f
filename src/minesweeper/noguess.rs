//! No-guess boards: layouts that certain deductions alone (the rules, exact enumeration and
//! the mine count; no probabilities) clear from the first click.
//!
//! As in Simon Tatham's Mines, a random layout is solved from the first click; where the
//! solver is stuck, mines are moved so that one stuck number becomes decidable: its unknown
//! neighbours are all emptied (their mines moved to cells that touch no open cell, so no
//! open number changes but this number's and its frontier neighbours') or all filled. Every
//! number the solver sees stays true of the new layout, so it goes on. Dense boards end in
//! pockets: undecided cells walled in by known mines, which no number touches and only the
//! mine count speaks of. There a mine of the wall is moved into the pocket (`unpocket`), so
//! the wall opens to a number, and the pass begins again; that took Expert from 180 mines to
//! 210 served every time (`benches/noguess_frontier`). Since a move can change numbers the
//! solver had already used, a layout is accepted only after a pass from the first click that
//! needed no move at all.

use super::grid::Coord;
use super::layout::{first_block, off_board, Layout, LayoutError};
use super::solver::{Deducer, Fact, Position, DEFAULT_BUDGET};
use super::spec::BoardSpec;
use crate::rng::{Seed, SeededRng};

/// Passes (each from the first click) before a fresh random layout is tried.
const PASSES_PER_LAYOUT: usize = 12;
/// Fresh layouts before giving up (a board too dense for any no-guess layout).
const LAYOUTS: usize = 320;

/// The densest boards (mines over cells) on which the generator found a no-guess layout
/// every time (`benches/noguess_frontier`: Expert with 210 mines, 100 of 100; smaller boards
/// go denser: 16x16 with 120, 9x9 with 50).
pub const RELIABLE_DENSITY: f64 = 0.4375;

/// What a player choosing `spec` for a mode that deals no-guess boards should know before the
/// game: none while the density is within `RELIABLE_DENSITY`; past it, the density, at which
/// the board may need a guess (when no no-guess layout is found the game deals an opening board
/// and says so). The app words it.
pub fn too_dense(spec: &BoardSpec) -> Option<f64> {
    let density = f64::from(spec.mines()) / spec.dims().cells() as f64;
    (density > RELIABLE_DENSITY).then_some(density)
}

/// A no-guess layout for this first click, reproducible from `seed`.
pub fn generate(spec: BoardSpec, first: Coord, seed: Seed) -> Result<Layout, LayoutError> {
    let dims = spec.dims();
    if !dims.contains(first) {
        return Err(off_board(dims, first));
    }
    let mut rng = SeededRng::new(seed ^ 0x6e6f_2d67_7565_7373);
    let mut layout = Layout::generate(spec, first, seed)?;
    for _ in 0..LAYOUTS {
        for _ in 0..PASSES_PER_LAYOUT {
            match solve_pass(&layout, first, &mut rng, true) {
                Pass::Clean => return Ok(layout),
                Pass::Moved(next) => layout = next,
                Pass::Stuck => break,
            }
        }
        layout = Layout::generate(spec, first, rng.below(u64::MAX))?;
    }
    Err(LayoutError::NoGuess { width: dims.width(), height: dims.height(), mines: spec.mines() })
}

/// Whether certain deductions clear `layout` from `first`, opening as a player would.
pub fn is_no_guess(layout: &Layout, first: Coord) -> bool {
    let mut rng = SeededRng::new(0);
    matches!(solve_pass(layout, first, &mut rng, false), Pass::Clean)
}

enum Pass {
    /// Cleared with no change to the layout.
    Clean,
    /// Cleared, or progressed, after changing the layout to this one.
    Moved(Layout),
    /// Stuck with no change that helps.
    Stuck,
}

/// One pass from the first click with certain deductions only; where stuck, and when
/// `may_move`, mines are moved so that the pass can go on.
fn solve_pass(layout: &Layout, first: Coord, rng: &mut SeededRng, may_move: bool) -> Pass {
    let dims = layout.dims();
    let spec = layout.spec();
    let mut mines: Vec<bool> = (0..dims.cells()).map(|i| layout.is_mine(i)).collect();
    let mut current = layout.clone();
    let empty = Position::new(dims, spec.mines(), vec![None; dims.cells()]).expect("an empty board is a position");
    let mut deducer = Deducer::new(empty);
    let safe_total = dims.cells() - spec.mines() as usize;
    if current.is_mine(dims.index(first)) {
        return Pass::Stuck;
    }
    let mut opened = flood(&current, &mut deducer, vec![dims.index(first)]);
    let block = first_block(dims, first);
    let mut moved = false;
    while opened < safe_total {
        let Ok(found) = deducer.run_rules() else { return Pass::Stuck };
        let mut safe: Vec<usize> = found.iter().filter(|d| !d.mine).map(|d| d.cell).collect();
        if safe.is_empty() {
            let Ok(analysis) = deducer.analyse(DEFAULT_BUDGET) else { return Pass::Stuck };
            safe = analysis.safe_cells().collect();
            if safe.is_empty() && analysis.approximate {
                return Pass::Stuck;
            }
        }
        if !safe.is_empty() {
            opened += flood(&current, &mut deducer, safe);
            continue;
        }
        let changed = if may_move { perturb(&deducer, &mut mines, &block, rng) } else { Vec::new() };
        if changed.is_empty() {
            // No number can be made decidable. Where pockets are left, a wall's mine moves
            // into one, and the pass begins again from the first click.
            if may_move && unpocket(&deducer, &mut mines, &block, rng) {
                return Pass::Moved(Layout::with_mines(spec, mines));
            }
            return Pass::Stuck;
        }
        moved = true;
        current = Layout::with_mines(spec, mines.clone());
        // The open cells around the moved mines show the new layout's numbers.
        for c in changed {
            for j in dims.neighbour_indices(c) {
                if !deducer.position().is_covered(j) {
                    deducer.renumber(j, current.count(j));
                }
            }
        }
    }
    if moved {
        Pass::Moved(current)
    } else {
        Pass::Clean
    }
}

/// Opens cells as the game does (zeros flood); returns how many it opened.
fn flood(layout: &Layout, deducer: &mut Deducer, mut stack: Vec<usize>) -> usize {
    let dims = layout.dims();
    let mut opened = 0;
    while let Some(i) = stack.pop() {
        if !deducer.position().is_covered(i) || layout.is_mine(i) {
            continue;
        }
        deducer.open(i, layout.count(i));
        opened += 1;
        if layout.count(i) == 0 {
            stack.extend(dims.neighbour_indices(i).filter(|&j| deducer.position().is_covered(j)));
        }
    }
    opened
}

/// Makes one stuck number decidable: its unknown neighbours all safe or all mines, trading
/// mines with covered cells that touch no open cell. Returns the cells whose mine changed;
/// none when there is no room for either.
fn perturb(deducer: &Deducer, mines: &mut [bool], block: &[usize], rng: &mut SeededRng) -> Vec<usize> {
    let pos = deducer.position();
    let facts = deducer.facts();
    let dims = pos.dims();
    let stuck: Vec<usize> = (0..dims.cells())
        .filter(|&i| pos.number(i).is_some() && dims.neighbour_indices(i).any(|j| facts[j] == Fact::Unknown))
        .collect();
    if stuck.is_empty() {
        return Vec::new();
    }
    let inside = interior(deducer, block);
    let interior: Vec<usize> = (0..dims.cells()).filter(|&i| inside[i]).collect();
    let free_safe: Vec<usize> = interior.iter().copied().filter(|&i| !mines[i]).collect();
    let free_mines: Vec<usize> = interior.iter().copied().filter(|&i| mines[i]).collect();
    let start = rng.index(stuck.len());
    for k in 0..stuck.len() {
        let number = stuck[(start + k) % stuck.len()];
        let cells: Vec<usize> = dims.neighbour_indices(number).filter(|&j| facts[j] == Fact::Unknown).collect();
        if cells.iter().any(|c| block.contains(c)) {
            continue;
        }
        let to_clear = cells.iter().filter(|&&c| mines[c]).count();
        let to_fill = cells.len() - to_clear;
        let can_clear = to_clear <= free_safe.len();
        let can_fill = to_fill <= free_mines.len();
        let clear = match (can_clear, can_fill) {
            (true, true) => to_clear < to_fill || (to_clear == to_fill && rng.below(2) == 0),
            (true, false) => true,
            (false, true) => false,
            (false, false) => continue,
        };
        let (mut pool, count) = if clear { (free_safe, to_clear) } else { (free_mines, to_fill) };
        let mut changed: Vec<usize> = cells.into_iter().filter(|&c| mines[c] == clear).collect();
        rng.shuffle_first(&mut pool, count);
        changed.extend_from_slice(&pool[..count]);
        for &c in &changed {
            mines[c] = !mines[c];
        }
        return changed;
    }
    Vec::new()
}

/// Moves a mine from a pocket's wall (a known mine beside an undecided cell that touches no
/// open cell) to a safe cell of a pocket, keeping the mine count, so that the wall opens to a
/// number; false when there is no pocket with a safe cell and a wall.
fn unpocket(deducer: &Deducer, mines: &mut [bool], block: &[usize], rng: &mut SeededRng) -> bool {
    let pos = deducer.position();
    let facts = deducer.facts();
    let dims = pos.dims();
    let in_pocket = interior(deducer, block);
    let safe: Vec<usize> = (0..dims.cells()).filter(|&i| in_pocket[i] && !mines[i]).collect();
    let walls: Vec<usize> = (0..dims.cells())
        .filter(|&i| facts[i] == Fact::Mine && !block.contains(&i) && dims.neighbour_indices(i).any(|j| in_pocket[j]))
        .collect();
    if safe.is_empty() || walls.is_empty() {
        return false;
    }
    let wall = walls[rng.index(walls.len())];
    let into = safe[rng.index(safe.len())];
    mines[wall] = false;
    mines[into] = true;
    true
}

/// Which cells are undecided, outside the first click's block, and touch no open cell: where
/// a mine can move without changing an open number (`perturb`), and a pocket's cells
/// (`unpocket`).
fn interior(deducer: &Deducer, block: &[usize]) -> Vec<bool> {
    let pos = deducer.position();
    let facts = deducer.facts();
    let dims = pos.dims();
    (0..dims.cells())
        .map(|i| facts[i] == Fact::Unknown && !block.contains(&i) && dims.neighbour_indices(i).all(|j| pos.is_covered(j)))
        .collect()
}
