//! Unit tests of small inputs: a seed's shrinking pinned, a budget's stop, values lowered.

use super::*;
use crate::dpk::Stones;

/// Whether the first player wins `dpk`'s game on `stones`.
fn first_wins(stones: &Stones) -> bool {
    let mut wins = vec![false; stones.pile as usize + 1];
    for k in 1..wins.len() {
        let moves = stones.moves.iter().map(|&a| a as usize);
        wins[k] = moves.filter(|&a| a <= k).any(|a| !wins[k - a]);
    }
    wins[stones.pile as usize]
}

/// Where a wrong answer of `dpk` (First when K is odd) is not the right one.
fn odd_fails(stones: &Stones) -> bool {
    first_wins(stones) != (stones.pile % 2 == 1)
}

#[test]
fn a_seed_gives_the_cases_and_the_shrunk_input_it_gave_before() {
    // `cargo xtask stress dpk --command <First when K is odd> --seed 11` found and
    // shrank these, at c4a56b8 (before the loop moved here) and since.
    let mut rng = Rng::new(11);
    let found = (1..=300)
        .map(|case| (case, Stones::draw(&mut rng)))
        .find(|(_, stones)| odd_fails(stones))
        .unwrap();
    assert_eq!((found.0, found.1.to_string().len()), (2, 14));
    let shrunk = shrink_within(found.1, Stones::smaller, odd_fails, || true);
    assert_eq!(shrunk.input.to_string(), "1 4\n3\n");
    assert_eq!((shrunk.steps, shrunk.stopped), (13, false));
}

#[test]
fn a_budget_stops_the_shrinking_on_the_way_it_would_have_gone() {
    let drawn = Stones::read("6 59\n2 9 17 30 41 58\n");
    let mut path = vec![drawn.clone()];
    let mut tries = 0;
    let whole = shrink_within(
        drawn.clone(),
        Stones::smaller,
        |s| {
            tries += 1;
            odd_fails(s) && {
                path.push(s.clone());
                true
            }
        },
        || true,
    );
    assert_eq!(path.last(), Some(&whole.input));
    for budget in 0..=tries {
        let mut used = 0;
        let go_on = || {
            used += 1;
            used <= budget
        };
        let stopped = shrink_within(drawn.clone(), Stones::smaller, odd_fails, go_on);
        assert!(path.contains(&stopped.input), "{budget}: {stopped:?}");
        assert_eq!(stopped.stopped, budget < tries, "{budget}");
    }
}

#[test]
fn values_are_lowered_to_the_least_halfway_and_by_one() {
    assert_eq!(lowered(10, 1), [1, 5, 9]);
    assert_eq!(lowered(2, 1), [1]);
    assert!(lowered(1, 1).is_empty());
    assert_eq!(lowered(4, 3), [3]);
    assert_eq!(without(&[1, 2, 3], 1), [1, 3]);
}

#[test]
fn leading_zeros_and_the_sign_of_zero_are_dropped() {
    let cases = [
        ("0", "0"),
        ("000", "0"),
        ("-0", "0"),
        ("-000", "0"),
        ("7", "7"),
        ("007", "7"),
        ("-7", "-7"),
        ("-007", "-7"),
        ("100", "100"),
        ("-", "-"),
    ];
    for (token, number) in cases {
        assert_eq!(without_leading_zeros(token), number, "{token}");
    }
}

#[test]
fn the_step_wise_shrinking_takes_the_path_of_shrink_within() {
    let cases = Shrinkable::of::<Stones>();
    let text_fails = |text: &str| odd_fails(&Stones::read(text));
    let mut rng = Rng::new(11);
    for _ in 0..50 {
        let drawn = (cases.draw)(&mut rng);
        if !text_fails(&drawn) {
            continue;
        }
        for budget in [3, 10, usize::MAX] {
            let mut used = 0;
            let go_on = || {
                used += 1;
                used <= budget
            };
            let whole = cases.shrink(drawn.clone(), text_fails, go_on);
            let mut shrinking = cases.shrinking(drawn.clone());
            let mut tries = 0;
            while tries < budget {
                let Some(candidate) = shrinking.next() else {
                    break;
                };
                tries += 1;
                shrinking.failed(text_fails(&candidate));
            }
            let stepped = match shrinking.peek() {
                None => shrinking.done(),
                Some(_) => shrinking.stop(),
            };
            assert_eq!(stepped, whole, "{drawn:?} within {budget}");
        }
    }
}
