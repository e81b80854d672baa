//! The judge's path of a binary: its `main.rs` without what only people use.
//!
//! A binary's folder holds `main.rs`, the judge's path, and beside it the files of its
//! modules for people (`explain.rs`, its `--explain`; `tests.rs`, its unit tests), which
//! `main.rs` declares with `mod explain;` lines and reaches from one call in `fn main`:
//! `run_explained(solve, explain::explain)`. The judge needs none of them, so the bundle
//! holds `main.rs` as it is but for two things:
//!
//! - each `mod name;` line whose file `name.rs` lies beside `main.rs` is left out, with
//!   the attributes and comments directly above it;
//! - `run_explained(solve, explain::explain)` is written `run(solve)`, and
//!   `run_explained` in the `use` line `run`: with no argument, `run_explained` is
//!   exactly `run(solve)`, so the judge runs the same code as the local binary; so is
//!   `run_played(solve, explain::explain, play::setup)` of a binary that plays its game
//!   (`--play`, its `play.rs`), written `run(solve)` the same way.
//!
//! A file that names a module left out anywhere else cannot be bundled, and says so.

use std::path::Path;

/// The call in `fn main` of a binary that explains itself.
const LOCAL_CALL: &str = "run_explained(solve, explain::explain)";
/// The call in `fn main` of a binary that explains itself and plays its game
/// (`--play`, its `play.rs`): with no argument, exactly `run(solve)` too.
const PLAYED_CALL: &str = "run_played(solve, explain::explain, play::setup)";
/// What the judge's bundle calls instead.
const JUDGE_CALL: &str = "run(solve)";

/// `text`, the source of the file `source`, as the judge's bundle holds it.
pub fn judge_path(source: &Path, text: &str) -> Result<String, String> {
    let dir = source.parent().unwrap_or(Path::new("."));
    let local: Vec<String> = declared_modules(text)
        .into_iter()
        .filter(|name| dir.join(format!("{name}.rs")).is_file())
        .collect();
    if local.is_empty() {
        return Ok(text.to_string());
    }
    let mut kept = without_module_lines(text, &local);
    if local.iter().any(|name| name == "explain") {
        kept = judge_call(&kept)
            .ok_or_else(|| format!("{}: `fn main` must call `{LOCAL_CALL}`", source.display()))?;
    }
    for name in &local {
        if kept.contains(&format!("{name}::")) {
            return Err(format!(
                "{}: `{name}::` is named outside `fn main`'s call; the judge's bundle leaves \
                 {name}.rs out",
                source.display()
            ));
        }
    }
    Ok(kept)
}

/// The names of the modules `text` declares with a line `mod name;`.
fn declared_modules(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|line| line.strip_prefix("mod ")?.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

/// `text` without the lines `mod name;` of the `local` modules, nor the attribute and
/// comment lines directly above each, nor the blank line before those.
fn without_module_lines(text: &str, local: &[String]) -> String {
    let mut lines: Vec<&str> = Vec::new();
    for line in text.lines() {
        let is_local = line
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'))
            .is_some_and(|name| local.iter().any(|l| l == name));
        if !is_local {
            lines.push(line);
            continue;
        }
        while lines
            .last()
            .is_some_and(|above| above.starts_with("#[") || above.starts_with("//"))
        {
            lines.pop();
        }
        if lines.last().is_some_and(|above| above.is_empty()) {
            lines.pop();
        }
    }
    let mut kept = lines.join("\n");
    kept.push('\n');
    kept
}

/// `text` with its one call of [`LOCAL_CALL`] written as [`JUDGE_CALL`], and `run` in
/// place of `run_explained` where it is imported; `None` without exactly one such call.
fn judge_call(text: &str) -> Option<String> {
    let (call, function) = match text.matches(PLAYED_CALL).count() {
        0 => (LOCAL_CALL, "run_explained"),
        _ => (PLAYED_CALL, "run_played"),
    };
    if text.matches(call).count() != 1 {
        return None;
    }
    let text = text.replace(call, JUDGE_CALL);
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        if line.starts_with("use gamebits::judge::") {
            lines.push(replace_word(line, function, "run"));
        } else {
            lines.push(line.to_string());
        }
    }
    let mut joined = lines.join("\n");
    joined.push('\n');
    Some(joined)
}

/// `line` with the whole word `from` replaced by `to`.
fn replace_word(line: &str, from: &str, to: &str) -> String {
    let is_word = |c: char| c.is_alphanumeric() || c == '_';
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(from) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + from.len()..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(is_word) || after.is_some_and(is_word) {
            out.push_str(from);
        } else {
            out.push_str(to);
        }
        rest = &rest[at + from.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAIN: &str = "//! A problem.\n\
        \n\
        use gamebits::judge::{run_explained, InputError, Tokens};\n\
        \n\
        /// Its reason, for people.\n\
        mod explain;\n\
        \n\
        fn main() {\n    run_explained(solve, explain::explain)\n}\n\
        \n\
        #[cfg(test)]\n\
        mod tests;\n";

    fn folder_with(files: &[&str]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "gamebits-judge-path-{}-{}",
            std::process::id(),
            files.join("-")
        ));
        std::fs::create_dir_all(&dir).unwrap();
        for file in files {
            std::fs::write(dir.join(file), "").unwrap();
        }
        dir
    }

    #[test]
    fn the_local_modules_go_and_main_runs_the_judge_path() {
        let dir = folder_with(&["explain.rs", "tests.rs"]);
        let bundle = judge_path(&dir.join("main.rs"), MAIN).unwrap();
        assert_eq!(
            bundle,
            "//! A problem.\n\
             \n\
             use gamebits::judge::{run, InputError, Tokens};\n\
             \n\
             fn main() {\n    run(solve)\n}\n"
        );
    }

    #[test]
    fn a_binary_that_plays_runs_the_judge_path_too() {
        let dir = folder_with(&["explain.rs", "play.rs", "tests.rs"]);
        let main = MAIN
            .replace("run_explained", "run_played")
            .replace("explain::explain)", "explain::explain, play::setup)")
            .replace("mod explain;\n", "mod explain;\nmod play;\n");
        let bundle = judge_path(&dir.join("main.rs"), &main).unwrap();
        assert_eq!(
            bundle,
            "//! A problem.\n\
             \n\
             use gamebits::judge::{run, InputError, Tokens};\n\
             \n\
             fn main() {\n    run(solve)\n}\n"
        );
    }

    #[test]
    fn a_file_without_local_modules_is_kept_as_it_is() {
        let dir = folder_with(&[]);
        let text = "use gamebits::judge::run_explained;\nmod other;\n";
        assert_eq!(judge_path(&dir.join("main.rs"), text).unwrap(), text);
    }

    #[test]
    fn a_local_module_named_elsewhere_is_refused() {
        let dir = folder_with(&["explain.rs"]);
        let text = MAIN.replace("fn main() {", "const N: usize = explain::N;\nfn main() {");
        let error = judge_path(&dir.join("main.rs"), &text).unwrap_err();
        assert!(error.contains("`explain::` is named outside"), "{error}");
        let text = MAIN.replace(
            LOCAL_CALL,
            "run_explained(solve, |t, w| explain::explain(t, w))",
        );
        let error = judge_path(&dir.join("main.rs"), &text).unwrap_err();
        assert!(error.contains("must call"), "{error}");
    }

    #[test]
    fn only_the_whole_word_is_replaced() {
        assert_eq!(
            replace_word(
                "use a::{run_explained, run_explained_x};",
                "run_explained",
                "run"
            ),
            "use a::{run, run_explained_x};"
        );
    }
}
