//! DMOJ `qccp1` ("QCC P1 - Quarantine Games").
//!
//! **Problem.** Two players alternate moving a token from node 1 along the edges of a DAG
//! whose edges have up to seven colours. Play ends once an edge of every colour of the input
//! has been traversed, or when no move exists; the last player to move wins.
//!
//! **Idea.** A position is (node u, set S of colours traversed): 2⁷ = 128 sets, so one `u128`
//! per node holds the sets S for which (u, S) is lost for the player to move. The set ALL of
//! all colours of the input is lost; any other (u, S) is won iff some edge u → v of colour c
//! reaches a lost (v, S ∪ {c}). For one edge, the parent's bit S reads the child's bit S when
//! c ∈ S and the child's bit S + 2^c when c ∉ S, so two masks and a shift by 2^c carry all 128
//! sets across the edge at once. Nodes are evaluated children first, in the reverse of a
//! topological order found by Kahn's algorithm (no recursion), which also detects a cycle.
//!
//! **Complexity.** O(N + M) time, with O(1) `u128` operations per edge; O(N + M) memory,
//! the edges stored in compressed sparse rows.

use gamebits::cli::{check_range, run, InputError};
use proconio::input;
use proconio::source::once::OnceSource;
use std::io::BufReader;

const MAX_N: usize = 100_000;
const MAX_M: usize = 1_000_000;

/// The colour letters; a colour's index is its position here.
const COLOURS: [char; 7] = ['r', 'o', 'y', 'g', 'b', 'i', 'v'];

/// `HAS_COLOUR[c]`: the colour sets (as bit positions `0..128` of a `u128`) that contain `c`.
const HAS_COLOUR: [u128; 7] = [
    sets_containing(0),
    sets_containing(1),
    sets_containing(2),
    sets_containing(3),
    sets_containing(4),
    sets_containing(5),
    sets_containing(6),
];

fn main() {
    run(|| {
        let (graph, all_colours) = read_input()?;
        let order = graph
            .topological_order()
            .ok_or_else(|| InputError::new("the graph has a cycle, so it is not a DAG"))?;
        let lost = lost_sets(&graph, &order, all_colours);
        // Play starts at node 1 (index 0) with no colour traversed (set 0, bit 0).
        let first_player_loses = lost[0] & 1 == 1;
        Ok(if first_player_loses {
            "deruikong"
        } else {
            "piddddgy"
        })
    })
}

/// An edge as stored in its tail's row: head node (0-based) and colour index.
#[derive(Clone, Copy)]
struct Edge {
    to: u32,
    colour: u8,
}

/// A directed graph in compressed sparse rows: the edges leaving node `u` are
/// `edges[start[u]..start[u + 1]]`.
struct Graph {
    start: Vec<usize>,
    edges: Vec<Edge>,
}

impl Graph {
    /// The graph on `n` nodes with edge `tails[i] → edges[i].to` for every `i`.
    fn new(n: usize, tails: &[u32], edges: &[Edge]) -> Graph {
        let mut start = vec![0; n + 1];
        for &u in tails {
            start[u as usize + 1] += 1;
        }
        for u in 0..n {
            start[u + 1] += start[u];
        }
        let mut next = start.clone();
        let mut rows = vec![Edge { to: 0, colour: 0 }; edges.len()];
        for (&u, &edge) in tails.iter().zip(edges) {
            rows[next[u as usize]] = edge;
            next[u as usize] += 1;
        }
        Graph { start, edges: rows }
    }

    fn node_count(&self) -> usize {
        self.start.len() - 1
    }

    /// The edges leaving node `u`.
    fn out(&self, u: usize) -> &[Edge] {
        &self.edges[self.start[u]..self.start[u + 1]]
    }

    /// The nodes with every edge going from earlier to later (Kahn's algorithm), or
    /// `None` if a cycle makes that impossible.
    fn topological_order(&self) -> Option<Vec<u32>> {
        let n = self.node_count();
        let mut in_degree = vec![0u32; n];
        for edge in &self.edges {
            in_degree[edge.to as usize] += 1;
        }
        let mut order = Vec::with_capacity(n);
        order.extend((0..n as u32).filter(|&u| in_degree[u as usize] == 0));
        let mut done = 0;
        while let Some(&u) = order.get(done) {
            done += 1;
            for edge in self.out(u as usize) {
                in_degree[edge.to as usize] -= 1;
                if in_degree[edge.to as usize] == 0 {
                    order.push(edge.to);
                }
            }
        }
        (order.len() == n).then_some(order)
    }
}

/// Reads `N M` and the `M` edges `u v C`; returns the graph (nodes 0-based) and the set
/// of colours that appear.
fn read_input() -> Result<(Graph, usize), InputError> {
    // One source that reads all of stdin at once (also in debug builds) and is not
    // behind proconio's global lock, which `input!` would take once per edge.
    let mut source = OnceSource::new(BufReader::new(std::io::stdin().lock()));
    input! { from &mut source, n: usize, m: usize }
    check_range("N", n, 2..=MAX_N)?;
    check_range("M", m, 1..=MAX_M)?;
    let mut tails = Vec::with_capacity(m);
    let mut edges = Vec::with_capacity(m);
    let mut all_colours = 0;
    for i in 1..=m {
        input! { from &mut source, u: usize, v: usize, letter: char }
        let (u, v) = (node("u", i, u, n)?, node("v", i, v, n)?);
        let colour = COLOURS.iter().position(|&c| c == letter).ok_or_else(|| {
            InputError::new(format!(
                "C_{i} = {letter} is not a colour: expected one of r o y g b i v"
            ))
        })?;
        all_colours |= 1 << colour;
        tails.push(u);
        edges.push(Edge {
            to: v,
            colour: colour as u8,
        });
    }
    Ok((Graph::new(n, &tails, &edges), all_colours))
}

/// Node `value` of edge `i` (`field` is `u` or `v`) as a 0-based index, if it is in 1..=n.
fn node(field: &str, i: usize, value: usize, n: usize) -> Result<u32, InputError> {
    Ok(check_range(format_args!("{field}_{i}"), value, 1..=n)? as u32 - 1)
}

/// For every node u, the sets S (bits of a `u128`) for which position (u, S) is lost for
/// the player to move. `order` is a topological order; `all_colours` the set that ends play.
fn lost_sets(graph: &Graph, order: &[u32], all_colours: usize) -> Vec<u128> {
    let mut lost = vec![0u128; graph.node_count()];
    for &u in order.iter().rev() {
        let won = graph.out(u as usize).iter().fold(0, |won, edge| {
            won | lost_after(lost[edge.to as usize], edge)
        });
        lost[u as usize] = !won | 1 << all_colours;
    }
    lost
}

/// The sets S for which moving along `edge` from S reaches a lost position, given the
/// lost sets of the edge's head: bit S of the result is bit S ∪ {c} of `head_lost`.
fn lost_after(head_lost: u128, edge: &Edge) -> u128 {
    let has = HAS_COLOUR[edge.colour as usize];
    (head_lost & has) | (head_lost >> (1 << edge.colour) & !has)
}

/// The colour sets containing colour `c`, as bits of a `u128`.
const fn sets_containing(c: usize) -> u128 {
    let mut sets = 0;
    let mut s = 0;
    while s < 128 {
        if s >> c & 1 == 1 {
            sets |= 1 << s;
        }
        s += 1;
    }
    sets
}
