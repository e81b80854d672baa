//! The reader against the plain reader, on any input and any script of calls.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| gamebits_fuzz::check_reader(data));
