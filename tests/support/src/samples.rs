//! The samples of a binary and the verdict on one of them.
//!
//! `samples/<binary>/<case>.in` has beside it either `<case>.out`, the answer as the
//! problem's checker compares it (its registry entry's `checker`), or `<case>.err`,
//! which marks bad input: the binary must exit non-zero, print nothing on stdout, and
//! print exactly that line on stderr. An interactive problem's `<case>.in` is its
//! interactor's secret data, and a `<case>.out` beside it, if any, its answer file.

use crate::{binary_path, run_binary};
use gamebits_problems::checker::{exe_name, Checker, Judgement};
use gamebits_problems::interaction::{play, Session};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

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
/// file says, judged as the registry's entry of the sample's folder's binary says
/// (`samples/<binary>/`; DMOJ's default checker for a folder without one), else what
/// went wrong, with both outputs. An interactive problem's sample is played against its
/// interactor (and a custom checker is run) from beside `exe`, or from where the tests'
/// binaries are.
///
/// ```no_run
/// use gamebits_test_support::{binary_path, samples::{check_sample, sample_inputs}};
/// for input in sample_inputs("dpk") {
///     check_sample(&binary_path("dpk"), &input).unwrap();
/// }
/// ```
pub fn check_sample(exe: &Path, input_path: &Path) -> Result<(), String> {
    let checker = checker_of(input_path);
    if let Checker::Interactive(interactor) = checker {
        return play_sample(exe, interactor, input_path);
    }
    let input = fs::read(input_path).map_err(|e| format!("{}: {e}", input_path.display()))?;
    let out_path = input_path.with_extension("out");
    let err_path = input_path.with_extension("err");
    let output = run_binary(exe, &input);
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match (out_path.is_file(), fs::read_to_string(&err_path)) {
        (true, Err(_)) => {
            if !output.status.success() {
                return Err(format!("{}; stderr:\n{stderr}", output.status));
            }
            let programs = programs(exe, checker.program());
            match checker.judge(input_path, &out_path, &output.stdout, &programs) {
                Judgement::Accepted => Ok(()),
                Judgement::Rejected(why) => {
                    let expected = fs::read_to_string(&out_path).unwrap_or_default();
                    Err(format!(
                        "wrong answer ({checker}): {why}\n--- expected\n{expected}--- actual\n{stdout}"
                    ))
                }
                Judgement::Failed(why) => Err(format!("checker failure ({checker}): {why}")),
            }
        }
        (false, Ok(expected)) => {
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

/// The folder of the judging `program`: beside `exe` if it is there, else where the
/// tests' binaries are (`exe` may be a bundle compiled elsewhere).
fn programs(exe: &Path, program: Option<&str>) -> PathBuf {
    let beside = exe.parent().unwrap_or(Path::new(".")).to_path_buf();
    match program {
        Some(program) if !beside.join(exe_name(program)).is_file() => binary_path(program)
            .parent()
            .map_or(beside, Path::to_path_buf),
        _ => beside,
    }
}

/// The checker of the problem whose samples hold `input_path`.
fn checker_of(input_path: &Path) -> Checker {
    input_path
        .parent()
        .and_then(Path::file_name)
        .and_then(|binary| gamebits_problems::problem(&binary.to_string_lossy()))
        .map_or(Checker::Standard, |problem| problem.checker)
}

/// `Ok` if the solution `exe` played against `interactor` on the sample `input_path`
/// (its secret data; its `.out`, if any, the interactor's answer file) within a
/// generous minute is accepted, exits with status 0 and writes nothing after the end.
fn play_sample(exe: &Path, interactor: &str, input_path: &Path) -> Result<(), String> {
    let answer = input_path.with_extension("out");
    let session = Session {
        solution: exe,
        args: &[],
        programs: &programs(exe, Some(interactor)),
        interactor,
        input: input_path,
        answer: answer.is_file().then_some(answer.as_path()),
        limit: Duration::from_secs(60),
    };
    let played = play(&session)?;
    let transcript = played.transcript.join("\n");
    let failure = match &played.judgement {
        Judgement::Failed(why) => Some(format!("interactor failure: {why}")),
        _ if played.killed => Some("killed after a minute".to_string()),
        _ if played.solution_failed_first() => Some(format!(
            "{}; stderr:\n{}",
            played.status,
            String::from_utf8_lossy(&played.stderr)
        )),
        Judgement::Rejected(why) => Some(format!("wrong answer: {why}")),
        Judgement::Accepted if !played.after_end.is_empty() => Some(format!(
            "wrote after the interactor had finished: {:?}",
            String::from_utf8_lossy(&played.after_end)
        )),
        Judgement::Accepted => None,
    };
    match failure {
        None => Ok(()),
        Some(why) => Err(format!("{why}\n--- the last lines exchanged\n{transcript}")),
    }
}
