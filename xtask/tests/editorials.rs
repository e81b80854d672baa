//! The editorials' solutions answer as the references do.
//!
//! Every solution of every problem's editorial, as [`gamebits_problems::editorial`] reads
//! them (it lists the folders, so a new solution is covered as it lands, and refuses a
//! file of any other name), passes `cargo xtask test <problem> --solution FILE` on every
//! sample, under each interpreter of its language (a Python one under python3 and
//! pypy3), and `cargo xtask stress <problem> --solution FILE` finds no difference on
//! random small cases; and the passing runs leave the workspace as it was. The slow tier:
//! these need g++, python3, pypy3 and a JDK, and build a scratch copy of the workspace.
//! `test` compiles each solution once (kept by its content), and `stress` reuses it.

mod scratch;

use gamebits_problems::editorial::{self, Language};
use gamebits_problems::{SmallCases, PROBLEMS};
use gamebits_test_support::output;
use scratch::{changed, output_within, scratch_copy, snapshot, text};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// The random small cases `stress` tries for each solution: enough to meet every shape
/// of a problem's generator, few enough that the tier stays within a few minutes (a
/// Java solution's run starts a JVM, a tenth of a second or more).
const STRESS_CASES: &str = "30";

/// The seed of those cases, fixed so that a failure can be run again.
const STRESS_SEED: &str = "47";

/// The time limit on the samples, in seconds: generous, as these runs share a busy
/// machine (at a load of 15 on 2 cores, CPython's poi16nim took 3 s of CPU and over
/// 10 s of wall time on its largest samples). Each sample is small; how the solutions fare against the judges' limits is
/// what `cargo xtask test --worst` measures, for the guide's table.
const SAMPLE_TIME_LIMIT: &str = "30";

/// The memory limit on the samples, in MiB: generous, as these runs check answers, not
/// limits (PyPy alone peaks at some 85 MiB on a small input, above poi16nim's 64 MiB);
/// the guide's table, measured by `cargo xtask bench --editorials`, holds each run to
/// the judge's limits.
const SAMPLE_MEMORY_LIMIT: &str = "1024";

/// One solution of an editorial.
struct Solution {
    /// The problem, as named in `src/bin`.
    problem: String,
    /// Its file, in the scratch copy.
    file: PathBuf,
    /// Its language.
    language: Language,
}

impl Solution {
    /// The problem and file name, as `dpk/solution.cpp`.
    fn name(&self) -> String {
        let file = self.file.file_name().unwrap().to_string_lossy();
        format!("{}/{file}", self.problem)
    }
}

