//! Properties over random games: nothing panics, a refused action changes nothing, the
//! deltas rebuild the board, the counters agree with the board, the first click never loses.

use proptest::prelude::*;
use tessera::minesweeper::{Action, BoardSpec, Coord, Game, Status};
use tessera::time::Millis;

fn action(kind: u8, row: u32, col: u32) -> Action {
    let at = Coord::new(row, col);
    match kind % 4 {
        0 => Action::Reveal(at),
        1 => Action::Flag(at),
        2 => Action::Question(at),
        _ => Action::Chord(at),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_games_keep_their_invariants(
        width in 2u32..10, height in 2u32..10, density in 0.05f64..0.95, seed: u64,
        moves in prop::collection::vec((0u8..4, 0u32..11, 0u32..11), 1..80),
    ) {
        let cells = i64::from(width * height);
        let mines = ((cells as f64 * density) as i64).clamp(1, cells - 1);
        let spec = BoardSpec::new(i64::from(width), i64::from(height), mines).expect("spec");
        let mut game = Game::new(spec, seed);
        let mut board: Vec<char> = game.codes().chars().collect();
        let mut opened_before = false;
        for (t, &(kind, row, col)) in moves.iter().enumerate() {
            let before = game.codes();
            match game.apply(action(kind, row, col), Millis(t as u64 * 10)) {
                Err(_) => prop_assert_eq!(game.codes(), before),
                Ok(outcome) => {
                    for &i in &outcome.changed {
                        board[i] = game.view(i).code();
                    }
                    let rebuilt: String = board.iter().collect();
                    prop_assert_eq!(&rebuilt, &game.codes(), "deltas rebuild the board");
                    prop_assert_eq!(outcome.status, game.status());
                    let first_reveal = !opened_before && kind % 4 == 0 && before.as_bytes()[(row * width + col) as usize] != b'F';
                    if first_reveal {
                        prop_assert_ne!(game.status(), Status::Lost, "the first click never loses");
                        opened_before = true;
                    }
                }
            }
            let codes = game.codes();
            let flags = codes.chars().filter(|&c| c == 'F' || c == 'W').count() as i64;
            prop_assert_eq!(game.mines_left(), mines - flags);
            prop_assert_eq!(game.status() == Status::Lost, codes.contains('X'));
            if game.status() == Status::Won {
                prop_assert!(!codes.contains('#') && !codes.contains('?'));
                prop_assert_eq!(flags, mines);
            }
        }
    }
}
