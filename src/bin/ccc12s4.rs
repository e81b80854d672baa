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

use gamebits::explain::Explanation;
use gamebits::game::Queue;
use gamebits::judge::{run_explained, InputError, Joined, Tokens};
use std::fmt::Write;
use std::ops::Range;

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
    let solve = |tokens: &mut Tokens| {
        // The distances of each n, computed when a case first asks for them.
        let mut tables: [Option<Vec<u8>>; MAX_N + 1] = Default::default();
        let mut answers = Vec::new();
        for case in 1.. {
            let Some(Case { n, state }) = read_case(tokens, case)? else {
                break;
            };
            answers.push(tables[n].get_or_insert_with(|| distances(n))[state as usize]);
        }
        Ok::<_, InputError>(Joined::new(answers, '\n', write_answer))
    };
    run_explained(solve, explain)
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

/// How many cases `--explain` explains move by move (`--explain=all`: every case).
const CASES_IN_FULL: usize = 5;

/// The answers with their reasons: the first [`CASES_IN_FULL`] cases (or all) each
/// explained by [`explain_case`], the others answered only. Its witness lines, one for
/// each case explained: `witness moves: <case> <coin> <from> <to> …`, a shortest way as
/// triples (coins and positions numbered from 1), or, for an impossible line-up,
/// `witness closed: <case> <state> …`, the states its moves reach, each written as its
/// coins' positions (coin 1's first, one digit each).
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<String, InputError> {
    why.line(
        "A state says where each coin is: the integer Σ (position of coin c − 1)·n^(c − 1), \
         one base-n digit per coin.",
    );
    why.line(
        "A breadth-first search from the goal (coin i alone at position i) gives every \
         state its distance, the fewest moves to the goal; a shortest way steps each time \
         to a neighbouring state one closer.",
    );
    let mut tables: [Option<Vec<u8>>; MAX_N + 1] = Default::default();
    let mut answers = String::new();
    let mut cases = 0;
    for case in 1.. {
        let Some(Case { n, state }) = read_case(tokens, case)? else {
            break;
        };
        let distance = tables[n].get_or_insert_with(|| distances(n));
        let in_full = why.is_unlimited() || (case <= CASES_IN_FULL && why.room() > 0);
        if in_full {
            explain_case(why, case, n, state, distance);
        }
        if case > 1 {
            answers.push('\n');
        }
        write_answer(&distance[state as usize], &mut answers);
        cases = case;
    }
    match cases {
        0 => why.line("The input holds no case."),
        _ if why.is_unlimited() || cases <= CASES_IN_FULL => why.line(format_args!(
            "The answers of the {cases} cases, one line each:"
        )),
        _ => why.line(format_args!(
            "Cases {} to {cases} are answered only (--explain=all explains each); \
             the answers of all {cases} cases, one line each:",
            CASES_IN_FULL + 1
        )),
    }
    Ok(answers)
}

/// Explains case number `case`, the state `state` of `n` coins, by the distances of
/// its `n`: a shortest way with the stacks after each move, or the states it reaches.
fn explain_case(why: &mut Explanation, case: usize, n: usize, state: u32, distance: &[u8]) {
    let line_up = (0..n)
        .map(|p| stack(n, state, p))
        .collect::<Vec<_>>()
        .join(" ");
    let coins = if n == 1 { "coin" } else { "coins" };
    match distance[state as usize] {
        UNREACHED => {
            let reached = reachable(n, state);
            why.line(format_args!(
                "Case {case}: {n} {coins}, line-up {line_up}, state {state}: the search from \
                 the goal never reaches it. Its moves reach these {} states, none the goal, \
                 and lead nowhere else: IMPOSSIBLE.",
                reached.len()
            ));
            why.rows(reached.len(), |i| {
                format!("  {}  state {}", stacks(n, reached[i]), reached[i])
            });
            let written = reached.iter().map(|&s| positions_text(n, s));
            why.witness("closed", std::iter::once(case.to_string()).chain(written));
        }
        0 => {
            why.line(format_args!(
                "Case {case}: {n} {coins}, line-up {line_up}, state {state}: the goal itself, \
                 no move needed."
            ));
            why.witness("moves", [case]);
        }
        d => {
            let way = shortest_way(n, state, distance);
            why.line(format_args!(
                "Case {case}: {n} {coins}, line-up {line_up}, state {state} at distance {d}; \
                 the stacks bottom first after each move:"
            ));
            why.line(format_args!("  start: {}  state {state}", stacks(n, state)));
            why.rows(way.len(), |i| {
                let step = &way[i];
                format!(
                    "  move {}: coin {} from position {} to {}: {}  state {}, {} to go",
                    i + 1,
                    step.coin,
                    step.from,
                    step.to,
                    stacks(n, step.next),
                    step.next,
                    way.len() - 1 - i
                )
            });
            let triples = way.iter().flat_map(|s| [s.coin, s.from, s.to]);
            why.witness("moves", std::iter::once(case).chain(triples));
        }
    }
}

