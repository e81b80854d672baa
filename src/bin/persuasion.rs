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
//!
//! **`--explain`** shows the best order of picks, round by round: the sector, the pie it
//! holds, the gain, and the state after it (the set of sectors picked, as a bitmask)
//! with its best total; then the total, and the choice of the last pick among every
//! sector. Its witnesses are the order of picks (`witness order: 3 2 1 4`, sectors
//! from 1) and each round's gain (`witness gains: 3 -1 6 -2`).

use gamebits::bits::{low_mask, ones};
use gamebits::dp::tabulate;
use gamebits::explain::{signed_sum, Explanation, Set};
use gamebits::judge::{run_explained, InputError, Tokens};

const MAX_N: usize = 19;
const MAX_A: i64 = 10_000;
const MAX_M: i64 = 10_000;

fn main() {
    run_explained(
        |tokens| {
            let (a, m) = read_input(tokens)?;
            Ok(best_total(&gains(&a, &m)))
        },
        explain,
    )
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

/// `--explain`: the best order of picks round by round, the total, and how the last
/// pick was chosen. Witnesses: `order` (the sectors picked, from 1, in order) and
/// `gains` (what each round scores).
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i64, InputError> {
    let (a, m) = read_input(tokens)?;
    let n = a.len();
    let gain = gains(&a, &m);
    let best = best_totals(&gain);
    let order = best_order(&gain, &best);
    why.line(format_args!(
        "a state is the set S of sectors picked so far, a bitmask with sector i at bit i − 1; \
         best[S] is the most the first |S| rounds can score taking exactly the sectors of S"
    ));
    why.line(format_args!(
        "in round r (from 1) sector i holds the pie that started on sector ((i − r) mod {n}) + 1, \
         so a pick scores by its sector and round alone"
    ));
    why.line("the best order of picks:");
    let mut picked = 0;
    for (round, &sector) in order.iter().enumerate() {
        picked |= 1 << sector;
        let pie = (sector + n - round) % n;
        why.line(format_args!(
            "  round {}: sector {} holds the pie of sector {}, gain a_{} · m_{} = {} · {} = {}; \
             picked {}, best {}",
            round + 1,
            sector + 1,
            pie + 1,
            sector + 1,
            pie + 1,
            a[sector],
            m[pie],
            gain[round][sector],
            Set::new(picked as u64, n, 1),
            best[picked]
        ));
    }
    let round_gains: Vec<i64> = order.iter().enumerate().map(|(r, &i)| gain[r][i]).collect();
    let answer = best[low_mask(n)];
    why.line(format_args!(
        "the total: {} = {answer}",
        signed_sum(round_gains.iter().copied())
    ));
    why.witness("order", order.iter().map(|sector| sector + 1));
    why.witness("gains", &round_gains);
    explain_last_pick(why, &gain, &best, order[n - 1]);
    Ok(answer)
}

/// The best order of picks (sectors from 0), walked back from the whole set: the last
/// pick of a set S is a sector i with `best[S ∖ {i}] + gain[|S| − 1][i] = best[S]`.
fn best_order(gain: &[Row], best: &[i64]) -> Vec<usize> {
    let mut set = low_mask(gain.len());
    let mut order = Vec::with_capacity(gain.len());
    while set != 0 {
        let round = &gain[set.count_ones() as usize - 1];
        let last = ones(set)
            .find(|&i| best[set ^ 1 << i] + round[i] == best[set])
            .expect("best[S] comes from one of its sectors");
        order.push(last);
        set ^= 1 << last;
    }
    order.reverse();
    order
}

/// Every choice of the last pick: `best[all ∖ {i}] + gain` for each sector i, and
/// which one was `picked`.
fn explain_last_pick(why: &mut Explanation, gain: &[Row], best: &[i64], picked: usize) {
    let n = gain.len();
    let all = low_mask(n);
    why.line(format_args!(
        "best[{}] is the largest, over its sectors i picked last in round {n}, \
         of best[S ∖ {{i}}] + the gain of i:",
        Set::new(all as u64, n, 1)
    ));
    for (last, &its_gain) in gain[n - 1].iter().enumerate().take(n) {
        let rest = all ^ 1 << last;
        let total = best[rest] + its_gain;
        let mark = match (last == picked, total == best[all]) {
            (true, _) => " (the most: picked last)",
            (false, true) => " (as much)",
            (false, false) => "",
        };
        why.line(format_args!(
            "  sector {}: best[{}] + its gain = {} = {total}{mark}",
            last + 1,
            Set::new(rest as u64, n, 1),
            signed_sum([best[rest], its_gain]),
        ));
    }
}
