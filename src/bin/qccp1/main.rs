//! DMOJ `qccp1` ("QCC P1 - Quarantine Games").
//!
//! **Problem.** Players alternate moving a token from node 1 along the coloured edges of a
//! DAG; play ends when every colour of the input has been traversed or no move exists.
//! The last player to move wins: does the first?
//!
//! **Idea.** A position is (node u, set S of colours traversed): 2⁷ = 128 sets, so one `u128`
//! per node holds the sets S for which (u, S) is lost for the player to move. The set ALL of
//! all colours of the input is lost; any other (u, S) is won iff some edge u → v of colour c
//! reaches a lost (v, S ∪ {c}). For one edge, the parent's bit S reads the child's bit S when
//! c ∈ S and the child's bit S + 2^c when c ∉ S, so two masks and a shift by 2^c carry all 128
//! sets across the edge at once. Nodes are finished children first by Kahn's algorithm run
//! backwards, from the nodes without outgoing edges along the edges reversed: a finished
//! node pushes its lost sets to every parent, and a parent is finished when its last child
//! is. No recursion; a node never finished lies on or before a cycle.
//!
//! **Complexity.** O(N + M) time, with O(1) `u128` operations per edge; O(N + M) memory.
//! Each edge is read with `Tokens::number`, which checks it as it goes, into one word
//! (head, tail, colour), its head's count kept as it arrives; a counting sort then puts
//! the reversed edges in compressed sparse rows of 4 bytes each (12 bytes an edge in
//! all, 12 MB at M = 10⁶), and the input itself is never held whole.

use gamebits::game::Queue;
use gamebits::judge::{run_played, InputError, Tokens};

mod explain;
mod play;
mod table;

const MAX_N: usize = 100_000;
const MAX_M: usize = 1_000_000;

/// What is wrong with an input whose graph has a cycle.
const CYCLE: &str = "the graph has a cycle, so it is not a DAG";

/// The colour letters; a colour's index is its position here.
const COLOURS: [&str; 7] = ["r", "o", "y", "g", "b", "i", "v"];

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
    run_played(solve, explain::explain, play::setup)
}

/// Says who wins.
fn solve(tokens: &mut Tokens) -> Result<&'static str, InputError> {
    let (edges, all_colours) = read_input(tokens)?;
    let (lost, _) = lost_sets_at_start(&edges, all_colours)?;
    // Play starts with no colour traversed: set 0, bit 0.
    let first_player_loses = lost & 1 == 1;
    Ok(if first_player_loses {
        "deruikong"
    } else {
        "piddddgy"
    })
}

/// The edges of a graph grouped by head: the edges entering node `v` are
/// `rows[start[v]..start[v + 1]]` (compressed sparse rows of the reversed graph), each
/// its tail and colour index packed as `tail << 3 | colour`; every node's out-degree
/// beside them.
struct InEdges {
    start: Vec<u32>,
    rows: Vec<u32>,
    out_degree: Vec<u32>,
}

impl InEdges {
    /// Groups the edges `(from, to, colour)` (0-based nodes, packed by [`pack`]) on `n`
    /// nodes by head, with a counting sort; `in_degree` counts the edges into each node.
    fn new(in_degree: &[u32], out_degree: Vec<u32>, edges: &[u64]) -> InEdges {
        let mut start = Vec::with_capacity(in_degree.len() + 1);
        start.push(0);
        for (v, &d) in in_degree.iter().enumerate() {
            start.push(start[v] + d);
        }
        let mut next = start.clone();
        let mut rows = vec![0; edges.len()];
        for &edge in edges {
            let slot = &mut next[(edge >> 32) as usize];
            rows[*slot as usize] = edge as u32;
            *slot += 1;
        }
        InEdges {
            start,
            rows,
            out_degree,
        }
    }

    /// The edges entering node `v`, as (tail, colour index).
    fn entering(&self, v: usize) -> impl Iterator<Item = (u32, u8)> + '_ {
        let rows = &self.rows[self.start[v] as usize..self.start[v + 1] as usize];
        rows.iter().map(|&row| (row >> 3, (row & 7) as u8))
    }
}

/// The edge `from → to` of colour index `colour` in one word: the head in the high
/// half, the tail and colour as a row of [`InEdges`] in the low half.
fn pack(from: u32, to: u32, colour: usize) -> u64 {
    u64::from(to) << 32 | u64::from(from << 3 | colour as u32)
}

/// Reads `N M` and the `M` edges `u v C`; returns them grouped by head (nodes 0-based)
/// and the set of colours that appear.
fn read_input(tokens: &mut Tokens) -> Result<(InEdges, usize), InputError> {
    let n = tokens.number("N", 2..=MAX_N)?;
    let m = tokens.number("M", 1..=MAX_M)?;
    let mut edges = Vec::with_capacity(m);
    let (mut in_degree, mut out_degree) = (vec![0; n], vec![0; n]);
    let mut all_colours = 0;
    for i in 1..=m {
        let u = tokens.index(format_args!("u_{i}"), n as u32)?;
        let v = tokens.index(format_args!("v_{i}"), n as u32)?;
        let colour = tokens.one_of(format_args!("C_{i}"), &COLOURS)?;
        all_colours |= 1 << colour;
        out_degree[u as usize] += 1;
        in_degree[v as usize] += 1;
        edges.push(pack(u, v, colour));
    }
    Ok((InEdges::new(&in_degree, out_degree, &edges), all_colours))
}

/// The sets S (bits of a `u128`) for which position (node 1, S) is lost for the player
/// to move, and the nodes in the order they were finished, children first; or the error
/// that a cycle leaves some node unfinished. `all_colours` is the set that ends play.
fn lost_sets_at_start(graph: &InEdges, all_colours: usize) -> Result<(u128, Queue), InputError> {
    let n = graph.out_degree.len();
    let lost = |won: u128| !won | 1 << all_colours;
    // What a node's parents update, side by side so that one edge touches one cache line.
    let mut pending: Vec<Pending> = graph
        .out_degree
        .iter()
        .map(|&children_left| Pending {
            won: 0,
            children_left,
        })
        .collect();
    // The nodes finished, children first.
    let mut finished = Queue::with_capacity(n);
    (0..n as u32)
        .filter(|&u| graph.out_degree[u as usize] == 0)
        .for_each(|u| finished.push(u));
    while let Some(v) = finished.pop() {
        let v_lost = lost(pending[v as usize].won);
        for (tail, colour) in graph.entering(v as usize) {
            let parent = &mut pending[tail as usize];
            parent.won |= lost_after(v_lost, colour);
            parent.children_left -= 1;
            if parent.children_left == 0 {
                finished.push(tail);
            }
        }
    }
    if finished.pushed() < n {
        return Err(InputError::new(CYCLE));
    }
    Ok((lost(pending[0].won), finished))
}

/// A node not finished yet: the sets already known won, and how many children
/// (counted with multiplicity) are still unfinished.
struct Pending {
    won: u128,
    children_left: u32,
}

/// The sets S for which moving along an edge of `colour` from S reaches a lost position,
/// given the lost sets of the edge's head: bit S of the result is bit S ∪ {c} of `head_lost`.
fn lost_after(head_lost: u128, colour: u8) -> u128 {
    let has = HAS_COLOUR[colour as usize];
    (head_lost & has) | (head_lost >> (1 << colour) & !has)
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

#[cfg(test)]
mod tests;
