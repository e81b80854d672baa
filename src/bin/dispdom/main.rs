//! CodeChef `DISPDOM` ("Disappearing Domino Game").
//!
//! **Problem.** Alice and Bob alternately cover K adjacent empty cells of a strip with a
//! domino that vanishes D turns later; who cannot move loses, and endless play draws.
//!
//! **Idea.** Nothing disappears before turn D + 1, so turns 1..=D are the ordinary game
//! (dominoes stay). If a player is stuck by turn D, the game is over; if turn D is
//! played, then at the start of every later turn t the domino of turn t − D vanishes and
//! leaves room for a move, so the game never ends. Hence the answer is the winner of the
//! ordinary game if that player can force the end in fewer than D moves, else a draw.
//! That number of moves is the *remoteness*: 0 with no move; for a winning position 1 +
//! the least remoteness of a losing child (the winner hurries); for a losing one 1 + the
//! largest remoteness of any child (the loser prolongs). A position wins iff its
//! remoteness is odd, so the remoteness alone is stored.
//!
//! A position is the multiset of its maximal empty runs; runs shorter than K are dead,
//! and runs of K..2K−1 cells all allow one move and nothing after it, so they count as
//! K: a *token*. Two tokens add exactly 2 to the remoteness r of any position R, by
//! induction on R. If R loses, so does R + 2 tokens; its options are R′ + 2 tokens,
//! lasting r(R′) + 2 ≤ r(R) + 1 with equality for the longest R′, and R + 1 token,
//! which lasts at most r(R) + 1 as taking the token reaches R (exactly that if R has
//! no move). If R wins, so does R + 2 tokens; its losing options are R′ + 2 tokens for
//! losing R′, the fastest lasting r(R) + 1, and perhaps R + 1 token, which then lasts at
//! least r(R) + 1 as it has R among its options. A run of 3K−1 cells plays exactly like
//! two tokens: every move in it leaves one token. So a position with such a run or two
//! tokens is worth 2 more per such pair than the position without them, which is all
//! the memo explores from it.
//!
//! The sorted multiset, written as runs of one-bits separated by single zero-bits, fits
//! in a `u64`, because the runs fit in 64 cells with a cell between neighbours. States
//! are memoised on that key with an explicit stack. Which children lose is known in
//! advance from Sprague–Grundy values (a split run's value is the mex over its splits;
//! a position loses iff the XOR over its runs is 0), so a winning position explores only
//! its losing children. A child's key is the parent's with one run replaced by its
//! parts: the longer runs keep their bits, and the runs shorter than both parts move as
//! one block. With K = 1 every move covers one cell, so play lasts exactly as many
//! moves as there are empty cells.
//!
//! **Complexity.** O(S · N · P) time and O(S) memory for S keys memoised, each with at
//! most P ≤ N/(K+1) + 1 runs and at most N moves. The largest S seen for N = 64 is
//! 42 604 (K = 2, one blocked cell; 23 458 positions without token pairs and 19 146 with
//! them); the all-empty strip gives 38 263 with K = 2 and 6 031 with K = 3; N = 30 gives
//! about 200. Without the token pairs, these were 71 233, 63 885, 8 287.

use gamebits::dp::{Memo, SplitMix64};
use gamebits::game::grundy_values;
use gamebits::judge::{run_played, InputError, Tokens};
use std::hash::BuildHasherDefault;

mod explain;
mod play;

const MAX_N: usize = 64;
const MAX_D: u64 = 1_000_000_000_000_000_000;

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Says who wins, or that the game is a draw.
fn solve(tokens: &mut Tokens) -> Result<&'static str, InputError> {
    let (strip, k, d) = read_input(tokens)?;
    let length = optimal_play_length(&empty_runs(&strip), k);
    Ok(if length >= d {
        "Draw"
    } else if length % 2 == 1 {
        "Alice"
    } else {
        "Bob"
    })
}

