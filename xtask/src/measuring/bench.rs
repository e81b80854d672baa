//! `cargo xtask bench`: every worst case of the registry, timed.
//!
//! `cargo xtask bench [BINARY…] [--runs N]`: every worst case of the registry, timed in
//! release beside its judge's limits and the project's targets, with a floor row under
//! every input of 1 MiB or more: the least any program must do with that input.

use crate::base::inputs;
use crate::base::workspace::exe;
use crate::measuring::measure::{self, Summary};
use crate::measuring::{baseline, editorials, play_bench, stress_bench};
use gamebits_practice::units::{self, ms};
use gamebits_problems::{Problem, Targets};
use indicatif::{HumanBytes, ProgressBar};
use std::path::PathBuf;

/// Inputs at least this long get a floor row.
const FLOOR_FROM_BYTES: u64 = 1 << 20;

/// The arguments of `cargo xtask bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Only these binaries
    binaries: Vec<String>,
    /// Timed runs per case, after one warm-up run
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
    runs: u32,
    /// Compare with the binaries of this commit instead, alternating runs of the two,
    /// and check that they print the same bytes
    #[arg(long, value_name = "REV")]
    baseline: Option<String>,
    /// Time --play instead, on the games' worst cases: its setup beside the judge's
    /// path (alternating runs), and each engine move in games played through pipes
    #[arg(long, conflicts_with = "baseline")]
    play: bool,
    /// Time `cargo xtask stress dpk --solution FILE` and `gamebits stress dpk FILE` (a
    /// right C++ solution of dpk) beside the usual shell loop, in cases a second (runs
    /// in turn), and the ratio of the two stresses
    #[arg(long, value_name = "FILE", conflicts_with_all = ["baseline", "play"])]
    stress: Option<PathBuf>,
    /// Judge the editorials' solutions in C++, Python (python3 and pypy3) and Java on
    /// the worst cases instead, once each: verdict, CPU and wall time, peak memory
    #[arg(long, conflicts_with_all = ["baseline", "play", "stress"])]
    editorials: bool,
}

/// Runs `cargo xtask bench`: the worst cases, or with `--baseline` beside another
/// commit's binaries (see [`baseline`]), or with `--play` the games' `--play` (see
/// [`play_bench`]), or with `--stress` the two stresses beside the shell loop (see
/// [`stress_bench`]), or with `--editorials` the solutions in other languages (see
/// [`editorials`]).
pub fn run(args: &Args) -> Result<(), String> {
    let Args {
        binaries,
        runs,
        baseline,
        play,
        stress,
        editorials,
    } = args;
    if *editorials {
        return editorials::run(binaries);
    }
    match (baseline, play, stress) {
        (Some(rev), _, _) => baseline::run(binaries, *runs, rev),
        (None, true, _) => play_bench::run(binaries, *runs),
        (None, false, Some(file)) => stress_bench::run(file, *runs),
        (None, false, None) => worst_cases(binaries, *runs),
    }
}

/// Times every worst case of `binaries` (all if none), `runs` times each.
fn worst_cases(binaries: &[String], runs: u32) -> Result<(), String> {
    let problems = inputs::problems(binaries)?;
    let release = measure::build_release()?;
    let mut cases = Vec::new();
    for &problem in &problems {
        for case in problem.worst_cases {
            let input = inputs::case(problem, case)?;
            let bytes = std::fs::metadata(&input).map_or(0, |m| m.len());
            let mut jobs = vec![(exe(&release, problem.binary), input.clone())];
            if bytes >= FLOOR_FROM_BYTES {
                jobs.push((exe(&release, "floor"), input));
            }
            cases.push((problem, case.name, bytes, jobs));
        }
    }
    let jobs = 1 + cases.iter().map(|c| c.3.len()).sum::<usize>();
    let progress = measure::progress(jobs as u64 * u64::from(runs + 1));
    progress.set_message("start-up: the floor on an empty input");
    let startup = measure::alternate(&[measure::startup(&release)?], runs, &progress)?[0];
    measure::done(&progress, &format!("median {}", ms(startup.median)));
    let mut table = String::new();
    for (problem, name, bytes, jobs) in &cases {
        table += &rows(problem, name, *bytes, jobs, runs, &progress)?;
    }
    progress.finish_and_clear();
    println!(
        "`cargo xtask bench` on {}: wall time over {} after one warm-up run, peak \
         memory the largest of those runs.\n\n\
         | binary | case | input | median | max | peak memory | judge limits | max / time limit | targets |\n\
         |---|---|---:|---:|---:|---:|---|---:|---|\n{table}",
        measure::machine(),
        measure::runs(runs)
    );
    print!("{}", notes(&problems, &startup));
    Ok(())
}

/// The rows of one case of `bytes`: its binary's `jobs[0]` and, for a large input, the
/// floor's `jobs[1]`, the two run in turn.
fn rows(
    problem: &Problem,
    name: &str,
    bytes: u64,
    jobs: &[(PathBuf, PathBuf)],
    runs: u32,
    progress: &ProgressBar,
) -> Result<String, String> {
    let binary = problem.binary;
    progress.set_message(format!("{binary}: {name}"));
    let summaries = measure::alternate(jobs, runs, progress)?;
    let (solved, floor) = (summaries[0], summaries.get(1));
    measure::done(progress, &format!("median {}", ms(solved.median)));
    let missed = missed(problem, &solved);
    let verdict = match missed.is_empty() {
        true => "ok".to_string(),
        false => format!("**missed**: {}", missed.join("; ")),
    };
    let mut rows = format!(
        "| `{binary}` | {name} | {} | {} | {} | {} | {} | {:.1} % | {verdict} |\n",
        HumanBytes(bytes),
        ms(solved.median),
        ms(solved.max),
        units::memory(solved.peak_memory),
        limits(problem),
        percent_of_limit(problem, &solved),
    );
    if let Some(floor) = floor {
        rows += &format!(
            "| | ↳ floor | | {} | {} | {} | | | `{binary}` median: {:.2}× this |\n",
            ms(floor.median),
            ms(floor.max),
            units::memory(floor.peak_memory),
            solved.median.as_secs_f64() / floor.median.as_secs_f64(),
        );
    }
    Ok(rows)
}

