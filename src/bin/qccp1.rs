//! DMOJ `qccp1` ("QCC P1 - Quarantine Games").
//!
//! **Problem.** Players alternate moving a token from node 1 along the coloured edges of a
//! DAG; play ends when every colour of the input has been traversed or no move exists.
//! The last player to move wins: does the first?
//!
//! **Idea.** A position is (node u, set S of colours traversed): 2⁷ = 128 sets, so one `u128`
//! per node holds the sets S for which (u, S) is lost for the player to move. The set ALL of
//! all colours of the input is lost; any other (u, S) is won iff some edge u → v of colour c
//! reaches a lost (v, S ∪ {c}). For one edge, the parent's bit S reads the child's bit S when
//! c ∈ S and the child's bit S + 2^c when c ∉ S, so two masks and a shift by 2^c carry all 128
//! sets across the edge at once. Nodes are finished children first by Kahn's algorithm run
//! backwards, from the nodes without outgoing edges along the edges reversed: a finished
//! node pushes its lost sets to every parent, and a parent is finished when its last child
//! is. No recursion; a node never finished lies on or before a cycle.
//!
//! **Complexity.** O(N + M) time, with O(1) `u128` operations per edge; O(N + M) memory.
//! Each edge is read with `Tokens::number`, which checks it as it goes, into one word
//! (head, tail, colour), its head's count kept as it arrives; a counting sort then puts
//! the reversed edges in compressed sparse rows of 4 bytes each (12 bytes an edge in
//! all, 12 MB at M = 10⁶), and the input itself is never held whole.
//!
//! **`--explain`** values again the positions play reaches, with how long play lasts
//! (one step a reached set and edge), and shows the start's moves and a line of play.

use gamebits::explain::{sequence, Explanation};
use gamebits::game::Queue;
use gamebits::judge::{run_explained, InputError, Tokens};
use std::fmt;

const MAX_N: usize = 100_000;
const MAX_M: usize = 1_000_000;

/// The colour letters; a colour's index is its position here.
const COLOURS: [&str; 7] = ["r", "o", "y", "g", "b", "i", "v"];

/// `HAS_COLOUR[c]`: the colour sets (as bit positions `0..128` of a `u128`) that contain `c`.
const HAS_COLOUR: [u128; 7] = [
    sets_containing(0),
    sets_containing(1),
    sets_containing(2),
    sets_containing(3),
    sets_containing(4),
    sets_containing(5),
    sets_containing(6),
];

fn main() {
    run_explained(
        |tokens| {
            let (edges, all_colours) = read_input(tokens)?;
            let lost = lost_sets_at_start(&edges, all_colours)
                .ok_or_else(|| InputError::new("the graph has a cycle, so it is not a DAG"))?;
            // Play starts with no colour traversed: set 0, bit 0.
            let first_player_loses = lost & 1 == 1;
            Ok(if first_player_loses {
                "deruikong"
            } else {
                "piddddgy"
            })
        },
        explain,
    )
}

/// The edges of a graph grouped by head: the edges entering node `v` are
/// `rows[start[v]..start[v + 1]]` (compressed sparse rows of the reversed graph), each
/// its tail and colour index packed as `tail << 3 | colour`; every node's out-degree
/// beside them.
struct InEdges {
    start: Vec<u32>,
    rows: Vec<u32>,
    out_degree: Vec<u32>,
}

impl InEdges {
    /// Groups the edges `(from, to, colour)` (0-based nodes, packed by [`pack`]) on `n`
    /// nodes by head, with a counting sort; `in_degree` counts the edges into each node.
    fn new(in_degree: &[u32], out_degree: Vec<u32>, edges: &[u64]) -> InEdges {
        let mut start = Vec::with_capacity(in_degree.len() + 1);
        start.push(0);
        for (v, &d) in in_degree.iter().enumerate() {
            start.push(start[v] + d);
        }
        let mut next = start.clone();
        let mut rows = vec![0; edges.len()];
        for &edge in edges {
            let slot = &mut next[(edge >> 32) as usize];
            rows[*slot as usize] = edge as u32;
            *slot += 1;
        }
        InEdges {
            start,
            rows,
            out_degree,
        }
    }

    /// The edges entering node `v`, as (tail, colour index).
    fn entering(&self, v: usize) -> impl Iterator<Item = (u32, u8)> + '_ {
        let rows = &self.rows[self.start[v] as usize..self.start[v + 1] as usize];
        rows.iter().map(|&row| (row >> 3, (row & 7) as u8))
    }
}

