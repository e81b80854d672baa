//! "Your solution" in a real browser, against the served site.
//!
//! A student's Python and JavaScript judged on the samples, stress-tested, a wrong one
//! shrunk to the input `cargo xtask stress` shrinks it to, an infinite loop ended, a
//! syntax error said; the registry's module loaded on the first Run, not before.
//!
//! The slow tier's: it needs `chromium`, `chromium-driver`, `npm` (Pyodide) and
//! `python3` (the native stress run it compares with), on Unix. One test, one browser:
//! Pyodide is loaded once per page, and its checks share the page.
#![cfg(unix)]

use fantoccini::Locator;
use gamebits_problems::samples::Expected;
use gamebits_runner::child::Child;
use gamebits_runner::Run;
use gamebits_site_browser::{Browser, Pauses};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The editor, named "Your solution's code".
const EDITOR: &str = "//textarea[@aria-label=\"Your solution's code\"]";
/// The practice's status, role `status`.
const STATUS: &str = "//*[@role='status' and @aria-label='Practice status']";
/// The language menu, labelled "Language".
const LANGUAGE: &str = "//select[@id=//label[normalize-space()='Language']/@for]";
/// The seed, labelled "Seed".
const SEED: &str = "//input[@id=//label[normalize-space()='Seed']/@for]";
/// The page's answer: role `status`, named "Answer".
const ANSWER: &str = "//*[@role='status' and @aria-label='Answer']";
/// The practice's Run button, once the section is usable (its form enabled).
const READY: &str =
    "//*[@aria-label='Your solution']//button[normalize-space()='Run on the samples']\
                     [not(ancestor::fieldset[@disabled])]";
/// The judge's input box of the page.
const INPUT: &str = "//textarea[@id=//label[normalize-space()='Judge input']/@for]";
/// The planted wrong solution of dpk: First when K is odd.
const WRONG_DPK: &str = "import sys\nn, k = map(int, sys.stdin.read().split()[:2])\nprint(\"First\" if k % 2 == 1 else \"Second\")\n";
/// A right dpk in JavaScript, reading as judges' Node solutions do.
const RIGHT_DPK_JS: &str = "const [n, k, ...a] = require(\"fs\").readFileSync(0, \"utf8\").trim().split(/\\s+/).map(Number);\nconst win = new Array(k + 1).fill(false);\nfor (let p = 1; p <= k; p++) {\n  for (let i = 0; i < n; i++) {\n    if (a[i] <= p && !win[p - a[i]]) { win[p] = true; break; }\n  }\n}\nconsole.log(win[k] ? \"First\" : \"Second\");\n";
/// The seed of the stress runs.
const SEED_VALUE: u64 = 11;
/// How long a page may take to load Python and judge.
const LIMIT: Duration = Duration::from_secs(120);

#[test]
#[ignore = "slow tier: builds and serves the site, installs Pyodide from npm and drives chromium"]
fn a_students_python_and_javascript_are_judged_stressed_and_shrunk_in_the_page() {
    let server = Served::start();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let browser = Browser::start(1200, 900).await.expect("chromium starts");
        let checked = practise(&browser, &server.url).await;
        let closed = browser.close().await;
        checked.unwrap();
        closed.unwrap();
    });
}

