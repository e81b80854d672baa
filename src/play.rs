//! Playing a game against a perfect opponent, as `--play FILE` does.
//!
//! The player types moves, the engine answers from the game's table, and at the end the
//! player learns where a won game was let go.
//!
//! A binary's game implements [`Game`]: its states, their legal moves, the value of a
//! state ([`Value`]: won or lost in so many moves, or a draw, for the side to move) and
//! the words a move is typed in. [`play`] runs the loop once for every game:
//!
//! - before each move the state is shown (`describe`), and before each of the player's
//!   moves a prompt, flushed, so that a program can play too;
//! - `?` lists the state's value and its legal moves, each with the value of the state
//!   it leaves;
//! - a move the player types is read by the game (`read_move`): an illegal or
//!   malformed one gets one line saying why, and the prompt again;
//! - the engine plays its best move ([`Game::engine_move`]): from a won state the
//!   fastest win, from a lost one the slowest loss, and a draw it keeps, as a line
//!   `engine plays <move>` in the words the player types;
//! - the game ends at a state without a move (its side to move loses) or where the game
//!   calls a draw, with a line `winner: <the judge's word>`; then, where the player
//!   ended worse than a state of theirs promised, the first move where they let it go
//!   and a move that kept it; only the state of play is kept, however long it goes;
//! - the end of input ends the game in one line; lines after the end each get one line
//!   (at a terminal the game ends at once instead).
//!
//! ```
//! use gamebits::play::{play, Game, Value};
//!
//! /// Take 1 or 2 from a pile of 4; who cannot move loses. A state: the pile and the
//! /// side to move.
//! struct Stones;
//!
//! impl Game for Stones {
//!     type State = (u32, usize);
//!     type Move = u32;
//!     fn sides(&self) -> [&'static str; 2] { ["first", "second"] }
//!     fn start(&self) -> (u32, usize) { (4, 0) }
//!     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
//!     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<u32> {
//!         (1..=2).filter(|&a| a <= pile).collect()
//!     }
//!     fn after(&self, &(pile, side): &(u32, usize), &a: &u32) -> (u32, usize) {
//!         (pile - a, 1 - side)
//!     }
//!     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
//!         let moves = u64::from(pile / 3 * 2);
//!         match pile % 3 { 0 => Value::Lose(Some(moves)), _ => Value::Win(Some(moves + 1)) }
//!     }
//!     fn read_move(&self, state: &(u32, usize), words: &str) -> Result<u32, String> {
//!         let a: u32 = words.parse().map_err(|_| format!("`{words}` is not a number"))?;
//!         self.moves(state).contains(&a).then_some(a).ok_or(format!("cannot take {a}"))
//!     }
//!     fn move_words(&self, _: &(u32, usize), a: &u32) -> String { a.to_string() }
//!     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
//! }
//!
//! let mut shown = Vec::new();
//! play(Stones, 1, "2\n".as_bytes(), &mut shown, false).unwrap();
//! let shown = String::from_utf8(shown).unwrap();
//! assert!(shown.contains("engine plays 1\n"));
//! assert!(shown.contains("winner: First\n"));
//! ```

use std::fmt;
use std::io::{self, BufRead, Write};
use std::ops::Range;

