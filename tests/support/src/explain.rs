//! Checking what `--explain` shows.
//!
//! A binary's explanation read back into its witness lines (`witness <kind>: <values>`,
//! see `gamebits::explain`) and its answer, and each explanation checked against the
//! input by the test's own code, on the samples and on random cases.

use crate::samples::sample_inputs;
use crate::stress::EXPLAINED_CASES;
use crate::{binary_path, checker, run_binary_with_args, Rng};
use gamebits_problems::RandomRun;
use std::fmt::Display;

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

    /// This explanation with its text's first `from` replaced by `to`, read again: a
    /// lie to check that a test catches it.
    ///
    /// # Panics
    ///
    /// If `from` is not in the text.
    ///
    /// ```
    /// use gamebits_test_support::explain::Explained;
    /// let e = Explained::parse("witness move: 9\nFirst\n");
    /// assert_eq!(e.told("move: 9", "move: 1").witness("move").unwrap(), ["1"]);
    /// ```
    pub fn told(&self, from: &str, to: &str) -> Explained {
        assert!(
            self.text.contains(from),
            "`{from}` is not in the explanation:\n{}",
            self.text
        );
        Explained::parse(&self.text.replacen(from, to, 1))
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
/// answer has), and passes `check(&case, &explained)`, the test's own reading of the
/// witnesses against the input, where `case_of(input)` is the sample as a case, or
/// `None` for one too large for the check. Returns how many samples were checked.
///
/// # Panics
///
/// At the first sample that fails, with its path and why; or if no sample was checked.
///
/// ```no_run
/// use gamebits_test_support::explain::samples_explain;
/// samples_explain("dpk", |input| Some(input.to_string()), |_input, e| {
///     e.witness("play").map(|_| ()).ok_or("no line of play".to_string())
/// });
/// ```
pub fn samples_explain<C>(
    binary: &str,
    case_of: impl Fn(&str) -> Option<C>,
    check: impl Fn(&C, &Explained) -> Result<(), String>,
) -> usize {
    let mut checked = 0;
    for input_path in sample_inputs(binary) {
        let Ok(answer) = std::fs::read_to_string(input_path.with_extension("out")) else {
            continue;
        };
        let input = std::fs::read_to_string(&input_path).expect("a readable sample");
        let Some(case) = case_of(&input) else {
            continue;
        };
        let verdict = explain(binary, &["--explain=all"], input.as_bytes()).and_then(|e| {
            checker::compare(&answer, &e.last_lines(line_count(&answer)))
                .map_err(|why| format!("its last lines are not the answer: {why}"))?;
            check(&case, &e).map_err(|why| format!("{why}\n--- explanation\n{}", e.text))
        });
        if let Err(why) = verdict {
            panic!("{} --explain: {why}", input_path.display());
        }
        checked += 1;
    }
    assert!(
        checked > 0,
        "no sample of {binary} was explained and checked"
    );
    eprintln!("{binary}: {checked} samples explained and checked");
    checked
}

/// A lie told in an explanation: its text with `from` (which must be there) replaced by
/// `to`, once; the check must reject it, with `because` in its message (`""`: any).
pub type Lie<'a> = (&'a str, &'a str, &'a str);

/// `binary --explain=all` on `input` passes `check`, and each of `lies` told in its
/// text is caught by `check`; returns the real explanation, for more checks of the
/// test's own.
///
/// # Panics
///
/// If the real explanation fails the check, a lie's `from` is not in its text, or a lie
/// passes the check or fails it for another reason than `because`.
///
/// ```no_run
/// use gamebits_test_support::explain::{lies_are_caught, Explained};
/// // Pile 2 with A = {1}: the only play is 2 1 0.
/// let check = |e: &Explained| match e.values::<u64>("play")?[..] {
///     [2, 1, 0] => Ok(()),
///     ref play => Err(format!("the play {play:?} is not 2 1 0")),
/// };
/// lies_are_caught("dpk", "1 2\n1\n", check, &[("play: 2 1 0", "play: 2 0", "not 2 1 0")]);
/// ```
pub fn lies_are_caught(
    binary: &str,
    input: &str,
    check: impl Fn(&Explained) -> Result<(), String>,
    lies: &[Lie],
) -> Explained {
    let real = explain(binary, &["--explain=all"], input.as_bytes())
        .unwrap_or_else(|why| panic!("{binary} --explain failed: {why}"));
    if let Err(why) = check(&real) {
        panic!("the real explanation fails the check: {why}\n{}", real.text);
    }
    for &(from, to, because) in lies {
        match check(&real.told(from, to)) {
            Ok(()) => panic!("the lie `{from}` → `{to}` was not caught"),
            Err(why) if !why.contains(because) => {
                panic!("the lie `{from}` → `{to}` was caught for another reason: {why}")
            }
            Err(_) => {}
        }
    }
    real
}

