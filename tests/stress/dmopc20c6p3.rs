//! `dmopc20c6p3` against a game-tree search, and its explanations checked.
//!
//! `dmopc20c6p3` against a game-tree search written from the statement (minimax over
//! every play of bounded length), on random small graphs with loops, repeated routes and
//! cycles; its output byte for byte (the judge compares bytes); and its worst cases
//! against a worklist that follows the routes forward, sharing no code with the binary;
//! and what `--explain` shows (the catching plan, the escapes) against the statement
//! and the same search.

use gamebits_problems::dmopc20c6p3::Map;
use gamebits_problems::{RandomRun, SmallInput};
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, pictures_hold, samples_explain, Explained,
};
use gamebits_test_support::steps::{steps, steps_hold, Step};
use gamebits_test_support::stress::{
    random_run, samples_agree_with_brute_force, stress, worst_cases_agree,
};
use gamebits_test_support::{binary_path, run_binary, Rng};
use itertools::Itertools;
use std::collections::VecDeque;

/// The cities one route from each city (0-based), repeats kept.
fn next_cities(map: &Map) -> Vec<Vec<usize>> {
    let mut next = vec![Vec::new(); map.police.len()];
    for &(a, b) in &map.routes {
        next[a - 1].push(b - 1);
    }
    next
}

/// Caught from city c iff the police can force play to end: every play that their
/// choices allow ends in a city without a route. Those plays form a finitely
/// branching tree, so by König's lemma they all end iff they all end within some k
/// moves; and "caught within k moves", as a set of cities, once it stops growing
/// from k to k + 1 never grows again, so it stops by k = N. Hence the minimax over
/// every play of at most N moves, memoised on (city, moves left).
fn caught_by_search(map: &Map) -> String {
    let next = next_cities(map);
    let n = map.police.len();
    let mut search = Search {
        next: &next,
        police: &map.police,
        memo: vec![vec![None; n + 1]; n],
    };
    (0..n)
        .map(|c| if search.caught_within(c, n) { "1" } else { "0" })
        .join(" ")
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

#[test]
fn dmopc20c6p3_matches_game_tree_search() {
    stress("dmopc20c6p3", caught_by_search);
}

#[test]
fn dmopc20c6p3_samples_agree_with_game_tree_search() {
    samples_agree_with_brute_force(
        "dmopc20c6p3",
        |map: &Map| map.police.len() <= 1000,
        caught_by_search,
    );
}

/// The judge compares bytes: the answer is exactly the values, one space between
/// neighbours, and one newline; on random maps and on every sample with an answer
/// (whose `.out` files are written that way too).
#[test]
fn dmopc20c6p3_prints_its_line_byte_for_byte() {
    let exe = binary_path("dmopc20c6p3");
    let RandomRun { seed, cases } = random_run("dmopc20c6p3 bytes");
    let mut rng = Rng::new(seed);
    for index in 0..cases / 5 {
        let map = Map::draw(&mut rng);
        let output = run_binary(&exe, map.to_string().as_bytes());
        let expected = format!("{}\n", caught_by_search(&map));
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "case {index} of seed {seed} (GAMEBITS_SEED={seed})\n--- input\n{map}"
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
        let map = Map::read(input);
        let next = next_cities(&map);
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
        caught.iter().map(|&c| if c { "1" } else { "0" }).join(" ")
    });
}

/// The values of the witness line `kind`, one per city: a number, or `None` for `-`.
fn witness_values(e: &Explained, kind: &str, n: usize) -> Result<Vec<Option<usize>>, String> {
    let values = e.witness(kind).ok_or(format!("no witness {kind}"))?;
    if values.len() != n {
        return Err(format!(
            "witness {kind} has {} values for {n} cities",
            values.len()
        ));
    }
    let value = |v: &String| match v.as_str() {
        "-" => Ok(None),
        v => v
            .parse()
            .map(Some)
            .map_err(|_| format!("witness {kind}: {v:?} is not a value")),
    };
    values.iter().map(value).collect()
}

