//! gamebits `dpk_interactive`: DMOJ `dpk` ("Stones") played against the jury.
//!
//! **Problem.** A set A of moves and a pile of K stones that the first player wins, as
//! in `dpk`. The jury sends `N K`, then `a_1 … a_N`; you play First: write a move (the
//! stones you take: one of A, at most the pile), read the jury's move, and so on, until
//! the jury answers `0`: it cannot move, and you have won.
//!
//! **Idea.** `dpk`'s win table: from a winning pile some move leaves a losing one; take
//! it, and whatever the jury takes leaves a winning pile again.
//!
//! **Complexity.** O(N·K) time for the table and O(K) memory, then O(N) a move.

use gamebits::dp::tabulate;
use std::io::{self, BufRead, Write};

const MAX_N: usize = 100;
const MAX_K: usize = 100_000;

fn main() {
    if let Err(message) = play(io::stdin().lock(), io::stdout().lock()) {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

/// Reads the game from `jury`, then plays First, each move a line on `out`, until the
/// jury cannot move.
fn play(mut jury: impl BufRead, mut out: impl Write) -> Result<(), String> {
    let (moves, k) = read_game(&mut jury)?;
    let win = tabulate(k + 1, |pile, win: &[bool]| {
        moves
            .iter()
            .take_while(|&&a| a <= pile)
            .any(|&a| !win[pile - a])
    });
    let mut pile = k;
    loop {
        let Some(&take) = moves
            .iter()
            .take_while(|&&a| a <= pile)
            .find(|&&a| !win[pile - a])
        else {
            return Err(format!("no winning move from {pile} stones"));
        };
        writeln!(out, "{take}")
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write a move: {e}"))?;
        pile -= take;
        let reply = read_numbers(&mut jury, "the jury's move")?;
        match reply[..] {
            [0] => return Ok(()),
            [taken] if taken <= pile && moves.binary_search(&taken).is_ok() => pile -= taken,
            _ => {
                return Err(format!(
                    "the jury's move {reply:?} is not allowed from {pile} stones"
                ))
            }
        }
    }
}

/// Reads `N K`, then `a_1 … a_N`, with the bounds of `dpk`: 1 ≤ a_1 < … < a_N ≤ K.
fn read_game(jury: &mut impl BufRead) -> Result<(Vec<usize>, usize), String> {
    let first = read_numbers(jury, "N K")?;
    let [n, k] = first[..] else {
        return Err(format!("expected `N K`, found {first:?}"));
    };
    if !(1..=MAX_N).contains(&n) || !(1..=MAX_K).contains(&k) {
        return Err(format!(
            "N = {n} or K = {k} is outside 1..={MAX_N}, 1..={MAX_K}"
        ));
    }
    let moves = read_numbers(jury, "a_1 … a_N")?;
    let increasing = moves.windows(2).all(|pair| pair[0] < pair[1]);
    if moves.len() != n || !increasing || moves[0] < 1 || moves[n - 1] > k {
        return Err(format!(
            "expected {n} moves 1 ≤ a_1 < … ≤ {k}, found {moves:?}"
        ));
    }
    Ok((moves, k))
}

/// The numbers of the next line from `jury`, which holds `what`.
fn read_numbers(jury: &mut impl BufRead, what: &str) -> Result<Vec<usize>, String> {
    let mut line = String::new();
    match jury.read_line(&mut line) {
        Ok(0) => Err(format!("the input ended before {what}")),
        Ok(_) => line
            .split_whitespace()
            .map(|token| {
                token
                    .parse()
                    .map_err(|_| format!("{what}: `{token}` is not a number"))
            })
            .collect(),
        Err(e) => Err(format!("cannot read {what}: {e}")),
    }
}
