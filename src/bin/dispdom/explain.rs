//! `dispdom`'s `--explain`: the runs, the remoteness, D, and a first move.
//!
//! **`--explain`** shows the empty runs, the remoteness and how it and D decide, and
//! an optimal first move, found in the same memo as the start.

use super::{empty_runs, position_key, read_input, remoteness_of, run_grundy_values, Remoteness};
use gamebits::explain::{count, Explanation, Line};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: the runs, the length r of optimal play, what r and D decide, and an
/// optimal first move. Witnesses: `length: r`; `move: i j`, a domino on cells i..=j
/// (from 1) after which play lasts r − 1 moves (none where r = 0).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<&'static str, InputError> {
    let (strip, k, d) = read_input(tokens)?;
    let runs = empty_runs(&strip);
    let grundy = run_grundy_values(runs.iter().copied().max().unwrap_or(0), k);
    let mut memo = Remoteness::default();
    let mut length = |strip: &[u8]| match k {
        1 => strip.iter().filter(|&&cell| cell == b'0').count() as u64,
        _ => u64::from(remoteness_of(
            &mut memo,
            position_key(&empty_runs(strip), k),
            k,
            &grundy,
        )),
    };
    let r = length(&strip);
    why.line(format_args!(
        "empty runs {runs:?}, K = {k}, D = {d}: turns 1..=D play the ordinary game (no \
         domino vanishes), and a game that reaches turn D never ends"
    ));
    why.line(format_args!(
        "optimal play of the ordinary game (the winner hurries, the loser prolongs) lasts \
         {}",
        count(r, "move")
    ));
    why.witness("length", [r]);
    let answer = match r >= d {
        true => "Draw",
        false if r % 2 == 1 => "Alice",
        false => "Bob",
    };
    why.line(match answer {
        "Draw" => format!("{r} ≥ D: turn D is played, so play never ends: Draw"),
        winner => format!("{r} < D: play ends before a domino vanishes, and {winner} wins"),
    });
    let mut after = strip.clone();
    let first = (0..=strip.len() - k).find(|&i| {
        after.copy_from_slice(&strip);
        after[i..i + k].fill(b'1');
        !strip[i..i + k].contains(&b'1') && length(&after) + 1 == r
    });
    if let Some(i) = first {
        after.copy_from_slice(&strip);
        after[i..i + k].fill(b'#');
        // The strip after it is a state, its id the domino's first cell as `--play`'s
        // `--covered` takes it.
        why.line_with_states(
            Line::new()
                .text(format_args!(
                    "an optimal first move covers cells {}..={}: ",
                    i + 1,
                    i + k
                ))
                .state(i + 1, String::from_utf8_lossy(&after))
                .text(format_args!(", then play lasts {} moves", r - 1)),
        );
        why.witness("move", [i + 1, i + k]);
    }
    Ok(answer)
}
