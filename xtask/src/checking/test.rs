//! `cargo xtask test <binary>`: the binary judged on every sample.
//!
//! `cargo xtask test <binary>`: the binary built in release and judged on every sample,
//! one row each (verdict, time and peak memory beside the judge's limits), what went
//! wrong under each row that failed, and a summary. Answers are judged by the problem's
//! checker in the registry (DMOJ's `standard`, `identical`, `floats`, or a checker
//! program); an interactive problem's solution plays each sample against its
//! interactor. A run is killed, with all it started, at the time limit.
//!
//! The judging is `gamebits_practice::test`'s, shared with the `gamebits` program.
//!
//! With `--solution FILE` (C++, C, Python, Java or Rust, see [`solution`]) or
//! `--command`, that solution is judged instead on the problem's samples and on the
//! counterexamples `stress` kept for it; samples of bad input (`.err`) test the
//! reference's reader, not a solution, and are skipped. `--worst` runs the registry's
//! worst cases instead, their answers the reference's.

use crate::base::inputs;
use crate::base::solution;
use crate::base::workspace::{self, exe};
use gamebits_practice::solution::Prepared;
use gamebits_practice::test::{self, Test};
use gamebits_problems::checker::Checker;
use gamebits_problems::samples;
use std::time::Duration;

/// What `cargo xtask test` is told.
#[derive(clap::Args)]
pub struct Args {
    /// A binary of src/bin; with --solution or --command, the problem, whose binary is
    /// the reference
    pub binary: String,
    #[command(flatten)]
    pub solution: solution::Choice,
    /// Run the registry's worst cases of the problem instead of the samples, their
    /// answers the reference's
    #[arg(long)]
    pub worst: bool,
    /// The time limit in seconds [default: the judge's]
    #[arg(long, value_name = "SECONDS", value_parser = seconds_of)]
    pub time_limit: Option<Duration>,
    /// The memory limit in MiB [default: the judge's, if it published one]
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
    pub memory_limit: Option<u64>,
}

/// A time limit of at least a millisecond, in seconds.
fn seconds_of(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if (0.001..=3600.0).contains(&seconds) => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "`{text}` is not a time in seconds from 0.001 to 3600"
        )),
    }
}

/// Runs `cargo xtask test`: `Ok(true)` if every case passed.
pub fn run(args: &Args) -> Result<bool, String> {
    let root = workspace::root()?;
    let binary = args.binary.as_str();
    let problem = gamebits_problems::problem(binary)
        .ok_or_else(|| format!("no problem `{binary}` in the registry (problems/src/lib.rs)"))?;
    let interactive = matches!(problem.checker, Checker::Interactive(_));
    let mut what = vec!["--package", "gamebits", "--bin", binary];
    what.extend(
        problem
            .checker
            .program()
            .map(|program| ["--bin", program])
            .into_iter()
            .flatten(),
    );
    let programs = workspace::build_release(&root, &what)?;
    let reference = exe(&programs, binary);
    let solution = match args.solution.prepare(binary, &reference)? {
        Prepared::Ready(solution) => solution,
        Prepared::CompileError { file, said } => {
            test::compile_error(&file, &said);
            return Ok(false);
        }
    };
    let cases = match args.worst {
        true => inputs::worst_samples(problem, &reference, interactive)?,
        false => {
            let dir = root.join("samples").join(binary);
            let mut cases = samples::samples(&dir, interactive)?;
            if let Some(kept) = solution.cases().filter(|dir| dir.is_dir()) {
                cases.extend(samples::samples(&kept, interactive)?);
            }
            cases
        }
    };
    test::run(&Test {
        foreign: args.solution.foreign(),
        time_limit: args.time_limit,
        memory_limit: args.memory_limit,
        noun: if args.worst { "worst case" } else { "sample" },
        ..Test::new(problem, &solution, &cases, &programs)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_read_in_seconds() {
        assert_eq!(seconds_of("2.5"), Ok(Duration::from_millis(2500)));
        assert!(seconds_of("0").is_err() && seconds_of("x").is_err());
    }
}
