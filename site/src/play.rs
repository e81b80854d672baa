//! Play in the page: one game against the engine, set up by its binary's own `setup`
//! and kept between the player's lines, each answered as `--play` answers it.

use crate::binaries;
use crate::exports::{keep, locked, BUFFER};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Match, OnPage, Options, PROMPT};
use std::cell::RefCell;

/// A game in play, whatever its binary: what the page asks of it.
pub trait Played {
    /// What the terminal shows for the player's `line`: the prompt and the line, then
    /// the game's answer.
    fn answer(&mut self, line: &str) -> String;
    /// The moves `?` lists, one a line: words, the state left, its letter, its side to
    /// move and its name in the picture (empty where the game draws none), separated by
    /// tabs; then the listing's note, if any, on a line of its own
    /// that starts with a tab.
    fn listing(&self) -> String;
    /// Whether play has ended.
    fn is_over(&self) -> bool;
    /// Where play can start from the `chosen` names, the latest last
    /// ([`OnPage::start_here`]): the start's name on a line, then a line `--name value`
    /// for each option; nothing where it cannot.
    fn start_here(&self, chosen: &[&str]) -> String;
    /// Where the explanation's `lines` name starts ([`OnPage::named_starts`]): a line
    /// `i from to` for each, line `i` from 0, `from..to` counted in UTF-16 code units as
    /// the page counts a string.
    fn named_starts(&self, lines: &[&str]) -> String;
}

impl<G: OnPage> Played for Match<G> {
    fn answer(&mut self, line: &str) -> String {
        let mut said = format!("{PROMPT}{}\n", line.trim_end()).into_bytes();
        Match::answer(self, line, &mut said).expect("writing to memory never fails");
        String::from_utf8_lossy(&said).into_owned()
    }

    fn listing(&self) -> String {
        let (moves, note) = self.listed_moves();
        let mut text = String::new();
        for listed in moves {
            let letter = listed.value.letter();
            let pictured = listed.pictured.as_deref().unwrap_or_default();
            let words = [
                &listed.words,
                &listed.leads_to,
                letter,
                &listed.mover,
                pictured,
            ];
            text.push_str(&words.map(|w| w.replace(['\t', '\n'], " ")).join("\t"));
            text.push('\n');
        }
        if let Some(note) = note {
            text.push_str(&format!("\t{note}\n"));
        }
        text
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn start_here(&self, chosen: &[&str]) -> String {
        let Some(here) = Match::start_here(self, chosen) else {
            return String::new();
        };
        let mut text = format!("{}\n", here.name.replace('\n', " "));
        for (option, value) in &here.options {
            text.push_str(&format!("{option} {}\n", value.replace('\n', " ")));
        }
        text
    }

    fn named_starts(&self, lines: &[&str]) -> String {
        let units = |text: &str| text.encode_utf16().count();
        let mut text = String::new();
        for (i, line) in lines.iter().enumerate() {
            for range in Match::named_starts(self, line) {
                let from = units(&line[..range.start]);
                let to = from + units(&line[range]);
                text.push_str(&format!("{i} {from} {to}\n"));
            }
        }
        text
    }
}

/// A game started and its opening lines, or the one line that refuses its input or an
/// option.
pub type Started = Result<(Box<dyn Played>, String), String>;

/// A binary's `setup` for `--play`.
pub type Setup<G> = fn(&mut Tokens, &mut Options) -> Result<G, InputError>;

/// The game `setup` makes of `input` and `options` (`--as` among them), started: the
/// game and its opening lines, or the one line that refuses the input or an option.
pub fn start<G: OnPage + 'static>(
    setup: Setup<G>,
    input: Vec<u8>,
    options: Vec<(String, String)>,
) -> Started {
    let mut options = Options::new(options);
    let mut tokens = Tokens::new(input).map_err(|e| e.to_string())?;
    let game = setup(&mut tokens, &mut options).map_err(|e| e.to_string())?;
    tokens.finish().map_err(|e| e.to_string())?;
    let side = options.side(game.sides(), game.mover(&game.start()))?;
    if let Some(option) = options.unused() {
        return Err(format!("--play takes no {option}"));
    }
    let sides = game.sides().called;
    let mut said = format!("sides: {} {}\n", sides[0], sides[1]).into_bytes();
    let played = Match::start(game, side, &mut said).expect("writing to memory never fails");
    Ok((
        Box::new(played),
        String::from_utf8_lossy(&said).into_owned(),
    ))
}

