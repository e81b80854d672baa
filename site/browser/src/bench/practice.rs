//! The practice section ("Your solution") measured on dpk's served page, in Python.
//!
//! The goals, each measured once on a fresh page of a served site (Python
//! needs one): Python ready after the first "Run on the samples" (at most
//! [`READY_MS`]; its second start on a new page, from the browser's cache, beside it),
//! dpk's samples judged once it is ready ([`SAMPLES_MS`]), 200 random cases of dpk's
//! own `editorial/solution.py` ([`STRESS_MS`]), a planted wrong solution caught and
//! shrunk ([`SHRUNK_MS`]), and an infinite loop ended within its time limit plus
//! [`PAST_LIMIT_MS`], the page answering a script meanwhile. The times are the page's
//! own (the section's `data-ready-ms`, `data-samples-ms`, `data-stress-ms`,
//! `data-shrunk-ms`) but the loop's, which the bench clocks from the click.

use super::workspace;
use crate::Browser;
use fantoccini::Locator;
use std::time::{Duration, Instant};

/// Python ready at most this long after the first Run.
const READY_MS: f64 = 4000.0;
/// dpk's samples judged within this once Python is ready.
const SAMPLES_MS: f64 = 1000.0;
/// 200 random cases of a right solution within this.
const STRESS_MS: f64 = 10_000.0;
/// A wrong solution caught and shrunk within this.
const SHRUNK_MS: f64 = 15_000.0;
/// An infinite loop ended at most this long past its time limit.
const PAST_LIMIT_MS: f64 = 1000.0;
/// The random cases of the stress test.
const CASES: usize = 200;
/// The stress test's seed, the same every run.
const SEED: &str = "53";
/// The section, whose attributes say how long each part took.
const SECTION: &str = "document.querySelector('.gamebits .practice')";
/// A planted wrong dpk: it looks at K's parity alone.
const WRONG: &str = "n, k = map(int, input().split())\nprint('First' if k % 2 else 'Second')\n";
/// An infinite loop.
const LOOP: &str = "while True:\n    pass\n";
/// How long any one part may take before the bench gives up.
const LIMIT: Duration = Duration::from_secs(120);

/// The table of the practice section's goals, on dpk's page of the site served at `base`.
pub async fn practice(browser: &Browser, base: &str) -> Result<(), String> {
    println!("| practice goal | measured | goal | |\n|---|---:|---:|---|");
    let page = format!("{}/problems/dpk.html", base.trim_end_matches('/'));
    let right = std::fs::read_to_string(workspace().join("src/bin/dpk/editorial/solution.py"))
        .map_err(|e| format!("cannot read dpk's solution.py: {e}"))?;
    browser.goto(&page).await?;
    let (ready, others) = run_samples(browser, &right).await?;
    row("Python ready after the first Run", ready, READY_MS);
    let samples = number(browser, "samplesMs").await?;
    row("dpk's samples judged, once ready", samples, SAMPLES_MS);
    browser.goto(&page).await?;
    let (again, _) = run_samples(browser, &right).await?;
    row("Python ready on a new page (cached)", again, READY_MS);
    let agreed = stress(browser, &right, "stressMs").await?;
    row(
        &format!("{CASES} random cases of solution.py"),
        agreed,
        STRESS_MS,
    );
    let shrunk = stress(browser, WRONG, "shrunkMs").await?;
    row("a wrong dpk caught and shrunk", shrunk, SHRUNK_MS);
    let (ended, limit, slowest) = infinite_loop(browser).await?;
    row(
        "an infinite loop ended (its limit + 1 s)",
        ended,
        limit + PAST_LIMIT_MS,
    );
    println!("\nWhile the loop ran, the page answered a script within {slowest:.0} ms at worst.");
    match others.is_empty() {
        true => println!("dpk's `solution.py`: AC on every sample.\n"),
        false => println!("dpk's `solution.py` on the samples, but AC: {others}.\n"),
    }
    Ok(())
}

fn row(what: &str, ms: f64, goal: f64) {
    let mark = match ms <= goal {
        true => "within",
        false => "**over**",
    };
    println!("| {what} | {ms:.0} ms | {goal:.0} ms | {mark} |");
}

/// Python chosen, `code` in the editor, "Run on the samples" clicked: the time Python
/// took to be ready, and the samples' verdicts other than AC (each sample's name, its
/// verdict and line), if any.
async fn run_samples(browser: &Browser, code: &str) -> Result<(f64, String), String> {
    set_code(browser, code).await?;
    clear(browser, &["readyMs", "samplesMs"]).await?;
    click(browser, "Run on the samples").await?;
    let ready = wait_number(browser, "readyMs").await?;
    wait_number(browser, "samplesMs").await?;
    let others = script(
        browser,
        &format!(
            "return [...{SECTION}.querySelectorAll('tr[data-verdict]')]\
             .filter(r => r.dataset.verdict !== 'AC')\
             .map(r => r.cells[0].textContent + ': ' + r.cells[1].textContent).join('; ')"
        ),
    )
    .await?;
    Ok((ready, others.as_str().unwrap_or_default().to_string()))
}

