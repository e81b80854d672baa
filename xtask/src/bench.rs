//! `cargo xtask bench [--runs N] [binary…]`: every worst case of every binary, timed in
//! release beside its judge's limits.
//!
//! 1. Builds the binaries and the read-only reader (`examples/read_only.rs`) in release.
//! 2. Takes every [`gamebits_gen::worst_cases`] entry (or those of the binaries named),
//!    cached under `target/bench-inputs/` (see [`inputs`]).
//! 3. Runs each binary on each input once to warm up, then `N` times (default 5),
//!    measuring wall time and the child's own peak memory (see [`measure`]); a run
//!    that fails or prints nothing stops the benchmark with an error.
//! 4. For binaries with a baseline (see [`limits`]), does the same with the reader.
//! 5. Prints a Markdown table on stdout; progress goes to stderr.

mod inputs;
mod limits;
mod measure;
mod report;

use gamebits_gen::{Problem, WorstCase};
use limits::{Baseline, Limits};
use report::Row;
use std::path::{Path, PathBuf};
use std::process::Command;

const USAGE: &str = "usage: cargo xtask bench [--runs N] [binary…]";

/// The reader of the read-only baselines, an example of the main crate.
const READER: &str = "read_only";

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
enum Request {
    /// Benchmark the worst cases of `binaries` (all if empty), `runs` timed runs each.
    Bench { runs: usize, binaries: Vec<String> },
    /// Internal: generate one case into a file, in a process of its own.
    WriteInput {
        binary: String,
        name: String,
        path: PathBuf,
    },
}

/// Runs `cargo xtask bench` with the arguments after `bench`.
pub fn run(args: &[String]) -> Result<(), String> {
    match parse(args)? {
        Request::Bench { runs, binaries } => bench(runs, &binaries),
        Request::WriteInput { binary, name, path } => inputs::write(&binary, &name, &path),
    }
}

fn parse(args: &[String]) -> Result<Request, String> {
    if let [flag, binary, name, path] = args {
        if flag == "--write-input" {
            return Ok(Request::WriteInput {
                binary: binary.clone(),
                name: name.clone(),
                path: PathBuf::from(path),
            });
        }
    }
    let mut runs = 5;
    let mut binaries = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if arg == "--runs" {
            runs = args
                .next()
                .and_then(|n| n.parse().ok())
                .filter(|&n: &usize| n > 0)
                .ok_or_else(|| format!("--runs needs a positive number\n{USAGE}"))?;
        } else if arg.starts_with('-') {
            return Err(format!("unknown option {arg}\n{USAGE}"));
        } else {
            binaries.push(arg.clone());
        }
    }
    Ok(Request::Bench { runs, binaries })
}

fn bench(runs: usize, binaries: &[String]) -> Result<(), String> {
    let machine = report::machine();
    let problems = selected_problems(binaries)?;
    for problem in &problems {
        inputs::check_slugs(problem.binary, problem.worst_cases)?;
        limits::of(problem.binary)?;
    }
    build()?;
    let xtask = std::env::current_exe().map_err(|e| format!("cannot find xtask: {e}"))?;
    let target_dir = target_dir(&xtask)?;
    let mut rows = Vec::new();
    let mut shown: Vec<Limits> = Vec::new();
    for problem in &problems {
        let limits = limits::of(problem.binary)?;
        shown.push(limits);
        for case in problem.worst_cases {
            let input = inputs::ensure(&target_dir, problem, case, &xtask)?;
            let release = target_dir.join("release");
            rows.extend(measure_case(case, &limits, &input, &release, runs)?);
        }
    }
    let notes = report::notes(&shown, report::own_peak_memory());
    print!(
        "{}",
        report::markdown(&machine, &report::today(), runs, &rows, &notes)
    );
    Ok(())
}

/// The rows of one case: its binary on `input`, then, if the binary has a baseline,
/// only reading `input`. `release` holds the release executables.
fn measure_case(
    case: &WorstCase,
    limits: &Limits,
    input: &Path,
    release: &Path,
    runs: usize,
) -> Result<Vec<Row>, String> {
    let input_bytes = std::fs::metadata(input)
        .map_err(|e| format!("cannot read {}: {e}", input.display()))?
        .len();
    eprintln!("bench: {} on {}", limits.binary, case.name);
    let solved = measure::repeat(&release.join(limits.binary), &[], input, runs)?;
    if limits.baseline == Baseline::None {
        return Ok(vec![Row::case(
            case.name,
            input_bytes,
            solved,
            limits,
            None,
        )]);
    }
    let reader = release.join("examples").join(READER);
    let read = measure::repeat(&reader, &[limits.binary], input, runs)?;
    Ok(vec![
        Row::case(case.name, input_bytes, solved, limits, Some(&read)),
        Row::baseline(limits.binary, input_bytes, read, &solved),
    ])
}

/// The problems of the binaries named, or every problem if none is.
fn selected_problems(binaries: &[String]) -> Result<Vec<&'static Problem>, String> {
    if binaries.is_empty() {
        return Ok(gamebits_gen::PROBLEMS.iter().collect());
    }
    binaries
        .iter()
        .map(|binary| {
            gamebits_gen::problem(binary).ok_or_else(|| {
                let known: Vec<&str> = gamebits_gen::PROBLEMS.iter().map(|p| p.binary).collect();
                format!(
                    "no problem `{binary}`; the binaries are: {}",
                    known.join(", ")
                )
            })
        })
        .collect()
}

/// `cargo build --release` of the binaries and the reader, from the workspace root.
fn build() -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lies inside the workspace");
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--release", "-p", "gamebits", "--bins"])
        .args(["--example", READER])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("cargo build --release failed: {status}"))
    }
}

/// The target directory that cargo built `xtask` in: `<target>/<profile>/xtask`.
fn target_dir(xtask: &Path) -> Result<PathBuf, String> {
    xtask
        .parent()
        .and_then(Path::parent)
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} is not in a target directory", xtask.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn options_choose_runs_and_binaries() {
        assert_eq!(
            parse(&args("")),
            Ok(Request::Bench {
                runs: 5,
                binaries: vec![]
            })
        );
        assert_eq!(
            parse(&args("qccp1 --runs 9 poi16nim")),
            Ok(Request::Bench {
                runs: 9,
                binaries: args("qccp1 poi16nim")
            })
        );
        assert!(parse(&args("--runs 0")).is_err());
        assert!(parse(&args("--runs")).is_err());
        assert!(parse(&args("--fast")).is_err());
    }

    #[test]
    fn the_filter_names_binaries_with_worst_cases() {
        let problems = selected_problems(&args("dpk")).unwrap();
        assert!(problems.len() == 1 && problems[0].binary == "dpk");
        let Err(error) = selected_problems(&args("nosuch")) else {
            panic!("a binary without worst cases is accepted");
        };
        assert!(error.contains("dpk"), "{error}");
    }
}
