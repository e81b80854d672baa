//! A `--play` game driven through pipes, and its setup timed: the benchmarks' player.
//!
//! Lines written to the binary's stdin, and what it says on stdout read up to its next
//! prompt or its `winner:` line, with the moment that arrived. A thread reads stdout and
//! forwards each chunk with the time it was read, so that waiting has a timeout and a
//! binary that hangs is stopped, not waited for. `cargo xtask bench --play` and
//! `site-bench --play` both take the native setup from [`setup`].

use crate::child::{self, Child, Drained};
use std::io::{self, Read, Write};
use std::path::Path;
use std::process::{ChildStdin, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// The prompt before each of the player's moves, the library's `gamebits::play::PROMPT`.
///
/// This crate does not depend on the library; `tests/play` checks that the two agree.
///
/// ```
/// assert!(gamebits_runner::play_session::PROMPT.ends_with("> "));
/// ```
pub const PROMPT: &str = "your move (? lists them)> ";

/// How long the binary may stay silent before a reply is complete, or take to exit
/// once its input is closed.
///
/// ```
/// assert_eq!(gamebits_runner::play_session::TIMEOUT.as_secs(), 10);
/// ```
pub const TIMEOUT: Duration = Duration::from_secs(10);

/// One setup of `exe --play input` with `args` after it: its first reply and the time from
/// spawn to reading it.
///
/// The first reply ends at the first prompt, or, where the game is over at the start, at
/// the `winner:` line. The binary's input is then closed and it is waited for, untimed: it
/// must exit with status 0.
///
/// ```
/// # #[cfg(unix)] {
/// # use std::os::unix::fs::PermissionsExt;
/// use gamebits_runner::play_session::{setup, End, PROMPT};
/// // A stand-in for a game: one line, the prompt, then it reads to the end of its input.
/// let exe = std::env::temp_dir().join(format!("setup-example-{}", std::process::id()));
/// let script = format!("#!/bin/sh\nprintf 'you play first\\n{PROMPT}'\ncat >/dev/null\n");
/// std::fs::write(&exe, script).unwrap();
/// std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
/// let (took, reply) = setup(&exe, "x.in".as_ref(), &["--as", "first"]).unwrap();
/// assert_eq!((reply.text.as_str(), reply.end), ("you play first\n", End::Prompt));
/// assert!(reply.engine_moves() == 0 && took < gamebits_runner::play_session::TIMEOUT);
/// # std::fs::remove_file(exe).unwrap();
/// # }
/// ```
pub fn setup(exe: &Path, input: &Path, args: &[&str]) -> Result<(Duration, Reply), String> {
    let start = Instant::now();
    let mut session = Session::start(exe, input, args)?;
    let reply = session.reply()?;
    session.finish()?;
    Ok((reply.at.duration_since(start), reply))
}

/// A binary playing `--play`, its stdin, stdout and stderr piped to the caller.
///
/// ```
/// # #[cfg(unix)] {
/// # use std::os::unix::fs::PermissionsExt;
/// use gamebits_runner::play_session::{End, Session, PROMPT};
/// // A stand-in for a game: the prompt, then the winner once it is sent a move.
/// let exe = std::env::temp_dir().join(format!("session-example-{}", std::process::id()));
/// let script = format!("#!/bin/sh\nprintf '{PROMPT}'\nread move\necho \"winner: First\"\n");
/// std::fs::write(&exe, script).unwrap();
/// std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
/// let mut session = Session::start(&exe, "x.in".as_ref(), &[]).unwrap();
/// assert_eq!(session.reply().unwrap().end, End::Prompt);
/// session.send("1").unwrap();
/// assert_eq!(session.reply().unwrap().text, "winner: First\n");
/// session.finish().unwrap();
/// # std::fs::remove_file(exe).unwrap();
/// # }
/// ```
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    /// The chunks of stdout, each with when it was read; closed at its end.
    chunks: Receiver<(Instant, Vec<u8>)>,
    /// Bytes read but not yet part of a reply.
    pending: Vec<u8>,
    /// How far into `pending` every line has been looked at.
    checked: usize,
    /// When the last chunk was read.
    last: Instant,
    stderr: Option<JoinHandle<Drained>>,
    /// How it ended, once it has been waited for.
    status: Option<ExitStatus>,
    /// How long to wait for a chunk of a reply, or for the exit.
    timeout: Duration,
}

/// How a reply ended ([`Session`] has an example).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// At the prompt: the player is to move.
    Prompt,
    /// At the `winner:` line: the game is over.
    Winner,
}

