//! `cargo xtask` as a user meets it.
//!
//! Help on stdout with every command and option, a wrong command or option refused
//! with the usage on stderr, and `scaling` run end to end on the small sizes of one
//! binary (no time is asserted).

use gamebits_test_support::output;
use std::process::{Command, Output};

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn xtask(args: &[&str]) -> Output {
    output(Command::new(XTASK).args(args)).expect("xtask runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn help_lists_every_command_and_option_on_stdout() {
    for flag in ["--help", "-h", "help"] {
        let output = xtask(&[flag]);
        let stdout = text(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{flag}: {stdout}");
        assert!(output.stderr.is_empty(), "{flag}: {}", text(&output.stderr));
        for command in [
            "bundle", "bench", "scaling", "input", "new", "practise", "start", "listen", "test",
            "readme",
        ] {
            // A command without arguments has nothing after its name.
            let usage = format!("cargo xtask {command}");
            let said = stdout.contains(&format!("{usage} "))
                || stdout.lines().any(|line| line.ends_with(&usage));
            assert!(said, "{flag}: no `{usage}` in\n{stdout}");
            let heading = format!("cargo xtask {command}:\n");
            let said = stdout
                .split(&heading)
                .nth(1)
                .and_then(|rest| rest.lines().next());
            assert!(
                said.is_some_and(|line| line.len() > 20),
                "{flag}: what does {command} do?"
            );
        }
        for option in [
            "--all",
            "--out <DIR>",
            "--runs <N>",
            "--max-size <SIZE>",
            "--size <SIZE>",
            "--link <URL>",
            "--time-limit <TIME>",
            "--memory-limit <SIZE>",
            "--sample <IN> <OUT>",
            "--from <FILE>",
            "--port <PORT>",
            "--archive <FILE>",
        ] {
            assert!(stdout.contains(option), "{flag}: no {option} in\n{stdout}");
        }
    }
}

#[test]
fn a_wrong_command_or_option_prints_the_usage_on_stderr() {
    let wrong: [&[&str]; 9] = [
        &[],
        &["nosuch"],
        &["bench", "--fast"],
        &["bench", "--runs", "0"],
        &["scaling", "--runs"],
        &["bundle", "dpk", "--all", "--out", "x"],
        &["test"],
        &["listen", "--port", "65536"],
        &["site", "--archive", "site.tar.gz"],
    ];
    for args in wrong {
        let output = xtask(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            output.stdout.is_empty(),
            "{args:?}: {}",
            text(&output.stdout)
        );
        assert!(
            text(&output.stderr).contains("Usage: cargo xtask"),
            "{args:?}"
        );
    }
}

#[test]
fn an_unknown_binary_is_an_error_naming_the_binaries() {
    let output = xtask(&["input", "nosuch", "case"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("error: no binary `nosuch`") && stderr.contains("dpk"),
        "{stderr}"
    );
}

#[test]
#[ignore = "slow tier: builds every binary in release"]
fn scaling_tables_and_plots_a_binary_on_small_sizes() {
    let sweep = &gamebits_problems::problem("dpk").unwrap().sweeps[0];
    let (first, second) = (sweep.sizes[0], sweep.sizes[1]);
    let out = std::env::temp_dir().join(format!("xtask-scaling-{}", std::process::id()));
    let max = second.to_string();
    let args = ["scaling", "dpk", "--runs", "1", "--max-size", &max, "--out"];
    let output = xtask(&[&args[..], &[out.to_str().unwrap()]].concat());
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let header = "| K | median | peak memory | growth of the work | predicted growth | model |";
    let table: Vec<&str> = stdout.lines().skip_while(|line| *line != header).collect();
    assert!(table.len() > 5, "no table in\n{stdout}");
    assert!(
        table[2].starts_with(&format!("| {first} | ")),
        "{}",
        table[2]
    );
    assert!(
        table[3].starts_with(&format!("| {second} | ")),
        "{}",
        table[3]
    );
    let growth = (sweep.cost)(second as f64) / (sweep.cost)(first as f64);
    assert!(
        table[3].contains(&format!("| {growth:.2}× |")),
        "the predicted growth: {}",
        table[3]
    );
    // Whether the work outgrows start-up at these sizes depends on the machine.
    assert!(
        table[5].starts_with("Fit: time ≈ ") || table[5].starts_with("No fit: "),
        "{stdout}"
    );
    let svg = std::fs::read_to_string(out.join("dpk.svg")).expect("the plot is written");
    let document = roxmltree::Document::parse(&svg).expect("the plot is XML");
    assert_eq!(document.root_element().tag_name().name(), "svg");
    let texts: Vec<&str> = document.descendants().filter_map(|n| n.text()).collect();
    for label in ["time limit 1000 ms", "memory limit 1024 MiB", sweep.shape] {
        assert!(
            texts.iter().any(|t| t.contains(label)),
            "no `{label}` in the plot"
        );
    }
    std::fs::remove_dir_all(out).unwrap();
}
