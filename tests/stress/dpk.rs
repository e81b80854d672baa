//! `dpk` against a memoised game-tree search, and its explanations checked.
//!
//! `dpk` against a memoised game-tree search written from the statement, and its
//! worst cases against a plain win table; its explanations against a table of how
//! long optimal play lasts from each pile.

use gamebits_problems::dpk::Stones;
use gamebits_problems::{RandomRun, SmallInput};
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, parse_values, pictures_hold, samples_explain, Explained,
};
use gamebits_test_support::steps::{steps, steps_hold, Step};
use gamebits_test_support::stress::{
    first_failure, numbers, samples_agree_with_brute_force, stress, worst_cases_agree,
};
use std::collections::HashMap;

/// The answer by a memoised search of the game tree.
fn first_wins(stones: &Stones) -> String {
    let mut memo = HashMap::new();
    let first = wins(stones.pile, &stones.moves, &mut memo);
    (if first { "First" } else { "Second" }).to_string()
}

/// Whether the player to move from `pile` wins: some legal move leaves a lost pile.
fn wins(pile: u64, moves: &[u64], memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&w) = memo.get(&pile) {
        return w;
    }
    let w = moves
        .iter()
        .filter(|&&a| a <= pile)
        .any(|&a| !wins(pile - a, moves, memo));
    memo.insert(pile, w);
    w
}

#[test]
fn dpk_matches_game_tree_search() {
    stress("dpk", first_wins);
}

/// The harness itself: against a brute force that is wrong on purpose (the first player
/// wins iff K is odd), the failure reported is shrunk, not the input as drawn: at most
/// three moves and ten stones, and no input one step smaller fails.
#[test]
fn a_wrong_brute_force_is_reported_on_a_shrunk_case() {
    let odd_pile = |stones: &Stones| {
        (if stones.pile % 2 == 1 {
            "First"
        } else {
            "Second"
        })
        .to_string()
    };
    let run = RandomRun {
        seed: 1,
        cases: 500,
    };
    let report =
        first_failure("dpk", run, Stones::draw, odd_pile).expect("the wrong brute force is caught");
    let shrunk = report
        .split("--- input, shrunk in ")
        .nth(1)
        .and_then(|rest| rest.split_once('\n'))
        .map(|(_, rest)| rest.split("--- expected").next().unwrap_or(""))
        .expect("the report gives the shrunk input");
    let drawn = report
        .split("--- input as drawn\n")
        .nth(1)
        .expect("and the drawn one");
    assert_ne!(shrunk, drawn, "{report}");
    let stones = Stones::read(shrunk);
    assert!(stones.moves.len() <= 3 && stones.pile <= 10, "{report}");
    for smaller in stones.smaller() {
        assert_eq!(
            first_wins(&smaller),
            odd_pile(&smaller),
            "{smaller} fails too:\n{report}"
        );
    }
}

/// The samples with piles of at most 5000 stones: the search recurses once per stone.
#[test]
fn dpk_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force("dpk", |stones: &Stones| stones.pile <= 5000, first_wins);
}

/// The worst cases against a plain win table: `win[k]` for every pile up to K, each
/// from every move, with no early stop.
#[test]
fn dpk_worst_cases_agree_with_win_table() {
    worst_cases_agree("dpk", |input| {
        let numbers: Vec<usize> = numbers(input);
        let (n, pile) = (numbers[0], numbers[1]);
        let moves = &numbers[2..2 + n];
        let mut win = vec![false; pile + 1];
        for k in 1..=pile {
            win[k] = moves.iter().filter(|&&a| a <= k).any(|&a| !win[k - a]);
        }
        (if win[pile] { "First" } else { "Second" }).to_string()
    });
}

/// How many moves optimal play lasts from each pile up to `pile`, straight from the
/// definition: a pile with no move ends the game; the player to move wins iff some
/// move leaves a pile where the mover loses, and then takes the quickest such win;
/// a player who loses takes the move that lasts longest. Odd: the player to move wins.
fn play_lengths(moves: &[u64], pile: u64) -> Vec<u64> {
    let mut length = vec![0; pile as usize + 1];
    for k in 0..=pile as usize {
        let after: Vec<u64> = moves
            .iter()
            .filter(|&&a| a as usize <= k)
            .map(|&a| length[k - a as usize])
            .collect();
        let quickest_win = after.iter().filter(|&&r| r % 2 == 0).min();
        length[k] = match quickest_win {
            Some(&r) => r + 1,
            None => after.iter().max().map_or(0, |&r| r + 1),
        };
    }
    length
}

