//! Play in the page, by clicks and by keyboard.
//!
//! Play in the page, by clicks: the lecture's game on the front page, every line of it
//! with the player first (lost), one won from second by answering into L piles, and one
//! where the player lets the win go and is told where; one whole game of each playing
//! problem to `winner:`, the engine on the winning side after several of the player's
//! moves, its transcript replayed by the native `--play`; one game by keyboard alone;
//! states of the picture clicked to move, and "Play from here".

use super::{build_native, check, find, ANSWER_LIMIT, INPUT, STATES};
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use fantoccini::Locator;
use gamebits_site_browser::Browser;
use std::path::{Path, PathBuf};

/// The play section, whose `data-state` says whether it is busy, playing or over.
const PLAY: &str = "//*[@role='region' and @aria-label='Play']";
/// The legal moves: buttons in the group "Moves".
const MOVES: &str = "//*[@role='group' and @aria-label='Moves']//button";
/// The game's lines: the log named "Game".
const GAME: &str = "//*[@role='log' and @aria-label='Game']";
/// The side menu, labelled "You play".
const SIDE: &str = "//select[@id=//label[normalize-space()='You play']/@for]";

/// The rows of the explanation's table of states.
const EXPLANATION_ROWS: &str = "//*[@role='region' and @aria-label='Explanation']//table//tbody/tr";
/// The transcript's text box, labelled "Transcript".
const TRANSCRIPT: &str = "//textarea[@id=//label[normalize-space()='Transcript']/@for]";

/// For each binary whose page plays, an input on which the side that loses from the
/// start, clicking the first move each time, makes at least [`SEVERAL`] moves. Which
/// binaries play is not said here but by their folders ([`played`]): one without an
/// input here fails the test, naming itself.
const INPUTS: [(&str, &str); 7] = [
    ("dpk", "2 21\n1 2\n"),
    (
        "qccp1",
        "8 10\n1 2 r\n2 3 r\n3 4 r\n4 5 r\n5 6 r\n6 7 r\n7 8 b\n1 3 r\n3 5 r\n5 7 r\n",
    ),
    ("dispdom", "12 1 100\n000000000000\n"),
    ("ccc08s5", "1\n10 10 10 10\n"),
    (
        "dmopc20c6p3",
        "8 9\n0 1 0 0 1 0 0 0\n1 2\n2 3\n2 4\n3 4\n4 5\n5 6\n5 7\n6 7\n7 8\n",
    ),
    ("poi16nim", "5 2\n1 3 4 1 2\n"),
    (
        "agc016f",
        "7 9\n1 3\n2 3\n3 4\n2 4\n4 5\n3 5\n5 6\n6 7\n5 7\n",
    ),
];

/// How many moves the player makes, at least, in each whole game.
const SEVERAL: usize = 3;

/// The binaries that play, as their registry entries declare (`gamebits_problems::Shows`),
/// each with its input from [`INPUTS`]; an error names a binary that plays without one,
/// or an input of a binary that does not play.
fn played() -> Result<Vec<(String, &'static str)>, String> {
    let playing: Vec<String> = gamebits_problems::PROBLEMS
        .iter()
        .filter(|p| p.shows.play.is_some())
        .map(|p| p.binary.to_string())
        .collect();
    if let Some((stale, _)) = INPUTS.iter().find(|(b, _)| !playing.iter().any(|p| p == b)) {
        return Err(format!("{stale} has an input in INPUTS but does not play"));
    }
    let with_input = |binary: String| {
        let input = input_of(&binary)?;
        Ok((binary, input))
    };
    playing.into_iter().map(with_input).collect()
}

/// The input of [`INPUTS`] that `binary`'s page plays.
fn input_of(binary: &str) -> Result<&'static str, String> {
    let input = INPUTS.iter().find(|(name, _)| *name == binary);
    input.map(|&(_, input)| input).ok_or_else(|| {
        format!("{binary} plays, but site/browser/tests/play/mod.rs has no input for it in INPUTS")
    })
}

/// The lecture's game on the front page: every line with the player first (lost), one
/// won from second by answering into L piles, one where the player lets the win go.
pub async fn lecture_games(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("index.html")).await?;
    let games = lecture_first_loses_every_line(browser).await?;
    eprintln!("the lecture's game from the front page: all {games} lines lost by the first player");
    lecture_second_wins(browser).await?;
    lecture_win_let_go(browser).await
}

