//! `poi16nim` against an enumeration of every subset of piles; its worst cases checked
//! against the statement's bounds and, through the binary, against a second method
//! that shares nothing with the binary's DP: a Walsh–Hadamard transform.

use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, seed, stress, worst_cases_agree, Case,
};
use gamebits_test_support::Rng;

struct Piles {
    d: usize,
    piles: Vec<u64>,
}

impl Case for Piles {
    fn input(&self) -> String {
        let piles: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        format!("{} {}\n{}\n", self.piles.len(), self.d, piles.join(" "))
    }

    /// Tries every set of piles to remove; n ≤ 14 keeps the count below the modulus.
    fn expected(&self) -> String {
        let n = self.piles.len();
        let wins = (0..1u32 << n)
            .filter(|&removed| {
                let count = removed.count_ones() as usize;
                let rest = (0..n)
                    .filter(|&i| removed >> i & 1 == 0)
                    .fold(0, |x, i| x ^ self.piles[i]);
                count % self.d == 0 && count < n && rest == 0
            })
            .count();
        wins.to_string()
    }
}

/// Up to 14 piles; half the time their sizes are XORs of a few random values, so that
/// subsets with XOR 0 are common even for sizes up to 2^19.
fn random_case(rng: &mut Rng) -> Piles {
    let n = rng.index(1..=14);
    let d = if rng.chance(1, 2) {
        rng.index(1..=3)
    } else {
        rng.index(1..=10)
    };
    let largest = [1, 2, 3, 7, 8, 31, 1000, (1 << 19) - 1][rng.index(0..=7)];
    let piles = if rng.chance(1, 2) {
        (0..n).map(|_| rng.range(1..=largest)).collect()
    } else {
        let basis: Vec<u64> = (0..rng.index(1..=3))
            .map(|_| rng.range(1..=largest))
            .collect();
        (0..n)
            .map(|_| loop {
                let x = basis
                    .iter()
                    .filter(|_| rng.chance(1, 2))
                    .fold(0, |x, b| x ^ b);
                if x != 0 {
                    break x;
                }
            })
            .collect()
    };
    Piles { d, piles }
}

#[test]
fn poi16nim_matches_subset_enumeration() {
    stress("poi16nim", random_case);
}

#[test]
fn poi16nim_worst_cases_are_at_the_bounds() {
    let cases = gamebits_gen::problem("poi16nim").unwrap().worst_cases;
    assert!(!cases.is_empty());
    let mut shapes = Vec::new();
    for case in cases {
        let text = (case.generate)();
        let numbers: Vec<u64> = numbers(&text);
        let (n, d, piles) = (numbers[0] as usize, numbers[1], &numbers[2..]);
        assert_eq!(piles.len(), n, "{}", case.name);
        assert!((1..=500_000).contains(&n), "{}", case.name);
        assert!((1..=10).contains(&d), "{}", case.name);
        assert!(
            piles.iter().all(|a| (1..=1_000_000).contains(a)),
            "{}",
            case.name
        );
        let sum: u64 = piles.iter().sum();
        assert!(sum <= 10_000_000, "{}: sum {sum}", case.name);
        shapes.push((n, d, sum));
    }
    assert!(
        shapes.contains(&(500_000, 10, 10_000_000)),
        "no case has n = 5e5, d = 10 and sum = 1e7: {shapes:?}"
    );
}

/// WORST-CASE AGREEMENT (not a timing test). Each worst case goes through the binary,
/// whose answer must equal that of [`transform_count`].
#[test]
fn poi16nim_worst_cases_agree_with_the_transform() {
    worst_cases_agree("poi16nim", |input| {
        let numbers: Vec<u64> = numbers(input);
        transform_count(&numbers[2..], numbers[1] as usize).to_string()
    });
}

const MOD: u64 = 1_000_000_007;

/// The answer by the Walsh–Hadamard transform over the XOR, in plain `u64` arithmetic.
///
/// At a frequency s the transform turns pile a into 1 + (−1)^|a ∧ s| z, z counting the
/// removed piles modulo z^d − 1, so all subsets give (1 + z)^p (1 − z)^(n − p) with p
/// the piles of even |a ∧ s|. Inverting at X, the XOR of all piles, with the s grouped
/// by p into weights w_p: W · #(removals with XOR X, by size mod d) =
/// Σ_p w_p (1 + z)^p (1 − z)^(n − p), summed Horner-fashion over p.
fn transform_count(piles: &[u64], d: usize) -> u64 {
    let n = piles.len();
    let width = (*piles.iter().max().unwrap() as usize + 1).next_power_of_two();
    let all = piles.iter().fold(0, |x, &a| x ^ a as usize);
    let mut spectrum = vec![0i64; width];
    for &a in piles {
        spectrum[a as usize] += 1;
    }
    let mut half = 1;
    while half < width {
        for block in spectrum.chunks_exact_mut(2 * half) {
            let (low, high) = block.split_at_mut(half);
            for (x, y) in low.iter_mut().zip(high) {
                (*x, *y) = (*x + *y, *x - *y);
            }
        }
        half *= 2;
    }
    let mut weights = vec![0i64; n + 1];
    for (s, &difference) in spectrum.iter().enumerate() {
        let even = (n as i64 + difference) / 2;
        weights[even as usize] += if (all & s).count_ones() % 2 == 0 {
            1
        } else {
            -1
        };
    }
    // After step p, `sum` = Σ_{q ≤ p} w_q (1 + z)^q (1 − z)^(p − q); `power` = (1 + z)^(p + 1).
    let mut sum = vec![0u64; d];
    let mut power = vec![0u64; d];
    power[0] = 1;
    for &w in &weights {
        sum = times_one_plus(&sum, MOD - 1);
        let w = w.rem_euclid(MOD as i64) as u64;
        for (term, &p) in sum.iter_mut().zip(&power) {
            *term = (*term + w * p) % MOD;
        }
        power = times_one_plus(&power, 1);
    }
    let ways = sum[0] * pow(width as u64, MOD - 2) % MOD;
    if n % d == 0 {
        (ways + MOD - 1) % MOD
    } else {
        ways
    }
}

/// `poly` times 1 + c·z modulo z^d − 1 (c = 1 or c = −1 as MOD − 1).
fn times_one_plus(poly: &[u64], c: u64) -> Vec<u64> {
    let d = poly.len();
    (0..d)
        .map(|r| (poly[r] + c * poly[(r + d - 1) % d]) % MOD)
        .collect()
}

/// `base` to the power `exp` modulo [`MOD`].
fn pow(mut base: u64, mut exp: u64) -> u64 {
    let mut result = 1;
    base %= MOD;
    while exp > 0 {
        if exp & 1 == 1 {
            result = result * base % MOD;
        }
        base = base * base % MOD;
        exp >>= 1;
    }
    result
}

#[test]
fn the_transform_matches_subset_enumeration() {
    let mut rng = Rng::new(seed());
    for _ in 0..200 {
        let case = random_case(&mut rng);
        let expected = case.expected();
        assert_eq!(
            transform_count(&case.piles, case.d).to_string(),
            expected,
            "{}",
            case.input()
        );
    }
}

/// The samples with at most 14 piles, the most the enumeration takes.
#[test]
fn poi16nim_samples_agree_with_subset_enumeration() {
    samples_agree_with_brute_force("poi16nim", |input| {
        let numbers: Vec<u64> = numbers(input);
        (numbers[0] <= 14).then(|| Piles {
            d: numbers[1] as usize,
            piles: numbers[2..].to_vec(),
        })
    });
}
