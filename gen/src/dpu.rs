//! `dpu`: N = 16, the bound. The work does not depend on the values (every group of
//! every set is tried), so the worst cases vary what the answer looks like: one group of
//! all (every a_i,j = 10^9, the largest answer), every rabbit alone (every a_i,j =
//! −10^9), several groups (blocks of friends who dislike the others), and random mixed
//! signs, large and small (like AtCoder's fourth sample).

use crate::{Checker, Limits, Problem, ReadmeRow, Rng, Sweep, Targets, WorstCase};

const N: usize = 16;
const MAX_A: i64 = 1_000_000_000;

pub(crate) const PROBLEM: Problem = Problem {
    binary: "dpu",
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dpu",
    readme: ReadmeRow {
        problem: r#"[DMOJ `dpu`](https://dmoj.ca/problem/dpu) = [AtCoder EDPC U "Grouping"](https://atcoder.jp/contests/dp/tasks/dp_u) (2 s there)"#,
        limits_aside: None,
        approach: "every group's score by sums over subsets (each a_i,j put at {i, j}); the best split of a set tries each group g of its highest rabbit, score[g] + best[rest]; the table covers only the sets of the first N − 1 rabbits (all the whole set reads), the answer is one more step; groups taken in pairs, without and with the second highest rabbit, two maxima folded over the submasks",
        complexity: "(3^(N−1) − 1)/2 + 2^(N−1) sums (7.2·10^6 at N = 16) and N·2^(N−1) additions; O(2^N) memory (768 KiB)",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(1024),
        note: Some("AtCoder (EDPC U) allows 2 s; DMOJ's 1 s is the tighter limit."),
    },
    targets: Targets::PRACTICE,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "N=16, random a in [-1e9, 1e9]",
            generate: || random(N as u64),
        },
        WorstCase {
            name: "N=16, random a in [-9, 9]",
            generate: || {
                let mut rng = Rng::new(0xd905_0002);
                matrix(N, |_, _| rng.range(0..=18) as i64 - 9)
            },
        },
        WorstCase {
            name: "N=16, every a = 1e9 (one group)",
            generate: || matrix(N, |_, _| MAX_A),
        },
        WorstCase {
            name: "N=16, every a = -1e9 (all alone)",
            generate: || matrix(N, |_, _| -MAX_A),
        },
        WorstCase {
            name: "N=16, blocks of 3, 4, 4, 5 in random order",
            generate: blocks,
        },
    ],
    sweeps: &[Sweep {
        shape: "random a in [-1e9, 1e9]",
        parameter: "N",
        // The work triples with each rabbit; below N = 14 it is under a process's
        // start-up time, so the growth shows only in the last sizes before the bound.
        sizes: &[10, 11, 12, 13, 14, 15, 16],
        generate: random,
        complexity: "3^(N−1)/2 + N·2^(N−1)",
        cost: |n| 3f64.powf(n - 1.0) / 2.0 + n * 2f64.powf(n - 1.0),
    }],
};

/// `n` rabbits, each a_i,j (i < j) uniform in [−10^9, 10^9].
fn random(n: u64) -> String {
    let mut rng = Rng::new(0xd905_0001 + n);
    matrix(n as usize, |_, _| {
        rng.range(0..=2 * MAX_A as u64) as i64 - MAX_A
    })
}

/// Friends in blocks of 3, 4, 4 and 5 rabbits, spread at random over the 16: a_i,j
/// random in [10^8, 10^9] inside a block and in [−10^9, −10^8] across blocks, so the
/// best split is the blocks.
fn blocks() -> String {
    let mut rng = Rng::new(0xd905_0003);
    let mut block: Vec<usize> = [3, 4, 4, 5]
        .iter()
        .enumerate()
        .flat_map(|(b, &size)| std::iter::repeat(b).take(size))
        .collect();
    rng.shuffle(&mut block);
    matrix(N, |i, j| {
        let magnitude = rng.range(MAX_A as u64 / 10..=MAX_A as u64) as i64;
        if block[i] == block[j] {
            magnitude
        } else {
            -magnitude
        }
    })
}

/// The input for `n` rabbits with a_i,j = `value(i, j)` for i < j (drawn in that order),
/// mirrored below the diagonal, and 0 on it.
fn matrix(n: usize, mut value: impl FnMut(usize, usize) -> i64) -> String {
    let upper: Vec<Vec<i64>> = (0..n)
        .map(|i| (i + 1..n).map(|j| value(i, j)).collect())
        .collect();
    let mut text = format!("{n}\n");
    for i in 0..n {
        let row: Vec<String> = (0..n)
            .map(|j| match i.cmp(&j) {
                std::cmp::Ordering::Less => upper[i][j - i - 1],
                std::cmp::Ordering::Greater => upper[j][i - j - 1],
                std::cmp::Ordering::Equal => 0,
            })
            .map(|a| a.to_string())
            .collect();
        text += &row.join(" ");
        text += "\n";
    }
    text
}
