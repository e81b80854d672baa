//! Stress tests: a binary against a brute force on random cases, on the samples, and
//! against a second implementation on its worst cases.

use crate::samples::sample_inputs;
use crate::{binary_path, checker, run_binary, Rng};
use gamebits_problems::RandomRun;

/// A random test case: its input text and the answer of a brute force.
pub trait Case {
    /// The input, exactly as the judge would give it.
    fn input(&self) -> String;
    /// The right answer, computed straight from the statement.
    fn expected(&self) -> String;
}

/// How many random cases each test gets unless `GAMEBITS_CASES` says otherwise.
pub const CASES: usize = 500;

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
    RandomRun::from_env(what, CASES)
}

/// Runs the crate's `binary` on [`random_run`]'s number of random small inputs of its problem,
/// drawn by the registry's generator ([`gamebits_problems::SmallCases`]) from one seeded
/// generator, each read by `case_of` into a case whose brute force gives the answer.
/// At the first input the binary gets wrong, shrinks it by the registry's steps (see
/// [`first_failure`]) and panics with the seed, the shrunk input, both answers and the
/// input as drawn.
///
/// ```no_run
/// use gamebits_test_support::stress::{numbers, stress, Case};
/// struct Stones(Vec<u64>);
/// impl Case for Stones {
///     fn input(&self) -> String {
///         let moves: Vec<String> = self.0[2..].iter().map(u64::to_string).collect();
///         format!("{} {}\n{}\n", self.0[0], self.0[1], moves.join(" "))
///     }
///     fn expected(&self) -> String {
///         todo!("the brute force")
///     }
/// }
/// stress("dpk", |input| Stones(numbers(input)));
/// ```
pub fn stress<C: Case>(binary: &str, case_of: impl Fn(&str) -> C) {
    let RandomRun { seed, cases: count } = random_run(&format!("stress {binary}"));
    let draw = small_cases(binary).draw;
    if let Some(report) = first_failure(binary, seed, count, draw, case_of) {
        panic!("{report}");
    }
}

/// [`stress`] on inputs of another shape than the registry's small cases, drawn by
/// `draw` (larger ones, for a brute force that is not a search); a failing one is
/// shrunk by the registry's steps all the same.
///
/// ```no_run
/// # use gamebits_test_support::stress::{numbers, stress_shape, Case};
/// # struct Stones(Vec<u64>);
/// # impl Case for Stones {
/// #     fn input(&self) -> String { unreachable!() }
/// #     fn expected(&self) -> String { todo!() }
/// # }
/// stress_shape("dpk", |rng| format!("1 {}\n1\n", rng.range(1..=100_000)), |input| {
///     Stones(numbers(input))
/// });
/// ```
pub fn stress_shape<C: Case>(
    binary: &str,
    draw: impl FnMut(&mut Rng) -> String,
    case_of: impl Fn(&str) -> C,
) {
    let RandomRun { seed, cases: count } = random_run(&format!("stress {binary}"));
    if let Some(report) = first_failure(binary, seed, count, draw, case_of) {
        panic!("{report}");
    }
}

/// What [`stress`] reports: `None` if the crate's `binary` answers `count` random
/// inputs drawn by `draw` from `seed` as the brute force of `case_of` does, else the first
/// failing input shrunk, both answers on it, and the input as drawn. Shrinking takes,
/// again and again, the first input one step smaller (the registry's steps) that the
/// binary still gets wrong, until there is none.
///
/// # Panics
///
/// If the registry has no small cases of its own for `binary`.
///
/// ```no_run
/// # use gamebits_test_support::stress::{numbers, Case};
/// // A brute force that is wrong on purpose: the first player wins iff K is odd.
/// struct OddPile(u64);
/// impl Case for OddPile {
///     fn input(&self) -> String { unreachable!() }
///     fn expected(&self) -> String { (if self.0 % 2 == 1 { "First" } else { "Second" }).into() }
/// }
/// let draw = |rng: &mut gamebits_problems::Rng| format!("2 {}\n1 2\n", rng.range(2..=60));
/// let report = gamebits_test_support::stress::first_failure("dpk", 1, 100, draw, |input| {
///     OddPile(numbers(input)[1])
/// });
/// assert!(report.unwrap().contains("--- input, shrunk"));
/// ```
pub fn first_failure<C: Case>(
    binary: &str,
    seed: u64,
    count: usize,
    draw: impl FnMut(&mut Rng) -> String,
    case_of: impl Fn(&str) -> C,
) -> Option<String> {
    failure(binary, small_cases(binary), (seed, count), draw, case_of)
}

