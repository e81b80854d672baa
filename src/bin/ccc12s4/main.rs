//! DMOJ `ccc12s4` (CCC 2012 Senior 4, "A Coin Game").
//!
//! **Problem.** n ≤ 7 coins 1..n stand one per position in a row; a move takes the top
//! coin of a position onto an adjacent one, never onto a smaller coin. For each of many
//! line-ups: the fewest moves that leave coin i alone at position i, or `IMPOSSIBLE`.
//!
//! **Idea.** States as integers. No coin ever lies on a smaller one, so a stack is known
//! from the set of its coins, and a whole state from each coin's position: n digits in
//! base n, the integer `Σ pos(c)·n^c` over the coins c = 0..n−1 (positions 0..n−1),
//! below n^n = 823 543 at n = 7. That integer indexes an array of distances directly,
//! and moving coin c one place left or right subtracts or adds n^c. A position's top is
//! its smallest coin, and between two neighbouring positions there is exactly one move
//! (the smaller top goes onto the other), unless both are empty. Every move can be undone
//! (the coin lands on top, and the place it left holds only larger coins), so the moves
//! form an undirected graph, and one breadth-first search from the goal gives the
//! distance of every start at once (from n = 3 on it reaches every state: only `2 1` is
//! impossible). It runs once for each n the input holds; each case is then a lookup, and
//! the time does not grow with the number of cases beyond reading them. The tops come
//! from two small tables, one indexed by the low digits of a state, one by the high.
//!
//! **Complexity.** O(n·n^n) time for each n that occurs (n^n states, n − 1 moves each),
//! then O(n) per case; about 5·n^n bytes of memory (a byte of distance and a queue entry
//! of 4 bytes per state: 4 MB at n = 7), and a byte a case for its answer, written out a
//! piece at a time.
//!
//! **`--explain`.** For each of the first five cases (every case with `--explain=all`),
//! a shortest way to the goal, move by move with the stacks after each: from the start,
//! every move goes to a neighbouring state one closer to the goal by the search's
//! distances. For an impossible line-up, the states its moves reach: none is the goal,
//! and no move leaves them. The other cases are answered only, in the lines at the end.

use gamebits::game::Queue;
use gamebits::judge::{run_explained, InputError, Joined, Tokens};
use std::fmt;
use std::fmt::Write;
use std::ops::Range;

mod explain;

const MAX_N: usize = 7;

/// The distance of a state the search has not reached; every distance is smaller
/// (the largest, at n = 7, is 77).
const UNREACHED: u8 = u8::MAX;

/// One line-up: its number of coins and its state (each coin's position, in base n).
struct Case {
    n: usize,
    state: u32,
}

fn main() {
    run_explained(solve, explain::explain)
}

/// Answers every case, one line each, as it is read.
fn solve(tokens: &mut Tokens) -> Result<impl fmt::Display, InputError> {
    // The distances of each n, computed when a case first asks for them.
    let mut tables: [Option<Vec<u8>>; MAX_N + 1] = Default::default();
    let mut answers = Vec::new();
    for case in 1.. {
        let Some(Case { n, state }) = read_case(tokens, case)? else {
            break;
        };
        answers.push(tables[n].get_or_insert_with(|| distances(n))[state as usize]);
    }
    Ok(Joined::new(answers, '\n', write_answer))
}

/// Reads case number `case`, `n` then the coins `c_1 … c_n` at positions 1..n, and
/// checks that they are a permutation of 1..n; `None` for the line `0` that ends the input.
fn read_case(tokens: &mut Tokens, case: usize) -> Result<Option<Case>, InputError> {
    let n = tokens.number(format_args!("case {case}: n"), 0..=MAX_N)?;
    if n == 0 {
        return Ok(None);
    }
    let mut position_of = [usize::MAX; MAX_N];
    for i in 1..=n {
        let c = tokens.index(format_args!("case {case}: c_{i}"), n)?;
        if position_of[c] != usize::MAX {
            return Err(InputError::new(format!(
                "case {case}: coin {} stands twice, as c_{} and c_{i}",
                c + 1,
                position_of[c] + 1
            )));
        }
        position_of[c] = i - 1;
    }
    let state = position_of[..n]
        .iter()
        .rev()
        .fold(0, |state, &p| state * n as u32 + p as u32);
    Ok(Some(Case { n, state }))
}

