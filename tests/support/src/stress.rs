//! Stress tests: a binary against a brute force on random cases, on the samples, and
//! against a second implementation on its worst cases.

use crate::samples::sample_inputs;
use crate::{binary_path, checker, run_binary, Rng};

/// A random test case: its input text and the answer of a brute force.
pub trait Case {
    /// The input, exactly as the judge would give it.
    fn input(&self) -> String;
    /// The right answer, computed straight from the statement.
    fn expected(&self) -> String;
}

/// The seed of this run: `GAMEBITS_SEED` if set, else fresh from the clock.
///
/// ```
/// std::env::set_var("GAMEBITS_SEED", "42");
/// assert_eq!(gamebits_test_support::stress::seed(), 42);
/// ```
pub fn seed() -> u64 {
    match std::env::var("GAMEBITS_SEED") {
        Ok(s) => s
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("GAMEBITS_SEED={s} is not a u64")),
        Err(_) => std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("the clock is after 1970")
            .as_nanos() as u64,
    }
}

/// How many cases each binary gets: `GAMEBITS_CASES` if set, else 500.
///
/// ```
/// std::env::set_var("GAMEBITS_CASES", "20");
/// assert_eq!(gamebits_test_support::stress::case_count(), 20);
/// ```
pub fn case_count() -> usize {
    match std::env::var("GAMEBITS_CASES") {
        Ok(s) => s
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("GAMEBITS_CASES={s} is not a count")),
        Err(_) => 500,
    }
}

/// Runs the crate's `binary` on [`case_count`] cases drawn by `generate` from one
/// seeded generator and panics, with the seed, the whole input and both answers, at
/// the first case the binary gets wrong.
///
/// ```no_run
/// use gamebits_test_support::stress::{stress, Case};
/// struct Pile(u64);
/// impl Case for Pile {
///     fn input(&self) -> String { format!("1 {}\n1\n", self.0) }
///     fn expected(&self) -> String { (if self.0 % 2 == 1 { "First" } else { "Second" }).into() }
/// }
/// stress("dpk", |rng| Pile(rng.range(1..=100)));
/// ```
pub fn stress<C: Case>(binary: &str, mut generate: impl FnMut(&mut Rng) -> C) {
    let exe = binary_path(binary);
    let seed = seed();
    let count = case_count();
    eprintln!("stress {binary}: seed {seed}, {count} cases (GAMEBITS_SEED={seed} repeats them)");
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let case = generate(&mut rng);
        let input = case.input();
        let expected = case.expected();
        let verdict = answer_of(&exe, &input).and_then(|actual| {
            checker::compare(&expected, &actual)
                .map_err(|why| format!("{why}\n--- actual\n{actual}"))
        });
        if let Err(why) = verdict {
            panic!(
                "{binary} fails case {index} of seed {seed} (GAMEBITS_SEED={seed}): {why}\n\
                 --- input\n{input}--- expected\n{expected}"
            );
        }
    }
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
    let problem = gamebits_gen::problem(binary)
        .unwrap_or_else(|| panic!("{binary} has no entry in gamebits_gen::PROBLEMS"));
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
