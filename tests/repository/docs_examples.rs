//! The guide's examples, run, and its links followed.
//!
//! Each `console` block of the README and of the guide's chapters (the files
//! `docs/SUMMARY.md` lists) that starts with `$ printf '…' | cargo run -q --release
//! --bin <binary> -- <arguments>` must be followed by exactly what that binary prints, so
//! the guide never shows a stale explanation or game. Every binary's `--explain` example
//! is in the chapter on `--explain`, every game's `--play` transcript in the chapter on
//! `--play`; every chapter is listed; the generated pictures block is the one `cargo
//! xtask readme` writes; and every link to a file of the tree, or to a heading, leads to
//! one.

use gamebits_problems::readme::{hints_block, pictures_block, HINTS_BLOCK, PICTURES_BLOCK};
use gamebits_problems::{Checker, PROBLEMS};
use gamebits_test_support::{binary_path, run_binary_with_args};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The chapter on `--explain`.
const EXPLAIN_CHAPTER: &str = "docs/explain.md";

/// The chapter on `--play`.
const PLAY_CHAPTER: &str = "docs/play.md";

/// One example: the binary, its arguments, its input and the output the guide shows.
struct Example {
    binary: String,
    args: Vec<String>,
    input: String,
    shown: String,
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(file: &Path) -> String {
    fs::read_to_string(root().join(file)).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// The chapters `docs/SUMMARY.md` links to, from the workspace's root, in its order.
fn chapters() -> Vec<PathBuf> {
    let summary = Path::new("docs/SUMMARY.md");
    links(&read(summary))
        .into_iter()
        .map(|link| Path::new("docs").join(link))
        .collect()
}

/// The README and the chapters: every file whose examples run.
fn documents() -> Vec<PathBuf> {
    let mut documents = vec![PathBuf::from("README.md")];
    documents.extend(chapters());
    documents
}

/// The lines of `text` outside fenced code blocks.
fn prose(text: &str) -> Vec<&str> {
    let mut in_code = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        } else if !in_code {
            lines.push(line);
        }
    }
    lines
}

/// The targets of the Markdown links and images of `text`, outside code.
fn links(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    for line in prose(text) {
        for piece in line.split("](").skip(1) {
            let target = piece.split(')').next().expect("split gives a piece");
            targets.push(target.to_string());
        }
    }
    targets
}

