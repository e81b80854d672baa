//! Play in the page: one game against the engine.
//!
//! Set up by its binary's own `setup` and kept between the player's lines, each
//! answered as `--play` answers it.

use crate::binaries;
use crate::exports::{keep, refuse, take_buffer};
use crate::values::{json, Failure, MoveValue, Refusal, StartValue, Turn};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{ListedMove, Match, OnPage, Options, Reply, StartHere, PROMPT};
use serde::Serialize;
use std::cell::RefCell;

/// A game in play, whatever its binary: what the page asks of it.
pub trait Played {
    /// What the terminal shows for the player's `line` (the prompt and the line, then
    /// the game's answer), and what was done with it.
    fn answer(&mut self, line: &str) -> (String, Reply);
    /// The moves `?` lists, and the line after them, if any.
    fn listing(&self) -> (Vec<ListedMove>, Option<String>);
    /// Whether play has ended.
    fn is_over(&self) -> bool;
    /// The two sides, by the words `--as` takes.
    fn sides(&self) -> [&'static str; 2];
    /// Where play can start from the `chosen` names, the latest last
    /// ([`OnPage::start_here`]).
    fn start_here(&self, chosen: &[String]) -> Option<StartHere>;
    /// Where the explanation's `lines` name starts ([`OnPage::named_starts`]), each
    /// counted in UTF-16 code units as the page counts a string.
    fn named_starts(&self, lines: &[String]) -> Vec<Named>;
}

/// The starts the explanation's lines name: `{"named": [named, …]}`.
#[derive(Serialize)]
struct NamedStarts {
    named: Vec<Named>,
}

/// A start named in a line of the explanation: `{"line": 2, "from": 5, "to": 17}`, the
/// line counted from 0, `from..to` in UTF-16 code units.
#[derive(Serialize)]
pub struct Named {
    line: usize,
    from: usize,
    to: usize,
}

impl<G: OnPage> Played for Match<G> {
    fn answer(&mut self, line: &str) -> (String, Reply) {
        let mut said = format!("{PROMPT}{}\n", line.trim_end()).into_bytes();
        let reply = Match::reply(self, line, &mut said).expect("writing to memory never fails");
        (String::from_utf8_lossy(&said).into_owned(), reply)
    }

    fn listing(&self) -> (Vec<ListedMove>, Option<String>) {
        self.listed_moves()
    }

    fn is_over(&self) -> bool {
        Match::is_over(self)
    }

    fn sides(&self) -> [&'static str; 2] {
        self.game().sides().called
    }

    fn start_here(&self, chosen: &[String]) -> Option<StartHere> {
        let chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
        Match::start_here(self, &chosen)
    }

    fn named_starts(&self, lines: &[String]) -> Vec<Named> {
        let units = |text: &str| text.encode_utf16().count();
        let mut named = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            for range in Match::named_starts(self, line) {
                let from = units(&line[..range.start]);
                let to = from + units(&line[range]);
                named.push(Named { line: i, from, to });
            }
        }
        named
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
    let mut said = Vec::new();
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

/// The turn's value: `said`, then the moves listed after it ([`Turn`]).
fn turn(played: &dyn Played, said: &str, reply: Reply, sides: Option<[&str; 2]>) -> String {
    let (moves, note) = played.listing();
    json(&Turn {
        sides,
        said,
        played: reply == Reply::Played,
        over: played.is_over(),
        moves: moves.iter().map(MoveValue::of).collect(),
        note: note.as_deref(),
    })
}

/// Starts the game of the binary named by the buffer's first `name_length` bytes; the
/// next `options_length` bytes are its options, a JSON list of `[name, value]` pairs;
/// the rest is the judge's input. The outcome: the opening [`Turn`], with the sides;
/// or the error that refuses the input or an option, or the request.
#[no_mangle]
pub extern "C" fn play_start(name_length: usize, options_length: usize) {
    let ([name, options], input) = take_buffer([name_length, options_length]);
    PLAYING.with(|playing| *playing.borrow_mut() = None);
    let name = String::from_utf8_lossy(&name).into_owned();
    let Ok(options) = serde_json::from_slice::<Vec<(String, String)>>(&options) else {
        return refuse("the options are not a JSON list of [name, value] pairs");
    };
    let Some(started) = binaries::start_play(&name, input, options) else {
        return refuse(&format!("`{name}` does not play"));
    };
    match started {
        Ok((played, opening)) => {
            keep(turn(
                &*played,
                &opening,
                Reply::Nothing,
                Some(played.sides()),
            ));
            PLAYING.with(|playing| *playing.borrow_mut() = Some(played));
        }
        Err(line) => keep(json(&Failure::new(line, Refusal::Input))),
    }
}

/// Answers the player's line, the whole buffer. The outcome: the [`Turn`], or the
/// error that no game is in play.
#[no_mangle]
pub extern "C" fn play_line() {
    let ([], line) = take_buffer([]);
    let line = String::from_utf8_lossy(&line).into_owned();
    with_game(|played| {
        let (said, reply) = played.answer(&line);
        turn(&**played, &said, reply, None)
    });
}

/// Where play can start from the names chosen in the page, the whole buffer, a JSON
/// list of them, the latest last ([`Played::start_here`]). The outcome: a
/// [`StartValue`], or the error that no game is in play.
#[no_mangle]
pub extern "C" fn play_from() {
    let Some(chosen) = texts() else { return };
    with_game(|played| json(&StartValue::new(played.start_here(&chosen).as_ref())));
}

/// Where the explanation's lines, the whole buffer, a JSON list of them, name starts
/// ([`Played::named_starts`]). The outcome: `{"named": [named, …]}` ([`Named`]), or the
/// error that no game is in play.
#[no_mangle]
pub extern "C" fn play_named() {
    let Some(lines) = texts() else { return };
    with_game(|played| {
        json(&NamedStarts {
            named: played.named_starts(&lines),
        })
    });
}

/// The buffer, a JSON list of texts; `None`, the error kept as the outcome, if it is
/// not one.
fn texts() -> Option<Vec<String>> {
    let ([], bytes) = take_buffer([]);
    let texts = serde_json::from_slice(&bytes).ok();
    if texts.is_none() {
        refuse("the request is not a JSON list of texts");
    }
    texts
}

/// Keeps, as the outcome, what `answer` makes of the game in play; or the error that
/// no game is.
fn with_game(answer: impl FnOnce(&mut Box<dyn Played>) -> String) {
    PLAYING.with(|playing| match playing.borrow_mut().as_mut() {
        Some(played) => keep(answer(played)),
        None => refuse("no game in play"),
    });
}
