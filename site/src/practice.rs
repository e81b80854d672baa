//! The page's practice: a student's answer judged, random small cases, a failing one shrunk.
//!
//! All by the registry's own code (`gamebits_problems`), so that the page judges as
//! `cargo xtask test` does and draws and shrinks as `cargo xtask stress` does: the
//! problem's checker ([`practice_judge`]), its random small cases for a seed
//! ([`stress_start`], [`stress_next`]), and its shrinker driven step by step
//! ([`shrink_start`], [`shrink_failed`], [`shrink_stop`]), since the student's runs end
//! in a worker of their own, later. The student's code runs there; the reference is the
//! page's binary ([`crate::exports::run`]) in the module of its own. This is a module of
//! its own too (`practice`, see `site/build.rs`), which a page loads on its first Run.

use crate::exports::{keep, take_buffer};
use crate::values::{json, Failure, Judged, Refusal, ShrinkStep};
use gamebits_problems::{
    Checker, Problem, Rng, Shrinkable, Shrinking, SmallCases, TextSteps, PROBLEMS,
};
use std::cell::RefCell;

/// What the practice needs of a problem of the registry: its binary, its small cases
/// and its checker.
#[derive(Clone, Copy)]
struct Practised {
    binary: &'static str,
    small_cases: SmallCases,
    checker: Checker,
}

/// What the practice needs of each problem of [`PROBLEMS`], taken as the crate compiles:
/// the module holds these fields alone, not the rest of the registry's table (its worst
/// cases' generators and more), which would make it a third larger.
static PRACTISED: [Practised; PROBLEMS.len()] = practised();

/// Each problem of [`PROBLEMS`] as the practice needs it, in the same order.
const fn practised() -> [Practised; PROBLEMS.len()] {
    let mut table = [taken(&PROBLEMS[0]); PROBLEMS.len()];
    let mut i = 1;
    while i < PROBLEMS.len() {
        table[i] = taken(&PROBLEMS[i]);
        i += 1;
    }
    table
}

/// What the practice needs of `problem`.
const fn taken(problem: &Problem) -> Practised {
    Practised {
        binary: problem.binary,
        small_cases: problem.small_cases,
        checker: problem.checker,
    }
}

thread_local! {
    /// The small cases being drawn, and the generator that draws them.
    static DRAWING: RefCell<Option<(Shrinkable, Rng)>> = const { RefCell::new(None) };
    /// The shrinking under way, if any.
    static SHRINKING: RefCell<Option<Shrinking<String, TextSteps>>> = const { RefCell::new(None) };
}

/// Judges an answer by the checker of the problem of the binary named by the buffer's
/// first `name_length` bytes: the next `expected_length` bytes are the right answer,
/// the rest the student's. The outcome: a [`Judged`], or the error that refuses the
/// request (a binary that is not there, a problem judged by a program).
#[no_mangle]
pub extern "C" fn practice_judge(name_length: usize, expected_length: usize) {
    let ([name, expected], actual) = take_buffer([name_length, expected_length]);
    let Some(problem) = problem_of(&name) else {
        return;
    };
    if let Some(program) = problem.checker.program() {
        return refuse(&format!(
            "judged by a program ({program}), which a page cannot run"
        ));
    }
    let expected = String::from_utf8_lossy(&expected);
    let actual = String::from_utf8_lossy(&actual);
    keep(json(&Judged::of(
        problem.checker.compare(&expected, &actual),
    )));
}

/// Starts drawing the random small cases of the problem of the binary named by the
/// buffer's first `name_length` bytes, from the seed that the rest says (a whole
/// number), as `cargo xtask stress --seed` draws them. The outcome: `{"seed": S}`, or
/// the error that refuses the seed or the request.
#[no_mangle]
pub extern "C" fn stress_start(name_length: usize) {
    let ([name], seed) = take_buffer([name_length]);
    let Some(cases) = own_cases(&name) else {
        return;
    };
    let seed = String::from_utf8_lossy(&seed);
    let Ok(number) = seed.trim().parse::<u64>() else {
        let why = format!(
            "`{seed}` is not a seed: a whole number from 0 to {}",
            u64::MAX
        );
        return keep(json(&Failure::new(why, Refusal::Input)));
    };
    DRAWING.with(|drawing| *drawing.borrow_mut() = Some((cases, Rng::new(number))));
    keep(format!("{{\"seed\":{number}}}"));
}

