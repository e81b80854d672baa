//! `ccc12s4` against a plain breadth-first search, and its explanations checked.
//!
//! `ccc12s4` against a plain breadth-first search over explicit stacks from each case's
//! start, written straight from the statement; its worst cases (10^5 cases each) and its
//! samples of 7 coins against a search from the goal over another encoding of the
//! states, done once per n. Its explanations: each shortest way played out on stacks,
//! move by move, and each impossible line-up's reachable states checked closed.

use gamebits_problems::ccc12s4::LineUps;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, pictures_hold, samples_explain, Explained, Picture,
};
use gamebits_test_support::samples::sample_inputs;
use gamebits_test_support::stress::{samples_agree_with_brute_force, stress, worst_cases_agree};
use gamebits_test_support::{checker, Rng};
use itertools::Itertools;
use std::cell::RefCell;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

thread_local! {
    /// The fewest moves from each line-up searched so far: the random line-ups repeat
    /// (there are 153 of at most 5 coins), and a search of 6 coins is slow in a test build.
    static FEWEST: RefCell<HashMap<Vec<u8>, Option<u32>>> = RefCell::new(HashMap::new());
    /// The distances from the goal of every state of n coins, by n.
    static FROM_GOAL: RefCell<HashMap<usize, Rc<Vec<Option<u32>>>>> = RefCell::new(HashMap::new());
}

/// The answers by a search from each line-up.
fn answers_from_each_start(line_ups: &LineUps) -> String {
    line_ups
        .cases
        .iter()
        .map(|coins| answer(fewest_moves_remembered(coins)))
        .join("\n")
}

/// [`fewest_moves`], searched once for each line-up.
fn fewest_moves_remembered(coins: &[u8]) -> Option<u32> {
    FEWEST.with(|fewest| {
        *fewest
            .borrow_mut()
            .entry(coins.to_vec())
            .or_insert_with(|| fewest_moves(coins))
    })
}

fn answer(moves: Option<u32>) -> String {
    moves.map_or("IMPOSSIBLE".to_string(), |m| m.to_string())
}

/// The fewest moves from the line-up `coins` to the goal, by breadth-first search from
/// it over the states as the statement draws them: one stack per position, bottom
/// first; a move takes a stack's last coin onto a neighbouring stack that is empty or
/// whose last coin is larger.
fn fewest_moves(coins: &[u8]) -> Option<u32> {
    let start: Vec<Vec<u8>> = coins.iter().map(|&c| vec![c]).collect();
    let goal: Vec<Vec<u8>> = (1..=coins.len() as u8).map(|c| vec![c]).collect();
    let mut distance = HashMap::from([(start.clone(), 0)]);
    let mut queue = VecDeque::from([start]);
    while let Some(mut stacks) = queue.pop_front() {
        let d = distance[&stacks];
        if stacks == goal {
            return Some(d);
        }
        for from in 0..stacks.len() {
            let Some(&coin) = stacks[from].last() else {
                continue;
            };
            for to in [from.wrapping_sub(1), from + 1] {
                let fits = match stacks.get(to) {
                    Some(stack) => stack.last().map_or(true, |&top| top > coin),
                    None => false,
                };
                if fits {
                    // The move made on the stacks themselves, kept as a copy only if it
                    // leads somewhere new, then taken back.
                    stacks[from].pop();
                    stacks[to].push(coin);
                    if !distance.contains_key(&stacks) {
                        distance.insert(stacks.clone(), d + 1);
                        queue.push_back(stacks.clone());
                    }
                    stacks[to].pop();
                    stacks[from].push(coin);
                }
            }
        }
    }
    None
}

#[test]
fn ccc12s4_matches_search_from_each_start() {
    stress("ccc12s4", answers_from_each_start);
}

/// The samples without a line-up of 7 coins (those are checked below, by the search
/// from the goal).
#[test]
fn ccc12s4_samples_agree_with_search_from_each_start() {
    samples_agree_with_brute_force(
        "ccc12s4",
        |line_ups: &LineUps| line_ups.cases.iter().all(|coins| coins.len() < 7),
        answers_from_each_start,
    );
}

