//! `dpk`: K = 1e5 and N = 100, shaped so the scan over the moves rarely stops early.

use crate::{Checker, Limits, Problem, ReadmeRow, Rng, Sweep, Targets, WorstCase};

const MAX_K: u64 = 100_000;

pub(crate) const PROBLEM: Problem = Problem {
    binary: "dpk",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dpk",
    readme: ReadmeRow {
        problem: r#"[DMOJ `dpk`](https://dmoj.ca/problem/dpk) = [AtCoder EDPC K "Stones"](https://atcoder.jp/contests/dp/tasks/dp_k) (2 s / 256 MiB there)"#,
        limits_aside: None,
        approach: "win/lose table over pile sizes, filled in increasing order",
        complexity: "O(N·K) time, O(K) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(1024),
        note: None,
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "K=1e5, A=1..100",
            generate: || moves_1_to_100(MAX_K),
        },
        WorstCase {
            name: "K=1e5, A=2,4..200",
            generate: || input(MAX_K, &(1..=100).map(|i| 2 * i).collect::<Vec<_>>()),
        },
        WorstCase {
            name: "K=1e5, 100 random moves",
            generate: || {
                let moves = Rng::new(1).distinct_sorted(100, MAX_K);
                input(MAX_K, &moves.into_iter().map(|a| a + 1).collect::<Vec<_>>())
            },
        },
    ],
    sweeps: &[Sweep {
        shape: "A = 1..100",
        parameter: "K",
        // Below K ≈ 2·10^4 the work is under a process's start-up time: sizes are
        // denser above it, where the growth can be seen.
        sizes: &[
            1_000, 3_000, 10_000, 20_000, 30_000, 50_000, 70_000, 100_000,
        ],
        generate: moves_1_to_100,
        complexity: "N·K, N = 100",
        cost: |k| 100.0 * k,
    }],
};

/// A pile of `k` stones and the moves 1..=100.
fn moves_1_to_100(k: u64) -> String {
    input(k, &(1..=100).collect::<Vec<_>>())
}

fn input(k: u64, moves: &[u64]) -> String {
    let list: Vec<String> = moves.iter().map(u64::to_string).collect();
    format!("{} {k}\n{}\n", moves.len(), list.join(" "))
}
