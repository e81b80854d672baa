//! Pieces shared by the integration tests: running a built binary, comparing its
//! output as DMOJ's default checker does, and judging it on the samples. Each test
//! crate that includes this module uses its own part of it.

pub mod checker;
pub mod samples;

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs the executable `exe` with `input` on stdin and collects everything it wrote.
pub fn run_binary(exe: &str, input: &[u8]) -> Output {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {exe}: {e}"));
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = input.to_vec();
    // Writing from another thread: a child that answers before reading all of its
    // input must not deadlock the test.
    let writer = std::thread::spawn(move || {
        // A child that exits early closes the pipe; that is its answer, not ours.
        let _ = stdin.write_all(&input);
    });
    let output = child
        .wait_with_output()
        .unwrap_or_else(|e| panic!("cannot wait for {exe}: {e}"));
    writer.join().expect("the stdin writer does not panic");
    output
}
