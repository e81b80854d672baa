//! Win, lose or draw for every position of a game whose play may loop.
//!
//! By retrograde analysis: a brute force for the tests, written with plain lists and
//! sharing no code with the library.

use std::collections::VecDeque;

/// The result of a position for the player about to move, under optimal play.
///
/// ```
/// use gamebits_test_support::retrograde::{retrograde, Outcome};
/// assert_eq!(retrograde(&[vec![]]), [Outcome::Lose]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses whatever they do.
    Lose,
    /// Neither player can force a win: play goes on forever.
    Draw,
}

/// The outcome of every position, `moves[p]` listing the positions one move from `p`.
///
/// A position with no move is lost for the player to move. Working back from those,
/// a position with a lost child is won, and one whose children are all won is lost;
/// what is never settled is a draw: neither player can force an end.
///
/// # Panics
///
/// If a move leads to a position `moves` does not have.
///
/// # Complexity
///
/// O(positions + moves); no recursion.
///
/// ```
/// use gamebits_test_support::retrograde::{retrograde, Outcome::{Draw, Lose, Win}};
/// // 0 → 1 → 2 (no move), and 3 ⇄ 4 loop forever; 5 can end the game at 2 or loop.
/// let moves = vec![vec![1], vec![2], vec![], vec![4], vec![3], vec![3, 1]];
/// assert_eq!(retrograde(&moves), [Lose, Win, Lose, Draw, Draw, Draw]);
/// ```
pub fn retrograde(moves: &[Vec<usize>]) -> Vec<Outcome> {
    let mut parents = vec![Vec::new(); moves.len()];
    for (from, children) in moves.iter().enumerate() {
        for &to in children {
            parents[to].push(from);
        }
    }
    let mut outcome: Vec<Option<Outcome>> = vec![None; moves.len()];
    let mut children_left: Vec<usize> = moves.iter().map(Vec::len).collect();
    let mut settled: VecDeque<usize> = (0..moves.len()).filter(|&p| moves[p].is_empty()).collect();
    for &p in &settled {
        outcome[p] = Some(Outcome::Lose);
    }
    while let Some(child) = settled.pop_front() {
        let child_lost = outcome[child] == Some(Outcome::Lose);
        for &parent in &parents[child] {
            if outcome[parent].is_some() {
                continue;
            }
            children_left[parent] -= 1;
            if child_lost {
                outcome[parent] = Some(Outcome::Win);
            } else if children_left[parent] == 0 {
                outcome[parent] = Some(Outcome::Lose);
            } else {
                continue;
            }
            settled.push_back(parent);
        }
    }
    outcome
        .into_iter()
        .map(|o| o.unwrap_or(Outcome::Draw))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Retrograde analysis agrees with the rule (a lost child wins; all children won
    /// loses) applied until nothing changes, on every graph of up to 4 positions with at
    /// most 2 moves each.
    #[test]
    fn retrograde_agrees_with_iterating_the_rule_to_a_fixed_point() {
        let choices: Vec<Vec<usize>> = std::iter::once(vec![])
            .chain((0..4).map(|a| vec![a]))
            .chain((0..4).flat_map(|a| (a + 1..4).map(move |b| vec![a, b])))
            .collect();
        for n in 1..=4usize {
            for code in 0..choices.len().pow(n as u32) {
                let moves: Vec<Vec<usize>> = (0..n)
                    .map(|p| choices[code / choices.len().pow(p as u32) % choices.len()].clone())
                    .collect();
                if moves.iter().flatten().any(|&c| c >= n) {
                    continue;
                }
                assert_eq!(retrograde(&moves), fixed_point(&moves), "{moves:?}");
            }
        }
    }

    /// The outcomes by the rule alone, applied to every position until nothing changes.
    fn fixed_point(moves: &[Vec<usize>]) -> Vec<Outcome> {
        let mut outcome = vec![None; moves.len()];
        loop {
            let next: Vec<Option<Outcome>> = moves
                .iter()
                .map(|children| {
                    let known: Vec<Option<Outcome>> =
                        children.iter().map(|&c| outcome[c]).collect();
                    if known.contains(&Some(Outcome::Lose)) {
                        Some(Outcome::Win)
                    } else if known.iter().all(|&o| o == Some(Outcome::Win)) {
                        Some(Outcome::Lose)
                    } else {
                        None
                    }
                })
                .collect();
            if next == outcome {
                return outcome
                    .into_iter()
                    .map(|o| o.unwrap_or(Outcome::Draw))
                    .collect();
            }
            outcome = next;
        }
    }
}
