//! Bitmask helpers: masks are `usize`, bit `i` stands for element `i`.

/// The mask of the `n` lowest bits, `0..n`.
///
/// `n` may be anything up to `usize::BITS`.
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

/// `mask` with bit `i` cleared.
///
/// ```
/// use gamebits::bits::without_bit;
/// assert_eq!(without_bit(0b101, 2), 0b001);
/// assert_eq!(without_bit(0b001, 2), 0b001);
/// ```
pub fn without_bit(mask: usize, i: usize) -> usize {
    mask & !(1 << i)
}

/// The indices of the set bits of `mask`, in increasing order.
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

/// The non-empty submasks of `mask`, in decreasing order, `mask` itself first.
///
/// ```
/// use gamebits::bits::submasks;
/// assert_eq!(submasks(0b101).collect::<Vec<_>>(), [0b101, 0b100, 0b001]);
/// assert_eq!(submasks(0).count(), 0);
/// ```
pub fn submasks(mask: usize) -> Submasks {
    Submasks {
        mask,
        next: Some(mask).filter(|&m| m != 0),
        with_empty: false,
    }
}

/// All submasks of `mask`, in decreasing order, from `mask` down to the empty one.
///
/// ```
/// use gamebits::bits::submasks_with_empty;
/// assert_eq!(submasks_with_empty(0b110).collect::<Vec<_>>(), [0b110, 0b100, 0b010, 0]);
/// assert_eq!(submasks_with_empty(0).collect::<Vec<_>>(), [0]);
/// ```
pub fn submasks_with_empty(mask: usize) -> Submasks {
    Submasks {
        mask,
        next: Some(mask),
        with_empty: true,
    }
}

/// Iterator returned by [`submasks`] and [`submasks_with_empty`].
///
/// ```
/// let mut subs = gamebits::bits::submasks(0b11);
/// assert_eq!((subs.next(), subs.next(), subs.next(), subs.next()), (Some(3), Some(2), Some(1), None));
/// ```
#[derive(Clone, Debug)]
pub struct Submasks {
    mask: usize,
    next: Option<usize>,
    with_empty: bool,
}

impl Iterator for Submasks {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let current = self.next?;
        self.next = match current {
            0 => None,
            _ => Some((current - 1) & self.mask).filter(|&m| m != 0 || self.with_empty),
        };
        Some(current)
    }
}

/// The masks of `n` bits with exactly `k` bits set, in increasing order (Gosper's hack).
///
/// Needs `n < usize::BITS`.
///
/// ```
/// use gamebits::bits::combinations;
/// assert_eq!(combinations(4, 2).collect::<Vec<_>>(), [0b0011, 0b0101, 0b0110, 0b1001, 0b1010, 0b1100]);
/// assert_eq!(combinations(3, 0).collect::<Vec<_>>(), [0]);
/// assert_eq!(combinations(2, 3).count(), 0);
/// ```
pub fn combinations(n: usize, k: usize) -> Combinations {
    assert!(
        n < usize::BITS as usize,
        "combinations: {n} bits do not fit"
    );
    Combinations {
        limit: 1 << n,
        next: Some(low_mask(k)).filter(|_| k <= n),
    }
}

/// Iterator returned by [`combinations`].
///
/// ```
/// let mut pairs = gamebits::bits::combinations(3, 2);
/// assert_eq!((pairs.next(), pairs.next(), pairs.next(), pairs.next()), (Some(0b011), Some(0b101), Some(0b110), None));
/// ```
#[derive(Clone, Debug)]
pub struct Combinations {
    limit: usize,
    next: Option<usize>,
}

impl Iterator for Combinations {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        let current = self.next?;
        self.next = if current == 0 {
            None
        } else {
            let lowest = current & current.wrapping_neg();
            let ripple = current + lowest;
            let next = (((ripple ^ current) >> 2) / lowest) | ripple;
            Some(next).filter(|&m| m < self.limit)
        };
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_match_popcount_filter() {
        for n in 0..=10 {
            for k in 0..=n + 1 {
                let expected: Vec<usize> = (0..1usize << n)
                    .filter(|m| m.count_ones() as usize == k)
                    .collect();
                assert_eq!(
                    combinations(n, k).collect::<Vec<_>>(),
                    expected,
                    "n={n} k={k}"
                );
            }
        }
    }

    #[test]
    fn submasks_match_subset_filter() {
        for mask in 0..64usize {
            let mut expected: Vec<usize> = (0..64).filter(|s| s & !mask == 0).collect();
            expected.reverse();
            assert_eq!(submasks_with_empty(mask).collect::<Vec<_>>(), expected);
            expected.pop();
            assert_eq!(submasks(mask).collect::<Vec<_>>(), expected);
        }
    }

    #[test]
    fn ones_of_high_bit() {
        assert_eq!(ones(1 << 63).collect::<Vec<_>>(), [63]);
    }
}
