//! What a build with the end-to-end tests' hooks (`--features e2e-hooks`) tells its tests and a
//! player's build never does: the seed of each board dealt, appended to the file that
//! `TESSERA_E2E_SEEDS` names (outside the data directory, which holds nothing that tells a
//! covered cell). The tests read it to win a counted game with real clicks.

use tessera::rng::Seed;

/// Notes that a Minesweeper board was dealt from `seed` (nothing in a player's build).
pub fn mines_dealt(seed: Option<Seed>) {
    #[cfg(feature = "e2e-hooks")]
    if let (Some(seed), Some(path)) = (seed, std::env::var_os("TESSERA_E2E_SEEDS")) {
        use std::io::Write;
        if let Ok(mut file) = std::fs::OpenOptions::new().create(true).append(true).open(path) {
            let _ = writeln!(file, "{seed}");
        }
    }
    #[cfg(not(feature = "e2e-hooks"))]
    let _ = seed;
}
