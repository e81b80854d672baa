//! The measuring engine of `bench`, `scaling` and `test`: the release build, timed runs
//! of one executable on one input (median and slowest wall time, each run's own peak
//! memory; for `test`, one run stopped at a time limit), and the progress shown on
//! stderr while they go.

pub use crate::workspace::exe;
use crate::workspace::{self, target_dir};
use indicatif::{HumanBytes, ProgressBar, ProgressStyle};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// Builds the binaries and the floor in release (cargo's progress shows on stderr)
/// and returns the directory that holds them; see [`exe`].
pub fn build_release() -> Result<PathBuf, String> {
    workspace::build_release(
        &workspace::root()?,
        &["--bins", "-p", "gamebits", "-p", "gamebits-floor"],
    )
}

/// The median and slowest wall time of several runs, and the largest peak memory.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Summary {
    /// The middle run (the mean of the two middle ones for an even count).
    pub median: Duration,
    /// The slowest run.
    pub max: Duration,
    /// The largest of the runs' own peak resident sets in bytes, where measured.
    pub peak_memory: Option<u64>,
}

impl Summary {
    /// The summary of at least one run's wall time and peak memory.
    pub fn of(runs: &[(Duration, Option<u64>)]) -> Summary {
        let mut walls: Vec<Duration> = runs.iter().map(|run| run.0).collect();
        walls.sort_unstable();
        let n = walls.len();
        Summary {
            median: (walls[(n - 1) / 2] + walls[n / 2]) / 2,
            max: walls[n - 1],
            peak_memory: runs.iter().filter_map(|run| run.1).max(),
        }
    }
}

/// Runs each job (an executable and its input on stdin) once to warm up, then `runs`
/// rounds in which every job runs once, in turn: a burst of load on the machine falls
/// on all of them alike. Every run must exit with status 0 and print an answer (what it
/// says on stderr goes to ours) and counts one on `progress`.
pub fn alternate(
    jobs: &[(PathBuf, PathBuf)],
    runs: u32,
    progress: &ProgressBar,
) -> Result<Vec<Summary>, String> {
    let (mut timed, mut order) = (vec![Vec::new(); jobs.len()], Vec::from_iter(0..jobs.len()));
    let mut rng = gamebits_problems::Rng::new(1);
    for round in 0..=runs {
        // In a new order each round: a run costs more after a long one (caches), and
        // no job may always follow the same one.
        rng.shuffle(&mut order);
        for &job in &order {
            let (exe, input) = &jobs[job];
            let what = || format!("`{} < {}`", exe.display(), input.display());
            let measured = run_once(exe, input).map_err(|e| format!("{}: {e}", what()))?;
            timed[job].extend((round > 0).then_some(measured));
            progress.inc(1);
        }
    }
    Ok(timed.iter().map(|runs| Summary::of(runs)).collect())
}

/// The job that measures start-up: the floor on an empty input, a process that only
/// starts and exits.
pub fn startup(release: &Path) -> Result<(PathBuf, PathBuf), String> {
    let empty = target_dir()?.join("inputs").join("empty.in");
    std::fs::create_dir_all(target_dir()?.join("inputs"))
        .and_then(|()| std::fs::write(&empty, ""))
        .map_err(|e| format!("cannot write {}: {e}", empty.display()))?;
    Ok((exe(release, "floor"), empty))
}

/// One run: its wall time from spawn to reaping and its own peak memory.
fn run_once(exe: &Path, input: &Path) -> io::Result<(Duration, Option<u64>)> {
    let stdin = std::fs::File::open(input)?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .spawn()?;
    let mut answer = Vec::new();
    child
        .stdout
        .take()
        .expect("stdout is piped")
        .read_to_end(&mut answer)?;
    let (status, peak_memory) = wait(child)?;
    if !status.success() {
        return Err(io::Error::other(format!("failed ({status})")));
    }
    if answer.iter().all(u8::is_ascii_whitespace) {
        return Err(io::Error::other("printed no answer"));
    }
    Ok((start.elapsed(), peak_memory))
}

/// One run stopped at a time limit: what it printed, how it ended, its wall time and
/// its own peak memory.
pub struct Limited {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub status: ExitStatus,
    /// Whether it was killed at the time limit.
    pub killed: bool,
    pub wall: Duration,
    pub peak_memory: Option<u64>,
}

