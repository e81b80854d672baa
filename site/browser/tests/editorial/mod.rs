//! The editorial of a problem's page, by roles and names.
//!
//! The hints before the code; the
//! solution in four tabs ("Rust", "C++", "Python", "Java"), moved along by keyboard as
//! the WAI-ARIA tabs pattern says, each showing its files' text; the language chosen on
//! one page shown on the next; and dpk's lecture table stepped to "10 is L", which
//! lights up the lines of the shown solution that decide it, in Rust and in Python, and
//! copies them beside the step's rule.

use super::steps::{NEXT, PREVIOUS, STATUS};
use super::{check, find, in_window, wait_done, workspace, SAMPLE, WIDE};
use fantoccini::elements::Element;
use fantoccini::Locator;
use gamebits_site_browser::Browser;
use std::path::{Path, PathBuf};

/// The summary that opens the solution.
const SOLUTION: &str = "//details[contains(@class,'editorial')]/summary";
/// The tab list named "The solution's language".
const TABLIST: &str = "//*[@role='tablist' and @aria-label=\"The solution's language\"]";
/// The panel shown (the others are hidden).
const SHOWN_PANEL: &str = "//*[@role='tabpanel' and not(@hidden)]";
/// The lines of the shown panel that decide the current step.
const CURRENT_LINES: &str = "//*[@role='tabpanel' and not(@hidden)]//*[@aria-current='step']";
/// The hints, each a `details` whose summary names it.
const HINTS: &str =
    "//section[@aria-labelledby=//h3[normalize-space()='Hints']/@id]//details/summary";

/// The lines that decide the current step, beside its rule in the Steps region.
const BESIDE: &str = "//*[@role='region' and @aria-label='Steps']//figure[not(@hidden)]";

