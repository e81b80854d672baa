//! `cargo xtask test <binary>`: the binary built in release and judged on every sample,
//! one row each (verdict, time and peak memory beside the judge's limits), what went
//! wrong under each row that failed, and a summary. Answers are compared as DMOJ's
//! default checker does; a run is killed at the time limit.

use crate::measure::{self, Limited};
use crate::workspace::{self, exe};
use gamebits_gen::{Limits, Problem};
use gamebits_test_support::checker;
use std::fs;
use std::path::{Path, PathBuf};

use std::time::Duration;

/// Runs `cargo xtask test`: `Ok(true)` if every sample passed.
pub fn run(binary: &str) -> Result<bool, String> {
    let root = workspace::root()?;
    let problem = gamebits_gen::problem(binary)
        .ok_or_else(|| format!("no problem `{binary}` in the registry (gen/src/lib.rs)"))?;
    let samples = samples(&root, binary)?;
    let exe = exe(
        &workspace::build_release(&root, &["--package", "gamebits", "--bin", binary])?,
        binary,
    );
    println!("{}", heading(problem, &samples));
    let width = samples.iter().map(|s| s.name.len()).max().unwrap_or(0);
    let mut failed = Vec::new();
    for sample in &samples {
        let run = measure::run_limited(&exe, &sample.input, time_limit(&problem.limits))
            .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
        let (verdict, detail) = judge(sample, &run, &problem.limits);
        println!(
            "{}",
            row(verdict, &sample.name, width, &run, &problem.limits)
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
    Answer(String),
    Error(String),
}

/// The samples of `binary` in `samples/<binary>/`, sorted by name.
fn samples(root: &Path, binary: &str) -> Result<Vec<SampleCase>, String> {
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
    inputs.into_iter().map(sample).collect()
}

/// The sample whose input is `input`.
fn sample(input: PathBuf) -> Result<SampleCase, String> {
    let read = |extension| fs::read_to_string(input.with_extension(extension));
    let expected = match (read("out"), read("err")) {
        (Ok(answer), Err(_)) => Expected::Answer(answer),
        (Err(_), Ok(error)) => Expected::Error(error),
        _ => {
            return Err(format!(
                "{} needs beside it exactly one of its .out (the answer) and .err (the error line)",
                input.display()
            ))
        }
    };
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match expected {
        Expected::Answer(_) => stem.into_owned(),
        Expected::Error(_) => format!("{stem}.err"),
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
}

impl Verdict {
    fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
        }
    }
}

/// The time limit as a duration.
fn time_limit(limits: &Limits) -> Duration {
    Duration::from_millis(limits.time_ms)
}

/// The verdict on `sample` of the run `run`, and what to say under its row: the first
/// difference of a wrong answer, what a failed run said on stderr.
fn judge(sample: &SampleCase, run: &Limited, limits: &Limits) -> (Verdict, String) {
    let stdout = String::from_utf8_lossy(&run.stdout);
    let stderr = String::from_utf8_lossy(&run.stderr);
    let stderr = stderr.trim_end();
    let over_memory = limits
        .memory_mib
        .zip(run.peak_memory)
        .is_some_and(|(mib, peak)| peak > mib << 20);
    if run.killed {
        return (
            Verdict::TimeLimitExceeded,
            "killed at the time limit".into(),
        );
    }
    if run.wall > time_limit(limits) {
        return (Verdict::TimeLimitExceeded, String::new());
    }
    if over_memory {
        return (Verdict::MemoryLimitExceeded, String::new());
    }
    match &sample.expected {
        Expected::Answer(_) if !run.status.success() => {
            (Verdict::RuntimeError, format!("{}\n{stderr}", run.status))
        }
        Expected::Answer(answer) => match checker::compare(answer, &stdout) {
            Ok(()) => (Verdict::Accepted, String::new()),
            Err(difference) => (Verdict::WrongAnswer, difference),
        },
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
    }
}

/// The line above the rows: the binary, its samples, its judge and limits.
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
    format!(
        "{}: {count}; {}'s limits {}",
        problem.binary,
        problem.judge,
        problem.limits.text()
    )
}

/// One sample's row: verdict, name (in a column `width` wide), time beside the time
/// limit, peak memory beside the memory limit.
fn row(verdict: Verdict, name: &str, width: usize, run: &Limited, limits: &Limits) -> String {
    let memory_limit = limits
        .memory_mib
        .map_or("none".to_string(), |mib| format!("{mib} MiB"));
    format!(
        "{:<3}  {name:<width$}  {:>10} of {:<6}  {:>10} of {memory_limit}",
        verdict.code(),
        measure::ms(run.wall),
        seconds(limits.time_ms),
        measure::memory(run.peak_memory),
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
