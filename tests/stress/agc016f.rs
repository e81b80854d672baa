//! `agc016f` against a game-tree search on every subset of kept edges, and its worst
//! cases against the statement's bounds.

use crate::harness::{
    numbers, samples_agree_with_brute_force, stress, worst_cases_are_answered, Case,
};
use gamebits_gen::Rng;

struct Dag {
    n: usize,
    /// Edges `x → y`, 1-based, x < y.
    edges: Vec<(usize, usize)>,
}

impl Case for Dag {
    fn input(&self) -> String {
        let mut text = format!("{} {}\n", self.n, self.edges.len());
        for (x, y) in &self.edges {
            text += &format!("{x} {y}\n");
        }
        text
    }

    /// Plays the two-piece game out on every subset of kept edges (M ≤ 12).
    fn expected(&self) -> String {
        let m = self.edges.len();
        let wins = (0..1u32 << m)
            .filter(|&kept| {
                let mut next = vec![Vec::new(); self.n + 1];
                for (i, &(x, y)) in self.edges.iter().enumerate() {
                    if kept >> i & 1 == 1 {
                        next[x].push(y);
                    }
                }
                let mut memo = vec![None; (self.n + 1) * (self.n + 1)];
                mover_wins(1, 2, &next, &mut memo)
            })
            .count();
        wins.to_string()
    }
}

/// Whether the player to move wins with the pieces on `a` and `b`: some move of either
/// piece leaves a position the opponent loses. The graph is acyclic, so it ends.
fn mover_wins(a: usize, b: usize, next: &[Vec<usize>], memo: &mut [Option<bool>]) -> bool {
    let key = a * next.len() + b;
    if let Some(w) = memo[key] {
        return w;
    }
    let w = next[a].iter().any(|&c| !mover_wins(c, b, next, memo))
        || next[b].iter().any(|&c| !mover_wins(a, c, next, memo));
    memo[key] = Some(w);
    w
}

/// 2 ≤ N ≤ 8 vertices and 1 ≤ M ≤ 12 distinct edges, listed in random order.
fn random_case(rng: &mut Rng) -> Dag {
    let n = rng.index(2..=8);
    let pairs: Vec<(usize, usize)> = (1..=n)
        .flat_map(|x| (x + 1..=n).map(move |y| (x, y)))
        .collect();
    let m = rng.index(1..=pairs.len().min(12));
    let mut edges: Vec<(usize, usize)> = rng
        .distinct_sorted(m, pairs.len() as u64)
        .into_iter()
        .map(|i| pairs[i as usize])
        .collect();
    rng.shuffle(&mut edges);
    Dag { n, edges }
}

#[test]
fn agc016f_matches_game_tree_search() {
    stress("agc016f", env!("CARGO_BIN_EXE_agc016f"), random_case);
}

#[test]
fn agc016f_worst_cases_are_at_the_bounds() {
    let cases = gamebits_gen::worst_cases_of("agc016f");
    assert!(cases.iter().any(|c| c.name.contains("105 edges")));
    for case in cases {
        let text = (case.generate)();
        let numbers: Vec<usize> = numbers(&text);
        let (n, m) = (numbers[0], numbers[1]);
        assert_eq!(n, 15, "{}", case.name);
        assert_eq!(numbers.len(), 2 + 2 * m, "{}", case.name);
        let mut edges: Vec<&[usize]> = numbers[2..].chunks(2).collect();
        assert!(edges.iter().all(|e| 1 <= e[0] && e[0] < e[1] && e[1] <= n));
        edges.sort();
        edges.dedup();
        assert_eq!(edges.len(), m, "{}: repeated edges", case.name);
    }
}

/// The samples with at most 12 edges, the most the enumeration takes.
#[test]
fn agc016f_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force("agc016f", |input| {
        let numbers: Vec<usize> = numbers(input);
        let (n, m) = (numbers[0], numbers[1]);
        let edges = numbers[2..].chunks(2).map(|e| (e[0], e[1])).collect();
        (m <= 12).then_some(Dag { n, edges })
    });
}

#[test]
fn agc016f_worst_cases_are_answered() {
    worst_cases_are_answered("agc016f", env!("CARGO_BIN_EXE_agc016f"));
}
