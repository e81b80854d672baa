//! The games `--play` plays, each with a generator of random small inputs.
//!
//! The games `--play` plays, each with a generator of random small inputs (smaller
//! than the stress tests', the registry's models written out) and the judge's answer
//! read as the winner's word.

use gamebits_problems::{agc016f, ccc08s5, dispdom, dmopc20c6p3, dpk, poi16nim, qccp1, Rng};
use gamebits_problems::{Problem, PROBLEMS};
use itertools::Itertools;

/// A binary that plays: its sides as `--as` names them, as `?` names the side to move
/// and as `winner:` names the winner, and its random small inputs.
pub struct Game {
    pub binary: &'static str,
    pub sides: [&'static str; 2],
    pub movers: [&'static str; 2],
    pub names: [&'static str; 2],
    pub generate: fn(&mut Rng) -> Case,
}

/// A random input, the options to play it with, and how the judge's answer names the
/// winner of that game under perfect play.
pub struct Case {
    pub game: &'static Game,
    pub input: String,
    pub args: Vec<String>,
    pub winner: Box<dyn Fn(&str) -> String>,
}

/// The generators of every game, one for each binary that plays (which their registry
/// entries declare, not this list: see [`played`]).
const GAMES: &[Game] = &[DPK, QCCP1, DISPDOM, CCC08S5, DMOPC20C6P3, POI16NIM, AGC016F];

/// The games of the binaries that play, as their registry entries declare
/// ([`gamebits_problems::Shows`]), each with its generator from [`GAMES`].
///
/// # Panics
///
/// If a binary plays without a game in [`GAMES`], or a game there is of a binary that
/// does not play: the message names it.
pub fn played() -> Vec<&'static Game> {
    let plays = |p: &&Problem| p.shows.play.is_some();
    let playing: Vec<&str> = PROBLEMS.iter().filter(plays).map(|p| p.binary).collect();
    if let Some(stale) = GAMES.iter().find(|game| !playing.contains(&game.binary)) {
        panic!(
            "{} has a game in tests/play/games.rs but does not play",
            stale.binary
        );
    }
    let game_of = |&binary: &&str| {
        let game = GAMES.iter().find(|game| game.binary == binary);
        game.unwrap_or_else(|| panic!("{binary} plays, but tests/play/games.rs has no game for it"))
    };
    playing.iter().map(game_of).collect()
}

pub const DPK: Game = Game {
    binary: "dpk",
    sides: ["first", "second"],
    movers: ["First", "Second"],
    names: ["First", "Second"],
    generate: dpk,
};

pub const QCCP1: Game = Game {
    binary: "qccp1",
    sides: ["first", "second"],
    movers: ["piddddgy", "deruikong"],
    names: ["piddddgy", "deruikong"],
    generate: qccp1,
};

pub const DISPDOM: Game = Game {
    binary: "dispdom",
    sides: ["first", "second"],
    movers: ["Alice", "Bob"],
    names: ["Alice", "Bob"],
    generate: dispdom,
};

pub const POI16NIM: Game = Game {
    binary: "poi16nim",
    sides: ["first", "second"],
    movers: ["Alice", "Bajtazar"],
    names: ["Alice", "Bajtazar"],
    generate: poi16nim,
};

pub const AGC016F: Game = Game {
    binary: "agc016f",
    sides: ["first", "second"],
    movers: ["First", "Second"],
    names: ["First", "Second"],
    generate: agc016f,
};

pub const CCC08S5: Game = Game {
    binary: "ccc08s5",
    sides: ["first", "second"],
    movers: ["Patrick", "Roland"],
    names: ["Patrick", "Roland"],
    generate: ccc08s5,
};

pub const DMOPC20C6P3: Game = Game {
    binary: "dmopc20c6p3",
    sides: ["robber", "police"],
    movers: ["Robber", "Police"],
    names: ["escaped", "caught"],
    generate: dmopc20c6p3,
};

/// N ≤ 4 amounts up to K ≤ 20; half of the games from K (the judge's answer says who
/// wins), half `--start` from a smaller pile (a table of this test's says).
fn dpk(rng: &mut Rng) -> Case {
    let pile = rng.range(1..=20);
    let n = rng.range(1..=pile.min(4));
    let amounts = rng.distinct_sorted(n as usize, pile);
    let moves: Vec<u64> = amounts.iter().map(|a| a + 1).collect();
    if rng.range(0..=1) == 0 {
        return Case {
            game: &DPK,
            input: dpk::Stones { moves, pile }.to_string(),
            args: Vec::new(),
            winner: Box::new(|answer| answer.trim().to_string()),
        };
    }
    let start = rng.range(0..=pile);
    let winner = subtraction_winner(&moves, start).to_string();
    Case {
        game: &DPK,
        input: dpk::Stones { moves, pile }.to_string(),
        args: vec!["--start".into(), start.to_string()],
        winner: Box::new(move |_| winner.clone()),
    }
}

/// Who wins the subtraction game of `moves` from a pile of `start`, by the lecture's
/// table filled from 0 up: a pile is W when some move leads to an L pile.
fn subtraction_winner(moves: &[u64], start: u64) -> &'static str {
    let mut wins: Vec<bool> = Vec::new();
    for pile in 0..=start {
        let win = moves
            .iter()
            .any(|&a| a <= pile && !wins[(pile - a) as usize]);
        wins.push(win);
    }
    match wins[start as usize] {
        true => "First",
        false => "Second",
    }
}

/// Up to 3 cases of counts up to 5, one of them played: half of the games by
/// `--case`, half by its counts, `--start A,B,C,D`.
fn ccc08s5(rng: &mut Rng) -> Case {
    let n = rng.index(1..=3);
    let starts: Vec<[u64; 4]> = (0..n).map(|_| [(); 4].map(|()| rng.range(0..=5))).collect();
    let case = rng.index(1..=n);
    let args = match rng.range(0..=1) {
        0 => vec!["--case".into(), case.to_string()],
        _ => vec![
            "--start".into(),
            starts[case - 1].map(|c| c.to_string()).join(","),
        ],
    };
    Case {
        game: &CCC08S5,
        input: ccc08s5::Reactor { starts }.to_string(),
        args,
        winner: Box::new(move |answer| answer.lines().nth(case - 1).unwrap_or_default().into()),
    }
}

/// Up to 6 cities and 8 routes (self-loops and repeats allowed), from a random start.
fn dmopc20c6p3(rng: &mut Rng) -> Case {
    let n = rng.index(1..=6);
    let m = rng.range(0..=8);
    let police = (0..n).map(|_| rng.range(0..=1) == 1).collect();
    let routes = (0..m)
        .map(|_| (rng.index(1..=n), rng.index(1..=n)))
        .collect();
    let start = rng.index(1..=n);
    Case {
        game: &DMOPC20C6P3,
        input: dmopc20c6p3::Map { police, routes }.to_string(),
        args: vec!["--start".into(), start.to_string()],
        winner: Box::new(
            move |answer| match answer.split_whitespace().nth(start - 1) {
                Some("1") => "caught".into(),
                _ => "escaped".into(),
            },
        ),
    }
}

/// A DAG of up to 6 nodes and 8 edges u < v (repeats allowed), coloured r, o or y;
/// half of the games from node 1 (the judge's answer says who wins), half `--start`
/// from another node with `--colours` of the input's traversed (a search of this
/// test's says).
fn qccp1(rng: &mut Rng) -> Case {
    let n = rng.index(2..=6);
    let m = rng.range(1..=8);
    let edges: Vec<(usize, usize, char)> = (0..m)
        .map(|_| {
            let u = rng.index(1..=n - 1);
            let v = rng.index(u + 1..=n);
            (u, v, qccp1::COLOURS[rng.index(0..=2)])
        })
        .collect();
    let input = qccp1::Game {
        n,
        edges: edges.clone(),
    }
    .to_string();
    if rng.range(0..=1) == 0 {
        return Case {
            game: &QCCP1,
            input,
            args: Vec::new(),
            winner: Box::new(|answer| answer.trim().to_string()),
        };
    }
    let mut colours: Vec<char> = edges.iter().map(|&(_, _, c)| c).unique().collect();
    colours.retain(|_| rng.range(0..=1) == 0);
    let start = rng.index(1..=n);
    let winner = colour_walk_winner(&edges, start, &colours).to_string();
    Case {
        game: &QCCP1,
        input,
        args: vec![
            "--start".into(),
            start.to_string(),
            "--colours".into(),
            colours.iter().collect(),
        ],
        winner: Box::new(move |_| winner.clone()),
    }
}

/// Who wins the walk of `edges` from `node` with `traversed` colours, by a search of
/// every line of play: play ends once every colour of the edges is traversed or at a
/// node with no edge out, and the player to move there loses.
fn colour_walk_winner(
    edges: &[(usize, usize, char)],
    node: usize,
    traversed: &[char],
) -> &'static str {
    let every: Vec<char> = edges.iter().map(|&(_, _, c)| c).unique().sorted().collect();
    // The positions still to settle, each with the colours traversed (sorted), and
    // whether its moves have been pushed.
    let mut wins: std::collections::HashMap<(usize, Vec<char>), bool> = Default::default();
    let start = (
        node,
        traversed.iter().copied().sorted().collect::<Vec<char>>(),
    );
    let mut stack = vec![(start.clone(), false)];
    let after = |(u, set): &(usize, Vec<char>), &(from, to, c): &(usize, usize, char)| {
        let mut set = set.clone();
        set.push(c);
        (from == *u).then(|| (to, set.into_iter().unique().sorted().collect::<Vec<char>>()))
    };
    while let Some((position, expanded)) = stack.pop() {
        if wins.contains_key(&position) {
            continue;
        }
        let children: Vec<(usize, Vec<char>)> = match position.1 == every {
            true => Vec::new(),
            false => edges.iter().filter_map(|e| after(&position, e)).collect(),
        };
        if expanded {
            let win = children.iter().any(|child| !wins[child]);
            wins.insert(position, win);
        } else {
            stack.push((position, true));
            stack.extend(children.into_iter().map(|child| (child, false)));
        }
    }
    match wins[&start] {
        true => "piddddgy",
        false => "deruikong",
    }
}

