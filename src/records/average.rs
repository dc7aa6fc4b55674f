//! Trimmed averages as the speedsolving community computes them (WCA, slidysim): of the last N
//! results drop the best and the worst 5% each, rounded up (one of each for ao5 and ao12,
//! three for ao50, five for ao100), and take the mean of the rest. A DNF is the worst
//! result: up to that many DNFs are dropped; one more makes the average a DNF.

/// One result: a value, or a DNF (did not finish).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Entry {
    Value(f64),
    Dnf,
}

/// Whether lower values are better (times, moves) or higher ones (TPS).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Better {
    Lower,
    Higher,
}

/// An average: a value, or a DNF. Serialized as the number, or the string `"DNF"`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Average {
    Value(f64),
    Dnf,
}

impl serde::Serialize for Average {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Average::Value(v) => s.serialize_f64(*v),
            Average::Dnf => s.serialize_str("DNF"),
        }
    }
}

impl Average {
    pub fn value(self) -> Option<f64> {
        match self {
            Average::Value(v) => Some(v),
            Average::Dnf => None,
        }
    }
}

/// Results dropped at each end of an average of `n`: 5%, rounded up.
pub fn trimmed_at_each_end(n: usize) -> usize {
    n.div_ceil(20)
}

/// The trimmed average of exactly these entries (at least 3), or none for fewer.
pub fn trimmed(entries: &[Entry], better: Better) -> Option<Average> {
    if entries.len() < 3 {
        return None;
    }
    let trim = trimmed_at_each_end(entries.len());
    let dnfs = entries.iter().filter(|e| matches!(e, Entry::Dnf)).count();
    if dnfs > trim {
        return Some(Average::Dnf);
    }
    let mut values: Vec<f64> = entries
        .iter()
        .filter_map(|e| match e {
            Entry::Value(v) => Some(*v),
            Entry::Dnf => None,
        })
        .collect();
    values.sort_by(|a, b| a.total_cmp(b));
    if better == Better::Higher {
        values.reverse();
    }
    // `values` now runs best first, and the DNFs are the worst: drop `trim` at each end.
    let kept = &values[trim..values.len() - (trim - dnfs)];
    Some(Average::Value(kept.iter().sum::<f64>() / kept.len() as f64))
}

/// The average of the last `n` entries, if there are that many.
pub fn current(entries: &[Entry], n: usize, better: Better) -> Option<Average> {
    (entries.len() >= n).then(|| trimmed(&entries[entries.len() - n..], better)).flatten()
}

/// The best average over every run of `n` consecutive entries.
pub fn best(entries: &[Entry], n: usize, better: Better) -> Option<Average> {
    let mut best: Option<Average> = None;
    for window in entries.windows(n) {
        let Some(avg) = trimmed(window, better) else { continue };
        best = Some(match (best, avg) {
            (None, a) => a,
            (Some(Average::Dnf), a) => a,
            (Some(b), Average::Dnf) => b,
            (Some(Average::Value(b)), Average::Value(a)) => {
                let a_better = if better == Better::Lower { a < b } else { a > b };
                Average::Value(if a_better { a } else { b })
            }
        });
    }
    best
}
