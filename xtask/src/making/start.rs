//! `cargo xtask start <binary> --lang cpp|py|java`: a starting file in another language.
//!
//! A starting file in another language, made by `cargo xtask start <binary> --lang
//! cpp|py|java`: it reads the problem's input as the statement gives it (the registry's
//! [`Format`]) and prints a placeholder, a line a case, for the solution to replace.
//!
//! Each language is one template, `xtask/templates/start/<lang>.txt`, in sections: the
//! file (`@@ file`), and the lines that read a value, a list, a table, a loop and the
//! cases, which the format's parts are written with. A block placeholder (`@READ@`,
//! `@BODY@`, `@FIRST@`) stands alone on its line; the lines that fill it are indented as
//! it is.

use crate::base::starter::{self, starter};
use crate::making::templates::{self, fill};
use gamebits_problems::editorial::Language;
use std::path::Path;

/// The arguments of `cargo xtask start`.
#[derive(clap::Args)]
pub struct Args {
    /// The binary whose problem the file solves: its input read as the statement gives
    /// it, a placeholder printed
    binary: String,
    /// The file's language
    #[arg(long, value_parser = started, value_name = "LANG")]
    lang: Language,
    /// The file to write, in the current folder [default: after the problem's binary,
    /// such as dpk.py or Dpk.java]
    file: Option<String>,
}

/// The languages a starting file is made in, in the order `--lang` lists them.
const STARTED: [Language; 3] = Language::EDITORIAL;

/// The language `--lang` names by its files' extension (`cpp`, `py`, `java`), if a
/// starting file is made in it.
fn started(extension: &str) -> Result<Language, String> {
    Language::by_extension(extension)
        .filter(|lang| STARTED.contains(lang))
        .ok_or_else(|| {
            let known: Vec<&str> = STARTED.iter().map(|lang| lang.extensions()[0]).collect();
            format!("a starting file is made in {}", known.join(", "))
        })
}

/// The template of a starting file in `lang`, in sections (see [`starter`]).
fn template(lang: Language) -> &'static str {
    match lang {
        Language::Cpp => starter::START_CPP,
        Language::Python => starter::START_PY,
        Language::Java => starter::START_JAVA,
        Language::Rust | Language::C => unreachable!("`started` admits no {lang:?}"),
    }
}

/// The name of the file in `lang` for `binary`: the binary's (`dpk.py`), or where the
/// language names files by their class, the binary's words capitalised
/// (`Dpk.java`, `DpkInteractive.java`).
fn file_name(lang: Language, binary: &str) -> String {
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

/// Runs `cargo xtask start <binary> --lang <lang> [FILE]`.
///
/// Writes a starting file in `lang` for the problem of `binary` (at `file`, or named
/// after the binary, in the current folder) and prints the commands to run next.
/// Refuses, writing nothing, a problem without an input format, an interactive one,
/// and a file that exists.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { binary, lang, file } = args;
    let lang = *lang;
    let problem = gamebits_problems::problem(binary)
        .ok_or_else(|| format!("{binary}: not a problem of the registry"))?;
    if matches!(problem.checker, gamebits_problems::Checker::Interactive(_)) {
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
    let file = file.clone().unwrap_or_else(|| file_name(lang, binary));
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
    let test = format!("cargo xtask test {binary} --solution {file}");
    let stress = format!("cargo xtask stress {binary} --solution {file}");
    let limits = problem.limits.text();
    let values = [
        ("BINARY", binary.as_str()),
        ("JUDGE", problem.judge),
        ("URL", problem.url),
        ("LIMITS", &limits),
        ("CLASS", &class),
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
            std::io::ErrorKind::AlreadyExists => format!(
                "{file} exists already: name another file (cargo xtask start {binary} \
                 --lang {extension} FILE)"
            ),
            _ => format!("cannot write {file}: {e}"),
        })?;
    if let Err(e) = std::io::Write::write_all(&mut made, text.as_bytes()) {
        let _ = std::fs::remove_file(path);
        return Err(format!("cannot write {file}: {e} (nothing was written)"));
    }
    print!("{}", fill(templates::START_NEXT_STEPS, &values));
    Ok(())
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