/// The explanation's witnesses against the statement, city by city (`steps[c]`,
/// `choice[c]`): the answer calls caught exactly the cities with steps. An escape is no
/// dead end; with a station, no choice and every route to an escape; without, a route
/// of its own (its choice) to an escape: so the escapes hold him forever. A caught dead
/// end lasts 0 steps, with no choice; another caught city has a route of its own (its
/// choice) to a city of one step fewer, and without a station every route goes to a
/// caught city of at most one step fewer: so the steps fall along every play the police
/// allow. And each caught city's steps are the fewest moves within which the search
/// of the statement catches him: the most he can last.
fn check_explanation(map: &Map, e: &Explained) -> Result<(), String> {
    let next = next_cities(map);
    let n = next.len();
    let steps = witness_values(e, "steps", n)?;
    let choice = witness_values(e, "choice", n)?;
    let answer: Vec<bool> = steps.iter().map(Option::is_some).collect();
    let said: Vec<bool> = e.answer.split(' ').map(|v| v == "1").collect();
    if said != answer {
        return Err(format!(
            "the answer {} is not the cities with steps",
            e.answer
        ));
    }
    let mut search = Search {
        next: &next,
        police: &map.police,
        memo: vec![vec![None; n + 1]; n],
    };
    for city in 0..n {
        let routes = &next[city];
        // The chosen city, 0-based, if it is one a route of the city leads to.
        let chosen = match choice[city].map(|to| to.checked_sub(1)) {
            None => None,
            Some(Some(to)) if routes.contains(&to) => Some(to),
            Some(_) => return Err(format!("city {}: no route to its choice", city + 1)),
        };
        let fail = |why: &str| Err(format!("city {}: {why}", city + 1));
        match steps[city] {
            None if routes.is_empty() => return fail("a dead end among the escapes"),
            None if map.police[city] => {
                if chosen.is_some() || routes.iter().any(|&to| steps[to].is_some()) {
                    return fail("an escape station with a choice, or a route to a caught city");
                }
            }
            None => {
                if chosen.map_or(true, |to| steps[to].is_some()) {
                    return fail("an escape without a route of its choice to an escape");
                }
            }
            Some(own) => {
                if routes.is_empty() != (own == 0) || routes.is_empty() != chosen.is_none() {
                    return fail("a dead end with steps or a choice, or another city without");
                }
                if let Some(to) = chosen {
                    if steps[to] != Some(own - 1) {
                        return fail("the chosen route does not lead to one step fewer");
                    }
                }
                let within = |to: &usize| steps[*to].is_some_and(|s| s < own);
                if !map.police[city] && !routes.iter().all(within) {
                    return fail("a route leads to an escape or to as many steps or more");
                }
                if (0..=n).find(|&m| search.caught_within(city, m)) != Some(own) {
                    return fail("the steps are not the most the robber can last");
                }
            }
        }
    }
    Ok(())
}

#[test]
fn dmopc20c6p3_samples_explain() {
    samples_explain(
        "dmopc20c6p3",
        |input| Some(Map::read(input)).filter(|map| map.police.len() <= 1000),
        check_explanation,
    );
}

#[test]
fn dmopc20c6p3_explanations_hold() {
    explanations_hold(
        "dmopc20c6p3",
        Map::draw,
        caught_by_search,
        check_explanation,
    );
}

/// Real explanations, each witness tampered with as a buggy binary would: a caught
/// city said to last longer than it can, the police sending the robber to an escape, an
/// escape route into a caught city, a dead end among the escapes, and a caught city
/// without a station given the steps of its shorter route (the sample's cities 1, 2
/// and 4; in the second map, city 1 reaches dead end 2 at once or dead end 4 through 3).
#[test]
fn dmopc20c6p3_wrong_witness_is_caught() {
    let sample = "5 7\n1 0 1 0 1\n1 2\n2 1\n2 3\n3 2\n1 4\n2 4\n5 5\n";
    let map = Map::read(sample);
    let (steps, choice) = ("witness steps: 1 - - 0 -", "witness choice: 4 3 - - -");
    lies_are_caught(
        "dmopc20c6p3",
        sample,
        |e| check_explanation(&map, e),
        &[
            (steps, "witness steps: 2 - - 0 -", ""),
            (choice, "witness choice: 2 3 - - -", ""),
            (choice, "witness choice: 4 1 - - -", ""),
            (steps, "witness steps: 1 - - 0 0", ""),
        ],
    );
    let chain = "4 3\n0 0 0 0\n1 2\n1 3\n3 4\n";
    let map = Map::read(chain);
    let (steps, choice) = ("witness steps: 2 0 1 0", "witness choice: 3 - 4 -");
    lies_are_caught(
        "dmopc20c6p3",
        chain,
        |e| check_explanation(&map, e),
        &[
            (steps, "witness steps: 1 0 1 0", ""),
            (choice, "witness choice: 2 - 4 -", ""),
            (steps, "witness steps: 2 0 1 -", ""),
            (choice, "witness choice: - - 4 -", ""),
        ],
    );
}

