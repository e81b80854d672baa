//! Worst cases for `dispdom`: the judge's size N = 30 and this project's N = 64, with
//! K = 1, 2, 3, on empty strips and strips with blocked cells. D = 1e18 lets nobody draw
//! early; D = 10 is below every optimal play length here, so those cases are draws. The
//! time does not depend on D: the whole ordinary game is solved either way.

use crate::{Rng, WorstCase};

const NO_EARLY_DRAW: u64 = 1_000_000_000_000_000_000;
const DRAWN: u64 = 10;

pub(crate) fn worst_cases() -> Vec<WorstCase> {
    let case = |name, generate| WorstCase {
        binary: "dispdom",
        name,
        generate,
    };
    vec![
        case("N=30 K=1 empty", || empty(30, 1, NO_EARLY_DRAW)),
        case("N=30 K=2 empty", || empty(30, 2, NO_EARLY_DRAW)),
        case("N=30 K=3 empty", || empty(30, 3, NO_EARLY_DRAW)),
        case("N=30 K=2 empty D=10", || empty(30, 2, DRAWN)),
        case("N=30 K=2 blocked at 13", || one_blocked(30, 2, 13)),
        case("N=64 K=1 empty", || empty(64, 1, NO_EARLY_DRAW)),
        case("N=64 K=1 empty D=10", || empty(64, 1, DRAWN)),
        case("N=64 K=2 empty", || empty(64, 2, NO_EARLY_DRAW)),
        case("N=64 K=2 empty D=10", || empty(64, 2, DRAWN)),
        case("N=64 K=3 empty", || empty(64, 3, NO_EARLY_DRAW)),
        case("N=64 K=3 empty D=10", || empty(64, 3, DRAWN)),
        // Of the strips with one blocked cell, this one explores the most positions.
        case("N=64 K=2 blocked at 27", || one_blocked(64, 2, 27)),
        case("N=64 K=2 random blocked", || random_blocked(64, 2)),
        case("N=64 K=3 random blocked", || random_blocked(64, 3)),
    ]
}

fn input(k: usize, d: u64, strip: &str) -> String {
    format!("{} {k} {d}\n{strip}\n", strip.len())
}

fn empty(n: usize, k: usize, d: u64) -> String {
    input(k, d, &"0".repeat(n))
}

fn one_blocked(n: usize, k: usize, at: usize) -> String {
    let strip: String = (0..n).map(|i| if i == at { '1' } else { '0' }).collect();
    input(k, NO_EARLY_DRAW, &strip)
}

/// A strip of n cells, each blocked with probability 1/16, the same on every run.
fn random_blocked(n: usize, k: usize) -> String {
    let mut rng = Rng::new(n as u64 * 10 + k as u64);
    let strip: String = (0..n)
        .map(|_| if rng.chance(1, 16) { '1' } else { '0' })
        .collect();
    input(k, NO_EARLY_DRAW, &strip)
}
