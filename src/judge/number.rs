//! Whole numbers and flags, by the one rule every value is read by.
//!
//! With the fast paths that read short values and lists of flags a word at a
//! time.

use super::reader::{is_space, quote, QUOTED_CHARS};
use super::{InputError, Tokens};
use std::fmt;
use std::ops::RangeInclusive;

impl Tokens {
    /// The next token as a whole number in `range`, or an error naming the value `name`.
    ///
    /// `name` is formatted only on failure, so a loop over a million values can pass
    /// `format_args!("a_{}", i)` at no cost.
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
        // The value and its end, or where the token is not a value in `range`: its end
        // and whether it is a number, or `None` if it goes on past the buffer. The name
        // is used at one place only, so that a loop does not build it for every value.
        let read = match short {
            Some((value, digits)) => match T::try_from(value) {
                Ok(value) if range.contains(&value) => Ok((value, start + digits)),
                _ => Err(Some((start + digits, true))),
            },
            None => match self.whole_number(start) {
                Some((whole, end)) => match whole.and_then(Whole::value) {
                    Some(value) if range.contains(&value) => Ok((value, end)),
                    _ => Err(Some((end, whole.is_some()))),
                },
                None => Err(None),
            },
        };
        let bad = match read {
            Ok((value, end)) => {
                self.position = end;
                self.tokens_read += 1;
                return Ok(value);
            }
            Err(bad) => bad,
        };
        self.number_off_the_short_path(name, range, start, bad)
    }

    /// [`Tokens::number`] where the token at `start` is not a value read in the buffer:
    /// `bad` is its end and whether it is a number, or `None` if it goes on past the
    /// buffer (it may be a value then).
    #[cold]
    fn number_off_the_short_path<T>(
        &mut self,
        name: impl fmt::Display,
        range: RangeInclusive<T>,
        start: usize,
        bad: Option<(usize, bool)>,
    ) -> Result<T, InputError>
    where
        T: Copy + PartialOrd + fmt::Display + TryFrom<u64> + TryFrom<i64>,
    {
        match bad {
            Some((end, is_number)) => Err(self.number_error(name, range, start, end, is_number)),
            None => self.long_number(name, range, start),
        }
    }

    /// The token at `start` read byte by byte, its value and its end from the one scan:
    /// the number it is (`None` if it is not one) and where it ends (or its first
    /// [`MAX_TOKEN`] bytes and one more, if it is not a number and longer); `None` if
    /// it is a number so far and goes on past the buffer.
    ///
    /// [`MAX_TOKEN`]: super::reader::MAX_TOKEN
    fn whole_number(&self, start: usize) -> Option<(Option<Whole>, usize)> {
        let buffer = &self.buffer[..self.filled];
        let negative = buffer.get(start) == Some(&b'-');
        let first = start + usize::from(negative);
        let mut at = first;
        let mut magnitude = Some(0u64);
        while at < buffer.len() && buffer[at].wrapping_sub(b'0') < 10 {
            magnitude = magnitude.and_then(|m| m.checked_mul(10)?.checked_add(digit(buffer[at])));
            at += 1;
        }
        match buffer.get(at) {
            None if !self.at_end => None,
            Some(&b) if !is_space(b) => Some((None, self.token_end(start))),
            _ => {
                let whole = Whole {
                    negative,
                    magnitude,
                };
                Some(((at > first).then_some(whole), at))
            }
        }
    }

    /// [`Tokens::number`] for a token that goes on past the buffer: read to its end a
    /// chunk at a time and consumed, its value taken on the way, its first bytes kept
    /// for the error message.
    #[cold]
    fn long_number<T>(
        &mut self,
        name: impl fmt::Display,
        range: RangeInclusive<T>,
        start: usize,
    ) -> Result<T, InputError>
    where
        T: Copy + PartialOrd + fmt::Display + TryFrom<u64> + TryFrom<i64>,
    {
        let shown = self.buffer[start..start + QUOTED_CHARS].to_vec();
        let negative = self.buffer[start] == b'-';
        self.position = start + usize::from(negative);
        let mut length = usize::from(negative);
        let mut magnitude = Some(0u64);
        let mut digits_only = true;
        length += self.read_to_token_end(|byte| match byte.is_ascii_digit() {
            true => magnitude = magnitude.and_then(|m| m.checked_mul(10)?.checked_add(digit(byte))),
            false => digits_only = false,
        })?;
        self.tokens_read += 1;
        let whole = digits_only.then_some(Whole {
            negative,
            magnitude,
        });
        match whole.and_then(Whole::value) {
            Some(value) if range.contains(&value) => Ok(value),
            _ => {
                let token = quote(&shown, length, if digits_only { "" } else { "`" });
                Err(bad_number(name, range, &token, digits_only))
            }
        }
    }

    /// The next `count` values, each `0` or `1` (a flag per city, say), as booleans.
    ///
    /// They are read by the rule of [`Tokens::number`] and named `{name}_1` to
    /// `{name}_{count}`. Such a list is usually single digits between single spaces:
    /// where it is, the next eight bytes hold four values (a space and a digit, four
    /// times) and, if the fourth digit ends its token (whitespace follows it), are read
    /// as one word, without a call for each; anything else, and the last values before
    /// the buffer's end, are read value by value.
    ///
    /// # Complexity
    ///
    /// O(count) time.
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
            // The eight bytes and the one after them, which must end the fourth token
            // (the buffer's bytes are checked: the only ones up to a space are
            // whitespace); at the buffer's end, the values are read one by one.
            let bytes = self.buffer[..self.filled].get(self.position..self.position + 9);
            let word = bytes.map(|bytes| {
                let word = u64::from_le_bytes(bytes[..8].try_into().expect("eight bytes"));
                (word, bytes[8])
            });
            match word {
                Some((word, after))
                    if word & MASK == SPACE_DIGIT && after <= b' ' && count - flags.len() >= 4 =>
                {
                    for shift in [8, 24, 40, 56] {
                        flags.push(word >> shift & 1 == 1);
                    }
                    self.position += 8;
                    self.tokens_read += 4;
                }
                _ => {
                    let i = flags.len() + 1;
                    flags.push(self.number(format_args!("{name}_{i}"), 0..=1u8)? == 1);
                }
            }
        }
        Ok(flags)
    }

    /// Why the token at `start..end`, a number or not as `is_number` says, is not a
    /// whole number in `range` for the value `name`; consumes it.
    #[cold]
    fn number_error<T: fmt::Display>(
        &mut self,
        name: impl fmt::Display,
        range: RangeInclusive<T>,
        start: usize,
        end: usize,
        is_number: bool,
    ) -> InputError {
        if start == end {
            return self.ended(name);
        }
        match self.take_quoted(start, end, if is_number { "" } else { "`" }) {
            Err(e) => e,
            Ok(token) => bad_number(name, range, &token, is_number),
        }
    }
}

