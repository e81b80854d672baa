//! Stepping through the reasoning in the page.
//!
//! Stepping through the reasoning, by clicks on "Next step" and "Previous step" (and one
//! by keyboard): dpk's lecture table filled from pile 0 to 10 and back, its column and
//! each step's rule as the native `--explain=steps` says them, the picture's states
//! grey until decided; dmopc20c6p3's cities and cco15p2's bitmask states the same way.

use super::{check, find, native_steps, wait_done, ANSWER_LIMIT, SAMPLE};
use fantoccini::Locator;
use gamebits_site_browser::Browser;
use gamebits_test_support::steps::Step;
use std::path::Path;

/// The Steps region.
const STEPS: &str = "//*[@role='region' and @aria-label='Steps']";
/// Its status line, which says the current step's rule.
pub const STATUS: &str =
    "//*[@role='region' and @aria-label='Steps']//*[@role='status' and @aria-label='Step']";
/// The button "Next step".
pub const NEXT: &str =
    "//*[@role='region' and @aria-label='Steps']//button[normalize-space()='Next step']";
/// The button "Previous step".
pub const PREVIOUS: &str =
    "//*[@role='region' and @aria-label='Steps']//button[normalize-space()='Previous step']";
/// The picture's states not decided yet.
const UNDECIDED: &str =
    "//*[@aria-label='States']//*[@data-state and contains(@class,'undecided')]";
/// The picture's state just decided.
const CURRENT: &str = "//*[@aria-label='States']//*[@data-state and contains(@class,'current')]";

/// dpk's lecture table, dmopc20c6p3's and cco15p2's first samples, stepped through.
pub async fn check_steps(browser: &Browser, site: &Path) -> Result<(), String> {
    let lecture = b"4 10\n1 2 5 9\n";
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    find(browser, SAMPLE)
        .await?
        .select_by_value("lecture")
        .await
        .map_err(|e| e.to_string())?;
    let column = step_through(browser, "dpk", lecture).await?;
    check(column == "LWWLWWLWWWL", || {
        format!("dpk's lecture table stepped from 0 to 10: {column}, not LWWLWWLWWWL")
    })?;
    eprintln!("dpk: the lecture's table stepped from 0 to 10 and back: {column}");
    for (binary, sample) in [("dmopc20c6p3", "1"), ("cco15p2", "1")] {
        browser
            .open(&site.join(format!("problems/{binary}.html")))
            .await?;
        wait_done(browser).await?;
        let input = std::fs::read(super::workspace().join(format!("samples/{binary}/{sample}.in")))
            .map_err(|e| e.to_string())?;
        let values = step_through(browser, binary, &input).await?;
        eprintln!("{binary}: sample {sample} stepped forward and back: {values}");
    }
    Ok(())
}

/// Steps the page's table to its end and back by clicks, the first step by keyboard;
/// at each step the status says the native step's rule, the table shows the values
/// decided so far and `?` for the rest and the rule of the step just taken, and the
/// picture greys exactly the states not decided yet. Returns the values, in order.
async fn step_through(browser: &Browser, binary: &str, input: &[u8]) -> Result<String, String> {
    wait_done(browser).await?;
    let steps = native_steps(binary, input)?;
    let count = steps.len();
    check(count > 0, || format!("{binary}: no native step"))?;
    let opening = format!("No state decided yet: {count} steps");
    browser
        .text_when(STATUS, ANSWER_LIMIT, |status| status.starts_with(&opening))
        .await
        .map_err(|e| format!("{binary}: the steps do not open on {opening:?}: {e}"))?;
    // The first step by keyboard: the button focused, then Enter.
    find(browser, NEXT)
        .await?
        .send_keys("\u{E007}")
        .await
        .map_err(|e| e.to_string())?;
    shows(browser, binary, &steps, 1).await?;
    for taken in 2..=count {
        click(browser, NEXT).await?;
        shows(browser, binary, &steps, taken).await?;
    }
    click(browser, NEXT).await?;
    shows(browser, binary, &steps, count).await?;
    let values = table_values(browser, count).await?;
    for taken in (0..count).rev() {
        click(browser, PREVIOUS).await?;
        shows(browser, binary, &steps, taken).await?;
    }
    Ok(values)
}

/// The page shows the first `taken` of `steps` decided.
async fn shows(
    browser: &Browser,
    binary: &str,
    steps: &[Step],
    taken: usize,
) -> Result<(), String> {
    let status = browser.text(STATUS).await?;
    let expected = match taken {
        0 => format!("No state decided yet: {} steps", steps.len()),
        _ => format!("Step {taken} of {}: {}", steps.len(), steps[taken - 1].rule),
    };
    check(status.starts_with(&expected), || {
        format!("{binary} at step {taken}: the status is {status:?}, not {expected:?}")
    })?;
    let values = table_values(browser, steps.len()).await?;
    let expected: String = steps
        .iter()
        .enumerate()
        .map(|(i, step)| if i < taken { step.value.as_str() } else { "?" })
        .collect();
    check(values == expected, || {
        format!("{binary} at step {taken}: the table's values {values}, not {expected}")
    })?;
    if let Some(step) = steps[..taken].last() {
        let rule = browser
            .text(&format!("({STEPS}//table//tbody/tr)[{taken}]/td[4]"))
            .await?;
        check(rule == step.rule, || {
            format!(
                "{binary} at step {taken}: the table's rule {rule:?}, not {:?}",
                step.rule
            )
        })?;
    }
    let undecided = data_states(browser, UNDECIDED).await?;
    let expected: Vec<String> = steps[taken..]
        .iter()
        .map(|step| step.state.clone())
        .collect();
    check(undecided == sorted(expected.clone()), || {
        format!("{binary} at step {taken}: grey in the picture {undecided:?}, not {expected:?}")
    })?;
    let current = data_states(browser, CURRENT).await?;
    let expected: Vec<String> = steps[..taken]
        .last()
        .map(|step| step.state.clone())
        .into_iter()
        .collect();
    check(current == expected, || {
        format!("{binary} at step {taken}: marked in the picture {current:?}, not {expected:?}")
    })
}

/// The value column of the steps' table, its first `count` rows, joined.
async fn table_values(browser: &Browser, count: usize) -> Result<String, String> {
    let mut values = String::new();
    for row in 1..=count {
        values += &browser
            .text(&format!("({STEPS}//table//tbody/tr)[{row}]/td[3]"))
            .await?;
    }
    Ok(values)
}

/// The `data-state` of the elements `xpath` finds, sorted.
async fn data_states(browser: &Browser, xpath: &str) -> Result<Vec<String>, String> {
    let found = browser
        .client
        .find_all(Locator::XPath(xpath))
        .await
        .map_err(|e| e.to_string())?;
    let mut states = Vec::new();
    for element in found {
        let state = element
            .attr("data-state")
            .await
            .map_err(|e| e.to_string())?;
        states.extend(state);
    }
    Ok(sorted(states))
}

fn sorted(mut states: Vec<String>) -> Vec<String> {
    states.sort();
    states
}

async fn click(browser: &Browser, xpath: &str) -> Result<(), String> {
    find(browser, xpath)
        .await?
        .click()
        .await
        .map_err(|e| format!("cannot click {xpath}: {e}"))
}
