//! The property that guards the fast paths.
//!
//! [`Tokens`] reads what the plain reader (`judge::plain`, the rule written plainly)
//! reads, value for value and error line for error line, on random token streams placed
//! so that every token meets a chunk's edge.
//!
//! Seeded: `GAMEBITS_SEED` (the first case's seed, else one from the clock) and
//! `GAMEBITS_CASES` (else 3 000), read by [`gamebits_test_support::random_run`]. A failure prints its case's
//! seed and the smallest input found that still fails.
//!
//! [`Tokens`]: crate::judge::Tokens

use crate::judge::plain::{compare, Call, BOUNDARIES, CHOICES};
use gamebits_problems::Rng;

const SPACES: [u8; 6] = [b' ', b'\t', b'\n', 0x0b, 0x0c, b'\r'];
/// Bytes that are neither printable ASCII nor whitespace, and what starts a character
/// of several bytes (U+2028, U+00A0, a byte order mark).
const BAD: [&[u8]; 6] = [
    b"\0",
    b"\x7f",
    b"\xff",
    b"\xe2\x80\xa8",
    b"\xc2\xa0",
    b"\xef\xbb\xbf",
];

#[test]
fn tokens_read_as_the_plain_reader_reads() {
    let run = gamebits_test_support::random_run("tokens against the plain reader", 3_000);
    let seeds: Vec<u64> = (0..run.cases as u64)
        .map(|case| run.seed.wrapping_add(case))
        .collect();
    // The cases in one run of seeds a core, at once: the first failing seed of the
    // first run that has one is the one shrunk and shown.
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let per_core = (seeds.len() + cores - 1) / cores;
    let failed = std::thread::scope(|scope| {
        let runs: Vec<_> = seeds
            .chunks(per_core.max(1))
            .map(|seeds| scope.spawn(|| seeds.iter().find_map(|&seed| failure(seed))))
            .collect();
        let mut failures = runs.into_iter().map(|run| {
            run.join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        });
        failures.find_map(|failure| failure)
    });
    if let Some((seed, script, input, why)) = failed {
        let (input, why) = smallest(input, &script, why);
        panic!(
            "seed {seed} (GAMEBITS_SEED={seed} GAMEBITS_CASES=1): {why}\n\
             script: {script:?}\nsmallest input ({} bytes): {:?}",
            input.len(),
            String::from_utf8_lossy(&input)
        );
    }
}

/// Case `seed` if the two readers differ on it: its seed, script and input, and why.
fn failure(seed: u64) -> Option<(u64, Vec<Call>, Vec<u8>, String)> {
    let (input, script) = case(seed);
    let why = compare(&input, &script).err()?;
    Some((seed, script, input, why))
}

/// The random script of calls of case `seed`, ending in `finish`, and an input for it:
/// mostly the values it asks for, some of them spoiled, one of them moved to meet an
/// edge.
fn case(seed: u64) -> (Vec<u8>, Vec<Call>) {
    let mut rng = Rng::new(seed);
    let calls = rng.index(1..=24);
    let mut script: Vec<Call> = (0..calls).map(|_| Call::chosen(rng.next_u64())).collect();
    script.push(Call::Finish);
    let mut input = Vec::new();
    if rng.chance(1, 8) {
        input.extend_from_slice(b"\xef\xbb\xbf");
    }
    let padded = rng.index(0..=calls);
    for (i, call) in script.iter().enumerate() {
        if i == padded {
            let edge = BOUNDARIES[rng.index(0..=BOUNDARIES.len() - 1)] - rng.index(0..=24);
            while input.len() < edge {
                let run = rng.index(1..=RUN).min(edge - input.len());
                let space = space(&mut rng);
                input.extend(std::iter::repeat(space).take(run));
            }
        }
        for token in tokens(call, &mut rng) {
            input.extend_from_slice(&token);
            // Sometimes no space at all: the token merges with the next.
            if !rng.chance(1, 40) {
                input.push(space(&mut rng));
            }
        }
    }
    (input, script)
}

/// The longest run of one space in the padding that moves a token to an edge: spaces of
/// every kind still meet every edge, drawn a run at a time rather than a byte at a time
/// (the padding is up to 132 KiB long, and drawing it byte by byte was most of the
/// test's time).
const RUN: usize = 32;

/// A space, mostly ` `, or any other byte of C's whitespace.
fn space(rng: &mut Rng) -> u8 {
    match rng.chance(3, 4) {
        true => b' ',
        false => SPACES[rng.index(0..=SPACES.len() - 1)],
    }
}

