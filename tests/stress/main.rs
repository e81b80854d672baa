//! Stress tests: each binary against an independent brute force.
//!
//! Stress tests: each binary against an independent brute force on random small
//! inputs and on its samples, and against a second implementation on its worst cases.
//!
//! Each test prints its seed (shown by `cargo test -- --nocapture`, and with the input
//! in full when a case fails); `GAMEBITS_SEED=<n>` repeats a run, `GAMEBITS_CASES=<n>`
//! sets the number of cases per binary (default 300 for answers, 200 for explanations
//! and pictures).

mod agc016f;
mod ccc08s5;
mod ccc12s4;
mod cco15p2;
mod dispdom;
mod dmopc20c6p3;
mod dpk;
mod dpk_interactive;
mod dpu;
mod persuasion;
mod poi16nim;
mod qccp1;

use gamebits_problems::{Checker, Rng, SmallCases, PROBLEMS};
use gamebits_test_support::{binary_path, run_binary};

/// Every input the registry draws, and every input one shrinking step smaller, is one
/// the statement allows: the binary, which checks every bound, answers it.
#[test]
fn every_small_case_and_every_step_smaller_is_accepted() {
    for problem in PROBLEMS {
        let cases = match problem.small_cases {
            SmallCases::Own(cases) => cases,
            // A practice solution's are its reference's, checked there.
            SmallCases::Like(_) => continue,
            // An interactive problem's stress test plays random games of its own.
            SmallCases::None if matches!(problem.checker, Checker::Interactive(_)) => continue,
            SmallCases::None => panic!("{} has no small cases of its own", problem.binary),
        };
        let exe = binary_path(problem.binary);
        let mut rng = Rng::new(problem.binary.len() as u64);
        for _ in 0..5 {
            let drawn = (cases.draw)(&mut rng);
            for input in std::iter::once(drawn.clone()).chain((cases.smaller)(&drawn)) {
                assert!(
                    !(cases.smaller)(&input).contains(&input),
                    "{}: a step that changes nothing\n{input}",
                    problem.binary
                );
                let output = run_binary(&exe, input.as_bytes());
                assert!(
                    output.status.success(),
                    "{} refuses\n{input}{}",
                    problem.binary,
                    String::from_utf8_lossy(&output.stderr)
                );
            }
        }
    }
}
