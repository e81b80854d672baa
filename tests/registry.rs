//! Every problem is whole.
//!
//! Each binary, a folder `src/bin/<binary>/` with its judge's path `main.rs` and its
//! `explain.rs`, has its entry in the registry (`gamebits_problems::PROBLEMS`), its
//! samples, its stress test with the explanation's checks and its fuzz target, and the
//! README's binaries table is the one the registry gives (`cargo xtask readme` writes
//! it). A problem judged by a program has it: its `checker.rs` or `interactor.rs` beside
//! `main.rs`, a `[[bin]]` of `Cargo.toml`.
//!
//! An interactive problem is played, not run on one input: it has no `--explain` (the
//! frame that explains reads all of its input first), no fuzz target (the fuzz targets
//! run a binary's frame on one input in memory) and no worst cases or sweeps (the bench
//! times one process on one input); its stress test plays random games instead.
//!
//! Every problem has its editorial beside it, `src/bin/<binary>/editorial/`: the solution
//! in C++, Python and Java (and the memoised recursive form too where the lecture works
//! the problem through), and two or three graded hints, each a `<details>` block.

use gamebits_problems::readme::{binaries_table, block, BINARIES, COMMAND};
use gamebits_problems::{Checker, PROBLEMS};
use gamebits_test_support::samples::{sample_inputs, samples_dir};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

/// The files every problem's editorial holds: its solution in each language, and hints.
const EDITORIAL: [&str; 4] = ["solution.cpp", "solution.py", "Solution.java", "hints.md"];

/// The memoised recursive form of the solution, beside the iterative one, in each
/// language: for the problems of [`WORKED_THROUGH`].
const MEMOISED: [&str; 3] = ["memoised.cpp", "memoised.py", "Memoised.java"];

/// The problems the lecture works through, teaching each both iteratively and as
/// memoised recursion.
const WORKED_THROUGH: [&str; 3] = ["dpk", "qccp1", "cco15p2"];

/// How many hints an editorial gives: the state, the rule, and maybe the order or trick.
const HINTS: std::ops::RangeInclusive<usize> = 2..=3;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `binary`'s registry entry says it is interactive.
fn interactive(binary: &str) -> bool {
    gamebits_problems::problem(binary).is_some_and(|p| matches!(p.checker, Checker::Interactive(_)))
}

/// The file stems in `dir` with the extension `extension`, or the folder names if
/// `extension` is `None`.
fn names_in(dir: &Path, extension: Option<&str>) -> BTreeSet<String> {
    fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| match extension {
            Some(ext) => path.extension().is_some_and(|e| e == ext),
            None => path.is_dir(),
        })
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect()
}

#[test]
fn every_binary_has_one_registry_entry_samples_and_a_stress_test() {
    let binaries = names_in(&root().join("src/bin"), None);
    let registered: BTreeSet<String> = PROBLEMS.iter().map(|p| p.binary.to_string()).collect();
    assert_eq!(
        registered.len(),
        PROBLEMS.len(),
        "a binary is registered twice"
    );
    assert_eq!(
        binaries, registered,
        "src/bin and gamebits_problems::PROBLEMS differ"
    );
    let folders = names_in(&samples_dir(), None);
    let without: Vec<&String> = binaries.difference(&folders).collect();
    let extra: Vec<&String> = folders.difference(&binaries).collect();
    assert!(
        without.is_empty() && extra.is_empty(),
        "samples/ needs a folder for every binary and no other: none for {without:?}, \
         one for no binary: {extra:?}"
    );
    let stress = names_in(&root().join("tests/stress"), Some("rs"));
    let stress_main = fs::read_to_string(root().join("tests/stress/main.rs")).expect("main.rs");
    for binary in &binaries {
        assert!(
            !sample_inputs(binary).is_empty(),
            "samples/{binary} has no .in file"
        );
        assert!(
            stress.contains(binary),
            "tests/stress/{binary}.rs is missing"
        );
        assert!(
            stress_main.contains(&format!("\nmod {binary};")),
            "tests/stress/main.rs does not declare `mod {binary};`"
        );
    }
}

