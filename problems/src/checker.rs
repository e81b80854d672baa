//! How a problem's answers are judged.
//!
//! A [`Checker`] per registry entry, as the judge judges them. `cargo xtask test`,
//! the sample test and the stress tests all compare through it.
//!
//! The text checkers follow DMOJ's judge-server (`dmoj/checkers/`): `standard`,
//! `identical` and `floats`. A custom checker and an interactor are programs of the
//! workspace, with testlib's convention: a problem's checker is `src/bin/<p>/checker.rs`,
//! its interactor `src/bin/<p>/interactor.rs`, each a `[[bin]]` of the root
//! `Cargo.toml` named `<p>-checker` or `<p>-interactor` (`cargo xtask new` writes both).
//! A checker runs as `checker <input> <output> <answer>`; an interactor as
//! `interactor <input> <output> <answer>`, its stdin the solution's stdout and its
//! stdout the solution's stdin, `<output>` a file it may write for its own records.
//! Either exits 0 to accept, 1 (or testlib's 2, a presentation error) to reject, its
//! message one line on stderr; any other ending is a failure of the checker's, never an
//! accepted answer.

use crate::Status;
use std::fmt;

/// How a problem's answers are judged.
///
/// ```
/// use gamebits_problems::checker::{Checker, FloatError};
/// assert!(Checker::Standard.compare("1 2\n", "1  2").is_ok());
/// assert!(Checker::Identical.compare("1 2\n", "1 2 \n").is_err());
/// let floats = Checker::Floats { precision: 6, error: FloatError::Absolute };
/// assert!(floats.compare("0.5\n", "0.5000004\n").is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
    /// DMOJ's default: tokens exact; a run of whitespace is one separator, but one
    /// holding a newline differs from one of spaces only; leading and trailing
    /// whitespace ignored.
    Standard,
    /// DMOJ's `identical`: the bytes must match, whitespace included.
    Identical,
    /// DMOJ's `floats`: line by line (empty lines left out), token by token; a token
    /// of the answer that is a number matches one within 10^−`precision`, any other
    /// token must match exactly.
    Floats {
        /// The error allowed is 10^−`precision` (DMOJ's default: 6).
        precision: u32,
        /// Which error is measured.
        error: FloatError,
    },
    /// A checker program of the workspace: the executable's name (`<p>-checker`).
    Custom(&'static str),
    /// An interactive problem: its interactor program's executable name
    /// (`<p>-interactor`), which plays the jury's part and judges.
    Interactive(&'static str),
}

/// Which error a [`Checker::Floats`] allows, as DMOJ's `error_mode`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatError {
    /// Within ε absolutely, or (for an answer of at least ε) relatively.
    Default,
    /// Within ε absolutely (DMOJ's `floatsabs`).
    Absolute,
    /// Within ε of the answer's size (DMOJ's `floatsrel`).
    Relative,
}

/// A checker's judgement of one answer.
///
/// ```
/// use gamebits_problems::checker::{Checker, Judgement};
/// let judged = match Checker::Standard.compare("1\n", "2\n") {
///     Ok(()) => Judgement::Accepted,
///     Err(why) => Judgement::Rejected(why),
/// };
/// assert!(matches!(judged, Judgement::Rejected(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// Accepted.
    Accepted,
    /// Rejected, and why.
    Rejected(String),
    /// The checker itself failed (crashed, hung, wrote garbage): no verdict.
    Failed(String),
}

impl fmt::Display for Checker {
    /// As `--checker` takes it: `standard`, `identical`, `floats:6:absolute`, or the
    /// program's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Checker::Standard => write!(f, "standard"),
            Checker::Identical => write!(f, "identical"),
            Checker::Floats { precision, error } => {
                let mode = match error {
                    FloatError::Default => "default",
                    FloatError::Absolute => "absolute",
                    FloatError::Relative => "relative",
                };
                write!(f, "floats:{precision}:{mode}")
            }
            Checker::Custom(program) => write!(f, "custom ({program})"),
            Checker::Interactive(program) => write!(f, "interactive ({program})"),
        }
    }
}

impl Checker {
    /// `Ok` if a text checker accepts `actual` for `expected`, else why not. A program
    /// (custom or interactive) is not a text checker: `gamebits_runner` runs it.
    ///
    /// ```
    /// use gamebits_problems::checker::Checker;
    /// let why = Checker::Identical.compare("1 0\n", "1 0 \n").unwrap_err();
    /// assert!(why.starts_with("Presentation Error"));
    /// ```
    pub fn compare(&self, expected: &str, actual: &str) -> Result<(), String> {
        match *self {
            Checker::Standard => standard(expected, actual),
            Checker::Identical => identical(expected, actual),
            Checker::Floats { precision, error } => floats(expected, actual, precision, error),
            Checker::Custom(program) | Checker::Interactive(program) => Err(format!(
                "{self} is a program, not a text checker: judge with {program}"
            )),
        }
    }

