//! The journal of a game in progress costs the same per action at the start of a long game
//! as at its end (`records::journal_writer`): one action applied and journaled (the lines it adds,
//! encoded), at the first leg of a 1,000-leg 3x3 marathon and at its last, and at the first
//! and the 100,000th action of a Minesweeper game with the pointer path on (a sample every
//! action).
//!
//! Run: `cargo bench --bench journal`.

use tessera::fifteen::practice::{Mode, Run, RunOrigin};
use tessera::fifteen::{solver, Direction, Move, Shape};
use tessera::minesweeper::{Action, BoardSpec, Coord, Game, PointerSample};
use tessera::records::journal_writer::JournalWriter;
use tessera::time::Millis;

fn main() {
    divan::main();
}

/// A 1,000-leg marathon with `legs` legs solved, journaled all along, and the clock.
fn marathon(legs: usize) -> (Run, JournalWriter, u64) {
    let mode = Mode::marathon(Shape::new(3, 3).expect("3x3"), 1000).expect("marathon");
    let mut run = Run::new(mode, 7, RunOrigin::Random);
    let mut tail = JournalWriter::default();
    let mut t = 0;
    for _ in 0..legs {
        for dir in solver::quick(run.game().board()).expect("a solution") {
            t += 40;
            run.apply(Move::Tile { dir }, Millis(t)).expect("legal");
            let _ = tail.run(&run);
        }
    }
    (run, tail, t)
}

/// One move of the leg in play, applied and journaled: a tile slid one way, then back, on
/// the same run (so the run grows as it would, its vectors' growth paid as it comes).
fn marathon_move(bencher: divan::Bencher, legs: usize) {
    let (mut run, mut tail, mut t) = marathon(legs);
    let board = run.game().board().clone();
    let dir = [Direction::Up, Direction::Down, Direction::Left, Direction::Right]
        .into_iter()
        .find(|&d| board.mover(d).is_some())
        .expect("a legal move");
    let mut k = 0u64;
    bencher.bench_local(|| {
        k += 1;
        t += 40;
        let way = if k % 2 == 1 { dir } else { dir.opposite() };
        run.apply(Move::Tile { dir: way }, Millis(t)).expect("legal");
        tail.run(&run)
    });
}

#[divan::bench]
fn marathon_move_first_leg(bencher: divan::Bencher) {
    marathon_move(bencher, 0);
}

#[divan::bench]
fn marathon_move_leg_1000(bencher: divan::Bencher) {
    marathon_move(bencher, 999);
}

/// An Expert game after its first click and `actions` more (a flag put on and taken off a
/// covered cell, a pointer sample with each), journaled all along.
fn mines(actions: usize) -> (Game, JournalWriter, u64) {
    let mut game = Game::new(BoardSpec::EXPERT, 3);
    let mut tail = JournalWriter::default();
    game.apply(Action::Reveal(Coord::new(8, 15)), Millis(0)).expect("first click");
    let covered = (0..game.dims().cells()).find(|&i| game.view(i).code() == '#').expect("a covered cell");
    let at = game.dims().coord(covered);
    for k in 1..=actions as u64 {
        game.record_pointer([PointerSample { at: Millis(k * 10 - 5), x: (k % 480) as u16, y: (k % 256) as u16 }]);
        game.apply(Action::Flag(at), Millis(k * 10)).expect("a flag");
        let _ = tail.mines(|| "expert".into(), &game, false);
    }
    (game, tail, actions as u64 * 10)
}

/// One action (and its pointer sample), applied and journaled, on the same game.
fn mines_action(bencher: divan::Bencher, actions: usize) {
    let (mut game, mut tail, mut t) = mines(actions);
    let covered = (0..game.dims().cells()).find(|&i| matches!(game.view(i).code(), '#' | 'F')).expect("a cell");
    let cell = game.dims().coord(covered);
    bencher.bench_local(|| {
        t += 10;
        game.record_pointer([PointerSample { at: Millis(t - 5), x: 1, y: 2 }]);
        game.apply(Action::Flag(cell), Millis(t)).expect("a flag");
        tail.mines(|| "expert".into(), &game, false)
    });
}

#[divan::bench]
fn mines_action_first(bencher: divan::Bencher) {
    mines_action(bencher, 1);
}

#[divan::bench]
fn mines_action_100000th(bencher: divan::Bencher) {
    mines_action(bencher, 100_000);
}
