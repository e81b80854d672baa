//! An interactive problem's run: the solution and its interactor connected by pipes.
//!
//! An interactive problem's run: the solution and its interactor (see
//! `gamebits_problems::checker` for the convention) connected by pipes, each side's
//! writes relayed to the other and the last lines exchanged kept, the solution killed
//! at its time limit and the interactor given a little longer to give its verdict.

use crate::child::{self, Child};
use gamebits_problems::checker::{exe_name, Judgement, ProgramEnd};
use std::collections::VecDeque;
use std::ffi::OsString;
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How long the interactor may run on after the solution has ended.
///
/// ```
/// assert_eq!(gamebits_runner::interaction::GRACE.as_secs(), 2);
/// ```
pub const GRACE: Duration = Duration::from_secs(2);

/// How many of the last lines exchanged a run keeps.
///
/// ```
/// assert_eq!(gamebits_runner::interaction::TRANSCRIPT_LINES, 12);
/// ```
pub const TRANSCRIPT_LINES: usize = 12;

/// One interactive run of a sample ([`play`] has an example).
pub struct Session<'a> {
    /// The solution's executable.
    pub solution: &'a Path,
    /// Its arguments (none for a binary of the workspace; the script for Python).
    pub args: &'a [OsString],
    /// The folder of the executables, where the interactor is.
    pub programs: &'a Path,
    /// The interactor's executable name.
    pub interactor: &'a str,
    /// The sample's input: the interactor's secret data.
    pub input: &'a Path,
    /// The sample's answer file, if it has one (testlib's third argument; an empty
    /// file otherwise).
    pub answer: Option<&'a Path>,
    /// The solution's time limit.
    pub limit: Duration,
}

/// What happened in an interactive run ([`play`] has an example).
pub struct Interaction {
    /// The solution's exit status.
    pub status: ExitStatus,
    /// Whether the solution was killed at its time limit.
    pub killed: bool,
    /// Whether the solution was killed, with all it started, for having more processes
    /// at once than [`child::MAX_PROCESSES`].
    pub too_many_processes: bool,
    /// The solution's wall time.
    pub wall: Duration,
    /// The solution's own peak memory in bytes, where measured.
    pub peak_memory: Option<u64>,
    /// What the solution wrote on stderr.
    pub stderr: Vec<u8>,
    /// The interactor's verdict.
    pub judgement: Judgement,
    /// What the solution wrote that the interactor could no longer take: written after
    /// it had finished.
    pub after_end: Vec<u8>,
    /// How long nothing had passed between the two when the solution ended.
    pub idle: Duration,
    /// Whether the interactor closed its output (ended) before the solution did: its
    /// verdict came first, and what the solution did after is its consequence.
    pub interactor_first: bool,
    /// The last lines exchanged, `solution: …` and `interactor: …`.
    pub transcript: Vec<String>,
}

impl Interaction {
    /// Whether the solution failed (a non-zero exit status) on its own account: not
    /// after the interactor had rejected it and ended, which its failure then follows.
    /// ([`play`] has an example of a run.)
    pub fn solution_failed_first(&self) -> bool {
        let rejected_first =
            self.interactor_first && matches!(self.judgement, Judgement::Rejected(_));
        !self.status.success() && !rejected_first
    }
}

/// Plays `session`: the solution and the interactor, each one's stdout relayed to the
/// other's stdin. The solution is waited for until its time limit, the interactor until
/// [`GRACE`] after the solution has ended (then killed: a failure); each is ended with
/// all it started.
///
/// ```no_run
/// use gamebits_problems::checker::Judgement;
/// use gamebits_runner::interaction::{play, Session};
/// let session = Session {
///     solution: "target/debug/dpk_interactive".as_ref(),
///     args: &[],
///     programs: "target/debug".as_ref(),
///     interactor: "dpk_interactive-interactor",
///     input: "samples/dpk_interactive/1.in".as_ref(),
///     answer: None,
///     limit: std::time::Duration::from_secs(1),
/// };
/// let played = play(&session).unwrap();
/// assert_eq!(played.judgement, Judgement::Accepted);
/// ```
pub fn play(session: &Session<'_>) -> Result<Interaction, String> {
    play_with_grace(session, GRACE)
}

