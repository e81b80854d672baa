//! DMOJ `dpu` (https://dmoj.ca/problem/dpu).
//!
//! **Problem.** To write: the statement in two lines.
//!
//! **Idea.** To write: the key idea, and why it is right.
//!
//! **Complexity.** To write: time and memory at the statement's bounds.

use gamebits::judge::{run, InputError, Tokens};

/// The statement's bound on N (to set).
const MAX_N: usize = 100_000;
/// The statement's bound on each a_i (to set).
const MAX_A: u64 = 1_000_000_000;

fn main() {
    run(|tokens| {
        let a = read_input(tokens)?;
        Ok(solve(&a))
    })
}

/// Reads `N` and `a_1 … a_N`, each checked against the statement's bounds as it is read
/// (to adapt to the statement's format).
fn read_input(tokens: &mut Tokens) -> Result<Vec<u64>, InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    (1..=n)
        .map(|i| tokens.number(format_args!("a_{i}"), 0..=MAX_A))
        .collect()
}

/// The answer for `a` (to write).
fn solve(a: &[u64]) -> u64 {
    todo!(
        "dpu is not solved yet: write `solve` in src/bin/dpu.rs ({} values read)",
        a.len()
    )
}