/// What a state is worth to its side to move: won or lost in so many moves, or a draw.
///
/// The moves are those of optimal play (the winner hurrying, the loser prolonging),
/// where the game knows them.
///
/// ```
/// use gamebits::play::Value;
/// assert!(Value::Win(Some(3)).is_better_than(Value::Win(Some(5))));
/// assert!(Value::Lose(Some(5)).is_better_than(Value::Lose(Some(3))));
/// assert!(Value::Draw.is_better_than(Value::Lose(None)));
/// assert_eq!(Value::Win(Some(3)).for_other_side(), Value::Lose(Some(3)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The side to move wins, in this many moves if known.
    Win(Option<u64>),
    /// The side to move loses, after this many moves if known.
    Lose(Option<u64>),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The same outcome seen by the other side.
    ///
    /// ```
    /// use gamebits::play::Value;
    /// assert_eq!(Value::Lose(Some(2)).for_other_side(), Value::Win(Some(2)));
    /// assert_eq!(Value::Draw.for_other_side(), Value::Draw);
    /// ```
    pub fn for_other_side(self) -> Value {
        match self {
            Value::Win(moves) => Value::Lose(moves),
            Value::Lose(moves) => Value::Win(moves),
            Value::Draw => Value::Draw,
        }
    }

    /// Whether a player prefers `self` to `other`.
    ///
    /// A win is better than a draw, a draw than a loss; a faster win is better, and a
    /// slower loss.
    ///
    /// ```
    /// use gamebits::play::Value;
    /// assert!(Value::Win(None).is_better_than(Value::Draw));
    /// assert!(Value::Win(Some(1)).is_better_than(Value::Win(Some(3))));
    /// assert!(!Value::Lose(Some(1)).is_better_than(Value::Lose(Some(3))));
    /// ```
    pub fn is_better_than(self, other: Value) -> bool {
        self.preference() > other.preference()
    }

    /// 2 for a win, 1 for a draw, 0 for a loss.
    fn rank(self) -> u8 {
        match self {
            Value::Win(_) => 2,
            Value::Draw => 1,
            Value::Lose(_) => 0,
        }
    }

    /// The order of [`Value::is_better_than`]: the rank, then fewer moves for a win and
    /// more for a loss.
    fn preference(self) -> (u8, i128) {
        match self {
            Value::Win(moves) => (2, -i128::from(moves.unwrap_or(0))),
            Value::Draw => (1, 0),
            Value::Lose(moves) => (0, i128::from(moves.unwrap_or(0))),
        }
    }

    /// The lecture's letter: `W`, `L`, or `draw`.
    pub fn letter(self) -> &'static str {
        match self {
            Value::Win(_) => "W",
            Value::Lose(_) => "L",
            Value::Draw => "draw",
        }
    }
}

/// A two-sided game a binary plays, as [`play`] plays it.
///
/// A game says its states, the side to move in each, the moves, each state's value and
/// the words of a move; the [module](self) plays one.
///
/// ```
/// use gamebits::play::{Game, Value};
///
/// /// A pile of stones, one taken a move; who cannot move loses. A state: the pile and
/// /// the side to move.
/// struct OneAtATime(u32);
///
/// impl Game for OneAtATime {
///     type State = (u32, usize);
///     type Move = ();
///     fn sides(&self) -> [&'static str; 2] { ["first", "second"] }
///     fn start(&self) -> (u32, usize) { (self.0, 0) }
///     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
///     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<()> {
///         vec![(); pile.min(1) as usize]
///     }
///     fn after(&self, &(pile, side): &(u32, usize), _: &()) -> (u32, usize) {
///         (pile - 1, 1 - side)
///     }
///     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
///         let moves = Some(pile.into());
///         if pile % 2 == 1 { Value::Win(moves) } else { Value::Lose(moves) }
///     }
///     fn read_move(&self, _: &(u32, usize), words: &str) -> Result<(), String> {
///         (words == "take").then_some(()).ok_or(format!("`{words}` is not `take`"))
///     }
///     fn move_words(&self, _: &(u32, usize), _: &()) -> String { "take".into() }
///     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
/// }
///
/// let game = OneAtATime(3);
/// assert_eq!(game.value(&game.start()), Value::Win(Some(3)));
/// assert_eq!(game.engine_move(&game.start()), Some(()));
/// assert_eq!(game.value_for(1, &game.start()), Value::Lose(Some(3)));
/// assert!(!game.has_moves(&(0, 1)));
/// ```
pub trait Game {
    /// A state of play.
    type State: Clone;
    /// A move from a state.
    type Move: Clone;

    /// The two sides as `--as` names them, the one to move at the usual start first.
    fn sides(&self) -> [&'static str; 2];

    /// The judge's word for each side, as `winner:` names it.
    ///
    /// By default, the side's name capitalised.
    fn names(&self) -> [String; 2] {
        self.sides().map(capitalised)
    }

    /// The words `winner:` names each side by; by default [`Game::names`].
    fn winner_words(&self) -> [String; 2] {
        self.names()
    }

    /// The judge's word for a draw.
    fn draw_word(&self) -> &'static str {
        "Draw"
    }

    /// The state play starts from.
    fn start(&self) -> Self::State;

