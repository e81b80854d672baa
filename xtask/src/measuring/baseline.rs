//! `cargo xtask bench --baseline REV`: a commit's binaries beside the working tree's.
//!
//! `cargo xtask bench --baseline REV`: every worst case of the registry run by the
//! binaries of the commit `REV` and by the binaries of the working tree, side by side
//! in one run, alternating (see `measure::alternate`), so that noise on a shared
//! machine falls on both alike; and their answers compared byte for byte.

use crate::base::inputs;
use crate::base::workspace::{self, exe};
use crate::measuring::measure;
use gamebits_practice::units::{self, ms};
use gamebits_runner::Run;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `cargo xtask bench --baseline REV`.
pub fn run(binaries: &[String], runs: u32, rev: &str) -> Result<(), String> {
    let problems = inputs::problems(binaries)?;
    let old = build(rev)?;
    let new = measure::build_release()?;
    let mut jobs = Vec::new();
    // A binary that REV does not have has nothing to be compared with.
    let at_rev = |problem: &&&gamebits_problems::Problem| exe(&old, problem.binary).is_file();
    for &problem in problems.iter().filter(at_rev) {
        for case in problem.worst_cases {
            let input = inputs::case(problem, case)?;
            let (old, new) = (exe(&old, problem.binary), exe(&new, problem.binary));
            jobs.push((problem.binary, case.name, old, new, input));
        }
    }
    let progress = measure::progress(jobs.len() as u64 * 2 * u64::from(runs + 1));
    let mut table = String::new();
    for (binary, name, old, new, input) in &jobs {
        progress.set_message(format!("{binary}: {name}"));
        let same = same_answer(old, new, input)?;
        let pair = [(old.clone(), input.clone()), (new.clone(), input.clone())];
        let [before, after] = measure::alternate(&pair, runs, &progress)?[..] else {
            unreachable!("two jobs, two summaries")
        };
        let change = after.median.as_secs_f64() / before.median.as_secs_f64() - 1.0;
        table += &format!(
            "| `{binary}` | {name} | {} | {} | {:+.1} % | {} | {} | {} |\n",
            ms(before.median),
            ms(after.median),
            change * 100.0,
            units::memory(before.peak_memory),
            units::memory(after.peak_memory),
            if same { "yes" } else { "**no**" },
        );
    }
    progress.finish_and_clear();
    println!(
        "`cargo xtask bench --baseline {rev}` on {}: the binaries of `{rev}` (before) and of \
         the working tree (after) in turn on each worst case, wall time over {} after one \
         warm-up run each.\n\n\
         | binary | case | median before | median after | change | peak before | peak after | same bytes |\n\
         |---|---|---:|---:|---:|---:|---:|---|\n{table}",
        measure::machine(),
        measure::runs(runs)
    );
    Ok(())
}

/// Builds the binaries of commit `rev` in release, from its files extracted under the
/// target directory, and returns the directory that holds them.
fn build(rev: &str) -> Result<PathBuf, String> {
    let target = workspace::target_dir()?;
    let top = workspace::root()?;
    let commit = git(
        &top,
        &["rev-parse", "--verify", &format!("{rev}^{{commit}}")],
    )?;
    let tree = target.join("baseline").join(&commit);
    if !tree.join("Cargo.toml").is_file() {
        extract(&top, &commit, &tree)?;
    }
    let build_dir = target.join("baseline-build");
    let build_dir = build_dir.to_string_lossy();
    workspace::build_release(
        &tree,
        &["--bins", "-p", "gamebits", "--target-dir", &build_dir],
    )
    .map_err(|e| format!("building {rev}: {e}"))
}

/// Extracts the files of `commit` to `tree` (not a worktree, so that `git worktree
/// list` stays as it was), through a folder beside it that is renamed at the end, so
/// that a failure leaves nothing at `tree`.
fn extract(top: &Path, commit: &str, tree: &Path) -> Result<(), String> {
    let partial = tree.with_extension("partial");
    let archive = tree.with_extension("tar");
    let _ = std::fs::remove_dir_all(&partial);
    std::fs::create_dir_all(&partial)
        .map_err(|e| format!("cannot make {}: {e}", partial.display()))?;
    let archive_text = archive.to_string_lossy();
    let extracted = git(top, &["archive", "--output", &archive_text, commit]).and_then(|_| {
        let mut tar = Command::new("tar");
        tar.arg("-xf").arg(&archive).arg("-C").arg(&partial);
        let status = Run::new(&mut tar)
            .inherit_output()
            .wait()
            .map_err(|e| format!("cannot run tar: {e}"))?
            .exit
            .status;
        match status.success() {
            true => std::fs::rename(&partial, tree)
                .map_err(|e| format!("cannot rename {}: {e}", partial.display())),
            false => Err(format!("tar -xf {archive_text} failed: {status}")),
        }
    });
    let _ = std::fs::remove_file(&archive);
    if extracted.is_err() {
        let _ = std::fs::remove_dir_all(&partial);
    }
    extracted
}

/// What `git args` prints in `dir`, trimmed, or why it failed.
fn git(dir: &Path, args: &[&str]) -> Result<String, String> {
    let mut git = Command::new("git");
    git.current_dir(dir).args(args);
    let output = Run::new(&mut git)
        .wait()
        .map_err(|e| format!("cannot run git: {e}"))?;
    let said = String::from_utf8_lossy(&output.stderr.bytes);
    match output.exit.status.success() {
        true => Ok(String::from_utf8_lossy(&output.stdout.bytes)
            .trim()
            .to_string()),
        false => Err(format!(
            "git {} failed: {}\n{}",
            args.join(" "),
            output.exit.status,
            said.trim_end()
        )),
    }
}

/// Whether `old` and `new` print the same bytes on stdout, with the same exit status,
/// on `input`.
fn same_answer(old: &Path, new: &Path, input: &Path) -> Result<bool, String> {
    let answer = |exe: &Path| {
        Run::new(&mut Command::new(exe))
            .input_file(input)
            .output_cap(usize::MAX)
            .wait()
            .map(|output| (output.exit.status.code(), output.stdout.bytes))
            .map_err(|e| format!("cannot run {} on {}: {e}", exe.display(), input.display()))
    };
    Ok(answer(old)? == answer(new)?)
}
