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
//! Every problem has its editorial beside it, `src/bin/<binary>/editorial/`, as
//! `gamebits_problems::editorial` reads it: the solution in each of its languages (and
//! the memoised recursive form too where the lecture works the problem through), two or
//! three graded hints, and, for a binary that records its steps, the lines that decide
//! them, by the values its steps carry.

use gamebits_problems::editorial::{self, Form, Language, EVERY_VALUE};
use gamebits_problems::readme::{binaries_table, block, BINARIES, COMMAND};
use gamebits_problems::samples::{self, Expected};
use gamebits_problems::{Checker, PROBLEMS};
use gamebits_test_support::samples::{sample_inputs, samples_dir};
use gamebits_test_support::steps::steps;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

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

/// Every input format reads each of its problem's samples to the last token (samples of
/// bytes that are not plain text, which test the reference's reader, aside). Here rather
/// than beside the formats: a unit test reaching every entry compiled the registry a
/// second time for the registry's unit-test binary.
#[test]
fn every_format_reads_its_samples_to_the_last_token() {
    for problem in PROBLEMS.iter().filter(|p| p.input.is_given()) {
        let cases = samples::samples(
            &samples_dir().join(problem.binary),
            interactive(problem.binary),
        )
        .expect("samples");
        let good: Vec<_> = cases
            .iter()
            .filter(|s| matches!(s.expected, Expected::Answer(_)))
            .collect();
        assert!(!good.is_empty(), "{}: no samples", problem.binary);
        for sample in good {
            let text = fs::read_to_string(&sample.input).unwrap_or_default();
            let plain = |c: char| c.is_ascii_graphic() || matches!(c, ' ' | '\n' | '\r' | '\t');
            if text.is_empty() || !text.chars().all(plain) {
                continue;
            }
            let read = problem.input.read(&text);
            assert!(read.is_ok(), "{} {}: {read:?}", problem.binary, sample.name);
        }
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
            // `tests/repository/frame.rs` holds its binary to that): it has no explain.rs.
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

/// Every problem of the registry has its editorial: the solution in each of its
/// languages (the memoised form too for the problems the lecture works through, and
/// only for them), and graded hints.
#[test]
fn every_problem_has_its_editorial_in_every_language_and_its_hints() {
    let mut missing = Vec::new();
    for problem in PROBLEMS {
        let binary = problem.binary;
        let editorial =
            editorial::read(&root().join("src/bin").join(binary)).unwrap_or_else(|e| panic!("{e}"));
        for language in Language::EDITORIAL {
            for form in Form::ALL {
                let wanted = form == Form::Iterative || WORKED_THROUGH.contains(&binary);
                let there = editorial.solution(language, form).is_some();
                if wanted != there {
                    let name = form.file_name(language);
                    let what = if there { "not wanted" } else { "missing" };
                    missing.push(format!("{binary}: {name} {what}"));
                }
            }
        }
        assert!(
            HINTS.contains(&editorial.hints.len()),
            "{}: {} hints, not {HINTS:?}",
            editorial::hints_file(binary),
            editorial.hints.len()
        );
    }
    assert!(missing.is_empty(), "{}", missing.join(", "));
}

/// The lines an editorial lights up at a step are named by the values the binary's
/// steps carry (`--explain=steps` on its samples): every value its steps carry, and no
/// other, or every value at once (`"*"`); none if the binary records no steps.
#[test]
fn every_lit_value_is_one_the_binarys_steps_carry() {
    for problem in PROBLEMS.iter().filter(|p| !interactive(p.binary)) {
        let binary = problem.binary;
        let editorial =
            editorial::read(&root().join("src/bin").join(binary)).unwrap_or_else(|e| panic!("{e}"));
        let carried = values_carried(binary);
        let lit = editorial.lit_values();
        match carried {
            None => assert!(
                lit.is_empty(),
                "{binary} records no steps, yet its editorial lights lines up for {lit:?}"
            ),
            Some(_) if lit == [EVERY_VALUE] => {}
            Some(carried) => assert_eq!(
                lit.into_iter().collect::<BTreeSet<_>>(),
                carried.iter().map(String::as_str).collect(),
                "{binary}: the values its editorial lights lines up for, and those its steps carry"
            ),
        }
    }
}

/// The values the steps of `binary` carry on its samples (those with an answer), or
/// `None` if it records no steps (it refuses `--explain=steps` on the first of them).
fn values_carried(binary: &str) -> Option<BTreeSet<String>> {
    let cases = samples::samples(&samples_dir().join(binary), false).expect("samples");
    let mut answered = cases
        .iter()
        .filter(|case| matches!(case.expected, Expected::Answer(_)))
        .map(|case| steps(binary, &fs::read(&case.input).expect("a sample")));
    let first = answered.next()?.ok()?;
    let mut values: BTreeSet<String> = first.into_iter().map(|step| step.value).collect();
    for run in answered {
        let steps = run.unwrap_or_else(|e| panic!("{binary} --explain=steps-all: {e}"));
        values.extend(steps.into_iter().map(|step| step.value));
    }
    Some(values)
}
