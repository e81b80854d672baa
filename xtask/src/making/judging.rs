//! How a new problem is judged, as `new` and `listen` are told it (`--checker`,
//! `--interactive`, the extension's `interactive`): its registry entry's `checker`,
//! and for a problem judged by a program, that program's template (`checker.rs` or
//! `interactor.rs` beside its `main.rs`, built as a `[[bin]]` of the root `Cargo.toml`);
//! an interactive problem's solution and stress test are templates of their own.

/// How a new problem is judged.
#[derive(Clone, Debug, PartialEq)]
pub enum Judging {
    /// By a text checker: its registry expression, such as `Checker::Identical`.
    Text(String),
    /// By a checker program, `src/bin/<p>/checker.rs`.
    Custom,
    /// By an interactor, `src/bin/<p>/interactor.rs`, against which the solution plays.
    Interactive,
}

impl Judging {
    /// The judging `--checker CHECKER` (if given) and `--interactive` ask for, or why
    /// they cannot be had: `standard` (the default), `identical`, `floats`,
    /// `floats:PRECISION` (1 to 18 digits), `floats:PRECISION:MODE` (`default`,
    /// `absolute` or `relative`), or `custom`.
    pub fn of(checker: Option<&str>, interactive: bool) -> Result<Judging, String> {
        let Some(text) = checker else {
            return Ok(match interactive {
                true => Judging::Interactive,
                false => Judging::Text("Checker::Standard".into()),
            });
        };
        if interactive {
            return Err(format!(
                "--checker {text} does not apply to an interactive problem: its interactor judges"
            ));
        }
        let bad = || {
            format!(
                "--checker `{text}` is not standard, identical, custom, \
                 floats[:PRECISION[:default|absolute|relative]]"
            )
        };
        let parts: Vec<&str> = text.split(':').collect();
        let float = |precision: &str, mode: &str| {
            let digits = precision.bytes().all(|b| b.is_ascii_digit());
            let precision: u32 = precision
                .parse()
                .ok()
                .filter(|p| digits && (1..=18).contains(p))
                .ok_or_else(bad)?;
            let mode = match mode {
                "default" => "Default",
                "absolute" => "Absolute",
                "relative" => "Relative",
                _ => return Err(bad()),
            };
            Ok(Judging::Text(format!(
                "Checker::Floats {{ precision: {precision}, error: crate::checker::FloatError::{mode} }}"
            )))
        };
        match parts[..] {
            ["standard"] => Ok(Judging::Text("Checker::Standard".into())),
            ["identical"] => Ok(Judging::Text("Checker::Identical".into())),
            ["custom"] => Ok(Judging::Custom),
            ["floats"] => float("6", "default"),
            ["floats", precision] => float(precision, "default"),
            ["floats", precision, mode] => float(precision, mode),
            _ => Err(bad()),
        }
    }

    /// The registry entry's `checker` for `binary`.
    pub fn entry(&self, binary: &str) -> String {
        match self {
            Judging::Text(expression) => expression.clone(),
            Judging::Custom => format!("Checker::Custom(\"{binary}-checker\")"),
            Judging::Interactive => format!("Checker::Interactive(\"{binary}-interactor\")"),
        }
    }

    /// The program that judges `binary`, if a program does: its executable's name, its
    /// path in the workspace and its template.
    pub fn program(&self, binary: &str) -> Option<(String, String, String)> {
        let (role, template) = match self {
            Judging::Text(_) => return None,
            Judging::Custom => ("checker", checker(binary)),
            Judging::Interactive => ("interactor", interactor(binary)),
        };
        Some((
            format!("{binary}-{role}"),
            format!("src/bin/{binary}/{role}.rs"),
            template,
        ))
    }
}

/// `text` (the root `Cargo.toml`) with a `[[bin]]` named `name` built from `path`,
/// before its `[dev-dependencies]`.
pub fn built(text: &str, name: &str, path: &str) -> Result<String, String> {
    let at = text
        .find("\n[dev-dependencies]")
        .ok_or("no [dev-dependencies] to add a [[bin]] before")?;
    Ok(format!(
        "{}\n\n[[bin]]\nname = \"{name}\"\npath = \"{path}\"\n{}",
        text[..at].trim_end(),
        &text[at..]
    ))
}

