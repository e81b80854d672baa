//! A solution judged on every sample: a row each, what went wrong, a summary.
//!
//! One row a case (verdict, time and peak memory beside the judge's limits), what went
//! wrong under each row that failed, and a summary. Answers are judged by the problem's
//! checker in the registry (DMOJ's `standard`, `identical`, `floats`, or a checker
//! program); an interactive problem's solution plays each sample against its
//! interactor. A run is killed, with all it started, at the time limit; its peak memory
//! is judged where it is measured, and the heading says where that is not as on Linux.
//!
//! A solution other than the reference ([`Test::foreign`]) skips the samples of bad
//! input (`.err`), which test the reference's reader, not a solution.

use crate::solution::Solution;
use crate::units;
use crate::verdict::{self, Verdict};
use gamebits_problems::checker::{Checker, Judgement};
use gamebits_problems::samples::{self, Expected, Sample};
use gamebits_problems::Problem;
use gamebits_runner::child;
use gamebits_runner::interaction::{self, Interaction, Session};
use gamebits_runner::{Finished, Judge};
use std::path::Path;
use std::time::Duration;

/// A solution to judge on cases of a problem, and how.
///
/// ```no_run
/// use gamebits_practice::{solution, test::{self, Test}};
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// let cases = gamebits_problems::samples::samples("samples/dpk".as_ref(), false).unwrap();
/// let solution = solution::of_command("python3 dpk.py");
/// let judged = Test::new(dpk, &solution, &cases, "no checker programs".as_ref());
/// let passed: bool = test::run(&judged).unwrap();
/// ```
pub struct Test<'a> {
    /// The problem, whose limits and checker judge.
    pub problem: &'static Problem,
    /// The solution judged.
    pub solution: &'a Solution,
    /// The cases it runs on.
    pub cases: &'a [Sample],
    /// Whether the solution is not the problem's own binary: it skips the cases of bad
    /// input and those not plain text, which test the binary's reader.
    pub foreign: bool,
    /// A time limit other than the judge's, if one is asked.
    pub time_limit: Option<Duration>,
    /// A memory limit in MiB other than the judge's, if one is asked.
    pub memory_limit: Option<u64>,
    /// What a case is called: "sample", "worst case".
    pub noun: &'a str,
    /// The folder of the problem's checker or interactor program, if it has one.
    pub programs: &'a Path,
}

impl<'a> Test<'a> {
    /// `solution`, a solution other than the binary, judged on `problem`'s `cases` at
    /// its judge's limits, checker programs in `programs`.
    pub fn new(
        problem: &'static Problem,
        solution: &'a Solution,
        cases: &'a [Sample],
        programs: &'a Path,
    ) -> Test<'a> {
        Test {
            problem,
            solution,
            cases,
            foreign: true,
            time_limit: None,
            memory_limit: None,
            noun: "sample",
            programs,
        }
    }
}

/// The limits a run is held to: the time limit and the memory limit in MiB.
type Held = (Duration, Option<u64>);

/// Prints what a compile error leaves of a test: the verdict CE, what the compiler
/// said, and that no case ran.
pub fn compile_error(file: &Path, said: &str) {
    println!(
        "{}   {}: compile error",
        Verdict::CompileError.code(),
        file.display()
    );
    println!("{said}");
    println!("No case run: CE.");
}

/// Judges `test`'s solution on each of its cases, printing a row each and a summary:
/// `Ok(true)` if every case passed.
///
/// # Errors
///
/// A solution or interactor that cannot be started.
pub fn run(test: &Test) -> Result<bool, String> {
    let Test {
        problem,
        solution,
        cases,
        foreign,
        noun,
        programs,
        ..
    } = *test;
    let held = (
        test.time_limit
            .unwrap_or(Duration::from_millis(problem.limits.time_ms)),
        test.memory_limit.or(problem.limits.memory_mib),
    );
    println!("{}", heading(test));
    let width = cases.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let (mut failed, mut skipped) = (Vec::new(), 0);
    for case in cases {
        let reader_test = foreign.then(|| samples::reader_test(case)).flatten();
        let (verdict, detail, measured) = match (problem.checker, reader_test) {
            (_, Some(why)) => {
                skipped += 1;
                (Verdict::Skipped, why.to_string(), None)
            }
            (Checker::Interactive(interactor), None) => {
                let played = play(solution, programs, interactor, case, held.0)?;
                let (verdict, detail) = judge_interaction(&played, held);
                (verdict, detail, Some((played.wall, played.peak_memory)))
            }
            (checker, None) => {
                let run = verdict::run_limited(&mut solution.command(), &case.input, held.0)
                    .map_err(|e| format!("cannot run {}: {e}", solution.name))?;
                let (verdict, detail) = judge(case, &run, held, checker, programs);
                (verdict, detail, Some((run.wall, run.exit.peak_memory)))
            }
        };
        println!(
            "{}",
            row((verdict, &detail), &case.name, width, measured, held)
        );
        for line in detail.lines().filter(|_| measured.is_some()) {
            println!("     {line}");
        }
        let passed = matches!(verdict, Verdict::Accepted | Verdict::Skipped);
        failed.extend((!passed).then_some(verdict));
    }
    println!("{}", summary(cases.len() - skipped, skipped, &failed, noun));
    Ok(failed.is_empty())
}

