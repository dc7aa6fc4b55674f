//! The solver's probabilities against an independent implementation, `ms_toollib` (the
//! community's library; its engine is a port of JSMinesweeper's), on positions from real
//! games: Beginner, Intermediate and Expert boards stopped at every stage of play.

use tessera::minesweeper::solver::{analyse, Move, Position, Solver};
use tessera::minesweeper::{Action, BoardSpec, Coord, Mode, Game, Status};
use tessera::time::Millis;

/// The position after the solver has played `moves` moves of the game with this seed.
fn position_after(spec: BoardSpec, seed: u64, policy: Mode, moves: usize) -> Option<Position> {
    let mut game = Game::with_mode(spec, seed, policy);
    let dims = spec.dims();
    game.apply(Action::Reveal(Coord::new(3, 3)), Millis::ZERO).ok()?;
    let solver = Solver::default();
    for _ in 0..moves {
        if game.status() != Status::Playing {
            return None;
        }
        let pos = Position::of_game(&game).ok()?;
        let cell = match solver.next_move(&pos).ok()?? {
            Move::Safe(cells) => cells[0],
            Move::Guess(g) => g.cell,
        };
        game.apply(Action::Reveal(dims.coord(cell)), Millis::ZERO).ok()?;
    }
    (game.status() == Status::Playing).then(|| Position::of_game(&game).ok()).flatten()
}

/// The position in ms_toollib's encoding: rows of 10 (covered) or the number shown.
fn board_of_game(pos: &Position) -> Vec<Vec<i32>> {
    let dims = pos.dims();
    (0..dims.height())
        .map(|r| {
            (0..dims.width())
                .map(|c| pos.number(dims.index(Coord::new(r, c))).map_or(10, i32::from))
                .collect()
        })
        .collect()
}

#[test]
fn probabilities_agree_with_ms_toollib_on_positions_from_real_games() {
    let specs = [BoardSpec::BEGINNER, BoardSpec::INTERMEDIATE, BoardSpec::EXPERT];
    let mut compared_positions = 0;
    let mut compared_cells = 0;
    for (n, &spec) in specs.iter().enumerate() {
        for seed in 0..40u64 {
            for moves in [1, 4, 9, 16, 30] {
                let policy = if seed % 2 == 0 { Mode::Opening } else { Mode::Safe };
                let Some(pos) = position_after(spec, 1000 * n as u64 + seed, policy, moves) else { continue };
                let ours = analyse(&pos).expect("a real game is consistent");
                if ours.approximate {
                    continue;
                }
                let Ok((theirs, _)) = ms_toollib::cal_probability_onboard(&board_of_game(&pos), f64::from(pos.mines()))
                else {
                    continue;
                };
                let dims = pos.dims();
                for i in pos.covered() {
                    let c = dims.coord(i);
                    let p = theirs[c.row as usize][c.col as usize];
                    assert!(
                        (ours.probability[i] - p).abs() < 1e-9,
                        "seed {seed}, {moves} moves, cell {c:?}: ours {} vs ms_toollib {p}",
                        ours.probability[i]
                    );
                    compared_cells += 1;
                }
                compared_positions += 1;
            }
        }
    }
    // Most positions must have been compared, or the test proves nothing.
    assert!(compared_positions > 300, "only {compared_positions} positions compared");
    assert!(compared_cells > 30_000, "only {compared_cells} cells compared");
}
