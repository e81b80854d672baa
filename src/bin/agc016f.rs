//! AtCoder AGC 016 F "Games on DAG".
//!
//! **Problem.** Pieces on vertices 1 and 2 of a DAG; a move slides one along an edge, and
//! who cannot move loses. Count (mod 1e9+7) the kept-edge subsets the first player wins.
//!
//! **Idea.** The first player wins iff the Grundy numbers of 1 and 2 differ, so count
//! the subsets where they are equal and subtract from 2^M. Peel the graph induced by a
//! vertex set S into Grundy levels: its vertices of Grundy number 0 form a level T that
//! keeps no edge inside, every vertex of U = S \ T keeps an edge into T, edges from T
//! into U are free, and on U the Grundy numbers are one less. With 1, 2 ∈ S, the number
//! `equal[S]` of edge subsets inside S that give 1 and 2 equal numbers sums, over the
//! non-empty levels T holding both of 1, 2 or neither, the product over v ∈ U of
//! `factor[T][v] = (2^|edges v→T| − 1) · 2^|edges T→v|` times 2^|edges inside U| if
//! 1, 2 ∈ T, else `equal[U]`.
//!
//! **Complexity.** 2·3^(N−2) pairs (S, T), one product per vertex of U each:
//! O(N·3^N) time, O(N·2^N) memory.

use gamebits::bits::{low_mask, ones, submasks};
use gamebits::dp::tabulate;
use gamebits::judge::{check_range, run, InputError, Tokens};
use gamebits::modint::ModInt;
use proconio::input;

const MAX_N: usize = 15;
/// Vertices 1 and 2, where the pieces start, as the mask of bits 0 and 1.
const PIECES: usize = 0b11;

fn main() {
    run(|tokens| {
        let (n, edges) = read_input(tokens)?;
        Ok(winning_edge_subsets(n, &edges))
    })
}

/// Reads `N M` and the edges `x y`, 0-based, checking 2 ≤ N ≤ 15, 1 ≤ M ≤ N(N−1)/2,
/// 1 ≤ x < y ≤ N and that no edge repeats.
fn read_input(tokens: &mut Tokens) -> Result<(usize, Vec<(usize, usize)>), InputError> {
    input! { from &mut *tokens, n: usize, m: usize }
    check_range("N", n, 2..=MAX_N)?;
    check_range("M", m, 1..=n * (n - 1) / 2)?;
    let mut edges = Vec::with_capacity(m);
    let mut first_seen = vec![None; n * n];
    for edge in 1..=m {
        let x = tokens.number(format_args!("x_{edge}"), 1..=n)?;
        let y = tokens.number(format_args!("y_{edge}"), 1..=n)?;
        if x >= y {
            return Err(InputError::new(format!(
                "x_{edge} = {x} is not less than y_{edge} = {y}"
            )));
        }
        if let Some(earlier) = first_seen[(x - 1) * n + (y - 1)].replace(edge) {
            return Err(InputError::new(format!(
                "edge {edge} from {x} to {y} repeats edge {earlier}"
            )));
        }
        edges.push((x - 1, y - 1));
    }
    Ok((n, edges))
}

/// The number of kept-edge subsets in which the player to move wins.
fn winning_edge_subsets(n: usize, edges: &[(usize, usize)]) -> ModInt {
    let tables = Tables::new(n, edges);
    // equal[s], for s ∋ 1, 2: edge subsets inside s that give 1 and 2 equal numbers.
    let mut equal = vec![ModInt::default(); 1 << n];
    for s in (PIECES..1 << n).filter(|s| s & PIECES == PIECES) {
        let mut total = ModInt::default();
        for others in submasks(s & !PIECES) {
            let level = others | PIECES;
            let rest = s & !level;
            total += tables.links(level, rest) * tables.pow2[tables.inside[rest]];
            if others != 0 {
                let rest = s & !others;
                total += tables.links(others, rest) * equal[rest];
            }
        }
        equal[s] = total;
    }
    tables.pow2[edges.len()] - equal[low_mask(n)]
}

/// What the pairs (set, level) need, tabulated over the vertex subsets.
struct Tables {
    n: usize,
    /// `pow2[k]` = 2^k for k ≤ M.
    pow2: Vec<ModInt>,
    /// `factor[t * n + v]`, for v ∉ t: the ways to keep the edges between v and t so
    /// that v keeps an edge into t, `(2^|edges v→t| − 1) · 2^|edges t→v|`.
    factor: Vec<ModInt>,
    /// `inside[s]`: the number of edges with both ends in s.
    inside: Vec<usize>,
    /// `feeders[t]`: the vertices with an edge into t; no other vertex can lie above a
    /// level t, where its factor is 0.
    feeders: Vec<usize>,
}

impl Tables {
    fn new(n: usize, edges: &[(usize, usize)]) -> Tables {
        let mut out = vec![0usize; n];
        let mut into = vec![0usize; n];
        for &(x, y) in edges {
            out[x] |= 1 << y;
            into[y] |= 1 << x;
        }
        let pow2: Vec<ModInt> = std::iter::successors(Some(ModInt::new(1)), |&p| Some(p + p))
            .take(edges.len() + 1)
            .collect();
        let factor = (0..1 << n)
            .flat_map(|t| (0..n).map(move |v| (t, v)))
            .map(|(t, v)| {
                let down = (out[v] & t).count_ones() as usize;
                let up = (into[v] & t).count_ones() as usize;
                (pow2[down] - ModInt::new(1)) * pow2[up]
            })
            .collect();
        let inside = tabulate(1 << n, |s, done: &[usize]| match ones(s).next() {
            None => 0,
            Some(v) => done[s & (s - 1)] + ((out[v] | into[v]) & s).count_ones() as usize,
        });
        let feeders = tabulate(1 << n, |t, done: &[usize]| match ones(t).next() {
            None => 0,
            Some(v) => done[t & (t - 1)] | into[v],
        });
        Tables {
            n,
            pow2,
            factor,
            inside,
            feeders,
        }
    }

    /// The ways to keep the edges between the level `level` and the vertices `rest`
    /// above it: one product per vertex of `rest`.
    fn links(&self, level: usize, rest: usize) -> ModInt {
        if rest & !self.feeders[level] != 0 {
            return ModInt::default();
        }
        let row = &self.factor[level * self.n..(level + 1) * self.n];
        // Two running products, so that one multiplication need not wait for the other.
        let (mut even, mut odd) = (ModInt::new(1), ModInt::new(1));
        let mut vertices = ones(rest);
        while let Some(v) = vertices.next() {
            even *= row[v];
            if let Some(w) = vertices.next() {
                odd *= row[w];
            }
        }
        even * odd
    }
}