/// Every city of the picture is red exactly where the robber is caught, by the game
/// tree search, and green where he escapes.
#[test]
fn dmopc20c6p3_pictures_hold() {
    pictures_hold("dmopc20c6p3", Map::draw, |map, p| {
        let caught = caught_by_search(map);
        for (city, caught) in caught.split(' ').enumerate() {
            let (label, fill) = p
                .states
                .get(&(city + 1).to_string())
                .ok_or(format!("city {} is not drawn", city + 1))?;
            let expected = if caught == "1" {
                "lightcoral"
            } else {
                "palegreen"
            };
            if fill != expected || label.contains("escapes") != (caught == "0") {
                return Err(format!(
                    "city {} is {fill} ({label}), caught: {caught}",
                    city + 1
                ));
            }
        }
        Ok(())
    });
}

/// The steps against the game tree search: every city once, the caught ones first, in
/// an order in which each joins by the rule its line says, from cities before it: a
/// dead end with no route out; a station with a route (the police's) to the city it
/// names, which came before; a city without one once every route leads to a city that
/// came before; then the escapes, once no more city joins.
fn check_steps(map: &Map, steps: &[Step]) -> Result<(), String> {
    let caught: Vec<bool> = caught_by_search(map).split(' ').map(|c| c == "1").collect();
    let next = next_cities(map);
    let n = caught.len();
    let mut position = vec![None; n];
    for (k, step) in steps.iter().enumerate() {
        let city: usize = step.state.parse().map_err(|_| format!("{step:?}"))?;
        match position.get_mut(city.wrapping_sub(1)) {
            Some(seen @ None) => *seen = Some(k),
            _ => return Err(format!("city {city} is stepped twice or does not exist")),
        }
    }
    if steps.len() != n {
        return Err(format!("{} steps for {n} cities", steps.len()));
    }
    let before = |to: usize, k: usize| position[to].is_some_and(|p| p < k);
    for (k, step) in steps.iter().enumerate() {
        let city: usize = step.state.parse::<usize>().expect("read above") - 1;
        let value = if caught[city] { "caught" } else { "escapes" };
        let station = if map.police[city] { ", station" } else { "" };
        let named = step
            .rule
            .split_once("to city ")
            .and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|city| city.parse::<usize>().ok())
            .map(|city| city - 1);
        let after = if caught[city] {
            ""
        } else {
            "no more city joins: "
        };
        let holds = step.value == value
            && step
                .rule
                .starts_with(&format!("{after}city {}{station}: ", city + 1))
            && match (caught[city], next[city].is_empty(), map.police[city]) {
                (false, _, _) => {
                    step.rule.contains("escapes") && steps[k..].iter().all(|s| s.value == value)
                }
                (true, true, _) => step.rule.ends_with("no route out"),
                (true, false, true) => {
                    step.rule.contains("the police send him")
                        && named.is_some_and(|to| next[city].contains(&to) && before(to, k))
                }
                (true, false, false) => {
                    step.rule.contains("every route leads to a caught city")
                        && next[city].iter().all(|&to| before(to, k))
                }
            };
        if !holds {
            return Err(format!("step {k} is not so: {step:?}"));
        }
    }
    Ok(())
}

/// The sample: city 4, a dead end, joins first, then city 1 (the police send him to 4);
/// 2, 3 and 5 escape. Lies told in the steps (a city joining before the one it needs,
/// an escape called caught) are caught.
#[test]
fn dmopc20c6p3_steps_join_the_attractor_one_by_one() {
    let input = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/samples/dmopc20c6p3/1.in"
    ))
    .expect("the sample");
    let map = Map::read(&input);
    let real = steps("dmopc20c6p3", input.as_bytes()).unwrap();
    check_steps(&map, &real).unwrap();
    let order: Vec<&str> = real.iter().map(|step| step.state.as_str()).collect();
    assert_eq!(order, ["4", "1", "2", "3", "5"]);
    let mut swapped = real.clone();
    swapped.swap(0, 1);
    assert!(
        check_steps(&map, &swapped).is_err(),
        "city 1 joined before city 4"
    );
    let mut called_caught = real.clone();
    called_caught[2].value = "caught".to_string();
    assert!(
        check_steps(&map, &called_caught).is_err(),
        "an escape called caught"
    );
}

#[test]
fn dmopc20c6p3_steps_hold() {
    steps_hold("dmopc20c6p3", Map::draw, check_steps);
}
