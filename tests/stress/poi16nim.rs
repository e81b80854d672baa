//! `poi16nim` against an enumeration of every subset of piles.
//!
//! `poi16nim` against an enumeration of every subset of piles; its worst cases checked
//! against the statement's bounds and, through the binary, against a second method
//! that shares nothing with the binary's transform: the editorial's DP. Its
//! explanations: every listed removal tried against the statement, and the counts by
//! size mod d against the enumeration.

use gamebits_problems::poi16nim::Piles;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, parse_values, samples_explain, Explained,
};
use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, stress, worst_cases_agree,
};
use gamebits_test_support::Rng;
use itertools::Itertools;

/// The answer by trying every set of piles to remove; n ≤ 14 keeps the count below
/// the modulus.
fn removals_by_enumeration(case: &Piles) -> String {
    let n = case.piles.len();
    let wins = (0..n)
        .powerset()
        .filter(|removed| {
            let count = removed.len();
            count % case.d == 0 && count < n && xor_left(case, removed) == 0
        })
        .count();
    wins.to_string()
}

/// The XOR of the piles left after removing the piles `removed` (indices).
fn xor_left(case: &Piles, removed: &[usize]) -> u64 {
    (0..case.piles.len())
        .filter(|i| !removed.contains(i))
        .fold(0, |x, i| x ^ case.piles[i])
}

#[test]
fn poi16nim_matches_subset_enumeration() {
    stress("poi16nim", removals_by_enumeration);
}

