//! The value of every position play from the start reaches, with how long play lasts:
//! what `--explain` reasons with and what the engine of `--play` reads.
//!
//! A position is (node, set of colours traversed). Its value, for the player to move,
//! is a loss in `r` more moves (`r`) or a win in `r` (`WON - r`); a parent takes the
//! largest of its moves' values seen from its side ([`before_move`]). Two ways to fill
//! the table give the same values:
//!
//! - [`Table::plain`] keeps only the sets each node is reached with, one number each,
//!   and works set by set: cheap where nodes are reached with few sets (a long path);
//! - the wide way keeps all 128 sets of a reached node in a row of 16-bit numbers and
//!   works on a whole row per edge, eight sets an instruction; it is tried where the
//!   nodes reached have several edges each (and so, as a rule, many sets), and kept if
//!   play lasts at most [`NARROW_MOST`] moves (else the numbers do not fit, and the
//!   plain way is taken).
//!
//! The wide way exists for speed only: where 10^6 edges are reached with about 100 sets
//! a node, `--play`'s setup takes about 7 times the judge's path the plain way and about
//! 2 times the wide way. A test compares the two on random graphs.

use super::explain::{before_move, WON};
use super::{InEdges, HAS_COLOUR};

/// The values of the positions reached, in whichever form was filled.
pub(super) enum Table {
    /// Node `u`'s sets are the bits of `reach[u]`, their values `value[start[u]..]` in
    /// order of set.
    Plain {
        reach: Vec<u128>,
        start: Vec<usize>,
        value: Vec<u32>,
    },
    /// Node `u`'s row holds, for every set, the value for the player who moves into the
    /// position, in 16 bits ([`narrow_before_move`]); rows of nodes not reached are 0.
    Wide(Vec<[i16; 128]>),
}

/// From this many edges a reached node, on average, the wide way is tried.
const WIDE_FROM_EDGES: usize = 3;

/// The longest play the 16-bit rows hold: a win in `r` is `i16::MAX - r` and a loss
/// `r`, and the two must not meet.
pub(super) const NARROW_MOST: i16 = (1 << 14) - 2;

impl Table {
    /// The values of the positions play from (node 1, {}) reaches; `order` holds the
    /// nodes children first, as the judge's path finished them, `leaving` the edges
    /// leaving each node, `all` the set that ends play. The wide way where the nodes
    /// reached have [`WIDE_FROM_EDGES`] edges each or more on average (then they are
    /// reached with many sets, as a rule), else the plain way. O(N + reached sets · M)
    /// time the plain way, O(N + 128 M) the wide way, in steps of eight sets.
    pub(super) fn new(leaving: &InEdges, all: usize, order: &[u32]) -> Table {
        let reached = reached_nodes(leaving, order);
        let (mut nodes, mut edges) = (0, 0);
        for u in (0..order.len()).filter(|&u| reached[u]) {
            nodes += 1;
            edges += leaving.entering(u).count();
        }
        if edges >= WIDE_FROM_EDGES * nodes {
            if let Some(rows) = wide_rows(leaving, all, order, &reached) {
                return Table::Wide(rows);
            }
        }
        Table::plain(leaving, all, order)
    }

    /// The table filled the plain way, set by set, for the sets each node is reached
    /// with.
    pub(super) fn plain(leaving: &InEdges, all: usize, order: &[u32]) -> Table {
        let reach = reached_sets(leaving, all, order);
        let mut start = vec![0];
        for sets in &reach {
            start.push(start[start.len() - 1] + sets.count_ones() as usize);
        }
        let mut value = vec![0; start[reach.len()]];
        for &u in order {
            let u = u as usize;
            let moving = reach[u] & !(1 << all);
            for (head, colour) in leaving.entering(u) {
                let head = head as usize;
                for (k, set) in members(moving).enumerate() {
                    let with_colour = set | 1 << colour;
                    let rank = (reach[head] & ((1 << with_colour) - 1)).count_ones() as usize;
                    let seen = before_move(value[start[head] + rank]);
                    value[start[u] + k] = value[start[u] + k].max(seen);
                }
            }
        }
        Table::Plain {
            reach,
            start,
            value,
        }
    }

    /// The value of the reached position (`node`, `set`).
    pub(super) fn get(&self, node: usize, set: usize) -> u32 {
        match self {
            Table::Plain {
                reach,
                start,
                value,
            } => {
                let before = reach[node] & ((1 << set) - 1);
                value[start[node] + before.count_ones() as usize]
            }
            Table::Wide(rows) => {
                // The inverse of `narrow_before_move`, into the 32-bit values.
                let before = rows[node][set];
                match before > i16::MAX / 2 {
                    true => (i16::MAX - before - 1) as u32,
                    false => WON - before as u32 + 1,
                }
            }
        }
    }
}

/// Whether play from node 1 reaches each node; `order` holds the nodes children first.
pub(super) fn reached_nodes(leaving: &InEdges, order: &[u32]) -> Vec<bool> {
    let mut reached = vec![false; order.len()];
    reached[0] = true;
    for &u in order.iter().rev() {
        if reached[u as usize] {
            for (head, _) in leaving.entering(u as usize) {
                reached[head as usize] = true;
            }
        }
    }
    reached
}

