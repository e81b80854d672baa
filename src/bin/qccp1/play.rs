//! `qccp1`'s `--play`: the token from a node with some colours traversed.
//!
//! **`--play FILE --start NODE --colours LETTERS`**: the token from node NODE (1 by
//! default) with the colours LETTERS traversed already (`rb`: r and b; none by
//! default), the position `(NODE, {r, b})` of the explanation and the picture; the
//! player types the next node and the edge's colour letter (`2 r`). The engine reads
//! the values `--explain` works out for the positions play reaches (a win or a loss in
//! so many moves).

use super::explain::{position_id, position_name, position_of};
use super::table::{before_move, is_win, OutEdges, Table, WON};
use super::{read_input, InEdges, COLOURS, CYCLE};
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};

/// The game of a token walked along coloured edges: the edges leaving each node, the
/// set of every colour, the values, and the position play starts from.
pub struct ColourWalk {
    graph: OutEdges,
    all: usize,
    values: Table,
    start: Position,
}

/// Reads the input and the start (`--start`, `--colours`), and values the positions
/// play reaches.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<ColourWalk, InputError> {
    let (edges, all) = read_input(tokens)?;
    let n = edges.out_degree.len();
    let node = options.number("--start", 1, 1..=n)? - 1;
    let set = match options.text("--colours") {
        None => 0,
        Some(letters) => read_colours(&letters, all)?,
    };
    let order = children_first(&edges)?;
    let graph = OutEdges::new(&edges, order);
    let values = Table::new(&graph, all, (node, set));
    Ok(ColourWalk {
        graph,
        all,
        values,
        start: (node, set, 0),
    })
}

/// The colour set `--colours` names by its letters (`rb`), each a colour of the input
/// at most once.
fn read_colours(letters: &str, all: usize) -> Result<usize, InputError> {
    let mut set = 0;
    for letter in letters.chars() {
        let refused = |why: String| InputError::new(format!("--colours {letters}: {why}"));
        let colour = COLOURS
            .iter()
            .position(|c| c.starts_with(letter))
            .ok_or_else(|| refused(format!("`{letter}` is not a colour of roygbiv")))?;
        if set >> colour & 1 == 1 {
            return Err(refused(format!("{letter} is named twice")));
        }
        if all >> colour & 1 == 0 {
            return Err(refused(format!("no edge of the input is {letter}")));
        }
        set |= 1 << colour;
    }
    Ok(set)
}

/// The nodes children first, as the judge's path finishes them (Kahn's algorithm along
/// the edges reversed), but without the judge's path's winning sets: the table values
/// the positions again, with how long play lasts, and the counts alone are a quarter
/// of the memory, which the edges reach in no order. Or the judge's error for a cycle.
fn children_first(graph: &InEdges) -> Result<Vec<u32>, InputError> {
    let n = graph.out_degree.len();
    let mut children_left = graph.out_degree.clone();
    let mut order: Vec<u32> = (0..n as u32)
        .filter(|&u| children_left[u as usize] == 0)
        .collect();
    let mut done = 0;
    while let Some(&v) = order.get(done) {
        done += 1;
        for (tail, _) in graph.entering(v as usize) {
            let left = &mut children_left[tail as usize];
            *left -= 1;
            if *left == 0 {
                order.push(tail);
            }
        }
    }
    match order.len() == n {
        true => Ok(order),
        false => Err(InputError::new(CYCLE)),
    }
}

/// A position: the node, the colours traversed, the side to move (0 for piddddgy).
type Position = (usize, usize, usize);

impl Game for ColourWalk {
    type State = Position;
    /// The node the edge leads to, and its colour.
    type Move = (usize, u8);

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"]).named(["piddddgy", "deruikong"])
    }

    fn start(&self) -> Position {
        self.start
    }

    fn mover(&self, &(_, _, side): &Position) -> usize {
        side
    }

    fn moves(&self, &(node, set, _): &Position) -> Vec<(usize, u8)> {
        if set == self.all {
            return Vec::new();
        }
        let mut moves: Vec<(usize, u8)> = self
            .graph
            .leaving(node)
            .map(|(head, colour)| (head as usize, colour))
            .collect();
        moves.sort_unstable();
        moves.dedup();
        moves
    }

    /// The first move, by head and then colour, as [`Game::engine_move`] picks, found
    /// without listing the moves: the first edge to a position one move nearer the end
    /// of play as the table counts it (the edges go by head).
    fn engine_move(&self, &(node, set, _): &Position) -> Option<(usize, u8)> {
        if set == self.all {
            return None;
        }
        let value = self.values.get(node, set);
        let mut best: Option<(usize, u8)> = None;
        for (head, colour) in self.graph.leaving(node) {
            let chosen = (head as usize, colour);
            match best {
                Some((first, _)) if chosen.0 > first => break,
                Some(kept) if kept < chosen => continue,
                _ => {}
            }
            if before_move(self.values.get(chosen.0, set | 1 << colour)) == value {
                best = Some(chosen);
            }
        }
        best
    }

    fn after(&self, &(_, set, side): &Position, &(head, colour): &(usize, u8)) -> Position {
        (head, set | 1 << colour, 1 - side)
    }

    fn value(&self, &(node, set, _): &Position) -> Value {
        let value = self.values.get(node, set);
        match is_win(value) {
            true => Value::Win(Some((WON - value).into())),
            false => Value::Lose(Some(value.into())),
        }
    }

    fn read_move(&self, state: &Position, words: &str) -> Result<(usize, u8), String> {
        let (node, letter) = words
            .split_once(' ')
            .ok_or(format!("`{words}` is not a node and a colour, as `2 r`"))?;
        let node: usize = node
            .trim()
            .parse()
            .map_err(|_| format!("`{node}` is not a node"))?;
        let colour = COLOURS
            .iter()
            .position(|&c| c == letter.trim())
            .ok_or(format!("`{}` is not a colour of roygbiv", letter.trim()))?;
        let chosen = (node.wrapping_sub(1), colour as u8);
        let (from, set, _) = *state;
        let legal = set != self.all
            && self
                .graph
                .leaving(from)
                .any(|(head, c)| (head as usize, c) == chosen);
        match legal {
            true => Ok(chosen),
            false => Err(format!(
                "no {} edge leads from node {} to node {node} here",
                letter.trim(),
                state.0 + 1
            )),
        }
    }

    fn move_words(&self, _: &Position, &(head, colour): &(usize, u8)) -> String {
        format!("{} {}", head + 1, COLOURS[usize::from(colour)])
    }

    fn describe(&self, &(node, set, _): &Position) -> String {
        format!("position {}", position_name(node, set))
    }
}

impl OnPage for ColourWalk {
    fn pictured(&self, &(node, set, _): &Position) -> Option<String> {
        Some(position_id(node, set))
    }

    /// The position last chosen, by its id in the picture and the explanation,
    /// `--start NODE --colours LETTERS`.
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let n = self.graph.order.len();
        let (node, set) = position_of(chosen.last()?, n, self.all)?;
        let letters: String = (0..COLOURS.len())
            .filter(|&c| set >> c & 1 == 1)
            .map(|c| COLOURS[c])
            .collect();
        Some(StartHere::new(
            &position_name(node, set),
            &[
                ("--start", &(node + 1).to_string()),
                ("--colours", &letters),
            ],
        ))
    }
}