/// Plays `session` as [`play`] does, the interactor waited for until `grace` after the
/// solution has ended.
fn play_with_grace(session: &Session<'_>, grace: Duration) -> Result<Interaction, String> {
    let scratch = Scratch::new(session.answer)?;
    let interactor_exe = session.programs.join(exe_name(session.interactor));
    let piped = |command: &mut Command| {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
    };
    let mut command = Command::new(&interactor_exe);
    command
        .arg(session.input)
        .arg(&scratch.output)
        .arg(session.answer.unwrap_or(&scratch.answer));
    piped(&mut command);
    let mut interactor = Child::spawn(&mut command).map_err(|e| {
        format!(
            "cannot run the interactor {}: {e}",
            interactor_exe.display()
        )
    })?;
    let start = Instant::now();
    let mut command = Command::new(session.solution);
    command.args(session.args);
    piped(&mut command);
    let mut solution = Child::spawn_held(&mut command, child::MAX_PROCESSES)
        .map_err(|e| format!("cannot run {}: {e}", session.solution.display()))?;
    let log = Arc::new(Mutex::new(Log::new()));
    let to_interactor = relay(
        solution.stdout(),
        interactor.stdin(),
        "solution",
        Arc::clone(&log),
    );
    let to_solution = relay(
        interactor.stdout(),
        solution.stdin(),
        "interactor",
        Arc::clone(&log),
    );
    let solution_stderr = child::drain(solution.stderr(), child::CAP);
    let interactor_stderr = child::drain(interactor.stderr(), child::CAP);
    let ended = solution
        .wait_until(Some(start + session.limit))
        .map_err(|e| format!("cannot wait for {}: {e}", session.solution.display()))?;
    let idle = ended
        .end
        .saturating_duration_since(log.lock().expect("no relay panics").last);
    let verdict = interactor
        .wait_until(Some(ended.end + grace))
        .map_err(|e| format!("cannot wait for the interactor: {e}"))?;
    let after_end = to_interactor.join().unwrap_or_default();
    let _ = to_solution.join();
    let judgement = ProgramEnd {
        status: (!verdict.killed).then(|| verdict.status_value()),
        stdout: Vec::new(),
        stderr: interactor_stderr.join().unwrap_or_default().bytes,
    }
    .judgement("the interactor");
    let mut log = log.lock().expect("no relay panics");
    log.flush();
    let closed = |side| {
        log.closed
            .iter()
            .find(|(s, _)| *s == side)
            .map(|&(_, at)| at)
    };
    let interactor_first = match (closed("interactor"), closed("solution")) {
        (Some(interactor), Some(solution)) => interactor < solution,
        (interactor, _) => interactor.is_some(),
    };
    Ok(Interaction {
        status: ended.status,
        killed: ended.killed,
        too_many_processes: ended.too_many_processes,
        wall: ended.end - start,
        peak_memory: ended.peak_memory,
        stderr: solution_stderr.join().unwrap_or_default().bytes,
        judgement,
        after_end,
        idle,
        interactor_first,
        transcript: log.lines.iter().cloned().collect(),
    })
}

/// The files the interactor gets besides the input: its output file (testlib's
/// `tout`) and an empty answer for a sample without one; removed when dropped.
struct Scratch {
    output: std::path::PathBuf,
    answer: std::path::PathBuf,
}

impl Scratch {
    fn new(answer: Option<&Path>) -> Result<Scratch, String> {
        let stem = format!(
            "gamebits-interaction-{}-{:?}",
            std::process::id(),
            thread::current().id()
        );
        let dir = std::env::temp_dir();
        let scratch = Scratch {
            output: dir.join(format!("{stem}.tout")),
            answer: dir.join(format!("{stem}.ans")),
        };
        let write = |path: &Path| {
            std::fs::write(path, "").map_err(|e| format!("cannot write {}: {e}", path.display()))
        };
        write(&scratch.output)?;
        if answer.is_none() {
            write(&scratch.answer)?;
        }
        Ok(scratch)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.output);
        let _ = std::fs::remove_file(&self.answer);
    }
}