    /// The side (0 or 1) to move in `state`, which loses there if it has no move.
    fn mover(&self, state: &Self::State) -> usize;

    /// The legal moves from `state`, none where play has ended.
    fn moves(&self, state: &Self::State) -> Vec<Self::Move>;

    /// The state a move leads to.
    fn after(&self, state: &Self::State, chosen: &Self::Move) -> Self::State;

    /// What `state` is worth to its side to move.
    fn value(&self, state: &Self::State) -> Value;

    /// The legal move the player typed as `words`, or one line saying why it is not one.
    fn read_move(&self, state: &Self::State, words: &str) -> Result<Self::Move, String>;

    /// A move in the words the player types.
    fn move_words(&self, state: &Self::State, chosen: &Self::Move) -> String;

    /// The state, in the explanation's words, without its value.
    fn describe(&self, state: &Self::State) -> String;

    /// The state's id in the picture `--explain=dot` draws (its node's id), where the
    /// picture's nodes are the game's states; by default `None`.
    ///
    /// A page finds the state a move leads to among those it draws by this id.
    fn pictured(&self, state: &Self::State) -> Option<String> {
        let _ = state;
        None
    }

    /// The id in the picture of where `chosen` goes from `state`.
    ///
    /// By default the state it leaves ([`Game::pictured`]); a game whose picture is not
    /// of its states may name what the move reaches in it (a vertex a chip goes to). A
    /// page plays the move whose target the player clicked in the picture.
    fn pictured_target(&self, state: &Self::State, chosen: &Self::Move) -> Option<String> {
        self.pictured(&self.after(state, chosen))
    }

    /// Where play can start again from the states the player chose, the latest last.
    ///
    /// Each is named as the page names it, in the picture or the explanation (a state's
    /// name and value, `19, W in 13 moves`; a table's row, `18, W`). The start's name
    /// and the options of `--play` that start there; `None` where the game cannot (by
    /// default, always).
    fn start_here(&self, chosen: &[&str]) -> Option<StartHere> {
        let _ = chosen;
        None
    }

    /// The byte ranges, in order, where a line of the explanation names a start.
    ///
    /// A start is a name [`Game::start_here`] takes alone. By default, each outermost
    /// group in round brackets that is one (`(2, {r})`, `(1, 2, 0, 3)`).
    fn named_starts(&self, line: &str) -> Vec<Range<usize>> {
        bracketed(line)
            .filter(|range| self.start_here(&[&line[range.clone()]]).is_some())
            .collect()
    }

    /// Why play ends in a draw at `state`, or `None` where it goes on.
    ///
    /// The loop asks once for each state play reaches, in order, so a game may keep what
    /// it needs of them (as a game of endless play keeps the states seen). By default,
    /// never.
    fn draw_called(&self, state: &Self::State) -> Option<String> {
        let _ = state;
        None
    }

    /// Whether `state` has a legal move; by default, whether [`Game::moves`] lists one.
    fn has_moves(&self, state: &Self::State) -> bool {
        !self.moves(state).is_empty()
    }

    /// The engine's move, `None` where there is none.
    ///
    /// By default, the best of the moves for the side to move, the first of equal ones.
    fn engine_move(&self, state: &Self::State) -> Option<Self::Move> {
        let mover = self.mover(state);
        let mut best: Option<(Self::Move, Value)> = None;
        for chosen in self.moves(state) {
            let value = self.value_for(mover, &self.after(state, &chosen));
            if best
                .as_ref()
                .map_or(true, |(_, b)| value.is_better_than(*b))
            {
                best = Some((chosen, value));
            }
        }
        best.map(|(chosen, _)| chosen)
    }

    /// The moves `?` lists, each with the state it leaves, and a line after them.
    ///
    /// The line is for a game that lists only some. By default, every legal move and
    /// no line.
    fn listed_moves(&self, state: &Self::State) -> (Vec<Self::Move>, Option<String>) {
        (self.moves(state), None)
    }

    /// What `state` is worth to `side`.
    fn value_for(&self, side: usize, state: &Self::State) -> Value {
        let value = self.value(state);
        if self.mover(state) == side {
            value
        } else {
            value.for_other_side()
        }
    }
}

