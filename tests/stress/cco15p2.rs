//! `cco15p2` against a depth-first search over every simple path.
//!
//! `cco15p2` against a depth-first search over every simple path from city 0, on random
//! small road maps; and the worst cases against a plain DP over all sets of cities. Its
//! `--explain` route is checked road by road against the map.

use gamebits_problems::cco15p2::Map;
use gamebits_problems::SmallInput;
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, pictures_hold, samples_explain, Explained, Picture,
};
use gamebits_test_support::steps::{steps, steps_hold, Step};
use gamebits_test_support::stress::{samples_agree_with_brute_force, stress, worst_cases_agree};

/// The answer by trying every simple path.
fn longest_by_search(map: &Map) -> String {
    let mut visited = vec![false; map.n];
    visited[0] = true;
    longest_from(map, 0, &mut visited)
        .expect("the maps have a route")
        .to_string()
}

/// The longest way from `city` to city n − 1 through unvisited cities, if any.
fn longest_from(map: &Map, city: usize, visited: &mut [bool]) -> Option<u32> {
    if city == map.n - 1 {
        return Some(0);
    }
    let mut best = None;
    for &(s, d, l) in &map.roads {
        if s == city && !visited[d] {
            visited[d] = true;
            if let Some(rest) = longest_from(map, d, visited) {
                best = best.max(Some(l + rest));
            }
            visited[d] = false;
        }
    }
    best
}

#[test]
fn cco15p2_matches_path_search() {
    stress("cco15p2", longest_by_search);
}

/// The answers written in `samples/cco15p2/*.out` are the search's answers.
#[test]
fn cco15p2_samples_agree_with_path_search() {
    samples_agree_with_brute_force("cco15p2", |_: &Map| true, longest_by_search);
}

/// WORST-CASE AGREEMENT (not a timing test: times are measured with `/usr/bin/time -v`).
/// Each generated worst case goes through the binary, whose answer must equal that of a
/// plain DP over all 2ⁿ sets of cities with `Option` lengths and a length matrix.
#[test]
fn cco15p2_worst_cases_agree_with_plain_dp() {
    worst_cases_agree("cco15p2", |input| plain_dp(&Map::read(input)).to_string());
}

/// `longest[S][v]`: the longest simple route from 0 through exactly S ending at v; a route
/// that reached n − 1 is not extended. The answer is the best `longest[S][n − 1]`.
fn plain_dp(map: &Map) -> u32 {
    longest_by_set(map)
        .iter()
        .filter_map(|row| row[map.n - 1])
        .max()
        .expect("a route")
}

/// For each set S of cities holding city 0 and each v in S, the longest route from
/// city 0 to v through exactly the cities of S, if any.
fn longest_by_set(map: &Map) -> Vec<Vec<Option<u32>>> {
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
}

/// The route of an explanation (`witness route`, `witness lengths`) is a route of the
/// map from city 0 to city n − 1, visits no city twice, follows a road of each stated
/// length, and its lengths sum to the answer.
fn check_explanation(map: &Map, explained: &Explained) -> Result<(), String> {
    let route: Vec<usize> = explained.values("route")?;
    let lengths: Vec<u32> = explained.values("lengths")?;
    if route.first() != Some(&0) || route.last() != Some(&(map.n - 1)) {
        return Err(format!(
            "the route {route:?} does not run from 0 to {}",
            map.n - 1
        ));
    }
    if lengths.len() + 1 != route.len() {
        return Err(format!(
            "{} lengths for a route of {} cities",
            lengths.len(),
            route.len()
        ));
    }
    let mut visited = vec![false; map.n];
    for &city in &route {
        if city >= map.n || std::mem::replace(&mut visited[city], true) {
            return Err(format!(
                "the route {route:?} visits city {city} twice or has no such city"
            ));
        }
    }
    for (pair, &length) in route.windows(2).zip(&lengths) {
        if !map.roads.contains(&(pair[0], pair[1], length)) {
            return Err(format!(
                "no road {} → {} of length {length}",
                pair[0], pair[1]
            ));
        }
    }
    let total: u32 = lengths.iter().sum();
    if total.to_string() != explained.answer {
        return Err(format!(
            "the route's length is {total}, the answer {}",
            explained.answer
        ));
    }
    Ok(())
}

