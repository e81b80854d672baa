//! `cargo xtask test <binary>`: the binary built in release and judged on every sample,
//! one row each (verdict, time and peak memory beside the judge's limits), what went
//! wrong under each row that failed, and a summary. Answers are judged by the problem's
//! checker in the registry (DMOJ's `standard`, `identical`, `floats`, or a checker
//! program); an interactive problem's solution plays each sample against its
//! interactor. A run is killed at the time limit.

use crate::measuring::measure::{self, Limited};
use crate::workspace::{self, exe};
use gamebits_problems::checker::{Checker, Judgement};
use gamebits_problems::interaction::{self, Interaction, Session};
use gamebits_problems::{Limits, Problem};
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Runs `cargo xtask test`: `Ok(true)` if every sample passed.
pub fn run(binary: &str) -> Result<bool, String> {
    let root = workspace::root()?;
    let problem = gamebits_problems::problem(binary)
        .ok_or_else(|| format!("no problem `{binary}` in the registry (problems/src/lib.rs)"))?;
    let interactive = matches!(problem.checker, Checker::Interactive(_));
    let samples = samples(&root, binary, interactive)?;
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
    let exe = exe(&programs, binary);
    println!("{}", heading(problem, &samples));
    let width = samples.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let mut failed = Vec::new();
    for sample in &samples {
        let (verdict, detail, wall, peak) = match problem.checker {
            Checker::Interactive(interactor) => {
                let played = play(&exe, &programs, interactor, sample, &problem.limits)?;
                let (verdict, detail) = judge_interaction(&played, &problem.limits);
                (verdict, detail, played.wall, played.peak_memory)
            }
            checker => {
                let run = measure::run_limited(&exe, &sample.input, time_limit(&problem.limits))
                    .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
                let (verdict, detail) = judge(sample, &run, &problem.limits, checker, &programs);
                (verdict, detail, run.wall, run.peak_memory)
            }
        };
        println!(
            "{}",
            row(verdict, &sample.name, width, (wall, peak), &problem.limits)
        );
        for line in detail.lines() {
            println!("     {line}");
        }
        failed.extend((verdict != Verdict::Accepted).then_some(verdict));
    }
    println!("{}", summary(samples.len(), &failed));
    Ok(failed.is_empty())
}

/// A sample: its input, and beside it the answer (`.out`) or the error line (`.err`).
struct SampleCase {
    name: String,
    input: PathBuf,
    expected: Expected,
}

enum Expected {
    /// The answer file, `.out`.
    Answer(PathBuf),
    /// The error line of `.err`.
    Error(String),
    /// An interactive problem's sample: its answer file for the interactor, if any.
    Interactive(Option<PathBuf>),
}

/// The samples of `binary` in `samples/<binary>/`, sorted by name.
fn samples(root: &Path, binary: &str, interactive: bool) -> Result<Vec<SampleCase>, String> {
    let dir = root.join("samples").join(binary);
    let entries = fs::read_dir(&dir).map_err(|e| format!("cannot read samples/{binary}/: {e}"))?;
    let mut inputs: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort();
    if inputs.is_empty() {
        return Err(format!(
            "no samples in samples/{binary}/ (<case>.in with <case>.out or <case>.err)"
        ));
    }
    inputs
        .into_iter()
        .map(|input| sample(input, interactive))
        .collect()
}

/// The sample whose input is `input`.
fn sample(input: PathBuf, interactive: bool) -> Result<SampleCase, String> {
    let answer = input.with_extension("out");
    let error = fs::read_to_string(input.with_extension("err"));
    let expected = match (answer.is_file(), error) {
        (answer_there, _) if interactive => Expected::Interactive(answer_there.then_some(answer)),
        (true, Err(_)) => Expected::Answer(answer),
        (false, Ok(error)) => Expected::Error(error),
        _ => {
            return Err(format!(
                "{} needs beside it exactly one of its .out (the answer) and .err (the error line)",
                input.display()
            ))
        }
    };
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match expected {
        Expected::Error(_) => format!("{stem}.err"),
        _ => stem.into_owned(),
    };
    Ok(SampleCase {
        name,
        input,
        expected,
    })
}

