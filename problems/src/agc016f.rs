//! `agc016f`'s worst cases and small cases.
//!
//! `agc016f`: N = 15. The complete DAG is the dearest: every vertex can leave every
//! level, and the searches reach the most sets. Random graphs of 20, 40 and 60 edges
//! are where a search over Grundy numbers shines, and the binary must keep up. Small
//! cases ([`Dag`]): up to 8 vertices and 12 edges.

use crate::format::{Format, Part, Value};
use crate::small::without;
use crate::{
    numbers, Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const N: usize = 15;

/// The registry's entry of `agc016f`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "agc016f",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Value(Value::int("M")),
        Part::Rows { count: "M", values: &[Value::int("x"), Value::int("y")] },
    ]),
    small_cases: SMALL_CASES,
    judge: "AtCoder",
    url: "https://atcoder.jp/contests/agc016/tasks/agc016_f",
    readme: ReadmeRow {
        problem: r#"[AtCoder AGC 016 F "Games on DAG"](https://atcoder.jp/contests/agc016/tasks/agc016_f)"#,
        limits_aside: None,
        approach: "first player wins iff Grundy(1) ≠ Grundy(2); the equal ones counted by peeling Grundy levels off vertex sets",
        complexity: "at most 2·3^(N−2) (set, level) pairs, O(N) word operations each; O(2^N) memory",
    },
    limits: Limits {
        time_ms: 5000,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "N=15, complete DAG (105 edges)",
            generate: || complete(N as u64),
        },
        WorstCase {
            name: "N=15, complete DAG (105 edges) in random order",
            generate: || {
                let mut edges = all_edges(N);
                Rng::new(16).shuffle(&mut edges);
                input(N, &edges)
            },
        },
        WorstCase {
            name: "N=15, half of the edges at random",
            generate: || {
                let mut rng = Rng::new(17);
                let edges: Vec<_> = all_edges(N)
                    .into_iter()
                    .filter(|_| rng.chance(1, 2))
                    .collect();
                input(N, &edges)
            },
        },
        WorstCase {
            name: "N=15, 20 random edges",
            generate: || random_edges(N as u64, 20),
        },
        WorstCase {
            name: "N=15, 40 random edges",
            generate: || random_edges(N as u64, 40),
        },
        WorstCase {
            name: "N=15, 60 random edges",
            generate: || random_edges(N as u64, 60),
        },
        WorstCase {
            name: "N=15, the path 1 -> 2 -> ... -> 15",
            generate: || input(N, &(1..N).map(|x| (x, x + 1)).collect::<Vec<_>>()),
        },
    ],
    sweeps: &[
        Sweep {
            shape: "complete DAG",
            parameter: "N",
            sizes: &[8, 9, 10, 11, 12, 13, 14, 15],
            generate: complete,
            complexity: "N·3^N",
            cost: |n| n * 3f64.powf(n),
        },
        Sweep {
            shape: "4N random edges (all of them up to N = 9)",
            parameter: "N",
            sizes: &[8, 9, 10, 11, 12, 13, 14, 15],
            generate: |n| random_edges(n, (4 * n).min(n * (n - 1) / 2) as usize),
            complexity: "N·3^N",
            cost: |n| n * 3f64.powf(n),
        },
    ],
    shows: Shows {
        explains: true,
        draws: true,
        steps: false,
        play: Some(Play {
            options: &["--start", "--keep"],
        }),
    },
    page: Page {
        title: "AtCoder AGC 016 F \"Games on DAG\".",
        statement: "Pieces on vertices 1 and 2 of a DAG; a move slides one along an edge, \
            and who cannot move loses. Count (mod 1e9+7) the kept-edge subsets the first \
            player wins.",
    },
};

/// The complete DAG on `n` vertices.
fn complete(n: u64) -> String {
    let n = n as usize;
    input(n, &all_edges(n))
}

/// `m` distinct edges of the `n` vertices, drawn at random, in a random order.
fn random_edges(n: u64, m: usize) -> String {
    let n = n as usize;
    let mut rng = Rng::new(0xa9c0_16f0 + m as u64);
    let pairs = all_edges(n);
    let mut edges: Vec<_> = rng
        .distinct_sorted(m, pairs.len() as u64)
        .into_iter()
        .map(|i| pairs[i as usize])
        .collect();
    rng.shuffle(&mut edges);
    input(n, &edges)
}

/// Every edge x -> y with x < y of the vertices 1..=n.
fn all_edges(n: usize) -> Vec<(usize, usize)> {
    (1..=n)
        .flat_map(|x| (x + 1..=n).map(move |y| (x, y)))
        .collect()
}

fn input(n: usize, edges: &[(usize, usize)]) -> String {
    let mut text = format!("{n} {}\n", edges.len());
    for (x, y) in edges {
        text += &format!("{x} {y}\n");
    }
    text
}
/// 2..=8 vertices and 1..=12 distinct edges, in random order. Shrinking drops an edge,
/// or drops a vertex other than 1 and 2 with its edges (the vertices above it
/// renumbered, which keeps x < y).
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Dag>());

/// An input of `agc016f`: vertices `1..=n` and edges `x → y`, x < y.
///
/// ```
/// use gamebits_problems::{agc016f::Dag, SmallInput};
/// let dag = Dag::read("3 2\n1 2\n2 3\n");
/// assert_eq!((dag.n, dag.edges.as_slice()), (3, &[(1, 2), (2, 3)][..]));
/// assert_eq!(dag.to_string(), "3 2\n1 2\n2 3\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dag {
    /// The number of vertices, N.
    pub n: usize,
    /// The edges `x → y`, 1-based, x < y, in the input's order.
    pub edges: Vec<(usize, usize)>,
}

impl SmallInput for Dag {
    fn draw(rng: &mut Rng) -> Dag {
        let n = rng.index(2..=8);
        let pairs = all_edges(n);
        let m = rng.index(1..=pairs.len().min(12));
        let mut edges: Vec<(usize, usize)> = rng
            .distinct_sorted(m, pairs.len() as u64)
            .into_iter()
            .map(|i| pairs[i as usize])
            .collect();
        rng.shuffle(&mut edges);
        Dag { n, edges }
    }

    fn read(text: &str) -> Dag {
        let numbers: Vec<usize> = numbers(text);
        let (n, m) = (numbers[0], numbers[1]);
        let edges = numbers[2..2 + 2 * m]
            .chunks(2)
            .map(|e| (e[0], e[1]))
            .collect();
        Dag { n, edges }
    }

    fn smaller(&self) -> Vec<Dag> {
        let mut smaller = Vec::new();
        for vertex in (3..=self.n).rev() {
            let renumber = |v: usize| if v > vertex { v - 1 } else { v };
            let edges: Vec<_> = self
                .edges
                .iter()
                .filter(|&&(x, y)| x != vertex && y != vertex)
                .map(|&(x, y)| (renumber(x), renumber(y)))
                .collect();
            if !edges.is_empty() {
                smaller.push(Dag {
                    n: self.n - 1,
                    edges,
                });
            }
        }
        for i in (0..self.edges.len()).filter(|_| self.edges.len() > 1) {
            smaller.push(Dag {
                n: self.n,
                edges: without(&self.edges, i),
            });
        }
        smaller
    }
}

impl fmt::Display for Dag {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&input(self.n, &self.edges))
    }
}
