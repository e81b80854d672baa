//! `gamebits explain`, `steps`, `draw` and `play`: the reference shows its answer.
//!
//! Each runs this program as the problem's binary ([`crate::REFERENCE`]) with the
//! binary's own argument (`--explain`, `--explain=steps`, `--explain=dot`, `--play
//! FILE`), so that what it shows is the judge's binary's.

use gamebits_practice::{draw, Reference};
use gamebits_runner::Run;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Runs `gamebits explain|steps <problem> [FILE]`: the reference's `flag` on the input
/// in `file` (or stdin), its output on stdout; its one error line for bad input.
pub fn explain(name: &str, flag: &str, file: Option<PathBuf>) -> crate::Outcome {
    let reference = reference(name)?;
    let input = input(file.as_deref())?;
    let mut command = reference.command(&[flag]);
    let ran = Run::new(&mut command)
        .input_bytes(input)
        .output_cap(usize::MAX)
        .wait()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    if !ran.exit.status.success() {
        let stderr = String::from_utf8_lossy(&ran.stderr.bytes);
        let line = stderr.lines().next().unwrap_or("no message");
        return Err(line.trim_start_matches("error: ").to_string());
    }
    std::io::stdout()
        .write_all(&ran.stdout.bytes)
        .map_err(|e| format!("cannot write: {e}"))?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `gamebits draw <problem> [FILE]`: the picture of the reference's states on the
/// input, laid out, written as an SVG file (`output`, or `<problem>.svg`).
pub fn draw(name: &str, file: Option<PathBuf>, output: Option<PathBuf>) -> crate::Outcome {
    let reference = reference(name)?;
    let input = input(file.as_deref())?;
    let svg = draw::svg_of(&draw::dot_of(&reference, "--explain=dot", &input)?)?;
    let output = output.unwrap_or_else(|| PathBuf::from(format!("{name}.svg")));
    std::fs::write(&output, svg).map_err(|e| format!("cannot write {}: {e}", output.display()))?;
    println!("Wrote {} (open it in a web browser).", output.display());
    Ok(ExitCode::SUCCESS)
}

/// Runs `gamebits play <problem> FILE [OPTIONS]`: the reference's `--play FILE` with
/// the options, in the terminal (its stdin, stdout and stderr this program's: the
/// player's moves come from the keyboard), its exit status this one's.
pub fn play(name: &str, file: &Path, options: &[String]) -> crate::Outcome {
    let reference = reference(name)?;
    if !file.is_file() {
        return Err(format!("{}: no such file", file.display()));
    }
    let file = file.to_string_lossy();
    let mut args = vec!["--play", &file];
    args.extend(options.iter().map(String::as_str));
    let mut command = reference.command(&args);
    let played = Run::new(&mut command)
        .in_terminal()
        .wait()
        .map_err(|e| format!("cannot run {name}: {e}"))?;
    let code = played.exit.status.code().unwrap_or(1).clamp(0, 255);
    Ok(ExitCode::from(code as u8))
}

/// This program started as `name`'s binary.
fn reference(name: &str) -> Result<Reference, String> {
    let problem = crate::problem(name)?;
    let myself = std::env::current_exe().map_err(|e| format!("cannot find gamebits: {e}"))?;
    Ok(Reference::within(myself, problem.binary, crate::REFERENCE))
}

/// The bytes of `file`, or of stdin.
fn input(file: Option<&Path>) -> Result<Vec<u8>, String> {
    match file {
        Some(file) => {
            std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))
        }
        None => {
            let mut input = Vec::new();
            std::io::stdin()
                .read_to_end(&mut input)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            Ok(input)
        }
    }
}
