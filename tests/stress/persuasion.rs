//! `persuasion` against every order of picks played out on the wheel.
//!
//! On random small wheels; and its worst cases against the assignment of sectors to
//! rounds solved as a matching (the Hungarian algorithm), which shares no code with
//! the binary. Its `--explain` order of picks is played out on the wheel.

use gamebits_problems::persuasion::Wheel;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explain, explanations_hold, lies_are_caught, samples_explain, Explained,
};
use gamebits_test_support::samples::sample_inputs;
use gamebits_test_support::stress::{samples_agree_with_brute_force, stress, worst_cases_agree};
use gamebits_test_support::Rng;
use itertools::Itertools;

/// The best total over every order of picks, each played out round by round.
fn best_by_every_order(wheel: &Wheel) -> i64 {
    let n = wheel.a.len();
    (0..n)
        .permutations(n)
        .map(|order| play(wheel, &order))
        .max()
        .expect("at least one order")
}

/// Plays the sectors of `order` (indices from 0) in turn: each scores its `a` times
/// the pie on it, then every pie moves one sector clockwise (the last to the first).
fn play(wheel: &Wheel, order: &[usize]) -> i64 {
    round_gains(wheel, order).iter().sum()
}

/// What each round of `order` scores, played out as in [`play`].
fn round_gains(wheel: &Wheel, order: &[usize]) -> Vec<i64> {
    // pie[k]: the value of the pie now on sector k.
    let mut pie = wheel.m.clone();
    let mut gains = Vec::with_capacity(order.len());
    for &sector in order {
        gains.push(wheel.a[sector] * pie[sector]);
        pie.rotate_right(1);
    }
    gains
}

/// The best total as the best bijection from sectors to rounds, where sector i (from
/// 0) in round r scores `a_i · m_((i − r) mod N)`: a minimum-cost assignment of the
/// negated scores.
fn best_by_assignment(wheel: &Wheel) -> i64 {
    let n = wheel.a.len();
    let cost: Vec<Vec<i64>> = (0..n)
        .map(|i| {
            (0..n)
                .map(|r| -wheel.a[i] * wheel.m[(i + n - r) % n])
                .collect()
        })
        .collect();
    -min_cost_assignment(&cost)
}

/// The answer by every order of picks.
fn by_every_order(wheel: &Wheel) -> String {
    best_by_every_order(wheel).to_string()
}

#[test]
fn persuasion_matches_every_order() {
    stress("persuasion", by_every_order);
}

/// The samples of at most 8 sectors (8! = 40 320 orders).
#[test]
fn persuasion_samples_agree_with_every_order() {
    samples_agree_with_brute_force(
        "persuasion",
        |wheel: &Wheel| wheel.a.len() <= 8,
        by_every_order,
    );
}

