//! The files a new problem or practice solution writes, all or none.
//!
//! `new` and `practise` each plan their files as [`Change`]s, every one checked and its
//! new text made before the first is written ([`write_all`] undoes what it wrote if a
//! write fails), and share the edits that list a new binary: its registry module, its
//! stress test and its fuzz target.

use crate::making::templates;
use std::fs;
use std::path::{Path, PathBuf};

/// Names a problem's binary cannot have: Rust's keywords (it names modules), the
/// registry's own module, and the tools' executables that share the release folder.
const RESERVED: &[&str] = &[
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "union", "unsafe", "unsized", "use", "virtual", "where", "while", "yield", "rng", "lib",
    "main", "floor", "xtask",
];

/// Formats the new Rust files as `cargo fmt` would, so that they are in the project's
/// style whatever the binary's name; without rustfmt they stay as written (valid Rust).
/// The files edited are left alone: their new lines are formatted already, and rustfmt
/// would follow their `mod` lines into every other problem's files.
pub fn format(root: &Path, changes: &[Change]) {
    let files = changes
        .iter()
        .filter(|change| change.before.is_none())
        .filter(|change| change.path.extension().is_some_and(|e| e == "rs"))
        .map(|change| root.join(&change.path));
    let mut rustfmt = std::process::Command::new("rustfmt");
    rustfmt.args(["--edition", "2021"]).args(files);
    let _ = gamebits_runner::Run::new(&mut rustfmt).wait();
}

/// One file to write: its path in the workspace, its text before (`None`: new) and after.
pub struct Change {
    pub path: PathBuf,
    pub before: Option<String>,
    pub after: String,
}

/// `Ok` if `binary` can name a new problem: a lower-case letter, then lower-case
/// letters, digits and `_` (it names a binary and two modules), not reserved, not taken.
pub fn check_name(root: &Path, binary: &str) -> Result<(), String> {
    let mut chars = binary.chars();
    let valid = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(format!(
            "`{binary}` cannot name a binary: use a lower-case letter, then lower-case \
             letters, digits and `_` (the judge's code, such as `dpk` or `ccc08s5`)"
        ));
    }
    if RESERVED.contains(&binary) {
        return Err(format!(
            "`{binary}` is reserved (a Rust keyword or a name the tools use)"
        ));
    }
    if root.join(format!("src/bin/{binary}")).exists()
        || gamebits_problems::problem(binary).is_some()
    {
        return Err(format!("`{binary}` exists already (src/bin/{binary}/)"));
    }
    Ok(())
}

/// A file to create at `path`, which must not exist yet.
pub fn new_file(root: &Path, path: String, after: String) -> Result<Change, String> {
    let path = PathBuf::from(path);
    if root.join(&path).exists() {
        return Err(format!("{} exists already", path.display()));
    }
    Ok(Change {
        path,
        before: None,
        after,
    })
}

/// The file at `path` with `edit` applied to its text.
pub fn edited(
    root: &Path,
    path: &str,
    edit: impl FnOnce(&str) -> Result<String, String>,
) -> Result<Change, String> {
    let before =
        fs::read_to_string(root.join(path)).map_err(|e| format!("cannot read {path}: {e}"))?;
    Ok(Change {
        path: PathBuf::from(path),
        after: edit(&before).map_err(|e| format!("{path}: {e}"))?,
        before: Some(before),
    })
}

/// Writes every change, or none: after a failure, the files written are put back and
/// the folders made are removed.
pub fn write_all(root: &Path, changes: &[Change]) -> Result<(), String> {
    let mut made_dirs = Vec::new();
    for (done, change) in changes.iter().enumerate() {
        let path = root.join(&change.path);
        let dir = path.parent().expect("a file in a folder");
        if !dir.exists() {
            made_dirs.push(dir.to_path_buf());
        }
        if let Err(e) = fs::create_dir_all(dir).and_then(|()| fs::write(&path, &change.after)) {
            let mut not_undone = Vec::new();
            for undo in &changes[..done] {
                let path = root.join(&undo.path);
                let undone = match &undo.before {
                    Some(text) => fs::write(&path, text),
                    None => fs::remove_file(&path),
                };
                if undone.is_err() {
                    not_undone.push(undo.path.display().to_string());
                }
            }
            for dir in made_dirs.iter().rev() {
                let _ = fs::remove_dir(dir);
            }
            let path = change.path.display();
            return Err(match not_undone.is_empty() {
                true => format!("cannot write {path}: {e} (nothing was changed)"),
                false => format!(
                    "cannot write {path}: {e}, and could not undo {}",
                    not_undone.join(", ")
                ),
            });
        }
    }
    Ok(())
}

