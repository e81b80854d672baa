//! The bundles work as submissions.
//!
//! Every binary in `src/bin` (found by listing the folder, so a new binary is
//! covered as it lands) is bundled by `cargo xtask bundle --all`, and each bundle
//!
//! - starts with the binary's own file, verbatim;
//! - holds no doc comment, test, feature-gated item or exported macro in what follows
//!   it, and proconio's licence notice if it holds proconio;
//! - has no unused item: with every `allow` attribute taken out, rustc checks it
//!   without a warning (`--emit=metadata`, which reports every unused-item lint);
//! - compiles alone, as the judges compile it, with `rustc --edition 2021 -O` of this
//!   toolchain and of Rust 1.70 (installed with rustup's minimal profile when it is
//!   missing), without a single warning: nothing unused is left in it;
//! - answers every sample in `samples/<binary>/` as the crate's binary must (see
//!   `tests/samples.rs`), and every input of the registry small enough to run fast (the
//!   worst cases, and each sweep at its two smallest sizes) exactly as the crate's
//!   binary does;
//! - stays within DMOJ's 65 536 characters;
//!
//! and the guide's table of bundle sizes (`docs/submitting.md`) is the one these
//! bundles give (`cargo xtask readme` writes it), and one binary bundled alone is the
//! file `--all` wrote for it.
//!
//! These are the slow tier's trials (`cargo test --workspace -- --ignored`).

use gamebits_problems::readme::{block, bundle_table, BUNDLE_SIZES, COMMAND};
use gamebits_test_support::samples::{check_sample, sample_inputs};
use gamebits_test_support::{binary_path, build_binaries, output, run_binary, status};
use libtest_mimic::{Arguments, Failed, Trial};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::LazyLock;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// The crate's own binaries, explanations included, keep this far under DMOJ's limit
/// on the length of a source, 65 536 characters (which `bundle` itself enforces).
const MAX_BINARY_CHARS: usize = 50_000;

/// The binary bundled alone to be compared with its file of `bundle --all`: both take
/// the same path through the bundler, so one binary shows that they agree and that a
/// bundle comes out the same each time (each takes some seconds of rustc).
const ALONE: &str = "dpk";

/// The oldest Rust the submitted code must build with.
const OLDEST_RUST: &str = "1.70";

/// The bundles of every binary, written by `cargo xtask bundle --all`: its listing, or
/// why it failed. Made once, by the first trial that needs it.
static BUNDLED_ALL: LazyLock<Result<String, String>> = LazyLock::new(bundle_all);

/// Rust [`OLDEST_RUST`], there or installed, or why it cannot be had.
static OLDEST_RUST_PRESENT: LazyLock<Result<(), String>> = LazyLock::new(install_oldest_rust);

/// The crate's binaries, built beside this test, or why they did not build.
static BUILT: LazyLock<Result<(), String>> = LazyLock::new(build_binaries);

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for binary in binaries() {
        trials.push(
            Trial::test(format!("bundle/{binary}"), move || {
                let listing = BUNDLED_ALL.clone()?;
                BUILT.clone()?;
                check_binary(&binary, &listing)
            })
            // Slow tier: compiles each bundle twice, once with Rust 1.70, and checks it.
            .with_ignored_flag(true),
        );
    }
    trials.push(
        Trial::test("bundle/listed-sizes", || {
            check_listed_sizes(&BUNDLED_ALL.clone()?)
        })
        // Slow tier: bundling every binary runs rustc on each.
        .with_ignored_flag(true),
    );
    trials.push(
        Trial::test("bundle/one-alone-as-in-all", || {
            check_alone(ALONE, &BUNDLED_ALL.clone()?)
        })
        // Slow tier: bundling runs rustc.
        .with_ignored_flag(true),
    );
    trials.push(
        Trial::test("bundle/own-file-with-proconio", check_own_file)
            // Slow tier: compiles the bundle twice, once with Rust 1.70, and checks it.
            .with_ignored_flag(true),
    );
    let conclusion = libtest_mimic::run(&args, trials);
    if !conclusion.has_failed() {
        let _ = fs::remove_dir_all(work());
    }
    conclusion.exit();
}

/// The folder this run writes in, its own.
fn work() -> PathBuf {
    std::env::temp_dir().join(format!("gamebits-bundle-test-{}", std::process::id()))
}

