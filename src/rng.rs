//! Seeded randomness that reproduces across platforms and crate versions.
//!
//! Every game carries a seed so a board can be rebuilt for a test or a bug report. `rand`'s
//! own range sampling may change between versions, so the only thing taken from it is the
//! ChaCha stream; bounded draws are done here.

use rand::RngCore;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// A game's seed. The app draws new ones below 2^53 so the page can show them exactly.
pub type Seed = u64;

/// The largest seed a fresh game gets: JavaScript numbers are exact up to here.
pub const MAX_FRESH_SEED: Seed = (1 << 53) - 1;

/// A fresh seed from the operating system's randomness.
pub fn fresh_seed() -> Seed {
    rand::random::<u64>() & MAX_FRESH_SEED
}

/// A deterministic random stream for one seed.
pub struct SeededRng(ChaCha8Rng);

impl SeededRng {
    pub fn new(seed: Seed) -> Self {
        SeededRng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject: no modulo bias).
    ///
    /// # Panics
    /// When `n` is zero; callers only draw from non-empty ranges.
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0) has no value to return");
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.0.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// A uniform number in `[0, 1)`, in steps of 2^-53.
    pub fn unit(&mut self) -> f64 {
        self.below(1 << 53) as f64 / (1u64 << 53) as f64
    }

    /// A uniform index into a slice of `len` items.
    pub fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// Puts a uniform sample of `k` of `items` (at most all) first, in random order: the
    /// first `k` steps of a Fisher-Yates shuffle.
    pub fn shuffle_first<T>(&mut self, items: &mut [T], k: usize) {
        for i in 0..k.min(items.len()) {
            let pick = i + self.index(items.len() - i);
            items.swap(i, pick);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream() {
        let mut a = SeededRng::new(7);
        let mut b = SeededRng::new(7);
        let xs: Vec<u64> = (0..32).map(|_| a.below(1000)).collect();
        let ys: Vec<u64> = (0..32).map(|_| b.below(1000)).collect();
        assert_eq!(xs, ys);
        let mut c = SeededRng::new(8);
        let zs: Vec<u64> = (0..32).map(|_| c.below(1000)).collect();
        assert_ne!(xs, zs);
    }

    #[test]
    fn below_stays_in_range_and_hits_every_value() {
        let mut rng = SeededRng::new(1);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let v = rng.below(7) as usize;
            seen[v] += 1;
        }
        // Each bucket expects 1000; 5 standard deviations is about 150.
        assert!(seen.iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
    }

    #[test]
    fn shuffle_first_puts_a_uniform_sample_first() {
        let mut rng = SeededRng::new(2);
        let mut taken = [0u32; 10];
        for _ in 0..3000 {
            let mut items: Vec<usize> = (0..10).collect();
            rng.shuffle_first(&mut items, 3);
            let mut sorted = items.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..10).collect::<Vec<_>>(), "a permutation");
            for &i in &items[..3] {
                taken[i] += 1;
            }
        }
        // Each item expects 900 (sd about 26).
        assert!(taken.iter().all(|&n| (770..1030).contains(&n)), "{taken:?}");
        let mut short = vec![1, 2];
        rng.shuffle_first(&mut short, 5);
        assert_eq!(short.len(), 2);
    }
}
