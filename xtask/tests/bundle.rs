//! The bundles work as submissions: every binary in `src/bin` (found by listing the
//! folder, so a new binary is covered as it lands) is bundled by
//! `cargo xtask bundle --all`, compiled alone by `rustc --edition 2021 -O` in an empty
//! folder, with no warning, and run on every sample in `samples/<binary>/`. It must get
//! the verdict the crate's binary gets, which `tests/samples.rs` holds to the same
//! files: the answer in `<case>.out` as DMOJ's checker compares it, or for bad input in
//! `<case>.in` with `<case>.err`, a non-zero exit, nothing on stdout, the `.err` line on
//! stderr.
//!
//! Each bundle is also checked by clippy's `incompatible_msrv` lint against the
//! workspace's `rust-version`: no std API newer than that, in our code or proconio's.

use gamebits_test_support::samples::{check_sample, sample_inputs};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// DMOJ's limit on the length of a source.
const MAX_CHARS: usize = 65_536;

/// The `rust-version` of the workspace's manifest.
const MSRV: &str = "1.70";

fn main() {
    let args = Arguments::from_args();
    let work = std::env::temp_dir().join(format!("gamebits-bundle-test-{}", std::process::id()));
    let bundles = work.join("bundles");
    let all = Command::new(XTASK)
        .args(["bundle", "--all", "--out"])
        .arg(&bundles)
        .output()
        .expect("xtask runs");
    let listing = String::from_utf8_lossy(&all.stdout).into_owned();
    let bundled_all = if all.status.success() {
        Ok(listing.clone())
    } else {
        Err(format!(
            "cargo xtask bundle --all failed:\n{}",
            String::from_utf8_lossy(&all.stderr)
        ))
    };

    write_msrv_config(&work);

    let mut trials = Vec::new();
    for binary in binaries() {
        let (bundled_all, listing, work) = (bundled_all.clone(), listing.clone(), work.clone());
        trials.push(Trial::test(format!("bundle/{binary}"), move || {
            bundled_all?;
            check_binary(&binary, &listing, &work)
        }));
    }
    let conclusion = libtest_mimic::run(&args, trials);
    if !conclusion.has_failed() {
        let _ = fs::remove_dir_all(&work);
    }
    conclusion.exit();
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The binaries of the crate: the files in `src/bin`.
fn binaries() -> Vec<String> {
    let dir = workspace_root().join("src/bin");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn check_binary(binary: &str, listing: &str, work: &Path) -> Result<(), Failed> {
    let path = work.join("bundles").join(format!("{binary}.rs"));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let size = text.chars().count();
    if !listing
        .lines()
        .any(|l| l.contains(&format!("{binary}.rs: {size} characters")))
    {
        return Err(
            format!("the listing does not give {binary}.rs's size {size}:\n{listing}").into(),
        );
    }
    check_readme_size(binary, size)?;
    let alone = bundle(&[binary])?;
    if alone != text {
        return Err(format!("`bundle {binary}` differs from the file `bundle --all` wrote").into());
    }
    check_contents(&text)?;
    let exe = compile(binary, &text, work)?;
    check_msrv(binary, work)?;
    let mut failures = Vec::new();
    for input in sample_inputs(binary) {
        if let Err(why) = check_sample(Path::new(&exe), &input) {
            failures.push(format!("{}: {why}", input.display()));
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}

/// The README's Submitting table gives `binary`'s bundle size, and gives it right.
fn check_readme_size(binary: &str, size: usize) -> Result<(), String> {
    let readme =
        fs::read_to_string(workspace_root().join("README.md")).map_err(|e| e.to_string())?;
    let row = format!("| `{binary}` | ");
    let listed = readme.lines().find_map(|line| {
        let cell = line.strip_prefix(&row)?.strip_suffix(" |")?;
        cell.replace(' ', "").parse::<usize>().ok()
    });
    match listed {
        Some(listed) if listed == size => Ok(()),
        Some(listed) => Err(format!(
            "README.md gives {binary}'s bundle as {listed} characters; it is {size}: \
             update the Submitting table from `cargo xtask bundle --all --out target/bundles`"
        )),
        None => Err(format!(
            "README.md's Submitting table has no row `| `{binary}` | <size> |`"
        )),
    }
}

/// What every bundle must and must not hold.
fn check_contents(text: &str) -> Result<(), String> {
    let size = text.chars().count();
    if size > MAX_CHARS {
        return Err(format!("{size} characters, over {MAX_CHARS}"));
    }
    let root = workspace_root().to_string_lossy().into_owned();
    let forbidden = [
        (root.as_str(), "the workspace's absolute path"),
        ("registry/src", "a path into cargo's registry"),
        ("///", "a doc comment"),
        ("#[doc", "a doc attribute"),
        ("//!", "an inner doc comment"),
        ("cfg(test)", "test code"),
        ("#[test]", "a test"),
        ("feature = ", "a feature-gated item"),
        ("proconio_derive", "proconio's derive macros"),
        ("#[macro_export]", "a macro exported at the root"),
        ("extern crate", "an extern crate"),
    ];
    for (needle, what) in forbidden {
        if text.contains(needle) {
            return Err(format!("the bundle holds {what}: `{needle}`"));
        }
    }
    if text.contains("mod proconio") && !text.contains("Permission is hereby granted") {
        return Err("proconio is inlined without its MIT licence notice".to_string());
    }
    Ok(())
}

/// `cargo xtask bundle <args>`'s output.
fn bundle(args: &[&str]) -> Result<String, String> {
    let output = Command::new(XTASK)
        .arg("bundle")
        .args(args)
        .output()
        .map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "cargo xtask bundle {} failed:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| e.to_string())
}

/// Compiles `text` as the judges do, alone in an empty folder, and returns the
/// executable; any output of the compiler fails.
fn compile(name: &str, text: &str, work: &Path) -> Result<String, String> {
    let dir = work.join("compile").join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    fs::write(dir.join("main.rs"), text).map_err(|e| e.to_string())?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let output = Command::new(rustc)
        .args(["--edition", "2021", "-O", "main.rs", "-o", "main"])
        .current_dir(&dir)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !stderr.is_empty() {
        return Err(format!(
            "rustc on the bundle of {name} ({}): {}\n{stderr}",
            dir.join("main.rs").display(),
            output.status
        ));
    }
    Ok(dir.join("main").to_string_lossy().into_owned())
}

/// `<work>/msrv/clippy.toml`, setting clippy's MSRV to the workspace's.
fn write_msrv_config(work: &Path) {
    let manifest = fs::read_to_string(workspace_root().join("Cargo.toml")).expect("Cargo.toml");
    assert!(
        manifest.contains(&format!("rust-version = \"{MSRV}\"")),
        "the workspace's rust-version is no longer {MSRV}: update MSRV in {}",
        file!()
    );
    let config = work.join("msrv");
    fs::create_dir_all(&config).expect("a folder for clippy.toml");
    fs::write(config.join("clippy.toml"), format!("msrv = \"{MSRV}\"\n")).expect("clippy.toml");
}

/// Runs clippy's `incompatible_msrv` lint, alone, on the bundle `compile` left in its
/// folder: any std API stabilised after [`MSRV`] fails.
fn check_msrv(name: &str, work: &Path) -> Result<(), String> {
    let config = work.join("msrv");
    let dir = work.join("compile").join(name);
    let output = Command::new("clippy-driver")
        .args([
            "--edition",
            "2021",
            "--emit=metadata=check.rmeta",
            "main.rs",
        ])
        .args(["-A", "clippy::all", "-W", "clippy::incompatible_msrv"])
        .env("CLIPPY_CONF_DIR", &config)
        // Cargo sets xtask's own rust-version here for the test; the bundle is held to
        // the crate's, in clippy.toml.
        .env_remove("CARGO_PKG_RUST_VERSION")
        .current_dir(&dir)
        .output()
        .map_err(|e| format!("cannot run clippy-driver: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !stderr.is_empty() {
        return Err(format!(
            "clippy's MSRV check on the bundle of {name}: {}\n{stderr}",
            output.status
        ));
    }
    Ok(())
}