/// What the binary said up to its prompt or `winner:` line, how that ended, and when.
///
/// ```
/// use gamebits_runner::play_session::{End, Reply};
/// let text = "pile 10\nengine plays 9\npile 1\n".to_string();
/// let reply = Reply { text, end: End::Prompt, at: std::time::Instant::now() };
/// assert_eq!((reply.engine_moves(), reply.lines_starting("pile ")), (1, 2));
/// ```
pub struct Reply {
    /// What it said, the prompt left out, the `winner:` line kept.
    pub text: String,
    /// Whether it ended at the prompt or at the `winner:` line.
    pub end: End,
    /// When the last of it was read.
    pub at: Instant,
}

impl Reply {
    /// How many moves the engine played in it (`engine plays …` lines).
    pub fn engine_moves(&self) -> usize {
        self.lines_starting("engine plays ")
    }

    /// How many of its lines start with `prefix`.
    pub fn lines_starting(&self, prefix: &str) -> usize {
        self.text
            .lines()
            .filter(|line| line.starts_with(prefix))
            .count()
    }
}

impl Session {
    /// Starts `exe --play input` with `args` after it.
    pub fn start(exe: &Path, input: &Path, args: &[&str]) -> Result<Session, String> {
        let mut command = Command::new(exe);
        command.arg("--play").arg(input).args(args);
        Session::spawn(&mut command).map_err(|e| format!("cannot run {}: {e}", exe.display()))
    }

    /// Starts `command`, its stdin, stdout and stderr piped.
    fn spawn(command: &mut Command) -> io::Result<Session> {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = Child::spawn(command)?;
        let stdout = child.stdout().expect("stdout is piped");
        Ok(Session {
            stdin: child.stdin(),
            chunks: forward(stdout),
            pending: Vec::new(),
            checked: 0,
            last: Instant::now(),
            stderr: Some(child::drain(child.stderr(), child::CAP)),
            child,
            status: None,
            timeout: TIMEOUT,
        })
    }

    /// Writes `line` and its newline; returns the moment just before.
    pub fn send(&mut self, line: &str) -> Result<Instant, String> {
        let stdin = self.stdin.as_mut().expect("input open while playing");
        let sent = Instant::now();
        match stdin.write_all(format!("{line}\n").as_bytes()) {
            Ok(()) => Ok(sent),
            Err(e) => Err(format!(
                "cannot write `{line}` to it ({e}); {}",
                self.gone()
            )),
        }
    }

    /// What the binary says up to its next prompt or `winner:` line, waiting at most
    /// [`TIMEOUT`] for each chunk.
    pub fn reply(&mut self) -> Result<Reply, String> {
        self.reply_by(None)
            .map(|reply| reply.expect("no deadline to miss"))
    }

    /// As [`Session::reply`], but `None` if the reply is not complete by `deadline`
    /// (the binary still saying more); the session is then to be dropped.
    pub fn reply_by(&mut self, deadline: Option<Instant>) -> Result<Option<Reply>, String> {
        loop {
            if let Some(reply) = self.complete_reply() {
                return Ok(Some(reply));
            }
            let left = deadline.map(|d| d.saturating_duration_since(Instant::now()));
            let wait = left.map_or(self.timeout, |left| left.min(self.timeout));
            match self.chunks.recv_timeout(wait) {
                Ok((at, bytes)) => {
                    self.pending.extend_from_slice(&bytes);
                    self.last = at;
                }
                Err(RecvTimeoutError::Timeout) if wait < self.timeout => return Ok(None),
                Err(RecvTimeoutError::Timeout) => return Err(self.silent()),
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!(
                        "its output ended before a prompt or `winner:` line; {}",
                        self.gone()
                    ))
                }
            }
        }
    }

    /// Says that the binary fell silent mid-reply, and what it said last.
    fn silent(&self) -> String {
        let said = String::from_utf8_lossy(&self.pending);
        let last = said.lines().last().unwrap_or("nothing");
        format!(
            "silent for {} s before a prompt or `winner:` line (last said: `{last}`)",
            self.timeout.as_secs_f64()
        )
    }

    /// The reply at the front of what was read, if all of it has been: up to the first
    /// `winner:` line, or up to the prompt that ends what was read (the binary waits
    /// there). Lines already looked at are not looked at again.
    fn complete_reply(&mut self) -> Option<Reply> {
        while let Some(newline) = self.pending[self.checked..]
            .iter()
            .position(|&b| b == b'\n')
        {
            let line = self.checked;
            self.checked += newline + 1;
            if self.pending[line..].starts_with(b"winner: ") {
                return Some(self.take(self.checked, self.checked, End::Winner));
            }
        }
        let prompt = self.pending.len().checked_sub(PROMPT.len())?;
        (self.pending[prompt..] == *PROMPT.as_bytes())
            .then(|| self.take(prompt, self.pending.len(), End::Prompt))
    }

    /// The reply of the first `text_end` bytes read, the first `used` of them consumed.
    fn take(&mut self, text_end: usize, used: usize, end: End) -> Reply {
        let text = String::from_utf8_lossy(&self.pending[..text_end]).into_owned();
        self.pending.drain(..used);
        self.checked = 0;
        Reply {
            text,
            end,
            at: self.last,
        }
    }

    /// Closes the binary's input and waits for it to exit, which it must with status 0
    /// within [`TIMEOUT`].
    pub fn finish(mut self) -> Result<(), String> {
        drop(self.stdin.take());
        let status = self.wait()?;
        match status.success() {
            true => Ok(()),
            false => Err(format!("once its input closed: {}", self.ended(status))),
        }
    }

    /// Why writing or reading failed: the binary's exit, as far as it can be told.
    fn gone(&mut self) -> String {
        match self.wait() {
            Ok(status) => self.ended(status),
            Err(e) => e,
        }
    }

    /// "exited with exit status: 1: <its first line on stderr>".
    fn ended(&mut self, status: ExitStatus) -> String {
        let stderr = self.stderr.take().and_then(|h| h.join().ok());
        let stderr = stderr.unwrap_or_default().bytes;
        let stderr = String::from_utf8_lossy(&stderr).into_owned();
        match stderr.lines().next() {
            Some(line) => format!("it exited ({status}) saying `{line}`"),
            None => format!("it exited ({status})"),
        }
    }

    /// Waits for the binary's exit for at most [`TIMEOUT`]; stops it past that.
    fn wait(&mut self) -> Result<ExitStatus, String> {
        if let Some(status) = self.status {
            return Ok(status);
        }
        let waited = self.child.wait_until(Some(Instant::now() + self.timeout));
        let exit = waited.map_err(|e| format!("cannot wait for it: {e}"))?;
        self.status = Some(exit.status);
        match exit.killed {
            true => Err(format!(
                "it did not exit within {} s; stopped",
                self.timeout.as_secs_f64()
            )),
            false => Ok(exit.status),
        }
    }
}

