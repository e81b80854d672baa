//! DMOJ's default ("standard") checker: tokens must match exactly; a run of
//! whitespace is one separator, but a separator holding a newline differs from one of
//! spaces only; leading and trailing whitespace are ignored.

use itertools::{EitherOrBoth, Itertools};

/// What separates two tokens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Separator {
    Spaces,
    Newline,
}

/// One token of a text: the separator before it (`None` for the first), the token, and
/// its byte offset in the text.
type Token<'a> = (Option<Separator>, &'a str, usize);

/// The tokens of `text`, in order.
fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut result = Vec::new();
    let mut pending: Option<Separator> = None;
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let separator = if result.is_empty() { None } else { pending };
        result.push((separator, &rest[..end], text.len() - rest.len()));
        let after = &rest[end..];
        let next = after.trim_start();
        let gap = &after[..after.len() - next.len()];
        pending = Some(if gap.contains('\n') {
            Separator::Newline
        } else {
            Separator::Spaces
        });
        rest = next;
    }
    result
}

/// "line L, column C" of the byte offset `at` in `text`, both counted from 1, columns
/// in characters.
fn place(text: &str, at: usize) -> String {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    format!("line {line}, column {column}")
}

/// `Ok` if `actual` is accepted for `expected`, else where and how they first differ:
/// the token's number and its line and column in `actual` (for a token missing, where
/// `actual` ends).
///
/// ```
/// use gamebits_test_support::checker::compare;
/// assert!(compare("1 2\n", "1   2").is_ok());
/// assert!(compare("1 2\n", "1\n2\n").is_err());
/// assert_eq!(
///     compare("1\n2 3\n", "1\n2 4\n"),
///     Err("token 3 at line 2, column 3: expected `3`, found `4`".to_string())
/// );
/// ```
pub fn compare(expected: &str, actual: &str) -> Result<(), String> {
    let pairs = tokens(expected).into_iter().zip_longest(tokens(actual));
    for (i, pair) in pairs.enumerate() {
        let n = i + 1;
        match pair {
            EitherOrBoth::Both(want, got) if want.1 != got.1 => {
                return Err(format!(
                    "token {n} at {}: expected `{}`, found `{}`",
                    place(actual, got.2),
                    want.1,
                    got.1
                ));
            }
            EitherOrBoth::Both(want, got) if want.0 != got.0 => {
                return Err(format!(
                    "token {n} (`{}`) at {}: expected it after {:?}, found it after {:?}",
                    want.1,
                    place(actual, got.2),
                    want.0.expect("not the first token"),
                    got.0.expect("not the first token")
                ));
            }
            EitherOrBoth::Both(..) => {}
            EitherOrBoth::Left(want) => {
                return Err(format!(
                    "token {n} at {}: expected `{}`, found the end of the output",
                    place(actual, actual.trim_end().len()),
                    want.1
                ));
            }
            EitherOrBoth::Right(got) => {
                return Err(format!(
                    "token {n} at {}: expected the end of the output, found `{}`",
                    place(actual, got.2),
                    got.1
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::compare;

    #[test]
    fn identical_and_whitespace_variants_pass() {
        assert_eq!(compare("First\n", "First\n"), Ok(()));
        assert_eq!(compare("First\n", "  First"), Ok(()));
        assert_eq!(compare("1 2\n3\n", "1   2\r\n3\n\n"), Ok(()));
    }

    #[test]
    fn different_tokens_fail_and_name_the_token() {
        let why = compare("1 2 3\n", "1 2 4\n").unwrap_err();
        assert!(
            why.contains("token 3") && why.contains("`3`") && why.contains("`4`"),
            "{why}"
        );
        assert!(compare("First\n", "first\n").is_err());
    }

    #[test]
    fn a_difference_is_placed_by_line_and_column_in_the_output() {
        assert_eq!(
            compare("First\nSecond\n", "First\r\n  Sécond\n"),
            Err("token 2 at line 2, column 3: expected `Second`, found `Sécond`".to_string())
        );
        assert_eq!(
            compare("1 2\n", "1\n2\n"),
            Err(
                "token 2 (`2`) at line 2, column 1: expected it after Spaces, found it after Newline"
                    .to_string()
            )
        );
        assert_eq!(
            compare("1 2 3\n", "1 2\n\n"),
            Err(
                "token 3 at line 1, column 4: expected `3`, found the end of the output"
                    .to_string()
            )
        );
        assert_eq!(
            compare("1\n", "1\n\n 7"),
            Err(
                "token 2 at line 3, column 2: expected the end of the output, found `7`"
                    .to_string()
            )
        );
    }

    #[test]
    fn a_newline_is_not_a_space() {
        assert!(compare("1 2\n", "1\n2\n").is_err());
        assert!(compare("1\n2\n", "1 2\n").is_err());
    }

    #[test]
    fn missing_and_extra_tokens_fail() {
        assert!(compare("1 2\n", "1\n")
            .unwrap_err()
            .contains("end of the output"));
        assert!(compare("1\n", "1 2\n")
            .unwrap_err()
            .contains("expected the end"));
        assert!(compare("1\n", "").is_err());
    }
}
