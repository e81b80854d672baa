//! The process frame: arguments, reading stdin, catching panics, printing the answer
//! (or the answer with its reason) or one line of error, and the exit status.

use super::arguments::Request;
#[cfg(not(feature = "fuzz"))]
use super::arguments::{draws_no_picture, request, takes_no_arguments};
use super::{InputError, Tokens};
use crate::explain::Explanation;
use std::backtrace::{Backtrace, BacktraceStatus};
use std::fmt;
#[cfg(not(feature = "fuzz"))]
use std::io::{self, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

/// Runs a binary's `solve` on all of stdin and prints its answer on a line of stdout,
/// or reports bad input on one line of stderr and exits with status 1 (see the
/// module's documentation for everything it promises).
///
/// `solve` reads its input from the [`Tokens`] it is given and returns the answer, any
/// `Display` value (a number, a word, a `String` of many lines), or the [`InputError`]
/// that says what is wrong; tokens it leaves unread are an error ([`Tokens::finish`]).
/// A panic in `solve` (proconio's on input it cannot read, a `todo!()` not written yet)
/// is caught and reported in the same one line, without a backtrace; a panic of the
/// code's own (an index out of bounds) names the file, line and column where it
/// happened, and prints its backtrace after that line when `RUST_BACKTRACE` asks.
///
/// ```no_run
/// use gamebits::judge::run;
///
/// fn main() {
///     run(|tokens| {
///         let k = tokens.number("K", 1..=100u64)?;
///         Ok(k * 2)
///     })
/// }
/// ```
pub fn run<T: fmt::Display>(solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>) {
    takes_no_arguments();
    finish(answer(input(), solve));
}

/// [`run`] for a binary that can also say why its answer is what it is: with no
/// argument, exactly [`run`]`(solve)`; with `--explain` (at most
/// [`DEFAULT_LINES`](crate::explain::DEFAULT_LINES) lines), `--explain=N` (at most N)
/// or `--explain=all`, it runs `explain` instead, which reads the same input and fills
/// the [`Explanation`] it is given, and prints the explanation, then the answer it
/// returns on the last line as `solve` would print it. Bad input is reported as by [`run`].
///
/// ```no_run
/// use gamebits::judge::run_explained;
///
/// fn main() {
///     run_explained(
///         |tokens| Ok(tokens.number("K", 1..=100u64)? * 2),
///         |tokens, why| {
///             let k = tokens.number("K", 1..=100u64)?;
///             why.line(format_args!("twice {k} is {}", k * 2));
///             Ok(k * 2)
///         },
///     )
/// }
/// ```
pub fn run_explained<T: fmt::Display, E: fmt::Display>(
    solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>,
    explain: impl FnOnce(&mut Tokens, &mut Explanation) -> Result<E, InputError>,
) {
    match request() {
        Request::Judge => finish(answer(input(), solve)),
        Request::Draw(states) => {
            let mut why = Explanation::drawing(states);
            let answer = answer(input(), |tokens| explain(tokens, &mut why));
            if answer.is_ok() && !why.has_drawn() {
                draws_no_picture();
            }
            finish(answer.map(|_| why.to_string().trim_end().to_string()));
        }
        Request::Explain(limit) => {
            let mut why = Explanation::new(limit);
            let answer = answer(input(), |tokens| explain(tokens, &mut why));
            finish(answer.map(|answer| format!("{why}{answer}")));
        }
    }
}

/// The answer of `solve` on all of `tokens`, every token read, or what is wrong.
fn answer<T>(
    tokens: Result<Tokens, InputError>,
    solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>,
) -> Result<T, InputError> {
    let mut tokens = tokens?;
    // Where the panic happened is kept for the one line made below from its payload.
    // The backtrace's symbols are looked up only if it is printed: that takes a tenth
    // of a second and tens of MiB, wasted on a panic that says what is wrong.
    panic::set_hook(Box::new(|info| {
        let backtrace = Backtrace::capture();
        let backtrace = (backtrace.status() == BacktraceStatus::Captured).then_some(backtrace);
        let location = info.location().map(ToString::to_string);
        *PANIC_SITE.lock().unwrap_or_else(|e| e.into_inner()) = Some((location, backtrace));
    }));
    let answer = panic::catch_unwind(AssertUnwindSafe(|| solve(&mut tokens)));
    drop(panic::take_hook());
    match answer {
        Ok(answer) => {
            let answer = answer?;
            tokens.finish()?;
            Ok(answer)
        }
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap_or("a panic without a message");
            let site = PANIC_SITE.lock().unwrap_or_else(|e| e.into_inner()).take();
            let (location, backtrace) = site.unwrap_or((None, None));
            let mut line = tokens.describe_panic(message);
            if line.starts_with("internal error: ") {
                if let Some(location) = location {
                    line = format!("{line} at {location}");
                }
                if let Some(backtrace) = backtrace {
                    line = format!("{line}\n{}", backtrace.to_string().trim_end());
                }
            }
            Err(InputError(line))
        }
    }
}