/// The edge `from → to` of colour index `colour` in one word: the head in the high
/// half, the tail and colour as a row of [`InEdges`] in the low half.
fn pack(from: u32, to: u32, colour: usize) -> u64 {
    u64::from(to) << 32 | u64::from(from << 3 | colour as u32)
}

/// Reads `N M` and the `M` edges `u v C`; returns them grouped by head (nodes 0-based)
/// and the set of colours that appear.
fn read_input(tokens: &mut Tokens) -> Result<(InEdges, usize), InputError> {
    let n = tokens.number("N", 2..=MAX_N)?;
    let m = tokens.number("M", 1..=MAX_M)?;
    let mut edges = Vec::with_capacity(m);
    let (mut in_degree, mut out_degree) = (vec![0; n], vec![0; n]);
    let mut all_colours = 0;
    for i in 1..=m {
        let u = tokens.index(format_args!("u_{i}"), n as u32)?;
        let v = tokens.index(format_args!("v_{i}"), n as u32)?;
        let colour = tokens.one_of(format_args!("C_{i}"), &COLOURS)?;
        all_colours |= 1 << colour;
        out_degree[u as usize] += 1;
        in_degree[v as usize] += 1;
        edges.push(pack(u, v, colour));
    }
    Ok((InEdges::new(&in_degree, out_degree, &edges), all_colours))
}

/// The sets S (bits of a `u128`) for which position (node 1, S) is lost for the player
/// to move, or `None` if a cycle leaves some node unfinished. `all_colours` is the set
/// that ends play.
fn lost_sets_at_start(graph: &InEdges, all_colours: usize) -> Option<u128> {
    let n = graph.out_degree.len();
    let lost = |won: u128| !won | 1 << all_colours;
    // What a node's parents update, side by side so that one edge touches one cache line.
    let mut pending: Vec<Pending> = graph
        .out_degree
        .iter()
        .map(|&children_left| Pending {
            won: 0,
            children_left,
        })
        .collect();
    // The nodes finished, children first.
    let mut finished = Queue::with_capacity(n);
    (0..n as u32)
        .filter(|&u| graph.out_degree[u as usize] == 0)
        .for_each(|u| finished.push(u));
    while let Some(v) = finished.pop() {
        let v_lost = lost(pending[v as usize].won);
        for (tail, colour) in graph.entering(v as usize) {
            let parent = &mut pending[tail as usize];
            parent.won |= lost_after(v_lost, colour);
            parent.children_left -= 1;
            if parent.children_left == 0 {
                finished.push(tail);
            }
        }
    }
    (finished.pushed() == n).then(|| lost(pending[0].won))
}

/// A node not finished yet: the sets already known won, and how many children
/// (counted with multiplicity) are still unfinished.
struct Pending {
    won: u128,
    children_left: u32,
}

/// The sets S for which moving along an edge of `colour` from S reaches a lost position,
/// given the lost sets of the edge's head: bit S of the result is bit S ∪ {c} of `head_lost`.
fn lost_after(head_lost: u128, colour: u8) -> u128 {
    let has = HAS_COLOUR[colour as usize];
    (head_lost & has) | (head_lost >> (1 << colour) & !has)
}

/// The colour sets containing colour `c`, as bits of a `u128`.
const fn sets_containing(c: usize) -> u128 {
    let mut sets = 0;
    let mut s = 0;
    while s < 128 {
        if s >> c & 1 == 1 {
            sets |= 1 << s;
        }
        s += 1;
    }
    sets
}

/// `--explain`. Witnesses: `play: 1 c₁ u₁ … c_k u_k`, a line of optimal play (nodes,
/// and the letters of the edges between them); if piddddgy wins, `first-move: 1 v c`.
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<&'static str, InputError> {
    let (edges, all_colours) = read_input(tokens)?;
    let lost = lost_sets_at_start(&edges, all_colours)
        .ok_or_else(|| InputError::new("the graph has a cycle, so it is not a DAG"))?;
    let values = Table::new(&edges, all_colours);
    let leaving = reversed(&edges);
    let line = line_of_play(&leaving, &values);
    explain_rules(why, all_colours);
    explain_start(why, &line, &leaving, &values);
    explain_line(why, &line, &values, all_colours);
    Ok(PLAYERS[(lost & 1) as usize])
}

/// The two players, in the order they move.
const PLAYERS: [&str; 2] = ["piddddgy", "deruikong"];

