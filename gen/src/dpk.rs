//! Worst cases for `dpk`: K = 1e5 and N = 100, shaped so the scan over the moves
//! rarely stops early.

use crate::{Rng, WorstCase};

pub(crate) fn worst_cases() -> Vec<WorstCase> {
    vec![
        WorstCase {
            binary: "dpk",
            name: "K=1e5, A=1..100",
            generate: || input(&(1..=100).collect::<Vec<_>>()),
        },
        WorstCase {
            binary: "dpk",
            name: "K=1e5, A=2,4..200",
            generate: || input(&(1..=100).map(|i| 2 * i).collect::<Vec<_>>()),
        },
        WorstCase {
            binary: "dpk",
            name: "K=1e5, 100 random moves",
            generate: || {
                input(
                    &Rng::new(1)
                        .distinct_sorted(100, 100_000)
                        .into_iter()
                        .map(|a| a + 1)
                        .collect::<Vec<_>>(),
                )
            },
        },
    ]
}

fn input(moves: &[u64]) -> String {
    let list: Vec<String> = moves.iter().map(u64::to_string).collect();
    format!("{} 100000\n{}\n", moves.len(), list.join(" "))
}
