//! One run of a program to its end, built as `std::process::Command` is.
//!
//! [`Run`] says what the run's stdin holds, how long it may take and where its output
//! goes (kept up to a cap, shown, or into a file); [`Run::wait`] starts it as a [`Child`] (a process group of its own,
//! held to [`MAX_PROCESSES`]), feeds and drains it, and ends its group at its end or at
//! the time limit.

use crate::child::{drain, feed, Child, Drained, Exit, CAP, MAX_PROCESSES};
use std::fs::File;
use std::io;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A run of a command to its end: how it is fed, limited and read, then
/// [`waited`](Run::wait) for.
///
/// By default its stdin is empty, it has no time limit, the first [`CAP`] bytes of its
/// stdout and of its stderr are kept, and its group is held to [`MAX_PROCESSES`]. A
/// tool's own steps (`cargo build`, `tar`) may show their output where this process
/// shows its own instead ([`Run::inherit_output`]), or write stdout to a file.
///
/// ```
/// # #[cfg(unix)] {
/// use gamebits_runner::Run;
/// use std::process::Command;
/// use std::time::Duration;
/// let cat = Run::new(&mut Command::new("cat"))
///     .input_bytes(b"7\n".to_vec())
///     .time_limit(Duration::from_secs(5))
///     .output_cap(10)
///     .wait()
///     .unwrap();
/// assert!(cat.exit.status.success() && !cat.exit.killed);
/// assert_eq!(cat.stdout.bytes, b"7\n");
/// # }
/// ```
pub struct Run<'a> {
    command: &'a mut Command,
    input: Input,
    limit: Option<Duration>,
    streams: Streams,
    max_processes: Option<usize>,
    in_terminal: bool,
}

/// Where a run's stdout and stderr go.
enum Streams {
    /// Kept: the first this many bytes of each.
    Kept(usize),
    /// This process's own, not kept.
    Inherited,
    /// Stdout to this file, stderr this process's own.
    File(File),
}

/// What a run's stdin holds.
enum Input {
    /// Nothing: it reads the end at once.
    Nothing,
    /// The file at this path.
    File(PathBuf),
    /// This process's own stdin.
    Inherited,
    /// These bytes, written on a thread.
    Bytes(Vec<u8>),
}

/// A whole run: how it ended, its wall time, and what it wrote ([`Run`] has an
/// example).
#[derive(Clone, Debug)]
pub struct Finished {
    /// How it ended.
    pub exit: Exit,
    /// Its wall time, from the start to its end.
    pub wall: Duration,
    /// Its stdout, up to the cap (nothing where it was not kept).
    pub stdout: Drained,
    /// Its stderr, up to the cap (nothing where it was not kept).
    pub stderr: Drained,
}

impl From<Finished> for Output {
    /// What a run kept, as `std::process::Output` has it (whether the output was cut,
    /// the time taken and the memory are left out).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use gamebits_runner::Run;
    /// let mut echo = std::process::Command::new("echo");
    /// echo.arg("hi");
    /// let output = std::process::Output::from(Run::new(&mut echo).wait().unwrap());
    /// assert!(output.status.success() && output.stdout == b"hi\n");
    /// # }
    /// ```
    fn from(finished: Finished) -> Output {
        Output {
            status: finished.exit.status,
            stdout: finished.stdout.bytes,
            stderr: finished.stderr.bytes,
        }
    }
}

impl<'a> Run<'a> {
    /// A run of `command` (its program, arguments, folder and environment); its stdin,
    /// stdout and stderr are the run's (whatever `command` said of them is replaced).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let ran = gamebits_runner::Run::new(&mut std::process::Command::new("true")).wait();
    /// assert!(ran.unwrap().exit.status.success());
    /// # }
    /// ```
    pub fn new(command: &'a mut Command) -> Run<'a> {
        Run {
            command,
            input: Input::Nothing,
            limit: None,
            streams: Streams::Kept(CAP),
            max_processes: Some(MAX_PROCESSES),
            in_terminal: false,
        }
    }

    /// Its stdin read from the file at `path`.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let path = std::env::temp_dir().join(format!("run-input-{}", std::process::id()));
    /// std::fs::write(&path, "First\n").unwrap();
    /// let mut cat = std::process::Command::new("cat");
    /// let ran = gamebits_runner::Run::new(&mut cat).input_file(&path).wait();
    /// assert_eq!(ran.unwrap().stdout.bytes, b"First\n");
    /// # std::fs::remove_file(path).unwrap();
    /// # }
    /// ```
    pub fn input_file(mut self, path: impl Into<PathBuf>) -> Run<'a> {
        self.input = Input::File(path.into());
        self
    }

