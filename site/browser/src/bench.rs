//! The site's benchmark, in headless chromium, as Markdown tables on stdout.
//!
//! `cargo run --release -p gamebits-site-browser --bin site-bench -- SITE [SCREENSHOT]`
//! measures the weight of the code each problem page loads (gzipped), of the modules
//! every page loads later, and of one page with everything it loads; the time from
//! opening each problem's page to its first sample's answer; the answer's time in the
//! page against the native binary's (release, `target/release`) on every worst case of
//! the registry; and, on every worst case of the games, play in the page against the
//! native `--play` (its setup, and each engine move). With SCREENSHOT, a picture of
//! dpk's page on the lecture's input; with `--play` instead, only play is measured.
//! `site-bench --first-answers SITE…` measures the first answers alone, on each site
//! given (folders, or addresses of served sites) in turn, to compare them;
//! `site-bench --practice URL` the practice section's goals on dpk's page of the site
//! served at URL. A benchmark, not a test: it asserts nothing.

mod first;
mod play;
mod practice;

use first::Site;

use crate::Browser;
use fantoccini::Locator;
use flate2::{write::GzEncoder, Compression};
use gamebits_problems::{Problem, PROBLEMS};
use gamebits_runner::Run;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

/// Timed runs of each worst case, in the page and natively; the least is kept.
const RUNS: usize = 3;
/// The goal for the code a page loads, gzipped, mdBook's own aside (issue 48).
const CODE_GOAL: usize = 150_000;
/// The picture's module, which every page loads for its States section.
const PICTURE: &str = "wasm/picture.js";
/// The widget, whose attributes say when and how fast it answered.
const WIDGET: &str = "//section[contains(@class,'gamebits')]";

/// Runs `site-bench` on its command line's arguments (see the [module](self)).
pub async fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let usage = "usage: site-bench SITE [SCREENSHOT | --play] | site-bench --first-answers SITE… \
                 | site-bench --practice URL";
    let first = args.next().ok_or(usage)?;
    if first == "--practice" {
        let base = args.next().ok_or(usage)?;
        let browser = Browser::start(1000, 1400).await?;
        let measured = practice::practice(&browser, &base).await;
        let closed = browser.close().await;
        return measured.and(closed);
    }
    if first == "--first-answers" {
        let sites = args
            .map(|a| Site::parse(&a))
            .collect::<Result<Vec<_>, _>>()?;
        if sites.is_empty() {
            return Err(usage.to_string());
        }
        let browser = Browser::start(1000, 1400).await?;
        let measured = first::first_answers(&browser, &sites).await;
        let closed = browser.close().await;
        return measured.and(closed);
    }
    let site = PathBuf::from(first)
        .canonicalize()
        .map_err(|e| format!("no site: {e}"))?;
    let last = args.next();
    let browser = Browser::start(1000, 1400).await?;
    let measured = match last.as_deref() {
        Some("--play") => play::play_worst_cases(&browser, &site).await,
        _ => measure(&browser, &site, last.map(PathBuf::from).as_deref()).await,
    };
    let closed = browser.close().await;
    measured.and(closed)
}

async fn measure(browser: &Browser, site: &Path, screenshot: Option<&Path>) -> Result<(), String> {
    weight(browser, site).await?;
    first::first_answers(browser, &[Site::Folder(site.to_path_buf())]).await?;
    worst_cases(browser, site).await?;
    play::play_worst_cases(browser, site).await?;
    if let Some(file) = screenshot {
        lecture_picture(browser, site, file).await?;
    }
    Ok(())
}

/// The code each problem page loads, gzipped: the scripts its widget names (its
/// binary's module and the widget's scripts) to its first answer, then with the
/// picture's module, which it loads for the States section; against the goal of
/// [`CODE_GOAL`]. Then the modules every page shares and loads after its answer, and
/// one page with everything it loads, mdBook's own files with it.
async fn weight(browser: &Browser, site: &Path) -> Result<(), String> {
    println!("| page | its code to the answer | with the picture's | goal |\n|---|---:|---:|---:|");
    let picture = gzipped(&read(&site.join(PICTURE))?);
    for problem in paged() {
        let page = site.join(format!("problems/{}.html", problem.binary));
        let html = String::from_utf8_lossy(&read(&page)?).into_owned();
        // The widget's scripts: those named in mdBook's content (the widget's, around it).
        let widget = html.find("<main>").ok_or("a page without its content")?;
        let end = html[widget..]
            .find("</main>")
            .map_or(html.len(), |end| widget + end);
        let mut code = 0;
        for name in referenced(&html[widget..end]) {
            code += gzipped(&read(&page.parent().expect("a folder").join(name))?);
        }
        let within = if code <= CODE_GOAL { "within" } else { "over" };
        println!(
            "| `{}` | {} KB | {} KB | {} KB: {within} |",
            problem.binary,
            code / 1000,
            (code + picture) / 1000,
            CODE_GOAL / 1000
        );
    }
    println!();
    later_weight(site, "dpk")?;
    page_weight(browser, site, "dpk").await
}