/// The verdict on `sample` of the run `run`, its answer judged by `checker` (a checker
/// program from the folder `programs`), and what to say under its row: the first
/// difference of a wrong answer, what a failed run said on stderr.
fn judge(
    sample: &Sample,
    run: &Finished,
    held: Held,
    checker: Checker,
    programs: &Path,
) -> (Verdict, String) {
    // Bad input is to be refused: a failed run is what it asks for.
    let failed = match sample.expected {
        Expected::Error(_) => {
            verdict::over_limits(run.exit.killed, run.wall, run.exit.peak_memory, held)
        }
        _ => verdict::of_run(run, held),
    };
    if let Some(failed) = failed {
        return failed;
    }
    match &sample.expected {
        Expected::Answer(answer) => {
            match checker.judge(&sample.input, answer, &run.stdout.bytes, programs) {
                Judgement::Accepted => (Verdict::Accepted, String::new()),
                Judgement::Rejected(difference) => (Verdict::WrongAnswer, difference),
                Judgement::Failed(why) => {
                    (Verdict::CheckerFailed, format!("checker failure: {why}"))
                }
            }
        }
        Expected::Error(line) => {
            let said = (&run.stdout.bytes, &run.stderr.bytes);
            match samples::refusal(line, &run.exit.status_value(), said.0, said.1) {
                Ok(()) => (Verdict::Accepted, String::new()),
                Err(why) => (Verdict::WrongAnswer, why),
            }
        }
        Expected::Interactive(_) => unreachable!("an interactive sample is played"),
    }
}

/// Plays `sample` of an interactive problem: `solution` against `interactor` (in the
/// folder `programs`), the solution killed at the time limit `limit`, its peak memory
/// measured.
fn play(
    solution: &Solution,
    programs: &Path,
    interactor: &str,
    sample: &Sample,
    limit: Duration,
) -> Result<Interaction, String> {
    let answer = match &sample.expected {
        Expected::Interactive(answer) => answer.as_deref(),
        _ => None,
    };
    let session = Session {
        solution: &solution.program,
        args: &solution.args,
        programs,
        interactor,
        input: &sample.input,
        answer,
        limit,
    };
    interaction::play(&session)
}

/// The verdict on an interactive run and what to say under its row; under a failure,
/// the last lines exchanged. An interactor that failed comes first (no verdict can be
/// trusted), then the solution's time and memory, then whichever ended first: the
/// interactor's rejection or the solution's exit status (a solution that fails to read
/// after the jury has rejected it gets the rejection); then what it wrote after the
/// interactor had finished.
fn judge_interaction(played: &Interaction, held: Held) -> (Verdict, String) {
    let stderr = String::from_utf8_lossy(&played.stderr);
    let (verdict, mut detail) = match &played.judgement {
        Judgement::Failed(why) => (Verdict::CheckerFailed, format!("interactor failure: {why}")),
        _ if played.too_many_processes => verdict::too_many_processes(),
        judgement => {
            match verdict::over_limits(played.killed, played.wall, played.peak_memory, held) {
                Some((verdict, said)) if played.killed && played.idle * 2 >= held.0 => (
                    verdict,
                    format!(
                        "{said}; nothing passed between the two in its last {}: each waiting \
                     for the other (a move not flushed?)",
                        units::ms(played.idle)
                    ),
                ),
                Some(over) => over,
                None if played.solution_failed_first() => {
                    let mut said =
                        format!("{}\n{}", played.status, verdict::last_lines(&played.stderr));
                    if let Judgement::Rejected(why) = judgement {
                        said.push_str(&format!("\nthe interactor: {why}"));
                    }
                    (Verdict::RuntimeError, said)
                }
                None => match judgement {
                    Judgement::Rejected(why) if !played.status.success() => (
                        Verdict::WrongAnswer,
                        format!(
                            "{why}\nthen the solution: {}, {}",
                            played.status,
                            stderr.trim_end()
                        ),
                    ),
                    Judgement::Rejected(why) => (Verdict::WrongAnswer, why.clone()),
                    _ if !played.after_end.is_empty() => (
                        Verdict::WrongAnswer,
                        format!(
                            "wrote after the interactor had finished: `{}`",
                            String::from_utf8_lossy(&played.after_end).trim()
                        ),
                    ),
                    _ => (Verdict::Accepted, String::new()),
                },
            }
        }
    };
    if verdict != Verdict::Accepted && !played.transcript.is_empty() {
        detail.push_str("\nthe last lines exchanged:");
        for line in &played.transcript {
            detail.push_str(&format!("\n  {line}"));
        }
    }
    (verdict, detail)
}

