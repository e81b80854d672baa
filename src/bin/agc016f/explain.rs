//! `agc016f`'s `--explain`: why 2^M less the subsets with equal Grundy numbers.

use super::{read_input, Levels, PIECES};
use gamebits::bits::{low_mask, ones};
use gamebits::explain::dot::{shade, Dot};
use gamebits::explain::{Explanation, Set};
use gamebits::game::mex;
use gamebits::judge::{InputError, Tokens};
use gamebits::modint::ModInt;

/// The most edges for which `--explain` tries every kept-edge subset and lists those
/// the first player wins (2^12 subsets at most).
const LISTED_EDGES: usize = 12;

/// The answer with its reason. Its witness lines: `witness split: <2^M> <equal>`, all
/// subsets and those with equal Grundy numbers (mod 1e9+7); up to [`LISTED_EDGES`]
/// edges, `witness win: <g1> <g2> <e> …` for each subset the first player wins, the
/// Grundy numbers of vertices 1 and 2 then the kept edges, numbered from 1 in the
/// input's order; and `witness equal: <equal[S]> <v> …` for each set S the level search
/// reached, its vertices numbered from 1.
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<ModInt, InputError> {
    let (n, edges) = read_input(tokens)?;
    let m = edges.len();
    let mut levels = Levels::new(n, &edges);
    let (all, equal) = (levels.pow2[m], levels.equal(low_mask(n)));
    why.line(
        "A piece's position is a state with its Grundy number, the mex of those one move on; \
         two pieces make a sum of two games, so the player to move wins iff the Grundy \
         numbers of vertices 1 and 2 differ.",
    );
    why.line(format_args!(
        "Of the 2^{m} = {all} kept-edge subsets (mod 1e9+7), vertices 1 and 2 get equal \
         numbers in {equal} (the level search below); the first player wins in the other \
         {all} − {equal} = {}.",
        all - equal
    ));
    why.witness("split", [all, equal]);
    if m <= LISTED_EDGES {
        list_wins(why, n, &edges);
    }
    explain_levels(why, n, &levels);
    why.draw(|dot| draw_dag(dot, n, &edges));
    Ok(all - equal)
}

/// Tries every subset of `edges` as a bitmask (edge i is bit i − 1) and lists those in
/// which vertices 1 and 2 get different Grundy numbers, each with its witness line.
fn list_wins(why: &mut Explanation, n: usize, edges: &[(usize, usize)]) {
    let m = edges.len();
    let wins: Vec<(usize, [usize; 2])> = (0..1usize << m)
        .map(|kept| (kept, pieces_grundy(n, edges, kept)))
        .filter(|(_, [g1, g2])| g1 != g2)
        .collect();
    why.line(format_args!(
        "Trying all 2^{m} subsets as bitmasks (edge i, in the input's order, is bit i − 1): \
         the first player wins in {}:",
        wins.len()
    ));
    for (kept, [g1, g2]) in wins {
        let set = Set::new(kept as u64, m, 1);
        let arrows: Vec<String> = set
            .members()
            .map(|e| format!("{}→{}", edges[e - 1].0 + 1, edges[e - 1].1 + 1))
            .collect();
        why.line(format_args!(
            "  keep {set} ({}): Grundy numbers {g1} and {g2}",
            arrows.join(", ")
        ));
        why.witness("win", [g1, g2].into_iter().chain(set.members()));
    }
}

/// The Grundy numbers of vertices 1 and 2 when the edges of the bitmask `kept` are
/// kept: each vertex, from the largest down, takes the mex of those its edges lead to.
fn pieces_grundy(n: usize, edges: &[(usize, usize)], kept: usize) -> [usize; 2] {
    let grundy = grundy_numbers(n, edges, |e| kept >> e & 1 == 1);
    [grundy[0], grundy[1]]
}

/// Every vertex's Grundy number with the edges e that are `kept(e)`; every edge goes
/// from a vertex to a larger one, so the vertices from the last down see theirs done.
fn grundy_numbers(n: usize, edges: &[(usize, usize)], kept: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut grundy = vec![0; n];
    for v in (0..n).rev() {
        let next = (0..edges.len()).filter(|&e| kept(e) && edges[e].0 == v);
        grundy[v] = mex(next.map(|e| grundy[edges[e].1]).collect::<Vec<_>>());
    }
    grundy
}

/// The picture: the DAG with every edge kept, each vertex with its Grundy number and
/// filled by it; the two pieces' vertices 1 and 2 drawn as double circles.
fn draw_dag(dot: &mut Dot, n: usize, edges: &[(usize, usize)]) {
    // Up to 105 edges: every edge kept, with no mask of them.
    let grundy = grundy_numbers(n, edges, |_| true);
    for (v, &g) in grundy.iter().enumerate() {
        dot.node(v + 1, &format!("{}\nGrundy {g}", vertex_name(v)), shade(g));
    }
    for &(from, to) in edges {
        dot.edge(from + 1, to + 1, "", false);
    }
}

/// Vertex `v` (from 0) as the picture names it: `3`, and `1 (a piece)` for the
/// pieces' vertices 1 and 2.
fn vertex_name(v: usize) -> String {
    let piece = if v < 2 { " (a piece)" } else { "" };
    format!("{}{piece}", v + 1)
}

/// The counts `equal[S]` the level search found, for the sets S it reached.
fn explain_levels(why: &mut Explanation, n: usize, levels: &Levels) {
    let reached: Vec<(usize, ModInt)> = (0..levels.equal.len())
        .filter_map(|i| levels.equal[i].map(|count| (i << 2 | PIECES, count)))
        .collect();
    why.line(
        "The level search: equal[S], for a vertex set S holding 1 and 2, counts the \
         subsets of the edges inside S that give 1 and 2 equal Grundy numbers.",
    );
    why.line(
        "The vertices of number 0 in S form a level T; each term of equal[S] is a product \
         of ways over the vertices times 2^|edges inside S \\ T| (1, 2 ∈ T) or \
         equal[S \\ T] (1, 2 ∉ T).",
    );
    why.line(format_args!(
        "The sets it reached ({}), vertex v as bit v − 1:",
        reached.len()
    ));
    why.rows(reached.len(), |i| {
        let (s, count) = reached[i];
        let inside: u32 = ones(s).map(|v| (levels.out[v] & s).count_ones()).sum();
        format!(
            "  S = {}: equal[S] = {count} of 2^{inside}",
            Set::new(s as u64, n, 1)
        )
    });
    for (s, count) in reached {
        let vertices = Set::new(s as u64, n, 1).members().map(|v| v.to_string());
        why.witness("equal", std::iter::once(count.to_string()).chain(vertices));
    }
}