#[test]
fn poi16nim_worst_cases_are_at_the_bounds() {
    let cases = gamebits_problems::problem("poi16nim").unwrap().worst_cases;
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

/// Each worst case goes through the binary, whose answer must equal that of
/// [`editorial_dp`].
#[test]
fn poi16nim_worst_cases_agree_with_the_editorial_dp() {
    worst_cases_agree("poi16nim", |input| {
        let case = Piles::read(input);
        editorial_dp(&case.piles, case.d).to_string()
    });
}

const MOD: u64 = 1_000_000_007;

/// The answer by the editorial's DP, in plain integer arithmetic: count the subsets of
/// piles by (XOR, size mod d), adding the piles smallest first, so that a pile a with
/// 2^k ≤ a < 2^(k+1) only touches the XORs below 2^(k+1), in pairs (x, x ^ a).
fn editorial_dp(piles: &[u64], d: usize) -> u64 {
    let mut piles = piles.to_vec();
    piles.sort_unstable();
    let width = (*piles.last().unwrap() as usize + 1).next_power_of_two();
    // count[x * d + r]: subsets of the piles so far with XOR x and size ≡ r (mod d).
    let mut count = vec![0u32; width * d];
    count[0] = 1;
    for &a in &piles {
        let a = a as usize;
        let high = 1 << a.ilog2();
        for x in 0..high {
            // y = x ^ a is at least 2^k, above x: its row comes after x's.
            let y = x ^ a;
            let (below_y, from_y) = count.split_at_mut(y * d);
            let (row_x, row_y) = (&mut below_y[x * d..(x + 1) * d], &mut from_y[..d]);
            // Size r comes from size r - 1 (size 0 from size d - 1) before the pile.
            let (mut before_x, mut before_y) = (row_x[d - 1], row_y[d - 1]);
            for r in 0..d {
                let (old_x, old_y) = (row_x[r], row_y[r]);
                row_x[r] = add_mod(old_x, before_y);
                row_y[r] = add_mod(old_y, before_x);
                (before_x, before_y) = (old_x, old_y);
            }
        }
    }
    let all = piles.iter().fold(0, |x, &a| x ^ a as usize);
    let ways = count[all * d] as u64;
    if piles.len() % d == 0 {
        (ways + MOD - 1) % MOD
    } else {
        ways
    }
}

/// `a + b` modulo [`MOD`], both below it (so their sum fits a `u32`).
fn add_mod(a: u32, b: u32) -> u32 {
    let sum = a + b;
    if u64::from(sum) >= MOD {
        sum - MOD as u32
    } else {
        sum
    }
}

#[test]
fn the_editorial_dp_matches_subset_enumeration() {
    let run = gamebits_test_support::random_run("poi16nim editorial dp", 200);
    let mut rng = Rng::new(run.seed);
    for _ in 0..run.cases {
        let case = Piles::draw(&mut rng);
        assert_eq!(
            editorial_dp(&case.piles, case.d).to_string(),
            removals_by_enumeration(&case),
            "{case}"
        );
    }
}

/// The samples with at most 14 piles, the most the enumeration takes.
#[test]
fn poi16nim_samples_agree_with_subset_enumeration() {
    samples_agree_with_brute_force(
        "poi16nim",
        |case: &Piles| case.piles.len() <= 14,
        removals_by_enumeration,
    );
}

/// The removals, by their number of piles mod d, after which the piles left XOR to 0
/// (removing none and removing all included), by trying every subset (n ≤ 14).
fn zero_xor_removals_by_residue(case: &Piles) -> Vec<u64> {
    let mut counts = vec![0; case.d];
    for removed in (0..case.piles.len()).powerset() {
        if xor_left(case, &removed) == 0 {
            counts[removed.len() % case.d] += 1;
        }
    }
    counts
}

/// Checks `poi16nim --explain=all` against `case`: the `count` witness is the answer;
/// the `by-residue` counts give it (the one at 0, less 1 when d divides n) and, up to
/// 14 piles, are those of the enumeration; every `removal` witness is a set of distinct
/// piles in 1..=n, a multiple of d of them and not all, after which the piles left XOR
/// to 0; no two are the same; and up to 12 piles (where the binary lists them) there
/// are as many as the count.
fn check_explanation(case: &Piles, e: &Explained) -> Result<(), String> {
    let (n, d) = (case.piles.len(), case.d);
    let count = e.witness("count").ok_or("no count witness")?;
    if count != [e.answer.clone()] {
        return Err(format!("count {count:?}, answer {}", e.answer));
    }
    let answer: u64 = e.answer.parse().map_err(|_| "the answer is not a number")?;
    let by_residue = parse_values::<u64>(e.witness("by-residue").ok_or("no by-residue witness")?)?;
    if by_residue.len() != d {
        return Err(format!("{} counts by size mod {d}", by_residue.len()));
    }
    let all_removed = u64::from(n % d == 0);
    if (by_residue[0] + MOD - all_removed) % MOD != answer {
        return Err(format!("by-residue {by_residue:?} do not give {answer}"));
    }
    if n <= 14 && by_residue != zero_xor_removals_by_residue(case) {
        return Err(format!(
            "by-residue {by_residue:?}, the enumeration {:?}",
            zero_xor_removals_by_residue(case)
        ));
    }
    if n > 60 && e.all("removal").next().is_some() {
        return Err(format!("removals listed for {n} piles"));
    }
    let mut seen = std::collections::HashSet::new();
    for removal in e.all("removal") {
        let removed = parse_values::<u64>(removal)?;
        let mut mask = 0u64;
        for &i in &removed {
            if !(1..=n as u64).contains(&i) || mask >> i & 1 == 1 {
                return Err(format!("removal {removed:?}: pile {i} is outside or twice"));
            }
            mask |= 1 << i;
        }
        let rest = (1..=n)
            .filter(|&i| mask >> i & 1 == 0)
            .fold(0, |x, i| x ^ case.piles[i - 1]);
        if removed.len() % d != 0 || removed.len() == n || rest != 0 {
            return Err(format!(
                "removal {removed:?}: {} piles, the rest XOR to {rest}",
                removed.len()
            ));
        }
        if !seen.insert(mask) {
            return Err(format!("removal {removed:?} is listed twice"));
        }
    }
    if n <= 12 && seen.len() as u64 != answer {
        return Err(format!("{} removals listed, count {answer}", seen.len()));
    }
    Ok(())
}

#[test]
fn poi16nim_samples_explain() {
    samples_explain(
        "poi16nim",
        |input| Some(Piles::read(input)),
        check_explanation,
    );
}

#[test]
fn poi16nim_explanations_hold() {
    explanations_hold(
        "poi16nim",
        Piles::draw,
        removals_by_enumeration,
        check_explanation,
    );
}

/// The sample's explanation with a removal whose piles do not XOR to X, with a removal
/// listed twice, with one left out, and with its counts by size mod d changed.
#[test]
fn poi16nim_wrong_witness_is_caught() {
    let case = Piles {
        d: 2,
        piles: vec![1, 3, 4, 1, 2],
    };
    let (first, second) = ("witness removal: 1 3\n", "witness removal: 3 4\n");
    lies_are_caught(
        "poi16nim",
        &case.to_string(),
        |e| check_explanation(&case, e),
        &[
            // The piles left, 4 1 2, do not XOR to 0.
            (first, "witness removal: 1 2\n", ""),
            (second, first, "twice"),
            (second, "", ""),
            ("witness by-residue: 2 2", "witness by-residue: 2 3", ""),
        ],
    );
}
