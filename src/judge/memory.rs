//! The frame in memory, for the fuzz targets and the site.
//!
//! The frame in memory: a binary's `main` run in this process on input it is given,
//! asked in code what it would be asked on its command line, and what it would print
//! kept as values, not printed; for the fuzz targets and the site, never for a binary
//! or a bundle.

use super::arguments::Request;
use super::{InputError, Tokens};
use crate::explain::Explanation;
use std::fmt;
use std::sync::Mutex;

/// What a binary run in memory is asked: what its command line would ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// No argument: the judge's answer.
    Answer,
    /// `--explain`: the answer's reason in at most this many lines (`None`: every
    /// line), then the answer.
    Explanation(Option<usize>),
    /// `--explain=dot`: the states as a DOT graph of at most this many states
    /// (`None`: every one).
    Picture(Option<usize>),
    /// `--explain=steps`: the table filled one state at a time, at most this many steps
    /// (`None`: every one).
    Steps(Option<usize>),
}

/// What a binary run in memory shows, as values: its answer, or its explanation (lines,
/// a picture or steps) with the answer.
///
/// Printed ([`fmt::Display`]), it is what the binary would print, without the last line
/// break.
#[derive(Clone, Debug)]
pub enum Shown {
    /// The judge's answer, as printed.
    Answer(String),
    /// The explanation asked for, and the answer as printed.
    Explained {
        /// The explanation: lines, a picture or steps.
        why: Explanation,
        /// The answer.
        answer: String,
    },
}

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shown::Answer(answer) => f.write_str(answer),
            Shown::Explained { why, answer } => f.write_str(&why.with_answer(answer)),
        }
    }
}

/// Why a binary run in memory shows nothing: its input is refused, or it lacks what
/// was asked.
///
/// Printed ([`fmt::Display`]), it is the binary's error line without `error: `.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The input is refused: the error lines, without `error: `.
    Input(String),
    /// The binary shows nothing of what was asked: `this binary draws no picture of
    /// its states`, `this binary records no steps of its reasoning`.
    Lacking(String),
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Input(line) | Refused::Lacking(line) => f.write_str(line),
        }
    }
}

/// Runs `main`, a binary's `main`, on `input` in this process, as the judge path would
/// (no arguments), and returns what it would print: its answer, or its error lines
/// without `error: `.
pub fn run_in_memory(input: &[u8], main: fn()) -> Result<String, String> {
    run_asked(input.to_vec(), Asked::Answer, main)
        .map(|shown| shown.to_string())
        .map_err(|refused| refused.to_string())
}

/// Runs `main`, a binary's `main`, on `input` in this process as asked, and returns
/// what it shows, as values: its answer, or its explanation, picture or steps with the
/// answer; or why it shows nothing (its input refused, or a binary that draws no
/// picture or records no steps asked for them).
pub fn run_asked(input: Vec<u8>, asked: Asked, main: fn()) -> Result<Shown, Refused> {
    *slot() = Slot {
        input: Some(input),
        asked,
        outcome: None,
    };
    main();
    slot()
        .outcome
        .take()
        .expect("a binary's main runs the frame")
}

/// The input until the frame takes it, what is asked, then the outcome.
struct Slot {
    input: Option<Vec<u8>>,
    asked: Asked,
    outcome: Option<Result<Shown, Refused>>,
}

static SLOT: Mutex<Slot> = Mutex::new(Slot {
    input: None,
    asked: Asked::Answer,
    outcome: None,
});

/// The slot, whatever a panic while it was held left in it.
fn slot() -> std::sync::MutexGuard<'static, Slot> {
    SLOT.lock().unwrap_or_else(|e| e.into_inner())
}

/// The input [`run_asked`] was given.
pub(super) fn input() -> Result<Tokens, InputError> {
    let input = slot().input.take();
    Tokens::new(input.expect("run_asked gives the input"))
}

/// Keeps the outcome for [`run_asked`].
pub(super) fn finish(answer: Result<impl fmt::Display, InputError>) {
    let shown = answer.map(|answer| Shown::Answer(answer.to_string()));
    slot().outcome = Some(shown.map_err(|e| Refused::Input(e.to_string())));
}

/// Keeps the explanation `why` and the answer as the outcome for [`run_asked`].
pub(super) fn finish_explained(answer: Result<impl fmt::Display, InputError>, why: Explanation) {
    let shown = answer.map(|answer| Shown::Explained {
        why,
        answer: answer.to_string(),
    });
    slot().outcome = Some(shown.map_err(|e| Refused::Input(e.to_string())));
}

/// A binary run in memory reads no command line: the judge's path.
pub(super) fn takes_no_arguments() {}

/// What [`run_asked`] was asked, as the command line would ask it.
pub(super) fn request(_plays: bool) -> Request {
    match slot().asked {
        Asked::Answer => Request::Judge,
        Asked::Explanation(lines) => Request::Explain(lines),
        Asked::Picture(states) => Request::Draw(states),
        Asked::Steps(steps) => Request::Steps(steps),
    }
}

/// Keeps, as the outcome, that the binary shows nothing of what was asked (`lacks`:
/// "draws no picture of its states").
pub(super) fn shows_nothing(lacks: &str) {
    slot().outcome = Some(Err(Refused::Lacking(format!("this binary {lacks}"))));
}
