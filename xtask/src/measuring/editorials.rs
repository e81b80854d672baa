//! `cargo xtask bench --editorials [PROBLEM…]`: the editorials' solutions, judged.
//!
//! Every editorial solution (as [`gamebits_problems::editorial`] reads them, a Python one
//! under each of its interpreters, python3 and pypy3) is run once on each worst case of its problem, judged as the judge
//! would: its answer by the problem's checker, its CPU time (user and system) and peak
//! memory against the judge's limits; its wall time beside, which load stretches.
//!
//! A run is killed at [`CAP`] times the time limit, and a solution killed on one case is
//! not run on the others. The table is the guide's, in `practising-other-languages.md`.

use crate::base::workspace::{self, exe};
use crate::base::{inputs, process};
use crate::measuring::measure::{self, machine};
use gamebits_practice::solution::{self, Prepared, Solution};
use gamebits_practice::units;
use gamebits_problems::checker::Judgement;
use gamebits_problems::editorial::{self, Language};
use gamebits_problems::samples::{Expected, Sample};
use gamebits_problems::Problem;
use gamebits_runner::{Finished as Run, Judge};
use std::path::Path;
use std::time::Duration;

/// A run is killed at this many times the judge's time limit in wall time: far enough
/// past it that a run within the limit in CPU time is not killed on a loaded machine
/// (seen: wall time 3 to 7 times the CPU time at a load of 14 on 2 cores), near enough
/// to keep the table quick.
const CAP: u32 = 10;

/// How one solution fared on the worst cases of its problem.
struct Fared {
    /// "AC", or the first verdict that is not, with the case it was given on.
    verdict: String,
    /// The largest CPU time and the wall time of that run, and the largest peak memory.
    cpu: Duration,
    wall: Duration,
    peak: Option<u64>,
}

/// Measures every editorial solution of `binaries` (all if none) and prints the table.
pub fn run(binaries: &[String]) -> Result<(), String> {
    let root = workspace::root()?;
    let cache = crate::base::solution::cache()?;
    let release = measure::build_release()?;
    process::end_children_on_ctrl_c();
    let before = load();
    let mut rows = String::new();
    for problem in inputs::problems(binaries)? {
        let editorial = editorial::read(&root.join("src/bin").join(problem.binary))?;
        if editorial.solutions.is_empty() {
            continue;
        }
        if problem.worst_cases.is_empty() {
            rows += &format!(
                "| `{}` | {} | | | no worst case in the registry (samples only) | | | |\n",
                problem.binary,
                limits(problem)
            );
            continue;
        }
        let reference = exe(&release, problem.binary);
        let cases = inputs::worst_samples(problem, &reference, false)?;
        for solution in &editorial.solutions {
            let name = solution.name();
            for (by, interpreter) in runs_of(solution.language) {
                eprintln!("{}/{name} ({by})...", problem.binary);
                let fared = match solution::prepare(&solution.file, interpreter, &cache)? {
                    Prepared::Ready(solution) => fare(problem, &solution, &cases, &release)?,
                    Prepared::CompileError { .. } => Fared {
                        verdict: "CE".to_string(),
                        cpu: Duration::ZERO,
                        wall: Duration::ZERO,
                        peak: None,
                    },
                };
                rows += &row(problem, &name, &by, &fared);
            }
        }
    }
    println!(
        "`cargo xtask bench --editorials` on {}, {}: each solution run once on every worst \
         case of its problem, killed at {CAP}× the time limit; the verdict judged by CPU \
         time (user + system) and peak memory against the judge's limits, the slowest \
         case's times shown. Load average (1, 5, 15 min) before: {before}; after: {}.\n\n\
         | problem | judge's limits | solution | run by | verdict | CPU time | wall time | peak memory |\n\
         |---|---|---|---|---|---:|---:|---:|\n{rows}",
        machine(),
        now(),
        load()
    );
    Ok(())
}

/// How a solution in `language` is run, each way once: by what, as the table says it,
/// and the interpreter to run it by ("" for none). A language run by
/// an interpreter is run by each of its interpreters; a compiled one is named with its
/// compiler.
fn runs_of(language: Language) -> Vec<(String, &'static str)> {
    let toolchain = language.toolchain();
    match (toolchain.interpreters, toolchain.compiler()) {
        ([], Some(compiler)) => vec![(format!("{} ({compiler})", language.name()), "")],
        ([], None) => vec![(language.name().to_string(), "")],
        (interpreters, _) => interpreters
            .iter()
            .map(|&interpreter| (interpreter.to_string(), interpreter))
            .collect(),
    }
}

