//! Unit tests of `ccc12s4`'s internals: the tables of tops and the distances' sentinel.

use super::*;

/// The tops of a state counted straight from its digits.
fn tops_from_digits(n: usize, mut state: u32) -> Vec<usize> {
    let mut top = vec![n; n];
    for c in 0..n {
        let p = (state % n as u32) as usize;
        state /= n as u32;
        top[p] = top[p].min(c);
    }
    top
}

#[test]
fn two_tables_give_the_tops_of_every_state() {
    let (low, high) = (top_table::<5>(0..3), top_table::<5>(3..5));
    for state in 0..5u32.pow(5) {
        let (l, h) = (low[(state % 125) as usize], high[(state / 125) as usize]);
        let top: Vec<usize> = (0..5).map(|p| l[p].min(h[p]) as usize).collect();
        assert_eq!(top, tops_from_digits(5, state), "state {state}");
    }
}

/// The sentinel stays above every distance: at n = 7 the farthest state is 77 moves
/// away; from n = 3 on every state is reached, at n = 2 only the goal and coin 1 on 2.
#[test]
fn distances_stay_below_the_sentinel() {
    let reached = |d: &[u8]| d.iter().filter(|&&x| x != UNREACHED).count();
    assert_eq!(distances(1), [0]);
    // State pos(coin 1) + 2·pos(coin 2): the goal is 2, coin 1 on coin 2 is 3.
    assert_eq!(distances(2), [UNREACHED, UNREACHED, 0, 1]);
    for n in 3..=6 {
        assert_eq!(reached(&distances(n)), n.pow(n as u32));
    }
    let seven = distances(7);
    assert_eq!(reached(&seven), 823_543);
    assert_eq!(seven.iter().max(), Some(&77));
}
