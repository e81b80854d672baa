//! `cargo xtask input <binary> <name>`: an input of the registry, printed on stdout.
//!
//! A worst case, or a sweep's at `--size`; `base::inputs` runs this command to cache
//! one as a file.

use crate::base::inputs::{problem, slug};
use std::io::Write;

/// The arguments of `cargo xtask input`.
#[derive(clap::Args)]
pub struct Args {
    /// A binary of src/bin
    binary: String,
    /// A worst case or sweep (a wrong name lists them)
    name: String,
    /// The size, for a sweep
    #[arg(long, value_name = "SIZE")]
    size: Option<u64>,
}

/// Runs `cargo xtask input`: prints the input named of the binary: a worst case, or a
/// sweep at `--size`.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { binary, name, size } = args;
    let size = *size;
    let problem = problem(binary)?;
    let wanted = slug(name);
    let text = if let Some(case) = problem.worst_cases.iter().find(|c| slug(c.name) == wanted) {
        if size.is_some() {
            return Err(format!(
                "`{wanted}` is a worst case, of one size: drop --size"
            ));
        }
        (case.generate)()
    } else if let Some(sweep) = problem.sweeps.iter().find(|s| slug(s.shape) == wanted) {
        let sizes = sweep.sizes;
        let (smallest, largest) = (sizes[0], sizes[sizes.len() - 1]);
        match size {
            Some(size) if (smallest..=largest).contains(&size) => (sweep.generate)(size),
            _ => {
                return Err(format!(
                    "the sweep `{wanted}` needs --size from {smallest} to {largest}, such as \
                     {sizes:?}"
                ))
            }
        }
    } else {
        let cases = problem.worst_cases.iter().map(|case| slug(case.name));
        let sweeps = problem
            .sweeps
            .iter()
            .map(|sweep| format!("{} --size …", slug(sweep.shape)));
        let names: Vec<String> = cases.chain(sweeps).collect();
        return Err(format!(
            "{binary} has no input `{name}`; it has:\n{}",
            names.join("\n")
        ));
    };
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .map_err(|e| format!("cannot write the input: {e}"))
}
