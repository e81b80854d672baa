//! Runs every sample in `samples/<binary>/` through the built binary.
//!
//! `<case>.in` with `<case>.out` beside it must be answered as DMOJ's default checker
//! accepts; `<case>.in` with `<case>.err` beside it is bad input: the binary must exit
//! non-zero, print nothing on stdout, and print exactly the line in `.err` on stderr.
//! Each case is one test, named `<binary>/<case>`.

mod common;

use common::{checker, run_binary};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::{Path, PathBuf};

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
                check_case(exe, &input)
            }));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("samples")
}

/// The `.in` files of `binary`, sorted by name.
fn sample_inputs(binary: &str) -> Vec<PathBuf> {
    let dir = samples_dir().join(binary);
    let mut inputs: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
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

fn check_case(exe: &str, input_path: &Path) -> Result<(), Failed> {
    let input = fs::read(input_path).map_err(|e| format!("{}: {e}", input_path.display()))?;
    let out_path = input_path.with_extension("out");
    let err_path = input_path.with_extension("err");
    let output = run_binary(exe, &input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match (fs::read_to_string(&out_path), fs::read_to_string(&err_path)) {
        (Ok(expected), Err(_)) => {
            if !output.status.success() {
                return Err(format!("exit {}; stderr:\n{stderr}", output.status).into());
            }
            checker::compare(&expected, &stdout).map_err(|why| {
                format!("wrong answer: {why}\n--- expected\n{expected}--- actual\n{stdout}").into()
            })
        }
        (Err(_), Ok(expected)) => {
            if output.status.success() {
                return Err(format!("bad input accepted with exit 0; stdout:\n{stdout}").into());
            }
            if !stdout.is_empty() {
                return Err(format!("bad input, yet stdout holds:\n{stdout}").into());
            }
            if stderr.trim_end() != expected.trim_end() {
                return Err(format!(
                    "stderr differs\n--- expected\n{expected}--- actual\n{stderr}"
                )
                .into());
            }
            Ok(())
        }
        _ => Err(format!(
            "{} needs exactly one of {} and {}",
            input_path.display(),
            out_path.display(),
            err_path.display()
        )
        .into()),
    }
}
