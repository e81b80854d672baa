//! `agc016f`'s `--play`: two chips on a DAG.
//!
//! **`--play FILE --keep MASK --start A,B`**: two chips on vertices A and B (1 and 2
//! by default; chip 1 on A, chip 2 on B, the same vertex allowed) of the DAG with the
//! edges of MASK (bit e − 1 for edge e in the input's order; decimal or `0b…`; every
//! edge by default); a move slides one chip along an edge. The player types the chip
//! (1 or 2) and the vertex it goes to. As the explanation reasons, the player to move
//! wins iff the chips' Grundy numbers differ; how long play lasts is worked out over
//! the N² placements of the chips, from the last vertices down.

use super::read_input;
use gamebits::judge::{InputError, Tokens};
use gamebits::play::{Game, OnPage, Options, Sides, StartHere, Value};

/// The game: each vertex's kept edges out, and how many moves optimal play lasts from
/// each placement `a · N + b` of the chips.
pub struct Chips {
    n: usize,
    /// The chips' vertices at the start.
    start: (usize, usize),
    next: Vec<Vec<usize>>,
    remoteness: Vec<u32>,
}

/// Reads the input, keeps the edges of `--keep` and places the chips by `--start`.
pub fn setup(tokens: &mut Tokens, options: &mut Options) -> Result<Chips, InputError> {
    let (n, edges) = read_input(tokens)?;
    let start = match options.text("--start") {
        None => (0, 1),
        Some(placement) => read_placement(&placement, n)?,
    };
    let kept = match options.text("--keep") {
        None => u128::MAX >> (128 - edges.len()),
        Some(mask) => read_mask(&mask, edges.len())?,
    };
    let mut next = vec![Vec::new(); n];
    for (e, &(x, y)) in edges.iter().enumerate() {
        if kept >> e & 1 == 1 {
            next[x].push(y);
        }
    }
    next.iter_mut().for_each(|out| out.sort_unstable());
    let mut chips = Chips {
        n,
        start,
        next,
        remoteness: vec![0; n * n],
    };
    // A move raises one chip's vertex, so the placements of larger sums come first.
    for sum in (0..2 * n - 1).rev() {
        for a in sum.saturating_sub(n - 1)..=sum.min(n - 1) {
            let state = (a, sum - a, 0);
            let children: Vec<u32> = chips
                .moves(&state)
                .iter()
                .map(|chosen| {
                    let (a, b, _) = chips.after(&state, chosen);
                    chips.remoteness[a * n + b]
                })
                .collect();
            let fastest_win = children.iter().filter(|&&r| r % 2 == 0).min();
            chips.remoteness[a * n + sum - a] = match fastest_win {
                Some(&r) => r + 1,
                None => children.iter().max().map_or(0, |&r| r + 1),
            };
        }
    }
    Ok(chips)
}

/// The edge mask `--keep` gives: decimal, or binary after `0b`, below 2^M.
fn read_mask(mask: &str, m: usize) -> Result<u128, InputError> {
    let value = match mask.strip_prefix("0b") {
        Some(bits) => u128::from_str_radix(bits, 2),
        None => mask.parse(),
    };
    match value {
        Ok(value) if m >= 128 || value >> m == 0 => Ok(value),
        _ => Err(InputError::new(format!(
            "--keep {mask} is not a mask of the M = {m} edges, a number below 2^{m} \
             (decimal, or binary after 0b)"
        ))),
    }
}

/// The chips' vertices `--start` gives, `A,B` (from 1; from 0 here).
fn read_placement(placement: &str, n: usize) -> Result<(usize, usize), InputError> {
    let vertex = |words: &str| match words.parse::<usize>() {
        Ok(v) if (1..=n).contains(&v) => Some(v - 1),
        _ => None,
    };
    let placed = placement
        .split_once(',')
        .and_then(|(a, b)| Some((vertex(a)?, vertex(b)?)));
    placed.ok_or_else(|| {
        InputError::new(format!(
            "--start {placement} is not two vertices A,B of the N = {n} (chip 1 on A, \
             chip 2 on B)"
        ))
    })
}

/// A state: the vertices of chips 1 and 2 (from 0) and the side to move.
type State = (usize, usize, usize);

impl Game for Chips {
    type State = State;
    /// The chip (0 or 1) and the vertex it goes to.
    type Move = (usize, usize);

    fn sides(&self) -> Sides {
        Sides::new(["first", "second"])
    }

    fn start(&self) -> State {
        (self.start.0, self.start.1, 0)
    }

    fn mover(&self, &(_, _, side): &State) -> usize {
        side
    }

    fn moves(&self, &(a, b, _): &State) -> Vec<(usize, usize)> {
        let first = self.next[a].iter().map(|&v| (0, v));
        first.chain(self.next[b].iter().map(|&v| (1, v))).collect()
    }

    fn after(&self, &(a, b, side): &State, &(chip, to): &(usize, usize)) -> State {
        match chip {
            0 => (to, b, 1 - side),
            _ => (a, to, 1 - side),
        }
    }

    fn value(&self, &(a, b, _): &State) -> Value {
        let r = self.remoteness[a * self.n + b];
        match r % 2 {
            1 => Value::Win(Some(r.into())),
            _ => Value::Lose(Some(r.into())),
        }
    }

    fn read_move(&self, state: &State, words: &str) -> Result<(usize, usize), String> {
        let mut parts = words.split_whitespace();
        let (Some(chip), Some(to), None) = (parts.next(), parts.next(), parts.next()) else {
            return Err(format!("`{words}` is not a chip and a vertex, as `1 3`"));
        };
        let chip = match chip {
            "1" => 0,
            "2" => 1,
            _ => return Err(format!("`{chip}` is not a chip: 1 or 2")),
        };
        let to: usize = to.parse().map_err(|_| format!("`{to}` is not a vertex"))?;
        let from = [state.0, state.1][chip];
        match self.next[from].contains(&to.wrapping_sub(1)) {
            true => Ok((chip, to - 1)),
            false => Err(format!(
                "no kept edge leads from vertex {} to vertex {to}",
                from + 1
            )),
        }
    }

    fn move_words(&self, _: &State, &(chip, to): &(usize, usize)) -> String {
        format!("{} {}", chip + 1, to + 1)
    }

    fn describe(&self, &(a, b, _): &State) -> String {
        format!("chip 1 on vertex {}, chip 2 on vertex {}", a + 1, b + 1)
    }
}

impl OnPage for Chips {
    /// The picture is of vertices: a move goes to the vertex its chip goes to.
    fn pictured_target(&self, _: &State, &(_, to): &(usize, usize)) -> Option<String> {
        Some((to + 1).to_string())
    }

    /// The last two vertices chosen (each id is its number, from 1, as the picture
    /// names it), chip 1 on the earlier, `--start A,B`.
    fn start_at(&self, chosen: &[&str]) -> Option<StartHere> {
        let [.., a, b] = chosen else {
            return None;
        };
        let vertex = |id: &str| id.parse().ok().filter(|v| (1..=self.n).contains(v));
        let (a, b): (usize, usize) = (vertex(a)?, vertex(b)?);
        let name = self.describe(&(a - 1, b - 1, 0));
        Some(StartHere::new(&name, &[("--start", &format!("{a},{b}"))]))
    }
}