/// `binary --explain=all` on [`EXPLAINED_CASES`] random inputs (or `GAMEBITS_CASES`)
/// drawn by `generate` from one seeded generator (written out by `Display`, as the judge's
/// text): each ends with `brute_force`'s answer (as many lines as it has) and passes
/// `check(&input, &explained)`; the first failure panics with the seed and the whole
/// input.
///
/// ```no_run
/// use gamebits_problems::{dpk::Stones, SmallInput};
/// # fn first_wins(stones: &Stones) -> String { todo!() }
/// gamebits_test_support::explain::explanations_hold("dpk", Stones::draw, first_wins, |_, e| {
///     e.witness("play").map(|_| ()).ok_or("no line of play".to_string())
/// });
/// ```
pub fn explanations_hold<I: Display>(
    binary: &str,
    mut generate: impl FnMut(&mut Rng) -> I,
    brute_force: impl Fn(&I) -> String,
    check: impl Fn(&I, &Explained) -> Result<(), String>,
) {
    let RandomRun { seed, cases: count } =
        crate::random_run(&format!("explain {binary}"), EXPLAINED_CASES);
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let case = generate(&mut rng);
        let input = case.to_string();
        let verdict = explain(binary, &["--explain=all"], input.as_bytes()).and_then(|e| {
            let expected = brute_force(&case);
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

/// A picture read back from `--explain=dot`: each state's label and fill by its id, and
/// each move as (from, to, bold).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    /// The states: id, then (label with `\n` for a line break, fill colour).
    pub states: std::collections::BTreeMap<String, (String, String)>,
    /// The moves: (from, to, whether drawn bold).
    pub moves: Vec<(String, String, bool)>,
    /// Each move's label, in the order of `moves` (empty where it has none).
    pub move_labels: Vec<String>,
}

impl Picture {
    /// Reads the DOT graph the binaries print, one statement a line: a node
    /// `"id" [label="…", fillcolor=…];`, an edge `"a" -> "b" […];`; the note and the
    /// graph's own lines are passed over.
    ///
    /// # Panics
    ///
    /// On a line of another shape.
    ///
    /// ```
    /// use gamebits_test_support::explain::Picture;
    /// let p = Picture::parse("digraph states {\n  \"1\" [label=\"a\\nb\", fillcolor=red];\n  \"1\" -> \"1\" [penwidth=3, style=bold];\n}\n");
    /// assert_eq!(p.states["1"], ("a\\nb".to_string(), "red".to_string()));
    /// assert_eq!(p.moves, [("1".to_string(), "1".to_string(), true)]);
    /// assert_eq!(p.move_labels, [""]);
    /// ```
    pub fn parse(dot: &str) -> Picture {
        let mut picture = Picture::default();
        for line in dot.lines().map(str::trim) {
            if line.starts_with("digraph") || line == "}" || line.starts_with("node [") {
                continue;
            }
            if line.starts_with("note [") {
                continue;
            }
            let (id, rest) = quoted(line).unwrap_or_else(|| panic!("not a statement: {line}"));
            if let Some(rest) = rest.strip_prefix(" -> ") {
                let (to, rest) = quoted(rest).unwrap_or_else(|| panic!("no head: {line}"));
                picture.moves.push((id, to, rest.contains("style=bold")));
                let label = rest.strip_prefix(" [label=").and_then(quoted);
                picture
                    .move_labels
                    .push(label.map(|(label, _)| label).unwrap_or_default());
                continue;
            }
            let rest = rest
                .strip_prefix(" [label=")
                .unwrap_or_else(|| panic!("{line}"));
            let (label, rest) = quoted(rest).unwrap_or_else(|| panic!("no label: {line}"));
            let fill = rest
                .strip_prefix(", fillcolor=")
                .and_then(|fill| fill.strip_suffix("];"))
                .unwrap_or_else(|| panic!("no fill: {line}"));
            picture.states.insert(id, (label, fill.to_string()));
        }
        picture
    }
}

/// The DOT string `text` starts with, its escapes kept as written but `\"`, and the
/// text after it.
fn quoted(text: &str) -> Option<(String, &str)> {
    let rest = text.strip_prefix('"')?;
    let mut value = String::new();
    let mut chars = rest.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((value, &rest[at + 1..])),
            '\\' => match chars.next()? {
                (_, '"') => value.push('"'),
                (_, other) => {
                    value.push('\\');
                    value.push(other);
                }
            },
            c => value.push(c),
        }
    }
    None
}

/// `binary --explain=dot-all` on `input`, read back; or its exit status and stderr.
///
/// ```no_run
/// let p = gamebits_test_support::explain::picture("dpk", b"1 1\n1\n").unwrap();
/// assert_eq!(p.states["1"].1, "palegreen");
/// ```
pub fn picture(binary: &str, input: &[u8]) -> Result<Picture, String> {
    let output = run_binary_with_args(&binary_path(binary), &["--explain=dot-all"], input);
    if !output.status.success() {
        return Err(format!(
            "{}; stderr: {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let text = String::from_utf8(output.stdout).map_err(|e| format!("not UTF-8: {e}"))?;
    Ok(Picture::parse(&text))
}

/// `binary --explain=dot-all` on [`EXPLAINED_CASES`] random inputs (or
/// `GAMEBITS_CASES`) drawn by `generate` from one seeded generator (written out by `Display`), each picture read
/// back passing `check(&input, &picture)`; the first failure panics with the seed and
/// the whole input.
///
/// ```no_run
/// use gamebits_problems::{dpk::Stones, SmallInput};
/// gamebits_test_support::explain::pictures_hold("dpk", Stones::draw, |stones, p| {
///     (p.states.len() as u64 == stones.pile + 1).then_some(()).ok_or("a pile is missing".to_string())
/// });
/// ```
pub fn pictures_hold<I: Display>(
    binary: &str,
    mut generate: impl FnMut(&mut Rng) -> I,
    check: impl Fn(&I, &Picture) -> Result<(), String>,
) {
    let RandomRun { seed, cases: count } =
        crate::random_run(&format!("draw {binary}"), EXPLAINED_CASES);
    let mut rng = Rng::new(seed);
    for index in 0..count {
        let case = generate(&mut rng);
        let input = case.to_string();
        let verdict = picture(binary, input.as_bytes()).and_then(|p| check(&case, &p));
        if let Err(why) = verdict {
            panic!(
                "{binary} --explain=dot-all fails case {index} of seed {seed} \
                 (GAMEBITS_SEED={seed}): {why}\n--- input\n{input}"
            );
        }
    }
}
