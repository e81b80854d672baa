//! The functions the page calls.
//!
//! Plain numbers in, bytes through the module's memory, and out a value as JSON
//! ([`crate::values`]), so that no binding generator is needed: a binary run
//! ([`run`]), and a game played ([`play_start`], [`play_line`], [`play_from`]), the
//! game in play kept between the calls ([`crate::play`]).

use crate::binaries;
use crate::play::Played;
use crate::values::{self, json, Failure, MoveValue, Refusal, StartValue, Turn};
use gamebits::judge::{run_asked, Asked};
use gamebits::play::Reply;
use std::cell::RefCell;
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
fn refuse(line: &str) {
    keep(json(&Failure::new(line, Refusal::Request)));
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

thread_local! {
    /// The game in play, if any.
    static PLAYING: RefCell<Option<Box<dyn Played>>> = RefCell::new(None);
}

/// The turn's value: `said`, then the moves listed after it ([`Turn`]).
fn turn(played: &dyn Played, said: &str, reply: Reply, sides: Option<[&str; 2]>) -> String {
    let (moves, note) = played.listing();
    json(&Turn {
        sides,
        said,
        played: reply == Reply::Played,
        over: played.is_over(),
        moves: moves.iter().map(MoveValue::of).collect(),
        note: note.as_deref(),
    })
}

/// Starts the game of the binary named by the buffer's first `name_length` bytes; the
/// next `options_length` bytes are its options, a JSON list of `[name, value]` pairs;
/// the rest is the judge's input. The outcome: the opening [`Turn`], with the sides;
/// or the error that refuses the input or an option, or the request.
#[no_mangle]
pub extern "C" fn play_start(name_length: usize, options_length: usize) {
    let ([name, options], input) = take_buffer([name_length, options_length]);
    PLAYING.with(|playing| *playing.borrow_mut() = None);
    let name = String::from_utf8_lossy(&name).into_owned();
    let Ok(options) = serde_json::from_slice::<Vec<(String, String)>>(&options) else {
        return refuse("the options are not a JSON list of [name, value] pairs");
    };
    let Some(started) = binaries::start_play(&name, input, options) else {
        return refuse(&format!("`{name}` does not play"));
    };
    match started {
        Ok((played, opening)) => {
            keep(turn(
                &*played,
                &opening,
                Reply::Nothing,
                Some(played.sides()),
            ));
            PLAYING.with(|playing| *playing.borrow_mut() = Some(played));
        }
        Err(line) => keep(json(&Failure::new(line, Refusal::Input))),
    }
}

/// Answers the player's line, the whole buffer. The outcome: the [`Turn`], or the
/// error that no game is in play.
#[no_mangle]
pub extern "C" fn play_line() {
    let ([], line) = take_buffer([]);
    let line = String::from_utf8_lossy(&line).into_owned();
    with_game(|played| {
        let (said, reply) = played.answer(&line);
        turn(&**played, &said, reply, None)
    });
}

/// Where play can start from the states chosen in the page, the whole buffer, a JSON
/// list of their ids (`data-state`), the latest last ([`Played::start_at`]). The
/// outcome: a [`StartValue`], or the error that no game is in play.
#[no_mangle]
pub extern "C" fn play_from() {
    let ([], bytes) = take_buffer([]);
    let Ok(chosen) = serde_json::from_slice::<Vec<String>>(&bytes) else {
        return refuse("the request is not a JSON list of state ids");
    };
    with_game(|played| json(&StartValue::new(played.start_at(&chosen).as_ref())));
}

/// Keeps, as the outcome, what `answer` makes of the game in play; or the error that
/// no game is.
fn with_game(answer: impl FnOnce(&mut Box<dyn Played>) -> String) {
    PLAYING.with(|playing| match playing.borrow_mut().as_mut() {
        Some(played) => keep(answer(played)),
        None => refuse("no game in play"),
    });
}