/// The samples too large for every order (the extremes at N = 19) against the matching.
#[test]
fn persuasion_large_samples_agree_with_assignment() {
    let mut checked = 0;
    for path in sample_inputs("persuasion") {
        let Ok(answer) = std::fs::read_to_string(path.with_extension("out")) else {
            continue;
        };
        let wheel = Wheel::read(&std::fs::read_to_string(&path).expect("a readable sample"));
        if wheel.a.len() > 8 {
            assert_eq!(
                answer.trim(),
                best_by_assignment(&wheel).to_string(),
                "{}",
                path.display()
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no sample of more than 8 sectors");
}

/// Each worst case through the binary and through the assignment view: an order of
/// picks is a bijection from sectors to rounds, any bijection an order, so the best order
/// is a maximum-weight perfect matching between sectors and rounds, O(N³).
#[test]
fn persuasion_worst_cases_agree_with_assignment() {
    worst_cases_agree("persuasion", |input| {
        best_by_assignment(&Wheel::read(input)).to_string()
    });
}

/// The least total `cost[row][column]` over the bijections from rows to columns: the
/// Hungarian algorithm with potentials, one row added at a time along a shortest
/// augmenting path (rows and columns from 1; column 0 is the new row's start).
fn min_cost_assignment(cost: &[Vec<i64>]) -> i64 {
    let n = cost.len();
    let mut row_potential = vec![0i64; n + 1];
    let mut column_potential = vec![0i64; n + 1];
    // row_of[column]: the row matched to it, 0 if none.
    let mut row_of = vec![0usize; n + 1];
    let mut way = vec![0usize; n + 1];
    for row in 1..=n {
        row_of[0] = row;
        let mut column = 0;
        let mut slack = vec![i64::MAX; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[column] = true;
            let here = row_of[column];
            let mut delta = i64::MAX;
            let mut next = 0;
            for j in 1..=n {
                if used[j] {
                    continue;
                }
                let reduced = cost[here - 1][j - 1] - row_potential[here] - column_potential[j];
                if reduced < slack[j] {
                    slack[j] = reduced;
                    way[j] = column;
                }
                if slack[j] < delta {
                    delta = slack[j];
                    next = j;
                }
            }
            for j in 0..=n {
                if used[j] {
                    row_potential[row_of[j]] += delta;
                    column_potential[j] -= delta;
                } else {
                    slack[j] -= delta;
                }
            }
            column = next;
            if row_of[column] == 0 {
                break;
            }
        }
        while column != 0 {
            let previous = way[column];
            row_of[column] = row_of[previous];
            column = previous;
        }
    }
    (1..=n).map(|j| cost[row_of[j] - 1][j - 1]).sum()
}

/// The matching against every order, on small wheels: the second implementation is
/// itself checked before it checks the worst cases.
#[test]
fn persuasion_assignment_matches_every_order() {
    let mut rng = Rng::new(0x9e5_0a51);
    for _ in 0..300 {
        let wheel = Wheel::draw(&mut rng);
        assert_eq!(
            best_by_assignment(&wheel),
            best_by_every_order(&wheel),
            "{wheel}"
        );
    }
}

/// The order of an explanation (`witness order`, sectors from 1) picks every sector
/// once; played out on the wheel, each round scores the stated gain (`witness gains`)
/// and the rounds sum to the answer.
fn check_explanation(wheel: &Wheel, explained: &Explained) -> Result<(), String> {
    let order: Vec<usize> = explained.values("order")?;
    let gains: Vec<i64> = explained.values("gains")?;
    let n = wheel.a.len();
    let mut sorted = order.clone();
    sorted.sort_unstable();
    if sorted != (1..=n).collect::<Vec<_>>() {
        return Err(format!(
            "the order {order:?} is not a permutation of 1..={n}"
        ));
    }
    let order: Vec<usize> = order.iter().map(|sector| sector - 1).collect();
    let played = round_gains(wheel, &order);
    if played != gains {
        return Err(format!(
            "the rounds score {played:?}, not the stated {gains:?}"
        ));
    }
    let total: i64 = played.iter().sum();
    if total.to_string() != explained.answer {
        return Err(format!(
            "the order scores {total}, the answer is {}",
            explained.answer
        ));
    }
    Ok(())
}

/// Every sample, the N = 19 ones included: its answer is the sample's, checked by
/// [`samples_explain`], and the order is played out.
#[test]
fn persuasion_samples_explain() {
    samples_explain(
        "persuasion",
        |input| Some(Wheel::read(input)),
        check_explanation,
    );
}

#[test]
fn persuasion_explanations_hold() {
    explanations_hold("persuasion", Wheel::draw, by_every_order, check_explanation);
}

/// A sector picked twice, a worse order with its own gains, a gain that is not the
/// round's: each is refused.
#[test]
fn persuasion_wrong_witness_is_caught() {
    let wheel = Wheel::read("4\n2 -1 1 -2\n1 2 3 4\n");
    let real = explain(
        "persuasion",
        &["--explain=all"],
        wheel.to_string().as_bytes(),
    )
    .unwrap();
    let order = real.witness("order").unwrap().join(" ");
    let gains = real.witness("gains").unwrap().join(" ");
    let witness = format!("witness order: {order}\nwitness gains: {gains}\n");
    let lie =
        |order: &str, gains: &str| format!("witness order: {order}\nwitness gains: {gains}\n");
    let check = |e: &Explained| check_explanation(&wheel, e);
    // The statement's order scores 6 as well; 1 2 3 4 scores 2 − 1 + 1 − 2 = 0.
    assert_eq!(
        check(&real.told(&witness, &lie("3 2 1 4", "3 -1 6 -2"))),
        Ok(())
    );
    lies_are_caught(
        "persuasion",
        &wheel.to_string(),
        check,
        &[
            (&witness, &lie("1 2 3 4", "2 -1 1 -2"), "scores 0"),
            (&witness, &lie("3 3 1 4", "3 -1 6 -2"), "permutation"),
            (&witness, &lie("3 2 1 4", "3 -1 -2 6"), "stated"),
        ],
    );
}
