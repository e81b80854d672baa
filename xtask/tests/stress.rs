//! `cargo xtask practise` and `cargo xtask stress`, as a student meets them.
//!
//! `cargo xtask practise <name> --like <binary>` and `cargo xtask stress` on a scratch
//! copy of the workspace, as a student meets them: a right practice solution of `dpk`
//! passes; wrong ones of `dpk` (First iff K is odd, a panic above 7 stones), `qccp1`
//! (colours ignored), `cco15p2` (a city visited twice) and `persuasion` (greedy picks) are
//! each caught, shrunk, explained and kept as a sample.
//!
//! The xtask under test is the one cargo built, whose registry does not know the new
//! problems: each run names its reference with `--against`, as `cargo xtask stress
//! <name>` (built anew) finds it in the registry entry that `practise` wrote.

mod scratch;

use scratch::{changed, output_within, scratch_copy, snapshot, text};
use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn xtask(dir: &Path, args: &[&str]) -> Output {
    output_within(
        Command::new(XTASK)
            .args(args)
            .current_dir(dir)
            .env("CARGO_TARGET_DIR", scratch::target()),
        Duration::from_secs(900),
    )
}

/// Makes `name` like `reference` in `dir` and writes `solve` as `body` (which replaces
/// the `todo!` line, after the reference's reading), with `items` after it.
fn practise(dir: &Path, name: &str, reference: &str, body: &str, items: &str) {
    let path = dir.join(format!("src/bin/{name}/main.rs"));
    // The solution as `new` made it, kept to write each try into.
    let made = dir.join(format!("{name}.made.rs"));
    if !path.exists() {
        let output = xtask(dir, &["practise", name, "--like", reference]);
        assert!(output.status.success(), "{}", text(&output.stderr));
        fs::copy(&path, &made).unwrap();
    }
    let source = fs::read_to_string(&made).unwrap();
    let todo = source
        .lines()
        .find(|line| line.contains("todo!("))
        .unwrap_or_else(|| panic!("no todo! in\n{source}"));
    let solved = source.replace(todo, body) + items;
    fs::write(&path, solved).unwrap();
}

/// What `stress <name> --against <reference>` printed, which must exit with status 1
/// on a shrunk input: that input (its sample written, with the right answer), both
/// answers, the reference's explanation with its witness lines.
fn caught(dir: &Path, name: &str, reference: &str) -> String {
    let output = xtask(
        dir,
        &[
            "stress",
            name,
            "--against",
            reference,
            "--seed",
            "7",
            "--cases",
            "300",
        ],
    );
    let stdout = text(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{stdout}{}",
        text(&output.stderr)
    );
    for said in [
        format!("{name} differs from {reference} on case "),
        "--- input\n".to_string(),
        format!("--- {name}'s answer\n"),
        format!("--- {reference}'s answer, the right one\n"),
        format!("--- why: {reference} --explain\n"),
        "\nwitness ".to_string(),
    ] {
        assert!(stdout.contains(&said), "`{said}` not in\n{stdout}");
    }
    let sample = dir.join(format!("samples/{name}/stress-7.in"));
    let input = fs::read_to_string(&sample).expect("the sample is written");
    assert!(stdout.contains(&format!("--- input\n{input}")), "{stdout}");
    let right = fs::read_to_string(sample.with_extension("out")).unwrap();
    let said_right = format!("--- {reference}'s answer, the right one\n{right}");
    assert!(stdout.contains(&said_right), "{stdout}");
    stdout
}

/// The shrunk input of a report, as numbers and words.
fn shrunk_tokens(stdout: &str) -> Vec<String> {
    let input = stdout.split("--- input\n").nth(1).unwrap();
    let input = input.split("\n--- ").next().unwrap();
    input.split_whitespace().map(str::to_string).collect()
}

fn number(token: &str) -> usize {
    token.parse().unwrap()
}