/// The slowest run as a percentage of the time limit.
fn percent_of_limit(problem: &Problem, solved: &Summary) -> f64 {
    solved.max.as_secs_f64() * 1e5 / problem.limits.time_ms as f64
}

/// Each target of `problem` that `solved` misses, in a few words.
fn missed(problem: &Problem, solved: &Summary) -> Vec<String> {
    let Targets { time_percent } = problem.targets;
    let mut missed = Vec::new();
    let percent = percent_of_limit(problem, solved);
    if percent >= time_percent {
        missed.push(format!(
            "time {percent:.1} % of the limit (target < {time_percent} %)"
        ));
    }
    if let (Some(mib), Some(peak)) = (problem.limits.memory_mib, solved.peak_memory) {
        if peak >= mib << 20 {
            missed.push(format!("memory at or over {mib} MiB"));
        }
    }
    missed
}

/// "DMOJ: 1.5 s, 256 MiB", with an assumed limit said so.
fn limits(problem: &Problem) -> String {
    let limits = &problem.limits;
    let assumed = if limits.time_published {
        ""
    } else {
        " (assumed)"
    };
    let memory = limits
        .memory_mib
        .map_or("memory limit unpublished".into(), |mib| {
            format!("{mib} MiB")
        });
    let seconds = limits.time_ms as f64 / 1e3;
    format!("{}: {seconds} s{assumed}, {memory}", problem.judge)
}

/// The problems' time targets, each said once with the binaries it holds for: "the
/// slowest run below 10 % of the time limit (`dpk`, `cco15p2`); below 6 % of the time
/// limit (`qccp1`)".
fn target_groups(problems: &[&Problem]) -> String {
    let mut groups: Vec<(Targets, Vec<String>)> = Vec::new();
    for problem in problems {
        let binary = format!("`{}`", problem.binary);
        match groups.iter_mut().find(|(t, _)| *t == problem.targets) {
            Some((_, binaries)) => binaries.push(binary),
            None => groups.push((problem.targets, vec![binary])),
        }
    }
    let said: Vec<String> = groups
        .iter()
        .map(|(targets, binaries)| {
            format!(
                "below {} % of the time limit ({})",
                targets.time_percent,
                binaries.join(", ")
            )
        })
        .collect();
    format!("the slowest run {}", said.join("; "))
}

/// The notes under the table: targets, the limits' own notes, the floor, start-up.
fn notes(problems: &[&Problem], startup: &Summary) -> String {
    let mut notes = format!(
        "- Targets: peak memory below the judge's memory limit, and {}.\n",
        target_groups(problems)
    );
    for problem in problems {
        if let Some(note) = problem.limits.note {
            notes += &format!("- `{}`: {note}\n", problem.binary);
        }
    }
    let memory = match startup.peak_memory {
        Some(_) => "Linux counts a child's peak memory from the measuring process's own",
        None => {
            "peak memory is not measured on this platform (only Unix's `wait4` gives a child's own)"
        }
    };
    notes
        + &format!(
            "- ↳ floor, under every input of 1 MiB or more: the least any program must do with \
             that input, read all of stdin and parse every integer, nothing else (`xtask/floor`).\n\
             - A process that only starts and exits (the floor on an empty input) takes {} and \
             peaks at {}: times and memory near those are start-up, not work ({memory}).\n",
            ms(startup.median),
            units::memory(startup.peak_memory),
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn summary(median: u64, max: u64, peak_mib: u64) -> Summary {
        let (median, max) = (Duration::from_millis(median), Duration::from_millis(max));
        Summary {
            median,
            max,
            peak_memory: Some(peak_mib << 20),
        }
    }

    #[test]
    fn each_missed_target_is_named() {
        let dpk = gamebits_problems::problem("dpk").unwrap();
        assert!(missed(dpk, &summary(50, 99, 1023)).is_empty());
        assert_eq!(
            missed(dpk, &summary(50, 100, 1024)),
            [
                "time 10.0 % of the limit (target < 10 %)",
                "memory at or over 1024 MiB"
            ]
        );
        // A median far above the floor's is no missed target: the floor is measured.
        let qccp1 = gamebits_problems::problem("qccp1").unwrap();
        assert!(missed(qccp1, &summary(80, 89, 30)).is_empty());
        assert_eq!(
            missed(qccp1, &summary(41, 90, 30)),
            ["time 6.0 % of the limit (target < 6 %)"]
        );
    }

    #[test]
    fn limits_say_which_are_assumed() {
        let limits_of = |binary| limits(gamebits_problems::problem(binary).unwrap());
        assert_eq!(limits_of("qccp1"), "DMOJ: 1.5 s, 256 MiB");
        assert_eq!(
            limits_of("dispdom"),
            "CodeChef: 1 s (assumed), memory limit unpublished"
        );
    }
}
