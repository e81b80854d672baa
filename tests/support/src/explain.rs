//! Checking what `--explain` shows: a binary's explanation read back into its witness
//! lines (`witness <kind>: <values>`, see `gamebits::explain`) and its answer, and each
//! explanation checked against the input by the test's own code, on the samples and on
//! random cases.

use crate::samples::sample_inputs;
use crate::stress::{case_count, seed, Case};
use crate::{binary_path, checker, run_binary_with_args, Rng};

/// What a binary printed under `--explain=all`: every line, its witness lines, and the
/// answer on the last line.
#[derive(Clone, Debug)]
pub struct Explained {
    /// Everything on stdout.
    pub text: String,
    /// The witness lines in order: their kind and their values.
    pub witnesses: Vec<(String, Vec<String>)>,
    /// The last line: the answer, as the judge's run prints it.
    pub answer: String,
}

impl Explained {
    /// Reads an explanation's text.
    ///
    /// ```
    /// let e = gamebits_test_support::explain::Explained::parse("a line\nwitness play: 3 2 0\nFirst\n");
    /// assert_eq!(e.witness("play"), Some(&["3".to_string(), "2".into(), "0".into()][..]));
    /// assert_eq!(e.answer, "First");
    /// ```
    pub fn parse(text: &str) -> Explained {
        let witnesses = text
            .lines()
            .filter_map(|line| line.strip_prefix("witness "))
            .map(|rest| {
                let (kind, values) = rest.split_once(':').expect("`witness kind: values`");
                let values = values.split_whitespace().map(String::from).collect();
                (kind.to_string(), values)
            })
            .collect();
        let answer = text.lines().last().unwrap_or("").to_string();
        Explained {
            text: text.to_string(),
            witnesses,
            answer,
        }
    }

    /// The last `count` lines of the text, joined by newlines: the answer of a binary
    /// that prints a line for each of `count` cases.
    ///
    /// ```
    /// let e = gamebits_test_support::explain::Explained::parse("why\n20\nIMPOSSIBLE\n");
    /// assert_eq!(e.last_lines(2), "20\nIMPOSSIBLE");
    /// assert_eq!(e.last_lines(0), "");
    /// ```
    pub fn last_lines(&self, count: usize) -> String {
        let lines: Vec<&str> = self.text.lines().collect();
        lines[lines.len().saturating_sub(count)..].join("\n")
    }

    /// The values of the first witness line of `kind`.
    ///
    /// ```
    /// let e = gamebits_test_support::explain::Explained::parse("witness move: 10 9\nFirst\n");
    /// assert!(e.witness("route").is_none());
    /// ```
    pub fn witness(&self, kind: &str) -> Option<&[String]> {
        let first = self.witnesses.iter().find(|(k, _)| k == kind);
        first.map(|(_, values)| values.as_slice())
    }

    /// The values of every witness line of `kind`, in order.
    ///
    /// ```
    /// let e = gamebits_test_support::explain::Explained::parse("witness case: 1\nwitness case: 2\nx\n");
    /// assert_eq!(e.all("case").count(), 2);
    /// ```
    pub fn all<'a>(&'a self, kind: &'a str) -> impl Iterator<Item = &'a [String]> + 'a {
        self.witnesses
            .iter()
            .filter(move |(k, _)| k == kind)
            .map(|(_, values)| values.as_slice())
    }
}

impl Explained {
    /// The values of the first witness line of `kind`, read as numbers of type `T`.
    ///
    /// ```
    /// let e = gamebits_test_support::explain::Explained::parse("witness route: 0 1 2\n8\n");
    /// assert_eq!(e.values::<u32>("route"), Ok(vec![0, 1, 2]));
    /// assert!(e.values::<u32>("lengths").is_err());
    /// ```
    pub fn values<T: std::str::FromStr>(&self, kind: &str) -> Result<Vec<T>, String> {
        let values = self.witness(kind).ok_or(format!("no witness {kind}"))?;
        parse_values(values).map_err(|why| format!("witness {kind}: {why}"))
    }
}

/// `values`, a witness line's, read as numbers of type `T`, or the first that is not one.
///
/// ```
/// use gamebits_test_support::explain::parse_values;
/// assert_eq!(parse_values::<u8>(&["3".into(), "0".into()]), Ok(vec![3, 0]));
/// assert_eq!(parse_values::<u8>(&["x".into()]), Err("`x` is not a number".to_string()));
/// ```
pub fn parse_values<T: std::str::FromStr>(values: &[String]) -> Result<Vec<T>, String> {
    values
        .iter()
        .map(|value| {
            value
                .parse()
                .map_err(|_| format!("`{value}` is not a number"))
        })
        .collect()
}

