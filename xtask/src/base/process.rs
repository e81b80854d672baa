//! The tools' children: one run held to a time limit, its output capped, and Ctrl-C.
//!
//! Every child runs through `gamebits_runner`, in a process group of its own, so that a
//! run past its limit is ended with all it started.

use gamebits_runner::{child, Finished, Run};
use std::io;
use std::path::Path;
use std::process::{Command, ExitStatus};
use std::time::Duration;

/// How many bytes of a run's stdout and of its stderr are kept: past that, an output
/// limit exceeded. Small, as the measuring process must stay small: on Linux a child's
/// peak memory starts at the peak of the process that started it.
pub const OUTPUT_CAP: usize = 16 << 20;

/// Runs `command` once with the file `input` on stdin, its group killed if it has not
/// ended within `limit`: what it printed (up to [`OUTPUT_CAP`]), how it ended, its wall
/// time and its own peak memory.
pub fn run_limited(command: &mut Command, input: &Path, limit: Duration) -> io::Result<Finished> {
    let run = Run::new(command).input_file(input).time_limit(limit);
    run.output_cap(OUTPUT_CAP).wait()
}

/// Runs one of the tools' own steps (`cargo build`, `rustup`, `mdbook`) to its end, its
/// output shown where this process shows its own: its exit status.
pub fn status(command: &mut Command) -> io::Result<ExitStatus> {
    let run = Run::new(command).inherit_output().unheld();
    run.wait().map(|finished| finished.exit.status)
}

/// Makes Ctrl-C end every child still running (with all it started) before this
/// process exits, as the children lead process groups of their own, which the
/// terminal's Ctrl-C does not reach.
pub fn end_children_on_ctrl_c() {
    // Only the first handler set in a process takes: a second call changes nothing.
    let _ = ctrlc::set_handler(|| {
        child::end_all();
        std::process::exit(130);
    });
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn a_limited_run_is_killed_at_its_limit_and_keeps_what_it_printed() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir();
        let input = dir.join("xtask-measure-limited.in");
        std::fs::write(&input, "First\n").unwrap();
        let limit = Duration::from_millis(300);
        let cat = run_limited(&mut Command::new("cat"), &input, limit).unwrap();
        assert!(!cat.exit.killed && cat.exit.status.success() && cat.wall < limit);
        assert_eq!(
            (&cat.stdout.bytes[..], &cat.stderr.bytes[..]),
            (&b"First\n"[..], &b""[..])
        );
        assert!(cat.exit.peak_memory > Some(0));
        let script = dir.join(format!("xtask-measure-sleeps-{}", std::process::id()));
        std::fs::write(&script, "#!/bin/sh\necho started >&2\nexec sleep 30\n").unwrap();
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
        // Another test's process, forked while the script was open for writing, may
        // hold it open a moment: Linux then refuses to run it ("text file busy").
        let slept = loop {
            match run_limited(&mut Command::new(&script), &input, limit) {
                Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy => {
                    std::thread::sleep(Duration::from_millis(20));
                }
                other => break other.unwrap(),
            }
        };
        std::fs::remove_file(&script).unwrap();
        assert!(slept.exit.killed && !slept.exit.status.success());
        assert!(
            slept.wall >= limit && slept.wall < 10 * limit,
            "{:?}",
            slept.wall
        );
        assert_eq!(slept.stderr.bytes, b"started\n");
    }
}
