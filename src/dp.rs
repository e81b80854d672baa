//! Dynamic programming over game and DP state graphs without deep recursion.
//!
//! [`tabulate`] builds a dense table bottom-up, for states `0..n` whose value depends
//! only on smaller states. [`Memo`] is the sparse, top-down form, for states found by
//! exploring from a root: it evaluates them depth-first with an explicit stack, so a
//! chain of a million states needs no more thread stack than a chain of two.
//! [`SplitMix64`] is a fast hash for the memo's keys when the program makes them itself.

use std::collections::hash_map::{HashMap, RandomState};
use std::hash::{BuildHasher, Hash, Hasher};

/// The values of states `0..n`, computed in increasing order by `value(i, &values[..i])`.
///
/// # Complexity
///
/// n calls of `value`, and the time they take; memory for the n values. The table
/// costs nothing more: what a DP costs is how many states it has times the work of
/// each.
///
/// ```
/// use gamebits::dp::tabulate;
/// // Fibonacci numbers: each state reads the two before it.
/// let fib = tabulate(10, |i, done: &[u64]| if i < 2 { i as u64 } else { done[i - 1] + done[i - 2] });
/// assert_eq!(fib[9], 34);
/// ```
pub fn tabulate<V>(n: usize, mut value: impl FnMut(usize, &[V]) -> V) -> Vec<V> {
    let mut values = Vec::with_capacity(n);
    for i in 0..n {
        let v = value(i, &values);
        values.push(v);
    }
    values
}

/// The error of a state graph with a cycle through `state`.
///
/// A state's value needs the values of the states it leads to, so a cycle has none.
///
/// ```
/// use gamebits::dp::{CycleError, Memo};
/// let result = Memo::new().evaluate(5u8, |&s| vec![s], |_, kids: &[u8]| kids.len() as u8);
/// assert_eq!(result, Err(CycleError { state: 5 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleError<S> {
    /// A state that was reached again while its value was still being computed.
    pub state: S,
}

/// One state under evaluation: its successors, and the values of those done so far.
struct Frame<S, V> {
    state: S,
    successors: Vec<S>,
    values: Vec<V>,
}

/// What a memo holds for a state.
enum Slot<V> {
    /// On the current evaluation path: reaching it again closes a cycle.
    Evaluating,
    /// Its value.
    Done(V),
}

/// Memoised values of states of an acyclic state graph, computed without recursion.
///
/// ```
/// use gamebits::dp::Memo;
/// // The longest chain of halvings from n down to 1.
/// let mut memo = Memo::new();
/// let steps = memo.evaluate(
///     1_000_000u64,
///     |&n| if n > 1 { vec![n / 2] } else { vec![] },
///     |_, halves: &[u32]| halves.first().map_or(0, |h| h + 1),
/// );
/// assert_eq!(steps, Ok(19));
/// ```
pub struct Memo<S, V, H = RandomState> {
    slots: HashMap<S, Slot<V>, H>,
}

impl<S: Clone + Eq + Hash, V: Clone> Memo<S, V> {
    /// An empty memo.
    ///
    /// ```
    /// use gamebits::dp::Memo;
    /// let mut memo: Memo<u32, u32> = Memo::new();
    /// assert_eq!(memo.evaluate(7, |_| vec![], |&s, _| s * 2), Ok(14));
    /// ```
    pub fn new() -> Self {
        Memo::with_hasher(RandomState::new())
    }
}

impl<S: Clone + Eq + Hash, V: Clone, H: BuildHasher> Memo<S, V, H> {
    /// An empty memo that hashes states with `hasher`.
    ///
    /// The default, std's `RandomState`, resists states chosen to collide; a memo
    /// that looks up millions of small states it generates itself may be faster with
    /// a cheaper hash.
    ///
    /// ```
    /// use gamebits::dp::Memo;
    /// use std::collections::hash_map::DefaultHasher;
    /// use std::hash::BuildHasherDefault;
    /// // The same hash on every run.
    /// let mut memo = Memo::with_hasher(BuildHasherDefault::<DefaultHasher>::default());
    /// let halvings = memo.evaluate(
    ///     1_000u32,
    ///     |&n| if n > 1 { vec![n / 2] } else { vec![] },
    ///     |_, halves: &[u32]| halves.first().map_or(0, |h| h + 1),
    /// );
    /// assert_eq!(halvings, Ok(9));
    /// ```
    pub fn with_hasher(hasher: H) -> Self {
        Memo {
            slots: HashMap::with_hasher(hasher),
        }
    }