async fn practise(browser: &Browser, url: &str) -> Result<(), String> {
    let open = |page: &str| format!("{url}problems/{page}.html");
    browser.goto(&open("dpk")).await?;
    // The registry's code is a module of its own, loaded on the first Run, not with the
    // page's answer.
    browser
        .text_when(ANSWER, LIMIT, |text| !text.is_empty())
        .await?;
    check(!browser.practice_module_loaded().await?, || {
        "the practice's module loaded before the first Run".into()
    })?;
    // Nor is the practice's own script: the section is usable once it has come, after.
    browser.text_when(READY, LIMIT, |_| true).await?;
    let after = practice_script_after_answer(browser).await?;
    check(after >= 0.0, || {
        format!(
            "practice.js was asked for {:.1} ms before the answer",
            -after
        )
    })?;
    // dpk's Python solution: every sample, then 200 random cases.
    let solution_file = workspace().join("src/bin/dpk/editorial/solution.py");
    let solution = read(&solution_file)?;
    let natively = native_samples("dpk", &solution_file)?;
    write_code(browser, &solution).await?;
    let started = Instant::now();
    let said = run_samples(browser).await?;
    check(browser.practice_module_loaded().await?, || {
        "the first Run did not load the practice's module".into()
    })?;
    let total = judged_samples("dpk")?.len();
    check(said == natively, || format!("{said}, natively {natively}"))?;
    let ready = data(browser, "readyMs").await?;
    let judged = data(browser, "samplesMs").await?;
    println!("dpk: Python ready {ready} ms after the first Run, {total} samples judged in {judged} ms ({:?} in all)", started.elapsed());
    let said = stress(browser, 200).await?;
    check(
        said.starts_with("Agrees with the reference on 200 cases"),
        || format!("check 2: {said}"),
    )?;
    println!(
        "dpk: 200 random cases in {} ms",
        data(browser, "stressMs").await?
    );

    // A wrong one: caught and shrunk to the input `cargo xtask stress --seed` gives.
    write_code(browser, WRONG_DPK).await?;
    let said = stress(browser, 200).await?;
    check(said.starts_with("WA on case"), || {
        format!("check 3: {said}")
    })?;
    let shrunk = browser
        .text("//pre[contains(@class,'practice-found-input')]")
        .await?;
    let native = native_shrunk("dpk", WRONG_DPK)?;
    check(shrunk.trim_end() == native.trim_end(), || {
        format!("page {shrunk:?}, xtask {native:?}")
    })?;
    println!(
        "dpk: a wrong one caught in {} ms, shrunk by {} ms",
        data(browser, "caughtMs").await?,
        data(browser, "shrunkMs").await?
    );
    click(browser, "Use this input").await?;
    let input = browser
        .client
        .find(Locator::XPath(INPUT))
        .await
        .map_err(|e| e.to_string())?;
    let value = input
        .prop("value")
        .await
        .map_err(|e| e.to_string())?
        .unwrap_or_default();
    check(value == shrunk, || format!("the input box holds {value:?}"))?;

    // An infinite loop: TLE at the limit, the page answering throughout; then a right
    // solution AC without reloading.
    write_code(browser, "while True:\n    pass\n").await?;
    let started = Instant::now();
    click(browser, "Run on the samples").await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let answered = Instant::now();
    browser
        .client
        .execute("return 1 + 1", vec![])
        .await
        .map_err(|e| e.to_string())?;
    check(answered.elapsed() < Duration::from_millis(500), || {
        "the page did not answer within 0.5 s".into()
    })?;
    let first_row = "//table[contains(@class,'practice-table')]//tbody/tr[1]/td[2]";
    let first = browser
        .text_when(first_row, LIMIT, |text| !text.is_empty())
        .await?;
    let ended = started.elapsed();
    check(first.starts_with("TLE"), || format!("the loop: {first}"))?;
    println!("dpk: an infinite loop ended (TLE) {ended:?} after the click");
    // The other samples would each run to the limit: Stop ends them at once.
    click(browser, "Stop").await?;
    let stopped = wait_status(browser, |s| s.contains("samples passed")).await?;
    check(stopped.ends_with("(stopped)."), || {
        format!("stopped: {stopped}")
    })?;
    write_code(browser, &solution).await?;
    let said = run_samples(browser).await?;
    check(said == natively, || format!("{said}, natively {natively}"))?;

    // A syntax error: one line.
    write_code(browser, "def f(:\n    pass\n").await?;
    let said = run_samples(browser).await?;
    let first = browser
        .text("//table[contains(@class,'practice-table')]//tbody/tr[1]/td[2]")
        .await?;
    check(
        first.starts_with("CE: SyntaxError") && !first.contains('\n') && first.contains("line 1"),
        || format!("{first} / {said}"),
    )?;

    // JavaScript.
    choose_language(browser, "JavaScript").await?;
    write_code(browser, RIGHT_DPK_JS).await?;
    let said = run_samples(browser).await?;
    check(
        said == format!("{total} of {total} samples passed."),
        || format!("check 5: {said}"),
    )?;

    // qccp1's Python solution.
    browser.goto(&open("qccp1")).await?;
    browser.text_when(READY, LIMIT, |_| true).await?;
    choose_language(browser, "Python").await?;
    let solution_file = workspace().join("src/bin/qccp1/editorial/solution.py");
    let natively = native_samples("qccp1", &solution_file)?;
    write_code(browser, &read(&solution_file)?).await?;
    let said = run_samples(browser).await?;
    check(said == natively, || format!("{said}, natively {natively}"))?;
    let said = stress(browser, 200).await?;
    check(
        said.starts_with("Agrees with the reference on 200 cases"),
        || format!("check 7: {said}"),
    )?;
    Ok(())
}

