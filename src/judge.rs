//! Judge input and output: the frame of every binary, which reads, checks, solves,
//! prints, and fails in one clear line.
//!
//! Judges feed well-formed input, but people pipe in whatever they have. A binary wraps
//! its work in [`run`], which hands it stdin as [`Tokens`]. Every binary reads every
//! value through them, by one rule, each value named as the statement names it:
//! [`Tokens::number`] (decimal digits, `-` before a negative value, no `+`; leading zeros
//! allowed), [`Tokens::one_of`] and [`Tokens::word`], checking each against the statement
//! as it goes, at close to the speed of a plain byte loop. proconio's `input!` reads from
//! `Tokens` too, for a solution of one's own, with Rust's own parsing (which takes a
//! `+`) and values named by their position. What `run` promises:
//!
//! - **Tokens** are separated by the bytes C's `isspace` accepts (space, `\t`, `\n`,
//!   `\v`, `\f`, `\r`), as `scanf` and `cin` do on the judges; one leading UTF-8 byte
//!   order mark is skipped. Any other byte that is not printable ASCII (a NUL, an
//!   escape, a no-break space, U+2028, bytes that are not UTF-8) is an error naming it
//!   and its line.
//! - **Answers**: a value `solve` returns is printed on a line of stdout.
//! - **Bad input**: an [`InputError`] `solve` returns, a value `input!` cannot read,
//!   input that ends early, and input that goes on after the last value each become one
//!   line `error: …` on stderr, nothing on stdout, and exit status 1. A bad token is
//!   quoted by its first 32 characters at most, with its length when it is longer.
//!   Input is read a chunk at a time: however long it is, or any token in it, reading
//!   takes the same memory, and the error path never copies it.
//! - **Output**: an answer that cannot be written is reported as
//!   `error: cannot write the answer: …`, exit status 1. When stdout is a pipe whose
//!   reader has gone (as in `| head -c 0`), the program ends quietly with status 141,
//!   as a Unix tool killed by `SIGPIPE` does. When stderr cannot be written either,
//!   the status says it all.
//! - **Arguments**: none. `--help` or `-h` says so on stdout (exit 0); any other
//!   argument says so on stderr (exit 2).

use proconio::source::Source;
use std::fmt;
use std::io::{self, Read, Write};
use std::ops::RangeInclusive;
use std::panic::{self, AssertUnwindSafe};

/// What is wrong with the input, said in one line for the person who gave it.
///
/// ```
/// use gamebits::judge::{InputError, Tokens};
/// let e: InputError = Tokens::new(b"0".to_vec())?.number("N", 1..=5).unwrap_err();
/// assert_eq!(e.to_string(), "N = 0 is outside 1..=5");
/// # Ok::<(), InputError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError(String);

