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
//! - the wide way keeps all 128 sets of a reached node in a row of small numbers and
//!   works on a whole row per edge, sixteen sets an instruction in bytes, eight in
//!   16-bit numbers: a row holds what each position is worth to the player who moves
//!   into it, the one number a parent takes the largest of ([`Lane::before_move`]); it
//!   is tried where the nodes reached have several edges each (and so, as a rule, many
//!   sets), in bytes while play lasts at most 254 moves, else in 16-bit numbers while
//!   it lasts at most 32 766, else in 32-bit numbers (play on 10^5 nodes lasts fewer
//!   than 10^5 moves).
//!
//! The wide way exists for speed only: where 10^6 edges are reached with about 100 sets
//! a node, `--play`'s setup takes about 7 times the judge's path the plain way and
//! under 2 times the wide way in bytes (its rows are 128 bytes, two cache lines). A
//! test compares the ways on random graphs.

use super::explain::{before_move, Leaving, WON};
use super::HAS_COLOUR;
use std::ops::{BitAnd, Not};

/// The values of the positions reached, in whichever form was filled.
pub(super) enum Table {
    /// Node `u`'s sets are the bits of `reach[u]`, their values `value[start[u]..]` in
    /// order of set.
    Plain {
        reach: Vec<u128>,
        start: Vec<usize>,
        value: Vec<u32>,
    },
    /// Node `u`'s row holds, for every set, the position's worth to the player who
    /// moves into it, in a byte ([`Lane::before_move`]); rows of nodes not reached
    /// are 0.
    Bytes(Vec<[u8; 128]>),
    /// The same in 16-bit numbers, for longer play.
    Shorts(Vec<[i16; 128]>),
    /// The same in 32-bit numbers, for play longer still.
    Ints(Vec<[i32; 128]>),
}

/// From this many edges a reached node, on average, the wide way is tried.
const WIDE_FROM_EDGES: usize = 3;

impl Table {
    /// The values of the positions play from (node 1, {}) reaches; `leaving` holds the
    /// edges leaving each node and the nodes children first, `all` the set that ends
    /// play. The wide way where the nodes reached have [`WIDE_FROM_EDGES`] edges each
    /// or more on average (then they are reached with many sets, as a rule), else the
    /// plain way. O(N + reached sets · M) time the plain way, O(N + 128 M) the wide
    /// way, in steps of four to sixteen sets.
    pub(super) fn new(leaving: &Leaving, all: usize) -> Table {
        let reached = reached_nodes(leaving);
        let (mut nodes, mut edges) = (0, 0);
        for u in (0..reached.len()).filter(|&u| reached[u]) {
            nodes += 1;
            edges += leaving.from(u).count();
        }
        if edges >= WIDE_FROM_EDGES * nodes {
            if let Some(rows) = wide_rows(leaving, all, &reached) {
                return Table::Bytes(rows);
            }
            if let Some(rows) = wide_rows(leaving, all, &reached) {
                return Table::Shorts(rows);
            }
            if let Some(rows) = wide_rows(leaving, all, &reached) {
                return Table::Ints(rows);
            }
        }
        Table::plain(leaving, all)
    }

