//! Running a child process in a process group of its own, ended whole.
//!
//! Running a child process: started as the leader of a process group of its own, its
//! stdin written on a thread, its stdout and stderr drained with a cap, waited for until
//! a deadline, and then (at the deadline, at its end, or when dropped) every process of
//! its group ended, so that nothing it started outlives it or holds its pipes.
//!
//! The checker, `cargo xtask test`, `stress`, `draw`, the measuring tools and the tests
//! all run their children here, most through [`Run`](crate::Run). On Unix a child's own peak memory is measured as it is
//! reaped (`wait4`); elsewhere it is not, and only the child itself is ended.
//!
//! Every live group is noted, so that [`end_all`] (from a Ctrl-C handler) leaves nothing
//! running. A group may be held to [`MAX_PROCESSES`] ([`Run`](crate::Run) holds every group so): a
//! program that forks without end is ended before it fills the machine's process table,
//! also when run by root, whom `RLIMIT_NPROC` does not hold. On Linux a cgroup bounds
//! its tasks where one can be made (forks past the bound fail), and its processes are
//! counted in `/proc` while it runs.

#[cfg(target_os = "linux")]
mod cgroup;

use gamebits_problems::Status;
use std::io::{self, Read, Write};
use std::process::{ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};
use std::sync::Mutex;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// How many bytes of a pipe [`drain`] keeps by default: a program that writes without
/// end must not fill the memory.
///
/// ```
/// assert_eq!(gamebits_runner::child::CAP, 1 << 20);
/// ```
pub const CAP: usize = 1 << 20;

/// Whether a child's peak memory is measured on this system ([`Exit::peak_memory`]):
/// on Unix (Linux and macOS, by `wait4`), not on Windows, where no memory limit can be
/// judged.
///
/// ```
/// assert_eq!(gamebits_runner::child::MEASURES_MEMORY, cfg!(unix));
/// ```
pub const MEASURES_MEMORY: bool = cfg!(unix);

/// The most processes a held group may have at once (see [`Child::spawn_held`]).
///
/// ```
/// assert!(gamebits_runner::child::MAX_PROCESSES >= 2);
/// ```
pub const MAX_PROCESSES: usize = 64;

/// How many tasks (processes and their threads) a held group's cgroup allows for each
/// process it may have.
#[cfg(target_os = "linux")]
const TASKS_PER_PROCESS: usize = 8;

/// How often a held group's processes are counted while it runs.
#[cfg(unix)]
const COUNT_EVERY: Duration = Duration::from_millis(5);

/// The process groups started here and not yet ended, by their leader's id.
static LIVE: Mutex<Vec<u32>> = Mutex::new(Vec::new());

/// A started child, the leader of a process group of its own; dropped unwaited, its
/// group is ended and it is reaped.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_runner::child::Child;
/// use std::time::{Duration, Instant};
/// let mut child = Child::spawn(std::process::Command::new("sleep").arg("5")).unwrap();
/// let ended = child.wait_until(Some(Instant::now() + Duration::from_millis(50))).unwrap();
/// assert!(ended.killed && !ended.status.success());
/// # }
/// ```
pub struct Child {
    inner: std::process::Child,
    reaped: bool,
    /// The watch on its group's processes, if held to a number of them.
    #[cfg(unix)]
    watch: Option<Watch>,
}

/// How a child ended.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_runner::child::Child;
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
    /// Whether its group was killed for having more processes than it was held to.
    pub too_many_processes: bool,
    /// When it ended (or was killed).
    pub end: Instant,
    /// Its own peak resident set in bytes, where measured (Unix).
    pub peak_memory: Option<u64>,
    /// The processor time it used, user and system, all its threads (and any children
    /// it waited for), where measured (Unix): what a judge that counts CPU time sees.
    pub cpu_time: Option<Duration>,
}

impl Exit {
    /// Its status as the registry's value, which verdicts are decided on.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use gamebits_runner::child::Child;
    /// let mut child = Child::spawn(&mut std::process::Command::new("true")).unwrap();
    /// let status = child.wait_until(None).unwrap().status_value();
    /// assert_eq!((status.code, status.said.as_str()), (Some(0), "exit status: 0"));
    /// # }
    /// ```
    pub fn status_value(&self) -> Status {
        status_value(self.status)
    }
}

