//! `qccp1` against a memoised minimax written straight from the statement.
//!
//! `qccp1` against a memoised minimax over (node, set of colours traversed) written
//! straight from the statement, on random small DAGs whose labels are shuffled; random
//! graphs with a cycle must be rejected; the worst cases against a plain table DP; and
//! what `--explain` shows (a winning first move, a line of optimal play) against the same
//! search, with how many moves play lasts.

use gamebits_problems::qccp1::{Game, COLOURS};
use gamebits_problems::{RandomRun, SmallInput};
use gamebits_test_support::explain::{
    explanations_hold, lies_are_caught, pictures_hold, samples_explain, Explained,
};
use gamebits_test_support::stress::{
    random_run, samples_agree_with_brute_force, stress, worst_cases_agree,
};
use gamebits_test_support::Rng;
use gamebits_test_support::{binary_path, run_binary};
use std::collections::{BTreeSet, HashMap};

/// The edges leaving each node, indexed by node (index 0 unused).
fn out_edges(game: &Game) -> Vec<Vec<(usize, char)>> {
    let mut out = vec![Vec::new(); game.n + 1];
    for &(u, v, c) in &game.edges {
        out[u].push((v, c));
    }
    out
}

/// The answer by the minimax.
fn by_minimax(game: &Game) -> String {
    let all: BTreeSet<char> = game.edges.iter().map(|e| e.2).collect();
    let mut search = Minimax {
        out: out_edges(game),
        all,
        memo: HashMap::new(),
    };
    answer(search.wins(1, BTreeSet::new())).to_string()
}

fn answer(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "piddddgy"
    } else {
        "deruikong"
    }
}

/// The game tree searched from the statement: positions (node, colours traversed).
struct Minimax {
    out: Vec<Vec<(usize, char)>>,
    all: BTreeSet<char>,
    memo: HashMap<(usize, BTreeSet<char>), bool>,
}

impl Minimax {
    /// Whether the player to move at `node`, with `traversed` colours seen, wins.
    fn wins(&mut self, node: usize, traversed: BTreeSet<char>) -> bool {
        if traversed == self.all {
            // The opponent's move completed every colour: the game is over, they won.
            return false;
        }
        if let Some(&w) = self.memo.get(&(node, traversed.clone())) {
            return w;
        }
        let mut w = false;
        for (v, c) in self.out[node].clone() {
            let mut after = traversed.clone();
            after.insert(c);
            if !self.wins(v, after) {
                w = true;
                break;
            }
        }
        self.memo.insert((node, traversed), w);
        w
    }
}

#[test]
fn qccp1_matches_minimax() {
    stress("qccp1", by_minimax);
}

/// A random DAG with one more edge from the last node of a chain back to its first,
/// wherever the chain lies: the binary must refuse it.
#[test]
fn qccp1_rejects_every_cycle() {
    let RandomRun { seed, cases } = random_run("qccp1 cycles");
    let mut rng = Rng::new(seed);
    for index in 0..cases / 5 {
        let mut game = Game::draw(&mut rng);
        let chain_start = rng.index(1..=game.n);
        let mut chain_end = chain_start;
        while let Some(&(_, v, _)) = game.edges.iter().find(|e| e.0 == chain_end) {
            chain_end = v;
        }
        let at = rng.index(0..=game.edges.len());
        game.edges.insert(at, (chain_end, chain_start, 'r'));
        let input = game.to_string();
        let output = run_binary(&binary_path("qccp1"), input.as_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            !output.status.success()
                && output.stdout.is_empty()
                && stderr == "error: the graph has a cycle, so it is not a DAG\n",
            "case {index} of seed {seed}: a cycle was not reported\n--- input\n{input}\
             --- stdout\n{}\n--- stderr\n{stderr}",
            String::from_utf8_lossy(&output.stdout)
        );
    }
}

/// The answers written in `samples/qccp1/*.out` are the minimax's answers.
#[test]
fn qccp1_samples_agree_with_minimax() {
    samples_agree_with_brute_force("qccp1", |_: &Game| true, by_minimax);
}

/// WORST-CASE AGREEMENT (not a timing test: times are measured with `/usr/bin/time -v`).
/// Each generated worst case goes through the binary, whose answer must equal that of a
/// plain table DP: `win[u][S]` as a bool for every node reachable from node 1 and every
/// set S, filled in depth-first post-order.
#[test]
fn qccp1_worst_cases_agree_with_table_dp() {
    worst_cases_agree("qccp1", |input| {
        answer(table_dp_first_player_wins(&Game::read(input))).to_string()
    });
}

