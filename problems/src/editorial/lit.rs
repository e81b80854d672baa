//! The lines of each solution that decide a step of the table: `steps.toml`.
//!
//! A binary that records its steps (`--explain=steps`) has beside its solutions a
//! `steps.toml` naming, by the step's value, the blocks of lines that decide it in each
//! file: a table per value (`"*"`: every value) mapping a file name to its blocks, each
//! the text its first and last lines start with (indentation aside), each starting
//! exactly one line of the file:
//!
//! ```toml
//! [L]
//! "main.rs" = [["let win = tabulate(", ".any(|&a| !win[pile - a])"]]
//! ```
//!
//! The page lights those lines up at each step of its value.
//!
//! The file is TOML of that one shape, a table header or a file's blocks a line, its
//! strings without escapes, read here by hand: a TOML crate would bring a Rust newer
//! than the registry's (`toml`) or serde's derive, which the workspace turns on, whose
//! macros need Rust 1.71 (`basic-toml`); see `xtask/tests/toolchains.rs`.

use std::collections::BTreeMap;
use std::ops::RangeInclusive;

/// The value of a `steps.toml` table that stands for every value.
pub const EVERY_VALUE: &str = "*";

/// A block of a solution's lines that decides the steps of one value.
///
/// ```
/// use gamebits_problems::editorial::Lit;
/// let lit = Lit { value: "W".into(), file: "solution.py".into(), lines: 3..=4 };
/// assert!(lit.decides("W") && !lit.decides("L"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lit {
    /// The steps' value, as `--explain=steps` gives it, or [`EVERY_VALUE`].
    pub value: String,
    /// The file's name: `main.rs`, or a solution's in the editorial.
    pub file: String,
    /// Its lines, counted from 0.
    pub lines: RangeInclusive<usize>,
}

impl Lit {
    /// Whether it decides the steps of `value`.
    pub fn decides(&self, value: &str) -> bool {
        self.value == value || self.value == EVERY_VALUE
    }
}

/// The text of a `steps.toml`, read: by value, then by file name, the starts of each
/// block's first and last lines.
pub(super) type Table = BTreeMap<String, BTreeMap<String, Vec<[String; 2]>>>;

/// The text `text` of a `steps.toml`, read as a table (not yet checked against the files).
pub(super) fn table(text: &str) -> Result<Table, String> {
    let mut table = Table::new();
    let mut value = None;
    for (number, line) in text.lines().enumerate() {
        let at = |e: String| format!("line {}: {e}", number + 1);
        match &tokens(line).map_err(at)?[..] {
            [] => {}
            [Token::Open, Token::Bare(key) | Token::Quoted(key), Token::Close] => {
                if table.insert(key.clone(), BTreeMap::new()).is_some() {
                    return Err(at(format!("[{key}] a second time")));
                }
                value = Some(key.clone());
            }
            [Token::Bare(file) | Token::Quoted(file), Token::Equals, rest @ ..] => {
                let files = value
                    .as_ref()
                    .and_then(|value| table.get_mut(value))
                    .ok_or_else(|| at(format!("{file} before any [value]")))?;
                let blocks = blocks(rest).ok_or_else(|| at(shape()))?;
                if files.insert(file.clone(), blocks).is_some() {
                    return Err(at(format!("{file} a second time in its table")));
                }
            }
            _ => return Err(at(shape())),
        }
    }
    if table.contains_key(EVERY_VALUE) && table.len() > 1 {
        return Err(format!(
            "[\"{EVERY_VALUE}\"] stands for every value: it is the only table or absent"
        ));
    }
    Ok(table)
}

/// The shape of a line of `steps.toml`, said when a line has another.
fn shape() -> String {
    "not a `[value]` line nor a `\"file\" = [[\"first\", \"last\"], …]` line".to_string()
}

/// A piece of a line of `steps.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Open,
    Close,
    Comma,
    Equals,
    /// A bare key: letters, digits, `_` and `-`.
    Bare(String),
    /// A string between double quotes.
    Quoted(String),
}

/// The pieces of `line`, up to its comment.
fn tokens(line: &str) -> Result<Vec<Token>, String> {
    let bare = |c: &char| c.is_ascii_alphanumeric() || *c == '_' || *c == '-';
    let mut tokens = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            ' ' | '\t' => {}
            '#' => break,
            '[' => tokens.push(Token::Open),
            ']' => tokens.push(Token::Close),
            ',' => tokens.push(Token::Comma),
            '=' => tokens.push(Token::Equals),
            '"' => {
                let mut text = String::new();
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => {
                            return Err("an escape in a string, which is not read here".into())
                        }
                        Some(c) => text.push(c),
                        None => return Err("a string without its closing `\"`".into()),
                    }
                }
                tokens.push(Token::Quoted(text));
            }
            c if bare(&c) => {
                let mut key = String::from(c);
                while let Some(c) = chars.next_if(bare) {
                    key.push(c);
                }
                tokens.push(Token::Bare(key));
            }
            other => return Err(format!("`{other}`: {}", shape())),
        }
    }
    Ok(tokens)
}

