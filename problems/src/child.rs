//! Running a child process: started as the leader of a process group of its own, its
//! stdin written on a thread, its stdout and stderr drained with a cap, waited for until
//! a deadline, and then (at the deadline, at its end, or when dropped) every process of
//! its group ended, so that nothing it started outlives it or holds its pipes.
//!
//! The checker, `cargo xtask test`, `stress`, `draw`, the measuring tools and the tests
//! all run their children here. On Unix a child's own peak memory is measured as it is
//! reaped (`wait4`); elsewhere it is not, and only the child itself is ended.
//!
//! Every live group is noted, so that [`end_all`] (from a Ctrl-C handler) leaves nothing
//! running.

use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How many bytes of a pipe [`drain`] keeps by default: a program that writes without
/// end must not fill the memory.
pub const CAP: usize = 1 << 20;

/// The process groups started here and not yet ended, by their leader's id.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// A started child, the leader of a process group of its own; dropped unwaited, its
/// group is ended and it is reaped.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_problems::child::Child;
/// use std::time::{Duration, Instant};
/// let mut child = Child::spawn(std::process::Command::new("sleep").arg("5")).unwrap();
/// let ended = child.wait_until(Some(Instant::now() + Duration::from_millis(50))).unwrap();
/// assert!(ended.killed && !ended.status.success());
/// # }
/// ```
pub struct Child {
    inner: std::process::Child,
    reaped: bool,
}

/// How a child ended.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_problems::child::Child;
/// let mut child = Child::spawn(std::process::Command::new("false").arg("x")).unwrap();
/// let exit = child.wait_until(None).unwrap();
/// assert!(!exit.status.success() && !exit.killed && exit.peak_memory > Some(0));
/// # }
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Exit {
    /// Its exit status (after a kill, the signal's).
    pub status: ExitStatus,
    /// Whether it was killed at the deadline.
    pub killed: bool,
    /// When it ended (or was killed).
    pub end: Instant,
    /// Its own peak resident set in bytes, where measured (Unix).
    pub peak_memory: Option<u64>,
}

impl Child {
    /// Starts `command` as the leader of a new process group (on Unix).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use gamebits_problems::child::Child;
    /// let mut child = Child::spawn(&mut std::process::Command::new("true")).unwrap();
    /// assert!(child.wait_until(None).unwrap().status.success());
    /// # }
    /// ```
    pub fn spawn(command: &mut Command) -> io::Result<Child> {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(command, 0);
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        let inner = command.spawn()?;
        live.push(inner.id());
        Ok(Child {
            inner,
            reaped: false,
        })
    }

    /// Its process id, which is its group's id too.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let child = gamebits_problems::child::Child::spawn(&mut std::process::Command::new("true"));
    /// assert!(child.unwrap().id() > 0);
    /// # }
    /// ```
    pub fn id(&self) -> u32 {
        self.inner.id()
    }

    /// Its stdin, if piped and not yet taken (see [`feed`] for an example).
    pub fn stdin(&mut self) -> Option<ChildStdin> {
        self.inner.stdin.take()
    }

    /// Its stdout, if piped and not yet taken (see [`feed`] for an example).
    pub fn stdout(&mut self) -> Option<ChildStdout> {
        self.inner.stdout.take()
    }

    /// Its stderr, if piped and not yet taken (see [`feed`] for an example).
    pub fn stderr(&mut self) -> Option<ChildStderr> {
        self.inner.stderr.take()
    }

    /// Waits for it to end, killing its group at `deadline` if it has not (no deadline:
    /// as long as it takes); then ends whatever it started that is still running. See
    /// [`Child`] for an example.
    pub fn wait_until(&mut self, deadline: Option<Instant>) -> io::Result<Exit> {
        let exit = wait(&mut self.inner, deadline)?;
        self.reaped = true;
        end_group(&mut self.inner);
        Ok(exit)
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if !self.reaped {
            end_group(&mut self.inner);
            let _ = self.inner.wait();
        }
    }
}

/// Ends every process group started here and still running: for a Ctrl-C handler,
/// before the process exits.
///
/// ```
/// gamebits_problems::child::end_all();
/// ```
pub fn end_all() {
    let live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
    for &pid in live.iter() {
        kill_group(pid);
    }
}

/// Kills the group of `child` and forgets it.
fn end_group(child: &mut std::process::Child) {
    let pid = child.id();
    #[cfg(unix)]
    kill_group(pid);
    #[cfg(not(unix))]
    let _ = child.kill();
    LIVE.lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|&live| live != pid);
}

/// Sends SIGKILL to the process group `pid`. Linux delivers a group's signal to a
/// process forking at that moment and to its new child alike, so one kill ends even a
/// program that forks without end.
#[cfg(unix)]
fn kill_group(pid: u32) {
    use nix::sys::signal::{killpg, Signal};
    if let Ok(pid) = i32::try_from(pid) {
        let _ = killpg(nix::unistd::Pid::from_raw(pid), Signal::SIGKILL);
    }
}