/// A sample's verdict, as the judges name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    /// The answer accepted, or for bad input, exactly the error line expected.
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimitExceeded,
    MemoryLimitExceeded,
    /// The checker or interactor failed: no verdict on the answer.
    CheckerFailed,
}

impl Verdict {
    fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::CheckerFailed => "FAIL",
        }
    }
}

/// The time limit as a duration.
fn time_limit(limits: &Limits) -> Duration {
    Duration::from_millis(limits.time_ms)
}

/// TLE or MLE with what to say under the row, if a run of wall time `wall` and peak
/// memory `peak` (`killed` at the time limit) went over the limits.
fn over_limits(
    killed: bool,
    wall: Duration,
    peak: Option<u64>,
    limits: &Limits,
) -> Option<(Verdict, String)> {
    let over_memory = limits
        .memory_mib
        .zip(peak)
        .is_some_and(|(mib, peak)| peak > mib << 20);
    if killed {
        Some((
            Verdict::TimeLimitExceeded,
            "killed at the time limit".into(),
        ))
    } else if wall > time_limit(limits) {
        Some((Verdict::TimeLimitExceeded, String::new()))
    } else if over_memory {
        Some((Verdict::MemoryLimitExceeded, String::new()))
    } else {
        None
    }
}

/// The verdict on `sample` of the run `run`, its answer judged by `checker` (a checker
/// program from the folder `programs`), and what to say under its row: the first
/// difference of a wrong answer, what a failed run said on stderr.
fn judge(
    sample: &SampleCase,
    run: &Limited,
    limits: &Limits,
    checker: Checker,
    programs: &Path,
) -> (Verdict, String) {
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    let stderr = stderr.trim_end();
    if let Some(over) = over_limits(run.killed, run.wall, run.peak_memory, limits) {
        return over;
    }
    match &sample.expected {
        Expected::Answer(_) if !run.status.success() => {
            (Verdict::RuntimeError, format!("{}\n{stderr}", run.status))
        }
        Expected::Answer(answer) => {
            match checker.judge(&sample.input, answer, &run.stdout, programs) {
                Judgement::Accepted => (Verdict::Accepted, String::new()),
                Judgement::Rejected(difference) => (Verdict::WrongAnswer, difference),
                Judgement::Failed(why) => {
                    (Verdict::CheckerFailed, format!("checker failure: {why}"))
                }
            }
        }
        Expected::Error(line) => {
            let refused = !run.status.success() && stdout.is_empty();
            match refused && stderr == line.trim_end() {
                true => (Verdict::Accepted, String::new()),
                false => (
                    Verdict::WrongAnswer,
                    format!(
                        "expected nothing on stdout and on stderr the line\n  {}\n\
                         found ({}) on stdout\n  {}\non stderr\n  {stderr}",
                        line.trim_end(),
                        run.status,
                        stdout.trim_end()
                    ),
                ),
            }
        }
        Expected::Interactive(_) => unreachable!("an interactive sample is played"),
    }
}

/// Plays `sample` of an interactive problem: `exe` against `interactor` (in the folder
/// `programs`), the solution killed at the time limit, its peak memory measured.
fn play(
    exe: &Path,
    programs: &Path,
    interactor: &str,
    sample: &SampleCase,
    limits: &Limits,
) -> Result<Interaction, String> {
    let answer = match &sample.expected {
        Expected::Interactive(answer) => answer.as_deref(),
        _ => None,
    };
    let session = Session {
        solution: exe,
        programs,
        interactor,
        input: &sample.input,
        answer,
        limit: time_limit(limits),
    };
    interaction::play(&session, &measure::wait_within)
}

