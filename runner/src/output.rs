//! Ending quietly when the reader of the standard output has gone.
//!
//! `gamebits test dpk dpk.cpp | head -3`: once `head` has its lines and has ended, the
//! next line printed cannot be written, and `println!` panics. A Unix tool ends there
//! without a word; [`end_when_stdout_fails`] makes a program do the same, ending first
//! every process group it started (a solution being judged would otherwise run on).

use std::any::Any;

/// How the standard library's `println!` begins its panic when it cannot write.
const FAILED_PRINTING: &str = "failed printing to stdout";

/// The exit status of a program ended by `SIGPIPE`, as a shell reports it.
const READER_GONE: i32 = 141;

/// The exit status of a program that could not write its output for another reason.
const CANNOT_WRITE: i32 = 2;

/// From now on, a `println!` that cannot write ends the program (and every child it
/// started) instead of panicking: silently with status 141 if the reader has gone (a
/// closed pipe), with one line on stderr and status 2 otherwise (a full disk).
///
/// ```
/// gamebits_runner::output::end_when_stdout_fails();
/// println!("printed as before");
/// ```
pub fn end_when_stdout_fails() {
    let panicked = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let Some(said) = message(info.payload()).and_then(|m| m.strip_prefix(FAILED_PRINTING))
        else {
            return panicked(info);
        };
        crate::child::end_all();
        if said.ends_with(&closed_pipe()) {
            std::process::exit(READER_GONE);
        }
        eprintln!("cannot write the output{said}");
        std::process::exit(CANNOT_WRITE);
    }));
}

/// The text of a panic's message (its payload), if it has one.
fn message(payload: &(dyn Any + Send)) -> Option<&str> {
    payload
        .downcast_ref::<String>()
        .map(String::as_str)
        .or_else(|| payload.downcast_ref::<&str>().copied())
}

/// How the error of a write to a pipe nobody reads is said.
fn closed_pipe() -> String {
    #[cfg(unix)]
    let error = std::io::Error::from_raw_os_error(libc::EPIPE);
    // ERROR_NO_DATA: what Windows gives a write to a pipe whose reader has gone.
    #[cfg(not(unix))]
    let error = std::io::Error::from_raw_os_error(232);
    error.to_string()
}