/// A strip of up to 10 cells, some blocked, dominoes of 1 to 3, D up to 8; half of
/// the games from the strip (the judge's answer says who wins), half with some
/// dominoes placed, `--covered` (a table of this test's says).
fn dispdom(rng: &mut Rng) -> Case {
    let n = rng.index(1..=10);
    let k = rng.index(1..=n.min(3));
    let d = rng.range(1..=8);
    let blocked: Vec<bool> = (0..n).map(|_| rng.chance(1, 5)).collect();
    let input = dispdom::Strip {
        blocked: blocked.clone(),
        k,
        d,
    }
    .to_string();
    if rng.range(0..=1) == 0 {
        return Case {
            game: &DISPDOM,
            input,
            args: Vec::new(),
            winner: Box::new(|answer| answer.trim().to_string()),
        };
    }
    let mut full = blocked;
    let mut placed = Vec::new();
    for i in 0..=n - k {
        if (placed.len() as u64) < d && !full[i..i + k].contains(&true) && rng.chance(1, 3) {
            full[i..i + k].fill(true);
            placed.push((i + 1).to_string());
        }
    }
    let winner = dominoes_winner(&full, k, d, placed.len() as u64).to_string();
    Case {
        game: &DISPDOM,
        input,
        args: match placed.is_empty() {
            true => Vec::new(),
            false => vec!["--covered".into(), placed.join(",")],
        },
        winner: Box::new(move |_| winner.clone()),
    }
}