/// An interactive problem's solution, `main.rs`: the header to fill, a `play` that
/// reads the jury's first line and says it is not written yet.
pub fn solution(binary: &str, judge: &str, url: &str) -> String {
    format!(
        r#"//! {judge} `{binary}` (<{url}>), interactive: the solution talks to the jury.
//!
//! **Problem.** To write: the statement and its protocol in a few lines.
//!
//! **Idea.** To write: the key idea, and why it is right.
//!
//! **Complexity.** To write: time and memory at the statement's bounds.

use std::io::{{self, BufRead, Write}};

fn main() {{
    if let Err(message) = play(io::stdin().lock(), io::stdout().lock()) {{
        eprintln!("error: {{message}}");
        std::process::exit(1);
    }}
}}

/// Talks to the jury: reads what it says from `jury`, answers on `out`, each answer
/// flushed before the next read (to write).
fn play(mut jury: impl BufRead, _out: impl Write) -> Result<(), String> {{
    let said = read_line(&mut jury)?;
    Err(format!(
        "{binary} is not solved yet: write `play` in src/bin/{binary}/main.rs (the jury said `{{}}`)",
        said.trim_end()
    ))
}}

/// The jury's next line.
fn read_line(jury: &mut impl BufRead) -> Result<String, String> {{
    let mut line = String::new();
    match jury.read_line(&mut line) {{
        Ok(0) => Err("the jury's input ended".to_string()),
        Ok(_) => Ok(line),
        Err(e) => Err(format!("cannot read the jury's input: {{e}}")),
    }}
}}
"#
    )
}

/// The interactor's template: reads the test's secret data, sends its first line, reads
/// one answer, and says it is not written yet.
fn interactor(binary: &str) -> String {
    format!(
        r#"//! The jury of `{binary}`, with testlib's interactor convention: run as
//! `interactor <input> <output> <answer>`, it reads the test's secret data from the
//! input file, talks to the solution through its stdin (the solution's output) and
//! stdout (the solution's input), and ends with its verdict: exit status 0 accepts,
//! 1 rejects, 3 says the test data is wrong, the message one line on stderr (to write:
//! the protocol, and what the solution must achieve).

use std::io::{{self, BufRead, Write}};

/// Why the jury stops without accepting.
enum Stop {{
    /// The solution's fault: a wrong answer.
    Rejected(String),
    /// The test data's fault, or the jury's.
    Failed(String),
}}

fn main() {{
    let (code, line) = match judge() {{
        Ok(said) => (0, format!("ok: {{said}}")),
        Err(Stop::Rejected(why)) => (1, why),
        Err(Stop::Failed(why)) => (3, why),
    }};
    eprintln!("{{line}}");
    std::process::exit(code);
}}

/// Plays one test: sends the solution what it may know, reads its answers and judges
/// them (to write).
fn judge() -> Result<String, Stop> {{
    let path = std::env::args()
        .nth(1)
        .ok_or_else(|| Stop::Failed("usage: interactor <input> <output> <answer>".into()))?;
    let secret = std::fs::read_to_string(&path).map_err(|e| Stop::Failed(format!("{{path}}: {{e}}")))?;
    let (stdin, stdout) = (io::stdin(), io::stdout());
    let (mut solution, mut out) = (stdin.lock(), stdout.lock());
    send(&mut out, &format!("{{}}\n", secret.lines().next().unwrap_or_default()))?;
    let answer = read_line(&mut solution)?;
    Err(Stop::Failed(format!(
        "the jury of {binary} is not written yet: write `judge` in src/bin/{binary}/interactor.rs (the solution said `{{}}`)",
        answer.trim_end()
    )))
}}

/// Writes `text` to the solution, flushed.
fn send(out: &mut impl Write, text: &str) -> Result<(), Stop> {{
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Stop::Rejected(format!("the solution stopped reading ({{e}})")))
}}

/// The solution's next line.
fn read_line(solution: &mut impl BufRead) -> Result<String, Stop> {{
    let mut line = String::new();
    match solution.read_line(&mut line) {{
        Ok(0) => Err(Stop::Rejected("the solution's output ended early".into())),
        Ok(_) => Ok(line),
        Err(e) => Err(Stop::Rejected(format!("the solution's output is not text: {{e}}"))),
    }}
}}
"#
    )
}

