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
//! `(2^|edges v→T| − 1) · 2^|edges T→v|` times 2^|edges inside U| if 1, 2 ∈ T, else
//! `equal[U]`.
//!
//! The levels T of a set are searched vertex by vertex from the largest down. Every
//! edge goes up, so a vertex's edges all lead to vertices already placed: it may go
//! above the level only if one of them is in it, and its factor is known at once, kept
//! as an odd product and a power of two. A vertex with no edge into the level so far
//! stays in it, which cuts whole families of levels on sparse graphs. `equal[U]` is
//! found only for the sets U some search reaches, and then kept.
//!
//! **Complexity.** O(N) word operations for each (set, level) pair searched: at most
//! 2·3^(N−2) of them, far fewer when few vertices can leave the level. What decides the
//! cost is how many vertices can go above a level (each needs an edge into it) and how
//! many sets U the searches reach: for N = 15, the complete DAG reaches half of the
//! 2^13 sets, 60 random edges about 2 200, 20 random edges about 400. O(2^N) memory:
//! a count for each of the 2^(N−2) sets that hold both pieces.
//!
//! **`--explain`.** Why the answer is 2^M less the subsets with equal Grundy numbers;
//! up to 12 edges, every kept-edge subset is tried as a bitmask and those the first
//! player wins are listed with the Grundy numbers of vertices 1 and 2; then `equal[S]`
//! for every vertex set S the level search reached.

use gamebits::bits::{low_mask, ones};
use gamebits::judge::{run_played, InputError, Tokens};
use gamebits::modint::ModInt;

mod explain;
mod play;

const MAX_N: usize = 15;
/// Vertices 1 and 2, where the pieces start, as the mask of bits 0 and 1.
const PIECES: usize = 0b11;

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Counts the edge subsets with which the first player wins.
fn solve(tokens: &mut Tokens) -> Result<ModInt, InputError> {
    let (n, edges) = read_input(tokens)?;
    Ok(winning_edge_subsets(n, &edges))
}

/// Reads `N M` and the edges `x y`, 0-based, checking 2 ≤ N ≤ 15, 1 ≤ M ≤ N(N−1)/2,
/// 1 ≤ x < y ≤ N and that no edge repeats.
fn read_input(tokens: &mut Tokens) -> Result<(usize, Vec<(usize, usize)>), InputError> {
    let n = tokens.number("N", 2..=MAX_N)?;
    let m = tokens.number("M", 1..=n * (n - 1) / 2)?;
    let mut edges = Vec::with_capacity(m);
    let mut first_seen = vec![None; n * n];
    for edge in 1..=m {
        let x = tokens.index(format_args!("x_{edge}"), n)?;
        let y = tokens.index(format_args!("y_{edge}"), n)?;
        if x >= y {
            return Err(InputError::new(format!(
                "x_{edge} = {} is not less than y_{edge} = {}",
                x + 1,
                y + 1
            )));
        }
        if let Some(earlier) = first_seen[x * n + y].replace(edge) {
            return Err(InputError::new(format!(
                "edge {edge} from {} to {} repeats edge {earlier}",
                x + 1,
                y + 1
            )));
        }
        edges.push((x, y));
    }
    Ok((n, edges))
}

/// The number of kept-edge subsets in which the player to move wins.
fn winning_edge_subsets(n: usize, edges: &[(usize, usize)]) -> ModInt {
    let mut levels = Levels::new(n, edges);
    levels.pow2[edges.len()] - levels.equal(low_mask(n))
}

/// The graph as the search for levels needs it, and the counts found so far.
struct Levels {
    /// `out[v]`: the vertices v has an edge to, all above v.
    out: Vec<usize>,
    /// `pow2[k]` = 2^k for k ≤ M.
    pow2: Vec<ModInt>,
    /// At `s >> 2`, for a set s ∋ 1, 2 (bits 0 and 1), once known: the edge subsets
    /// inside s that give the pieces equal Grundy numbers.
    equal: Vec<Option<ModInt>>,
}

