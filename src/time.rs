//! Time as the engine sees it: milliseconds on a monotonic clock that the caller reads.
//!
//! The engine never reads a clock itself, so a game stays a pure value that tests can drive
//! with any timeline; the app passes readings of `std::time::Instant`, never page time.

use serde::{Deserialize, Serialize};

/// A reading of a monotonic clock, or a span between two readings, in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Millis(pub u64);

impl Millis {
    pub const ZERO: Millis = Millis(0);

    /// The span from `earlier` to `self`; zero if the clock reads earlier than `earlier`.
    pub fn since(self, earlier: Millis) -> Millis {
        Millis(self.0.saturating_sub(earlier.0))
    }

    pub fn as_secs_f64(self) -> f64 {
        self.0 as f64 / 1000.0
    }
}

/// A game's clock: started by the first move, stopped by the last; readings in between are
/// taken against the caller's `now`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stopwatch {
    started: Option<Millis>,
    stopped: Option<Millis>,
}

impl Stopwatch {
    /// Starts the clock, once; later calls change nothing.
    pub fn start(&mut self, now: Millis) {
        self.started.get_or_insert(now);
    }

    /// Stops a running clock, once.
    pub fn stop(&mut self, now: Millis) {
        if self.started.is_some() {
            self.stopped.get_or_insert(now);
        }
    }

    pub fn is_started(&self) -> bool {
        self.started.is_some()
    }

    /// Zero before the start, frozen after the stop.
    pub fn elapsed(&self, now: Millis) -> Millis {
        match (self.started, self.stopped) {
            (None, _) => Millis::ZERO,
            (Some(s), Some(f)) => f.since(s),
            (Some(s), None) => now.since(s),
        }
    }
}
