//! DMOJ `ccc08s5` ("CCC '08 S5 - Nukit", <https://dmoj.ca/problem/ccc08s5>).
//!
//! **Problem.** Patrick, then Roland, alternately remove one of five reactions' particles
//! (AABDD, ABCD, CCD, BBB, AD) from counts A, B, C, D; who cannot react loses. Who wins?
//!
//! **Idea.** Encode a state as one integer, its counts the digits of a mixed-radix number:
//! `((A·31 + B)·31 + C)·32 + D`. The encoding is linear, so a reaction taking (a, b, c, d)
//! lowers the integer by its own encoding, whatever the state: every state's children
//! come before it, and a table filled in increasing order has them ready. A state is won
//! iff some reaction it can afford leads to a lost state; with none, it is lost.
//! The last radix is 32, so a state's integer is a bit position: bit D of word
//! `(A·31 + B)·31 + C` of the table. Every reaction takes some A, B or C, so it lowers the
//! word too, and `dp::tabulate` fills the table a word at a time, all values of D at once:
//! for a reaction taking d of D, the word it leads to, complemented and shifted up by d,
//! has bit D set iff the state it leads to from D is lost (clear where D < d: there the
//! reaction is impossible). The table is built once, for every count to 30 (and D = 31,
//! never asked); each case is one lookup.
//!
//! **Complexity.** O(5·31³) word operations for the table (31⁴ = 923 521 states, 32 to a
//! word), then O(1) a case; 31³ words of 4 bytes (116 KiB). A bool per state, filled in
//! the same order, would cost a step per state instead of one per 32 states.

use gamebits::dp::tabulate;
use gamebits::judge::{run_played, InputError, Joined, Tokens};
use std::fmt;

mod explain;
mod play;

/// The statement's bound on n: 1 ≤ n < 100.
const MAX_CASES: usize = 99;
/// The statement's bound on each count: 0 ≤ A, B, C, D ≤ 30.
const MAX_COUNT: usize = 30;
/// The radix of the counts A, B and C in a word's index.
const RADIX: usize = MAX_COUNT + 1;
/// The particles, as the input lists them.
const PARTICLES: [&str; 4] = ["A", "B", "C", "D"];
/// The particles (A, B, C, D) each reaction takes: AABDD, ABCD, CCD, BBB, AD.
const REACTIONS: [Counts; 5] = [
    [2, 1, 0, 2],
    [1, 1, 1, 1],
    [0, 0, 2, 1],
    [0, 3, 0, 0],
    [1, 0, 0, 1],
];

/// Counts of the particles A, B, C, D.
type Counts = [usize; 4];

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Answers every case, one line each.
fn solve(tokens: &mut Tokens) -> Result<impl fmt::Display, InputError> {
    let starts = read_input(tokens)?;
    let table = win_table();
    Ok(Joined::new(starts, '\n', move |&start, answers| {
        answers.push_str(if wins(&table, start) {
            "Patrick"
        } else {
            "Roland"
        })
    }))
}

/// Reads `n` and the `n` start positions `A B C D`.
fn read_input(tokens: &mut Tokens) -> Result<Vec<Counts>, InputError> {
    let n = tokens.number("n", 1..=MAX_CASES)?;
    let mut starts = Vec::with_capacity(n);
    for case in 1..=n {
        let mut counts = [0; 4];
        for (count, particle) in counts.iter_mut().zip(PARTICLES) {
            *count = tokens.number(format_args!("case {case}: {particle}"), 0..=MAX_COUNT)?;
        }
        starts.push(counts);
    }
    Ok(starts)
}

/// The index of the table's word that holds the states with counts `a, b, c` of A, B, C.
fn word(a: usize, b: usize, c: usize) -> usize {
    (a * RADIX + b) * RADIX + c
}

/// Whether the player to move from `counts` wins (Patrick, at the start).
fn wins(table: &[u32], [a, b, c, d]: Counts) -> bool {
    table[word(a, b, c)] >> d & 1 == 1
}

/// The win table: bit D of word `word(A, B, C)` says whether the player to move from
/// (A, B, C, D) wins, for every A, B, C ≤ 30 and D ≤ 31.
fn win_table() -> Vec<u32> {
    let drops = REACTIONS.map(|[a, b, c, _]| word(a, b, c));
    // The counts A, B, C of the word being filled, advanced as an odometer turns.
    let mut abc = [0; 3];
    tabulate(RADIX.pow(3), |index, won: &[u32]| {
        let mut row = 0;
        for (reaction, drop) in REACTIONS.iter().zip(drops) {
            let possible = abc.iter().zip(reaction).all(|(have, take)| have >= take);
            if possible {
                row |= !won[index - drop] << reaction[3];
            }
        }
        advance(&mut abc);
        row
    })
}

/// Moves `abc` to the counts of the next word: C goes up, and a count at the radix goes
/// back to 0 and carries into the one before it.
fn advance(abc: &mut [usize; 3]) {
    for count in abc.iter_mut().rev() {
        *count += 1;
        if *count < RADIX {
            return;
        }
        *count = 0;
    }
}