/// The tokens written for `call`: what it asks for, often, or something near it.
fn tokens(call: &Call, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut tokens = match *call {
        Call::U8(low, high) => vec![number(low.into(), high.into(), rng)],
        Call::U32(low, high) => vec![number(low.into(), high.into(), rng)],
        Call::Usize(low, high) => vec![number(low as i128, high as i128, rng)],
        Call::I32(low, high) => vec![number(low.into(), high.into(), rng)],
        Call::I64(low, high) => vec![number(low.into(), high.into(), rng)],
        Call::U64(low, high) => vec![number(low.into(), high.into(), rng)],
        Call::Flags(count) => (0..count).map(|_| flag(rng)).collect(),
        Call::OneOf(choices) => {
            let choices = match rng.chance(1, 8) {
                true => CHOICES[rng.index(0..=CHOICES.len() - 1)],
                false => choices,
            };
            vec![choices[rng.index(0..=choices.len() - 1)]
                .as_bytes()
                .to_vec()]
        }
        Call::Word => vec![word(rng)],
        Call::Finish => Vec::new(),
    };
    for token in &mut tokens {
        if rng.chance(1, 6) {
            spoil(token, rng);
        }
    }
    if rng.chance(1, 30) {
        tokens.push(word(rng));
    }
    tokens
}

/// A value in `low..=high` (or near it), written with leading zeros now and then.
fn number(low: i128, high: i128, rng: &mut Rng) -> Vec<u8> {
    let span = (high - low) as u128;
    let value = match rng.index(0..=5) {
        0 => low,
        1 => high,
        2 => low + (u128::from(rng.next_u64()) * u128::from(rng.next_u64()) % (span + 1)) as i128,
        3 => low + (u128::from(rng.below(10)) % (span + 1)) as i128,
        4 => [low - 1, high + 1, 0, -1][rng.index(0..=3)],
        _ => i128::from(rng.next_u64()) - i128::from(rng.below(2)) * i128::from(u64::MAX),
    };
    let digits = value.unsigned_abs().to_string();
    let zeros = match rng.index(0..=9) {
        0 => rng.index(1..=4),
        1 => 2_000,
        2 => (LONG_EDGES[rng.index(0..=LONG_EDGES.len() - 1)]).saturating_sub(digits.len()),
        _ => 0,
    };
    let mut token = Vec::new();
    if value < 0 || rng.chance(1, 20) {
        token.push(b'-');
    }
    token.extend(std::iter::repeat(b'0').take(zeros));
    token.extend_from_slice(digits.as_bytes());
    token
}

/// Token lengths at the longest word and past it, and a token of 2 000 bytes.
const LONG_EDGES: [usize; 4] = [1_024, 1_025, 1_023, 2_000];

/// `0` or `1`, or now and then a token that only starts like one.
fn flag(rng: &mut Rng) -> Vec<u8> {
    match rng.index(0..=19) {
        0 => b"01".to_vec(),
        1 => b"10".to_vec(),
        2 => b"00".to_vec(),
        3 => b"-0".to_vec(),
        4 => b"1x".to_vec(),
        n => vec![b'0' + (n % 2) as u8],
    }
}

/// A word of letters and digits: short, or at the longest word's length and past it.
fn word(rng: &mut Rng) -> Vec<u8> {
    let length = match rng.chance(1, 6) {
        true => LONG_EDGES[rng.index(0..=LONG_EDGES.len() - 1)],
        false => rng.index(1..=8),
    };
    const LETTERS: &[u8] = b"0123456789-+abxyzRB";
    (0..length)
        .map(|_| LETTERS[rng.index(0..=LETTERS.len() - 1)])
        .collect()
}

/// `token` with something glued on, taken off, put inside or in front.
fn spoil(token: &mut Vec<u8>, rng: &mut Rng) {
    let at = rng.index(0..=token.len());
    match rng.index(0..=9) {
        0 => token.push(b'0' + rng.below(10) as u8),
        1 => token.push(b"xa-+"[rng.index(0..=3)]),
        2 => token.insert(0, b"+-0"[rng.index(0..=2)]),
        3 => token.insert(at, space(rng)),
        4 => token.truncate(at),
        5 => *token = b"18446744073709551616".to_vec(),
        6 => {
            let digits = (0..20).map(|_| b'0' + rng.below(10) as u8);
            *token = digits.collect();
        }
        7 => *token = std::iter::repeat(b'9').take(2_000).collect(),
        8 if rng.chance(1, 4) => {
            let bad = BAD[rng.index(0..=BAD.len() - 1)];
            token.splice(at..at, bad.iter().copied());
        }
        _ => token.extend_from_slice(&word(rng)),
    }
}

/// The smallest input found, by taking away ever smaller runs of bytes, on which the
/// script still fails, and why it fails there.
fn smallest(mut input: Vec<u8>, script: &[Call], mut why: String) -> (Vec<u8>, String) {
    let mut run = input.len().next_power_of_two();
    let mut tries = 0;
    while run > 0 && tries < 20_000 {
        let mut at = 0;
        while at < input.len() && tries < 20_000 {
            let mut smaller = input.clone();
            smaller.drain(at..(at + run).min(input.len()));
            tries += 1;
            match compare(&smaller, script) {
                Err(still) => (input, why) = (smaller, still),
                Ok(()) => at += run,
            }
        }
        run /= 2;
    }
    (input, why)
}
