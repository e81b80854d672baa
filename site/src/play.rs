//! A game in play in the page, whatever its binary: [`Played`], and [`start`].
//!
//! Set up by its binary's own `setup` and kept between the player's lines, each
//! answered as `--play` answers it; the page's calls are [`crate::exports`]'s.

use gamebits::judge::{InputError, Tokens};
use gamebits::play::{ListedMove, Match, OnPage, Options, Reply, StartHere, PROMPT};

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
    /// Where play can start from the states `chosen` in the page, by their ids, the
    /// latest last ([`OnPage::start_at`]).
    fn start_at(&self, chosen: &[String]) -> Option<StartHere>;
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

    fn start_at(&self, chosen: &[String]) -> Option<StartHere> {
        let chosen: Vec<&str> = chosen.iter().map(String::as_str).collect();
        Match::start_at(self, &chosen)
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