/// Puts `code` in the editor, as a paste would.
async fn write_code(browser: &Browser, code: &str) -> Result<(), String> {
    let editor = browser
        .client
        .find(Locator::XPath(EDITOR))
        .await
        .map_err(|e| e.to_string())?;
    let argument = serde_json::to_value(&editor).map_err(|e| e.to_string())?;
    browser
        .client
        .execute(
            "arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'));",
            vec![argument, serde_json::json!(code)],
        )
        .await
        .map(|_| ())
        .map_err(|e| format!("cannot write the code: {e}"))
}

/// How long after the page's first answer (its widget's `data-answered-at`) the page
/// asked for `practice.js`, in milliseconds, by the browser's resource timings.
async fn practice_script_after_answer(browser: &Browser) -> Result<f64, String> {
    let after = browser
        .client
        .execute(
            "const entry = performance.getEntriesByType('resource')\
                 .find((e) => e.name.endsWith('/practice.js')); \
             const answered = Number(document.querySelector('.gamebits').dataset.answeredAt); \
             return entry ? entry.startTime - answered : null;",
            vec![],
        )
        .await
        .map_err(|e| format!("cannot ask when practice.js came: {e}"))?;
    after
        .as_f64()
        .ok_or_else(|| "the page never asked for practice.js".into())
}

/// Clicks the button named `name` (of the practice, where two share a name).
async fn click(browser: &Browser, name: &str) -> Result<(), String> {
    let xpath = format!("//*[@aria-label='Your solution']//button[normalize-space()='{name}']");
    let button = browser
        .client
        .find(Locator::XPath(&xpath))
        .await
        .map_err(|e| format!("no {name}: {e}"))?;
    browser.centre(&button).await?;
    button
        .click()
        .await
        .map_err(|e| format!("cannot click {name}: {e}"))
}

/// Clicks "Run on the samples" and waits for the status's last line.
async fn run_samples(browser: &Browser) -> Result<String, String> {
    click(browser, "Run on the samples").await?;
    wait_status(browser, |s| {
        s.contains("samples passed") || s.starts_with("Cannot")
    })
    .await
}

/// Sets the seed and the cases, clicks "Stress test" and waits for its end.
async fn stress(browser: &Browser, cases: u64) -> Result<String, String> {
    let seed = browser
        .client
        .find(Locator::XPath(SEED))
        .await
        .map_err(|e| e.to_string())?;
    seed.clear().await.map_err(|e| e.to_string())?;
    seed.send_keys(&SEED_VALUE.to_string())
        .await
        .map_err(|e| e.to_string())?;
    let count = browser
        .client
        .find(Locator::XPath(
            "//input[@id=//label[normalize-space()='Cases']/@for]",
        ))
        .await
        .map_err(|e| e.to_string())?;
    count.clear().await.map_err(|e| e.to_string())?;
    count
        .send_keys(&cases.to_string())
        .await
        .map_err(|e| e.to_string())?;
    click(browser, "Stress test").await?;
    wait_status(browser, |s| {
        s.starts_with("Agrees")
            || s.contains(" on case ")
            || s.starts_with("Cannot")
            || s.starts_with("The reference")
    })
    .await
}

/// The status once `done` accepts it and the practice is not working.
async fn wait_status(browser: &Browser, done: impl Fn(&str) -> bool) -> Result<String, String> {
    let start = Instant::now();
    let mut pauses = Pauses::new();
    loop {
        let said = browser.text(STATUS).await?;
        let state = data(browser, "state").await.unwrap_or_default();
        if done(&said) && state == "done" {
            return Ok(said);
        }
        if start.elapsed() > LIMIT {
            return Err(format!("no end after {LIMIT:?}: {said}"));
        }
        pauses.wait().await;
    }
}

/// The practice section's `data-<name>`.
async fn data(browser: &Browser, name: &str) -> Result<String, String> {
    let section = browser
        .client
        .find(Locator::XPath("//*[@aria-label='Your solution']"))
        .await
        .map_err(|e| e.to_string())?;
    let argument = serde_json::to_value(&section).map_err(|e| e.to_string())?;
    let value = browser
        .client
        .execute(
            &format!("return arguments[0].dataset.{name} || ''"),
            vec![argument],
        )
        .await
        .map_err(|e| e.to_string())?;
    Ok(value.as_str().unwrap_or_default().to_string())
}

/// The samples of `binary` a student's solution is judged on, with their answers: as
/// the page and `cargo xtask test` choose them.
fn judged_samples(binary: &str) -> Result<Vec<(PathBuf, PathBuf)>, String> {
    let folder = workspace().join("samples").join(binary);
    let judged = gamebits_problems::samples::samples(&folder, false)?
        .into_iter()
        .filter(|sample| gamebits_problems::samples::reader_test(sample).is_none())
        .filter_map(|sample| match sample.expected {
            Expected::Answer(output) => Some((sample.input, output)),
            _ => None,
        });
    Ok(judged.collect())
}

