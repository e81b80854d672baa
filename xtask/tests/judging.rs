//! Each problem judged as its judge judges it.
//!
//! On scratch copies of the workspace: `cargo xtask test dmopc20c6p3` with DMOJ's
//! `identical` checker (one trailing space is a wrong answer); `cargo xtask test
//! dpk_interactive`, the solution played against its interactor (accepted, a losing move
//! named, a solution that waits forever, one that stops early, and interactors that
//! crash, hang or write garbage); and a custom checker made by `cargo xtask new
//! --checker custom` that accepts any winning dpk move.

mod scratch;

use gamebits_problems::checker::{Checker, Judgement};
use gamebits_runner::Judge;
use scratch::{changed, output_within, scratch_copy, snapshot, text};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// `cargo xtask test <binary>` in the scratch workspace `dir`.
fn xtask_test(dir: &Path, binary: &str) -> Output {
    output_within(
        Command::new(XTASK)
            .args(["test", binary])
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", scratch::target()),
        Duration::from_secs(600),
    )
}

/// The file `path` in `dir` with `from` replaced by `to` (which must be there).
fn change(dir: &Path, path: &str, from: &str, to: &str) {
    let path = dir.join(path);
    let source = fs::read_to_string(&path).unwrap();
    assert!(source.contains(from), "no `{from}` in {}", path.display());
    fs::write(&path, source.replacen(from, to, 1)).unwrap();
}

/// The verdict of each row of `cargo xtask test`'s stdout and the lines under it.
fn rows(stdout: &str) -> Vec<(String, String, Vec<String>)> {
    let mut rows: Vec<(String, String, Vec<String>)> = Vec::new();
    for line in stdout.lines().skip(1) {
        if let Some(under) = line.strip_prefix("     ") {
            rows.last_mut()
                .expect("a row above")
                .2
                .push(under.to_string());
        } else if let [verdict, name, ..] = line.split_whitespace().collect::<Vec<_>>()[..] {
            rows.push((verdict.to_string(), name.to_string(), Vec::new()));
        }
    }
    rows
}

/// The verdict of the sample `name` and the lines under it.
fn row(stdout: &str, name: &str) -> (String, Vec<String>) {
    rows(stdout)
        .into_iter()
        .find(|(_, n, _)| n == name)
        .map(|(verdict, _, under)| (verdict, under))
        .unwrap_or_else(|| panic!("no row for {name} in\n{stdout}"))
}

#[test]
#[ignore = "slow tier: builds the solution in a scratch workspace"]
fn a_trailing_space_is_a_wrong_answer_where_the_judge_compares_bytes() {
    let scratch = scratch_copy("judging-identical", &scratch::target());
    let output = xtask_test(&scratch, "dmopc20c6p3");
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(
        stdout
            .lines()
            .next()
            .unwrap()
            .ends_with("; checker identical"),
        "{stdout}"
    );

    change(
        &scratch,
        "src/bin/dmopc20c6p3/main.rs",
        "        Ok(())\n    }\n}\n\n/// How many cities' answers",
        "        f.write_str(\" \")\n    }\n}\n\n/// How many cities' answers",
    );
    let output = xtask_test(&scratch, "dmopc20c6p3");
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let (verdict, under) = row(&stdout, "1");
    assert_eq!(verdict, "WA");
    assert_eq!(
        under,
        [
            "Presentation Error, check your whitespace: byte 10 at line 1, column 10: \
          expected '\\n', found ' '"
        ]
    );
    // The bad-input samples still pass: only the answers have the space.
    let all = rows(&stdout);
    assert!(
        all.iter()
            .all(|(v, n, _)| (v == "AC") == n.ends_with(".err")),
        "{stdout}"
    );
}

