//! `cargo xtask test` and `stress` with solutions in C++, C, Python, Java and Rust.
//!
//! `cargo xtask test` and `stress` with solutions in C++, C, Python, Java and Rust (the
//! files of `tests/solutions/`): right ones pass, wrong, slow, crashing, endless and
//! uncompilable ones get their verdicts and leave no process behind, and `stress`
//! shrinks a wrong one's counterexample, which `test` then runs. The slow tier: these
//! need g++, gcc, python3 and a JDK, and share one scratch copy of the workspace,
//! built in a target folder of their own.

mod scratch;

use gamebits_test_support as support;
use scratch::{changed, output_within, scratch_copy, snapshot, text, Scratch};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::LazyLock;
use std::time::Duration;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// The scratch copy of the workspace these tests share, made and built once: they run
/// at once, none changes it (their solutions, and what `stress` keeps, are in folders
/// of their own), and much of their time is spent waiting on limits. It builds in a
/// target folder of its own, so that these tests need not wait for the other tests'
/// copies, which take turns in theirs.
static ROOT: LazyLock<Scratch> = LazyLock::new(|| scratch_copy("practice", &target()));

/// The target folder these tests build in, beside the one the other copies share.
fn target() -> PathBuf {
    scratch::target().with_file_name("practice-target")
}

/// A folder of its own for `name`, holding copies of the solution files `files` (their
/// counterexamples are kept beside them).
fn solutions(name: &str, files: &[&str]) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("solutions-{name}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions");
    for file in files {
        fs::copy(from.join(file), dir.join(file)).unwrap();
    }
    dir
}

/// `cargo xtask <args>` in the scratch workspace `root`, building into a target folder
/// that all these tests share.
fn xtask(root: &Path, args: &[&str]) -> Output {
    output_within(
        Command::new(XTASK)
            .args(args)
            .current_dir(root)
            .env("CARGO_TARGET_DIR", target()),
        Duration::from_secs(900),
    )
}

/// `cargo xtask test <problem> --solution <file>` with `more` arguments after.
fn test(root: &Path, problem: &str, file: &Path, more: &[&str]) -> Output {
    let file = file.to_str().unwrap();
    let mut args = vec!["test", problem, "--solution", file];
    args.extend(more);
    xtask(root, &args)
}

/// Whether a process whose command line holds `text` is running.
fn running(text: &str) -> bool {
    let found = support::output(Command::new("pgrep").arg("-f").arg(text)).unwrap();
    found.status.success()
}

#[test]
#[ignore = "slow tier: needs g++, a JDK"]
fn right_solutions_in_each_language_pass_and_bad_input_is_skipped() {
    let root = &*ROOT;
    let dir = solutions("right", &["dpk.py", "dpk.cpp", "Dpk.java", "dpk.rs"]);
    // A generous time limit: these runs share the machine with the other tests.
    for file in ["dpk.py", "dpk.cpp", "Dpk.java", "dpk.rs"] {
        let output = test(root, "dpk", &dir.join(file), &["--time-limit", "10"]);
        let stdout = text(&output.stdout);
        assert!(
            output.status.success(),
            "{file}: {stdout}{}",
            text(&output.stderr)
        );
        assert!(stdout.starts_with(&format!("{file} (dpk): ")), "{stdout}");
        assert!(stdout.contains("\nAC   1 "), "{stdout}");
        assert!(
            stdout.contains("\n--   bad-empty.err") && stdout.contains("skipped: bad input"),
            "{stdout}"
        );
        assert!(stdout.ends_with(" skipped).\n"), "{stdout}");
    }
    let output = test(root, "dpk", &dir.join("dpk.cpp"), &["--worst"]);
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}");
    assert!(stdout.contains("\nAC   k-1e5-a-1-100 "), "{stdout}");
    assert!(stdout.ends_with("All 3 worst cases passed.\n"), "{stdout}");
    // PyPy where installed (CI installs it; Debian's package is pypy3).
    let pypy = support::output(Command::new("pypy3").arg("--version"));
    match pypy.is_ok_and(|pypy| pypy.status.success()) {
        true => {
            let more = ["--python", "pypy3", "--time-limit", "10"];
            let output = test(root, "dpk", &dir.join("dpk.py"), &more);
            let stdout = text(&output.stdout);
            assert!(output.status.success(), "pypy3: {stdout}");
            assert!(stdout.contains("\nAC   1 "), "{stdout}");
        }
        false => {
            eprintln!("skipped --python pypy3: pypy3 is not installed (apt-get install pypy3)")
        }
    }
    let dir = solutions("interactive", &["dpk_interactive.py"]);
    let output = test(
        root,
        "dpk_interactive",
        &dir.join("dpk_interactive.py"),
        &["--time-limit", "10"],
    );
    assert!(output.status.success(), "{}", text(&output.stdout));
}