/// The explanation against the input: its table rows say W exactly where the first
/// player wins, piles K down to 0; its line of play starts at K, takes a stone count
/// of A at each move, ends at a pile with no move, each move hurrying to a win or
/// prolonging a loss (remoteness down by exactly one), its winner the answer's; its
/// winning first move (only when First wins) is in A and leaves a losing pile.
fn check_explanation(case: &Stones, e: &Explained) -> Result<(), String> {
    let length = play_lengths(&case.moves, case.pile);
    let wins = |pile: u64| length[pile as usize] % 2 == 1;
    let rows: Vec<&str> = e
        .text
        .lines()
        .filter(|line| match line.split_once(' ') {
            Some((pile, mark)) => pile.parse::<u64>().is_ok() && (mark == "W" || mark == "L"),
            None => false,
        })
        .collect();
    let expected: Vec<String> = (0..=case.pile)
        .rev()
        .map(|pile| format!("{pile} {}", if wins(pile) { 'W' } else { 'L' }))
        .collect();
    if rows != expected {
        return Err(format!("the table's rows {rows:?} are not {expected:?}"));
    }
    let play = parse_values::<u64>(e.witness("play").ok_or("no `witness play`")?)?;
    if play.first() != Some(&case.pile) {
        return Err(format!(
            "the play {play:?} does not start at K = {}",
            case.pile
        ));
    }
    for step in play.windows(2) {
        let taken = step[0].checked_sub(step[1]);
        if !taken.is_some_and(|a| case.moves.contains(&a)) {
            return Err(format!("{} → {} takes no count of A", step[0], step[1]));
        }
        if length[step[1] as usize] + 1 != length[step[0] as usize] {
            return Err(format!(
                "{} → {} is not optimal: play lasts {} moves from {} and {} from {}",
                step[0],
                step[1],
                length[step[0] as usize],
                step[0],
                length[step[1] as usize],
                step[1]
            ));
        }
    }
    let last = *play.last().expect("the play has its start");
    if case.moves.iter().any(|&a| a <= last) {
        return Err(format!("the play ends at {last}, which has a move"));
    }
    let winner = if play.len() % 2 == 0 {
        "First"
    } else {
        "Second"
    };
    if winner != e.answer {
        return Err(format!(
            "the play's last mover is {winner}, the answer {}",
            e.answer
        ));
    }
    match (e.witness("move"), wins(case.pile)) {
        (None, false) => Ok(()),
        (Some(_), false) => Err("a winning move for a losing start".into()),
        (None, true) => Err("no `witness move` for a winning start".into()),
        (Some(values), true) => {
            let a = match parse_values::<u64>(values)?[..] {
                [a] => a,
                _ => return Err(format!("`witness move` is not one count: {values:?}")),
            };
            if !case.moves.contains(&a) || a > case.pile || wins(case.pile - a) {
                return Err(format!(
                    "taking {a} from {} is not a winning move",
                    case.pile
                ));
            }
            Ok(())
        }
    }
}

#[test]
fn dpk_samples_explain() {
    samples_explain("dpk", |input| Some(Stones::read(input)), check_explanation);
}

#[test]
fn dpk_explanations_hold() {
    explanations_hold("dpk", Stones::draw, first_wins, check_explanation);
}

/// The lecture's example, where 10 is L, and 9, where taking 9 wins: a winning move
/// into a W pile, a line of play that does not prolong the loss, one that stops
/// before the end, and a table with a pile marked wrong are each caught.
#[test]
fn dpk_wrong_witness_is_caught() {
    let lost = Stones {
        moves: vec![1, 2, 5, 9],
        pile: 10,
    };
    let check = |e: &Explained| check_explanation(&lost, e);
    lies_are_caught(
        "dpk",
        &lost.to_string(),
        check,
        &[
            ("witness play: 10 8 3 2 0", "witness play: 10 9 0", ""),
            ("witness play: 10 8 3 2 0", "witness play: 10 8 3", ""),
            ("\n6 L\n", "\n6 W\n", ""),
        ],
    );
    let won = Stones {
        moves: vec![1, 2, 5, 9],
        pile: 9,
    };
    let check = |e: &Explained| check_explanation(&won, e);
    lies_are_caught(
        "dpk",
        &won.to_string(),
        check,
        &[("witness move: 9\n", "witness move: 1\n", "")],
    );
}

