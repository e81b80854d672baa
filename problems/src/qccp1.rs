//! `qccp1`'s worst cases and small cases.
//!
//! `qccp1`: N = 1e5 nodes and M = 1e6 edges (about 14 MB of input), and a path of 1e5
//! nodes that play walks to its end (the depth test); small cases ([`Game`]) of 2..=8
//! nodes and 1..=16 edges.

use crate::format::{Format, Part, Value};
use crate::small::{lowered, number, without};
use crate::{
    Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;
use std::fmt::Write;

const N: usize = 100_000;
const M: u64 = 1_000_000;
/// The colours an edge may have, as the input writes them (roygbiv).
pub const COLOURS: [char; 7] = ['r', 'o', 'y', 'g', 'b', 'i', 'v'];
/// The sizes of the sweeps: M edges on M/10 nodes.
const EDGES: &[u64] = &[10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

/// The registry's entry of `qccp1`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "qccp1",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Value(Value::int("M")),
        Part::Rows { count: "M", values: &[Value::int("u"), Value::int("v"), Value::word("C")] },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/qccp1",
    readme: ReadmeRow {
        problem: r#"[DMOJ `qccp1`](https://dmoj.ca/problem/qccp1) "Quarantine Games""#,
        limits_aside: None,
        approach: "positions (node, set of colours traversed): a node's 128 sets in one `u128`, nodes finished children first",
        complexity: "O(N + M) time (word operations) and memory",
    },
    limits: Limits {
        time_ms: 1500,
        time_published: true,
        memory_mib: Some(256),
        note: None,
    },
    targets: Targets { time_percent: 6.0 },
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "N=1e5 M=1e6 random DAG",
            generate: || random_dag(M),
        },
        WorstCase {
            name: "N=1e5 path + 1e6 forward shortcuts",
            generate: || path_with_shortcuts(M),
        },
        WorstCase {
            name: "N=1e5 path never seeing all colours",
            generate: long_path,
        },
    ],
    sweeps: &[
        Sweep {
            shape: "random DAG, N = M/10",
            parameter: "M",
            sizes: EDGES,
            generate: random_dag,
            complexity: "N + M",
            cost: |m| m + m / 10.0,
        },
        Sweep {
            shape: "path + forward shortcuts, N = M/10",
            parameter: "M",
            sizes: EDGES,
            generate: path_with_shortcuts,
            complexity: "N + M",
            cost: |m| m + m / 10.0,
        },
    ],
    shows: Shows {
        explains: true,
        draws: true,
        steps: false,
        play: Some(Play {
            options: &["--start", "--colours"],
        }),
    },
    page: Page {
        title: "DMOJ `qccp1` (\"QCC P1 - Quarantine Games\").",
        statement: "Players alternate moving a token from node 1 along the coloured edges \
            of a DAG; play ends when every colour of the input has been traversed or no move \
            exists. The last player to move wins: does the first?",
    },
};

/// `m` edges between random pairs of `m / 10` nodes, each from earlier to later in a
/// random topological order that starts at node 1; random colours, all seven present.
fn random_dag(m: u64) -> String {
    let (n, m) = ((m / 10) as usize, m as usize);
    let mut rng = Rng::new(0x9cc9_0001);
    let label = labels_from_node_1(&mut rng, n);
    let mut edges = Vec::with_capacity(m);
    while edges.len() < m {
        let (a, b) = (rng.index(0..=n - 1), rng.index(0..=n - 1));
        if a != b {
            edges.push((a.min(b), a.max(b), rng.index(0..=6)));
        }
    }
    input(&label, &edges)
}

/// A path through all `m / 10` nodes in one colour, starting at node 1, plus forward
/// shortcuts in all seven colours up to `m` edges; edges listed in random order.
fn path_with_shortcuts(m: u64) -> String {
    let (n, m) = ((m / 10) as usize, m as usize);
    let mut rng = Rng::new(0x9cc9_0002);
    let label = labels_from_node_1(&mut rng, n);
    let mut edges: Vec<(usize, usize, usize)> = (1..n).map(|i| (i - 1, i, 0)).collect();
    while edges.len() < m {
        let a = rng.index(0..=n - 2);
        let b = if rng.chance(1, 2) {
            rng.index(a + 1..=(a + 8).min(n - 1))
        } else {
            rng.index(a + 1..=n - 1)
        };
        edges.push((a, b, rng.index(0..=6)));
    }
    rng.shuffle(&mut edges);
    input(&label, &edges)
}