/// Who wins the strip `full` (cells blocked or covered) after `made` moves: how long
/// optimal play lasts (the winner hurrying, the loser prolonging) by a table over every
/// set of cells filled, fuller sets first; play that reaches turn D + 1 is a draw.
fn dominoes_winner(full: &[bool], k: usize, d: u64, made: u64) -> &'static str {
    let n = full.len();
    let domino = (1usize << k) - 1;
    let mut lasts = vec![0u64; 1 << n];
    for set in (0..1usize << n).rev() {
        let children: Vec<u64> = (0..=n - k)
            .filter(|&i| set & domino << i == 0)
            .map(|i| lasts[set | domino << i])
            .collect();
        let fastest_win = children.iter().filter(|&&r| r % 2 == 0).min();
        lasts[set] = match fastest_win {
            Some(&r) => r + 1,
            None => children.iter().max().map_or(0, |&r| r + 1),
        };
    }
    let start = (0..n).filter(|&i| full[i]).fold(0, |set, i| set | 1 << i);
    let r = lasts[start];
    let names = ["Alice", "Bob"];
    match (made + r < d, r % 2 == 1) {
        (false, _) => "Draw",
        (true, wins) => names[(made as usize + usize::from(!wins)) % 2],
    }
}

/// Up to 6 piles of up to 5 stones, d up to 3, a random removal of a multiple of d
/// piles, not all. The winner by the XOR of the piles left; the judge's count must be
/// the number of removals that leave XOR 0 (counted here over all of them).
fn poi16nim(rng: &mut Rng) -> Case {
    let n = rng.index(1..=6);
    let d = rng.index(1..=3);
    let piles: Vec<u64> = (0..n).map(|_| rng.range(1..=5)).collect();
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let sizes: Vec<usize> = (0..n).filter(|s| s % d == 0).collect();
    let removed = &order[..sizes[rng.index(0..=sizes.len() - 1)]];
    let left = (0..n)
        .filter(|i| !removed.contains(i))
        .fold(0, |x, i| x ^ piles[i]);
    let winner = if left == 0 { "Bajtazar" } else { "Alice" };
    let all = piles.iter().fold(0, |x, a| x ^ a);
    let count = piles
        .iter()
        .powerset()
        .filter(|gone| {
            let size = gone.len();
            size % d == 0 && size < n && gone.iter().fold(0, |x, &a| x ^ a) == all
        })
        .count();
    let mut args = Vec::new();
    if !removed.is_empty() {
        args = vec!["--remove".into(), removed.iter().map(|i| i + 1).join(",")];
    }
    Case {
        game: &POI16NIM,
        input: poi16nim::Piles { d, piles }.to_string(),
        args,
        winner: Box::new(move |answer| {
            assert_eq!(
                answer.trim(),
                count.to_string(),
                "the judge counts the removals Bajtazar wins"
            );
            winner.into()
        }),
    }
}

