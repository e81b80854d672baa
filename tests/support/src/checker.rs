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

/// The tokens of `text`, each with the separator before it (`None` for the first).
fn tokens(text: &str) -> Vec<(Option<Separator>, &str)> {
    let mut result = Vec::new();
    let mut pending: Option<Separator> = None;
    let mut rest = text.trim_start();
    while !rest.is_empty() {
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        let separator = if result.is_empty() { None } else { pending };
        result.push((separator, &rest[..end]));
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

/// `Ok` if `actual` is accepted for `expected`, else where and how they first differ.
///
/// ```
/// use gamebits_test_support::checker::compare;
/// assert!(compare("1 2\n", "1   2").is_ok());
/// assert!(compare("1 2\n", "1\n2\n").is_err());
/// ```
pub fn compare(expected: &str, actual: &str) -> Result<(), String> {
    let pairs = tokens(expected).into_iter().zip_longest(tokens(actual));
    for (i, pair) in pairs.enumerate() {
        let n = i + 1;
        match pair {
            EitherOrBoth::Both(want, got) if want.1 != got.1 => {
                return Err(format!(
                    "token {n}: expected `{}`, found `{}`",
                    want.1, got.1
                ));
            }
            EitherOrBoth::Both(want, got) if want.0 != got.0 => {
                return Err(format!(
                    "token {n} (`{}`): expected it after {:?}, found it after {:?}",
                    want.1,
                    want.0.expect("not the first token"),
                    got.0.expect("not the first token")
                ));
            }
            EitherOrBoth::Both(..) => {}
            EitherOrBoth::Left(want) => {
                return Err(format!(
                    "token {n}: expected `{}`, found the end of the output",
                    want.1
                ));
            }
            EitherOrBoth::Right(got) => {
                return Err(format!(
                    "token {n}: expected the end of the output, found `{}`",
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