/// The next random small case: `{"input": "…"}`, or the error that none is being drawn.
#[no_mangle]
pub extern "C" fn stress_next() {
    let drawn = DRAWING.with(|drawing| {
        let mut drawing = drawing.borrow_mut();
        let (cases, rng) = drawing.as_mut()?;
        Some((cases.draw)(rng))
    });
    match drawn {
        Some(input) => keep(json(&ShrinkStep::Drawn { input: &input })),
        None => refuse("no cases are being drawn"),
    }
}

/// Starts shrinking the failing input that the buffer holds after the binary's name
/// (its first `name_length` bytes), by the steps of its problem's small cases. The
/// outcome: the first [`ShrinkStep`].
#[no_mangle]
pub extern "C" fn shrink_start(name_length: usize) {
    let ([name], input) = take_buffer([name_length]);
    let Some(cases) = own_cases(&name) else {
        return;
    };
    let input = String::from_utf8_lossy(&input).into_owned();
    SHRINKING.with(|shrinking| *shrinking.borrow_mut() = Some(cases.shrinking(input)));
    shrink_step(None);
}

/// Says whether the input last tried fails (`failed` not 0). The outcome: the next
/// [`ShrinkStep`].
#[no_mangle]
pub extern "C" fn shrink_failed(failed: u32) {
    shrink_step(Some(failed != 0));
}

/// Stops the shrinking where it is. The outcome: the last [`ShrinkStep`], said stopped.
#[no_mangle]
pub extern "C" fn shrink_stop() {
    match SHRINKING.with(|shrinking| shrinking.borrow_mut().take()) {
        Some(shrinking) => keep(json(&ShrinkStep::shrunk(shrinking.stop()))),
        None => refuse("no shrinking under way"),
    }
}

/// Answers the input last tried (if `failed` is given), then keeps as the outcome the
/// next input to try, or, if none is left, the smallest failing input found.
fn shrink_step(failed: Option<bool>) {
    SHRINKING.with(|cell| {
        let mut slot = cell.borrow_mut();
        let Some(shrinking) = slot.as_mut() else {
            return refuse("no shrinking under way");
        };
        if let Some(failed) = failed {
            shrinking.failed(failed);
        }
        match shrinking.next() {
            Some(candidate) => keep(json(&ShrinkStep::Candidate { input: &candidate })),
            None => {
                let done = slot.take().expect("under way").done();
                keep(json(&ShrinkStep::shrunk(done)));
            }
        }
    });
}

/// What the practice needs of the problem of the binary `name`; or, kept as the
/// outcome, the error that the registry has none.
fn problem_of(name: &[u8]) -> Option<&'static Practised> {
    let name = String::from_utf8_lossy(name);
    let found = PRACTISED.iter().find(|problem| problem.binary == name);
    if found.is_none() {
        refuse(&format!("no binary `{name}`"));
    }
    found
}

/// The problem's own small cases of the binary `name`; or, kept as the outcome, the
/// error that it has none.
fn own_cases(name: &[u8]) -> Option<Shrinkable> {
    match problem_of(name)?.small_cases {
        SmallCases::Own(cases) => Some(cases),
        _ => {
            let name = String::from_utf8_lossy(name);
            refuse(&format!("{name} has no small cases of its own to draw"));
            None
        }
    }
}

/// Keeps, as the outcome, the error `line` that refuses the page's request.
fn refuse(line: &str) {
    keep(json(&Failure::new(line, Refusal::Request)));
}
