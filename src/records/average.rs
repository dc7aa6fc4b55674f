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
    Some(Average::Value(sum(kept) / kept.len() as f64))
}

/// The sum of the values in four lanes (four times faster than one running sum), the one way
/// every average here is summed, so equal windows give equal averages to the last bit.
fn sum(values: &[f64]) -> f64 {
    let mut lanes = [0.0; 4];
    let chunks = values.chunks_exact(4);
    let rest: f64 = chunks.remainder().iter().sum();
    for chunk in chunks {
        for (lane, v) in lanes.iter_mut().zip(chunk) {
            *lane += v;
        }
    }
    (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]) + rest
}

/// The average of the last `n` entries, if there are that many.
pub fn current(entries: &[Entry], n: usize, better: Better) -> Option<Average> {
    (entries.len() >= n).then(|| trimmed(&entries[entries.len() - n..], better)).flatten()
}

/// The better of a best so far and another average: a value beats a DNF, and of two values
/// the lower (or higher) one; on a tie the best so far stays.
pub fn better_of(best: Option<Average>, other: Average, better: Better) -> Average {
    match (best, other) {
        (None, a) | (Some(Average::Dnf), a) => a,
        (Some(b), Average::Dnf) => b,
        (Some(Average::Value(b)), Average::Value(a)) => {
            let a_better = if better == Better::Lower { a < b } else { a > b };
            Average::Value(if a_better { a } else { b })
        }
    }
}

/// The best average over every run of `n` consecutive entries.
pub fn best(entries: &[Entry], n: usize, better: Better) -> Option<Average> {
    if n < 3 {
        return None;
    }
    let mut rolling = Rolling::new(n, better);
    let mut best: Option<Average> = None;
    for entry in entries {
        rolling.push(match entry {
            Entry::Value(v) => Some(*v),
            Entry::Dnf => None,
        });
        if let Some(avg) = rolling.mean() {
            best = Some(better_of(best, avg, better));
        }
    }
    best
}

/// What an average of a full window counts: a DNF, or the kept values, best first.
#[derive(Debug, PartialEq)]
pub enum Kept<'a, T> {
    Dnf,
    Values(&'a [T]),
}

/// The last `n` results (at least 3; `None` is a DNF), kept in order as they come and go, so
/// each consecutive window's average costs one insertion and one removal instead of a sort.
#[derive(Clone, Debug)]
pub struct Rolling<T> {
    n: usize,
    trim: usize,
    better: Better,
    arrivals: std::collections::VecDeque<Option<T>>,
    /// The window's values, best first.
    sorted: Vec<T>,
    dnfs: usize,
}

impl<T: Copy + PartialOrd> Rolling<T> {
    pub fn new(n: usize, better: Better) -> Self {
        assert!(n >= 3, "an average needs a window of at least 3");
        Rolling {
            n,
            trim: trimmed_at_each_end(n),
            better,
            arrivals: std::collections::VecDeque::with_capacity(n + 1),
            sorted: Vec::with_capacity(n + 1),
            dnfs: 0,
        }
    }

    /// Where `value` goes among the sorted values: after every value at least as good.
    fn place(&self, value: T) -> usize {
        match self.better {
            Better::Lower => self.sorted.partition_point(|v| *v <= value),
            Better::Higher => self.sorted.partition_point(|v| *v >= value),
        }
    }

    /// Adds the newest result; past `n` results the oldest leaves.
    pub fn push(&mut self, entry: Option<T>) {
        match entry {
            Some(v) => {
                let at = self.place(v);
                self.sorted.insert(at, v);
            }
            None => self.dnfs += 1,
        }
        self.arrivals.push_back(entry);
        if self.arrivals.len() > self.n {
            match self.arrivals.pop_front().flatten() {
                // The last of the equal values sits just before where another would go.
                Some(old) => {
                    let at = self.place(old) - 1;
                    self.sorted.remove(at);
                }
                None => self.dnfs -= 1,
            }
        }
    }

    /// The window's average as counted, once it holds `n` results.
    pub fn kept(&self) -> Option<Kept<'_, T>> {
        if self.arrivals.len() < self.n {
            return None;
        }
        if self.dnfs > self.trim {
            return Some(Kept::Dnf);
        }
        // The DNFs are the worst results: they take their places among the dropped.
        Some(Kept::Values(&self.sorted[self.trim..self.sorted.len() - (self.trim - self.dnfs)]))
    }
}

impl Rolling<f64> {
    /// The window's average, once it holds `n` results: the kept values summed best first,
    /// as `trimmed` sums them, so both give the same number to the last bit.
    pub fn mean(&self) -> Option<Average> {
        Some(match self.kept()? {
            Kept::Dnf => Average::Dnf,
            Kept::Values(kept) => Average::Value(sum(kept) / kept.len() as f64),
        })
    }
}