#[test]
#[ignore = "slow tier: needs g++, python3, pypy3, a JDK"]
fn every_editorial_solution_passes_the_samples_and_agrees_with_the_reference() {
    let root = scratch_copy("editorials", &scratch::target());
    let before = snapshot(&root);
    let solutions = editorial_solutions(&root);
    assert!(
        !solutions.is_empty(),
        "no src/bin/*/editorial/ holds a solution"
    );
    let (interpreters, missing): (Vec<&str>, Vec<&str>) = Language::ALL
        .iter()
        .flat_map(|language| language.toolchain().interpreters.iter().skip(1))
        .partition(|interpreter| installed(interpreter));
    for interpreter in missing {
        eprintln!(
            "skipped --python {interpreter}: it is not installed (apt-get install {interpreter})"
        );
    }
    // As many solutions at a time as there are cores: one at a time kept one core of
    // two busy (124 s of wall time, 119 s of CPU on a quiet machine).
    let start = Instant::now();
    let failures = check_all(&root, &solutions, &interpreters);
    eprintln!(
        "{} solutions checked in {:.1?}",
        solutions.len(),
        start.elapsed()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    // Runs that pass write nothing: no counterexample beside a solution, no sample.
    assert_eq!(changed(&before, &snapshot(&root)), Vec::<PathBuf>::new());
}

/// Checks every solution of `solutions` (also under the `interpreters` installed beside
/// its language's usual one), one on each core at a time: why each that failed did, in
/// the order of `solutions`.
fn check_all(root: &Path, solutions: &[Solution], interpreters: &[&str]) -> Vec<String> {
    let next = AtomicUsize::new(0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut failures: Vec<(usize, String)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..cores)
            .map(|_| {
                scope.spawn(|| {
                    let mut failed = Vec::new();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(solution) = solutions.get(index) else {
                            return failed;
                        };
                        let checked = Instant::now();
                        let result = check(root, solution, interpreters);
                        eprintln!("{}: {:.1?}", solution.name(), checked.elapsed());
                        if let Err(why) = result {
                            failed.push((index, format!("{}: {why}", solution.name())));
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().expect("a check does not panic"))
            .collect()
    });
    failures.sort();
    failures.into_iter().map(|(_, why)| why).collect()
}

/// Every solution of every problem's editorial under `root`.
fn editorial_solutions(root: &Path) -> Vec<Solution> {
    let mut solutions = Vec::new();
    for problem in PROBLEMS {
        let folder = root.join("src/bin").join(problem.binary);
        let editorial = editorial::read(&folder).unwrap_or_else(|e| panic!("{e}"));
        solutions.extend(editorial.solutions.into_iter().map(|solution| Solution {
            problem: problem.binary.to_string(),
            file: solution.file,
            language: solution.language,
        }));
    }
    solutions
}

/// Whether `program --version` runs.
fn installed(program: &str) -> bool {
    let version = output(Command::new(program).arg("--version"));
    version.is_ok_and(|version| version.status.success())
}

/// Checks one solution: every sample accepted (under its language's usual interpreter,
/// and each other of its interpreters among `interpreters`), then `stress` where the
/// problem has small cases to draw.
fn check(root: &Path, solution: &Solution, interpreters: &[&str]) -> Result<(), String> {
    let file = solution.file.to_str().unwrap();
    let problem = solution.problem.as_str();
    let samples = ["test", problem, "--solution", file];
    let limit = [
        "--time-limit",
        SAMPLE_TIME_LIMIT,
        "--memory-limit",
        SAMPLE_MEMORY_LIMIT,
    ];
    accepted(&xtask(root, &[&samples[..], &limit].concat()))?;
    let others = solution.language.toolchain().interpreters.iter().skip(1);
    for interpreter in others.filter(|other| interpreters.contains(other)) {
        let more = ["--python", interpreter];
        accepted(&xtask(root, &[&samples[..], &limit, &more].concat()))
            .map_err(|why| format!("under {interpreter}: {why}"))?;
    }
    let registered = gamebits_problems::problem(problem)
        .ok_or_else(|| format!("{problem} is not a problem of the registry"))?;
    // `stress` draws one input at a time from the problem's small cases and compares the
    // answers. An interactive problem (dpk_interactive) has none: a player's answer is
    // the game it plays, move by move, which only its interactor judges, on the samples.
    if matches!(registered.small_cases, SmallCases::None) {
        return Ok(());
    }
    let stress = [
        "stress",
        problem,
        "--solution",
        file,
        "--cases",
        STRESS_CASES,
        "--seed",
        STRESS_SEED,
    ];
    let output = xtask(root, &stress);
    match output.status.success() {
        true => Ok(()),
        false => Err(format!(
            "cargo xtask {} differs from the reference:\n{}{}",
            stress.join(" "),
            text(&output.stdout),
            text(&output.stderr)
        )),
    }
}

/// `cargo xtask <args>` in the scratch workspace `root`.
fn xtask(root: &Path, args: &[&str]) -> Output {
    output_within(
        Command::new(XTASK)
            .args(args)
            .current_dir(root)
            .env("CARGO_TARGET_DIR", scratch::target()),
        Duration::from_secs(900),
    )
}

/// `Ok` if `cargo xtask test` passed (its exit status says every sample was accepted,
/// bad inputs aside: they test the reference's reading) and judged a sample at all.
fn accepted(output: &Output) -> Result<(), String> {
    let stdout = text(&output.stdout);
    match output.status.success() && stdout.lines().any(|line| line.starts_with("AC ")) {
        true => Ok(()),
        false => Err(format!(
            "not every sample accepted:\n{stdout}{}",
            text(&output.stderr)
        )),
    }
}
