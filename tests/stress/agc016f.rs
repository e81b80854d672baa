//! `agc016f` against a game-tree search on every subset of kept edges, and its worst
//! cases against the statement's bounds.

use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, stress, worst_cases_agree, Case,
};
use gamebits_test_support::Rng;

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
    stress("agc016f", random_case);
}

#[test]
fn agc016f_worst_cases_are_at_the_bounds() {
    let cases = gamebits_gen::problem("agc016f").unwrap().worst_cases;
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

/// The worst cases against the plain level-peeling DP of the editorial: every vertex
/// set S holding both pieces, every level T of Grundy number 0 inside it, each term's
/// product taken vertex by vertex, nothing pruned.
#[test]
fn agc016f_worst_cases_agree_with_plain_dp() {
    worst_cases_agree("agc016f", |input| {
        let numbers: Vec<usize> = numbers(input);
        let (n, m) = (numbers[0], numbers[1]);
        let edges: Vec<(usize, usize)> = numbers[2..2 + 2 * m]
            .chunks(2)
            .map(|e| (e[0] - 1, e[1] - 1))
            .collect();
        plain_dp_first_player_wins(n, &edges).to_string()
    });
}

const MOD: u64 = 1_000_000_007;

/// 2^M less the edge subsets where vertices 1 and 2 get equal Grundy numbers, counted
/// by peeling the vertices of Grundy number 0 off every set that holds both pieces.
fn plain_dp_first_player_wins(n: usize, edges: &[(usize, usize)]) -> u64 {
    let mut out = vec![0usize; n];
    for &(x, y) in edges {
        out[x] |= 1 << y;
    }
    let pow2: Vec<u64> = (0..=edges.len())
        .scan(1, |p, _| {
            let value = *p;
            *p = *p * 2 % MOD;
            Some(value)
        })
        .collect();
    let edges_inside = |set: usize| -> usize {
        (0..n)
            .filter(|&v| set >> v & 1 == 1)
            .map(|v| (out[v] & set).count_ones() as usize)
            .sum()
    };
    let pieces = 0b11;
    let mut equal = vec![0u64; 1 << n];
    for set in (0..1usize << n).filter(|s| s & pieces == pieces) {
        let mut total = 0;
        let mut level = set;
        while level != 0 {
            let both = level & pieces == pieces;
            if both || level & pieces == 0 {
                let above = set & !level;
                let mut ways = if both {
                    pow2[edges_inside(above)]
                } else {
                    equal[above]
                };
                for v in (0..n).filter(|&v| above >> v & 1 == 1) {
                    let down = (out[v] & level).count_ones() as usize;
                    ways = ways * (pow2[down] + MOD - 1) % MOD;
                }
                for v in (0..n).filter(|&v| level >> v & 1 == 1) {
                    ways = ways * pow2[(out[v] & above).count_ones() as usize] % MOD;
                }
                total = (total + ways) % MOD;
            }
            level = (level - 1) & set;
        }
        equal[set] = total;
    }
    (pow2[edges.len()] + MOD - equal[(1 << n) - 1]) % MOD
}
