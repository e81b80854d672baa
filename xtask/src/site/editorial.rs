//! A problem's editorial on its page: its hints, then its solution in four tabs.
//!
//! Its graded hints (`src/bin/<p>/editorial/hints.md`),
//! each hidden until asked, then its solution as tabs, one a language (the WAI-ARIA tabs
//! pattern; `site/web/editorial.js` switches them): Rust, the judge's path `main.rs`, and
//! the files of `src/bin/<p>/editorial/`, the memoised recursive form beside the
//! iterative one where there is one. A language without its file says so.
//!
//! The lines that decide a step of the table (`--explain=steps`) are named in
//! `src/bin/<p>/editorial/steps.toml`, by the step's value, for each file: a table per
//! value (`"*"`: every value) mapping a file name to its blocks, each the text its first
//! and last lines start with (indentation aside), which must start exactly one line:
//!
//! ```toml
//! [L]
//! "main.rs" = [["let win = tabulate(", ".any(|&a| !win[pile - a])"]]
//! ```
//!
//! Those lines are marked `<span class="decides" data-values="L">` for the page to light
//! up at the step; `main.rs` stays as it is, byte for byte.

use super::pages::{escaped, read, with_code};
use crate::base::template::fill;
use std::collections::BTreeMap;
use std::ops::RangeInclusive;
use std::path::Path;

/// A language a solution is shown in: its tab and its files, by name.
struct Language {
    /// The tab's name.
    name: &'static str,
    /// A word for the ids of its tab and panel.
    id: &'static str,
    /// The file of the solution (iterative where there are two forms).
    iterative: &'static str,
    /// The file of its memoised recursive form, if the language has one.
    memoised: Option<&'static str>,
}

/// The languages, in the order of their tabs; Rust first, the one every problem has.
const LANGUAGES: [Language; 4] = [
    Language {
        name: "Rust",
        id: "rust",
        iterative: "main.rs",
        memoised: None,
    },
    Language {
        name: "C++",
        id: "cpp",
        iterative: "solution.cpp",
        memoised: Some("memoised.cpp"),
    },
    Language {
        name: "Python",
        id: "python",
        iterative: "solution.py",
        memoised: Some("memoised.py"),
    },
    Language {
        name: "Java",
        id: "java",
        iterative: "Solution.java",
        memoised: Some("Memoised.java"),
    },
];

/// The file that names the lines deciding each step, in the editorial's folder.
const STEP_LINES: &str = "steps.toml";

/// The value of a step key that stands for every value.
const EVERY_VALUE: &str = "*";

/// The blocks of lines, by step value, then by file name: each block the starts of its
/// first and last lines.
type StepLines = BTreeMap<String, BTreeMap<String, Vec<[String; 2]>>>;

/// The editorial of `binary`'s page: `site/web/editorial.html` filled with its hints
/// and a tab and a panel per language.
pub fn section(root: &Path, binary: &str) -> Result<String, String> {
    let folder = root.join("src/bin").join(binary);
    let records_steps = gamebits_problems::problem(binary).is_some_and(|p| p.shows.steps);
    let steps = step_lines(&folder, records_steps)?;
    let mut tabs = Vec::new();
    let mut panels = Vec::new();
    let tab = read(&root.join("site/web/editorial-tab.html"))?;
    let panel = read(&root.join("site/web/editorial-panel.html"))?;
    for (index, language) in LANGUAGES.iter().enumerate() {
        let first = index == 0;
        let keys = [
            ("BINARY", binary),
            ("LANGUAGE", language.id),
            ("NAME", language.name),
        ];
        let selected = [
            ("SELECTED", if first { "true" } else { "false" }),
            ("TABINDEX", if first { "0" } else { "-1" }),
        ];
        tabs.push(fill(&tab, &[&keys[..], &selected[..]].concat()));
        let content = panel_content(root, &folder, binary, language, &steps)?;
        let hidden = [
            ("HIDDEN", if first { "" } else { " hidden" }),
            ("CONTENT", content.as_str()),
        ];
        panels.push(fill(&panel, &[&keys[..], &hidden[..]].concat()));
    }
    let hints_md = folder.join("editorial/hints.md");
    let hints = match hints_md.is_file() {
        true => hints(root, &read(&hints_md)?)
            .map_err(|e| format!("src/bin/{binary}/editorial/hints.md: {e}"))?,
        // A problem just made (`cargo xtask new`) is on the site before its editorial.
        false => fill(
            &read(&root.join("site/web/editorial-no-hints.html"))?,
            &[("BINARY", binary)],
        ),
    };
    let template = read(&root.join("site/web/editorial.html"))?;
    let section = fill(
        &template,
        &[
            ("BINARY", binary),
            ("HINTS", &hints),
            ("TABS", tabs.concat().trim_end()),
            ("PANELS", panels.concat().trim_end()),
        ],
    );
    // One HTML block in a Markdown page: a blank line, in code too, would end it.
    Ok(section.replace("\n\n", "\n&#10;"))
}

