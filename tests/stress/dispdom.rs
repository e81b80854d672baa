//! `dispdom` against a literal simulation of the disappearing dominoes.
//!
//! Solved by retrograde analysis over its cyclic state graph; and, on longer strips,
//! against a search over the cells of the ordinary game. Its explanations against
//! that search, and on strips too long for it against a plain search over sorted run
//! lengths.

use gamebits_problems::dispdom::Strip;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explain, explanations_hold, lies_are_caught, samples_explain, Explained,
};
use gamebits_test_support::retrograde::{retrograde, Outcome};
use gamebits_test_support::stress::{
    samples_agree_with_brute_force, stress, stress_shape, worst_cases_agree,
};
use gamebits_test_support::Rng;
use std::collections::HashMap;
use std::ops::RangeInclusive;

fn answer(first_player: Outcome) -> String {
    match first_player {
        Outcome::Win => "Alice",
        Outcome::Lose => "Bob",
        Outcome::Draw => "Draw",
    }
    .to_string()
}

/// The answer by a literal simulation of the real rules.
fn by_simulation(strip: &Strip) -> String {
    answer(real_game_outcome(strip))
}

/// A position of the real game at the start of a turn, after that turn's dominoes
/// vanished: for each cell, how many more turn starts its domino lives (0 = empty).
/// Blocked cells never change and are kept in the [`Strip`]. Whose turn it is does
/// not matter: both players have the same moves.
type Lives = Vec<u64>;

/// The positions at the start of the next turn after each move from `lives`: the
/// mover covers K empty cells with a domino that lives D turn starts; then the next
/// turn starts and every domino's life shrinks by one, those reaching 0 vanishing.
fn real_moves(strip: &Strip, lives: &Lives) -> Vec<Lives> {
    let n = lives.len();
    let free = |i: usize| !strip.blocked[i] && lives[i] == 0;
    (0..n + 1 - strip.k)
        .filter(|&start| (start..start + strip.k).all(free))
        .map(|start| {
            let mut next = lives.clone();
            next[start..start + strip.k].fill(strip.d);
            for life in &mut next {
                *life = life.saturating_sub(1);
            }
            next
        })
        .collect()
}

/// The outcome for the first player, by retrograde analysis over every position
/// reachable from the empty strip (the library's, which its unit tests check against
/// iterating the rule to a fixed point).
fn real_game_outcome(strip: &Strip) -> Outcome {
    let start: Lives = vec![0; strip.blocked.len()];
    let mut index = HashMap::from([(start.clone(), 0)]);
    let mut positions = vec![start];
    let mut children: Vec<Vec<usize>> = Vec::new();
    while children.len() < positions.len() {
        let lives = positions[children.len()].clone();
        let mut ids = Vec::new();
        for next in real_moves(strip, &lives) {
            let id = *index.entry(next.clone()).or_insert_with(|| {
                positions.push(next);
                positions.len() - 1
            });
            ids.push(id);
        }
        children.push(ids);
    }
    retrograde(&children)[0]
}

/// A strip of a random length in `lengths`, dominoes of a random length in `min_k..=max_k`
/// (at most the strip), a random D in `1..=max_d`, and none, few or many blocked cells.
fn random_strip(
    rng: &mut Rng,
    lengths: RangeInclusive<usize>,
    (min_k, max_k): (usize, usize),
    max_d: u64,
) -> Strip {
    let n = rng.index(lengths);
    let k = rng.index(min_k.min(n)..=max_k.min(n));
    let d = rng.range(1..=max_d);
    let density = rng.range(0..=2);
    let blocked = (0..n).map(|_| rng.chance(density, 5)).collect();
    Strip { blocked, k, d }
}

#[test]
fn dispdom_matches_literal_simulation() {
    stress("dispdom", by_simulation);
}

/// The answer by the ordinary game, solved over sets of covered cells (a longer strip).
fn by_ordinary_game(strip: &Strip) -> String {
    let blocked = strip
        .blocked
        .iter()
        .rev()
        .fold(0, |m, &b| m << 1 | b as u32);
    let length = remoteness(blocked, strip.blocked.len(), strip.k, &mut HashMap::new());
    answer(if u64::from(length) >= strip.d {
        Outcome::Draw
    } else if length % 2 == 1 {
        Outcome::Win
    } else {
        Outcome::Lose
    })
}

/// How many moves optimal play of the ordinary game lasts from the set `covered` of
/// n cells (blocked or under a domino) with dominoes of `k`: the winner hurries, the
/// loser prolongs. Recursion depth is at most n / k.
fn remoteness(covered: u32, n: usize, k: usize, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&r) = memo.get(&covered) {
        return r;
    }
    let domino = (1u32 << k) - 1;
    let children: Vec<u32> = (0..=n - k)
        .filter(|&i| covered & domino << i == 0)
        .map(|i| remoteness(covered | domino << i, n, k, memo))
        .collect();
    let r = match children.iter().filter(|&&c| c % 2 == 0).min() {
        Some(&fastest_win) => fastest_win + 1,
        None => children.iter().max().map_or(0, |&slowest| slowest + 1),
    };
    memo.insert(covered, r);
    r
}

