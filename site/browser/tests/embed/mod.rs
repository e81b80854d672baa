//! The embed in a teacher's own pages, opened from disk.
//!
//! `embed.js` from the built site and `<gamebits-problem>` elements in a plain page
//! (each answered in its status "Answer", dpk's game played to `winner:` by clicks), in
//! a page with mistakes (each element's one line, the others still answering), as an
//! iframe, in a reveal.js deck (started when its slide is shown), and with its practice
//! (its module loaded on the first Run, a wrong solution caught). The pages are the
//! files beside this one, their `@SITE@` and other names filled in by the test.

use super::{check, find, judge, ANSWER_LIMIT};
use fantoccini::Locator;
use gamebits_site_browser::Browser;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The `n`th `<gamebits-problem>` of the page (from 1).
fn element(n: usize) -> String {
    format!("(//*[local-name()='gamebits-problem'])[{n}]")
}
/// In an element, its answer: role `status`, named "Answer".
const ANSWER: &str = "//*[@role='status' and @aria-label='Answer']";
/// In an element, its move buttons.
const MOVES: &str = "//*[@role='group' and @aria-label='Moves']//button";
/// In an element, its game's log.
const GAME: &str = "//*[@role='log' and @aria-label='Game']";
/// In an element, the one line that says what is wrong.
const ERROR: &str = "//*[contains(@class,'gamebits-error')]";
/// In an element, its practice's language menu, labelled "Language".
const LANGUAGE: &str = "//select[@id=//label[normalize-space()='Language']/@for]";
/// In an element, its practice's editor, named "Your solution's code".
const EDITOR: &str = "//textarea[@aria-label=\"Your solution's code\"]";
/// In an element, its practice's seed, labelled "Seed".
const SEED: &str = "//input[@id=//label[normalize-space()='Seed']/@for]";
/// In an element, its practice's status.
const PRACTICE_STATUS: &str = "//*[@role='status' and @aria-label='Practice status']";
/// The versions of the npm packages the tests use, pinned.
const REVEAL: &str = "reveal.js@5.2.1";

/// The plain page: dpk's answer `Second` and its game played to `winner:` by clicks,
/// qccp1's first sample answered as its `.out` says.
pub async fn plain_page(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&lecture_page(site)?).await?;
    let qccp1 = first_sample("qccp1")?;
    let dpk = answer(browser, 1, |text| !text.is_empty()).await?;
    check(dpk == "Second", || format!("dpk's answer: {dpk:?}"))?;
    let answer = answer(browser, 2, |text| !text.is_empty()).await?;
    let problem = gamebits_problems::problem("qccp1").expect("qccp1 is registered");
    let name = qccp1.file_stem().unwrap_or_default().to_string_lossy();
    judge(problem, &name, &answer)?;
    let shown = shown_parts(browser, 1).await?;
    check(shown == ["Answer", "Play"], || {
        format!("dpk's element with show=\"answer play\" shows {shown:?}")
    })?;
    wait_embeds_done(browser).await?;
    let log = play_to_the_end(browser, 1).await?;
    eprintln!(
        "dpk embedded: Second, played by clicks to {:?}",
        log.lines().last()
    );
    let picture = browser
        .client
        .screenshot()
        .await
        .map_err(|e| e.to_string())?;
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("embed-page.png");
    std::fs::write(&file, picture).map_err(|e| e.to_string())?;
    eprintln!("the page: {}", file.display());
    eprintln!("qccp1 embedded: sample {name} answered {answer:?}");
    Ok(())
}

