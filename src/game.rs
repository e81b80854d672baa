//! Positions of two-player games worked out back from the end, and Grundy values.
//!
//! For games where play can loop: the moves reversed ([`ReversedMoves`]), a [`Queue`]
//! of the positions settled, and the positions where one player can force an end
//! ([`attractor`]). For impartial games: Grundy values ([`grundy_values`], [`mex`]).

/// The minimum excludant: the least non-negative integer not among `values`.
///
/// Takes any number of values in any order, repeats allowed.
///
/// # Complexity
///
/// O(k) time and memory for k values: a value above k cannot be the least missing
/// one, so k + 1 flags suffice, however large the values.
///
/// ```
/// use gamebits::game::mex;
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([2, 0, 1, 1]), 3);
/// ```
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() {
            seen[v] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len())
}

/// The Grundy values of states `0..n`, each the [`mex`] of its options' values.
///
/// `option_values(i, &grundy[..i])` lists, for every move from state `i`, the Grundy
/// value of the position it leads to (for a move into a sum of games, the XOR of their
/// values), so every state's options must lie below it.
///
/// # Complexity
///
/// O(n + m) time besides the calls of `option_values`, for m options in all (one
/// [`mex`] per state, linear in its options); O(n) memory for the values, and each
/// state's list while it is worked on.
///
/// ```
/// use gamebits::game::grundy_values;
/// // Take 1 or 2 stones from a pile: values repeat 0, 1, 2.
/// let g = grundy_values(7, |i, done: &[usize]| {
///     [1, 2].iter().filter(|&&t| t <= i).map(|&t| done[i - t]).collect()
/// });
/// assert_eq!(g, [0, 1, 2, 0, 1, 2, 0]);
/// ```
pub fn grundy_values(
    n: usize,
    mut option_values: impl FnMut(usize, &[usize]) -> Vec<usize>,
) -> Vec<usize> {
    let mut grundy = Vec::with_capacity(n);
    for i in 0..n {
        let value = mex(option_values(i, &grundy));
        grundy.push(value);
    }
    grundy
}

/// The moves of a game reversed, as retrograde analysis walks them.
///
/// For every position it holds the positions one move before it (its *parents*), and a
/// counter that starts as the number of moves that leave it. Positions are
/// `0..positions`; a move is a pair `(from, to)`, and moves may repeat and loop
/// (`from == to`). Moves are added as they come, in constant time each, with no sort
/// and no pass of their own.
///
/// # Complexity
///
/// O(positions + moves) time; 8 bytes a position and at most 8 a move.
///
/// ```
/// use gamebits::game::ReversedMoves;
/// // 0 → 1, 0 → 2, 2 → 1, and 1 → 1 twice.
/// let reversed = ReversedMoves::new(3, &[(0, 1), (0, 2), (2, 1), (1, 1), (1, 1)]);
/// let mut parents: Vec<usize> = reversed.parents(1).collect();
/// parents.sort();
/// assert_eq!(parents, [0, 1, 1, 2]);
/// assert_eq!(reversed.parents(0).count(), 0);
/// assert_eq!((reversed.out_degree(0), reversed.out_degree(1)), (2, 2));
/// ```
#[derive(Clone)]
pub struct ReversedMoves {
    // Each position has an entry of 8 bytes: a count that starts as its number of
    // moves, and its parents: the one parent itself when there is one, else the start
    // of a linked list (a *forward star*); a move takes a link of 8 bytes only if its
    // head already had a parent. Working back along a chain of positions with one
    // parent each (a path, a long cycle) then touches one entry per step, which
    // matters when the entries are megabytes and each step waits for the last.
    /// One entry per position and one more, which stands for "no parent".
    nodes: Vec<Node>,
    /// The lists of parents: `(a parent, the rest of the list)`, see [`Node`]; the
    /// first `used` are taken, the others free.
    links: Vec<(u32, u32)>,
    used: usize,
}

/// A position of [`ReversedMoves`]: a count that starts as its number of moves, and its
/// parents, in one `u32`: with the bit [`LINK`] set, the index of the list's first
/// link in [`ReversedMoves::links`]; without it, the one (or last) parent. No parent at all is
/// the extra entry at the end, which has no move and never enters anything: counting
/// it down changes nothing, so no branch is needed to skip it.
#[derive(Clone, Copy)]
struct Node {
    count: u32,
    parents: u32,
}

