//! A starting file in a language, made from its template for a problem's input format.
//!
//! Each language is one template, `xtask/templates/start/<lang>.txt`, in sections: the
//! file (`@@ file`), and the lines that read a value, a list, a table, a loop and the
//! cases, which the format's parts are written with. `cargo xtask start` writes one
//! (`crate::making::start`); the site's pages give one to the practice
//! (`crate::site::practice`).

use crate::base::template::fill;
use gamebits_problems::format::{Count, Format, Kind, Part, Value};

/// The starting files of `cargo xtask start --lang cpp|py|java` (see
/// `crate::making::start`), each in sections: the file, with `@BINARY@`, `@JUDGE@`,
/// `@URL@`, `@LIMITS@`, `@TEST@`, `@STRESS@`, `@CLASS@` (the name of the file, for Java's
/// public class) and `@READ@`; and the lines that read.
pub const START_CPP: &str = include_str!("../../templates/start/cpp.txt");
/// The starting file in Python, as [`START_CPP`] in C++.
pub const START_PY: &str = include_str!("../../templates/start/py.txt");
/// The starting file in Java, as [`START_CPP`] in C++.
pub const START_JAVA: &str = include_str!("../../templates/start/java.txt");
/// The starting file in JavaScript (Node), as [`START_CPP`] in C++: the page's practice
/// only (`crate::site::practice`), which runs it with a stdin of its own.
pub const START_JS: &str = include_str!("../../templates/start/js.txt");
/// The starting file made from the template of a language, for an input of `format`.
///
/// `template` is a language's; `values` fill the file's other placeholders (`@BINARY@`, `@TEST@`, …).
///
/// # Panics
///
/// If the template lacks a section or names a placeholder not given: the template and
/// this code disagree.
pub fn starter(template: &str, format: &Format, values: &[(&str, &str)]) -> String {
    let sections = Sections::of(template);
    let mut lines = sections.parts(format.0);
    if !format
        .0
        .iter()
        .any(|part| matches!(part, Part::Cases { .. }))
    {
        lines.extend(sections.answer());
    }
    let file = sections.get("file");
    let mut filled = blocks(file, &[("READ", &lines)]);
    filled = fill(&filled, values);
    filled + "\n"
}

/// A language's template cut into its sections, by name.
struct Sections<'a>(Vec<(&'a str, &'a str)>);

impl<'a> Sections<'a> {
    /// The sections of `template`, each from a line `@@ <name>` to the next.
    fn of(template: &'a str) -> Sections<'a> {
        let sections = template
            .strip_prefix("@@ ")
            .expect("a starting file's template starts with a section")
            .split("\n@@ ")
            .map(|section| {
                let (name, text) = section.split_once('\n').unwrap_or((section, ""));
                (name.trim(), text.trim_end_matches('\n'))
            })
            .collect();
        Sections(sections)
    }

    /// The section `name`.
    fn get(&self, name: &str) -> &'a str {
        self.0
            .iter()
            .find(|(section, _)| *section == name)
            .map(|(_, text)| *text)
            .unwrap_or_else(|| panic!("a starting file's template has no section `{name}`"))
    }

    /// The lines that read `parts`, a case's answer after each case.
    fn parts(&self, parts: &[Part]) -> Vec<String> {
        parts.iter().flat_map(|part| self.part(part)).collect()
    }

    fn part(&self, part: &Part) -> Vec<String> {
        match *part {
            Part::Value(value) => self.value(value),
            Part::Rows { count, values } => {
                let mut lines: Vec<String> = values
                    .iter()
                    .flat_map(|value| self.filled("list", *value, &[("LENGTH", count)]))
                    .collect();
                let body: Vec<String> = values
                    .iter()
                    .flat_map(|value| self.filled("set", *value, &[("INDEX", "i")]))
                    .collect();
                lines.extend(self.looped("i", count, &body));
                lines
            }
            Part::Table { size, value } => {
                let mut lines = self.filled("table", value, &[("SIZE", size)]);
                let set = self.filled("set in table", value, &[("ROW", "i"), ("INDEX", "j")]);
                let row = self.looped("j", size, &set);
                lines.extend(self.looped("i", size, &row));
                lines
            }
            Part::Cases { count, each } => {
                let mut body = self.parts(each);
                body.extend(self.answer());
                match count {
                    Count::Given(count) => self.looped("t", count, &body),
                    Count::UntilZero(first) => {
                        let until = self.get("until zero");
                        let read = self.value(first);
                        let text = blocks(until, &[("FIRST", &read), ("BODY", &body)]);
                        lines(&fill(&text, &[("NAME", first.name)]))
                    }
                }
            }
        }
    }

    /// The lines that declare and read `value`.
    fn value(&self, value: Value) -> Vec<String> {
        self.filled("value", value, &[])
    }

    /// The section `name` filled for `value` (its name, type and reading) and `more`.
    fn filled(&self, name: &str, value: Value, more: &[(&str, &str)]) -> Vec<String> {
        let kind = match value.kind {
            Kind::Int => "int",
            Kind::Long => "long",
            Kind::Word => "word",
        };
        let mut values = vec![
            ("NAME", value.name),
            ("TYPE", self.get(&format!("type {kind}"))),
            ("NEXT", self.get(&format!("next {kind}"))),
        ];
        values.extend_from_slice(more);
        lines(&fill(self.get(name), &values))
    }

    /// The loop over `index` from 0 below `count` around `body`.
    fn looped(&self, index: &str, count: &str, body: &[String]) -> Vec<String> {
        let text = blocks(self.get("loop"), &[("BODY", body)]);
        lines(&fill(&text, &[("INDEX", index), ("COUNT", count)]))
    }

    /// The lines that print a case's placeholder answer.
    fn answer(&self) -> Vec<String> {
        lines(self.get("answer"))
    }
}

/// `text`'s lines.
fn lines(text: &str) -> Vec<String> {
    text.lines().map(str::to_string).collect()
}

/// `template` with each placeholder of `blocks` replaced by its lines, indented alike.
///
/// A block placeholder stands alone on its line; the other placeholders are left.
fn blocks(template: &str, blocks: &[(&str, &[String])]) -> String {
    let mut text = template.to_string();
    for (name, lines) in blocks {
        let placeholder = format!("@{name}@");
        let Some(at) = text.find(&placeholder) else {
            panic!("a starting file's template has no {placeholder}");
        };
        let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
        let indent = text[line_start..at].to_string();
        let joined = lines.join(&format!("\n{indent}"));
        text.replace_range(at..at + placeholder.len(), &joined);
    }
    text
}
