//! Figures kept beside a table (never saved) so that recording one more game updates them
//! instead of going over the whole history again.
//!
//! A cached value names the history it describes by a `HistoryKey` (its length and its last
//! entry); a table whose entries were changed some other way (an import, an edit in a test)
//! no longer matches, and the figures are computed afresh.

use chrono::{DateTime, FixedOffset};
use std::sync::Mutex;

/// Which history a cached value describes: its length and its last entry's moment and time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HistoryKey {
    len: usize,
    last: Option<(DateTime<FixedOffset>, u64)>,
}

impl HistoryKey {
    pub fn of(len: usize, last: Option<(DateTime<FixedOffset>, u64)>) -> Self {
        HistoryKey { len, last }
    }
}

/// A value and the key of the history it was computed for.
#[derive(Debug)]
pub struct Cache<T>(Mutex<Option<(HistoryKey, T)>>);

impl<T> Default for Cache<T> {
    fn default() -> Self {
        Cache(Mutex::new(None))
    }
}

impl<T: Clone> Cache<T> {
    /// The cached value if it describes `key`'s history, else `compute`'s (then kept).
    pub fn get_or(&self, key: HistoryKey, compute: impl FnOnce() -> T) -> T {
        let mut slot = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match &*slot {
            Some((k, value)) if *k == key => value.clone(),
            _ => {
                let value = compute();
                *slot = Some((key, value.clone()));
                value
            }
        }
    }

    /// Whether a value for `key`'s history is kept.
    pub fn holds(&self, key: HistoryKey) -> bool {
        matches!(&*self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()), Some((k, _)) if *k == key)
    }

    pub fn set(&mut self, key: HistoryKey, value: T) {
        *self.0.get_mut().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some((key, value));
    }
}

impl<T: Clone> Clone for Cache<T> {
    fn clone(&self) -> Self {
        Cache(Mutex::new(self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).clone()))
    }
}

/// A cache never makes two tables differ.
impl<T> PartialEq for Cache<T> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