/// The shape `cargo xtask new` makes, which every problem keeps: the judge's path and
/// the explanation in two files, the explanation checked on the samples, on random
/// cases and against a tampered witness, and a fuzz target.
#[test]
fn every_binary_has_its_explanation_its_checks_and_a_fuzz_target() {
    for binary in names_in(&root().join("src/bin"), None) {
        let folder = root().join("src/bin").join(&binary);
        let files: &[&str] = match interactive(&binary) {
            true => &["main.rs"],
            false => &["main.rs", "explain.rs"],
        };
        for file in files {
            assert!(
                folder.join(file).is_file(),
                "src/bin/{binary}/{file} is missing"
            );
        }
        let main = fs::read_to_string(folder.join("main.rs")).expect("main.rs");
        assert!(
            !main.contains("Explanation"),
            "src/bin/{binary}/main.rs names `Explanation`: explaining belongs in explain.rs"
        );
        if interactive(&binary) {
            // An interactive problem explains nothing (its entry declares so, and
            // `tests/frame.rs` holds its binary to that): it has no explain.rs.
            assert!(
                !folder.join("explain.rs").exists(),
                "src/bin/{binary}/explain.rs: an interactive problem explains nothing"
            );
            continue;
        }
        let stress = fs::read_to_string(root().join(format!("tests/stress/{binary}.rs")))
            .unwrap_or_default();
        for test in [
            "samples_explain",
            "explanations_hold",
            "wrong_witness_is_caught",
        ] {
            assert!(
                stress.contains(&format!("fn {binary}_{test}()")),
                "tests/stress/{binary}.rs has no test `{binary}_{test}`"
            );
        }
        let fuzz = root().join(format!("fuzz/fuzz_targets/{binary}.rs"));
        assert!(fuzz.is_file(), "fuzz/fuzz_targets/{binary}.rs is missing");
        let fuzz_manifest = fs::read_to_string(root().join("fuzz/Cargo.toml")).expect("fuzz");
        assert!(
            fuzz_manifest.contains(&format!("name = \"{binary}\"")),
            "fuzz/Cargo.toml has no [[bin]] named {binary}"
        );
    }
}

/// A checker program or an interactor is where the convention says, and built as the
/// registry names it.
#[test]
fn every_judging_program_is_beside_its_problem_and_built() {
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("Cargo.toml");
    for problem in PROBLEMS {
        let binary = problem.binary;
        let (program, file) = match problem.checker {
            Checker::Custom(program) => (program, "checker.rs"),
            Checker::Interactive(program) => (program, "interactor.rs"),
            _ => continue,
        };
        let path = format!("src/bin/{binary}/{file}");
        assert!(root().join(&path).is_file(), "{path} is missing");
        let declared = format!("[[bin]]\nname = \"{program}\"\npath = \"{path}\"\n");
        assert!(
            manifest.contains(&declared),
            "Cargo.toml does not build {path} as {program}:\n{declared}"
        );
    }
}

#[test]
fn every_problem_has_worst_cases_and_a_sweep_to_its_bound() {
    for problem in PROBLEMS {
        let binary = problem.binary;
        if interactive(binary) {
            continue;
        }
        assert!(!problem.worst_cases.is_empty(), "{binary}: no worst case");
        let names: BTreeSet<&str> = problem.worst_cases.iter().map(|c| c.name).collect();
        assert_eq!(
            names.len(),
            problem.worst_cases.len(),
            "{binary}: a case name repeats"
        );
        assert!(!problem.sweeps.is_empty(), "{binary}: no sweep");
        for sweep in problem.sweeps {
            assert!(sweep.sizes.len() >= 6, "{binary}: fewer than 6 sizes");
            assert!(
                sweep.sizes.windows(2).all(|w| w[0] < w[1]),
                "{binary}: sizes not increasing"
            );
        }
    }
}

/// Each entry's page title and statement are what its binary's `main.rs` header says:
/// its first paragraph as one line without its links (`<https://…>`, which the page
/// gives as the judge's link), and its `**Problem.**` paragraph as one line.
#[test]
fn each_page_title_and_statement_is_the_binarys_header() {
    for problem in PROBLEMS {
        let path = format!("src/bin/{}/main.rs", problem.binary);
        let main = fs::read_to_string(root().join(&path)).expect("main.rs");
        let header: Vec<&str> = main
            .lines()
            .map_while(|line| line.strip_prefix("//!"))
            .map(str::trim)
            .collect();
        assert_eq!(
            (title_of(&header).as_str(), statement_of(&header).as_str()),
            (problem.page.title, problem.page.statement),
            "{path}'s header (left) and its registry entry's `page` differ"
        );
    }
}

/// The first paragraph of a header's `lines` as one line, its links left out (with the
/// comma before one, and the parentheses around one alone).
fn title_of(lines: &[&str]) -> String {
    let words: Vec<&str> = lines
        .iter()
        .copied()
        .take_while(|l| !l.is_empty())
        .collect();
    let mut title = words.join(" ");
    while let Some(start) = title.find("<http") {
        let end = title[start..]
            .find('>')
            .map_or(title.len(), |end| start + end + 1);
        let before = title[..start].trim_end().trim_end_matches(',');
        title = format!("{before}{}", &title[end..]);
    }
    title.replace(" ()", "")
}

/// The paragraph of a header's `lines` that starts `**Problem.**`, as one line without
/// its heading.
fn statement_of(lines: &[&str]) -> String {
    let mut paragraphs = lines.split(|line| line.is_empty());
    let problem = paragraphs.find(|p| p.first().is_some_and(|l| l.starts_with("**Problem.**")));
    let words = problem.unwrap_or_default().join(" ");
    words.trim_start_matches("**Problem.**").trim().to_string()
}