/// `status` as the registry's value.
///
/// ```
/// # #[cfg(unix)] {
/// let status = std::process::Command::new("false").status().unwrap();
/// assert_eq!(gamebits_runner::child::status_value(status).code, Some(1));
/// # }
/// ```
pub fn status_value(status: ExitStatus) -> Status {
    Status {
        code: status.code(),
        said: status.to_string(),
    }
}

impl Child {
    /// Starts `command` as the leader of a new process group (on Unix).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use gamebits_runner::child::Child;
    /// let mut child = Child::spawn(&mut std::process::Command::new("true")).unwrap();
    /// assert!(child.wait_until(None).unwrap().status.success());
    /// # }
    /// ```
    pub fn spawn(command: &mut Command) -> io::Result<Child> {
        Child::start(command, None)
    }

    /// Starts `command` as [`Child::spawn`] does, its group held to `max` processes at
    /// once: above that, [`Child::wait_until`] kills the group (on Linux; elsewhere
    /// nothing is counted).
    ///
    /// ```
    /// # #[cfg(target_os = "linux")] {
    /// use gamebits_runner::child::Child;
    /// let mut sh = std::process::Command::new("sh");
    /// sh.args(["-c", "sleep 5 & sleep 5 & sleep 5 & wait"]);
    /// let mut child = Child::spawn_held(&mut sh, 2).unwrap();
    /// let exit = child.wait_until(None).unwrap();
    /// assert!(exit.too_many_processes && !exit.killed);
    /// # }
    /// ```
    pub fn spawn_held(command: &mut Command, max: usize) -> io::Result<Child> {
        Child::start(command, Some(max))
    }

    /// Starts `command` in this process's own group, not one of its own: it may read
    /// the terminal (a program in a group of its own is stopped when it does), the
    /// terminal's Ctrl-C reaches it, and nothing it starts is ended with it.
    pub(crate) fn start_in_terminal(command: &mut Command) -> io::Result<Child> {
        Ok(Child {
            inner: command.spawn()?,
            reaped: false,
            #[cfg(unix)]
            watch: None,
        })
    }

    /// Starts `command`, held to `max` processes if given (in a cgroup made before it
    /// starts, where one can be made).
    pub(crate) fn start(command: &mut Command, max: Option<usize>) -> io::Result<Child> {
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(command, 0);
        let mut live = LIVE.lock().unwrap_or_else(|e| e.into_inner());
        #[cfg(unix)]
        let last_pid = last_pid();
        // A cgroup counts threads too (a JVM starts dozens, more on more cores): it holds
        // the group to TASKS_PER_PROCESS times `max` tasks, a bound on the machine's load,
        // and the count in /proc holds it to `max` processes.
        #[cfg(target_os = "linux")]
        let cgroup = max.and_then(|max| cgroup::Cgroup::new(max * TASKS_PER_PROCESS));
        #[cfg(target_os = "linux")]
        let (inner, cgroup) = match cgroup {
            Some(cgroup) => match cgroup.spawn(command)? {
                (inner, true) => (inner, Some(cgroup)),
                (inner, false) => (inner, None),
            },
            None => (command.spawn()?, None),
        };
        #[cfg(not(target_os = "linux"))]
        let inner = command.spawn()?;
        live.push(inner.id());
        #[cfg(unix)]
        let watch = max.map(|max| Watch {
            max,
            last_pid,
            #[cfg(target_os = "linux")]
            cgroup,
        });
        #[cfg(not(unix))]
        let _ = max;
        Ok(Child {
            inner,
            reaped: false,
            #[cfg(unix)]
            watch,
        })
    }