/// Where "play from here" starts ([`Game::start_here`]).
///
/// The start's name, and the options of `--play` that start there.
///
/// ```
/// use gamebits::play::StartHere;
/// let here = StartHere::new("(3, {r})", &[("--start", "3"), ("--colours", "r")]);
/// assert_eq!(here.options[1], ("--colours".to_string(), "r".to_string()));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartHere {
    /// The start, as the picture or the explanation names it.
    pub name: String,
    /// Each option's name (with its `--`) and value; an empty value clears the option.
    pub options: Vec<(String, String)>,
}

impl StartHere {
    /// The start `name`, begun by the `options`.
    ///
    /// ```
    /// use gamebits::play::StartHere;
    /// let here = StartHere::new("18", &[("--start", "18")]);
    /// assert_eq!(here.name, "18");
    /// ```
    pub fn new(name: &str, options: &[(&str, &str)]) -> StartHere {
        StartHere {
            name: name.to_string(),
            options: options
                .iter()
                .map(|&(option, value)| (option.to_string(), value.to_string()))
                .collect(),
        }
    }
}

/// The words a page names a state by, before its value.
///
/// `19` of `19, W in 13 moves`, `(2, {r, b})` of `(2, {r, b}), L`: up to the first comma
/// outside brackets.
///
/// ```
/// use gamebits::play::state_name;
/// assert_eq!(state_name("19, W in 13 moves"), "19");
/// assert_eq!(state_name("(2, {r, b}), L in 6 moves"), "(2, {r, b})");
/// assert_eq!(state_name("city 6"), "city 6");
/// ```
pub fn state_name(named: &str) -> &str {
    let mut depth = 0i32;
    for (at, c) in named.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth -= 1,
            ',' if depth == 0 => return &named[..at],
            _ => {}
        }
    }
    named
}

/// The outermost groups of `line` in round brackets, their brackets included.
///
/// ```
/// use gamebits::play::bracketed;
/// let line = "BBB → (1, 2, 0, 3) W, to (2, {r}) (not (closed";
/// let groups: Vec<&str> = bracketed(line).map(|range| &line[range]).collect();
/// assert_eq!(groups, ["(1, 2, 0, 3)", "(2, {r})"]);
/// ```
pub fn bracketed(line: &str) -> impl Iterator<Item = Range<usize>> + '_ {
    let mut opened = None;
    let mut depth = 0usize;
    line.char_indices().filter_map(move |(at, c)| {
        match c {
            '(' => {
                opened = opened.or(Some(at));
                depth += 1;
            }
            ')' if depth > 0 => {
                depth -= 1;
                if depth == 0 {
                    return opened.take().map(|from| from..at + 1);
                }
            }
            _ => {}
        }
        None
    })
}

/// `word` with its first letter upper-case.
fn capitalised(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(letters).collect()
    })
}

/// A state's value in words, for its side to move: `W (First wins in 3 moves)`.
struct Said<'a> {
    value: Value,
    mover: &'a str,
}

impl fmt::Display for Said<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mover = self.mover;
        let within = |moves: Option<u64>| match moves {
            Some(1) => " in 1 move".to_string(),
            Some(moves) => format!(" in {moves} moves"),
            None => String::new(),
        };
        match self.value {
            Value::Win(moves) => write!(f, "W ({mover} to move wins{})", within(moves)),
            Value::Lose(Some(0)) => write!(f, "L ({mover} to move has no move)"),
            Value::Lose(moves) => write!(f, "L ({mover} to move loses{})", within(moves)),
            Value::Draw => write!(f, "draw (neither side can force a win)"),
        }
    }
}

/// The prompt before each of the player's moves.
///
/// ```
/// # use gamebits::play::{Game, Value};
/// # struct OneAtATime(u32);
/// # impl Game for OneAtATime {
/// #     type State = (u32, usize);
/// #     type Move = ();
/// #     fn sides(&self) -> [&'static str; 2] { ["first", "second"] }
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
/// (see the [module](self)). `at_terminal`: the game ends at once when it is over,
/// instead of answering the lines after the end.
///
/// # Errors
///
/// Only what writing to `output` or reading `input` fails with.
///
/// ```
/// # use gamebits::play::{Game, Value};
/// # struct OneAtATime(u32);
/// # impl Game for OneAtATime {
/// #     type State = (u32, usize);
/// #     type Move = ();
/// #     fn sides(&self) -> [&'static str; 2] { ["first", "second"] }
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

