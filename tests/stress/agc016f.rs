//! `agc016f` against a game-tree search, and its explanations checked.
//!
//! `agc016f` against a game-tree search on every subset of kept edges, and its worst
//! cases against the statement's bounds. Its explanations: every listed subset played
//! out and its Grundy numbers recomputed, and the level search's counts of small vertex
//! sets against the enumeration.

use gamebits::bits::subset_sums;
use gamebits_problems::agc016f::Dag;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, parse_values, pictures_hold, samples_explain, Explained,
};
use gamebits_test_support::stress::{
    numbers, samples_agree_with_brute_force, stress, stress_shape, worst_cases_agree,
};
use gamebits_test_support::{binary_path, run_binary, Rng};
use itertools::Itertools;

/// The answer by playing the two-piece game out on every subset of kept edges (M ≤ 12).
fn first_wins_by_search(dag: &Dag) -> String {
    let wins = dag
        .edges
        .iter()
        .powerset()
        .filter(|kept| {
            let mut next = vec![Vec::new(); dag.n + 1];
            for &&(x, y) in kept {
                next[x].push(y);
            }
            let mut memo = vec![None; (dag.n + 1) * (dag.n + 1)];
            mover_wins(1, 2, &next, &mut memo)
        })
        .count();
    wins.to_string()
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

#[test]
fn agc016f_matches_game_tree_search() {
    stress("agc016f", first_wins_by_search);
}

/// The answer by the level search.
fn first_wins_by_level_search(dag: &Dag) -> String {
    level_search(dag.n, &zero_based(&dag.edges)).to_string()
}

/// A DAG on 9..=15 vertices with up to 3N random edges, the kind the level search
/// finishes quickly.
fn random_sparse_dag(rng: &mut Rng) -> Dag {
    let n = rng.index(9..=15);
    let pairs: Vec<(usize, usize)> = (1..=n).tuple_combinations().collect();
    let m = rng.index(1..=3 * n);
    let edges = rng
        .distinct_sorted(m, pairs.len() as u64)
        .into_iter()
        .map(|i| pairs[i as usize])
        .collect();
    Dag { n, edges }
}

/// Larger sparse graphs than the enumeration takes, against the level search (itself
/// checked against the enumeration below).
#[test]
fn agc016f_matches_level_search_on_sparse_graphs() {
    stress_shape("agc016f", random_sparse_dag, first_wins_by_level_search);
}

#[test]
fn the_level_search_matches_game_tree_search() {
    let run = gamebits_test_support::random_run("agc016f level search", 200);
    let mut rng = Rng::new(run.seed);
    for _ in 0..run.cases {
        let dag = Dag::draw(&mut rng);
        assert_eq!(
            first_wins_by_level_search(&dag),
            first_wins_by_search(&dag),
            "{dag}"
        );
    }
}

fn zero_based(edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    edges.iter().map(|&(x, y)| (x - 1, y - 1)).collect()
}

/// The answer by a search over Grundy numbers, the public solution timed against the
/// binary: each vertex, from the largest down (its edges all lead to vertices already
/// numbered), takes a number g such that it has an edge to some vertex of every number
/// below g, and the kept edges are counted alongside: at least one to each number
/// below g, none to g, any to the numbers above. Exact on every graph, fast on sparse
/// ones, slow on dense ones.
fn level_search(n: usize, edges: &[(usize, usize)]) -> u64 {
    let mut out = vec![Vec::new(); n];
    for &(x, y) in edges {
        out[x].push(y);
    }
    let mut grundy = vec![0; n];
    let equal = search_numbers(n, &out, &mut grundy);
    let all = pow(2, edges.len() as u64);
    (all + MOD - equal) % MOD
}

/// The kept-edge subsets, over every numbering of the vertices below `n` (those from
/// `n` on numbered in `grundy`), in which vertices 1 and 2 get the same number.
fn search_numbers(n: usize, out: &[Vec<usize>], grundy: &mut [usize]) -> u64 {
    if n == 0 {
        return u64::from(grundy[0] == grundy[1]);
    }
    let v = n - 1;
    // below[g]: the edges of v to vertices numbered g.
    let mut below = vec![0u64; out.len() + 1];
    for &w in &out[v] {
        below[grundy[w]] += 1;
    }
    let mut total = 0;
    let mut ways_below = 1;
    // v's number is at most its out-degree: each number below it needs an edge.
    for (g, &count) in below.iter().enumerate().take(out[v].len() + 1) {
        let above = out[v].iter().filter(|&&w| grundy[w] > g).count() as u64;
        grundy[v] = g;
        let ways = ways_below * pow(2, above) % MOD;
        total = (total + ways * search_numbers(v, out, grundy)) % MOD;
        if count == 0 {
            break;
        }
        ways_below = ways_below * (pow(2, count) + MOD - 1) % MOD;
    }
    total
}

/// `base` to the power `exp` modulo [`MOD`].
fn pow(base: u64, exp: u64) -> u64 {
    (0..exp).fold(1, |p, _| p * base % MOD)
}

#[test]
fn agc016f_worst_cases_are_at_the_bounds() {
    let cases = gamebits_problems::problem("agc016f").unwrap().worst_cases;
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
    samples_agree_with_brute_force(
        "agc016f",
        |dag: &Dag| dag.edges.len() <= 12,
        first_wins_by_search,
    );
}

/// The sparse worst cases (at most 60 edges) against the level search too.
#[test]
fn agc016f_sparse_worst_cases_agree_with_level_search() {
    let mut checked = 0;
    for case in gamebits_problems::problem("agc016f").unwrap().worst_cases {
        let input = (case.generate)();
        let dag = Dag::read(&input);
        if dag.edges.len() > 60 {
            continue;
        }
        let expected = first_wins_by_level_search(&dag);
        let output = run_binary(&binary_path("agc016f"), input.as_bytes());
        let actual = String::from_utf8_lossy(&output.stdout);
        assert!(output.status.success(), "{}: {output:?}", case.name);
        assert_eq!(actual.trim_end(), expected, "{}", case.name);
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} sparse worst cases");
}

/// The worst cases against the plain level-peeling DP of the editorial: every vertex
/// set S holding both pieces, every level T of Grundy number 0 inside it, each term's
/// product taken vertex by vertex, nothing pruned.
#[test]
fn agc016f_worst_cases_agree_with_plain_dp() {
    worst_cases_agree("agc016f", |input| {
        let dag = Dag::read(input);
        plain_dp_first_player_wins(dag.n, &zero_based(&dag.edges)).to_string()
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
    let mut edges_inside = vec![0usize; 1 << n];
    for &(x, y) in edges {
        edges_inside[1 << x | 1 << y] += 1;
    }
    subset_sums(&mut edges_inside);
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
                    pow2[edges_inside[above]]
                } else {
                    equal[above]
                };
                for v in members(above) {
                    let down = (out[v] & level).count_ones() as usize;
                    ways = ways * (pow2[down] + MOD - 1) % MOD;
                }
                for v in members(level) {
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

/// The vertices in `set`, lowest first (one step per vertex in it, not one per vertex
/// of the graph: the plain DP above runs in a test build on graphs of 15 vertices).
fn members(set: usize) -> impl Iterator<Item = usize> {
    let mut rest = set;
    std::iter::from_fn(move || {
        let v = rest.trailing_zeros() as usize;
        rest &= rest.wrapping_sub(1);
        (v < usize::BITS as usize).then_some(v)
    })
}

/// The Grundy numbers of vertices 1..=n (at index v) when only `kept` of the edges
/// `x → y` (1-based) are kept: the least number none of a vertex's successors has.
fn grundy_numbers(n: usize, kept: &[(usize, usize)]) -> Vec<usize> {
    let mut grundy = vec![0; n + 1];
    for v in (1..=n).rev() {
        let next: Vec<usize> = kept
            .iter()
            .filter(|&&(x, _)| x == v)
            .map(|&(_, y)| grundy[y])
            .collect();
        grundy[v] = (0..).find(|g| !next.contains(g)).unwrap();
    }
    grundy
}

/// The subsets of `edges` in which vertices 1 and 2 get equal Grundy numbers.
fn equal_subsets(n: usize, edges: &[(usize, usize)]) -> u64 {
    (0..1u32 << edges.len())
        .filter(|&kept| {
            let kept: Vec<(usize, usize)> = (0..edges.len())
                .filter(|&i| kept >> i & 1 == 1)
                .map(|i| edges[i])
                .collect();
            let grundy = grundy_numbers(n, &kept);
            grundy[1] == grundy[2]
        })
        .count() as u64
}

/// Checks `agc016f --explain=all` against `dag`: the `split` witness is 2^M and a count
/// that 2^M less it is the answer; every `equal` witness names a set of vertices
/// holding 1 and 2, each set once, the whole graph's with the split's count, and the
/// count is, where at most 12 edges lie inside the set, that of the enumeration; every
/// `win` witness is a subset of the edges, each subset once, in which the game-tree
/// search has the first player win and the Grundy numbers of 1 and 2 are the two
/// given, and differ; up to 12 edges (where the binary lists them) there are as many
/// as the answer.
fn check_explanation(dag: &Dag, e: &Explained) -> Result<(), String> {
    let (n, m) = (dag.n, dag.edges.len());
    let answer: u64 = e.answer.parse().map_err(|_| "the answer is not a number")?;
    let split = parse_values::<usize>(e.witness("split").ok_or("no split witness")?)?;
    let all = pow(2, m as u64);
    if split.len() != 2 || split[0] as u64 != all || (all + MOD - split[1] as u64) % MOD != answer {
        return Err(format!("split {split:?} does not give {answer} of 2^{m}"));
    }
    let mut sets = std::collections::HashSet::new();
    for witness in e.all("equal") {
        let values = parse_values::<usize>(witness)?;
        let (count, vertices) = values.split_first().ok_or("an empty equal witness")?;
        if vertices.iter().any(|&v| !(1..=n).contains(&v)) {
            return Err(format!("equal {vertices:?}: a vertex outside 1..={n}"));
        }
        let set: usize = vertices.iter().map(|&v| 1 << v).sum();
        let pieces = 0b110;
        if set.count_ones() as usize != vertices.len() || set & pieces != pieces {
            return Err(format!("equal {vertices:?}: not a set holding 1 and 2"));
        }
        if !sets.insert(set) {
            return Err(format!("equal {vertices:?} is given twice"));
        }
        if vertices.len() == n && *count != split[1] {
            return Err(format!("equal of all vertices {count}, split {}", split[1]));
        }
        let inside: Vec<(usize, usize)> = dag
            .edges
            .iter()
            .copied()
            .filter(|&(x, y)| set >> x & 1 == 1 && set >> y & 1 == 1)
            .collect();
        if inside.len() <= 12 && *count as u64 != equal_subsets(n, &inside) {
            return Err(format!(
                "equal {vertices:?} = {count}, the enumeration {}",
                equal_subsets(n, &inside)
            ));
        }
    }
    if !sets.contains(&((1 << (n + 1)) - 2)) {
        return Err("no equal witness for the whole graph".into());
    }
    let mut subsets = std::collections::HashSet::new();
    for witness in e.all("win") {
        let values = parse_values::<usize>(witness)?;
        let (given, chosen) = values.split_at(2.min(values.len()));
        if given.len() != 2 || chosen.iter().any(|&i| !(1..=m).contains(&i)) {
            return Err(format!(
                "win {values:?}: not two numbers and edges of 1..={m}"
            ));
        }
        let kept_mask: u128 = chosen.iter().map(|&i| 1 << i).sum();
        if kept_mask.count_ones() as usize != chosen.len() {
            return Err(format!("win {chosen:?}: an edge twice"));
        }
        if !subsets.insert(kept_mask) {
            return Err(format!("win {chosen:?} is given twice"));
        }
        let kept: Vec<(usize, usize)> = chosen.iter().map(|&i| dag.edges[i - 1]).collect();
        let grundy = grundy_numbers(n, &kept);
        if [grundy[1], grundy[2]] != given || given[0] == given[1] {
            return Err(format!(
                "win {chosen:?}: Grundy numbers {} and {}, given {given:?}",
                grundy[1], grundy[2]
            ));
        }
        let mut next = vec![Vec::new(); n + 1];
        for &(x, y) in &kept {
            next[x].push(y);
        }
        if !mover_wins(1, 2, &next, &mut vec![None; (n + 1) * (n + 1)]) {
            return Err(format!("win {chosen:?}: the first player loses"));
        }
    }
    if m <= 12 && subsets.len() as u64 != answer {
        return Err(format!("{} subsets listed, answer {answer}", subsets.len()));
    }
    Ok(())
}

#[test]
fn agc016f_samples_explain() {
    samples_explain("agc016f", |input| Some(Dag::read(input)), check_explanation);
}

#[test]
fn agc016f_explanations_hold() {
    explanations_hold(
        "agc016f",
        Dag::draw,
        first_wins_by_search,
        check_explanation,
    );
}

/// The second sample's explanation with a subset's Grundy numbers changed, a subset
/// the first player loses, a subset listed twice, and a level count changed.
#[test]
fn agc016f_wrong_witness_is_caught() {
    let dag = Dag {
        n: 3,
        edges: vec![(1, 2), (1, 3), (2, 3)],
    };
    let all_kept = "witness win: 2 1 1 2 3";
    lies_are_caught(
        "agc016f",
        &dag.to_string(),
        |e| check_explanation(&dag, e),
        &[
            // Keeping all three edges gives Grundy numbers 2 and 1.
            (all_kept, "witness win: 2 0 1 2 3", ""),
            // 1→3 alone gives 1 and 0, not 1 and 1.
            (all_kept, "witness win: 1 1 2", ""),
            // Keeping nothing: both numbers 0, the first player loses.
            (all_kept, "witness win: 0 0", ""),
            (all_kept, "witness win: 1 0 1", "twice"),
            ("witness equal: 2 1 2 3", "witness equal: 3 1 2 3", ""),
        ],
    );
}

/// The Grundy numbers of the picture (every edge kept) decide every pair of pieces as a
/// game tree search does: the player to move wins iff the two numbers differ.
#[test]
fn agc016f_pictures_hold() {
    pictures_hold("agc016f", Dag::draw, |dag, p| {
        let grundy: Vec<usize> = (1..=dag.n)
            .map(|v| {
                let (label, _) = p
                    .states
                    .get(&v.to_string())
                    .ok_or(format!("no vertex {v}"))?;
                let number = label.rsplit(' ').next().and_then(|g| g.parse().ok());
                number.ok_or(format!("no Grundy number in {label}"))
            })
            .collect::<Result<_, String>>()?;
        let mut next = vec![Vec::new(); dag.n + 1];
        for &(x, y) in &dag.edges {
            next[x].push(y);
        }
        let mut memo = vec![None; (dag.n + 1) * (dag.n + 1)];
        for a in 1..=dag.n {
            for b in 1..=dag.n {
                let differ = grundy[a - 1] != grundy[b - 1];
                if mover_wins(a, b, &next, &mut memo) != differ {
                    return Err(format!("pieces on {a} and {b}: Grundy numbers {grundy:?}"));
                }
            }
        }
        Ok(())
    });
}
