//! Worst cases for `qccp1`: N = 1e5 nodes and M = 1e6 edges (about 14 MB of input), and a
//! path of 1e5 nodes that play walks to its end (the depth test).

use crate::{Rng, WorstCase};
use std::fmt::Write;

const N: usize = 100_000;
const M: usize = 1_000_000;
const COLOURS: [char; 7] = ['r', 'o', 'y', 'g', 'b', 'i', 'v'];

pub(crate) fn worst_cases() -> Vec<WorstCase> {
    vec![
        WorstCase {
            binary: "qccp1",
            name: "N=1e5 M=1e6 random DAG",
            generate: random_dag,
        },
        WorstCase {
            binary: "qccp1",
            name: "N=1e5 path + 1e6 forward shortcuts",
            generate: path_with_shortcuts,
        },
        WorstCase {
            binary: "qccp1",
            name: "N=1e5 path never seeing all colours",
            generate: long_path,
        },
    ]
}

/// M edges between random pairs of nodes, each from earlier to later in a random
/// topological order that starts at node 1; random colours, all seven present.
fn random_dag() -> String {
    let mut rng = Rng::new(0x9cc9_0001);
    let label = labels_from_node_1(&mut rng);
    let mut edges = Vec::with_capacity(M);
    while edges.len() < M {
        let (a, b) = (rng.index(0..=N - 1), rng.index(0..=N - 1));
        if a != b {
            edges.push((a.min(b), a.max(b), rng.index(0..=6)));
        }
    }
    input(&label, &edges)
}

/// A path through all N nodes in one colour, starting at node 1, plus forward shortcuts
/// in all seven colours up to M edges; edges listed in random order.
fn path_with_shortcuts() -> String {
    let mut rng = Rng::new(0x9cc9_0002);
    let label = labels_from_node_1(&mut rng);
    let mut edges: Vec<(usize, usize, usize)> = (1..N).map(|i| (i - 1, i, 0)).collect();
    while edges.len() < M {
        let a = rng.index(0..=N - 2);
        let b = if rng.chance(1, 2) {
            rng.index(a + 1..=(a + 8).min(N - 1))
        } else {
            rng.index(a + 1..=N - 1)
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

/// A random labelling of positions `0..N` by nodes `1..=N` with position 0 labelled 1.
fn labels_from_node_1(rng: &mut Rng) -> Vec<usize> {
    let mut label: Vec<usize> = (1..=N).collect();
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
