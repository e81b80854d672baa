//! `cco15p2`'s worst cases and small cases.
//!
//! `cco15p2`: n = 18 with all n² − n roads, so that every state of the DP is reached
//! and every road is tried from it; small maps of 2..=8 cities ([`Map`]).

use crate::format::{Format, Part, Value};
use crate::small::{lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;
use std::fmt::Write;

const N: u64 = 18;

/// The registry's entry of `cco15p2`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "cco15p2",
    input: Format(&[
        Part::Value(Value::int("n")),
        Part::Value(Value::int("m")),
        Part::Rows {
            count: "m",
            values: &[Value::int("s"), Value::int("d"), Value::int("l")],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/cco15p2",
    readme: ReadmeRow {
        problem: r#"[DMOJ `cco15p2`](https://dmoj.ca/problem/cco15p2) "Artskjid""#,
        limits_aside: None,
        approach:
            "longest route over (set of visited cities, current city), sets in increasing order",
        complexity: "O(2ⁿ⁻¹·n²) time, O(2ⁿ⁻¹·n) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "n=18 complete, random lengths",
            generate: || complete(N),
        },
        WorstCase {
            name: "n=18 complete, all lengths 10000",
            generate: || complete_with(N, || 10_000),
        },
    ],
    sweeps: &[Sweep {
        shape: "complete, random lengths",
        parameter: "n",
        sizes: &[10, 11, 12, 13, 14, 15, 16, 17, 18],
        generate: complete,
        complexity: "2^(n−1)·n²",
        cost: |n| 2f64.powf(n - 1.0) * n * n,
    }],
    shows: Shows {
        explains: true,
        draws: true,
        steps: true,
        play: None,
    },
    page: Page {
        title: "DMOJ `cco15p2` (CCO 2015 P2, \"Artskjid\").",
        statement: "n ≤ 18 cities and one-way roads with lengths: find the longest route \
            from city 0 to city n − 1 that visits no city twice (it ends on reaching n − 1).",
    },
};

/// Every road between `n` cities, with seeded random lengths.
fn complete(n: u64) -> String {
    let mut rng = Rng::new(0xcc0_1502);
    complete_with(n, || rng.range(1..=10_000))
}

/// Every road between `n` cities, lengths drawn by `length`.
fn complete_with(n: u64, mut length: impl FnMut() -> u64) -> String {
    let mut text = format!("{n} {}\n", n * (n - 1));
    for s in 0..n {
        for d in (0..n).filter(|&d| d != s) {
            writeln!(text, "{s} {d} {}", length()).unwrap();
        }
    }
    text
}
/// Maps on 2..=8 cities, each ordered pair a road with a random density, roads in random
/// order, lengths up to 5 or up to 10 000; drawn again until city n − 1 can be reached.
/// Shrinking drops a road, drops a city other than 0 and n − 1 with its roads (the
/// cities above it renumbered), or lowers a road's length; each keeping a route.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Map>());

/// An input of `cco15p2`: cities `0..n` and one-way roads `(s, d, l)`.
///
/// ```
/// use gamebits_problems::{cco15p2::Map, SmallInput};
/// let map = Map::read("3 2\n0 1 5\n1 2 3\n");
/// assert_eq!((map.n, map.roads.as_slice()), (3, &[(0, 1, 5), (1, 2, 3)][..]));
/// assert_eq!(map.to_string(), "3 2\n0 1 5\n1 2 3\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Map {
    /// The number of cities, N.
    pub n: usize,
    /// The roads: from city s to city d, of length l.
    pub roads: Vec<(usize, usize, u32)>,
}

impl Map {
    /// Whether city n − 1 can be reached from city 0, as the statement promises.
    fn has_route(&self) -> bool {
        let mut reached = vec![false; self.n];
        reached[0] = true;
        let mut stack = vec![0];
        while let Some(city) = stack.pop() {
            for &(s, d, _) in &self.roads {
                if s == city && !reached[d] {
                    reached[d] = true;
                    stack.push(d);
                }
            }
        }
        reached[self.n - 1]
    }
}

impl SmallInput for Map {
    fn draw(rng: &mut Rng) -> Map {
        loop {
            let n = rng.index(2..=8);
            let density = rng.range(1..=4);
            let max_length = if rng.chance(1, 2) { 5 } else { 10_000 };
            let mut roads = Vec::new();
            for s in 0..n {
                for d in (0..n).filter(|&d| d != s) {
                    if rng.chance(density, 4) {
                        roads.push((s, d, rng.range(1..=max_length) as u32));
                    }
                }
            }
            rng.shuffle(&mut roads);
            let map = Map { n, roads };
            if map.has_route() {
                return map;
            }
        }
    }

    fn read(text: &str) -> Map {
        let numbers: Vec<usize> = numbers(text);
        let (n, m) = (numbers[0], numbers[1]);
        let roads = numbers[2..2 + 3 * m]
            .chunks(3)
            .map(|road| (road[0], road[1], road[2] as u32))
            .collect();
        Map { n, roads }
    }

    fn smaller(&self) -> Vec<Map> {
        let mut smaller = Vec::new();
        for city in (1..self.n.saturating_sub(1)).rev() {
            let renumber = |c: usize| if c > city { c - 1 } else { c };
            let roads = self
                .roads
                .iter()
                .filter(|&&(s, d, _)| s != city && d != city)
                .map(|&(s, d, l)| (renumber(s), renumber(d), l))
                .collect();
            smaller.push(Map {
                n: self.n - 1,
                roads,
            });
        }
        for i in 0..self.roads.len() {
            smaller.push(Map {
                roads: without(&self.roads, i),
                ..*self
            });
        }
        for (i, &(s, d, l)) in self.roads.iter().enumerate() {
            for lower in lowered(u64::from(l), 1) {
                let mut roads = self.roads.clone();
                roads[i] = (s, d, lower as u32);
                smaller.push(Map { roads, ..*self });
            }
        }
        smaller.retain(Map::has_route);
        smaller
    }
}

impl fmt::Display for Map {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{} {}", self.n, self.roads.len())?;
        for &(s, d, l) in &self.roads {
            writeln!(f, "{s} {d} {l}")?;
        }
        Ok(())
    }
}