/// The distances of every state of n coins from the goal, by breadth-first search from
/// it, the states encoded in base 8 (three bits a coin: its position), one coin moved at
/// a time; unreached states hold `None`.
fn distances_from_goal(n: usize) -> Vec<Option<u32>> {
    let position = |state: usize, coin: usize| state >> (3 * coin) & 7;
    let goal: usize = (0..n).map(|coin| coin << (3 * coin)).sum();
    let mut distance = vec![None; 1 << (3 * n)];
    distance[goal] = Some(0);
    let mut queue = VecDeque::from([goal]);
    while let Some(state) = queue.pop_front() {
        let d = distance[state].unwrap();
        for coin in 0..n {
            let here = position(state, coin);
            let on_top = |p: usize| (0..coin).all(|smaller| position(state, smaller) != p);
            if !on_top(here) {
                continue;
            }
            for there in [here.wrapping_sub(1), here + 1] {
                if there < n && on_top(there) {
                    let next = state - (here << (3 * coin)) + (there << (3 * coin));
                    if distance[next].is_none() {
                        distance[next] = Some(d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
    }
    distance
}

/// [`distances_from_goal`], searched once for each n.
fn distances_from_goal_remembered(n: usize) -> Rc<Vec<Option<u32>>> {
    FROM_GOAL.with(|tables| {
        let mut tables = tables.borrow_mut();
        Rc::clone(
            tables
                .entry(n)
                .or_insert_with(|| Rc::new(distances_from_goal(n))),
        )
    })
}

/// The answers to an input by [`distances_from_goal`], computed once for each n.
fn answers_from_goal(line_ups: &LineUps) -> String {
    line_ups
        .cases
        .iter()
        .map(|coins| {
            let n = coins.len();
            let table = distances_from_goal_remembered(n);
            let state: usize = (0..n).map(|p| p << (3 * (coins[p] as usize - 1))).sum();
            answer(table[state])
        })
        .join("\n")
}

#[test]
fn ccc12s4_worst_cases_agree_with_search_from_the_goal() {
    worst_cases_agree("ccc12s4", |text| answers_from_goal(&LineUps::read(text)));
}

/// The samples with a line-up of 7 coins, too many states for a search from each start
/// in a test build.
#[test]
fn ccc12s4_samples_of_7_coins_agree_with_search_from_the_goal() {
    let mut checked = 0;
    for path in sample_inputs("ccc12s4") {
        let Ok(expected) = std::fs::read_to_string(path.with_extension("out")) else {
            continue;
        };
        let text = std::fs::read_to_string(&path).unwrap();
        if LineUps::read(&text)
            .cases
            .iter()
            .all(|coins| coins.len() < 7)
        {
            continue;
        }
        if let Err(why) = checker::compare(&expected, &answers_from_goal(&LineUps::read(&text))) {
            panic!("{}: {why}", path.display());
        }
        checked += 1;
    }
    assert!(checked > 0, "no sample of 7 coins");
}

/// A legal move in `stacks` (bottom first) of the coin on top of position `from` to
/// position `to` (both from 0): a neighbour, empty or topped by a larger coin.
fn legal(stacks: &[Vec<u8>], from: usize, to: usize) -> Result<u8, String> {
    let coin = *stacks
        .get(from)
        .and_then(|stack| stack.last())
        .ok_or(format!("position {} holds no coin", from + 1))?;
    if from.abs_diff(to) != 1 || to >= stacks.len() {
        return Err(format!(
            "position {} is not a neighbour of {}",
            to.wrapping_add(1),
            from + 1
        ));
    }
    match stacks[to].last() {
        Some(&top) if top < coin => Err(format!(
            "coin {coin} put on the smaller coin {top} at position {}",
            to + 1
        )),
        _ => Ok(coin),
    }
}

/// The stacks of a state written as its coins' positions from 1, coin 1's first.
fn stacks_at(written: &str, n: usize) -> Result<Vec<Vec<u8>>, String> {
    let positions: Vec<usize> = written
        .chars()
        .map(|c| c.to_digit(10).map(|p| p as usize))
        .collect::<Option<_>>()
        .ok_or(format!("state `{written}` is not digits"))?;
    if positions.len() != n || positions.iter().any(|p| !(1..=n).contains(p)) {
        return Err(format!("state `{written}` is not {n} positions in 1..={n}"));
    }
    let mut stacks = vec![Vec::new(); n];
    for coin in (1..=n).rev() {
        stacks[positions[coin - 1] - 1].push(coin as u8);
    }
    Ok(stacks)
}

/// Every state one legal move from `stacks`.
fn next_stacks(stacks: &[Vec<u8>]) -> Vec<Vec<Vec<u8>>> {
    let mut next = Vec::new();
    for from in 0..stacks.len() {
        for to in [from.wrapping_sub(1), from + 1] {
            if let Ok(coin) = legal(stacks, from, to) {
                let mut after = stacks.to_vec();
                after[from].pop();
                after[to].push(coin);
                next.push(after);
            }
        }
    }
    next
}

/// Checks `ccc12s4 --explain=all` against `input`: every case has one witness; a
/// `moves` witness, played on stacks from the line-up, makes only legal moves, ends
/// sorted, and has as many moves as the case's answer line; a `closed` witness, for a
/// case answered `IMPOSSIBLE`, holds the line-up and not the goal, and every legal move
/// from its states stays among them.
fn check_explanation(input: &LineUps, e: &Explained) -> Result<(), String> {
    let answers = e.last_lines(input.cases.len());
    let answers: Vec<&str> = answers.lines().collect();
    let witnesses: Vec<&[String]> = e.all("moves").chain(e.all("closed")).collect();
    if witnesses.len() != input.cases.len() {
        return Err(format!(
            "{} witnesses for {} cases",
            witnesses.len(),
            input.cases.len()
        ));
    }
    for (index, coins) in input.cases.iter().enumerate() {
        let case = (index + 1).to_string();
        let start: Vec<Vec<u8>> = coins.iter().map(|&c| vec![c]).collect();
        let goal: Vec<Vec<u8>> = (1..=coins.len() as u8).map(|c| vec![c]).collect();
        if let Some(moves) = e.all("moves").find(|w| w.first() == Some(&case)) {
            let triples: Vec<usize> = moves[1..]
                .iter()
                .map(|v| v.parse().map_err(|_| format!("case {case}: `{v}`")))
                .collect::<Result<_, _>>()?;
            if triples.len() % 3 != 0 {
                return Err(format!("case {case}: the moves are not triples"));
            }
            let mut stacks = start;
            for (k, step) in triples.chunks(3).enumerate() {
                let (from, to) = (step[1].wrapping_sub(1), step[2].wrapping_sub(1));
                let coin = legal(&stacks, from, to)
                    .map_err(|why| format!("case {case}, move {}: {why}", k + 1))?;
                if usize::from(coin) != step[0] {
                    return Err(format!(
                        "case {case}, move {}: the top coin is {coin}, not {}",
                        k + 1,
                        step[0]
                    ));
                }
                stacks[from].pop();
                stacks[to].push(coin);
            }
            if stacks != goal {
                return Err(format!("case {case}: the moves end at {stacks:?}"));
            }
            let count = (triples.len() / 3).to_string();
            if answers[index] != count {
                return Err(format!(
                    "case {case}: {count} moves, but the answer is {}",
                    answers[index]
                ));
            }
        } else if let Some(closed) = e.all("closed").find(|w| w.first() == Some(&case)) {
            let states: Vec<Vec<Vec<u8>>> = closed[1..]
                .iter()
                .map(|w| stacks_at(w, coins.len()))
                .collect::<Result<_, _>>()?;
            if !states.contains(&start) || states.contains(&goal) {
                return Err(format!("case {case}: the start is out or the goal in"));
            }
            if let Some(out) = states
                .iter()
                .flat_map(|s| next_stacks(s))
                .find(|next| !states.contains(next))
            {
                return Err(format!("case {case}: a move leads out, to {out:?}"));
            }
            if answers[index] != "IMPOSSIBLE" {
                return Err(format!(
                    "case {case}: closed, but answered {}",
                    answers[index]
                ));
            }
        } else {
            return Err(format!("case {case} has no witness"));
        }
    }
    Ok(())
}

#[test]
fn ccc12s4_samples_explain() {
    samples_explain(
        "ccc12s4",
        |text| Some(LineUps::read(text)),
        check_explanation,
    );
}

#[test]
fn ccc12s4_explanations_hold() {
    explanations_hold(
        "ccc12s4",
        LineUps::draw,
        // The search from the goal, done once for each n: the answers are checked
        // against the search from each start by the test above.
        answers_from_goal,
        check_explanation,
    );
}

/// The first sample's shortest way with its first move changed into one that puts coin
/// 2 on coin 1, then with its last move dropped, then its impossible case's states
/// without the line-up's own.
#[test]
fn ccc12s4_wrong_witness_is_caught() {
    let text = "3\n3 2 1\n2\n2 1\n0\n";
    let input = LineUps::read(text);
    let moves = "witness moves: 1 1 3 2 1 2 1 2 2 3 1 1 2 1 2 3 3 1 2 1 3 2 1 2 1 2 3 2 1 1 2 \
                 1 2 3 2 2 1 1 3 2 1 2 1 3 2 3 1 1 2 1 2 3 2 1 2 1 3 2 1 2 1";
    lies_are_caught(
        "ccc12s4",
        text,
        |e| check_explanation(&input, e),
        &[
            // Coin 2 from 2 to 3, onto coin 1.
            (
                "witness moves: 1 1 3 2 ",
                "witness moves: 1 2 2 3 ",
                "smaller",
            ),
            // The way stops three numbers, one move, short of the goal.
            (moves, moves.strip_suffix(" 1 2 1").unwrap(), ""),
            // The closed set without the start.
            ("witness closed: 2 21 11", "witness closed: 2 11", ""),
        ],
    );
}

/// A line-up of 1 to 5 coins, whose picture shows every state it reaches.
fn random_line_up(rng: &mut Rng) -> LineUps {
    let mut coins: Vec<u8> = (1..=rng.index(1..=5) as u8).collect();
    rng.shuffle(&mut coins);
    LineUps { cases: vec![coins] }
}

/// The stacks of a state as the picture labels them, bottom first: `[3] [2 1] []`.
fn stacks_of_label(label: &str) -> Result<Vec<Vec<u8>>, String> {
    let inner = label
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or(format!("`{label}` is not stacks"))?;
    inner
        .split("] [")
        .map(|stack| {
            stack
                .split_whitespace()
                .map(|c| c.parse().map_err(|_| format!("`{label}`: coin `{c}`")))
                .collect()
        })
        .collect()
}

/// The state of `stacks` in the encoding of [`distances_from_goal`].
fn base_8(stacks: &[Vec<u8>]) -> usize {
    let mut state = 0;
    for (position, stack) in stacks.iter().enumerate() {
        for &coin in stack {
            state += position << (3 * (coin as usize - 1));
        }
    }
    state
}

/// Checks one picture of `ccc12s4` against the search from the goal: each state's
/// distance (or its being out of reach, in red) as that search finds it; each move
/// legal, its label naming the coin and the positions it moves between; the bold moves
/// a shortest way from the line-up to the goal.
fn check_picture(input: &LineUps, p: &Picture) -> Result<(), String> {
    let coins = &input.cases[0];
    let distance = distances_from_goal_remembered(coins.len());
    let mut stacks = HashMap::new();
    for (id, (label, fill)) in &p.states {
        let (written, what) = label.split_once("\\n").ok_or(format!("`{label}`"))?;
        let state = stacks_of_label(written)?;
        let expected = match distance[base_8(&state)] {
            None => "the goal is out of reach".to_string(),
            Some(1) => "1 move to go".to_string(),
            Some(d) => format!("{d} moves to go"),
        };
        if what != expected || (fill == "lightcoral") != distance[base_8(&state)].is_none() {
            return Err(format!("{written}: `{what}` filled {fill}, but {expected}"));
        }
        stacks.insert(id.clone(), state);
    }
    for ((from, to, _), label) in p.moves.iter().zip(&p.move_labels) {
        let (before, after) = (&stacks[from], &stacks[to]);
        let numbers: Vec<usize> = label
            .split(|c: char| !c.is_ascii_digit())
            .filter_map(|n| n.parse().ok())
            .collect();
        let [coin, a, b] = numbers[..] else {
            return Err(format!("the move `{label}` names no coin and positions"));
        };
        let moved = legal(before, a.wrapping_sub(1), b.wrapping_sub(1))?;
        let mut played = before.clone();
        played[a - 1].pop();
        played[b - 1].push(moved);
        if usize::from(moved) != coin || &played != after {
            return Err(format!(
                "`{label}` does not lead from {before:?} to {after:?}"
            ));
        }
    }
    let start: Vec<Vec<u8>> = coins.iter().map(|&c| vec![c]).collect();
    let mut at = stacks
        .iter()
        .find(|(_, s)| **s == start)
        .map(|(id, _)| id.clone())
        .ok_or("the line-up is not drawn")?;
    let mut steps = 0;
    while let Some((_, next, _)) = p.moves.iter().find(|m| m.2 && m.0 == at) {
        at = next.clone();
        steps += 1;
    }
    let shortest = distance[base_8(&start)].unwrap_or(0);
    if steps != shortest || distance[base_8(&stacks[&at])].is_some_and(|d| d > 0) {
        return Err(format!(
            "the bold way has {steps} moves, the shortest {shortest}"
        ));
    }
    Ok(())
}

#[test]
fn ccc12s4_pictures_hold() {
    pictures_hold("ccc12s4", random_line_up, check_picture);
}
