//! Judge input and output: the frame of every binary, which fails in one clear line.
//!
//! The frame reads, checks, solves and prints.
//!
//! Judges feed well-formed input, but people pipe in whatever they have. A binary wraps
//! its work in [`run`], which hands it stdin as [`Tokens`]. Every binary reads every
//! value through them, by one rule, each value named as the statement names it:
//! [`Tokens::number`] (decimal digits, `-` before a negative value, no `+`; leading zeros
//! allowed), [`Tokens::index`] (a number from 1, returned from 0),
//! [`Tokens::one_of`] and [`Tokens::word`], checking each against the statement
//! as it goes, at close to the speed of a plain byte loop. proconio's `input!` reads from
//! `Tokens` too, for a solution of one's own, with Rust's own parsing (which takes a
//! `+`) and values named by their position. What `run` promises:
//!
//! - **Tokens** are separated by the bytes C's `isspace` accepts (space, `\t`, `\n`,
//!   `\v`, `\f`, `\r`), as `scanf` and `cin` do on the judges; one leading UTF-8 byte
//!   order mark is skipped. Any other byte that is not printable ASCII (a NUL, an
//!   escape, a no-break space, U+2028, bytes that are not UTF-8) is an error naming it
//!   and its line.
//! - **Long tokens**: a number may be of any length, its leading zeros without limit
//!   (`0` 70 000 times and a `7` is 7). Any other token longer than 1 024 bytes is never
//!   a value: [`Tokens::word`], [`Tokens::one_of`] and proconio's `input!` (which reads
//!   numbers with Rust's parsing, as words) refuse it. Every path reads a token to its
//!   end, across chunks, before it says what the token is.
//! - **Answers**: a value `solve` returns is printed on a line of stdout; many values
//!   (one line of them, or one a line) are written by [`Joined`].
//! - **Bad input**: an [`InputError`] `solve` returns, a value `input!` cannot read,
//!   input that ends early, and input that goes on after the last value each become one
//!   line `error: …` on stderr, nothing on stdout, and exit status 1. A bad token is
//!   quoted by its first 32 characters at most, with its length when it is longer.
//!   Input is read a chunk at a time: however long it is, or any token in it, reading
//!   takes the same memory, and the error path never copies it.
//! - **Output**: an answer that cannot be written is reported as
//!   `error: cannot write the answer: …`, exit status 1. When stdout is a pipe whose
//!   reader has gone (as in `| head -c 0`), the program ends quietly with status 141,
//!   as a Unix tool killed by `SIGPIPE` does. When stderr cannot be written either,
//!   the status says it all.
//! - **Arguments**: none on the judge. `--help` or `-h` says what the program takes on
//!   stdout (exit 0); a binary run by [`run_explained`] also takes `--explain`
//!   (`--explain=N`, `--explain=all`) and prints its answer's reason before the answer;
//!   a binary run by [`run_played`] also takes `--play FILE` (and its options) and
//!   plays the game of the input in FILE against a perfect opponent
//!   ([`crate::play`]); any other argument is refused on stderr (exit 2).
//! - **Panics** of the code's own (a bug, not bad input) are one line too, naming the
//!   file, line and column: `error: internal error: … at src/bin/dp_a/main.rs:40:5`; with
//!   `RUST_BACKTRACE=1`, the backtrace follows that line.

mod arguments;
mod frame;
mod index;
#[cfg(feature = "memory")]
mod memory;
mod number;
mod output;
#[cfg(any(test, feature = "fuzz"))]
#[doc(hidden)]
pub mod plain;
mod proconio;
mod reader;

pub use frame::{run, run_explained, run_played};
#[cfg(feature = "memory")]
#[doc(hidden)]
pub use memory::{run_asked, run_in_memory, Asked, Refused, Shown};
pub use output::Joined;
pub use reader::Tokens;

use std::fmt;

/// What is wrong with the input, said in one line for the person who gave it.
///
/// ```
/// use gamebits::judge::{InputError, Tokens};
/// let e: InputError = Tokens::new(b"0".to_vec())?.number("N", 1..=5).unwrap_err();
/// assert_eq!(e.to_string(), "N = 0 is outside 1..=5");
/// # Ok::<(), InputError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError(String);

impl InputError {
    /// An error with the given description.
    ///
    /// ```
    /// use gamebits::judge::InputError;
    /// let e = InputError::new("the graph has a cycle");
    /// assert_eq!(e.to_string(), "the graph has a cycle");
    /// ```
    pub fn new(message: impl Into<String>) -> InputError {
        InputError(message.into())
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
