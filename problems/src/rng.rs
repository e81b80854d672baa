//! A small, fast, portable pseudo-random generator (SplitMix64).

use std::ops::RangeInclusive;

/// SplitMix64 (Steele, Lea and Flood): a 64-bit state, full period, good enough for
/// test data; its n-th number is the finalizer `split_mix64` of `seed + n·γ`.
///
/// ```
/// use gamebits_problems::Rng;
/// let mut a = Rng::new(42);
/// let mut b = Rng::new(42);
/// assert_eq!(a.next_u64(), b.next_u64());
/// // The published first number of the generator seeded with 0.
/// assert_eq!(Rng::new(0).next_u64(), 0xe220_a839_7b1d_cdaf);
/// ```
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator started from `seed`.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(7);
    /// assert!(rng.below(10) < 10);
    /// ```
    pub fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(1);
    /// assert_ne!(rng.next_u64(), rng.next_u64());
    /// ```
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        split_mix64(self.state)
    }

    /// A uniform value in `0..n`; `n` must be positive.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(3);
    /// assert_eq!(rng.below(1), 0);
    /// ```
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0) has no value");
        ((self.next_u64() as u128 * n as u128) >> 64) as u64
    }

    /// A uniform value in `range`, which must not be empty.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(5);
    /// let x = rng.range(3..=5);
    /// assert!((3..=5).contains(&x));
    /// ```
    pub fn range(&mut self, range: RangeInclusive<u64>) -> u64 {
        let (lo, hi) = range.into_inner();
        assert!(lo <= hi, "empty range {lo}..={hi}");
        match (hi - lo).checked_add(1) {
            Some(width) => lo + self.below(width),
            None => self.next_u64(),
        }
    }

    /// A uniform index in `range`, as `usize`.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(5);
    /// assert!(rng.index(0..=9) <= 9);
    /// ```
    pub fn index(&mut self, range: RangeInclusive<usize>) -> usize {
        let (lo, hi) = range.into_inner();
        self.range(lo as u64..=hi as u64) as usize
    }

    /// True with probability `numerator / denominator`.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(9);
    /// assert!(rng.chance(1, 1));
    /// assert!(!rng.chance(0, 1));
    /// ```
    pub fn chance(&mut self, numerator: u64, denominator: u64) -> bool {
        self.below(denominator) < numerator
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    ///
    /// ```
    /// let mut v: Vec<u32> = (0..10).collect();
    /// gamebits_problems::Rng::new(11).shuffle(&mut v);
    /// v.sort();
    /// assert_eq!(v, (0..10).collect::<Vec<_>>());
    /// ```
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.index(0..=i);
            items.swap(i, j);
        }
    }

    /// `k` distinct values of `0..n`, in increasing order; needs `k <= n`.
    ///
    /// ```
    /// let mut rng = gamebits_problems::Rng::new(13);
    /// let s = rng.distinct_sorted(5, 100);
    /// assert_eq!(s.len(), 5);
    /// assert!(s.windows(2).all(|w| w[0] < w[1]));
    /// ```
    pub fn distinct_sorted(&mut self, k: usize, n: u64) -> Vec<u64> {
        assert!(k as u64 <= n, "cannot pick {k} distinct values below {n}");
        // Floyd's algorithm: k draws, no matter how large n is.
        let mut chosen = std::collections::BTreeSet::new();
        for j in n - k as u64..n {
            let t = self.range(0..=j);
            if !chosen.insert(t) {
                chosen.insert(j);
            }
        }
        chosen.into_iter().collect()
    }
}

/// SplitMix64's finalizer: a bijection of the 64-bit words, a few multiplies and shifts
/// that spread every bit of `z` over the whole result.
fn split_mix64(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}
