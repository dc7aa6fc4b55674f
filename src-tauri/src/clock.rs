//! The only clock that counts: the backend's, monotonic; page time never reaches a game.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;
use tessera::time::Millis;

/// The backend's clock.
pub struct Clock {
    epoch: Instant,
    /// Time the tests moved the clock on by, instead of sleeping; nothing the page sends
    /// reaches it.
    skipped: AtomicU64,
}

impl Clock {
    pub(crate) fn new() -> Self {
        Clock { epoch: Instant::now(), skipped: AtomicU64::new(0) }
    }

    pub fn now(&self) -> Millis {
        Millis(self.epoch.elapsed().as_millis() as u64 + self.skipped.load(Ordering::SeqCst))
    }

    /// Moves the clock on by `by`, as if that much time had passed (for tests).
    pub fn advance(&self, by: Millis) {
        self.skipped.fetch_add(by.0, Ordering::SeqCst);
    }
}