    /// Its process id, which is its group's id too.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let child = gamebits_runner::child::Child::spawn(&mut std::process::Command::new("true"));
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
        #[cfg(unix)]
        let exit = wait(&mut self.inner, deadline, self.watch.as_mut())?;
        #[cfg(not(unix))]
        let exit = wait(&mut self.inner, deadline)?;
        self.reaped = true;
        end_group(&mut self.inner);
        #[cfg(unix)]
        drop(self.watch.take());
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
/// gamebits_runner::child::end_all();
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

/// Sends SIGKILL to the process group `pid`, again until none of it is alive (counted
/// on Linux, for at most a second). Linux delivers a group's signal to a process forking
/// at that moment and to its new child alike, so one kill mostly ends even a program
/// that forks without end; the count makes sure.
#[cfg(unix)]
fn kill_group(pid: u32) {
    for _ in 0..1000 {
        // False is ESRCH: no process has the group's id any more.
        if !signal_group(pid, nix::sys::signal::Signal::SIGKILL) || count_group(pid).living == 0 {
            return;
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// Sends `signal` to the process group `pid`: whether any process had the group's id.
#[cfg(unix)]
fn signal_group(pid: u32, signal: nix::sys::signal::Signal) -> bool {
    let Ok(group) = i32::try_from(pid) else {
        return false;
    };
    nix::sys::signal::killpg(nix::unistd::Pid::from_raw(group), signal).is_ok()
}

#[cfg(not(unix))]
fn kill_group(_pid: u32) {}

/// A group held to `max` processes: the last process id the machine had given when the
/// group was last counted (or started), and its cgroup where one was made.
#[cfg(unix)]
struct Watch {
    max: usize,
    last_pid: Option<u32>,
    #[cfg(target_os = "linux")]
    cgroup: Option<cgroup::Cgroup>,
}

#[cfg(unix)]
impl Watch {
    /// Whether the group `group` has more than `max` processes: its cgroup refused a
    /// fork, or it was counted so. Counting a group reads
    /// every process's `/proc/<pid>/stat`, which a program forking without end makes
    /// slow (this thread waits its turn among all of them); so the group is counted only
    /// when the machine has started more than `max` processes since the last count (one
    /// read of `/proc/loadavg`), and stopped (SIGSTOP) while it is counted.
    ///
    /// A process of the group that was starting a child as the group was stopped leaves
    /// that child stopped too, and the child may leave the group before the group is
    /// continued (as every child this module starts does, leading a group of its own):
    /// stopped before its `exec` for good, its parent waiting on it. So each child of
    /// the group's processes outside the group is continued on its own as well.
    fn crowded(&mut self, group: u32) -> bool {
        #[cfg(target_os = "linux")]
        if self
            .cgroup
            .as_ref()
            .is_some_and(cgroup::Cgroup::refused_a_fork)
        {
            return true;
        }
        let (Some(now), Some(before)) = (last_pid(), self.last_pid) else {
            return false;
        };
        // Process ids wrap around at the largest: a smaller one means many were given.
        if now >= before && now - before <= self.max as u32 {
            return false;
        }
        signal_group(group, nix::sys::signal::Signal::SIGSTOP);
        let counted = count_group(group);
        let crowded = counted.all > self.max;
        if !crowded {
            signal_group(group, nix::sys::signal::Signal::SIGCONT);
            for child in counted.children_outside {
                let _ = nix::sys::signal::kill(
                    nix::unistd::Pid::from_raw(child),
                    nix::sys::signal::Signal::SIGCONT,
                );
            }
            self.last_pid = last_pid();
        }
        crowded
    }
}

/// The last process id the machine gave, the fifth field of `/proc/loadavg`; none where
/// there is no `/proc`.
#[cfg(unix)]
fn last_pid() -> Option<u32> {
    let loadavg = std::fs::read_to_string("/proc/loadavg").ok()?;
    loadavg.split_whitespace().nth(4)?.parse().ok()
}

/// How many processes a group has, as `/proc` lists them.
#[cfg(unix)]
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Counted {
    /// All of them, the ended ones not yet reaped (zombies) among them.
    all: usize,
    /// Those not ended.
    living: usize,
    /// The children of its processes that are not of the group.
    children_outside: Vec<i32>,
}

/// The processes of the group `group` (none counted where there is no `/proc`).
#[cfg(unix)]
fn count_group(group: u32) -> Counted {
    let mut counted = Counted::default();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return counted;
    };
    let group = group.to_string();
    let mut members = Vec::new();
    let mut others = Vec::new();
    for entry in entries.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<i32>() else {
            continue;
        };
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let Some(fields) = stat_fields(&stat) else {
            continue;
        };
        match fields.group == group {
            true => {
                counted.all += 1;
                counted.living += usize::from(fields.state != "Z");
                members.push(pid);
            }
            false => others.push((pid, fields.parent.parse::<i32>().ok())),
        }
    }
    counted.children_outside = others
        .into_iter()
        .filter(|(_, parent)| parent.is_some_and(|parent| members.contains(&parent)))
        .map(|(pid, _)| pid)
        .collect();
    counted
}

/// A process's state (`R`, `S`, `Z`, ...), parent's id and group's id, from its
/// `/proc/<pid>/stat` line `stat`.
#[cfg(unix)]
struct StatFields<'a> {
    state: &'a str,
    parent: &'a str,
    group: &'a str,
}

/// The fields of `stat` (see [`StatFields`]), if it has them.
#[cfg(unix)]
fn stat_fields(stat: &str) -> Option<StatFields<'_>> {
    // After the command's name, in parentheses that may hold anything: the state, the
    // parent's id, the group's id.
    let (_, after_name) = stat.rsplit_once(')')?;
    let mut fields = after_name.split_whitespace();
    Some(StatFields {
        state: fields.next()?,
        parent: fields.next()?,
        group: fields.next()?,
    })
}