/// The lines exchanged so far (the last [`TRANSCRIPT_LINES`]), each side's unfinished
/// line, when the last byte passed, and when each side closed its output.
struct Log {
    lines: VecDeque<String>,
    partial: Vec<(&'static str, String)>,
    last: Instant,
    closed: Vec<(&'static str, Instant)>,
}

impl Log {
    fn new() -> Log {
        Log {
            lines: VecDeque::new(),
            partial: Vec::new(),
            last: Instant::now(),
            closed: Vec::new(),
        }
    }

    /// Notes `bytes` written by `side`.
    fn note(&mut self, side: &'static str, bytes: &[u8]) {
        self.last = Instant::now();
        let index = match self.partial.iter().position(|(s, _)| *s == side) {
            Some(index) => index,
            None => {
                self.partial.push((side, String::new()));
                self.partial.len() - 1
            }
        };
        for piece in String::from_utf8_lossy(bytes).split_inclusive('\n') {
            self.partial[index].1.push_str(piece.trim_end_matches('\n'));
            if piece.ends_with('\n') {
                let line = std::mem::take(&mut self.partial[index].1);
                self.push(format!("{side}: {}", shortened(&line)));
            }
        }
    }

    /// Ends each side's unfinished line.
    fn flush(&mut self) {
        for (side, line) in std::mem::take(&mut self.partial) {
            if !line.is_empty() {
                self.push(format!("{side}: {} (no newline)", shortened(&line)));
            }
        }
    }

    fn push(&mut self, line: String) {
        if self.lines.len() == TRANSCRIPT_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back(line);
    }
}

/// A line cut to its first 100 characters.
fn shortened(line: &str) -> String {
    match line.char_indices().nth(100) {
        Some((at, _)) => format!("{}… ({} bytes)", &line[..at], line.len()),
        None => line.to_string(),
    }
}

/// Copies what `from` gives to `to` as it comes, noting it in `log` as written by
/// `side`, and closes `to` at the end; returns what could not be delivered because
/// `to`'s reader had gone (the first megabyte).
fn relay(
    from: Option<impl Read + Send + 'static>,
    to: Option<impl Write + Send + 'static>,
    side: &'static str,
    log: Arc<Mutex<Log>>,
) -> JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let (Some(mut from), mut to) = (from, to) else {
            return Vec::new();
        };
        let mut undelivered = Vec::new();
        let mut buffer = [0u8; 4096];
        loop {
            let count = match from.read(&mut buffer) {
                Ok(0) | Err(_) => {
                    let mut log = log.lock().expect("no relay panics");
                    log.closed.push((side, Instant::now()));
                    break;
                }
                Ok(count) => count,
            };
            let bytes = &buffer[..count];
            log.lock().expect("no relay panics").note(side, bytes);
            let delivered = to
                .as_mut()
                .is_some_and(|pipe| pipe.write_all(bytes).and_then(|()| pipe.flush()).is_ok());
            if !delivered {
                to = None;
                if undelivered.len() < 1 << 20 {
                    undelivered.extend_from_slice(bytes);
                }
            }
        }
        undelivered
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_transcript_keeps_the_last_lines_of_each_side_in_order() {
        let mut log = Log::new();
        log.note("interactor", b"2 4\n2 ");
        log.note("solution", b"3");
        log.note("interactor", b"3\n");
        log.note("solution", b"\n");
        log.note("interactor", b"0");
        log.flush();
        let lines: Vec<&str> = log.lines.iter().map(String::as_str).collect();
        assert_eq!(
            lines,
            [
                "interactor: 2 4",
                "interactor: 2 3",
                "solution: 3",
                "interactor: 0 (no newline)"
            ]
        );
        for i in 0..2 * TRANSCRIPT_LINES {
            log.note("solution", format!("{i}\n").as_bytes());
        }
        assert_eq!(log.lines.len(), TRANSCRIPT_LINES);
        assert_eq!(log.lines.back().map(String::as_str), Some("solution: 23"));
        assert!(shortened(&"x".repeat(300)).ends_with("… (300 bytes)"));
    }

    /// A script of `sh` in a temporary folder, made executable; the folder.
    #[cfg(unix)]
    fn scripts(scripts: &[(&str, &str)]) -> std::path::PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!(
            "gamebits-interaction-{}-{:?}",
            std::process::id(),
            thread::current().id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, body) in scripts {
            let path = dir.join(name);
            std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        dir
    }

    /// A grace shorter than [`GRACE`], for the interactor that hangs: its test waits
    /// that long, not two seconds.
    #[cfg(unix)]
    const HANG_GRACE: Duration = Duration::from_millis(200);

    #[cfg(unix)]
    fn play_in(dir: &Path, grace: Duration) -> Interaction {
        let input = dir.join("1.in");
        std::fs::write(&input, "7\n").unwrap();
        let session = Session {
            solution: &dir.join("solution"),
            args: &[],
            programs: dir,
            interactor: "interactor",
            input: &input,
            answer: None,
            limit: Duration::from_secs(5),
        };
        play_with_grace(&session, grace).unwrap()
    }

    #[cfg(unix)]
    #[test]
    fn what_the_solution_writes_after_the_interactor_has_finished_is_kept() {
        let dir = scripts(&[
            (
                "interactor",
                "read line; echo \"ok: got $line\" >&2; exit 0",
            ),
            ("solution", "echo 1; sleep 0.5; echo extra; echo more"),
        ]);
        let played = play_in(&dir, GRACE);
        assert_eq!(played.judgement, Judgement::Accepted);
        assert!(played.status.success() && !played.killed);
        assert_eq!(played.after_end, b"extra\nmore\n");
        assert!(played.interactor_first);
        assert!(!played.solution_failed_first());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn an_interactor_that_crashes_or_hangs_fails_and_the_secret_is_its_first_argument() {
        let dir = scripts(&[
            ("interactor", "cat \"$1\"; read line; kill -SEGV $$"),
            ("solution", "read n; echo $((n + 1))"),
        ]);
        let played = play_in(&dir, GRACE);
        assert_eq!(
            played.judgement,
            Judgement::Failed("the interactor ended with signal: 11 (SIGSEGV)".into())
        );
        assert_eq!(played.transcript, ["interactor: 7", "solution: 8"]);
        std::fs::remove_dir_all(&dir).unwrap();
        let dir = scripts(&[("interactor", "exec sleep 30"), ("solution", "exit 0")]);
        let start = Instant::now();
        let played = play_in(&dir, HANG_GRACE);
        assert_eq!(
            played.judgement,
            Judgement::Failed("the interactor hung: killed after its time".into())
        );
        assert!(start.elapsed() < HANG_GRACE + Duration::from_secs(3));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
