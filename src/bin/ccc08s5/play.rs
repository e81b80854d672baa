//! **`--play FILE --case N`**: the reactor of case N (1 by default); the player types a
//! reaction by its letters (`AABDD`). W or L is the judge's table; how long play lasts
//! (the winner hurrying, the loser prolonging) is counted over the states below the
//! start, O(5) each.

use super::explain::{after, reaction_name};
use super::{read_input, win_table, wins, Counts, REACTIONS};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, Options, Value};

/// The game of one case: the start, the judge's win table, and how many moves optimal
/// play lasts from each state within the start's counts.
pub struct Reactor {
    start: Counts,
    table: Vec<u32>,
    remoteness: Vec<u8>,
}

/// Reads the input and sets up case `--case` (1 by default).
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Reactor, InputError> {
    let starts = read_input(tokens)?;
    let case = options.number("--case", 1, 1..=starts.len())?;
    let start = starts[case - 1];
    let table = win_table();
    let remoteness = remoteness_table(&table, start);
    Ok(Reactor {
        start,
        table,
        remoteness,
    })
}

/// How many moves optimal play lasts from each state within `start`'s counts (by
/// [`box_index`]): 0 with no reaction; from a W state (the judge's table says which)
/// 1 + the least of its L children's, from an L state 1 + the largest of its
/// children's. The states in increasing order, a reaction's child a fixed step back.
fn remoteness_table(table: &[u32], start: Counts) -> Vec<u8> {
    let strides = [
        (start[1] + 1) * (start[2] + 1) * (start[3] + 1),
        (start[2] + 1) * (start[3] + 1),
        start[3] + 1,
        1,
    ];
    let steps = REACTIONS.map(|r| (0..4).map(|p| r[p] * strides[p]).sum::<usize>());
    let mut remoteness = vec![0u8; box_index(start, start) + 1];
    let mut i = 0;
    for a in 0..=start[0] {
        for b in 0..=start[1] {
            for c in 0..=start[2] {
                for d in 0..=start[3] {
                    let counts = [a, b, c, d];
                    let won = wins(table, counts);
                    let (mut fastest, mut slowest) = (u8::MAX, None);
                    for (reaction, step) in REACTIONS.iter().zip(steps) {
                        if counts.iter().zip(reaction).all(|(have, take)| have >= take) {
                            let r = remoteness[i - step];
                            if r % 2 == 0 {
                                fastest = fastest.min(r);
                            }
                            slowest = slowest.max(Some(r));
                        }
                    }
                    remoteness[i] = match (won, slowest) {
                        (_, None) => 0,
                        (true, _) => fastest + 1,
                        (false, Some(r)) => r + 1,
                    };
                    i += 1;
                }
            }
        }
    }
    remoteness
}

/// The index of `counts` among the states within `start`'s counts, D fastest.
fn box_index(start: Counts, counts: Counts) -> usize {
    (0..4).fold(0, |i, p| i * (start[p] + 1) + counts[p])
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