/// Reads `N K D` and the strip, and checks 1 ≤ N ≤ 64, 1 ≤ K ≤ N, 1 ≤ D ≤ 1e18 and
/// that the strip is N characters `0` or `1`.
fn read_input(tokens: &mut Tokens) -> Result<(Vec<u8>, usize, u64), InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    let k = tokens.number("K", 1..=n)?;
    let d = tokens.number("D", 1..=MAX_D)?;
    let strip = tokens.word("the strip")?;
    if let Some(c) = strip.chars().find(|&c| c != '0' && c != '1') {
        return Err(InputError::new(format!(
            "the strip holds `{c}`, expected only 0 and 1"
        )));
    }
    if strip.len() != n {
        return Err(InputError::new(format!(
            "the strip has length {}, expected N = {n}",
            strip.len()
        )));
    }
    Ok((strip.into_bytes(), k, d))
}

/// The lengths of the maximal runs of `0` in `strip`.
fn empty_runs(strip: &[u8]) -> Vec<usize> {
    strip
        .split(|&c| c == b'1')
        .map(<[u8]>::len)
        .filter(|&len| len > 0)
        .collect()
}

/// The remoteness of the ordinary game on runs of these lengths with dominoes of `k`.
fn optimal_play_length(runs: &[usize], k: usize) -> u64 {
    if k == 1 {
        return runs.iter().sum::<usize>() as u64;
    }
    let grundy = run_grundy_values(runs.iter().copied().max().unwrap_or(0), k);
    let remoteness = remoteness_of(
        &mut Remoteness::default(),
        position_key(runs, k),
        k,
        &grundy,
    );
    u64::from(remoteness)
}

/// The remoteness of each position evaluated so far, by key.
type Remoteness = Memo<u64, u8, BuildHasherDefault<SplitMix64>>;

/// The key of the position with empty runs of these lengths: its live runs, decreasing.
fn position_key(runs: &[usize], k: usize) -> u64 {
    let mut live_runs: Vec<usize> = runs.iter().filter_map(|&len| live(len, k)).collect();
    live_runs.sort_unstable_by(|a, b| b.cmp(a));
    pack(&live_runs)
}

/// The remoteness of the position packed in `key`, for K ≥ 2 and `grundy` the values
/// of runs up to its longest, by `memo` and what it holds already.
fn remoteness_of(memo: &mut Remoteness, key: u64, k: usize, grundy: &[usize]) -> u8 {
    let remoteness = memo.evaluate(
        key,
        |&key| match without_token_pairs(key, k) {
            (rest, 0) => moves(rest, k, grundy),
            (rest, _) => vec![rest],
        },
        |&key, children: &[u8]| match without_token_pairs(key, k).1 {
            0 => remoteness(children),
            extra => children[0] + extra,
        },
    );
    remoteness.expect("every move covers cells, so play cannot cycle")
}

/// The position without its runs of 3K − 1 cells and without pairs of runs of K cells,
/// and the moves these add to its remoteness: 2 for each (see the header).
fn without_token_pairs(key: u64, k: usize) -> (u64, u8) {
    let (mut rest, mut extra, mut tokens) = (Packer::default(), 0, 0);
    for len in runs(key) {
        match len {
            _ if len == 3 * k - 1 => extra += 2,
            _ if len == k => tokens += 1,
            _ => rest.push(len),
        }
    }
    if tokens % 2 == 1 {
        rest.push(k);
    }
    (rest.bits, extra + tokens / 2 * 2)
}

/// The remoteness of a position from those of its children (see the header).
fn remoteness(children: &[u8]) -> u8 {
    let fastest_win = children.iter().filter(|&&r| r % 2 == 0).min();
    match fastest_win {
        Some(&r) => r + 1,
        None => children.iter().max().map_or(0, |&r| r + 1),
    }
}

