//! `ccc08s5`'s `--play`: the reactor of one case, or one from given counts.
//!
//! **`--play FILE --case N`**: the reactor of case N (1 by default), or **`--start
//! A,B,C,D`** (counts from 0 to 30) one with those counts, a state `(A, B, C, D)` of the
//! explanation's; the player types a reaction by its letters (`AABDD`). W or L is the judge's table; how long play lasts
//! (the winner hurrying, the loser prolonging) is a table of one byte a state, built at
//! the start over the counts A, B, C up to the start's and every D up to 31: a row of
//! 32 values of D at a time, one pass of 32 byte lanes (vector registers) for each
//! reaction, as the judge's table does with 32 bits a word. For the largest start,
//! (30, 30, 30, 30), that is 31³ rows of 34 bytes (1 MiB), and with the judge's table
//! under twice the judge's time; each move of the engine is then O(5) lookups.

use super::explain::{after, counts_name, reaction_name};
use super::{read_input, win_table, wins, Counts, MAX_COUNT, REACTIONS};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};

/// The game of one case: the start, the judge's win table, and how many moves optimal
/// play lasts from each state within the start's counts.
pub struct Reactor {
    start: Counts,
    table: Vec<u32>,
    remoteness: Vec<u8>,
}

/// Reads the input and sets up case `--case` (1 by default), or the counts `--start`.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Reactor, InputError> {
    let starts = read_input(tokens)?;
    let start = match options.text("--start") {
        None => starts[options.number("--case", 1, 1..=starts.len())? - 1],
        Some(counts) => match (read_counts(&counts), options.text("--case")) {
            (Some(start), None) => start,
            (_, Some(case)) => {
                return Err(InputError::new(format!(
                    "--start {counts} and --case {case} both give the start: give one"
                )))
            }
            (None, None) => {
                return Err(InputError::new(format!(
                    "--start {counts} is not four counts A,B,C,D from 0 to {MAX_COUNT}"
                )))
            }
        },
    };
    let table = win_table();
    let remoteness = remoteness_table(start);
    Ok(Reactor {
        start,
        table,
        remoteness,
    })
}

/// The counts `--start` gives, `A,B,C,D`, each from 0 to [`MAX_COUNT`].
fn read_counts(words: &str) -> Option<Counts> {
    let mut counts = [0; 4];
    let mut parts = words.split(',');
    for count in &mut counts {
        *count = parts.next()?.parse().ok().filter(|&c| c <= MAX_COUNT)?;
    }
    parts.next().is_none().then_some(counts)
}

/// The bytes of a row of the remoteness table: [`LEAD`] that are no state, then one for
/// each D in `0..LANES`.
const ROW: usize = LEAD + LANES;
/// The bytes before a row's states: as many as a reaction takes of D at most, so that a
/// reaction's child of a state with too little D is read there, as [`NO_STATE`].
const LEAD: usize = 2;
/// The values of D a row holds, 0..=31: as many as the judge's words, so that a row is
/// a whole number of vector registers.
const LANES: usize = 32;
/// The byte of no state. A state's byte is one more than its remoteness, so that the
/// table starts zeroed, as the allocator hands out fresh memory, with nothing to fill.
const NO_STATE: u8 = 0;
/// The fastest win of a state with no L child yet: more than any remoteness.
const NO_WIN: u8 = u8::MAX;

/// One more than how many moves optimal play lasts (its remoteness) from each state
/// with A, B, C within `start`'s counts and any D ≤ 31: the remoteness is 0 with no
/// reaction; from a W state 1 + the least of its L children's (those of even
/// remoteness); from an L state 1 + the largest of its children's. A state wins iff it
/// has an L child, as the judge's table says.
///
/// One row of [`ROW`] bytes for each (A, B, C), by [`row_index`], in increasing order:
/// every reaction takes some A, B or C, so a state's children are in earlier rows, a
/// fixed number of rows back for each reaction. A row is filled a whole row at a time:
/// each reaction it can afford is a pass over the child row, shifted by the D the
/// reaction takes ([`react`]), and the row's remoteness is then, lane by lane, the
/// lesser of the fastest win and the slowest play (a win is faster than any play, and
/// with no L child the fastest win is [`NO_WIN`]).
fn remoteness_table(start: Counts) -> Vec<u8> {
    let rows = row_index(start, start) + 1;
    let steps = REACTIONS.map(|[a, b, c, _]| row_index(start, [a, b, c, 0]));
    let mut table = vec![NO_STATE; rows * ROW];
    let mut row = 0;
    for a in 0..=start[0] {
        for b in 0..=start[1] {
            for c in 0..=start[2] {
                let (done, rest) = table.split_at_mut(row * ROW);
                let (mut slowest, mut fastest) = ([0; LANES], [NO_WIN; LANES]);
                for (reaction, step) in REACTIONS.iter().zip(steps) {
                    if [a, b, c]
                        .iter()
                        .zip(reaction)
                        .all(|(have, take)| have >= take)
                    {
                        let child = (row - step) * ROW + LEAD - reaction[3];
                        let child = done[child..child + LANES].try_into().expect("a row");
                        react(&mut slowest, &mut fastest, child);
                    }
                }
                let states = rest[LEAD..ROW].iter_mut().zip(slowest.iter().zip(&fastest));
                for (state, (&slowest, &fastest)) in states {
                    *state = slowest.min(fastest) + 1;
                }
                row += 1;
            }
        }
    }
    table
}

