//! The read-only baseline of `cargo xtask bench`: reads a binary's input with proconio,
//! as the binary does, and does nothing else.
//!
//! `read_only <binary> < input` reads the tokens of `<binary>`'s input format with the
//! same types and prints a checksum of them (so the reading cannot be optimised away,
//! and the run prints something like every binary). Built in release beside the
//! binaries, its time and peak memory show how much of a binary's cost is parsing.
//! Only the binaries with large inputs have a reader.

use gamebits::judge::Tokens;
use proconio::input;
use std::process::ExitCode;

fn main() -> ExitCode {
    let binary = std::env::args().nth(1).unwrap_or_default();
    let checksum = match binary.as_str() {
        "qccp1" => qccp1(),
        "poi16nim" => poi16nim(),
        _ => {
            eprintln!("error: no reader for `{binary}`; readers: qccp1, poi16nim");
            return ExitCode::FAILURE;
        }
    };
    println!("{checksum}");
    ExitCode::SUCCESS
}

/// `N M`, then M edges `u v C` with C a colour letter, read an edge at a time from
/// the fast tokenizer, as `qccp1` reads them.
fn qccp1() -> usize {
    let mut source = Tokens::from_stdin().expect("the input is text");
    input! { from &mut source, _n: usize, m: usize }
    (0..m).fold(0, |sum, _| {
        input! { from &mut source, u: usize, v: usize, colour: char }
        sum.wrapping_add(u ^ v ^ colour as usize)
    })
}

/// `n d`, then the n pile sizes, read as `poi16nim` reads them.
fn poi16nim() -> usize {
    let mut source = Tokens::from_stdin().expect("the input is text");
    input! { from &mut source, n: usize, _d: usize }
    input! { from &mut source, piles: [u32; n] }
    piles.iter().fold(0, |sum, &a| sum.wrapping_add(a as usize))
}
