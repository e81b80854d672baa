//! DMOJ `cco15p2` (CCO 2015 P2, "Artskjid").
//!
//! **Problem.** n ≤ 18 cities and one-way roads with lengths: find the longest route from
//! city 0 to city n − 1 that visits no city twice (it ends on reaching n − 1).
//!
//! **Idea.** `best[S][v]`: the longest route from city 0 that visits exactly the set S and
//! stands at v, or unreached. A road v → w with w ∉ S extends it to `best[S ∪ {w}][w]`;
//! sets only grow, so increasing order of S is an evaluation order. Only sets containing
//! city 0 are stored, only reached states are extended, and a route at n − 1 is finished,
//! never extended. The answer is the best over S of `best[S][n − 1]`.
//!
//! **Complexity.** O(2ⁿ⁻¹ · n²) time: for n = 18 with every road, about 2·10⁷ road checks
//! and 10⁷ extensions; O(2ⁿ⁻¹ · n) memory.
//!
//! **`--explain`** shows a longest route city by city: each road with its length and
//! the state it leads to, the set of visited cities written as a bitmask, and the
//! route's total; then every state at city n − 1 that a route reaches, the longest
//! first. Its witnesses are the route's cities (`witness route: 0 1 2`) and its roads'
//! lengths in order (`witness lengths: 5 3`).

use gamebits::bits::{has_bit, ones, with_bit};
use gamebits::explain::{sequence, signed_sum, Explanation, Set};
use gamebits::judge::{run_explained, InputError, Tokens};

const MAX_N: usize = 18;
const MAX_LENGTH: u32 = 10_000;

/// A state no route reaches; every reached state holds a length ≥ 0.
const UNREACHED: i32 = -1;

fn main() {
    run_explained(
        |tokens| {
            let roads = read_input(tokens)?;
            longest_route(&roads).ok_or_else(|| no_route(&roads))
        },
        explain,
    )
}

/// The error of a map on which no route leads from city 0 to the last city.
fn no_route(roads: &[Vec<(usize, i32)>]) -> InputError {
    InputError::new(format!(
        "no route leads from city 0 to city {}",
        roads.len() - 1
    ))
}

/// Reads `n m` and the `m` roads `s d l`; returns, for every city, its roads as
/// (destination, length).
fn read_input(tokens: &mut Tokens) -> Result<Vec<Vec<(usize, i32)>>, InputError> {
    let n = tokens.number("n", 2..=MAX_N)?;
    let m = tokens.number("m", 1..=n * (n - 1))?;
    let mut length = vec![vec![0; n]; n];
    for i in 1..=m {
        let s = tokens.number(format_args!("s_{i}"), 0..=n - 1)?;
        let d = tokens.number(format_args!("d_{i}"), 0..=n - 1)?;
        let l = tokens.number(format_args!("l_{i}"), 1..=MAX_LENGTH)?;
        if s == d {
            return Err(InputError::new(format!(
                "road {i} leads from city {s} to itself"
            )));
        }
        if length[s][d] != 0 {
            return Err(InputError::new(format!(
                "road {i} repeats a road from city {s} to city {d}"
            )));
        }
        length[s][d] = l as i32;
    }
    Ok(length
        .iter()
        .map(|row| {
            (0..n)
                .filter(|&d| row[d] != 0)
                .map(|d| (d, row[d]))
                .collect()
        })
        .collect())
}

/// The length of the longest simple route from city 0 to the last city, if one exists.
fn longest_route(roads: &[Vec<(usize, i32)>]) -> Option<i32> {
    let n = roads.len();
    let last = n - 1;
    // States (S, v) with city 0 in S, stored at (S >> 1) * n + v.
    let index = |set: usize, v: usize| (set >> 1) * n + v;
    let mut best = vec![UNREACHED; (1 << (n - 1)) * n];
    best[index(1, 0)] = 0;
    let mut answer = UNREACHED;
    for set in (1..1usize << n).step_by(2) {
        for v in ones(set) {
            let here = best[index(set, v)];
            if here == UNREACHED {
                continue;
            }
            if v == last {
                answer = answer.max(here);
                continue;
            }
            for &(w, l) in roads[v].iter().filter(|&&(w, _)| !has_bit(set, w)) {
                let there = &mut best[index(with_bit(set, w), w)];
                *there = (*there).max(here + l);
            }
        }
    }
    (answer != UNREACHED).then_some(answer)
}

/// `--explain`: a longest route, road by road with the states it passes, and the states
/// at the last city that routes reach. Witnesses: `route` (its cities from 0 to n − 1)
/// and `lengths` (the length of each of its roads, in order).
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<i32, InputError> {
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

/// The DP of [`longest_route`] again, with the city before the last of each state's
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
