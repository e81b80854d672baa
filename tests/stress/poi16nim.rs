//! `poi16nim` against an enumeration of every subset of piles, and its worst cases
//! against the statement's bounds.

use crate::harness::{stress, Case};
use gamebits_gen::Rng;

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
    stress("poi16nim", env!("CARGO_BIN_EXE_poi16nim"), random_case);
}

#[test]
fn poi16nim_worst_cases_are_at_the_bounds() {
    let cases = gamebits_gen::worst_cases_of("poi16nim");
    assert!(!cases.is_empty());
    let mut shapes = Vec::new();
    for case in cases {
        let text = (case.generate)();
        let numbers: Vec<u64> = text
            .split_whitespace()
            .map(|t| t.parse().expect("a number"))
            .collect();
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
