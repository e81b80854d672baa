//! Outcomes of positions in two-player games, solved by retrograde analysis where
//! play can loop, and Grundy values of impartial games.

use std::collections::VecDeque;

/// The result of a position for the player about to move, under optimal play.
///
/// ```
/// use gamebits::game::Outcome;
/// // No move at all: the player to move has lost.
/// assert_eq!(Outcome::from_children([]), Outcome::Lose);
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

impl Outcome {
    /// The outcome of a position from the outcomes of the positions one move away.
    ///
    /// A position wins if some move reaches a losing position, loses if every move
    /// (possibly none) reaches a winning one, and is drawn otherwise. This is the
    /// rule for acyclic games and for the fixed point of retrograde analysis.
    ///
    /// ```
    /// use gamebits::game::Outcome::{self, Draw, Lose, Win};
    /// assert_eq!(Outcome::from_children([]), Lose);
    /// assert_eq!(Outcome::from_children([Win, Lose]), Win);
    /// assert_eq!(Outcome::from_children([Win, Win]), Lose);
    /// assert_eq!(Outcome::from_children([Win, Draw]), Draw);
    /// ```
    pub fn from_children(children: impl IntoIterator<Item = Outcome>) -> Outcome {
        let mut result = Outcome::Lose;
        for child in children {
            match child {
                Outcome::Lose => return Outcome::Win,
                Outcome::Draw => result = Outcome::Draw,
                Outcome::Win => {}
            }
        }
        result
    }
}

/// The minimum excludant: the least non-negative integer not among `values`.
///
/// Takes any number of values in any order, repeats allowed; runs in time linear in
/// their count.
///
/// ```
/// use gamebits::game::mex;
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([2, 0, 1, 1]), 3);
/// ```
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() {
            seen[v] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len())
}

/// The Grundy values of states `0..n`, each the [`mex`] of its options' values:
/// `option_values(i, &grundy[..i])` lists, for every move from state `i`, the Grundy
/// value of the position it leads to (for a move into a sum of games, the XOR of their
/// values), so every state's options must lie below it.
///
/// ```
/// use gamebits::game::grundy_values;
/// // Take 1 or 2 stones from a pile: values repeat 0, 1, 2.
/// let g = grundy_values(7, |i, done: &[usize]| {
///     [1, 2].iter().filter(|&&t| t <= i).map(|&t| done[i - t]).collect()
/// });
/// assert_eq!(g, [0, 1, 2, 0, 1, 2, 0]);
/// ```
pub fn grundy_values(
    n: usize,
    mut option_values: impl FnMut(usize, &[usize]) -> Vec<usize>,
) -> Vec<usize> {
    let mut grundy = Vec::with_capacity(n);
    for i in 0..n {
        let value = mex(option_values(i, &grundy));
        grundy.push(value);
    }
    grundy
}

/// The outcome of every position of a game whose play may loop, by retrograde
/// analysis: `moves[p]` lists the positions one move from `p`.
///
/// A position with no move is lost for the player to move. Working back from those,
/// a position with a lost child is won, and one whose children are all won is lost;
/// what is never settled is a draw: neither player can force an end. Each edge is
/// looked at a constant number of times, so this runs in time linear in the size of
/// the graph, and never recurses.
///
/// ```
/// use gamebits::game::{retrograde, Outcome::{Draw, Lose, Win}};
/// // 0 → 1 → 2 (no move), and 3 ⇄ 4 loop forever; 5 can end the game at 2 or loop.
/// let moves = vec![vec![1], vec![2], vec![], vec![4], vec![3], vec![3, 1]];
/// assert_eq!(retrograde(&moves), [Lose, Win, Lose, Draw, Draw, Draw]);
/// ```
pub fn retrograde(moves: &[Vec<usize>]) -> Vec<Outcome> {
    let mut parents = vec![Vec::new(); moves.len()];
    for (parent, children) in moves.iter().enumerate() {
        for &child in children {
            parents[child].push(parent);
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

    /// Retrograde analysis agrees with `Outcome::from_children` applied until nothing
    /// changes, on every graph of up to 4 positions with at most 2 moves each.
    #[test]
    fn retrograde_agrees_with_iterating_the_rule_to_a_fixed_point() {
        let choices: Vec<Vec<usize>> = std::iter::once(vec![])
            .chain((0..4).map(|a| vec![a]))
            .chain((0..4).flat_map(|a| (a + 1..4).map(move |b| vec![a, b])))
            .collect();
        for n in 1..=4usize {
            let count = choices.len().pow(n as u32);
            for code in 0..count {
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

    /// The least fixed point of the rule, from "unknown" (draw) everywhere: lost and
    /// won positions are exactly those settled after finitely many rounds.
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
