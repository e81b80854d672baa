//! Unit tests of `dispdom`'s internals, kept out of the file that is submitted.

use super::*;

/// Every decreasing multiset of run lengths in `1..=max_len` whose key takes at most
/// `max_bits` bits (each run its length plus one gap).
fn multisets(max_len: usize, max_bits: usize) -> Vec<Vec<usize>> {
    let mut all = vec![vec![]];
    let mut grown = 0;
    while grown < all.len() {
        let runs = all[grown].clone();
        grown += 1;
        let bits: usize = runs.iter().map(|len| len + 1).sum();
        let longest = runs.last().copied().unwrap_or(max_len);
        for len in 1..=longest.min(max_len) {
            if bits + len <= max_bits {
                all.push([runs.as_slice(), &[len]].concat());
            }
        }
    }
    all
}

#[test]
fn packing_keeps_every_multiset() {
    for runs_in in multisets(64, 64) {
        assert_eq!(runs(pack(&runs_in)).collect::<Vec<_>>(), runs_in);
    }
    assert_eq!(pack(&[64]), u64::MAX);
    assert_eq!(runs(u64::MAX).collect::<Vec<_>>(), [64]);
}

#[test]
fn pack_split_equals_sorting_the_split_runs() {
    for key_runs in multisets(9, 26) {
        let mut start = 0;
        for (i, &len) in key_runs.iter().enumerate() {
            for left in 0..=len {
                for right in left..=len - left {
                    let part = |p: usize| (p > 0).then_some(p);
                    let mut expected: Vec<usize> = key_runs[..i]
                        .iter()
                        .chain(&key_runs[i + 1..])
                        .copied()
                        .chain([left, right].into_iter().filter(|&p| p > 0))
                        .collect();
                    expected.sort_unstable_by(|a, b| b.cmp(a));
                    let split = pack_split(pack(&key_runs), start, len, [part(right), part(left)]);
                    assert_eq!(
                        runs(split).collect::<Vec<_>>(),
                        expected,
                        "{key_runs:?}: run {i} into {right} and {left}"
                    );
                }
            }
            start += len + 1;
        }
    }
}

#[test]
fn token_pairs_and_runs_of_3k_minus_1_are_set_aside() {
    let k = 3;
    // Runs 8 (= 3K − 1), 5, 3, 3, 3: one run of 8 and one pair of tokens go.
    let (rest, extra) = without_token_pairs(pack(&[8, 5, 3, 3, 3]), k);
    assert_eq!((runs(rest).collect::<Vec<_>>(), extra), (vec![5, 3], 4));
    let (rest, extra) = without_token_pairs(pack(&[6, 4]), k);
    assert_eq!((runs(rest).collect::<Vec<_>>(), extra), (vec![6, 4], 0));
}

#[test]
fn remoteness_hurries_to_win_and_prolongs_a_loss() {
    assert_eq!(remoteness(&[]), 0);
    // A losing child lasting 2 or 4: the winner takes the faster, 1 + 2.
    assert_eq!(remoteness(&[3, 2, 4]), 3);
    // Every child wins: the loser picks the longest, 1 + 5.
    assert_eq!(remoteness(&[1, 5, 3]), 6);
}

#[test]
fn runs_of_k_to_2k_minus_1_count_as_one_token() {
    assert_eq!(live(2, 3), None);
    assert_eq!((live(3, 3), live(5, 3)), (Some(3), Some(3)));
    assert_eq!(live(6, 3), Some(6));
}
