//! What the fuzz targets check.
//!
//! The reader against the plain reader (`gamebits::judge::plain`), and each
//! binary on any input.

use gamebits::judge::plain::{compare, Call, BOUNDARIES};
use gamebits::judge::run_in_memory;

/// Where a fuzzed input may be moved to meet an edge of the reader: nowhere (0), or
/// one of the reader's boundaries.
fn edge(choice: u8) -> usize {
    match usize::from(choice) % (BOUNDARIES.len() + 1) {
        0 => 0,
        i => BOUNDARIES[i - 1],
    }
}

/// `data` read as a script of calls and an input, the input padded so that a byte of it
/// meets an edge; panics if `Tokens` and the plain reader disagree.
///
/// `data`: a byte choosing the edge and the padding (spaces or zeros), a byte taken from
/// the edge, a byte saying where the padding goes, a byte counting the calls, a byte for
/// each call, then the input.
pub fn check_reader(data: &[u8]) {
    let Some((&[choice, back, place, calls], rest)) = data.split_first_chunk::<4>() else {
        return;
    };
    let calls = usize::from(calls % 32).min(rest.len());
    let (calls, input) = rest.split_at(calls);
    let mut script: Vec<Call> = calls
        .iter()
        .map(|&b| Call::chosen(u64::from(b).wrapping_mul(0x9E37_79B9_7F4A_7C15)))
        .collect();
    script.push(Call::Finish);
    let at = usize::from(place) * input.len() / 256;
    let fill = b" 0"[usize::from(choice) / (BOUNDARIES.len() + 1) % 2];
    let pad = edge(choice)
        .saturating_sub(usize::from(back))
        .saturating_sub(at);
    let mut padded = input[..at].to_vec();
    padded.extend(std::iter::repeat_n(fill, pad));
    padded.extend_from_slice(&input[at..]);
    if let Err(why) = compare(&padded, &script) {
        panic!("{why}\nscript: {script:?}");
    }
}

/// Runs a binary's `main` on `input`: it must not panic (a panic of its own is reported
/// as an internal error), and an error must be one line.
pub fn check_binary(input: &[u8], main: fn()) {
    if let Err(line) = run_in_memory(input, main) {
        assert!(
            !line.is_empty() && !line.contains('\n'),
            "not one line: {line:?}"
        );
        assert!(!line.starts_with("internal error"), "{line}");
    }
}
