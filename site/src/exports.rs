//! The functions the page calls.
//!
//! Plain numbers in, bytes through the module's memory, and out a value as JSON
//! ([`crate::values`]), so that no binding generator is needed.

use crate::binaries;
use crate::values::{self, Failure, Refusal};
use gamebits::judge::{run_asked, Asked};
use std::sync::{Mutex, MutexGuard};

/// The bytes the page writes before a call: the parts it reads, one after another
/// (for [`run`], the binary's name, then the input).
static BUFFER: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// The last call's outcome, as JSON.
static OUTCOME: Mutex<String> = Mutex::new(String::new());

/// `mutex` locked, whatever a stopped run left in it.
fn locked<T>(mutex: &'static Mutex<T>) -> MutexGuard<'static, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Room for `length` bytes, zeroed; where to write them.
#[no_mangle]
pub extern "C" fn buffer(length: usize) -> *mut u8 {
    let mut buffer = locked(&BUFFER);
    *buffer = vec![0; length];
    buffer.as_mut_ptr()
}

/// The buffer's bytes, taken: a part of each of the `lengths` in turn, then the rest.
pub(crate) fn take_buffer<const N: usize>(lengths: [usize; N]) -> ([Vec<u8>; N], Vec<u8>) {
    let mut rest = std::mem::take(&mut *locked(&BUFFER));
    let parts = lengths.map(|length| rest.drain(..length.min(rest.len())).collect());
    (parts, rest)
}

/// Runs the binary named by the first `name_length` bytes of the buffer on the rest, as
/// `asked` says (0: its answer; 1: its explanation of at most `limit` lines; 2: the
/// picture of at most `limit` states; 3: the table's steps, at most `limit`; a `limit`
/// of 0: no limit). The outcome: the value of what it shows, or the error that
/// refuses its input, or what it lacks ([`values::outcome`]).
#[no_mangle]
pub extern "C" fn run(name_length: usize, asked: u32, limit: u32) {
    let ([name], input) = take_buffer([name_length]);
    let limit = (limit > 0).then_some(limit as usize);
    let asked = match asked {
        0 => Asked::Answer,
        1 => Asked::Explanation(limit),
        2 => Asked::Picture(limit),
        3 => Asked::Steps(limit),
        _ => return refuse(&format!("no such request: {asked}")),
    };
    let Some(main) = std::str::from_utf8(&name).ok().and_then(binaries::main_of) else {
        let name = String::from_utf8_lossy(&name);
        return refuse(&format!("no binary `{name}`"));
    };
    keep(values::outcome(run_asked(input, asked, main)));
}

/// Keeps the JSON `outcome` for the page.
pub(crate) fn keep(outcome: String) {
    *locked(&OUTCOME) = outcome;
}

/// Keeps, as the outcome, the error `line` that refuses the page's request.
pub(crate) fn refuse(line: &str) {
    keep(values::json(&Failure::new(line, Refusal::Request)));
}

/// Where the last call's outcome is, as UTF-8.
#[no_mangle]
pub extern "C" fn outcome() -> *const u8 {
    locked(&OUTCOME).as_ptr()
}

/// How many bytes the last call's outcome has.
#[no_mangle]
pub extern "C" fn outcome_len() -> usize {
    locked(&OUTCOME).len()
}
