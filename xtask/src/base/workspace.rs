//! Where the tools work: the workspace's root, its target folder and build.

use gamebits_runner::child::Child;
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The workspace the command is run in: the nearest folder up from the current one
/// whose `Cargo.toml` has a `[workspace]` and which holds the registry. (Not the folder
/// xtask was built in: the tests run one xtask in scratch copies of the workspace.)
pub fn root() -> Result<PathBuf, String> {
    let here =
        std::env::current_dir().map_err(|e| format!("cannot tell the current folder: {e}"))?;
    here.ancestors()
        .find(|dir| {
            std::fs::read_to_string(dir.join("Cargo.toml")).is_ok_and(|t| t.contains("[workspace]"))
        })
        .filter(|dir| dir.join("problems/src/lib.rs").is_file())
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} is not inside a gamebits workspace", here.display()))
}

/// The target directory cargo built this xtask in: `<target>/<profile>/xtask`.
pub fn target_dir() -> Result<PathBuf, String> {
    let exe = std::env::current_exe().map_err(|e| format!("cannot find xtask: {e}"))?;
    exe.ancestors()
        .nth(2)
        .map(Path::to_path_buf)
        .ok_or_else(|| format!("{} is not in a target directory", exe.display()))
}

/// Runs `cargo build --release` with `what` (`--bins -p gamebits`, `--bin dpk`, …) in
/// the workspace `dir`, cargo's progress and messages on stderr, and returns the folder
/// that holds the executables it built (see [`exe`]).
pub fn build_release(dir: &Path, what: &[&str]) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command
        .current_dir(dir)
        .args([
            "build",
            "--release",
            "--message-format=json-render-diagnostics",
        ])
        .args(what)
        .stdout(Stdio::piped());
    let mut child = Child::spawn(&mut command).map_err(|e| format!("cannot run cargo: {e}"))?;
    let messages = BufReader::new(child.stdout().expect("stdout is piped"));
    let mut folder = None;
    for message in cargo_metadata::Message::parse_stream(messages) {
        if let Ok(cargo_metadata::Message::CompilerArtifact(artifact)) = message {
            let built = artifact.executable.map(PathBuf::from);
            folder = built
                .and_then(|exe| exe.parent().map(Path::to_path_buf))
                .or(folder);
        }
    }
    let status = child
        .wait_until(None)
        .map_err(|e| format!("cannot wait for cargo: {e}"))?
        .status;
    match (status.success(), folder) {
        (true, Some(folder)) => Ok(folder),
        (true, None) => Err(format!(
            "cargo build --release {} built no executable",
            what.join(" ")
        )),
        (false, _) => Err(format!(
            "cargo build --release {} failed ({status})",
            what.join(" ")
        )),
    }
}

/// The executable `name` in `dir`: a binary, or `floor`, which reads all of stdin and
/// parses every integer, nothing else.
pub fn exe(dir: &Path, name: &str) -> PathBuf {
    dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX))
}
