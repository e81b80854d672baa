//! A starting file in C++, Python, Java or Rust that reads a problem's input.
//!
//! A starting file reads the problem's input as the statement gives it (the registry's
//! [`Format`]) and prints a placeholder, a line a case, for the solution to replace;
//! `cargo xtask start` and `gamebits start` make it here.
//!
//! Each language is one template, `practice/templates/start/<lang>.txt`, in sections:
//! the file (`@@ file`), and the lines that read a value, a list, a table, a loop and
//! the cases, which the format's parts are written with. A block placeholder (`@READ@`,
//! `@BODY@`, `@FIRST@`) stands alone on its line; the lines that fill it are indented as
//! it is.

use crate::template::fill;
use gamebits_problems::editorial::Language;
use gamebits_problems::format::{Count, Format, Kind, Part, Value};
use gamebits_problems::{Checker, Problem};
use std::path::Path;

/// The languages a starting file is made in, in the order `--lang` lists them.
pub const STARTED: [Language; 4] = [
    Language::Cpp,
    Language::Python,
    Language::Java,
    Language::Rust,
];

/// What `start` made and the commands to run next: `@FILE@`, `@BINARY@`, `@TEST@`,
/// `@STRESS@`.
const NEXT_STEPS: &str = include_str!("../templates/start/next-steps.txt");

/// The language `--lang` names by its files' extension (`cpp`, `py`, `java`, `rs`), if
/// a starting file is made in it.
///
/// ```
/// use gamebits_problems::editorial::Language;
/// assert_eq!(gamebits_practice::start::started("rs"), Ok(Language::Rust));
/// assert!(gamebits_practice::start::started("c").is_err());
/// ```
///
/// # Errors
///
/// Any other extension: the line that names those there are.
pub fn started(extension: &str) -> Result<Language, String> {
    Language::by_extension(extension)
        .filter(|lang| STARTED.contains(lang))
        .ok_or_else(|| {
            let known: Vec<&str> = STARTED.iter().map(|lang| lang.extensions()[0]).collect();
            format!("a starting file is made in {}", known.join(", "))
        })
}

/// The starting file in JavaScript (Node), in sections as [`template`]'s: a problem
/// page's practice only, which runs it with a stdin of its own.
///
/// ```
/// assert!(gamebits_practice::start::JAVASCRIPT.starts_with("@@ file\n"));
/// ```
pub const JAVASCRIPT: &str = include_str!("../templates/start/js.txt");

/// The template of a starting file in `lang`, in sections (see [`starter`]).
///
/// # Panics
///
/// For a language not [`STARTED`].
///
/// ```
/// use gamebits_problems::editorial::Language;
/// assert!(gamebits_practice::start::template(Language::Python).starts_with("@@ file\n"));
/// ```
pub fn template(lang: Language) -> &'static str {
    match lang {
        Language::Cpp => include_str!("../templates/start/cpp.txt"),
        Language::Python => include_str!("../templates/start/py.txt"),
        Language::Java => include_str!("../templates/start/java.txt"),
        Language::Rust => include_str!("../templates/start/rs.txt"),
        Language::C => unreachable!("`started` admits no {lang:?}"),
    }
}

/// The name of the file in `lang` for `binary`: the binary's (`dpk.py`), or where the
/// language names files by their class, the binary's words capitalised
/// (`Dpk.java`, `DpkInteractive.java`).
///
/// ```
/// use gamebits_problems::editorial::Language;
/// assert_eq!(gamebits_practice::start::file_name(Language::Java, "dpk"), "Dpk.java");
/// ```
pub fn file_name(lang: Language, binary: &str) -> String {
    let stem = match lang.names_files_by_class() {
        true => binary
            .split('_')
            .map(|word| {
                let mut chars = word.chars();
                chars.next().map_or(String::new(), |first| {
                    first.to_ascii_uppercase().to_string() + chars.as_str()
                })
            })
            .collect(),
        false => binary.to_string(),
    };
    format!("{stem}.{}", lang.extensions()[0])
}

/// The commands a starting file names: the one that made it, and those that judge it.
pub struct Commands {
    /// The command that made it (`cargo xtask start dpk --lang cpp`).
    pub start: String,
    /// The command that judges it on the samples.
    pub test: String,
    /// The command that stresses it against the reference.
    pub stress: String,
}

