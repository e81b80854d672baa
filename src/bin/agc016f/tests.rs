//! Unit tests of `agc016f`'s internals, kept out of the file that is submitted.

use super::*;

/// `equal[s]` straight from its definition: every level T of s holding both pieces
/// or neither, every vertex above it with an edge into it, the factors multiplied
/// out vertex by vertex.
fn equal_by_definition(levels: &mut Levels, s: usize) -> ModInt {
    let mut total = ModInt::default();
    let mut level = s;
    while level != 0 {
        let pieces = level & PIECES;
        let above = s & !level;
        if (pieces == PIECES || pieces == 0) && ones(above).all(|v| levels.out[v] & level != 0) {
            let mut ways = if pieces == PIECES {
                let inside = ones(above)
                    .map(|v| (levels.out[v] & above).count_ones())
                    .sum::<u32>();
                levels.pow2[inside as usize]
            } else {
                levels.equal(above)
            };
            for v in ones(above) {
                ways *= levels.pow2[(levels.out[v] & level).count_ones() as usize] - ModInt::ONE;
            }
            for t in ones(level) {
                ways *= levels.pow2[(levels.out[t] & above).count_ones() as usize];
            }
            total += ways;
        }
        level = (level - 1) & s;
    }
    total
}

/// Every edge x → y with x < y of `n` vertices (from 0).
fn complete_dag(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|x| (x + 1..n).map(move |y| (x, y)))
        .collect()
}

/// The search agrees with the definition on every set of some small graphs: the
/// complete DAG, a path, and graphs of every third and every other possible edge.
#[test]
fn the_search_counts_what_the_definition_counts() {
    let n = 7;
    let all = complete_dag(n);
    let graphs = [
        all.clone(),
        (1..n).map(|y| (y - 1, y)).collect(),
        all.iter().copied().step_by(3).collect(),
        all.iter().copied().step_by(2).collect::<Vec<_>>(),
    ];
    for edges in graphs {
        let mut levels = Levels::new(n, &edges);
        for s in (0..1 << n).filter(|s| s & PIECES == PIECES) {
            let searched = levels.equal(s);
            assert_eq!(
                searched,
                equal_by_definition(&mut levels, s),
                "{edges:?}, set {s:#b}"
            );
        }
    }
}

/// `--play`'s engine, worked out from how long play lasts, calls a placement won
/// exactly where the chips' Grundy numbers differ, as the explanation reasons: on the
/// complete DAG of 6 vertices with every edge mask.
#[test]
fn play_wins_where_the_grundy_numbers_differ() {
    use gamebits::game::mex;
    use gamebits::play::{Game, Options, Value};
    let n = 6;
    let all = complete_dag(n);
    let text: String = std::iter::once(format!("{n} {}\n", all.len()))
        .chain(all.iter().map(|(x, y)| format!("{} {}\n", x + 1, y + 1)))
        .collect();
    for kept in 0..1u32 << all.len() {
        let mut grundy = vec![0; n];
        for v in (0..n).rev() {
            let next = (0..all.len()).filter(|&e| kept >> e & 1 == 1 && all[e].0 == v);
            grundy[v] = mex(next.map(|e| grundy[all[e].1]).collect::<Vec<_>>());
        }
        let mut tokens = Tokens::new(text.clone().into_bytes()).unwrap();
        let options = vec![("--keep".to_string(), kept.to_string())];
        let game = play::setup(&mut tokens, &mut Options::new(options)).unwrap();
        for (a, b) in (0..n).flat_map(|a| (0..n).map(move |b| (a, b))) {
            let won = matches!(game.value(&(a, b, 0)), Value::Win(_));
            assert_eq!(
                won,
                grundy[a] != grundy[b],
                "edges {kept:#b}, chips on {a}, {b}"
            );
        }
    }
}
