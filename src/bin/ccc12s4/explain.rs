//! `ccc12s4`'s `--explain`: a shortest way for each case, or why there is none.

use super::{distances, read_case, write_answer, Case, MAX_N, UNREACHED};
use gamebits::explain::dot::{shade, Dot, LOSE};
use gamebits::explain::{count, Explanation};
use gamebits::judge::{InputError, Tokens};
use std::collections::{HashSet, VecDeque};

/// How many cases `--explain` explains move by move (`--explain=all`: every case).
const CASES_IN_FULL: usize = 5;

/// The answers with their reasons: the first [`CASES_IN_FULL`] cases (or all) each
/// explained by [`explain_case`], the others answered only. Its witness lines, one for
/// each case explained: `witness moves: <case> <coin> <from> <to> …`, a shortest way as
/// triples (coins and positions numbered from 1), or, for an impossible line-up,
/// `witness closed: <case> <state> …`, the states its moves reach, each written as its
/// coins' positions (coin 1's first, one digit each).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<String, InputError> {
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
        if case == 1 {
            why.draw(|dot| draw_case(dot, n, state, distance));
        }
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
        0 => {
            why.line("The input holds no case.");
            // The picture of no case: no state.
            why.draw(|_| {});
        }
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
    let coins = count(n, "coin");
    match distance[state as usize] {
        UNREACHED => {
            let reached = reachable(n, state);
            why.line(format_args!(
                "Case {case}: {coins}, line-up {line_up}, state {state}: the search from \
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
                "Case {case}: {coins}, line-up {line_up}, state {state}: the goal itself, \
                 no move needed."
            ));
            why.witness("moves", [case]);
        }
        d => {
            let way = shortest_way(n, state, distance);
            why.line(format_args!(
                "Case {case}: {coins}, line-up {line_up}, state {state} at distance {d}; \
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

/// The picture of the first case: the states its moves reach, breadth first from its
/// line-up (as many as it shows), each with its stacks and its distance to the goal,
/// filled by that distance (red if the goal is out of reach); a shortest way bold, if
/// there is one.
fn draw_case(dot: &mut Dot, n: usize, start: u32, distance: &[u8]) {
    let way = match distance[start as usize] {
        UNREACHED => Vec::new(),
        _ => shortest_way(n, start, distance),
    };
    let way: Vec<(u32, u32)> = way
        .iter()
        .scan(start, |at, step| {
            let from = *at;
            *at = step.next;
            Some((from, step.next))
        })
        .collect();
    let mut queue = VecDeque::from([start]);
    let mut seen = HashSet::from([start]);
    add_state(dot, n, start, distance);
    while let Some(state) = queue.pop_front() {
        for step in moves_from(n, state) {
            if seen.insert(step.next) && dot.has_room() {
                queue.push_back(step.next);
            }
            add_state(dot, n, step.next, distance);
            let label = format!("coin {}: {} → {}", step.coin, step.from, step.to);
            dot.edge(state, step.next, &label, way.contains(&(state, step.next)));
        }
    }
}

/// One state of the picture: its stacks and its distance to the goal.
fn add_state(dot: &mut Dot, n: usize, state: u32, distance: &[u8]) {
    let (what, fill) = match distance[state as usize] {
        UNREACHED => ("the goal is out of reach".to_string(), LOSE),
        d => (format!("{} to go", count(d, "move")), shade(usize::from(d))),
    };
    dot.node(state, &format!("{}\n{what}", stacks(n, state)), fill);
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