/// The names of the tabs, in order.
const LANGUAGES: [&str; 4] = ["Rust", "C++", "Python", "Java"];

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_solution_is_in_four_tabs_after_the_hints_and_moved_along_by_keyboard() {
    in_window(WIDE, tabs_by_keyboard);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_language_chosen_on_one_page_is_shown_on_the_next() {
    in_window(WIDE, language_kept);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_step_10_is_l_lights_up_the_lines_that_decide_it() {
    in_window(WIDE, step_lines);
}

/// dpk's page: three hints, then the solution; four tabs, Rust chosen; Right, End,
/// Left and Home move the choice (and the focus) round them, each showing its panel
/// with its file's text, the others hidden.
async fn tabs_by_keyboard(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    let hints = texts(browser, HINTS).await?;
    check(hints.len() == 3 && hints[0].starts_with("Hint 1"), || {
        format!("dpk's hints: {hints:?}")
    })?;
    open_solution(browser).await?;
    let tabs = texts(browser, &format!("{TABLIST}//*[@role='tab']")).await?;
    check(tabs == LANGUAGES, || format!("the tabs: {tabs:?}"))?;
    shows(browser, "Rust", "src/bin/dpk/main.rs").await?;
    click(browser, &tab("Rust")).await?;
    for (key, name, file) in [
        ("\u{E014}", "C++", "src/bin/dpk/editorial/solution.cpp"),
        ("\u{E010}", "Java", "src/bin/dpk/editorial/Solution.java"),
        ("\u{E012}", "Python", "src/bin/dpk/editorial/solution.py"),
        ("\u{E011}", "Rust", "src/bin/dpk/main.rs"),
        ("\u{E012}", "Java", "src/bin/dpk/editorial/Solution.java"),
        ("\u{E014}", "Rust", "src/bin/dpk/main.rs"),
    ] {
        focused(browser)
            .await?
            .send_keys(key)
            .await
            .map_err(|e| e.to_string())?;
        let now = focused(browser)
            .await?
            .text()
            .await
            .map_err(|e| e.to_string())?;
        check(now == name, || {
            format!("the focus is on {now:?}, not the tab {name}")
        })?;
        shows(browser, name, file).await?;
    }
    Ok(())
}

/// Python chosen on dpk's page: qccp1's page opens on Python; the memoised form beside
/// the iterative one, labelled.
async fn language_kept(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    open_solution(browser).await?;
    click(browser, &tab("Python")).await?;
    shows(browser, "Python", "src/bin/dpk/editorial/solution.py").await?;
    browser.open(&site.join("problems/qccp1.html")).await?;
    wait_done(browser).await?;
    open_solution(browser).await?;
    shows(browser, "Python", "src/bin/qccp1/editorial/solution.py").await?;
    shows(browser, "Python", "src/bin/qccp1/editorial/memoised.py").await?;
    let captions = texts(browser, &format!("{SHOWN_PANEL}//figcaption")).await?;
    check(
        captions.len() == 2
            && captions[0].starts_with("Iterative")
            && captions[1].starts_with("Memoised recursion"),
        || format!("qccp1's Python panel: {captions:?}"),
    )
}

/// dpk's lecture table stepped to its last step, "10 is L": the Rust panel lights up
/// the table's fill, and the Python panel the loop over the moves (in both forms); at
/// "9 is W", the move that finds an L pile; back at the start, nothing. Then the first
/// step of dmopc20c6p3 and of cco15p2, in Python, the language kept.
async fn step_lines(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    find(browser, SAMPLE)
        .await?
        .select_by_value("lecture")
        .await
        .map_err(|e| e.to_string())?;
    wait_done(browser).await?;
    open_solution(browser).await?;
    for _ in 0..10 {
        click(browser, NEXT).await?;
    }
    lit(
        browser,
        "9 is W",
        &["let win = tabulate("],
        &[".any(|&a| !win[pile - a])"],
    )
    .await?;
    click(browser, NEXT).await?;
    lit(
        browser,
        "10 is L",
        &[],
        &["let win = tabulate(", ".any(|&a| !win[pile - a])"],
    )
    .await?;
    beside(browser, "src/bin/dpk/main.rs", "let win = tabulate(").await?;
    let rust_step = screenshot(browser, CURRENT_LINES, "dpk-step-10-rust.png").await?;
    click(browser, &tab("Python")).await?;
    // Both forms: the loop of the iterative and of the memoised one.
    let python = [
        "for a in moves:",
        "if a > pile:",
        "if not win[pile - a]:",
        "if not wins(pile - a):",
    ];
    lit(browser, "10 is L", &["win[pile] = True"], &python).await?;
    beside(
        browser,
        "src/bin/dpk/editorial/solution.py",
        "for a in moves:",
    )
    .await?;
    let python_step = screenshot(browser, CURRENT_LINES, "dpk-step-10-python.png").await?;
    let steps_step = screenshot(browser, STATUS, "dpk-step-10-steps.png").await?;
    let tabs = screenshot(browser, TABLIST, "dpk-tabs.png").await?;
    eprintln!(
        "dpk at 10 is L: {}, {}, {} and {}",
        rust_step.display(),
        python_step.display(),
        steps_step.display(),
        tabs.display()
    );
    for _ in 0..11 {
        click(browser, PREVIOUS).await?;
    }
    let lines = texts(browser, CURRENT_LINES).await?;
    check(lines.is_empty(), || {
        format!("no step taken, yet lit: {lines:?}")
    })?;
    for (binary, line) in [
        ("dmopc20c6p3", "caught = [out[c] == 0"),
        ("cco15p2", "for w, l in roads[v]:"),
    ] {
        browser
            .open(&site.join(format!("problems/{binary}.html")))
            .await?;
        wait_done(browser).await?;
        open_solution(browser).await?;
        click(browser, NEXT).await?;
        let file = format!("src/bin/{binary}/editorial/solution.py");
        beside(browser, &file, line).await?;
    }
    Ok(())
}

/// The status says `step`, and the lines lit in the shown panel hold each of `lit` and
/// none of `unlit`.
async fn lit(browser: &Browser, step: &str, unlit: &[&str], lit: &[&str]) -> Result<(), String> {
    let status = browser.text(STATUS).await?;
    check(status.contains(step), || {
        format!("the status {status:?}, not at {step:?}")
    })?;
    let lines = texts(browser, CURRENT_LINES).await?.join("");
    for line in lit {
        check(lines.contains(line), || {
            format!("at {step:?}, {line:?} is not lit: {lines:?}")
        })?;
    }
    for line in unlit {
        check(!lines.contains(line), || {
            format!("at {step:?}, {line:?} is lit: {lines:?}")
        })?;
    }
    Ok(())
}

/// Beside the step's rule, the lines that decide it, from `file`, the first holding
/// `line`.
async fn beside(browser: &Browser, file: &str, line: &str) -> Result<(), String> {
    let text = browser.text(BESIDE).await?;
    check(text.contains(file) && text.contains(line), || {
        format!("beside the step: {text:?}, not {line:?} of {file}")
    })
}

/// The tab `name` is the one chosen, and its panel, the one shown, holds the text of
/// `file` (from the workspace) exactly, in one of its code blocks.
async fn shows(browser: &Browser, name: &str, file: &str) -> Result<(), String> {
    let chosen = texts(
        browser,
        &format!("{TABLIST}//*[@role='tab' and @aria-selected='true']"),
    )
    .await?;
    check(chosen == [name], || {
        format!("chosen: {chosen:?}, not {name}")
    })?;
    let panel = find(browser, SHOWN_PANEL).await?;
    let controls = find(browser, &tab(name))
        .await?
        .attr("aria-controls")
        .await
        .map_err(|e| e.to_string())?;
    let id = panel.attr("id").await.map_err(|e| e.to_string())?;
    check(controls.is_some() && controls == id, || {
        format!("the tab {name} controls {controls:?}; {id:?} is shown")
    })?;
    let panels = texts(browser, SHOWN_PANEL).await?;
    check(panels.len() == 1, || {
        format!("{} panels shown", panels.len())
    })?;
    let text = std::fs::read_to_string(workspace().join(file)).map_err(|e| e.to_string())?;
    let codes = texts(browser, &format!("{SHOWN_PANEL}//pre")).await?;
    check(codes.contains(&text), || {
        format!("the {name} panel does not hold {file} as it is")
    })
}

/// Opens the solution's `details`.
async fn open_solution(browser: &Browser) -> Result<(), String> {
    click(browser, SOLUTION).await
}

/// The tab named `name`.
fn tab(name: &str) -> String {
    format!("{TABLIST}//*[@role='tab' and normalize-space()='{name}']")
}

/// The element that has the focus.
async fn focused(browser: &Browser) -> Result<Element, String> {
    browser
        .client
        .active_element()
        .await
        .map_err(|e| e.to_string())
}

/// The `textContent` of every element `xpath` finds.
async fn texts(browser: &Browser, xpath: &str) -> Result<Vec<String>, String> {
    let found = browser
        .client
        .find_all(Locator::XPath(xpath))
        .await
        .map_err(|e| e.to_string())?;
    let mut texts = Vec::new();
    for element in found {
        let text = element
            .prop("textContent")
            .await
            .map_err(|e| e.to_string())?;
        texts.push(text.unwrap_or_default());
    }
    Ok(texts)
}

/// Clicks the element `xpath` finds, scrolled first to the middle of the window (out
/// from under the book's menu bar).
async fn click(browser: &Browser, xpath: &str) -> Result<(), String> {
    let element = find(browser, xpath).await?;
    browser.centre(&element).await?;
    element
        .click()
        .await
        .map_err(|e| format!("cannot click {xpath}: {e}"))
}

/// The window, the first element `xpath` finds scrolled into its middle, as a PNG file
/// in the tests' scratch folder, to look at.
async fn screenshot(browser: &Browser, xpath: &str, name: &str) -> Result<PathBuf, String> {
    let element = find(browser, xpath).await?;
    browser.centre(&element).await?;
    let png = browser
        .client
        .screenshot()
        .await
        .map_err(|e| e.to_string())?;
    let file = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&file, png).map_err(|e| e.to_string())?;
    Ok(file)
}
