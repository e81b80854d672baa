//! Unit tests of `dmopc20c6p3`'s internals.
//!
//! Its answer line, its explanation's plan, and the moves of its game.

use super::explain::{catching_steps, Plan, ESCAPES, NO_CHOICE};
use super::*;
use gamebits::play::{Game, Options};
use gamebits_problems::Rng;

/// The judge compares bytes: values separated by one space, none at either end (`run`
/// adds the one newline).
#[test]
fn the_answer_line_has_single_spaces_and_nothing_around() {
    assert_eq!(AnswerLine(vec![true]).to_string(), "1");
    assert_eq!(AnswerLine(vec![false]).to_string(), "0");
    assert_eq!(
        AnswerLine(vec![true, false, false, true, false]).to_string(),
        "1 0 0 1 0"
    );
}

#[test]
fn routes_are_read_from_1_and_stored_from_0() {
    let mut tokens = Tokens::new(b"3 2\n1 0 1\n1 3\n3 3\n".to_vec()).unwrap();
    let (police, routes) = read_input(&mut tokens).unwrap();
    assert_eq!(police, [true, false, true]);
    let parents = |city| {
        let mut parents: Vec<usize> = routes.parents(city).collect();
        parents.sort_unstable();
        parents
    };
    assert_eq!(
        (parents(0), parents(1), parents(2)),
        (vec![], vec![], vec![0, 2])
    );
    let out_degrees: Vec<usize> = (0..3).map(|city| routes.out_degree(city)).collect();
    assert_eq!(out_degrees, [1, 0, 1]);
}

/// More routes than a batch: every batch, the last one short, is added.
#[test]
fn routes_are_added_a_batch_at_a_time() {
    let m = 2 * BATCH + 1;
    let mut text = format!("2 {m}\n0 0\n");
    text.push_str(&"1 2\n".repeat(m));
    let (_, routes) = read_input(&mut Tokens::new(text.into_bytes()).unwrap()).unwrap();
    assert_eq!((routes.out_degree(0), routes.parents(1).count()), (m, m));
}

/// More cities than a piece of the answer line: the pieces join with one space.
#[test]
fn the_answer_line_is_written_in_pieces() {
    let caught: Vec<bool> = (0..2 * PIECE + 1).map(|city| city % 3 == 0).collect();
    let expected: Vec<&str> = caught.iter().map(|&c| if c { "1" } else { "0" }).collect();
    assert_eq!(AnswerLine(caught).to_string(), expected.join(" "));
}

/// The catching plan of the sample: city 1's police send the robber to dead end 4;
/// city 2 escapes to 3, and stations 3 and 5 have only escape routes. On a chain
/// without police, city 1 lasts through 3 to dead end 4, not to dead end 2.
#[test]
fn the_plan_counts_the_most_steps_and_picks_the_routes() {
    let plan = |text: &str| {
        let input = read_input(&mut Tokens::new(text.as_bytes().to_vec()).unwrap()).unwrap();
        let plan = Plan::new(&input);
        (plan.steps, plan.choice)
    };
    let sample = "5 7\n1 0 1 0 1\n1 2\n2 1\n2 3\n3 2\n1 4\n2 4\n5 5\n";
    let (x, none) = (ESCAPES, NO_CHOICE);
    assert_eq!(
        plan(sample),
        (vec![1, x, x, 0, x], vec![3, 2, none, none, none])
    );
    let chain = "4 3\n0 0 0 0\n1 2\n1 3\n3 4\n";
    assert_eq!(plan(chain), (vec![2, 0, 1, 0], vec![2, none, 3, none]));
}

/// A map of `n` cities and `m` routes, each city a station or not at random, the routes
/// between random cities (loops and repeats among them), as the judge's input.
fn random_map(rng: &mut Rng, n: usize, m: usize) -> String {
    let police: Vec<String> = (0..n).map(|_| rng.below(2).to_string()).collect();
    let mut text = format!("{n} {m}\n{}\n", police.join(" "));
    for _ in 0..m {
        let (a, b) = (rng.index(1..=n), rng.index(1..=n));
        text.push_str(&format!("{a} {b}\n"));
    }
    text
}

/// The steps and the routes taken of the catching plan, one caught city at a time, a
/// `usize` count of the routes each city still needs: the plain form of
/// `catching_steps`.
fn steps_one_city_at_a_time((police, routes): &Input) -> (Vec<u32>, Vec<u32>) {
    let n = police.len();
    let mut needed: Vec<usize> = (0..n)
        .map(|city| match police[city] {
            true => routes.out_degree(city).min(1),
            false => routes.out_degree(city),
        })
        .collect();
    let mut steps = vec![ESCAPES; n];
    let mut choice = vec![NO_CHOICE; n];
    let mut caught: Vec<usize> = (0..n).filter(|&city| needed[city] == 0).collect();
    caught.iter().for_each(|&city| steps[city] = 0);
    let mut done = 0;
    while let Some(&city) = caught.get(done) {
        done += 1;
        for from in routes.parents(city) {
            if needed[from] == 0 {
                continue;
            }
            needed[from] -= 1;
            if needed[from] == 0 {
                steps[from] = steps[city] + 1;
                choice[from] = city as u32;
                caught.push(from);
            }
        }
    }
    (steps, choice)
}

/// Small maps and large ones: `catching_steps` (the library's attractor, counting
/// steps) gives the same steps, and the same route into each caught city.
#[test]
fn catching_steps_agree_with_one_city_at_a_time() {
    let mut rng = Rng::new(20);
    let sizes = [
        (1, 0),
        (1, 1),
        (6, 9),
        (40, 30),
        (40, 80),
        (5000, 3000),
        (5000, 6000),
    ];
    for (n, m) in sizes {
        for _ in 0..20 {
            let text = random_map(&mut rng, n, m);
            let input = read_input(&mut Tokens::new(text.into_bytes()).unwrap()).unwrap();
            let mut choice = vec![NO_CHOICE; n];
            let steps = catching_steps(&input.0, input.1.clone(), |from, city| choice[from] = city);
            assert_eq!((steps, choice), steps_one_city_at_a_time(&input), "{n} {m}");
        }
    }
}

/// The game's moves from a city are the cities its routes lead to, sorted, each once;
/// a move is legal only along a route; on maps of many pieces of routes.
#[test]
fn the_games_moves_are_each_citys_routes() {
    let mut rng = Rng::new(21);
    for (n, m) in [(1, 0), (3, 5), (30, 2000), (300, 3000)] {
        let text = random_map(&mut rng, n, m);
        let mut next = vec![Vec::new(); n];
        for pair in text.lines().skip(2) {
            let (a, b) = pair.split_once(' ').unwrap();
            next[a.parse::<usize>().unwrap() - 1].push(b.parse::<usize>().unwrap() - 1);
        }
        let mut tokens = Tokens::new(text.into_bytes()).unwrap();
        let chase = play::setup(&mut tokens, &mut Options::new(Vec::new())).unwrap();
        for (city, next) in next.iter_mut().enumerate() {
            next.sort_unstable();
            next.dedup();
            assert_eq!(&chase.moves(&city), next, "city {city} of {n}, {m} routes");
            assert_eq!(chase.engine_move(&city).is_some(), !next.is_empty());
            for to in 0..n {
                let typed = chase.read_move(&city, &(to + 1).to_string());
                assert_eq!(typed.is_ok(), next.binary_search(&to).is_ok());
            }
        }
    }
}
