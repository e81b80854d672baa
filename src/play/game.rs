//! What a game is: [`Game`], its states, moves, values and the words of each.

use super::{Sides, Value};

/// A two-sided game a binary plays, as [`play`](super::play()) plays it.
///
/// A game says its sides, its states, the side to move in each, the moves, each state's
/// value and the words of a move and of a state; the [module](super) plays one. What a
/// page needs besides is [`OnPage`](super::OnPage).
///
/// ```
/// use gamebits::play::{value_for, Game, Sides, Value};
///
/// /// A pile of stones, one taken a move; who cannot move loses. A state: the pile and
/// /// the side to move.
/// struct OneAtATime(u32);
///
/// impl Game for OneAtATime {
///     type State = (u32, usize);
///     type Move = ();
///     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
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
/// assert_eq!(value_for(&game, 1, &game.start()), Value::Lose(Some(3)));
/// assert_eq!(game.engine_move(&(0, 1)), None);
/// ```
pub trait Game {
    /// A state of play.
    type State: Clone;
    /// A move from a state.
    type Move: Clone;

    /// The two sides, the one to move at the usual start first: how `--as` calls them
    /// and the judge's words for them.
    fn sides(&self) -> Sides;

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

    /// Why play ends in a draw at `state`, or `None` where it goes on.
    ///
    /// The loop asks once for each state play reaches, in order, so a game may keep what
    /// it needs of them (as a game of endless play keeps the states seen). By default,
    /// never.
    fn draw_called(&self, state: &Self::State) -> Option<String> {
        let _ = state;
        None
    }

    /// The engine's move, `None` where there is none (where the side to move loses).
    ///
    /// By default, the best of the moves for the side to move, the first of equal ones.
    /// A game whose moves are too many to list gives its own, found without them.
    fn engine_move(&self, state: &Self::State) -> Option<Self::Move> {
        let mover = self.mover(state);
        let mut best: Option<(Self::Move, Value)> = None;
        for chosen in self.moves(state) {
            let value = value_for(self, mover, &self.after(state, &chosen));
            if best
                .as_ref()
                .map_or(true, |(_, b)| value.is_better_than(*b))
            {
                best = Some((chosen, value));
            }
        }
        best.map(|(chosen, _)| chosen)
    }

    /// The legal move the player typed as `words`, or one line saying why it is not one.
    fn read_move(&self, state: &Self::State, words: &str) -> Result<Self::Move, String>;

    /// A move in the words the player types.
    fn move_words(&self, state: &Self::State, chosen: &Self::Move) -> String;

    /// The state, in the explanation's words, without its value.
    fn describe(&self, state: &Self::State) -> String;

    /// The moves `?` lists, each with the state it leaves, and a line after them.
    ///
    /// The line is for a game that lists only some. By default, every legal move and
    /// no line.
    fn listed_moves(&self, state: &Self::State) -> (Vec<Self::Move>, Option<String>) {
        (self.moves(state), None)
    }
}

/// What `state` of `game` is worth to `side` (0 or 1), whichever side is to move.
///
/// ```
/// use gamebits::play::{value_for, Game, Sides, Value};
/// struct Lost;
/// impl Game for Lost {
///     type State = ();
///     type Move = ();
///     fn sides(&self) -> Sides { Sides::new(["first", "second"]) }
///     fn start(&self) {}
///     fn mover(&self, _: &()) -> usize { 0 }
///     fn moves(&self, _: &()) -> Vec<()> { Vec::new() }
///     fn after(&self, _: &(), _: &()) {}
///     fn value(&self, _: &()) -> Value { Value::Lose(Some(0)) }
///     fn read_move(&self, _: &(), _: &str) -> Result<(), String> { Err("no move".into()) }
///     fn move_words(&self, _: &(), _: &()) -> String { String::new() }
///     fn describe(&self, _: &()) -> String { String::new() }
/// }
/// assert_eq!(value_for(&Lost, 0, &()), Value::Lose(Some(0)));
/// assert_eq!(value_for(&Lost, 1, &()), Value::Win(Some(0)));
/// ```
pub fn value_for<G: Game + ?Sized>(game: &G, side: usize, state: &G::State) -> Value {
    let value = game.value(state);
    if game.mover(state) == side {
        value
    } else {
        value.for_other_side()
    }
}