/// Reads `pipe` on a thread of its own, forwarding each chunk with when it was read;
/// the channel closes at the pipe's end.
fn forward(mut pipe: impl Read + Send + 'static) -> Receiver<(Instant, Vec<u8>)> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut buffer = vec![0; 1 << 16];
        loop {
            match pipe.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => {
                    if sender.send((Instant::now(), buffer[..n].to_vec())).is_err() {
                        break;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
    });
    receiver
}

// Shell scripts play the binary here, on Unix.
#[cfg(all(test, unix))]
mod tests {
    use super::*;

    /// A session of the shell script `body`, waiting 300 ms.
    fn scripted(body: &str) -> Session {
        let mut session = Session::spawn(Command::new("sh").args(["-c", body])).unwrap();
        session.timeout = Duration::from_millis(300);
        session
    }

    #[test]
    fn replies_end_at_the_prompt_or_the_winner() {
        let body = format!(
            "printf 'you play first\\n{PROMPT}'; read line; \
             printf '%s\\nengine plays 1\\n{PROMPT}' \"$line\"; read line; \
             printf 'x\\nwinner: First\\nyou let it go\\n'; cat >/dev/null"
        );
        let mut session = scripted(&body);
        let first = session.reply().unwrap();
        assert_eq!(
            (first.text.as_str(), first.end),
            ("you play first\n", End::Prompt)
        );
        let sent = session.send("2").unwrap();
        let second = session.reply().unwrap();
        assert!(second.at >= sent);
        assert_eq!((second.engine_moves(), second.end), (1, End::Prompt));
        session.send("1").unwrap();
        let last = session.reply().unwrap();
        assert_eq!(
            (last.text.as_str(), last.end),
            ("x\nwinner: First\n", End::Winner)
        );
        session.finish().unwrap();
    }

    #[test]
    fn an_early_exit_a_failure_and_a_hang_are_said() {
        let mut session = scripted("echo bad input >&2; exit 3");
        let error = session.reply().err().unwrap();
        assert!(
            error.contains("exit status: 3) saying `bad input`"),
            "{error}"
        );
        let session = scripted("cat >/dev/null; exit 4");
        let error = session.finish().err().unwrap();
        assert!(error.contains("exit status: 4"), "{error}");
        let mut session = scripted("echo thinking; exec sleep 30");
        let error = session.reply().err().unwrap();
        assert!(error.contains("(last said: `thinking`)"), "{error}");
    }

    #[test]
    fn a_prompt_may_come_in_pieces_and_a_long_reply_be_left() {
        let mut session = scripted(
            "printf 'pile 3\\nyour move '; sleep 0.1; printf '(? lists them)> '; read line; \
             while :; do echo listing; sleep 0.02; done",
        );
        let first = session.reply().unwrap();
        assert_eq!((first.text.as_str(), first.end), ("pile 3\n", End::Prompt));
        let sent = session.send("?").unwrap();
        let deadline = sent + Duration::from_millis(200);
        assert!(session.reply_by(Some(deadline)).unwrap().is_none());
        assert!(Instant::now() >= deadline);
    }
}
