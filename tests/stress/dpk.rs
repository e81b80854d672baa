//! `dpk` against a memoised game-tree search written from the statement, and its
//! worst cases against a plain win table.

use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, stress, worst_cases_agree, Case,
};
use gamebits_test_support::Rng;
use std::collections::HashMap;

struct Stones {
    moves: Vec<u64>,
    pile: u64,
}

impl Case for Stones {
    fn input(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(u64::to_string).collect();
        format!("{} {}\n{}\n", self.moves.len(), self.pile, moves.join(" "))
    }

    fn expected(&self) -> String {
        let mut memo = HashMap::new();
        let first = wins(self.pile, &self.moves, &mut memo);
        (if first { "First" } else { "Second" }).to_string()
    }
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

fn random_case(rng: &mut Rng) -> Stones {
    let pile = rng.range(1..=60);
    let n = rng.index(1..=pile.min(6) as usize);
    let moves = rng
        .distinct_sorted(n, pile)
        .into_iter()
        .map(|a| a + 1)
        .collect();
    Stones { moves, pile }
}

#[test]
fn dpk_matches_game_tree_search() {
    stress("dpk", random_case);
}

/// The samples with piles of at most 5000 stones: the search recurses once per stone.
#[test]
fn dpk_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force("dpk", |input| {
        let numbers: Vec<u64> = numbers(input);
        let (n, pile) = (numbers[0] as usize, numbers[1]);
        (pile <= 5000).then(|| Stones {
            moves: numbers[2..2 + n].to_vec(),
            pile,
        })
    });
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
