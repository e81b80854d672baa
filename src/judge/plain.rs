//! The reading rule written plainly, as the specification [`Tokens`] is held to.
//!
//! The whole input in memory, split at C's whitespace, each token parsed digit by
//! digit, with no fast path and no chunks. [`compare`] runs one script of calls on
//! both and says where they part. Test code only: the property test beside the fast
//! paths and the fuzz targets (feature `fuzz`) use it; no binary or bundle holds it.

use super::Tokens;
use std::fmt;

/// The longest token that can be a word or a choice; a longer one is a value only if it
/// is a number.
const LONGEST_WORD: usize = 1024;
/// How much of a bad token an error message quotes.
const QUOTED: usize = 32;
/// How many bytes `Tokens` reads at a time, as its documentation states: a bad byte may
/// be reported as soon as its chunk is read.
const CHUNK: usize = 65_536;
/// Where an input meets an edge of the reading of `Tokens`, for the tests to put tokens
/// on: the longest word and one byte more, the first chunk's end and the end of the
/// first buffer (a chunk and the longest word), and the same a chunk later.
pub const BOUNDARIES: [usize; 6] = [
    LONGEST_WORD,
    LONGEST_WORD + 1,
    CHUNK,
    CHUNK + LONGEST_WORD,
    2 * CHUNK,
    2 * CHUNK + LONGEST_WORD,
];
/// The characters an error names besides giving their code.
const NAMED: [(char, &str); 9] = [
    ('\0', "NUL"),
    ('\x1b', "escape"),
    ('\x7f', "delete"),
    ('\u{a0}', "no-break space"),
    ('\u{200b}', "zero-width space"),
    ('\u{2028}', "line separator"),
    ('\u{2029}', "paragraph separator"),
    ('\u{3000}', "ideographic space"),
    ('\u{feff}', "byte order mark"),
];
/// The UTF-8 byte order mark, skipped once at the start.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// One call on a reader, with its arguments.
#[derive(Clone, Debug)]
pub enum Call {
    /// `number` into a `u8` over the range.
    U8(u8, u8),
    /// `number` into a `u32` over the range.
    U32(u32, u32),
    /// `number` into a `usize` over the range.
    Usize(usize, usize),
    /// `number` into an `i32` over the range.
    I32(i32, i32),
    /// `number` into an `i64` over the range.
    I64(i64, i64),
    /// `number` into a `u64` over the range.
    U64(u64, u64),
    /// `flags` of that many values.
    Flags(usize),
    /// `one_of` the choices.
    OneOf(&'static [&'static str]),
    /// `word`.
    Word,
    /// `finish`.
    Finish,
}

/// The choices `one_of` is called with.
pub const CHOICES: [&[&str]; 3] = [&["r", "b"], &["Alice", "Bob"], &["0", "1", "-1", "00"]];

impl Call {
    /// A call chosen by `random` (any `u64`): each kind, and each type over small, wide
    /// and full ranges.
    pub fn chosen(random: u64) -> Call {
        let pick = (random >> 8) as usize;
        match random % 16 {
            0 => Call::U8(0, 1),
            1 => Call::U8(0, u8::MAX),
            2 => Call::U32(1, 10),
            3 => Call::U32(0, u32::MAX),
            4 => Call::Usize(1, 500_000),
            5 => Call::Usize(0, usize::MAX),
            6 => Call::I32(-100, 100),
            7 => Call::I32(i32::MIN, i32::MAX),
            8 => Call::I64(-1_000_000_000_000_000_000, 1_000_000_000_000_000_000),
            9 => Call::I64(i64::MIN, i64::MAX),
            10 => Call::U64(0, u64::MAX),
            11 => Call::U64(1, 1_000_000_000_000_000_000),
            12 => Call::Flags(pick % 12),
            13 => Call::OneOf(CHOICES[pick % CHOICES.len()]),
            14 => Call::Word,
            _ => Call::Finish,
        }
    }

