//! The site's WebAssembly: each problem's binary, its own code, run in memory on the
//! input a page gives it (its answer, its explanation, the picture of its states or its
//! table's steps), what it would print kept for the page to read. Built for
//! `wasm32-unknown-unknown` by `cargo xtask site`; for any other target it is empty.
//!
//! The page calls, in turn: [`exports::buffer`] for room for the binary's name and the
//! input, which it writes there; [`exports::run`]; then [`exports::outcome`] and
//! [`exports::outcome_len`] for the text to read.
#![cfg(target_arch = "wasm32")]

mod binaries;
pub mod exports;
mod picture;
pub mod play;
