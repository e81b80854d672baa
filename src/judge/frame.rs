//! The process frame a binary runs in.
//!
//! The process frame: arguments, reading stdin, catching panics, printing the answer
//! (or the answer with its reason) or one line of error, and the exit status.

use super::arguments::Request;
#[cfg(not(feature = "memory"))]
use super::arguments::{refuse_line, refuse_option, request, shows_nothing, takes_no_arguments};
#[cfg(feature = "memory")]
use super::memory::{finish, finish_explained, input, request, shows_nothing, takes_no_arguments};
use super::{InputError, Tokens};
use crate::explain::Explanation;
#[cfg(not(feature = "memory"))]
use crate::play::play;
use crate::play::{Game, Options};
use std::backtrace::{Backtrace, BacktraceStatus};
use std::fmt;
#[cfg(not(feature = "memory"))]
use std::io::{self, IsTerminal, Write};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Mutex;

/// Runs a binary's `solve` on all of stdin and prints its answer, or one line of error.
///
/// The answer goes on a line of stdout; bad input is reported on one line of stderr,
/// with exit status 1 (see the module's documentation for everything it promises).
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

/// [`run`] for a binary that can also say why its answer is what it is (`--explain`).
///
/// With no argument, it is exactly [`run`]`(solve)`; with `--explain` (at most
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
    match request(false) {
        Request::Judge => finish(answer(input(), solve)),
        Request::Play(..) => unreachable!("only a binary that plays is asked to play"),
        other => explained(other, explain),
    }
}

/// [`run_explained`] for a binary that can also play its game against a person (`--play`).
///
/// With `--play FILE` (and its options, see [`crate::play::Options`]) it reads the judge's
/// input from FILE, as `solve` would from stdin and with the same errors, sets the game
/// up with `setup`, and plays it ([`crate::play::play`]): moves on stdin, one a line,
/// the player on the side `--as` names (by default the side to move at the start).
/// Otherwise exactly [`run_explained`]`(solve, explain)`.
///
/// ```no_run
/// use gamebits::judge::run_played;
/// # use gamebits::judge::{InputError, Tokens};
/// # use gamebits::explain::Explanation;
/// # use gamebits::play::{Game, Options, Sides};
/// # fn solve(t: &mut Tokens) -> Result<u8, InputError> { Ok(0) }
/// # fn explain(t: &mut Tokens, why: &mut Explanation) -> Result<u8, InputError> { Ok(0) }
/// # struct Nothing;
/// # impl Game for Nothing {
/// #     type State = (); type Move = ();
/// #     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
/// #     fn start(&self) {}
/// #     fn mover(&self, _: &()) -> usize { 0 }
/// #     fn moves(&self, _: &()) -> Vec<()> { Vec::new() }
/// #     fn after(&self, _: &(), _: &()) {}
/// #     fn value(&self, _: &()) -> gamebits::play::Value { gamebits::play::Value::Lose(Some(0)) }
/// #     fn read_move(&self, _: &(), _: &str) -> Result<(), String> { Err("no move".into()) }
/// #     fn move_words(&self, _: &(), _: &()) -> String { String::new() }
/// #     fn describe(&self, _: &()) -> String { String::new() }
/// # }
/// # fn setup(t: &mut Tokens, options: &mut Options) -> Result<Nothing, InputError> { Ok(Nothing) }
/// fn main() {
///     run_played(solve, explain, setup)
/// }
/// ```
pub fn run_played<T: fmt::Display, E: fmt::Display, G: Game>(
    solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>,
    explain: impl FnOnce(&mut Tokens, &mut Explanation) -> Result<E, InputError>,
    setup: impl FnOnce(&mut Tokens, &mut Options) -> Result<G, InputError>,
) {
    match request(true) {
        Request::Judge => finish(answer(input(), solve)),
        Request::Play(file, options) => played(&file, options, setup),
        other => explained(other, explain),
    }
}