/// The checker's template: tokens as the answer's until it is written.
fn checker(binary: &str) -> String {
    format!(
        r#"//! The checker of `{binary}`, with testlib's convention: run as
//! `checker <input> <output> <answer>` (the test's input, the solution's output, the
//! expected answer), it exits 0 to accept, 1 to reject with a one-line message on
//! stderr, 3 when the test data itself is wrong (to write: what makes an output right,
//! such as any winning move; until then, the answer's tokens).

use std::process::exit;

fn main() {{
    let files: Vec<String> = std::env::args().skip(1).collect();
    let [input, output, answer] = &files[..] else {{
        eprintln!("usage: checker <input> <output> <answer>");
        exit(3);
    }};
    let read = |path: &String| {{
        std::fs::read_to_string(path).unwrap_or_else(|e| {{
            eprintln!("{{path}}: {{e}}");
            exit(3)
        }})
    }};
    let (input, output, answer) = (read(input), read(output), read(answer));
    match output.split_whitespace().eq(answer.split_whitespace()) {{
        true => eprintln!("ok: the answer of an input of {{}} bytes", input.len()),
        false => {{
            eprintln!("expected `{{}}`, found `{{}}`", answer.trim(), output.trim());
            exit(1);
        }}
    }}
}}
"#
    )
}

/// An interactive problem's stress test: random tests played against the interactor.
pub fn stress_test(binary: &str) -> String {
    format!(
        r#"//! `{binary}`, an interactive problem: the solution plays random tests against its
//! interactor and must be accepted on each (to write: a random test of the statement's
//! shape, and a test that holds the interactor to a brute force written from the
//! statement).

use gamebits_problems::checker::Judgement;
use gamebits_problems::interaction::{{play, wait_plain, Session}};
use gamebits_test_support::binary_path;
use gamebits_test_support::stress::{{case_count, seed}};
use gamebits_test_support::Rng;
use std::time::Duration;

/// A random test's secret data, as the interactor reads it (to write).
fn random_test(rng: &mut Rng) -> String {{
    todo!("{binary}: write a random test in tests/stress/{binary}.rs ({{}})", rng.next_u64())
}}

#[test]
fn {binary}_is_accepted_on_random_tests() {{
    let seed = seed();
    let mut rng = Rng::new(seed);
    let exe = binary_path("{binary}");
    let input = std::env::temp_dir().join(format!("{binary}-{{}}.in", std::process::id()));
    for index in 0..case_count() {{
        std::fs::write(&input, random_test(&mut rng)).unwrap();
        let session = Session {{
            solution: &exe,
            programs: exe.parent().unwrap(),
            interactor: "{binary}-interactor",
            input: &input,
            answer: None,
            limit: Duration::from_secs(60),
        }};
        let played = play(&session, &wait_plain).unwrap();
        assert!(
            played.judgement == Judgement::Accepted && played.status.success(),
            "test {{index}} of seed {{seed}}: {{:?}}\n{{}}",
            played.judgement,
            played.transcript.join("\n")
        );
    }}
}}
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checkers_are_read_as_the_registry_writes_them() {
        assert_eq!(
            Judging::of(None, false).unwrap().entry("p"),
            "Checker::Standard"
        );
        assert_eq!(
            Judging::of(Some("identical"), false).unwrap().entry("p"),
            "Checker::Identical"
        );
        assert_eq!(
            Judging::of(Some("floats:9:relative"), false)
                .unwrap()
                .entry("p"),
            "Checker::Floats { precision: 9, error: crate::checker::FloatError::Relative }"
        );
        assert_eq!(
            Judging::of(Some("floats"), false).unwrap().entry("p"),
            "Checker::Floats { precision: 6, error: crate::checker::FloatError::Default }"
        );
        assert_eq!(
            Judging::of(Some("custom"), false).unwrap().entry("p"),
            "Checker::Custom(\"p-checker\")"
        );
        assert_eq!(
            Judging::of(None, true).unwrap().entry("p"),
            "Checker::Interactive(\"p-interactor\")"
        );
        for bad in [
            "",
            "Identical",
            "floats:",
            "floats:0",
            "floats:19",
            "floats:+6",
            "floats:6:abs",
            "floats:6:absolute:x",
            "custom:x",
        ] {
            let why = Judging::of(Some(bad), false).unwrap_err();
            assert!(
                why.starts_with(&format!("--checker `{bad}` is not")),
                "{why}"
            );
        }
        assert!(Judging::of(Some("standard"), true)
            .unwrap_err()
            .contains("interactive"));
    }

    #[test]
    fn a_program_is_built_as_a_bin_of_the_root_manifest() {
        let manifest = "[package]\nname = \"gamebits\"\n\n[dev-dependencies]\nx = \"1\"\n";
        assert_eq!(
            built(manifest, "p-checker", "src/bin/p/checker.rs").unwrap(),
            "[package]\nname = \"gamebits\"\n\n[[bin]]\nname = \"p-checker\"\npath = \"src/bin/p/checker.rs\"\n\n[dev-dependencies]\nx = \"1\"\n"
        );
        assert!(built("[package]\n", "p", "q").is_err());
    }
}