    /// The value of `root`, each state's value made from its successors' values.
    ///
    /// The value of a state `s` is `combine(&s, &values of successors(&s))`, the
    /// successors' values in the order `successors` lists them. Every state reached is
    /// memoised, also across calls. Depth costs heap, not stack. A cycle among the
    /// states reached is reported, never followed forever; the memo then keeps only the
    /// values finished before it was found.
    ///
    /// # Complexity
    ///
    /// For s states reached that are not memoised yet, with e successors listed in all:
    /// s calls of `successors` and of `combine`, and O(s + e) hash look-ups and value
    /// clones besides. Memory: the memo grows by s values; the stack holds the path
    /// being evaluated, each state on it with its successors.
    ///
    /// ```
    /// use gamebits::dp::{CycleError, Memo};
    /// // Take 1 or 2 from a pile; whoever cannot move loses: a pile wins iff some move
    /// // leads to a losing one.
    /// let mut memo = Memo::new();
    /// let moves = |&n: &u32| (1..=2).filter(|&x| x <= n).map(|x| n - x).collect();
    /// let outcome = |_: &u32, kids: &[bool]| kids.iter().any(|&wins| !wins);
    /// assert_eq!(memo.evaluate(9, moves, outcome), Ok(false));
    /// // A graph that loops back to its root.
    /// let looping = |&n: &u32| vec![(n + 1) % 3];
    /// assert_eq!(Memo::new().evaluate(0, looping, outcome), Err(CycleError { state: 0 }));
    /// ```
    pub fn evaluate(
        &mut self,
        root: S,
        mut successors: impl FnMut(&S) -> Vec<S>,
        mut combine: impl FnMut(&S, &[V]) -> V,
    ) -> Result<V, CycleError<S>> {
        if let Some(Slot::Done(v)) = self.slots.get(&root) {
            return Ok(v.clone());
        }
        let mut stack = vec![self.open(root, &mut successors)];
        loop {
            let frame = stack
                .last_mut()
                .expect("the root frame returns before it pops");
            if let Some(child) = frame.successors.get(frame.values.len()) {
                match self.slots.get(child) {
                    Some(Slot::Done(v)) => frame.values.push(v.clone()),
                    Some(Slot::Evaluating) => {
                        let state = child.clone();
                        for frame in &stack {
                            self.slots.remove(&frame.state);
                        }
                        return Err(CycleError { state });
                    }
                    None => {
                        let child = child.clone();
                        stack.push(self.open(child, &mut successors));
                    }
                }
                continue;
            }
            let frame = stack.pop().expect("the loop holds a frame");
            let value = combine(&frame.state, &frame.values);
            self.slots.insert(frame.state, Slot::Done(value.clone()));
            match stack.last_mut() {
                Some(parent) => parent.values.push(value),
                None => return Ok(value),
            }
        }
    }

    /// Marks `state` as under evaluation and lists its successors.
    fn open(&mut self, state: S, successors: &mut impl FnMut(&S) -> Vec<S>) -> Frame<S, V> {
        let successors = successors(&state);
        self.slots.insert(state.clone(), Slot::Evaluating);
        Frame {
            values: Vec::with_capacity(successors.len()),
            state,
            successors,
        }
    }
}

impl<S: Clone + Eq + Hash, V: Clone, H: BuildHasher + Default> Default for Memo<S, V, H> {
    fn default() -> Self {
        Memo::with_hasher(H::default())
    }
}

