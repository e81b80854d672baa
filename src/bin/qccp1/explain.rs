//! `qccp1`'s `--explain`: the start's moves and a line of play.
//!
//! **`--explain`** values again the positions play reaches, with how long play lasts
//! (one step a reached set and edge), and shows the start's moves and a line of play.

use super::table::{before_move, is_win, OutEdges, Table, WON};
use super::{lost_sets_at_start, read_input, COLOURS};
use gamebits::explain::dot::{Dot, LOSE, WIN};
use gamebits::explain::{count, sequence_line, Explanation, Line, Part};
use gamebits::judge::{InputError, Tokens};
use std::collections::{HashSet, VecDeque};
use std::fmt;

/// `--explain`. Witnesses: `play: 1 c₁ u₁ … c_k u_k`, a line of optimal play (nodes,
/// and the letters of the edges between them); if piddddgy wins, `first-move: 1 v c`.
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<&'static str, InputError> {
    let (edges, all_colours) = read_input(tokens)?;
    let (lost, finished) = lost_sets_at_start(&edges, all_colours)?;
    let graph = OutEdges::new(&edges, finished.pushed_items().to_vec());
    let values = Table::new(&graph, all_colours, (0, 0));
    let line = line_of_play(&graph, &values);
    explain_rules(why, all_colours);
    explain_start(why, &line, &graph, &values);
    explain_line(why, &line, &values, all_colours);
    why.draw(|dot| draw_positions(dot, &line, &graph, &values, all_colours));
    Ok(PLAYERS[(lost & 1) as usize])
}

/// The two players, in the order they move.
const PLAYERS: [&str; 2] = ["piddddgy", "deruikong"];

/// A position on a line of play, and the colour of the edge that led to it.
#[derive(Clone, Copy)]
struct Step {
    node: usize,
    set: usize,
    letter: &'static str,
}

