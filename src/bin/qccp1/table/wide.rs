//! The wide way to fill the table: all 128 sets of a node in a row of bytes.
//!
//! Worked on a whole row per edge, sixteen sets an instruction.
//!
//! A byte of a row is what the position is worth to the player who moves into it, the
//! one number a parent takes the largest of ([`before_move`]): play of up to 254 moves
//! fits.

use super::{OutEdges, WON};

/// A row: one byte for each of the 128 sets.
pub(crate) type Row = [u8; 128];

/// What a position of `best` (the largest of its moves' bytes, 0 without a move) is
/// worth to the player who moves into it: a loss in `r` moves (`r` even) is
/// `255 - r / 2`, in the upper half, and a win in `r` (`r` odd) is `(r + 1) / 2`, in the
/// lower half, so that the larger is the better move (the faster win, the slower loss).
/// The parity of `r` says who wins, which halves the numbers needed.
fn before_move(best: u8) -> u8 {
    u8::MAX - best + u8::from(best > u8::MAX / 2)
}

/// Whether `best` stands for play longer than a byte holds: a win in 255 moves, whose
/// byte would read as a loss.
fn too_long(best: u8) -> bool {
    best == u8::MAX / 2 + 1
}

/// The position's value (a loss in `r` is `r`, a win in `r` is `WON - r`), from its
/// byte.
pub(crate) fn value(byte: u8) -> u32 {
    let (byte, most) = (u32::from(byte), u32::from(u8::MAX));
    match byte > most / 2 {
        true => 2 * (most - byte),
        false => WON - (2 * byte - 1),
    }
}

/// The wide way: for each reached node, children first, the row of all 128 sets, each
/// the largest over the node's edges of the head's byte for S ∪ {colour}; `None` if
/// play somewhere lasts longer than a byte holds (254 moves).
///
/// # Complexity
///
/// O(N + 128·M) time, in steps of sixteen sets; 128·N bytes of memory.
pub(crate) fn rows(graph: &OutEdges, all: usize, reached: &[bool]) -> Option<Vec<Row>> {
    let masks: [Row; 3] =
        std::array::from_fn(|c| std::array::from_fn(|set| mask(set >> c & 1 == 1)));
    let mut rows = vec![[0; 128]; reached.len()];
    for (p, &u) in graph.order.iter().enumerate() {
        if !reached[u as usize] {
            continue;
        }
        fetch_together(&rows, graph.at_place(p).map(|(head, _)| head));
        let mut best = [0; 128];
        for (head, colour) in graph.at_place(p) {
            take_best(&mut best, &rows[head as usize], colour, &masks);
        }
        best[all] = 0;
        if best.iter().any(|&b| too_long(b)) {
            return None;
        }
        for byte in &mut best {
            *byte = before_move(*byte);
        }
        rows[u as usize] = best;
    }
    Some(rows)
}

/// All ones where `kept`, else 0.
fn mask(kept: bool) -> u8 {
    match kept {
        true => u8::MAX,
        false => 0,
    }
}

/// Reads a byte of each half of the `heads`' rows (a 64-byte line each), all before any is
/// needed, so that the memory fetches them at once rather than one row after another
/// (the rows are megabytes, read in no order). It saved `--play` 7–9 % of its setup on
/// the worst cases of 10^6 edges (alternating runs against a build without it).
fn fetch_together(rows: &[Row], heads: impl Iterator<Item = u32>) {
    let mut seen = 0;
    for head in heads {
        let row = &rows[head as usize];
        seen = seen.max(row[0]).max(row[64]);
    }
    std::hint::black_box(seen);
}

/// For every set S, `best[S]` becomes the larger of itself and `head[S ∪ {colour}]`.
/// The colour is made a constant for the compiler, which then sees which sets each set
/// reads and works on sixteen at once.
fn take_best(best: &mut Row, head: &Row, colour: u8, masks: &[Row; 3]) {
    match colour {
        0 => take_best_within::<0>(best, head, &masks[0]),
        1 => take_best_within::<1>(best, head, &masks[1]),
        2 => take_best_within::<2>(best, head, &masks[2]),
        3 => take_best_across::<3>(best, head),
        4 => take_best_across::<4>(best, head),
        5 => take_best_across::<5>(best, head),
        _ => take_best_across::<6>(best, head),
    }
}

/// [`take_best`] for a colour `C` < 3, where each group of eight sets reads within
/// itself: the sets with `C` read their own, the others the set 2^C higher, each in one
/// run over the row with the other sets masked to 0 (no byte is below 0);
/// `with_colour[S]` is all ones where S holds `C`.
fn take_best_within<const C: usize>(best: &mut Row, head: &Row, with_colour: &Row) {
    for ((best, &head), &mask) in best.iter_mut().zip(head).zip(with_colour) {
        *best = (*best).max(head & mask);
    }
    for ((best, &head), &mask) in best.iter_mut().zip(&head[1 << C..]).zip(with_colour) {
        *best = (*best).max(head & !mask);
    }
}

/// [`take_best`] for a colour `C` ≥ 3: in each block of 2^(C+1) sets, both halves read
/// the upper one (the sets with `C`), sixteen sets and more in a run.
fn take_best_across<const C: usize>(best: &mut Row, head: &Row) {
    for (best, head) in best.chunks_exact_mut(2 << C).zip(head.chunks_exact(2 << C)) {
        let (without, with) = best.split_at_mut(1 << C);
        for ((without, with), &head) in without.iter_mut().zip(with).zip(&head[1 << C..]) {
            *without = (*without).max(head);
            *with = (*with).max(head);
        }
    }
}
