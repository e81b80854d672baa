//! The site in a real browser, opened from disk as a person opens it.
//!
//! `cargo xtask site` builds it once, and each test drives a headless chromium of its
//! own by roles and labels (types, chooses each sample, opens a file, clicks Stop,
//! steps, plays, reads), so that one failure hides none of the others.
//!
//! The slow tier's: it needs `chromium` and `chromium-driver`, on Unix.
#![cfg(unix)]

use fantoccini::Locator;
use gamebits_problems::{Checker, Problem, PROBLEMS};
use gamebits_runner::child::Child;
use gamebits_site_browser::Browser;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

mod accessibility;
mod editorial;
mod embed;
mod play;
mod steps;

/// The answer: role `status`, named "Answer".
const ANSWER: &str = "//*[@role='status' and @aria-label='Answer']";
/// The text box labelled "Judge input".
const INPUT: &str = "//textarea[@id=//label[normalize-space()='Judge input']/@for]";
/// The sample menu, labelled "Sample".
const SAMPLE: &str = "//select[@id=//label[normalize-space()='Sample']/@for]";
/// The file input, labelled "Open a file".
const FILE: &str = "//input[@type='file' and @id=//label[normalize-space()='Open a file']/@for]";
/// The region named "Explanation".
const EXPLANATION: &str = "//*[@role='region' and @aria-label='Explanation']";
/// The states of the graph named "States": focusable, each named.
const STATES: &str = "//*[@aria-label='States']//*[@tabindex='0' and @aria-label]";
/// The line under "States" that says why there is no picture, or what it left out.
const PICTURE_NOTE: &str = "//*[contains(@class,'picture-note')]";
/// The widget, whose `data-state` says whether it is working, done or stopped.
const WIDGET: &str = "//section[contains(@class,'gamebits')]";

