//! Bitmasks as sets, and the transforms over sets that bitmask problems keep needing.
//!
//! Masks are `usize`; bit `i` stands for element `i`.

/// The mask of the `n` lowest bits, `0..n`.
///
/// # Panics
///
/// If `n` is over `usize::BITS`.
///
/// ```
/// use gamebits::bits::low_mask;
/// assert_eq!(low_mask(0), 0);
/// assert_eq!(low_mask(3), 0b111);
/// assert_eq!(low_mask(usize::BITS as usize), usize::MAX);
/// ```
pub fn low_mask(n: usize) -> usize {
    assert!(n <= usize::BITS as usize, "low_mask: {n} bits do not fit");
    if n == usize::BITS as usize {
        usize::MAX
    } else {
        (1 << n) - 1
    }
}

/// Whether bit `i` of `mask` is set.
///
/// ```
/// use gamebits::bits::has_bit;
/// assert!(has_bit(0b100, 2));
/// assert!(!has_bit(0b100, 1));
/// ```
pub fn has_bit(mask: usize, i: usize) -> bool {
    mask >> i & 1 == 1
}

/// `mask` with bit `i` set.
///
/// ```
/// use gamebits::bits::with_bit;
/// assert_eq!(with_bit(0b001, 2), 0b101);
/// assert_eq!(with_bit(0b101, 2), 0b101);
/// ```
pub fn with_bit(mask: usize, i: usize) -> usize {
    mask | 1 << i
}

/// The index of the highest set bit of `mask`, which must not be empty.
///
/// A set's largest element: a DP over sets that puts it in the group chosen first
/// (`dpu`) visits every split once.
///
/// # Complexity
///
/// O(1): one instruction that counts leading zeros.
///
/// # Panics
///
/// If `mask` is 0.
///
/// ```
/// use gamebits::bits::highest_one;
/// assert_eq!(highest_one(0b1), 0);
/// assert_eq!(highest_one(0b0110_1000), 6);
/// assert_eq!(highest_one(usize::MAX), usize::BITS as usize - 1);
/// ```
pub fn highest_one(mask: usize) -> usize {
    assert!(mask != 0, "highest_one: the empty mask has no set bit");
    (usize::BITS - 1 - mask.leading_zeros()) as usize
}

/// The indices of the set bits of `mask`, in increasing order.
///
/// # Complexity
///
/// O(1) per set bit: each step clears the lowest one.
///
/// ```
/// use gamebits::bits::ones;
/// assert_eq!(ones(0b1010_0110).collect::<Vec<_>>(), [1, 2, 5, 7]);
/// assert_eq!(ones(0).count(), 0);
/// ```
pub fn ones(mask: usize) -> Ones {
    Ones { rest: mask }
}

/// Iterator returned by [`ones`].
///
/// ```
/// let mut bits = gamebits::bits::ones(0b110);
/// assert_eq!((bits.next(), bits.next(), bits.next()), (Some(1), Some(2), None));
/// ```
#[derive(Clone, Debug)]
pub struct Ones {
    rest: usize,
}

impl Iterator for Ones {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        if self.rest == 0 {
            return None;
        }
        let i = self.rest.trailing_zeros() as usize;
        self.rest &= self.rest - 1;
        Some(i)
    }
}

/// All submasks of `mask`, in decreasing order, from `mask` down to the empty one.
///
/// Each step is `(s − 1) & mask`. Consumed by `fold` (or `map`, `max`, `sum`, which use
/// it) it is as fast as that loop written out by hand; a `for` loop over it compiles to
/// a few more instructions a step.
///
/// # Complexity
///
/// O(1) per submask, 2^k in all for a mask of k set bits; over every mask of n bits,
/// 3^n submasks in all (each element is out, in the mask only, or in both).
///
/// ```
/// use gamebits::bits::submasks;
/// assert_eq!(submasks(0b110).collect::<Vec<_>>(), [0b110, 0b100, 0b010, 0]);
/// assert_eq!(submasks(0).collect::<Vec<_>>(), [0]);
/// ```
pub fn submasks(mask: usize) -> Submasks {
    Submasks {
        mask,
        next: Some(mask),
    }
}

/// Iterator returned by [`submasks`].
///
/// ```
/// let mut subs = gamebits::bits::submasks(0b10);
/// assert_eq!((subs.next(), subs.next(), subs.next()), (Some(2), Some(0), None));
/// ```
#[derive(Clone, Debug)]
pub struct Submasks {
    mask: usize,
    next: Option<usize>,
}

impl Iterator for Submasks {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let current = self.next?;
        self.next = current.checked_sub(1).map(|below| below & self.mask);
        Some(current)
    }
}

