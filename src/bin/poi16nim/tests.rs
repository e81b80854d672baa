//! Unit tests of `poi16nim`'s internals, kept out of the file that is submitted.

use super::*;
use gamebits_problems::Rng;

/// Σ_p w_p (1 + z)^p (1 − z)^(n − p) modulo z^d − 1, one weight at a time by Horner's
/// rule: the plain form of `weighted_sum`.
fn weighted_sum_one_by_one(weights: &[i32], d: usize) -> Vec<ModInt> {
    let mut sum = vec![ModInt::default(); d];
    let mut power = vec![ModInt::default(); d];
    power[0] = ModInt::ONE;
    for &w in weights {
        times_one_plus_z(&mut sum, false);
        for (s, &p) in sum.iter_mut().zip(&power) {
            *s += modulo(w.into()) * p;
        }
        times_one_plus_z(&mut power, true);
    }
    sum
}

/// Blocks, the weights after them, every d, and weights as large as 2^20 either way.
#[test]
fn weighted_sum_by_blocks_is_horners_rule() {
    let mut rng = Rng::new(16);
    for d in 1..=MAX_D {
        for length in [1, 2, BLOCK - 1, BLOCK, BLOCK + 1, 3 * BLOCK, 5 * BLOCK + 77] {
            let weights: Vec<i32> = (0..length)
                .map(|_| match rng.below(4) {
                    0 => 0,
                    1 => 1 << 20,
                    2 => -(1 << 20),
                    _ => rng.below(2001) as i32 - 1000,
                })
                .collect();
            assert_eq!(
                weighted_sum(&weights, d),
                weighted_sum_one_by_one(&weights, d),
                "d = {d}, {length} weights"
            );
        }
    }
}
