//! `ccc08s5`'s `--explain`: each case's start state, W or L, and why.
//!
//! **`--explain`** says, for each case, whether its start state is W (the player to
//! move wins) or L, and why: a reaction Patrick can afford and the counts after it, an
//! L state, or every reaction he can afford with the counts after it, each a W state
//! (or that he can afford none). It reads the same table, O(5) a case more.

use super::{read_input, win_table, wins, Counts, PARTICLES, REACTIONS};
use gamebits::explain::{Explanation, Line, Part};
use gamebits::judge::{InputError, Tokens};

/// `--explain`: each case's start state, W or L, and its reason. Its witnesses, one a
/// case in order: `win: <case> <reaction> <A> <B> <C> <D>`, a reaction Patrick can
/// afford (as its particles, `AABDD`) and the counts after it, an L state; or
/// `loss: <case>`, where every reaction he can afford leads to a W state.
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<String, InputError> {
    let starts = read_input(tokens)?;
    let table = win_table();
    why.line(
        "a state is the counts (A, B, C, D); it is W (the player to move wins) when a \
         reaction it can afford leads to an L state, L when every one leads to a W state \
         or it can afford none; the reactions: AABDD, ABCD, CCD, BBB, AD",
    );
    let answers: Vec<&str> = (1..)
        .zip(&starts)
        .map(|(case, &start)| explain_case(why, &table, case, start))
        .collect();
    Ok(answers.join("\n"))
}

/// One case's lines and witness; the winner's name.
fn explain_case(why: &mut Explanation, table: &[u32], case: usize, start: Counts) -> &'static str {
    let afforded: Vec<(Counts, Counts)> = REACTIONS
        .iter()
        .filter_map(|&reaction| Some((reaction, after(start, reaction)?)))
        .collect();
    let named = Line::new()
        .text(format_args!("case {case}: "))
        .part(state(start));
    if let Some(&(reaction, rest)) = afforded.iter().find(|&&(_, rest)| !wins(table, rest)) {
        let name = reaction_name(reaction);
        why.line_with_states(
            named
                .text(format_args!(" is W: Patrick reacts {name} and leaves "))
                .part(state(rest))
                .text(", an L state: Patrick"),
        );
        why.witness(
            "win",
            [case.to_string(), name]
                .into_iter()
                .chain(rest.map(|c| c.to_string())),
        );
        return "Patrick";
    }
    let line = match afforded.is_empty() {
        true => named.text(" is L: Patrick can afford no reaction: Roland"),
        false => {
            let mut line = named.text(" is L: every reaction leads to a W state");
            for &(reaction, rest) in &afforded {
                line = line
                    .text(format_args!(", {} → ", reaction_name(reaction)))
                    .part(state(rest))
                    .text(" W");
            }
            line.text(": Roland")
        }
    };
    why.line_with_states(line);
    why.witness("loss", [case]);
    "Roland"
}

/// The counts after `reaction` from `counts`, if it can be afforded.
pub(super) fn after(counts: Counts, reaction: Counts) -> Option<Counts> {
    let mut rest = counts;
    for (count, take) in rest.iter_mut().zip(reaction) {
        *count = count.checked_sub(take)?;
    }
    Some(rest)
}

/// The particles a reaction takes, as the statement writes them: `AABDD`.
pub(super) fn reaction_name(reaction: Counts) -> String {
    PARTICLES
        .iter()
        .zip(reaction)
        .map(|(particle, take)| particle.repeat(take))
        .collect()
}

/// The state of the counts `counts` as a line names it, `(1, 2, 0, 3)`; its id is the
/// counts as `--play`'s `--start` takes them, `1,2,0,3`.
pub(super) fn state(counts: Counts) -> Part {
    Part::state(counts.map(|c| c.to_string()).join(","), counts_name(counts))
}

/// The counts as the explanation names a state, `(1, 2, 0, 3)`.
pub(super) fn counts_name(counts: Counts) -> String {
    format!("({})", counts.map(|c| c.to_string()).join(", "))
}
