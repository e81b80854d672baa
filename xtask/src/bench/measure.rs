//! Timed runs of one binary on one input: wall time and the child's own peak memory.
//!
//! The child is reaped with `wait4`, which returns the resource usage of that child
//! alone; `getrusage(RUSAGE_CHILDREN)` would give the maximum over every child so far.

use std::collections::hash_map::DefaultHasher;
use std::fs::File;
use std::hash::Hasher;
use std::io::{self, Read};
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// Bytes per unit of `ru_maxrss`: kibibytes on Linux and the BSDs, bytes on macOS.
const MAXRSS_UNIT: u64 = if cfg!(target_os = "macos") { 1 } else { 1024 };

/// How much of a failing child's stderr goes into the error message.
const STDERR_SHOWN: usize = 2000;

/// What one successful run cost and what it printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// From just before the spawn to the moment the child was reaped.
    pub wall: Duration,
    /// The child's peak resident set size (`ru_maxrss`), in bytes.
    pub peak_memory: u64,
    /// A hash of everything the child printed on stdout, to compare runs.
    pub output_hash: u64,
}

/// The median and maximum wall time and the peak memory of several runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The middle wall time (the mean of the two middle ones for an even count).
    pub median: Duration,
    /// The slowest run.
    pub max: Duration,
    /// The largest peak memory of any run, in bytes.
    pub peak_memory: u64,
}

/// Runs `exe args…` once untimed, then `runs` times timed, with stdin from `input`;
/// every run must exit with status 0, print an answer, and print the same as the others.
pub fn repeat(exe: &Path, args: &[&str], input: &Path, runs: usize) -> Result<Summary, String> {
    let warm_up = run_once(exe, args, input)?;
    let mut timed = Vec::with_capacity(runs);
    for _ in 0..runs {
        let run = run_once(exe, args, input)?;
        if run.output_hash != warm_up.output_hash {
            return Err(format!(
                "{} printed different answers in different runs on {}",
                exe.display(),
                input.display()
            ));
        }
        timed.push(run);
    }
    Ok(summarize(&timed))
}

/// Summarises at least one run.
pub fn summarize(runs: &[Run]) -> Summary {
    let mut walls: Vec<Duration> = runs.iter().map(|r| r.wall).collect();
    walls.sort_unstable();
    let middle = walls.len() / 2;
    let median = if walls.len() % 2 == 1 {
        walls[middle]
    } else {
        (walls[middle - 1] + walls[middle]) / 2
    };
    Summary {
        median,
        max: walls[walls.len() - 1],
        peak_memory: runs.iter().map(|r| r.peak_memory).max().unwrap_or(0),
    }
}

/// Runs `exe args…` once with stdin from `input`, draining its stdout through a hash.
/// A non-zero exit, a signal, or an empty answer is an error that quotes its stderr.
pub fn run_once(exe: &Path, args: &[&str], input: &Path) -> Result<Run, String> {
    let what = || {
        let words: Vec<String> = std::iter::once(exe.display().to_string())
            .chain(args.iter().map(|a| a.to_string()))
            .collect();
        format!("`{}` < {}", words.join(" "), input.display())
    };
    let stdin = File::open(input).map_err(|e| format!("cannot open {}: {e}", input.display()))?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", what()))?;
    let mut stderr = child.stderr.take().expect("stderr is piped");
    let stderr_reader = thread::spawn(move || {
        let mut text = Vec::new();
        stderr.read_to_end(&mut text).map(|_| text)
    });
    let stdout = child.stdout.take().expect("stdout is piped");
    let (output_hash, answered) = drain(stdout).map_err(|e| format!("{}: {e}", what()))?;
    let (status, peak_memory) = wait_with_peak_memory(child.id())
        .map_err(|e| format!("cannot wait for {}: {e}", what()))?;
    let wall = start.elapsed();
    let stderr = stderr_reader
        .join()
        .expect("the stderr reader does not panic")
        .map_err(|e| format!("{}: {e}", what()))?;
    let failure = if !status.success() {
        Some(status.to_string())
    } else if !answered {
        Some("printed no answer".to_string())
    } else {
        None
    };
    match failure {
        None => Ok(Run {
            wall,
            peak_memory,
            output_hash,
        }),
        Some(failure) => {
            let shown = String::from_utf8_lossy(&stderr[..stderr.len().min(STDERR_SHOWN)]);
            Err(format!(
                "{} failed: {failure}; stderr: {}",
                what(),
                shown.trim_end()
            ))
        }
    }
}