/// One move: `coin` from position `from` to the neighbouring position `to` (all
/// numbered from 1), leading to the state `next`.
struct Move {
    coin: usize,
    from: usize,
    to: usize,
    next: u32,
}

/// The position of each coin of `state` (coin 0 first, positions from 0).
fn positions(n: usize, mut state: u32) -> Vec<usize> {
    (0..n)
        .map(|_| {
            let p = (state % n as u32) as usize;
            state /= n as u32;
            p
        })
        .collect()
}

/// The moves from `state`: between two neighbouring positions, the smaller top coin
/// goes onto the other, unless both are empty.
fn moves_from(n: usize, state: u32) -> Vec<Move> {
    let position = positions(n, state);
    let mut top = vec![None; n];
    for (coin, &p) in position.iter().enumerate().rev() {
        top[p] = Some(coin);
    }
    (1..n)
        .filter_map(|p| {
            let (coin, from, to) = match (top[p - 1], top[p]) {
                (None, None) => return None,
                (Some(a), Some(b)) if b < a => (b, p, p - 1),
                (None, Some(b)) => (b, p, p - 1),
                (Some(a), _) => (a, p - 1, p),
            };
            let step = (n as u32).pow(coin as u32);
            let next = if to > from {
                state + step
            } else {
                state - step
            };
            Some(Move {
                coin: coin + 1,
                from: from + 1,
                to: to + 1,
                next,
            })
        })
        .collect()
}

/// A shortest way from `state` to the goal: each move to a state one closer by
/// `distance`, which must be finite at `state`.
fn shortest_way(n: usize, mut state: u32, distance: &[u8]) -> Vec<Move> {
    let mut way = Vec::new();
    while distance[state as usize] > 0 {
        let closer = distance[state as usize] - 1;
        let step = moves_from(n, state)
            .into_iter()
            .find(|m| distance[m.next as usize] == closer)
            .expect("a state at distance d > 0 has a neighbour at distance d − 1");
        state = step.next;
        way.push(step);
    }
    way
}

/// Every state the moves reach from `state`, itself first, by breadth-first search.
fn reachable(n: usize, state: u32) -> Vec<u32> {
    let mut reached = vec![state];
    let mut head = 0;
    while let Some(&s) = reached.get(head) {
        head += 1;
        for step in moves_from(n, s) {
            if !reached.contains(&step.next) {
                reached.push(step.next);
            }
        }
    }
    reached
}

/// The stack at position `p` (from 0) of `state`, bottom first: `[3 1]`.
fn stack(n: usize, state: u32, p: usize) -> String {
    let position = positions(n, state);
    let coins: Vec<String> = (0..n)
        .rev()
        .filter(|&c| position[c] == p)
        .map(|c| (c + 1).to_string())
        .collect();
    format!("[{}]", coins.join(" "))
}

/// Every stack of `state`, bottom first, left to right: `[3] [2 1] []`.
fn stacks(n: usize, state: u32) -> String {
    let stacks: Vec<String> = (0..n).map(|p| stack(n, state, p)).collect();
    stacks.join(" ")
}

/// The positions of `state`'s coins, from 1, coin 1's first: `2 1` is `21`.
fn positions_text(n: usize, state: u32) -> String {
    positions(n, state)
        .iter()
        .map(|p| (p + 1).to_string())
        .collect()
}

#[cfg(test)]
#[path = "ccc12s4/tests.rs"]
mod tests;