/// A language's panel: its solution's code (both forms, labelled, where there are two),
/// or a note that it has none yet.
fn panel_content(
    root: &Path,
    folder: &Path,
    binary: &str,
    language: &Language,
    steps: &StepLines,
) -> Result<String, String> {
    if !folder.join(in_folder(language.iterative)).is_file() {
        let missing = read(&root.join("site/web/editorial-missing.html"))?;
        return Ok(fill(
            &missing,
            &[("NAME", language.name), ("BINARY", binary)],
        ));
    }
    let memoised = language
        .memoised
        .filter(|file| folder.join(in_folder(file)).is_file());
    let forms = std::iter::once((language.iterative, "Iterative"))
        .chain(memoised.map(|file| (file, "Memoised recursion")));
    let code = read(&root.join("site/web/editorial-code.html"))?;
    let mut blocks = Vec::new();
    for (file, form) in forms {
        let shown = format!("<code>src/bin/{binary}/{}</code>", in_folder(file));
        let caption = match memoised {
            Some(_) => format!("{form}: {shown}"),
            None => shown,
        };
        let text = read(&folder.join(in_folder(file)))?;
        let marks = blocks_of(&text, file, steps)
            .map_err(|e| format!("src/bin/{binary}/editorial/{STEP_LINES}: {e}"))?;
        blocks.push(fill(
            &code,
            &[("CAPTION", &caption), ("CODE", &marked(&text, &marks))],
        ));
    }
    Ok(blocks.concat().trim_end().to_string())
}

/// Where a solution's file `name` is in its problem's folder: `main.rs` there, the
/// others in its `editorial/`.
fn in_folder(name: &str) -> String {
    match name {
        "main.rs" => name.to_string(),
        _ => format!("editorial/{name}"),
    }
}

/// The lines deciding each step, from the editorial's `steps.toml`, checked: it is
/// there exactly when the binary records steps (`records_steps`, as its registry entry
/// declares: `gamebits_problems::Shows`); each file it names is a solution's file that is there;
/// the values name `main.rs` and every language's solution that is there.
fn step_lines(folder: &Path, records_steps: bool) -> Result<StepLines, String> {
    let file = folder.join("editorial").join(STEP_LINES);
    match (file.is_file(), records_steps) {
        (false, false) => return Ok(StepLines::new()),
        (false, true) => {
            return Err(format!(
                "{}: missing: the binary records steps (--explain=steps), whose lines the page lights up",
                file.display()
            ))
        }
        (true, false) => {
            return Err(format!(
                "{}: the binary records no steps (--explain=steps) for these lines to decide",
                file.display()
            ))
        }
        (true, true) => {}
    }
    let steps: StepLines =
        toml::from_str(&read(&file)?).map_err(|e| format!("{}: {e}", file.display()))?;
    let known = |name: &str| {
        LANGUAGES
            .iter()
            .any(|l| l.iterative == name || l.memoised == Some(name))
    };
    for (value, files) in &steps {
        for name in files.keys() {
            if !known(name) || !folder.join(in_folder(name)).is_file() {
                return Err(format!(
                    "{}: [{value}] names {name}, which is no solution's file here",
                    file.display()
                ));
            }
        }
        for language in &LANGUAGES {
            let name = language.iterative;
            if folder.join(in_folder(name)).is_file() && !files.contains_key(name) {
                return Err(format!(
                    "{}: [{value}] names no lines of {name}",
                    file.display()
                ));
            }
        }
    }
    if steps.contains_key(EVERY_VALUE) && steps.len() > 1 {
        return Err(format!(
            "{}: [\"{EVERY_VALUE}\"] stands for every value: it is the only table or absent",
            file.display()
        ));
    }
    Ok(steps)
}