#[test]
fn dispdom_matches_ordinary_game_on_longer_strips() {
    let draw = |rng: &mut Rng| random_strip(rng, 10..=22, (2, 5), 14);
    stress_shape("dispdom", draw, by_ordinary_game);
}

/// The worst cases, where N reaches 64 and no state space of cells can be searched:
/// with D = 1e18 no game lasts long enough to draw (at most 64 moves), so the first
/// player wins iff the XOR of the runs' Sprague–Grundy values is not 0; with a small D,
/// the remoteness comes from a plain memo over sorted run lengths, every move tried
/// (with K = 1, every move covers one of the empty cells, so play lasts as many moves
/// as there are).
#[test]
fn dispdom_worst_cases_agree_with_grundy_values_and_plain_memo() {
    worst_cases_agree("dispdom", |input| {
        let strip = Strip::read(input);
        assert!(strip.blocked.len() <= 64, "a worst case of N ≤ 64");
        let runs: Vec<usize> = strip_runs(&strip);
        if strip.d > 64 {
            let grundy = grundy_of_runs(64, strip.k);
            let total = runs.iter().fold(0, |x, &len| x ^ grundy[len]);
            return answer(if total != 0 {
                Outcome::Win
            } else {
                Outcome::Lose
            });
        }
        let length = if strip.k == 1 {
            runs.iter().sum::<usize>() as u64
        } else {
            let mut key: Vec<usize> = runs.into_iter().filter(|&len| len >= strip.k).collect();
            key.sort_unstable();
            plain_remoteness(key, strip.k, &mut HashMap::new())
        };
        answer(if length >= strip.d {
            Outcome::Draw
        } else if length % 2 == 1 {
            Outcome::Win
        } else {
            Outcome::Lose
        })
    });
}

/// The lengths of the maximal runs of empty cells.
fn strip_runs(strip: &Strip) -> Vec<usize> {
    strip
        .blocked
        .split(|&b| b)
        .map(<[bool]>::len)
        .filter(|&len| len > 0)
        .collect()
}

/// The Sprague–Grundy value of one run of each length up to `max_len`: a move leaves
/// two runs whose lengths add up to len − k.
fn grundy_of_runs(max_len: usize, k: usize) -> Vec<usize> {
    let mut grundy = vec![0; max_len + 1];
    for len in k..=max_len {
        let options: Vec<usize> = (0..=len - k)
            .map(|left| grundy[left] ^ grundy[len - k - left])
            .collect();
        grundy[len] = (0..)
            .find(|g| !options.contains(g))
            .expect("some value is missing");
    }
    grundy
}

/// The remoteness of the ordinary game on the live runs `runs`, sorted, by trying
/// every move; recursion depth is the number of moves left, at most 64 / k.
fn plain_remoteness(runs: Vec<usize>, k: usize, memo: &mut HashMap<Vec<usize>, u64>) -> u64 {
    if let Some(&r) = memo.get(&runs) {
        return r;
    }
    let mut children = Vec::new();
    for (i, &len) in runs.iter().enumerate() {
        for left in 0..=len - k {
            let mut child: Vec<usize> = runs[..i].iter().chain(&runs[i + 1..]).copied().collect();
            child.extend([left, len - k - left].into_iter().filter(|&part| part >= k));
            child.sort_unstable();
            children.push(plain_remoteness(child, k, memo));
        }
    }
    let r = match children.iter().filter(|&&c| c % 2 == 0).min() {
        Some(&fastest_win) => fastest_win + 1,
        None => children.iter().max().map_or(0, |&slowest| slowest + 1),
    };
    memo.insert(runs, r);
    r
}

/// Whether a strip is at most `max_n` cells with K ≥ `min_k` and D ≤ `max_d`.
fn within(max_n: usize, min_k: usize, max_d: u64) -> impl Fn(&Strip) -> bool {
    move |strip| strip.blocked.len() <= max_n && strip.k >= min_k && strip.d <= max_d
}

/// The small samples played out under the real rules.
#[test]
fn dispdom_small_samples_agree_with_literal_simulation() {
    samples_agree_with_brute_force("dispdom", within(9, 1, 7), by_simulation);
}

/// The samples of up to 22 cells and K ≥ 2 against the plain search.
#[test]
fn dispdom_samples_agree_with_ordinary_game() {
    samples_agree_with_brute_force("dispdom", within(22, 2, u64::MAX), by_ordinary_game);
}

