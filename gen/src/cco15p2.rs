//! Worst cases for `cco15p2`: n = 18 with all n² − n roads, so that every state of the
//! DP is reached and every road is tried from it.

use crate::{Rng, WorstCase};
use std::fmt::Write;

const N: usize = 18;

pub(crate) fn worst_cases() -> Vec<WorstCase> {
    vec![
        WorstCase {
            binary: "cco15p2",
            name: "n=18 complete, random lengths",
            generate: || {
                let mut rng = Rng::new(0xcc0_1502);
                complete(|| rng.range(1..=10_000))
            },
        },
        WorstCase {
            binary: "cco15p2",
            name: "n=18 complete, all lengths 10000",
            generate: || complete(|| 10_000),
        },
    ]
}

/// Every road between 18 cities, lengths drawn by `length`.
fn complete(mut length: impl FnMut() -> u64) -> String {
    let mut text = format!("{N} {}\n", N * (N - 1));
    for s in 0..N {
        for d in (0..N).filter(|&d| d != s) {
            writeln!(text, "{s} {d} {}", length()).unwrap();
        }
    }
    text
}
