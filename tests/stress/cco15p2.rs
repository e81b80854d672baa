//! `cco15p2` against a depth-first search over every simple path from city 0, on random
//! small road maps; and the worst cases against a plain DP over all sets of cities.

use gamebits_test_support::stress::{
    samples_agree_with_brute_force, stress, worst_cases_agree, Case,
};
use gamebits_test_support::Rng;

/// Cities `0..n` and roads `(s, d, l)`.
struct Map {
    n: usize,
    roads: Vec<(usize, usize, u32)>,
}

impl Map {
    /// Parses an input in the judge's format.
    fn parse(text: &str) -> Map {
        let mut tokens = text.split_whitespace().map(|t| t.parse::<usize>().unwrap());
        let mut next = || tokens.next().expect("a complete input");
        let n = next();
        let m = next();
        let roads = (0..m).map(|_| (next(), next(), next() as u32)).collect();
        Map { n, roads }
    }

    /// The longest simple route from city 0 to city n − 1, by trying every simple path.
    fn longest_by_search(&self) -> Option<u32> {
        let mut visited = vec![false; self.n];
        visited[0] = true;
        self.longest_from(0, &mut visited)
    }

    /// The longest way from `city` to city n − 1 through unvisited cities, if any.
    fn longest_from(&self, city: usize, visited: &mut [bool]) -> Option<u32> {
        if city == self.n - 1 {
            return Some(0);
        }
        let mut best = None;
        for &(s, d, l) in &self.roads {
            if s == city && !visited[d] {
                visited[d] = true;
                if let Some(rest) = self.longest_from(d, visited) {
                    best = best.max(Some(l + rest));
                }
                visited[d] = false;
            }
        }
        best
    }
}

impl Case for Map {
    fn input(&self) -> String {
        let mut text = format!("{} {}\n", self.n, self.roads.len());
        for (s, d, l) in &self.roads {
            text += &format!("{s} {d} {l}\n");
        }
        text
    }

    fn expected(&self) -> String {
        self.longest_by_search()
            .expect("generated maps have a route")
            .to_string()
    }
}

/// A random map on 2..=8 cities, each ordered pair a road with a random density, roads
/// in random order, lengths small or large; drawn again until a route exists.
fn random_map(rng: &mut Rng) -> Map {
    loop {
        let n = rng.index(2..=8);
        let density = rng.range(1..=4);
        let max_length = if rng.chance(1, 2) { 5 } else { 10_000 };
        let mut roads = Vec::new();
        for s in 0..n {
            for d in (0..n).filter(|&d| d != s) {
                if rng.chance(density, 4) {
                    roads.push((s, d, rng.range(1..=max_length) as u32));
                }
            }
        }
        rng.shuffle(&mut roads);
        let map = Map { n, roads };
        if map.longest_by_search().is_some() {
            return map;
        }
    }
}

#[test]
fn cco15p2_matches_path_search() {
    stress("cco15p2", random_map);
}

/// The answers written in `samples/cco15p2/*.out` are the search's answers.
#[test]
fn cco15p2_samples_agree_with_path_search() {
    samples_agree_with_brute_force("cco15p2", |input| Some(Map::parse(input)));
}

/// WORST-CASE AGREEMENT (not a timing test: times are measured with `/usr/bin/time -v`).
/// Each generated worst case goes through the binary, whose answer must equal that of a
/// plain DP over all 2ⁿ sets of cities with `Option` lengths and a length matrix.
#[test]
fn cco15p2_worst_cases_agree_with_plain_dp() {
    worst_cases_agree("cco15p2", |input| plain_dp(&Map::parse(input)).to_string());
}

/// `longest[S][v]`: the longest simple route from 0 through exactly S ending at v; a route
/// that reached n − 1 is not extended. The answer is the best `longest[S][n − 1]`.
fn plain_dp(map: &Map) -> u32 {
    let n = map.n;
    let mut length = vec![vec![None; n]; n];
    for &(s, d, l) in &map.roads {
        length[s][d] = Some(l);
    }
    let mut longest: Vec<Vec<Option<u32>>> = vec![vec![None; n]; 1 << n];
    longest[1][0] = Some(0);
    for set in 1..1usize << n {
        for v in 0..n - 1 {
            let Some(here) = longest[set][v] else {
                continue;
            };
            for w in (0..n).filter(|&w| set & 1 << w == 0) {
                if let Some(l) = length[v][w] {
                    let there = &mut longest[set | 1 << w][w];
                    *there = (*there).max(Some(here + l));
                }
            }
        }
    }
    longest
        .iter()
        .filter_map(|row| row[n - 1])
        .max()
        .expect("a route")
}
