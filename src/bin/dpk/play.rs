//! `dpk`'s `--play`: the subtraction game of the input from a pile.
//!
//! **`--play FILE --start P`**: the subtraction game of the input, from a pile of P
//! stones (K by default, P at most K); the player types how many stones to take. The
//! engine reads the remoteness table of `--explain` (a pile is W iff its remoteness is
//! odd).

use super::explain::remoteness_table;
use super::read_input;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};

/// The game: the amounts A, each pile's remoteness up to K, and the pile play starts
/// from.
pub struct Stones {
    moves: Vec<usize>,
    remoteness: Vec<u32>,
    start: usize,
}

/// Reads the input and `--start`, and builds the table.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Stones, InputError> {
    let (moves, k) = read_input(tokens)?;
    let start = options.number("--start", k, 0..=k)?;
    let remoteness = remoteness_table(&moves, k);
    Ok(Stones {
        moves,
        remoteness,
        start,
    })
}

/// A state: the pile, and the side to move (0 for the first player).
type Pile = (usize, usize);

impl Game for Stones {
    type State = Pile;
    type Move = usize;

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"])
    }

    fn start(&self) -> Pile {
        (self.start, 0)
    }

    fn mover(&self, &(_, side): &Pile) -> usize {
        side
    }

    fn moves(&self, &(pile, _): &Pile) -> Vec<usize> {
        self.moves
            .iter()
            .copied()
            .take_while(|&a| a <= pile)
            .collect()
    }

    fn after(&self, &(pile, side): &Pile, &a: &usize) -> Pile {
        (pile - a, 1 - side)
    }

    fn value(&self, &(pile, _): &Pile) -> Value {
        let r = self.remoteness[pile];
        match r % 2 {
            1 => Value::Win(Some(r.into())),
            _ => Value::Lose(Some(r.into())),
        }
    }

    fn read_move(&self, &(pile, _): &Pile, words: &str) -> Result<usize, String> {
        let a: usize = words
            .parse()
            .map_err(|_| format!("`{words}` is not a number of stones to take"))?;
        if !self.moves.contains(&a) {
            let amounts: Vec<String> = self.moves.iter().map(usize::to_string).collect();
            return Err(format!("{a} is not in A = {{{}}}", amounts.join(", ")));
        }
        if a > pile {
            return Err(format!("the pile holds {pile}, fewer than {a}"));
        }
        Ok(a)
    }

    fn move_words(&self, _: &Pile, a: &usize) -> String {
        a.to_string()
    }

    fn describe(&self, &(pile, _): &Pile) -> String {
        format!("pile {pile}")
    }
}

impl OnPage for Stones {
    /// The picture names a pile by its number.
    fn pictured(&self, &(pile, _): &Pile) -> Option<String> {
        Some(pile.to_string())
    }

    /// The pile last chosen (its id is its number, in the picture and the table),
    /// `--start P`.
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let id = *chosen.last()?;
        let pile: usize = id.parse().ok()?;
        (pile < self.remoteness.len())
            .then(|| StartHere::new(&self.describe(&(pile, 0)), &[("--start", id)]))
    }
}
