//! The tools' own steps run to their end, and Ctrl-C.
//!
//! Every child runs through `gamebits_runner`, in a process group of its own, so that a
//! run past its limit is ended with all it started.

use gamebits_runner::{child, Run};
use std::io;
use std::process::{Command, ExitStatus};

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