    /// The call made on `tokens`: the value it reads as text, or its error line.
    fn on_tokens(&self, tokens: &mut Tokens) -> Result<String, String> {
        let name = "v";
        let result = match *self {
            Call::U8(low, high) => tokens.number(name, low..=high).map(text),
            Call::U32(low, high) => tokens.number(name, low..=high).map(text),
            Call::Usize(low, high) => tokens.number(name, low..=high).map(text),
            Call::I32(low, high) => tokens.number(name, low..=high).map(text),
            Call::I64(low, high) => tokens.number(name, low..=high).map(text),
            Call::U64(low, high) => tokens.number(name, low..=high).map(text),
            Call::Flags(count) => tokens.flags(name, count).map(|f| format!("{f:?}")),
            Call::OneOf(choices) => tokens.one_of(name, choices).map(text),
            Call::Word => tokens.word(name),
            Call::Finish => tokens.finish().map(|()| String::new()),
        };
        result.map_err(|e| e.to_string())
    }

    /// The call made on the plain reader.
    fn on_plain(&self, plain: &mut Plain) -> Result<String, String> {
        let name = "v";
        match *self {
            Call::U8(low, high) => plain.number(name, low.into(), high.into()).map(text),
            Call::U32(low, high) => plain.number(name, low.into(), high.into()).map(text),
            Call::Usize(low, high) => plain.number(name, low as i128, high as i128).map(text),
            Call::I32(low, high) => plain.number(name, low.into(), high.into()).map(text),
            Call::I64(low, high) => plain.number(name, low.into(), high.into()).map(text),
            Call::U64(low, high) => plain.number(name, low.into(), high.into()).map(text),
            Call::Flags(count) => plain.flags(name, count).map(|f| format!("{f:?}")),
            Call::OneOf(choices) => plain.one_of(name, choices).map(text),
            Call::Word => plain.word(name),
            Call::Finish => plain.finish().map(|()| String::new()),
        }
    }
}

/// What an error calls the character `bytes` start with, which is neither printable
/// ASCII nor whitespace: a control byte by its hex code, another character by its code
/// point, a byte that starts no UTF-8 character as such; with its name if it has one.
fn bad_byte(bytes: &[u8]) -> String {
    let first = (1..=bytes.len().min(4))
        .find_map(|n| std::str::from_utf8(&bytes[..n]).ok())
        .and_then(|text| text.chars().next());
    let Some(c) = first else {
        return format!("the byte 0x{:02X} (not UTF-8)", bytes[0]);
    };
    let named = NAMED.iter().find(|(named, _)| *named == c);
    let name = named.map_or(String::new(), |(_, name)| format!(" ({name})"));
    if c.is_ascii() {
        format!("the control byte 0x{:02X}{name}", u32::from(c))
    } else {
        format!("U+{:04X}{name}", u32::from(c))
    }
}

fn text(value: impl fmt::Display) -> String {
    value.to_string()
}

/// Runs `script` on [`Tokens`] over `input` and on the plain reader, call by call,
/// until a call fails; `Err` says where they first disagree.
///
/// They must agree on every value and every error line, with one allowance: a byte that
/// is neither printable ASCII nor whitespace is found by [`Tokens`] when its chunk is
/// read, so it may be reported by an earlier call than the plain reader's (the one
/// whose token holds it), though not by one whose token ends a chunk and a token or more
/// before it.
pub fn compare(input: &[u8], script: &[Call]) -> Result<(), String> {
    let mut plain = Plain::new(input);
    let early_enough = |plain: &Plain, message: &str| {
        plain
            .bad
            .as_ref()
            .is_some_and(|(at, line)| message == line && *at < plain.reach + CHUNK + LONGEST_WORD)
    };
    let mut tokens = match Tokens::new(input.to_vec()) {
        Ok(tokens) => tokens,
        Err(e) if early_enough(&plain, &e.to_string()) => return Ok(()),
        Err(e) => return Err(format!("Tokens::new: {e}")),
    };
    for (i, call) in script.iter().enumerate() {
        let expected = call.on_plain(&mut plain);
        let found = call.on_tokens(&mut tokens);
        match (&expected, &found) {
            _ if expected == found => {}
            (_, Err(message)) if early_enough(&plain, message) => return Ok(()),
            _ => {
                return Err(format!(
                    "call {i}, {call:?}: the plain reader says {expected:?}, Tokens {found:?}"
                ))
            }
        }
        if expected.is_err() {
            return Ok(());
        }
    }
    Ok(())
}

/// The plain reader: the input, where reading has got to, and the first byte that is
/// neither printable ASCII nor whitespace with its error line.
pub struct Plain {
    input: Vec<u8>,
    at: usize,
    /// The end of the furthest token looked at.
    reach: usize,
    /// How many tokens have been read.
    tokens_read: usize,
    bad: Option<(usize, String)>,
}

