//! `dpu`'s `--explain`: the best split, one group at a time.
//!
//! **`--explain`** shows the best split walked back from all the rabbits, one group at a
//! time (`best[s] = score[g] + best[s \ g]`, each set a bitmask and its rabbits), each
//! group's score from its pairs, the total, and every choice of the last rabbit's group
//! with what it leads to, the best first. Its witnesses are the groups
//! (`witness group: 1 3`, one line each, rabbits from 1) and their scores in the same
//! order (`witness scores: 20 0`).

use super::{best_split, best_splits, group_scores, read_input};
use gamebits::bits::{highest_one, low_mask, ones, submasks};
use gamebits::explain::{signed_sum, Explanation, Set};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: the best split walked back one group at a time, each group's score, the
/// total, and every choice of the last rabbit's group. Witnesses: `group` (one line per
/// group, its rabbits from 1) and `scores` (the groups' scores, in the same order).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i64, InputError> {
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
