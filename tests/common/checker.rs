//! DMOJ's default ("standard") checker: tokens must match exactly; a run of
//! whitespace is one separator, but a separator holding a newline differs from one of
//! spaces only; leading and trailing whitespace are ignored.

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
pub fn compare(expected: &str, actual: &str) -> Result<(), String> {
    let want = tokens(expected);
    let got = tokens(actual);
    for (i, (w, g)) in want.iter().zip(&got).enumerate() {
        if w.1 != g.1 {
            return Err(format!(
                "token {}: expected `{}`, found `{}`",
                i + 1,
                w.1,
                g.1
            ));
        }
        if w.0 != g.0 {
            return Err(format!(
                "token {} (`{}`): expected it after {:?}, found it after {:?}",
                i + 1,
                w.1,
                w.0.expect("not the first token"),
                g.0.expect("not the first token")
            ));
        }
    }
    match want.len().cmp(&got.len()) {
        std::cmp::Ordering::Equal => Ok(()),
        std::cmp::Ordering::Greater => Err(format!(
            "token {}: expected `{}`, found the end of the output",
            got.len() + 1,
            want[got.len()].1
        )),
        std::cmp::Ordering::Less => Err(format!(
            "token {}: expected the end of the output, found `{}`",
            want.len() + 1,
            got[want.len()].1
        )),
    }
}
