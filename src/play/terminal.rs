//! The game at a terminal: [`play`] reads the player's lines and writes what is said.

use super::{Game, Match};
use std::io::{self, BufRead, Write};

/// The prompt before each of the player's moves.
///
/// ```
/// # use gamebits::play::{Game, Sides, Value};
/// # struct OneAtATime(u32);
/// # impl Game for OneAtATime {
/// #     type State = (u32, usize);
/// #     type Move = ();
/// #     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
/// #     fn start(&self) -> (u32, usize) { (self.0, 0) }
/// #     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
/// #     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<()> {
/// #         vec![(); pile.min(1) as usize]
/// #     }
/// #     fn after(&self, &(pile, side): &(u32, usize), _: &()) -> (u32, usize) {
/// #         (pile - 1, 1 - side)
/// #     }
/// #     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
/// #         let moves = Some(pile.into());
/// #         if pile % 2 == 1 { Value::Win(moves) } else { Value::Lose(moves) }
/// #     }
/// #     fn read_move(&self, _: &(u32, usize), words: &str) -> Result<(), String> {
/// #         (words == "take").then_some(()).ok_or(format!("`{words}` is not `take`"))
/// #     }
/// #     fn move_words(&self, _: &(u32, usize), _: &()) -> String { "take".into() }
/// #     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
/// # }
/// use gamebits::play::{play, PROMPT};
/// let mut shown = Vec::new();
/// play(OneAtATime(1), 0, "take\n".as_bytes(), &mut shown, false).unwrap();
/// assert!(String::from_utf8(shown).unwrap().contains(PROMPT));
/// ```
pub const PROMPT: &str = "your move (? lists them)> ";

/// Plays `game` with the player on `side` (0 or 1) against the engine.
///
/// Moves are read from `input`, one a line, and everything said is written to `output`
/// (see the [module](crate::play)). `at_terminal`: the game ends at once when it is over,
/// instead of answering the lines after the end.
///
/// # Errors
///
/// Only what writing to `output` or reading `input` fails with.
///
/// ```
/// # use gamebits::play::{Game, Sides, Value};
/// # struct OneAtATime(u32);
/// # impl Game for OneAtATime {
/// #     type State = (u32, usize);
/// #     type Move = ();
/// #     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
/// #     fn start(&self) -> (u32, usize) { (self.0, 0) }
/// #     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
/// #     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<()> {
/// #         vec![(); pile.min(1) as usize]
/// #     }
/// #     fn after(&self, &(pile, side): &(u32, usize), _: &()) -> (u32, usize) {
/// #         (pile - 1, 1 - side)
/// #     }
/// #     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
/// #         let moves = Some(pile.into());
/// #         if pile % 2 == 1 { Value::Win(moves) } else { Value::Lose(moves) }
/// #     }
/// #     fn read_move(&self, _: &(u32, usize), words: &str) -> Result<(), String> {
/// #         (words == "take").then_some(()).ok_or(format!("`{words}` is not `take`"))
/// #     }
/// #     fn move_words(&self, _: &(u32, usize), _: &()) -> String { "take".into() }
/// #     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
/// # }
/// use gamebits::play::play;
/// // A pile of 2, one stone a move: the engine, first, takes the last stone.
/// let mut shown = Vec::new();
/// play(OneAtATime(2), 1, "take\n".as_bytes(), &mut shown, false).unwrap();
/// let shown = String::from_utf8(shown).unwrap();
/// assert!(shown.contains("engine plays take\n"));
/// assert!(shown.contains("winner: Second\n"));
/// ```
pub fn play<G: Game>(
    game: G,
    side: usize,
    mut input: impl BufRead,
    output: &mut impl Write,
    at_terminal: bool,
) -> io::Result<()> {
    let mut played = Match::start(game, side, output)?;
    let mut line = Vec::new();
    while !played.is_over() {
        write!(output, "{PROMPT}")?;
        output.flush()?;
        let read = read_line(&mut input, &mut line)?;
        if !at_terminal && !matches!(read, Line::End) {
            writeln!(output, "{}", read.shown().trim_end())?;
        }
        match read {
            Line::End => {
                writeln!(output)?;
                writeln!(output, "end of input: the game stops unfinished")?;
                return output.flush();
            }
            Line::NotText(_) => writeln!(output, "not a move: {NOT_TEXT}")?,
            Line::Text(text) => played.answer(text, output)?,
        }
    }
    output.flush()?;
    if !at_terminal {
        after_the_end(&mut played, &mut input, output, &mut line)?;
    }
    Ok(())
}

/// What the player is told of a line that is not UTF-8 text.
const NOT_TEXT: &str = "the line is not UTF-8 text";

/// One line of the player's, as [`read_line`] reads it.
enum Line<'a> {
    /// The end of input: no line.
    End,
    /// A line of text, with its line break if it had one.
    Text(&'a str),
    /// A line whose bytes are not UTF-8 (a move in another encoding, a stray byte).
    NotText(&'a [u8]),
}

impl Line<'_> {
    /// The line as a terminal shows it, a byte that is not UTF-8 as U+FFFD.
    fn shown(&self) -> std::borrow::Cow<'_, str> {
        match self {
            Line::End => "".into(),
            Line::Text(text) => (*text).into(),
            Line::NotText(bytes) => String::from_utf8_lossy(bytes),
        }
    }
}

/// Reads one line into `buffer`, its bytes whatever they are, so that a line that is
/// not UTF-8 is one bad line and not the end of the game.
fn read_line<'a>(input: &mut impl BufRead, buffer: &'a mut Vec<u8>) -> io::Result<Line<'a>> {
    buffer.clear();
    if input.read_until(b'\n', buffer)? == 0 {
        return Ok(Line::End);
    }
    Ok(match std::str::from_utf8(buffer) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotText(buffer),
    })
}

/// Answers each line after the end of play in one line, until the end of input.
fn after_the_end<G: Game>(
    played: &mut Match<G>,
    input: &mut impl BufRead,
    output: &mut impl Write,
    line: &mut Vec<u8>,
) -> io::Result<()> {
    loop {
        match read_line(input, line)? {
            Line::End => return Ok(()),
            Line::NotText(_) => {
                played.refuse_after_the_end("a line that is not UTF-8 text", output)?
            }
            Line::Text(text) => played.answer(text, output)?,
        }
        output.flush()?;
    }
}
