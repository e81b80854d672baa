//! DMOJ `dmopc20c6p3` ("DMOPC '20 Contest 6 P3 - Bread Merchant",
//! <https://dmoj.ca/problem/dmopc20c6p3>).
//!
//! **Problem.** A robber walks one-way routes between N cities forever; the police pick his
//! route in cities with a station, he picks elsewhere, and a city with no route out catches
//! him. From each start city, is he caught under optimal play?
//!
//! **Idea.** A game of reaching the dead ends against a player who wants play to go on:
//! the police's *attractor* of the cities with no route out. Such a city catches him; a
//! city with a station does as soon as one of its routes leads to a catching city; another
//! city once all of its routes do. Worked back from the dead ends along the routes
//! reversed, each city counts the routes it still needs (1 with a station, all of them
//! without) and catches when that count reaches 0. A city never reached this way is an
//! escape: with a station, all of its routes (there is one at least) lead to such cities,
//! and without, one of them does, so the robber stays among them forever. Cycles,
//! self-loops and repeated routes need no care: a route counts once per copy, and play
//! is never followed forward, so nothing loops.
//!
//! **Complexity.** O(N + M) time and memory: each route is read once, added to its
//! head's list of routes in (`game::ReversedMoves`: each city's 8-byte entry holds its
//! count and the city its one route in comes from, or the start of a linked list of
//! those, so that a long chain of cities is walked one memory access a step), and looked
//! at once from there. Routes are added a batch at a time: a loop of nothing but scattered
//! memory accesses keeps many in flight. The stations' line is read four cities to a
//! word (`Tokens::flags`). About 14 bytes a city and at most 8 a route, 11 MB at the
//! bounds; the answer line, 2N bytes, is written a piece at a time.

use gamebits::game::{attractor, ReversedMoves};
use gamebits::judge::{run_played, InputError, Tokens};
use std::fmt;

mod explain;
mod play;

const MAX_N: usize = 500_000;
const MAX_M: usize = 500_000;
/// Routes are read this many at a time, then added (`ReversedMoves::add_moves`).
const BATCH: usize = 4096;

fn main() {
    run_played(solve, explain::explain, play::setup)
}

/// Says, for every start, whether the robber is caught.
fn solve(tokens: &mut Tokens) -> Result<AnswerLine, InputError> {
    let (police, routes) = read_input(tokens)?;
    let caught = attractor(routes, |city| police[city]);
    Ok(AnswerLine(caught))
}

/// Reads `N M`, `p_1 … p_N` and the `M` routes `a_j b_j`; returns which cities have a
/// police station, and the routes as moves `(a_j − 1, b_j − 1)` (cities from 0).
fn read_input(tokens: &mut Tokens) -> Result<Input, InputError> {
    read_input_keeping(tokens, |_| {})
}

/// [`read_input`], handing each batch of routes, as read, to `keep` too (the judge's
/// path keeps none).
fn read_input_keeping(
    tokens: &mut Tokens,
    mut keep: impl FnMut(&[(u32, u32)]),
) -> Result<Input, InputError> {
    let n = tokens.number("N", 1..=MAX_N)?;
    let m = tokens.number("M", 0..=MAX_M)?;
    let police = tokens.flags("p", n)?;
    let mut routes = ReversedMoves::with_capacity(n, m);
    let mut batch = Vec::with_capacity(BATCH);
    for j in 1..=m {
        let a = tokens.index(format_args!("a_{j}"), n as u32)?;
        let b = tokens.index(format_args!("b_{j}"), n as u32)?;
        batch.push((a, b));
        if batch.len() == BATCH || j == m {
            routes.add_moves(&batch);
            keep(&batch);
            batch.clear();
        }
    }
    Ok((police, routes))
}

/// Which cities have a police station, and the routes.
type Input = (Vec<bool>, ReversedMoves);

/// The answer line without its newline (which `run` adds): `1` for each city where the
/// robber is caught, `0` for the others, separated by single spaces. The judge compares
/// bytes: no space at either end. Written out a piece at a time, never whole in memory.
struct AnswerLine(Vec<bool>);

impl fmt::Display for AnswerLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Two bytes a city, a space and its digit, written by index: the compiler
        // writes many at once.
        let mut piece = vec![b' '; 2 * PIECE];
        for (i, cities) in self.0.chunks(PIECE).enumerate() {
            let bytes = &mut piece[..2 * cities.len()];
            for (pair, &caught) in bytes.chunks_exact_mut(2).zip(cities) {
                pair[1] = b'0' + u8::from(caught);
            }
            let text = std::str::from_utf8(bytes).expect("spaces and digits");
            // The space before the first city of all goes.
            f.write_str(&text[usize::from(i == 0)..])?;
        }
        Ok(())
    }
}

/// How many cities' answers [`AnswerLine`] writes at a time.
const PIECE: usize = 1 << 14;

#[cfg(test)]
mod tests;
