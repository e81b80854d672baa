//! What the tests that change a workspace share.
//!
//! A scratch copy of it, the target folder the copies take turns in, and every file a
//! copy holds, to show that a refusal changed nothing.

use gamebits_runner::child::{self, Child};
use std::collections::BTreeMap;
use std::fs;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A scratch copy of the workspace, which holds the target folder it builds in until it
/// is dropped: one test at a time builds there, so that no test runs a binary that
/// another built from its own changed copy.
pub struct Scratch {
    dir: PathBuf,
    _target: fs::File,
}

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.dir
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.dir
    }
}

/// The target folder of every scratch copy, `<target>/tmp/scratch-target`, so that
/// their dependencies build once.
pub fn target() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("scratch-target")
}

/// A fresh copy of the workspace's files (not `target/` or `.git/`) in `name`, made
/// once the folder `target` it is to build in (the shared [`target`], or one of a test's
/// own) is free (see [`hold`]).
pub fn scratch_copy(name: &str, target: &Path) -> Scratch {
    let held = hold(target);
    // The workspace above the test's package (xtask, or the site's browser tests).
    let package = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = package
        .ancestors()
        .find(|dir| dir.join("problems/src/lib.rs").is_file())
        .expect("a workspace above the test's package");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = fs::remove_dir_all(&dir);
    copy_tree(root, &dir);
    Scratch { dir, _target: held }
}

/// Waits until no other test builds in the target folder `target`, then holds it until
/// the file returned is dropped; its `tools` folder is the workspace's, where `cargo
/// xtask site` installs the pinned mdBook, so that mdBook is built once (a minute and
/// more of CI). A `tools` folder of the target's own is kept.
///
/// Only copies of the workspace made after everything built in `target` may build
/// there: cargo names what it builds by a crate's path within its workspace, so a copy
/// elsewhere takes the same names, and cargo takes another copy's build for its own
/// wherever its files are older than that build. A fresh copy's files are newer than
/// anything built before, so cargo builds its crates anew; the workspace's own target
/// folder is for the workspace alone.
pub fn hold(target: &Path) -> fs::File {
    fs::create_dir_all(target).expect("the target folder is made");
    let lock = fs::File::create(target.with_extension("lock")).expect("a lock file");
    lock.lock().expect("the target folder can be held");
    share_tools(target);
    lock
}

/// Links the workspace's `<target>/tools` as `target`'s own, if it has none.
#[cfg(unix)]
fn share_tools(target: &Path) {
    // The tests' scratch folder is `<target>/tmp`.
    let tools = Path::new(env!("CARGO_TARGET_TMPDIR")).with_file_name("tools");
    let link = target.join("tools");
    fs::create_dir_all(&tools).expect("the tools folder is made");
    if fs::symlink_metadata(&link).is_err() {
        std::os::unix::fs::symlink(&tools, &link).expect("the tools folder is linked");
    }
}

/// Elsewhere than on Unix, `target` keeps tools of its own.
#[cfg(not(unix))]
fn share_tools(_target: &Path) {}

/// Copies the folder `from` to `to`, but for `target/` and `.git/`.
fn copy_tree(from: &Path, to: &Path) {
    fs::create_dir_all(to).expect("a scratch folder");
    for entry in fs::read_dir(from).expect("a readable folder") {
        let entry = entry.expect("a readable entry");
        let name = entry.file_name();
        let path = entry.path();
        if path.is_dir() {
            if name != "target" && name != ".git" {
                copy_tree(&path, &to.join(&name));
            }
        } else {
            fs::copy(&path, to.join(&name)).expect("a copied file");
        }
    }
}

/// Every file below `dir` and its bytes.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a readable folder") {
            let path = entry.expect("a readable entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let bytes = fs::read(&path).expect("a readable file");
                files.insert(path.strip_prefix(dir).unwrap().to_path_buf(), bytes);
            }
        }
    }
    files
}

/// The files that differ between two snapshots: added, removed or changed.
pub fn changed(
    before: &BTreeMap<PathBuf, Vec<u8>>,
    after: &BTreeMap<PathBuf, Vec<u8>>,
) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = after
        .keys()
        .chain(before.keys())
        .filter(|path| after.get(*path) != before.get(*path))
        .cloned()
        .collect();
    paths.sort();
    paths.dedup();
    paths
}

/// Text of a process's output, invalid UTF-8 replaced.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `command` (its stdin as it was set) to its end and collects what it wrote; if
/// it has not ended within `limit`, ends it with all it started and fails the test.
pub fn output_within(command: &mut Command, limit: Duration) -> Output {
    command.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut started = Child::spawn(command).expect("the command starts");
    let stdout = child::drain(started.stdout(), usize::MAX);
    let stderr = child::drain(started.stderr(), usize::MAX);
    let exit = started
        .wait_until(Some(Instant::now() + limit))
        .expect("the command can be waited for");
    assert!(!exit.killed, "still running after {limit:?}: killed");
    Output {
        status: exit.status,
        stdout: stdout.join().expect("the reader ends").bytes,
        stderr: stderr.join().expect("the reader ends").bytes,
    }
}
