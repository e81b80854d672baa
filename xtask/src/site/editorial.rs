//! A problem's editorial on its page: its hints, then its solution in four tabs.
//!
//! The editorial as [`gamebits_problems::editorial`] reads it: its graded hints, each
//! hidden until asked, then its solution as tabs, one a language (the WAI-ARIA tabs
//! pattern; `site/web/editorial.js` switches them): Rust, the judge's path `main.rs`,
//! then each of [`Language::EDITORIAL`], the memoised recursive form beside the
//! iterative one where there is one. A language without its solution says so.
//!
//! The lines that decide a step of the table (`--explain=steps`), the editorial's lit
//! lines, are marked `<span class="decides" data-values="L">` for the page to light up
//! at the step; `main.rs` stays as it is, byte for byte. That they are there exactly for
//! a binary that records steps, by the values its steps carry, the registry test checks
//! (`tests/repository/registry.rs`).

use super::html::{escaped, with_code};
use crate::base::file::read;
use gamebits_practice::template::fill;
use gamebits_problems::editorial::{self, Editorial, Form, Hint, Language, Lit, JUDGE_PATH};
use std::path::{Path, PathBuf};

/// The editorial of `binary`'s page: `site/web/editorial.html` filled with its hints
/// and a tab and a panel per language.
pub fn section(root: &Path, binary: &str) -> Result<String, String> {
    let folder = root.join("src/bin").join(binary);
    let editorial = editorial::read(&folder)?;
    let mut tabs = Vec::new();
    let mut panels = Vec::new();
    let tab = read(&root.join("site/web/editorial-tab.html"))?;
    let panel = read(&root.join("site/web/editorial-panel.html"))?;
    let languages = std::iter::once(Language::Rust).chain(Language::EDITORIAL);
    for (index, language) in languages.enumerate() {
        let first = index == 0;
        let keys = [
            ("BINARY", binary),
            ("LANGUAGE", language.id()),
            ("NAME", language.name()),
        ];
        let selected = [
            ("SELECTED", if first { "true" } else { "false" }),
            ("TABINDEX", if first { "0" } else { "-1" }),
        ];
        tabs.push(fill(&tab, &[&keys[..], &selected[..]].concat()));
        let content = panel_content(root, binary, &editorial, language)?;
        let hidden = [
            ("HIDDEN", if first { "" } else { " hidden" }),
            ("CONTENT", content.as_str()),
        ];
        panels.push(fill(&panel, &[&keys[..], &hidden[..]].concat()));
    }
    let hints = match editorial.hints.is_empty() {
        false => hints(root, &editorial.hints)?,
        // A problem just made (`cargo xtask new`) is on the site before its editorial.
        true => fill(
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
    binary: &str,
    editorial: &Editorial,
    language: Language,
) -> Result<String, String> {
    let files = files_shown(root, binary, editorial, language);
    if files.is_empty() {
        let missing = read(&root.join("site/web/editorial-missing.html"))?;
        return Ok(fill(
            &missing,
            &[("NAME", language.name()), ("BINARY", binary)],
        ));
    }
    let code = read(&root.join("site/web/editorial-code.html"))?;
    let mut blocks = Vec::new();
    for (file, form) in &files {
        let path = file.strip_prefix(root).unwrap_or(file).to_string_lossy();
        let shown = format!("<code>{}</code>", path.replace('\\', "/"));
        let caption = match (files.len(), form) {
            (1, _) => shown,
            (_, Form::Iterative) => format!("Iterative: {shown}"),
            (_, Form::Memoised) => format!("Memoised recursion: {shown}"),
        };
        let text = read(file)?;
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        let lit: Vec<&Lit> = editorial.lit.iter().filter(|l| l.file == name).collect();
        blocks.push(fill(
            &code,
            &[("CAPTION", &caption), ("CODE", &marked(&text, &lit))],
        ));
    }
    Ok(blocks.concat().trim_end().to_string())
}

/// The files a language's panel shows, each with its form: Rust's the judge's path, the
/// others' the editorial's solutions.
fn files_shown(
    root: &Path,
    binary: &str,
    editorial: &Editorial,
    language: Language,
) -> Vec<(PathBuf, Form)> {
    match language {
        Language::Rust => {
            let main = root.join("src/bin").join(binary).join(JUDGE_PATH);
            vec![(main, Form::Iterative)]
        }
        _ => editorial
            .solutions
            .iter()
            .filter(|s| s.language == language)
            .map(|s| (s.file.clone(), s.form))
            .collect(),
    }
}

/// `text` escaped for HTML, each run of lines that decides the same steps in one
/// `<span class="decides" data-values="…">` (the values of the blocks of `lit`
/// covering it).
fn marked(text: &str, lit: &[&Lit]) -> String {
    let values_at = |line: usize| -> Vec<&str> {
        let mut values: Vec<&str> = lit
            .iter()
            .filter(|lit| lit.lines.contains(&line))
            .map(|lit| lit.value.as_str())
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

/// The hints as `site/web/editorial-hint.html` blocks.
fn hints(root: &Path, hints: &[Hint]) -> Result<String, String> {
    let template = read(&root.join("site/web/editorial-hint.html"))?;
    let blocks: Vec<String> = hints
        .iter()
        .map(|hint| {
            let title = with_code(&escaped(&hint.summary));
            let text = with_code(&escaped(&hint.text));
            fill(&template, &[("TITLE", &title), ("TEXT", &text)])
        })
        .collect();
    Ok(blocks.concat().trim_end().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamebits_problems::PROBLEMS;
    use std::ops::RangeInclusive;

    fn root() -> PathBuf {
        crate::base::workspace::root().expect("the workspace")
    }

    /// Every problem's editorial is made: its hints, its files and the lines its steps
    /// name.
    #[test]
    fn every_problems_editorial_is_made_and_its_step_lines_are_found() {
        let root = root();
        for problem in PROBLEMS {
            let html = section(&root, problem.binary).unwrap_or_else(|e| panic!("{e}"));
            assert!(!html.contains("\n\n"), "{}: a blank line", problem.binary);
            for language in std::iter::once(Language::Rust).chain(Language::EDITORIAL) {
                assert!(html.contains(&format!(">{}</button>", language.name())));
            }
        }
    }

    /// A lit block of `value` over `lines`.
    fn lit(value: &str, lines: RangeInclusive<usize>) -> Lit {
        let file = "solution.cpp".to_string();
        Lit {
            value: value.to_string(),
            file,
            lines,
        }
    }

    #[test]
    fn the_lines_of_a_step_are_marked_with_its_values_and_escaped() {
        let text = "a\nif (x < y) {\nb\nc\n";
        let (w, l) = (lit("W", 1..=2), lit("L", 2..=3));
        assert_eq!(
            marked(text, &[&w, &l]),
            "a\n<span class=\"decides\" data-values=\"W\">if (x &lt; y) {\n</span>\
             <span class=\"decides\" data-values=\"W L\">b\n</span>\
             <span class=\"decides\" data-values=\"L\">c\n</span>"
        );
        assert_eq!(marked(text, &[]), "a\nif (x &lt; y) {\nb\nc\n");
    }

    #[test]
    fn a_missing_language_says_so_and_offers_the_rust() {
        let root = root();
        let none = Editorial::default();
        let panel = panel_content(&root, "dpk", &none, Language::Java).unwrap();
        assert!(panel.contains("No Java solution of <code>dpk</code> yet"));
        assert!(panel.contains("class=\"show-rust\""));
    }

    #[test]
    fn both_forms_are_shown_labelled_where_there_are_two() {
        let root = root();
        let dpk = editorial::read(&root.join("src/bin/dpk")).unwrap();
        let panel = panel_content(&root, "dpk", &dpk, Language::Python).unwrap();
        assert!(panel.contains("Iterative: <code>src/bin/dpk/editorial/solution.py</code>"));
        assert!(
            panel.contains("Memoised recursion: <code>src/bin/dpk/editorial/memoised.py</code>")
        );
        let rust = panel_content(&root, "dpk", &dpk, Language::Rust).unwrap();
        assert!(rust.contains("<figcaption><code>src/bin/dpk/main.rs</code></figcaption>"));
    }

    #[test]
    fn a_problem_without_its_editorial_yet_has_its_rust_and_says_so() {
        let root = root();
        let scratch = std::env::temp_dir().join(format!("tabs-editorial-{}", std::process::id()));
        let folder = scratch.join("src/bin/frog1");
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(folder.join("main.rs"), "fn main() {}\n").unwrap();
        let web = scratch.join("site/web");
        std::fs::create_dir_all(&web).unwrap();
        for template in std::fs::read_dir(root.join("site/web")).unwrap() {
            let template = template.unwrap().path();
            if template.is_file() {
                std::fs::copy(&template, web.join(template.file_name().unwrap())).unwrap();
            }
        }
        let made = section(&scratch, "frog1");
        std::fs::remove_dir_all(&scratch).unwrap();
        let html = made.unwrap();
        assert!(html.contains("No hints for <code>frog1</code> yet"));
        assert!(html.contains("fn main() {}"));
        for language in Language::EDITORIAL {
            let missing = format!("No {} solution of <code>frog1</code> yet", language.name());
            assert!(html.contains(&missing));
        }
    }

    #[test]
    fn hints_are_escaped_with_their_code_marked() {
        let root = root();
        let hint = Hint {
            summary: "Hint 1: the state".to_string(),
            text: "A set `s` < 2.".to_string(),
        };
        let html = hints(&root, &[hint]).unwrap();
        assert!(html.contains("<summary>Hint 1: the state</summary>"));
        assert!(html.contains("<p>A set <code>s</code> &lt; 2.</p>"));
    }
}