/// Runs `solution` on every case in turn, until one fails: how it fared.
fn fare(
    problem: &Problem,
    solution: &Solution,
    cases: &[Sample],
    programs: &Path,
) -> Result<Fared, String> {
    let limit = Duration::from_millis(problem.limits.time_ms);
    let mut fared = Fared {
        verdict: "AC".to_string(),
        cpu: Duration::ZERO,
        wall: Duration::ZERO,
        peak: None,
    };
    for case in cases {
        let run = gamebits_practice::verdict::run_limited(
            &mut solution.command(),
            &case.input,
            limit * CAP,
        )
        .map_err(|e| format!("cannot run {}: {e}", solution.name))?;
        let cpu = run.exit.cpu_time.unwrap_or(run.wall);
        if cpu >= fared.cpu {
            (fared.cpu, fared.wall) = (cpu, run.wall);
        }
        fared.peak = fared.peak.max(run.exit.peak_memory);
        if let Some(verdict) = verdict(problem, case, &run, cpu, programs) {
            fared.verdict = format!("**{verdict}** on {}", case.name);
            break;
        }
    }
    Ok(fared)
}

/// The judge's verdict on `run` of `case` if not AC: killed at the cap or over the time
/// limit in `cpu` time (TLE), over the memory limit (MLE), failed (RE), or rejected by
/// the checker (WA; FAIL if the checker failed).
fn verdict(
    problem: &Problem,
    case: &Sample,
    run: &Run,
    cpu: Duration,
    programs: &Path,
) -> Option<String> {
    let limits = &problem.limits;
    if run.exit.killed {
        return Some(format!("TLE (killed at {CAP}× the limit in wall time)"));
    }
    if run.stdout.cut {
        return Some("OLE".to_string());
    }
    if !run.exit.status.success() {
        return Some(format!("RE ({})", run.exit.status));
    }
    if cpu > Duration::from_millis(limits.time_ms) {
        return Some("TLE".to_string());
    }
    let memory = limits.memory_mib.zip(run.exit.peak_memory);
    if memory.is_some_and(|(mib, peak)| peak > mib << 20) {
        return Some("MLE".to_string());
    }
    let Expected::Answer(answer) = &case.expected else {
        return Some("FAIL (no answer to compare)".to_string());
    };
    match problem
        .checker
        .judge(&case.input, answer, &run.stdout.bytes, programs)
    {
        Judgement::Accepted => None,
        Judgement::Rejected(_) => Some("WA".to_string()),
        Judgement::Failed(why) => Some(format!("FAIL ({why})")),
    }
}

/// The row of one solution, its times beside the time limit.
fn row(problem: &Problem, name: &str, by: &str, fared: &Fared) -> String {
    let limit = Duration::from_millis(problem.limits.time_ms);
    let loaded = match fared.wall > limit && fared.cpu <= limit && fared.verdict == "AC" {
        true => " (wall over the limit: load?)",
        false => "",
    };
    format!(
        "| `{}` | {} | `{name}` | {by} | {}{loaded} | {} | {} | {} |\n",
        problem.binary,
        limits(problem),
        fared.verdict,
        units::ms(fared.cpu),
        units::ms(fared.wall),
        units::memory(fared.peak),
    )
}

/// "1.5 s, 256 MiB" (a memory limit unpublished said so).
fn limits(problem: &Problem) -> String {
    let memory = problem
        .limits
        .memory_mib
        .map_or("no memory limit".to_string(), |mib| format!("{mib} MiB"));
    format!("{} s, {memory}", problem.limits.time_ms as f64 / 1e3)
}

/// The machine's load average over 1, 5 and 15 minutes, where Linux says it.
fn load() -> String {
    let said = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let averages: Vec<&str> = said.split_whitespace().take(3).collect();
    match averages.len() {
        3 => averages.join(", "),
        _ => "unknown".to_string(),
    }
}

/// The date and time now, in UTC: "2026-11-28 15:04 UTC".
fn now() -> String {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let minutes = since.map_or(0, |since| since.as_secs() / 60);
    let (year, month, day) = civil(minutes / (24 * 60));
    let (hour, minute) = (minutes / 60 % 24, minutes % 60);
    format!("{year}-{month:02}-{day:02} {hour:02}:{minute:02} UTC")
}

/// The year, month and day of the `days`-th day after 1970-01-01, in the Gregorian
/// calendar (Howard Hinnant's `civil_from_days`).
fn civil(days: u64) -> (u64, u64, u64) {
    let days = days + 719_468;
    let era = days / 146_097;
    let day_of_era = days % 146_097;
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_dated_in_the_gregorian_calendar() {
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(11_016), (2000, 2, 29));
        assert_eq!(civil(20_785), (2026, 11, 28));
    }

    #[test]
    fn a_python_solution_is_run_by_both_pythons() {
        let pythons = [
            ("python3".to_string(), "python3"),
            ("pypy3".to_string(), "pypy3"),
        ];
        assert_eq!(runs_of(Language::Python), pythons);
        assert_eq!(runs_of(Language::Cpp), [("C++ (g++)".to_string(), "")]);
        assert_eq!(runs_of(Language::Java), [("Java (javac)".to_string(), "")]);
    }
}