/// The anchor mdBook (and GitHub) gives a heading: lower case, a space a `-`, other
/// punctuation left out.
fn anchor(heading: &str) -> String {
    heading
        .chars()
        .filter_map(|c| match c {
            c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_ascii_lowercase()),
            c if c.is_whitespace() => Some('-'),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of `text`.
fn anchors(text: &str) -> BTreeSet<String> {
    prose(text)
        .into_iter()
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor(line.trim_start_matches('#').trim()))
        .collect()
}

/// The examples of the `console` blocks of `text`.
fn examples(text: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    for block in text.split("```console\n").skip(1) {
        let block = block.split("```").next().expect("a block ends");
        let (command, shown) = block.split_once('\n').expect("a command line");
        let command = command.strip_prefix("$ printf '").expect("`$ printf '…'`");
        let (format, rest) = command.split_once("' | ").expect("printf's format in '…'");
        let rest = rest
            .strip_prefix("cargo run -q --release --bin ")
            .expect("`cargo run -q --release --bin <binary>`");
        let (binary, args) = rest.split_once(" -- ").unwrap_or((rest, ""));
        assert!(
            !format.replace("\\n", "").contains(['\\', '%']),
            "only \\n is read in a printf format: {format}"
        );
        examples.push(Example {
            binary: binary.to_string(),
            args: args.split_whitespace().map(String::from).collect(),
            input: format.replace("\\n", "\n"),
            shown: shown.to_string(),
        });
    }
    examples
}

/// The binaries of the examples of `chapter` given `option`.
fn binaries_shown(chapter: &str, option: &str) -> BTreeSet<String> {
    examples(&read(Path::new(chapter)))
        .into_iter()
        .filter(|example| example.args.iter().any(|arg| arg == option))
        .map(|example| example.binary)
        .collect()
}

#[test]
fn every_example_prints_what_the_guide_shows() {
    let mut count = 0;
    for document in documents() {
        for example in examples(&read(&document)) {
            let args: Vec<&str> = example.args.iter().map(String::as_str).collect();
            let output = run_binary_with_args(
                &binary_path(&example.binary),
                &args,
                example.input.as_bytes(),
            );
            assert!(output.status.success(), "{}: {output:?}", example.binary);
            let printed = String::from_utf8(output.stdout).expect("UTF-8 on stdout");
            assert_eq!(
                printed,
                example.shown,
                "{}: the example of {} {:?} is not what it prints",
                document.display(),
                example.binary,
                example.args
            );
            count += 1;
        }
    }
    assert!(
        count >= 19,
        "an example per binary and per game at least, found {count}"
    );
}

#[test]
fn every_binary_explains_itself_in_the_explain_chapter() {
    let shown = binaries_shown(EXPLAIN_CHAPTER, "--explain");
    for problem in PROBLEMS {
        if matches!(problem.checker, Checker::Interactive(_)) {
            continue; // played, not explained
        }
        assert!(
            shown.contains(problem.binary),
            "{EXPLAIN_CHAPTER} has no `--explain` example of {}",
            problem.binary
        );
    }
}

#[test]
fn every_game_is_played_in_the_play_chapter() {
    let shown = binaries_shown(PLAY_CHAPTER, "--play");
    let mut games = 0;
    for problem in PROBLEMS {
        if root()
            .join("src/bin")
            .join(problem.binary)
            .join("play.rs")
            .exists()
        {
            games += 1;
            assert!(
                shown.contains(problem.binary),
                "{PLAY_CHAPTER} has no `--play` transcript of {}",
                problem.binary
            );
        }
    }
    assert!(games >= 7, "the seven games at least, found {games}");
}

#[test]
fn the_summary_lists_every_chapter() {
    let listed: BTreeSet<PathBuf> = chapters().into_iter().collect();
    for entry in fs::read_dir(root().join("docs")).expect("docs/") {
        let name = entry.expect("an entry of docs/").file_name();
        let name = name.to_str().expect("a UTF-8 name");
        if name.ends_with(".md") && name != "SUMMARY.md" {
            let chapter = Path::new("docs").join(name);
            assert!(
                listed.contains(&chapter),
                "docs/SUMMARY.md does not list {}",
                chapter.display()
            );
        }
    }
}

#[test]
fn the_pictures_block_is_what_cargo_xtask_readme_writes() {
    let chapter = read(Path::new(PICTURES_BLOCK.file));
    let block = gamebits_problems::readme::block(&chapter, PICTURES_BLOCK.name)
        .unwrap_or_else(|e| panic!("{}: {e}", PICTURES_BLOCK.file));
    assert_eq!(
        block,
        pictures_block(),
        "{}: the pictures are not those `cargo xtask readme` writes",
        PICTURES_BLOCK.file
    );
}

#[test]
fn the_hints_block_is_what_cargo_xtask_readme_writes() {
    let chapter = read(Path::new(HINTS_BLOCK.file));
    let block = gamebits_problems::readme::block(&chapter, HINTS_BLOCK.name)
        .unwrap_or_else(|e| panic!("{}: {e}", HINTS_BLOCK.file));
    assert_eq!(
        block,
        hints_block(),
        "{}: the problems are not those of the registry: run `cargo xtask readme`",
        HINTS_BLOCK.file
    );
}

#[test]
fn every_link_leads_somewhere() {
    let mut documents = documents();
    documents.push(PathBuf::from("CONTRIBUTING.md"));
    for document in documents {
        let text = read(&document);
        let folder = document.parent().expect("a file in a folder");
        for link in links(&text) {
            if link.contains("://") {
                continue;
            }
            let (file, heading) = link.split_once('#').unwrap_or((&link, ""));
            let target = if file.is_empty() {
                document.clone()
            } else {
                folder.join(file)
            };
            assert!(
                root().join(&target).exists(),
                "{}: the link {link} leads to no file",
                document.display()
            );
            if !heading.is_empty() {
                assert!(
                    anchors(&read(&target)).contains(heading),
                    "{}: the link {link} leads to no heading of {}",
                    document.display(),
                    target.display()
                );
            }
        }
    }
}

#[test]
fn anchors_are_made_as_mdbook_makes_them() {
    assert_eq!(
        anchor("Every binary's explanation"),
        "every-binarys-explanation"
    );
    assert_eq!(anchor("The input"), "the-input");
    assert_eq!(anchor("Working on `gamebits`"), "working-on-gamebits");
}
