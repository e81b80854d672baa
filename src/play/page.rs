//! What a page needs of a game beyond [`Game`]: [`OnPage`], its pictured states and starts.

use super::Game;

/// What a page needs of a game beyond [`Game`]: the states it pictures, and the starts
/// the player can choose.
///
/// Opt-in: a game on the page implements it, each method by default saying the game
/// has nothing of it (nothing pictured, no start to choose), so that `impl OnPage for
/// MyGame {}` is a game the page plays without its picture's clicks or "Play from here".
///
/// ```
/// use gamebits::play::{Game, OnPage, Sides, StartHere, Value};
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
/// /// The picture names each pile by its number, and play starts at any pile the player
/// /// chooses there.
/// impl OnPage for OneAtATime {
///     fn pictured(&self, &(pile, _): &(u32, usize)) -> Option<String> {
///         Some(pile.to_string())
///     }
///     fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
///         let pile: u32 = chosen.last()?.parse().ok()?;
///         let name = self.describe(&(pile, 0));
///         Some(StartHere::new(&name, &[("--start", &pile.to_string())]))
///     }
/// }
///
/// let game = OneAtATime(3);
/// assert_eq!(game.pictured_target(&(3, 0), &()).as_deref(), Some("2"));
/// let here = game.start_at(&["2"]).unwrap();
/// assert_eq!((here.name.as_str(), here.options[0].1.as_str()), ("pile 2", "2"));
/// assert_eq!(game.start_at(&["two"]), None);
/// ```
pub trait OnPage: Game {
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
    /// By default the state it leaves ([`OnPage::pictured`]); a game whose picture is
    /// not of its states may name what the move reaches in it (a vertex a chip goes
    /// to). A page plays the move whose target the player clicked in the picture.
    fn pictured_target(&self, state: &Self::State, chosen: &Self::Move) -> Option<String> {
        self.pictured(&self.after(state, chosen))
    }

    /// Where play can start again from the states the player chose, by their ids, the
    /// latest last.
    ///
    /// An id is a picture's node ([`OnPage::pictured`]), a W/L table's row
    /// ([`Row::state`](crate::explain::Row::state)) or a state a line of the explanation
    /// names ([`Part::state`](crate::explain::Part::state)). The start's name and the
    /// options of `--play` that start there; `None` where the game cannot (by default,
    /// always).
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let _ = chosen;
        None
    }
}

/// Where "play from here" starts ([`OnPage::start_at`]).
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
    /// The start, as the game describes it.
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