/// A game in play: the state it has reached, whose turn it is, and what the player let
/// go, stepped one line of the player's at a time (the terminal's [`play`] and a page
/// both drive it).
///
/// ```
/// # use gamebits::play::{Game, Match, Value};
/// # struct Stones;
/// # impl Game for Stones {
/// #     type State = (u32, usize);
/// #     type Move = u32;
/// #     fn sides(&self) -> [&'static str; 2] { ["first", "second"] }
/// #     fn start(&self) -> (u32, usize) { (4, 0) }
/// #     fn mover(&self, &(_, side): &(u32, usize)) -> usize { side }
/// #     fn moves(&self, &(pile, _): &(u32, usize)) -> Vec<u32> {
/// #         (1..=2).filter(|&a| a <= pile).collect()
/// #     }
/// #     fn after(&self, &(pile, side): &(u32, usize), &a: &u32) -> (u32, usize) {
/// #         (pile - a, 1 - side)
/// #     }
/// #     fn value(&self, &(pile, _): &(u32, usize)) -> Value {
/// #         let moves = u64::from(pile / 3 * 2);
/// #         match pile % 3 { 0 => Value::Lose(Some(moves)), _ => Value::Win(Some(moves + 1)) }
/// #     }
/// #     fn read_move(&self, state: &(u32, usize), words: &str) -> Result<u32, String> {
/// #         let a: u32 = words.parse().map_err(|_| format!("`{words}` is not a number"))?;
/// #         self.moves(state).contains(&a).then_some(a).ok_or(format!("cannot take {a}"))
/// #     }
/// #     fn move_words(&self, _: &(u32, usize), a: &u32) -> String { a.to_string() }
/// #     fn describe(&self, &(pile, _): &(u32, usize)) -> String { format!("pile {pile}") }
/// # }
/// // Stones, the module's example: take 1 or 2 from a pile of 4, the player second.
/// let mut said = Vec::new();
/// let mut played = Match::start(Stones, 1, &mut said).unwrap();
/// let words: Vec<String> = played.moves().into_iter().map(|m| m.words).collect();
/// assert_eq!(words, ["1", "2"]);
/// played.answer("2", &mut said).unwrap();
/// assert!(played.is_over());
/// assert_eq!(played.winner_word(), "First");
/// ```
pub struct Match<G: Game> {
    game: G,
    side: usize,
    state: G::State,
    /// The first of the player's moves that let what they had go, said as it was made.
    let_go: Option<String>,
    /// The winner (`None` for a draw), once play has ended.
    ended: Option<Option<usize>>,
}

/// One of the moves `?` lists: its words, and the state it leaves with that state's
/// value for its side to move.
///
/// ```
/// use gamebits::play::{ListedMove, Value};
/// let listed = ListedMove {
///     words: "2".into(),
///     leads_to: "pile 8".into(),
///     value: Value::Win(Some(1)),
///     mover: "First".into(),
///     pictured: Some("8".into()),
/// };
/// assert_eq!(listed.value.letter(), "W");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedMove {
    /// The move as the player types it.
    pub words: String,
    /// The state it leaves, described.
    pub leads_to: String,
    /// That state's value, for its side to move.
    pub value: Value,
    /// That state's side to move, by its judge's word.
    pub mover: String,
    /// The id in the picture of where the move goes ([`Game::pictured_target`]).
    pub pictured: Option<String>,
}

/// What [`Match::reply`] did with a line of the player's.
///
/// ```
/// use gamebits::play::Reply;
/// assert_ne!(Reply::Played, Reply::Refused);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Nothing: the line is empty.
    Nothing,
    /// Listed the moves (`?`).
    Listed,
    /// Played the move the line names, then the engine's.
    Played,
    /// Said why the line is not a move, or that play has ended.
    Refused,
}

