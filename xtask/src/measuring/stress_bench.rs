//! `cargo xtask bench --stress FILE`: the two stresses beside the usual shell loop.
//!
//! `cargo xtask bench --stress FILE`: how many cases a second `cargo xtask stress dpk
//! --solution FILE` and `gamebits stress dpk FILE` (the program for students, built in
//! release) check, beside the usual shell loop (`stress_bench/loop.sh`: for each case a
//! generator, `stress_bench/gen_dpk.cpp`, then the solution and the reference one after
//! the other, and `cmp`), runs of the three in turn, and the ratio of the two stresses.
//!
//! All check the same number of cases with the same compiled solution and reference
//! (the two stresses the same cases, of one seed); each is timed as a person runs it,
//! its start-up (for `cargo xtask stress` a cargo check that the reference is built, the
//! solution found compiled) included.

use crate::base::workspace::{self, exe};
use crate::measuring::measure::{self, machine, Summary};
use gamebits_practice::solution::{self, Prepared};
use gamebits_practice::units::ms;
use gamebits_runner::Run;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// How many cases each run checks.
const CASES: u32 = 300;

/// Times `stress` and the shell loop on [`CASES`] cases of dpk with the C++ solution
/// `file`, `runs` times each after one warm-up run, and prints the table.
pub fn run(file: &Path, runs: u32) -> Result<(), String> {
    let root = workspace::root()?;
    let target = workspace::target_dir()?;
    let release = workspace::build_release(&root, &["--package", "gamebits", "--bin", "dpk"])?;
    let cli = ["--package", "gamebits-cli", "--bin", "gamebits"];
    let gamebits = exe(&workspace::build_release(&root, &cli)?, "gamebits");
    let here = root.join("xtask/src/measuring/stress_bench");
    let generator = compiled(&here.join("gen_dpk.cpp"), &target)?;
    let solution = compiled(file, &target)?;
    let scratch = target.join("stress-bench");
    std::fs::create_dir_all(&scratch)
        .map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    let cases = CASES.to_string();
    let xtask = std::env::current_exe().map_err(|e| format!("cannot find xtask: {e}"))?;
    let mut stress = Command::new(xtask);
    stress
        .args(["stress", "dpk", "--solution"])
        .arg(file)
        .args(["--cases", &cases, "--seed", "1"]);
    let mut student = Command::new(gamebits);
    student
        .args(["stress", "dpk"])
        .arg(file)
        .args(["--cases", &cases, "--seed", "1"]);
    let mut shell = Command::new("bash");
    shell
        .arg(here.join("loop.sh"))
        .args([&generator, &solution, &exe(&release, "dpk")])
        .arg(&cases)
        .arg(&scratch);
    let mut commands = [stress, student, shell];
    let progress = measure::progress(3 * u64::from(runs + 1));
    progress.set_message(format!(
        "{CASES} cases, the two stresses and the shell loop"
    ));
    let mut timed = [Vec::new(), Vec::new(), Vec::new()];
    for round in 0..=runs {
        // Each first in turn: none always runs after another.
        for step in 0..3 {
            let at = (round as usize + step) % 3;
            let wall = timed_run(&mut commands[at])?;
            timed[at].extend((round > 0).then_some((wall, None)));
            progress.inc(1);
        }
    }
    progress.finish_and_clear();
    let [stress, student, shell] = timed.map(|runs| Summary::of(&runs));
    let name = file.file_name().unwrap_or_default().to_string_lossy();
    let ratio = student.median.as_secs_f64() / stress.median.as_secs_f64();
    println!(
        "`cargo xtask bench --stress {name}` on {}: {CASES} cases of dpk a run, wall time \
         over {} after one warm-up run, the three in turn.\n\n\
         | how | median | max | cases a second |\n|---|---:|---:|---:|\n{}{}{}\n\
         `gamebits stress` takes {ratio:.2}× the time of `cargo xtask stress` (medians).",
        machine(),
        measure::runs(runs),
        row(
            &format!("`cargo xtask stress dpk --solution {name}`"),
            &stress
        ),
        row(&format!("`gamebits stress dpk {name}`"), &student),
        row(
            "the shell loop (generator, solution, reference, `cmp`)",
            &shell
        ),
    );
    Ok(())
}

/// The program compiled from `file` (kept by its content, as `stress` keeps it).
fn compiled(file: &Path, target: &Path) -> Result<PathBuf, String> {
    match solution::prepare(file, "python3", &target.join("solutions"))? {
        Prepared::Ready(ready) => Ok(ready.program),
        Prepared::CompileError { said, .. } => {
            Err(format!("{} does not compile: {said}", file.display()))
        }
    }
}

/// The wall time of one run of `command`, which must succeed.
fn timed_run(command: &mut Command) -> Result<Duration, String> {
    let what = format!("{command:?}");
    let ran = Run::new(command)
        .wait()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    match ran.exit.status.success() {
        true => Ok(ran.wall),
        false => Err(format!(
            "{what} failed ({}):\n{}{}",
            ran.exit.status,
            String::from_utf8_lossy(&ran.stdout.bytes),
            String::from_utf8_lossy(&ran.stderr.bytes)
        )),
    }
}

/// A row of the table: `how`, its median and slowest run, and cases a second at the
/// median.
fn row(how: &str, summary: &Summary) -> String {
    let per_second = f64::from(CASES) / summary.median.as_secs_f64();
    format!(
        "| {how} | {} | {} | {per_second:.0} |\n",
        ms(summary.median),
        ms(summary.max)
    )
}