/// The page with mistakes: an unknown problem, an input dpk refuses and a part it does
/// not know each get their one line, and the element after them still answers, its
/// input read only.
pub async fn mistakes(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&page(site, "broken.html", &[])?).await?;
    let unknown = line(browser, 1).await?;
    check(unknown.starts_with("gamebits: no problem \"dpkk\""), || {
        format!("an unknown problem: {unknown:?}")
    })?;
    let refused = answer(browser, 2, |text| !text.is_empty()).await?;
    let native = super::native_answer("dpk", b"4 10\n1 2 x 9")?;
    check(refused == native, || {
        format!("a refused input: {refused:?}, natively {native:?}")
    })?;
    let part = line(browser, 3).await?;
    check(part.contains("no part \"sound\""), || {
        format!("an unknown part: {part:?}")
    })?;
    let fourth = answer(browser, 4, |text| !text.is_empty()).await?;
    check(fourth == "Second", || {
        format!("the fourth element: {fourth:?}")
    })?;
    let box_ = find(browser, &format!("{}//textarea", element(4))).await?;
    let readonly = box_.prop("readOnly").await.map_err(|e| e.to_string())?;
    check(readonly.as_deref() == Some("true"), || {
        format!("readonly's input box: readOnly is {readonly:?}")
    })?;
    let after = browser.text("//p[@id='after']").await?;
    check(after == "The page goes on.", || {
        format!("the page after: {after:?}")
    })
}

/// The practice of dpk in an element (`show="answer practice"`), from disk: its module
/// not loaded with the answer, then a wrong JavaScript dpk (always `First`) caught by
/// the stress test and shrunk, by that module loaded on the first Run.
pub async fn practice(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&page(site, "practice.html", &[])?).await?;
    let dpk = answer(browser, 1, |text| !text.is_empty()).await?;
    check(dpk == "Second", || format!("dpk's answer: {dpk:?}"))?;
    check(!browser.practice_module_loaded().await?, || {
        "the practice's module loaded with the answer".into()
    })?;
    let language = find(browser, &format!("{}{LANGUAGE}", element(1))).await?;
    language
        .select_by_label("JavaScript")
        .await
        .map_err(|e| e.to_string())?;
    let editor = find(browser, &format!("{}{EDITOR}", element(1))).await?;
    let editor = serde_json::to_value(&editor).map_err(|e| e.to_string())?;
    browser
        .client
        .execute(
            "arguments[0].value = 'console.log(\"First\");'; \
             arguments[0].dispatchEvent(new Event('input'));",
            vec![editor],
        )
        .await
        .map_err(|e| format!("cannot write the code: {e}"))?;
    let seed = find(browser, &format!("{}{SEED}", element(1))).await?;
    seed.clear().await.map_err(|e| e.to_string())?;
    seed.send_keys("11").await.map_err(|e| e.to_string())?;
    let stress = format!("{}//button[normalize-space()='Stress test']", element(1));
    let button = find(browser, &stress).await?;
    browser.centre(&button).await?;
    button.click().await.map_err(|e| e.to_string())?;
    let status = format!("{}{PRACTICE_STATUS}", element(1));
    let said = browser
        .text_when(&status, ANSWER_LIMIT, |text| {
            text.contains(" on case ") && text.contains("shrunk")
        })
        .await?;
    check(said.starts_with("WA on case"), || {
        format!("the stress test: {said:?}")
    })?;
    check(browser.practice_module_loaded().await?, || {
        "the stress test did not load the practice's module".into()
    })?;
    eprintln!("dpk's practice embedded: {said}");
    Ok(())
}

/// The iframe of dpk's page with `?embed`: its widget alone, with its answer and play.
pub async fn iframe(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&page(site, "iframe.html", &[])?).await?;
    let frame = find(browser, "//iframe[@title]").await?;
    frame.enter_frame().await.map_err(|e| e.to_string())?;
    let answer = browser
        .text_when(ANSWER, ANSWER_LIMIT, |text| !text.is_empty())
        .await?;
    check(answer == "Second", || {
        format!("the iframe's answer: {answer:?}")
    })?;
    let sidebar = browser
        .client
        .find_all(Locator::Css("#sidebar, #mdbook-sidebar"))
        .await
        .map_err(|e| e.to_string())?;
    check(sidebar.is_empty(), || {
        "the iframe shows the book's sidebar".to_string()
    })?;
    let title = browser
        .client
        .execute("return document.title", vec![])
        .await
        .map_err(|e| e.to_string())?;
    check(title == "dpk: gamebits", || {
        format!("the iframe's title: {title}")
    })?;
    let log = play_to_the_end(browser, 0).await?;
    eprintln!(
        "dpk in an iframe: Second, played to {:?}",
        log.lines().last()
    );
    Ok(())
}