/// `cargo xtask bundle --all --out <work>/bundles`: its listing, or why it failed.
fn bundle_all() -> Result<String, String> {
    let all = output(
        Command::new(XTASK)
            .args(["bundle", "--all", "--out"])
            .arg(work().join("bundles")),
    )
    .map_err(|e| format!("cannot run xtask: {e}"))?;
    if all.status.success() {
        Ok(String::from_utf8_lossy(&all.stdout).into_owned())
    } else {
        Err(format!(
            "cargo xtask bundle --all failed:\n{}",
            String::from_utf8_lossy(&all.stderr)
        ))
    }
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// The lines of a binary's `main.rs` that the judge's bundle keeps, as the judge runs
/// them, blank lines aside: all but those that bring in its files for people (a line
/// `mod name;` with `name.rs` in `folder`, beside `main.rs`: `mod explain;`, its unit
/// tests), and `run(solve)` for `run_explained(solve, …)`.
fn judge_path_lines(main: &str, folder: &Path) -> Vec<String> {
    let beside = |line: &str| {
        let name = line
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'));
        name.is_some_and(|name| folder.join(format!("{name}.rs")).is_file())
    };
    main.lines()
        .filter(|line| !line.trim().is_empty())
        .filter(|line| !beside(line) && *line != "#[cfg(test)]")
        .map(|line| {
            line.replace("run_explained(solve, explain::explain)", "run(solve)")
                .replace(
                    "run_played(solve, explain::explain, play::setup)",
                    "run(solve)",
                )
                .replace("judge::{run_explained,", "judge::{run,")
                .replace("judge::{run_played,", "judge::{run,")
        })
        .collect()
}

/// The binaries of the crate: the folders in `src/bin` that hold a `main.rs`.
fn binaries() -> Vec<String> {
    let dir = workspace_root().join("src/bin");
    let mut names: Vec<String> = fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|p| p.join("main.rs").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Makes sure rustup has the toolchain [`OLDEST_RUST`], installing it with the minimal
/// profile if it is missing; an error says why it cannot be had.
fn install_oldest_rust() -> Result<(), String> {
    let present = output(Command::new("rustup").args(["run", OLDEST_RUST, "rustc", "--version"]))
        .is_ok_and(|o| o.status.success());
    if present {
        return Ok(());
    }
    eprintln!("bundle test: installing Rust {OLDEST_RUST} with rustup (minimal profile)");
    let status = status(Command::new("rustup").args([
        "toolchain",
        "install",
        OLDEST_RUST,
        "--profile",
        "minimal",
    ]))
    .map_err(|e| format!("cannot run rustup: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!(
            "rustup could not install Rust {OLDEST_RUST}: {status}"
        )),
    }
}

fn check_binary(binary: &str, listing: &str) -> Result<(), Failed> {
    let work = &work();
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
    let folder = workspace_root().join(format!("src/bin/{binary}"));
    let source = fs::read_to_string(folder.join("main.rs")).map_err(|e| e.to_string())?;
    let judge_path = text
        .find("\nmod gamebits {")
        .map_or(text.as_str(), |at| &text[..at]);
    if judge_path_lines(judge_path, &folder) != judge_path_lines(&source, &folder) {
        return Err(format!(
            "the bundle of {binary} does not start with its main.rs as the judge runs it:\n{judge_path}"
        )
        .into());
    }
    let generated = &text[judge_path.len()..];
    check_generated(generated)?;
    if size > MAX_BINARY_CHARS {
        return Err(format!("{size} characters, over {MAX_BINARY_CHARS}").into());
    }
    let unallowed = format!("{binary}-without-allows");
    lint(&unallowed, &without_allows(&text), work)?;
    let exe = compile(binary, &text, work, None)?;
    OLDEST_RUST_PRESENT.clone()?;
    compile(binary, &text, work, Some(OLDEST_RUST))?;
    let mut failures = Vec::new();
    for input in sample_inputs(binary) {
        if let Err(why) = check_sample(Path::new(&exe), &input) {
            failures.push(format!("{}: {why}", input.display()));
        }
    }
    failures.extend(differences_from_the_binary(binary, Path::new(&exe)));
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n").into())
    }
}

