//! `ccc08s5` on any input: no panic, and an error is one line.
#![no_main]

// Linted where it lives (src/bin), for the toolchain the judges run.
#[allow(clippy::all)]
mod binary {
    include!(concat!(env!("OUT_DIR"), "/ccc08s5.rs"));
}

libfuzzer_sys::fuzz_target!(|input: &[u8]| gamebits_fuzz::check_binary(input, binary::entry));