/// Reads FILE as the judge's input, sets the game up and plays it; every failure in one
/// line: bad input as the judge's path says it (exit status 1), an option the game does
/// not take (exit status 2).
#[cfg(not(feature = "memory"))]
fn played<G: Game>(
    file: &std::ffi::OsStr,
    options: Vec<(String, String)>,
    setup: impl FnOnce(&mut Tokens, &mut Options) -> Result<G, InputError>,
) {
    let mut options = Options::new(options);
    // Read a chunk at a time, as standard input is: not copied whole first.
    let cannot_read =
        |e: std::io::Error| InputError::new(format!("cannot read {}: {e}", file.to_string_lossy()));
    let tokens = std::fs::File::open(file)
        .and_then(|opened| match opened.metadata()?.is_dir() {
            true => Err(std::io::Error::new(
                std::io::ErrorKind::Other,
                "it is a folder",
            )),
            false => Ok(opened),
        })
        .map_err(cannot_read)
        .and_then(Tokens::from_reader);
    let game = match answer(tokens, |tokens| setup(tokens, &mut options)) {
        Ok(game) => game,
        Err(e) => fail(&e.to_string()),
    };
    let start = game.mover(&game.start());
    let side = options
        .side(game.sides(), start)
        .unwrap_or_else(|e| refuse_line(&e));
    if let Some(option) = options.unused() {
        refuse_option(option);
    }
    let stdin = io::stdin();
    let at_terminal = stdin.is_terminal();
    let mut stdout = io::stdout().lock();
    if let Err(e) = play(game, side, stdin.lock(), &mut stdout, at_terminal) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        fail(&format!("cannot play: {e}"));
    }
}

/// A binary run in memory never plays.
#[cfg(feature = "memory")]
fn played<G: Game>(
    _: &std::ffi::OsStr,
    _: Vec<(String, String)>,
    _: impl FnOnce(&mut Tokens, &mut Options) -> Result<G, InputError>,
) {
    unreachable!("a binary run in memory is never asked to play")
}

/// `--explain`, `--explain=dot` and `--explain=steps`.
fn explained<E: fmt::Display>(
    request: Request,
    explain: impl FnOnce(&mut Tokens, &mut Explanation) -> Result<E, InputError>,
) {
    match request {
        Request::Judge | Request::Play(..) => unreachable!("explained only explains"),
        Request::Draw(states) => {
            let mut why = Explanation::drawing(states);
            let answer = answer(input(), |tokens| explain(tokens, &mut why));
            if answer.is_ok() && !why.has_drawn() {
                shows_nothing("draws no picture of its states");
            } else {
                finish_explained(answer, why);
            }
        }
        Request::Steps(steps) => {
            let mut why = Explanation::stepping(steps);
            let answer = answer(input(), |tokens| explain(tokens, &mut why));
            if answer.is_ok() && !why.has_stepped() {
                shows_nothing("records no steps of its reasoning");
            } else {
                finish_explained(answer, why);
            }
        }
        Request::Explain(limit) => {
            let mut why = Explanation::new(limit);
            let answer = answer(input(), |tokens| explain(tokens, &mut why));
            finish_explained(answer, why);
        }
    }
}

/// Prints the explanation `why` with `answer` ([`Explanation::with_answer`]), or
/// reports `answer`'s error and exits.
#[cfg(not(feature = "memory"))]
fn finish_explained(answer: Result<impl fmt::Display, InputError>, why: Explanation) {
    finish(answer.map(|answer| why.with_answer(answer)));
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
#[cfg(not(feature = "memory"))]
fn input() -> Result<Tokens, InputError> {
    Tokens::from_stdin()
}

/// Prints `answer` on a line of stdout, or reports `answer`'s error and exits.
#[cfg(not(feature = "memory"))]
fn finish(answer: Result<impl fmt::Display, InputError>) {
    match answer {
        Ok(answer) => print_answer(&answer),
        Err(e) => fail(&e.to_string()),
    }
}

/// Prints `answer` on a line of stdout, or exits: quietly with status 141 if the
/// reader of a pipe has gone, with an error line and status 1 on any other failure.
#[cfg(not(feature = "memory"))]
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
#[cfg(not(feature = "memory"))]
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "error: {message}");
    std::process::exit(1)
}
