//! `dpu` against every partition of the rabbits.
//!
//! `dpu` against every partition of the rabbits (N ≤ 8); on 9 to 12 random rabbits, its
//! larger samples and its worst cases, against a DP that splits every set in two in
//! every way. Its `--explain` groups are checked to partition the rabbits and scored
//! pair by pair.

use gamebits_problems::dpu::Rabbits;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, parse_values, samples_explain, Explained,
};
use gamebits_test_support::stress::{
    samples_agree_with_brute_force, stress, stress_shape, worst_cases_agree,
};
use gamebits_test_support::Rng;
use itertools::Itertools;

/// The best total over every partition of the rabbits, as a restricted growth string:
/// rabbit 0 is in group 0, and each next rabbit joins a group already opened or opens
/// the next one. Each pair in one group scores its a_i,j; the best total wins.
fn best_of_every_partition(rabbits: &Rabbits) -> String {
    let a = &rabbits.a;
    let n = a.len();
    let mut group = vec![0; n];
    let mut best = i64::MIN;
    loop {
        let total: i64 = (0..n)
            .tuple_combinations()
            .filter(|&(i, j)| group[i] == group[j])
            .map(|(i, j)| a[i][j])
            .sum();
        best = best.max(total);
        if !next_partition(&mut group) {
            return best.to_string();
        }
    }
}

/// Steps `group` to the next restricted growth string (group[0] = 0, each
/// group[i] ≤ 1 + max of those before it), or returns false after the last one.
fn next_partition(group: &mut [usize]) -> bool {
    for i in (1..group.len()).rev() {
        let opened = group[..i].iter().max().copied().unwrap_or(0);
        if group[i] <= opened {
            group[i] += 1;
            group[i + 1..].iter_mut().for_each(|g| *g = 0);
            return true;
        }
    }
    false
}

#[test]
fn dpu_matches_every_partition() {
    stress("dpu", best_of_every_partition);
}

#[test]
fn dpu_samples_agree_with_every_partition() {
    samples_agree_with_brute_force(
        "dpu",
        |rabbits: &Rabbits| rabbits.a.len() <= 8,
        best_of_every_partition,
    );
}

/// The best total by [`split_in_two`], for inputs too large for every partition.
fn best_of_splits_in_two(rabbits: &Rabbits) -> String {
    split_in_two(&rabbits.a).to_string()
}

/// 9 to 12 rabbits, too many for every partition, against the second implementation.
#[test]
fn dpu_matches_splits_in_two() {
    let draw = |rng: &mut Rng| {
        let n = rng.index(9..=12);
        Rabbits::random(rng, n)
    };
    stress_shape("dpu", draw, best_of_splits_in_two);
}

/// The samples of 9 to 16 rabbits (AtCoder's N = 16 one among them), answered by the
/// second implementation.
#[test]
fn dpu_large_samples_agree_with_splits_in_two() {
    samples_agree_with_brute_force(
        "dpu",
        |rabbits: &Rabbits| rabbits.a.len() > 8,
        best_of_splits_in_two,
    );
}

#[test]
fn dpu_worst_cases_agree_with_splits_in_two() {
    worst_cases_agree("dpu", |input| best_of_splits_in_two(&Rabbits::read(input)));
}

/// The best total by a DP over all 2^N sets that tries every split of a set into two
/// non-empty parts (each split twice, 3^N in all), or the set as one group: a
/// partition of two groups or more is the union of a partition of each part. A group's
/// score is summed pair by pair.
fn split_in_two(a: &[Vec<i64>]) -> i64 {
    let n = a.len();
    let mut best = vec![0i64; 1 << n];
    for set in 1..1usize << n {
        let members: Vec<usize> = (0..n).filter(|&i| set >> i & 1 == 1).collect();
        let mut value: i64 = members
            .iter()
            .enumerate()
            .flat_map(|(k, &i)| members[k + 1..].iter().map(move |&j| a[i][j]))
            .sum();
        let mut part = (set - 1) & set;
        while part > 0 {
            value = value.max(best[part] + best[set ^ part]);
            part = (part - 1) & set;
        }
        best[set] = value;
    }
    best[(1 << n) - 1]
}