/// [`first_failure`] with the shrinking steps `cases`.
fn failure<C: Case>(
    binary: &str,
    cases: gamebits_problems::Shrinkable,
    (seed, count): (u64, usize),
    mut draw: impl FnMut(&mut Rng) -> String,
    case_of: impl Fn(&str) -> C,
) -> Option<String> {
    let exe = binary_path(binary);
    let wrong = |input: &str| verdict(&exe, input, &case_of(input)).err();
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let drawn = draw(&mut rng);
        if wrong(&drawn).is_none() {
            continue;
        }
        let (input, steps) = cases.shrink(drawn.clone(), |input| wrong(input).is_some());
        let why = wrong(&input).expect("shrinking keeps a failing input");
        return Some(format!(
            "{binary} fails case {index} of seed {seed} (GAMEBITS_SEED={seed}): {why}\n\
             --- input, shrunk in {steps} steps\n{input}--- expected\n{}\n\
             --- input as drawn\n{drawn}",
            case_of(&input).expected().trim_end()
        ));
    }
    None
}

/// Runs the crate's `binary`, a practice solution, on [`random_run`]'s number of random small
/// inputs of the problem of `reference` (the registry's), and panics as [`stress`] does
/// at the first one on which it does not answer as the `reference` binary does.
///
/// ```no_run
/// gamebits_test_support::stress::against_reference("mydpk", "dpk");
/// ```
pub fn against_reference(binary: &str, reference: &str) {
    /// An input, whose answer is the reference's.
    struct Answered<'a>(&'a std::path::Path, String);
    impl Case for Answered<'_> {
        fn input(&self) -> String {
            self.1.clone()
        }
        fn expected(&self) -> String {
            answer_of(self.0, &self.1)
                .unwrap_or_else(|why| panic!("the reference refuses\n{}{why}", self.1))
        }
    }
    let RandomRun { seed, cases: count } =
        random_run(&format!("stress {binary} against {reference}"));
    let cases = small_cases(reference);
    let exe = binary_path(reference);
    let case_of = |input: &str| Answered(&exe, input.to_string());
    if let Some(report) = failure(binary, cases, (seed, count), cases.draw, case_of) {
        panic!("{report}");
    }
}

/// A random small input of `binary`'s problem, drawn by the registry's generator: what
/// [`stress`] runs, for the other tests of random cases.
///
/// ```
/// let input = gamebits_test_support::stress::small_input("dpk", &mut gamebits_problems::Rng::new(1));
/// assert!(input.ends_with('\n'));
/// ```
pub fn small_input(binary: &str, rng: &mut Rng) -> String {
    (small_cases(binary).draw)(rng)
}

/// The registry's generator and shrinking steps of `binary`.
fn small_cases(binary: &str) -> gamebits_problems::Shrinkable {
    let problem = gamebits_problems::problem(binary)
        .unwrap_or_else(|| panic!("{binary} has no entry in gamebits_problems::PROBLEMS"));
    match problem.small_cases {
        gamebits_problems::SmallCases::Own(cases) => cases,
        _ => panic!("{binary} has no small cases of its own in problems/src/{binary}.rs"),
    }
}