#[test]
#[ignore = "slow tier: builds practice solutions in a scratch workspace"]
fn wrong_practice_solutions_are_caught_shrunk_and_explained() {
    let scratch = scratch_copy("stress-practice", &scratch::target());

    // dpk, right: a win table. No difference in 300 cases.
    practise(
        &scratch,
        "mydpk",
        "dpk",
        "    let mut win = vec![false; k + 1];\n    \
         for pile in 1..=k {\n        \
         win[pile] = moves.iter().any(|&a| a <= pile && !win[pile - a]);\n    }\n    \
         Ok(if win[k] { \"First\" } else { \"Second\" })",
        "",
    );
    let output = xtask(
        &scratch,
        &["stress", "mydpk", "--against", "dpk", "--cases", "300"],
    );
    let stdout = text(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", text(&output.stderr));
    assert!(
        stdout.starts_with("mydpk agrees with dpk on 300 cases of seed ")
            && stdout.trim_end().ends_with("cases a second"),
        "{stdout}"
    );

    // dpk, First iff K is odd: at most 3 moves and K at most 10, dpk's table of piles.
    practise(
        &scratch,
        "mydpk",
        "dpk",
        "    Ok(if k % 2 == 1 && !moves.is_empty() { \"First\" } else { \"Second\" })",
        "",
    );
    let stdout = caught(&scratch, "mydpk", "dpk");
    let tokens = shrunk_tokens(&stdout);
    assert!(
        number(&tokens[0]) <= 3 && number(&tokens[1]) <= 10,
        "{stdout}"
    );
    assert!(
        stdout.contains("a pile is W (the player to move wins)"),
        "{stdout}"
    );

    // dpk, right but for a panic from 8 stones on: shrunk to exactly 8 stones and the
    // move 1.
    practise(
        &scratch,
        "mydpk",
        "dpk",
        "    let mut win = vec![false; k + 1];\n    \
         for pile in 1..=k {\n        \
         win[pile] = moves.iter().any(|&a| a <= pile && !win[pile - a]);\n    }\n    \
         let up_to_7 = [win[k]; 8];\n    \
         Ok(if up_to_7[k] { \"First\" } else { \"Second\" })",
        "",
    );
    let stdout = caught(&scratch, "mydpk", "dpk");
    assert!(
        stdout.contains("(RE): exit status: 1: error: ") && stdout.contains("index out of bounds"),
        "{stdout}"
    );
    assert_eq!(shrunk_tokens(&stdout), ["1", "8", "1"], "{stdout}");

    // qccp1, colours ignored: plain win/lose on the DAG, play only ending where no
    // edge leaves.
    practise(
        &scratch,
        "myqccp1",
        "qccp1",
        "    let _ = all_colours;\n    \
         Ok(if wins(&edges, 0, &mut vec![None; edges.out_degree.len()]) { \"piddddgy\" } else { \"deruikong\" })",
        "\nfn wins(edges: &InEdges, v: usize, memo: &mut Vec<Option<bool>>) -> bool {\n    \
         if let Some(known) = memo[v] {\n        return known;\n    }\n    \
         let children: Vec<usize> = (0..edges.out_degree.len())\n        \
         .filter(|&w| edges.entering(w).any(|(tail, _)| tail as usize == v))\n        \
         .collect();\n    \
         let won = children.into_iter().any(|w| !wins(edges, w, memo));\n    \
         memo[v] = Some(won);\n    won\n}\n",
    );
    let stdout = caught(&scratch, "myqccp1", "qccp1");
    let tokens = shrunk_tokens(&stdout);
    assert!(
        number(&tokens[0]) <= 3 && number(&tokens[1]) <= 2,
        "{stdout}"
    );

    // cco15p2, a city visited twice: the longest walk of at most n − 1 roads.
    practise(
        &scratch,
        "mycco15p2",
        "cco15p2",
        "    let n = roads.len();\n    \
         let mut longest = vec![None; n];\n    longest[0] = Some(0);\n    \
         let mut best = 0;\n    \
         for _ in 1..n {\n        \
         let mut next = vec![None; n];\n        \
         for s in (0..n - 1).filter(|&s| longest[s].is_some()) {\n            \
         for &(d, l) in &roads[s] {\n                \
         next[d] = next[d].max(Some(longest[s].unwrap() + l));\n            }\n        }\n        \
         best = best.max(next[n - 1].unwrap_or(0));\n        longest = next;\n    }\n    \
         Ok(best)",
        "",
    );
    let stdout = caught(&scratch, "mycco15p2", "cco15p2");
    let tokens = shrunk_tokens(&stdout);
    assert!(
        number(&tokens[0]) <= 4 && number(&tokens[1]) <= 4,
        "{stdout}"
    );
    assert!(stdout.contains("\nwitness route: "), "{stdout}");

    // persuasion, greedy: each round the sector that scores most now.
    practise(
        &scratch,
        "mypersuasion",
        "persuasion",
        "    let n = a.len();\n    \
         let (mut pie, mut left, mut total) = (m.clone(), (0..n).collect::<Vec<_>>(), 0);\n    \
         while !left.is_empty() {\n        \
         let at = (0..left.len()).max_by_key(|&i| a[left[i]] * pie[left[i]]).unwrap();\n        \
         total += a[left[at]] * pie[left[at]];\n        left.remove(at);\n        \
         pie.rotate_right(1);\n    }\n    Ok(total)",
        "",
    );
    let stdout = caught(&scratch, "mypersuasion", "persuasion");
    assert!(number(&shrunk_tokens(&stdout)[0]) <= 3, "{stdout}");
    assert!(stdout.contains("\nwitness order: "), "{stdout}");
}

#[test]
fn a_refusal_says_why_in_one_line_and_changes_nothing() {
    let scratch = scratch_copy("stress-refusals", &scratch::target());
    let before = snapshot(&scratch);
    let refusals: [(&[&str], &str); 4] = [
        (&["stress", "nosuch"], "no problem `nosuch` in the registry"),
        (&["stress", "dpk"], "dpk was not made like another problem"),
        (&["stress", "dpk", "--against", "dpk"], "dpk against itself"),
        (
            &["stress", "nosuch", "--against", "dpk"],
            "no binary `nosuch` in src/bin",
        ),
    ];
    for (args, said) in refusals {
        let output = xtask(&scratch, args);
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: `{said}` not in {stderr}");
        let changed = changed(&before, &snapshot(&scratch));
        assert!(changed.is_empty(), "{args:?} changed {changed:?}");
    }
}
