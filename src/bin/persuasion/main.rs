//! DMOJ `persuasion` ("Persuasion").
//!
//! **Problem.** A wheel of N ≤ 19 sectors, sector i of effectiveness `a_i`, a pie on each;
//! each round takes a new sector for `a_i` × its pie, then the pies turn a step. Maximise.
//!
//! **Idea.** In round r (from 0) sector i holds the pie that started on sector
//! (i − r) mod N, so a pick scores by its sector and round alone; after k rounds, what is
//! left to score depends only on which k sectors were taken, not in what order.
//! `best[S]`: the most the first |S| rounds can score taking exactly the sectors of S.
//! The last of them, i ∈ S, is taken in round |S| − 1, after the best order of S ∖ {i}:
//! `best[S]` is the max over i ∈ S of `best[S ∖ {i}] + gain[|S| − 1][i]`, and
//! `best[∅] = 0`. S ∖ {i} < S as numbers, so increasing order fills the table. The
//! answer, `best[all]`, is negative if it must be: every sector is picked.
//!
//! **Complexity.** O(2^N · N) time: N·2^(N−1) ≈ 5·10⁶ steps at N = 19, each two table
//! reads (a smaller set's best, a gain from a table made first); O(2^N) memory, 4 MiB
//! of `i64`.

use gamebits::bits::{low_mask, ones};
use gamebits::dp::tabulate;
use gamebits::judge::{run_explained, InputError, Tokens};

mod explain;

const MAX_N: usize = 19;
const MAX_A: i64 = 10_000;
const MAX_M: i64 = 10_000;

fn main() {
    run_explained(solve, explain::explain)
}

/// The most the picks can score.
fn solve(tokens: &mut Tokens) -> Result<i64, InputError> {
    let (a, m) = read_input(tokens)?;
    Ok(best_total(&gains(&a, &m)))
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

/// One round's gains, one entry per bit of a mask: a sector taken from a mask's bits is
/// always in range, so the DP's inner loop reads it without a bounds check. Entries from
/// N on are never read.
type Row = [i64; usize::BITS as usize];

/// `gain[r][i]`: what picking sector `i` in round `r` scores (sectors and rounds from 0);
/// the pie on sector `i` in round `r` is the one that started on sector (i − r) mod N.
fn gains(a: &[i64], m: &[i64]) -> Vec<Row> {
    let n = a.len();
    (0..n)
        .map(|r| {
            let mut row = [0; usize::BITS as usize];
            for i in 0..n {
                row[i] = a[i] * m[(i + n - r) % n];
            }
            row
        })
        .collect()
}

/// The best total over every order of picking all the sectors.
fn best_total(gain: &[Row]) -> i64 {
    best_totals(gain)[low_mask(gain.len())]
}

/// `best[S]` for every set S of sectors: the most the first |S| rounds can score
/// taking exactly the sectors of S.
fn best_totals(gain: &[Row]) -> Vec<i64> {
    let n = gain.len();
    tabulate(1 << n, |set, best: &[i64]| {
        if set == 0 {
            return 0;
        }
        let round = &gain[set.count_ones() as usize - 1];
        ones(set)
            .map(|last| best[set ^ 1 << last] + round[last])
            .max()
            .expect("a non-empty set has a last sector")
    })
}
