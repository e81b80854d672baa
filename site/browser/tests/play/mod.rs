//! Play in the page, by clicks: the lecture's game on the front page, every line of it
//! with the player first (lost) and one won from second by answering into L piles; one
//! whole game of each playing problem to `winner:`, the engine on the winning side.

use super::{check, find, ANSWER_LIMIT};
use fantoccini::Locator;
use gamebits_site_browser::Browser;
use std::path::Path;

/// The play section, whose `data-state` says whether it is busy, playing or over.
const PLAY: &str = "//*[@role='region' and @aria-label='Play']";
/// The legal moves: buttons in the group "Moves".
const MOVES: &str = "//*[@role='group' and @aria-label='Moves']//button";
/// The game's lines: the log named "Game".
const GAME: &str = "//*[@role='log' and @aria-label='Game']";
/// The side menu, labelled "You play".
const SIDE: &str = "//select[@id=//label[normalize-space()='You play']/@for]";

/// The binaries whose pages play.
const PLAYED: [&str; 7] = [
    "dpk",
    "qccp1",
    "dispdom",
    "ccc08s5",
    "dmopc20c6p3",
    "poi16nim",
    "agc016f",
];

/// Every check of play, in the session the site's test opened.
pub async fn check_play(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("index.html")).await?;
    let games = lecture_first_loses_every_line(browser).await?;
    eprintln!("the lecture's game from the front page: all {games} lines lost by the first player");
    lecture_second_wins(browser).await?;
    for binary in PLAYED {
        browser
            .open(&site.join(format!("problems/{binary}.html")))
            .await?;
        let winner = engine_wins(browser).await?;
        eprintln!("{binary}: one whole game played, {winner}");
    }
    Ok(())
}

/// The whole tree of the lecture's game, the player first: every line ends in
/// `winner: Second`. Walks it depth first, Undo going back. Returns how many games.
async fn lecture_first_loses_every_line(browser: &Browser) -> Result<usize, String> {
    settled(browser).await?;
    let opening = browser.text(GAME).await?;
    check(
        opening.starts_with("you play first, the engine second"),
        || format!("the front page's game opens with {opening:?}"),
    )?;
    // For each of the player's turns on the way: the move chosen and how many there are.
    let mut path: Vec<(usize, usize)> = Vec::new();
    let mut games = 0;
    loop {
        if settled(browser).await? == "over" {
            let log = browser.text(GAME).await?;
            check(log.trim_end().ends_with("winner: Second"), || {
                format!("the first player won a line of the lecture's game:\n{log}")
            })?;
            games += 1;
            loop {
                let Some((chosen, count)) = path.pop() else {
                    return Ok(games);
                };
                click(browser, "//button[normalize-space()='Undo']").await?;
                settled(browser).await?;
                if chosen + 1 < count {
                    click_move(browser, chosen + 1).await?;
                    path.push((chosen + 1, count));
                    break;
                }
            }
        } else {
            let names = move_names(browser).await?;
            check(!names.is_empty(), || "a game in play lists no move".into())?;
            for name in &names {
                let words = name.split(' ').next().unwrap_or_default();
                check(words.parse::<usize>().is_ok(), || {
                    format!("a move's name does not begin with its words: {name:?}")
                })?;
            }
            click_move(browser, 0).await?;
            path.push((0, names.len()));
        }
    }
}

/// The lecture's game, the player second, "Show values" on: answering each engine
/// move into an L pile wins.
async fn lecture_second_wins(browser: &Browser) -> Result<(), String> {
    choose_side(browser, "second").await?;
    click(browser, "//button[normalize-space()='Show values']").await?;
    while settled(browser).await? != "over" {
        let names = move_names(browser).await?;
        let into_l = names
            .iter()
            .position(|name| name.ends_with(": L for First"));
        let Some(into_l) = into_l else {
            return Err(format!("no move into an L pile among {names:?}"));
        };
        click_move(browser, into_l).await?;
    }
    click(browser, "//button[normalize-space()='Show values']").await?;
    let log = browser.text(GAME).await?;
    check(log.trim_end().ends_with("winner: Second"), || {
        format!("the second player, into L piles, did not win:\n{log}")
    })
}