/// Up to 5 vertices and 10 edges x < y, a random mask of them kept; half of the games
/// with the chips on vertices 1 and 2, half `--start` on two random vertices (the same
/// one allowed). The winner by the Grundy numbers, worked out here; the judge's count
/// must be the number of masks where those of vertices 1 and 2 differ (counted here
/// over all of them).
fn agc016f(rng: &mut Rng) -> Case {
    let n = rng.index(2..=5);
    let pairs: Vec<(usize, usize)> = (0..n).tuple_combinations().collect();
    let mut edges = pairs.clone();
    rng.shuffle(&mut edges);
    edges.truncate(rng.index(1..=pairs.len()));
    let m = edges.len();
    let first_wins = |kept: u64, (a, b): (usize, usize)| {
        let mut grundy = vec![0; n];
        for v in (0..n).rev() {
            let next: Vec<usize> = (0..m)
                .filter(|&e| kept >> e & 1 == 1 && edges[e].0 == v)
                .map(|e| grundy[edges[e].1])
                .collect();
            grundy[v] = (0..).find(|g| !next.contains(g)).expect("a mex");
        }
        grundy[a] != grundy[b]
    };
    let count = (0..1u64 << m)
        .filter(|&kept| first_wins(kept, (0, 1)))
        .count();
    let kept = rng.below(1 << m);
    let mut args = vec!["--keep".into(), format!("0b{kept:b}")];
    let mut start = (0, 1);
    if rng.range(0..=1) == 0 {
        start = (rng.index(0..=n - 1), rng.index(0..=n - 1));
        args.extend(["--start".into(), format!("{},{}", start.0 + 1, start.1 + 1)]);
    }
    let winner = if first_wins(kept, start) {
        "First"
    } else {
        "Second"
    };
    let dag = agc016f::Dag {
        n,
        edges: edges.iter().map(|(x, y)| (x + 1, y + 1)).collect(),
    };
    Case {
        game: &AGC016F,
        input: dag.to_string(),
        args,
        winner: Box::new(move |answer| {
            assert_eq!(
                answer.trim(),
                count.to_string(),
                "the judge counts the first player's wins"
            );
            winner.into()
        }),
    }
}
