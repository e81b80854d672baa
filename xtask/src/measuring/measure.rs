//! The measuring engine of `bench` and `scaling`: timed runs, summed up, with progress.
//!
//! The release build of the binaries and the floor, runs of one executable on one
//! input (median and slowest wall time, each run's own peak memory), the progress
//! shown on stderr while they go, and the machine they are taken on.

use crate::base::workspace::{self, exe, target_dir};
use gamebits_practice::verdict::OUTPUT_CAP;
use gamebits_runner::Run;
use indicatif::{ProgressBar, ProgressStyle};
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Builds the binaries and the floor in release (cargo's progress shows on stderr)
/// and returns the directory that holds them; see [`exe`].
pub fn build_release() -> Result<PathBuf, String> {
    workspace::build_release(
        &workspace::root()?,
        &["--bins", "-p", "gamebits", "-p", "gamebits-floor"],
    )
}

/// The machine the measures are taken on, for their tables: "linux x86_64, 2 cores".
pub fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let (os, arch) = (std::env::consts::OS, std::env::consts::ARCH);
    format!("{os} {arch}, {cores} cores")
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
    let mut command = Command::new(exe);
    let run = Run::new(&mut command)
        .input_file(input)
        .output_cap(OUTPUT_CAP)
        .wait()?;
    let status = run.exit.status;
    if !status.success() {
        return Err(io::Error::other(format!("failed ({status})")));
    }
    if run.stdout.bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(io::Error::other("printed no answer"));
    }
    Ok((run.wall, run.exit.peak_memory))
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
}
