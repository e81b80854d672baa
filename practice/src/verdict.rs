//! A judge's verdicts on one run, shared by `test` and `stress`.
//!
//! A solution's run held to a time limit, its output capped ([`run_limited`]), and what
//! its end says before its answer is compared (output past the cap, the time limit, the
//! memory limit, a failure).

use crate::units;
use gamebits_runner::{child, Finished, Run};
use std::io;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// How many bytes of a run's stdout and of its stderr are kept: past that, an output
/// limit exceeded. Small, as the measuring process must stay small: on Linux a child's
/// peak memory starts at the peak of the process that started it.
pub const OUTPUT_CAP: usize = 16 << 20;

/// Runs `command` once with the file `input` on stdin, its group killed if it has not
/// ended within `limit`: what it printed (up to [`OUTPUT_CAP`]), how it ended, its wall
/// time and its own peak memory.
pub fn run_limited(command: &mut Command, input: &Path, limit: Duration) -> io::Result<Finished> {
    let run = Run::new(command).input_file(input).time_limit(limit);
    run.output_cap(OUTPUT_CAP).wait()
}

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
    /// More output than [`OUTPUT_CAP`].
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
        let said = format!("peak {} above the limit", units::memory(peak));
        Some((Verdict::MemoryLimitExceeded, said))
    } else {
        None
    }
}

/// The verdict of a solution killed, with all it started, for having more processes at
/// once than [`child::MAX_PROCESSES`].
pub fn too_many_processes() -> (Verdict, String) {
    let said = format!(
        "killed with all it started: more than {} processes at once (forking without end?)",
        child::MAX_PROCESSES
    );
    (Verdict::RuntimeError, said)
}

/// What `run`'s end says before its answer is compared, if anything: OLE, TLE, MLE
/// (at `limits`: the time limit and the memory limit in MiB), or RE with its status
/// and the last lines of its stderr (or with the number of processes it was killed
/// above).
pub fn of_run(run: &Finished, limits: (Duration, Option<u64>)) -> Option<(Verdict, String)> {
    if run.exit.too_many_processes {
        return Some(too_many_processes());
    }
    if run.stdout.cut {
        let said = format!(
            "more than {} on stdout",
            units::memory(Some(OUTPUT_CAP as u64))
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

/// The lines of `stderr`, at most [`STDERR_LINES`]: past that its first line (where a
/// program says what went wrong) and its last ones (where a crash ends), with how many
/// were left out between.
pub fn last_lines(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.trim_end().lines().collect();
    if lines.len() <= STDERR_LINES {
        return lines.join("\n");
    }
    let last = &lines[lines.len() - (STDERR_LINES - 1)..];
    let left_out = lines.len() - STDERR_LINES;
    format!(
        "{}\n({left_out} lines left out)\n{}",
        lines[0],
        last.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_limited_run_is_killed_at_its_limit_and_keeps_what_it_printed() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir();
        let input = dir.join(format!("practice-limited-{}.in", std::process::id()));
        std::fs::write(&input, "First\n").unwrap();
        let limit = Duration::from_millis(300);
        let cat = run_limited(&mut Command::new("cat"), &input, limit).unwrap();
        assert!(!cat.exit.killed && cat.exit.status.success() && cat.wall < limit);
        assert_eq!(
            (&cat.stdout.bytes[..], &cat.stderr.bytes[..]),
            (&b"First\n"[..], &b""[..])
        );
        assert!(cat.exit.peak_memory > Some(0));
        let script = dir.join(format!("practice-sleeps-{}", std::process::id()));
        std::fs::write(&script, "#!/bin/sh\necho started >&2\nexec sleep 30\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        // Another test's process, forked while the script was open for writing, may
        // hold it open a moment: Linux then refuses to run it ("text file busy").
        let slept = loop {
            match run_limited(&mut Command::new(&script), &input, limit) {
                Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                other => break other.unwrap(),
            }
        };
        std::fs::remove_file(&script).unwrap();
        std::fs::remove_file(&input).unwrap();
        assert!(slept.exit.killed && !slept.exit.status.success());
        assert!(
            slept.wall >= limit && slept.wall < 10 * limit,
            "{:?}",
            slept.wall
        );
        assert_eq!(slept.stderr.bytes, b"started\n");
    }

    #[test]
    fn only_the_first_and_the_last_lines_of_stderr_are_shown() {
        let stderr: String = (1..=25).map(|i| format!("line {i}\n")).collect();
        let shown = last_lines(stderr.as_bytes());
        assert!(
            shown.starts_with("line 1\n(15 lines left out)\nline 17\n"),
            "{shown}"
        );
        assert!(shown.ends_with("line 25") && shown.lines().count() == 11);
        assert_eq!(last_lines(b"boom\n"), "boom");
    }
}
