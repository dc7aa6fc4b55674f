//! A histogram of values in bins of a round width (1, 2 or 5 times a power of ten), as a
//! session's times, moves and TPS are drawn.

use serde::Serialize;

/// Bins of equal `width` from `from`: bin `k` holds the values in
/// `[from + k * width, from + (k + 1) * width)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Histogram {
    pub from: f64,
    pub width: f64,
    pub counts: Vec<u32>,
}

/// Most bins a histogram has: enough to show a shape, few enough to read on a small chart.
pub const MOST_BINS: usize = 12;

/// The histogram of `values` (finite numbers; others are left out), in about the square
/// root of their count of bins and never more than `MOST_BINS`; bins at least `least_width`
/// wide (1 for whole numbers such as moves). None without a value.
pub fn histogram(values: &[f64], least_width: f64) -> Option<Histogram> {
    let values: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
    let low = values.iter().copied().reduce(f64::min)?;
    let high = values.iter().copied().reduce(f64::max)?;
    let wanted = ((values.len() as f64).sqrt().ceil() as usize).clamp(1, MOST_BINS - 1);
    let mut width = round_width(((high - low) / wanted as f64).max(least_width));
    let (from, counts) = loop {
        let from = (low / width).floor() * width;
        let bins = ((high - from) / width).floor() as usize + 1;
        if bins <= MOST_BINS {
            break (from, bins);
        }
        width = round_width(width * 1.5);
    };
    let mut histogram = Histogram { from, width, counts: vec![0; counts] };
    for v in values {
        let k = (((v - from) / width).floor() as usize).min(counts - 1);
        histogram.counts[k] += 1;
    }
    Some(histogram)
}

/// The smallest width of the form 1, 2 or 5 times a power of ten that is at least `at_least`
/// (which is positive and finite; anything else gives 1).
fn round_width(at_least: f64) -> f64 {
    if !(at_least.is_finite() && at_least > 0.0) {
        return 1.0;
    }
    let mut power = 10f64.powf(at_least.log10().floor());
    loop {
        for step in [1.0, 2.0, 5.0] {
            // A little slack: 10^k computed as a float can be a hair under the width it names.
            if step * power >= at_least * (1.0 - 1e-12) {
                return step * power;
            }
        }
        power *= 10.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn total(h: &Histogram) -> u32 {
        h.counts.iter().sum()
    }

    #[test]
    fn no_value_no_histogram() {
        assert_eq!(histogram(&[], 1.0), None);
        assert_eq!(histogram(&[f64::NAN, f64::INFINITY], 1.0), None);
    }

    #[test]
    fn every_value_lands_in_the_bin_that_holds_it() {
        let values: Vec<f64> = (0..97).map(|k| 4_000.0 + f64::from(k * 37 % 1_000) * 7.3).collect();
        let h = histogram(&values, 1.0).expect("a histogram");
        assert_eq!(total(&h), values.len() as u32);
        assert!(h.counts.len() <= MOST_BINS, "{} bins", h.counts.len());
        for v in &values {
            let k = ((v - h.from) / h.width).floor() as usize;
            assert!(k < h.counts.len(), "{v} past the last bin of {h:?}");
            assert!(h.from + k as f64 * h.width <= *v && *v < h.from + (k + 1) as f64 * h.width);
        }
        let counted: Vec<u32> = (0..h.counts.len())
            .map(|k| values.iter().filter(|v| ((*v - h.from) / h.width).floor() as usize == k).count() as u32)
            .collect();
        assert_eq!(h.counts, counted);
    }

    #[test]
    fn widths_are_round_and_whole_numbers_get_whole_bins() {
        for (at_least, round) in [(0.3, 0.5), (1.0, 1.0), (1.01, 2.0), (3.0, 5.0), (7.0, 10.0), (120.0, 200.0), (0.0, 1.0)] {
            assert_eq!(round_width(at_least), round, "{at_least}");
        }
        let moves = histogram(&[40.0, 41.0, 43.0], 1.0).expect("a histogram");
        assert_eq!((moves.from, moves.width, moves.counts.clone()), (40.0, 2.0, vec![2, 1]));
        let close = histogram(&[40.0, 41.0], 1.0).expect("a histogram");
        assert_eq!((close.from, close.width, close.counts.clone()), (40.0, 1.0, vec![1, 1]));
        let one = histogram(&[12_345.0], 1.0).expect("one value");
        assert_eq!(total(&one), 1);
        assert_eq!(one.counts.len(), 1);
    }

    #[test]
    fn a_wide_spread_still_fits_in_the_most_bins() {
        let values = [1.0, 2.0, 3.0, 4.0, 1_000_000.0];
        let h = histogram(&values, 1.0).expect("a histogram");
        assert!(h.counts.len() <= MOST_BINS);
        assert_eq!(total(&h), 5);
    }
}
