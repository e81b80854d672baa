//! The binaries of `src/bin` the site runs, by name, each with its `main` and its game.
//!
//! Each is included whole with a public `entry` to its `main`, by the name the judge's
//! problem has; the table of them is made by the build (`site/build.rs`) from what each
//! binary's registry entry declares it shows (`gamebits_problems::Shows`): every binary
//! that explains, with its `setup` for `--play` if it plays. No one lists them here: a
//! new problem is on the site as soon as its entry says it explains.

use crate::play::Started;

/// A binary's game set up on an input with options and started, as [`crate::play::start`]
/// does.
type Play = fn(Vec<u8>, Vec<(String, String)>) -> Started;

/// A binary the site runs: its name, its `main`, and its game if it plays.
struct Binary {
    name: &'static str,
    main: fn(),
    play: Option<Play>,
}

// Each binary as a module, and `BINARIES`, the table of them.
include!(concat!(env!("OUT_DIR"), "/binaries.rs"));

/// The binary `name`, if the site runs it.
fn binary(name: &str) -> Option<&'static Binary> {
    BINARIES.iter().find(|binary| binary.name == name)
}

/// The `main` of the binary `name`, if there is one.
pub fn main_of(name: &str) -> Option<fn()> {
    binary(name).map(|binary| binary.main)
}

/// The game of the binary `name` set up on `input` with `options` and started, as
/// [`crate::play::start`] does; `None` if the binary does not play.
pub fn start_play(name: &str, input: Vec<u8>, options: Vec<(String, String)>) -> Option<Started> {
    let play = binary(name)?.play?;
    Some(play(input, options))
}