/// The bit of [`Node::parents`] that marks a link, not a position.
const LINK: u32 = 1 << 31;

impl ReversedMoves {
    /// The moves reversed of a game of `positions` positions and the given `moves`.
    ///
    /// Each move is `(from, to)`, both below `positions`.
    ///
    /// # Panics
    ///
    /// If `positions` is 2³¹ or more, or a move leads from or to a position outside
    /// `0..positions`.
    ///
    /// ```
    /// use gamebits::game::ReversedMoves;
    /// let reversed = ReversedMoves::new(2, &[(0, 1)]);
    /// assert_eq!((reversed.out_degree(0), reversed.out_degree(1)), (1, 0));
    /// ```
    pub fn new(positions: usize, moves: &[(u32, u32)]) -> ReversedMoves {
        let mut reversed = ReversedMoves::with_capacity(positions, moves.len());
        reversed.add_moves(moves);
        reversed
    }

    /// A game of `positions` positions and no move yet, with room for `moves` moves.
    ///
    /// `positions` must be fewer than 2³¹; the memory of the moves is taken only as
    /// they come.
    ///
    /// # Panics
    ///
    /// If `positions` is 2³¹ or more.
    ///
    /// ```
    /// use gamebits::game::ReversedMoves;
    /// let reversed = ReversedMoves::with_capacity(4, 100);
    /// assert_eq!(reversed.parents(3).count(), 0);
    /// ```
    pub fn with_capacity(positions: usize, moves: usize) -> ReversedMoves {
        assert!(positions < LINK as usize);
        let node = Node {
            count: 0,
            parents: positions as u32,
        };
        ReversedMoves {
            nodes: vec![node; positions + 1],
            // Zeros: the system hands out pages of zeros as they are first written.
            links: vec![(0, 0); moves + 1],
            used: 0,
        }
    }

    /// Adds the `moves`, each `(from, to)` with both below the number of positions.
    ///
    /// A batch of some thousands at a time is fastest: the memory accesses of many
    /// moves are then in flight at once, and the moves need not all be held.
    ///
    /// # Panics
    ///
    /// If a move leads from or to a position outside the game, or the moves added in
    /// all are 2³¹ or more.
    ///
    /// # Complexity
    ///
    /// O(k) time for k moves, amortized over the room added as needed.
    ///
    /// ```
    /// use gamebits::game::ReversedMoves;
    /// let mut reversed = ReversedMoves::with_capacity(3, 3);
    /// reversed.add_moves(&[(0, 1), (2, 1)]);
    /// reversed.add_moves(&[(1, 1)]);
    /// let mut parents: Vec<usize> = reversed.parents(1).collect();
    /// parents.sort();
    /// assert_eq!(parents, [0, 1, 2]);
    /// assert_eq!(reversed.out_degree(2), 1);
    /// ```
    pub fn add_moves(&mut self, moves: &[(u32, u32)]) {
        // Each move touches two positions anywhere in the game; a loop that does only
        // that keeps many of those memory accesses in flight at once. Adding moves as
        // they are read, one by one, would keep few, and reading them all first would
        // take memory for all: a batch of some thousands at a time is the middle way.
        // Room for a link per move and a spare one, made before the loop.
        let needed = self.used + moves.len() + 1;
        if needed > self.links.len() {
            assert!(needed <= LINK as usize, "too many moves");
            self.links.resize(needed.max(2 * self.links.len()), (0, 0));
        }
        // Locals, not fields, in the loop: they stay in registers.
        let (nodes, links, mut used) = (&mut self.nodes[..], &mut self.links[..], self.used);
        let none = nodes.len() as u32 - 1;
        for &(from, to) in moves {
            assert!(from < none && to < none, "a move outside the game");
            nodes[from as usize].count += 1;
            // The parent goes in front of the list; its link is always written to the
            // first free one, which is taken only if the list was not empty. No branch
            // on the game's data.
            let head = &mut nodes[to as usize];
            links[used] = (from, head.parents);
            let first = head.parents == none;
            head.parents = if first { from } else { LINK | used as u32 };
            used += usize::from(!first);
        }
        self.used = used;
    }

    /// The number of positions.
    #[inline]
    fn positions(&self) -> usize {
        self.nodes.len() - 1
    }

