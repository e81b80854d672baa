//! `cargo xtask test <binary>` on a scratch copy of the workspace.
//!
//! `dpk` as it is (every sample accepted), then changed to answer wrong on one sample,
//! to loop past its time limit on one, and to index past the end of a slice on one,
//! whose one error line names the file and line (with the backtrace when
//! `RUST_BACKTRACE` asks).

mod scratch;

use scratch::{changed, output_within, scratch_copy, snapshot, text};
use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use std::time::{Duration, Instant};

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// `cargo xtask test dpk` in `dir`: its output, and how long it took.
fn test_dpk(dir: &Path) -> (Output, Duration) {
    let start = Instant::now();
    let output = output_within(
        Command::new(XTASK)
            .args(["test", "dpk"])
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", scratch::target())
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE"),
        Duration::from_secs(600),
    );
    (output, start.elapsed())
}

/// `src/bin/dpk/main.rs` in `dir` with `from` replaced by `to` (which must be there).
fn change_dpk(dir: &Path, from: &str, to: &str) {
    let path = dir.join("src/bin/dpk/main.rs");
    let source = fs::read_to_string(&path).unwrap();
    assert!(source.contains(from), "no `{from}` in src/bin/dpk/main.rs");
    fs::write(&path, source.replacen(from, to, 1)).unwrap();
}

/// The row of `sample` in `stdout`, and the lines under it.
fn row<'a>(stdout: &'a str, sample: &str) -> (&'a str, Vec<&'a str>) {
    let mut lines = stdout.lines();
    let row = lines
        .by_ref()
        .find(|line| line.split_whitespace().nth(1) == Some(sample))
        .unwrap_or_else(|| panic!("no row for {sample} in\n{stdout}"));
    (
        row,
        lines.take_while(|line| line.starts_with(' ')).collect(),
    )
}

/// How many samples `dpk` has.
fn samples(dir: &Path) -> usize {
    let entries = fs::read_dir(dir.join("samples/dpk")).unwrap();
    entries
        .filter(|entry| {
            let path = entry.as_ref().unwrap().path();
            path.extension().is_some_and(|e| e == "in")
        })
        .count()
}

#[test]
#[ignore = "slow tier: builds dpk in a scratch workspace"]
fn every_sample_gets_its_verdict_beside_the_limits() {
    let scratch = scratch_copy("judge", &scratch::target());
    let total = samples(&scratch);
    let before = snapshot(&scratch);

    let (output, _) = test_dpk(&scratch);
    let stdout = text(&output.stdout);
    assert!(
        output.status.success(),
        "{stdout}\n{}",
        text(&output.stderr)
    );
    assert!(
        stdout.starts_with("dpk: ") && stdout.contains("DMOJ's limits 1 s / 1 GiB"),
        "{stdout}"
    );
    let rows: Vec<&str> = stdout.lines().filter(|l| l.starts_with("AC ")).collect();
    assert_eq!(rows.len(), total, "{stdout}");
    assert!(rows
        .iter()
        .all(|row| row.contains(" of 1 s ") && row.ends_with(" of 1024 MiB")));
    let (error_row, _) = row(&stdout, "bad-empty.err");
    assert!(error_row.starts_with("AC "), "{error_row}");
    assert_eq!(
        stdout.lines().last(),
        Some(format!("All {total} samples passed.").as_str())
    );
    assert!(changed(&before, &snapshot(&scratch)).is_empty());

    // Sample 4 is the only one with K = 20: its answer is turned around.
    change_dpk(
        &scratch,
        "Ok(if first_player_wins(&moves, k) {",
        "Ok(if first_player_wins(&moves, k) != (k == 20) {",
    );
    let (output, _) = test_dpk(&scratch);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let (wrong, under) = row(&stdout, "4");
    assert!(wrong.starts_with("WA "), "{wrong}");
    assert_eq!(
        under,
        ["     token 1 at line 1, column 1: expected `Second`, found `First`"]
    );
    assert_eq!(
        stdout.lines().last(),
        Some(format!("{} of {total} samples passed: 1 WA.", total - 1).as_str())
    );

    // Sample 5 is the only one with K = 21: it loops.
    let header = "fn first_player_wins(moves: &[usize], k: usize) -> bool {\n";
    change_dpk(
        &scratch,
        header,
        &format!("{header}    while k == 21 {{}}\n"),
    );
    let (output, took) = test_dpk(&scratch);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let (slow, under) = row(&stdout, "5");
    assert!(slow.starts_with("TLE "), "{slow}");
    assert_eq!(under, ["     killed at the time limit"]);
    assert!(
        stdout.ends_with(&format!(
            "{} of {total} samples passed: 1 WA, 1 TLE.\n",
            total - 2
        )),
        "{stdout}"
    );
    assert!(took < Duration::from_secs(300), "{took:?}");
}

#[test]
#[ignore = "slow tier: builds dpk in a scratch workspace"]
fn an_index_past_the_end_names_its_file_and_line() {
    let scratch = scratch_copy("judge-panic", &scratch::target());
    let header = "fn first_player_wins(moves: &[usize], k: usize) -> bool {\n";
    let bad = "        return moves[moves.len()] > 0;\n";
    change_dpk(
        &scratch,
        header,
        &format!("{header}    if k == 20 {{\n{bad}    }}\n"),
    );
    let source = fs::read_to_string(scratch.join("src/bin/dpk/main.rs")).unwrap();
    let line = source
        .lines()
        .position(|l| format!("{l}\n") == bad)
        .unwrap()
        + 1;
    let column = bad.find("moves[").unwrap() + 1;
    let error = format!(
        "error: internal error: index out of bounds: the len is 3 but the index is 3 \
         at src/bin/dpk/main.rs:{line}:{column}"
    );

    let (output, _) = test_dpk(&scratch);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let (failed, under) = row(&stdout, "4");
    assert!(failed.starts_with("RE "), "{failed}");
    assert_eq!(under, ["     exit status: 1", &format!("     {error}")]);

    let exe = scratch::target()
        .join("release")
        .join(format!("dpk{}", std::env::consts::EXE_SUFFIX));
    let run = |backtrace: Option<&str>| {
        let mut command = Command::new(&exe);
        command
            .stdin(fs::File::open(scratch.join("samples/dpk/4.in")).unwrap())
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE");
        if let Some(value) = backtrace {
            command.env("RUST_BACKTRACE", value);
        }
        output_within(&mut command, Duration::from_secs(60))
    };
    let plain = run(None);
    assert_eq!(plain.status.code(), Some(1));
    assert!(plain.stdout.is_empty());
    assert_eq!(text(&plain.stderr), format!("{error}\n"));
    let traced = run(Some("1"));
    assert_eq!(traced.status.code(), Some(1));
    let stderr = text(&traced.stderr);
    let mut lines = stderr.lines();
    assert_eq!(lines.next(), Some(error.as_str()));
    let frames: Vec<&str> = lines.collect();
    // `first_player_wins`, or `solve` where the release build inlines it there.
    assert!(
        frames.iter().any(|frame| frame.contains(": dpk::")),
        "no frame of dpk's own code in the backtrace:\n{stderr}"
    );
}