/// Takes one reaction into account for a row: lane D of `child` holds one more than
/// the remoteness r of the state the reaction leads to from D ([`NO_STATE`] where D is
/// too small), which makes play from D last at least r + 1 moves (`slowest`; no state
/// adds nothing), and if r is even (the child is L), its byte odd, win in r + 1
/// (`fastest`; an even byte, less 1 in its lowest bit, ORs it up to [`NO_WIN`]). A plain
/// loop over arrays of bytes, which the compiler makes vector instructions of, two
/// registers of 16 lanes a row.
fn react(slowest: &mut [u8; LANES], fastest: &mut [u8; LANES], child: &[u8; LANES]) {
    for ((slowest, fastest), &lasting) in slowest.iter_mut().zip(fastest.iter_mut()).zip(child) {
        *slowest = (*slowest).max(lasting);
        *fastest = (*fastest).min(lasting | (lasting & 1).wrapping_sub(1));
    }
}

/// The index of the row of counts A, B, C in `start`'s box, C fastest (D is ignored).
fn row_index(start: Counts, [a, b, c, _]: Counts) -> usize {
    (a * (start[1] + 1) + b) * (start[2] + 1) + c
}

/// The remoteness of `counts`, within `start`'s box, in `table`.
fn remoteness(table: &[u8], start: Counts, counts: Counts) -> u8 {
    table[row_index(start, counts) * ROW + LEAD + counts[3]] - 1
}

/// A state: the counts, and the side to move (0 for Patrick).
type State = (Counts, usize);

impl Game for Reactor {
    type State = State;
    type Move = Counts;

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"]).named(["Patrick", "Roland"])
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
        let r = Some(u64::from(remoteness(&self.remoteness, self.start, counts)));
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

impl OnPage for Reactor {
    /// The counts last chosen (a state's id in the explanation is its counts as
    /// `--start` takes them, `1,2,0,3`): `--start 1,2,0,3` (and no `--case`).
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let id = *chosen.last()?;
        let counts = read_counts(id)?;
        Some(StartHere::new(
            &counts_name(counts),
            &[("--start", id), ("--case", "")],
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MAX_COUNT;
    use gamebits_problems::Rng;

    /// The remoteness of every state within `start`'s counts, D fastest, computed a
    /// state at a time from the judge's table: the plain form of [`remoteness_table`].
    fn plain_remoteness(table: &[u32], start: Counts) -> Vec<u8> {
        let strides = [
            (start[1] + 1) * (start[2] + 1) * (start[3] + 1),
            (start[2] + 1) * (start[3] + 1),
            start[3] + 1,
            1,
        ];
        let steps = REACTIONS.map(|r| (0..4).map(|p| r[p] * strides[p]).sum::<usize>());
        let mut remoteness = Vec::new();
        for counts in states(start) {
            let (mut fastest, mut slowest) = (u8::MAX, None);
            for (reaction, step) in REACTIONS.iter().zip(steps) {
                if counts.iter().zip(reaction).all(|(have, take)| have >= take) {
                    let r = remoteness[remoteness.len() - step];
                    if r % 2 == 0 {
                        fastest = fastest.min(r);
                    }
                    slowest = slowest.max(Some(r));
                }
            }
            remoteness.push(match (wins(table, counts), slowest) {
                (_, None) => 0,
                (true, _) => fastest + 1,
                (false, Some(r)) => r + 1,
            });
        }
        remoteness
    }

    /// The states within `start`'s counts, D fastest.
    fn states(start: Counts) -> Vec<Counts> {
        let mut all = vec![[0; 4]];
        for p in 0..4 {
            all = all
                .into_iter()
                .flat_map(|counts| {
                    (0..=start[p]).map(move |count| {
                        let mut counts = counts;
                        counts[p] = count;
                        counts
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn the_row_table_equals_the_plain_one_on_every_start_box() {
        let table = win_table();
        let corners = (0..16).map(|bits: usize| [0, 1, 2, 3].map(|p| (bits >> p & 1) * MAX_COUNT));
        let mut rng = Rng::new(8);
        let random: Vec<Counts> = (0..24)
            .map(|_| [0; 4].map(|_| rng.index(0..=MAX_COUNT)))
            .collect();
        for start in corners.chain(random) {
            let rows = remoteness_table(start);
            let plain = plain_remoteness(&table, start);
            for (counts, plain) in states(start).into_iter().zip(plain) {
                assert_eq!(
                    remoteness(&rows, start, counts),
                    plain,
                    "{counts:?} in {start:?}"
                );
            }
        }
    }

    #[test]
    fn a_row_leaves_room_for_the_most_d_a_reaction_takes() {
        assert!(REACTIONS.iter().all(|reaction| reaction[3] <= LEAD));
    }
}
