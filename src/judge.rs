//! Judge input and output: the frame of every binary, which reads, checks, solves,
//! prints, and fails in one clear line.
//!
//! Judges feed well-formed input, but people pipe in whatever they have. A binary
//! wraps its work in [`run`], which hands it all of stdin as [`Tokens`] for
//! `proconio`'s `input!`: a value it returns is printed on stdout; an [`InputError`]
//! it returns, input that `proconio` cannot read, input that is not text, and input
//! left over after the binary has read all it needs each become one line `error: …`
//! on stderr, nothing on stdout, and exit status 1.

use proconio::source::Source;
use std::fmt;
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// What is wrong with the input, said in one line for the person who gave it.
///
/// ```
/// use gamebits::judge::{check_range, InputError};
/// let e: InputError = check_range("N", 0, 1..=5).unwrap_err();
/// assert_eq!(e.to_string(), "N = 0 is outside 1..=5");
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

/// Whitespace-separated tokens of a whole input, as a source for `proconio`'s `input!`.
///
/// `input!` without a source reads stdin line by line through proconio's own
/// tokenizer, which is Unicode-aware and sits behind a global lock. This one holds the
/// whole input and splits it at ASCII whitespace, which is exact for judge input and
/// a few times faster; [`run`] hands it to every binary, which reads with
/// `input! { from &mut *tokens, … }` (the reborrow keeps `tokens` usable afterwards).
///
/// ```
/// use gamebits::judge::Tokens;
/// use proconio::input;
///
/// let mut tokens = Tokens::new("2 3\r\n x 7".to_string());
/// input! { from &mut tokens, n: usize, pair: (u32, char), last: i64 }
/// assert_eq!((n, pair, last), (2, (3, 'x'), 7));
/// ```
pub struct Tokens {
    text: String,
    position: usize,
}

impl Tokens {
    /// The tokens of `text`.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// use proconio::source::Source;
    /// let mut tokens = Tokens::new(" a  b\n".to_string());
    /// assert_eq!(Source::<std::io::Empty>::next_token(&mut tokens), Some("a"));
    /// ```
    pub fn new(text: String) -> Tokens {
        Tokens { text, position: 0 }
    }

    /// The tokens of all of standard input, or an error if it is not text.
    ///
    /// ```no_run
    /// use gamebits::judge::Tokens;
    /// let tokens = Tokens::from_stdin()?;
    /// # Ok::<(), gamebits::judge::InputError>(())
    /// ```
    pub fn from_stdin() -> Result<Tokens, InputError> {
        let mut text = String::new();
        io::stdin()
            .lock()
            .read_to_string(&mut text)
            .map_err(|e| InputError(format!("the input could not be read as text: {e}")))?;
        Ok(Tokens::new(text))
    }

    /// `Ok` if every token has been read, else an error quoting the first one left:
    /// input that goes on after its last value is malformed, never silently ignored.
    ///
    /// ```
    /// use gamebits::judge::Tokens;
    /// use proconio::input;
    /// let mut tokens = Tokens::new("1 2\n".to_string());
    /// input! { from &mut tokens, _a: u8 }
    /// let e = tokens.finish().unwrap_err();
    /// assert_eq!(e.to_string(), "the input goes on after its last value: `2`");
    ///
    /// let mut tokens = Tokens::new("1 2\n".to_string());
    /// input! { from &mut tokens, _a: u8, _b: u8 }
    /// assert!(tokens.finish().is_ok());
    /// ```
    pub fn finish(&mut self) -> Result<(), InputError> {
        match Source::<io::Empty>::next_token(self) {
            None => Ok(()),
            Some(token) => Err(InputError(format!(
                "the input goes on after its last value: `{token}`"
            ))),
        }
    }
}

/// `io::Empty` names the reader type `proconio` asks of every source; this one has
/// read everything already.
impl Source<io::Empty> for Tokens {
    fn next_token(&mut self) -> Option<&str> {
        let bytes = self.text.as_bytes();
        let mut start = self.position;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let mut end = start;
        while end < bytes.len() && !bytes[end].is_ascii_whitespace() {
            end += 1;
        }
        self.position = end;
        // Both ends are ASCII bytes or the text's ends, so both are char boundaries.
        (start < end).then(|| &self.text[start..end])
    }

    fn is_empty(&mut self) -> bool {
        self.text.as_bytes()[self.position..]
            .iter()
            .all(u8::is_ascii_whitespace)
    }
}

