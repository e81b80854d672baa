//! The solution `test` and `stress` judge: the binary, a file in any language, a command.
//!
//! The argument that chooses it is declared here once ([`Choice`]); the solution is
//! made ready by `gamebits_practice::solution`, compiled programs kept by their content
//! under `target/solutions/`.

use gamebits_practice::solution::{self, Prepared, Solution};
use std::path::{Path, PathBuf};

/// The solution to judge instead of the binary, as `test` and `stress` are told it.
#[derive(clap::Args)]
pub struct Choice {
    /// A solution to judge instead, in C++, C, Python, Java or Rust, known by its
    /// extension; compiled once, kept by its content under target/solutions/; what
    /// stress finds against it is kept beside it, in FILE.cases/
    #[arg(long, value_name = "FILE", conflicts_with = "command")]
    pub solution: Option<PathBuf>,
    /// A command that runs the solution to judge, for any other language
    #[arg(long, value_name = "COMMAND")]
    pub command: Option<String>,
    /// The Python that runs a .py solution
    #[arg(long, value_name = "PROGRAM", default_value = "python3")]
    pub python: String,
}

impl Choice {
    /// Whether a solution other than the binary is chosen.
    pub fn foreign(&self) -> bool {
        self.solution.is_some() || self.command.is_some()
    }

    /// The solution chosen, ready to run: the file (compiled, if its language is, into
    /// `target/solutions/`), the command, or else `binary`, the executable `exe`.
    pub fn prepare(&self, binary: &str, exe: &Path) -> Result<Prepared, String> {
        match (&self.solution, &self.command) {
            (Some(file), _) => solution::prepare(file, &self.python, &cache()?),
            (None, Some(command)) => Ok(Prepared::Ready(solution::of_command(command))),
            (None, None) => Ok(Prepared::Ready(Solution {
                program: exe.to_path_buf(),
                args: Vec::new(),
                name: binary.to_string(),
                file: None,
            })),
        }
    }
}

/// The folder that keeps the solutions compiled: `target/solutions/`.
pub fn cache() -> Result<PathBuf, String> {
    Ok(super::workspace::target_dir()?.join("solutions"))
}
