//! Worst cases for `agc016f`: N = 15. The work depends on N alone, so the cases vary
//! the edges only to catch a slow path that depends on them.

use crate::{Rng, WorstCase};

const N: usize = 15;

pub(crate) fn worst_cases() -> Vec<WorstCase> {
    vec![
        WorstCase {
            binary: "agc016f",
            name: "N=15, complete DAG (105 edges)",
            generate: || input(&all_edges()),
        },
        WorstCase {
            binary: "agc016f",
            name: "N=15, complete DAG (105 edges) in random order",
            generate: || {
                let mut edges = all_edges();
                Rng::new(16).shuffle(&mut edges);
                input(&edges)
            },
        },
        WorstCase {
            binary: "agc016f",
            name: "N=15, half of the edges at random",
            generate: || {
                let mut rng = Rng::new(17);
                let edges: Vec<_> = all_edges()
                    .into_iter()
                    .filter(|_| rng.chance(1, 2))
                    .collect();
                input(&edges)
            },
        },
        WorstCase {
            binary: "agc016f",
            name: "N=15, the path 1 -> 2 -> ... -> 15",
            generate: || input(&(1..N).map(|x| (x, x + 1)).collect::<Vec<_>>()),
        },
    ]
}

/// Every edge x -> y with x < y of the vertices 1..=N.
fn all_edges() -> Vec<(usize, usize)> {
    (1..=N)
        .flat_map(|x| (x + 1..=N).map(move |y| (x, y)))
        .collect()
}

fn input(edges: &[(usize, usize)]) -> String {
    let mut text = format!("{} {}\n", N, edges.len());
    for (x, y) in edges {
        text += &format!("{x} {y}\n");
    }
    text
}
