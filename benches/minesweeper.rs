//! Time per Minesweeper action on Expert, on the 100x200/3000 board hobbyists test with, and
//! for a whole-board flood on 200x200/10. Target: below 50 us per action on Expert.
//!
//! Run: `cargo bench --bench minesweeper`. Every game is cloned from a prepared one outside the
//! timed part, so only `Game::apply` is measured.

use tessera::minesweeper::{Action, BoardSpec, Coord, Game};
use tessera::time::Millis;

fn main() {
    divan::main();
}

struct Board {
    name: &'static str,
    spec: BoardSpec,
    first: Coord,
}

fn boards() -> [Board; 2] {
    [
        Board { name: "expert", spec: BoardSpec::EXPERT, first: Coord::new(8, 15) },
        Board { name: "100x200/3000", spec: BoardSpec::new(200, 100, 3000).expect("spec"), first: Coord::new(50, 100) },
    ]
}

fn board(name: &str) -> Board {
    boards().into_iter().find(|b| b.name == name).expect("known board")
}

/// A game after its first click, and a cell of it for each kind of action.
struct Prepared {
    game: Game,
    /// A covered safe cell with a number: a reveal that opens one cell.
    reveal: Coord,
    /// An open number whose mines are flagged and which has covered safe neighbours.
    chord: Option<Coord>,
}

fn prepare(b: &Board) -> Prepared {
    let mut game = Game::new(b.spec, 2026);
    game.apply(Action::Reveal(b.first), Millis(0)).expect("first click");
    let dims = game.dims();
    let layout = game.layout().expect("mines").clone();
    let covered = |g: &Game, i: usize| g.view(i).code() == '#';
    let reveal = (0..dims.cells())
        .find(|&i| covered(&game, i) && !layout.is_mine(i) && layout.count(i) > 0)
        .map(|i| dims.coord(i))
        .expect("a covered number");
    let chord = (0..dims.cells()).find(|&i| {
        matches!(game.view(i).code(), '1'..='8')
            && dims.neighbour_indices(i).any(|n| covered(&game, n) && !layout.is_mine(n))
    });
    if let Some(i) = chord {
        for n in dims.neighbour_indices(i).filter(|&n| layout.is_mine(n)).collect::<Vec<_>>() {
            if game.view(n).code() == '#' {
                game.apply(Action::Flag(dims.coord(n)), Millis(1)).expect("flag");
            }
        }
    }
    Prepared { game, reveal, chord: chord.map(|i| dims.coord(i)) }
}

#[divan::bench(args = ["expert", "100x200/3000"])]
fn reveal_one_cell(bencher: divan::Bencher, name: &str) {
    let p = prepare(&board(name));
    bencher
        .with_inputs(|| p.game.clone())
        .bench_local_values(|mut g| g.apply(Action::Reveal(p.reveal), Millis(5)).map(|o| o.changed.len()));
}

#[divan::bench(args = ["expert", "100x200/3000"])]
fn chord(bencher: divan::Bencher, name: &str) {
    let p = prepare(&board(name));
    let at = p.chord.expect("a chord spot");
    bencher
        .with_inputs(|| p.game.clone())
        .bench_local_values(|mut g| g.apply(Action::Chord(at), Millis(5)).map(|o| o.changed.len()));
}

/// The first click: mines placed, 3BV counted, the opening flooded.
#[divan::bench(args = ["expert", "100x200/3000"])]
fn first_click_flood(bencher: divan::Bencher, name: &str) {
    let b = board(name);
    bencher
        .with_inputs(|| Game::new(b.spec, 2026))
        .bench_local_values(|mut g| g.apply(Action::Reveal(b.first), Millis(0)).map(|o| o.changed.len()));
}

/// A flood over (nearly) the whole 200x200 board with 10 mines.
#[divan::bench]
fn whole_board_flood_200x200(bencher: divan::Bencher) {
    let spec = BoardSpec::new(200, 200, 10).expect("spec");
    bencher
        .with_inputs(|| Game::new(spec, 7))
        .bench_local_values(|mut g| g.apply(Action::Reveal(Coord::new(0, 0)), Millis(0)).map(|o| o.changed.len()));
}