/// The brute force itself: the restricted growth strings of 4 rabbits are the 15
/// partitions (Bell number B_4), and the DP agrees with it on random cases.
#[test]
fn the_two_references_agree() {
    let mut group = vec![0; 4];
    let mut count = 1;
    while next_partition(&mut group) {
        count += 1;
    }
    assert_eq!(count, 15);
    let mut rng = Rng::new(0xd905);
    for _ in 0..200 {
        let rabbits = Rabbits::draw(&mut rng);
        assert_eq!(
            best_of_splits_in_two(&rabbits),
            best_of_every_partition(&rabbits),
            "{rabbits}"
        );
    }
}

/// The groups of an explanation (`witness group` lines, rabbits from 1) hold every
/// rabbit exactly once; each scores, pair by pair from a, what `witness scores` says;
/// and the scores sum to the answer.
fn check_explanation(a: &[Vec<i64>], explained: &Explained) -> Result<(), String> {
    let n = a.len();
    let groups: Vec<Vec<usize>> = explained
        .all("group")
        .map(parse_values)
        .collect::<Result<_, _>>()?;
    let scores: Vec<i64> = parse_values(explained.witness("scores").ok_or("no witness scores")?)?;
    let mut seen = vec![false; n];
    for &rabbit in groups.iter().flatten() {
        if !(1..=n).contains(&rabbit) || std::mem::replace(&mut seen[rabbit - 1], true) {
            return Err(format!(
                "rabbit {rabbit} is in two groups or is no rabbit: {groups:?}"
            ));
        }
    }
    if let Some(missing) = seen.iter().position(|&seen| !seen) {
        return Err(format!("rabbit {} is in no group: {groups:?}", missing + 1));
    }
    let recomputed: Vec<i64> = groups
        .iter()
        .map(|group| {
            let pairs = group
                .iter()
                .enumerate()
                .flat_map(|(k, &i)| group[k + 1..].iter().map(move |&j| (i, j)));
            pairs.map(|(i, j)| a[i - 1][j - 1]).sum()
        })
        .collect();
    if recomputed != scores {
        return Err(format!(
            "the groups {groups:?} score {recomputed:?}, not the stated {scores:?}"
        ));
    }
    let total: i64 = scores.iter().sum();
    if total.to_string() != explained.answer {
        return Err(format!(
            "the groups score {total} in all, the answer is {}",
            explained.answer
        ));
    }
    Ok(())
}

/// Every sample, the N = 16 ones included: the groups are checked against a, and the
/// answer is the sample's.
#[test]
fn dpu_samples_explain() {
    samples_explain(
        "dpu",
        |input| Some(Rabbits::read(input)),
        |rabbits, e| check_explanation(&rabbits.a, e),
    );
}

#[test]
fn dpu_explanations_hold() {
    explanations_hold(
        "dpu",
        Rabbits::draw,
        best_of_every_partition,
        |rabbits, explained| check_explanation(&rabbits.a, explained),
    );
}

/// A group split in two that scores less (its own scores stated truly), a rabbit in two
/// groups, a rabbit left out, a score that is not the group's: each is refused.
#[test]
fn dpu_wrong_witness_is_caught() {
    // Rabbits 1 and 3 gain 20 together, 2 loses with both: {1, 3} and {2}, 20.
    let input = "3\n0 10 20\n10 0 -100\n20 -100 0\n";
    let a = Rabbits::read(input).a;
    let witness = "witness group: 1 3\nwitness group: 2\nwitness scores: 20 0\n";
    lies_are_caught(
        "dpu",
        input,
        |e| check_explanation(&a, e),
        &[
            (
                witness,
                "witness group: 1\nwitness group: 3\nwitness group: 2\nwitness scores: 0 0 0\n",
                "score 0 in all",
            ),
            (
                witness,
                "witness group: 1 3\nwitness group: 2 3\nwitness scores: 20 -100\n",
                "two groups",
            ),
            (
                witness,
                "witness group: 1 3\nwitness scores: 20\n",
                "no group",
            ),
            (
                witness,
                "witness group: 1 3\nwitness group: 2\nwitness scores: 10 10\n",
                "stated",
            ),
        ],
    );
}
