//! The registry's inputs as files, cached under `target/inputs/<binary>/`.
//!
//! `<case>.in` for a worst case, `<sweep>/<size>.in` for a sweep's input at one size,
//! named by the [`slug`] of the case or the sweep's shape; for `bench`, `scaling` and
//! `test --worst`. An input is generated again when its file is missing or older than
//! the xtask executable (which holds the generators), by `cargo xtask input` in a
//! process of its own, so that the measuring process never holds a large input.

use gamebits_problems::samples::{self, Sample};
use gamebits_problems::{Problem, Sweep, WorstCase};
use gamebits_runner::Run;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// The problems of `binaries`, or all of them if none is named.
pub fn problems(binaries: &[String]) -> Result<Vec<&'static Problem>, String> {
    if binaries.is_empty() {
        return Ok(gamebits_problems::PROBLEMS.iter().collect());
    }
    binaries.iter().map(|binary| problem(binary)).collect()
}

/// The problem of `binary`, or the line that names the binaries there are.
pub fn problem(binary: &str) -> Result<&'static Problem, String> {
    gamebits_problems::problem(binary).ok_or_else(|| {
        let known: Vec<&str> = gamebits_problems::PROBLEMS
            .iter()
            .map(|p| p.binary)
            .collect();
        format!(
            "no binary `{binary}`; the binaries are: {}",
            known.join(", ")
        )
    })
}

/// The registry's worst cases of `problem` as samples: each input (cached, see
/// [`case`]) with the answer of the `reference` beside it (none for an interactive
/// problem, whose input is the interactor's secret data).
pub fn worst_samples(
    problem: &Problem,
    reference: &Path,
    interactive: bool,
) -> Result<Vec<Sample>, String> {
    let mut cases = Vec::new();
    for worst in problem.worst_cases {
        let input = case(problem, worst)?;
        if !interactive {
            let limit = Duration::from_millis(problem.limits.time_ms) * 10;
            let mut command = Command::new(reference);
            let run = gamebits_practice::verdict::run_limited(&mut command, &input, limit)
                .map_err(|e| format!("cannot run {}: {e}", reference.display()))?;
            if !run.exit.status.success() || run.exit.killed {
                return Err(format!(
                    "{} failed on its worst case `{}` ({})",
                    problem.binary, worst.name, run.exit.status
                ));
            }
            let answer = input.with_extension("out");
            std::fs::write(&answer, &run.stdout.bytes)
                .map_err(|e| format!("cannot write {}: {e}", answer.display()))?;
        }
        let mut sample = samples::sample(input, interactive)?;
        sample.name = slug(worst.name);
        cases.push(sample);
    }
    Ok(cases)
}

/// A name made for files and command lines: lower-case letters and digits, each run
/// of other characters one `-`.
pub fn slug(name: &str) -> String {
    let words: Vec<String> = name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    words.join("-")
}

/// The cached input of a worst case, generated first if it is not fresh.
pub fn case(problem: &Problem, case: &WorstCase) -> Result<PathBuf, String> {
    let slug = slug(case.name);
    cached(problem, format!("{slug}.in").as_ref(), &[&slug])
}

/// The cached input of a sweep at `size`, generated first if it is not fresh.
pub fn sweep(problem: &Problem, sweep: &Sweep, size: u64) -> Result<PathBuf, String> {
    let slug = slug(sweep.shape);
    let file = Path::new(&slug).join(format!("{size}.in"));
    cached(problem, &file, &[&slug, "--size", &size.to_string()])
}

/// `file` in the inputs of `problem`, written first by `xtask input <binary> <args>` if
/// missing or older than xtask, through a temporary file so that an interrupted run
/// never leaves a truncated input behind.
fn cached(problem: &Problem, file: &Path, args: &[&str]) -> Result<PathBuf, String> {
    let dir = super::workspace::target_dir()?.join("inputs");
    let path = dir.join(problem.binary).join(file);
    let xtask = std::env::current_exe().map_err(|e| format!("cannot find xtask: {e}"))?;
    let modified = |path: &Path| std::fs::metadata(path).and_then(|m| m.modified());
    if matches!((modified(&path), modified(&xtask)), (Ok(input), Ok(xtask)) if input >= xtask) {
        return Ok(path);
    }
    eprintln!("generating {}", path.display());
    let partial = path.with_extension(format!("{}.partial", std::process::id()));
    let generate = |file| {
        let mut command = Command::new(&xtask);
        command.args(["input", problem.binary]).args(args);
        let run = Run::new(&mut command).stdout_file(file).unheld();
        run.wait().map(|finished| finished.exit.status)
    };
    let status = std::fs::create_dir_all(path.parent().expect("a file in a directory"))
        .and_then(|()| generate(std::fs::File::create(&partial)?))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    if !status.success() {
        return Err(format!("generating {} failed: {status}", path.display()));
    }
    std::fs::rename(&partial, &path)
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn slugs_keep_letters_and_digits() {
        assert_eq!(slug("K=1e5, A=1..100"), "k-1e5-a-1-100");
        assert_eq!(slug(" complete DAG, N = 15 "), "complete-dag-n-15");
        assert_eq!(slug("Σ = 1e7"), "1e7");
    }

    #[test]
    fn every_input_of_a_problem_has_a_name_of_its_own() {
        for problem in gamebits_problems::PROBLEMS {
            let names = problem.worst_cases.iter().map(|c| c.name);
            let names: Vec<&str> = names
                .chain(problem.sweeps.iter().map(|s| s.shape))
                .collect();
            let slugs: HashSet<String> = names.iter().map(|name| slug(name)).collect();
            assert_eq!(slugs.len(), names.len(), "{}: {names:?}", problem.binary);
            assert!(!slugs.contains(""), "{}: {names:?}", problem.binary);
        }
    }
}