thread_local! {
    /// The game in play, if any.
    static PLAYING: RefCell<Option<Box<dyn Played>>> = RefCell::new(None);
}

/// Starts the game of the binary named by the buffer's first `name_length` bytes; the
/// next `options_length` bytes are its options, one `--name value` a line; the rest is
/// the judge's input. Returns 0 when play starts (the outcome: a line `sides: A B`,
/// then the opening lines), 1 when the input or an option is refused (the outcome: its
/// line), 2 when the binary does not play.
#[no_mangle]
pub extern "C" fn play_start(name_length: usize, options_length: usize) -> u32 {
    let mut input = std::mem::take(&mut *locked(&BUFFER));
    let name: Vec<u8> = input.drain(..name_length.min(input.len())).collect();
    let options: Vec<u8> = input.drain(..options_length.min(input.len())).collect();
    let options = String::from_utf8_lossy(&options)
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(name, value)| (name.to_string(), value.to_string()))
        .collect();
    PLAYING.with(|playing| *playing.borrow_mut() = None);
    let name = String::from_utf8_lossy(&name).into_owned();
    let Some(started) = binaries::start_play(&name, input, options) else {
        return keep(Err(format!("`{name}` does not play")), 2);
    };
    match started {
        Ok((played, opening)) => {
            PLAYING.with(|playing| *playing.borrow_mut() = Some(played));
            keep(Ok(opening), 1)
        }
        Err(line) => keep(Err(line), 1),
    }
}

/// Answers the player's line, the whole buffer. Returns 0 while play goes on, 1 once it
/// has ended, 2 when no game is in play; the outcome: what the terminal shows.
#[no_mangle]
pub extern "C" fn play_line() -> u32 {
    let line = std::mem::take(&mut *locked(&BUFFER));
    let line = String::from_utf8_lossy(&line).into_owned();
    PLAYING.with(|playing| match playing.borrow_mut().as_mut() {
        Some(played) => {
            let said = played.answer(&line);
            let over = played.is_over();
            keep(Ok(said), 0);
            u32::from(over)
        }
        None => keep(Err("no game in play".into()), 2),
    })
}

/// The moves of the game in play, as [`Played::listing`] gives them. Returns 0, or 2
/// when no game is in play.
#[no_mangle]
pub extern "C" fn play_moves() -> u32 {
    PLAYING.with(|playing| match playing.borrow().as_ref() {
        Some(played) => keep(Ok(played.listing()), 2),
        None => keep(Err("no game in play".into()), 2),
    })
}

/// Where play can start from the names chosen in the page, the whole buffer, one a
/// line, the latest last, as [`Played::start_here`] says. Returns 0, or 2 when no game
/// is in play.
#[no_mangle]
pub extern "C" fn play_from() -> u32 {
    let chosen = std::mem::take(&mut *locked(&BUFFER));
    let chosen = String::from_utf8_lossy(&chosen).into_owned();
    let chosen: Vec<&str> = chosen.lines().collect();
    PLAYING.with(|playing| match playing.borrow().as_ref() {
        Some(played) => keep(Ok(played.start_here(&chosen)), 2),
        None => keep(Err("no game in play".into()), 2),
    })
}

/// Where the explanation's lines, the whole buffer, one a line, name starts, as
/// [`Played::named_starts`] says. Returns 0, or 2 when no game is in play.
#[no_mangle]
pub extern "C" fn play_named() -> u32 {
    let lines = std::mem::take(&mut *locked(&BUFFER));
    let lines = String::from_utf8_lossy(&lines).into_owned();
    let lines: Vec<&str> = lines.split('\n').collect();
    PLAYING.with(|playing| match playing.borrow().as_ref() {
        Some(played) => keep(Ok(played.named_starts(&lines)), 2),
        None => keep(Err("no game in play".into()), 2),
    })
}
