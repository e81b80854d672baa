//! DMOJ `persuasion` ("Persuasion").
//!
//! **Problem.** A wheel of N ≤ 19 sectors with effectiveness `a_i` holds one pie per sector;
//! in each of N rounds you pick a sector not picked before and score `a_i` times the value
//! of the pie on it, then every pie moves one sector clockwise. Maximise the total.
//!
//! **Idea.** In round r (from 0) sector i holds pie (i − r) mod N, so a sector's score
//! depends only on the round it is picked in, and the rounds before it only through which
//! sectors they took. `best[S]`: the most the sectors of S can score when they are exactly
//! the ones picked in the first |S| rounds. The last of them, i ∈ S, is picked in round
//! |S| − 1, after the best order of S ∖ {i}: `best[S] = max over i ∈ S of
//! best[S ∖ {i}] + gain[|S| − 1][i]`, with `best[∅] = 0`. S ∖ {i} < S as a number, so
//! increasing order fills the table; the answer is `best[all]`, negative if it must be
//! (every sector is picked).
//!
//! **Complexity.** O(2^N · N) time: about 5·10⁶ table reads at N = 19, each a gain from an
//! N × N table computed first; O(2^N) memory (4 MiB of `i64`).

use gamebits::bits::{low_mask, ones};
use gamebits::dp::tabulate;
use gamebits::judge::{run, InputError, Tokens};

const MAX_N: usize = 19;
const MAX_A: i64 = 10_000;
const MAX_M: i64 = 10_000;

fn main() {
    run(|tokens| {
        let (a, m) = read_input(tokens)?;
        Ok(best_total(&gains(&a, &m)))
    })
}

/// Reads `N`, then `a_1 … a_N`, then `m_1 … m_N`.
fn read_input(tokens: &mut Tokens) -> Result<(Vec<i64>, Vec<i64>), InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    let a = (1..=n)
        .map(|i| tokens.number(format_args!("a_{i}"), -MAX_A..=MAX_A))
        .collect::<Result<_, _>>()?;
    let m = (1..=n)
        .map(|i| tokens.number(format_args!("m_{i}"), 1..=MAX_M))
        .collect::<Result<_, _>>()?;
    Ok((a, m))
}

/// `gain[r][i]`: what picking sector `i` in round `r` scores (sectors and rounds from 0);
/// the pie on sector `i` in round `r` is the one that started on sector (i − r) mod N.
fn gains(a: &[i64], m: &[i64]) -> Vec<Vec<i64>> {
    let n = a.len();
    (0..n)
        .map(|r| (0..n).map(|i| a[i] * m[(i + n - r) % n]).collect())
        .collect()
}

/// The best total over every order of picking all the sectors.
fn best_total(gain: &[Vec<i64>]) -> i64 {
    let n = gain.len();
    let best = tabulate(1 << n, |set, best: &[i64]| {
        if set == 0 {
            return 0;
        }
        let round = &gain[set.count_ones() as usize - 1];
        ones(set)
            .map(|last| best[set ^ 1 << last] + round[last])
            .max()
            .expect("a non-empty set has a last sector")
    });
    best[low_mask(n)]
}