/// The sums over subsets of `values`, in place (the zeta transform).
///
/// Afterwards `values[s]` is `Σ_{t ⊆ s} values[t]`. Its length must be a power of two.
///
/// A count kept for the sets it is about becomes a count over all sets: say, the edges
/// of a graph put at the set of their two ends give the edges inside every set.
///
/// # Panics
///
/// If the length of `values` is not a power of two.
///
/// # Complexity
///
/// O(n log n) additions for n values: n = 2^k sets, k passes of n / 2 additions, where
/// adding over every subset one by one would take 3^k.
///
/// ```
/// use gamebits::bits::subset_sums;
/// // The edges {0, 1} and {1, 2}, each at the set of its ends.
/// let mut inside = [0; 8];
/// inside[0b011] += 1;
/// inside[0b110] += 1;
/// subset_sums(&mut inside);
/// assert_eq!(inside, [0, 0, 0, 1, 0, 0, 1, 2]);
/// ```
pub fn subset_sums<T: Copy + std::ops::AddAssign>(values: &mut [T]) {
    for_each_pair("subset_sums", values, |without, with| *with += *without);
}

/// The Walsh–Hadamard transform of `values`, in place.
///
/// Afterwards `values[s]` is `Σ_x (−1)^popcount(x ∧ s) · values[x]`. Its length must be
/// a power of two.
///
/// It turns XOR convolution into a product entry by entry: the transform of
/// `h[z] = Σ_{x ^ y = z} f[x] g[y]` is the transform of `f` times that of `g`.
/// Applied twice it multiplies every value by the length, so dividing by the length
/// after a second transform inverts it.
///
/// # Panics
///
/// If the length of `values` is not a power of two.
///
/// # Complexity
///
/// O(n log n) additions and subtractions for n values (n = 2^k: k passes of n / 2
/// pairs), where the sum written out would take n² terms.
///
/// ```
/// use gamebits::bits::xor_transform;
/// let mut f = [1, 2, 0, 0];
/// xor_transform(&mut f);
/// assert_eq!(f, [3, -1, 3, -1]);
/// xor_transform(&mut f);
/// assert_eq!(f, [4, 8, 0, 0]);
/// ```
pub fn xor_transform<T>(values: &mut [T])
where
    T: Copy + std::ops::Add<Output = T> + std::ops::Sub<Output = T>,
{
    for_each_pair("xor_transform", values, |x, y| {
        (*x, *y) = (*x + *y, *x - *y)
    });
}

/// Calls `pair(low, high)` on every pair of positions of `values` that differ in one
/// bit, the low bit first, then the next: the loop of the transforms over subsets.
/// `transform` names the caller in the panic for a length that is not a power of two.
fn for_each_pair<T>(transform: &str, values: &mut [T], mut pair: impl FnMut(&mut T, &mut T)) {
    let n = values.len();
    assert!(
        n.is_power_of_two(),
        "{transform}: length {n} is not a power of two"
    );
    let mut half = 1;
    while half < n {
        for block in values.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                pair(x, y);
            }
        }
        half *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn submasks_match_subset_filter() {
        for mask in 0..64usize {
            let expected: Vec<usize> = (0..64).rev().filter(|s| s & !mask == 0).collect();
            assert_eq!(submasks(mask).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn subset_sums_add_every_subset() {
        let values: Vec<u64> = (0..32).map(|x| x * x % 7).collect();
        let mut sums = values.clone();
        subset_sums(&mut sums);
        for (s, &sum) in sums.iter().enumerate() {
            let direct: u64 = submasks(s).map(|t| values[t]).sum();
            assert_eq!(sum, direct, "set {s:#b}");
        }
    }

    /// The transform of an XOR convolution is the product of the transforms.
    #[test]
    fn xor_transform_turns_xor_convolution_into_products() {
        let f: Vec<i64> = (0..16).map(|x| (x * 7 + 3) % 11 - 5).collect();
        let g: Vec<i64> = (0..16).map(|x| (x * x + 1) % 13 - 6).collect();
        let mut h = vec![0; 16];
        for x in 0..16 {
            for y in 0..16 {
                h[x ^ y] += f[x] * g[y];
            }
        }
        let (mut tf, mut tg, mut th) = (f.clone(), g, h);
        for t in [&mut tf, &mut tg, &mut th] {
            xor_transform(t);
        }
        assert!((0..16).all(|s| th[s] == tf[s] * tg[s]));
        xor_transform(&mut tf);
        assert!((0..16).all(|x| tf[x] == 16 * f[x]));
    }

    #[test]
    fn highest_one_is_the_last_of_ones() {
        for mask in 1..1024usize {
            assert_eq!(Some(highest_one(mask)), ones(mask).last(), "{mask:#b}");
        }
    }

    #[test]
    #[should_panic(expected = "the empty mask has no set bit")]
    fn highest_one_of_nothing_panics() {
        highest_one(0);
    }

    #[test]
    fn ones_of_high_bit() {
        assert_eq!(ones(1 << 63).collect::<Vec<_>>(), [63]);
    }
}