    /// The table filled the plain way, set by set, for the sets each node is reached
    /// with.
    pub(super) fn plain(leaving: &Leaving, all: usize) -> Table {
        let reach = reached_sets(leaving, all);
        let mut start = vec![0];
        for sets in &reach {
            start.push(start[start.len() - 1] + sets.count_ones() as usize);
        }
        let mut value = vec![0; start[reach.len()]];
        for (p, &u) in leaving.order.iter().enumerate() {
            let u = u as usize;
            let moving = reach[u] & !(1 << all);
            for (head, colour) in leaving.at_place(p) {
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
            Table::Bytes(rows) => rows[node][set].value(),
            Table::Shorts(rows) => rows[node][set].value(),
            Table::Ints(rows) => rows[node][set].value(),
        }
    }
}

/// Whether play from node 1 reaches each node: parents first (children first
/// backwards).
pub(super) fn reached_nodes(leaving: &Leaving) -> Vec<bool> {
    let mut reached = vec![false; leaving.order.len()];
    reached[0] = true;
    for (p, &u) in leaving.order.iter().enumerate().rev() {
        if reached[u as usize] {
            for (head, _) in leaving.at_place(p) {
                reached[head as usize] = true;
            }
        }
    }
    reached
}

/// The sets each node is reached with from (node 1, {}): bit S of `reach[u]`. Parents
/// first (children first backwards), one edge at a time, all sets at once.
pub(super) fn reached_sets(leaving: &Leaving, all: usize) -> Vec<u128> {
    let mut reach = vec![0; leaving.order.len()];
    reach[0] = 1;
    for (p, &u) in leaving.order.iter().enumerate().rev() {
        let moving = reach[u as usize] & !(1 << all);
        if moving != 0 {
            for (head, colour) in leaving.at_place(p) {
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

/// A number of a wide row: a byte, a 16-bit or a 32-bit number, from 0 to its type's
/// largest (`MAX`), which one instruction takes the larger of, sixteen, eight or four
/// at once (32-bit numbers in a few).
pub(super) trait Lane:
    Copy + Ord + Default + BitAnd<Output = Self> + Not<Output = Self>
{
    /// What a position of `best` (the largest of its moves' numbers, 0 without a move)
    /// is worth to the player who moves into it: a loss in `r` moves (`r` even) is
    /// `MAX - r / 2`, in the upper half, and a win in `r` (`r` odd) is `(r + 1) / 2`,
    /// in the lower half, so that the larger is the better move (the faster win, the
    /// slower loss). The parity of `r` says who wins, which halves the numbers needed.
    fn before_move(best: Self) -> Self;

    /// Whether `best` stands for play longer than the numbers hold: a win in `MAX`
    /// moves (255 for bytes), whose number would read as a loss.
    fn too_long(best: Self) -> bool;

    /// The position's value (a loss in `r` is `r`, a win in `r` is `WON - r`), from its
    /// number.
    fn value(self) -> u32;
}

impl Lane for u8 {
    fn before_move(best: u8) -> u8 {
        u8::MAX - best + u8::from(best > u8::MAX / 2)
    }

    fn too_long(best: u8) -> bool {
        best == u8::MAX / 2 + 1
    }

    fn value(self) -> u32 {
        value_of(self.into(), u8::MAX.into())
    }
}

impl Lane for i16 {
    fn before_move(best: i16) -> i16 {
        i16::MAX - best + i16::from(best > i16::MAX / 2)
    }

    fn too_long(best: i16) -> bool {
        best == i16::MAX / 2 + 1
    }

    fn value(self) -> u32 {
        value_of(self as u32, i16::MAX as u32)
    }
}

impl Lane for i32 {
    fn before_move(best: i32) -> i32 {
        i32::MAX - best + i32::from(best > i32::MAX / 2)
    }

    fn too_long(best: i32) -> bool {
        best == i32::MAX / 2 + 1
    }

    fn value(self) -> u32 {
        value_of(self as u32, i32::MAX as u32)
    }
}

/// The value (a loss in `r` is `r`, a win in `r` is `WON - r`) of the position whose
/// number, for the player moving into it, is `number` of at most `most`.
fn value_of(number: u32, most: u32) -> u32 {
    match number > most / 2 {
        true => 2 * (most - number),
        false => WON - (2 * number - 1),
    }
}

/// The wide way: for each reached node, children first, the row of all 128 sets, each
/// the largest over the node's edges of the head's number for S ∪ {colour}; `None` if
/// play somewhere lasts longer than the numbers hold.
pub(super) fn wide_rows<T: Lane>(
    leaving: &Leaving,
    all: usize,
    reached: &[bool],
) -> Option<Vec<[T; 128]>> {
    let masks: [[T; 128]; 3] =
        std::array::from_fn(|c| std::array::from_fn(|set| lane_mask(set >> c & 1 == 1)));
    let mut rows = vec![[T::default(); 128]; reached.len()];
    for (p, &u) in leaving.order.iter().enumerate() {
        if !reached[u as usize] {
            continue;
        }
        fetch_together(&rows, leaving.at_place(p).map(|(head, _)| head));
        let mut best = [T::default(); 128];
        for (head, colour) in leaving.at_place(p) {
            take_best(&mut best, &rows[head as usize], colour, &masks);
        }
        best[all] = T::default();
        if best.iter().any(|&b| T::too_long(b)) {
            return None;
        }
        for number in &mut best {
            *number = T::before_move(*number);
        }
        rows[u as usize] = best;
    }
    Some(rows)
}

/// All ones where `kept`, else 0.
fn lane_mask<T: Lane>(kept: bool) -> T {
    match kept {
        true => !T::default(),
        false => T::default(),
    }
}

/// Reads one number of each 64-byte line of the `heads`' rows, all before any is
/// needed, so that the memory fetches them at once rather than one row after another
/// (the rows are megabytes, read in no order). It saved `--play` 7–9 % of its setup on
/// the worst cases of 10^6 edges (alternating runs against a build without it).
fn fetch_together<T: Lane>(rows: &[[T; 128]], heads: impl Iterator<Item = u32>) {
    let lines = 128 * std::mem::size_of::<T>() / 64;
    let mut seen = T::default();
    for head in heads {
        let row = &rows[head as usize];
        for line in 0..lines {
            seen = seen.max(row[line * 128 / lines]);
        }
    }
    std::hint::black_box(seen);
}

/// For every set S, `best[S]` becomes the larger of itself and `head[S ∪ {colour}]`.
/// The colour is made a constant for the compiler, which then sees which sets each set
/// reads and works on eight at once.
fn take_best<T: Lane>(best: &mut [T; 128], head: &[T; 128], colour: u8, masks: &[[T; 128]; 3]) {
    match colour {
        0 => take_best_within::<T, 0>(best, head, &masks[0]),
        1 => take_best_within::<T, 1>(best, head, &masks[1]),
        2 => take_best_within::<T, 2>(best, head, &masks[2]),
        3 => take_best_across::<T, 3>(best, head),
        4 => take_best_across::<T, 4>(best, head),
        5 => take_best_across::<T, 5>(best, head),
        _ => take_best_across::<T, 6>(best, head),
    }
}

/// [`take_best`] for a colour `C` < 3, where each group of eight sets reads within
/// itself: the sets with `C` read their own, the others the set 2^C higher, each in one
/// run over the row with the other sets masked to 0 (no number is below 0);
/// `with_colour[S]` is all ones where S holds `C`.
fn take_best_within<T: Lane, const C: usize>(
    best: &mut [T; 128],
    head: &[T; 128],
    with_colour: &[T; 128],
) {
    for ((best, &head), &mask) in best.iter_mut().zip(head).zip(with_colour) {
        *best = (*best).max(head & mask);
    }
    for ((best, &head), &mask) in best.iter_mut().zip(&head[1 << C..]).zip(with_colour) {
        *best = (*best).max(head & !mask);
    }
}

/// [`take_best`] for a colour `C` ≥ 3: in each block of 2^(C+1) sets, both halves read
/// the upper one (the sets with `C`), eight sets and more in a run.
fn take_best_across<T: Lane, const C: usize>(best: &mut [T; 128], head: &[T; 128]) {
    for (best, head) in best.chunks_exact_mut(2 << C).zip(head.chunks_exact(2 << C)) {
        let (without, with) = best.split_at_mut(1 << C);
        for ((without, with), &head) in without.iter_mut().zip(with).zip(&head[1 << C..]) {
            *without = (*without).max(head);
            *with = (*with).max(head);
        }
    }
}