/// Reaps `child`, killing its group first if it has not ended by `deadline` or, held by
/// `watch`, has more processes than that allows (watched every [`COUNT_EVERY`]).
///
/// The reaping waits on a thread of its own, so that the end is seen at once, not at
/// the next count. Once the leader is reaped its id may in principle be reused; its
/// group is killed before the reaping at a deadline, and after it otherwise (a new
/// process with that id leading a group of its own within microseconds is not a risk
/// worth more code).
#[cfg(unix)]
fn wait(
    child: &mut std::process::Child,
    deadline: Option<Instant>,
    mut watch: Option<&mut Watch>,
) -> io::Result<Exit> {
    use std::sync::mpsc::RecvTimeoutError;
    let pid = child.id();
    let (sender, receiver) = std::sync::mpsc::channel();
    thread::spawn(move || {
        let reaped = reap(pid);
        let _ = sender.send(reaped.map(|(status, usage)| (status, usage, Instant::now())));
    });
    let disconnected = || io::Error::new(io::ErrorKind::Other, "the reaping thread ended");
    let mut killed = false;
    let mut too_many_processes = false;
    let reaped = loop {
        let left = deadline.map(|deadline| deadline.saturating_duration_since(Instant::now()));
        let wait = match (left, &watch) {
            (Some(left), Some(_)) => left.min(COUNT_EVERY),
            (Some(left), None) => left,
            (None, Some(_)) => COUNT_EVERY,
            (None, None) => break receiver.recv().map_err(|_| disconnected())?,
        };
        match receiver.recv_timeout(wait) {
            Ok(reaped) => break reaped,
            Err(RecvTimeoutError::Disconnected) => return Err(disconnected()),
            Err(RecvTimeoutError::Timeout) => {}
        }
        killed = left.is_some_and(|left| left <= wait);
        too_many_processes = !killed && watch.as_mut().is_some_and(|watch| watch.crowded(pid));
        if killed || too_many_processes {
            kill_group(pid);
            break receiver.recv().map_err(|_| disconnected())?;
        }
    };
    let (status, (peak, cpu), end) = reaped?;
    Ok(Exit {
        status,
        killed,
        too_many_processes,
        end,
        peak_memory: Some(peak),
        cpu_time: Some(cpu),
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
                too_many_processes: false,
                end,
                peak_memory: None,
                cpu_time: None,
            });
        }
        if deadline.is_some_and(|deadline| Instant::now() >= deadline) {
            let _ = child.kill();
            let status = child.wait()?;
            let end = Instant::now();
            return Ok(Exit {
                status,
                killed: true,
                too_many_processes: false,
                end,
                peak_memory: None,
                cpu_time: None,
            });
        }
        thread::sleep(Duration::from_millis(1));
    }
}