/// Appends a case's line to `answers`: the fewest moves, or `IMPOSSIBLE`.
fn write_answer(&distance: &u8, answers: &mut String) {
    match distance {
        UNREACHED => answers.push_str("IMPOSSIBLE"),
        d => write!(answers, "{d}").expect("a String takes any text"),
    }
}

/// The fewest moves from every state of `n` coins to the goal, indexed by state.
///
/// With the number of coins a constant, the compiler turns each division by it, which
/// reads a digit, into a multiplication.
fn distances(n: usize) -> Vec<u8> {
    match n {
        1 => search_from_goal::<1>(),
        2 => search_from_goal::<2>(),
        3 => search_from_goal::<3>(),
        4 => search_from_goal::<4>(),
        5 => search_from_goal::<5>(),
        6 => search_from_goal::<6>(),
        7 => search_from_goal::<7>(),
        _ => unreachable!("n is read in 1..=7"),
    }
}

/// Breadth-first search over the states of `N` coins from the goal (coin c at
/// position c): the distance of every state, `UNREACHED` where none leads.
fn search_from_goal<const N: usize>() -> Vec<u8> {
    // power[c] = N^c, the step of coin c; power[N] = 0, a step of no coin.
    let power: [u32; MAX_N + 1] =
        std::array::from_fn(|c| if c < N { (N as u32).pow(c as u32) } else { 0 });
    let states = (N as u32).pow(N as u32) as usize;
    // A position's top coin is the smaller of its top among the low coins (their
    // digits: state % split) and its top among the high coins (state / split).
    let low_coins = N / 2 + 1;
    let split = (N as u32).pow(low_coins as u32);
    let low = top_table::<N>(0..low_coins);
    let high = top_table::<N>(low_coins..N);
    let goal: u32 = (0..N).map(|c| c as u32 * power[c]).sum();
    let mut distance = vec![UNREACHED; states];
    // Every state reached, in order of distance.
    let mut queue = Queue::with_capacity(states);
    distance[goal as usize] = 0;
    queue.push(goal);
    while let Some(state) = queue.pop() {
        let next_distance = distance[state as usize] + 1;
        let (low_top, high_top) = (
            low[(state % split) as usize],
            high[(state / split) as usize],
        );
        let top: [u8; MAX_N + 1] = std::array::from_fn(|p| low_top[p].min(high_top[p]));
        // Between two neighbouring positions there is exactly one move, unless both are
        // empty: the smaller top coin goes onto the other position. Both empty (top N)
        // gives the step power[N] = 0, back to this state, which is already reached.
        for p in 1..N {
            let (a, b) = (top[p - 1] as usize, top[p] as usize);
            let next = if a < b {
                state + power[a]
            } else {
                state - power[b]
            };
            // Without a branch (whether a state is new cannot be predicted): the state
            // is kept in the queue if it is new.
            let d = &mut distance[next as usize];
            let new = *d == UNREACHED;
            *d = (*d).min(next_distance);
            queue.push_if(next, new);
        }
    }
    distance
}

/// The top coin of every position when only the coins in `coins` are counted, for
/// every value k of their digits (their positions, coin `coins.start` the lowest digit
/// of k in base `N`): entry k holds, for each position, its smallest such coin, or `N`
/// if it holds none.
fn top_table<const N: usize>(coins: Range<usize>) -> Vec<[u8; MAX_N + 1]> {
    let entries = (N as u32).pow(coins.len() as u32);
    (0..entries)
        .map(|mut digits| {
            let mut top = [N as u8; MAX_N + 1];
            for c in coins.clone() {
                let p = (digits % N as u32) as usize;
                digits /= N as u32;
                top[p] = top[p].min(c as u8);
            }
            top
        })
        .collect()
}

#[cfg(test)]
mod tests;
