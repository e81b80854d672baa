//! `dmopc20c6p3` against a game-tree search written from the statement (minimax over
//! every play of bounded length), on random small graphs with loops, repeated routes and
//! cycles; its output byte for byte (the judge compares bytes); and its worst cases
//! against a worklist that follows the routes forward, sharing no code with the binary.

use gamebits_test_support::stress::{
    case_count, numbers, samples_agree_with_brute_force, seed, stress, worst_cases_agree, Case,
};
use gamebits_test_support::{binary_path, run_binary, Rng};
use std::collections::VecDeque;

/// A map: `police[c]` for city `c` (0-based), and the routes `(a, b)` (1-based, as
/// written).
struct Map {
    police: Vec<bool>,
    routes: Vec<(usize, usize)>,
}

impl Map {
    fn parse(text: &str) -> Map {
        let numbers: Vec<usize> = numbers(text);
        let (n, m) = (numbers[0], numbers[1]);
        let police = numbers[2..2 + n].iter().map(|&p| p == 1).collect();
        let routes = (0..m)
            .map(|j| (numbers[2 + n + 2 * j], numbers[3 + n + 2 * j]))
            .collect();
        Map { police, routes }
    }

    /// The cities one route from each city (0-based), repeats kept.
    fn next_cities(&self) -> Vec<Vec<usize>> {
        let mut next = vec![Vec::new(); self.police.len()];
        for &(a, b) in &self.routes {
            next[a - 1].push(b - 1);
        }
        next
    }
}

impl Case for Map {
    fn input(&self) -> String {
        let police: Vec<&str> = self
            .police
            .iter()
            .map(|&p| if p { "1" } else { "0" })
            .collect();
        let mut text = format!(
            "{} {}\n{}\n",
            self.police.len(),
            self.routes.len(),
            police.join(" ")
        );
        for (a, b) in &self.routes {
            text += &format!("{a} {b}\n");
        }
        text
    }

    /// Caught from city c iff the police can force play to end: every play that their
    /// choices allow ends in a city without a route. Those plays form a finitely
    /// branching tree, so by König's lemma they all end iff they all end within some k
    /// moves; and "caught within k moves", as a set of cities, once it stops growing
    /// from k to k + 1 never grows again, so it stops by k = N. Hence the minimax over
    /// every play of at most N moves, memoised on (city, moves left).
    fn expected(&self) -> String {
        let next = self.next_cities();
        let n = self.police.len();
        let mut search = Search {
            next: &next,
            police: &self.police,
            memo: vec![vec![None; n + 1]; n],
        };
        let caught: Vec<&str> = (0..n)
            .map(|c| if search.caught_within(c, n) { "1" } else { "0" })
            .collect();
        caught.join(" ")
    }
}

/// The game tree of the statement, searched to a depth.
struct Search<'a> {
    next: &'a [Vec<usize>],
    police: &'a [bool],
    memo: Vec<Vec<Option<bool>>>,
}

impl Search<'_> {
    /// Whether the robber standing in `city` is caught within `moves` more moves: there
    /// is no route out, or some route (the police choose) or every route (he chooses)
    /// leads to a city where he is caught within `moves − 1`.
    fn caught_within(&mut self, city: usize, moves: usize) -> bool {
        if self.next[city].is_empty() {
            return true;
        }
        if moves == 0 {
            return false;
        }
        if let Some(known) = self.memo[city][moves] {
            return known;
        }
        let next = self.next;
        let mut results = Vec::new();
        for &to in &next[city] {
            results.push(self.caught_within(to, moves - 1));
        }
        let caught = if self.police[city] {
            results.contains(&true)
        } else {
            !results.contains(&false)
        };
        self.memo[city][moves] = Some(caught);
        caught
    }
}

/// Up to 7 cities and 12 routes (self-loops and repeats as they come); police in none,
/// all or some of the cities; fewer routes in some cases, so that dead ends are common.
fn random_map(rng: &mut Rng) -> Map {
    let n = rng.index(1..=7);
    let most_routes = if rng.chance(1, 2) { n } else { 12 };
    let m = rng.index(0..=most_routes);
    let share = rng.range(0..=4);
    let police = (0..n).map(|_| rng.chance(share, 4)).collect();
    let routes = (0..m)
        .map(|_| (rng.index(1..=n), rng.index(1..=n)))
        .collect();
    Map { police, routes }
}

#[test]
fn dmopc20c6p3_matches_game_tree_search() {
    stress("dmopc20c6p3", random_map);
}

#[test]
fn dmopc20c6p3_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force("dmopc20c6p3", |input| {
        let map = Map::parse(input);
        (map.police.len() <= 1000).then_some(map)
    });
}

/// The judge compares bytes: the answer is exactly the values, one space between
/// neighbours, and one newline; on random maps and on every sample with an answer
/// (whose `.out` files are written that way too).
#[test]
fn dmopc20c6p3_prints_its_line_byte_for_byte() {
    let exe = binary_path("dmopc20c6p3");
    let seed = seed();
    let mut rng = Rng::new(seed);
    for index in 0..case_count() / 5 {
        let map = random_map(&mut rng);
        let output = run_binary(&exe, map.input().as_bytes());
        let expected = format!("{}\n", map.expected());
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "case {index} of seed {seed} (GAMEBITS_SEED={seed})\n--- input\n{}",
            map.input()
        );
    }
    let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/dmopc20c6p3");
    for entry in std::fs::read_dir(samples).unwrap() {
        let path = entry.unwrap().path();
        let Ok(answer) = std::fs::read(path.with_extension("out")) else {
            continue;
        };
        if path.extension().is_some_and(|e| e == "in") {
            let output = run_binary(&exe, &std::fs::read(&path).unwrap());
            assert_eq!(output.stdout, answer, "{}", path.display());
            let line = String::from_utf8(answer).unwrap();
            let values = line.strip_suffix('\n').unwrap().split(' ');
            assert!(values.into_iter().all(|v| v == "0" || v == "1"), "{line:?}");
        }
    }
}

/// The worst cases against a worklist that follows the routes forward: when a city is
/// found caught, each city with a route into it is looked at again; a city with police
/// is caught then, a city without is caught once a cursor over its routes, moved past
/// every route into a caught city, reaches the end. Each route is passed once.
#[test]
fn dmopc20c6p3_worst_cases_agree_with_a_forward_worklist() {
    worst_cases_agree("dmopc20c6p3", |input| {
        let map = Map::parse(input);
        let next = map.next_cities();
        let n = next.len();
        let mut before = vec![Vec::new(); n];
        for (from, to_list) in next.iter().enumerate() {
            for &to in to_list {
                before[to].push(from);
            }
        }
        let mut caught: Vec<bool> = next.iter().map(Vec::is_empty).collect();
        let mut cursor = vec![0; n];
        let mut work: VecDeque<usize> = (0..n).filter(|&c| caught[c]).collect();
        while let Some(city) = work.pop_front() {
            for &from in &before[city] {
                if caught[from] {
                    continue;
                }
                if !map.police[from] {
                    while cursor[from] < next[from].len() && caught[next[from][cursor[from]]] {
                        cursor[from] += 1;
                    }
                    if cursor[from] < next[from].len() {
                        continue;
                    }
                }
                caught[from] = true;
                work.push_back(from);
            }
        }
        let line: Vec<&str> = caught.iter().map(|&c| if c { "1" } else { "0" }).collect();
        line.join(" ")
    });
}
