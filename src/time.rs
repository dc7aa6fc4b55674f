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
/// taken against the caller's `now`. It can be paused (the time paused does not count) and,
/// when the move that stopped it is undone, run on as if paused since the stop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stopwatch {
    started: Option<Millis>,
    stopped: Option<Millis>,
    /// Time paused so far, and since when it is paused now.
    paused: Millis,
    paused_at: Option<Millis>,
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

    /// Pauses a running clock; false (nothing changes) if it is not running.
    pub fn pause(&mut self, now: Millis) -> bool {
        let running = self.started.is_some() && self.stopped.is_none() && self.paused_at.is_none();
        if running {
            self.paused_at = Some(now);
        }
        running
    }

    /// Runs a paused clock on; false if it is not paused.
    pub fn resume(&mut self, now: Millis) -> bool {
        let Some(at) = self.paused_at.take() else { return false };
        self.paused = Millis(self.paused.0 + now.since(at).0);
        true
    }

    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// Runs a stopped clock on from `now`, the time since the stop not counted (the move
    /// that stopped it was undone).
    pub fn unstop(&mut self, now: Millis) {
        if let Some(at) = self.stopped.take() {
            self.paused = Millis(self.paused.0 + now.since(at).0);
        }
    }

    pub fn is_started(&self) -> bool {
        self.started.is_some()
    }

    /// Zero before the start, frozen after the stop and while paused; time paused is not
    /// counted.
    pub fn elapsed(&self, now: Millis) -> Millis {
        let end = self.stopped.or(self.paused_at).unwrap_or(now);
        match self.started {
            None => Millis::ZERO,
            Some(s) => Millis(end.since(s).0.saturating_sub(self.paused.0)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paused_time_and_time_after_an_undone_stop_do_not_count() {
        let mut clock = Stopwatch::default();
        assert!(!clock.pause(Millis(5)), "not started");
        clock.start(Millis(100));
        assert!(clock.pause(Millis(400)));
        assert!(!clock.pause(Millis(450)), "already paused");
        assert_eq!(clock.elapsed(Millis(9_000)), Millis(300), "frozen while paused");
        assert!(clock.resume(Millis(1_400)));
        assert!(!clock.resume(Millis(1_500)));
        assert_eq!(clock.elapsed(Millis(1_500)), Millis(400));
        clock.stop(Millis(2_000));
        assert_eq!(clock.elapsed(Millis(5_000)), Millis(900));
        clock.unstop(Millis(6_000));
        assert_eq!(clock.elapsed(Millis(6_100)), Millis(1_000), "runs on from the undo");
    }
}