/// A level T (the vertices of Grundy number 0) being chosen in a set, the vertices
/// above the pieces decided from the largest down, and the ways to keep the edges among
/// the decided vertices so far: edges out of the level are free, and each vertex above
/// it keeps at least one edge into it.
#[derive(Clone, Copy)]
struct Partial {
    /// The decided vertices in the level.
    level: usize,
    /// The decided vertices above it, U.
    above: usize,
    /// Π over v ∈ U of (2^|edges v→T| − 1).
    into_level: ModInt,
    /// The edges from T to U, each kept or not.
    free: usize,
    /// The edges inside U, each kept or not if the pieces are in T.
    inside: usize,
}

impl Partial {
    /// Nothing decided yet.
    const EMPTY: Partial = Partial {
        level: 0,
        above: 0,
        into_level: ModInt::ONE,
        free: 0,
        inside: 0,
    };
}

impl Levels {
    fn new(n: usize, edges: &[(usize, usize)]) -> Levels {
        let mut out = vec![0; n];
        for &(x, y) in edges {
            out[x] |= 1 << y;
        }
        let pow2 = std::iter::successors(Some(ModInt::new(1)), |&p| Some(p + p))
            .take(edges.len() + 1)
            .collect();
        Levels {
            out,
            pow2,
            equal: vec![None; 1 << (n - 2)],
        }
    }

    /// The edge subsets inside `s`, which holds both pieces, that give them equal
    /// Grundy numbers; found once, only for the sets some search needs.
    fn equal(&mut self, s: usize) -> ModInt {
        if let Some(known) = self.equal[s >> 2] {
            return known;
        }
        let vertices: Vec<usize> = ones(s & !PIECES).collect();
        let count = self.count(&vertices, Partial::EMPTY);
        self.equal[s >> 2] = Some(count);
        count
    }

    /// The edge subsets inside the set of `partial`'s vertices, `vertices` (decreasing)
    /// and the pieces that give the pieces equal Grundy numbers, over every way to put
    /// `vertices` in the level or above it. A vertex's edges all go to larger ones, which
    /// are decided before it: it may go above only if it has an edge into the level.
    fn count(&mut self, vertices: &[usize], partial: Partial) -> ModInt {
        let Some((&v, smaller)) = vertices.split_last() else {
            return self.with_pieces(partial);
        };
        let to_level = (self.out[v] & partial.level).count_ones() as usize;
        let to_above = (self.out[v] & partial.above).count_ones() as usize;
        let in_level = Partial {
            level: partial.level | 1 << v,
            free: partial.free + to_above,
            ..partial
        };
        let mut total = self.count(smaller, in_level);
        if to_level > 0 {
            let above = Partial {
                above: partial.above | 1 << v,
                into_level: partial.into_level * (self.pow2[to_level] - ModInt::new(1)),
                inside: partial.inside + to_above,
                ..partial
            };
            total += self.count(smaller, above);
        }
        total
    }

    /// The ways for the pieces, last to be decided: both in the level T, their edges to
    /// U free and those inside U too; or both above it, each keeping an edge into T,
    /// with `equal[U ∪ pieces]` ways above.
    fn with_pieces(&mut self, partial: Partial) -> ModInt {
        let [first, second] = [self.out[0], self.out[1]];
        let from_pieces =
            (first & partial.above).count_ones() + (second & partial.above).count_ones();
        let odd = partial.into_level;
        let mut total = odd * self.pow2[partial.free + partial.inside + from_pieces as usize];
        let into_level = |out: usize| (out & partial.level).count_ones() as usize;
        if into_level(first) > 0 && into_level(second) > 0 {
            total += odd
                * self.pow2[partial.free]
                * (self.pow2[into_level(first)] - ModInt::ONE)
                * (self.pow2[into_level(second)] - ModInt::ONE)
                * self.equal(partial.above | PIECES);
        }
        total
    }
}

#[cfg(test)]
mod tests;