/// `cargo xtask bundle <binary>` prints what `bundle --all` wrote for it (`listing`
/// names the files it wrote).
fn check_alone(binary: &str, listing: &str) -> Result<(), Failed> {
    let path = work().join("bundles").join(format!("{binary}.rs"));
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    if !listing.contains(&format!("{binary}.rs: ")) {
        return Err(format!("the listing names no {binary}.rs:\n{listing}").into());
    }
    match bundle(&[binary])? == text {
        true => Ok(()),
        false => {
            Err(format!("`bundle {binary}` differs from the file `bundle --all` wrote").into())
        }
    }
}

/// A solution of one's own that reads with proconio's `input!`.
const OWN_FILE: &str = r#"use gamebits::judge::run;
use proconio::input;

fn main() {
    run(|tokens| {
        input! { from &mut *tokens, n: usize, a: [i64; n] }
        Ok(a.iter().sum::<i64>())
    })
}
"#;

/// A file of one's own, given by its path, bundles with proconio under its licence
/// notice, compiles alone (with and without its allows, and with Rust 1.70) and
/// answers as written.
fn check_own_file() -> Result<(), Failed> {
    let work = &work();
    let path = work.join("own").join("sum.rs");
    fs::create_dir_all(path.parent().unwrap()).map_err(|e| e.to_string())?;
    fs::write(&path, OWN_FILE).map_err(|e| e.to_string())?;
    let text = bundle(&[path.to_str().ok_or("a path in UTF-8")?])?;
    let generated = text
        .strip_prefix(OWN_FILE.trim_end())
        .ok_or("the bundle does not start with the file verbatim")?;
    check_generated(generated)?;
    if !generated.contains("mod proconio") {
        return Err("the bundle of a file using input! holds no proconio".into());
    }
    lint("own-without-allows", &without_allows(&text), work)?;
    let exe = compile("own", &text, work, None)?;
    OLDEST_RUST_PRESENT.clone()?;
    compile("own", &text, work, Some(OLDEST_RUST))?;
    let output = run_binary(Path::new(&exe), b"3\n1 -2 +4\n");
    match (output.status.success(), output.stdout.as_slice()) {
        (true, b"3\n") => Ok(()),
        _ => Err(format!("the bundle answers {output:?}, not 3").into()),
    }
}

/// The inputs of the registry on which the bundle `exe` and the crate's binary differ.
fn differences_from_the_binary(binary: &str, exe: &Path) -> Vec<String> {
    let Some(problem) = gamebits_problems::problem(binary) else {
        return vec![format!("{binary} has no entry in the registry")];
    };
    let worst = problem
        .worst_cases
        .iter()
        .map(|case| (case.name.to_string(), (case.generate)()));
    let small = problem.sweeps.iter().flat_map(|sweep| {
        sweep.sizes.iter().take(2).map(move |&size| {
            let name = format!("{} at {} = {size}", sweep.shape, sweep.parameter);
            (name, (sweep.generate)(size))
        })
    });
    let mut differences = Vec::new();
    for (name, input) in worst.chain(small) {
        let ours = run_binary(exe, input.as_bytes());
        let crate_binary = run_binary(&binary_path(binary), input.as_bytes());
        if (ours.status.code(), &ours.stdout) != (crate_binary.status.code(), &crate_binary.stdout)
        {
            differences.push(format!(
                "{name}: the bundle answers {:?} {:?}, the binary {:?} {:?}",
                ours.status.code(),
                String::from_utf8_lossy(&ours.stdout),
                crate_binary.status.code(),
                String::from_utf8_lossy(&crate_binary.stdout)
            ));
        }
    }
    differences
}

