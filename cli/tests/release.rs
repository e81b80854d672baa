//! Linux's release archive as `.ci/release` makes it: a static `gamebits`, small, checksummed.
//!
//! The release workflow (`.github/workflows/release.yml`) builds every platform's archive
//! with `.ci/release`; the slow tier runs it for x86_64 Linux and unpacks what it wrote
//! as a student would. That it refuses bad arguments in one line, writing nothing, is
//! checked in the fast tier (it builds nothing then).
#![cfg(unix)]

use gamebits_runner::{Finished, Run};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The script that makes an archive.
const SCRIPT: &str = ".ci/release";

/// The target the slow tier builds, as `.ci/run` installs it.
const TARGET: &str = "x86_64-unknown-linux-musl";

/// The most bytes the program may take (the 10 MB, stripped).
const MAX_BYTES: u64 = 10_000_000;

/// An ELF program header's type for the program interpreter, the dynamic loader.
const PT_INTERP: u32 = 3;

/// An ELF header's machine for x86_64.
const EM_X86_64: u16 = 62;

#[test]
#[ignore = "slow tier: builds gamebits in release for x86_64-unknown-linux-musl (rustup target add x86_64-unknown-linux-musl)"]
fn the_script_makes_a_static_linux_archive_and_its_checksum() {
    let scratch = scratch("archive");
    let out = scratch.join("dist");
    let mut script = Command::new(workspace().join(SCRIPT));
    // The workspace's target folder: the release build is kept for the next run.
    script.env("CARGO_TARGET_DIR", target_dir());
    run(script.arg(TARGET).arg(&out));

    let name = format!("gamebits-{}-{TARGET}", env!("CARGO_PKG_VERSION"));
    let archive = format!("{name}.tar.gz");
    let checksum = format!("{archive}.sha256");
    assert_eq!(entries(&out), [archive.as_str(), checksum.as_str()]);
    let mut check = Command::new("sha256sum");
    run(check
        .args(["--check", "--strict", &checksum])
        .current_dir(&out));

    let unpacked = scratch.join("unpacked");
    std::fs::create_dir(&unpacked).expect("the folder is made");
    let mut tar = Command::new("tar");
    run(tar
        .arg("-xzf")
        .arg(out.join(&archive))
        .arg("-C")
        .arg(&unpacked));
    assert_eq!(
        entries(&unpacked),
        [name.as_str()],
        "one folder, named after the file"
    );
    let folder = unpacked.join(&name);
    let mut expected = vec!["README.txt".to_string(), "gamebits".to_string()];
    if workspace().join("LICENSE").is_file() {
        expected.insert(0, "LICENSE".to_string());
    }
    assert_eq!(entries(&folder), expected);

    let program = folder.join("gamebits");
    let bytes = std::fs::read(&program).expect("the program is read");
    assert_eq!(machine(&bytes), EM_X86_64, "not an x86_64 program");
    assert!(
        !has_interpreter(&bytes),
        "the program is linked dynamically"
    );
    let this = std::fs::read(std::env::current_exe().expect("this test")).expect("read");
    assert!(
        has_interpreter(&this),
        "the check of linking sees a dynamic program"
    );
    let size = bytes.len() as u64;
    assert!(
        size <= MAX_BYTES,
        "the program takes {size} bytes, over {MAX_BYTES}"
    );

    // Run alone, in an empty folder, with the system's tools only on the PATH.
    let empty = scratch.join("empty");
    std::fs::create_dir(&empty).expect("the folder is made");
    let mut problems = Command::new(&program);
    problems.arg("problems").current_dir(&empty).env_clear();
    let listed = run(problems.env("PATH", "/usr/bin:/bin"));
    let listed = String::from_utf8_lossy(&listed.stdout.bytes);
    assert!(
        listed.contains("dpk"),
        "`gamebits problems` lists no dpk:\n{listed}"
    );

    let readme = std::fs::read_to_string(folder.join("README.txt")).expect("the README");
    for command in [
        "start dpk --lang py",
        "test dpk dpk.py",
        "stress dpk dpk.py",
    ] {
        let line = format!("gamebits {command}");
        assert!(readme.contains(&line), "the README does not say `{line}`");
    }
    std::fs::remove_dir_all(&scratch).expect("the scratch folder is removed");
}

#[test]
#[ignore = "slow tier: gamebits is not a default member, so cargo test builds none of it"]
fn the_release_workflow_builds_with_the_script() {
    let workflow = workspace().join(".github/workflows/release.yml");
    let text = std::fs::read_to_string(&workflow).expect("the release workflow is there");
    assert!(
        text.lines()
            .any(|line| line.trim() == format!("run: {SCRIPT} \"$TARGET\" dist")),
        "{} does not build with {SCRIPT}",
        workflow.display()
    );
}

#[test]
fn the_script_refuses_bad_arguments_in_one_line_writing_nothing() {
    let scratch = scratch("refused");
    let cases: [(&[&str], &str); 3] = [
        (&[], "usage: .ci/release <target triple> <output folder>"),
        (
            &[TARGET],
            "usage: .ci/release <target triple> <output folder>",
        ),
        (
            &["no-such-target", "dist"],
            "rustup target add no-such-target",
        ),
    ];
    for (args, expected) in cases {
        let mut script = Command::new(workspace().join(SCRIPT));
        script.args(args).current_dir(&scratch);
        let ran = Run::new(&mut script).wait().expect("the script runs");
        let said = String::from_utf8_lossy(&ran.stderr.bytes);
        assert!(!ran.exit.status.success(), "{args:?} was accepted");
        assert!(
            said.starts_with("error: ") && said.lines().count() == 1 && said.contains(expected),
            "{args:?}: not one line saying {expected}: {said}"
        );
        assert!(
            entries(&scratch).is_empty(),
            "{args:?}: something was written"
        );
    }
    std::fs::remove_dir_all(&scratch).expect("the scratch folder is removed");
}

/// The ELF machine of the 64-bit little-endian ELF file `bytes`.
fn machine(bytes: &[u8]) -> u16 {
    assert!(
        bytes.starts_with(b"\x7fELF\x02\x01"),
        "not a 64-bit little-endian ELF file"
    );
    u16::from_le_bytes([bytes[0x12], bytes[0x13]])
}

/// Whether the 64-bit little-endian ELF file `bytes` names a program interpreter, the
/// dynamic loader a dynamically linked program starts with: a `PT_INTERP` program header.
fn has_interpreter(bytes: &[u8]) -> bool {
    let number = |at: usize, width: usize| {
        let mut le = [0; 8];
        le[..width].copy_from_slice(&bytes[at..at + width]);
        u64::from_le_bytes(le) as usize
    };
    machine(bytes);
    let (table, entry_size, entries) = (number(0x20, 8), number(0x36, 2), number(0x38, 2));
    (0..entries).any(|i| number(table + i * entry_size, 4) == PT_INTERP as usize)
}

/// The names in `folder`, in order.
fn entries(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

/// Runs `command` through the runner and fails the test, with what it said, if it fails.
fn run(command: &mut Command) -> Finished {
    let ran = Run::new(command).wait().expect("the command starts");
    assert!(
        ran.exit.status.success(),
        "{command:?} failed ({}):\n{}",
        ran.exit.status,
        String::from_utf8_lossy(&ran.stderr.bytes)
    );
    ran
}

/// A new empty folder `name` under the tests' scratch folder.
fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("release")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("the scratch folder is made");
    folder
}

/// The workspace's target folder (the tests' scratch folder is `<target>/tmp`).
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .to_path_buf()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}
