//! What an editorial is.
//!
//! A problem's `src/bin/<binary>/editorial/` holds its solution in each of
//! [`Language::EDITORIAL`] (`solution.cpp`, `solution.py`, `Solution.java`), the
//! memoised recursive form beside it where the lecture works the problem through
//! (`memoised.cpp`, …), its graded hints (`hints.md`, read by [`hints`]) and, for a
//! binary that records its steps, the lines of each solution that decide them
//! (`steps.toml`, see [`Lit`]). Nothing else: a file of another name is refused.
//!
//! The site, `cargo xtask bench --editorials`, the editorials test and the registry
//! test all read an editorial here; `cargo xtask test` and `stress` run a solution in
//! any [`Language`] as its [`Toolchain`] says.

mod hints;
mod language;
mod lit;

pub use hints::{hints, Hint};
pub use language::{Language, Toolchain, Word};
pub use lit::{Lit, EVERY_VALUE};

use std::fs;
use std::path::{Path, PathBuf};

/// The judge's path, in the binary's folder: the Rust solution, which `steps.toml` may
/// name beside the editorial's.
pub const JUDGE_PATH: &str = "main.rs";

/// The folder of an editorial, in its binary's folder.
const FOLDER: &str = "editorial";

/// The file of an editorial's hints.
const HINTS: &str = "hints.md";

/// The file of an editorial's lines that decide each step.
const LIT: &str = "steps.toml";

/// A problem's editorial: its solutions, its hints and the lines that decide its steps.
///
/// ```
/// use gamebits_problems::editorial::{read, Form, Language};
/// let dpk = read("../src/bin/dpk".as_ref()).unwrap();
/// assert!(dpk.solution(Language::Java, Form::Memoised).is_some());
/// assert_eq!(dpk.hints.len(), 3);
/// assert!(dpk.lit.iter().any(|lit| lit.value == "W" && lit.file == "solution.py"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Editorial {
    /// Its solutions, by [`Language::EDITORIAL`]'s order, the iterative form first.
    pub solutions: Vec<Solution>,
    /// Its hints, in order; none for a problem without them yet.
    pub hints: Vec<Hint>,
    /// The blocks of lines that decide its steps, by value, then by file; none for a
    /// binary that records no steps.
    pub lit: Vec<Lit>,
}

/// One solution of an editorial: its file, its language and its form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Its language.
    pub language: Language,
    /// Its form.
    pub form: Form,
    /// Its file.
    pub file: PathBuf,
}

impl Solution {
    /// Its file's name, as `solution.cpp`.
    ///
    /// ```
    /// use gamebits_problems::editorial::{read, Form, Language};
    /// let dpk = read("../src/bin/dpk".as_ref()).unwrap();
    /// let java = dpk.solution(Language::Java, Form::Iterative).unwrap();
    /// assert_eq!(java.name(), "Solution.java");
    /// ```
    pub fn name(&self) -> String {
        let name = self.file.file_name().unwrap_or_default();
        name.to_string_lossy().into_owned()
    }
}

/// The form of a solution: the table filled in order, or the recursion memoised.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Form {
    /// The table filled in an order where each entry reads only those filled.
    Iterative,
    /// The same rule as a recursive function that remembers what it found.
    Memoised,
}

impl Form {
    /// Both forms, the iterative first.
    pub const ALL: [Form; 2] = [Form::Iterative, Form::Memoised];

    /// The name of the file that holds a solution of this form in `language`.
    ///
    /// ```
    /// use gamebits_problems::editorial::{Form, Language};
    /// assert_eq!(Form::Iterative.file_name(Language::Cpp), "solution.cpp");
    /// assert_eq!(Form::Memoised.file_name(Language::Java), "Memoised.java");
    /// ```
    pub fn file_name(self, language: Language) -> String {
        let stem = match (self, language.names_files_by_class()) {
            (Form::Iterative, false) => "solution",
            (Form::Iterative, true) => "Solution",
            (Form::Memoised, false) => "memoised",
            (Form::Memoised, true) => "Memoised",
        };
        format!("{stem}.{}", language.extensions()[0])
    }
}

impl Editorial {
    /// Its solution in `language` of `form`, if it has one.
    pub fn solution(&self, language: Language, form: Form) -> Option<&Solution> {
        self.solutions
            .iter()
            .find(|s| s.language == language && s.form == form)
    }