/// A hasher for integer keys that a program makes itself: the finalizer of SplitMix64.
///
/// A few multiplies and shifts spread every key bit over the whole hash.
///
/// std's default hash resists keys chosen to collide, and costs more; use this one only
/// for keys that do not come from the input. Hashing other data feeds it a byte at a
/// time.
///
/// ```
/// use gamebits::dp::{Memo, SplitMix64};
/// use std::hash::BuildHasherDefault;
/// let mut memo = Memo::with_hasher(BuildHasherDefault::<SplitMix64>::default());
/// let steps = memo.evaluate(27u64, |&n| if n > 1 { vec![if n % 2 == 0 { n / 2 } else { 3 * n + 1 }] } else { vec![] },
///     |_, next: &[u32]| next.first().map_or(0, |s| s + 1));
/// assert_eq!(steps, Ok(111));
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SplitMix64(u64);

impl Hasher for SplitMix64 {
    fn write(&mut self, bytes: &[u8]) {
        bytes
            .iter()
            .for_each(|&byte| self.write_u64(u64::from(byte)));
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = split_mix64(self.0 ^ key);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The finalizer of SplitMix64 (Steele, Lea and Flood's generator): a bijection of
/// the 64-bit words, a few multiplies and shifts that spread every bit of `z` over the
/// whole result.
#[inline]
fn split_mix64(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The finalizer's published values: 0 stays 0, and the first number of the
    /// generator seeded with 0.
    #[test]
    fn split_mix64_is_the_published_finalizer() {
        assert_eq!(split_mix64(0), 0);
        assert_eq!(split_mix64(0x9e37_79b9_7f4a_7c15), 0xe220_a839_7b1d_cdaf);
    }

    /// A chain of 100 000 states on a thread of 64 KiB of stack: a call a state, of even
    /// one byte each, would overflow it. (A million states on a test's 2 MiB took ten
    /// times the work to catch only calls of more than two bytes.)
    #[test]
    fn deep_chain_does_not_touch_the_stack() {
        let n = 100_000u32;
        let evaluate = move || {
            Memo::new().evaluate(
                0u32,
                |&s| if s < n { vec![s + 1] } else { vec![] },
                |_, kids: &[u32]| kids.first().map_or(0, |d| d + 1),
            )
        };
        let thread = std::thread::Builder::new().stack_size(64 << 10);
        let depth = thread.spawn(evaluate).unwrap().join().unwrap();
        assert_eq!(depth, Ok(n));
    }

    #[test]
    fn a_cycle_leaves_only_finished_values() {
        let mut memo = Memo::new();
        // 0 -> 1 -> 2 -> 1 is a cycle; 3 -> 4 is not.
        let successors = |&s: &u8| match s {
            0 => vec![1],
            1 => vec![2],
            2 => vec![1],
            3 => vec![4],
            _ => vec![],
        };
        let mut calls = 0;
        let mut count = |_: &u8, kids: &[u8]| {
            calls += 1;
            kids.iter().sum::<u8>() + 1
        };
        let cycle = |state| Err(CycleError { state });
        assert_eq!(memo.evaluate(0, successors, &mut count), cycle(1));
        // Nothing of the abandoned path is left marked as under evaluation: from 2 the
        // cycle is found again, closing at 2 itself.
        assert_eq!(memo.evaluate(2, successors, &mut count), cycle(2));
        assert_eq!(memo.evaluate(3, successors, &mut count), Ok(2));
        assert_eq!(memo.evaluate(3, successors, &mut count), Ok(2));
        assert_eq!(calls, 2, "4 and 3 once each, then 3 from the memo");
    }

    #[test]
    fn shared_successors_are_evaluated_once() {
        let mut memo = Memo::new();
        let mut calls = 0;
        // Paths in a grid DAG: state (r, c) steps right or down to (3, 3).
        let paths = memo.evaluate(
            (0u8, 0u8),
            |&(r, c)| {
                let mut next = vec![];
                if r < 3 {
                    next.push((r + 1, c));
                }
                if c < 3 {
                    next.push((r, c + 1));
                }
                next
            },
            |_, kids: &[u64]| {
                calls += 1;
                if kids.is_empty() {
                    1
                } else {
                    kids.iter().sum()
                }
            },
        );
        assert_eq!(paths, Ok(20));
        assert_eq!(calls, 16);
    }
}