/// Node 1 → 2 → … → N − 1 in colours cycling through six colours, and one edge N → 1 in
/// the seventh, which play from node 1 never reaches: the game walks the whole path.
fn long_path() -> String {
    let label: Vec<usize> = (1..=N).collect();
    let mut edges: Vec<(usize, usize, usize)> = (1..N - 1).map(|i| (i - 1, i, i % 6)).collect();
    edges.push((N - 1, 0, 6));
    input(&label, &edges)
}

/// A random labelling of positions `0..n` by nodes `1..=n` with position 0 labelled 1.
fn labels_from_node_1(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut label: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut label[1..]);
    label
}

/// The input text of edges given as (from position, to position, colour index).
fn input(label: &[usize], edges: &[(usize, usize, usize)]) -> String {
    let mut text = String::with_capacity(16 * edges.len() + 16);
    writeln!(text, "{} {}", label.len(), edges.len()).unwrap();
    for &(a, b, colour) in edges {
        writeln!(text, "{} {} {}", label[a], label[b], COLOURS[colour]).unwrap();
    }
    text
}
/// DAGs on 2..=8 nodes with 1..=16 edges, going forward in a random order of the labels
/// (node 1 first in half of them), coloured from a palette of 1..=3 letters in half of
/// them (so all get traversed), of 1..=7 in the others. Shrinking drops an edge, drops a
/// node other than 1 with its edges (the nodes above it renumbered), or lowers an
/// edge's colour in roygbiv.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Game>());

/// An input of `qccp1`: nodes `1..=n` and edges `(u, v, colour)`, the colour one of the
/// letters of [`COLOURS`].
///
/// ```
/// use gamebits_problems::{qccp1::Game, SmallInput};
/// let game = Game::read("3 2\n1 2 r\n2 3 v\n");
/// assert_eq!((game.n, game.edges.as_slice()), (3, &[(1, 2, 'r'), (2, 3, 'v')][..]));
/// assert_eq!(game.to_string(), "3 2\n1 2 r\n2 3 v\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The number of nodes, N.
    pub n: usize,
    /// The edges from node u to node v, each of a colour.
    pub edges: Vec<(usize, usize, char)>,
}

impl SmallInput for Game {
    fn draw(rng: &mut Rng) -> Game {
        let n = rng.index(2..=8);
        let mut order: Vec<usize> = (1..=n).collect();
        rng.shuffle(&mut order);
        if rng.chance(1, 2) {
            let at = order.iter().position(|&u| u == 1).expect("node 1");
            order.swap(0, at);
        }
        let mut palette = COLOURS;
        rng.shuffle(&mut palette);
        let most_colours = if rng.chance(1, 2) { 3 } else { 7 };
        let palette = &palette[..rng.index(1..=most_colours)];
        let m = rng.index(1..=16);
        let edges = (0..m)
            .map(|_| {
                let a = rng.index(0..=n - 2);
                let b = rng.index(a + 1..=n - 1);
                let colour = palette[rng.index(0..=palette.len() - 1)];
                (order[a], order[b], colour)
            })
            .collect();
        Game { n, edges }
    }

    fn read(text: &str) -> Game {
        let words: Vec<&str> = text.split_whitespace().collect();
        let m: usize = number(words[1]);
        let edges = words[2..2 + 3 * m]
            .chunks(3)
            .map(|edge| {
                let colour = edge[2].chars().next().expect("a colour");
                (number(edge[0]), number(edge[1]), colour)
            })
            .collect();
        Game {
            n: number(words[0]),
            edges,
        }
    }

    fn smaller(&self) -> Vec<Game> {
        let mut smaller = Vec::new();
        for node in (2..=self.n).rev().filter(|_| self.n > 2) {
            let renumber = |u: usize| if u > node { u - 1 } else { u };
            let edges: Vec<_> = self
                .edges
                .iter()
                .filter(|&&(u, v, _)| u != node && v != node)
                .map(|&(u, v, colour)| (renumber(u), renumber(v), colour))
                .collect();
            if !edges.is_empty() {
                smaller.push(Game {
                    n: self.n - 1,
                    edges,
                });
            }
        }
        for i in (0..self.edges.len()).filter(|_| self.edges.len() > 1) {
            smaller.push(Game {
                edges: without(&self.edges, i),
                ..*self
            });
        }
        for (i, &(u, v, colour)) in self.edges.iter().enumerate() {
            let index = COLOURS.iter().position(|&c| c == colour).expect("a colour");
            for lower in lowered(index as u64, 0) {
                let mut edges = self.edges.clone();
                edges[i] = (u, v, COLOURS[lower as usize]);
                smaller.push(Game { edges, ..*self });
            }
        }
        smaller
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{} {}", self.n, self.edges.len())?;
        for &(u, v, colour) in &self.edges {
            writeln!(f, "{u} {v} {colour}")?;
        }
        Ok(())
    }
}