/// The code every page loads after its first answer, gzipped: the picture's module, for
/// the States section, the practice section's script, and the practice's module, which
/// the practice section of `binary`'s page names (`data-module`) and loads on its first
/// Run.
fn later_weight(site: &Path, binary: &str) -> Result<(), String> {
    let page = read(&site.join(format!("problems/{binary}.html")))?;
    let page = String::from_utf8_lossy(&page);
    let practice = page
        .split("class=\"practice\"")
        .nth(1)
        .and_then(|section| section.split("data-module=\"").nth(1))
        .and_then(|rest| rest.split('"').next())
        .ok_or_else(|| format!("{binary}'s page names no practice module"))?;
    println!("| loaded after the answer | when | gzipped |\n|---|---|---:|");
    let modules = [
        (PICTURE.to_string(), "the States section"),
        (
            "practice.js".to_string(),
            "the first answer (the practice section's script)",
        ),
        (format!("wasm/{practice}.js"), "the practice's first Run"),
    ];
    for (file, when) in modules {
        let code = gzipped(&read(&site.join(&file))?);
        println!("| `{file}` | {when} | {} KB |", code / 1000);
    }
    println!();
    Ok(())
}

/// The page of `binary` and everything it loads (mdBook's files too), as is and gzipped.
async fn page_weight(browser: &Browser, site: &Path, binary: &str) -> Result<(), String> {
    println!("| what | bytes | gzipped |\n|---|---:|---:|");
    let page = site.join(format!("problems/{binary}.html"));
    browser.open(&page).await?;
    wait(
        browser,
        &format!("{WIDGET}[@data-answer-ms]"),
        Duration::from_secs(30),
    )
    .await?;
    // The files the page names (scripts, style sheets), and those the style sheets
    // name (fonts): what it loads (file:// loads leave no resource timings).
    // The picture's module and the practice's script come after the answer, unnamed.
    let mut files = vec![page.clone(), site.join(PICTURE), site.join("practice.js")];
    let mut next = vec![page.clone()];
    while let Some(file) = next.pop() {
        let text = std::fs::read_to_string(&file).unwrap_or_default();
        for name in referenced(&text) {
            let path = file.parent().expect("a file in a folder").join(&name);
            if path.is_file() && !files.contains(&path) {
                if name.ends_with(".css") {
                    next.push(path.clone());
                }
                files.push(path);
            }
        }
    }
    let (mut raw, mut packed) = (0, 0);
    for file in &files {
        let bytes = read(file)?;
        raw += bytes.len();
        packed += gzipped(&bytes);
    }
    println!(
        "| `problems/{binary}.html` and the {} files it loads | {raw} | {packed} |",
        files.len() - 1
    );
    println!();
    Ok(())
}

fn read(file: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(file).map_err(|e| format!("{}: {e}", file.display()))
}

