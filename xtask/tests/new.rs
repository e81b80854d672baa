//! `cargo xtask new` on a scratch copy of the workspace, as a user meets it.
//!
//! The new problem builds, `cargo test` there fails for the new problem only and names
//! what it lacks, and every refusal (a taken name, a bad name, a malformed limit or
//! link, a write that fails halfway) leaves every file as it was.

mod scratch;

use gamebits_runner::Run;
use gamebits_test_support as support;
use scratch::{changed, output_within, scratch_copy, snapshot, text};
use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn new_in(dir: &Path, args: &[&str]) -> Output {
    output_within(
        Command::new(XTASK).arg("new").args(args).current_dir(dir),
        Duration::from_secs(120),
    )
}

#[test]
fn a_refusal_says_why_in_one_line_and_changes_nothing() {
    let scratch = scratch_copy("new-refusals", &scratch::target());
    fs::write(
        scratch.join("samples/newfrog2"),
        "a file where a folder must go",
    )
    .unwrap();
    let sample = scratch.join("samples/dpk/1.in");
    let sample = sample.to_str().unwrap();
    let before = snapshot(&scratch);
    let refusals: [(&[&str], &str); 15] = [
        (&["dpk"], "`dpk` exists already"),
        (&["9-bad"], "`9-bad` cannot name a binary"),
        (&["Frog"], "`Frog` cannot name a binary"),
        (&["fn"], "`fn` is reserved"),
        (&["abstract"], "`abstract` is reserved"),
        (
            &["newfrog", "--link", "atcoder.jp/x"],
            "is not a web address",
        ),
        (&["newfrog", "--time-limit", "2x"], "is not a time"),
        (&["newfrog", "--memory-limit", "1024"], "is not a size"),
        (&["newfrog", "--judge", "AtCoder"], "--link is needed"),
        (
            &["newfrog", "--sample", "no.in", "no.out"],
            "cannot read the sample",
        ),
        (
            &["newfrog2", "--sample", sample, sample],
            "(nothing was changed)",
        ),
        (
            &["newfrog", "--checker", "floats:7:sideways"],
            "--checker `floats:7:sideways` is not standard, identical, custom, floats",
        ),
        (
            &["newfrog", "--checker", "Identical"],
            "--checker `Identical` is not",
        ),
        (
            &["newfrog", "--interactive", "--checker", "identical"],
            "--checker identical does not apply to an interactive problem",
        ),
        (
            &["--like", "dpk", "--lang", "py"],
            "`new --like` is now `cargo xtask practise <PROBLEM>`",
        ),
    ];
    for (args, said) in refusals {
        let output = new_in(&scratch, args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(
            output.stdout.is_empty(),
            "{args:?}: {}",
            text(&output.stdout)
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(said),
            "{args:?}: `{said}` not in {stderr}"
        );
        let changed = changed(&before, &snapshot(&scratch));
        assert!(changed.is_empty(), "{args:?} changed {changed:?}");
    }
}

#[test]
#[ignore = "slow tier: builds the crate and its tests in a scratch workspace"]
fn a_new_problem_builds_and_only_its_own_tests_fail_naming_what_it_lacks() {
    let scratch = scratch_copy("new-newfrog", &scratch::target());
    let question = scratch.join("newfrog.in");
    let answer = scratch.join("newfrog.out");
    fs::write(&question, "4\n10 30 40 20\n").unwrap();
    fs::write(&answer, "30\n").unwrap();
    // Another problem's file, not formatted: `new` must leave it as it is.
    let dpk_entry = scratch.join("problems/src/dpk.rs");
    let formatted_entry = fs::read_to_string(&dpk_entry).unwrap();
    let unformatted = formatted_entry.replace("    ", "  ");
    fs::write(&dpk_entry, &unformatted).unwrap();
    let output = new_in(
        &scratch,
        &[
            "newfrog",
            "--judge",
            "AtCoder",
            "--link",
            "https://atcoder.jp/contests/dp/tasks/dp_a",
            "--time-limit",
            "2s",
            "--memory-limit",
            "1024MiB",
            "--sample",
            question.to_str().unwrap(),
            answer.to_str().unwrap(),
        ],
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    for said in [
        "src/bin/newfrog/main.rs",
        "src/bin/newfrog/explain.rs",
        "fuzz/fuzz_targets/newfrog.rs",
        "tests/stress/newfrog.rs",
        "problems/src/newfrog.rs",
        "cargo xtask readme",
        "cargo xtask bench newfrog",
    ] {
        assert!(stdout.contains(said), "`{said}` not in\n{stdout}");
    }
    // The README's row comes from the registry entry, by `cargo xtask readme`.
    let entry = fs::read_to_string(scratch.join("problems/src/newfrog.rs")).unwrap();
    let problem = "problem: \"[AtCoder `newfrog`](https://atcoder.jp/contests/dp/tasks/dp_a)\",";
    assert!(entry.contains(problem), "`{problem}` not in\n{entry}");
    assert_eq!(
        fs::read_to_string(scratch.join("samples/newfrog/1.out")).unwrap(),
        "30\n"
    );
    assert_eq!(
        fs::read_to_string(&dpk_entry).unwrap(),
        unformatted,
        "new reformatted another problem's file"
    );
    fs::write(&dpk_entry, formatted_entry).unwrap();
    let formatted = support::output(
        Command::new(env!("CARGO"))
            .args(["fmt", "--all", "--check"])
            .current_dir(&scratch),
    )
    .expect("cargo fmt runs");
    assert!(formatted.status.success(), "{}", text(&formatted.stdout));

    let target = scratch::target();
    let cargo = |args: &[&str]| {
        support::output(
            Command::new(env!("CARGO"))
                .args(args)
                .current_dir(&scratch)
                .env("CARGO_TARGET_DIR", &target)
                .env("GAMEBITS_CASES", "3"),
        )
        .expect("cargo runs")
    };
    let build = cargo(&["build", "--package", "gamebits", "--bins", "--locked"]);
    assert!(build.status.success(), "{}", text(&build.stderr));
    let mut newfrog = Command::new(
        target
            .join("debug")
            .join(format!("newfrog{}", std::env::consts::EXE_SUFFIX)),
    );
    let stub = Run::new(&mut newfrog)
        .input_file(&question)
        .wait()
        .map(Output::from)
        .expect("newfrog runs");
    assert_eq!(stub.status.code(), Some(1));
    assert_eq!(
        text(&stub.stderr),
        "error: newfrog is not solved yet: write `answer` in src/bin/newfrog/main.rs (4 values read)\n"
    );

    // The library's doctests are left out (`--tests`): `new` writes no file of the
    // library, so they cannot fail for newfrog (150 of them, 10 s of CPU time).
    let test = cargo(&[
        "test",
        "--package",
        "gamebits",
        "--tests",
        "--no-fail-fast",
        "--locked",
    ]);
    assert!(
        !test.status.success(),
        "cargo test passed with newfrog unsolved"
    );
    let stdout = text(&test.stdout);
    let failures = failure_reports(&stdout);
    let failed: Vec<&str> = failures.iter().map(|(name, _)| name.as_str()).collect();
    for lack in [
        "every_sample_gets_its_verdict",
        "registry::every_problem_has_worst_cases_and_a_sweep_to_its_bound",
        "registry::the_readme_gives_the_registrys_binaries_table",
        "newfrog::newfrog_matches_brute_force",
        "newfrog::newfrog_samples_explain",
        "newfrog::newfrog_explanations_hold",
        "newfrog::newfrog_wrong_witness_is_caught",
        "newfrog::newfrog_samples_agree_with_brute_force",
        "newfrog::newfrog_worst_cases_agree_with_a_second_implementation",
    ] {
        assert!(
            failed.contains(&lack),
            "{lack} did not fail: {failed:?}\n{stdout}"
        );
    }
    for (name, report) in &failures {
        assert!(
            report.contains("newfrog"),
            "{name} fails for another reason:\n{report}"
        );
        // The samples test lists each failing sample as `<binary>/<case>: why`, the
        // explanation's samples test by its path, `…/samples/<binary>/<case>.in --explain`,
        // and the editorial's test by the file, `src/bin/<binary>/editorial/…: why`.
        let others: Vec<&str> = report
            .lines()
            .filter(|line| {
                line.split_once(": ")
                    .is_some_and(|(case, _)| case.contains('/'))
            })
            .filter(|line| {
                !line.starts_with("newfrog/")
                    && !line.contains("/samples/newfrog/")
                    && !line.starts_with("src/bin/newfrog/")
            })
            .collect();
        assert!(
            others.is_empty(),
            "{name} fails for other binaries: {others:?}"
        );
    }
}

/// The failing tests of a `cargo test` run's stdout, each with its report.
fn failure_reports(stdout: &str) -> Vec<(String, String)> {
    stdout
        .split("\n---- ")
        .skip(1)
        .filter_map(|block| {
            let (name, report) = block.split_once(" stdout ----\n")?;
            let report = report.split("\n\nfailures:\n").next().unwrap_or(report);
            Some((name.to_string(), report.to_string()))
        })
        .collect()
}
