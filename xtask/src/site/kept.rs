//! The site's modules built before, kept with a key of all they were built from.
//!
//! `cargo xtask site` builds the site's crate once per module (see [`super::wasm`]), so
//! cargo holds only the module built last, and building the site again from an
//! unchanged workspace would compile every module again. Each module is kept instead,
//! beside the key of its build's inputs: every file of the workspace (but for the
//! `target` and `.git` folders), the workspace's path, the toolchain (`rustc -vV`) and
//! the environment variables that change what cargo and rustc build. A module kept
//! under the key of the build at hand is used as it is; any other is built.

use gamebits_runner::Run;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The beginnings of the environment variables that change what cargo and rustc build:
/// rustc's (`RUSTC`, `RUSTC_WRAPPER`, `RUSTFLAGS`, …), rustup's choice of toolchain and
/// cargo's build settings. Not the other `RUST_` ones, read by programs as they run
/// (`RUST_BACKTRACE`, or `RUST_RECURSION_COUNT`, which rustup counts up each time cargo
/// runs within cargo, as when a test runs `cargo xtask site`).
const BUILD_VARIABLES: [&str; 9] = [
    "RUSTC",
    "RUSTFLAGS",
    "RUSTUP_TOOLCHAIN",
    "CARGO_BUILD_",
    "CARGO_ENCODED_RUSTFLAGS",
    "CARGO_HOME",
    "CARGO_PROFILE_",
    "CARGO_TARGET_",
    "CARGO_UNSTABLE_",
];

/// Whether the environment variable `name` is one of [`BUILD_VARIABLES`].
fn changes_the_build(name: &str) -> bool {
    BUILD_VARIABLES.iter().any(|start| name.starts_with(start))
}

/// The modules kept in one folder, and the key of the build at hand.
pub struct Kept {
    folder: PathBuf,
    key: String,
}

impl Kept {
    /// The modules kept in `folder`, for a build of the workspace `root` now.
    pub fn new(folder: PathBuf, root: &Path) -> Result<Kept, String> {
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
        let version = Run::new(Command::new(&rustc).arg("-vV").current_dir(root))
            .wait()
            .map_err(|e| format!("cannot run {rustc} -vV: {e}"))?;
        let environment: Vec<(String, String)> = std::env::vars()
            .filter(|(name, _)| changes_the_build(name))
            .collect();
        let key = key(root, &version.stdout.bytes, &environment)?;
        Ok(Kept { folder, key })
    }

    /// The module `name` kept under the key of the build at hand, if there is one.
    pub fn get(&self, name: &str) -> Option<Vec<u8>> {
        let key = std::fs::read_to_string(self.folder.join(format!("{name}.key"))).ok()?;
        (key == self.key)
            .then(|| std::fs::read(self.folder.join(format!("{name}.wasm"))).ok())
            .flatten()
    }

    /// Keeps `wasm` as the module `name` of the build at hand: the module first, then its
    /// key, so that a module is never found under a key it was not built with.
    pub fn put(&self, name: &str, wasm: &[u8]) -> Result<(), String> {
        let folder = &self.folder;
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
        let key = folder.join(format!("{name}.key"));
        let _ = std::fs::remove_file(&key);
        write(&folder.join(format!("{name}.wasm")), wasm)?;
        write(&key, self.key.as_bytes())
    }
}

/// Writes `bytes` to a new file beside `path`, then puts it in `path`'s place.
fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let mut new = path.as_os_str().to_owned();
    new.push(".new");
    let new = PathBuf::from(new);
    std::fs::write(&new, bytes).map_err(|e| format!("cannot write {}: {e}", new.display()))?;
    std::fs::rename(&new, path).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// The key of a build of the workspace `root` with the toolchain that says `version`
/// and the build's `environment`: a hash of those and of every file of the workspace.
fn key(root: &Path, version: &[u8], environment: &[(String, String)]) -> Result<String, String> {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (root, version, environment).hash(&mut hasher);
    hash_files(root, root, &mut hasher)?;
    Ok(format!("{:016x}", hasher.finish()))
}

