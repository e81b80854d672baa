//! `poi16nim`'s `--play`: Nim on the piles Bajtazar leaves.
//!
//! **`--play FILE --remove i,j,…`**: Nim on the piles Bajtazar leaves (`--remove` the
//! piles he takes away, a multiple of d of them and not all; none by default), Alice
//! first; the player types the pile (its number in the input) and the stones taken. As
//! the explanation reasons, a position is L iff its piles XOR to 0. Nim's values carry
//! no length: from a W position the engine takes the most stones a move to XOR 0 can
//! take, from an L one a single stone from the largest pile, to hurry and to prolong.
//! A removal the explanation names (`remove 0b00101 {1, 3}`) is a start of the page's
//! "Play from here": `--remove 1,3`.

use super::explain::removal;
use super::read_piles;
use gamebits::explain::Set;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};

/// The game: the piles at the start, a removed pile holding 0, and how many piles are
/// left in play.
pub struct Nim {
    piles: Vec<u32>,
    removed: Vec<bool>,
    kept: usize,
}

/// How many moves `?` lists one by one; past that, only those to XOR 0.
const LISTED: u64 = 60;

/// How many piles a state's line shows.
const SHOWN: usize = 12;

/// Reads the input and removes the `--remove` piles.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Nim, InputError> {
    let mut piles = Vec::new();
    let (_, d) = read_piles(tokens, |a| piles.push(a as u32))?;
    let remove = options.list("--remove", piles.len())?;
    if remove.len() % d != 0 || remove.len() == piles.len() {
        return Err(InputError::new(format!(
            "--remove names {} piles: Bajtazar removes a multiple of d = {d}, not all {}",
            remove.len(),
            piles.len()
        )));
    }
    let mut removed = vec![false; piles.len()];
    for &i in &remove {
        removed[i - 1] = true;
        piles[i - 1] = 0;
    }
    let kept = piles.len() - remove.len();
    Ok(Nim {
        piles,
        removed,
        kept,
    })
}

/// A state: the piles, the side to move (0 for Alice), and the piles' XOR and sum kept
/// as moves are made, so that a state's value takes no pass over the piles.
#[derive(Clone)]
pub struct State {
    piles: Vec<u32>,
    side: usize,
    xor: u32,
    stones: u64,
}

/// The XOR of the piles.
fn xor(piles: &[u32]) -> u32 {
    piles.iter().fold(0, |x, &a| x ^ a)
}

impl Nim {
    /// The moves to XOR 0: from each pile `a` with `a ^ x < a`, take `a − (a ^ x)`.
    fn winning_moves(&self, piles: &[u32]) -> Vec<(usize, u32)> {
        let x = xor(piles);
        match x {
            0 => Vec::new(),
            _ => (0..piles.len())
                .filter(|&i| piles[i] ^ x < piles[i])
                .map(|i| (i, piles[i] - (piles[i] ^ x)))
                .collect(),
        }
    }
}