#[test]
#[ignore = "slow tier: builds the solution and its interactor in a scratch workspace"]
fn an_interactive_solution_is_played_against_its_interactor() {
    let scratch = scratch_copy("judging-interactive", &scratch::target());
    let before = snapshot(&scratch);
    let output = xtask_test(&scratch, "dpk_interactive");
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    // The interactor's files go to a temporary folder: the workspace is left as it was.
    assert!(changed(&before, &snapshot(&scratch)).is_empty());
    assert!(stdout.starts_with(
        "dpk_interactive: 6 samples; gamebits's limits 2 s / 256 MiB; \
         checker interactive (dpk_interactive-interactor)\n"
    ));
    assert!(stdout.ends_with("All 6 samples passed.\n"), "{stdout}");

    // Sample 3 is 21 stones, moves 1, 2, 3: taking 2 leaves 19, which the jury wins.
    // Sample 1 (4 stones): the solution stops before its move. Sample 4 (1001 stones):
    // it reads before it writes, and the two wait on each other.
    let solution = "src/bin/dpk_interactive/main.rs";
    change(
        &scratch,
        solution,
        "        writeln!(out, \"{take}\")\n",
        "        let take = if pile == 21 { 2 } else { take };\n        writeln!(out, \"{take}\")\n",
    );
    change(
        &scratch,
        solution,
        "    let mut pile = k;\n",
        "    let mut pile = k;\n    if k == 4 {\n        return Ok(());\n    }\n    \
         if k == 1001 {\n        read_numbers(&mut jury, \"nothing\")?;\n    }\n",
    );
    let output = xtask_test(&scratch, "dpk_interactive");
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let (verdict, under) = row(&stdout, "3");
    assert_eq!(verdict, "WA", "{stdout}");
    assert_eq!(
        under[..3],
        [
            "move 1: taking 2 from 21 stones is a losing move: the jury wins from 19",
            "then the solution: exit status: 1, error: the input ended before the jury's move",
            "the last lines exchanged:",
        ]
    );
    assert_eq!(
        under[3..],
        ["  interactor: 3 21", "  interactor: 1 2 3", "  solution: 2"]
    );
    let (verdict, under) = row(&stdout, "1");
    assert_eq!(verdict, "WA", "{stdout}");
    assert_eq!(
        under[0],
        "the solution's output ended at 4 stones, before its move"
    );
    let (verdict, under) = row(&stdout, "4");
    assert_eq!(verdict, "TLE", "{stdout}");
    assert!(
        under[0]
            .starts_with("killed at the time limit; nothing passed between the two in its last ")
            && under[0].ends_with(": each waiting for the other (a move not flushed?)"),
        "{under:?}"
    );
    assert_eq!(under[2..], ["  interactor: 1 1001", "  interactor: 1"]);
    assert!(
        stdout.ends_with("3 of 6 samples passed: 2 WA, 1 TLE.\n"),
        "{stdout}"
    );

    // The jury itself broken: it panics on sample 5, loops on sample 6, and on
    // sample 2 writes bytes that are not text before it would accept.
    change(
        &scratch,
        "src/bin/dpk_interactive/interactor.rs",
        "    let (moves, k) = read_game(&path).map_err(Stop::Failed)?;\n",
        "    let (moves, k) = read_game(&path).map_err(Stop::Failed)?;\n    \
         if path.ends_with(\"5.in\") {\n        panic!(\"a broken jury\");\n    }\n    \
         while path.ends_with(\"6.in\") {}\n    \
         if path.ends_with(\"2.in\") {\n        eprint!(\"\\u{1}\\u{2}\");\n        std::process::exit(0);\n    }\n",
    );
    let output = xtask_test(&scratch, "dpk_interactive");
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    for (sample, said) in [
        (
            "5",
            "interactor failure: the interactor ended with exit status: 101",
        ),
        (
            "6",
            "interactor failure: the interactor hung: killed after its time",
        ),
        (
            "2",
            "interactor failure: the interactor wrote a message that is not text",
        ),
    ] {
        let (verdict, under) = row(&stdout, sample);
        assert_eq!(verdict, "FAIL", "{sample}: {stdout}");
        assert!(under[0].starts_with(said), "{sample}: {under:?}");
    }
}