/// The reveal.js deck: the element on the second slide has not started while the first
/// is shown, and answers once its slide is.
pub async fn deck(browser: &Browser, site: &Path) -> Result<(), String> {
    let reveal = npm_package(REVEAL)?;
    let reveal = reveal.display().to_string();
    browser
        .open(&page(site, "deck.html", &[("@REVEAL@", &reveal)])?)
        .await?;
    browser
        .text_when(
            "//*[contains(@class,'reveal') and contains(@class,'ready')]",
            ANSWER_LIMIT,
            |_| true,
        )
        .await?;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let early = browser
        .client
        .find_all(Locator::XPath(&format!("{}{ANSWER}", element(1))))
        .await
        .map_err(|e| e.to_string())?;
    check(early.is_empty(), || {
        "the element started before its slide was shown".to_string()
    })?;
    let waiting = browser.text(&element(1)).await?;
    let link = format!("{}//a[contains(@href,'problems/dpk.html')]", element(1));
    check(
        waiting.contains("4 10\n1 2 5 9") && find(browser, &link).await.is_ok(),
        || format!("before its slide, the element shows {waiting:?}, not its input and a link"),
    )?;
    browser
        .client
        .execute("Reveal.next()", vec![])
        .await
        .map_err(|e| e.to_string())?;
    let answer = answer(browser, 1, |text| !text.is_empty()).await?;
    check(answer == "Second", || {
        format!("the slide's answer: {answer:?}")
    })?;
    // Space on a move button plays the move, and does not turn the slide.
    let log_path = format!("{}{GAME}", element(1));
    let said = browser
        .text_when(&log_path, ANSWER_LIMIT, |text| !text.is_empty())
        .await?;
    let first = find(browser, &format!("({}{MOVES})[1]", element(1))).await?;
    first.send_keys(" ").await.map_err(|e| e.to_string())?;
    browser
        .text_when(&log_path, ANSWER_LIMIT, |text| text.len() > said.len())
        .await?;
    let slide = browser
        .client
        .execute("return Reveal.getIndices().h", vec![])
        .await
        .map_err(|e| e.to_string())?;
    check(slide == 1, || {
        format!("Space on a move turned the slide to {slide}")
    })?;
    let log = play_to_the_end(browser, 1).await?;
    eprintln!("dpk on a slide: Second, played to {:?}", log.lines().last());
    Ok(())
}

/// The plain page of two elements (page.html), qccp1's on its first sample.
pub fn lecture_page(site: &Path) -> Result<PathBuf, String> {
    let qccp1 = first_sample("qccp1")?;
    let input = std::fs::read(&qccp1).map_err(|e| e.to_string())?;
    let input = attribute(&String::from_utf8_lossy(&input));
    page(site, "page.html", &[("@QCCP1_INPUT@", &input)])
}

/// Waits until the widget of each element of the page is done (its answer,
/// explanation, picture and steps, shown or not).
pub async fn wait_embeds_done(browser: &Browser) -> Result<(), String> {
    let all = "//*[local-name()='gamebits-problem']";
    let count = browser
        .client
        .find_all(Locator::XPath(all))
        .await
        .map_err(|e| e.to_string())?
        .len();
    for n in 1..=count {
        let done = format!(
            "{}//section[contains(@class,'gamebits') and @data-state='done']",
            element(n)
        );
        browser.text_when(&done, ANSWER_LIMIT, |_| true).await?;
    }
    Ok(())
}

/// The answer of the `n`th element once `ready` accepts it.
async fn answer(
    browser: &Browser,
    n: usize,
    ready: impl Fn(&str) -> bool,
) -> Result<String, String> {
    browser
        .text_when(&format!("{}{ANSWER}", element(n)), ANSWER_LIMIT, ready)
        .await
}

/// The one line of the `n`th element.
async fn line(browser: &Browser, n: usize) -> Result<String, String> {
    browser
        .text_when(&format!("{}{ERROR}", element(n)), ANSWER_LIMIT, |_| true)
        .await
}