impl Plain {
    /// The plain reader of `input`.
    pub fn new(input: &[u8]) -> Plain {
        let at = if input.starts_with(BOM) { BOM.len() } else { 0 };
        let bad = (at..input.len())
            .find(|&i| !(b' '..=b'~').contains(&input[i]) && !is_space(input[i]))
            .map(|i| {
                let line = 1 + input[..i].iter().filter(|&&b| b == b'\n').count();
                let what = bad_byte(&input[i..]);
                let message = format!(
                    "line {line} holds {what}, which is neither part of a value nor a space"
                );
                (i, message)
            });
        Plain {
            input: input.to_vec(),
            at,
            reach: at,
            tokens_read: 0,
            bad,
        }
    }

    /// The next token, whole, consumed: `None` at the end of the input; the bad-byte
    /// error if the token holds that byte.
    fn token(&mut self) -> Result<Option<Vec<u8>>, String> {
        while self.at < self.input.len() && is_space(self.input[self.at]) {
            self.at += 1;
        }
        let start = self.at;
        while self.at < self.input.len() && !is_space(self.input[self.at]) {
            self.at += 1;
        }
        self.reach = self.at;
        if let Some((bad, message)) = &self.bad {
            if *bad < self.at {
                return Err(message.clone());
            }
        }
        if start == self.at {
            return Ok(None);
        }
        self.tokens_read += 1;
        Ok(Some(self.input[start..self.at].to_vec()))
    }

    fn ended(&self, name: &str) -> String {
        match self.tokens_read {
            0 => "the input is empty".to_string(),
            _ => format!("the input ended early: {name} was expected"),
        }
    }

    /// A whole number in `low..=high`: `-` if negative, then decimal digits.
    fn number(&mut self, name: &str, low: i128, high: i128) -> Result<i128, String> {
        let token = self.token()?.ok_or_else(|| self.ended(name))?;
        let (negative, digits) = match token.strip_prefix(b"-") {
            Some(digits) => (true, digits),
            None => (false, &token[..]),
        };
        if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
            return Err(format!(
                "{name} should be a whole number from {low} to {high}, found {}",
                quote(&token, "`")
            ));
        }
        // Digit by digit; beyond an i128, outside every range.
        let mut magnitude: Option<i128> = Some(0);
        for &d in digits {
            magnitude = magnitude.and_then(|m| m.checked_mul(10)?.checked_add((d - b'0').into()));
        }
        let value = magnitude.map(|m| if negative { -m } else { m });
        match value {
            Some(value) if (low..=high).contains(&value) => Ok(value),
            _ => Err(format!(
                "{name} = {} is outside {low}..={high}",
                quote(&token, "")
            )),
        }
    }

    fn flags(&mut self, name: &str, count: usize) -> Result<Vec<bool>, String> {
        (1..=count)
            .map(|i| Ok(self.number(&format!("{name}_{i}"), 0, 1)? == 1))
            .collect()
    }

    fn one_of(&mut self, name: &str, choices: &[&str]) -> Result<usize, String> {
        let token = self.token()?.ok_or_else(|| self.ended(name))?;
        match choices.iter().position(|c| c.as_bytes() == token) {
            Some(index) => Ok(index),
            None => Err(format!(
                "{name} = {} is not one of {}",
                quote(&token, "`"),
                choices.join(" ")
            )),
        }
    }

    fn word(&mut self, name: &str) -> Result<String, String> {
        let token = self.token()?.ok_or_else(|| self.ended(name))?;
        match token.len() > LONGEST_WORD {
            true => Err(format!("{name} is too long: {}", quote(&token, "`"))),
            false => Ok(String::from_utf8_lossy(&token).into_owned()),
        }
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.token()? {
            None => Ok(()),
            Some(token) => Err(format!(
                "the input goes on after its last value: {}",
                quote(&token, "`")
            )),
        }
    }
}

/// `token` between `marks`, cut to its first bytes and its length if it is long.
fn quote(token: &[u8], marks: &str) -> String {
    let shown = String::from_utf8_lossy(&token[..token.len().min(QUOTED)]);
    match token.len() > QUOTED {
        true => format!("{marks}{shown}…{marks} ({} bytes)", token.len()),
        false => format!("{marks}{shown}{marks}"),
    }
}

/// C's `isspace`.
fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}