#[test]
fn cco15p2_samples_explain() {
    samples_explain("cco15p2", |input| Some(Map::read(input)), check_explanation);
}

#[test]
fn cco15p2_explanations_hold() {
    explanations_hold("cco15p2", Map::draw, longest_by_search, check_explanation);
}

/// A route through a city twice, a road that is not there, a route that stops short or
/// does not sum to the answer: each is refused.
#[test]
fn cco15p2_wrong_witness_is_caught() {
    // Roads 0 → 1 (5), 1 → 0 (4), 1 → 2 (3), 0 → 2 (1): the longest route 0 → 1 → 2 is 8.
    let map = Map::read("3 4\n0 1 5\n1 0 4\n1 2 3\n0 2 1\n");
    let witness = "witness route: 0 1 2\nwitness lengths: 5 3\n";
    let lie = |route: &str, lengths: &str| {
        format!("witness route: {route}\nwitness lengths: {lengths}\n")
    };
    let (repeated, no_road) = (lie("0 1 0 1 2", "5 4 5 3"), lie("0 2", "8"));
    let (short, shorter) = (lie("0 1", "5"), lie("0 2", "1"));
    let real = lies_are_caught(
        "cco15p2",
        &map.to_string(),
        |e| check_explanation(&map, e),
        &[
            (witness, &repeated, "twice"),
            (witness, &no_road, "no road"),
            (witness, &short, ""),
            (witness, &shorter, "answer"),
        ],
    );
    assert_eq!(
        check_explanation(&map, &real.told(witness, witness)),
        Ok(())
    );
}

/// Checks one picture of `cco15p2` against [`longest_by_set`]: each state `S:v` labelled
/// with its longest route through S to v, filled by the size of S (one colour a size);
/// each road drawn between states it joins, with its length; the bold roads a route from
/// city 0 to city n − 1 as long as the answer.
fn check_picture(map: &Map, p: &Picture) -> Result<(), String> {
    let longest = longest_by_set(map);
    let state = |id: &str| -> Result<(usize, usize), String> {
        let (set, v) = id.split_once(':').ok_or(format!("state `{id}`"))?;
        let number = |t: &str| t.parse().map_err(|_| format!("state `{id}`"));
        Ok((number(set)?, number(v)?))
    };
    let mut fill_of_size = std::collections::HashMap::new();
    for (id, (label, fill)) in &p.states {
        let (set, v) = state(id)?;
        let expected = longest[set][v].ok_or(format!("{id}: no route reaches it"))?;
        if !label.ends_with(&format!("\\nlongest {expected}")) {
            return Err(format!(
                "{id} is labelled `{label}`, its longest is {expected}"
            ));
        }
        let size = set.count_ones();
        if fill_of_size.entry(size).or_insert(fill) != &fill {
            return Err(format!("two fills for sets of {size} cities"));
        }
    }
    for ((from, to, _), label) in p.moves.iter().zip(&p.move_labels) {
        let ((set, v), (next, w)) = (state(from)?, state(to)?);
        let joins = map
            .roads
            .iter()
            .any(|&(s, d, l)| (s, d) == (v, w) && l.to_string() == *label && set & 1 << w == 0);
        if !joins || next != set | 1 << w {
            return Err(format!("{from} -> {to} [{label}] is no road of the map"));
        }
    }
    let (mut at, mut length) = ("1:0".to_string(), 0);
    while let Some(i) = p.moves.iter().position(|m| m.2 && m.0 == at) {
        at = p.moves[i].1.clone();
        length += p.move_labels[i].parse::<u32>().map_err(|e| e.to_string())?;
    }
    let answer = plain_dp(map);
    if state(&at)?.1 != map.n - 1 || length != answer {
        return Err(format!(
            "the bold route ends at {at}, {length} long; the answer is {answer}"
        ));
    }
    Ok(())
}

#[test]
fn cco15p2_pictures_hold() {
    pictures_hold("cco15p2", Map::draw, check_picture);
}

