//! **`--play FILE --case N`**: the reactor of case N (1 by default); the player types a
//! reaction by its letters (`AABDD`). W or L is the judge's table; how long play lasts
//! (the winner hurrying, the loser prolonging) is counted over the states below the
//! start, O(5) each.

use super::explain::{after, reaction_name};
use super::{read_input, win_table, wins, Counts, REACTIONS};
use gamebits::dp::tabulate;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, Options, Value};

/// The game of one case: the start, the judge's win table, and how many moves optimal
/// play lasts from each state within the start's counts.
pub struct Reactor {
    start: Counts,
    table: Vec<u32>,
    remoteness: Vec<u16>,
}

/// Reads the input and sets up case `--case` (1 by default).
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Reactor, InputError> {
    let starts = read_input(tokens)?;
    let case = options.number("--case", 1, 1..=starts.len())?;
    let start = starts[case - 1];
    let table = win_table();
    let remoteness = tabulate(box_index(start, start) + 1, |i, remoteness: &[u16]| {
        let counts = box_counts(start, i);
        let won = wins(&table, counts);
        let children = REACTIONS
            .iter()
            .filter_map(|&r| after(counts, r))
            .filter(|&rest| !won || !wins(&table, rest))
            .map(|rest| remoteness[box_index(start, rest)]);
        match won {
            true => children.min().map_or(0, |r| r + 1),
            false => children.max().map_or(0, |r| r + 1),
        }
    });
    Ok(Reactor {
        start,
        table,
        remoteness,
    })
}

/// The index of `counts` among the states within `start`'s counts, D fastest.
fn box_index(start: Counts, counts: Counts) -> usize {
    (0..4).fold(0, |i, p| i * (start[p] + 1) + counts[p])
}

/// The counts at index `i` of [`box_index`].
fn box_counts(start: Counts, mut i: usize) -> Counts {
    let mut counts = [0; 4];
    for p in (0..4).rev() {
        counts[p] = i % (start[p] + 1);
        i /= start[p] + 1;
    }
    counts
}

/// A state: the counts, and the side to move (0 for Patrick).
type State = (Counts, usize);

impl Game for Reactor {
    type State = State;
    type Move = Counts;

    fn sides(&self) -> [&'static str; 2] {
        ["first", "second"]
    }

    fn names(&self) -> [String; 2] {
        ["Patrick".into(), "Roland".into()]
    }

    fn start(&self) -> State {
        (self.start, 0)
    }

    fn mover(&self, &(_, side): &State) -> usize {
        side
    }

    fn moves(&self, &(counts, _): &State) -> Vec<Counts> {
        REACTIONS
            .into_iter()
            .filter(|&r| after(counts, r).is_some())
            .collect()
    }

    fn after(&self, &(counts, side): &State, &reaction: &Counts) -> State {
        (after(counts, reaction).expect("a legal reaction"), 1 - side)
    }

    fn value(&self, &(counts, _): &State) -> Value {
        let r = Some(u64::from(self.remoteness[box_index(self.start, counts)]));
        match wins(&self.table, counts) {
            true => Value::Win(r),
            false => Value::Lose(r),
        }
    }

    fn read_move(&self, &(counts, _): &State, words: &str) -> Result<Counts, String> {
        let reaction = REACTIONS
            .into_iter()
            .find(|&r| reaction_name(r) == words.to_ascii_uppercase())
            .ok_or(format!(
                "`{words}` is not a reaction: AABDD, ABCD, CCD, BBB or AD"
            ))?;
        after(counts, reaction).map(|_| reaction).ok_or(format!(
            "{words} takes more particles than the reactor holds"
        ))
    }

    fn move_words(&self, _: &State, &reaction: &Counts) -> String {
        reaction_name(reaction)
    }

    fn describe(&self, &([a, b, c, d], _): &State) -> String {
        format!("(A, B, C, D) = ({a}, {b}, {c}, {d})")
    }
}
