//! The functions the page calls: plain numbers in and out, the text through the
//! module's memory, so that no binding generator is needed.

use crate::{binaries, picture};
use gamebits::judge::{run_asked, Asked};
use std::sync::{Mutex, MutexGuard};

/// The binary's name, then the input, as the page writes them.
pub(crate) static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// What the last run would print: its answer, explanation, picture or steps, or its
/// error.
static OUTCOME: Mutex<String> = Mutex::new(String::new());

/// `mutex` locked, whatever a stopped run left in it.
pub(crate) fn locked<T>(mutex: &'static Mutex<T>) -> MutexGuard<'static, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Room for `length` bytes, the binary's name then the input, zeroed; where to write
/// them.
#[no_mangle]
pub extern "C" fn buffer(length: usize) -> *mut u8 {
    let mut buffer = locked(&BUFFER);
    *buffer = vec![0; length];
    buffer.as_mut_ptr()
}

/// Runs the binary named by the first `name_length` bytes of the buffer on the rest, as
/// `asked` says (0: its answer; 1: its explanation of at most `limit` lines; 2: the
/// picture of at most `limit` states; 3: the table's steps, at most `limit`; a `limit`
/// of 0: no limit). Returns 0 when it
/// answers (the outcome is its text), 1 when it refuses the input (the outcome is its
/// error line), 2 when the page asks what is not there.
#[no_mangle]
pub extern "C" fn run(name_length: usize, asked: u32, limit: u32) -> u32 {
    let mut input = std::mem::take(&mut *locked(&BUFFER));
    let name: Vec<u8> = input.drain(..name_length.min(input.len())).collect();
    let limit = (limit > 0).then_some(limit as usize);
    let asked = match asked {
        0 => Asked::Answer,
        1 => Asked::Explanation(limit),
        2 => Asked::Picture(limit),
        3 => Asked::Steps(limit),
        _ => return keep(Err(format!("no such request: {asked}")), 2),
    };
    let Some(main) = std::str::from_utf8(&name).ok().and_then(binaries::main_of) else {
        let name = String::from_utf8_lossy(&name);
        return keep(Err(format!("no binary `{name}`")), 2);
    };
    let outcome = run_asked(input, asked, main);
    match asked {
        Asked::Picture(_) => keep(outcome.and_then(|dot| picture::shown(&dot)), 1),
        _ => keep(outcome, 1),
    }
}

/// Keeps `outcome` for the page; 0 if it is text, else `refused`.
pub(crate) fn keep(outcome: Result<String, String>, refused: u32) -> u32 {
    let (text, status) = match outcome {
        Ok(text) => (text, 0),
        Err(line) => (line, refused),
    };
    *locked(&OUTCOME) = text;
    status
}

/// Where the last run's outcome is, as UTF-8.
#[no_mangle]
pub extern "C" fn outcome() -> *const u8 {
    locked(&OUTCOME).as_ptr()
}

/// How many bytes the last run's outcome has.
#[no_mangle]
pub extern "C" fn outcome_len() -> usize {
    locked(&OUTCOME).len()
}