/// The steps against a plain DP over all sets: every reached state (S, v), as the
/// picture names it (`S:v`), the sets in increasing order and v within each, its value
/// the longest route's length; and each rule takes it from the reached states before
/// it, (S ∖ {v}, u) for u not the last city with a road u → v, each written
/// `by road u → v, a + l = t` with `a` that state's length and `l` the road's, every
/// such state named once, the longest being the value.
fn check_steps(map: &Map, steps: &[Step]) -> Result<(), String> {
    let n = map.n;
    let longest = longest_by_set(map);
    let mut length = vec![vec![None; n]; n];
    for &(s, d, l) in &map.roads {
        length[s][d] = Some(l);
    }
    let reached: Vec<(usize, usize, u32)> = (1..1usize << n)
        .step_by(2)
        .flat_map(|set| (0..n).map(move |v| (set, v)))
        .filter_map(|(set, v)| Some((set, v, longest[set][v]?)))
        .collect();
    if steps.len() != reached.len() {
        return Err(format!(
            "{} steps for {} reached states",
            steps.len(),
            reached.len()
        ));
    }
    for (step, &(set, v, best)) in steps.iter().zip(&reached) {
        if (step.state.as_str(), step.value.as_str()) != (&format!("{set}:{v}"), &best.to_string())
        {
            return Err(format!("{step:?} is not state {set}:{v} of length {best}"));
        }
        let before = set ^ 1 << v;
        let mut expected: Vec<usize> = (0..n - 1)
            .filter(|&u| before & 1 << u != 0 && length[u][v].is_some())
            .filter(|&u| longest[before][u].is_some())
            .collect();
        let mut named = Vec::new();
        let mut most = None;
        for way in step.rule.split("by road ").skip(1) {
            let numbers: Vec<u32> = way
                .split(|c: char| !c.is_ascii_digit())
                .filter(|word| !word.is_empty())
                .take(5)
                .map(|word| word.parse().expect("digits"))
                .collect();
            let [u, to, a, l, t] = numbers[..] else {
                return Err(format!("not a road in: {way:?}"));
            };
            let u = u as usize;
            let holds = to as usize == v
                && before & 1 << u != 0
                && longest[before][u] == Some(a)
                && length[u][v] == Some(l)
                && t == a + l;
            if !holds {
                return Err(format!("{}: the road in {way:?} is not so", step.state));
            }
            named.push(u);
            most = most.max(Some(t));
        }
        named.sort_unstable();
        expected.sort_unstable();
        let start = set == 1 && v == 0 && step.rule.ends_with("every route starts at city 0");
        if !start && (named != expected || most != Some(best)) {
            return Err(format!(
                "{}: its rule {:?} names {named:?}, not {expected:?}",
                step.state, step.rule
            ));
        }
    }
    Ok(())
}

/// The sample's table: (0b001, 0) 0, (0b011, 1) 4, (0b101, 2) 5, (0b111, 2) 7 from
/// (0b011, 1) by road 1 → 2; a wrong length in a rule, and a state out of order, are
/// caught.
#[test]
fn cco15p2_steps_fill_the_table_in_increasing_sets() {
    let input = "3 3\n0 2 5\n0 1 4\n1 2 3\n";
    let map = Map::read(input);
    let real = steps("cco15p2", input.as_bytes()).unwrap();
    check_steps(&map, &real).unwrap();
    let table: Vec<String> = real
        .iter()
        .map(|s| format!("{} {}", s.state, s.value))
        .collect();
    assert_eq!(table, ["1:0 0", "3:1 4", "5:2 5", "7:2 7"]);
    assert_eq!(
        real[3].rule,
        "(0b111 {0, 1, 2}, 2) is 7: from (0b011 {0, 1}, 1) by road 1 → 2, 4 + 3 = 7"
    );
    let mut wrong = real.clone();
    wrong[3].rule = wrong[3].rule.replace("4 + 3 = 7", "5 + 2 = 7");
    assert!(check_steps(&map, &wrong).is_err(), "a wrong length");
    let mut swapped = real.clone();
    swapped.swap(1, 2);
    assert!(check_steps(&map, &swapped).is_err(), "a state out of order");
}

#[test]
fn cco15p2_steps_hold() {
    steps_hold("cco15p2", Map::draw, check_steps);
}
