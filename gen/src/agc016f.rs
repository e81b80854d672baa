//! `agc016f`: N = 15. The work depends on N alone, so the cases vary the edges only to
//! catch a slow path that depends on them.

use crate::{Limits, Problem, Rng, Sweep, WorstCase};

const N: usize = 15;

pub(crate) const PROBLEM: Problem = Problem {
    binary: "agc016f",
    judge: "AtCoder",
    url: "https://atcoder.jp/contests/agc016/tasks/agc016_f",
    limits: Limits {
        time_ms: 5000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    worst_cases: &[
        WorstCase {
            name: "N=15, complete DAG (105 edges)",
            generate: || complete(N as u64),
        },
        WorstCase {
            name: "N=15, complete DAG (105 edges) in random order",
            generate: || {
                let mut edges = all_edges(N);
                Rng::new(16).shuffle(&mut edges);
                input(N, &edges)
            },
        },
        WorstCase {
            name: "N=15, half of the edges at random",
            generate: || {
                let mut rng = Rng::new(17);
                let edges: Vec<_> = all_edges(N)
                    .into_iter()
                    .filter(|_| rng.chance(1, 2))
                    .collect();
                input(N, &edges)
            },
        },
        WorstCase {
            name: "N=15, the path 1 -> 2 -> ... -> 15",
            generate: || input(N, &(1..N).map(|x| (x, x + 1)).collect::<Vec<_>>()),
        },
    ],
    sweeps: &[Sweep {
        shape: "complete DAG",
        parameter: "N",
        sizes: &[8, 9, 10, 11, 12, 13, 14, 15],
        generate: complete,
        complexity: "N·3^N",
        cost: |n| n * 3f64.powf(n),
    }],
};

/// The complete DAG on `n` vertices.
fn complete(n: u64) -> String {
    let n = n as usize;
    input(n, &all_edges(n))
}

/// Every edge x -> y with x < y of the vertices 1..=n.
fn all_edges(n: usize) -> Vec<(usize, usize)> {
    (1..=n)
        .flat_map(|x| (x + 1..=n).map(move |y| (x, y)))
        .collect()
}

fn input(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("{n} {}\n", edges.len());
    for (x, y) in edges {
        text += &format!("{x} {y}\n");
    }
    text
}
