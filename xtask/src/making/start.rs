//! `cargo xtask start <binary> --lang cpp|py|java|rs`: a starting file in another language.
//!
//! A starting file in another language, made by `gamebits_practice::start` (shared with
//! `gamebits start`): it reads the problem's input as the statement gives it and prints
//! a placeholder, a line a case, for the solution to replace; it names the commands
//! that judge it, `cargo xtask test`/`stress --solution`.

use gamebits_practice::start::{self, Commands};
use gamebits_problems::editorial::Language;

/// The arguments of `cargo xtask start`.
#[derive(clap::Args)]
pub struct Args {
    /// The binary whose problem the file solves: its input read as the statement gives
    /// it, a placeholder printed
    binary: String,
    /// The file's language
    #[arg(long, value_parser = start::started, value_name = "LANG")]
    lang: Language,
    /// The file to write, in the current folder [default: after the problem's binary,
    /// such as dpk.py or Dpk.java]
    file: Option<String>,
}

/// Runs `cargo xtask start <binary> --lang <lang> [FILE]`.
///
/// Writes a starting file in `lang` for the problem of `binary` (at `file`, or named
/// after the binary, in the current folder) and prints the commands to run next.
/// Refuses, writing nothing, a problem without an input format, an interactive one,
/// and a file that exists.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { binary, lang, file } = args;
    let problem = gamebits_problems::problem(binary)
        .ok_or_else(|| format!("{binary}: not a problem of the registry"))?;
    let extension = lang.extensions()[0];
    let said = start::write(problem, *lang, file.as_deref(), &|file| Commands {
        start: format!("cargo xtask start {binary} --lang {extension}"),
        test: format!("cargo xtask test {binary} --solution {file}"),
        stress: format!("cargo xtask stress {binary} --solution {file}"),
    })?;
    print!("{said}");
    Ok(())
}
