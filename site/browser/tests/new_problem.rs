//! A problem made with `cargo xtask new` is on the site and in `gamebits` with no other edit.
//!
//! In a scratch copy of the workspace, as in a fresh clone: `cargo xtask new frog1` with
//! one sample, its `answer` and its `explain` written as a person writes them (nothing
//! else touched), then `cargo xtask site`: `problems/frog1.html` is there and answers
//! its sample in chromium; and `gamebits`, rebuilt, lists it and explains its sample.
//! The slow tier's: it builds a workspace, its site and `gamebits`.
#![cfg(unix)]

// Of the scratch copies xtask's tests make, this test needs only the copy and a run.
#[allow(dead_code)]
#[path = "../../../xtask/tests/scratch/mod.rs"]
mod scratch;

use gamebits_site_browser::Browser;
use std::fs;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// The answer: role `status`, named "Answer", once the widget says it has one.
const ANSWERED: &str = "//section[contains(@class,'gamebits')][@data-answer-ms]";
const ANSWER: &str = "//*[@role='status' and @aria-label='Answer']";

/// How long a build in the scratch copy may take: a workspace and its site, from cold.
const BUILD_LIMIT: Duration = Duration::from_secs(3600);

#[test]
#[ignore = "slow tier: builds a scratch workspace, its site and gamebits, and drives chromium"]
fn a_problem_made_by_new_is_on_the_site_and_in_gamebits_and_answers_its_sample() {
    let scratch = scratch::scratch_copy("site-new-frog1", &scratch::target());
    let (question, answer) = (scratch.join("frog1.in"), scratch.join("frog1.out"));
    fs::write(&question, "3\n10 20 12\n").unwrap();
    fs::write(&answer, "42\n").unwrap();
    let sample = [question.to_str().unwrap(), answer.to_str().unwrap()];
    cargo(
        &scratch,
        &["xtask", "new", "frog1", "--sample", sample[0], sample[1]],
    );
    let binary = scratch.join("src/bin/frog1");
    write_in_place_of_todo(&binary.join("main.rs"), "a.iter().sum()");
    write_in_place_of_todo(&binary.join("explain.rs"), "Ok(a.iter().sum())");
    let site = scratch.join("site-out");
    let out = site.to_str().unwrap();
    cargo(&scratch, &["xtask", "site", "--out", out]);
    let page = site.join("problems/frog1.html");
    assert!(page.is_file(), "{} is missing", page.display());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let shown = runtime.block_on(async {
        let browser = Browser::start(1000, 900).await.expect("chromium starts");
        let shown = answer_on(&browser, &page).await;
        let closed = browser.close().await;
        closed.map(|()| shown)
    });
    assert_eq!(shown.unwrap().unwrap(), "42");

    cargo(
        &scratch,
        &["build", "--package", "gamebits-cli", "--locked"],
    );
    let gamebits = scratch::target().join("debug/gamebits");
    let listed = run(&gamebits, &["problems"]);
    assert!(
        listed.contains("\nfrog1 ") || listed.starts_with("frog1 "),
        "{listed}"
    );
    let explained = run(&gamebits, &["explain", "frog1", question.to_str().unwrap()]);
    assert!(explained.contains("42"), "{explained}");
}

/// What `program args` printed on stdout, which must succeed.
fn run(program: &Path, args: &[&str]) -> String {
    let mut command = Command::new(program);
    command.args(args);
    let output = scratch::output_within(&mut command, Duration::from_secs(60));
    let said = scratch::text(&output.stdout);
    assert!(
        output.status.success(),
        "{args:?}: {said}{}",
        scratch::text(&output.stderr)
    );
    said
}

/// The answer `page` shows to its first sample, which it opens on.
async fn answer_on(browser: &Browser, page: &Path) -> Result<String, String> {
    browser.open(page).await?;
    browser
        .text_when(ANSWERED, Duration::from_secs(20), |_| true)
        .await?;
    browser.text(ANSWER).await
}

/// Runs `cargo args` in the scratch copy `dir`, in the scratch copies' target folder,
/// which must succeed.
fn cargo(dir: &Path, args: &[&str]) {
    let mut command = Command::new(env!("CARGO"));
    command
        .args(args)
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", scratch::target());
    let output = scratch::output_within(&mut command, BUILD_LIMIT);
    assert!(
        output.status.success(),
        "cargo {}: {}",
        args.join(" "),
        scratch::text(&output.stderr)
    );
}

/// Writes `code` in place of the `todo!(…)` that a new problem's file starts with, as a
/// person solving it does.
fn write_in_place_of_todo(file: &Path, code: &str) {
    let text = fs::read_to_string(file).unwrap();
    let start = text.find("todo!(").expect("a todo! to write in place of");
    let end = start + text[start..].find("\n    )").expect("the todo!'s end") + "\n    )".len();
    fs::write(file, format!("{}{code}{}", &text[..start], &text[end..])).unwrap();
}