#[test]
#[ignore = "slow tier: needs g++, a JDK"]
fn wrong_slow_crashing_endless_and_uncompilable_solutions_get_their_verdicts() {
    let files = [
        "dpk_wrong.cpp",
        "dpk_hang.cpp",
        "dpk_crash.c",
        "dpk_endless.c",
        "dpk_exit.py",
        "dpk_ce.java",
    ];
    let root = &*ROOT;
    let dir = solutions("failing", &files);
    let fast = ["--time-limit", "0.3"];
    let cases: [(&str, &[&str], &[&str]); 6] = [
        (
            "dpk_wrong.cpp",
            &[],
            &["\nWA   1 ", "expected `First`, found `Second`"],
        ),
        (
            "dpk_hang.cpp",
            &fast,
            &["\nTLE  1 ", "held to 0.3 s (--time-limit)"],
        ),
        (
            "dpk_crash.c",
            &[],
            &["\nRE   1 ", "signal: 11 (SIGSEGV)", "about to crash"],
        ),
        (
            "dpk_endless.c",
            &fast,
            &["\nOLE  1 ", "more than 16.00 MiB on stdout"],
        ),
        (
            "dpk_exit.py",
            &[],
            &["\nRE   1 ", "exit status: 3", "giving up"],
        ),
        (
            "dpk_ce.java",
            &[],
            &["CE   ", "javac failed", "';' expected"],
        ),
    ];
    for (file, more, said) in cases {
        let output = test(root, "dpk", &dir.join(file), more);
        let stdout = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{file}: {stdout}");
        for said in said {
            assert!(stdout.contains(said), "{file}: no `{said}` in\n{stdout}");
        }
    }
    // The hanging solution and the child it started were killed; nothing of the
    // solutions' folder runs.
    assert!(
        !running(dir.to_str().unwrap()),
        "a solution outlived its run"
    );
    assert!(
        !running("target/solutions/dpk_hang"),
        "a solution outlived its run"
    );
    let output = test(
        root,
        "dpk",
        &dir.join("dpk_exit.py"),
        &["--python", "no-such-python"],
    );
    assert_eq!(
        text(&output.stderr).lines().last(),
        Some("error: no-such-python is not installed: install it with `apt-get install no-such-python`")
    );
}

/// Whether a cgroup v1 `pids` group can be made here (as root, the hierarchy mounted
/// writable), in which a solution's forks past 64 fail.
fn pids_cgroups() -> bool {
    let probe = Path::new("/sys/fs/cgroup/pids");
    let probe = probe.join(format!("gamebits-probe-{}", std::process::id()));
    let made = fs::create_dir(&probe).is_ok() && probe.join("pids.max").is_file();
    let _ = fs::remove_dir(&probe);
    made
}

#[test]
#[ignore = "slow tier: needs gcc"]
fn a_solution_that_forks_over_and_over_is_ended_with_all_it_started() {
    let root = &*ROOT;
    let mut files = vec!["dpk_forks.c"];
    // The real fork bomb only where a cgroup holds it: counted in /proc alone, it may
    // fill a small, busy machine's process table before it is seen.
    match pids_cgroups() {
        true => files.push("dpk_fork_bomb.c"),
        false => eprintln!("skipped dpk_fork_bomb.c: no cgroup v1 pids group can be made here"),
    }
    let dir = solutions("forks", &files);
    for file in files {
        let output = test(root, "dpk", &dir.join(file), &["--time-limit", "5"]);
        let stdout = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{file}: {stdout}");
        assert!(
            stdout.contains("killed with all it started: more than 64 processes at once"),
            "{file}: {stdout}"
        );
        // One verdict for every sample: RE, or TLE where the count came late.
        let rows = stdout
            .lines()
            .filter(|l| l.starts_with("RE ") || l.starts_with("TLE "))
            .count();
        assert_eq!(rows, 14, "{file}: {stdout}");
        std::thread::sleep(Duration::from_millis(200));
        let stem = file.trim_end_matches(".c");
        assert!(
            !running(&format!("target/solutions/{stem}")),
            "a process of {file} outlived its run"
        );
    }
    // Against an interactor too: the same line, not the bare signal that killed it.
    let file = dir.join("dpk_forks.c");
    let output = test(root, "dpk_interactive", &file, &["--time-limit", "5"]);
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let killed = "killed with all it started: more than 64 processes at once";
    assert_eq!(stdout.matches(killed).count(), 6, "{stdout}");
    std::thread::sleep(Duration::from_millis(200));
    assert!(!running("target/solutions/dpk_forks"), "{stdout}");
}

