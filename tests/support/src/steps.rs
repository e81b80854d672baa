//! Checking what `--explain=steps` shows.
//!
//! A binary's steps read back (the state as its picture names it, its value, the rule
//! that decided it), and checked against the input by the test's own code on random
//! cases.

use crate::stress::random_run;
use crate::{binary_path, run_binary_with_args, Rng};
use gamebits_problems::RandomRun;
use std::fmt::Display;

/// One step of the table's filling, read back from its line `state\tvalue\trule`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The state, by the id its picture gives it.
    pub state: String,
    /// Its value: `W`, `L`, a number, a word.
    pub value: String,
    /// The rule that decided it, in the explanation's words.
    pub rule: String,
}

/// Reads the steps `--explain=steps` prints, one a line; the line saying how many were
/// left out, if any, is passed over.
///
/// # Errors
///
/// On a line that is neither.
///
/// ```
/// use gamebits_test_support::steps::parse;
/// let steps = parse("0\tL\t0 is L: no move\n(3 more steps left out)\n").unwrap();
/// assert_eq!((steps[0].state.as_str(), steps[0].rule.as_str()), ("0", "0 is L: no move"));
/// assert_eq!(steps.len(), 1);
/// ```
pub fn parse(text: &str) -> Result<Vec<Step>, String> {
    text.lines()
        .filter(|line| !line.starts_with('('))
        .map(|line| match line.splitn(3, '\t').collect::<Vec<_>>()[..] {
            [state, value, rule] => Ok(Step {
                state: state.to_string(),
                value: value.to_string(),
                rule: rule.to_string(),
            }),
            _ => Err(format!("not a step: {line:?}")),
        })
        .collect()
}

/// `binary --explain=steps-all` on `input`, read back; or its exit status and stderr.
///
/// ```no_run
/// let steps = gamebits_test_support::steps::steps("dpk", b"1 1\n1\n").unwrap();
/// assert_eq!(steps[1].rule, "1 is W: 1 − 1 = 0 is L");
/// ```
pub fn steps(binary: &str, input: &[u8]) -> Result<Vec<Step>, String> {
    let output = run_binary_with_args(&binary_path(binary), &["--explain=steps-all"], input);
    if !output.status.success() {
        return Err(format!(
            "{}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    parse(&String::from_utf8(output.stdout).map_err(|e| format!("not UTF-8: {e}"))?)
}

/// `binary --explain=steps-all` on [`random_run`]'s number of random inputs drawn by
/// `generate` from one seeded generator (written out by `Display`), each one's steps
/// passing `check(&input, &steps)`; the first failure panics with the seed and the
/// whole input.
///
/// ```no_run
/// use gamebits_problems::{dpk::Stones, SmallInput};
/// gamebits_test_support::steps::steps_hold("dpk", Stones::draw, |stones, steps| {
///     (steps.len() as u64 == stones.pile + 1).then_some(()).ok_or("a pile is missing".to_string())
/// });
/// ```
pub fn steps_hold<I: Display>(
    binary: &str,
    mut generate: impl FnMut(&mut Rng) -> I,
    check: impl Fn(&I, &[Step]) -> Result<(), String>,
) {
    let RandomRun { seed, cases: count } = random_run(&format!("steps {binary}"));
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let case = generate(&mut rng);
        let input = case.to_string();
        let verdict = steps(binary, input.as_bytes()).and_then(|steps| check(&case, &steps));
        if let Err(why) = verdict {
            panic!(
                "{binary} --explain=steps-all fails case {index} of seed {seed} \
                 (GAMEBITS_SEED={seed}): {why}\n--- input\n{input}"
            );
        }
    }
}
