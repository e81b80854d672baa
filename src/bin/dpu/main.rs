//! DMOJ `dpu` (AtCoder EDPC U, "Grouping").
//!
//! **Problem.** N ≤ 16 rabbits and a symmetric matrix a (a_i,i = 0, |a_i,j| ≤ 10^9): split
//! the rabbits into groups; each pair i < j in one group scores a_i,j. Find the best total.
//!
//! **Idea.** Put each a_i,j at the set {i, j}: sums over subsets then give `score[g]`,
//! what a group g scores, for every set g. `best[s]`, the best total of a set s split
//! into groups: the highest rabbit of s is in some group g ⊆ s and the rest s \ g is
//! split as well as it can be, so `best[s] = max over the g ⊆ s holding that rabbit of
//! score[g] + best[s \ g]`, with `best[∅] = 0`. Fixing one rabbit's group meets every
//! split of s exactly once. The rest never holds that rabbit, so the whole set needs
//! `best` only of the sets of the first N − 1 rabbits, and each of those only of smaller
//! sets among them: the table holds those 2^(N−1) sets, and the answer is one more step.
//! In a step, each choice of rabbits below the two highest gives two groups, without
//! and with the second highest: half as many turns of the loop, two maxima kept apart
//! (fewer instructions and less time than one turn a group).
//!
//! **Complexity.** A set of k rabbits tries 2^(k−1) groups: (3^(N−1) − 1)/2 + 2^(N−1)
//! sums, 7.2·10^6 at N = 16, a third of the 3^N/2 of a table over all 2^N sets; the
//! scores take N·2^(N−1) additions. O(2^N) memory: a score for every set, a best total
//! for half of them (768 KiB at N = 16).

use gamebits::bits::{highest_one, low_mask, submasks, subset_sums};
use gamebits::judge::{run_explained, InputError, Tokens};

mod explain;

const MAX_N: usize = 16;
const MAX_A: i64 = 1_000_000_000;

fn main() {
    run_explained(solve, explain::explain)
}

/// The best total score of a split into groups.
fn solve(tokens: &mut Tokens) -> Result<i64, InputError> {
    let a = read_input(tokens)?;
    Ok(best_grouping(&a))
}

/// Reads `N` and the matrix a row by row, each value checked as it arrives:
/// |a_i,j| ≤ 10^9, a_i,i = 0, and a_i,j = a_j,i (read in an earlier row).
fn read_input(tokens: &mut Tokens) -> Result<Vec<Vec<i64>>, InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    let mut a: Vec<Vec<i64>> = Vec::with_capacity(n);
    for row in 1..=n {
        let mut values = Vec::with_capacity(n);
        for column in 1..=n {
            let value = tokens.number(format_args!("a_{row},{column}"), -MAX_A..=MAX_A)?;
            if column == row && value != 0 {
                return Err(InputError::new(format!(
                    "a_{row},{column} = {value} is not 0 (a rabbit makes no pair with itself)"
                )));
            }
            if column < row && value != a[column - 1][row - 1] {
                return Err(InputError::new(format!(
                    "a_{row},{column} = {value} differs from a_{column},{row} = {} (a is symmetric)",
                    a[column - 1][row - 1]
                )));
            }
            values.push(value);
        }
        a.push(values);
    }
    Ok(a)
}

/// The best total over every split of the rabbits into groups.
fn best_grouping(a: &[Vec<i64>]) -> i64 {
    let n = a.len();
    let score = group_scores(a);
    let best = best_splits(n - 1, &score);
    best_split(low_mask(n), &score, &best)
}

/// `best[s]`, the best split of s, for every set s of the first `k` rabbits, in
/// increasing order: a step reads only smaller sets.
fn best_splits(k: usize, score: &[i64]) -> Vec<i64> {
    let mut best = vec![0; 1 << k];
    for set in 1..best.len() {
        best[set] = best_split(set, score, &best);
    }
    best
}

/// `score[g]`: the sum of a_i,j over the pairs i < j in g, for every set g.
fn group_scores(a: &[Vec<i64>]) -> Vec<i64> {
    let n = a.len();
    let mut score = vec![0; 1 << n];
    for (i, row) in a.iter().enumerate() {
        for (j, &value) in row.iter().enumerate().skip(i + 1) {
            score[1 << i | 1 << j] = value;
        }
    }
    subset_sums(&mut score);
    score
}

/// The best split of the non-empty `set`: the largest `score[g] + best[set \ g]` over
/// the groups g ⊆ set that hold its highest rabbit. `best` holds the best splits of the
/// sets below that rabbit.
fn best_split(set: usize, score: &[i64], best: &[i64]) -> i64 {
    let top = 1 << highest_one(set);
    let rest = set ^ top;
    if rest == 0 {
        return 0;
    }
    // Each choice of rabbits `others` below the two highest gives two groups: the
    // second highest rabbit out of the group, and in it; a maximum for each. (A fold
    // compiles to a tighter loop than `for` over the same submasks.)
    let second = 1 << highest_one(rest);
    let below = rest ^ second;
    let (second_out, second_in) =
        submasks(below).fold((i64::MIN, i64::MIN), |(second_out, second_in), others| {
            let (group, left) = (top | others, below ^ others);
            (
                second_out.max(score[group] + best[left | second]),
                second_in.max(score[group | second] + best[left]),
            )
        });
    second_out.max(second_in)
}