/// The names of the regions and the status "Answer" the `n`th element shows.
async fn shown_parts(browser: &Browser, n: usize) -> Result<Vec<String>, String> {
    let named = format!(
        "{}//*[(@role='region' or @role='status') and (starts-with(@aria-label,'Answer') or starts-with(@aria-label,'Explanation') or starts-with(@aria-label,'Steps') or starts-with(@aria-label,'Play'))]",
        element(n)
    );
    let found = browser
        .client
        .find_all(Locator::XPath(&named))
        .await
        .map_err(|e| e.to_string())?;
    let mut shown = Vec::new();
    for part in found {
        if part.is_displayed().await.map_err(|e| e.to_string())? {
            // A region named apart from another element's ("Play (qccp1)") is its part.
            let label = part.attr("aria-label").await.map_err(|e| e.to_string())?;
            shown.extend(label.map(|l| l.split(" (").next().unwrap_or_default().to_string()));
        }
    }
    Ok(shown)
}

/// Plays the game of the `n`th element (0: the page's one) by clicking its first move
/// button until the log says `winner:`; the log.
async fn play_to_the_end(browser: &Browser, n: usize) -> Result<String, String> {
    let scope = if n == 0 { String::new() } else { element(n) };
    let log_path = format!("{scope}{GAME}");
    let moves = format!("({scope}{MOVES})[1]");
    for _ in 0..100 {
        let log = browser
            .text_when(&log_path, ANSWER_LIMIT, |text| !text.is_empty())
            .await?;
        if log.lines().any(|line| line.starts_with("winner: ")) {
            return Ok(log);
        }
        let said = log.len();
        let button = find(browser, &moves).await?;
        button
            .click()
            .await
            .map_err(|e| format!("cannot click {moves}: {e}"))?;
        browser
            .text_when(&log_path, ANSWER_LIMIT, |text| text.len() > said)
            .await?;
    }
    Err("100 moves and no winner".to_string())
}

/// `text` as an HTML attribute's value: its markup characters and line ends escaped.
fn attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('\n', "&#10;")
}

/// The first sample of `binary`, as the site's sample menu lists them.
fn first_sample(binary: &str) -> Result<PathBuf, String> {
    let folder = super::workspace().join("samples").join(binary);
    let inputs = gamebits_problems::samples::inputs(&folder).map_err(|e| e.to_string())?;
    inputs
        .into_iter()
        .next()
        .ok_or_else(|| format!("{binary} has no sample"))
}

/// The page `name` (a file beside this one) written into the test's folder, `@SITE@`
/// the built site and each of `values` filled in.
fn page(site: &Path, name: &str, values: &[(&str, &str)]) -> Result<PathBuf, String> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/embed")
        .join(name);
    let mut text = std::fs::read_to_string(&source).map_err(|e| e.to_string())?;
    text = text.replace("@SITE@", &format!("file://{}", site.display()));
    for (name, value) in values {
        text = text.replace(name, value);
    }
    let folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("embed-pages");
    std::fs::create_dir_all(&folder).map_err(|e| e.to_string())?;
    let path = folder.join(name);
    std::fs::write(&path, text).map_err(|e| e.to_string())?;
    Ok(path)
}

/// The npm package `pinned` (`name@version`), installed once into the test's folder by
/// `npm install --prefix`: its folder.
pub fn npm_package(pinned: &str) -> Result<PathBuf, String> {
    let prefix = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("npm");
    let (name, version) = pinned.rsplit_once('@').expect("a pinned package");
    let folder = prefix.join("node_modules").join(name);
    let installed = std::fs::read_to_string(folder.join("package.json")).unwrap_or_default();
    if installed.contains(&format!("\"version\": \"{version}\"")) {
        return Ok(folder);
    }
    static NPM: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = NPM.lock().unwrap_or_else(|e| e.into_inner());
    let mut npm = Command::new("npm");
    npm.args(["install", "--no-audit", "--no-fund", "--prefix"])
        .arg(&prefix)
        .arg(pinned);
    let status =
        gamebits_test_support::status(&mut npm).map_err(|e| format!("cannot run npm: {e}"))?;
    match status.success() {
        true => Ok(folder),
        false => Err(format!("npm install {pinned} failed ({status})")),
    }
}
