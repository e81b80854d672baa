//! The picture of a binary's states as SVG: its `--explain=dot`, laid out.
//!
//! Drawn by the binary itself (`--explain=dot`) and laid out by `gamebits_picture`
//! (the `layout-rs` crate), so that nobody needs Graphviz installed.

use crate::Reference;
use gamebits_picture::Marks;
use gamebits_runner::Run;
use std::sync::mpsc::RecvTimeoutError;

/// What `reference flag` prints on `input` (`flag`: `--explain=dot` or
/// `--explain=dot-all`): its DOT graph, or its one error line.
///
/// # Errors
///
/// The reference that cannot be started, or its one error line (bad input).
///
/// ```no_run
/// use gamebits_practice::{draw, Reference};
/// let dpk = Reference::built("target/release/dpk".into(), "dpk");
/// let dot = draw::dot_of(&dpk, "--explain=dot", b"2 4\n2 3\n").unwrap();
/// let svg = draw::svg_of(&dot).unwrap();
/// ```
pub fn dot_of(reference: &Reference, flag: &str, input: &[u8]) -> Result<String, String> {
    let mut command = reference.command(&[flag]);
    let output = Run::new(&mut command)
        .input_bytes(input.to_vec())
        .output_cap(usize::MAX)
        .wait()
        .map_err(|e| format!("cannot run {}: {e}", reference.binary))?;
    let stderr = String::from_utf8_lossy(&output.stderr.bytes);
    if !output.exit.status.success() {
        let line = stderr
            .lines()
            .next()
            .unwrap_or("no message")
            .trim_start_matches("error: ");
        return Err(line.to_string());
    }
    String::from_utf8(output.stdout.bytes).map_err(|e| format!("the picture is not UTF-8: {e}"))
}

/// How long a layout may take before the picture is refused as too large for layout-rs.
const LAYOUT_SECONDS: u64 = 20;

/// `dot`, a DOT graph, laid out and rendered as SVG (`gamebits_picture::svg`); refused
/// in one line if its layout takes over [`LAYOUT_SECONDS`] (layout-rs is slow on long
/// moves that cross many ranks, as a pile of dpk's that takes thousands of stones at
/// once).
///
/// # Errors
///
/// A layout past its time, or one that failed.
///
/// ```
/// let svg = gamebits_practice::draw::svg_of("digraph { a -> b }").unwrap();
/// assert!(svg.contains("<svg"));
/// ```
pub fn svg_of(dot: &str) -> Result<String, String> {
    let moves = gamebits_picture::moves(dot);
    let (sender, receiver) = std::sync::mpsc::channel();
    let dot = dot.to_string();
    std::thread::spawn(move || sender.send(gamebits_picture::svg(&dot, Marks::Plain)));
    receiver
        .recv_timeout(std::time::Duration::from_secs(LAYOUT_SECONDS))
        .map_err(|e| match e {
            RecvTimeoutError::Timeout => format!(
                "the picture's {moves} moves took layout-rs over {LAYOUT_SECONDS} s to lay \
                 out: draw a smaller input, or its --explain=dot with Graphviz (dot -Tsvg)"
            ),
            RecvTimeoutError::Disconnected => "layout-rs failed on the picture".to_string(),
        })?
}
