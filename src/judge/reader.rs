//! The checked chunk reader.
//!
//! Input read 64 KiB at a time, every byte checked as it arrives, split into tokens
//! at C's whitespace; words, choices and the end of input.

use super::InputError;
use std::fmt;
use std::io::{self, Read};

/// No word of any judge input is longer: a longer token is a value only if it is a
/// number (read to its end a chunk at a time); any other is reported, never parsed.
pub(super) const MAX_TOKEN: usize = 1 << 10;
/// How much of a bad token an error message quotes.
pub(super) const QUOTED_CHARS: usize = 32;
/// How much of the input is read, and checked, at a time.
pub(super) const CHUNK: usize = 1 << 16;
/// The UTF-8 byte order mark, which Windows editors write at the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The tokens of an input, read a chunk at a time.
///
/// They are read by [`Tokens::number`], [`Tokens::one_of`] and [`Tokens::word`], and by
/// proconio's `input!`.
///
/// `input!` without a source reads stdin line by line through proconio's own
/// tokenizer. This one reads 64 KiB at a time into one buffer, checks every byte as it
/// arrives, and splits at C's whitespace; it never holds more of the input than a
/// chunk and one token, so the memory it takes does not grow with the input. [`run`](super::run)
/// hands it to every binary; `input!` reads from it as `input! { from &mut *tokens, … }`
/// (the reborrow keeps `tokens` usable afterwards).
///
/// ```
/// use gamebits::judge::Tokens;
/// use proconio::input;
///
/// let mut tokens = Tokens::new(b"2 3\r\n x\x0b7".to_vec())?;
/// input! { from &mut tokens, n: usize, pair: (u32, char) }
/// assert_eq!((n, pair), (2, (3, 'x')));
/// assert_eq!(tokens.number("last", 1..=9u8)?, 7);
/// # Ok::<(), gamebits::judge::InputError>(())
/// ```
pub struct Tokens {
    pub(super) source: Box<dyn Read>,
    /// `buffer[position..filled]` is read and checked, not yet consumed.
    pub(super) buffer: Vec<u8>,
    pub(super) position: usize,
    pub(super) filled: usize,
    /// Whether the source has no more bytes.
    pub(super) at_end: bool,
    /// Whether no byte has been checked yet: only there may a byte order mark stand.
    pub(super) at_start: bool,
    /// The newlines in every byte read so far, to say which line a bad byte is on.
    pub(super) lines: usize,
    /// How many tokens have been read so far.
    pub(super) tokens_read: usize,
    /// The last token handed to proconio, as `start..end` of the buffer.
    pub(super) last: std::ops::Range<usize>,
    /// What went wrong where proconio could only be told that no token is left.
    pub(super) failure: Option<InputError>,
}

impl Tokens {
    /// The tokens of `input`, or an error naming a byte that is not allowed.
    ///
    /// The error names a byte near the input's start that is neither part of a token
    /// nor whitespace.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// assert!(Tokens::new("\u{feff}1 2\n".into()).is_ok());
    /// let e = Tokens::new("1\n2\u{a0}3".into()).err().unwrap();
    /// assert_eq!(e.to_string(), "line 2 holds U+00A0 (no-break space), which is neither part of a value nor a space");
    /// ```
    pub fn new(input: Vec<u8>) -> Result<Tokens, InputError> {
        Tokens::from_reader(io::Cursor::new(input))
    }

    /// The tokens of all of standard input.
    ///
    /// ```no_run
    /// use gamebits::judge::Tokens;
    /// let tokens = Tokens::from_stdin()?;
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    pub fn from_stdin() -> Result<Tokens, InputError> {
        Tokens::from_reader(io::stdin().lock())
    }

    /// The tokens of what `source` reads, its first chunk read and checked, a leading
    /// byte order mark skipped.
    pub(super) fn from_reader(source: impl Read + 'static) -> Result<Tokens, InputError> {
        let mut tokens = Tokens {
            source: Box::new(source),
            buffer: vec![0; CHUNK + MAX_TOKEN],
            position: 0,
            filled: 0,
            at_end: false,
            at_start: true,
            lines: 0,
            tokens_read: 0,
            last: 0..0,
            failure: None,
        };
        tokens.refill()?;
        if tokens.buffer[..tokens.filled].starts_with(BOM) {
            tokens.position = BOM.len();
        }
        Ok(tokens)
    }