/// `text` (the registry's `lib.rs`) with `pub mod <binary>;` among its modules, in
/// order (its input's model is public, for the stress test), and `<binary>::PROBLEM`
/// last in `PROBLEMS`.
pub fn registered(text: &str, binary: &str) -> Result<String, String> {
    let text = declared_as(text, binary, "pub mod")?;
    let list = text
        .find("pub const PROBLEMS: &[Problem] = &[\n")
        .ok_or("no `pub const PROBLEMS: &[Problem] = &[` list")?;
    let end = list
        + text[list..]
            .find("\n];")
            .ok_or("the PROBLEMS list does not end")?;
    Ok(format!(
        "{}\n    {binary}::PROBLEM,{}",
        &text[..end],
        &text[end..]
    ))
}

/// `text` with the line `mod <binary>;` among its `mod` lines, in alphabetical order.
pub fn declared(text: &str, binary: &str) -> Result<String, String> {
    declared_as(text, binary, "mod")
}

/// `text` with the line `<declaration> <binary>;` (`mod` or `pub mod`) among its `mod`
/// and `pub mod` lines, in the alphabetical order of the modules' names.
fn declared_as(text: &str, binary: &str, declaration: &str) -> Result<String, String> {
    let line = format!("{declaration} {binary};\n");
    let mods: Vec<(usize, &str)> = text
        .match_indices('\n')
        .map(|(at, _)| at + 1)
        .filter_map(|at| {
            let rest = &text[at..];
            let name = rest
                .strip_prefix("mod ")
                .or(rest.strip_prefix("pub mod "))?;
            Some((at, name))
        })
        .collect();
    let &(last, _) = mods.last().ok_or("no `mod` line")?;
    let at = mods
        .iter()
        .find(|(_, name)| *name > format!("{binary};").as_str())
        .map(|&(at, _)| at)
        .unwrap_or_else(|| last + text[last..].find('\n').map_or(text.len() - last, |n| n + 1));
    Ok(format!("{}{line}{}", &text[..at], &text[at..]))
}

/// The fuzz target: the binary's judge's path on any input, no panic, one-line errors.
pub fn fuzz_target(binary: &str) -> String {
    templates::fill(templates::FUZZ, &[("BINARY", binary)])
}

/// `text` (the fuzz crate's manifest) with a `[[bin]]` for the fuzz target of `binary`.
pub fn fuzzed(text: &str, binary: &str) -> String {
    let bin = templates::fill(templates::FUZZ_BIN, &[("BINARY", binary)]);
    format!("{}\n\n{bin}", text.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_module_is_declared_in_order_and_listed_last() {
        let lib = "//! x\n\npub mod a;\nmod c;\nmod rng;\n\npub const PROBLEMS: &[Problem] = &[\n    a::PROBLEM,\n    c::PROBLEM,\n];\n";
        assert_eq!(
            registered(lib, "b").unwrap(),
            "//! x\n\npub mod a;\npub mod b;\nmod c;\nmod rng;\n\npub const PROBLEMS: &[Problem] = &[\n    a::PROBLEM,\n    c::PROBLEM,\n    b::PROBLEM,\n];\n"
        );
        assert_eq!(
            declared("mod a;\npub mod c;\n", "ab").unwrap(),
            "mod a;\nmod ab;\npub mod c;\n"
        );
        assert_eq!(
            declared("//! s\n\nmod a;\n", "z").unwrap(),
            "//! s\n\nmod a;\nmod z;\n"
        );
        assert!(registered("mod a;\n", "b").is_err());
    }
}