/// One whole game of each playing problem to `winner:`, the engine on the winning side
/// after several of the player's moves, its transcript replayed by the native `--play`.
pub async fn whole_games(browser: &Browser, site: &Path) -> Result<(), String> {
    for (binary, input) in played()? {
        let binary = binary.as_str();
        browser
            .open(&site.join(format!("problems/{binary}.html")))
            .await?;
        set_input(browser, input).await?;
        let winner = engine_wins(browser).await?;
        eprintln!("{binary}: one whole game played, {winner}");
        transcript_replays(browser, binary, input).await?;
    }
    Ok(())
}

/// One whole game of dpk by keyboard alone.
pub async fn keyboard(browser: &Browser, site: &Path) -> Result<(), String> {
    browser.open(&site.join("problems/dpk.html")).await?;
    set_input(browser, input_of("dpk")?).await?;
    let moves = keyboard_game(browser).await?;
    eprintln!("dpk: one whole game played by keyboard alone, {moves} moves");
    Ok(())
}

/// How "Play from here" is reached in a game's page, by clicks: the states chosen, the
/// button's name, the new game's opening state and the option fields it fills in.
struct FromHere {
    binary: &'static str,
    /// A state of the picture clicked first, by the start of its name, and what the log
    /// then holds: the move that leads there, played.
    moved: Option<(&'static str, &'static str)>,
    /// The states chosen, in order.
    chosen: &'static [Chosen],
    /// The start's name on the button, "Play from here: …".
    name: &'static str,
    /// How the new game's opening line names its state.
    said: &'static str,
    fields: &'static [(&'static str, &'static str)],
}