impl Game for Nim {
    type State = State;
    /// The pile (from 0) and the stones taken.
    type Move = (usize, u32);

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"]).named(["Alice", "Bajtazar"])
    }

    fn start(&self) -> State {
        State {
            piles: self.piles.clone(),
            side: 0,
            xor: xor(&self.piles),
            stones: self.piles.iter().map(|&a| u64::from(a)).sum(),
        }
    }

    fn mover(&self, state: &State) -> usize {
        state.side
    }

    fn moves(&self, State { piles, .. }: &State) -> Vec<(usize, u32)> {
        (0..piles.len())
            .flat_map(|i| (1..=piles[i]).map(move |take| (i, take)))
            .collect()
    }

    fn after(&self, state: &State, &(i, take): &(usize, u32)) -> State {
        let mut piles = state.piles.clone();
        piles[i] -= take;
        State {
            xor: state.xor ^ state.piles[i] ^ piles[i],
            piles,
            side: 1 - state.side,
            stones: state.stones - u64::from(take),
        }
    }

    fn value(&self, state: &State) -> Value {
        match (state.xor, state.stones > 0) {
            (_, false) => Value::Lose(Some(0)),
            (0, true) => Value::Lose(None),
            _ => Value::Win(None),
        }
    }

    fn engine_move(&self, State { piles, xor: x, .. }: &State) -> Option<(usize, u32)> {
        let x = *x;
        // Winning: the move to XOR 0 that takes the most; losing: one from the largest.
        let most = (0..piles.len())
            .filter(|&i| x != 0 && piles[i] ^ x < piles[i])
            .map(|i| (i, piles[i] - (piles[i] ^ x)))
            .reduce(|best, next| if next.1 > best.1 { next } else { best });
        most.or_else(|| {
            let largest =
                (0..piles.len()).reduce(|a, b| if piles[b] > piles[a] { b } else { a })?;
            (piles[largest] > 0).then_some((largest, 1))
        })
    }

    fn listed_moves(&self, state: &State) -> (Vec<(usize, u32)>, Option<String>) {
        let stones = state.stones;
        if stones <= LISTED {
            return (self.moves(state), None);
        }
        let to_zero = self.winning_moves(&state.piles);
        let note = match to_zero.len() {
            0 => format!(
                "every move ({stones} stones in all) leaves a W position; shown: one stone from each \
                 pile, the first {LISTED} piles at most"
            ),
            n if n as u64 <= LISTED => {
                format!("every other move ({stones} stones in all) leaves a W position")
            }
            n => format!(
                "and {} more moves to XOR 0; every other move ({stones} stones in all) \
                 leaves a W position",
                n as u64 - LISTED
            ),
        };
        let shown = match to_zero.is_empty() {
            true => (0..state.piles.len())
                .filter(|&i| state.piles[i] > 0)
                .map(|i| (i, 1))
                .collect(),
            false => to_zero,
        };
        (
            shown.into_iter().take(LISTED as usize).collect(),
            Some(note),
        )
    }

    fn read_move(&self, State { piles, .. }: &State, words: &str) -> Result<(usize, u32), String> {
        let mut parts = words.split_whitespace();
        let (Some(pile), Some(take), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(format!(
                "`{words}` is not a pile and the stones taken, as `3 2`"
            ));
        };
        let pile: usize = pile
            .parse()
            .map_err(|_| format!("`{pile}` is not a pile"))?;
        let take: u32 = take
            .parse()
            .map_err(|_| format!("`{take}` is not a number of stones"))?;
        let i = pile.wrapping_sub(1);
        match piles.get(i) {
            None => Err(format!(
                "there is no pile {pile}: they are 1..={}",
                piles.len()
            )),
            Some(_) if self.removed[i] => Err(format!("Bajtazar removed pile {pile}")),
            Some(0) => Err(format!("pile {pile} is empty")),
            Some(&a) if take == 0 || take > a => {
                Err(format!("pile {pile} holds {a}: take 1..={a} of it"))
            }
            Some(_) => Ok((i, take)),
        }
    }

    fn move_words(&self, _: &State, &(i, take): &(usize, u32)) -> String {
        format!("{} {take}", i + 1)
    }

    fn describe(&self, State { piles, .. }: &State) -> String {
        let shown: Vec<String> = (0..piles.len())
            .filter(|&i| !self.removed[i])
            .take(SHOWN)
            .map(|i| format!("{}:{}", i + 1, piles[i]))
            .collect();
        let more = match self.kept - shown.len() {
            0 => String::new(),
            more => format!(" … and {more} piles more"),
        };
        format!("piles (number:stones) {}{more}", shown.join(" "))
    }
}

impl OnPage for Nim {
    /// The removal last chosen, its id the piles as `--remove` takes them (`1,3` for
    /// `remove 0b00101 {1, 3}`): `--remove 1,3`. The explanation names removals only
    /// where it tries them all, of at most 64 piles, as bitmasks.
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let id = *chosen.last()?;
        let n = self.piles.len();
        let mut remove = Options::new(vec![("--remove".to_string(), id.to_string())]);
        let piles = remove.list("--remove", n).ok()?;
        let bit = |pile: &usize| 1u64.checked_shl(u32::try_from(pile - 1).ok()?);
        let mask = piles
            .iter()
            .try_fold(0, |mask, pile| Some(mask | bit(pile)?))?;
        let name = removal(Set::new(mask, n, 1)).text;
        Some(StartHere::new(&name, &[("--remove", id)]))
    }
}
