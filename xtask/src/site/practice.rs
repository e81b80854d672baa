//! The "Your solution" section of a problem's page (`site/web/practice.html`).
//!
//! Its starting files, made as `cargo xtask start` makes them (the same templates, and
//! one in JavaScript), its samples with their answers, and the time limit scaled for
//! each interpreter, said on the page. The page's `practice.js` runs the student's code
//! in a worker and judges, draws and shrinks by the registry's code in the WebAssembly's
//! module of its own, which the section names.

use super::html::escaped;
use super::wasm;
use crate::base::file::read;
use gamebits_practice::start::{starter, template, JAVASCRIPT};
use gamebits_practice::template::fill;
use gamebits_problems::editorial::Language;
use gamebits_problems::samples::{self, Expected};
use gamebits_problems::{Checker, Problem, SmallCases};
use serde_json::json;
use std::path::Path;

/// How many times the judge's time limit a solution has in the page, by language: an
/// interpreter in WebAssembly (Pyodide) runs Python a few times slower than a judge's
/// CPython, and a page's worker starts each run afresh.
const FACTORS: [(&str, &str, u64); 2] = [("py", "Python", 3), ("js", "JavaScript", 2)];

/// The practice section of `problem`'s page; nothing for a problem a page cannot judge
/// (interactive, judged by a program, without an input format or small cases).
pub fn section(root: &Path, problem: &Problem) -> Result<String, String> {
    let judged_by_text = problem.checker.program().is_none();
    let drawn = matches!(problem.small_cases, SmallCases::Own(_));
    if !judged_by_text || !drawn || !problem.input.is_given() {
        return Ok(String::new());
    }
    let binary = problem.binary;
    let limits = problem.limits.text();
    // The Python file names the commands that make and judge it outside the page.
    let start = format!("gamebits start {binary} --lang py");
    let test = format!("gamebits test {binary} {binary}.py");
    let stress = format!("gamebits stress {binary} {binary}.py");
    let values = [
        ("START", start.as_str()),
        ("BINARY", binary),
        ("JUDGE", problem.judge),
        ("URL", problem.url),
        ("LIMITS", limits.as_str()),
        ("TEST", test.as_str()),
        ("STRESS", stress.as_str()),
    ];
    let starts = json!({
        "py": starter(template(Language::Python), &problem.input, &values),
        "js": starter(JAVASCRIPT, &problem.input, &values),
    });
    let limit_ms = |factor: u64| problem.limits.time_ms * factor;
    let note: Vec<String> = FACTORS
        .iter()
        .map(|(_, name, factor)| {
            format!("{name} {factor}× ({} s)", limit_ms(*factor) as f64 / 1000.0)
        })
        .collect();
    let limit_note = format!(
        "Time limit in the page: the judge's {} s times a factor for the interpreter: {}. \
         A run past it is ended: TLE.",
        problem.limits.time_ms as f64 / 1000.0,
        note.join(", ")
    );
    let factors: serde_json::Map<String, serde_json::Value> = FACTORS
        .iter()
        .map(|(lang, _, factor)| (lang.to_string(), json!(limit_ms(*factor))))
        .collect();
    let data = json!({ "starts": starts, "samples": answered_samples(root, problem)? });
    // `</` cannot end the script early.
    let data = data.to_string().replace("</", "<\\/");
    let template = read(&root.join("site/web/practice.html"))?;
    let section = fill(
        &template,
        &[
            ("BINARY", binary),
            (
                "FACTORS",
                &escaped(&serde_json::Value::Object(factors).to_string()),
            ),
            ("LIMIT_NOTE", &escaped(&limit_note)),
            ("MODULE", wasm::PRACTICE),
            ("PRACTICE_JSON", &data),
        ],
    );
    // No blank line: the section sits in a Markdown page as one HTML block; the
    // starting files' blank lines are in JSON strings, written `\n`.
    let lines: Vec<&str> = section
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    Ok(lines.join("\n"))
}

/// The samples of `problem` that have an answer and test a solution, not the reference's
/// reader (as `cargo xtask test` chooses them), as `{name, input, output}`.
fn answered_samples(root: &Path, problem: &Problem) -> Result<serde_json::Value, String> {
    let folder = root.join("samples").join(problem.binary);
    let interactive = matches!(problem.checker, Checker::Interactive(_));
    let mut answered = Vec::new();
    for sample in samples::samples(&folder, interactive)? {
        let Expected::Answer(output) = &sample.expected else {
            continue;
        };
        if samples::reader_test(&sample).is_some() {
            continue;
        }
        answered.push(json!({
            "name": sample.name,
            "input": read(&sample.input)?,
            "output": read(output)?,
        }));
    }
    Ok(serde_json::Value::Array(answered))
}