    /// The positions one move before `p`, once for each move into `p`.
    ///
    /// They come in no particular order, each in constant time.
    ///
    /// # Panics
    ///
    /// If `p` is not a position of the game.
    ///
    /// ```
    /// use gamebits::game::ReversedMoves;
    /// let reversed = ReversedMoves::new(3, &[(0, 2), (1, 2), (0, 2)]);
    /// let mut parents: Vec<usize> = reversed.parents(2).collect();
    /// parents.sort();
    /// assert_eq!(parents, [0, 0, 1]);
    /// ```
    pub fn parents(&self, p: usize) -> impl Iterator<Item = usize> + '_ {
        let mut rest = Some(self.nodes[p].parents).filter(|&r| r as usize != self.positions());
        std::iter::from_fn(move || {
            let parents = rest?;
            let (parent, next) = match parents & LINK {
                0 => (parents, None),
                _ => {
                    let (parent, next) = self.links[(parents ^ LINK) as usize];
                    (parent, Some(next))
                }
            };
            rest = next;
            Some(parent as usize)
        })
    }

    /// How many moves leave `p`, repeats counted.
    ///
    /// # Panics
    ///
    /// If `p` is not a position of the game.
    ///
    /// ```
    /// use gamebits::game::ReversedMoves;
    /// let reversed = ReversedMoves::new(2, &[(0, 1), (0, 1), (1, 1)]);
    /// assert_eq!((reversed.out_degree(0), reversed.out_degree(1)), (2, 1));
    /// ```
    #[inline]
    pub fn out_degree(&self, p: usize) -> usize {
        self.nodes[p].count as usize
    }
}

/// The positions from which one player, the *ender*, can force play to a dead end.
///
/// A dead end is a position with no move; the positions returned are the ender's
/// *attractor* of the dead ends, reached whatever the other player does. At a position
/// where `ender_moves(p)`, the ender picks the move; at the others, the other player
/// does. Play that never ends is the other player's win.
///
/// A dead end is in the attractor; an ender's position is in it as soon as one of its
/// children is, another position once all its children are. Working back from the
/// dead ends, each position counts down the children it still needs (1 for the
/// ender, all of them for the other player), and enters when that reaches 0; what
/// never enters is the other player's: from there they can always move outside the
/// attractor, forever. No recursion.
///
/// # Complexity
///
/// O(positions + moves) time: each move is looked at once, from its head. The
/// counters are those of `reversed` (it is consumed); a queue of the positions that
/// entered, 4 bytes each, and the answer are all the memory added.
///
/// ```
/// use gamebits::game::{attractor, ReversedMoves};
/// // 0 → 1 → 2 (no move); 3 → 3 and 3 → 2; 4 → 4 and 4 → 2.
/// let reversed = ReversedMoves::new(5, &[(0, 1), (1, 2), (3, 3), (3, 2), (4, 4), (4, 2)]);
/// // The ender picks the move at 3 and ends play; the other player loops at 4.
/// let ends = attractor(reversed, |p| p == 3);
/// assert_eq!(ends, [true, true, true, true, false]);
/// ```
pub fn attractor(reversed: ReversedMoves, ender_moves: impl Fn(usize) -> bool) -> Vec<bool> {
    attractor_entering(reversed, ender_moves, |_, _| {})
}