impl<G: Game> Match<G> {
    /// Starts play: says who plays what, then plays the engine's moves until the
    /// player's turn or the end, all written to `output`.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn start(game: G, side: usize, output: &mut impl Write) -> io::Result<Self> {
        let names = game.names();
        let sides = game.sides();
        let named = |s: usize| match capitalised(sides[s]) == names[s] {
            true => sides[s].to_string(),
            false => format!("{} ({})", sides[s], names[s]),
        };
        writeln!(
            output,
            "you play {}, the engine {}; type a move, ? for the moves",
            named(side),
            named(1 - side)
        )?;
        let mut played = Match {
            state: game.start(),
            game,
            side,
            let_go: None,
            ended: None,
        };
        played.play_on(output)?;
        Ok(played)
    }

    /// Whether play has ended (with `winner:` said).
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    /// The judge's word for the winner, or for a draw (also while play goes on).
    pub fn winner_word(&self) -> String {
        match self.ended.flatten() {
            Some(winner) => self.game.winner_words()[winner].clone(),
            None => self.game.draw_word().to_string(),
        }
    }

    /// The state play has reached.
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The game played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The moves `?` lists now (none once play has ended), and its line after them.
    pub fn listed_moves(&self) -> (Vec<ListedMove>, Option<String>) {
        if self.is_over() {
            return (Vec::new(), None);
        }
        let names = self.game.names();
        let (moves, note) = self.game.listed_moves(&self.state);
        let listed = moves
            .iter()
            .map(|chosen| {
                let next = self.game.after(&self.state, chosen);
                ListedMove {
                    words: self.game.move_words(&self.state, chosen),
                    leads_to: self.game.describe(&next),
                    value: self.game.value(&next),
                    mover: names[self.game.mover(&next)].clone(),
                    pictured: self.game.pictured_target(&self.state, chosen),
                }
            })
            .collect();
        (listed, note)
    }

    /// Where play can start from what the player chose ([`Game::start_here`]).
    pub fn start_here(&self, chosen: &[&str]) -> Option<StartHere> {
        self.game.start_here(chosen)
    }

    /// Where a line of the explanation names a start ([`Game::named_starts`]).
    pub fn named_starts(&self, line: &str) -> Vec<Range<usize>> {
        self.game.named_starts(line)
    }

    /// [`Match::listed_moves`] without the line after them.
    pub fn moves(&self) -> Vec<ListedMove> {
        self.listed_moves().0
    }

    /// Answers one line the player typed, as the terminal does: an empty line with
    /// nothing, `?` with the listing, a legal move by playing it (then the engine's moves
    /// until the player's turn or the end), anything else with one line why it is not a
    /// move; after the end, one line saying it is not played.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn answer(&mut self, line: &str, output: &mut impl Write) -> io::Result<()> {
        self.reply(line, output).map(drop)
    }

    /// [`Match::answer`], and what it did with the line: for a page, which keeps the
    /// moves played without reading the answer's words.
    ///
    /// # Errors
    ///
    /// Only what writing to `output` fails with.
    pub fn reply(&mut self, line: &str, output: &mut impl Write) -> io::Result<Reply> {
        let reply = match line.trim() {
            "" => Reply::Nothing,
            words if self.is_over() => {
                self.refuse_after_the_end(&format!("`{words}`"), output)?;
                Reply::Refused
            }
            "?" => {
                self.list_moves(output)?;
                Reply::Listed
            }
            words => match self.game.read_move(&self.state, words) {
                Ok(chosen) => {
                    self.players_move(&chosen, output)?;
                    Reply::Played
                }
                Err(why) => {
                    writeln!(output, "not a move: {why}")?;
                    Reply::Refused
                }
            },
        };
        Ok(reply)
    }

    /// The one line for `what` the player sent after the end of play.
    fn refuse_after_the_end(&self, what: &str, output: &mut impl Write) -> io::Result<()> {
        let word = self.winner_word();
        writeln!(
            output,
            "the game is over (winner: {word}): {what} is not played"
        )
    }

    /// Plays the player's legal move, then on.
    fn players_move(&mut self, chosen: &G::Move, output: &mut impl Write) -> io::Result<()> {
        let next = self.game.after(&self.state, chosen);
        if self.let_go.is_none() {
            self.let_go = letting_go(&self.game, self.side, &self.state, chosen, &next);
        }
        self.state = next;
        self.play_on(output)
    }

    /// Describes each state reached and plays the engine's moves, until the player's
    /// turn or the end of play (then says who won, and where the player let it go).
    fn play_on(&mut self, output: &mut impl Write) -> io::Result<()> {
        let game = &self.game;
        let winner = loop {
            writeln!(output, "{}", game.describe(&self.state))?;
            if let Some(why) = game.draw_called(&self.state) {
                writeln!(output, "draw: {why}")?;
                break None;
            }
            let mover = game.mover(&self.state);
            if !game.has_moves(&self.state) {
                writeln!(
                    output,
                    "{} to move has no move and loses",
                    game.names()[mover]
                )?;
                break Some(1 - mover);
            }
            if mover == self.side {
                return Ok(());
            }
            let chosen = game.engine_move(&self.state).expect("a state with moves");
            writeln!(
                output,
                "engine plays {}",
                game.move_words(&self.state, &chosen)
            )?;
            self.state = game.after(&self.state, &chosen);
        };
        self.ended = Some(winner);
        writeln!(output, "winner: {}", self.winner_word())?;
        match (&self.let_go, winner == Some(self.side)) {
            (Some(line), false) => writeln!(output, "{line}"),
            _ => Ok(()),
        }
    }

    /// `?`: the state's value, then each listed move with the state it leaves and its
    /// value.
    fn list_moves(&self, output: &mut impl Write) -> io::Result<()> {
        let mover = &self.game.names()[self.game.mover(&self.state)];
        let value = self.game.value(&self.state);
        writeln!(
            output,
            "this state is {}; its moves:",
            Said { value, mover }
        )?;
        let (moves, note) = self.listed_moves();
        for listed in &moves {
            let said = Said {
                value: listed.value,
                mover: &listed.mover,
            };
            writeln!(output, "  {} → {}: {said}", listed.words, listed.leads_to)?;
        }
        if let Some(note) = note {
            writeln!(output, "  {note}")?;
        }
        Ok(())
    }
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

