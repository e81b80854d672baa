//! `persuasion`'s `--explain`: the best order of picks, round by round.
//!
//! **`--explain`** shows the best order of picks, round by round: the sector, the pie it
//! holds, the gain, and the state after it (the set of sectors picked, as a bitmask)
//! with its best total; then the total, and the choice of the last pick among every
//! sector. Its witnesses are the order of picks (`witness order: 3 2 1 4`, sectors
//! from 1) and each round's gain (`witness gains: 3 -1 6 -2`).

use super::{best_totals, gains, read_input, Row};
use gamebits::bits::{low_mask, ones};
use gamebits::explain::{signed_sum, Explanation, Set};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: the best order of picks round by round, the total, and how the last
/// pick was chosen. Witnesses: `order` (the sectors picked, from 1, in order) and
/// `gains` (what each round scores).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i64, InputError> {
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
