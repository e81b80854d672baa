//! **`--explain`** shows a longest route city by city: each road with its length and
//! the state it leads to, the set of visited cities written as a bitmask, and the
//! route's total; then every state at city n − 1 that a route reaches, the longest
//! first. Its witnesses are the route's cities (`witness route: 0 1 2`) and its roads'
//! lengths in order (`witness lengths: 5 3`).

use super::{no_route, read_input, UNREACHED};
use gamebits::bits::{has_bit, ones, with_bit};
use gamebits::explain::{sequence, signed_sum, Explanation, Set};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: a longest route, road by road with the states it passes, and the states
/// at the last city that routes reach. Witnesses: `route` (its cities from 0 to n − 1)
/// and `lengths` (the length of each of its roads, in order).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i32, InputError> {
    let roads = read_input(tokens)?;
    let routes = Routes::new(&roads);
    let finishes = routes.finishes();
    let &(set, answer) = finishes.first().ok_or_else(|| no_route(&roads))?;
    let n = roads.len();
    why.line(
        "a state is (S, v): the set S of cities visited, a bitmask with city i at bit i, \
         and the city v where the route stands; its value is the length of the longest \
         route from city 0 through exactly S to v",
    );
    why.line(format_args!(
        "a road v → w to a city w not in S leads from (S, v) to (S ∪ {{w}}, w); \
         a route at city {} is finished",
        n - 1
    ));
    let route = routes.route(set, n - 1);
    let lengths = road_lengths(&roads, &route);
    explain_route(why, n, &route, &lengths);
    why.witness("route", &route);
    why.witness("lengths", &lengths);
    why.line(format_args!(
        "every state at city {} that a route reaches ({} of them), the longest first:",
        n - 1,
        finishes.len()
    ));
    why.rows(finishes.len(), |k| {
        let (set, length) = finishes[k];
        format!("  {}: {length}", Set::new(set as u64, n, 0))
    });
    Ok(answer)
}

/// The route's states one road at a time, and its total.
fn explain_route(why: &mut Explanation, n: usize, route: &[usize], lengths: &[i32]) {
    why.line("a longest route:");
    why.line(format_args!("  state ({}, 0), length 0", Set::new(1, n, 0)));
    let (mut visited, mut total) = (1, 0);
    for (pair, &length) in route.windows(2).zip(lengths) {
        visited = with_bit(visited, pair[1]);
        total += length;
        why.line(format_args!(
            "  road {} → {} of length {length}: state ({}, {}), length {total}",
            pair[0],
            pair[1],
            Set::new(visited as u64, n, 0),
            pair[1]
        ));
    }
    why.line(format_args!(
        "the route {} visits {}: {} = {total}",
        sequence(route, None),
        Set::new(visited as u64, n, 0),
        signed_sum(lengths.iter().copied())
    ));
}

/// The length of each road of `route`, in order.
fn road_lengths(roads: &[Vec<(usize, i32)>], route: &[usize]) -> Vec<i32> {
    route
        .windows(2)
        .map(|pair| {
            let road = roads[pair[0]].iter().find(|&&(w, _)| w == pair[1]);
            road.expect("a route follows roads").1
        })
        .collect()
}

/// The DP of [`longest_route`](super::longest_route) again, with the city before the last of each state's
/// longest route, so that the route can be walked back.
struct Routes {
    n: usize,
    /// The longest route's length of each state (S, v), stored at `(S >> 1) * n + v`.
    best: Vec<i32>,
    /// The city before v on that route.
    before: Vec<u8>,
}

impl Routes {
    /// Fills the table over the sets holding city 0, in increasing order.
    fn new(roads: &[Vec<(usize, i32)>]) -> Routes {
        let n = roads.len();
        let mut routes = Routes {
            n,
            best: vec![UNREACHED; (1 << (n - 1)) * n],
            before: vec![0; (1 << (n - 1)) * n],
        };
        let start = routes.index(1, 0);
        routes.best[start] = 0;
        for set in (1..1usize << n).step_by(2) {
            for v in ones(set).filter(|&v| v != n - 1) {
                let here = routes.best[routes.index(set, v)];
                if here == UNREACHED {
                    continue;
                }
                for &(w, l) in roads[v].iter().filter(|&&(w, _)| !has_bit(set, w)) {
                    let there = routes.index(with_bit(set, w), w);
                    if here + l > routes.best[there] {
                        routes.best[there] = here + l;
                        routes.before[there] = v as u8;
                    }
                }
            }
        }
        routes
    }

    /// Where state (S, v) is stored.
    fn index(&self, set: usize, v: usize) -> usize {
        (set >> 1) * self.n + v
    }

    /// The reached states at the last city as (S, length), the longest first.
    fn finishes(&self) -> Vec<(usize, i32)> {
        let last = self.n - 1;
        let mut finishes: Vec<(usize, i32)> = (1..1usize << self.n)
            .step_by(2)
            .filter(|&set| has_bit(set, last))
            .map(|set| (set, self.best[self.index(set, last)]))
            .filter(|&(_, length)| length != UNREACHED)
            .collect();
        finishes.sort_by_key(|&(set, length)| (std::cmp::Reverse(length), set));
        finishes
    }

    /// The longest route of the reached state (S, v), its cities from 0 to v.
    fn route(&self, mut set: usize, mut v: usize) -> Vec<usize> {
        let mut route = vec![v];
        while v != 0 {
            let before = self.before[self.index(set, v)] as usize;
            set ^= 1 << v;
            v = before;
            route.push(v);
        }
        route.reverse();
        route
    }
}
