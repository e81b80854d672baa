//! `cargo xtask draw <binary> [FILE]`: the picture of a binary's states as SVG.
//!
//! Drawn by the binary itself (`--explain=dot`) and laid out by the `layout-rs` crate,
//! so that nobody needs Graphviz installed (`gamebits_practice::draw`, shared with the
//! `gamebits` program).

use crate::base::workspace::{self, exe};
use gamebits_practice::{draw, Reference};
use std::io::Write;
use std::path::{Path, PathBuf};

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
    let problem =
        gamebits_problems::problem(binary).ok_or_else(|| format!("no binary `{binary}`"))?;
    let built = workspace::build_release(root, &["--package", "gamebits", "--bin", binary])?;
    let reference = Reference::built(exe(&built, binary), problem.binary);
    draw::svg_of(&draw::dot_of(&reference, flag, input)?)
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
