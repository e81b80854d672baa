//! `cco15p2`'s `--explain`: a longest route city by city, and its steps.
//!
//! **`--explain`** shows a longest route city by city: each road with its length and
//! the state it leads to, the set of visited cities written as a bitmask, and the
//! route's total; then every state at city n − 1 that a route reaches, the longest
//! first. Its witnesses are the route's cities (`witness route: 0 1 2`) and its roads'
//! lengths in order (`witness lengths: 5 3`). **`--explain=steps`** fills the table of
//! reached states, sets in increasing order, each entry from the roads into it from the
//! entries of a smaller set.

use super::{no_route, read_input, UNREACHED};
use gamebits::bits::{has_bit, ones, with_bit};
use gamebits::explain::dot::{shade, Dot};
use gamebits::explain::steps::Steps;
use gamebits::explain::{sequence, signed_sum, Explanation, Set};
use gamebits::judge::{InputError, Tokens};
use std::collections::{HashSet, VecDeque};

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
    why.draw(|dot| draw_states(dot, &roads, &routes, &route));
    why.step(|steps| step_states(steps, &roads, &routes));
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

/// The steps: every reached state (S, v), the sets in increasing order and v within
/// each, with the rule that gives its length ([`state_rule`]), as many as are shown.
fn step_states(steps: &mut Steps, roads: &[Vec<(usize, i32)>], routes: &Routes) {
    let n = roads.len();
    let mut length = vec![vec![None; n]; n];
    for (v, out) in roads.iter().enumerate() {
        for &(w, l) in out {
            length[v][w] = Some(l);
        }
    }
    for set in (1..1usize << n).step_by(2) {
        for v in ones(set) {
            let best = routes.best[routes.index(set, v)];
            if best == UNREACHED {
                continue;
            }
            if !steps.has_room() {
                steps.leave_out(1);
                continue;
            }
            let rule = state_rule(&length, routes, set, v);
            steps.step(format!("{set}:{v}"), best, rule);
        }
    }
}

/// Why the reached state (S, v) has its length: the start, or the longest of the roads
/// u → v from the reached states (S ∖ {v}, u), each written `from (S ∖ {v}, u) by road
/// u → v, 4 + 3 = 7` (u is never the last city: a finished route goes no further, so
/// no reached state holds it but where it stands).
fn state_rule(length: &[Vec<Option<i32>>], routes: &Routes, set: usize, v: usize) -> String {
    let n = length.len();
    let state = |set: usize, v: usize| format!("({}, {v})", Set::new(set as u64, n, 0));
    let best = routes.best[routes.index(set, v)];
    if v == 0 {
        return format!("{} is 0: every route starts at city 0", state(set, v));
    }
    let before = set ^ 1 << v;
    let ways: Vec<String> = ones(before)
        .filter_map(|u| {
            let l = length[u][v]?;
            let there = routes.best[routes.index(before, u)];
            (there != UNREACHED).then(|| {
                format!(
                    "from {} by road {u} → {v}, {there} + {l} = {}",
                    state(before, u),
                    there + l
                )
            })
        })
        .collect();
    let which = if ways.len() == 1 {
        ""
    } else {
        "the longest of: "
    };
    format!("{} is {best}: {which}{}", state(set, v), ways.join("; "))
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

/// The picture: the states the routes from city 0 reach, breadth first (as many as it
/// shows), each (S, v) with its longest length and filled by how many cities S holds;
/// the roads between them, a longest route bold.
fn draw_states(dot: &mut Dot, roads: &[Vec<(usize, i32)>], routes: &Routes, route: &[usize]) {
    let n = roads.len();
    let id = |set: usize, v: usize| format!("{set}:{v}");
    let mut on_route = HashSet::new();
    let mut set = 1;
    for pair in route.windows(2) {
        on_route.insert((set, pair[0], pair[1]));
        set = with_bit(set, pair[1]);
    }
    let mut queue = VecDeque::from([(1, 0)]);
    let mut seen = HashSet::from([(1, 0)]);
    add_state(dot, n, routes, 1, 0);
    while let Some((set, v)) = queue.pop_front() {
        if v == n - 1 {
            continue;
        }
        for &(w, length) in roads[v].iter().filter(|&&(w, _)| !has_bit(set, w)) {
            let next = (with_bit(set, w), w);
            if seen.insert(next) && dot.has_room() {
                queue.push_back(next);
            }
            add_state(dot, n, routes, next.0, w);
            let bold = on_route.contains(&(set, v, w));
            dot.edge(id(set, v), id(next.0, w), &length.to_string(), bold);
        }
    }
}

/// One state (S, v) of the picture, with the length of its longest route.
fn add_state(dot: &mut Dot, n: usize, routes: &Routes, set: usize, v: usize) {
    let best = routes.best[routes.index(set, v)];
    let label = format!("({}, {v})\nlongest {best}", Set::new(set as u64, n, 0));
    dot.node(
        format!("{set}:{v}"),
        &label,
        shade(set.count_ones() as usize - 1),
    );
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