    /// Moves what is left of the buffer to its front and reads after it until the
    /// buffer is full or the source ends, then checks every byte read.
    #[cold]
    pub(super) fn refill(&mut self) -> Result<(), InputError> {
        self.buffer.copy_within(self.position..self.filled, 0);
        self.filled -= self.position;
        self.last = 0..0;
        self.position = 0;
        let unchecked = self.filled;
        while !self.at_end && self.filled < self.buffer.len() {
            match self.source.read(&mut self.buffer[self.filled..]) {
                Ok(0) => self.at_end = true,
                Ok(read) => self.filled += read,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(InputError(format!("the input could not be read: {e}"))),
            }
        }
        self.check_bytes(unchecked)
    }

    /// `Ok` if every byte of `buffer[from..filled]` is printable ASCII or whitespace
    /// (or the byte order mark at the very start), else an error naming the first other
    /// one and its line; counts the newlines.
    pub(super) fn check_bytes(&mut self, from: usize) -> Result<(), InputError> {
        let first = std::mem::replace(&mut self.at_start, false);
        let skip = if first && self.buffer[..self.filled].starts_with(BOM) {
            BOM.len()
        } else {
            0
        };
        let new = &self.buffer[from + skip..self.filled];
        // Without an early exit the compiler checks many bytes at once.
        let clean = new.iter().fold(true, |clean, &b| {
            clean & (b.wrapping_sub(b' ') < 0x5f || b.wrapping_sub(b'\t') < 5)
        });
        if clean {
            // Counted in bytes, 255 at most at a time: the compiler adds 16 at once.
            let newlines = new
                .chunks(255)
                .map(|bytes| bytes.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n')));
            self.lines += newlines.map(usize::from).sum::<usize>();
            return Ok(());
        }
        let at = new
            .iter()
            .position(|&b| !(b' '..=b'~').contains(&b) && !is_space(b))
            .expect("a byte failed the check");
        let line = 1 + self.lines + new[..at].iter().filter(|&&b| b == b'\n').count();
        // A character the buffer's end cuts is read on, so that it is named as it is.
        let mut bytes = new[at..].iter().take(4).copied().collect::<Vec<u8>>();
        while bytes.len() < 4 && !self.at_end {
            let mut byte = [0];
            match self.source.read(&mut byte) {
                Ok(0) => self.at_end = true,
                Ok(_) => bytes.push(byte[0]),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        Err(InputError(format!(
            "line {line} holds {}, which is neither part of a value nor a space",
            describe_byte(&bytes)
        )))
    }

    /// Moves past whitespace, reading on as needed, and returns where the next token
    /// starts with all of it in the buffer (or its first [`MAX_TOKEN`] bytes and one
    /// more); at the end of the input, the token there is empty.
    #[inline(always)]
    pub(super) fn token_start(&mut self) -> Result<usize, InputError> {
        loop {
            let mut at = self.position;
            let buffer = &self.buffer[..self.filled];
            while at < buffer.len() && is_space(buffer[at]) {
                at += 1;
            }
            self.position = at;
            if at < buffer.len() || self.at_end {
                break;
            }
            self.refill()?;
        }
        if self.filled - self.position <= MAX_TOKEN && !self.at_end {
            self.refill()?;
        }
        Ok(self.position)
    }

    /// The end of the token that starts at `start`, or the token's first
    /// [`MAX_TOKEN`] bytes and one more if it is longer.
    #[inline(always)]
    pub(super) fn token_end(&self, start: usize) -> usize {
        let buffer = &self.buffer[..self.filled.min(start + MAX_TOKEN + 1)];
        let mut end = start;
        while end < buffer.len() && !is_space(buffer[end]) {
            end += 1;
        }
        end
    }

    /// The token at `start..end`, quoted for an error message, consumed; a token longer
    /// than the buffer holds is read to its end to tell its length.
    #[cold]
    pub(super) fn take_quoted(
        &mut self,
        start: usize,
        end: usize,
        marks: &str,
    ) -> Result<String, InputError> {
        let shown = self.buffer[start..end.min(start + QUOTED_CHARS)].to_vec();
        let mut length = end - start;
        self.position = end;
        if length > MAX_TOKEN {
            length += self.read_to_token_end(|_| {})?;
        }
        self.tokens_read += 1;
        Ok(quote(&shown, length, marks))
    }

    /// Moves from `position` to the end of the token it is in, reading on a chunk at a
    /// time, and hands `each` every byte passed; returns how many there were.
    #[cold]
    pub(super) fn read_to_token_end(
        &mut self,
        mut each: impl FnMut(u8),
    ) -> Result<usize, InputError> {
        let mut passed = 0;
        loop {
            while self.position < self.filled && !is_space(self.buffer[self.position]) {
                each(self.buffer[self.position]);
                self.position += 1;
                passed += 1;
            }
            if self.position < self.filled || self.at_end {
                return Ok(passed);
            }
            self.refill()?;
        }
    }

    /// The error for input that ends where the value `name` was expected.
    #[cold]
    pub(super) fn ended(&self, name: impl fmt::Display) -> InputError {
        match self.tokens_read {
            0 => InputError("the input is empty".to_string()),
            _ => InputError(format!("the input ended early: {name} was expected")),
        }
    }

    /// The index in `choices` of the next token, or an error naming the value `name`.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// let mut tokens = Tokens::new(b"b x".to_vec())?;
    /// assert_eq!(tokens.one_of("C_1", &["r", "b"])?, 1);
    /// let e = tokens.one_of("C_2", &["r", "b"]).unwrap_err();
    /// assert_eq!(e.to_string(), "C_2 = `x` is not one of r b");
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    #[inline(always)]
    pub fn one_of(
        &mut self,
        name: impl fmt::Display,
        choices: &[&str],
    ) -> Result<usize, InputError> {
        let start = self.token_start()?;
        let end = self.token_end(start);
        let token = &self.buffer[start..end];
        // Compared by hand: the slices' `==` calls `memcmp` for every choice.
        let same = |choice: &&str| {
            choice.len() == token.len() && choice.bytes().zip(token).all(|(a, &b)| a == b)
        };
        match choices.iter().position(same) {
            Some(index) if end > start => {
                self.position = end;
                self.tokens_read += 1;
                Ok(index)
            }
            _ => Err(self.choice_error(name, choices, start, end)),
        }
    }

    /// Why the token at `start..end` is none of `choices` for the value `name`;
    /// consumes it.
    #[cold]
    fn choice_error(
        &mut self,
        name: impl fmt::Display,
        choices: &[&str],
        start: usize,
        end: usize,
    ) -> InputError {
        if start == end {
            return self.ended(name);
        }
        match self.take_quoted(start, end, "`") {
            Err(e) => e,
            Ok(token) => InputError(format!(
                "{name} = {token} is not one of {}",
                choices.join(" ")
            )),
        }
    }

    /// The next token as text, or an error naming the value `name`.
    ///
    /// It is an error if the input has ended or the token is longer than any value.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// let mut tokens = Tokens::new(b"0110\n".to_vec())?;
    /// assert_eq!(tokens.word("the strip")?, "0110");
    /// let e = tokens.word("the strip").unwrap_err();
    /// assert_eq!(e.to_string(), "the input ended early: the strip was expected");
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    pub fn word(&mut self, name: impl fmt::Display) -> Result<String, InputError> {
        let start = self.token_start()?;
        let end = self.token_end(start);
        if start == end {
            return Err(self.ended(name));
        }
        if end - start > MAX_TOKEN {
            let token = self.take_quoted(start, end, "`")?;
            return Err(InputError(format!("{name} is too long: {token}")));
        }
        let token = &self.buffer[start..end];
        let text = String::from_utf8_lossy(token).into_owned();
        self.position = end;
        self.tokens_read += 1;
        Ok(text)
    }

    /// `Ok` if every token has been read, else an error quoting the first one left.
    ///
    /// Input that goes on after its last value is malformed, never silently ignored.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// use proconio::input;
    /// let mut tokens = Tokens::new(b"1 2\n".to_vec())?;
    /// input! { from &mut tokens, _a: u8 }
    /// let e = tokens.finish().unwrap_err();
    /// assert_eq!(e.to_string(), "the input goes on after its last value: `2`");
    ///
    /// let mut tokens = Tokens::new(b"1 2\n".to_vec())?;
    /// input! { from &mut tokens, _a: u8, _b: u8 }
    /// assert!(tokens.finish().is_ok());
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    pub fn finish(&mut self) -> Result<(), InputError> {
        let start = self.token_start()?;
        match self.token_end(start) {
            end if end == start => Ok(()),
            end => Err(InputError(format!(
                "the input goes on after its last value: {}",
                self.take_quoted(start, end, "`")?
            ))),
        }
    }
}

/// Whether C's `isspace` holds for `byte`: space, `\t`, `\n`, `\v`, `\f` or `\r`.
#[inline]
pub(super) fn is_space(byte: u8) -> bool {
    byte == b' ' || (b'\t'..=b'\r').contains(&byte)
}

/// The character that `bytes` starts with, named for a person: a control byte by its
/// value, a character by its code point, a byte that starts no UTF-8 character as such.
pub(super) fn describe_byte(bytes: &[u8]) -> String {
    let prefix = &bytes[..bytes.len().min(4)];
    let text = match std::str::from_utf8(prefix) {
        Ok(text) => text,
        Err(e) => std::str::from_utf8(&prefix[..e.valid_up_to()]).unwrap_or(""),
    };
    let name = |c: char| match c {
        '\0' => " (NUL)",
        '\x1b' => " (escape)",
        '\x7f' => " (delete)",
        '\u{a0}' => " (no-break space)",
        '\u{200b}' => " (zero-width space)",
        '\u{2028}' => " (line separator)",
        '\u{2029}' => " (paragraph separator)",
        '\u{3000}' => " (ideographic space)",
        '\u{feff}' => " (byte order mark)",
        _ => "",
    };
    match text.chars().next() {
        Some(c) if c.is_ascii() => format!("the control byte 0x{:02X}{}", c as u32, name(c)),
        Some(c) => format!("U+{:04X}{}", c as u32, name(c)),
        None => format!("the byte 0x{:02X} (not UTF-8)", bytes[0]),
    }
}

/// A token as an error message quotes it, between `marks`: `shown`, its first
/// [`QUOTED_CHARS`] bytes at most, then `…` and its `length` in bytes if it is longer.
/// Tokens are printable ASCII.
pub(super) fn quote(shown: &[u8], length: usize, marks: &str) -> String {
    let shown = String::from_utf8_lossy(&shown[..shown.len().min(QUOTED_CHARS)]);
    if length > QUOTED_CHARS {
        format!("{marks}{shown}…{marks} ({length} bytes)")
    } else {
        format!("{marks}{shown}{marks}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proconio::source::Source;

    fn all_tokens(text: &[u8]) -> Vec<String> {
        let mut tokens = Tokens::new(text.to_vec()).unwrap();
        std::iter::from_fn(|| Source::<io::Empty>::next_token(&mut tokens).map(String::from))
            .collect()
    }
    #[test]
    fn tokens_split_at_every_byte_of_c_isspace() {
        assert_eq!(
            all_tokens(b"1 22\t333\r\n4\x0c5\x0b6"),
            ["1", "22", "333", "4", "5", "6"]
        );
        assert_eq!(all_tokens(b"  last"), ["last"]);
        assert!(all_tokens(b" \r\n ").is_empty());
        assert!(all_tokens(b"").is_empty());
        assert_eq!(all_tokens(b"\xEF\xBB\xBF7 8"), ["7", "8"]);
    }

    #[test]
    fn bytes_outside_tokens_and_whitespace_are_named_with_their_line() {
        let error = |text: &[u8]| Tokens::new(text.to_vec()).err().unwrap().to_string();
        assert_eq!(
            error(b"1 2\n3\x004"),
            "line 2 holds the control byte 0x00 (NUL), which is neither part of a value nor a space"
        );
        assert_eq!(
            error(b"\x1b[31m"),
            "line 1 holds the control byte 0x1B (escape), which is neither part of a value nor a space"
        );
        assert_eq!(
            error("1\u{2028}2".as_bytes()),
            "line 1 holds U+2028 (line separator), which is neither part of a value nor a space"
        );
        assert_eq!(
            error(b"\n\n\xff"),
            "line 3 holds the byte 0xFF (not UTF-8), which is neither part of a value nor a space"
        );
        // A byte order mark anywhere but at the start is a character like any other,
        // also after a first chunk of nothing but spaces.
        assert!(error(b"1 \xEF\xBB\xBF2").contains("U+FEFF"));
        let mut text = vec![b' '; CHUNK + MAX_TOKEN];
        text.extend_from_slice(b"\xEF\xBB\xBF1 2\n");
        let mut tokens = Tokens::new(text).unwrap();
        let e = tokens.number("a", 0..=u32::MAX).unwrap_err().to_string();
        assert!(e.contains("U+FEFF"), "{e}");
    }

    #[test]
    fn tokens_report_when_only_whitespace_is_left() {
        let mut tokens = Tokens::new(b"7 \n".to_vec()).unwrap();
        assert!(!Source::<io::Empty>::is_empty(&mut tokens));
        assert_eq!(Source::<io::Empty>::next_token(&mut tokens), Some("7"));
        assert!(Source::<io::Empty>::is_empty(&mut tokens));
    }
}
