//! Playing a game against a perfect opponent, as `--play FILE` does.
//!
//! The player types moves, the engine answers from the game's table, and at the end the
//! player learns where a won game was let go.
//!
//! A binary's game implements [`Game`]: its sides ([`Sides`]), its states, their legal
//! moves, the value of a state ([`Value`]: won or lost in so many moves, or a draw, for
//! the side to move) and the words a move is typed in; a game on the page also
//! [`OnPage`], what the page needs besides. [`play`] runs the loop once for every game:
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
//! - the game ends at a state without a move (its side to move loses: the engine finds
//!   no move there) or where the game calls a draw, with a line `winner: <the judge's
//!   word>` ([`Outcome`], [`Sides::word`]); then, where the player ended worse than a
//!   state of theirs promised, the first move where they let it go and a move that kept
//!   it; only the state of play is kept, however long it goes;
//! - the end of input ends the game in one line; lines after the end each get one line
//!   (at a terminal the game ends at once instead).
//!
//! ```
//! use gamebits::play::{play, Game, Sides, Value};
//!
//! /// Take 1 or 2 from a pile of 4; who cannot move loses. A state: the pile and the
//! /// side to move.
//! struct Stones;
//!
//! impl Game for Stones {
//!     type State = (u32, usize);
//!     type Move = u32;
//!     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
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

mod game;
mod in_play;
mod options;
mod page;
mod sides;
mod terminal;
mod value;

pub use game::{value_for, Game};
pub use in_play::{ListedMove, Match, Reply};
pub use options::Options;
pub use page::{OnPage, StartHere};
pub use sides::{Outcome, Sides};
pub use terminal::{play, PROMPT};
pub use value::Value;