/// The Grundy values of runs of 0..=max_len cells: a move splits a run of `len` into
/// two of `left + right = len - k`.
fn run_grundy_values(max_len: usize, k: usize) -> Vec<usize> {
    grundy_values(max_len + 1, |len, grundy: &[usize]| {
        let splits = (len + 1).saturating_sub(k);
        (0..splits)
            .map(|left| grundy[left] ^ grundy[len - k - left])
            .collect()
    })
}

/// How a run of `len` cells counts for dominoes of `k`: `None` if no domino fits,
/// `k` if exactly one does and nothing fits after it.
fn live(len: usize, k: usize) -> Option<usize> {
    match len {
        _ if len < k => None,
        _ if len < 2 * k => Some(k),
        _ => Some(len),
    }
}

/// The distinct positions one move away from the position packed in `key`.
fn moves(key: u64, k: usize, grundy: &[usize]) -> Vec<u64> {
    let total = runs(key).fold(0, |x, len| x ^ grundy[len]);
    let splits = runs(key).map(|len| (len - k) / 2 + 1).sum();
    let mut next = Vec::with_capacity(splits);
    let (mut start, mut previous) = (0, 0);
    for len in runs(key) {
        if len != previous {
            for left in 0..=(len - k) / 2 {
                let right = len - k - left;
                if total == 0 || total ^ grundy[len] ^ grundy[left] ^ grundy[right] == 0 {
                    let parts = [live(right, k), live(left, k)];
                    next.push(pack_split(key, start, len, parts));
                }
            }
        }
        (start, previous) = (start + len + 1, len);
    }
    next.sort_unstable();
    next.dedup();
    next
}

/// The key after splitting the run of `len` cells at bit `start` of `key` into `parts`,
/// decreasing, of which only the live ones count.
///
/// The runs below `start` are at least as long as the split run, hence longer than its
/// parts: they keep their bits. Each part goes after the runs above that are at least
/// as long, and the runs shorter than both parts move up as one block.
fn pack_split(key: u64, start: usize, len: usize, parts: [Option<usize>; 2]) -> u64 {
    let mut packed = Packer {
        bits: key & !(u64::MAX << start),
        used: start,
    };
    let mut shorter = key.checked_shr((start + len + 1) as u32).unwrap_or(0);
    for part in parts.into_iter().flatten() {
        while shorter.trailing_ones() as usize >= part {
            packed.push(pop_run(&mut shorter));
        }
        packed.push(part);
    }
    packed.append(shorter)
}

/// The key of decreasing run lengths.
fn pack(runs: &[usize]) -> u64 {
    let mut packed = Packer::default();
    runs.iter().for_each(|&len| packed.push(len));
    packed.bits
}

/// A key under construction: decreasing run lengths, each at least 1, written as runs
/// of one-bits separated by single zero-bits, the first run in the low bits. The empty
/// multiset packs to 0.
///
/// The bits used are the total length plus one per gap: at most 64 for runs that
/// fit in a strip of 64 cells with a cell between neighbours, which every position
/// reachable from the input does.
#[derive(Default)]
struct Packer {
    bits: u64,
    used: usize,
}

impl Packer {
    /// Appends a run of `len` cells, at most as long as those already there.
    fn push(&mut self, len: usize) {
        self.bits |= (u64::MAX >> (64 - len)) << self.used;
        self.used += len + 1;
    }

    /// The key of these runs followed by those packed in `key`, which are no longer.
    fn append(self, key: u64) -> u64 {
        match key {
            0 => self.bits,
            _ => self.bits | key << self.used,
        }
    }
}

/// The run lengths packed in `key`, in decreasing order.
fn runs(mut key: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || (key != 0).then(|| pop_run(&mut key)))
}

/// Removes the first run from `key` and returns its length.
fn pop_run(key: &mut u64) -> usize {
    let len = key.trailing_ones();
    *key = key.checked_shr(len + 1).unwrap_or(0);
    len as usize
}

#[cfg(test)]
mod tests;