/// `Ok` if `exe` answers `input` as the brute force of `case` does, else why not, with
/// what it printed.
fn verdict(exe: &std::path::Path, input: &str, case: &impl Case) -> Result<(), String> {
    answer_of(exe, input).and_then(|actual| {
        checker::compare(&case.expected(), &actual)
            .map_err(|why| format!("{why}\n--- actual\n{}", actual.trim_end()))
    })
}

/// Every sample of `binary` that has an answer (`<case>.out`) and is small enough for
/// the brute force (`parse` gives `Some`) gets the same answer from it: the samples
/// are checked independently of the binary. At least one sample must be checked.
///
/// ```no_run
/// # use gamebits_test_support::stress::{samples_agree_with_brute_force, Case};
/// # struct Pile(u64);
/// # impl Case for Pile {
/// #     fn input(&self) -> String { format!("1 {}\n1\n", self.0) }
/// #     fn expected(&self) -> String { (if self.0 % 2 == 1 { "First" } else { "Second" }).into() }
/// # }
/// samples_agree_with_brute_force("dpk", |input| {
///     let numbers: Vec<u64> = gamebits_test_support::stress::numbers(input);
///     (numbers[0] == 1 && numbers[2] == 1).then(|| Pile(numbers[1]))
/// });
/// ```
pub fn samples_agree_with_brute_force<C: Case>(binary: &str, parse: impl Fn(&str) -> Option<C>) {
    let mut checked = 0;
    for input_path in sample_inputs(binary) {
        let Ok(answer) = std::fs::read_to_string(input_path.with_extension("out")) else {
            continue;
        };
        let input = std::fs::read_to_string(&input_path).expect("a readable sample");
        let Some(case) = parse(&input) else {
            continue;
        };
        if let Err(why) = checker::compare(&answer, &case.expected()) {
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
///
/// ```no_run
/// gamebits_test_support::stress::worst_cases_agree("dpk", |_input| "First".to_string());
/// ```
pub fn worst_cases_agree(binary: &str, expected: impl Fn(&str) -> String) {
    let exe = binary_path(binary);
    let problem = gamebits_problems::problem(binary)
        .unwrap_or_else(|| panic!("{binary} has no entry in gamebits_problems::PROBLEMS"));
    assert!(
        !problem.worst_cases.is_empty(),
        "{binary} has no worst cases"
    );
    for case in problem.worst_cases {
        let input = (case.generate)();
        let verdict = answer_of(&exe, &input).and_then(|stdout| {
            checker::compare(&expected(&input), &stdout)
                .map_err(|why| format!("{why}; stdout `{stdout}`"))
        });
        if let Err(why) = verdict {
            panic!("{binary} on worst case `{}`: {why}", case.name);
        }
    }
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

/// The numbers of an all-numeric input, as the brute forces read the judges' formats:
/// separated by C's whitespace (`\v` too), after a byte order mark if there is one,
/// leading zeros of any number (and the sign of `-0`) dropped.
///
/// ```
/// let numbers: Vec<i32> = gamebits_test_support::stress::numbers("\u{feff}2 03\n\x0b-004 -0\n");
/// assert_eq!(numbers, [2, 3, -4, 0]);
/// ```
pub fn numbers<T: std::str::FromStr>(text: &str) -> Vec<T> {
    text.trim_start_matches('\u{feff}')
        .split(|c: char| c.is_ascii_whitespace() || c == '\x0b')
        .filter(|t| !t.is_empty())
        .map(|t| without_leading_zeros(t).parse().ok().expect("a number"))
        .collect()
}

/// `token`, a number, without its leading zeros: `-0` and `-000` are `0`.
fn without_leading_zeros(token: &str) -> String {
    let (sign, digits) = match token.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", token),
    };
    match digits.trim_start_matches('0') {
        "" if !digits.is_empty() => "0".to_string(),
        significant => format!("{sign}{significant}"),
    }
}
