//! An editorial's graded hints: `hints.md`.

/// One hint: its summary line, which the reader sees, and what it says when opened.
///
/// ```
/// use gamebits_problems::editorial::hints;
/// let read = hints("<details>\n<summary>Hint 1: the state</summary>\n\nA set `s`.\n\n</details>\n");
/// let hint = &read.unwrap()[0];
/// assert_eq!((hint.summary.as_str(), hint.text.as_str()), ("Hint 1: the state", "A set `s`."));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// "Hint 1: the state": the hint's number and title.
    pub summary: String,
    /// Its one paragraph, Markdown, its lines joined by spaces.
    pub text: String,
}

/// The hints of the text of a `hints.md`, which holds nothing but blocks of this shape
/// (mdBook renders the Markdown inside for the blank lines), numbered from 1:
///
/// ```text
/// <details>
/// <summary>Hint 1: the state</summary>
///
/// One short paragraph.
///
/// </details>
/// ```
///
/// # Errors
///
/// On anything else, or no hint at all: what is wrong and where.
///
/// ```
/// use gamebits_problems::editorial::hints;
/// let hint = |n: usize, body: &str| {
///     format!("<details>\n<summary>Hint {n}: the state</summary>\n{body}</details>\n")
/// };
/// let two = format!("{}\n{}", hint(1, "\nA set.\n\n"), hint(2, "\nA rule\nin two lines.\n\n"));
/// assert_eq!(hints(&two).unwrap()[1].text, "A rule in two lines.");
/// for bad in [
///     hint(2, "\nA set.\n\n"),
///     hint(1, "A set.\n\n"),
///     hint(1, "\nA set.\n"),
///     hint(1, "\n\n\n"),
///     hint(1, "\nA set.\n\nA rule.\n\n"),
///     format!("Some words.\n{}", hint(1, "\nA set.\n\n")),
///     hint(1, "\nA set.\n\n").replace("</details>\n", ""),
///     String::new(),
/// ] {
///     assert!(hints(&bad).is_err(), "{bad}");
/// }
/// ```
pub fn hints(text: &str) -> Result<Vec<Hint>, String> {
    let mut hints = Vec::new();
    let mut lines = text.lines().enumerate().map(|(i, line)| (i + 1, line));
    while let Some((number, line)) = lines.next() {
        match line {
            "" => continue,
            "<details>" => {}
            _ => return Err(format!("line {number}: `{line}` outside a <details> block")),
        }
        let hint = hints.len() + 1;
        let summary = lines
            .next()
            .and_then(|(_, line)| line.strip_prefix("<summary>"))
            .and_then(|rest| rest.strip_suffix("</summary>"))
            .filter(|summary| {
                let title = summary.strip_prefix(&format!("Hint {hint}: "));
                title.is_some_and(|title| !title.is_empty())
            })
            .ok_or_else(|| {
                format!(
                    "line {}: not `<summary>Hint {hint}: …</summary>`",
                    number + 1
                )
            })?;
        let mut body = Vec::new();
        loop {
            match lines.next() {
                Some((_, "</details>")) => break,
                Some((_, line)) => body.push(line),
                None => return Err(format!("hint {hint}: no </details>")),
            }
        }
        let text = match &body[..] {
            ["", paragraph @ .., ""] if paragraph.iter().all(|line| !line.is_empty()) => {
                paragraph.join(" ")
            }
            _ => String::new(),
        };
        if text.is_empty() {
            return Err(format!(
                "hint {hint}: not a blank line, one paragraph, a blank line, then </details>"
            ));
        }
        hints.push(Hint {
            summary: summary.to_string(),
            text,
        });
    }
    match hints.is_empty() {
        true => Err("no hint".to_string()),
        false => Ok(hints),
    }
}