/// Every pile of the picture is green exactly where the player to move wins, by the
/// table of play lengths, and the bold moves are a line of play from K that takes a
/// stone count of A and lasts as long as optimal play does.
#[test]
fn dpk_pictures_hold() {
    pictures_hold("dpk", Stones::draw, |case, p| {
        let length = play_lengths(&case.moves, case.pile);
        for pile in 0..=case.pile {
            let (_, fill) = p
                .states
                .get(&pile.to_string())
                .ok_or(format!("pile {pile} is not drawn"))?;
            let wins = length[pile as usize] % 2 == 1;
            if (fill == "palegreen") != wins {
                return Err(format!("pile {pile} is {fill}, but wins is {wins}"));
            }
        }
        let mut at = case.pile;
        for _ in 0..length[case.pile as usize] {
            let next = p
                .moves
                .iter()
                .find(|(from, _, bold)| *bold && *from == at.to_string())
                .ok_or(format!("no bold move from pile {at}"))?;
            let to: u64 = next.1.parse().map_err(|_| "a pile that is not a number")?;
            if !case.moves.contains(&(at - to)) {
                return Err(format!("the bold move {at} → {to} takes no amount of A"));
            }
            at = to;
        }
        match p.moves.iter().filter(|m| m.2).count() as u64 == length[case.pile as usize] {
            true => Ok(()),
            false => Err("more bold moves than the line of play".to_string()),
        }
    });
}

/// The steps against the table of play lengths: the piles from 0 to K in order, each W
/// exactly where the player to move wins, and each rule true of the input: `p is L: no
/// move` where there is none; `p is W: p − a = q is L`, `a` in A and `q` the L pile of
/// the quickest win; `p is L: every move leads to a W pile: ` and every move, in order.
fn check_steps(case: &Stones, steps: &[Step]) -> Result<(), String> {
    let length = play_lengths(&case.moves, case.pile);
    if steps.len() as u64 != case.pile + 1 {
        return Err(format!(
            "{} steps for piles 0 to {}",
            steps.len(),
            case.pile
        ));
    }
    for (pile, step) in (0..).zip(steps) {
        let wins = length[pile as usize] % 2 == 1;
        let mark = if wins { "W" } else { "L" };
        if (step.state.as_str(), step.value.as_str()) != (&pile.to_string(), mark) {
            return Err(format!("step {pile} is {step:?}, not pile {pile} {mark}"));
        }
        let legal: Vec<u64> = case.moves.iter().copied().filter(|&a| a <= pile).collect();
        let rule_holds = match (wins, legal.is_empty()) {
            (false, true) => step.rule == format!("{pile} is L: no move"),
            (false, false) => {
                let moves: Vec<String> = legal
                    .iter()
                    .map(|a| format!("{pile} − {a} = {}", pile - a))
                    .collect();
                step.rule
                    == format!(
                        "{pile} is L: every move leads to a W pile: {}",
                        moves.join(", ")
                    )
            }
            (true, _) => step
                .rule
                .strip_prefix(&format!("{pile} is W: {pile} − "))
                .and_then(|rest| rest.strip_suffix(" is L"))
                .and_then(|rest| rest.split_once(" = "))
                .and_then(|(a, q)| Some((a.parse::<u64>().ok()?, q.parse::<u64>().ok()?)))
                .is_some_and(|(a, q)| {
                    legal.contains(&a)
                        && q == pile - a
                        && length[q as usize] + 1 == length[pile as usize]
                }),
        };
        if !rule_holds {
            return Err(format!("pile {pile}'s rule is not so: {:?}", step.rule));
        }
    }
    Ok(())
}

/// The lecture's table, A = {1, 2, 5, 9} and K = 10, filled from pile 0: the column
/// L W W L W W L W W W L, the rules as the lecture says them, and lies told in the
/// steps (a pile marked wrong, a winning move that is not the quickest, a move left
/// out of an L pile's list) caught.
#[test]
fn dpk_steps_fill_the_lecture_table() {
    let lecture = Stones {
        moves: vec![1, 2, 5, 9],
        pile: 10,
    };
    let real = steps("dpk", lecture.to_string().as_bytes()).unwrap();
    check_steps(&lecture, &real).unwrap();
    let column: String = real.iter().map(|step| step.value.as_str()).collect();
    assert_eq!(column, "LWWLWWLWWWL");
    assert_eq!(real[0].rule, "0 is L: no move");
    assert_eq!(real[9].rule, "9 is W: 9 − 9 = 0 is L");
    assert_eq!(
        real[10].rule,
        "10 is L: every move leads to a W pile: 10 − 1 = 9, 10 − 2 = 8, 10 − 5 = 5, 10 − 9 = 1"
    );
    let lies: [(usize, &str, &str); 3] = [
        (
            6,
            "L",
            "6 is L: every move leads to a W pile: 6 − 1 = 5, 6 − 2 = 4",
        ),
        (9, "W", "9 is W: 9 − 2 = 7 is L"),
        (3, "W", "3 is W: 3 − 1 = 2 is L"),
    ];
    for (pile, value, rule) in lies {
        let mut told = real.clone();
        told[pile].value = value.to_string();
        told[pile].rule = rule.to_string();
        assert!(
            check_steps(&lecture, &told).is_err(),
            "the lie {rule:?} was not caught"
        );
    }
}

#[test]
fn dpk_steps_hold() {
    steps_hold("dpk", Stones::draw, check_steps);
}