    /// The program that judges, for a custom checker or an interactive problem.
    ///
    /// ```
    /// use gamebits_problems::checker::Checker;
    /// assert_eq!(Checker::Custom("p-checker").program(), Some("p-checker"));
    /// assert_eq!(Checker::Standard.program(), None);
    /// ```
    pub fn program(&self) -> Option<&'static str> {
        match *self {
            Checker::Custom(program) | Checker::Interactive(program) => Some(program),
            _ => None,
        }
    }
}

/// The file name of the executable `name` on this system.
///
/// ```
/// let name = gamebits_problems::checker::exe_name("dpk-checker");
/// assert!(name.starts_with("dpk-checker"));
/// ```
pub fn exe_name(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// What separates two tokens, for the standard checker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Separator {
    Spaces,
    Newline,
}

/// One token of a text: the separator before it (`None` for the first), the token, and
/// its byte offset in the text.
type Token<'a> = (Option<Separator>, &'a str, usize);

/// The tokens of `text`, in order.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut result = Vec::new();
    let mut pending: Option<Separator> = None;
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let separator = if result.is_empty() { None } else { pending };
        result.push((separator, &rest[..end], text.len() - rest.len()));
        let after = &rest[end..];
        let next = after.trim_start();
        let gap = &after[..after.len() - next.len()];
        pending = Some(if gap.contains('\n') {
            Separator::Newline
        } else {
            Separator::Spaces
        });
        rest = next;
    }
    result
}

/// "line L, column C" of the byte offset `at` in `text`, both counted from 1, columns
/// in characters.
fn place(text: &str, at: usize) -> String {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    format!("line {line}, column {column}")
}

/// DMOJ's standard checker: `Ok`, or where and how `actual` first differs (the token's
/// number and its line and column in `actual`; for a token missing, where it ends).
///
/// ```
/// use gamebits_problems::checker::standard;
/// assert!(standard("1 2\n", "1   2").is_ok());
/// assert!(standard("1 2\n", "1\n2\n").is_err());
/// assert_eq!(
///     standard("1\n2 3\n", "1\n2 4\n"),
///     Err("token 3 at line 2, column 3: expected `3`, found `4`".to_string())
/// );
/// ```
pub fn standard(expected: &str, actual: &str) -> Result<(), String> {
    let (want, got) = (tokens(expected), tokens(actual));
    for i in 0..want.len().max(got.len()) {
        let n = i + 1;
        match (want.get(i), got.get(i)) {
            (Some(want), Some(got)) if want.1 != got.1 => {
                return Err(format!(
                    "token {n} at {}: expected `{}`, found `{}`",
                    place(actual, got.2),
                    want.1,
                    got.1
                ));
            }
            (Some(want), Some(got)) if want.0 != got.0 => {
                return Err(format!(
                    "token {n} (`{}`) at {}: expected it after {:?}, found it after {:?}",
                    want.1,
                    place(actual, got.2),
                    want.0.expect("not the first token"),
                    got.0.expect("not the first token")
                ));
            }
            (Some(want), None) => {
                return Err(format!(
                    "token {n} at {}: expected `{}`, found the end of the output",
                    place(actual, actual.trim_end().len()),
                    want.1
                ));
            }
            (None, Some(got)) => {
                return Err(format!(
                    "token {n} at {}: expected the end of the output, found `{}`",
                    place(actual, got.2),
                    got.1
                ));
            }
            _ => {}
        }
    }
    Ok(())
}