/// [`attractor`], telling `entered(position, child)` as each position enters it.
///
/// Positions are told in the order they enter, each with the child whose entry decided
/// it: a breadth-first search back from the dead ends (which enter first, and are not
/// told), so that a position enters one step after that child, which is the ender's
/// nearest child where the ender moves and the other player's farthest elsewhere.
/// Counting those steps gives how long play lasts from each position of the attractor
/// under the ender's fastest and the other player's slowest play.
///
/// # Complexity
///
/// As [`attractor`]: O(positions + moves) time, besides one call of `entered` for each
/// position that enters other than a dead end.
///
/// ```
/// use gamebits::game::{attractor_entering, ReversedMoves};
/// // 0 → 1 → 2 (a dead end), and 3 → 1, 3 → 2 where the ender moves at 3.
/// let reversed = ReversedMoves::new(4, &[(0, 1), (1, 2), (3, 1), (3, 2)]);
/// let mut steps = [0; 4];
/// let ends = attractor_entering(reversed, |p| p == 3, |p, child| {
///     steps[p as usize] = steps[child as usize] + 1;
/// });
/// assert_eq!(ends, [true; 4]);
/// assert_eq!(steps, [2, 1, 0, 1]);
/// ```
pub fn attractor_entering(
    reversed: ReversedMoves,
    ender_moves: impl Fn(usize) -> bool,
    mut entered: impl FnMut(u32, u32),
) -> Vec<bool> {
    let ReversedMoves {
        mut nodes, links, ..
    } = reversed;
    let n = nodes.len() - 1;
    // The positions that entered, in the order they did: a queue, so that the
    // positions looked at one after another are unrelated and the processor fetches
    // their memory at once, not one after another.
    let mut queue = Queue::with_capacity(n);
    // The dead ends enter first; an ender's position needs one child. No branch on
    // the counts here either (see below).
    for (p, node) in nodes[..n].iter_mut().enumerate() {
        queue.push_if(p as u32, node.count == 0);
        node.count = match ender_moves(p) {
            true => node.count.min(1),
            false => node.count,
        };
    }
    while let Some(child) = queue.pop() {
        let mut parents = nodes[child as usize].parents;
        // Without a branch on the counts, which no processor can predict: a parent is
        // kept in the queue only if it just entered.
        let mut count_down = |parent: u32| {
            let left = nodes[parent as usize].count;
            nodes[parent as usize].count = left.saturating_sub(1);
            queue.push_if(parent, left == 1);
            if left == 1 {
                entered(parent, child);
            }
        };
        while parents & LINK != 0 {
            let (parent, rest) = links[(parents ^ LINK) as usize];
            count_down(parent);
            parents = rest;
        }
        count_down(parents);
    }
    nodes[..n].iter().map(|node| node.count == 0).collect()
}

/// A first-in, first-out queue of positions (or any `u32`) in which each enters once.
///
/// It serves a breadth-first search or a retrograde analysis, where no item enters
/// twice: one array, sized once, and two indices, with nothing moved or freed as items
/// leave. Every operation takes constant time.
///
/// [`Queue::push_if`] pushes without a branch, for a loop whose test (is this state new?
/// did that count reach 0?) no processor can predict: the item is written after the
/// queue's end in any case, and kept there only if the test holds.
///
/// ```
/// use gamebits::game::Queue;
/// // Breadth-first search from 1 over i → 2i and i → i + 3, below 10.
/// let mut seen = [false; 10];
/// let mut queue = Queue::with_capacity(10);
/// let mut order = Vec::new();
/// seen[1] = true;
/// queue.push(1);
/// while let Some(i) = queue.pop() {
///     order.push(i);
///     for next in [2 * i, i + 3].into_iter().filter(|&next| next < 10) {
///         queue.push_if(next, !seen[next as usize]);
///         seen[next as usize] = true;
///     }
/// }
/// assert_eq!(order, [1, 2, 4, 5, 8, 7]);
/// assert_eq!(queue.pushed(), 6);
/// ```
pub struct Queue {
    /// Every item pushed, in order, and one slot spare for [`Queue::push_if`].
    items: Vec<u32>,
    /// The next item to pop.
    head: usize,
    /// The number of items pushed.
    tail: usize,
}

impl Queue {
    /// An empty queue with room for `capacity` items in all, and one more.
    ///
    /// An item that leaves does not give its room back.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(2);
    /// assert_eq!(queue.pop(), None);
    /// ```
    pub fn with_capacity(capacity: usize) -> Queue {
        Queue {
            items: vec![0; capacity + 1],
            head: 0,
            tail: 0,
        }
    }

    /// Puts `item` at the back.
    ///
    /// # Panics
    ///
    /// If the queue already holds as many items as its capacity, taken or not.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(2);
    /// queue.push(7);
    /// queue.push(3);
    /// assert_eq!((queue.pop(), queue.pop(), queue.pop()), (Some(7), Some(3), None));
    /// ```
    #[inline]
    pub fn push(&mut self, item: u32) {
        self.push_if(item, true);
    }

    /// Puts `item` at the back if `keep`, without a branch on `keep`.
    ///
    /// # Panics
    ///
    /// If the queue already holds more items than its capacity, taken or not.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(1);
    /// queue.push_if(4, false);
    /// queue.push_if(5, true);
    /// queue.push_if(6, false);
    /// assert_eq!((queue.pop(), queue.pop()), (Some(5), None));
    /// ```
    #[inline]
    pub fn push_if(&mut self, item: u32, keep: bool) {
        // An item not kept is written all the same, in the slot after the last kept
        // one: the spare slot when `capacity` items are in.
        self.items[self.tail] = item;
        self.tail += usize::from(keep);
    }

