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
//!
//! **`--explain`** shows the best split walked back from all the rabbits, one group at a
//! time (`best[s] = score[g] + best[s \ g]`, each set a bitmask and its rabbits), each
//! group's score from its pairs, the total, and every choice of the last rabbit's group
//! with what it leads to, the best first. Its witnesses are the groups
//! (`witness group: 1 3`, one line each, rabbits from 1) and their scores in the same
//! order (`witness scores: 20 0`).

use gamebits::bits::{highest_one, low_mask, ones, submasks, subset_sums};
use gamebits::explain::{signed_sum, Explanation, Set};
use gamebits::judge::{run_explained, InputError, Tokens};

const MAX_N: usize = 16;
const MAX_A: i64 = 1_000_000_000;

fn main() {
    run_explained(
        |tokens| {
            let a = read_input(tokens)?;
            Ok(best_grouping(&a))
        },
        explain,
    )
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

/// `--explain`: the best split walked back one group at a time, each group's score, the
/// total, and every choice of the last rabbit's group. Witnesses: `group` (one line per
/// group, its rabbits from 1) and `scores` (the groups' scores, in the same order).
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i64, InputError> {
    let a = read_input(tokens)?;
    let n = a.len();
    let score = group_scores(&a);
    let best = best_splits(n - 1, &score);
    let answer = best_split(low_mask(n), &score, &best);
    why.line(format_args!(
        "a state is a set s of rabbits, a bitmask with rabbit i at bit i − 1; score[g] is \
         what a group g scores, the sum of a_i,j over its pairs; best[s] is the best total \
         of s split into groups"
    ));
    why.line(
        "best[s] is the largest, over the groups g ⊆ s that hold the highest rabbit of s, \
         of score[g] + best[s ∖ g]",
    );
    let groups = best_groups(n, &score, &best, answer);
    explain_steps(why, n, &groups, &score, &best, answer);
    why.line("each group's score:");
    for &group in &groups {
        why.line(format_args!(
            "  {}: {}",
            Set::new(group as u64, n, 1),
            pair_sum(&a, group)
        ));
    }
    let scores: Vec<i64> = groups.iter().map(|&group| score[group]).collect();
    why.line(format_args!(
        "the total: {} = {answer}",
        signed_sum(scores.iter().copied())
    ));
    for &group in &groups {
        why.witness("group", ones(group).map(|rabbit| rabbit + 1));
    }
    why.witness("scores", &scores);
    explain_last_rabbit(why, n, &score, &best);
    Ok(answer)
}

/// The groups of a best split, walked back from all the rabbits (whose best is
/// `answer`): the group of a set's highest rabbit is a g with
/// `score[g] + best[set ∖ g]` equal to the set's best.
fn best_groups(n: usize, score: &[i64], best: &[i64], answer: i64) -> Vec<usize> {
    let (mut set, mut value) = (low_mask(n), answer);
    let mut groups = Vec::new();
    while set != 0 {
        let top = 1 << highest_one(set);
        let group = submasks(set ^ top)
            .map(|others| top | others)
            .find(|&group| score[group] + best[set ^ group] == value)
            .expect("a set's best comes from one of its groups");
        groups.push(group);
        set ^= group;
        value = best[set];
    }
    groups
}

/// One line per group of the walk back: `best[s] = score[g] + best[s ∖ g]`.
fn explain_steps(
    why: &mut Explanation,
    n: usize,
    groups: &[usize],
    score: &[i64],
    best: &[i64],
    answer: i64,
) {
    why.line("the best split, one group at a time, that of the highest rabbit left first:");
    let (mut set, mut value) = (low_mask(n), answer);
    for &group in groups {
        let rest = set ^ group;
        why.line(format_args!(
            "  best[{}] = score[{}] + best[{}] = {} = {value}",
            Set::new(set as u64, n, 1),
            Set::new(group as u64, n, 1),
            Set::new(rest as u64, n, 1),
            signed_sum([score[group], best[rest]])
        ));
        (set, value) = (rest, best[rest]);
    }
}

/// A group's score from its pairs: `a_1,3 + a_2,3 = 20 − 100 = -80`, or, past six
/// pairs, their number and sum.
fn pair_sum(a: &[Vec<i64>], group: usize) -> String {
    let rabbits: Vec<usize> = ones(group).collect();
    let pairs: Vec<(usize, usize)> = rabbits
        .iter()
        .enumerate()
        .flat_map(|(k, &i)| rabbits[k + 1..].iter().map(move |&j| (i, j)))
        .collect();
    let values: Vec<i64> = pairs.iter().map(|&(i, j)| a[i][j]).collect();
    let total: i64 = values.iter().sum();
    match pairs.len() {
        0 => "no pair, 0".to_string(),
        1 => format!("a_{},{} = {total}", pairs[0].0 + 1, pairs[0].1 + 1),
        2..=6 => {
            let names: Vec<String> = pairs
                .iter()
                .map(|&(i, j)| format!("a_{},{}", i + 1, j + 1))
                .collect();
            format!(
                "{} = {} = {total}",
                names.join(" + "),
                signed_sum(values.iter().copied())
            )
        }
        count => format!("the sum of a_i,j over its {count} pairs = {total}"),
    }
}

/// Every group of the last rabbit and what it leads to, `score[g] + best[all ∖ g]`,
/// the best first.
fn explain_last_rabbit(why: &mut Explanation, n: usize, score: &[i64], best: &[i64]) {
    let all = low_mask(n);
    let top = 1 << (n - 1);
    let mut choices: Vec<(usize, i64)> = submasks(all ^ top)
        .map(|others| top | others)
        .map(|group| (group, score[group] + best[all ^ group]))
        .collect();
    choices.sort_by_key(|&(group, total)| (std::cmp::Reverse(total), group));
    why.line(format_args!(
        "the {} groups of rabbit {n}, as score[g] + best[the rest], the best first:",
        choices.len()
    ));
    why.rows(choices.len(), |k| {
        let (group, total) = choices[k];
        format!(
            "  {}: {} = {total}",
            Set::new(group as u64, n, 1),
            signed_sum([score[group], best[all ^ group]])
        )
    });
}