/// Runs `exe` once with the file `input` on stdin, killed if it has not ended within
/// `limit`.
pub fn run_limited(exe: &Path, input: &Path, limit: Duration) -> io::Result<Limited> {
    let stdin = std::fs::File::open(input)?;
    let start = Instant::now();
    let mut child = Command::new(exe)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = read_all(child.stdout.take().expect("stdout is piped"));
    let stderr = read_all(child.stderr.take().expect("stderr is piped"));
    let (status, peak_memory, end, killed) = wait_within(&mut child, start + limit)?;
    let joined = |reader: JoinHandle<io::Result<Vec<u8>>>| {
        reader
            .join()
            .map_err(|_| io::Error::other("a reader panicked"))?
    };
    Ok(Limited {
        stdout: joined(stdout)?,
        stderr: joined(stderr)?,
        status,
        killed,
        wall: end - start,
        peak_memory,
    })
}

/// All that `pipe` gives until it closes, read on a thread of its own.
fn read_all(mut pipe: impl Read + Send + 'static) -> JoinHandle<io::Result<Vec<u8>>> {
    thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes).map(|_| bytes)
    })
}

/// Reaps `child` as [`wait`] does, killing it first if it has not ended by `deadline`:
/// its status, its own peak memory, when it ended and whether it was killed.
#[cfg(unix)]
pub fn wait_within(
    child: &mut Child,
    deadline: Instant,
) -> io::Result<(ExitStatus, Option<u64>, Instant, bool)> {
    let pid = child.id();
    let (sender, receiver) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let reaped = reap(pid);
        let _ = sender.send(reaped.map(|(status, peak)| (status, peak, Instant::now())));
    });
    let timeout = deadline.saturating_duration_since(Instant::now());
    let (reaped, killed) = match receiver.recv_timeout(timeout) {
        Ok(reaped) => (reaped, false),
        Err(_) => {
            // Not reaped when the deadline passed, so the process id is still the
            // child's, barring the microseconds between `wait4` and the report.
            let _ = child.kill();
            (receiver.recv().map_err(io::Error::other)?, true)
        }
    };
    let (status, peak, end) = reaped?;
    Ok((status, peak, end, killed))
}