/// What the page must say of `solution` (a Python file) of `binary` on its samples: run
/// natively by `python3` on each sample it is judged on and judged by the problem's
/// checker, "P of N samples passed.", with ": K RE." for those it fails natively.
fn native_samples(binary: &str, solution: &Path) -> Result<String, String> {
    let problem = gamebits_problems::problem(binary).expect("in the registry");
    let samples = judged_samples(binary)?;
    let (mut passed, mut failed) = (0, 0);
    for (input, output) in &samples {
        let expected = read(output)?;
        let mut python = Command::new("python3");
        python.arg(solution);
        let run = Run::new(&mut python)
            .input_file(input)
            .wait()
            .map_err(|e| format!("cannot run python3: {e}"))?;
        let answer = String::from_utf8_lossy(&run.stdout.bytes);
        match run.exit.status.success() {
            true if problem.checker.compare(&expected, &answer).is_ok() => passed += 1,
            true => {
                return Err(format!(
                    "{} WA natively on {}",
                    solution.display(),
                    input.display()
                ))
            }
            false => failed += 1,
        }
    }
    let total = samples.len();
    Ok(match failed {
        0 => format!("{passed} of {total} samples passed."),
        _ => format!("{passed} of {total} samples passed: {failed} RE."),
    })
}

/// The input `cargo xtask stress <binary> --solution <code>.py --seed` shrinks to.
fn native_shrunk(binary: &str, code: &str) -> Result<String, String> {
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("practice-wrong");
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let file = folder.join("wrong.py");
    std::fs::write(&file, code).map_err(|e| e.to_string())?;
    let mut stress = Command::new(env!("CARGO"));
    stress
        .current_dir(workspace())
        .args(["xtask", "stress", binary, "--solution"])
        .arg(&file)
        .args(["--seed", &SEED_VALUE.to_string(), "--cases", "200"]);
    let output = Run::new(&mut stress)
        .wait()
        .map_err(|e| format!("cannot run cargo xtask stress: {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout.bytes).into_owned();
    let input = text
        .split("--- input\n")
        .nth(1)
        .and_then(|rest| rest.split("\n--- ").next())
        .ok_or_else(|| format!("cargo xtask stress found nothing: {text}"))?;
    Ok(input.to_string() + "\n")
}

/// Chooses `label` in the language menu, as a person picks it.
async fn choose_language(browser: &Browser, label: &str) -> Result<(), String> {
    let language = browser
        .client
        .find(Locator::XPath(LANGUAGE))
        .await
        .map_err(|e| e.to_string())?;
    language
        .select_by_label(label)
        .await
        .map_err(|e| e.to_string())
}

fn check(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    match ok {
        true => Ok(()),
        false => Err(why()),
    }
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The site served as `cargo xtask site --serve` serves it (or at `GAMEBITS_SITE_URL`,
/// a site served already), ended with all it started when dropped.
struct Served {
    url: String,
    child: Option<Child>,
}

impl Served {
    fn start() -> Served {
        if let Ok(url) = std::env::var("GAMEBITS_SITE_URL") {
            return Served { url, child: None };
        }
        let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
        let out = tmp.join("practice-site");
        // Its output to a file, read until it says where it serves: a pipe left unread
        // could hold the server up.
        let said = tmp.join("practice-serve.txt");
        let file = std::fs::File::create(&said).expect("a scratch file");
        let mut command = Command::new(env!("CARGO"));
        command
            .current_dir(workspace())
            .args(["xtask", "site", "--serve", "--port", "0", "--out"])
            .arg(&out)
            .stdout(file)
            .stderr(Stdio::null());
        let child = Child::spawn(&mut command).expect("cargo xtask site --serve starts");
        let start = Instant::now();
        let url = loop {
            let text = std::fs::read_to_string(&said).unwrap_or_default();
            let line = text.lines().find(|line| line.starts_with("serving "));
            if let Some(at) = line.and_then(|line| line.split(" on ").nth(1)) {
                break at.split(' ').next().unwrap_or_default().to_string();
            }
            assert!(
                start.elapsed() < Duration::from_secs(900),
                "cargo xtask site --serve did not serve"
            );
            std::thread::sleep(Duration::from_millis(200));
        };
        Served {
            url,
            child: Some(child),
        }
    }
}

impl Drop for Served {
    /// Ends the server and all it started.
    fn drop(&mut self) {
        if let Some(child) = self.child.as_mut() {
            // A deadline already past: the group is ended now, and reaped.
            let _ = child.wait_until(Some(Instant::now()));
        }
    }
}
