//! Runs every sample in `samples/<binary>/` through the built binary.
//!
//! `<case>.in` with `<case>.out` beside it must be answered as DMOJ's default checker
//! accepts; `<case>.in` with `<case>.err` beside it is bad input: the binary must exit
//! non-zero, print nothing on stdout, and print exactly the line in `.err` on stderr.
//! Each case is one test, named `<binary>/<case>`.

mod common;

use common::samples::{check_sample, sample_inputs, samples_dir};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::Path;

/// Every binary with its samples: adding a binary is adding its line here.
const BINARIES: &[(&str, &str)] = &[
    ("dpk", env!("CARGO_BIN_EXE_dpk")),
    ("qccp1", env!("CARGO_BIN_EXE_qccp1")),
    ("cco15p2", env!("CARGO_BIN_EXE_cco15p2")),
    ("poi16nim", env!("CARGO_BIN_EXE_poi16nim")),
    ("agc016f", env!("CARGO_BIN_EXE_agc016f")),
    ("dispdom", env!("CARGO_BIN_EXE_dispdom")),
];

fn main() {
    let args = Arguments::from_args();
    let mut trials = vec![Trial::test(
        "every binary has samples",
        every_binary_has_samples,
    )];
    for &(binary, exe) in BINARIES {
        for input in sample_inputs(binary) {
            let case = input.file_stem().unwrap().to_string_lossy().into_owned();
            trials.push(Trial::test(format!("{binary}/{case}"), move || {
                check_sample(exe, &input).map_err(Failed::from)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

/// Every binary of the crate is listed in `BINARIES`, and every samples folder
/// belongs to a listed binary with at least one case.
fn every_binary_has_samples() -> Result<(), Failed> {
    let listed: Vec<&str> = BINARIES.iter().map(|b| b.0).collect();
    let bin_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    for entry in fs::read_dir(bin_dir).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if !listed.contains(&name.as_str()) {
            return Err(
                format!("binary `{name}` is missing from BINARIES in tests/samples.rs").into(),
            );
        }
    }
    for entry in fs::read_dir(samples_dir()).map_err(|e| e.to_string())? {
        let name = entry.map_err(|e| e.to_string())?.file_name();
        let name = name.to_string_lossy();
        if !listed.contains(&name.as_ref()) {
            return Err(format!("samples/{name} belongs to no binary in BINARIES").into());
        }
    }
    for binary in listed {
        if sample_inputs(binary).is_empty() {
            return Err(format!("samples/{binary} has no .in file").into());
        }
    }
    Ok(())
}