/// Writes a starting file in `lang` for `problem` at `file` (or named after the binary
/// by [`file_name`], in the current folder), its commands those `commands` gives for
/// the file's name; returns what to print: the file made and the commands to run next.
///
/// # Errors
///
/// A problem without an input format, an interactive one, a file of another extension
/// or (in Java) not named as a class, a file that exists (nothing is written then), or
/// one that cannot be written (what was written is removed).
///
/// ```no_run
/// use gamebits_practice::start::{self, Commands};
/// use gamebits_problems::editorial::Language;
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// let said = start::write(dpk, Language::Cpp, None, &|file| Commands {
///     start: "gamebits start dpk --lang cpp".into(),
///     test: format!("gamebits test dpk {file}"),
///     stress: format!("gamebits stress dpk {file}"),
/// })
/// .unwrap();
/// ```
pub fn write(
    problem: &Problem,
    lang: Language,
    file: Option<&str>,
    commands: &dyn Fn(&str) -> Commands,
) -> Result<String, String> {
    let binary = problem.binary;
    if matches!(problem.checker, Checker::Interactive(_)) {
        return Err(format!(
            "{binary}: an interactive problem has no starting file (its solution talks to \
             the interactor, not reads an input)"
        ));
    }
    if !problem.input.is_given() {
        return Err(format!(
            "{binary}: its registry entry gives no input format (`input` in \
             problems/src/{binary}.rs)"
        ));
    }
    let file = file.map_or_else(|| file_name(lang, binary), str::to_string);
    let path = Path::new(&file);
    let stem = path
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned());
    let class = stem.unwrap_or_default();
    let extension = lang.extensions()[0];
    if path.extension().is_none_or(|e| e != extension) {
        return Err(format!(
            "{file}: a file in {extension} ends in .{extension}"
        ));
    }
    let mut chars = class.chars();
    let identifier = chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    if lang.names_files_by_class() && !identifier {
        return Err(format!(
            "{file}: a Java file is named after its public class: a letter, then letters, \
             digits and _"
        ));
    }
    let Commands {
        start,
        test,
        stress,
    } = commands(&file);
    let limits = problem.limits.text();
    let values = [
        ("BINARY", binary),
        ("JUDGE", problem.judge),
        ("URL", problem.url),
        ("LIMITS", &limits),
        ("CLASS", &class),
        ("START", &start),
        ("TEST", &test),
        ("STRESS", &stress),
        ("FILE", &file),
    ];
    let text = starter(template(lang), &problem.input, &values);
    let mut made = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::AlreadyExists => {
                format!("{file} exists already: name another file ({start} FILE)")
            }
            _ => format!("cannot write {file}: {e}"),
        })?;
    if let Err(e) = std::io::Write::write_all(&mut made, text.as_bytes()) {
        let _ = std::fs::remove_file(path);
        return Err(format!("cannot write {file}: {e} (nothing was written)"));
    }
    Ok(fill(NEXT_STEPS, &values))
}

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_language_reads_dpk_and_the_cases_of_ccc12s4() {
        let dpk = gamebits_problems::problem("dpk").unwrap();
        let ccc12s4 = gamebits_problems::problem("ccc12s4").unwrap();
        let values = [
            ("BINARY", "x"),
            ("JUDGE", "DMOJ"),
            ("URL", "u"),
            ("LIMITS", "1 s"),
            ("TEST", "t"),
            ("STRESS", "s"),
            ("START", "m"),
            ("CLASS", "X"),
        ];
        for lang in STARTED {
            let made = starter(template(lang), &dpk.input, &values);
            assert!(!made.contains('@'), "{lang:?}:\n{made}");
            let read_n = made
                .find("N = ")
                .unwrap_or_else(|| panic!("{lang:?}:\n{made}"));
            let read_a = made
                .find("a[i] = ")
                .unwrap_or_else(|| panic!("{lang:?}:\n{made}"));
            assert!(read_n < read_a, "{lang:?}:\n{made}");
            let made = starter(template(lang), &ccc12s4.input, &values);
            assert!(made.contains("== 0"), "{lang:?}:\n{made}");
            // The placeholder is printed inside the loop over the cases, once.
            assert_eq!(made.matches("\"?\"").count(), 1, "{lang:?}:\n{made}");
        }
    }

    #[test]
    fn files_are_named_after_the_binary_and_java_after_its_class() {
        assert_eq!(file_name(Language::Cpp, "dpk"), "dpk.cpp");
        assert_eq!(
            file_name(Language::Python, "dpk_interactive"),
            "dpk_interactive.py"
        );
        assert_eq!(
            file_name(Language::Java, "dpk_interactive"),
            "DpkInteractive.java"
        );
    }
}