/// Every worst case: the answer's time in the page's worker against the native binary's.
async fn worst_cases(browser: &Browser, site: &Path) -> Result<(), String> {
    println!("| worst case | native | in the page | ratio |\n|---|---:|---:|---:|");
    let scratch = std::env::temp_dir().join(format!("site-bench-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    for problem in paged() {
        let exe = workspace().join("target/release").join(problem.binary);
        for case in problem.worst_cases {
            let input = (case.generate)();
            let file = scratch.join(format!("{}.in", problem.binary));
            std::fs::write(&file, &input).map_err(|e| e.to_string())?;
            let native = (0..RUNS)
                .map(|_| native_ms(&exe, input.as_bytes()))
                .collect::<Result<Vec<_>, _>>()?
                .into_iter()
                .fold(f64::MAX, f64::min);
            browser
                .open(&site.join(format!("problems/{}.html", problem.binary)))
                .await?;
            wait(
                browser,
                &format!("{WIDGET}[@data-answer-ms]"),
                Duration::from_secs(30),
            )
            .await?;
            let mut page = f64::MAX;
            for _ in 0..RUNS {
                let chooser = browser
                    .client
                    .find(Locator::Css("input[type=file]"))
                    .await
                    .map_err(|e| e.to_string())?;
                // The same file twice is no change: the box is emptied first, and the
                // last answer's time forgotten.
                chooser.clear().await.map_err(|e| e.to_string())?;
                browser
                    .client
                    .execute(
                        "document.querySelector('.gamebits').removeAttribute('data-answer-ms')",
                        vec![],
                    )
                    .await
                    .map_err(|e| e.to_string())?;
                chooser
                    .send_keys(&file.display().to_string())
                    .await
                    .map_err(|e| e.to_string())?;
                page = page.min(
                    attribute_when(browser, "data-answer-ms", Duration::from_secs(120)).await?,
                );
            }
            println!(
                "| `{}` {} | {native:.1} ms | {page:.1} ms | {:.1}x |",
                problem.binary,
                case.name,
                page / native
            );
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    println!();
    Ok(())
}

/// dpk's page on the lecture's input, drawn, as a PNG.
async fn lecture_picture(browser: &Browser, site: &Path, file: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    wait(
        browser,
        &format!("{WIDGET}[@data-state='done']"),
        Duration::from_secs(30),
    )
    .await?;
    let input = browser
        .client
        .find(Locator::Css("textarea"))
        .await
        .map_err(|e| e.to_string())?;
    input.clear().await.map_err(|e| e.to_string())?;
    input
        .send_keys("4 10\n1 2 5 9")
        .await
        .map_err(|e| e.to_string())?;
    browser
        .text_when("//*[@role='status']", Duration::from_secs(30), |t| {
            t == "Second"
        })
        .await?;
    wait(
        browser,
        &format!("{WIDGET}[@data-state='done']"),
        Duration::from_secs(30),
    )
    .await?;
    let widget = browser
        .client
        .find(Locator::XPath(WIDGET))
        .await
        .map_err(|e| e.to_string())?;
    let png = widget.screenshot().await.map_err(|e| e.to_string())?;
    std::fs::write(file, png).map_err(|e| format!("cannot write {}: {e}", file.display()))
}

/// The widget's attribute `name` as a number, once it is there.
async fn attribute_when(browser: &Browser, name: &str, limit: Duration) -> Result<f64, String> {
    let xpath = format!("{WIDGET}/@{name}");
    let start = Instant::now();
    loop {
        let value = browser
            .client
            .execute(
                &format!("return document.querySelector('.gamebits').getAttribute('{name}')"),
                vec![],
            )
            .await
            .map_err(|e| e.to_string())?;
        if let Some(number) = value.as_str().and_then(|v| v.parse().ok()) {
            return Ok(number);
        }
        if start.elapsed() > limit {
            return Err(format!("{xpath}: not there after {limit:?}"));
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

async fn wait(browser: &Browser, xpath: &str, limit: Duration) -> Result<(), String> {
    browser.text_when(xpath, limit, |_| true).await.map(|_| ())
}

/// The wall time of one run of `exe` on `input`, in milliseconds.
fn native_ms(exe: &Path, input: &[u8]) -> Result<f64, String> {
    let mut command = Command::new(exe);
    let ran = Run::new(&mut command)
        .input_bytes(input.to_vec())
        .wait()
        .map_err(|e| {
            format!(
                "cannot run {} (cargo build --release first): {e}",
                exe.display()
            )
        })?;
    Ok(ran.wall.as_secs_f64() * 1000.0)
}

/// The relative paths `text` (HTML or CSS) names in `src="…"`, `href="…"` or `url(…)`,
/// of scripts, style sheets and fonts.
fn referenced(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for opening in ["src=\"", "href=\"", "url("] {
        for part in text.split(opening).skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| !matches!(c, '"' | ')' | '?' | '#'))
                .collect();
            let name = name.trim_matches('\'');
            let wanted = [".js", ".css", ".woff", ".woff2", ".ttf"];
            if wanted.iter().any(|end| name.ends_with(end)) && !name.contains("://") {
                names.push(name.to_string());
            }
        }
    }
    names
}

fn gzipped(bytes: &[u8]) -> usize {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
    encoder.write_all(bytes).expect("a Vec takes any bytes");
    encoder.finish().expect("a Vec takes any bytes").len()
}

/// The problems with a page on the site: those whose binary explains, as their
/// registry entries declare.
fn paged() -> Vec<&'static Problem> {
    PROBLEMS.iter().filter(|p| p.shows.explains).collect()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