/// How many moves the ordinary game lasts under optimal play on a strip whose `true`
/// cells are covered: the search over sets of covered cells up to 22 cells, else the
/// plain search over sorted live runs.
fn optimal_length(covered: &[bool], k: usize, memo: &mut HashMap<u32, u32>) -> u64 {
    if covered.len() <= 22 {
        let set = covered.iter().rev().fold(0, |m, &c| m << 1 | c as u32);
        return u64::from(remoteness(set, covered.len(), k, memo));
    }
    let runs = strip_runs(&Strip {
        blocked: covered.to_vec(),
        k,
        d: 1,
    });
    if k == 1 {
        return runs.iter().sum::<usize>() as u64;
    }
    let mut live: Vec<usize> = runs.into_iter().filter(|&len| len >= k).collect();
    live.sort_unstable();
    plain_remoteness(live, k, &mut HashMap::new())
}

/// The explanation against the input: `witness length` is the optimal length of the
/// ordinary game, and with D it gives the answer; `witness move: i j` (present iff
/// that length is not 0) covers K empty cells i..=j of the strip, after which the
/// ordinary game lasts one move less: the winner's fastest win, the loser's slowest
/// loss, or a move that keeps the draw.
fn check_explanation(strip: &Strip, e: &Explained) -> Result<(), String> {
    let mut memo = HashMap::new();
    let total = optimal_length(&strip.blocked, strip.k, &mut memo);
    let claimed = match e.witness("length") {
        Some([length]) => length
            .parse::<u64>()
            .map_err(|_| format!("length {length}"))?,
        other => return Err(format!("`witness length` is {other:?}")),
    };
    if claimed != total {
        return Err(format!("optimal play lasts {total} moves, not {claimed}"));
    }
    let answer = match total >= strip.d {
        true => "Draw",
        false if total % 2 == 1 => "Alice",
        false => "Bob",
    };
    if e.answer != answer {
        return Err(format!(
            "length {total} and D = {} give {answer}, not {}",
            strip.d, e.answer
        ));
    }
    let cells: Vec<usize> = match e.witness("move") {
        None if total == 0 => return Ok(()),
        None => return Err("no `witness move` where Alice can move".into()),
        Some(values) => values
            .iter()
            .map(|v| v.parse().map_err(|_| format!("cell {v}")))
            .collect::<Result<_, _>>()?,
    };
    let (first, last) = match cells[..] {
        [first, last]
            if first >= 1 && last + 1 == first + strip.k && last <= strip.blocked.len() =>
        {
            (first, last)
        }
        _ => {
            return Err(format!(
                "{cells:?} is not a domino of K = {} cells on the strip",
                strip.k
            ))
        }
    };
    let mut after = strip.blocked.clone();
    for cell in &mut after[first - 1..last] {
        if *cell {
            return Err(format!("cells {first}..={last} are not all empty"));
        }
        *cell = true;
    }
    let rest = optimal_length(&after, strip.k, &mut memo);
    if rest + 1 != total {
        return Err(format!(
            "after cells {first}..={last}, play lasts {rest} moves, not {}",
            total - 1
        ));
    }
    Ok(())
}

#[test]
fn dispdom_samples_explain() {
    samples_explain(
        "dispdom",
        |input| Some(Strip::read(input)),
        check_explanation,
    );
}

/// A quarter of the strips short, with K from 1 (where the search over covered cells
/// meets every subset), the others up to 22 cells with K ≥ 2.
#[test]
fn dispdom_explanations_hold() {
    explanations_hold(
        "dispdom",
        |rng| match rng.chance(1, 4) {
            true => random_strip(rng, 1..=12, (1, 4), 14),
            false => random_strip(rng, 1..=22, (2, 5), 14),
        },
        by_ordinary_game,
        check_explanation,
    );
}

/// Thirteen empty cells and K = 2, where some first moves do not keep the longest
/// line of play: a first move that the brute force finds not optimal, a domino over a
/// blocked cell, and a wrong length are each caught.
#[test]
fn dispdom_wrong_witness_is_caught() {
    let strip = Strip {
        blocked: "00000001000000".bytes().map(|c| c == b'1').collect(),
        k: 2,
        d: 100,
    };
    let mut memo = HashMap::new();
    let total = optimal_length(&strip.blocked, 2, &mut memo);
    let not_optimal = (0..strip.blocked.len() - 1)
        .find(|&i| {
            let mut after = strip.blocked.clone();
            after[i..i + 2].fill(true);
            !strip.blocked[i]
                && !strip.blocked[i + 1]
                && optimal_length(&after, 2, &mut memo) + 1 != total
        })
        .expect("a first move that is not optimal");
    let input = strip.to_string();
    let check = |e: &Explained| check_explanation(&strip, e);
    let real = explain("dispdom", &["--explain=all"], input.as_bytes()).unwrap();
    let line = format!("witness move: {}", real.witness("move").unwrap().join(" "));
    let slower = format!("witness move: {} {}", not_optimal + 1, not_optimal + 2);
    let length = format!("witness length: {total}");
    let longer = format!("witness length: {}", total + 2);
    lies_are_caught(
        "dispdom",
        &input,
        check,
        &[
            (&line, &slower, ""),
            (&line, "witness move: 7 8", ""),
            (&length, &longer, ""),
        ],
    );
}
