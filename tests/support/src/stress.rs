//! Stress tests: a binary against a brute force.
//!
//! Stress tests: a binary against a brute force on random cases, on the samples, and
//! against a second implementation on its worst cases.
//!
//! A brute force takes the problem's input as the registry models it (its
//! [`SmallInput`], such as [`gamebits_problems::dpk::Stones`]) and gives the answer, as
//! the judge's text, straight from the statement.

use crate::samples::sample_inputs;
use crate::{binary_path, checker, run_binary, Rng};
use gamebits_problems::{shrink, RandomRun, Shrinkable, SmallCases, SmallInput};

pub use gamebits_problems::numbers;

/// How many random cases each test of answers gets unless `GAMEBITS_CASES` says
/// otherwise.
pub const CASES: usize = 300;

/// How many random cases each test of explanations or pictures gets unless
/// `GAMEBITS_CASES` says otherwise: fewer than [`CASES`], since each case prints every
/// line or state, and the answers under them are checked by the tests of answers.
pub const EXPLAINED_CASES: usize = 200;

/// The seed and number of cases of a test of random cases, from `GAMEBITS_SEED` and
/// `GAMEBITS_CASES` ([`CASES`] if unset), said on stderr under the name `what`.
///
/// # Exits
///
/// If either variable is set to something else than it takes, with one line naming it.
///
/// ```
/// let run = gamebits_test_support::stress::random_run("dpk");
/// assert!(run.cases > 0);
/// ```
pub fn random_run(what: &str) -> RandomRun {
    crate::random_run(what, CASES)
}

/// Runs the crate's `binary` on [`random_run`]'s number of random small inputs of its
/// problem, drawn by the registry's model `M` from one seeded generator, against
/// `brute_force`. At the first input the binary gets wrong, shrinks it by the model's
/// steps (see [`first_failure`]) and panics with the seed, the shrunk input, both
/// answers and the input as drawn.
///
/// # Panics
///
/// Also if `M` is not the registry's model of `binary`'s problem.
///
/// ```no_run
/// use gamebits_problems::dpk::Stones;
/// use gamebits_test_support::stress::stress;
/// fn first_wins(stones: &Stones) -> String {
///     todo!("the brute force on {stones}")
/// }
/// stress("dpk", first_wins);
/// ```
pub fn stress<M: SmallInput + Sync>(binary: &str, brute_force: impl Fn(&M) -> String + Sync) {
    let run = random_run(&format!("stress {binary}"));
    let cases = small_cases(binary);
    let mut rng = Rng::new(run.seed);
    assert_eq!(
        (cases.draw)(&mut rng.clone()),
        M::draw(&mut rng).to_string(),
        "the registry's small cases of {binary} are not those of {}",
        std::any::type_name::<M>()
    );
    if let Some(report) = first_failure(binary, run, M::draw, brute_force) {
        panic!("{report}");
    }
}

/// [`stress`] on inputs of another shape than the model's own draw, drawn by `draw`
/// (larger ones, for a brute force that is not a search); a failing one is shrunk by the
/// model's steps all the same.
///
/// ```no_run
/// use gamebits_problems::dpk::Stones;
/// # fn first_wins(stones: &Stones) -> String { todo!() }
/// let one_move = |rng: &mut gamebits_problems::Rng| Stones { moves: vec![1], pile: rng.range(1..=100_000) };
/// gamebits_test_support::stress::stress_shape("dpk", one_move, first_wins);
/// ```
pub fn stress_shape<M: SmallInput + Sync>(
    binary: &str,
    draw: impl FnMut(&mut Rng) -> M,
    brute_force: impl Fn(&M) -> String + Sync,
) {
    let run = random_run(&format!("stress {binary}"));
    if let Some(report) = first_failure(binary, run, draw, brute_force) {
        panic!("{report}");
    }
}