/// How long one sample's answer may take in the page.
const ANSWER_LIMIT: Duration = Duration::from_secs(20);

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_lecture_typed_into_dpk_is_answered_tabled_and_drawn() {
    in_browser(lecture);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn every_sample_is_answered_explained_and_drawn() {
    in_browser(every_sample);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn a_large_file_opened_is_answered_as_natively() {
    in_browser(large_file);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn a_run_stopped_with_one_click_leaves_the_page_answering() {
    in_browser(stopped);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn a_page_at_360_px_needs_no_sideways_scrolling() {
    in_window(NARROW, narrow_screen);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_tables_are_stepped_through_forward_and_back() {
    in_window(NARROW, steps::check_steps);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_lectures_game_is_played_from_the_front_page() {
    in_window(NARROW, play::lecture_games);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn every_game_is_played_to_its_end_and_its_transcript_replays() {
    in_window(NARROW, play::whole_games);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn a_game_is_played_by_keyboard_alone() {
    in_window(NARROW, play::keyboard);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn the_pictures_states_play_and_start_games() {
    in_window(NARROW, play::states_clicked);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn two_problems_embedded_in_a_plain_page_answer_and_play() {
    in_browser(embed::plain_page);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn embeds_with_mistakes_say_so_in_one_line_and_break_nothing() {
    in_browser(embed::mistakes);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn a_problem_page_in_an_iframe_is_its_widget_alone() {
    in_browser(embed::iframe);
}

#[test]
#[ignore = "slow tier: builds the site and drives chromium (apt-get install chromium chromium-driver)"]
fn an_embeds_practice_loads_its_module_on_the_first_run_and_catches_a_wrong_solution() {
    in_browser(embed::practice);
}

#[test]
#[ignore = "slow tier: builds the site, installs reveal.js from npm and drives chromium"]
fn an_embed_in_a_reveal_deck_starts_when_its_slide_is_shown() {
    in_browser(embed::deck);
}

#[test]
#[ignore = "slow tier: builds the site, installs axe-core from npm and drives chromium"]
fn axe_finds_no_violation_in_gamebits_own_elements() {
    in_browser(accessibility::every_page);
}

/// The window of most tests, in pixels.
const WIDE: (u32, u32) = (1000, 900);
/// A phone's window, in pixels: the steps and play are checked there, as a person on a
/// phone steps and plays.
const NARROW: (u32, u32) = (360, 800);

/// Runs `check` on the site in a browser of its own, one browser at a time (each is a
/// chromium, and the machine may have two cores); the browser is closed whatever the
/// check finds, then its verdict given.
fn in_browser(check: impl AsyncFnOnce(&Browser, &Path) -> Result<(), String>) {
    in_window(WIDE, check);
}

/// [`in_browser`] with the window `size` wide and high, in pixels.
fn in_window(size: (u32, u32), check: impl AsyncFnOnce(&Browser, &Path) -> Result<(), String>) {
    static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
    let site = site();
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    runtime.block_on(async {
        let browser = Browser::start(size.0, size.1)
            .await
            .expect("chromium starts");
        let checked = check(&browser, site).await;
        let closed = browser.close().await;
        checked.unwrap();
        closed.unwrap();
    });
}

/// The site, built by the first test that asks for it.
fn site() -> &'static Path {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    SITE.get_or_init(build_site)
}

/// Every problem's samples, each problem checked whatever the others' verdicts; the
/// failures of all of them together.
async fn every_sample(browser: &Browser, site: &Path) -> Result<(), String> {
    let mut failures = Vec::new();
    for problem in site_problems() {
        let start = std::time::Instant::now();
        match samples(browser, site, problem).await {
            Ok(()) => eprintln!(
                "{}: every sample answered in {:?}",
                problem.binary,
                start.elapsed()
            ),
            Err(e) => failures.push(e),
        }
    }
    match failures.is_empty() {
        true => Ok(()),
        false => Err(failures.join("\n")),
    }
}

/// The lecture's example typed into dpk's page: `Second`, the piles 10 … 0 as
/// L W W W L W W L W W L in the explanation's table, and eleven states, focusable and
/// named by their words.
async fn lecture(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    let input = find(browser, INPUT).await?;
    input.clear().await.map_err(|e| e.to_string())?;
    input
        .send_keys("4 10\n1 2 5 9")
        .await
        .map_err(|e| e.to_string())?;
    let answer = browser
        .text_when(ANSWER, ANSWER_LIMIT, |text| text == "Second")
        .await?;
    assert_eq!(answer, "Second");
    wait_done(browser).await?;
    let mut table = String::new();
    for row in 1..=11 {
        let row = format!("({EXPLANATION}//table//tbody/tr)[{row}]");
        let pile = browser.text(&format!("{row}/td[1]")).await?;
        let value = browser.text(&format!("{row}/td[2]")).await?;
        table.push_str(&format!("{pile}{value} "));
    }
    let want = "10L 9W 8W 7W 6L 5W 4W 3L 2W 1W 0L ";
    check(table == want, || {
        format!("dpk's table: {table}, not {want}")
    })?;
    let states = names(browser, STATES).await?;
    check(states.len() == 11, || format!("dpk's states: {states:?}"))?;
    check(states.contains(&"10, L in 4 moves".to_string()), || {
        format!("no state 10 named with its words and L: {states:?}")
    })
}

/// Each sample of `problem` chosen in its page's menu: its answer as the `.out` says
/// (by the problem's checker) or its `.err` line; on the first, the explanation and the
/// graph (or the line that says the binary draws none).
async fn samples(browser: &Browser, site: &Path, problem: &Problem) -> Result<(), String> {
    browser
        .open(&site.join(format!("problems/{}.html", problem.binary)))
        .await?;
    let menu = find(browser, SAMPLE).await?;
    let options = names_of_options(browser).await?;
    check(!options.is_empty(), || {
        format!("{}: no sample in the menu", problem.binary)
    })?;
    for (i, name) in options.iter().enumerate() {
        if i > 0 {
            menu.select_by_value(name)
                .await
                .map_err(|e| e.to_string())?;
        }
        let answer = answer_of(browser)
            .await
            .map_err(|e| format!("{}/{name}: {e}", problem.binary))?;
        judge(problem, name, &answer)?;
        if i == 0 {
            wait_done(browser).await?;
            explained_and_drawn(browser, problem).await?;
        }
    }
    Ok(())
}

/// Whether the page's `answer` to the sample `name` is what `samples/` says.
fn judge(problem: &Problem, name: &str, answer: &str) -> Result<(), String> {
    let folder = workspace().join("samples").join(problem.binary);
    let sample = format!("{}/{name}", problem.binary);
    if let Ok(error) = std::fs::read_to_string(folder.join(format!("{name}.err"))) {
        let line = error.lines().next().unwrap_or_default();
        return check(answer == line, || {
            format!("{sample}: {answer:?}, not {line:?}")
        });
    }
    let expected = std::fs::read_to_string(folder.join(format!("{name}.out")))
        .map_err(|e| format!("{sample}: no .out or .err: {e}"))?;
    let checker: Checker = problem.checker;
    // The page shows what the binary prints, without the newline that ends it.
    checker
        .compare(&expected, &format!("{answer}\n"))
        .map_err(|why| format!("{sample}: {why}"))
}

/// The explanation is there, and the states (focusable and named) or a line saying why
/// there is no picture.
async fn explained_and_drawn(browser: &Browser, problem: &Problem) -> Result<(), String> {
    let explanation = browser.text(EXPLANATION).await?;
    check(explanation.len() > "Explanation".len() + 20, || {
        format!("{}: no explanation: {explanation:?}", problem.binary)
    })?;
    let states = names(browser, STATES).await?;
    let note = browser.text(PICTURE_NOTE).await?;
    check(!states.is_empty() || note.starts_with("No picture"), || {
        format!(
            "{}: no state drawn and no line saying why ({note:?})",
            problem.binary
        )
    })
}

/// qccp1's largest worst case (13 MB) opened as a file: the page answers as the
/// native binary does.
async fn large_file(browser: &Browser, site: &Path) -> Result<(), String> {
    let file = worst_qccp1_file()?;
    let text = std::fs::read(&file).map_err(|e| e.to_string())?;
    let native = native_answer("qccp1", &text)?;
    browser.open(&site.join("problems/qccp1.html")).await?;
    wait_done(browser).await?;
    let file_input = find(browser, FILE).await?;
    file_input
        .send_keys(&file.display().to_string())
        .await
        .map_err(|e| e.to_string())?;
    let answered = format!("{WIDGET}[@data-answer-ms]");
    browser
        .text_when(&answered, Duration::from_secs(60), |_| true)
        .await?;
    let answer = browser.text(ANSWER).await?;
    check(answer == native, || {
        format!("qccp1's 13 MB input: {answer:?}, natively {native:?}")
    })?;
    Ok(())
}

/// A run (its answer, explanation or picture) of qccp1's largest worst case stopped
/// with one click: the page says so, and answers the next input.
async fn stopped(browser: &Browser, site: &Path) -> Result<(), String> {
    let file = worst_qccp1_file()?;
    browser.open(&site.join("problems/qccp1.html")).await?;
    wait_done(browser).await?;
    let file_input = find(browser, FILE).await?;
    file_input
        .send_keys(&file.display().to_string())
        .await
        .map_err(|e| e.to_string())?;
    let working = format!("{WIDGET}[@data-state='working']");
    browser.text_when(&working, ANSWER_LIMIT, |_| true).await?;
    find(browser, "//button[normalize-space()='Stop']")
        .await?
        .click()
        .await
        .map_err(|e| e.to_string())?;
    browser
        .text_when("//*[contains(@class,'progress')]", ANSWER_LIMIT, |text| {
            text.starts_with("Stopped")
        })
        .await?;
    let stopped = format!("{WIDGET}[@data-state='stopped']");
    browser.text_when(&stopped, ANSWER_LIMIT, |_| true).await?;
    find(browser, SAMPLE)
        .await?
        .select_by_index(1)
        .await
        .map_err(|e| e.to_string())?;
    answer_of(browser).await.map(|_| ())
}

/// qccp1's largest worst case (13 MB), written to a file once.
fn worst_qccp1_file() -> Result<PathBuf, String> {
    static FILE: OnceLock<Result<PathBuf, String>> = OnceLock::new();
    FILE.get_or_init(|| {
        let qccp1 = gamebits_problems::problem("qccp1").expect("qccp1 is registered");
        let text = (qccp1.worst_cases[0].generate)();
        check(text.len() > 10 << 20, || {
            format!("qccp1's worst case is {} bytes", text.len())
        })?;
        let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("qccp1-worst.in");
        std::fs::write(&file, &text).map_err(|e| e.to_string())?;
        Ok(file)
    })
    .clone()
}

/// The answer, once the page has it (the widget's `data-answer-ms` says when).
async fn answer_of(browser: &Browser) -> Result<String, String> {
    let answered = format!("{WIDGET}[@data-answer-ms]");
    browser.text_when(&answered, ANSWER_LIMIT, |_| true).await?;
    browser.text(ANSWER).await
}

/// At 360 px wide (the window [`NARROW`]), a page needs no sideways scrolling.
async fn narrow_screen(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait_done(browser).await?;
    let width = browser
        .client
        .execute("return document.documentElement.scrollWidth", vec![])
        .await
        .map_err(|e| e.to_string())?;
    let viewport = browser
        .client
        .execute("return document.documentElement.clientWidth", vec![])
        .await
        .map_err(|e| e.to_string())?;
    check(width == viewport, || {
        format!("at 360 px the page is {width} px wide")
    })
}

/// Waits until the widget has finished (answer, explanation and picture).
async fn wait_done(browser: &Browser) -> Result<(), String> {
    let state = format!("{WIDGET}[@data-state='done' or @data-state='stopped']");
    browser
        .text_when(&state, ANSWER_LIMIT, |_| true)
        .await
        .map(|_| ())
}

async fn find(browser: &Browser, xpath: &str) -> Result<fantoccini::elements::Element, String> {
    browser
        .client
        .find(Locator::XPath(xpath))
        .await
        .map_err(|e| format!("no {xpath}: {e}"))
}

/// The accessible names (`aria-label`) of the elements `xpath` finds.
async fn names(browser: &Browser, xpath: &str) -> Result<Vec<String>, String> {
    let mut names = Vec::new();
    let found = browser
        .client
        .find_all(Locator::XPath(xpath))
        .await
        .map_err(|e| e.to_string())?;
    for element in found {
        let name = element
            .attr("aria-label")
            .await
            .map_err(|e| e.to_string())?;
        names.extend(name);
    }
    Ok(names)
}

/// The samples the menu offers (its first option is one's own input).
async fn names_of_options(browser: &Browser) -> Result<Vec<String>, String> {
    let options = browser
        .client
        .find_all(Locator::XPath(&format!("{SAMPLE}/option[position() > 1]")))
        .await
        .map_err(|e| e.to_string())?;
    let mut names = Vec::new();
    for option in options {
        names.push(
            option
                .prop("value")
                .await
                .map_err(|e| e.to_string())?
                .unwrap_or_default(),
        );
    }
    Ok(names)
}

fn check(ok: bool, why: impl FnOnce() -> String) -> Result<(), String> {
    match ok {
        true => Ok(()),
        false => Err(why()),
    }
}

/// The problems with a page: those whose binary explains, as their registry entries
/// declare (`gamebits_problems::Shows`), from which the site is built.
fn site_problems() -> Vec<&'static Problem> {
    PROBLEMS.iter().filter(|p| p.shows.explains).collect()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `cargo xtask site --out <tmp>/site`, and the folder.
fn build_site() -> PathBuf {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("site");
    let mut command = Command::new(env!("CARGO"));
    command
        .current_dir(workspace())
        .args(["xtask", "site", "--out"])
        .arg(&out);
    let mut cargo = Child::spawn(&mut command).expect("cargo runs");
    let status = cargo.wait_until(None).expect("cargo ends").status;
    assert!(status.success(), "cargo xtask site failed");
    out.canonicalize().expect("the site is there")
}

/// Builds the native binaries as the tests build them (with cargo's test profile,
/// which after `cargo test` finds them built).
fn build_native() -> Result<(), String> {
    gamebits_test_support::build_binaries()
}

/// What the native binary prints on `input` (its answer, or its error line), built as
/// the tests build the binaries.
fn native_answer(binary: &str, input: &[u8]) -> Result<String, String> {
    build_native()?;
    let output =
        gamebits_test_support::run_binary(&gamebits_test_support::binary_path(binary), input);
    let text = match output.status.success() {
        true => output.stdout,
        false => output.stderr,
    };
    Ok(String::from_utf8_lossy(&text).trim_end().to_string())
}

/// What the native binary's `--explain=steps-all` records on `input`, built as the tests
/// build the binaries.
fn native_steps(
    binary: &str,
    input: &[u8],
) -> Result<Vec<gamebits_test_support::steps::Step>, String> {
    build_native()?;
    gamebits_test_support::steps::steps(binary, input)
}
