//! `cargo xtask bench --play` end to end on `dpk`.
//!
//! One run: a row of numbers for each of its worst cases; and a binary that plays no
//! game refused in one line (no time is asserted).

use gamebits_test_support::output;
use std::process::{Command, Output};

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn xtask(args: &[&str]) -> Output {
    output(Command::new(XTASK).args(args)).expect("xtask runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether `cell` is a time as the tables give it: "0.84 ms", "151 ms".
fn is_time(cell: &str) -> bool {
    cell.strip_suffix(" ms")
        .is_some_and(|number| number.parse::<f64>().is_ok_and(|ms| ms >= 0.0))
}

#[test]
#[ignore = "slow tier: builds every binary in release"]
fn every_worst_case_of_a_game_gets_a_row_of_numbers() {
    let output = xtask(&["bench", "--play", "dpk", "--runs", "1"]);
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let header = stdout
        .lines()
        .find(|line| line.starts_with("| binary | case |"))
        .unwrap_or_else(|| panic!("no table in\n{stdout}"));
    assert!(header.contains("| play setup |") && header.contains("| engine moves timed |"));
    let rows: Vec<Vec<&str>> = stdout
        .lines()
        .filter(|line| line.starts_with("| `dpk` |"))
        .map(|line| line.split(" | ").collect())
        .collect();
    let cases = gamebits_problems::problem("dpk").unwrap().worst_cases;
    assert_eq!(rows.len(), cases.len(), "{stdout}");
    for (row, case) in rows.iter().zip(cases) {
        assert_eq!(row[1], case.name);
        // The judge's path, the setup, the engine's median and max, setup + first move.
        for column in [2, 3, 7, 8, 10] {
            assert!(is_time(row[column]), "column {column} of {row:?}");
        }
        assert!(row[4]
            .strip_suffix('×')
            .is_some_and(|r| r.parse::<f64>().is_ok()));
        assert!(
            row[6].parse::<usize>().is_ok_and(|moves| moves > 0),
            "{row:?}"
        );
        assert!(row[11].starts_with("2 ("), "one game per side: {row:?}");
    }
    assert!(stdout.contains("At most 100 engine moves are timed per game"));
}

#[test]
fn a_binary_that_plays_no_game_is_refused_in_one_line() {
    let output = xtask(&["bench", "--play", "cco15p2", "--runs", "1"]);
    assert_eq!(output.status.code(), Some(1));
    assert!(output.stdout.is_empty(), "{}", text(&output.stdout));
    let stderr = text(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("error: `cco15p2` plays no game") && stderr.contains("dpk"),
        "{stderr}"
    );
}

#[test]
fn play_and_baseline_are_not_asked_together() {
    let output = xtask(&["bench", "--play", "--baseline", "HEAD"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("cannot be used with"));
}