/// `code` stress-tested on [`CASES`] cases of [`SEED`]: the section's `done` time.
async fn stress(browser: &Browser, code: &str, done: &str) -> Result<f64, String> {
    set_code(browser, code).await?;
    clear(browser, &["stressMs", "caughtMs", "shrunkMs"]).await?;
    script(
        browser,
        &format!(
            "{SECTION}.querySelector('.practice-seed').value = '{SEED}'; \
             {SECTION}.querySelector('.practice-cases').value = '{CASES}';"
        ),
    )
    .await?;
    click(browser, "Stress test").await?;
    wait_number(browser, done).await
}

/// The infinite loop run on the samples: from the click to its first TLE (the bench's
/// clock), its time limit, and the slowest answer of the page to a script meanwhile.
async fn infinite_loop(browser: &Browser) -> Result<(f64, f64, f64), String> {
    set_code(browser, LOOP).await?;
    let limit = script(
        browser,
        &format!("return JSON.parse({SECTION}.dataset.factors).py"),
    )
    .await?
    .as_f64()
    .ok_or("no Python time limit in the section")?;
    let start = Instant::now();
    click(browser, "Run on the samples").await?;
    let mut slowest: f64 = 0.0;
    loop {
        let asked = Instant::now();
        let tle = script(
            browser,
            &format!("return {SECTION}.querySelector('tr[data-verdict=\"TLE\"]') !== null"),
        )
        .await?;
        slowest = slowest.max(asked.elapsed().as_secs_f64() * 1000.0);
        if tle.as_bool() == Some(true) {
            let ended = start.elapsed().as_secs_f64() * 1000.0;
            click(browser, "Stop").await?;
            return Ok((ended, limit, slowest));
        }
        if start.elapsed() > LIMIT {
            return Err("the infinite loop was not ended".to_string());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Python chosen and `code` put in the editor as typed.
async fn set_code(browser: &Browser, code: &str) -> Result<(), String> {
    let code = serde_json::to_string(code).map_err(|e| e.to_string())?;
    script(
        browser,
        &format!(
            "const s = {SECTION}; const lang = s.querySelector('.practice-lang'); \
             if (lang.value !== 'py') {{ lang.value = 'py'; lang.dispatchEvent(new Event('change')); }} \
             const area = s.querySelector('.practice-code'); area.value = {code}; \
             area.dispatchEvent(new Event('input'));"
        ),
    )
    .await
    .map(|_| ())
}

/// The section's button named `name`, clicked as a person would.
async fn click(browser: &Browser, name: &str) -> Result<(), String> {
    let xpath =
        format!("//section[contains(@class,'practice')]//button[normalize-space()='{name}']");
    let button = browser
        .client
        .find(Locator::XPath(&xpath))
        .await
        .map_err(|e| format!("no button {name:?}: {e}"))?;
    browser.centre(&button).await?;
    button
        .click()
        .await
        .map_err(|e| format!("cannot click {name:?}: {e}"))
}

/// Forgets the section's times `names`, so that the next ones are this run's.
async fn clear(browser: &Browser, names: &[&str]) -> Result<(), String> {
    for name in names {
        script(browser, &format!("delete {SECTION}.dataset.{name}")).await?;
    }
    Ok(())
}

/// The section's time `name` (a `dataset` name), once it is there.
async fn wait_number(browser: &Browser, name: &str) -> Result<f64, String> {
    let start = Instant::now();
    loop {
        if let Ok(ms) = number(browser, name).await {
            return Ok(ms);
        }
        if start.elapsed() > LIMIT {
            let status = script(
                browser,
                &format!("return {SECTION}.querySelector('.practice-status').textContent"),
            )
            .await?;
            return Err(format!("no {name} after {LIMIT:?} (the status: {status})"));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The section's time `name`, if it is there.
async fn number(browser: &Browser, name: &str) -> Result<f64, String> {
    let value = script(browser, &format!("return {SECTION}.dataset.{name} || null")).await?;
    value
        .as_str()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| format!("no {name}"))
}

async fn script(browser: &Browser, code: &str) -> Result<serde_json::Value, String> {
    browser
        .client
        .execute(code, vec![])
        .await
        .map_err(|e| format!("a script in the page failed: {e}"))
}