#[test]
#[ignore = "slow tier: needs g++, a JDK"]
fn stress_shrinks_a_wrong_solution_and_test_runs_the_counterexample_from_then_on() {
    let root = &*ROOT;
    let before = snapshot(root);
    let dir = solutions(
        "stress",
        &[
            "dpk_wrong.cpp",
            "ccc08s5_wrong.java",
            "dmopc20c6p3_wrong.py",
        ],
    );
    let wrong = dir.join("dpk_wrong.cpp");
    let output = xtask(
        root,
        &["stress", "dpk", "--solution", wrong.to_str().unwrap()],
    );
    let stdout = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    let input: Vec<&str> = stdout
        .split("--- input\n")
        .nth(1)
        .and_then(|rest| rest.split("\n---").next())
        .unwrap()
        .lines()
        .collect();
    let (moves, k): (usize, usize) = {
        let mut first = input[0].split_whitespace().map(|t| t.parse().unwrap());
        (first.next().unwrap(), first.next().unwrap())
    };
    assert!(moves <= 3 && k <= 10, "not shrunk far: {input:?}");
    assert!(stdout.contains("--- why: dpk --explain\n"), "{stdout}");
    let kept = dir.join("dpk_wrong.cpp.cases");
    let kept: Vec<PathBuf> = fs::read_dir(kept)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 2, "{kept:?}");
    let output = test(root, "dpk", &wrong, &[]);
    let stdout = text(&output.stdout);
    assert!(
        stdout.contains("\nWA   stress-"),
        "the counterexample is not run: {stdout}"
    );
    for (problem, file) in [
        ("ccc08s5", "ccc08s5_wrong.java"),
        ("dmopc20c6p3", "dmopc20c6p3_wrong.py"),
    ] {
        let file = dir.join(file);
        let output = xtask(
            root,
            &["stress", problem, "--solution", file.to_str().unwrap()],
        );
        let stdout = text(&output.stdout);
        assert_eq!(output.status.code(), Some(1), "{stdout}");
        assert!(
            stdout.contains(&format!("--- why: {problem} --explain\n")),
            "{stdout}"
        );
    }
    // The counterexamples are kept beside the solutions, not in the workspace.
    assert_eq!(changed(&before, &snapshot(root)), Vec::<PathBuf>::new());
}

/// `cargo xtask <args>` run in a pseudo-terminal (`script`, of util-linux) in the
/// scratch workspace `root`: what the terminal showed, stdout and stderr together.
fn xtask_in_terminal(root: &Path, args: &[&str]) -> (Output, String) {
    let command = std::iter::once(XTASK)
        .chain(args.iter().copied())
        .map(|word| format!("'{word}'"))
        .collect::<Vec<_>>()
        .join(" ");
    let output = output_within(
        Command::new("script")
            .args(["-q", "-e", "-c", &command, "/dev/null"])
            .current_dir(root)
            .env("CARGO_TARGET_DIR", target()),
        Duration::from_secs(900),
    );
    let screen = text(&output.stdout).replace('\r', "\n");
    (output, screen)
}

