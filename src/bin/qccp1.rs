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
//! **`--explain`** works out every position's value again, with how many moves play
//! lasts from it (the winner ends play as soon as they can, the loser as late as they
//! can: 512 bytes a node, 128 steps an edge), and shows the start, its moves, a winning
//! first move, and a line of optimal play with the value of each position on it.

use gamebits::explain::{sequence, Explanation};
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
        let u = tokens.number(format_args!("u_{i}"), 1..=n as u32)? - 1;
        let v = tokens.number(format_args!("v_{i}"), 1..=n as u32)? - 1;
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
    let mut finished: Vec<u32> = (0..n as u32)
        .filter(|&u| graph.out_degree[u as usize] == 0)
        .collect();
    finished.reserve(n - finished.len());
    let mut done = 0;
    while let Some(&v) = finished.get(done) {
        done += 1;
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
    (done == n).then(|| lost(pending[0].won))
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

/// `--explain`: the value of every position (node, colours traversed), worked out
/// children first as the solver does, with the number of moves play lasts from it;
/// then the start, its moves, and a line of optimal play, each position with its value.
///
/// Witnesses: `witness play: u₀ c₁ u₁ … c_k u_k`, the line of play from node 1 (nodes
/// 1-based, between each two the letter of the edge taken), in which the winner ends
/// play as soon as they can and the loser as late as they can; and, when piddddgy wins,
/// `witness first-move: u v c`, a first move to a position losing for deruikong.
fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<&'static str, InputError> {
    let (edges, all_colours) = read_input(tokens)?;
    let lost = lost_sets_at_start(&edges, all_colours)
        .ok_or_else(|| InputError::new("the graph has a cycle, so it is not a DAG"))?;
    let values = position_values(&edges, all_colours);
    let leaving = reversed(&edges);
    explain_rules(why, all_colours);
    explain_start(why, &leaving, &values);
    let line = line_of_play(&leaving, &values, all_colours);
    explain_line(why, &line, &values, all_colours);
    Ok(if lost & 1 == 1 {
        "deruikong"
    } else {
        "piddddgy"
    })
}

/// The two players, in the order they move.
const PLAYERS: [&str; 2] = ["piddddgy", "deruikong"];

/// A position's value for the player to move, as one `u32` of which a parent takes the
/// largest: a loss in `r` more moves is `r`, a win in `r` more moves is `WON - r`; so a
/// win beats a loss, a faster win a slower one, and a slower loss a faster one.
const WON: u32 = 1 << 31;

/// Whether `value` is a win for the player to move.
fn is_win(value: u32) -> bool {
    value >= WON / 2
}

/// How many moves play lasts from a position of `value`, both playing well.
fn moves_left(value: u32) -> u32 {
    if is_win(value) {
        WON - value
    } else {
        value
    }
}

/// The value of a move, for the player who makes it, into a position of `value` for
/// the other player: a loss of theirs in `r` is a win in `r + 1`, and the other way.
fn before_move(value: u32) -> u32 {
    if is_win(value) {
        WON - value + 1
    } else {
        WON - value - 1
    }
}

/// The value of every position: `values[u][S]` for node `u` (0-based) and colour set
/// `S`. A position where play has ended is a loss in 0; the others take the best of
/// their moves (see [`WON`]). Nodes are finished children first, by Kahn's algorithm
/// along the edges reversed as in [`lost_sets_at_start`], which has already found the
/// graph acyclic. 512 bytes a node; 128 steps an edge.
fn position_values(graph: &InEdges, all_colours: usize) -> Vec<[u32; 128]> {
    let n = graph.out_degree.len();
    let mut values = vec![[0; 128]; n];
    let mut children_left = graph.out_degree.clone();
    let mut finished: Vec<usize> = (0..n).filter(|&u| children_left[u] == 0).collect();
    let mut done = 0;
    while let Some(&v) = finished.get(done) {
        done += 1;
        values[v][all_colours] = 0;
        let to_parent = values[v].map(before_move);
        for (tail, colour) in graph.entering(v) {
            let tail = tail as usize;
            take_best_moves(&mut values[tail], &to_parent, colour);
            children_left[tail] -= 1;
            if children_left[tail] == 0 {
                finished.push(tail);
            }
        }
    }
    values
}

