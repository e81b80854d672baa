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
    let table: Table = basic_toml::from_str(text).map_err(|e| e.to_string())?;
    if table.contains_key(EVERY_VALUE) && table.len() > 1 {
        return Err(format!(
            "[\"{EVERY_VALUE}\"] stands for every value: it is the only table or absent"
        ));
    }
    Ok(table)
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
        assert!(table("[W]\n\"main.rs\" = [[\"a\"]]\n").is_err());
        assert!(table("[W]\n\"main.rs\" = \"a\"\n").is_err());
    }
}
