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
use gamebits::judge::{check_range, run, InputError, Tokens};
use proconio::input;

const MAX_N: usize = 100;
const MAX_K: usize = 100_000;

fn main() {
    run(|tokens| {
        let (moves, k) = read_input(tokens)?;
        Ok(if first_player_wins(&moves, k) {
            "First"
        } else {
            "Second"
        })
    })
}

/// Reads `N K a_1..a_N` and checks the statement's bounds: 1 ≤ a_1 < … < a_N ≤ K.
fn read_input(tokens: &mut Tokens) -> Result<(Vec<usize>, usize), InputError> {
    input! { from &mut *tokens, n: usize, k: usize }
    check_range("N", n, 1..=MAX_N)?;
    check_range("K", k, 1..=MAX_K)?;
    input! { from &mut *tokens, moves: [usize; n] }
    for (i, &a) in moves.iter().enumerate() {
        check_range(format_args!("a_{}", i + 1), a, 1..=k)?;
        if i > 0 && moves[i - 1] >= a {
            return Err(InputError::new(format!(
                "a_{} = {} is not greater than a_{} = {}",
                i + 1,
                a,
                i,
                moves[i - 1]
            )));
        }
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
