//! The samples of a binary and the verdict on one of them.
//!
//! `samples/<binary>/<case>.in` has beside it either `<case>.out`, the answer as DMOJ's
//! default checker compares it, or `<case>.err`, which marks bad input: the binary must
//! exit non-zero, print nothing on stdout, and print exactly that line on stderr.

use crate::{checker, run_binary};
use std::fs;
use std::path::{Path, PathBuf};

/// The `samples/` folder of the workspace.
///
/// ```
/// assert!(gamebits_test_support::samples::samples_dir().join("dpk").is_dir());
/// ```
pub fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .find(|dir| dir.join("samples").is_dir())
        .expect("a samples/ folder above the test's package")
        .join("samples")
}

/// The `.in` files of `binary`'s samples, sorted by name; none if it has no folder,
/// which the sample test reports.
///
/// ```
/// let inputs = gamebits_test_support::samples::sample_inputs("dpk");
/// assert!(inputs.iter().all(|p| p.extension().unwrap() == "in"));
/// ```
pub fn sample_inputs(binary: &str) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(samples_dir().join(binary)) else {
        return Vec::new();
    };
    let mut inputs: Vec<PathBuf> = entries
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    inputs
}

/// `Ok` if the executable `exe` answers the sample `input_path` as its `.out` or `.err`
/// file says, else what went wrong, with both outputs.
///
/// ```no_run
/// use gamebits_test_support::{binary_path, samples::{check_sample, sample_inputs}};
/// for input in sample_inputs("dpk") {
///     check_sample(&binary_path("dpk"), &input).unwrap();
/// }
/// ```
pub fn check_sample(exe: &Path, input_path: &Path) -> Result<(), String> {
    let input = fs::read(input_path).map_err(|e| format!("{}: {e}", input_path.display()))?;
    let out_path = input_path.with_extension("out");
    let err_path = input_path.with_extension("err");
    let output = run_binary(exe, &input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match (fs::read_to_string(&out_path), fs::read_to_string(&err_path)) {
        (Ok(expected), Err(_)) => {
            if !output.status.success() {
                return Err(format!("{}; stderr:\n{stderr}", output.status));
            }
            checker::compare(&expected, &stdout).map_err(|why| {
                format!("wrong answer: {why}\n--- expected\n{expected}--- actual\n{stdout}")
            })
        }
        (Err(_), Ok(expected)) => {
            if output.status.success() {
                return Err(format!("bad input accepted with exit 0; stdout:\n{stdout}"));
            }
            if !stdout.is_empty() {
                return Err(format!("bad input, yet stdout holds:\n{stdout}"));
            }
            if stderr.trim_end() != expected.trim_end() {
                return Err(format!(
                    "stderr differs\n--- expected\n{expected}--- actual\n{stderr}"
                ));
            }
            Ok(())
        }
        _ => Err(format!(
            "{} needs exactly one of {} and {}",
            input_path.display(),
            out_path.display(),
            err_path.display()
        )),
    }
}
