//! `ccc08s5` against a memoised game-tree search, and its explanations checked.
//!
//! `ccc08s5` against a memoised game-tree search written straight from the statement,
//! and its worst cases against a table over a 4-D array that works backwards, from each
//! lost state to the states one reaction above it. Its explanations against the same
//! search.

use gamebits_problems::ccc08s5::Reactor;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, samples_explain, Explained,
};
use gamebits_test_support::stress::{samples_agree_with_brute_force, stress, worst_cases_agree};
use itertools::Itertools;
use std::collections::HashMap;

/// The particles (A, B, C, D) each reaction takes, in the statement's order: AABDD, ABCD,
/// CCD, BBB, AD.
const REACTIONS: [(i32, i32, i32, i32); 5] = [
    (2, 1, 0, 2),
    (1, 1, 1, 1),
    (0, 0, 2, 1),
    (0, 3, 0, 0),
    (1, 0, 0, 1),
];

type State = (i32, i32, i32, i32);

/// The answers by a memoised search of the game tree from each start.
fn winners(reactor: &Reactor) -> String {
    let mut memo = HashMap::new();
    states(reactor)
        .into_iter()
        .map(|start| name(wins(start, &mut memo)))
        .join("\n")
}

/// Who wins when the player to move from the start wins or not: Patrick moves first.
fn name(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Patrick"
    } else {
        "Roland"
    }
}

/// Whether the player to move from `state` wins: some reaction that leaves no count
/// below 0 leads to a state the other player loses. Each reaction takes at least two
/// particles, so the recursion is at most 60 deep.
fn wins(state: State, memo: &mut HashMap<State, bool>) -> bool {
    if let Some(&w) = memo.get(&state) {
        return w;
    }
    let (a, b, c, d) = state;
    let mut w = false;
    for (ra, rb, rc, rd) in REACTIONS {
        let after = (a - ra, b - rb, c - rc, d - rd);
        if after.0 >= 0 && after.1 >= 0 && after.2 >= 0 && after.3 >= 0 && !wins(after, memo) {
            w = true;
            break;
        }
    }
    memo.insert(state, w);
    w
}

/// The start positions of an input.
fn states(reactor: &Reactor) -> Vec<State> {
    let count = |c: u64| c as i32;
    reactor
        .starts
        .iter()
        .map(|&[a, b, c, d]| (count(a), count(b), count(c), count(d)))
        .collect()
}

#[test]
fn ccc08s5_matches_game_tree_search() {
    stress("ccc08s5", winners);
}

/// The answers written in `samples/ccc08s5/*.out` are the search's answers.
#[test]
fn ccc08s5_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force("ccc08s5", |_: &Reactor| true, winners);
}

/// The worst cases against a table over `[[[[bool; 31]; 31]; 31]; 31]` filled backwards:
/// every state starts lost; states taken in the order D, C, B, A (outermost first, each
/// increasing), so that a state is final when it is reached, and a lost one marks every
/// state that reaches it by one reaction as won.
#[test]
fn ccc08s5_worst_cases_agree_with_backward_table() {
    let won = backward_table();
    worst_cases_agree("ccc08s5", |input| {
        states(&Reactor::read(input))
            .into_iter()
            .map(|(a, b, c, d)| name(won[a as usize][b as usize][c as usize][d as usize]))
            .join("\n")
    });
}

fn backward_table() -> Vec<[[[bool; 31]; 31]; 31]> {
    let mut won = vec![[[[false; 31]; 31]; 31]; 31];
    for d in 0..31 {
        for c in 0..31 {
            for b in 0..31 {
                for a in 0..31 {
                    if won[a][b][c][d] {
                        continue;
                    }
                    for (ra, rb, rc, rd) in REACTIONS {
                        let above = [a + ra as usize, b + rb as usize, c + rc as usize];
                        let above_d = d + rd as usize;
                        if above.iter().all(|&x| x <= 30) && above_d <= 30 {
                            won[above[0]][above[1]][above[2]][above_d] = true;
                        }
                    }
                }
            }
        }
    }
    won
}

/// A reaction's particles as the statement writes them (`AABDD`).
fn reaction_name((a, b, c, d): State) -> String {
    [
        "A".repeat(a as usize),
        "B".repeat(b as usize),
        "C".repeat(c as usize),
        "D".repeat(d as usize),
    ]
    .concat()
}