/// Waits for `child`, killing it if it has not ended by `deadline`, every millisecond
/// (peak memory is not measured here).
#[cfg(not(unix))]
pub fn wait_within(
    child: &mut Child,
    deadline: Instant,
) -> io::Result<(ExitStatus, Option<u64>, Instant, bool)> {
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok((status, None, Instant::now(), false));
        }
        if Instant::now() >= deadline {
            child.kill()?;
            return Ok((child.wait()?, None, Instant::now(), true));
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// Reaps `child` with `wait4`, which returns that child's own peak resident set
/// (`getrusage(RUSAGE_CHILDREN)` would give the largest of all children so far).
///
/// Linux starts a child's count at the spawning process's own peak (the child begins
/// as a copy of it), so the measuring process keeps small: inputs are generated in
/// processes of their own.
#[cfg(unix)]
fn wait(child: Child) -> io::Result<(ExitStatus, Option<u64>)> {
    reap(child.id())
}

/// Reaps the child `pid` with `wait4`, as [`wait`] does.
#[cfg(unix)]
fn reap(pid: u32) -> io::Result<(ExitStatus, Option<u64>)> {
    use std::os::unix::process::ExitStatusExt;
    // Bytes per unit of `ru_maxrss`: kibibytes on Linux and the BSDs, bytes on macOS.
    const UNIT: u64 = if cfg!(target_os = "macos") { 1 } else { 1024 };
    let pid = libc::pid_t::try_from(pid).map_err(io::Error::other)?;
    loop {
        let mut status = 0;
        // SAFETY: `rusage` holds only integers, so all zeroes is a valid value; wait4
        // writes only through the two pointers, to live locals of the types it expects.
        // The one unsafe call of the project: no safe API gives one child's own peak.
        let (reaped, usage) = unsafe {
            let mut usage: libc::rusage = std::mem::zeroed();
            (libc::wait4(pid, &mut status, 0, &mut usage), usage)
        };
        if reaped == pid {
            let peak = u64::try_from(usage.ru_maxrss).unwrap_or(0) * UNIT;
            return Ok((ExitStatus::from_raw(status), Some(peak)));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// Waits for `child`; peak memory is not measured here (the reports say so).
#[cfg(not(unix))]
fn wait(mut child: Child) -> io::Result<(ExitStatus, Option<u64>)> {
    Ok((child.wait()?, None))
}

/// A time in milliseconds to about three significant digits: "0.84 ms", "151 ms".
pub fn ms(time: Duration) -> String {
    let ms = time.as_secs_f64() * 1e3;
    let decimals = 2 - usize::from(ms >= 10.0) - usize::from(ms >= 100.0);
    format!("{ms:.decimals$} ms")
}

/// A peak memory, or a dash where it is not measured.
pub fn memory(peak: Option<u64>) -> String {
    peak.map_or("—".into(), |bytes| HumanBytes(bytes).to_string())
}

/// "1 run" or "N runs".
pub fn runs(count: u32) -> String {
    match count {
        1 => "1 run".to_string(),
        _ => format!("{count} runs"),
    }
}

/// What is being measured (the bar's message) and how far it got over `total` runs in
/// all, on stderr: a progress bar on a terminal, one plain line per input otherwise
/// (indicatif hides the bar there; see [`done`]). stdout stays for the report.
pub fn progress(total: u64) -> ProgressBar {
    let style = ProgressStyle::with_template("{msg:48!} {bar:24} {pos}/{len} runs, {eta} left");
    ProgressBar::new(total).with_style(style.expect("a valid template"))
}

/// Finishes measuring what the message of `progress` names, which found `result`.
pub fn done(progress: &ProgressBar, result: &str) {
    if progress.is_hidden() {
        let (done, total) = (progress.position(), progress.length().unwrap_or(0));
        let left = progress.elapsed().as_secs_f64() * (total - done) as f64 / done as f64;
        let what = progress.message();
        eprintln!("{what}: {result} ({done}/{total} runs, about {left:.0} s left)");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        let run = |ms, peak| (Duration::from_millis(ms), Some(peak));
        let odd = Summary::of(&[run(30, 5), run(10, 9), run(20, 7)]);
        assert_eq!(
            (odd.median, odd.max),
            (Duration::from_millis(20), Duration::from_millis(30))
        );
        assert_eq!(odd.peak_memory, Some(9));
        let even = Summary::of(&[run(40, 1), run(10, 1), run(20, 1), run(30, 1)]);
        assert_eq!(even.median, Duration::from_millis(25));
        assert_eq!(Summary::of(&[(Duration::ZERO, None)]).peak_memory, None);
    }

    #[test]
    fn times_keep_about_three_digits() {
        assert_eq!(ms(Duration::from_micros(840)), "0.84 ms");
        assert_eq!(ms(Duration::from_micros(12_345)), "12.3 ms");
        assert_eq!(ms(Duration::from_millis(1500)), "1500 ms");
    }

    #[cfg(unix)]
    #[test]
    fn runs_are_measured_and_failures_said() {
        let dir = std::env::temp_dir();
        let input = dir.join("xtask-measure-first.in");
        let blank = dir.join("xtask-measure-blank.in");
        std::fs::write(&input, "First\n").unwrap();
        std::fs::write(&blank, " \n").unwrap();
        let progress = progress(0);
        let job = |exe: &str, input: &PathBuf| (PathBuf::from(exe), input.clone());
        let error =
            alternate(&[job("cat", &input), job("true", &input)], 2, &progress).unwrap_err();
        assert!(
            error.contains("true < ") && error.ends_with("printed no answer"),
            "{error}"
        );
        let summaries = alternate(&[job("cat", &input), job("cat", &input)], 2, &progress).unwrap();
        assert!(summaries.len() == 2 && summaries[1].peak_memory > Some(0));
        let error = alternate(&[job("false", &input)], 1, &progress).unwrap_err();
        assert!(error.ends_with("failed (exit status: 1)"), "{error}");
        let error = alternate(&[job("cat", &blank)], 1, &progress).unwrap_err();
        assert!(error.ends_with("printed no answer"), "{error}");
    }

    #[cfg(unix)]
    #[test]
    fn a_limited_run_is_killed_at_its_limit_and_keeps_what_it_printed() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir();
        let input = dir.join("xtask-measure-limited.in");
        std::fs::write(&input, "First\n").unwrap();
        let limit = Duration::from_millis(300);
        let cat = run_limited(Path::new("cat"), &input, limit).unwrap();
        assert!(!cat.killed && cat.status.success() && cat.wall < limit);
        assert_eq!(
            (&cat.stdout[..], &cat.stderr[..]),
            (&b"First\n"[..], &b""[..])
        );
        assert!(cat.peak_memory > Some(0));
        let script = dir.join(format!("xtask-measure-sleeps-{}", std::process::id()));
        std::fs::write(&script, "#!/bin/sh\necho started >&2\nexec sleep 30\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        // Another test's process, forked while the script was open for writing, may
        // hold it open a moment: Linux then refuses to run it ("text file busy").
        let slept = loop {
            match run_limited(&script, &input, limit) {
                Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                other => break other.unwrap(),
            }
        };
        std::fs::remove_file(&script).unwrap();
        assert!(slept.killed && !slept.status.success());
        assert!(
            slept.wall >= limit && slept.wall < 10 * limit,
            "{:?}",
            slept.wall
        );
        assert_eq!(slept.stderr, b"started\n");
    }
}