impl InputError {
    /// An error with the given description.
    ///
    /// ```
    /// use gamebits::judge::InputError;
    /// let e = InputError::new("the graph has a cycle");
    /// assert_eq!(e.to_string(), "the graph has a cycle");
    /// ```
    pub fn new(message: impl Into<String>) -> InputError {
        InputError(message.into())
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// No value of any judge input is longer; a longer token is reported, never parsed.
const MAX_TOKEN: usize = 1 << 10;
/// How much of a bad token an error message quotes.
const QUOTED_CHARS: usize = 32;
/// How much of the input is read, and checked, at a time.
const CHUNK: usize = 1 << 16;
/// The UTF-8 byte order mark, which Windows editors write at the start of a file.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// The tokens of an input, read a chunk at a time, for [`Tokens::number`],
/// [`Tokens::one_of`] and [`Tokens::word`], and for proconio's `input!`.
///
/// `input!` without a source reads stdin line by line through proconio's own
/// tokenizer. This one reads 64 KiB at a time into one buffer, checks every byte as it
/// arrives, and splits at C's whitespace; it never holds more of the input than a
/// chunk and one token, so the memory it takes does not grow with the input. [`run`]
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
    source: Box<dyn Read>,
    /// `buffer[position..filled]` is read and checked, not yet consumed.
    buffer: Vec<u8>,
    position: usize,
    filled: usize,
    /// Whether the source has no more bytes.
    at_end: bool,
    /// Whether no byte has been checked yet: only there may a byte order mark stand.
    at_start: bool,
    /// The newlines in every byte read so far, to say which line a bad byte is on.
    lines: usize,
    /// How many tokens have been read so far.
    read: usize,
    /// The last token handed to proconio, as `start..end` of the buffer.
    last: std::ops::Range<usize>,
    /// What went wrong where proconio could only be told that no token is left.
    failure: Option<InputError>,
}

impl Tokens {
    /// The tokens of `input`, or an error naming a byte near its start that is
    /// neither part of a token nor whitespace.
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
    fn from_reader(source: impl Read + 'static) -> Result<Tokens, InputError> {
        let mut tokens = Tokens {
            source: Box::new(source),
            buffer: vec![0; CHUNK + MAX_TOKEN],
            position: 0,
            filled: 0,
            at_end: false,
            at_start: true,
            lines: 0,
            read: 0,
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
    fn refill(&mut self) -> Result<(), InputError> {
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
    fn check_bytes(&mut self, from: usize) -> Result<(), InputError> {
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
        Err(InputError(format!(
            "line {line} holds {}, which is neither part of a value nor a space",
            describe_byte(&new[at..])
        )))
    }

    /// Moves past whitespace, reading on as needed, and returns where the next token
    /// starts with all of it in the buffer (or its first [`MAX_TOKEN`] bytes and one
    /// more); at the end of the input, the token there is empty.
    #[inline(always)]
    fn token_start(&mut self) -> Result<usize, InputError> {
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
    fn token_end(&self, start: usize) -> usize {
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
    fn take_quoted(&mut self, start: usize, end: usize, marks: &str) -> Result<String, InputError> {
        let shown = self.buffer[start..end.min(start + QUOTED_CHARS)].to_vec();
        let mut length = end - start;
        self.position = end;
        if length > MAX_TOKEN {
            loop {
                while self.position < self.filled && !is_space(self.buffer[self.position]) {
                    self.position += 1;
                    length += 1;
                }
                if self.position < self.filled || self.at_end {
                    break;
                }
                self.refill()?;
            }
        }
        self.read += 1;
        Ok(quote(&shown, length, marks))
    }

    /// The next token as a whole number in `range`, or an error naming the value
    /// `name` (formatted only on failure, so a loop over a million values can pass
    /// `format_args!("a_{}", i)` at no cost).
    ///
    /// Every value of every binary is read here, by one rule: decimal digits, after a
    /// `-` for a negative value; no `+`, no spaces inside; leading zeros allowed, as
    /// `scanf` reads them (`007` is 7, `-0` is 0).
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// let mut tokens = Tokens::new(b"7 -12 0 x".to_vec())?;
    /// assert_eq!(tokens.number("K", 1..=100u32)?, 7);
    /// assert_eq!(tokens.number("b_1", -100..=100i32)?, -12);
    /// let e = tokens.number(format_args!("a_{}", 1), 1..=7usize).unwrap_err();
    /// assert_eq!(e.to_string(), "a_1 = 0 is outside 1..=7");
    /// let e = tokens.number("a_2", 1..=7usize).unwrap_err();
    /// assert_eq!(e.to_string(), "a_2 should be a whole number from 1 to 7, found `x`");
    /// let e = tokens.number("a_3", 1..=7usize).unwrap_err();
    /// assert_eq!(e.to_string(), "the input ended early: a_3 was expected");
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    #[inline(always)]
    pub fn number<T>(
        &mut self,
        name: impl fmt::Display,
        range: RangeInclusive<T>,
    ) -> Result<T, InputError>
    where
        T: Copy + PartialOrd + fmt::Display + TryFrom<u64> + TryFrom<i64>,
    {
        let start = self.token_start()?;
        // Most values are short: up to 7 digits and a space, read eight bytes at once.
        let word = self.buffer[..self.filled].get(start..start + 8);
        let short = word.and_then(|word| {
            short_number(u64::from_le_bytes(word.try_into().expect("eight bytes")))
        });
        let (value, end, is_number) = match short {
            Some((value, digits)) => (value, start + digits, true),
            None => self.whole_number(start),
        };
        let value = match is_number {
            true => T::try_from(value).ok(),
            false => self.negative_number(start),
        };
        match value {
            Some(value) if range.contains(&value) => {
                self.position = end;
                self.read += 1;
                Ok(value)
            }
            _ => Err(self.number_error(name, range, start, end)),
        }
    }

    /// The token at `start` as a negative number (or `-0`), if it is `-` and digits
    /// and its value fits in `T`.
    #[cold]
    fn negative_number<T: TryFrom<i64>>(&self, start: usize) -> Option<T> {
        if self.buffer[..self.filled].get(start) != Some(&b'-') {
            return None;
        }
        let (magnitude, _, is_number) = self.whole_number(start + 1);
        let value = 0i64.checked_sub_unsigned(magnitude).filter(|_| is_number)?;
        T::try_from(value).ok()
    }

    /// The token at `start` read digit by digit: its value, its end (or its first
    /// [`MAX_TOKEN`] bytes and one more) and whether it is a whole number that fits a
    /// `u64`.
    fn whole_number(&self, start: usize) -> (u64, usize, bool) {
        let buffer = &self.buffer[..self.filled];
        let mut at = start;
        let mut value: u64 = 0;
        while at < buffer.len() && buffer[at].wrapping_sub(b'0') < 10 {
            value = value
                .wrapping_mul(10)
                .wrapping_add(u64::from(buffer[at] - b'0'));
            at += 1;
        }
        let digits = at - start;
        let end = match buffer.get(at) {
            Some(&b) if !is_space(b) => self.token_end(start),
            _ => at,
        };
        // Nineteen digits always fit in a u64, twenty up to its largest value; leading
        // zeros do not count.
        let zeros = buffer[start..at].iter().take_while(|&&b| b == b'0').count();
        let significant = &buffer[start + zeros..at];
        let fits = significant.len() < 20
            || (significant.len() == 20 && significant <= b"18446744073709551615".as_slice());
        (value, end, digits == end - start && digits > 0 && fits)
    }

    /// The next `count` values, each `0` or `1` (a flag per city, say), as booleans,
    /// read by the rule of [`Tokens::number`] and named `{name}_1` to `{name}_{count}`.
    ///
    /// Such a list is usually single digits between single spaces: where it is, the next
    /// eight bytes hold four values (a space and a digit, four times) and are read as
    /// one word, without a call for each; anything else is read value by value. O(count)
    /// time; `dmopc20c6p3`'s 5·10^5 stations take about 5 ms less than with `number`.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// let mut tokens = Tokens::new(b"1 0 0 1 1 1\n0 2".to_vec())?;
    /// assert_eq!(tokens.flags("p", 7)?, [true, false, false, true, true, true, false]);
    /// let e = tokens.flags("q", 1).unwrap_err();
    /// assert_eq!(e.to_string(), "q_1 = 2 is outside 0..=1");
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    pub fn flags(
        &mut self,
        name: impl fmt::Display,
        count: usize,
    ) -> Result<Vec<bool>, InputError> {
        // Little-endian: the first byte lowest. A space, then a digit whose last bit is
        // free, four times.
        const MASK: u64 = 0xFEFF_FEFF_FEFF_FEFF;
        const SPACE_DIGIT: u64 = 0x3020_3020_3020_3020;
        let mut flags = Vec::with_capacity(count);
        while flags.len() < count {
            let word = self.buffer[..self.filled]
                .get(self.position..self.position + 8)
                .map(|word| u64::from_le_bytes(word.try_into().expect("eight bytes")));
            match word {
                Some(word) if word & MASK == SPACE_DIGIT && count - flags.len() >= 4 => {
                    for shift in [8, 24, 40, 56] {
                        flags.push(word >> shift & 1 == 1);
                    }
                    self.position += 8;
                    self.read += 4;
                }
                _ => {
                    let i = flags.len() + 1;
                    flags.push(self.number(format_args!("{name}_{i}"), 0..=1u8)? == 1);
                }
            }
        }
        Ok(flags)
    }

    /// Why the token at `start..end` is not a whole number in `range` for the value
    /// `name`; consumes it.
    #[cold]
    fn number_error<T: fmt::Display>(
        &mut self,
        name: impl fmt::Display,
        range: RangeInclusive<T>,
        start: usize,
        end: usize,
    ) -> InputError {
        let (low, high) = (range.start(), range.end());
        if start == end {
            return self.ended(name);
        }
        // A number, `-` and digits or digits alone, is only out of range.
        let token = &self.buffer[start..end];
        let digits = token.strip_prefix(b"-").unwrap_or(token);
        let digits = !digits.is_empty() && digits.iter().all(u8::is_ascii_digit);
        match self.take_quoted(start, end, if digits { "" } else { "`" }) {
            Err(e) => e,
            Ok(token) if digits => {
                InputError(format!("{name} = {token} is outside {low}..={high}"))
            }
            Ok(token) => InputError(format!(
                "{name} should be a whole number from {low} to {high}, found {token}"
            )),
        }
    }

    /// The error for input that ends where the value `name` was expected.
    #[cold]
    fn ended(&self, name: impl fmt::Display) -> InputError {
        match self.read {
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
                self.read += 1;
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

    /// The next token as text, or an error naming the value `name` if the input has
    /// ended or the token is longer than any value.
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
        self.read += 1;
        Ok(text)
    }

    /// `Ok` if every token has been read, else an error quoting the first one left:
    /// input that goes on after its last value is malformed, never silently ignored.
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

    /// The one line that says what the panic `message` of code reading these tokens
    /// means for the person who gave the input: proconio panics on a value it cannot
    /// read (its messages, of the version pinned in Cargo.toml, are tested below);
    /// any other panic is a bug of ours.
    fn describe_panic(&mut self, message: &str) -> String {
        if let Some(failure) = self.failure.take() {
            return failure.to_string();
        }
        if message.starts_with("failed to get the next token") {
            return match self.read {
                0 => "the input is empty".to_string(),
                read => {
                    format!("the input ended early: more values were expected after value {read}")
                }
            };
        }
        let parse_failure = message
            .strip_prefix("failed to parse the input `")
            .and_then(|rest| rest.split_once("to the value of type `"))
            .and_then(|(_, rest)| rest.split_once('`'));
        if let Some((type_name, _)) = parse_failure {
            let token = &self.buffer[self.last.clone()];
            let read = self.read;
            let quoted = quote(token, token.len(), "`");
            return match describe_type(type_name) {
                _ if token.iter().all(u8::is_ascii_digit) => {
                    format!(
                        "value {read} of the input is too large: {}",
                        quote(token, token.len(), "")
                    )
                }
                kind => format!("value {read} of the input should be {kind}, found {quoted}"),
            };
        }
        // `todo!` in a solution that is not written yet, as `cargo xtask new` makes it.
        match message.strip_prefix("not yet implemented: ") {
            Some(unwritten) => unwritten.to_string(),
            None => format!("internal error: {message}"),
        }
    }
}

/// proconio reads from [`Tokens`]; `io::Empty` names the reader type it asks of every
/// source, and this one reads its own. What proconio cannot be told (a token too long
/// to be a value, a byte that is not text, a failed read) is kept for [`run`] to report,
/// and proconio is told that no token is left.
impl Source<io::Empty> for Tokens {
    fn next_token(&mut self) -> Option<&str> {
        let token = self.token_start().and_then(|start| {
            let end = self.token_end(start);
            if end - start > MAX_TOKEN {
                let token = self.take_quoted(start, end, "`")?;
                return Err(InputError(format!(
                    "value {} of the input is too long to be a value: {token}",
                    self.read
                )));
            }
            Ok(start..end)
        });
        match token {
            Ok(token) if !token.is_empty() => {
                self.position = token.end;
                self.read += 1;
                self.last = token.clone();
                let text = std::str::from_utf8(&self.buffer[token]);
                Some(text.expect("tokens are printable ASCII, checked on reading"))
            }
            Ok(_) => None,
            Err(failure) => {
                self.failure = Some(failure);
                None
            }
        }
    }

    fn is_empty(&mut self) -> bool {
        match self.token_start() {
            Ok(start) => start == self.filled,
            Err(_) => false,
        }
    }
}

/// The whole number that starts `word`, eight bytes of input with the first in the
/// lowest byte, and how many digits it has, if it has 1 to 7 followed by a space.
///
/// All eight bytes are looked at together, without a branch for each (SWAR: SIMD within
/// a register): the bytes that are not digits are found by one addition and one OR,
/// and the digits are combined pairwise, then in fours, then in eights, by three
/// products.
#[inline(always)]
fn short_number(word: u64) -> Option<(u64, usize)> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    // Digits become 0..=9, other bytes 10 or more: the addition of 0x76 carries those
    // below 0x80 into their high bit, which the bytes from 0x80 up have already (a
    // carry out of one of those only marks later bytes, after the first non-digit).
    let values = word ^ (0x30 * ONES);
    let not_digits = (values | values.wrapping_add(0x76 * ONES)) & (0x80 * ONES);
    let digits = (not_digits.trailing_zeros() / 8) as usize;
    if digits == 0 || digits == 8 || !is_space((word >> (8 * digits)) as u8) {
        return None;
    }
    // The digits moved up to end in the highest byte, zeros (leading digits) below.
    let values = values << (8 * (8 - digits));
    let pairs = (values & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 << 8 | 1) >> 8;
    let fours = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 << 16 | 1) >> 16;
    let eights = (fours & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 << 32 | 1) >> 32;
    Some((eights, digits))
}

/// Whether C's `isspace` holds for `byte`: space, `\t`, `\n`, `\v`, `\f` or `\r`.
#[inline]
fn is_space(byte: u8) -> bool {
    byte == b' ' || (b'\t'..=b'\r').contains(&byte)
}

/// The character that `bytes` starts with, named for a person: a control byte by its
/// value, a character by its code point, a byte that starts no UTF-8 character as such.
fn describe_byte(bytes: &[u8]) -> String {
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

/// How a person would call a value of the Rust type `type_name`, as proconio names it.
fn describe_type(type_name: &str) -> &'static str {
    match type_name {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "char" => "one character",
        _ => "a value of another kind",
    }
}

/// A token as an error message quotes it, between `marks`: `shown`, its first
/// [`QUOTED_CHARS`] bytes at most, then `…` and its `length` in bytes if it is longer.
/// Tokens are printable ASCII.
fn quote(shown: &[u8], length: usize, marks: &str) -> String {
    let shown = String::from_utf8_lossy(&shown[..shown.len().min(QUOTED_CHARS)]);
    if length > QUOTED_CHARS {
        format!("{marks}{shown}…{marks} ({length} bytes)")
    } else {
        format!("{marks}{shown}{marks}")
    }
}

/// Runs a binary's `solve` on all of stdin and prints its answer on a line of stdout,
/// or reports bad input on one line of stderr and exits with status 1 (see the
/// module's documentation for everything it promises).
///
/// `solve` reads its input from the [`Tokens`] it is given and returns the answer, any
/// `Display` value (a number, a word, a `String` of many lines), or the [`InputError`]
/// that says what is wrong; tokens it leaves unread are an error ([`Tokens::finish`]).
/// A panic in `solve` (proconio's on input it cannot read, a `todo!()` not written yet)
/// is caught and reported in the same one line, without a backtrace.
///
/// ```no_run
/// use gamebits::judge::run;
///
/// fn main() {
///     run(|tokens| {
///         let k = tokens.number("K", 1..=100u64)?;
///         Ok(k * 2)
///     })
/// }
/// ```
pub fn run<T: fmt::Display>(solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>) {
    refuse_arguments();
    let answer = Tokens::from_stdin().and_then(|mut tokens| {
        // Reported below, in one line, from the payload.
        panic::set_hook(Box::new(|_| {}));
        let answer = panic::catch_unwind(AssertUnwindSafe(|| solve(&mut tokens)));
        drop(panic::take_hook());
        match answer {
            Ok(answer) => {
                let answer = answer?;
                tokens.finish()?;
                Ok(answer)
            }
            Err(payload) => {
                let message = payload
                    .downcast_ref::<String>()
                    .map(String::as_str)
                    .or_else(|| payload.downcast_ref::<&str>().copied())
                    .unwrap_or("a panic without a message");
                Err(InputError(tokens.describe_panic(message)))
            }
        }
    });
    match answer {
        Ok(answer) => print_answer(&answer),
        Err(e) => fail(&e.to_string()),
    }
}

/// Prints `answer` on a line of stdout, or exits: quietly with status 141 if the
/// reader of a pipe has gone, with an error line and status 1 on any other failure.
fn print_answer(answer: &impl fmt::Display) {
    let mut stdout = io::stdout().lock();
    if let Err(e) = writeln!(stdout, "{answer}").and_then(|()| stdout.flush()) {
        if e.kind() == io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        fail(&format!("cannot write the answer: {e}"));
    }
}

/// Writes `error: {message}` on stderr, if it can, and exits with status 1.
fn fail(message: &str) -> ! {
    let _ = writeln!(io::stderr(), "error: {message}");
    std::process::exit(1)
}

/// Exits if the program was given any argument: it reads the judge's input on stdin.
fn refuse_arguments() {
    let mut args = std::env::args_os();
    let program = args.next().map(std::path::PathBuf::from);
    let Some(argument) = args.next() else {
        return;
    };
    let name = program
        .as_deref()
        .and_then(std::path::Path::file_stem)
        .map_or("this program".into(), |stem| stem.to_string_lossy());
    let usage = format!(
        "{name} reads the judge's input on standard input and takes no arguments \
         (see README.md)"
    );
    if argument == "--help" || argument == "-h" {
        println!("{usage}");
        std::process::exit(0);
    }
    let _ = writeln!(
        io::stderr(),
        "error: unexpected argument `{}`: {usage}",
        argument.to_string_lossy()
    );
    std::process::exit(2);
}

#[cfg(test)]
mod tests {
    use super::*;
    use proconio::input;

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

    #[test]
    fn short_numbers_are_read_as_a_plain_parse_reads_them() {
        // Every length of digits (with leading zeros and without), then every byte,
        // then digits or other bytes: a non-digit ends the number whatever follows.
        for length in 0..=8 {
            for pattern in [b"00701234", b"98765432"] {
                for after in 0..=255u8 {
                    for fill in [b'5', b' ', 0xEF] {
                        let mut word = [fill; 8];
                        word[..length].copy_from_slice(&pattern[..length]);
                        if length < 8 {
                            word[length] = after;
                        }
                        // The plain reading: the leading digits, if 1 to 7 and a space.
                        let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
                        let expected =
                            ((1..8).contains(&digits) && is_space(word[digits])).then(|| {
                                let text = std::str::from_utf8(&word[..digits]).unwrap();
                                (text.parse().unwrap(), digits)
                            });
                        assert_eq!(short_number(u64::from_le_bytes(word)), expected, "{word:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn numbers_are_read_to_their_bounds_and_no_further() {
        let mut tokens =
            Tokens::new(b"18446744073709551615 18446744073709551616 4294967296 00012".to_vec())
                .unwrap();
        assert_eq!(tokens.number("a", 0..=u64::MAX), Ok(u64::MAX));
        assert_eq!(
            tokens.number("b", 0..=u64::MAX).unwrap_err().to_string(),
            "b = 18446744073709551616 is outside 0..=18446744073709551615"
        );
        assert_eq!(
            tokens.number("c", 0..=u32::MAX).unwrap_err().to_string(),
            "c = 4294967296 is outside 0..=4294967295"
        );
        assert_eq!(tokens.number("d", 1..=12u8), Ok(12));
        let zeros = format!(
            "{}2 -{}18446744073709551615",
            "0".repeat(30),
            "0".repeat(30)
        );
        let mut tokens = Tokens::new(zeros.into_bytes()).unwrap();
        assert_eq!(tokens.number("z", 1..=3u8), Ok(2));
        assert_eq!(
            tokens.number("y", i64::MIN..=0).unwrap_err().to_string(),
            format!(
                "y = -{}1… (51 bytes) is outside -9223372036854775808..=0",
                "0".repeat(30)
            )
        );
        let mut tokens = Tokens::new(b"-1 1x +5 - --2".to_vec()).unwrap();
        assert_eq!(
            tokens.number("e", 1..=9u8).unwrap_err().to_string(),
            "e = -1 is outside 1..=9"
        );
        assert_eq!(
            tokens.number("f", 1..=9u8).unwrap_err().to_string(),
            "f should be a whole number from 1 to 9, found `1x`"
        );
        for name in ["g", "h", "i"] {
            assert_eq!(
                tokens.number(name, -9..=9i8).unwrap_err().to_string(),
                format!(
                    "{name} should be a whole number from -9 to 9, found `{}`",
                    ["+5", "-", "--2"][name.as_bytes()[0] as usize - b'g' as usize]
                )
            );
        }
    }

    /// `flags` reads what `number` reads, value by value, whatever separates the values
    /// and wherever the chunks end, and names a bad value by its place.
    #[test]
    fn flags_read_as_numbers_do() {
        let separators: [&[u8]; 5] = [b" ", b" ", b" ", b"\n", b"\r\n"];
        let mut state = 7u64;
        let mut next = || {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as usize
        };
        for count in [1, 3, 4, 5, 8, 9, 70_001] {
            let mut text = b"9".to_vec();
            let mut expected = Vec::new();
            for _ in 0..count {
                text.extend_from_slice(separators[next() % separators.len()]);
                let flag = next() % 2 == 1;
                text.push(b'0' + u8::from(flag));
                expected.push(flag);
            }
            text.extend_from_slice(b" 5");
            let mut tokens = Tokens::new(text).unwrap();
            assert_eq!(tokens.number("x", 9..=9u8), Ok(9));
            assert_eq!(tokens.flags("p", count), Ok(expected), "{count} flags");
            assert_eq!(tokens.number("y", 5..=5u8), Ok(5));
            assert!(tokens.finish().is_ok());
        }
        let mut tokens = Tokens::new(b"1 0 1 1 0 1 2 1".to_vec()).unwrap();
        let e = tokens.flags("p", 8).unwrap_err();
        assert_eq!(e.to_string(), "p_7 = 2 is outside 0..=1");
        let mut tokens = Tokens::new(b"1 0 1 1 +0 1".to_vec()).unwrap();
        let e = tokens.flags("p", 6).unwrap_err();
        assert_eq!(
            e.to_string(),
            "p_5 should be a whole number from 0 to 1, found `+0`"
        );
        let mut tokens = Tokens::new(b"1 0 1".to_vec()).unwrap();
        let e = tokens.flags("p", 4).unwrap_err();
        assert_eq!(e.to_string(), "the input ended early: p_4 was expected");
    }

    /// Negative values in a signed range, at its ends and past them, and `-0`.
    #[test]
    fn signed_numbers_read_and_report_as_unsigned_ones_do() {
        let mut tokens = Tokens::new(
            b"-9223372036854775808 -1000000000 -0 -007 -1000000001 -9223372036854775809".to_vec(),
        )
        .unwrap();
        assert_eq!(tokens.number("a", i64::MIN..=0), Ok(i64::MIN));
        assert_eq!(
            tokens.number("b", -1_000_000_000..=1_000_000_000i64),
            Ok(-1_000_000_000)
        );
        assert_eq!(tokens.number("c", -5..=5i32), Ok(0));
        assert_eq!(tokens.number("d", -9..=9i8), Ok(-7));
        assert_eq!(
            tokens
                .number("e", -1_000_000_000..=1_000_000_000i64)
                .unwrap_err()
                .to_string(),
            "e = -1000000001 is outside -1000000000..=1000000000"
        );
        assert_eq!(
            tokens
                .number("f", i64::MIN..=i64::MAX)
                .unwrap_err()
                .to_string(),
            "f = -9223372036854775809 is outside -9223372036854775808..=9223372036854775807"
        );
    }

    /// A token of megabytes is quoted by its first 32 characters and its length.
    #[test]
    fn long_tokens_are_quoted_short() {
        let digits = "9".repeat(3 << 20);
        let mut tokens = Tokens::new(digits.clone().into_bytes()).unwrap();
        assert_eq!(
            tokens.number("N", 1..=5usize).unwrap_err().to_string(),
            format!(
                "N = {}… ({} bytes) is outside 1..=5",
                &digits[..32],
                3 << 20
            )
        );
        let mut tokens = Tokens::new(format!("x{digits}").into_bytes()).unwrap();
        let message = tokens.finish().unwrap_err().to_string();
        assert_eq!(
            message,
            format!(
                "the input goes on after its last value: `x{}…` ({} bytes)",
                &digits[..31],
                (3 << 20) + 1
            )
        );
    }

    /// Every message proconio 0.5.0 (pinned in Cargo.toml) panics with while reading
    /// the types the binaries read, as `run` rewords it.
    #[test]
    fn proconio_panics_become_one_line_about_the_input() {
        fn reworded(text: &str, read: impl FnOnce(&mut Tokens)) -> String {
            let mut tokens = Tokens::new(text.as_bytes().to_vec()).unwrap();
            panic::set_hook(Box::new(|_| {}));
            let payload = panic::catch_unwind(AssertUnwindSafe(|| read(&mut tokens))).unwrap_err();
            drop(panic::take_hook());
            let message = payload
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| payload.downcast_ref::<&str>().copied())
                .unwrap();
            tokens.describe_panic(message)
        }
        assert_eq!(
            reworded("3 x1", |t| {
                input! { from t, _a: usize, _b: usize }
            }),
            "value 2 of the input should be a whole number, 0 or more, found `x1`"
        );
        assert_eq!(
            reworded("-2", |t| {
                input! { from t, _a: u32 }
            }),
            "value 1 of the input should be a whole number, 0 or more, found `-2`"
        );
        assert_eq!(
            reworded("99999999999999999999", |t| {
                input! { from t, _a: u64 }
            }),
            "value 1 of the input is too large: 99999999999999999999"
        );
        assert_eq!(
            reworded("red", |t| {
                input! { from t, _a: char }
            }),
            "value 1 of the input should be one character, found `red`"
        );
        assert_eq!(
            reworded("1 2", |t| {
                input! { from t, _a: [u8; 3] }
            }),
            "the input ended early: more values were expected after value 2"
        );
        let long = "7".repeat(MAX_TOKEN + 1);
        assert_eq!(
            reworded(&format!("1 {long}"), |t| {
                input! { from t, _a: u8, _b: String }
            }),
            format!(
                "value 2 of the input is too long to be a value: `{}…` ({} bytes)",
                &long[..32],
                MAX_TOKEN + 1
            )
        );
        assert_eq!(reworded("1", |_| panic!("boom")), "internal error: boom");
    }
}