/// A line of optimal play from (node 1, {}): at each position, a move of its value
/// (none where play has ended: a loss in 0).
fn line_of_play(graph: &OutEdges, values: &Table) -> Vec<Step> {
    let mut line = vec![Step {
        node: 0,
        set: 0,
        letter: "",
    }];
    let mut at = line[0];
    while values.get(at.node, at.set) != 0 {
        let value = values.get(at.node, at.set);
        let (head, colour) = graph
            .leaving(at.node)
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

/// The picture: the positions play reaches, breadth first from the start (as many as
/// the picture shows), each green if the player to move wins, red if not, with how
/// long play lasts; the moves between them, by colour, those of the line of play bold.
fn draw_positions(dot: &mut Dot, line: &[Step], graph: &OutEdges, values: &Table, all: usize) {
    let on_line: HashSet<(usize, usize, usize, usize)> = line
        .windows(2)
        .map(|w| (w[0].node, w[0].set, w[1].node, w[1].set))
        .collect();
    let mut queue = VecDeque::from([(0, 0)]);
    let mut seen = HashSet::from([(0, 0)]);
    add_position(dot, values, 0, 0);
    while let Some((node, set)) = queue.pop_front() {
        if set == all {
            continue;
        }
        for (head, colour) in graph.leaving(node) {
            let next = (head as usize, set | 1 << colour);
            if seen.insert(next) && dot.has_room() {
                queue.push_back(next);
            }
            add_position(dot, values, next.0, next.1);
            let bold = on_line.contains(&(node, set, next.0, next.1));
            let letter = COLOURS[colour as usize];
            dot.edge(
                position_id(node, set),
                position_id(next.0, next.1),
                letter,
                bold,
            );
        }
    }
}

/// One position of the picture, `(u, {r, b})` with its value.
fn add_position(dot: &mut Dot, values: &Table, node: usize, set: usize) {
    let value = values.get(node, set);
    let (what, fill) = match (is_win(value), value) {
        (true, _) => (format!("W in {}", count(WON - value, "move")), WIN),
        (false, 0) => ("L: play has ended".to_string(), LOSE),
        (false, _) => (format!("L in {}", count(value, "move")), LOSE),
    };
    let label = format!("{}\n{what}", position_name(node, set));
    dot.node(position_id(node, set), &label, fill);
}

/// A position's id in the picture, `u:set` (node `u` counted from 1, the colours as
/// their bitmask).
pub(super) fn position_id(node: usize, set: usize) -> String {
    format!("{}:{set}", node + 1)
}

/// The position of id `id` ([`position_id`], `3:5`): its node (from 0) and its
/// colours, if it is one of the input's positions.
pub(super) fn position_of(id: &str, n: usize, all: usize) -> Option<(usize, usize)> {
    let (node, set) = id.split_once(':')?;
    let node: usize = node.parse().ok().filter(|node| (1..=n).contains(node))?;
    let set: usize = set.parse().ok().filter(|&set| set & !all == 0)?;
    Some((node - 1, set))
}

/// A position as the picture names it, `(u, {r, b})` (node `u` counted from 1).
pub(super) fn position_name(node: usize, set: usize) -> String {
    format!("({}, {})", node + 1, letters(set))
}

/// A colour set by its letters, `{r, b}`.
pub(super) fn letters(set: usize) -> String {
    let members: Vec<&str> = (0..7)
        .filter(|&c| set >> c & 1 == 1)
        .map(|c| COLOURS[c])
        .collect();
    format!("{{{}}}", members.join(", "))
}

impl Step {
    /// The position reached, as a line names it, with its id.
    fn part(&self) -> Part {
        Part::state(position_id(self.node, self.set), self)
    }
}

impl fmt::Display for Step {
    /// The position, `(2, {r, b})`, its node 1-based.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.node + 1, letters(self.set))
    }
}

/// What a position's `value` means for `player`, about to move there.
fn meaning(value: u32, player: &str) -> String {
    match (is_win(value), value) {
        (true, _) => format!(
            "winning for {player}, who ends play in {}",
            count((WON - value) as usize, "move")
        ),
        (false, 0) => format!("losing for {player}: play has ended"),
        (false, _) => format!(
            "losing for {player}, who lasts {} more",
            count(value as usize, "move")
        ),
    }
}

/// Player `mover`'s move from node `from` to `to`, and what `to` is worth then.
fn describe_move(line: Line, from: usize, to: Step, mover: usize, values: &Table) -> Line {
    let meaning = meaning(values.get(to.node, to.set), PLAYERS[1 - mover]);
    let (from, head, letter) = (from + 1, to.node + 1, to.letter);
    line.text(format_args!("{from} → {head} along {letter}, to "))
        .part(to.part())
        .text(format_args!(": {meaning}"))
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
fn explain_start(why: &mut Explanation, line: &[Step], graph: &OutEdges, values: &Table) {
    let start = meaning(values.get(0, 0), PLAYERS[0]);
    let options: Vec<Step> = graph
        .leaving(0)
        .map(|(head, c)| Step {
            node: head as usize,
            set: 1 << c,
            letter: COLOURS[c as usize],
        })
        .collect();
    let moves = count(options.len(), "move");
    why.line_with_states(
        Line::new()
            .text("Start ")
            .part(line[0].part())
            .text(format_args!(": {start}. Its {moves}:")),
    );
    why.rows_with_states(options.len(), |i| {
        describe_move(Line::from("  "), 0, options[i], 0, values)
    });
    if is_win(values.get(0, 0)) {
        let first = line[1];
        let head = (first.node + 1).to_string();
        why.witness("first-move", ["1", &head, first.letter]);
    }
}

/// A line of optimal play, as a witness and move by move.
fn explain_line(why: &mut Explanation, line: &[Step], values: &Table, all: usize) {
    let moves = line.len() - 1;
    let ends = (!why.is_unlimited()).then_some(10);
    let length = count(moves, "move");
    why.line_with_states(
        Line::new()
            .text(format_args!("A line of optimal play, {length}: "))
            .then(sequence_line(line.iter().map(Step::part), ends)),
    );
    if why.is_unlimited() || moves <= 100 {
        let steps = line[1..]
            .iter()
            .flat_map(|step| [step.letter.to_string(), (step.node + 1).to_string()]);
        why.witness("play", std::iter::once("1".to_string()).chain(steps));
    } else {
        why.line("(its witness is printed with --explain=all)");
    }
    let (end, winner) = (line[moves], PLAYERS[(moves + 1) % 2]);
    let reason = match end.set == all {
        true => "all colours are traversed",
        false => "no edge leaves its node",
    };
    why.line_with_states(
        Line::new()
            .text("Play ends at ")
            .part(end.part())
            .text(format_args!(" ({reason}): {winner} wins.")),
    );
    why.rows_with_states(moves, |i| {
        let said = Line::new().text(format_args!("  move {}, {}: ", i + 1, PLAYERS[i % 2]));
        describe_move(said, line[i].node, line[i + 1], i % 2, values)
    });
}