/// The blocks of `file` (the text `text`) that decide a step, each with the value of
/// the steps it decides.
fn blocks_of(
    text: &str,
    file: &str,
    steps: &StepLines,
) -> Result<Vec<(String, RangeInclusive<usize>)>, String> {
    let mut blocks = Vec::new();
    for (value, files) in steps {
        for [first, last] in files.get(file).into_iter().flatten() {
            let lines =
                lines_between(text, first, last).map_err(|e| format!("[{value}] {file}: {e}"))?;
            blocks.push((value.clone(), lines));
        }
    }
    Ok(blocks)
}

/// The lines (from 0) from the one that starts with `first` to the one that starts
/// with `last`, indentation aside; each must start exactly one line of `text`.
fn lines_between(text: &str, first: &str, last: &str) -> Result<RangeInclusive<usize>, String> {
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

/// `text` escaped for HTML, each run of lines that decides the same steps in one
/// `<span class="decides" data-values="…">` (the values of `blocks` covering it).
fn marked(text: &str, blocks: &[(String, RangeInclusive<usize>)]) -> String {
    let values_at = |line: usize| -> Vec<&str> {
        let mut values: Vec<&str> = blocks
            .iter()
            .filter(|(_, lines)| lines.contains(&line))
            .map(|(value, _)| value.as_str())
            .collect();
        values.dedup();
        values
    };
    let mut html = String::new();
    let mut open: Vec<&str> = Vec::new();
    for (number, line) in text.split_inclusive('\n').enumerate() {
        let values = values_at(number);
        if values != open {
            if !open.is_empty() {
                html.push_str("</span>");
            }
            if !values.is_empty() {
                let values = escaped(&values.join(" "));
                html.push_str(&format!(
                    "<span class=\"decides\" data-values=\"{values}\">"
                ));
            }
            open = values;
        }
        html.push_str(&escaped(line));
    }
    if !open.is_empty() {
        html.push_str("</span>");
    }
    html
}

/// The hints of `hints.md` (nothing but `<details>` blocks, each a `<summary>` and one
/// paragraph, as the guide renders them too) as `site/web/editorial-hint.html` blocks.
fn hints(root: &Path, hints_md: &str) -> Result<String, String> {
    let template = read(&root.join("site/web/editorial-hint.html"))?;
    let mut html = String::new();
    let mut lines = hints_md
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty());
    while let Some(line) = lines.next() {
        if line != "<details>" {
            return Err(format!("`{line}` outside a <details> block"));
        }
        let title = lines
            .next()
            .and_then(|line| line.strip_prefix("<summary>"))
            .and_then(|line| line.strip_suffix("</summary>"))
            .ok_or("a <details> block without its <summary> line")?;
        let mut words = Vec::new();
        loop {
            match lines.next() {
                Some("</details>") => break,
                Some(line) => words.push(line),
                None => return Err(format!("the hint `{title}` has no </details>")),
            }
        }
        if words.is_empty() {
            return Err(format!("the hint `{title}` says nothing"));
        }
        let text = with_code(&escaped(&words.join(" ")));
        html.push_str(&fill(
            &template,
            &[("TITLE", &with_code(&escaped(title))), ("TEXT", &text)],
        ));
    }
    match html.is_empty() {
        true => Err("no hint".to_string()),
        false => Ok(html.trim_end().to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::book::copy_folder;
    use super::*;
    use gamebits_problems::PROBLEMS;

    fn root() -> std::path::PathBuf {
        crate::base::workspace::root().expect("the workspace")
    }

    /// Every problem's editorial is made: its hints, its files and the lines its steps
    /// name (exactly for the binaries that record steps), each start starting exactly
    /// one line.
    #[test]
    fn every_problems_editorial_is_made_and_its_step_lines_are_found() {
        let root = root();
        for problem in PROBLEMS {
            let html = section(&root, problem.binary).unwrap_or_else(|e| panic!("{e}"));
            assert!(!html.contains("\n\n"), "{}: a blank line", problem.binary);
            for language in &LANGUAGES {
                assert!(html.contains(&format!(">{}</button>", language.name)));
            }
        }
    }

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
    fn the_lines_of_a_step_are_marked_with_its_values_and_escaped() {
        let text = "a\nif (x < y) {\nb\nc\n";
        let blocks = [("W".to_string(), 1..=2), ("L".to_string(), 2..=3)];
        assert_eq!(
            marked(text, &blocks),
            "a\n<span class=\"decides\" data-values=\"W\">if (x &lt; y) {\n</span>\
             <span class=\"decides\" data-values=\"W L\">b\n</span>\
             <span class=\"decides\" data-values=\"L\">c\n</span>"
        );
        assert_eq!(marked(text, &[]), "a\nif (x &lt; y) {\nb\nc\n");
    }

    #[test]
    fn a_missing_language_says_so_and_offers_the_rust() {
        let root = root();
        let folder = root.join("src/bin/dpk");
        let nowhere = Language {
            name: "Fortran",
            id: "fortran",
            iterative: "solution.f90",
            memoised: None,
        };
        let panel = panel_content(&root, &folder, "dpk", &nowhere, &StepLines::new()).unwrap();
        assert!(panel.contains("No Fortran solution of <code>dpk</code> yet"));
        assert!(panel.contains("class=\"show-rust\""));
    }

    #[test]
    fn both_forms_are_shown_labelled_where_there_are_two() {
        let root = root();
        let folder = root.join("src/bin/dpk");
        let panel = panel_content(&root, &folder, "dpk", &LANGUAGES[2], &StepLines::new());
        let panel = panel.unwrap();
        assert!(panel.contains("Iterative: <code>src/bin/dpk/editorial/solution.py</code>"));
        assert!(
            panel.contains("Memoised recursion: <code>src/bin/dpk/editorial/memoised.py</code>")
        );
    }

    #[test]
    fn a_problem_without_its_editorial_yet_has_its_rust_and_says_so() {
        let root = root();
        let scratch = std::env::temp_dir().join(format!("tabs-editorial-{}", std::process::id()));
        let folder = scratch.join("src/bin/frog1");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("main.rs"), "fn main() {}\n").unwrap();
        copy_folder(&root.join("site/web"), &scratch.join("site/web")).unwrap();
        let made = section(&scratch, "frog1");
        std::fs::remove_dir_all(&scratch).unwrap();
        let html = made.unwrap();
        assert!(html.contains("No hints for <code>frog1</code> yet"));
        assert!(html.contains("fn main() {}"));
        for language in ["C++", "Python", "Java"] {
            assert!(html.contains(&format!("No {language} solution of <code>frog1</code> yet")));
        }
    }

    #[test]
    fn hints_of_another_shape_are_refused() {
        let root = root();
        let hint = "<details>\n<summary>Hint 1: the state</summary>\n\nA set `s`.\n\n</details>\n";
        let html = hints(&root, hint).unwrap();
        assert!(html.contains("<summary>Hint 1: the state</summary>"));
        assert!(html.contains("<p>A set <code>s</code>.</p>"));
        assert!(hints(&root, "Some words.\n").is_err());
        assert!(hints(&root, "").is_err());
        assert!(hints(&root, "<details>\n<summary>Hint 1</summary>\n</details>\n").is_err());
        assert!(hints(&root, "<details>\n<summary>Hint 1</summary>\n\nA set.\n").is_err());
    }
}
