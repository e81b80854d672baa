//! What the program holds: every problem's binary, samples, solutions and hints.
//!
//! Made by the build (`cli/build.rs`) from the registry and the workspace's files.

use std::path::Path;
use std::process::ExitCode;

/// Files by name: each name and its bytes or text.
type Files<T> = &'static [(&'static str, &'static T)];

include!(concat!(env!("OUT_DIR"), "/contents.rs"));

/// Runs the binary `name` held here, as if started as it: its `main` reads this
/// process's stdin and arguments. An unknown name is one line, exit status 2.
pub fn run_reference(name: &str) -> ExitCode {
    match REFERENCES.iter().find(|(binary, _)| *binary == name) {
        Some((_, main)) => {
            main();
            ExitCode::SUCCESS
        }
        None => crate::refuse(&format!("{}={name}: no such binary", crate::REFERENCE)),
    }
}

/// Writes `binary`'s samples with an answer into the folder `dir`, as
/// `samples/<binary>/` holds them.
pub fn write_samples(binary: &str, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let files = SAMPLES
        .iter()
        .find(|(name, _)| *name == binary)
        .map_or(&[][..], |(_, files)| *files);
    for (name, bytes) in files {
        let file = dir.join(name);
        std::fs::write(&file, bytes)
            .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    }
    Ok(())
}

/// The editorial solution of `binary` in the file named `file` (`solution.cpp`).
pub fn solution(binary: &str, file: &str) -> Option<&'static str> {
    let (_, files) = SOLUTIONS.iter().find(|(name, _)| *name == binary)?;
    files
        .iter()
        .find(|(name, _)| *name == file)
        .map(|(_, text)| *text)
}

/// The text of `binary`'s `hints.md`, if it has hints.
pub fn hints(binary: &str) -> Option<&'static str> {
    HINTS
        .iter()
        .find(|(name, _)| *name == binary)
        .map(|(_, text)| *text)
}