    /// The values whose steps its lit lines decide, each once, in order ([`EVERY_VALUE`]
    /// for all).
    ///
    /// ```
    /// let dmopc = gamebits_problems::editorial::read("../src/bin/dmopc20c6p3".as_ref()).unwrap();
    /// assert_eq!(dmopc.lit_values(), ["caught", "escapes"]);
    /// ```
    pub fn lit_values(&self) -> Vec<&str> {
        let mut values: Vec<&str> = self.lit.iter().map(|lit| lit.value.as_str()).collect();
        values.dedup();
        values
    }
}

/// The hints file of `binary`'s editorial, from the workspace's root.
///
/// ```
/// assert_eq!(gamebits_problems::editorial::hints_file("dpk"), "src/bin/dpk/editorial/hints.md");
/// ```
pub fn hints_file(binary: &str) -> String {
    format!("src/bin/{binary}/{FOLDER}/{HINTS}")
}

/// The editorial of the binary whose folder is `binary` (`src/bin/<binary>/`), read and
/// checked: every file of its `editorial/` is one it may hold, a memoised form stands
/// beside its iterative one, the hints have their shape, and `steps.toml` names files
/// that are there, for each value `main.rs` and every iterative solution, each block's
/// starts starting exactly one line. A binary without the folder yet has an empty one.
///
/// ```
/// let qccp1 = gamebits_problems::editorial::read("../src/bin/qccp1".as_ref()).unwrap();
/// assert_eq!(qccp1.solutions.len(), 6);
/// assert!(qccp1.lit.is_empty());
/// ```
pub fn read(binary: &Path) -> Result<Editorial, String> {
    let folder = binary.join(FOLDER);
    if !folder.is_dir() {
        return Ok(Editorial::default());
    }
    let mut editorial = Editorial::default();
    for file in files_in(&folder)? {
        let name = file.file_name().unwrap_or_default().to_string_lossy();
        match (name.as_ref(), solution_named(&name)) {
            (HINTS, _) => editorial.hints = hints(&text(&file)?).map_err(at(&file))?,
            (LIT, _) => {}
            (_, Some((language, form))) => editorial.solutions.push(Solution {
                language,
                form,
                file,
            }),
            (_, None) => return Err(at(&file)(not_editorial())),
        }
    }
    editorial
        .solutions
        .sort_by_key(|s| (order(s.language), s.form));
    for memoised in editorial
        .solutions
        .iter()
        .filter(|s| s.form == Form::Memoised)
    {
        if editorial
            .solution(memoised.language, Form::Iterative)
            .is_none()
        {
            return Err(at(&memoised.file)(format!(
                "a memoised form without its iterative one, {}",
                Form::Iterative.file_name(memoised.language)
            )));
        }
    }
    let lit = folder.join(LIT);
    if lit.is_file() {
        editorial.lit = lit_lines(binary, &editorial, &text(&lit)?).map_err(at(&lit))?;
    }
    Ok(editorial)
}

/// The files of `folder`, sorted.
fn files_in(folder: &Path) -> Result<Vec<PathBuf>, String> {
    let entries =
        fs::read_dir(folder).map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot list {}: {e}", folder.display()))?;
        files.push(entry.path());
    }
    files.sort();
    Ok(files)
}

/// The language and form of the solution named `name`, if it names one.
fn solution_named(name: &str) -> Option<(Language, Form)> {
    Language::EDITORIAL
        .into_iter()
        .flat_map(|language| Form::ALL.map(|form| (language, form)))
        .find(|(language, form)| form.file_name(*language) == name)
}

/// The place of `language` among the tabs.
fn order(language: Language) -> usize {
    let tabs = Language::EDITORIAL.iter();
    tabs.take_while(|l| **l != language).count()
}

/// Why a file has no place in an editorial: the names that do.
fn not_editorial() -> String {
    let solutions: Vec<String> = Language::EDITORIAL
        .into_iter()
        .flat_map(|language| Form::ALL.map(|form| form.file_name(language)))
        .collect();
    format!(
        "not a file an editorial holds: its solutions ({}), {HINTS} and {LIT}",
        solutions.join(", ")
    )
}

