//! `cargo xtask draw <binary> [FILE]`: the picture of a binary's states as SVG.
//!
//! Drawn by the binary itself (`--explain=dot`) and laid out by the `layout-rs` crate,
//! so that nobody needs Graphviz installed.

use crate::base::workspace::{self, exe};
use gamebits_picture::Marks;
use gamebits_runner::Run;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::mpsc::RecvTimeoutError;

/// The arguments of `cargo xtask draw`.
#[derive(clap::Args)]
pub struct Args {
    /// A binary of src/bin that draws its states
    binary: String,
    /// The judge's input [default: stdin]
    file: Option<PathBuf>,
    /// Every state, not the first 200 (--explain=dot-all)
    #[arg(long)]
    all: bool,
}

/// Runs `cargo xtask draw`: the SVG of `binary --explain=dot` (`dot-all` with `--all`)
/// on the file's input, or on this command's stdin, printed on stdout.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { binary, file, all } = args;
    let input = read_input(file.as_deref())?;
    let root = workspace::root()?;
    if gamebits_problems::problem(binary).is_none() {
        return Err(format!("no binary `{binary}` (see src/bin)"));
    }
    let flag = if *all {
        "--explain=dot-all"
    } else {
        "--explain=dot"
    };
    let svg = draw(&root, binary, flag, &input)?;
    std::io::stdout()
        .write_all(svg.as_bytes())
        .map_err(|e| format!("cannot write the picture: {e}"))
}

/// The SVG `cargo xtask draw binary input` prints, `input` a path from `root`.
pub fn svg_of_sample(root: &Path, binary: &str, input: &str) -> Result<String, String> {
    let input = read_input(Some(&root.join(input)))?;
    draw(root, binary, "--explain=dot", &input)
}

/// `binary flag` on `input`, built in release in the workspace `root`, as SVG.
fn draw(root: &Path, binary: &str, flag: &str, input: &[u8]) -> Result<String, String> {
    let built = workspace::build_release(root, &["--package", "gamebits", "--bin", binary])?;
    svg_of(&dot_of(&exe(&built, binary), flag, input)?)
}

/// The bytes of `file`, or of this command's stdin.
fn read_input(file: Option<&Path>) -> Result<Vec<u8>, String> {
    match file {
        Some(file) => {
            std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
        }
        None => {
            let mut input = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut input)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            Ok(input)
        }
    }
}

/// What `exe flag` prints on `input`: its DOT graph, or its one error line.
fn dot_of(exe: &Path, flag: &str, input: &[u8]) -> Result<String, String> {
    let mut command = Command::new(exe);
    command.arg(flag);
    let output = Run::new(&mut command)
        .input_bytes(input.to_vec())
        .output_cap(usize::MAX)
        .wait()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
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