/// A state chosen in the page.
enum Chosen {
    /// A row of the explanation's table, by its state's name.
    Row(&'static str),
    /// A state of the picture, by the start of its name.
    Pictured(&'static str),
    /// A state a line of the explanation names, a button, by its words.
    Named(&'static str),
}

/// For each playing binary, how its page plays from a state chosen by clicks. Which
/// binaries play is said by their folders ([`played`]): one without an entry here
/// fails the test, naming itself.
const FROM_HERE: [FromHere; 7] = [
    FromHere {
        binary: "dpk",
        moved: Some(("20, ", "> 1\npile 20\n")),
        chosen: &[Chosen::Row("18")],
        name: "pile 18",
        said: "pile 18",
        fields: &[("--start", "18")],
    },
    FromHere {
        binary: "qccp1",
        moved: Some(("(3, {r}), ", "> 3 r\nposition (3, {r})\n")),
        chosen: &[Chosen::Pictured("(5, {r}), ")],
        name: "(5, {r})",
        said: "position (5, {r})",
        fields: &[("--start", "5"), ("--colours", "r")],
    },
    FromHere {
        binary: "dmopc20c6p3",
        moved: None,
        chosen: &[Chosen::Pictured("city 6, ")],
        name: "city 6",
        said: "city 6, without a station",
        fields: &[("--start", "6")],
    },
    FromHere {
        binary: "agc016f",
        moved: Some(("4, ", "> 2 4\nchip 1 on vertex 1, chip 2 on vertex 4\n")),
        chosen: &[Chosen::Pictured("6, ")],
        name: "chip 1 on vertex 4, chip 2 on vertex 6",
        said: "chip 1 on vertex 4, chip 2 on vertex 6",
        fields: &[("--start", "4,6")],
    },
    FromHere {
        binary: "dispdom",
        moved: None,
        chosen: &[Chosen::Named("#00000000000")],
        name: "#00000000000",
        said: "turn 2 (D = 100): #00000000000",
        fields: &[("--covered", "1")],
    },
    FromHere {
        binary: "ccc08s5",
        moved: None,
        chosen: &[Chosen::Named("(8, 9, 10, 8)")],
        name: "(8, 9, 10, 8)",
        said: "(A, B, C, D) = (8, 9, 10, 8)",
        fields: &[("--start", "8,9,10,8")],
    },
    FromHere {
        binary: "poi16nim",
        moved: None,
        chosen: &[Chosen::Named("remove 0b00101 {1, 3}")],
        name: "remove 0b00101 {1, 3}",
        said: "piles (number:stones) 2:3 4:1 5:2",
        fields: &[("--remove", "1,3")],
    },
];

/// In each playing game's page: a state of the picture clicked plays the move that
/// leads there (dpk, qccp1, and agc016f's vertex one chip alone can reach, not one both
/// can); a row of the table (dpk), a state of the picture (qccp1, dmopc20c6p3), two
/// vertices (agc016f: the one moved to, then another) or a state the explanation names
/// (dispdom, ccc08s5, poi16nim) chosen, then "Play from here", starts there, the
/// options filled in, and the transcript still replays.
pub async fn states_clicked(browser: &Browser, site: &Path) -> Result<(), String> {
    let playing = played()?;
    if let Some(stale) = FROM_HERE
        .iter()
        .find(|f| !playing.iter().any(|(binary, _)| binary == f.binary))
    {
        return Err(format!(
            "{} is in FROM_HERE but does not play",
            stale.binary
        ));
    }
    for (binary, input) in playing {
        let Some(from_here) = FROM_HERE.iter().find(|f| f.binary == binary) else {
            return Err(format!(
                "{binary} plays, but site/browser/tests/play/mod.rs has no way to play from \
                 here in FROM_HERE"
            ));
        };
        browser
            .open(&site.join(format!("problems/{binary}.html")))
            .await?;
        set_input(browser, input).await?;
        wait_drawn(browser).await?;
        if binary == "agc016f" {
            vertex_of_both_chips_untargeted(browser).await?;
        }
        if let Some((name, said)) = from_here.moved {
            moved_by_the_picture(browser, name, said).await?;
        }
        for chosen in from_here.chosen {
            let xpath = match chosen {
                Chosen::Row(name) => {
                    format!("{EXPLANATION_ROWS}[td[1][normalize-space()='{name}']]")
                }
                Chosen::Pictured(name) => format!("{STATES}[starts-with(@aria-label, '{name}')]"),
                Chosen::Named(name) => {
                    format!("//*[@aria-label='Explanation']//button[normalize-space()='{name}']")
                }
            };
            browser.text_when(&xpath, ANSWER_LIMIT, |_| true).await?;
            click(browser, &xpath).await?;
            settled(browser).await?;
        }
        let FromHere {
            name, said, fields, ..
        } = from_here;
        played_from_here(browser, name, said, fields).await?;
        played_out(browser, &binary, input).await?;
        eprintln!("{binary}: played from here, {name}");
    }
    Ok(())
}

/// agc016f, the chips on vertices 1 and 2: vertex 3, which either chip can reach, is no
/// move's target.
async fn vertex_of_both_chips_untargeted(browser: &Browser) -> Result<(), String> {
    let both = find(
        browser,
        &format!("{STATES}[starts-with(@aria-label, '3, ')]"),
    )
    .await?;
    let class = both.attr("class").await.map_err(|e| e.to_string())?;
    check(
        !class.unwrap_or_default().split(' ').any(|c| c == "target"),
        || "vertex 3, which both chips can reach, is marked as one move's target".into(),
    )
}

/// Plays the first move until the end; the transcript then replays.
async fn played_out(browser: &Browser, binary: &str, input: &str) -> Result<(), String> {
    while settled(browser).await? != "over" {
        click_move(browser, 0).await?;
    }
    transcript_replays(browser, binary, input).await
}

/// Clicks the state of the picture whose name starts with `name`: the log then holds
/// `said`, the move played.
async fn moved_by_the_picture(browser: &Browser, name: &str, said: &str) -> Result<(), String> {
    wait_drawn(browser).await?;
    let state = format!("{STATES}[starts-with(@aria-label, '{name}')]");
    check(
        find(browser, &state)
            .await?
            .attr("class")
            .await
            .map_err(|e| e.to_string())?
            .is_some_and(|class| class.split(' ').any(|c| c == "target")),
        || format!("the state {name:?} is not marked as a move's target"),
    )?;
    click(browser, &state).await?;
    settled(browser).await?;
    let log = browser.text(GAME).await?;
    check(log.contains(said), || {
        format!("clicking the state {name:?} did not play it ({said:?}):\n{log}")
    })
}

/// Clicks "Play from here: `name`": a new game whose opening's state is `said`, with
/// the option fields filled in as `fields` say.
async fn played_from_here(
    browser: &Browser,
    name: &str,
    said: &str,
    fields: &[(&str, &str)],
) -> Result<(), String> {
    // The button takes the chosen state's name once the game has said where it can
    // start, and the new game's lines come once it has started: each is waited for.
    let button = format!("//button[normalize-space()='Play from here: {name}']");
    browser.text_when(&button, ANSWER_LIMIT, |_| true).await?;
    click(browser, &button).await?;
    let opened = |log: &str| log.lines().nth(1).is_some_and(|l| l.starts_with(said));
    browser
        .text_when(GAME, ANSWER_LIMIT, opened)
        .await
        .map_err(|e| format!("Play from here: {name} did not open there: {e}"))?;
    settled(browser).await?;
    for &(option, value) in fields {
        let field = find(browser, &format!("//input[@data-option='{option}']"))
            .await?
            .prop("value")
            .await
            .map_err(|e| e.to_string())?
            .unwrap_or_default();
        check(field == value, || {
            format!("Play from here: {name} left {option} at {field:?}, not {value:?}")
        })?;
    }
    Ok(())
}

/// Waits until the page has drawn its states.
async fn wait_drawn(browser: &Browser) -> Result<(), String> {
    let drawn = "//section[contains(@class,'gamebits') and @data-state='done']";
    browser.text_when(drawn, ANSWER_LIMIT, |_| true).await?;
    Ok(())
}

/// The lecture's game, the player second: a move into a W pile lets the win go; the
/// engine wins, and the end names that move and one into an L pile that kept it.
async fn lecture_win_let_go(browser: &Browser) -> Result<(), String> {
    click(browser, "//button[normalize-space()='New game']").await?;
    settled(browser).await?;
    click(browser, "//button[normalize-space()='Show values']").await?;
    let names = move_names(browser).await?;
    let words = |name: &String| name.split(' ').next().unwrap_or_default().to_string();
    let Some(into_w) = names.iter().position(|n| n.ends_with(": W for First")) else {
        return Err(format!("no move into a W pile among {names:?}"));
    };
    let into_l: Vec<String> = names
        .iter()
        .filter(|n| n.ends_with(": L for First"))
        .map(words)
        .collect();
    let let_go = words(&names[into_w]);
    click_move(browser, into_w).await?;
    while settled(browser).await? != "over" {
        click_move(browser, 0).await?;
    }
    click(browser, "//button[normalize-space()='Show values']").await?;
    let log = browser.text(GAME).await?;
    let mut end = log.lines().skip_while(|line| !line.starts_with("winner: "));
    let (winner, told) = (end.next(), end.next().unwrap_or_default());
    check(winner == Some("winner: First"), || {
        format!("the second player who let the win go did not lose:\n{log}")
    })?;
    let said = told.strip_prefix("you let the win go at pile ");
    let kept = said.and_then(|rest| rest.strip_suffix(" kept it"));
    let kept = kept
        .and_then(|rest| rest.rsplit("; ").next())
        .unwrap_or_default();
    let named = said.is_some_and(|rest| rest.contains(&format!(": {let_go} left pile ")));
    check(named && into_l.iter().any(|w| w == kept), || {
        format!("the end does not name the move {let_go} and one of {into_l:?} that kept the win:\n{log}")
    })
}

/// "Copy transcript": the player's moves, which the native `--play`, with the options
/// the page names, replays to the very lines of the page's log.
async fn transcript_replays(browser: &Browser, binary: &str, input: &str) -> Result<(), String> {
    click(browser, "//button[normalize-space()='Copy transcript']").await?;
    let transcript = find(browser, TRANSCRIPT)
        .await?
        .prop("value")
        .await
        .map_err(|e| e.to_string())?
        .unwrap_or_default();
    let command = browser
        .text("//*[contains(@class,'transcript')]//code")
        .await?;
    let words: Vec<&str> = command.split_whitespace().collect();
    check(words.starts_with(&[binary, "--play", "INPUT"]), || {
        format!("{binary}: the transcript's command is {command:?}")
    })?;
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{binary}-played.in"));
    std::fs::write(&file, input).map_err(|e| e.to_string())?;
    let mut args = vec!["--play", file.to_str().expect("a UTF-8 path")];
    args.extend(&words[3..]);
    let replayed = native(binary, &args, transcript.as_bytes())?;
    let log = browser.text(GAME).await?;
    check(replayed.trim_end() == log.trim_end(), || {
        format!("{binary}: `{command}` on the transcript {transcript:?} says\n{replayed}\nnot the page's\n{log}")
    })
}

/// What the native `binary` (built as the tests build it) prints on stdout, run with
/// `args` on `input`.
fn native(binary: &str, args: &[&str], input: &[u8]) -> Result<String, String> {
    build_native()?;
    let exe = gamebits_test_support::binary_path(binary);
    let output = gamebits_test_support::run_binary_with_args(&exe, args, input);
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// One whole game with keys alone, the player first (who loses): Tab to the box
/// labelled "Type a move", the first listed move typed and Enter; then Shift+Tab back
/// to a move button and Enter, and Enter on each move button the focus moves to, until
/// `winner:`. Returns how many moves the player made.
async fn keyboard_game(browser: &Browser) -> Result<usize, String> {
    settled(browser).await?;
    let typed = "//input[@id=//label[normalize-space()='Type a move']/@for]";
    tab_until(browser, &Key::Tab.to_string(), typed).await?;
    let first = move_names(browser).await?;
    let words = first.first().and_then(|name| name.split(' ').next());
    let words = words.ok_or("no move listed at the start")?;
    press(browser, &format!("{words}{}", Key::Enter)).await?;
    settled(browser).await?;
    let back = format!("{}{}", Key::Shift, Key::Tab);
    let mut moves = 1;
    let mut keys = back.as_str();
    while settled(browser).await? != "over" {
        tab_until(browser, keys, MOVES).await?;
        press(browser, &Key::Enter.to_string()).await?;
        moves += 1;
        // From a move button, the focus goes to the next move's first button.
        keys = "";
    }
    let log = browser.text(GAME).await?;
    check(
        log.trim_end().ends_with("winner: Second") && moves >= SEVERAL,
        || format!("the keyboard's game ({moves} moves):\n{log}"),
    )?;
    Ok(moves)
}

/// Presses `keys` until the focus is on an element `xpath` finds (at most 50 times;
/// no key: it must be there already).
async fn tab_until(browser: &Browser, keys: &str, xpath: &str) -> Result<(), String> {
    let focused = "const found = document.evaluate(arguments[0], document, null, \
                   XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null); \
                   for (let i = 0; i < found.snapshotLength; i++) \
                   if (found.snapshotItem(i) === document.activeElement) return true; \
                   return false;";
    for _ in 0..50 {
        let there = browser
            .client
            .execute(focused, vec![xpath.into()])
            .await
            .map_err(|e| e.to_string())?;
        if there.as_bool() == Some(true) {
            return Ok(());
        }
        if keys.is_empty() {
            break;
        }
        press(browser, keys).await?;
    }
    let on = browser
        .client
        .execute("return document.activeElement.outerHTML", vec![])
        .await
        .map_err(|e| e.to_string())?;
    Err(format!(
        "the keys {keys:?} do not reach {xpath}; the focus is on {on}"
    ))
}

/// Presses `keys` one after the other, as a keyboard does (Shift held from where it is
/// pressed to the end), wherever the focus is.
async fn press(browser: &Browser, keys: &str) -> Result<(), String> {
    let shift = char::from(Key::Shift);
    let mut actions = KeyActions::new("keyboard".into());
    for key in keys.chars() {
        actions = actions.then(KeyAction::Down { value: key });
        if key != shift {
            actions = actions.then(KeyAction::Up { value: key });
        }
    }
    if keys.contains(shift) {
        actions = actions.then(KeyAction::Up { value: shift });
    }
    browser
        .client
        .perform_actions(actions)
        .await
        .map_err(|e| e.to_string())
}

/// Puts `text` into the judge's input box as a paste does (one input event): the page
/// answers it and sets a new game up.
async fn set_input(browser: &Browser, text: &str) -> Result<(), String> {
    settled(browser).await?;
    let set = "const box = document.evaluate(arguments[0], document, null, \
               XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; \
               box.value = arguments[1]; \
               box.dispatchEvent(new Event('input', { bubbles: true }))";
    browser
        .client
        .execute(set, vec![INPUT.into(), text.into()])
        .await
        .map_err(|e| e.to_string())?;
    // The new game starts after the box's wait for more typing.
    tokio::time::sleep(std::time::Duration::from_millis(400)).await;
    settled(browser).await.map(|_| ())
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

/// One whole game on the page's input, the player on the side that loses from
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
    check(moves >= SEVERAL, || {
        format!("the player made {moves} moves only, not {SEVERAL}")
    })?;
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

/// Clicks the element `xpath` finds, scrolled to the middle of the window first (the
/// book's menu bar covers the top).
async fn click(browser: &Browser, xpath: &str) -> Result<(), String> {
    let mut tries = 0;
    loop {
        let element = find(browser, xpath).await?;
        browser.centre(&element).await?;
        match element.click().await {
            Ok(()) => return Ok(()),
            // The page may still be laying itself out (a picture drawn above the
            // button, the menu bar shown after the scroll): a person clicks again.
            Err(e) if tries < 3 => {
                eprintln!("clicking {xpath} again: {e}");
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
            Err(e) => return Err(format!("cannot click {xpath}: {e}")),
        }
    }
}