/// The checker `cargo xtask new --checker custom` makes, written to accept any winning
/// first move of a dpk game (the input), whatever the answer file holds.
const ANY_WINNING_MOVE: &str = r#"//! Accepts any winning first move of the dpk game in the input.

use gamebits::dp::tabulate;
use std::process::exit;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    let [input, output, _answer] = &files[..] else {
        eprintln!("usage: checker <input> <output> <answer>");
        exit(3);
    };
    let read = |path: &String| std::fs::read_to_string(path).unwrap_or_default();
    let numbers: Vec<usize> = read(input).split_whitespace().map(|t| t.parse().unwrap()).collect();
    let (k, moves) = (numbers[1], &numbers[2..]);
    let win = tabulate(k + 1, |pile, win: &[bool]| {
        moves.iter().any(|&a| a <= pile && !win[pile - a])
    });
    let output = read(output);
    match output.trim().parse::<usize>() {
        Ok(take) if moves.contains(&take) && take <= k && !win[k - take] => {
            eprintln!("ok: {take} wins")
        }
        _ => {
            eprintln!("`{}` is not a winning move from {k} stones", output.trim());
            exit(1);
        }
    }
}
"#;

#[test]
#[ignore = "slow tier: builds a new checker in a scratch workspace"]
fn a_custom_checker_accepts_every_right_answer_and_only_those() {
    let scratch = scratch_copy("judging-custom", &scratch::target());
    // From 10 stones with moves 2, 3 and 5, taking 2 or 3 wins, taking 5 loses.
    let (input, answer) = (scratch.join("move.in"), scratch.join("move.out"));
    fs::write(&input, "3 10\n2 3 5\n").unwrap();
    fs::write(&answer, "2\n").unwrap();
    let made = output_within(
        Command::new(XTASK)
            .args(["new", "dpk_move", "--checker", "custom", "--sample"])
            .args([&input, &answer])
            .current_dir(&scratch),
        Duration::from_secs(120),
    );
    assert!(made.status.success(), "{}", text(&made.stderr));
    let entry = fs::read_to_string(scratch.join("problems/src/dpk_move.rs")).unwrap();
    assert!(entry.contains("    checker: Checker::Custom(\"dpk_move-checker\"),\n"));
    let checker = scratch.join("src/bin/dpk_move/checker.rs");
    assert!(text(&made.stdout).contains("0. src/bin/dpk_move/checker.rs: the checker"));
    let programs = build_checker(&scratch);
    let sample = scratch.join("samples/dpk_move/1.in");
    let judge = |output: &[u8]| {
        Checker::Custom("dpk_move-checker").judge(
            &sample,
            &sample.with_extension("out"),
            output,
            &programs,
        )
    };
    // The template compares tokens with the answer until it is written.
    assert_eq!(judge(b"2\n"), Judgement::Accepted);
    assert_eq!(
        judge(b"3\n"),
        Judgement::Rejected("expected `2`, found `3`".into())
    );

    fs::write(&checker, ANY_WINNING_MOVE).unwrap();
    assert_eq!(build_checker(&scratch), programs);
    assert_eq!(judge(b"2\n"), Judgement::Accepted);
    assert_eq!(judge(b"3"), Judgement::Accepted);
    assert_eq!(
        judge(b"5\n"),
        Judgement::Rejected("`5` is not a winning move from 10 stones".into())
    );
    assert_eq!(
        judge(b"four\n"),
        Judgement::Rejected("`four` is not a winning move from 10 stones".into())
    );
}

/// Builds `dpk_move-checker` in release in `dir`; the folder of the executables.
fn build_checker(dir: &Path) -> PathBuf {
    let target = scratch::target();
    let build = output_within(
        Command::new(env!("CARGO"))
            .args(["build", "--release", "--bin", "dpk_move-checker"])
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", &target),
        Duration::from_secs(600),
    );
    assert!(build.status.success(), "{}", text(&build.stderr));
    target.join("release")
}
