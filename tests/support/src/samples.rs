//! The samples of a binary and the verdict on one of them.
//!
//! The samples of a binary and the verdict on one of them; what a sample means is
//! [`gamebits_problems::samples`]'s.

use crate::{binary_path, run_binary};
use gamebits_problems::checker::{exe_name, Checker, Judgement};
use gamebits_problems::samples::{self, Expected};
use gamebits_runner::child::status_value;
use gamebits_runner::interaction::{play, Session};
use gamebits_runner::Judge;
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

/// The `.in` files of `binary`'s samples, in the order `samples::inputs` lists them;
/// none if it has no folder, which the sample test reports.
///
/// ```
/// let inputs = gamebits_test_support::samples::sample_inputs("dpk");
/// assert!(inputs.iter().all(|p| p.extension().unwrap() == "in"));
/// ```
pub fn sample_inputs(binary: &str) -> Vec<PathBuf> {
    samples::inputs(&samples_dir().join(binary)).unwrap_or_default()
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
    let interactive = matches!(checker, Checker::Interactive(_));
    let sample = samples::sample(input_path.to_path_buf(), interactive)?;
    let out_path = match sample.expected {
        Expected::Interactive(answer) => {
            let interactor = checker.program().expect("an interactive problem has one");
            return play_sample(exe, interactor, input_path, answer.as_deref());
        }
        Expected::Answer(out_path) => out_path,
        Expected::Error(line) => {
            let output = run_binary(exe, &read(input_path)?);
            let (stdout, stderr) = (&output.stdout, &output.stderr);
            return samples::refusal(&line, &status_value(output.status), stdout, stderr);
        }
    };
    let output = run_binary(exe, &read(input_path)?);
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(format!("{}; stderr:\n{stderr}", output.status));
    }
    let programs = programs(exe, checker.program());
    match checker.judge(input_path, &out_path, &output.stdout, &programs) {
        Judgement::Accepted => Ok(()),
        Judgement::Rejected(why) => {
            let expected = fs::read_to_string(&out_path).unwrap_or_default();
            let stdout = String::from_utf8_lossy(&output.stdout);
            Err(format!(
                "wrong answer ({checker}): {why}\n--- expected\n{expected}--- actual\n{stdout}"
            ))
        }
        Judgement::Failed(why) => Err(format!("checker failure ({checker}): {why}")),
    }
}

/// The bytes of the file `path`.
fn read(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|e| format!("{}: {e}", path.display()))
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
/// (its secret data; `answer`, if any, the interactor's answer file) within a generous
/// minute is accepted, exits with status 0 and writes nothing after the end.
fn play_sample(
    exe: &Path,
    interactor: &str,
    input_path: &Path,
    answer: Option<&Path>,
) -> Result<(), String> {
    let session = Session {
        solution: exe,
        args: &[],
        programs: &programs(exe, Some(interactor)),
        interactor,
        input: input_path,
        answer,
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
