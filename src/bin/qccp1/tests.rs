//! Unit tests of `qccp1`'s internals, kept out of the file that is submitted.

use super::explain::{before_move, is_win, Table, WON};
use super::*;

/// For every colour and every set S, bit S of `lost_after` is bit S ∪ {c} of the
/// head's lost sets: checked on each single set and on mixed patterns.
#[test]
fn lost_after_reads_the_set_with_the_colour_added() {
    let patterns = (0..128).map(|s| 1u128 << s).chain([
        u128::MAX,
        0,
        0x0123_4567_89ab_cdef_fedc_ba98_7654_3210,
    ]);
    for head_lost in patterns {
        for colour in 0..7u8 {
            let after = lost_after(head_lost, colour);
            for set in 0..128 {
                let with_colour = set | 1 << colour;
                assert_eq!(
                    after >> set & 1,
                    head_lost >> with_colour & 1,
                    "colour {colour}, set {set:#b}, head {head_lost:#x}"
                );
            }
        }
    }
}

#[test]
fn sets_containing_a_colour_are_half_of_them() {
    for (c, &sets) in HAS_COLOUR.iter().enumerate() {
        assert_eq!(sets.count_ones(), 64);
        assert!((0..128).all(|s| (sets >> s & 1 == 1) == (s >> c & 1 == 1)));
    }
}

#[test]
fn edges_are_grouped_by_head() {
    // 0 → 2 (colour 1), 1 → 2 (colour 0), 2 → 0 (colour 6).
    let edges = [pack(0, 2, 1), pack(1, 2, 0), pack(2, 0, 6)];
    let graph = InEdges::new(&[1, 0, 2], vec![1, 1, 1], &edges);
    assert_eq!(graph.entering(0).collect::<Vec<_>>(), [(2, 6)]);
    assert_eq!(graph.entering(1).count(), 0);
    assert_eq!(graph.entering(2).collect::<Vec<_>>(), [(0, 1), (1, 0)]);
}

/// Sample 1: from (1, {}) play reaches node 2 with {r} or {b}, node 3 with {r} or
/// {r, b} (where play ends), and node 4 with {r}; the values follow the lecture's rule.
#[test]
fn the_table_holds_the_positions_reached_and_their_values() {
    let mut tokens = Tokens::new(b"4 4\n1 2 r\n1 2 b\n2 3 r\n3 4 r\n".to_vec()).unwrap();
    let (edges, all) = read_input(&mut tokens).unwrap();
    let (_, finished) = lost_sets_at_start(&edges, all).unwrap();
    let table = Table::new(&edges, all, finished.pushed_items());
    let (r, b) = (1, 1 << 4);
    assert_eq!(
        table.reach,
        [1, 1 << r | 1 << b, 1 << r | 1 << (r | b), 1 << r]
    );
    let lost_in = |moves| moves;
    let won_in = |moves| WON - moves;
    assert_eq!(table.get(3, r), lost_in(0));
    assert_eq!(table.get(2, r), won_in(1));
    assert_eq!(table.get(2, r | b), lost_in(0));
    assert_eq!(table.get(1, r), lost_in(2));
    assert_eq!(table.get(1, b), won_in(1));
    assert_eq!(table.get(0, 0), won_in(3));
}

/// A move's value for its maker mirrors the value for the other player: a loss in m
/// moves is a win in m + 1, a win in m a loss in m + 1.
#[test]
fn a_move_turns_a_loss_into_a_win_one_move_longer() {
    let (lost_in, won_in) = (|m: u32| m, |m: u32| WON - m);
    for m in [0, 1, 5, 100_000] {
        assert_eq!(before_move(lost_in(m)), won_in(m + 1));
        assert!(is_win(won_in(m + 1)) && !is_win(lost_in(m)));
        assert_eq!(before_move(won_in(m + 1)), lost_in(m + 2));
    }
}