/// Takes into `values`, the values of a node's positions, the value of a move along an
/// edge of `colour` to a child whose positions' values, for the mover, are `to_child`:
/// from set S the move reaches S ∪ {c}. In blocks of 2^(c+1) sets, the lower half of
/// each lacks c and the upper half has it; both halves reach the upper one. Whole
/// slices, so that the compiler takes the largest of many values at once.
fn take_best_moves(values: &mut [u32; 128], to_child: &[u32; 128], colour: u8) {
    let half = 1 << colour;
    let blocks = values.chunks_exact_mut(2 * half);
    for (block, child) in blocks.zip(to_child.chunks_exact(2 * half)) {
        let (without, with) = block.split_at_mut(half);
        for ((a, b), &c) in without.iter_mut().zip(with).zip(&child[half..]) {
            *a = (*a).max(c);
            *b = (*b).max(c);
        }
    }
}

/// The graph with every edge reversed, so that its `entering(u)` lists the edges
/// leaving `u`, as (head, colour index).
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

/// A position on a line of play: its node (0-based), its colour set, and the colour
/// index of the edge that led to it (none at the start).
#[derive(Clone, Copy)]
struct Step {
    node: usize,
    set: usize,
    colour: Option<u8>,
}

/// The line of optimal play from (node 1, no colour): at each position, a move whose
/// value is the position's own, until play ends.
fn line_of_play(leaving: &InEdges, values: &[[u32; 128]], all_colours: usize) -> Vec<Step> {
    let mut line = vec![Step {
        node: 0,
        set: 0,
        colour: None,
    }];
    let mut at = line[0];
    while at.set != all_colours {
        let value = values[at.node][at.set];
        let best = leaving.entering(at.node).find(|&(head, colour)| {
            before_move(values[head as usize][at.set | 1 << colour]) == value
        });
        let Some((head, colour)) = best else {
            break;
        };
        at = Step {
            node: head as usize,
            set: at.set | 1 << colour,
            colour: Some(colour),
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

/// A position, shown as `(2, {r, b})` with its node 1-based; formatted only if shown.
struct Position {
    node: usize,
    set: usize,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.node + 1, letters(self.set))
    }
}

/// The position (`node`, `set`), to be shown.
fn position(node: usize, set: usize) -> Position {
    Position { node, set }
}

/// What a position's `value` means for `player`, about to move there.
fn meaning(value: u32, player: &str) -> String {
    let moves = count(moves_left(value) as usize, "move");
    match (is_win(value), moves_left(value)) {
        (true, _) => format!("winning for {player}, who ends play in {moves}"),
        (false, 0) => format!("losing for {player}: play has ended"),
        (false, _) => format!("losing for {player}, who lasts {moves} more"),
    }
}

/// `n` of a `thing`, in the plural where it takes one: `1 move`, `3 moves`.
fn count(n: usize, thing: &str) -> String {
    format!("{n} {thing}{}", if n == 1 { "" } else { "s" })
}

/// The rules in the lecture's words: positions, sets as bitmasks, how values are found.
fn explain_rules(why: &mut Explanation, all_colours: usize) {
    why.line("A position is (node, set of colours traversed so far); a set is a bitmask over r o y g b i v (bit 0 is r), written here by its letters.");
    why.line(format_args!(
        "Play ends on a node with no edge out, or once every colour of the input, {all_colours:#09b} {}, is traversed; whoever moved last wins.",
        letters(all_colours)
    ));
    why.line("A position where play has ended is losing for the player to move; another is winning if some move leads to a losing position, losing if every move leads to a winning one.");
    why.line("Every position is worked out from the nodes without edges back to node 1, with how many moves play lasts: the winner ends it as soon as they can, the loser as late as they can.");
}

/// How many moves from the start `--explain` lists unless asked for all.
const START_MOVES_SHOWN: usize = 10;

/// The start's value and its moves, each to a position where deruikong moves; a
/// winning first move as a witness.
fn explain_start(why: &mut Explanation, leaving: &InEdges, values: &[[u32; 128]]) {
    let start = values[0][0];
    why.line(format_args!(
        "Start {}: {}.",
        position(0, 0),
        meaning(start, PLAYERS[0])
    ));
    let moves: Vec<(u32, u8)> = leaving.entering(0).collect();
    if moves.is_empty() {
        why.line("Node 1 has no edge out: piddddgy cannot move.");
        return;
    }
    why.line(format_args!("The start's {}:", count(moves.len(), "move")));
    let shown = if why.is_unlimited() {
        moves.len()
    } else {
        START_MOVES_SHOWN
    };
    for &(head, colour) in moves.iter().take(shown) {
        let (head, set) = (head as usize, 1 << colour);
        let value = values[head][set];
        why.line(format_args!(
            "  1 → {} along {}: {} is {}",
            head + 1,
            COLOURS[colour as usize],
            position(head, set),
            meaning(value, PLAYERS[1])
        ));
    }
    if moves.len() > shown {
        why.line(format_args!(
            "  … and {} more (--explain=all lists them)",
            moves.len() - shown
        ));
    }
    if is_win(start) {
        let (head, colour) = moves
            .into_iter()
            .find(|&(head, colour)| before_move(values[head as usize][1 << colour]) == start)
            .expect("a winning position has a move of its value");
        why.witness(
            "first-move",
            [
                1.to_string(),
                (head + 1).to_string(),
                COLOURS[colour as usize].to_string(),
            ],
        );
    }
}

/// How many moves a line of play may have for `--explain` to print its witness.
const WITNESS_MOVES_SHOWN: usize = 100;

/// A line of optimal play: as one line of positions, as a witness, and move by move
/// with the value of each position reached.
fn explain_line(why: &mut Explanation, line: &[Step], values: &[[u32; 128]], all: usize) {
    let moves = line.len() - 1;
    let ends = (!why.is_unlimited()).then_some(START_MOVES_SHOWN);
    let positions = line.iter().map(|step| position(step.node, step.set));
    why.line(format_args!(
        "A line of optimal play, {}: {}",
        count(moves, "move"),
        sequence(positions, ends)
    ));
    if why.is_unlimited() || moves <= WITNESS_MOVES_SHOWN {
        let witness = line.iter().flat_map(|step| {
            let colour = step.colour.map(|c| COLOURS[c as usize].to_string());
            colour.into_iter().chain([(step.node + 1).to_string()])
        });
        why.witness("play", witness);
    } else {
        why.line(format_args!(
            "(its witness, {moves} moves long, is printed with --explain=all)"
        ));
    }
    why.rows(moves, |i| {
        let (from, to) = (line[i], line[i + 1]);
        let colour = COLOURS[to.colour.expect("a move has a colour") as usize];
        let value = if to.set == all {
            0
        } else {
            values[to.node][to.set]
        };
        format!(
            "  move {}, {}: {} → {} along {colour}, to {}: {}",
            i + 1,
            PLAYERS[i % 2],
            from.node + 1,
            to.node + 1,
            position(to.node, to.set),
            meaning(value, PLAYERS[(i + 1) % 2])
        )
    });
    let end = line[moves];
    let reason = if end.set == all {
        "every colour is traversed".to_string()
    } else {
        format!("no edge leaves node {}", end.node + 1)
    };
    let (mover, winner) = (PLAYERS[moves % 2], PLAYERS[(moves + 1) % 2]);
    let outcome = match moves {
        0 => format!("{mover} cannot move, so {winner} wins"),
        _ => format!("{winner} made the last move and wins"),
    };
    why.line(format_args!(
        "Play ends at {} ({reason}): {outcome}.",
        position(end.node, end.set),
    ));
}

#[cfg(test)]
#[path = "qccp1/tests.rs"]
mod tests;
