//! `cargo xtask stress <name>`: a solution against a reference on random small inputs.
//!
//! The inputs are the registry's small cases of the reference (see
//! [`gamebits_problems::SmallCases`]); the reference is the binary a practice problem was
//! made like (`cargo xtask practise <name> --like <binary>`), or the one `--against` names.
//! Both run on each input, in release, at the reference's time limit. At the first input
//! on which the solution's answer is not accepted (a wrong answer, a panic or any failed
//! run, a run past the time limit), the input is shrunk: the first input one step smaller
//! that the reference accepts and on which the two still differ is taken, again and
//! again, until there is none. That input is printed in full with both answers and the
//! reference's `--explain` of it, and written as a sample of `<name>`.
//!
//! A run past the time limit is run again before it counts as TLE (a busy machine can
//! slow one run). Shrinking has a budget (`--shrink-time`): it starts no run that could
//! end past it, and when it is spent, the smallest failing input found so far is
//! reported, with a line saying that shrinking stopped there. On a terminal, a line on
//! stderr says what is being done (case i of N; then the shrinking step, the input's
//! size and the time spent); in a pipe, nothing but the header and the report.
//!
//! The stressing and shrinking are `gamebits_practice::stress`'s, shared with the
//! `gamebits` program.
//!
//! With `--solution FILE` or `--command` (see [`solution`]), `<name>` is a problem, its
//! binary the reference, and the solution is that file or command; the counterexample
//! is kept beside the file (`wrong.cpp.cases/`), where `test --solution` finds it.

use crate::base::solution;
use crate::base::workspace::{self, exe};
use gamebits_practice::solution::Prepared;
use gamebits_practice::stress::{self, Stress};
use gamebits_practice::Reference;
use gamebits_problems::{Problem, SmallCases};
use std::fs;
use std::path::PathBuf;
use std::time::Duration;

/// What `cargo xtask stress` is told.
#[derive(clap::Args)]
pub struct Args {
    /// A binary of src/bin: the solution to check; with --solution or --command, the
    /// problem, whose binary is the reference
    pub name: String,
    /// The reference binary, whose small cases are drawn [default: the one NAME was
    /// made like, by new --like]
    #[arg(long, value_name = "BINARY", conflicts_with_all = ["solution", "command"])]
    pub against: Option<String>,
    /// How many random inputs to try
    #[arg(long, value_name = "N", default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
    pub cases: u64,
    /// The random inputs' seed [default: from the clock]
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub solution: solution::Choice,
    /// How long shrinking may take, in seconds; then the smallest failing input found so
    /// far is reported
    #[arg(long, value_name = "SECONDS", default_value = "60", value_parser = stress::budget_of)]
    pub shrink_time: Duration,
}

/// Runs `cargo xtask stress`: `Ok(true)` if the solution answered every case as the
/// reference did, `Ok(false)` after reporting the first difference, shrunk.
pub fn run(request: &Args) -> Result<bool, String> {
    let root = workspace::root()?;
    let name = request.name.as_str();
    let foreign = request.solution.foreign();
    let reference = match foreign {
        true => gamebits_problems::problem(name)
            .ok_or_else(|| format!("no problem `{name}` in the registry (problems/src/lib.rs)"))?,
        false => reference(name, request.against.as_deref())?,
    };
    if !matches!(reference.small_cases, SmallCases::Own(_)) {
        return Err(format!(
            "{} has no small cases of its own to draw (problems/src/{}.rs)",
            reference.binary, reference.binary
        ));
    }
    if !foreign && !root.join("src/bin").join(name).is_dir() {
        return Err(format!(
            "no binary `{name}` in src/bin (make one: cargo xtask practise {name} --like \
             <binary>)"
        ));
    }
    let mut what = vec!["--package", "gamebits", "--bin", reference.binary];
    what.extend((!foreign).then_some(["--bin", name]).into_iter().flatten());
    let release = workspace::build_release(&root, &what)?;
    let solution = match request.solution.prepare(name, &exe(&release, name))? {
        Prepared::Ready(solution) => solution,
        Prepared::CompileError { file, said } => {
            println!("CE: {} does not compile\n{said}", file.display());
            return Ok(false);
        }
    };
    let kept = match foreign {
        true => solution.cases(),
        false => Some(root.join("samples").join(name)),
    };
    stress::run(&Stress {
        solution,
        reference: Reference::built(exe(&release, reference.binary), reference.binary),
        problem: reference,
        kept,
        input: scratch_input(name)?,
        cases: request.cases,
        seed: request.seed,
        shrink_time: request.shrink_time,
    })
}

/// The problem whose binary is the reference of `name`: `against` if given, else the
/// one `name` was made like.
fn reference(name: &str, against: Option<&str>) -> Result<&'static Problem, String> {
    let like = match (against, gamebits_problems::problem(name)) {
        (Some(binary), _) => binary,
        (None, Some(problem)) => match problem.small_cases {
            SmallCases::Like(binary) => binary,
            _ => {
                return Err(format!(
                    "{name} was not made like another problem: name its reference, \
                     --against <binary>"
                ))
            }
        },
        (None, None) => {
            return Err(format!(
                "no problem `{name}` in the registry this xtask was built with: run it as \
                 cargo xtask stress (which builds it anew), or name its reference, --against \
                 <binary>"
            ))
        }
    };
    if like == name {
        return Err(format!(
            "{name} against itself: --against names another binary"
        ));
    }
    gamebits_problems::problem(like)
        .ok_or_else(|| format!("no problem `{like}` in the registry (problems/src/lib.rs)"))
}

/// The file the solution and the reference read each input from: this run's own (two
/// runs of one problem at once must not answer each other's inputs).
fn scratch_input(name: &str) -> Result<PathBuf, String> {
    let dir = workspace::target_dir()?.join("stress");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    Ok(dir.join(format!("{name}-{}.in", std::process::id())))
}