/// A whole number as a token writes it: its sign and the value of its digits, `None`
/// if that does not fit a `u64`.
#[derive(Clone, Copy)]
struct Whole {
    negative: bool,
    magnitude: Option<u64>,
}

impl Whole {
    /// The number as a `T`, if it fits one (`-0` is 0).
    #[inline(always)]
    fn value<T: TryFrom<u64> + TryFrom<i64>>(self) -> Option<T> {
        let magnitude = self.magnitude?;
        match self.negative {
            false => T::try_from(magnitude).ok(),
            true => T::try_from(0i64.checked_sub_unsigned(magnitude)?).ok(),
        }
    }
}

/// The value of the digit `byte`.
#[inline(always)]
fn digit(byte: u8) -> u64 {
    u64::from(byte - b'0')
}

/// The error for the value `name`, quoted as `token`: a number outside `range`, or
/// something else.
fn bad_number<T: fmt::Display>(
    name: impl fmt::Display,
    range: RangeInclusive<T>,
    token: &str,
    is_number: bool,
) -> InputError {
    let (low, high) = (range.start(), range.end());
    match is_number {
        true => InputError::new(format!("{name} = {token} is outside {low}..={high}")),
        false => InputError::new(format!(
            "{name} should be a whole number from {low} to {high}, found {token}"
        )),
    }
}

/// The whole number that starts `word`, eight bytes of input with the first in the
/// lowest byte, and how many digits it has, if it has 1 to 7 followed by a byte up to
/// `b' '`: in input the reader has checked, exactly the whitespace bytes.
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
    if digits == 0 || digits == 8 || (word >> (8 * digits)) as u8 > b' ' {
        return None;
    }
    // The digits moved up to end in the highest byte, zeros (leading digits) below.
    let values = values << (8 * (8 - digits));
    let pairs = (values & 0x0F0F_0F0F_0F0F_0F0F).wrapping_mul(10 << 8 | 1) >> 8;
    let fours = (pairs & 0x00FF_00FF_00FF_00FF).wrapping_mul(100 << 16 | 1) >> 16;
    let eights = (fours & 0x0000_FFFF_0000_FFFF).wrapping_mul(10000 << 32 | 1) >> 32;
    Some((eights, digits))
}

#[cfg(test)]
mod property;

#[cfg(test)]
mod tests {
    use super::*;

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
                        // The plain reading: the leading digits, if 1 to 7 and a byte
                        // up to a space.
                        let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
                        let expected =
                            ((1..8).contains(&digits) && word[digits] <= b' ').then(|| {
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

    /// A number longer than the buffer is read to its end, a chunk at a time: its
    /// leading zeros without limit, a sign before them; anything else that long is
    /// quoted short.
    #[test]
    fn numbers_longer_than_the_buffer_are_read_whole() {
        let zeros = "0".repeat(70_000);
        let text = format!("{zeros}7 -{zeros} {zeros}x 1");
        let mut tokens = Tokens::new(text.into_bytes()).unwrap();
        assert_eq!(tokens.number("a", 1..=10u8), Ok(7));
        assert_eq!(tokens.number("b", -1..=1i32), Ok(0));
        assert_eq!(
            tokens.number("c", 1..=10u8).unwrap_err().to_string(),
            format!(
                "c should be a whole number from 1 to 10, found `{}…` (70001 bytes)",
                &zeros[..32]
            )
        );
        let text = format!("{zeros}11 {zeros}");
        let mut tokens = Tokens::new(text.into_bytes()).unwrap();
        assert_eq!(
            tokens.number("d", 1..=10u8).unwrap_err().to_string(),
            format!("d = {}… (70002 bytes) is outside 1..=10", &zeros[..32])
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
}