/// `value` if it lies in `range`, else an error naming `name`, the value and the range.
///
/// `name` is formatted only on failure, so a loop over a million values can pass
/// `format_args!("a_{}", i + 1)` at no cost.
///
/// ```
/// use gamebits::judge::check_range;
/// assert_eq!(check_range("K", 5, 1..=100_000), Ok(5));
/// let e = check_range(format_args!("a_{}", 2), 0, 1..=10).unwrap_err();
/// assert_eq!(e.to_string(), "a_2 = 0 is outside 1..=10");
/// ```
pub fn check_range<T: PartialOrd + fmt::Display>(
    name: impl fmt::Display,
    value: T,
    range: RangeInclusive<T>,
) -> Result<T, InputError> {
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(InputError(format!(
            "{name} = {value} is outside {}..={}",
            range.start(),
            range.end()
        )))
    }
}

/// Runs a binary's `solve` on all of stdin, prints its answer on a line of stdout, or
/// reports bad input on one line of stderr and exits with status 1.
///
/// `solve` reads its input from the [`Tokens`] it is given; tokens it leaves unread
/// are an error ([`Tokens::finish`]). `proconio` panics on input it cannot read;
/// `run` installs a panic hook that turns such a panic into the same kind of
/// one-line report, without a backtrace.
///
/// ```no_run
/// use gamebits::judge::{check_range, run};
/// use proconio::input;
///
/// fn main() {
///     run(|tokens| {
///         input! { from &mut *tokens, k: u64 }
///         check_range("K", k, 1..=100)?;
///         Ok(k * 2)
///     })
/// }
/// ```
pub fn run<T: fmt::Display>(solve: impl FnOnce(&mut Tokens) -> Result<T, InputError>) {
    std::panic::set_hook(Box::new(|info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("unknown failure");
        fail(&describe_panic(message));
    }));
    let answer = Tokens::from_stdin().and_then(|mut tokens| {
        let answer = solve(&mut tokens)?;
        tokens.finish()?;
        Ok(answer)
    });
    match answer {
        Ok(answer) => println!("{answer}"),
        Err(e) => fail(&e.to_string()),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(1)
}

/// Rewrites a panic message of `proconio` as a short description of the input.
fn describe_panic(message: &str) -> String {
    if message.starts_with("failed to get the next token") {
        return "the input ended early: more values were expected".to_string();
    }
    if let Some(rest) = message.strip_prefix("failed to parse the input `") {
        if let Some((token, rest)) = rest.split_once("` to the value of type `") {
            let type_name = rest.split('`').next().unwrap_or("");
            return format!("expected {}, found `{token}`", describe_type(type_name));
        }
    }
    format!("internal error: {message}")
}

/// How a reader would call a value of the Rust type `type_name`.
fn describe_type(type_name: &str) -> String {
    match type_name {
        "char" => "one character".to_string(),
        "alloc::string::String" => "a word".to_string(),
        t if t.starts_with('u') => format!("a non-negative integer that fits in {t}"),
        t if t.starts_with('i') => format!("an integer that fits in {t}"),
        t => format!("a value of type {t}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_tokens(text: &str) -> Vec<String> {
        let mut tokens = Tokens::new(text.to_string());
        std::iter::from_fn(|| Source::<io::Empty>::next_token(&mut tokens).map(String::from))
            .collect()
    }

    #[test]
    fn tokens_split_at_every_kind_of_ascii_whitespace() {
        assert_eq!(
            all_tokens("1 22\t333\r\n4\x0c5"),
            ["1", "22", "333", "4", "5"]
        );
        assert_eq!(all_tokens("  last"), ["last"]);
        assert!(all_tokens(" \r\n ").is_empty());
        assert!(all_tokens("").is_empty());
        // Non-ASCII characters stay inside their token.
        assert_eq!(all_tokens("é 1"), ["é", "1"]);
    }

    #[test]
    fn tokens_report_when_only_whitespace_is_left() {
        let mut tokens = Tokens::new("7 \n".to_string());
        assert!(!Source::<io::Empty>::is_empty(&mut tokens));
        assert_eq!(Source::<io::Empty>::next_token(&mut tokens), Some("7"));
        assert!(Source::<io::Empty>::is_empty(&mut tokens));
    }

    #[test]
    fn proconio_messages_become_short_descriptions() {
        assert_eq!(
            describe_panic("failed to parse the input `x1` to the value of type `u64`: ParseIntError { kind: InvalidDigit }; ensure that ..."),
            "expected a non-negative integer that fits in u64, found `x1`"
        );
        assert_eq!(
            describe_panic("failed to get the next token; maybe reader reached an end of input."),
            "the input ended early: more values were expected"
        );
        assert_eq!(describe_panic("boom"), "internal error: boom");
    }
}
