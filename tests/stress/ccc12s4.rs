//! `ccc12s4` against a plain breadth-first search over explicit stacks from each case's
//! start, written straight from the statement; its worst cases (10^5 cases each) and its
//! samples of 7 coins against a search from the goal over another encoding of the
//! states, done once per n.

use gamebits_test_support::samples::sample_inputs;
use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, stress, worst_cases_agree, Case,
};
use gamebits_test_support::{checker, Rng};
use std::collections::{HashMap, VecDeque};

/// An input: its line-ups, each the coins at positions 1..n.
struct Input {
    cases: Vec<Vec<u8>>,
}

impl Input {
    /// Parses an input in the judge's format (up to its line `0`).
    fn parse(text: &str) -> Input {
        let numbers: Vec<u8> = numbers(text);
        let mut cases = Vec::new();
        let mut at = 0;
        while numbers[at] != 0 {
            let n = numbers[at] as usize;
            cases.push(numbers[at + 1..at + 1 + n].to_vec());
            at += n + 1;
        }
        Input { cases }
    }
}

impl Case for Input {
    fn input(&self) -> String {
        let mut text = String::new();
        for coins in &self.cases {
            let line: Vec<String> = coins.iter().map(u8::to_string).collect();
            text += &format!("{}\n{}\n", coins.len(), line.join(" "));
        }
        text + "0\n"
    }

    fn expected(&self) -> String {
        let answers: Vec<String> = self
            .cases
            .iter()
            .map(|coins| answer(fewest_moves(coins)))
            .collect();
        answers.join("\n")
    }
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
    while let Some(stacks) = queue.pop_front() {
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
                    let mut next = stacks.clone();
                    next[from].pop();
                    next[to].push(coin);
                    if !distance.contains_key(&next) {
                        distance.insert(next.clone(), d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
    }
    None
}

/// One to four line-ups of 1 to 6 coins (6 in one line-up of forty: its search visits
/// tens of thousands of states), random or sorted but for a swap.
fn random_input(rng: &mut Rng) -> Input {
    let cases = (0..rng.index(1..=4))
        .map(|_| {
            let n = if rng.chance(1, 40) {
                6
            } else {
                rng.index(1..=5)
            };
            let mut coins: Vec<u8> = (1..=n as u8).collect();
            if rng.chance(1, 4) {
                let (i, j) = (rng.index(0..=n - 1), rng.index(0..=n - 1));
                coins.swap(i, j);
            } else {
                rng.shuffle(&mut coins);
            }
            coins
        })
        .collect();
    Input { cases }
}

#[test]
fn ccc12s4_matches_search_from_each_start() {
    stress("ccc12s4", random_input);
}

/// The samples without a line-up of 7 coins (those are checked below, by the search
/// from the goal).
#[test]
fn ccc12s4_samples_agree_with_search_from_each_start() {
    samples_agree_with_brute_force("ccc12s4", |text| {
        let input = Input::parse(text);
        input
            .cases
            .iter()
            .all(|coins| coins.len() < 7)
            .then_some(input)
    });
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

/// The answers to an input by [`distances_from_goal`], computed once for each n.
fn answers_from_goal(text: &str) -> String {
    let mut tables: HashMap<usize, Vec<Option<u32>>> = HashMap::new();
    let answers: Vec<String> = Input::parse(text)
        .cases
        .iter()
        .map(|coins| {
            let n = coins.len();
            let table = tables.entry(n).or_insert_with(|| distances_from_goal(n));
            let state: usize = (0..n).map(|p| p << (3 * (coins[p] as usize - 1))).sum();
            answer(table[state])
        })
        .collect();
    answers.join("\n")
}

#[test]
fn ccc12s4_worst_cases_agree_with_search_from_the_goal() {
    worst_cases_agree("ccc12s4", answers_from_goal);
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
        if Input::parse(&text)
            .cases
            .iter()
            .all(|coins| coins.len() < 7)
        {
            continue;
        }
        if let Err(why) = checker::compare(&expected, &answers_from_goal(&text)) {
            panic!("{}: {why}", path.display());
        }
        checked += 1;
    }
    assert!(checked > 0, "no sample of 7 coins");
}