    /// Its stdin `bytes`, written on a thread (a child that never reads them does not
    /// block the run). See [`Run`] for an example.
    pub fn input_bytes(mut self, bytes: Vec<u8>) -> Run<'a> {
        self.input = Input::Bytes(bytes);
        self
    }

    /// Its group killed if it has not ended `limit` after its start.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// use std::process::Command;
    /// use std::time::Duration;
    /// let mut sleep = Command::new("sleep");
    /// sleep.arg("5");
    /// let ran = gamebits_runner::Run::new(&mut sleep).time_limit(Duration::from_millis(50));
    /// assert!(ran.wait().unwrap().exit.killed);
    /// # }
    /// ```
    pub fn time_limit(mut self, limit: Duration) -> Run<'a> {
        self.limit = Some(limit);
        self
    }

    /// Keeps the first `cap` bytes of its stdout and of its stderr (the rest is read
    /// and dropped). See [`Run`] for an example.
    pub fn output_cap(mut self, cap: usize) -> Run<'a> {
        self.streams = Streams::Kept(cap);
        self
    }

    /// Its stdout and stderr this process's own (a terminal shows them as they come);
    /// none of them kept.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let mut echo = std::process::Command::new("echo");
    /// echo.arg("shown, not kept");
    /// let ran = gamebits_runner::Run::new(&mut echo).inherit_output().wait().unwrap();
    /// assert!(ran.exit.status.success() && ran.stdout.bytes.is_empty());
    /// # }
    /// ```
    pub fn inherit_output(mut self) -> Run<'a> {
        self.streams = Streams::Inherited;
        self
    }

    /// Its stdout written to `file`, its stderr this process's own; none kept.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let path = std::env::temp_dir().join(format!("run-stdout-{}", std::process::id()));
    /// let mut echo = std::process::Command::new("echo");
    /// echo.arg("7");
    /// let run = gamebits_runner::Run::new(&mut echo);
    /// run.stdout_file(std::fs::File::create(&path).unwrap()).wait().unwrap();
    /// assert_eq!(std::fs::read_to_string(&path).unwrap(), "7\n");
    /// # std::fs::remove_file(path).unwrap();
    /// # }
    /// ```
    pub fn stdout_file(mut self, file: File) -> Run<'a> {
        self.streams = Streams::File(file);
        self
    }

    /// Its group not held to a number of processes: for this workspace's own binaries,
    /// which start none.
    ///
    /// Holding a group costs a cgroup made and removed (where one can be made) on every
    /// run: a run of `dpk` on a small input took 2.5 ms held and 1.9 ms not, and the
    /// tests run the binaries tens of thousands of times.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let mut cat = std::process::Command::new("cat");
    /// let ran = gamebits_runner::Run::new(&mut cat).unheld().input_bytes(b"7\n".to_vec()).wait();
    /// assert!(ran.unwrap().exit.status.success());
    /// # }
    /// ```
    pub fn unheld(mut self) -> Run<'a> {
        self.max_processes = None;
        self
    }

    /// Run in the terminal, as a shell runs a program: its stdin, stdout and stderr this
    /// process's own, and in this process's group, so that it may read the terminal (a
    /// program in a group of its own is stopped when it does) and the terminal's Ctrl-C
    /// reaches it. Neither held to a number of processes nor ended with all it starts:
    /// for a game played at the keyboard.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let mut echo = std::process::Command::new("echo");
    /// echo.arg("shown");
    /// let ran = gamebits_runner::Run::new(&mut echo).in_terminal().wait().unwrap();
    /// assert!(ran.exit.status.success() && ran.stdout.bytes.is_empty());
    /// # }
    /// ```
    pub fn in_terminal(mut self) -> Run<'a> {
        self.input = Input::Inherited;
        self.streams = Streams::Inherited;
        self.max_processes = None;
        self.in_terminal = true;
        self
    }

    /// Starts it and waits for its end (or kills its group at the time limit, or above
    /// its number of processes): how it ended and what it wrote.
    ///
    /// # Errors
    ///
    /// If it cannot be started (no such program, an input file that cannot be opened)
    /// or waited for.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let mut missing = std::process::Command::new("no-such-program");
    /// assert!(gamebits_runner::Run::new(&mut missing).wait().is_err());
    /// # }
    /// ```
    pub fn wait(self) -> io::Result<Finished> {
        let Run {
            command,
            input,
            limit,
            streams,
            max_processes,
            in_terminal,
        } = self;
        let (stdin, bytes) = match input {
            Input::Nothing => (Stdio::null(), None),
            Input::File(path) => (Stdio::from(File::open(path)?), None),
            Input::Bytes(bytes) => (Stdio::piped(), Some(bytes)),
            Input::Inherited => (Stdio::inherit(), None),
        };
        let (stdout, stderr, cap) = match streams {
            Streams::Kept(cap) => (Stdio::piped(), Stdio::piped(), cap),
            Streams::Inherited => (Stdio::inherit(), Stdio::inherit(), 0),
            Streams::File(file) => (Stdio::from(file), Stdio::inherit(), 0),
        };
        command.stdin(stdin).stdout(stdout).stderr(stderr);
        let start = Instant::now();
        let mut child = match in_terminal {
            true => Child::start_in_terminal(command)?,
            false => Child::start(command, max_processes)?,
        };
        let written = bytes.map(|bytes| feed(child.stdin(), bytes));
        let stdout = drain(child.stdout(), cap);
        let stderr = drain(child.stderr(), cap);
        let exit = child.wait_until(limit.map(|limit| start + limit))?;
        let joined = |reader: JoinHandle<Drained>| reader.join().unwrap_or_default();
        if let Some(written) = written {
            let _ = written.join();
        }
        Ok(Finished {
            exit,
            wall: exit.end - start,
            stdout: joined(stdout),
            stderr: joined(stderr),
        })
    }
}
