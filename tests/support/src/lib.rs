//! What the gamebits tests share.
//!
//! Running a built binary ([`run_binary`]), comparing its output as DMOJ's default
//! checker does ([`checker`]), judging it on the samples ([`samples`]), stress tests
//! against brute forces ([`stress`]), explanations checked against the input
//! ([`explain`]), and a retrograde analysis of games that may loop ([`retrograde`]).

pub mod checker;
pub mod explain;
pub mod random_run;
pub mod retrograde;
pub mod samples;
pub mod steps;
pub mod stress;

pub use gamebits_problems::Rng;
pub use random_run::random_run;

use gamebits_runner::Run;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Output};

/// The executable of the crate's binary `name`, as cargo builds it for the tests that
/// run: it lies beside the `deps/` folder that holds the running test.
///
/// ```no_run
/// let dpk = gamebits_test_support::binary_path("dpk");
/// assert!(dpk.ends_with(format!("dpk{}", std::env::consts::EXE_SUFFIX)));
/// ```
pub fn binary_path(name: &str) -> PathBuf {
    let test = std::env::current_exe().expect("the test knows its own path");
    let profile_dir = test
        .parent()
        .and_then(Path::parent)
        .expect("tests run from <target>/<profile>/deps/");
    profile_dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}

/// Builds the crate's binaries where [`binary_path`] finds them: for the tests of a
/// package that does not depend on them (`cargo test -p xtask` alone builds none).
///
/// The binaries under `target/debug` are built with cargo's `test` profile, as
/// `cargo test` builds them for the crate's own tests: so after a `cargo test` of the
/// workspace this finds them built.
///
/// ```no_run
/// gamebits_test_support::build_binaries().unwrap();
/// assert!(gamebits_test_support::binary_path("dpk").is_file());
/// ```
pub fn build_binaries() -> Result<(), String> {
    let dpk = binary_path("dpk");
    let folder = dpk
        .parent()
        .and_then(Path::file_name)
        .and_then(|name| name.to_str())
        .expect("binaries live in <target>/<profile>/");
    let profile = if folder == "debug" { "test" } else { folder };
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut build = Command::new(cargo);
    build
        .args(["build", "--bins", "-p", "gamebits", "--profile", profile])
        .current_dir(workspace);
    let output = Run::new(&mut build)
        .unheld()
        .wait()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if output.exit.status.success() {
        Ok(())
    } else {
        Err(format!(
            "cargo build --bins failed:\n{}",
            String::from_utf8_lossy(&output.stderr.bytes)
        ))
    }
}

/// Runs `command` to its end through the runner (a process group of its own, ended
/// with all it started), its stdin empty, and keeps everything it wrote: the tests'
/// `Command::output`.
///
/// # Errors
///
/// If it cannot be started or waited for.
///
/// ```
/// # #[cfg(unix)] {
/// let mut echo = std::process::Command::new("echo");
/// let said = gamebits_test_support::output(echo.arg("hi")).unwrap();
/// assert!(said.status.success() && said.stdout == b"hi\n");
/// # }
/// ```
pub fn output(command: &mut Command) -> std::io::Result<Output> {
    let run = Run::new(command).unheld().output_cap(usize::MAX);
    run.wait().map(Output::from)
}

/// Runs `command` to its end through the runner, its output shown where the test's is
/// (a step such as installing a toolchain): its exit status.
///
/// # Errors
///
/// If it cannot be started or waited for.
///
/// ```
/// # #[cfg(unix)] {
/// let status = gamebits_test_support::status(&mut std::process::Command::new("true"));
/// assert!(status.unwrap().success());
/// # }
/// ```
pub fn status(command: &mut Command) -> std::io::Result<ExitStatus> {
    let run = Run::new(command).unheld().inherit_output();
    run.wait().map(|finished| finished.exit.status)
}

/// Runs the executable `exe` with `input` on stdin and collects everything it wrote.
///
/// ```no_run
/// let output = gamebits_test_support::run_binary("target/debug/dpk".as_ref(), b"1 1\n1\n");
/// assert_eq!(output.stdout, b"First\n");
/// ```
pub fn run_binary(exe: &Path, input: &[u8]) -> Output {
    run_binary_with_args(exe, &[], input)
}

/// Runs the executable `exe` with the arguments `args` and `input` on stdin, and
/// collects everything it wrote.
///
/// ```no_run
/// let exe = "target/debug/dpk".as_ref();
/// let output = gamebits_test_support::run_binary_with_args(exe, &["--explain"], b"1 1\n1\n");
/// assert!(output.stdout.ends_with(b"First\n"));
/// ```
pub fn run_binary_with_args(exe: &Path, args: &[&str], input: &[u8]) -> Output {
    let mut command = Command::new(exe);
    command.args(args);
    // A child that answers before reading all of its input must not deadlock the
    // test: its input is written on a thread.
    let ran = Run::new(&mut command)
        .input_bytes(input.to_vec())
        .output_cap(usize::MAX)
        .unheld()
        .wait()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    Output::from(ran)
}
