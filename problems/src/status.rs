//! How a program ended, as a value.

use std::fmt;

/// How a program ended: its exit code if it exited, and the system's words for the
/// ending (`exit status: 3`, `signal: 11 (SIGSEGV)`), as `std::process::ExitStatus`
/// shows it. A value, so that verdicts are decided where no process can run
/// (`gamebits_runner` makes one of each child's status).
///
/// ```
/// use gamebits_problems::Status;
/// let failed = Status { code: Some(3), said: "exit status: 3".into() };
/// assert!(!failed.success());
/// assert_eq!(failed.to_string(), "exit status: 3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The exit code; none if a signal ended it.
    pub code: Option<i32>,
    /// How the system says it ended.
    pub said: String,
}

impl Status {
    /// Whether it exited with code 0.
    ///
    /// ```
    /// let ok = gamebits_problems::Status { code: Some(0), said: "exit status: 0".into() };
    /// assert!(ok.success());
    /// ```
    pub fn success(&self) -> bool {
        self.code == Some(0)
    }
}

impl fmt::Display for Status {
    /// How the system says it ended.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said)
    }
}