/// `win[u][S]` for every node u reachable from node 1 and every colour set S (bit i for
/// `COLOURS[i]`), children before parents; assumes the graph is acyclic.
fn table_dp_first_player_wins(game: &Game) -> bool {
    let colour = |c: char| COLOURS.iter().position(|&x| x == c).unwrap();
    let all = game.edges.iter().fold(0, |s, e| s | 1 << colour(e.2));
    let out: Vec<Vec<(usize, usize)>> = out_edges(game)
        .into_iter()
        .map(|edges| edges.into_iter().map(|(v, c)| (v, colour(c))).collect())
        .collect();
    let mut win = vec![[false; 128]; game.n + 1];
    for u in post_order_from_node_1(&out) {
        for s in 0..128 {
            win[u][s] = s != all && out[u].iter().any(|&(v, c)| !win[v][s | 1 << c]);
        }
    }
    win[1][0]
}

/// The nodes reachable from node 1, each after all nodes reachable from it (iterative DFS).
fn post_order_from_node_1(out: &[Vec<(usize, usize)>]) -> Vec<usize> {
    let mut seen = vec![false; out.len()];
    let mut order = Vec::new();
    let mut stack = vec![(1, 0)];
    seen[1] = true;
    while let Some((u, next)) = stack.pop() {
        match out[u].get(next) {
            Some(&(v, _)) => {
                stack.push((u, next + 1));
                if !seen[v] {
                    seen[v] = true;
                    stack.push((v, 0));
                }
            }
            None => order.push(u),
        }
    }
    order
}

/// Play from the statement with its length: the player to move at (node, colours
/// traversed) wins or loses, and play lasts so many more moves when the winner ends it
/// as soon as they can and the loser as late as they can.
struct Remoteness {
    out: Vec<Vec<(usize, char)>>,
    all: BTreeSet<char>,
    memo: HashMap<(usize, BTreeSet<char>), (bool, usize)>,
}

impl Remoteness {
    fn new(game: &Game) -> Remoteness {
        Remoteness {
            out: out_edges(game),
            all: game.edges.iter().map(|e| e.2).collect(),
            memo: HashMap::new(),
        }
    }

    /// (whether the player to move wins, how many moves play lasts) at `node`.
    fn value(&mut self, node: usize, traversed: &BTreeSet<char>) -> (bool, usize) {
        if *traversed == self.all || self.out[node].is_empty() {
            return (false, 0);
        }
        if let Some(&known) = self.memo.get(&(node, traversed.clone())) {
            return known;
        }
        let mut children = Vec::new();
        for (v, c) in self.out[node].clone() {
            let mut after = traversed.clone();
            after.insert(c);
            children.push(self.value(v, &after));
        }
        let fastest_win = children.iter().filter(|c| !c.0).map(|c| c.1).min();
        let slowest_loss = children.iter().map(|c| c.1).max().unwrap();
        let value = match fastest_win {
            Some(moves) => (true, moves + 1),
            None => (false, slowest_loss + 1),
        };
        self.memo.insert((node, traversed.clone()), value);
        value
    }
}

/// The explanation's witnesses against the statement: `play` is a line of edges of the
/// graph from node 1 that goes on while play may and stops where it must, in which
/// every position lasts, by the search above, exactly the moves left on the line (so
/// each move is an optimal one), and whose last mover is the answer; `first-move`, there
/// exactly when piddddgy wins, is an edge from node 1 to a position lost for deruikong.
fn check_explanation(game: &Game, e: &Explained) -> Result<(), String> {
    let play = e.witness("play").ok_or("no witness play")?;
    if play.len() % 2 == 0 {
        return Err(format!(
            "play {play:?} does not alternate node, colour, …, node"
        ));
    }
    let node = |i: usize| {
        play[2 * i]
            .parse::<usize>()
            .map_err(|e| format!("node {:?}: {e}", play[2 * i]))
    };
    let colour = |i: usize| match play[2 * i + 1].as_str() {
        c if c.len() == 1 && COLOURS.contains(&c.chars().next().unwrap()) => {
            Ok(c.chars().next().unwrap())
        }
        c => Err(format!("{c:?} is not a colour letter")),
    };
    let moves = play.len() / 2;
    if node(0)? != 1 {
        return Err("play does not start at node 1".into());
    }
    let mut search = Remoteness::new(game);
    let mut traversed = BTreeSet::new();
    for i in 0..=moves {
        let u = node(i)?;
        if !(1..=game.n).contains(&u) {
            return Err(format!("node {u} is not a node"));
        }
        let ended = traversed == search.all || search.out[u].is_empty();
        if ended != (i == moves) {
            return Err(format!(
                "at move {i}, play has ended: {ended}; the line says {}",
                i == moves
            ));
        }
        let (wins, left) = search.value(u, &traversed);
        if left != moves - i || wins != (left % 2 == 1) {
            return Err(format!(
                "position {i} ({u}, {traversed:?}) lasts {left} moves ({}), not the {} left on the line",
                if wins { "won" } else { "lost" },
                moves - i
            ));
        }
        if i < moves {
            let (v, c) = (node(i + 1)?, colour(i)?);
            if !game.edges.contains(&(u, v, c)) {
                return Err(format!(
                    "move {}: {u} → {v} along {c} is not an edge",
                    i + 1
                ));
            }
            traversed.insert(c);
        }
    }
    if e.answer != answer(moves % 2 == 1) {
        return Err(format!(
            "the line has {moves} moves, but the answer is {}",
            e.answer
        ));
    }
    match (e.witness("first-move"), moves % 2 == 1) {
        (None, false) => Ok(()),
        (Some(first), true) => check_winning_first_move(game, &mut search, first),
        (first, _) => Err(format!("first-move {first:?} with the answer {}", e.answer)),
    }
}