/// Where the last panic happened, and its backtrace if `RUST_BACKTRACE` asked for one.
static PANIC_SITE: Mutex<Option<(Option<String>, Option<Backtrace>)>> = Mutex::new(None);

/// The judge's input: all of stdin.
#[cfg(not(feature = "fuzz"))]
fn input() -> Result<Tokens, InputError> {
    Tokens::from_stdin()
}

/// Prints `answer` on a line of stdout, or reports `answer`'s error and exits.
#[cfg(not(feature = "fuzz"))]
fn finish(answer: Result<impl fmt::Display, InputError>) {
    match answer {
        Ok(answer) => print_answer(&answer),
        Err(e) => fail(&e.to_string()),
    }
}

/// Prints `answer` on a line of stdout, or exits: quietly with status 141 if the
/// reader of a pipe has gone, with an error line and status 1 on any other failure.
#[cfg(not(feature = "fuzz"))]
fn print_answer(answer: &impl fmt::Display) {
    let mut stdout = io::stdout().lock();
    if let Err(e) = writeln!(stdout, "{answer}").and_then(|()| stdout.flush()) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        fail(&format!("cannot write the answer: {e}"));
    }
}

/// Writes `error: {message}` on stderr, if it can, and exits with status 1.
#[cfg(not(feature = "fuzz"))]
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "error: {message}");
    std::process::exit(1)
}

/// For the fuzz targets: runs `main`, a binary's `main`, on `input` in this process, as
/// the judge path would (no arguments), and returns what it would print: its answer, or
/// its error lines without `error: `.
#[cfg(feature = "fuzz")]
#[doc(hidden)]
pub fn run_in_memory(input: &[u8], main: fn()) -> Result<String, String> {
    *IN_MEMORY.lock().unwrap_or_else(|e| e.into_inner()) = (Some(input.to_vec()), None);
    main();
    let outcome = IN_MEMORY.lock().unwrap_or_else(|e| e.into_inner()).1.take();
    outcome.expect("a binary's main runs the frame")
}

/// The input of [`run_in_memory`] until the frame takes it, then the outcome.
#[cfg(feature = "fuzz")]
type InMemory = (Option<Vec<u8>>, Option<Result<String, String>>);

#[cfg(feature = "fuzz")]
static IN_MEMORY: Mutex<InMemory> = Mutex::new((None, None));

/// The input [`run_in_memory`] was given.
#[cfg(feature = "fuzz")]
fn input() -> Result<Tokens, InputError> {
    let input = IN_MEMORY.lock().unwrap_or_else(|e| e.into_inner()).0.take();
    Tokens::new(input.expect("run_in_memory gives the input"))
}

/// Keeps the outcome for [`run_in_memory`].
#[cfg(feature = "fuzz")]
fn finish(answer: Result<impl fmt::Display, InputError>) {
    let outcome = answer.map(|a| a.to_string()).map_err(|e| e.to_string());
    IN_MEMORY.lock().unwrap_or_else(|e| e.into_inner()).1 = Some(outcome);
}

/// The fuzz targets take no arguments: the judge's path.
#[cfg(feature = "fuzz")]
fn takes_no_arguments() {}

/// The fuzz targets take no arguments, so never ask for a picture.
#[cfg(feature = "fuzz")]
fn draws_no_picture() -> ! {
    unreachable!("the fuzz targets take no arguments")
}

/// The fuzz targets take no arguments: the judge's path.
#[cfg(feature = "fuzz")]
fn request() -> Request {
    Request::Judge
}
