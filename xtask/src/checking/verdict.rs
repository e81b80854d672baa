//! A judge's verdicts on one run, shared by `test` and `stress`: what a run's end says
//! before its answer is compared (output past the cap, the time limit, the memory
//! limit, a failure).

use crate::measuring::measure;
use gamebits_problems::child::Run;
use std::time::Duration;

/// How many of the last lines of stderr a runtime error shows.
const STDERR_LINES: usize = 10;

/// A verdict, as the judges name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The answer accepted, or for bad input, exactly the error line expected.
    Accepted,
    WrongAnswer,
    RuntimeError,
    TimeLimitExceeded,
    MemoryLimitExceeded,
    /// More output than [`measure::OUTPUT_CAP`].
    OutputLimitExceeded,
    CompileError,
    /// The checker or interactor failed: no verdict on the answer.
    CheckerFailed,
    /// Not run: a sample of bad input, which tests the reference's reader.
    Skipped,
}

impl Verdict {
    /// Its code: AC, WA, RE, TLE, MLE, OLE, CE, FAIL or `--`.
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Accepted => "AC",
            Verdict::WrongAnswer => "WA",
            Verdict::RuntimeError => "RE",
            Verdict::TimeLimitExceeded => "TLE",
            Verdict::MemoryLimitExceeded => "MLE",
            Verdict::OutputLimitExceeded => "OLE",
            Verdict::CompileError => "CE",
            Verdict::CheckerFailed => "FAIL",
            Verdict::Skipped => "--",
        }
    }
}

/// TLE or MLE with what to say of it, if a run of wall time `wall` and peak memory
/// `peak` (`killed` at the time limit) went over `time_limit` or `memory_mib`.
pub fn over_limits(
    killed: bool,
    wall: Duration,
    peak: Option<u64>,
    (time_limit, memory_mib): (Duration, Option<u64>),
) -> Option<(Verdict, String)> {
    let over_memory = memory_mib
        .zip(peak)
        .is_some_and(|(mib, peak)| peak > mib << 20);
    if killed {
        let said = "killed at the time limit".to_string();
        Some((Verdict::TimeLimitExceeded, said))
    } else if wall > time_limit {
        Some((Verdict::TimeLimitExceeded, String::new()))
    } else if over_memory {
        let said = format!("peak {} above the limit", measure::memory(peak));
        Some((Verdict::MemoryLimitExceeded, said))
    } else {
        None
    }
}

/// What `run`'s end says before its answer is compared, if anything: OLE, TLE, MLE
/// (at `limits`: the time limit and the memory limit in MiB), or RE with its status
/// and the last lines of its stderr.
pub fn of_run(run: &Run, limits: (Duration, Option<u64>)) -> Option<(Verdict, String)> {
    if run.stdout.cut {
        let said = format!(
            "more than {} on stdout",
            measure::memory(Some(measure::OUTPUT_CAP as u64))
        );
        return Some((Verdict::OutputLimitExceeded, said));
    }
    if let Some(over) = over_limits(run.exit.killed, run.wall, run.exit.peak_memory, limits) {
        return Some(over);
    }
    if !run.exit.status.success() {
        let said = format!("{}\n{}", run.exit.status, last_lines(&run.stderr.bytes));
        return Some((Verdict::RuntimeError, said.trim_end().to_string()));
    }
    None
}

/// The last [`STDERR_LINES`] lines of `stderr`, with how many were left out.
pub fn last_lines(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let skipped = lines.len().saturating_sub(STDERR_LINES);
    let mut said = lines[skipped..].join("\n");
    if skipped > 0 {
        said = format!("({skipped} lines of stderr before these)\n{said}");
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_last_lines_of_stderr_are_shown() {
        let stderr: String = (1..=25).map(|i| format!("line {i}\n")).collect();
        let shown = last_lines(stderr.as_bytes());
        assert!(shown.starts_with("(15 lines of stderr before these)\nline 16\n"));
        assert!(shown.ends_with("line 25"));
        assert_eq!(last_lines(b"boom\n"), "boom");
    }
}
