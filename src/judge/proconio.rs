//! The proconio adapter.
//!
//! `input!` reads from [`Tokens`], and what it panics on becomes one line about the
//! input.

use super::reader::{quote, MAX_TOKEN};
use super::{InputError, Tokens};
use proconio::source::Source;
use std::io;

impl Tokens {
    /// The one line that says what the panic `message` of code reading these tokens
    /// means for the person who gave the input: proconio panics on a value it cannot
    /// read (its messages, of the version pinned in Cargo.toml, are tested below);
    /// any other panic is a bug of ours.
    pub(super) fn describe_panic(&mut self, message: &str) -> String {
        if let Some(failure) = self.failure.take() {
            return failure.to_string();
        }
        if message.starts_with("failed to get the next token") {
            return match self.tokens_read {
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
            let read = self.tokens_read;
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
/// to be a value, a byte that is not text, a failed read) is kept for [`run`](super::run) to report,
/// and proconio is told that no token is left.
impl Source<io::Empty> for Tokens {
    fn next_token(&mut self) -> Option<&str> {
        let token = self.token_start().and_then(|start| {
            let end = self.token_end(start);
            if end - start > MAX_TOKEN {
                let token = self.take_quoted(start, end, "`")?;
                return Err(InputError(format!(
                    "value {} of the input is too long to be a value: {token}",
                    self.tokens_read
                )));
            }
            Ok(start..end)
        });
        match token {
            Ok(token) if !token.is_empty() => {
                self.position = token.end;
                self.tokens_read += 1;
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

/// How a person would call a value of the Rust type `type_name`, as proconio names it.
fn describe_type(type_name: &str) -> &'static str {
    match type_name {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "char" => "one character",
        _ => "a value of another kind",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proconio::input;
    use std::panic::{self, AssertUnwindSafe};

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