/// `first` (`u v c`) is an edge from node 1 to a position lost for the player then to move.
fn check_winning_first_move(
    game: &Game,
    search: &mut Remoteness,
    first: &[String],
) -> Result<(), String> {
    let [u, v, c] = first else {
        return Err(format!("first-move {first:?} is not `u v c`"));
    };
    let (u, v) = (
        u.parse::<usize>().map_err(|e| e.to_string())?,
        v.parse::<usize>().map_err(|e| e.to_string())?,
    );
    let mut letters = c.chars();
    let c = match (letters.next(), letters.next()) {
        (Some(c), None) => c,
        _ => return Err(format!("first-move colour `{c}` is not one letter")),
    };
    if u != 1 || !game.edges.contains(&(u, v, c)) {
        return Err(format!(
            "first-move {u} → {v} along {c} is not an edge from node 1"
        ));
    }
    match search.value(v, &BTreeSet::from([c])) {
        (false, _) => Ok(()),
        (true, _) => Err(format!(
            "first-move {u} → {v} along {c} leads to a position won for deruikong"
        )),
    }
}

#[test]
fn qccp1_samples_explain() {
    samples_explain("qccp1", |input| Some(Game::read(input)), check_explanation);
}

#[test]
fn qccp1_explanations_hold() {
    explanations_hold("qccp1", Game::draw, by_minimax, check_explanation);
}

/// The witnesses of sample 1 (piddddgy wins by 1 → 2 along r), each tampered with as a
/// buggy binary would: a first move into a position won for deruikong, a line whose
/// first move is a slower one, a line along an edge the graph lacks, and a line that
/// stops before play ends.
#[test]
fn qccp1_wrong_witness_is_caught() {
    let input = "4 4\n1 2 r\n1 2 b\n2 3 r\n3 4 r\n";
    let game = Game::read(input);
    let (first, play) = ("witness first-move: 1 2 r", "witness play: 1 r 2 r 3 r 4");
    lies_are_caught(
        "qccp1",
        input,
        |e| check_explanation(&game, e),
        &[
            (first, "witness first-move: 1 2 b", ""),
            (play, "witness play: 1 b 2 r 3", ""),
            (play, "witness play: 1 r 3 r 4", ""),
            (play, "witness play: 1 r 2 r 3", ""),
        ],
    );
}

/// Every position of the picture, `(node, colours)`, is green exactly where the player
/// to move wins and says in how many moves, by the search of how long play lasts.
#[test]
fn qccp1_pictures_hold() {
    pictures_hold("qccp1", Game::draw, |game, p| {
        let mut search = Remoteness::new(game);
        for (id, (label, fill)) in &p.states {
            let (node, set) = id.split_once(':').ok_or(format!("the id {id}"))?;
            let node: usize = node.parse().map_err(|_| format!("the id {id}"))?;
            let set: usize = set.parse().map_err(|_| format!("the id {id}"))?;
            let traversed: BTreeSet<char> = (0..7)
                .filter(|c| set >> c & 1 == 1)
                .map(|c| COLOURS[c])
                .collect();
            let (wins, moves) = search.value(node, &traversed);
            let says = match (wins, moves) {
                (true, _) => format!("W in {moves} move"),
                (false, 0) => "L: play has ended".to_string(),
                (false, _) => format!("L in {moves} move"),
            };
            if (fill == "palegreen") != wins || !label.contains(&says) {
                return Err(format!("({node}, {set}) is {fill} ({label}), not {says}"));
            }
        }
        match p.states.contains_key("1:0") {
            true => Ok(()),
            false => Err("the start (1, {}) is not drawn".to_string()),
        }
    });
}