#[cfg(not(unix))]
fn kill_group(_pid: u32) {}

/// Reaps `child`, killing its group first if it has not ended by `deadline`.
///
/// The reaping waits on a thread of its own, so that the end is seen at once, not at
/// the next poll. Once the leader is reaped its id may in principle be reused; its
/// group is killed before the reaping at a deadline, and after it otherwise (a new
/// process with that id leading a group of its own within microseconds is not a risk
/// worth more code).
#[cfg(unix)]
fn wait(child: &mut std::process::Child, deadline: Option<Instant>) -> io::Result<Exit> {
    let pid = child.id();
    let (sender, receiver) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let reaped = reap(pid);
        let _ = sender.send(reaped.map(|(status, peak)| (status, peak, Instant::now())));
    });
    let disconnected = |_| io::Error::new(io::ErrorKind::Other, "the reaping thread ended");
    let (reaped, killed) = match deadline {
        None => (receiver.recv().map_err(disconnected)?, false),
        Some(deadline) => {
            let timeout = deadline.saturating_duration_since(Instant::now());
            match receiver.recv_timeout(timeout) {
                Ok(reaped) => (reaped, false),
                Err(_) => {
                    kill_group(pid);
                    (receiver.recv().map_err(disconnected)?, true)
                }
            }
        }
    };
    let (status, peak, end) = reaped?;
    Ok(Exit {
        status,
        killed,
        end,
        peak_memory: Some(peak),
    })
}

/// Waits for `child`, every millisecond, killing it at `deadline` (peak memory is not
/// measured here).
#[cfg(not(unix))]
fn wait(child: &mut std::process::Child, deadline: Option<Instant>) -> io::Result<Exit> {
    loop {
        if let Some(status) = child.try_wait()? {
            let end = Instant::now();
            return Ok(Exit {
                status,
                killed: false,
                end,
                peak_memory: None,
            });
        }
        if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            let _ = child.kill();
            let status = child.wait()?;
            let end = Instant::now();
            return Ok(Exit {
                status,
                killed: true,
                end,
                peak_memory: None,
            });
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// Reaps the child `pid` with `wait4`, which returns that child's own peak resident set
/// (`getrusage(RUSAGE_CHILDREN)` would give the largest of all children so far).
///
/// Linux starts a child's count at the spawning process's own peak (the child begins
/// as a copy of it), so a measuring process keeps small.
#[cfg(unix)]
fn reap(pid: u32) -> io::Result<(ExitStatus, u64)> {
    use std::os::unix::process::ExitStatusExt;
    // Bytes per unit of `ru_maxrss`: kibibytes on Linux and the BSDs, bytes on macOS.
    const UNIT: u64 = if cfg!(target_os = "macos") { 1 } else { 1024 };
    let pid = libc::pid_t::try_from(pid).map_err(|e| io::Error::new(io::ErrorKind::Other, e))?;
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
            return Ok((ExitStatus::from_raw(status), peak));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// What a pipe gave until it closed: the first bytes, up to a cap, and whether there
/// were more ([`drain`] has an example).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drained {
    /// The bytes kept.
    pub bytes: Vec<u8>,
    /// Whether more came than the cap kept (read and dropped).
    pub cut: bool,
}

/// All that `pipe` gives until it closes, read on a thread of its own: the first `cap`
/// bytes kept, the rest read and dropped (a writer is never blocked).
///
/// ```
/// use gamebits_problems::child::drain;
/// let drained = drain(Some(&b"hello"[..]), 4).join().unwrap();
/// assert_eq!((drained.bytes.as_slice(), drained.cut), (&b"hell"[..], true));
/// ```
pub fn drain(pipe: Option<impl Read + Send + 'static>, cap: usize) -> JoinHandle<Drained> {
    thread::spawn(move || {
        let mut drained = Drained::default();
        if let Some(mut pipe) = pipe {
            let limit = u64::try_from(cap).unwrap_or(u64::MAX);
            let _ = pipe.by_ref().take(limit).read_to_end(&mut drained.bytes);
            drained.cut = io::copy(&mut pipe, &mut io::sink()).is_ok_and(|more| more > 0);
        }
        drained
    })
}

/// Writes `bytes` to `stdin` on a thread of its own and closes it; a child that ends
/// or closes its input early is no error of ours.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_problems::child::{drain, feed, Child};
/// use std::process::{Command, Stdio};
/// let mut cat = Command::new("cat");
/// let mut child = Child::spawn(cat.stdin(Stdio::piped()).stdout(Stdio::piped())).unwrap();
/// let written = feed(child.stdin(), b"hi\n".to_vec());
/// let stdout = drain(child.stdout(), 100);
/// child.wait_until(None).unwrap();
/// written.join().unwrap();
/// assert_eq!(stdout.join().unwrap().bytes, b"hi\n");
/// # }
/// ```
pub fn feed(stdin: Option<impl Write + Send + 'static>, bytes: Vec<u8>) -> JoinHandle<()> {
    thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            let _ = stdin.write_all(&bytes);
        }
    })
}

