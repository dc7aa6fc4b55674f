//! Where a 15-puzzle scramble came from, as its record keeps it, and the one mapping between
//! that and the engine's origins (a single solve's `Origin`, a run's `RunOrigin`).

use crate::fifteen::practice::RunOrigin;
use crate::fifteen::Origin;
use crate::rng::Seed;
use serde::{Deserialize, Serialize};

/// Where the scramble came from. Only fresh random scrambles count for bests and averages; a
/// chosen seed or a retry is practice (a known scramble), a typed position may be anything.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Random,
    /// A seed the player chose.
    Chosen,
    Retry,
    Typed,
}

impl Source {
    /// The source a single solve of `origin` is recorded with.
    pub fn of(origin: Origin) -> Source {
        match origin {
            Origin::Random { .. } => Source::Random,
            Origin::Chosen { .. } => Source::Chosen,
            Origin::Retry { .. } => Source::Retry,
            Origin::Typed => Source::Typed,
        }
    }

    /// The origin a single solve recorded with this source and `seed` stands for: a seed that
    /// deals its scramble, or (a random or chosen one without its seed) a typed position.
    pub fn origin(self, seed: Option<Seed>) -> Origin {
        match (self, seed) {
            (Source::Random, Some(seed)) => Origin::Random { seed },
            (Source::Chosen, Some(seed)) => Origin::Chosen { seed },
            (Source::Retry, seed) => Origin::Retry { seed },
            _ => Origin::Typed,
        }
    }

    /// The source a practice run of `origin` is recorded with.
    pub fn of_run(origin: RunOrigin) -> Source {
        match origin {
            RunOrigin::Random => Source::Random,
            RunOrigin::Retry => Source::Retry,
        }
    }
}
