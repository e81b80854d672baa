//! `cco15p2`: n = 18 with all n² − n roads, so that every state of the DP is reached
//! and every road is tried from it.

use crate::{Checker, Limits, Problem, ReadmeRow, Rng, Sweep, Targets, WorstCase};
use std::fmt::Write;

const N: u64 = 18;

pub(crate) const PROBLEM: Problem = Problem {
    binary: "cco15p2",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/cco15p2",
    readme: ReadmeRow {
        problem: r#"[DMOJ `cco15p2`](https://dmoj.ca/problem/cco15p2) "Artskjid""#,
        limits_aside: None,
        approach: "longest route over (set of visited cities containing 0, current city), sets in increasing order; only reached states are extended, never from city n − 1",
        complexity: "O(2ⁿ⁻¹·n²) time, O(2ⁿ⁻¹·n) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "n=18 complete, random lengths",
            generate: || complete(N),
        },
        WorstCase {
            name: "n=18 complete, all lengths 10000",
            generate: || complete_with(N, || 10_000),
        },
    ],
    sweeps: &[Sweep {
        shape: "complete, random lengths",
        parameter: "n",
        sizes: &[10, 11, 12, 13, 14, 15, 16, 17, 18],
        generate: complete,
        complexity: "2^(n−1)·n²",
        cost: |n| 2f64.powf(n - 1.0) * n * n,
    }],
};

/// Every road between `n` cities, with seeded random lengths.
fn complete(n: u64) -> String {
    let mut rng = Rng::new(0xcc0_1502);
    complete_with(n, || rng.range(1..=10_000))
}

/// Every road between `n` cities, lengths drawn by `length`.
fn complete_with(n: u64, mut length: impl FnMut() -> u64) -> String {
    let mut text = format!("{n} {}\n", n * (n - 1));
    for s in 0..n {
        for d in (0..n).filter(|&d| d != s) {
            writeln!(text, "{s} {d} {}", length()).unwrap();
        }
    }
    text
}