/// What a run's stdin holds ([`run`] has an example).
pub enum Input<'a> {
    /// Nothing: it reads the end at once.
    Nothing,
    /// The file at this path.
    File(&'a Path),
    /// These bytes, written on a thread.
    Bytes(Vec<u8>),
}

/// A whole run: how it ended, its wall time, and what it wrote ([`run`] has an
/// example).
#[derive(Clone, Debug)]
pub struct Run {
    /// How it ended.
    pub exit: Exit,
    /// Its wall time, from the start to its end.
    pub wall: Duration,
    /// Its stdout, up to the cap.
    pub stdout: Drained,
    /// Its stderr, up to the cap.
    pub stderr: Drained,
}

/// Runs `command` with `input` on its stdin to its end, or kills its group after `limit`;
/// keeps the first `cap` bytes of its stdout and of its stderr.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_problems::child::{run, Input};
/// use std::time::Duration;
/// let limit = Some(Duration::from_secs(5));
/// let cat = run(&mut std::process::Command::new("cat"), Input::Bytes(b"7\n".to_vec()), limit, 10);
/// let cat = cat.unwrap();
/// assert!(cat.exit.status.success() && !cat.exit.killed);
/// assert_eq!(cat.stdout.bytes, b"7\n");
/// # }
/// ```
pub fn run(
    command: &mut Command,
    input: Input<'_>,
    limit: Option<Duration>,
    cap: usize,
) -> io::Result<Run> {
    let (stdin, bytes) = match input {
        Input::Nothing => (Stdio::null(), None),
        Input::File(path) => (Stdio::from(std::fs::File::open(path)?), None),
        Input::Bytes(bytes) => (Stdio::piped(), Some(bytes)),
    };
    command
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = Child::spawn(command)?;
    let written = bytes.map(|bytes| feed(child.stdin(), bytes));
    let stdout = drain(child.stdout(), cap);
    let stderr = drain(child.stderr(), cap);
    let exit = child.wait_until(limit.map(|limit| start + limit))?;
    let joined = |reader: JoinHandle<Drained>| reader.join().unwrap_or_default();
    if let Some(written) = written {
        let _ = written.join();
    }
    Ok(Run {
        exit,
        wall: exit.end - start,
        stdout: joined(stdout),
        stderr: joined(stderr),
    })
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// Whether a process whose command line holds `marker` is still running.
    fn running(marker: &str) -> bool {
        let found = Command::new("pgrep").arg("-f").arg(marker).output();
        found.expect("pgrep runs").status.success()
    }

    #[test]
    fn a_grandchild_holding_the_pipes_is_ended_at_the_deadline() {
        let marker = format!("sleep 1000.{}1", std::process::id());
        // The grandchild sleeps for ever, holding stdout and stderr; the child waits.
        let script = format!("sh -c '{marker}' & echo started; wait");
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(&script);
        let start = Instant::now();
        let limit = Duration::from_millis(300);
        let ran = run(&mut sh, Input::Nothing, Some(limit), CAP).unwrap();
        assert!(ran.exit.killed, "{ran:?}");
        assert!(start.elapsed() < limit + Duration::from_secs(2));
        assert_eq!(ran.stdout.bytes, b"started\n");
        thread::sleep(Duration::from_millis(100));
        assert!(!running(&marker), "the grandchild outlived the run");
    }

    #[test]
    fn what_a_child_left_running_is_ended_when_it_exits() {
        let marker = format!("sleep 1000.{}2", std::process::id());
        let script = format!("{marker} >/dev/null 2>&1 & exit 3");
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(&script);
        let ran = run(&mut sh, Input::Nothing, Some(Duration::from_secs(10)), CAP).unwrap();
        assert_eq!((ran.exit.status.code(), ran.exit.killed), (Some(3), false));
        thread::sleep(Duration::from_millis(100));
        assert!(!running(&marker), "the child's child outlived it");
    }

    #[test]
    fn endless_output_is_capped_and_a_dropped_child_is_ended() {
        let mut yes = Command::new("yes");
        let ran = run(
            &mut yes,
            Input::Nothing,
            Some(Duration::from_millis(200)),
            10,
        )
        .unwrap();
        assert!(ran.exit.killed && ran.stdout.cut && ran.stdout.bytes == b"y\ny\ny\ny\ny\n");
        let marker = format!("sleep 1000.{}3", std::process::id());
        let mut sh = Command::new("sh");
        sh.arg("-c").arg(format!("{marker}; true"));
        drop(Child::spawn(&mut sh).unwrap());
        assert!(!running(&marker), "a dropped child outlived its drop");
    }

    #[test]
    fn a_child_that_never_reads_its_input_does_not_block_the_writer() {
        let mut sleep = Command::new("sleep");
        sleep.arg("0.1");
        let input = Input::Bytes(vec![b'1'; 4 << 20]);
        let ran = run(&mut sleep, input, Some(Duration::from_secs(5)), CAP).unwrap();
        assert!(ran.exit.status.success() && ran.exit.peak_memory > Some(0));
    }
}