/// One whole game on the page's first sample, the player on the side that loses from
/// the start (chosen by the values shown), to `winner:` naming the engine's side.
/// Returns the winner's line.
async fn engine_wins(browser: &Browser) -> Result<String, String> {
    settled(browser).await?;
    click(browser, "//button[normalize-space()='Show values']").await?;
    // With the player to move, a state the player wins has a move into an L state of
    // the engine's; then play the other side.
    if settled(browser).await? == "playing" && has_move_into_l(browser).await? {
        choose_side_other(browser).await?;
    }
    let opening = browser.text(GAME).await?;
    let player = player_name(&opening)?;
    let mut moves = 0;
    while settled(browser).await? != "over" {
        click_move(browser, 0).await?;
        moves += 1;
    }
    click(browser, "//button[normalize-space()='Show values']").await?;
    let log = browser.text(GAME).await?;
    let winner = log
        .lines()
        .find_map(|line| line.strip_prefix("winner: "))
        .ok_or_else(|| format!("the game ended without `winner:`:\n{log}"))?;
    let loses = format!("{player} to move has no move and loses");
    check(log.to_lowercase().contains(&loses), || {
        format!("the engine did not win against the player ({player}):\n{log}")
    })?;
    Ok(format!(
        "winner: {winner} (the engine) after {moves} moves of the player's"
    ))
}

/// The player's side as the game's lines name it (lower case), from the opening line
/// `you play side (Name), the engine …` or `you play side, the engine …`.
fn player_name(opening: &str) -> Result<String, String> {
    let side = opening
        .strip_prefix("you play ")
        .and_then(|rest| rest.split(", the engine ").next())
        .ok_or_else(|| format!("no player's side in {opening:?}"))?;
    let name = match side.split_once(" (") {
        Some((_, name)) => name.trim_end_matches(')'),
        None => side,
    };
    Ok(name.to_lowercase())
}

/// Whether one of the moves shown leaves an L state.
async fn has_move_into_l(browser: &Browser) -> Result<bool, String> {
    let names = move_names(browser).await?;
    Ok(names.iter().any(|name| name.contains(": L for ")))
}

/// Chooses the side named `side` in the side menu: a new game.
async fn choose_side(browser: &Browser, side: &str) -> Result<(), String> {
    let menu = find(browser, SIDE).await?;
    menu.select_by_value(side)
        .await
        .map_err(|e| e.to_string())?;
    settled(browser).await.map(|_| ())
}

/// Chooses the side the player does not play now.
async fn choose_side_other(browser: &Browser) -> Result<(), String> {
    let opening = browser.text(GAME).await?;
    let engine = opening
        .split(", the engine ")
        .nth(1)
        .and_then(|rest| rest.split([' ', ';']).next())
        .ok_or_else(|| format!("no engine's side in {opening:?}"))?
        .to_string();
    choose_side(browser, &engine).await
}

/// Waits until the play section is not busy; its state.
async fn settled(browser: &Browser) -> Result<String, String> {
    let ready = format!("{PLAY}[@data-state!='busy' and @data-state!='idle']");
    browser.text_when(&ready, ANSWER_LIMIT, |_| true).await?;
    let section = find(browser, PLAY).await?;
    let state = section
        .attr("data-state")
        .await
        .map_err(|e| e.to_string())?;
    Ok(state.unwrap_or_default())
}

/// The accessible names (the text) of the move buttons.
async fn move_names(browser: &Browser) -> Result<Vec<String>, String> {
    let buttons = browser
        .client
        .find_all(Locator::XPath(MOVES))
        .await
        .map_err(|e| e.to_string())?;
    let mut names = Vec::new();
    for button in buttons {
        names.push(button.text().await.map_err(|e| e.to_string())?);
    }
    Ok(names)
}

/// Clicks the move button at `index`.
async fn click_move(browser: &Browser, index: usize) -> Result<(), String> {
    click(browser, &format!("({MOVES})[{}]", index + 1)).await
}

async fn click(browser: &Browser, xpath: &str) -> Result<(), String> {
    let element = find(browser, xpath).await?;
    element
        .click()
        .await
        .map_err(|e| format!("cannot click {xpath}: {e}"))?;
    Ok(())
}