/// The lit lines of `editorial` (of the binary whose folder is `binary`) that the text
/// `text` of its `steps.toml` names, checked.
fn lit_lines(binary: &Path, editorial: &Editorial, text: &str) -> Result<Vec<Lit>, String> {
    let table = lit::table(text)?;
    let file_of = |name: &str| match name {
        JUDGE_PATH => Some(binary.join(JUDGE_PATH)),
        _ => editorial
            .solutions
            .iter()
            .find(|s| s.name() == name)
            .map(|s| s.file.clone()),
    };
    let iterative = editorial
        .solutions
        .iter()
        .filter(|s| s.form == Form::Iterative);
    let needed: Vec<String> = std::iter::once(JUDGE_PATH.to_string())
        .chain(iterative.map(Solution::name))
        .collect();
    let mut lit = Vec::new();
    for (value, files) in &table {
        if let Some(name) = needed.iter().find(|name| !files.contains_key(*name)) {
            return Err(format!("[{value}] names no lines of {name}"));
        }
        for (name, blocks) in files {
            let file = file_of(name).filter(|file| file.is_file()).ok_or_else(|| {
                format!("[{value}] names {name}, which is no solution's file here")
            })?;
            let text = self::text(&file)?;
            for [first, last] in blocks {
                let lines = lit::lines_between(&text, first, last)
                    .map_err(|e| format!("[{value}] {name}: {e}"))?;
                lit.push(Lit {
                    value: value.clone(),
                    file: name.clone(),
                    lines,
                });
            }
        }
    }
    Ok(lit)
}

/// The text of `file`.
fn text(file: &Path) -> Result<String, String> {
    fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
}

/// An error about `file`, said with its path.
fn at(file: &Path) -> impl Fn(String) -> String + '_ {
    move |e| format!("{}: {e}", file.display())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number no other run of the tests has used for its scratch folder: the clock's
    /// nanoseconds.
    fn unique() -> u128 {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        now.expect("the clock is past 1970").as_nanos()
    }

    /// A scratch binary folder holding `main.rs` and the editorial files `files`.
    fn scratch(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let binary = std::env::temp_dir().join(format!("gamebits-{name}-{}", unique()));
        let _ = fs::remove_dir_all(&binary);
        fs::create_dir_all(binary.join(FOLDER)).unwrap();
        fs::write(binary.join(JUDGE_PATH), "let win = tabulate(\n").unwrap();
        for (file, text) in files {
            fs::write(binary.join(FOLDER).join(file), text).unwrap();
        }
        binary
    }

    fn read_scratch(name: &str, files: &[(&str, &str)]) -> Result<Editorial, String> {
        let binary = scratch(name, files);
        let read = read(&binary);
        fs::remove_dir_all(&binary).unwrap();
        read
    }

    #[test]
    fn a_file_of_another_name_is_refused() {
        let wrong = read_scratch("misnamed", &[("solution.cpp", ""), ("Solution.py", "")]);
        let wrong = wrong.unwrap_err();
        assert!(
            wrong.ends_with(
                "Solution.py: not a file an editorial holds: its solutions \
             (solution.cpp, memoised.cpp, solution.py, memoised.py, Solution.java, Memoised.java), \
             hints.md and steps.toml"
            ),
            "{wrong}"
        );
        let alone = read_scratch("alone", &[("memoised.py", "")]).unwrap_err();
        assert!(
            alone.contains("without its iterative one, solution.py"),
            "{alone}"
        );
    }

    #[test]
    fn the_lit_lines_name_the_judges_path_and_every_iterative_solution() {
        let py = ("solution.py", "for a in moves:\n    win = True\n");
        let both = "[W]\n\"main.rs\" = [[\"let win\", \"let win\"]]\n\
                    \"solution.py\" = [[\"for a\", \"win =\"]]\n";
        let read = read_scratch("lit", &[py, ("steps.toml", both)]).unwrap();
        let lines: Vec<_> = read
            .lit
            .iter()
            .map(|l| (l.file.as_str(), l.lines.clone()))
            .collect();
        assert_eq!(lines, [("main.rs", 0..=0), ("solution.py", 0..=1)]);
        let no_py = "[W]\n\"main.rs\" = [[\"let win\", \"let win\"]]\n";
        let short = read_scratch("short", &[py, ("steps.toml", no_py)]).unwrap_err();
        assert!(
            short.ends_with("[W] names no lines of solution.py"),
            "{short}"
        );
        let cpp = format!("{both}\"solution.cpp\" = [[\"for\", \"for\"]]\n");
        let absent = read_scratch("absent", &[py, ("steps.toml", &cpp)]).unwrap_err();
        assert!(absent.ends_with("names solution.cpp, which is no solution's file here"));
    }
}