/// Hashes the path (from `root`) and the bytes of every file below `folder`, in the
/// order of their names, but for the folders named `target` or `.git` and what is
/// neither a file nor a folder (a named pipe would never end its read).
fn hash_files(root: &Path, folder: &Path, hasher: &mut impl Hasher) -> Result<(), String> {
    let entries = std::fs::read_dir(folder)
        .map_err(|e| format!("cannot read the folder {}: {e}", folder.display()))?;
    let mut paths: Vec<PathBuf> = entries
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("cannot read the folder {}: {e}", folder.display()))?;
    paths.sort();
    for path in paths {
        let name = path.file_name().unwrap_or_default();
        let Ok(kind) = std::fs::metadata(&path) else {
            continue;
        };
        if kind.is_dir() && name != "target" && name != ".git" {
            hash_files(root, &path, hasher)?;
        } else if kind.is_file() {
            let bytes =
                std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            (path.strip_prefix(root).unwrap_or(&path), bytes).hash(hasher);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A new folder of the test's own, holding `files` (path and text).
    fn workspace(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let root =
            std::env::temp_dir().join(format!("gamebits-kept-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for (path, text) in files {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        root
    }

    fn key_of(root: &Path) -> String {
        key(root, b"rustc 1.95.0", &[]).unwrap()
    }

    #[test]
    fn the_key_changes_with_any_file_but_those_built() {
        let root = workspace("files", &[("src/lib.rs", "fn a() {}"), ("README.md", "hi")]);
        let first = key_of(&root);
        assert_eq!(key_of(&root), first, "nothing changed");
        std::fs::create_dir_all(root.join("target/release")).unwrap();
        std::fs::write(root.join("target/release/site.wasm"), "built").unwrap();
        std::fs::create_dir_all(root.join(".git")).unwrap();
        std::fs::write(root.join(".git/HEAD"), "ref").unwrap();
        assert_eq!(key_of(&root), first, "target/ and .git/ are not inputs");
        std::fs::write(root.join("src/lib.rs"), "fn b() {}").unwrap();
        let changed = key_of(&root);
        assert_ne!(changed, first, "a file changed");
        std::fs::write(root.join("src/new.rs"), "").unwrap();
        assert_ne!(key_of(&root), changed, "an empty file added");
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_named_pipe_is_passed_over_not_read() {
        let root = workspace("pipe", &[("src/lib.rs", "fn a() {}")]);
        let first = key_of(&root);
        let made = Run::new(Command::new("mkfifo").arg(root.join("pipe"))).wait();
        assert!(made.is_ok_and(|made| made.exit.status.success()), "mkfifo");
        assert_eq!(key_of(&root), first);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_key_changes_with_the_toolchain_and_the_environment() {
        let root = workspace("toolchain", &[("src/lib.rs", "fn a() {}")]);
        let first = key_of(&root);
        assert_ne!(key(&root, b"rustc 1.96.0", &[]).unwrap(), first);
        let flags = [("RUSTFLAGS".to_string(), "-C opt-level=1".to_string())];
        assert_ne!(key(&root, b"rustc 1.95.0", &flags).unwrap(), first);
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_variables_read_by_builds_count_and_those_read_by_programs_do_not() {
        for name in [
            "RUSTFLAGS",
            "RUSTC_WRAPPER",
            "RUSTUP_TOOLCHAIN",
            "CARGO_PROFILE_RELEASE_LTO",
        ] {
            assert!(changes_the_build(name), "{name}");
        }
        for name in [
            "RUST_RECURSION_COUNT",
            "RUST_BACKTRACE",
            "CARGO_MANIFEST_DIR",
            "PATH",
        ] {
            assert!(!changes_the_build(name), "{name}");
        }
    }

    #[test]
    fn a_module_is_found_only_under_the_key_it_was_kept_with() {
        let root = workspace("kept", &[("src/lib.rs", "fn a() {}")]);
        let kept = Kept {
            folder: root.join("target/modules"),
            key: key_of(&root),
        };
        assert_eq!(kept.get("dpk"), None);
        kept.put("dpk", b"\0asm").unwrap();
        assert_eq!(kept.get("dpk").as_deref(), Some(&b"\0asm"[..]));
        assert_eq!(kept.get("qccp1"), None);
        std::fs::write(root.join("src/lib.rs"), "fn b() {}").unwrap();
        let later = Kept {
            folder: root.join("target/modules"),
            key: key_of(&root),
        };
        assert_eq!(later.get("dpk"), None, "built from another workspace");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
