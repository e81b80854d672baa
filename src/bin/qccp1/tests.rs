//! Unit tests of `qccp1`'s internals, kept out of the file that is submitted.

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

/// For every colour and every set S, `take_best_moves` takes the larger of the value
/// at S and the child's value at S ∪ {c}, as one set at a time would.
#[test]
fn best_moves_read_the_child_at_the_set_with_the_colour_added() {
    let values: [u32; 128] = std::array::from_fn(|s| (s as u32 * 37) % 101);
    let to_child: [u32; 128] = std::array::from_fn(|s| (s as u32 * 53 + 7) % 103);
    for colour in 0..7u8 {
        let mut taken = values;
        take_best_moves(&mut taken, &to_child, colour);
        for set in 0..128 {
            let expected = values[set].max(to_child[set | 1 << colour]);
            assert_eq!(taken[set], expected, "colour {colour}, set {set:#b}");
        }
    }
}

/// A move's value for its maker mirrors the value for the other player: a loss in r
/// is a win in r + 1, a win in r a loss in r + 1.
#[test]
fn a_move_turns_a_loss_into_a_win_one_move_longer() {
    for r in [0, 1, 5, 100_000] {
        let after_loss = before_move(r);
        assert!(is_win(after_loss) && moves_left(after_loss) == r + 1);
        let win = WON - (r + 1);
        assert!(is_win(win));
        let after_win = before_move(win);
        assert!(!is_win(after_win) && moves_left(after_win) == r + 2);
    }
}