/// Runs `binary` with `args` (`--explain=all`, say) on `input`; its explanation, or
/// its exit status and stderr.
///
/// ```no_run
/// let e = gamebits_test_support::explain::explain("dpk", &["--explain=all"], b"1 1\n1\n").unwrap();
/// assert_eq!(e.answer, "First");
/// ```
pub fn explain(binary: &str, args: &[&str], input: &[u8]) -> Result<Explained, String> {
    let exe = binary_path(binary);
    let output = run_binary_with_args(&exe, args, input);
    if !output.status.success() {
        return Err(format!(
            "{}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let text = String::from_utf8(output.stdout).map_err(|e| format!("stdout is not UTF-8: {e}"))?;
    Ok(Explained::parse(&text))
}

/// How many lines an expected answer holds (one for each case of a binary that reads
/// many; none for an empty answer), leading and trailing whitespace aside.
fn line_count(answer: &str) -> usize {
    answer.trim().lines().count()
}

/// Every sample of `binary` with an answer (`<case>.out`) explains without error under
/// `--explain=all`, ends with the sample's answer (its last lines, as many as the
/// answer has), and passes `check(input, &explained)`, the test's own reading of the
/// witnesses against the input. Returns how many samples were checked; `check` may
/// skip a sample too large for it by returning `Ok(false)`.
///
/// ```no_run
/// gamebits_test_support::explain::samples_explain("dpk", |_input, e| Ok(e.witness("move").is_some()));
/// ```
pub fn samples_explain(
    binary: &str,
    check: impl Fn(&str, &Explained) -> Result<bool, String>,
) -> usize {
    let mut checked = 0;
    for input_path in sample_inputs(binary) {
        let Ok(answer) = std::fs::read_to_string(input_path.with_extension("out")) else {
            continue;
        };
        let input = std::fs::read_to_string(&input_path).expect("a readable sample");
        let verdict = explain(binary, &["--explain=all"], input.as_bytes()).and_then(|e| {
            checker::compare(&answer, &e.last_lines(line_count(&answer)))
                .map_err(|why| format!("its last lines are not the answer: {why}"))?;
            check(&input, &e).map_err(|why| format!("{why}\n--- explanation\n{}", e.text))
        });
        match verdict {
            Ok(true) => checked += 1,
            Ok(false) => {}
            Err(why) => panic!("{} --explain: {why}", input_path.display()),
        }
    }
    assert!(
        checked > 0,
        "no sample of {binary} was explained and checked"
    );
    eprintln!("{binary}: {checked} samples explained and checked");
    checked
}

/// `binary --explain=all` on [`case_count`] random cases drawn by `generate` from one
/// seeded generator: each ends with the brute force's answer (as many lines as it has)
/// and passes `check(&case, &explained)`; the first failure panics with the seed and
/// the whole input.
///
/// ```no_run
/// use gamebits_test_support::stress::Case;
/// struct Pile(u64);
/// impl Case for Pile {
///     fn input(&self) -> String { format!("1 {}\n1\n", self.0) }
///     fn expected(&self) -> String { (if self.0 % 2 == 1 { "First" } else { "Second" }).into() }
/// }
/// gamebits_test_support::explain::explanations_hold("dpk", |rng| Pile(rng.range(1..=100)), |_, e| {
///     e.witness("play").map(|_| ()).ok_or("no line of play".to_string())
/// });
/// ```
pub fn explanations_hold<C: Case>(
    binary: &str,
    mut generate: impl FnMut(&mut Rng) -> C,
    check: impl Fn(&C, &Explained) -> Result<(), String>,
) {
    let seed = seed();
    let count = case_count();
    eprintln!("explain {binary}: seed {seed}, {count} cases (GAMEBITS_SEED={seed} repeats them)");
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let case = generate(&mut rng);
        let input = case.input();
        let verdict = explain(binary, &["--explain=all"], input.as_bytes()).and_then(|e| {
            let expected = case.expected();
            checker::compare(&expected, &e.last_lines(line_count(&expected)))
                .map_err(|why| format!("its last lines are not the answer: {why}"))?;
            check(&case, &e).map_err(|why| format!("{why}\n--- explanation\n{}", e.text))
        });
        if let Err(why) = verdict {
            panic!(
                "{binary} --explain fails case {index} of seed {seed} (GAMEBITS_SEED={seed}): \
                 {why}\n--- input\n{input}"
            );
        }
    }
}