/// The verdict on an interactive run and what to say under its row; under a failure,
/// the last lines exchanged. An interactor that failed comes first (no verdict can be
/// trusted), then the solution's time and memory, then whichever ended first: the
/// interactor's rejection or the solution's exit status (a solution that fails to read
/// after the jury has rejected it gets the rejection); then what it wrote after the
/// interactor had finished.
fn judge_interaction(played: &Interaction, limits: &Limits) -> (Verdict, String) {
    let stderr = String::from_utf8_lossy(&played.stderr);
    let (verdict, mut detail) = match &played.judgement {
        Judgement::Failed(why) => (Verdict::CheckerFailed, format!("interactor failure: {why}")),
        judgement => match over_limits(played.killed, played.wall, played.peak_memory, limits) {
            Some((verdict, said)) if played.killed && played.idle * 2 >= time_limit(limits) => (
                verdict,
                format!(
                    "{said}; nothing passed between the two in its last {}: each waiting \
                     for the other (a move not flushed?)",
                    measure::ms(played.idle)
                ),
            ),
            Some(over) => over,
            None if played.solution_failed_first() => {
                let mut said = format!("{}\n{}", played.status, stderr.trim_end());
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
        },
    };
    if verdict != Verdict::Accepted && !played.transcript.is_empty() {
        detail.push_str("\nthe last lines exchanged:");
        for line in &played.transcript {
            detail.push_str(&format!("\n  {line}"));
        }
    }
    (verdict, detail)
}

/// The line above the rows: the binary, its samples, its judge and limits, and its
/// checker.
fn heading(problem: &Problem, samples: &[SampleCase]) -> String {
    let errors = samples
        .iter()
        .filter(|s| matches!(s.expected, Expected::Error(_)))
        .count();
    let count = match errors {
        0 => count_of(samples.len()),
        e => format!(
            "{} ({e} of bad input, .err: the error line expected)",
            count_of(samples.len())
        ),
    };
    let judged = match problem.checker {
        Checker::Standard => String::new(),
        checker => format!("; checker {checker}"),
    };
    format!(
        "{}: {count}; {}'s limits {}{judged}",
        problem.binary,
        problem.judge,
        problem.limits.text()
    )
}

/// One sample's row: verdict, name (in a column `width` wide), time beside the time
/// limit, peak memory beside the memory limit.
fn row(
    verdict: Verdict,
    name: &str,
    width: usize,
    (wall, peak): (Duration, Option<u64>),
    limits: &Limits,
) -> String {
    let memory_limit = limits
        .memory_mib
        .map_or("none".to_string(), |mib| format!("{mib} MiB"));
    format!(
        "{:<3}  {name:<width$}  {:>10} of {:<6}  {:>10} of {memory_limit}",
        verdict.code(),
        measure::ms(wall),
        seconds(limits.time_ms),
        measure::memory(peak),
    )
}

/// A time limit in seconds: "1 s", "1.5 s".
fn seconds(ms: u64) -> String {
    format!("{} s", ms as f64 / 1000.0)
}

/// The line under the rows: how many passed, and the verdicts of the others.
fn summary(total: usize, failed: &[Verdict]) -> String {
    match (failed.is_empty(), total) {
        (true, 1) => return "The sample passed.".to_string(),
        (true, _) => return format!("All {total} samples passed."),
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
        "{} of {} passed: {}.",
        total - failed.len(),
        count_of(total),
        counts.join(", ")
    )
}

/// "1 sample" or "N samples".
fn count_of(samples: usize) -> String {
    match samples {
        1 => "1 sample".to_string(),
        n => format!("{n} samples"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_counts_each_verdict() {
        assert_eq!(summary(3, &[]), "All 3 samples passed.");
        assert_eq!(summary(1, &[]), "The sample passed.");
        assert_eq!(
            summary(1, &[Verdict::RuntimeError]),
            "0 of 1 sample passed: 1 RE."
        );
        let failed = [
            Verdict::WrongAnswer,
            Verdict::TimeLimitExceeded,
            Verdict::WrongAnswer,
        ];
        assert_eq!(summary(5, &failed), "2 of 5 samples passed: 2 WA, 1 TLE.");
    }

    #[test]
    fn limits_read_in_seconds() {
        assert_eq!(seconds(1500), "1.5 s");
        assert_eq!(seconds(5000), "5 s");
    }
}