/// Where the player's move from `before` to `after` let go what `before` promised
/// them (a win, or a draw): the line said after `winner:` if they end without a win,
/// with the move the engine would have played there, which kept it. The engine never
/// lets the player gain, so the first such move is where a lost or drawn game went.
fn letting_go<G: Game>(
    game: &G,
    side: usize,
    before: &G::State,
    chosen: &G::Move,
    after: &G::State,
) -> Option<String> {
    let promised = game.value_for(side, before);
    if game.value_for(side, after).rank() >= promised.rank() {
        return None;
    }
    let kept = game
        .engine_move(before)
        .expect("a state the player moved from has moves");
    let what = match promised {
        Value::Win(_) => "the win",
        _ => "the draw",
    };
    Some(format!(
        "you let {what} go at {}: {} left {}, {}; {} kept it",
        game.describe(before),
        game.move_words(before, chosen),
        game.describe(after),
        game.value(after).letter(),
        game.move_words(before, &kept)
    ))
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

/// The options of `--play` beyond the file, each read by the game that takes it.
///
/// They are `--as` and those of one game (`--case N`, `--start C`, `--colours LETTERS`,
/// `--remove i,j,…`, `--keep MASK`, `--covered i,j,…`).
///
/// ```
/// use gamebits::play::Options;
/// let mut options = Options::new(vec![("--case".into(), "2".into())]);
/// assert_eq!(options.number("--case", 1, 1..=3usize).unwrap(), 2);
/// assert_eq!(options.list("--remove", 5).unwrap(), Vec::<usize>::new());
/// assert!(options.unused().is_none());
/// ```
pub struct Options {
    given: Vec<(String, String, bool)>,
}

impl Options {
    /// The options given, each `(name, value)` (the name with its `--`).
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let options = Options::new(vec![("--as".into(), "second".into())]);
    /// assert_eq!(options.unused(), Some("--as"));
    /// ```
    pub fn new(given: Vec<(String, String)>) -> Options {
        Options {
            given: given.into_iter().map(|(n, v)| (n, v, false)).collect(),
        }
    }

    /// The value of option `name`, marked used; `None` if it was not given.
    fn take(&mut self, name: &str) -> Option<String> {
        let given = self.given.iter_mut().find(|(n, _, _)| n == name)?;
        given.2 = true;
        Some(given.1.clone())
    }

    /// The number option `name` (read by the input's rule), or `default` without it.
    ///
    /// # Errors
    ///
    /// A value that is not a number in `range`, named as `--case = 5 is outside 1..=3`.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--case".into(), "5".into())]);
    /// assert!(options.number("--case", 1, 1..=3).is_err());
    /// assert_eq!(options.number("--start", 7, 1..=9).unwrap(), 7);
    /// ```
    pub fn number(
        &mut self,
        name: &str,
        default: usize,
        range: std::ops::RangeInclusive<usize>,
    ) -> Result<usize, crate::judge::InputError> {
        match self.take(name) {
            None => Ok(default),
            Some(value) => option_number(name, &value, range),
        }
    }

    /// The list option `name`, numbers from 1 to `most`; empty without it.
    ///
    /// The numbers are separated by commas, each at most once.
    ///
    /// # Errors
    ///
    /// A value that is not such a list, in one line.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--remove".into(), "3,1".into())]);
    /// assert_eq!(options.list("--remove", 5).unwrap(), [3, 1]);
    /// let mut twice = Options::new(vec![("--remove".into(), "2,2".into())]);
    /// assert!(twice.list("--remove", 5).is_err());
    /// let mut empty = Options::new(vec![("--remove".into(), "1,".into())]);
    /// let why = empty.list("--remove", 5).unwrap_err().to_string();
    /// assert_eq!(why, "--remove should be a whole number from 1 to 5, found nothing");
    /// ```
    pub fn list(
        &mut self,
        name: &str,
        most: usize,
    ) -> Result<Vec<usize>, crate::judge::InputError> {
        let Some(value) = self.take(name) else {
            return Ok(Vec::new());
        };
        let mut list: Vec<usize> = Vec::new();
        for part in value.split(',') {
            let i = option_number(name, part, 1..=most)?;
            if list.contains(&i) {
                return Err(crate::judge::InputError::new(format!(
                    "{name} names {i} twice"
                )));
            }
            list.push(i);
        }
        Ok(list)
    }

    /// The side `--as` names among `sides`, or `default` without it.
    ///
    /// # Errors
    ///
    /// A name that is neither side.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--as".into(), "second".into())]);
    /// assert_eq!(options.side(["first", "second"], 0), Ok(1));
    /// let mut none = Options::new(Vec::new());
    /// assert_eq!(none.side(["first", "second"], 0), Ok(0));
    /// ```
    pub fn side(&mut self, sides: [&str; 2], default: usize) -> Result<usize, String> {
        match self.take("--as") {
            None => Ok(default),
            Some(name) => sides.iter().position(|&s| s == name).ok_or(format!(
                "--as {name}: the sides are {} and {}",
                sides[0], sides[1]
            )),
        }
    }

    /// The text of option `name`, if it was given.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--keep".into(), "0b101".into())]);
    /// assert_eq!(options.text("--keep").as_deref(), Some("0b101"));
    /// assert_eq!(options.text("--start"), None);
    /// ```
    pub fn text(&mut self, name: &str) -> Option<String> {
        self.take(name)
    }

    /// The first option given that nothing took, if any.
    ///
    /// ```
    /// use gamebits::play::Options;
    /// let mut options = Options::new(vec![("--case".into(), "2".into())]);
    /// assert_eq!(options.unused(), Some("--case"));
    /// options.text("--case");
    /// assert_eq!(options.unused(), None);
    /// ```
    pub fn unused(&self) -> Option<&str> {
        self.given
            .iter()
            .find(|(_, _, used)| !used)
            .map(|(name, _, _)| name.as_str())
    }
}

/// The number `value` of the option `name`, read by the input's rule: in `range`, and
/// something rather than nothing (`--start ""`, `--remove 1,`).
fn option_number(
    name: &str,
    value: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, crate::judge::InputError> {
    if value.trim().is_empty() {
        return Err(crate::judge::InputError::new(format!(
            "{name} should be a whole number from {} to {}, found nothing",
            range.start(),
            range.end()
        )));
    }
    let mut tokens = crate::judge::Tokens::new(value.as_bytes().to_vec())?;
    let number = tokens.number(name, range)?;
    tokens.finish()?;
    Ok(number)
}