/// The sets each node is reached with from (node 1, {}): bit S of `reach[u]`. Parents
/// first (`order` backwards), one edge at a time, all sets at once.
pub(super) fn reached_sets(leaving: &InEdges, all: usize, order: &[u32]) -> Vec<u128> {
    let mut reach = vec![0; order.len()];
    reach[0] = 1;
    for &u in order.iter().rev() {
        let moving = reach[u as usize] & !(1 << all);
        if moving != 0 {
            for (head, colour) in leaving.entering(u as usize) {
                let has = HAS_COLOUR[colour as usize];
                reach[head as usize] |= moving & has | (moving & !has) << (1 << colour);
            }
        }
    }
    reach
}

/// The members of a set of sets, in increasing order.
fn members(mut sets: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let set = sets.trailing_zeros() as usize;
        sets &= sets.checked_sub(1)?;
        Some(set)
    })
}

/// The wide way: for each reached node, children first, the row of all 128 sets, each
/// the largest over the node's edges of the head's value for S ∪ {colour}; `None` if
/// play somewhere lasts more than [`NARROW_MOST`] moves.
pub(super) fn wide_rows(
    leaving: &InEdges,
    all: usize,
    order: &[u32],
    reached: &[bool],
) -> Option<Vec<[i16; 128]>> {
    let mut rows = vec![[0; 128]; order.len()];
    for &u in order.iter().filter(|&&u| reached[u as usize]) {
        fetch_together(&rows, leaving.entering(u as usize).map(|(head, _)| head));
        let mut best = [0; 128];
        for (head, colour) in leaving.entering(u as usize) {
            take_best(&mut best, &rows[head as usize], colour);
        }
        best[all] = 0;
        if longest(&best) > NARROW_MOST {
            return None;
        }
        for value in &mut best {
            *value = narrow_before_move(*value);
        }
        rows[u as usize] = best;
    }
    Some(rows)
}

/// Reads one number of each 64-byte line of the `heads`' rows, all before any is
/// needed, so that the memory fetches them at once rather than one row after another
/// (the rows are megabytes, read in no order). It saves `--play` 7–9 % of its setup on
/// the worst cases of 10^6 edges (alternating runs against a build without it).
fn fetch_together(rows: &[[i16; 128]], heads: impl Iterator<Item = u32>) {
    let mut seen = 0;
    for head in heads {
        let row = &rows[head as usize];
        seen ^= row[0] ^ row[32] ^ row[64] ^ row[96];
    }
    std::hint::black_box(seen);
}

/// How many moves play lasts at most from the positions of a row of values.
fn longest(values: &[i16; 128]) -> i16 {
    values
        .iter()
        .fold(0, |most, &value| most.max(value.min(i16::MAX - value)))
}

/// [`before_move`] in 16 bits: a loss in `r` (`r`) becomes a win in `r + 1`
/// (`i16::MAX - r - 1`), a win in `r` (`i16::MAX - r`) a loss in `r + 1`.
fn narrow_before_move(value: i16) -> i16 {
    let one_more = if value > i16::MAX / 2 { 1 } else { -1 };
    i16::MAX - value + one_more
}

/// For every set S, `best[S]` becomes the larger of itself and `head[S ∪ {colour}]`.
/// The colour is made a constant for the compiler, which then sees which sets each set
/// reads and works on eight at once.
fn take_best(best: &mut [i16; 128], head: &[i16; 128], colour: u8) {
    match colour {
        0 => take_best_within::<0>(best, head),
        1 => take_best_within::<1>(best, head),
        2 => take_best_within::<2>(best, head),
        3 => take_best_across::<3>(best, head),
        4 => take_best_across::<4>(best, head),
        5 => take_best_across::<5>(best, head),
        _ => take_best_across::<6>(best, head),
    }
}

/// [`take_best`] for a colour `C` < 3, where each group of eight sets reads within
/// itself: the sets with `C` read their own, the others the set 2^C higher, each in one
/// run over the row with the other sets masked to 0 (no value is below 0).
fn take_best_within<const C: usize>(best: &mut [i16; 128], head: &[i16; 128]) {
    let with_colour = &WITH_COLOUR[C];
    for ((best, &head), &mask) in best.iter_mut().zip(head).zip(with_colour) {
        *best = (*best).max(head & mask);
    }
    for ((best, &head), &mask) in best.iter_mut().zip(&head[1 << C..]).zip(with_colour) {
        *best = (*best).max(head & !mask);
    }
}

/// `WITH_COLOUR[c][S]`: all ones if set S holds colour c, else 0 (for c < 3).
const WITH_COLOUR: [[i16; 128]; 3] = {
    let mut masks = [[0; 128]; 3];
    let mut c = 0;
    while c < 3 {
        let mut set = 0;
        while set < 128 {
            if set >> c & 1 == 1 {
                masks[c][set] = -1;
            }
            set += 1;
        }
        c += 1;
    }
    masks
};

/// [`take_best`] for a colour `C` ≥ 3: in each block of 2^(C+1) sets, both halves read
/// the upper one (the sets with `C`), eight sets and more in a run.
fn take_best_across<const C: usize>(best: &mut [i16; 128], head: &[i16; 128]) {
    for (best, head) in best.chunks_exact_mut(2 << C).zip(head.chunks_exact(2 << C)) {
        let (without, with) = best.split_at_mut(1 << C);
        for ((without, with), &head) in without.iter_mut().zip(with).zip(&head[1 << C..]) {
            *without = (*without).max(head);
            *with = (*with).max(head);
        }
    }
}