#[test]
#[ignore = "slow tier: builds a scratch workspace"]
fn stress_on_a_solution_slow_above_one_move_stops_at_its_shrink_budget() {
    let root = &*ROOT;
    let dir = solutions("slow", &["dpk_slow.py"]);
    let slow = dir.join("dpk_slow.py");
    let args = [
        "stress",
        "dpk",
        "--solution",
        slow.to_str().unwrap(),
        "--seed",
        "1",
        "--shrink-time",
        "3",
    ];
    // In a pipe: the header on stderr and the report on stdout, no progress lines.
    let output = xtask(root, &args);
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    let header = "stress dpk_slow.py against dpk: seed 1, 1000 cases";
    assert!(stderr.contains(header), "{stderr}");
    assert!(
        !stderr.contains("case 1 of") && !stderr.contains("shrinking:"),
        "progress lines in a pipe: {stderr}"
    );
    assert!(
        stdout.contains("(TLE): ")
            && stdout.contains(" and, run again, ")
            && stdout.contains(": over the time limit of 1 s"),
        "{stdout}"
    );
    assert!(
        stdout.contains("\nshrinking stopped at its budget of 3 s (--shrink-time SECONDS"),
        "{stdout}"
    );
    let input = stdout.split("--- input\n").nth(1).unwrap();
    let moves: usize = input.split_whitespace().next().unwrap().parse().unwrap();
    assert!(
        moves > 1,
        "a failing input has more than one move: {stdout}"
    );
    // In a terminal, built now: the same report, and lines saying what is being done.
    // The drawn case (two runs at the 1 s limit), 3 s of shrinking, the explanation and
    // cargo's check that nothing is to build: well within 15 s; shrinking to the end
    // (10 steps of two runs at the limit, to `2 2 / 1 2`) takes over 20 s.
    let start = std::time::Instant::now();
    let (output, screen) = xtask_in_terminal(root, &args);
    let took = start.elapsed();
    assert_eq!(output.status.code(), Some(1), "{screen}");
    assert!(took < Duration::from_secs(15), "{took:?}:\n{screen}");
    assert!(screen.contains("case 1 of 1000, "), "{screen}");
    assert!(
        screen.contains("shrinking: step 0, an input of ") && screen.contains(" bytes, 0s of 3 s"),
        "{screen}"
    );
    assert!(
        screen.contains("\nshrinking stopped at its budget of 3 s"),
        "{screen}"
    );
}

#[test]
#[ignore = "slow tier: needs g++, a JDK, rustc"]
fn starting_files_in_each_language_read_every_sample_and_answer_wrong() {
    let root = &*ROOT;
    let dir = solutions("start", &[]);
    let problems = gamebits_problems::PROBLEMS
        .iter()
        .filter(|problem| problem.input.is_given());
    for problem in problems {
        for lang in ["cpp", "py", "java", "rs"] {
            let binary = problem.binary;
            let made = output_within(
                Command::new(XTASK)
                    .args(["start", binary, "--lang", lang])
                    .current_dir(&dir),
                Duration::from_secs(60),
            );
            let said = text(&made.stdout);
            assert!(
                made.status.success(),
                "{binary} {lang}: {}",
                text(&made.stderr)
            );
            let file = said
                .strip_prefix("Made ")
                .and_then(|rest| rest.split(':').next())
                .unwrap_or_else(|| panic!("{said}"));
            let next = format!("cargo xtask test {binary} --solution {file}");
            assert!(said.contains(&next), "{said}");
            let output = test(root, binary, &dir.join(file), &["--time-limit", "30"]);
            let stdout = text(&output.stdout);
            assert_eq!(output.status.code(), Some(1), "{binary} {lang}: {stdout}");
            let verdicts: Vec<&str> = stdout
                .lines()
                .filter_map(|line| line.split_whitespace().next())
                .filter(|code| ["AC", "WA", "RE", "TLE", "MLE", "OLE", "CE"].contains(code))
                .collect();
            assert!(verdicts.contains(&"WA"), "{binary} {lang}: {stdout}");
            assert!(
                verdicts.iter().all(|&code| code == "WA" || code == "AC"),
                "{binary} {lang}: the starting file fails to read: {stdout}"
            );
        }
    }
}

#[test]
fn a_starting_file_in_a_language_without_a_template_is_refused_with_the_languages() {
    let dir = solutions("no-template", &[]);
    let before = snapshot(&dir);
    let output = output_within(
        Command::new(XTASK)
            .args(["start", "dpk", "--lang", "c"])
            .current_dir(&dir),
        Duration::from_secs(60),
    );
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with(
            "error: invalid value 'c' for '--lang <LANG>': a starting file is made in cpp, py, java, rs\n"
        ),
        "{stderr}"
    );
    assert_eq!(changed(&before, &snapshot(&dir)), Vec::<PathBuf>::new());
}
