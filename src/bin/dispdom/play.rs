//! **`--play FILE`**: the strip of the input, Alice first; the player types the first
//! cell (from 1) the domino covers. A game that reaches turn D + 1 is a draw (from then
//! on a domino vanishes each turn and leaves room for a move). The engine reads the
//! remoteness of the ordinary game from the judge's path's memo, as `--explain` does:
//! a state after t moves of remoteness r is won or lost (r odd or even) if t + r < D,
//! else drawn. Setup evaluates the start as the judge's path does, and each state one
//! move from it.

use super::{empty_runs, position_key, read_input, remoteness_of, run_grundy_values, Remoteness};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, Options, Value};
use std::cell::RefCell;

/// The game: K, D, the strip at the start, the runs' Grundy values and the memo.
pub struct Dominoes {
    k: usize,
    d: u64,
    strip: Vec<u8>,
    grundy: Vec<usize>,
    memo: RefCell<Remoteness>,
}

/// Reads the input, evaluates the start as the judge's path does, which leaves in the
/// memo every state optimal play from it reaches, and then each state one move from
/// it: what a first move of the player's that lets a win go, or `?` at the start, asks
/// (from a won start, the judge's search looked at its lost children only). Takes no
/// option but `--as`.
pub fn setup(tokens: &mut Tokens, _: &mut Options) -> Result<Dominoes, InputError> {
    let (strip, k, d) = read_input(tokens)?;
    let longest = empty_runs(&strip).into_iter().max().unwrap_or(0);
    let game = Dominoes {
        k,
        d,
        grundy: run_grundy_values(longest, k),
        strip,
        memo: RefCell::default(),
    };
    game.remoteness(&game.strip);
    for i in game.moves(&game.start()) {
        game.remoteness(&covered(&game.strip, i, k));
    }
    Ok(game)
}

/// A state: the strip (`1` blocked, `#` covered, `0` empty) and the moves made.
type Strip = (Vec<u8>, u64);

impl Dominoes {
    /// How many moves optimal play of the ordinary game lasts from `strip`.
    fn remoteness(&self, strip: &[u8]) -> u64 {
        let runs = runs_of(strip);
        match self.k {
            1 => runs.iter().sum::<usize>() as u64,
            k => {
                let key = position_key(&runs, k);
                u64::from(remoteness_of(
                    &mut self.memo.borrow_mut(),
                    key,
                    k,
                    &self.grundy,
                ))
            }
        }
    }
}

/// The lengths of the empty runs of `strip`, whatever blocks them (`1` or `#`).
fn runs_of(strip: &[u8]) -> Vec<usize> {
    strip
        .split(|&c| c != b'0')
        .map(<[u8]>::len)
        .filter(|&len| len > 0)
        .collect()
}

/// The strip after a domino covers the cells from `i`.
fn covered(strip: &[u8], i: usize, k: usize) -> Vec<u8> {
    let mut strip = strip.to_vec();
    strip[i..i + k].fill(b'#');
    strip
}

impl Game for Dominoes {
    type State = Strip;
    /// The first cell covered, from 0.
    type Move = usize;

    fn sides(&self) -> [&'static str; 2] {
        ["first", "second"]
    }

    fn names(&self) -> [String; 2] {
        ["Alice".into(), "Bob".into()]
    }

    fn start(&self) -> Strip {
        (self.strip.clone(), 0)
    }

    fn mover(&self, &(_, made): &Strip) -> usize {
        (made % 2) as usize
    }

    fn moves(&self, (strip, _): &Strip) -> Vec<usize> {
        (0..(strip.len() + 1).saturating_sub(self.k))
            .filter(|&i| strip[i..i + self.k].iter().all(|&c| c == b'0'))
            .collect()
    }

    fn after(&self, (strip, made): &Strip, &i: &usize) -> Strip {
        (covered(strip, i, self.k), made + 1)
    }

    fn value(&self, (strip, made): &Strip) -> Value {
        let r = self.remoteness(strip);
        match (made.saturating_add(r) < self.d, r % 2) {
            (false, _) => Value::Draw,
            (true, 1) => Value::Win(Some(r)),
            (true, _) => Value::Lose(Some(r)),
        }
    }

    fn read_move(&self, state: &Strip, words: &str) -> Result<usize, String> {
        let cell: usize = words
            .parse()
            .map_err(|_| format!("`{words}` is not a cell"))?;
        let n = state.0.len();
        let i = cell.wrapping_sub(1);
        match self.moves(state).contains(&i) {
            true => Ok(i),
            false if cell == 0 || i + self.k > n => Err(format!(
                "a domino of {} from cell {cell} does not fit in cells 1..={n}",
                self.k
            )),
            false => Err(format!("cells {cell}..={} are not all empty", i + self.k)),
        }
    }

    fn move_words(&self, _: &Strip, &i: &usize) -> String {
        (i + 1).to_string()
    }

    fn describe(&self, (strip, made): &Strip) -> String {
        format!(
            "turn {} (D = {}): {}",
            made + 1,
            self.d,
            String::from_utf8_lossy(strip)
        )
    }

    fn draw_called(&self, (_, made): &Strip) -> Option<String> {
        (*made == self.d).then(|| {
            format!(
                "turn D + 1 = {} is reached: a domino vanishes each turn from now on, so \
                 play never ends",
                self.d + 1
            )
        })
    }
}
