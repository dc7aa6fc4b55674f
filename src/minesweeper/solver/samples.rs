//! Positions for the solver's own tests: seeded boards with some of their safe cells open,
//! and the positions where the solver guesses in its own games.

use super::deducer::Deducer;
use super::guess::choose_guess_with;
use super::position::Position;
use super::{Analysis, DEFAULT_BUDGET};
use crate::minesweeper::{Action, BoardSpec, CellView, Coord, Mode, Game, Layout, Status};
use crate::rng::SeededRng;
use crate::time::Millis;

/// A `width` x `height` board with `mines` mines placed by `seed` (first click in the
/// corner), each safe cell open with chance `open` in a hundred; its deducer has run the rules.
pub fn position(width: u32, height: u32, mines: u32, open: u64, seed: u64) -> Deducer {
    let spec = BoardSpec::new(width.into(), height.into(), mines.into()).expect("a board");
    let layout = Layout::generate(spec, Coord::new(0, 0), seed).expect("a layout");
    let mut rng = SeededRng::new(seed);
    let cells = spec.dims().cells();
    let shown = (0..cells).map(|i| (!layout.is_mine(i) && rng.below(100) < open).then(|| layout.count(i))).collect();
    let pos = Position::new(layout.dims(), mines, shown).expect("a position");
    let mut deducer = Deducer::new(pos);
    deducer.run_rules().expect("a true position is consistent");
    deducer
}

/// The positions where the solver guesses in the games of `seeds` on `spec`, opened at
/// (3, 3): each position's deducer and analysis (with no cell proved safe).
pub fn guess_positions(spec: BoardSpec, seeds: std::ops::Range<u64>) -> Vec<(Deducer, Analysis)> {
    let mut found = Vec::new();
    for seed in seeds {
        let mut game = Game::with_mode(spec, seed, Mode::Opening);
        let _ = game.apply(Action::Reveal(Coord::new(3, 3)), Millis::ZERO);
        let mut deducer = Deducer::new(Position::of_game(&game).expect("a position"));
        while game.status() == Status::Playing {
            let Ok(analysis) = deducer.analyse(DEFAULT_BUDGET) else { break };
            let safe: Vec<usize> = analysis.safe_cells().filter(|&c| deducer.position().is_covered(c)).collect();
            let cells = if safe.is_empty() {
                let Some(guess) = choose_guess_with(&deducer, &analysis) else { break };
                found.push((deducer.clone(), analysis));
                vec![guess.cell]
            } else {
                safe
            };
            for c in cells {
                let Ok(outcome) = game.apply(Action::Reveal(spec.dims().coord(c)), Millis::ZERO) else { continue };
                for changed in outcome.changed {
                    if let CellView::Open(n) = game.view(changed) {
                        deducer.open(changed, n);
                    }
                }
            }
        }
    }
    found
}