#[test]
fn a_headers_title_leaves_its_links_out() {
    let title = |header: &str| title_of(&header.lines().collect::<Vec<_>>());
    assert_eq!(
        title("DMOJ `a` (\"A\",\n<https://dmoj.ca/problem/a>).\n\nMore."),
        "DMOJ `a` (\"A\")."
    );
    assert_eq!(
        title("DMOJ `b` (<https://dmoj.ca/problem/b>)."),
        "DMOJ `b`."
    );
    let statement = statement_of(&["T.", "", "**Problem.** One", "two.", "", "**Idea.** x"]);
    assert_eq!(statement, "One two.");
}

#[test]
fn the_readme_gives_the_registrys_binaries_table() {
    let readme = fs::read_to_string(root().join(BINARIES.file)).expect(BINARIES.file);
    let listed = block(&readme, BINARIES.name).unwrap_or_else(|e| panic!("{}: {e}", BINARIES.file));
    let expected = binaries_table();
    let differ: Vec<&str> = expected
        .lines()
        .filter(|row| !listed.lines().any(|line| line == *row))
        .collect();
    assert!(
        listed == expected,
        "README.md's binaries table differs from the registry's (gamebits_problems::PROBLEMS); \
         `{COMMAND}` writes it. Rows it lacks or gives otherwise:\n{}",
        differ.join("\n")
    );
}

/// Every problem of the registry has its editorial: the solution in C++, Python and Java
/// (the memoised form too for the problems the lecture works through), and graded hints.
#[test]
fn every_problem_has_its_editorial_in_three_languages_and_its_hints() {
    let mut missing = Vec::new();
    for problem in PROBLEMS {
        let binary = problem.binary;
        let folder = root().join("src/bin").join(binary).join("editorial");
        let memoised = match WORKED_THROUGH.contains(&binary) {
            true => &MEMOISED[..],
            false => &[],
        };
        for file in EDITORIAL.iter().chain(memoised) {
            if !folder.join(file).is_file() {
                missing.push(format!("src/bin/{binary}/editorial/{file}"));
            }
        }
        if let Ok(hints) = fs::read_to_string(folder.join("hints.md")) {
            let titles = hint_titles(&hints)
                .unwrap_or_else(|e| panic!("src/bin/{binary}/editorial/hints.md: {e}"));
            assert!(
                HINTS.contains(&titles.len()),
                "src/bin/{binary}/editorial/hints.md: {} hints, not {HINTS:?}",
                titles.len()
            );
        }
    }
    assert!(missing.is_empty(), "missing: {}", missing.join(", "));
}

/// The titles of the hints in `hints`, which holds nothing but blocks of this shape
/// (mdBook renders the Markdown inside for the blank lines), numbered from 1:
///
/// ```text
/// <details>
/// <summary>Hint 1: the state</summary>
///
/// One short paragraph.
///
/// </details>
/// ```
fn hint_titles(hints: &str) -> Result<Vec<String>, String> {
    let mut titles = Vec::new();
    let mut lines = hints.lines().enumerate().map(|(i, line)| (i + 1, line));
    while let Some((number, line)) = lines.next() {
        match line {
            "" => continue,
            "<details>" => {}
            _ => return Err(format!("line {number}: `{line}` outside a <details> block")),
        }
        let hint = titles.len() + 1;
        let title = lines
            .next()
            .and_then(|(_, line)| line.strip_prefix(&format!("<summary>Hint {hint}: ")))
            .and_then(|rest| rest.strip_suffix("</summary>"))
            .filter(|title| !title.is_empty())
            .ok_or_else(|| {
                format!(
                    "line {}: not `<summary>Hint {hint}: …</summary>`",
                    number + 1
                )
            })?;
        let mut body = Vec::new();
        loop {
            match lines.next() {
                Some((_, "</details>")) => break,
                Some((_, line)) => body.push(line),
                None => return Err(format!("hint {hint}: no </details>")),
            }
        }
        let paragraph = body.len() >= 3 && body[0].is_empty() && body[body.len() - 1].is_empty();
        if !paragraph || body[1].is_empty() {
            return Err(format!(
                "hint {hint}: not a blank line, the hint, a blank line, then </details>"
            ));
        }
        titles.push(title.to_string());
    }
    Ok(titles)
}

#[test]
fn hints_of_another_shape_are_refused() {
    let hint = |n: usize, body: &str| {
        format!("<details>\n<summary>Hint {n}: the state</summary>\n{body}</details>\n")
    };
    let good = format!("{}\n{}", hint(1, "\nA set.\n\n"), hint(2, "\nA rule.\n\n"));
    assert_eq!(
        hint_titles(&good),
        Ok(vec!["the state".into(), "the state".into()])
    );
    for bad in [
        hint(2, "\nA set.\n\n"),
        hint(1, "A set.\n\n"),
        hint(1, "\nA set.\n"),
        hint(1, "\n\n\n"),
        format!("Some words.\n{}", hint(1, "\nA set.\n\n")),
        hint(1, "\nA set.\n\n").replace("</details>\n", ""),
    ] {
        assert!(hint_titles(&bad).is_err(), "{bad}");
    }
}
