//! The site's WebAssembly: each problem's binary run in memory on a page's input.
//!
//! The site's WebAssembly: each problem's binary, its own code, run in memory on the
//! input a page gives it (its answer, its explanation, the picture of its states or its
//! table's steps), what it shows kept for the page to read as JSON values. Built for
//! `wasm32-unknown-unknown` by `cargo xtask site`; for any other target it is empty.
//!
//! The page calls, in turn: [`exports::buffer`] for room for the bytes a call reads
//! (the binary's name and the input), which it writes there; the call ([`exports::run`],
//! or [`exports::play_start`] and the others of a game in [`play`]); then [`exports::outcome`] and [`exports::outcome_len`] for
//! its outcome, JSON ([`values`]). A picture comes as DOT, laid out by
//! [`picture::layout`] in a module of its own; a student's answer is judged, and small
//! cases drawn and shrunk, by the registry's code in another ([`practice`]).
#![cfg(target_arch = "wasm32")]

mod binaries;
pub mod exports;
#[cfg(gamebits_layout)]
pub mod picture;
pub mod play;
#[cfg(gamebits_practice)]
pub mod practice;
pub mod values;
