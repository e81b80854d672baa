//! Every sample run through its built binary.
//!
//! Runs every sample in `samples/<binary>/` through the built binary, for every binary
//! in `src/bin`.
//!
//! `<case>.in` with `<case>.out` beside it must be answered as the problem's checker in
//! the registry accepts (DMOJ's default checker for most); `<case>.in` with `<case>.err`
//! beside it is bad input: the binary must exit non-zero, print nothing on stdout, and
//! print exactly the line in `.err` on stderr. An interactive problem's samples are
//! played against its interactor. Every failing sample is named, `<binary>/<case>`,
//! with what went wrong.

use gamebits_test_support::binary_path;
use gamebits_test_support::samples::{check_sample, sample_inputs};
use std::path::Path;

/// Each binary's samples in a thread of their own, all at once (a sample is mostly a
/// process started and waited on): on two cores, 0.5 s rather than 0.9 s one binary
/// after another.
#[test]
fn every_sample_gets_its_verdict() {
    let binaries = binaries();
    let checked: Vec<Vec<String>> = std::thread::scope(|scope| {
        let checks: Vec<_> = binaries
            .iter()
            .map(|binary| scope.spawn(move || failures_of(binary)))
            .collect();
        let joined = checks.into_iter().map(|check| check.join());
        let resumed = joined
            .map(|failures| failures.unwrap_or_else(|panic| std::panic::resume_unwind(panic)));
        resumed.collect()
    });
    let failures: Vec<String> = checked.into_iter().flatten().collect();
    assert!(
        failures.is_empty(),
        "{} samples failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// How `binary`'s samples fail, `<binary>/<case>: <why>` each; how many it has is
/// printed.
fn failures_of(binary: &str) -> Vec<String> {
    let exe = binary_path(binary);
    let inputs = sample_inputs(binary);
    let mut failures = Vec::new();
    for input in &inputs {
        if let Err(why) = check_sample(&exe, input) {
            let case = input.file_stem().unwrap().to_string_lossy();
            failures.push(format!("{binary}/{case}: {why}"));
        }
    }
    eprintln!("{binary}: {} samples", inputs.len());
    failures
}

/// `dmopc20c6p3` is judged by DMOJ's `identical` checker: its real answer passes, and
/// the same answer with one trailing space, which the standard checker takes, fails
/// here as it fails there.
#[cfg(unix)]
#[test]
fn a_trailing_space_fails_where_the_judge_compares_bytes() {
    use gamebits_problems::Checker;
    use gamebits_test_support::samples::samples_dir;
    use std::os::unix::fs::PermissionsExt;
    let real = binary_path("dmopc20c6p3");
    let input = samples_dir().join("dmopc20c6p3/1.in");
    assert_eq!(check_sample(&real, &input), Ok(()));
    // The real binary, its one line given a space before its newline.
    let spaced = real.with_file_name(format!("dmopc20c6p3-spaced-{}", std::process::id()));
    let script = format!("#!/bin/sh\nprintf '%s \\n' \"$({})\"\n", real.display());
    std::fs::write(&spaced, script).unwrap();
    std::fs::set_permissions(&spaced, std::fs::Permissions::from_mode(0o755)).unwrap();
    let output = gamebits_test_support::run_binary(&spaced, &std::fs::read(&input).unwrap());
    assert_eq!(output.stdout, b"1 0 0 1 0 \n");
    let judged = check_sample(&spaced, &input);
    std::fs::remove_file(&spaced).unwrap();
    let why = judged.unwrap_err();
    assert!(
        why.starts_with("wrong answer (identical): Presentation Error, check your whitespace"),
        "{why}"
    );
    let answer = std::fs::read_to_string(input.with_extension("out")).unwrap();
    assert_eq!(Checker::Standard.compare(&answer, "1 0 0 1 0 \n"), Ok(()));
}

/// The names of the folders in `src/bin`: the crate's binaries.
fn binaries() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.join("main.rs").is_file())
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}
