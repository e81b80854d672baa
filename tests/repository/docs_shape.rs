//! Every module says in one line what it is.
//!
//! Each Rust file of the workspace (and each template of one, `xtask/templates/**/*.rs.txt`)
//! starts with a module doc whose first paragraph, rustdoc's summary, is one line of at most
//! [`SUMMARY_WIDTH`] characters; what more it says comes in later paragraphs. The folders are
//! walked, so a new file is covered as it lands.

use std::fs;
use std::path::{Path, PathBuf};

/// The most characters a summary line holds, `//! ` included.
const SUMMARY_WIDTH: usize = 100;

/// Judge's paths whose summary runs past one line: their headers stay byte for byte, as
/// the bundles hold them.
const JUDGE_PATHS_KEPT: [&str; 1] = ["src/bin/dmopc20c6p3/main.rs"];

/// Folders that hold no module of the workspace: build output, git's, and the practice
/// tests' solutions, written as a student writes them.
const SKIPPED: [&str; 3] = ["target", ".git", "xtask/tests/solutions"];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `path` from the workspace's root, with `/` between folders.
fn relative(path: &Path) -> String {
    let inside = path
        .strip_prefix(root())
        .expect("a path inside the workspace");
    inside.to_string_lossy().replace('\\', "/")
}

/// The Rust files and Rust templates under `dir`, outside the [`SKIPPED`] folders.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries =
        fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a readable directory entry").path();
        let file = relative(&path);
        let name = path.file_name().unwrap().to_string_lossy();
        if SKIPPED.iter().any(|s| file == *s || name == *s) {
            continue;
        }
        if path.is_dir() {
            rust_files(&path, found);
        } else if name.ends_with(".rs") || name.ends_with(".rs.txt") {
            found.push(path);
        }
    }
}

/// What is wrong with the module doc of `text`, if anything: missing, starting with an
/// empty line, or a first paragraph that is not one line of at most [`SUMMARY_WIDTH`].
fn summary_fault(text: &str) -> Option<String> {
    let mut lines = text
        .lines()
        .skip_while(|line| line.trim().is_empty() || line.starts_with("#!["));
    let first = match lines.next() {
        Some(line) if line.starts_with("//!") => line,
        _ => return Some("no module doc (`//!`) at the top".to_string()),
    };
    if first.trim_end() == "//!" {
        return Some("the module doc starts with an empty line".to_string());
    }
    if lines
        .next()
        .is_some_and(|next| next.starts_with("//!") && next.trim_end() != "//!")
    {
        return Some("the first paragraph runs past one line".to_string());
    }
    let width = first.chars().count();
    (width > SUMMARY_WIDTH).then(|| format!("the summary is {width} characters long"))
}

#[test]
fn every_module_summary_is_one_line() {
    let mut files = Vec::new();
    rust_files(root(), &mut files);
    files.sort();
    assert!(files.len() > 100, "only {} Rust files found", files.len());
    let faults: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let file = relative(path);
            if JUDGE_PATHS_KEPT.contains(&file.as_str()) {
                return None;
            }
            let text =
                fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {file}: {e}"));
            summary_fault(&text).map(|fault| format!("{file}: {fault}"))
        })
        .collect();
    assert!(
        faults.is_empty(),
        "module docs to fix (a one-line summary, then the rest as later paragraphs):\n{}",
        faults.join("\n")
    );
}

#[test]
fn a_judge_path_kept_still_runs_past_one_line() {
    for kept in JUDGE_PATHS_KEPT {
        let text = fs::read_to_string(root().join(kept))
            .unwrap_or_else(|e| panic!("cannot read {kept}: {e}"));
        assert!(
            summary_fault(&text).is_some(),
            "{kept} needs no exception any more"
        );
    }
}

#[test]
fn the_rule_refuses_what_it_names() {
    assert_eq!(
        summary_fault("//! One line.\n//!\n//! More.\nfn f() {}\n"),
        None
    );
    assert_eq!(summary_fault("#![no_main]\n\n//! One line.\n"), None);
    assert!(summary_fault("//! Two\n//! lines.\n")
        .unwrap()
        .contains("past one line"));
    assert!(summary_fault("use std::fs;\n")
        .unwrap()
        .contains("no module doc"));
    assert!(summary_fault("// A comment.\n//! Late.\n")
        .unwrap()
        .contains("no module doc"));
    assert!(summary_fault("//!\n//! Late.\n")
        .unwrap()
        .contains("empty line"));
    let long = format!("//! {}\n", "x".repeat(SUMMARY_WIDTH));
    assert!(summary_fault(&long).unwrap().contains("characters long"));
}
