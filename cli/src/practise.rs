//! `gamebits test` and `gamebits stress`: a solution judged against the reference.
//!
//! Both are `gamebits_practice`'s, as `cargo xtask test`/`stress --solution` are; the
//! reference is this program started as the problem's binary, the samples those it
//! holds, written for the run into a folder of its own under the system's temporary
//! folder, removed at the end.

use gamebits_practice::solution::{self, Prepared, Solution};
use gamebits_practice::stress::{self, Stress};
use gamebits_practice::test::{self, Test};
use gamebits_practice::Reference;
use gamebits_problems::{samples, Checker, Problem};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// Runs `gamebits test <problem> FILE`: exit status 0 if every sample passed, 1 if not.
pub fn test(name: &str, file: &Path, python: &str) -> crate::Outcome {
    let problem = judged(name)?;
    let solution = match prepared(file, python)? {
        Ok(solution) => solution,
        Err((file, said)) => {
            test::compile_error(&file, &said);
            return Ok(ExitCode::from(1));
        }
    };
    let scratch = Scratch::new()?;
    let dir = scratch.0.join("samples");
    crate::contents::write_samples(problem.binary, &dir)?;
    let mut cases = samples::samples(&dir, false)?;
    if let Some(kept) = solution.cases().filter(|dir| dir.is_dir()) {
        cases.extend(samples::samples(&kept, false)?);
    }
    let passed = test::run(&Test::new(problem, &solution, &cases, &scratch.0))?;
    Ok(exit(passed))
}

/// Runs `gamebits stress <problem> FILE`: exit status 0 if the solution agreed on every
/// case, 1 after the report of the first difference, shrunk.
pub fn stress(
    name: &str,
    file: &Path,
    python: &str,
    (seed, cases, shrink_time): (Option<u64>, u64, Duration),
) -> crate::Outcome {
    let problem = judged(name)?;
    let solution = match prepared(file, python)? {
        Ok(solution) => solution,
        Err((file, said)) => {
            println!("CE: {} does not compile\n{said}", file.display());
            return Ok(ExitCode::from(1));
        }
    };
    let scratch = Scratch::new()?;
    let myself = std::env::current_exe().map_err(|e| format!("cannot find gamebits: {e}"))?;
    let agreed = stress::run(&Stress {
        kept: solution.cases(),
        solution,
        reference: Reference::within(myself, problem.binary, crate::REFERENCE),
        problem,
        input: scratch.0.join(format!("{}.in", problem.binary)),
        cases,
        seed,
        shrink_time,
    })?;
    Ok(exit(agreed))
}

/// The problem `name`, if a solution is judged here: not an interactive one, whose
/// jury is a program of its own.
fn judged(name: &str) -> Result<&'static Problem, String> {
    let problem = crate::problem(name)?;
    match problem.checker {
        Checker::Interactive(_) | Checker::Custom(_) => Err(format!(
            "{name} is judged by a program of its own ({}): judge it in the repository, with \
             cargo xtask test {name} --solution FILE",
            problem.checker
        )),
        _ => Ok(problem),
    }
}

/// The solution in `file`, ready to run (compiled programs kept by their content under
/// the system's temporary folder), or its compile error: the file and what was said.
fn prepared(file: &Path, python: &str) -> Result<Result<Solution, (PathBuf, String)>, String> {
    let cache = std::env::temp_dir().join("gamebits-solutions");
    Ok(match solution::prepare(file, python, &cache)? {
        Prepared::Ready(solution) => Ok(solution),
        Prepared::CompileError { file, said } => Err((file, said)),
    })
}

/// Exit status 0 for a solution that passed, 1 for one that did not.
fn exit(passed: bool) -> ExitCode {
    ExitCode::from(u8::from(!passed))
}

/// A folder of this run's own under the system's temporary folder, removed when
/// dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new() -> Result<Scratch, String> {
        let dir = std::env::temp_dir().join(format!("gamebits-{}", std::process::id()));
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
