//! DMOJ `dpk` (AtCoder EDPC K, "Stones").
//!
//! **Problem.** A pile of K stones; players alternate removing exactly `a_i` stones for
//! some `a_i` in a set A. Who cannot move loses. Does the first player (Taro) win?
//!
//! **Idea.** A pile of k stones is winning iff some move leads to a losing pile. Fill
//! `win[0..=K]` in increasing order; with A sorted, the scan over A stops at the first
//! `a > k` or at the first losing child.
//!
//! **Complexity.** O(N·K) time at worst, O(K) memory.

use gamebits::dp::tabulate;
use gamebits::judge::{run_played, InputError, Tokens};

mod explain;
mod play;

const MAX_N: usize = 100;
const MAX_K: usize = 100_000;

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Reads the input and says who wins.
fn solve(tokens: &mut Tokens) -> Result<&'static str, InputError> {
    let (moves, k) = read_input(tokens)?;
    Ok(if first_player_wins(&moves, k) {
        "First"
    } else {
        "Second"
    })
}

/// Reads `N K a_1..a_N` and checks the statement's bounds: 1 ≤ a_1 < … < a_N ≤ K.
fn read_input(tokens: &mut Tokens) -> Result<(Vec<usize>, usize), InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    let k = tokens.number("K", 1..=MAX_K)?;
    let mut moves: Vec<usize> = Vec::with_capacity(n);
    for i in 1..=n {
        let a = tokens.number(format_args!("a_{i}"), 1..=k)?;
        if let Some(&previous) = moves.last().filter(|&&previous| previous >= a) {
            return Err(InputError::new(format!(
                "a_{i} = {a} is not greater than a_{} = {previous}",
                i - 1
            )));
        }
        moves.push(a);
    }
    Ok((moves, k))
}

/// Whether the player to move wins from a pile of `k` stones; `moves` is increasing.
fn first_player_wins(moves: &[usize], k: usize) -> bool {
    let win = tabulate(k + 1, |pile, win: &[bool]| {
        moves
            .iter()
            .take_while(|&&a| a <= pile)
            .any(|&a| !win[pile - a])
    });
    win[k]
}