/// The guide's table of bundle sizes (in [`BUNDLE_SIZES`]'s file) is the one the sizes
/// in `listing` (the output of `cargo xtask bundle --all`, a line `<dir>/<binary>.rs:
/// <size> characters` a binary) give.
fn check_listed_sizes(listing: &str) -> Result<(), Failed> {
    let size_of = |binary: &str| {
        let line = format!("{binary}.rs: ");
        listing.lines().find_map(|l| {
            let (_, rest) = l.split_once(&line)?;
            rest.strip_suffix(" characters")?.parse().ok()
        })
    };
    let expected = bundle_table(size_of)?;
    let chapter = fs::read_to_string(workspace_root().join(BUNDLE_SIZES.file))
        .map_err(|e| format!("{}: {e}", BUNDLE_SIZES.file))?;
    let listed =
        block(&chapter, BUNDLE_SIZES.name).map_err(|e| format!("{}: {e}", BUNDLE_SIZES.file))?;
    if listed == expected {
        return Ok(());
    }
    let differ: Vec<&str> = expected
        .lines()
        .filter(|row| !listed.lines().any(|line| line == *row))
        .collect();
    Err(format!(
        "{}'s bundle sizes differ from the bundles; `{COMMAND}` writes them. \
         Rows it lacks or gives otherwise:\n{}",
        BUNDLE_SIZES.file,
        differ.join("\n")
    )
    .into())
}

/// What the modules after the binary's file must and must not hold.
fn check_generated(text: &str) -> Result<(), String> {
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
    // The crate proconio is a module at the bundle's root; the judge's room of that name
    // (`gamebits::judge`'s adapter) is not the crate.
    if text.contains("\nmod proconio {") && !text.contains("Permission is hereby granted") {
        return Err("proconio is inlined without its MIT licence notice".to_string());
    }
    Ok(())
}

/// `text` without its `#[allow(…)]` and `#![allow(…)]` attributes.
fn without_allows(text: &str) -> String {
    let mut rest = text;
    let mut kept = String::with_capacity(text.len());
    while let Some(start) = ["#[allow(", "#![allow("]
        .iter()
        .filter_map(|a| rest.find(a))
        .min()
    {
        let end = start + rest[start..].find(")]").expect("an allow attribute ends") + 2;
        kept.push_str(&rest[..start]);
        rest = &rest[end..];
    }
    kept.push_str(rest);
    kept
}

/// `cargo xtask bundle <args>`'s output.
fn bundle(args: &[&str]) -> Result<String, String> {
    let output = output(Command::new(XTASK).arg("bundle").args(args)).map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(format!(
            "cargo xtask bundle {} failed:\n{}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout).map_err(|e| e.to_string())
}

/// Compiles `text` as the judges do, alone in an empty folder, with this toolchain's
/// rustc or with rustup's `toolchain`, and returns the executable; any output of the
/// compiler fails.
fn compile(name: &str, text: &str, work: &Path, toolchain: Option<&str>) -> Result<String, String> {
    let args = ["-O", "main.rs", "-o", "main"];
    let dir = rustc(name, text, work, toolchain, &args)?;
    Ok(dir.join("main").to_string_lossy().into_owned())
}

/// Checks `text` with this toolchain's rustc, as [`compile`] does but without making
/// code (`--emit=metadata`, where rustc's unused-item lints are all reported): any
/// output of the compiler fails.
fn lint(name: &str, text: &str, work: &Path) -> Result<(), String> {
    let args = ["--emit=metadata", "main.rs", "-o", "main.rmeta"];
    rustc(name, text, work, None, &args).map(|_| ())
}

/// Runs rustc (this toolchain's, or rustup's `toolchain`) with `--edition 2021` and
/// `args` on `text`, written as `main.rs` alone in a folder of its own, which it
/// returns; a failure or any output of the compiler is an error.
fn rustc(
    name: &str,
    text: &str,
    work: &Path,
    toolchain: Option<&str>,
    args: &[&str],
) -> Result<PathBuf, String> {
    let dir = work
        .join("compile")
        .join(toolchain.unwrap_or("current"))
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    fs::write(dir.join("main.rs"), text).map_err(|e| e.to_string())?;
    let mut command = match toolchain {
        Some(toolchain) => {
            let mut rustup = Command::new("rustup");
            rustup.args(["run", toolchain, "rustc"]);
            rustup
        }
        None => Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string())),
    };
    let output = output(
        command
            .args(["--edition", "2021"])
            .args(args)
            .current_dir(&dir),
    )
    .map_err(|e| format!("cannot run rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() || !stderr.is_empty() {
        return Err(format!(
            "rustc {} on the bundle of {name} ({}): {}\n{stderr}",
            toolchain.unwrap_or("(current)"),
            dir.join("main.rs").display(),
            output.status
        ));
    }
    Ok(dir)
}
