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
    seeds.flat_map(|seed| game_guesses(spec, seed)).collect()
}

/// Seeds of the Expert games whose guesses [`expert_guesses`] keeps.
const EXPERT_SEEDS: u64 = 600;

/// [`guess_positions`] on Expert for `seeds` (within `0..600`). Several slow tests read
/// the same games, and playing them (the solver's whole guess policy at every guess) took
/// most of those tests' time, so they are played once for all of them, on every core.
pub fn expert_guesses(seeds: std::ops::Range<u64>) -> Vec<(Deducer, Analysis)> {
    static GAMES: std::sync::OnceLock<Vec<Vec<(Deducer, Analysis)>>> = std::sync::OnceLock::new();
    assert!(seeds.end <= EXPERT_SEEDS, "Expert guesses are kept for seeds below {EXPERT_SEEDS}");
    let games = GAMES.get_or_init(|| {
        let spec = BoardSpec::new(30, 16, 99).expect("expert");
        on_every_core((0..EXPERT_SEEDS).collect(), |seed| game_guesses(spec, seed))
    });
    games[seeds.start as usize..seeds.end as usize].iter().flatten().cloned().collect()
}

/// `f` of each item, in the items' order, worked out on every core: item k on thread k
/// modulo the cores, so that each thread gets early and late items alike.
pub fn on_every_core<T: Send, R: Send>(items: Vec<T>, f: impl Fn(T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from);
    let count = items.len();
    let mut shares: Vec<Vec<T>> = (0..threads).map(|_| Vec::new()).collect();
    for (k, item) in items.into_iter().enumerate() {
        shares[k % threads].push(item);
    }
    let f = &f;
    let mut done: Vec<_> = std::thread::scope(|scope| {
        let workers: Vec<_> = shares.into_iter().map(|share| scope.spawn(move || share.into_iter().map(f).collect::<Vec<R>>())).collect();
        workers.into_iter().map(|w| w.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)).into_iter()).collect()
    });
    (0..count).map(|k| done[k % threads].next().expect("every item")).collect()
}

/// The positions where the solver guesses in the game of `seed` on `spec`.
fn game_guesses(spec: BoardSpec, seed: u64) -> Vec<(Deducer, Analysis)> {
    let mut found = Vec::new();
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
    found
}