/// The blocks of `tokens`, `[["first", "last"], …]`, if that is their shape.
fn blocks(tokens: &[Token]) -> Option<Vec<[String; 2]>> {
    let mut rest = tokens
        .strip_prefix(&[Token::Open])?
        .strip_suffix(&[Token::Close])?;
    let mut blocks = Vec::new();
    loop {
        match rest {
            [] if !blocks.is_empty() => return Some(blocks),
            [Token::Open, Token::Quoted(first), Token::Comma, Token::Quoted(last), Token::Close, after @ ..] =>
            {
                blocks.push([first.clone(), last.clone()]);
                rest = match after {
                    [Token::Comma, more @ ..] => more,
                    [] => after,
                    _ => return None,
                };
            }
            _ => return None,
        }
    }
}

/// The lines (from 0) from the one that starts with `first` to the one that starts
/// with `last`, indentation aside; each must start exactly one line of `text`.
pub(super) fn lines_between(
    text: &str,
    first: &str,
    last: &str,
) -> Result<RangeInclusive<usize>, String> {
    let (from, to) = (line_starting(text, first)?, line_starting(text, last)?);
    match from <= to {
        true => Ok(from..=to),
        false => Err(format!(
            "`{last}` (line {}) comes before `{first}` (line {})",
            to + 1,
            from + 1
        )),
    }
}

/// The one line (from 0) of `text` that starts with `start`, indentation aside.
fn line_starting(text: &str, start: &str) -> Result<usize, String> {
    let lines: Vec<usize> = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !start.is_empty() && line.trim_start().starts_with(start))
        .map(|(number, _)| number)
        .collect();
    match lines[..] {
        [line] => Ok(line),
        [] => Err(format!("no line starts with `{start}`")),
        _ => Err(format!(
            "{} lines start with `{start}` (lines {})",
            lines.len(),
            lines
                .iter()
                .map(|line| (line + 1).to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_must_start_exactly_one_line() {
        let text = "for a in moves:\n    if a > pile:\n        break\n    if a > k:\n";
        assert_eq!(lines_between(text, "for a", "break"), Ok(0..=2));
        assert_eq!(lines_between(text, "break", "break"), Ok(2..=2));
        let two = lines_between(text, "for a", "if a >").unwrap_err();
        assert_eq!(two, "2 lines start with `if a >` (lines 2, 4)");
        let none = lines_between(text, "while", "break").unwrap_err();
        assert_eq!(none, "no line starts with `while`");
        assert!(lines_between(text, "break", "for a").is_err());
        assert!(lines_between(text, "", "break").is_err());
    }

    #[test]
    fn a_table_of_every_value_stands_alone() {
        let one = "[\"*\"]\n\"main.rs\" = [[\"a\", \"b\"]]\n";
        assert_eq!(table(one).unwrap()["*"]["main.rs"], [["a", "b"]]);
        assert!(table(&format!("{one}[W]\n\"main.rs\" = [[\"a\", \"b\"]]\n")).is_err());
    }

    #[test]
    fn steps_toml_is_read_in_its_one_shape() {
        let text = "# The lines.\n\n[W]\n\"main.rs\" = [[\"if (a[0])\", \"b = 1;\"], [\"c\", \"d\"],] # two\n\
                    solution_2 = [[\"#\", \"x\"]]\n[\"L\"]\n";
        let read = table(text).unwrap();
        assert_eq!(read["W"]["main.rs"], [["if (a[0])", "b = 1;"], ["c", "d"]]);
        assert_eq!(read["W"]["solution_2"], [["#", "x"]]);
        assert!(read["L"].is_empty());
        for (bad, why) in [
            ("[W]\n\"main.rs\" = [[\"a\"]]\n", "line 2: not a `[value]`"),
            ("[W]\n\"main.rs\" = \"a\"\n", "line 2: not"),
            (
                "[W]\n\"main.rs\" = [[\"a\", \"b\"] [\"c\", \"d\"]]\n",
                "line 2: not",
            ),
            ("[W]\n\"main.rs\" = []\n", "line 2: not"),
            (
                "\"main.rs\" = [[\"a\", \"b\"]]\n",
                "line 1: main.rs before any [value]",
            ),
            ("[W]\n[W]\n", "line 2: [W] a second time"),
            (
                "[W]\na = [[\"a\", \"b\"]]\na = [[\"a\", \"b\"]]\n",
                "line 3: a a second time",
            ),
            ("[W]\na = [[\"a\\\"\", \"b\"]]\n", "line 2: an escape"),
            (
                "[W]\na = [[\"a, \"b\"]]\n",
                "line 2: a string without its closing",
            ),
            ("[W\n", "line 1: not"),
        ] {
            let error = table(bad).unwrap_err();
            assert!(error.starts_with(why), "{bad}: {error}");
        }
    }
}