/// The line above the rows: the binary (and the solution judged, if not the binary),
/// its cases, its judge and limits (and the limits it is held to, if others), and its
/// checker.
fn heading(test: &Test) -> String {
    let Test {
        problem,
        solution,
        cases: samples,
        noun,
        ..
    } = *test;
    let errors = samples
        .iter()
        .filter(|s| matches!(s.expected, Expected::Error(_)))
        .count();
    let count = match errors {
        0 => count_of(samples.len(), noun),
        e => format!(
            "{} ({e} of bad input, .err: the error line expected)",
            count_of(samples.len(), noun)
        ),
    };
    let judged = match problem.checker {
        Checker::Standard => String::new(),
        checker => format!("; checker {checker}"),
    };
    let time_here = test
        .time_limit
        .map(|limit| format!("; held to {} (--time-limit)", seconds(limit)));
    let memory_here = test
        .memory_limit
        .map(|mib| format!("; held to {mib} MiB (--memory-limit)"));
    let judged_here = time_here.unwrap_or_default() + &memory_here.unwrap_or_default();
    let whose = match solution.name == problem.binary {
        true => problem.binary.to_string(),
        false => format!("{} ({})", solution.name, problem.binary),
    };
    format!(
        "{whose}: {count}; {}'s limits {}{judged_here}{judged}{}",
        problem.judge,
        problem.limits.text(),
        unheld(std::env::consts::OS, child::MEASURES_MEMORY)
    )
}

/// What of the judge's limits the system `os` cannot hold as Linux does, said after
/// them: nothing on Linux, that memory is counted otherwise where it is measured
/// (macOS), that it is not measured where it is not (Windows).
fn unheld(os: &str, measures_memory: bool) -> &'static str {
    match (os, measures_memory) {
        ("linux", _) => "",
        (_, true) => {
            "; peak memory as this system counts it, not as Linux does: near the limit, a hint"
        }
        (_, false) => "; time held, memory not measured on this system (no MLE)",
    }
}

/// One case's row: verdict, name (in a column `width` wide), time beside the time
/// limit, peak memory beside the memory limit (none for a case not run).
fn row(
    (verdict, detail): (Verdict, &str),
    name: &str,
    width: usize,
    measured: Option<(Duration, Option<u64>)>,
    (time_limit, memory_mib): Held,
) -> String {
    let Some((wall, peak)) = measured else {
        return format!("{:<3}  {name:<width$}  skipped: {detail}", verdict.code());
    };
    let memory_limit = memory_mib.map_or("none".to_string(), |mib| format!("{mib} MiB"));
    format!(
        "{:<3}  {name:<width$}  {:>10} of {:<6}  {:>10} of {memory_limit}",
        verdict.code(),
        units::ms(wall),
        seconds(time_limit),
        units::memory(peak),
    )
}

/// A time limit in seconds: "1 s", "1.5 s".
fn seconds(limit: Duration) -> String {
    format!("{} s", limit.as_secs_f64())
}

/// The line under the rows: how many of the `total` cases run passed, the verdicts of
/// the others, and how many were `skipped`.
fn summary(total: usize, skipped: usize, failed: &[Verdict], noun: &str) -> String {
    let skipped = match skipped {
        0 => String::new(),
        n => format!(" ({n} skipped)"),
    };
    match (failed.is_empty(), total) {
        (true, 1) => return format!("The {noun} passed{skipped}."),
        (true, _) => return format!("All {total} {noun}s passed{skipped}."),
        (false, _) => {}
    }
    let mut counts: Vec<(Verdict, usize)> = Vec::new();
    for &verdict in failed {
        match counts.iter_mut().find(|(v, _)| *v == verdict) {
            Some((_, count)) => *count += 1,
            None => counts.push((verdict, 1)),
        }
    }
    let counts: Vec<String> = counts
        .iter()
        .map(|(verdict, count)| format!("{count} {}", verdict.code()))
        .collect();
    format!(
        "{} of {} passed: {}{skipped}.",
        total - failed.len(),
        count_of(total, noun),
        counts.join(", ")
    )
}

/// "1 sample" or "N samples".
fn count_of(count: usize, noun: &str) -> String {
    match count {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_each_verdict() {
        assert_eq!(summary(3, 0, &[], "sample"), "All 3 samples passed.");
        assert_eq!(summary(1, 0, &[], "sample"), "The sample passed.");
        assert_eq!(
            summary(1, 0, &[Verdict::RuntimeError], "sample"),
            "0 of 1 sample passed: 1 RE."
        );
        assert_eq!(
            summary(5, 18, &[], "sample"),
            "All 5 samples passed (18 skipped)."
        );
        let failed = [
            Verdict::WrongAnswer,
            Verdict::TimeLimitExceeded,
            Verdict::WrongAnswer,
        ];
        assert_eq!(
            summary(5, 0, &failed, "sample"),
            "2 of 5 samples passed: 2 WA, 1 TLE."
        );
    }

    #[test]
    fn a_system_that_cannot_hold_the_memory_limit_says_so() {
        assert_eq!(unheld("linux", true), "");
        assert!(unheld("macos", true).contains("not as Linux does"));
        assert!(unheld("windows", false).contains("memory not measured"));
    }

    #[test]
    fn limits_are_written_in_seconds() {
        assert_eq!(seconds(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(seconds(Duration::from_secs(5)), "5 s");
    }
}
