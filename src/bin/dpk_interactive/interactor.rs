//! The jury of `dpk_interactive`.
//!
//! With testlib's interactor convention: run as `interactor <input> <output> <answer>`,
//! it reads the game from the input file (its secret data: `N K`, then `a_1 … a_N`, a
//! pile the first player wins), sends it to the solution on stdout, and plays Second
//! with `dpk`'s win table, reading the solution's moves on stdin. Exit status 0
//! accepts, 1 rejects naming the move, 3 says the input file is not a game the first
//! player wins; the message is one line on stderr.
//!
//! The jury answers a move with its own, the most stones it may take, or `0` when it
//! cannot move; then the solution must end without writing more.

use gamebits::dp::tabulate;
use std::io::{self, BufRead, Read, Write};

/// Why the jury stops before the solution has won.
enum Stop {
    /// The solution's fault: a wrong answer.
    Rejected(String),
    /// The test data's fault.
    Failed(String),
}

fn main() {
    let (code, line) = match judge() {
        Ok(moves) => (0, format!("ok: won in {moves} moves")),
        Err(Stop::Rejected(why)) => (1, why),
        Err(Stop::Failed(why)) => (3, why),
    };
    eprintln!("{line}");
    std::process::exit(code);
}

/// Plays one game; the number of the solution's moves if it won.
fn judge() -> Result<usize, Stop> {
    let path = std::env::args()
        .nth(1)
        .ok_or_else(|| Stop::Failed("usage: interactor <input> <output> <answer>".into()))?;
    let (moves, k) = read_game(&path).map_err(Stop::Failed)?;
    let win = tabulate(k + 1, |pile, win: &[bool]| {
        moves
            .iter()
            .take_while(|&&a| a <= pile)
            .any(|&a| !win[pile - a])
    });
    if !win[k] {
        return Err(Stop::Failed(format!(
            "{path}: the first player loses from {k} stones: not a test of this problem"
        )));
    }
    let list: Vec<String> = moves.iter().map(usize::to_string).collect();
    let (stdin, stdout) = (io::stdin(), io::stdout());
    let (mut solution, mut out) = (stdin.lock(), stdout.lock());
    send(
        &mut out,
        &format!("{} {k}\n{}\n", moves.len(), list.join(" ")),
    )?;
    let mut pile = k;
    for count in 1.. {
        let take = read_move(&mut solution, pile)?;
        if take > pile || moves.binary_search(&take).is_err() {
            return Err(Stop::Rejected(format!(
                "move {count}: taking {take} from {pile} stones is not allowed (A = {{{}}})",
                list.join(", ")
            )));
        }
        pile -= take;
        if win[pile] {
            return Err(Stop::Rejected(format!(
                "move {count}: taking {take} from {} stones is a losing move: the jury wins from {pile}",
                pile + take
            )));
        }
        match moves.iter().rev().find(|&&a| a <= pile) {
            Some(&reply) => {
                send(&mut out, &format!("{reply}\n"))?;
                pile -= reply;
            }
            None => {
                send(&mut out, "0\n")?;
                return nothing_more(&mut solution).map(|()| count);
            }
        }
    }
    unreachable!("the pile shrinks at every move")
}

/// Reads the game from the file at `path`: `N K`, then `a_1 … a_N`, `dpk`'s bounds.
fn read_game(path: &str) -> Result<(Vec<usize>, usize), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let numbers: Vec<usize> = text
        .split_whitespace()
        .map(|token| {
            token
                .parse()
                .map_err(|_| format!("{path}: `{token}` is not a number"))
        })
        .collect::<Result<_, _>>()?;
    let (n, k, moves) = match numbers[..] {
        [n, k, ref moves @ ..] if moves.len() == n => (n, k, moves.to_vec()),
        _ => return Err(format!("{path}: not `N K` and N moves")),
    };
    let increasing = moves.windows(2).all(|pair| pair[0] < pair[1]);
    if !(1..=100).contains(&n)
        || !(1..=100_000).contains(&k)
        || !increasing
        || moves[0] == 0
        || moves[n - 1] > k
    {
        return Err(format!("{path}: outside dpk's bounds"));
    }
    Ok((moves, k))
}

/// Writes `text` to the solution.
fn send(out: &mut impl Write, text: &str) -> Result<(), Stop> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Stop::Rejected(format!("the solution stopped reading ({e})")))
}

/// The solution's next move, from a pile of `pile` stones: one number on a line.
fn read_move(solution: &mut impl BufRead, pile: usize) -> Result<usize, Stop> {
    let mut line = String::new();
    let read = solution.read_line(&mut line);
    match read {
        Ok(0) => Err(Stop::Rejected(format!(
            "the solution's output ended at {pile} stones, before its move"
        ))),
        Ok(_) => line.trim().parse().map_err(|_| {
            Stop::Rejected(format!(
                "`{}` is not a move (the stones taken, one number on a line)",
                line.trim_end()
            ))
        }),
        Err(e) => Err(Stop::Rejected(format!(
            "the solution's output is not text: {e}"
        ))),
    }
}

/// `Ok` if the solution writes nothing but whitespace after the game has ended.
fn nothing_more(solution: &mut impl Read) -> Result<(), Stop> {
    let mut rest = Vec::new();
    let _ = solution.read_to_end(&mut rest);
    match rest.iter().all(u8::is_ascii_whitespace) {
        true => Ok(()),
        false => Err(Stop::Rejected(format!(
            "the solution wrote `{}` after the game had ended",
            String::from_utf8_lossy(&rest).trim()
        ))),
    }
}
