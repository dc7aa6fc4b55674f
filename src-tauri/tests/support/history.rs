//! A long history of records, as a player of years has it, for the tests that need one.

/// A long history: `n` 4x4 solves and `n` Expert games.
pub fn big_history(n: usize) -> tessera::records::Records {
    use tessera::records::fifteen::{Solve, Source};
    use tessera::records::mines::{Ending, MinesGame};
    let at = tessera::records::now_local();
    let mut records = tessera::records::Records::default();
    let solve = |k: usize| Solve {
        at,
        time_ms: Some(6_000 + (k as u64 * 7_919) % 20_000),
        moves: 60,
        multi_moves: 55,
        scramble: "15 14 13 12 11 10 9 8 7 6 5 4 3 1 2 0".into(),
        source: Source::Random,
        assisted: false,
        help: Default::default(),
        optimal: Some(50),
        splits: Vec::new(),
        seed: None,
        proof: true,
        log: None,
        controls: tessera::fifteen::Controls::NONE,
    };
    let game = |k: usize| MinesGame {
        ending: if k.is_multiple_of(3) { Ending::Won } else { Ending::Lost },
        at,
        time_ms: 30_000 + (k as u64 * 7_919) % 100_000,
        three_bv: 120,
        solved_three_bv: 80,
        clicks: 200,
        seed: Some(k as u64),
        assisted: false,
        help: Default::default(),
        chosen_seed: false,
        board: None,
        path: None,
        proof: true,
        log: None,
        style: None,
        figures: None,
    };
    records.fifteen.entry("4x4".into()).or_default().solves = (0..n).map(solve).collect();
    records.mines.entry("expert".into()).or_default().games = (0..n).map(game).collect();
    records
}