/// The state after `reaction` from `state`, if no count goes below 0.
fn react(state: State, reaction: State) -> Option<State> {
    let after = (
        state.0 - reaction.0,
        state.1 - reaction.1,
        state.2 - reaction.2,
        state.3 - reaction.3,
    );
    (after.0 >= 0 && after.1 >= 0 && after.2 >= 0 && after.3 >= 0).then_some(after)
}

/// The explanation against the input: one witness a case, in order; `win: <case>
/// <reaction> <counts after>` names a reaction the start affords, the counts it leaves,
/// and these are lost for the player to move (the search says), where the answer is
/// Patrick; `loss: <case>` stands where every reaction the start affords leads to a
/// state the search wins for the player to move, and the answer is Roland.
fn check_explanation(case: &Reactor, e: &Explained) -> Result<(), String> {
    let mut memo = HashMap::new();
    let answers = e.last_lines(case.starts.len());
    let answers: Vec<&str> = answers.lines().collect();
    let witnesses: Vec<&(String, Vec<String>)> = e
        .witnesses
        .iter()
        .filter(|(kind, _)| kind == "win" || kind == "loss")
        .collect();
    if witnesses.len() != case.starts.len() {
        return Err(format!(
            "{} witnesses for {} cases",
            witnesses.len(),
            case.starts.len()
        ));
    }
    for (index, ((kind, values), start)) in witnesses.into_iter().zip(states(case)).enumerate() {
        let number = (index + 1).to_string();
        if values.first() != Some(&number) {
            return Err(format!(
                "witness {kind}: {values:?} stands where case {number} should"
            ));
        }
        match (kind.as_str(), &values[1..]) {
            ("win", [name, counts @ ..]) => {
                let reaction = REACTIONS
                    .into_iter()
                    .find(|&r| reaction_name(r) == *name)
                    .ok_or(format!("case {number}: {name} is not a reaction"))?;
                let after = react(start, reaction)
                    .ok_or(format!("case {number}: {start:?} cannot afford {name}"))?;
                let (a, b, c, d) = after;
                if *counts != [a, b, c, d].map(|x| x.to_string()) {
                    return Err(format!(
                        "case {number}: {name} leaves {after:?}, not {counts:?}"
                    ));
                }
                if wins(after, &mut memo) || answers[index] != "Patrick" {
                    return Err(format!(
                        "case {number}: {name} leaves {after:?}, which the player to move \
                         wins, or the answer {} is not Patrick",
                        answers[index]
                    ));
                }
            }
            ("loss", []) => {
                let winning = REACTIONS
                    .into_iter()
                    .filter_map(|r| react(start, r).map(|after| (r, after)))
                    .find(|&(_, after)| !wins(after, &mut memo));
                if let Some((r, after)) = winning {
                    return Err(format!(
                        "case {number}: said lost, but {} leaves {after:?}, lost for Roland",
                        reaction_name(r)
                    ));
                }
                if answers[index] != "Roland" {
                    return Err(format!(
                        "case {number}: said lost, answered {}",
                        answers[index]
                    ));
                }
            }
            _ => return Err(format!("malformed witness {kind}: {values:?}")),
        }
    }
    Ok(())
}

#[test]
fn ccc08s5_samples_explain() {
    samples_explain(
        "ccc08s5",
        |input| Some(Reactor::read(input)),
        check_explanation,
    );
}

#[test]
fn ccc08s5_explanations_hold() {
    explanations_hold("ccc08s5", Reactor::draw, winners, check_explanation);
}

/// Sample 1, where Patrick wins cases 2 and 6: a reaction into a state the opponent
/// wins, counts that are not what the reaction leaves, a reaction the start cannot
/// afford, and a case called lost that has a winning reaction are each caught.
#[test]
fn ccc08s5_wrong_witness_is_caught() {
    let case = Reactor {
        starts: vec![[0, 2, 0, 2], [1, 3, 1, 3], [1, 5, 0, 3], [8, 8, 8, 8]],
    };
    // ABCD from (8, 8, 8, 8) leaves (7, 7, 7, 7), which the player to move wins.
    assert!(wins((7, 7, 7, 7), &mut HashMap::new()));
    let won = "witness win: 4 CCD 8 8 6 7";
    let affordable = "witness win: 2 ABCD 0 2 0 2";
    lies_are_caught(
        "ccc08s5",
        &case.to_string(),
        |e| check_explanation(&case, e),
        &[
            (won, "witness win: 4 ABCD 7 7 7 7", ""),
            (won, "witness win: 4 CCD 8 8 6 8", ""),
            (affordable, "witness win: 2 AABDD 0 2 1 1", ""),
            (affordable, "witness loss: 2", ""),
        ],
    );
}