    /// Takes the item at the front, or `None` if every item pushed has been taken.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(1);
    /// queue.push(9);
    /// assert_eq!((queue.pop(), queue.pop()), (Some(9), None));
    /// ```
    #[inline]
    pub fn pop(&mut self) -> Option<u32> {
        if self.head == self.tail {
            return None;
        }
        let item = self.items[self.head];
        self.head += 1;
        Some(item)
    }

    /// How many items have been pushed in all, taken or not.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(3);
    /// queue.push(1);
    /// queue.push(2);
    /// queue.pop();
    /// assert_eq!(queue.pushed(), 2);
    /// ```
    #[inline]
    pub fn pushed(&self) -> usize {
        self.tail
    }

    /// Every item pushed, in the order pushed, taken or not.
    ///
    /// After a breadth-first search, this is the order it visited; after Kahn's
    /// algorithm, the order it finished.
    ///
    /// ```
    /// let mut queue = gamebits::game::Queue::with_capacity(3);
    /// queue.push(5);
    /// queue.push(8);
    /// queue.pop();
    /// assert_eq!(queue.pushed_items(), [5, 8]);
    /// ```
    pub fn pushed_items(&self) -> &[u32] {
        &self.items[..self.tail]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The attractor agrees with its rule applied until nothing changes (a dead end is
    /// in; an ender's position with a child in; another with every child in), on every
    /// graph of up to 4 positions with at most 2 moves each, loops and repeats
    /// included, for every choice of the ender's positions.
    #[test]
    fn attractor_agrees_with_iterating_its_rule_to_a_fixed_point() {
        let choices: Vec<Vec<u32>> = std::iter::once(vec![])
            .chain((0..4).map(|a| vec![a]))
            .chain((0..4).flat_map(|a| (a..4).map(move |b| vec![a, b])))
            .collect();
        for n in 1..=4usize {
            for code in 0..choices.len().pow(n as u32) {
                let moves: Vec<&Vec<u32>> = (0..n)
                    .map(|p| &choices[code / choices.len().pow(p as u32) % choices.len()])
                    .collect();
                if moves.iter().copied().flatten().any(|&c| c as usize >= n) {
                    continue;
                }
                let pairs: Vec<(u32, u32)> = (0..n)
                    .flat_map(|p| moves[p].iter().map(move |&c| (p as u32, c)))
                    .collect();
                for enders in 0..1usize << n {
                    let ender = |p: usize| enders >> p & 1 == 1;
                    let mut inside = vec![false; n];
                    loop {
                        let next: Vec<bool> = (0..n)
                            .map(|p| {
                                let children = moves[p].iter().map(|&c| inside[c as usize]);
                                match ender(p) && !moves[p].is_empty() {
                                    true => children.clone().any(|c| c),
                                    false => children.clone().all(|c| c),
                                }
                            })
                            .collect();
                        if next == inside {
                            break;
                        }
                        inside = next;
                    }
                    assert_eq!(
                        attractor(ReversedMoves::new(n, &pairs), ender),
                        inside,
                        "{moves:?}, enders {enders:#b}"
                    );
                }
            }
        }
    }

    #[test]
    fn reversed_moves_hold_every_move_by_its_head() {
        let moves = [(2, 0), (0, 2), (1, 2), (2, 2), (0, 2)];
        let reversed = ReversedMoves::new(4, &moves);
        let parents = |p| {
            let mut parents: Vec<usize> = reversed.parents(p).collect();
            parents.sort_unstable();
            parents
        };
        assert_eq!(parents(0), [2]);
        assert_eq!(parents(1), []);
        assert_eq!(parents(2), [0, 0, 1, 2]);
        assert_eq!(parents(3), []);
        let degrees: Vec<usize> = (0..4).map(|p| reversed.out_degree(p)).collect();
        assert_eq!(degrees, [2, 1, 2, 0]);
    }

    /// Moves past the room asked for, one batch or many, all get their links.
    #[test]
    fn reversed_moves_make_room_for_more_moves_than_asked() {
        let mut reversed = ReversedMoves::with_capacity(2, 0);
        reversed.add_moves(&[(0, 1), (1, 1), (0, 1)]);
        for _ in 0..10 {
            reversed.add_moves(&[(1, 0), (0, 0)]);
        }
        assert_eq!(
            (reversed.parents(0).count(), reversed.parents(1).count()),
            (20, 3)
        );
        assert_eq!((reversed.out_degree(0), reversed.out_degree(1)), (12, 11));
    }
}