/// A position's value, of which a parent takes the largest: a loss in `r` more moves is
/// `r`, a win in `r` is `WON - r`.
const WON: u32 = 1 << 31;

/// Whether `value` is a win for the player to move.
fn is_win(value: u32) -> bool {
    value >= WON / 2
}

/// The value, for its maker, of a move to a position of `value` for the other player.
fn before_move(value: u32) -> u32 {
    if is_win(value) {
        WON - value + 1
    } else {
        WON - value - 1
    }
}

/// The positions play from the start reaches and their values: node `u`'s sets are the
/// bits of `reach[u]`, their values `value[start[u]..]` in order of set.
struct Table {
    reach: Vec<u128>,
    start: Vec<usize>,
    value: Vec<u32>,
}

impl Table {
    /// The sets reached, parents first; then the values, children first, each the best
    /// of its moves (a loss in 0 where play has ended). O(128 N + reached sets · M).
    fn new(graph: &InEdges, all: usize) -> Table {
        let order = children_first(graph);
        let mut reach = vec![0; order.len()];
        reach[0] = 1;
        for &v in order.iter().rev() {
            for (tail, c) in graph.entering(v) {
                let (moving, has) = (reach[tail as usize] & !(1 << all), HAS_COLOUR[c as usize]);
                reach[v] |= moving & has | (moving & !has) << (1 << c);
            }
        }
        let mut start = vec![0];
        for sets in &reach {
            start.push(start[start.len() - 1] + sets.count_ones() as usize);
        }
        let mut value = vec![0; start[order.len()]];
        for &v in &order {
            let mut to_parent = [0; 128];
            for (k, set) in sets(reach[v]).enumerate() {
                to_parent[set] = before_move(value[start[v] + k]);
            }
            for (tail, c) in graph.entering(v) {
                let tail = tail as usize;
                // Every set is within `all`, which comes last if reached.
                let moving = sets(reach[tail] & !(1 << all));
                for (at, set) in value[start[tail]..].iter_mut().zip(moving) {
                    *at = (*at).max(to_parent[(set | 1 << c) & 127]);
                }
            }
        }
        Table {
            reach,
            start,
            value,
        }
    }

    /// The value of the reached position (`node`, `set`).
    fn get(&self, node: usize, set: usize) -> u32 {
        let before = self.reach[node] & ((1 << set) - 1);
        self.value[self.start[node] + before.count_ones() as usize]
    }
}

/// The members of a set of sets, in increasing order.
fn sets(mut sets: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let set = sets.trailing_zeros() as usize;
        sets &= sets.checked_sub(1)?;
        Some(set)
    })
}

/// The nodes, children first (Kahn's algorithm; the graph is acyclic).
fn children_first(graph: &InEdges) -> Vec<usize> {
    let mut children_left = graph.out_degree.clone();
    let mut order: Vec<usize> = (0..children_left.len())
        .filter(|&u| children_left[u] == 0)
        .collect();
    let mut done = 0;
    while let Some(&v) = order.get(done) {
        done += 1;
        for (tail, _) in graph.entering(v) {
            children_left[tail as usize] -= 1;
            if children_left[tail as usize] == 0 {
                order.push(tail as usize);
            }
        }
    }
    order
}

/// The graph reversed: its `entering(u)` lists the edges leaving `u`.
fn reversed(graph: &InEdges) -> InEdges {
    let n = graph.out_degree.len();
    let mut in_degree = vec![0; n];
    let mut edges = Vec::with_capacity(graph.rows.len());
    for (v, degree) in in_degree.iter_mut().enumerate() {
        for (tail, colour) in graph.entering(v) {
            *degree += 1;
            edges.push(pack(v as u32, tail, colour.into()));
        }
    }
    InEdges::new(&graph.out_degree, in_degree, &edges)
}

/// A position on a line of play, and the colour of the edge that led to it.
#[derive(Clone, Copy)]
struct Step {
    node: usize,
    set: usize,
    letter: &'static str,
}

/// A line of optimal play from (node 1, {}): at each position, a move of its value
/// (none where play has ended: a loss in 0).
fn line_of_play(leaving: &InEdges, values: &Table) -> Vec<Step> {
    let mut line = vec![Step {
        node: 0,
        set: 0,
        letter: "",
    }];
    let mut at = line[0];
    while values.get(at.node, at.set) != 0 {
        let value = values.get(at.node, at.set);
        let (head, colour) = leaving
            .entering(at.node)
            .find(|&(head, c)| before_move(values.get(head as usize, at.set | 1 << c)) == value)
            .expect("a position's value is that of one of its moves");
        at = Step {
            node: head as usize,
            set: at.set | 1 << colour,
            letter: COLOURS[colour as usize],
        };
        line.push(at);
    }
    line
}

