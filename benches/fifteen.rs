//! Scramble generation per size (target for 10x10: below 100 us), and one move.
//!
//! Run: `cargo bench --bench fifteen`.

use tessera::fifteen::{scramble, Direction, FifteenGame, Move, Origin, Shape};
use tessera::time::Millis;

fn main() {
    divan::main();
}

#[divan::bench(args = [3, 4, 10])]
fn scramble_square(bencher: divan::Bencher, side: i64) {
    let shape = Shape::new(side, side).expect("shape");
    let mut seed = 0u64;
    bencher.bench_local(|| {
        seed += 1;
        scramble(shape, seed)
    });
}

#[divan::bench]
fn one_tile_move_4x4(bencher: divan::Bencher) {
    let game = FifteenGame::new(scramble(Shape::FOUR, 1), Origin::Typed);
    let dir = Direction::ALL.into_iter().find(|&d| game.board().mover(d).is_some()).expect("a legal move");
    bencher
        .with_inputs(|| game.clone())
        .bench_local_values(|mut g| g.apply(Move::Tile { dir }, Millis(1)).map(|o| o.changed.len()));
}
