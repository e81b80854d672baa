//! Play in the page measured on every worst case of the games.
//!
//! Play in the page on every worst case of the games: the game's setup in the page's
//! worker against the native `--play` setup (the goal: at most [`SETUP_RATIO`] times),
//! and the worker's answer to each of the bench's moves, the engine's reply in it
//! (the goal: under [`ENGINE_MOVE_MS`]). The widget's explanation and picture are
//! stopped once it has answered, as they would share the cores.

use super::{wait, workspace, RUNS, WIDGET};
use crate::Browser;
use fantoccini::Locator;
use gamebits_problems::{Problem, Rng, PROBLEMS};
use gamebits_runner::play_session;
use std::path::Path;
use std::time::{Duration, Instant};

/// The page's setup may take at most this many times the native one.
const SETUP_RATIO: f64 = 2.0;
/// Each of the worker's answers to a move, the engine's reply in it, must take less.
const ENGINE_MOVE_MS: f64 = 50.0;
/// The bench's moves in one game at most, on each side.
const MOVES_PER_GAME: usize = 20;
/// The play section, whose attributes say how long the worker took.
const PLAY: &str = ".gamebits .play";
/// How long a setup or a move may take in the page before the bench gives up.
const LIMIT: Duration = Duration::from_secs(120);

/// The table of the games' worst cases, played in the page.
pub async fn play_worst_cases(browser: &Browser, site: &Path) -> Result<(), String> {
    println!(
        "| worst case | native `--play` setup | in the page | ratio | ≤ {SETUP_RATIO}× | \
         moves timed | median | max | < {ENGINE_MOVE_MS} ms |\n\
         |---|---:|---:|---:|---|---:|---:|---:|---|"
    );
    let scratch = std::env::temp_dir().join(format!("site-bench-play-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).map_err(|e| e.to_string())?;
    let mut rng = Rng::new(41);
    let plays = |p: &&Problem| p.shows.play.is_some();
    for problem in PROBLEMS.iter().filter(plays) {
        let exe = workspace().join("target/release").join(problem.binary);
        for case in problem.worst_cases {
            let file = scratch.join(format!("{}.in", problem.binary));
            std::fs::write(&file, (case.generate)()).map_err(|e| e.to_string())?;
            let mut native = f64::MAX;
            for _ in 0..RUNS {
                let (took, _) = play_session::setup(&exe, &file, &[])
                    .map_err(|e| format!("`{}` --play on {}: {e}", problem.binary, case.name))?;
                native = native.min(took.as_secs_f64() * 1000.0);
            }
            let page = page_setup_ms(browser, site, problem, &file).await?;
            let mut moves = Vec::new();
            for side in [1, 2] {
                choose_side(browser, side).await?;
                moves.extend(play_game(browser, &mut rng).await?);
            }
            println!(
                "{}",
                row(problem.binary, case.name, native, page, &mut moves)
            );
        }
    }
    let _ = std::fs::remove_dir_all(&scratch);
    println!(
        "\nThe page's setup: the worker's time to set the game up (`play_start`: reading the \
         input, building the table, the opening lines) and list the moves, the least of \
         {RUNS} (the file opened, then New game); native: from spawning `<binary> --play FILE` \
         (release) to its first prompt, the least of {RUNS}. A move: the worker's time to \
         answer a move button clicked at random (seeded), the engine's reply and the moves \
         listed after it, in one game on each side of at most {MOVES_PER_GAME} moves.\n"
    );
    Ok(())
}

/// The table's row of one worst case.
fn row(binary: &str, case: &str, native: f64, page: f64, moves: &mut [f64]) -> String {
    let verdict = |met: bool| if met { "ok" } else { "**missed**" };
    let ratio = page / native;
    let setup = format!(
        "| `{binary}` {case} | {native:.1} ms | {page:.1} ms | {ratio:.1}× | {} |",
        verdict(ratio <= SETUP_RATIO)
    );
    moves.sort_by(f64::total_cmp);
    match (moves.get(moves.len() / 2), moves.last()) {
        (Some(median), Some(&max)) => format!(
            "{setup} {} | {median:.1} ms | {max:.1} ms | {} |",
            moves.len(),
            verdict(max < ENGINE_MOVE_MS)
        ),
        _ => format!("{setup} 0 | — | — | — |"),
    }
}

/// The page's setup on `file`, opened in `problem`'s page: the least of [`RUNS`].
async fn page_setup_ms(
    browser: &Browser,
    site: &Path,
    problem: &Problem,
    file: &Path,
) -> Result<f64, String> {
    browser
        .open(&site.join(format!("problems/{}.html", problem.binary)))
        .await?;
    play_attribute(browser, "data-setup-ms").await?;
    forget(browser, "data-setup-ms").await?;
    let chooser = browser
        .client
        .find(Locator::Css("input[type=file]"))
        .await
        .map_err(|e| e.to_string())?;
    chooser
        .send_keys(&file.display().to_string())
        .await
        .map_err(|e| e.to_string())?;
    let mut best = play_attribute(browser, "data-setup-ms").await?;
    // The widget's own runs after its answer (the explanation, the picture, which on a
    // worst case can take long) stopped, so as not to share the cores with play's.
    wait(browser, &format!("{WIDGET}[@data-answer-ms]"), LIMIT).await?;
    let stop = "const widget = document.querySelector('.gamebits'); \
                if (widget.dataset.state === 'working') widget.querySelector('.stop').click();";
    browser
        .client
        .execute(stop, vec![])
        .await
        .map_err(|e| e.to_string())?;
    for _ in 1..RUNS {
        settled(browser).await?;
        forget(browser, "data-setup-ms").await?;
        click(browser, "//button[normalize-space()='New game']").await?;
        best = best.min(play_attribute(browser, "data-setup-ms").await?);
    }
    settled(browser).await?;
    Ok(best)
}

/// Chooses the side menu's option `index` (1: the side to move at the start, 2: the
/// other), a new game; waits for it.
async fn choose_side(browser: &Browser, index: usize) -> Result<(), String> {
    forget(browser, "data-setup-ms").await?;
    let menu = browser
        .client
        .find(Locator::Css(".gamebits .play select.side"))
        .await
        .map_err(|e| e.to_string())?;
    menu.select_by_index(index)
        .await
        .map_err(|e| e.to_string())?;
    play_attribute(browser, "data-setup-ms").await?;
    settled(browser).await
}

/// Plays one game by clicking move buttons drawn by `rng`, at most [`MOVES_PER_GAME`]:
/// the worker's time for each answer that held an engine move.
async fn play_game(browser: &Browser, rng: &mut Rng) -> Result<Vec<f64>, String> {
    let mut timed = Vec::new();
    for _ in 0..MOVES_PER_GAME {
        let buttons = browser
            .client
            .find_all(Locator::Css(".gamebits .play .moves button"))
            .await
            .map_err(|e| e.to_string())?;
        if buttons.is_empty() {
            break;
        }
        let log_lines = log_text(browser).await?.lines().count();
        forget(browser, "data-move-ms").await?;
        let button = &buttons[rng.index(0..=buttons.len() - 1)];
        browser.centre(button).await?;
        button.click().await.map_err(|e| e.to_string())?;
        let took = play_attribute(browser, "data-move-ms").await?;
        settled(browser).await?;
        let log = log_text(browser).await?;
        let engine_moved = log
            .lines()
            .skip(log_lines)
            .any(|line| line.starts_with("engine plays "));
        if engine_moved {
            timed.push(took);
        }
    }
    Ok(timed)
}

async fn log_text(browser: &Browser) -> Result<String, String> {
    browser
        .text("//*[@role='log' and @aria-label='Game']")
        .await
}

/// The play section's attribute `name` as a number, once it is there.
async fn play_attribute(browser: &Browser, name: &str) -> Result<f64, String> {
    let script = format!("return document.querySelector('{PLAY}').getAttribute('{name}')");
    let start = Instant::now();
    loop {
        let value = browser
            .client
            .execute(&script, vec![])
            .await
            .map_err(|e| e.to_string())?;
        if let Some(number) = value.as_str().and_then(|v| v.parse().ok()) {
            return Ok(number);
        }
        if start.elapsed() > LIMIT {
            return Err(format!(
                "the play section's {name}: not there after {LIMIT:?}"
            ));
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Removes the play section's attribute `name`, so that the next one is waited for.
async fn forget(browser: &Browser, name: &str) -> Result<(), String> {
    let script = format!("document.querySelector('{PLAY}').removeAttribute('{name}')");
    browser
        .client
        .execute(&script, vec![])
        .await
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Waits until the play section is neither busy nor idle.
async fn settled(browser: &Browser) -> Result<(), String> {
    let ready = "//*[@role='region' and @aria-label='Play']\
                 [@data-state!='busy' and @data-state!='idle']";
    wait(browser, ready, LIMIT).await
}

async fn click(browser: &Browser, xpath: &str) -> Result<(), String> {
    let element = browser
        .client
        .find(Locator::XPath(xpath))
        .await
        .map_err(|e| e.to_string())?;
    browser.centre(&element).await?;
    element
        .click()
        .await
        .map_err(|e| format!("cannot click {xpath}: {e}"))
}