/// Reads `stdout` to its end in small chunks, so that the measuring process stays
/// small (see [`wait_with_peak_memory`]); returns a hash of the bytes and whether
/// any of them was not whitespace.
fn drain(mut stdout: impl Read) -> io::Result<(u64, bool)> {
    let mut hasher = DefaultHasher::new();
    let mut answered = false;
    let mut chunk = [0u8; 8192];
    loop {
        let read = match stdout.read(&mut chunk) {
            Ok(0) => return Ok((hasher.finish(), answered)),
            Ok(read) => read,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        hasher.write(&chunk[..read]);
        answered |= chunk[..read].iter().any(|b| !b.is_ascii_whitespace());
    }
}

/// Reaps the child `pid` and returns its exit status and peak memory in bytes.
///
/// Linux starts a child's `ru_maxrss` at the spawning process's peak so far (the child
/// begins life sharing or copying its parent's memory), so a child never reads below
/// the measuring process's peak: keep that process small.
fn wait_with_peak_memory(pid: u32) -> io::Result<(ExitStatus, u64)> {
    let pid = libc::pid_t::try_from(pid).map_err(io::Error::other)?;
    loop {
        let mut status: libc::c_int = 0;
        // SAFETY: `rusage` holds only integers, so all zeroes is a valid value; wait4
        // writes only through the two pointers, which point to live locals of the
        // types it expects.
        let (reaped, usage) = unsafe {
            let mut usage: libc::rusage = std::mem::zeroed();
            let reaped = libc::wait4(pid, &mut status, 0, &mut usage);
            (reaped, usage)
        };
        if reaped == pid {
            let peak = u64::try_from(usage.ru_maxrss).unwrap_or(0) * MAXRSS_UNIT;
            return Ok((ExitStatus::from_raw(status), peak));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn run(wall_ms: u64, peak_memory: u64) -> Run {
        Run {
            wall: Duration::from_millis(wall_ms),
            peak_memory,
            output_hash: 0,
        }
    }

    #[test]
    fn summary_of_an_odd_count_takes_the_middle_run() {
        let runs = [run(30, 5), run(10, 9), run(20, 7)];
        assert_eq!(
            summarize(&runs),
            Summary {
                median: Duration::from_millis(20),
                max: Duration::from_millis(30),
                peak_memory: 9,
            }
        );
    }

    #[test]
    fn summary_of_an_even_count_averages_the_two_middle_runs() {
        let runs = [run(40, 1), run(10, 1), run(20, 1), run(30, 1)];
        assert_eq!(summarize(&runs).median, Duration::from_millis(25));
        assert_eq!(summarize(&runs).max, Duration::from_millis(40));
    }

    /// A small input file of this test's own, removed when dropped.
    struct Input(PathBuf);

    impl Input {
        fn new(name: &str, text: &str) -> Input {
            let path = std::env::temp_dir()
                .join(format!("gamebits-bench-{}-{name}.in", std::process::id()));
            std::fs::write(&path, text).unwrap();
            Input(path)
        }
    }

    impl Drop for Input {
        fn drop(&mut self) {
            let _ = std::fs::remove_file(&self.0);
        }
    }

    #[test]
    fn a_run_that_answers_is_measured() {
        let input = Input::new("cat", "First\n");
        let summary = repeat(Path::new("cat"), &[], &input.0, 2).unwrap();
        assert!(summary.median <= summary.max);
        assert!(summary.peak_memory > 0);
    }

    #[test]
    fn a_run_that_prints_nothing_is_an_error() {
        let input = Input::new("blank", " \n");
        let error = run_once(Path::new("cat"), &[], &input.0).unwrap_err();
        assert!(error.contains("printed no answer"), "{error}");
    }

    #[test]
    fn a_failing_run_is_an_error_that_quotes_stderr() {
        let input = Input::new("fail", "");
        let script = "echo 'error: K = 0 is outside 1..=100000' >&2; exit 1";
        let error = run_once(Path::new("sh"), &["-c", script], &input.0).unwrap_err();
        assert!(error.contains("exit status: 1"), "{error}");
        assert!(error.contains("error: K = 0 is outside"), "{error}");
    }
}
