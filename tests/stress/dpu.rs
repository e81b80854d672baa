//! `dpu` against a brute force written straight from the statement, and its
//! worst cases against a second implementation that shares no code with the binary.

use gamebits_test_support::stress::{stress, worst_cases_agree, Case};
use gamebits_test_support::Rng;

/// A small input (to adapt to the statement).
struct Input {
    a: Vec<u64>,
}

impl Case for Input {
    fn input(&self) -> String {
        let a: Vec<String> = self.a.iter().map(u64::to_string).collect();
        format!("{}\n{}\n", self.a.len(), a.join(" "))
    }

    /// The answer straight from the statement: try every possibility (to write).
    fn expected(&self) -> String {
        todo!("dpu: write the brute force in tests/stress/dpu.rs")
    }
}

fn random_case(rng: &mut Rng) -> Input {
    let n = rng.index(1..=6);
    let a = (0..n).map(|_| rng.range(0..=10)).collect();
    Input { a }
}

#[test]
fn dpu_matches_brute_force() {
    stress("dpu", random_case);
}

#[test]
fn dpu_worst_cases_agree_with_a_second_implementation() {
    worst_cases_agree("dpu", |input| {
        todo!(
            "dpu: answer the worst case of {} bytes by code of its own",
            input.len()
        )
    })
}