/// What [`stress`] reports: `None` if the crate's `binary` answers `run.cases` random
/// inputs drawn by `draw` from `run.seed` as `brute_force` does, else the first failing
/// input shrunk, both answers on it, and the input as drawn. Shrinking takes, again and
/// again, the first input one step smaller (the model's steps) that the binary still
/// gets wrong, until there is none.
///
/// ```no_run
/// use gamebits_problems::{dpk::Stones, RandomRun, SmallInput};
/// // A brute force that is wrong on purpose: the first player wins iff K is odd.
/// let odd_pile = |stones: &Stones| (if stones.pile % 2 == 1 { "First" } else { "Second" }).to_string();
/// let run = RandomRun { seed: 1, cases: 100 };
/// let report = gamebits_test_support::stress::first_failure("dpk", run, Stones::draw, odd_pile);
/// assert!(report.unwrap().contains("--- input, shrunk"));
/// ```
pub fn first_failure<M: SmallInput + Sync>(
    binary: &str,
    run: RandomRun,
    draw: impl FnMut(&mut Rng) -> M,
    brute_force: impl Fn(&M) -> String + Sync,
) -> Option<String> {
    let model = Model {
        text: |input: &M| input.to_string(),
        smaller: M::smaller,
        expected: brute_force,
    };
    failure(binary, run, draw, &model)
}

/// How [`failure`] writes out, shrinks and answers an input of type `I`.
struct Model<T, S, E> {
    /// The input as the judge's text.
    text: T,
    /// The inputs one step smaller.
    smaller: S,
    /// The right answer.
    expected: E,
}

/// [`first_failure`] on inputs of any type, as `model` writes, shrinks and answers them.
fn failure<I, T, S, E>(
    binary: &str,
    RandomRun { seed, cases }: RandomRun,
    mut draw: impl FnMut(&mut Rng) -> I,
    model: &Model<T, S, E>,
) -> Option<String>
where
    I: Clone + Sync,
    T: Fn(&I) -> String,
    S: Fn(&I) -> Vec<I>,
    E: Fn(&I) -> String + Sync,
{
    let exe = binary_path(binary);
    let brute_force = &model.expected;
    let wrong = |input: &I| {
        let text = (model.text)(input);
        let (expected, answer) = at_once(&|| brute_force(input), &|| answer_of(&exe, &text));
        verdict(answer, &expected).err()
    };
    let mut rng = Rng::new(seed);
    for index in 0..cases {
        let drawn = draw(&mut rng);
        if wrong(&drawn).is_none() {
            continue;
        }
        let (input, steps) = shrink(drawn.clone(), &model.smaller, |input| {
            wrong(input).is_some()
        });
        let why = wrong(&input).expect("shrinking keeps a failing input");
        return Some(format!(
            "{binary} fails case {index} of seed {seed} (GAMEBITS_SEED={seed}): {why}\n\
             --- input, shrunk in {steps} steps\n{}--- expected\n{}\n\
             --- input as drawn\n{}",
            (model.text)(&input),
            (model.expected)(&input).trim_end(),
            (model.text)(&drawn)
        ));
    }
    None
}

/// Runs the crate's `binary`, a practice solution, on [`random_run`]'s number of random
/// small inputs of the problem of `reference` (the registry's), and panics as [`stress`]
/// does at the first one on which it does not answer as the `reference` binary does.
///
/// ```no_run
/// gamebits_test_support::stress::against_reference("mydpk", "dpk");
/// ```
pub fn against_reference(binary: &str, reference: &str) {
    let run = random_run(&format!("stress {binary} against {reference}"));
    let cases = small_cases(reference);
    let exe = binary_path(reference);
    let model = Model {
        text: String::clone,
        smaller: |input: &String| (cases.smaller)(input),
        expected: |input: &String| {
            answer_of(&exe, input)
                .unwrap_or_else(|why| panic!("the reference refuses\n{input}{why}"))
        },
    };
    if let Some(report) = failure(binary, run, cases.draw, &model) {
        panic!("{report}");
    }
}

/// The registry's text-level draw and steps of `binary`'s problem.
fn small_cases(binary: &str) -> Shrinkable {
    let problem = gamebits_problems::problem(binary)
        .unwrap_or_else(|| panic!("{binary} has no entry in gamebits_problems::PROBLEMS"));
    match problem.small_cases {
        SmallCases::Own(cases) => cases,
        _ => panic!("{binary} has no small cases of its own in problems/src/{binary}.rs"),
    }
}

