//! Runs every sample in `samples/<binary>/` through the built binary, for every binary
//! in `src/bin`.
//!
//! `<case>.in` with `<case>.out` beside it must be answered as DMOJ's default checker
//! accepts; `<case>.in` with `<case>.err` beside it is bad input: the binary must exit
//! non-zero, print nothing on stdout, and print exactly the line in `.err` on stderr.
//! Every failing sample is named, `<binary>/<case>`, with what went wrong.

use gamebits_test_support::binary_path;
use gamebits_test_support::samples::{check_sample, sample_inputs};
use std::path::Path;

#[test]
fn every_sample_gets_its_verdict() {
    let mut failures = Vec::new();
    for binary in binaries() {
        let exe = binary_path(&binary);
        let inputs = sample_inputs(&binary);
        for input in &inputs {
            if let Err(why) = check_sample(&exe, input) {
                let case = input.file_stem().unwrap().to_string_lossy();
                failures.push(format!("{binary}/{case}: {why}"));
            }
        }
        eprintln!("{binary}: {} samples", inputs.len());
    }
    assert!(
        failures.is_empty(),
        "{} samples failed:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
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