/// A colour set by its letters, `{r, b}`.
fn letters(set: usize) -> String {
    let members: Vec<&str> = (0..7)
        .filter(|&c| set >> c & 1 == 1)
        .map(|c| COLOURS[c])
        .collect();
    format!("{{{}}}", members.join(", "))
}

impl fmt::Display for Step {
    /// The position, `(2, {r, b})`, its node 1-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.node + 1, letters(self.set))
    }
}

/// `n` moves, in words.
fn moves(n: usize) -> String {
    format!("{n} move{}", if n == 1 { "" } else { "s" })
}

/// What a position's `value` means for `player`, about to move there.
fn meaning(value: u32, player: &str) -> String {
    match (is_win(value), value) {
        (true, _) => format!(
            "winning for {player}, who ends play in {}",
            moves((WON - value) as usize)
        ),
        (false, 0) => format!("losing for {player}: play has ended"),
        (false, _) => format!(
            "losing for {player}, who lasts {} more",
            moves(value as usize)
        ),
    }
}

/// Player `mover`'s move from node `from` to `to`, and what `to` is worth then.
fn describe_move(from: usize, to: Step, mover: usize, values: &Table) -> String {
    let meaning = meaning(values.get(to.node, to.set), PLAYERS[1 - mover]);
    let (from, head, letter) = (from + 1, to.node + 1, to.letter);
    format!("{from} → {head} along {letter}, to {to}: {meaning}")
}

/// The rules in the lecture's words.
fn explain_rules(why: &mut Explanation, all: usize) {
    why.line(
        "A position is (node, colours traversed), the colours a bitmask over roygbiv (bit 0 is r).",
    );
    why.line(format_args!(
        "Play ends on a node with no edge out, or once all colours, {all:#09b} {}, are traversed; the last mover wins.",
        letters(all)
    ));
    why.line("It is losing for the player to move if play has ended or every move leads to a winning one, else winning; worked out back from the ends with how long play lasts (the winner hurries, the loser stalls).");
}

/// The start's value and its moves; a winning first move as a witness.
fn explain_start(why: &mut Explanation, line: &[Step], leaving: &InEdges, values: &Table) {
    let start = meaning(values.get(0, 0), PLAYERS[0]);
    let options: Vec<Step> = leaving
        .entering(0)
        .map(|(head, c)| Step {
            node: head as usize,
            set: 1 << c,
            letter: COLOURS[c as usize],
        })
        .collect();
    let count = moves(options.len());
    why.line(format_args!("Start {}: {start}. Its {count}:", line[0]));
    why.rows(options.len(), |i| {
        format!("  {}", describe_move(0, options[i], 0, values))
    });
    if is_win(values.get(0, 0)) {
        let first = line[1];
        let head = (first.node + 1).to_string();
        why.witness("first-move", ["1", &head, first.letter]);
    }
}

/// A line of optimal play, as a witness and move by move.
fn explain_line(why: &mut Explanation, line: &[Step], values: &Table, all: usize) {
    let count = line.len() - 1;
    let ends = (!why.is_unlimited()).then_some(10);
    let (length, shown) = (moves(count), sequence(line, ends));
    why.line(format_args!("A line of optimal play, {length}: {shown}"));
    if why.is_unlimited() || count <= 100 {
        let steps = line[1..]
            .iter()
            .flat_map(|step| [step.letter.to_string(), (step.node + 1).to_string()]);
        why.witness("play", std::iter::once("1".to_string()).chain(steps));
    } else {
        why.line("(its witness is printed with --explain=all)");
    }
    let (end, winner) = (line[count], PLAYERS[(count + 1) % 2]);
    let reason = match end.set == all {
        true => "all colours are traversed",
        false => "no edge leaves its node",
    };
    why.line(format_args!(
        "Play ends at {end} ({reason}): {winner} wins."
    ));
    why.rows(count, |i| {
        let play = describe_move(line[i].node, line[i + 1], i % 2, values);
        format!("  move {}, {}: {play}", i + 1, PLAYERS[i % 2])
    });
}

#[cfg(test)]
#[path = "qccp1/tests.rs"]
mod tests;