/// `Ok` if a binary's `answer` (its stdout, or why it has none) is `expected`, else
/// why not, with what it printed.
fn verdict(answer: Result<String, String>, expected: &str) -> Result<(), String> {
    answer.and_then(|actual| {
        checker::compare(expected, &actual)
            .map_err(|why| format!("{why}\n--- actual\n{}", actual.trim_end()))
    })
}

/// Every sample of `binary` that has an answer (`<case>.out`) and, read by the model
/// `M`, is small enough for the brute force (`small` holds), gets the same answer from
/// `brute_force`: the samples are checked independently of the binary. At least one
/// sample must be checked.
///
/// ```no_run
/// use gamebits_problems::dpk::Stones;
/// # fn first_wins(stones: &Stones) -> String { todo!() }
/// let small = |stones: &Stones| stones.pile <= 5000;
/// gamebits_test_support::stress::samples_agree_with_brute_force("dpk", small, first_wins);
/// ```
pub fn samples_agree_with_brute_force<M: SmallInput>(
    binary: &str,
    small: impl Fn(&M) -> bool,
    brute_force: impl Fn(&M) -> String,
) {
    let mut checked = 0;
    for input_path in sample_inputs(binary) {
        let Ok(answer) = std::fs::read_to_string(input_path.with_extension("out")) else {
            continue;
        };
        let input = M::read(&std::fs::read_to_string(&input_path).expect("a readable sample"));
        if !small(&input) {
            continue;
        }
        if let Err(why) = checker::compare(&answer, &brute_force(&input)) {
            panic!(
                "{} disagrees with the brute force: {why}",
                input_path.display()
            );
        }
        checked += 1;
    }
    assert!(
        checked > 0,
        "no sample of {binary} is small enough for the brute force"
    );
    eprintln!("{binary}: {checked} samples agree with the brute force");
}

/// Runs the crate's `binary` on every worst case of its problem in the registry (in
/// the test profile: overflow checks on) and requires exit status 0 and the answer
/// `expected(input)` of a second implementation that shares no code with the binary.
/// The two run at once, each on a core of its own where there are two.
///
/// ```no_run
/// gamebits_test_support::stress::worst_cases_agree("dpk", |_input| "First".to_string());
/// ```
pub fn worst_cases_agree(binary: &str, expected: impl Fn(&str) -> String + Sync) {
    let exe = binary_path(binary);
    let problem = gamebits_problems::problem(binary)
        .unwrap_or_else(|| panic!("{binary} has no entry in gamebits_problems::PROBLEMS"));
    assert!(
        !problem.worst_cases.is_empty(),
        "{binary} has no worst cases"
    );
    for case in problem.worst_cases {
        let input = (case.generate)();
        let (expected, answer) = at_once(&|| expected(&input), &|| answer_of(&exe, &input));
        let verdict = answer.and_then(|stdout| {
            checker::compare(&expected, &stdout).map_err(|why| format!("{why}; stdout `{stdout}`"))
        });
        if let Err(why) = verdict {
            panic!("{binary} on worst case `{}`: {why}", case.name);
        }
    }
}

/// `expected()` and `answer()` at once, the first in a thread of its own: a brute force
/// (or a second implementation) works while the binary it checks runs. Taken as trait
/// objects, so the thread's code is compiled once, not once for each caller's closures
/// (it was a tenth of the stress tests' LLVM lines, by `cargo llvm-lines`).
fn at_once(
    expected: &(dyn Fn() -> String + Sync),
    answer: &dyn Fn() -> Result<String, String>,
) -> (String, Result<String, String>) {
    std::thread::scope(|scope| {
        let first = scope.spawn(expected);
        let second = answer();
        let first = first.join();
        (
            first.unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            second,
        )
    })
}

/// The stdout of `exe` run on `input` if it exits with status 0, else its status and
/// stderr.
fn answer_of(exe: &std::path::Path, input: &str) -> Result<String, String> {
    let output = run_binary(exe, input.as_bytes());
    if output.status.success() {
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    } else {
        Err(format!(
            "{}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}