/// DMOJ's `identical`: the bytes must match; where they differ only in whitespace, a
/// presentation error, as DMOJ says it, and where the first differing byte is.
fn identical(expected: &str, actual: &str) -> Result<(), String> {
    if expected == actual {
        return Ok(());
    }
    let at = expected
        .bytes()
        .zip(actual.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    let at = (0..=at)
        .rev()
        .find(|&i| actual.is_char_boundary(i))
        .unwrap_or(0);
    let shown = |text: &str| match text.get(at..).and_then(|rest| rest.chars().next()) {
        Some(c) => format!("{c:?}"),
        None => "the end".to_string(),
    };
    let difference = format!(
        "byte {} at {}: expected {}, found {}",
        at + 1,
        place(actual, at),
        shown(expected),
        shown(actual)
    );
    match standard(expected, actual) {
        Ok(()) => Err(format!(
            "Presentation Error, check your whitespace: {difference}"
        )),
        Err(why) => Err(why),
    }
}

/// The non-empty lines of `text`, split at `\r` and `\n`, as DMOJ's `floats` reads them.
fn float_lines(text: &str) -> Vec<&str> {
    text.split(['\r', '\n'])
        .filter(|line| !line.is_empty())
        .collect()
}

/// DMOJ's `floats`.
fn floats(expected: &str, actual: &str, precision: u32, error: FloatError) -> Result<(), String> {
    let (want, got) = (float_lines(expected), float_lines(actual));
    if want.len() != got.len() {
        return Err(format!(
            "Presentation Error: the answer has {} non-empty lines, the output {}",
            want.len(),
            got.len()
        ));
    }
    let epsilon = 10f64.powi(-(precision as i32));
    let mut count = 0;
    for (line, (want, got)) in want.iter().zip(&got).enumerate() {
        let line = line + 1;
        let (want, got): (Vec<&str>, Vec<&str>) = (
            want.split_whitespace().collect(),
            got.split_whitespace().collect(),
        );
        if want.len() != got.len() {
            return Err(format!(
                "Presentation Error: line {line} of the answer has {} tokens, of the output {}",
                want.len(),
                got.len()
            ));
        }
        for (want, got) in want.iter().zip(&got) {
            count += 1;
            let Some(judge) = float(want) else {
                if want != got {
                    return Err(format!(
                        "token {count} on line {line}: expected `{want}`, found `{got}`"
                    ));
                }
                continue;
            };
            let Some(process) = float(got) else {
                return Err(format!(
                    "token {count} on line {line}: expected a number near `{want}`, found `{got}`"
                ));
            };
            if !within(process, judge, epsilon, error) {
                return Err(format!(
                    "number {count} on line {line}: expected {want}, found {got}, \
                     off by {:e} (allowed: {epsilon:e}, {error:?})",
                    (process - judge).abs()
                ));
            }
        }
    }
    Ok(())
}

/// A token read as a number, as Python's `float` reads it (`1`, `-2.5`, `1e-3`, `inf`,
/// `nan`).
fn float(token: &str) -> Option<f64> {
    token.parse().ok()
}

/// Whether `process` is within `epsilon` of `judge` as `error` measures it (DMOJ's
/// `verify_*`; NaN is never within).
fn within(process: f64, judge: f64, epsilon: f64, error: FloatError) -> bool {
    let absolute = (process - judge).abs() <= epsilon;
    match error {
        FloatError::Absolute => absolute,
        FloatError::Relative => {
            let (a, b) = (judge * (1.0 - epsilon), judge * (1.0 + epsilon));
            a.min(b) <= process && process <= a.max(b)
        }
        FloatError::Default => {
            absolute || (judge.abs() >= epsilon && (1.0 - process / judge).abs() <= epsilon)
        }
    }
}

/// How a judging program (a checker, an interactor) ended: its status, and what it
/// wrote.
///
/// ```
/// use gamebits_problems::checker::{Judgement, ProgramEnd};
/// use gamebits_problems::Status;
/// let status = Some(Status { code: Some(1), said: "exit status: 1".into() });
/// let ended = ProgramEnd { status, stdout: Vec::new(), stderr: b"too big\n".to_vec() };
/// assert_eq!(ended.judgement("the checker"), Judgement::Rejected("too big".into()));
/// ```
pub struct ProgramEnd {
    /// How it ended; `None`: killed after its time.
    pub status: Option<Status>,
    /// What it wrote on stdout.
    pub stdout: Vec<u8>,
    /// What it wrote on stderr: its message.
    pub stderr: Vec<u8>,
}

impl ProgramEnd {
    /// What its ending says of the answer, `what` naming it in a failure: exit 0
    /// accepts, 1 or 2 rejects with its message; anything else, a message that is not
    /// text, or (for a checker) anything on stdout is its own failure.
    pub fn judgement(&self, what: &str) -> Judgement {
        let Some(status) = &self.status else {
            return Judgement::Failed(format!("{what} hung: killed after its time"));
        };
        let message = match std::str::from_utf8(&self.stderr) {
            Ok(text) if !text.chars().any(|c| c.is_control() && !c.is_whitespace()) => {
                text.trim().lines().next().unwrap_or("").to_string()
            }
            _ => return Judgement::Failed(format!("{what} wrote a message that is not text")),
        };
        if !self.stdout.is_empty() {
            return Judgement::Failed(format!(
                "{what} wrote on stdout ({} bytes): its message goes to stderr",
                self.stdout.len()
            ));
        }
        match status.code {
            Some(0) => Judgement::Accepted,
            Some(1) if !message.is_empty() => Judgement::Rejected(message),
            Some(1) => Judgement::Rejected(format!("rejected by {what}, which said nothing")),
            Some(2) => Judgement::Rejected(format!("presentation error: {message}")),
            _ => Judgement::Failed(format!(
                "{what} ended with {status}{}",
                match message.is_empty() {
                    true => String::new(),
                    false => format!(": {message}"),
                }
            )),
        }
    }
}

#[cfg(test)]
mod tests;