/// Reaps the child `pid` with `wait4`, which returns that child's own peak resident set
/// and processor time (`getrusage(RUSAGE_CHILDREN)` would give the largest peak of all
/// children so far, and the sum of their times).
///
/// Linux starts a child's count at the spawning process's own peak (the child begins
/// as a copy of it), so a measuring process keeps small.
#[cfg(unix)]
fn reap(pid: u32) -> io::Result<(ExitStatus, (u64, Duration))> {
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
            let cpu = duration_of(usage.ru_utime) + duration_of(usage.ru_stime);
            return Ok((ExitStatus::from_raw(status), (peak, cpu)));
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// A `timeval` of `rusage` as a duration (a negative field counts as zero).
#[cfg(unix)]
fn duration_of(time: libc::timeval) -> Duration {
    let seconds = u64::try_from(time.tv_sec).unwrap_or(0);
    let micros = u32::try_from(time.tv_usec).unwrap_or(0);
    Duration::from_secs(seconds) + Duration::from_micros(u64::from(micros))
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
/// use gamebits_runner::child::drain;
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
/// use gamebits_runner::child::{drain, feed, Child};
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

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use crate::{Finished, Run};

    /// A run of `command` killed after `limit`, `cap` bytes of its output kept.
    fn run(mut command: Command, limit: Duration, cap: usize) -> Finished {
        let run = Run::new(&mut command).time_limit(limit).output_cap(cap);
        run.wait().unwrap()
    }

    /// Whether a process whose command line holds `marker` is still running.
    fn running(marker: &str) -> bool {
        let found = Command::new("pgrep").arg("-f").arg(marker).output();
        found.expect("pgrep runs").status.success()
    }

    /// The state of the process `pid` (`R`, `S`, `T`, ...).
    fn state(pid: i32) -> String {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        stat_fields(&stat).map_or(String::new(), |fields| fields.state.to_string())
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_child_that_left_the_group_is_continued_with_it_after_a_count() {
        // The child leads a session, so a group, of its own, as a child starting when
        // the group was stopped can: stopped, it is continued with the group.
        let mut sh = Command::new("sh");
        sh.args(["-c", "setsid sleep 30 & wait"]);
        let mut child = Child::spawn(&mut sh).unwrap();
        let group = child.id();
        let start = Instant::now();
        let outside = loop {
            let outside = count_group(group).children_outside;
            if !outside.is_empty() || start.elapsed() > Duration::from_secs(10) {
                break outside;
            }
            thread::sleep(Duration::from_millis(10));
        };
        assert_eq!(outside.len(), 1, "sleep outside the group");
        let sleep = outside[0];
        let stop = nix::sys::signal::Signal::SIGSTOP;
        nix::sys::signal::kill(nix::unistd::Pid::from_raw(sleep), stop).unwrap();
        while state(sleep) != "T" && start.elapsed() < Duration::from_secs(10) {
            thread::sleep(Duration::from_millis(1));
        }
        assert_eq!(state(sleep), "T");
        let mut watch = Watch {
            max: MAX_PROCESSES,
            last_pid: Some(0),
            cgroup: None,
        };
        let crowded = watch.crowded(group);
        let continued = state(sleep) != "T";
        let kill = nix::sys::signal::Signal::SIGKILL;
        nix::sys::signal::kill(nix::unistd::Pid::from_raw(sleep), kill).unwrap();
        child.wait_until(None).unwrap();
        assert!(!crowded);
        assert!(continued, "the child outside the group is still stopped");
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
        let ran = run(sh, limit, CAP);
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
        let ran = run(sh, Duration::from_secs(10), CAP);
        assert_eq!((ran.exit.status.code(), ran.exit.killed), (Some(3), false));
        thread::sleep(Duration::from_millis(100));
        assert!(!running(&marker), "the child's child outlived it");
    }

    #[test]
    fn endless_output_is_capped_and_a_dropped_child_is_ended() {
        let ran = run(Command::new("yes"), Duration::from_millis(200), 10);
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
        let run = Run::new(&mut sleep).input_bytes(vec![b'1'; 4 << 20]);
        let ran = run.time_limit(Duration::from_secs(5)).wait().unwrap();
        assert!(ran.exit.status.success() && ran.exit.peak_memory > Some(0));
    }
}
