//! `dpk`'s `--explain`: the lecture's table, why pile K is what it is, and its steps.
//!
//! **`--explain`** prints the lecture's table, the piles from K down to 0, each `W`
//! (the player to move wins) or `L`, one a row; then why pile K is what it is (the
//! winning first move, or every move leading to a W pile), and one line of optimal
//! play to a pile with no move, where the winner hurries and the loser prolongs. It
//! tabulates each pile's *remoteness* (how many moves optimal play lasts) in O(N·K).
//! **`--explain=steps`** fills the table from pile 0 up, each pile with its rule: no
//! move, the move to an L pile (the winner's fastest), or every move to a W pile.

use super::read_input;
use gamebits::explain::dot::{Dot, LOSE, WIN};
use gamebits::explain::steps::Steps;
use gamebits::explain::{count, sequence_line, Explanation, Line, Part, Row, TABLE_ENDS};
use gamebits::judge::{InputError, Tokens};
use std::collections::HashSet;

/// How many piles `--explain` shows at each end of a line of play under a line limit.
const PLAY_ENDS: usize = 10;

/// `--explain`: the W/L table from pile K down to 0, the reason for pile K, and one
/// line of optimal play. Its witnesses: `move: a`, the first player's winning first
/// move (take `a` stones; only when First wins), and `play: K p_1 … p_r`, the piles
/// along the line of play down to one with no move (whole under `--explain=all`, and
/// whenever it has at most `2 · TABLE_ENDS` piles).
pub fn explain(tokens: &mut Tokens, why: &mut Explanation) -> Result<&'static str, InputError> {
    let (moves, k) = read_input(tokens)?;
    let remoteness = remoteness_table(&moves, k);
    why.line(format_args!(
        "A = {{{}}}; a pile is W (the player to move wins) when some move leads to an L \
         pile, L when every move leads to a W pile or there is no move:",
        moves
            .iter()
            .map(usize::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    ));
    why.table(k + 1, |i| {
        let pile = k - i;
        Row::new(pile, pile, remoteness[pile] % 2 == 1)
    });
    let play = optimal_play(&moves, &remoteness, k);
    explain_start(why, &moves, &remoteness, &play);
    explain_play(why, &play);
    why.draw(|dot| draw_piles(dot, &moves, &remoteness, &play));
    why.step(|steps| step_piles(steps, &moves, &remoteness));
    Ok(if remoteness[k] % 2 == 1 {
        "First"
    } else {
        "Second"
    })
}

/// The picture: the piles from K down (as many as it shows), each green if W, red if
/// L, with how long optimal play lasts; every move, the line of play bold.
fn draw_piles(dot: &mut Dot, moves: &[usize], remoteness: &[u32], play: &[usize]) {
    let on_line: HashSet<(usize, usize)> = play.windows(2).map(|w| (w[0], w[1])).collect();
    let k = play[0];
    let mut shown = Vec::new();
    for pile in (0..=k).rev() {
        if !dot.has_room() {
            let moves_left_out = moves.partition_point(|&a| a <= pile);
            dot.leave_out(1, moves_left_out);
            continue;
        }
        shown.push(pile);
        let r = remoteness[pile];
        let (what, fill) = match (r % 2 == 1, r) {
            (true, _) => (format!("W in {}", count(r, "move")), WIN),
            (false, 0) => ("L: no move".to_string(), LOSE),
            (false, _) => (format!("L in {}", count(r, "move")), LOSE),
        };
        dot.node(pile, &format!("{pile}\n{what}"), fill);
    }
    for pile in shown {
        for &a in moves.iter().take_while(|&&a| a <= pile) {
            let bold = on_line.contains(&(pile, pile - a));
            dot.edge(pile, pile - a, &format!("−{a}"), bold);
        }
    }
}

/// The steps: the piles from 0 up to K, each W or L with the rule that decides it
/// ([`pile_rule`]), as many as are shown.
fn step_piles(steps: &mut Steps, moves: &[usize], remoteness: &[u32]) {
    for pile in 0..remoteness.len() {
        if !steps.has_room() {
            steps.leave_out(remoteness.len() - pile);
            return;
        }
        let mark = if remoteness[pile] % 2 == 1 { 'W' } else { 'L' };
        steps.step(pile, mark, pile_rule(moves, remoteness, pile));
    }
}

/// Why `pile` is what it is, from the piles below it: `0 is L: no move`; `9 is W:
/// 9 − 9 = 0 is L` (the move of the winner's fastest win); `3 is L: every move leads to
/// a W pile: 3 − 1 = 2, 3 − 2 = 1`.
fn pile_rule(moves: &[usize], remoteness: &[u32], pile: usize) -> String {
    let legal = || moves.iter().take_while(move |&&a| a <= pile);
    let r = remoteness[pile];
    if r == 0 {
        return format!("{pile} is L: no move");
    }
    if r % 2 == 1 {
        let a = legal()
            .find(|&&a| remoteness[pile - a] + 1 == r)
            .expect("a W pile has a move to an L pile one move closer to the end");
        return format!("{pile} is W: {pile} − {a} = {} is L", pile - a);
    }
    let children: Vec<String> = legal()
        .map(|&a| format!("{pile} − {a} = {}", pile - a))
        .collect();
    format!(
        "{pile} is L: every move leads to a W pile: {}",
        children.join(", ")
    )
}

/// How many moves optimal play lasts from each pile up to `k`: 0 with no move; from
/// a W pile, 1 + the least remoteness of an L pile it reaches (the winner hurries);
/// from an L pile, 1 + the largest of its moves' (the loser prolongs). A pile is W iff
/// its remoteness is odd.
pub(super) fn remoteness_table(moves: &[usize], k: usize) -> Vec<u32> {
    let mut remoteness = Vec::with_capacity(k + 1);
    // Each L pile's remoteness, and for a W pile the largest number, so that the least
    // over a pile's moves is that of an L pile where there is one: a load and a
    // comparison a move, with no branch on its parity.
    let mut as_lost = Vec::with_capacity(k + 1);
    let mut legal = 0;
    for pile in 0..=k {
        while legal < moves.len() && moves[legal] <= pile {
            legal += 1;
        }
        let children = &moves[..legal];
        let r = match least_after(children, pile, &as_lost) {
            u32::MAX => children
                .iter()
                .map(|&a| remoteness[pile - a])
                .max()
                .map_or(0, |slowest: u32| slowest + 1),
            fastest_win => fastest_win + 1,
        };
        remoteness.push(r);
        as_lost.push(if r % 2 == 0 { r } else { u32::MAX });
    }
    remoteness
}

/// The least of `numbers[pile - a]` over the moves `a` (`u32::MAX` for none), four
/// moves at a time, so that each comparison waits for the one four before it, not the
/// one before.
fn least_after(moves: &[usize], pile: usize, numbers: &[u32]) -> u32 {
    let mut lows = [u32::MAX; 4];
    let mut fours = moves.chunks_exact(4);
    for four in &mut fours {
        for (low, &a) in lows.iter_mut().zip(four) {
            *low = (*low).min(numbers[pile - a]);
        }
    }
    for &a in fours.remainder() {
        lows[0] = lows[0].min(numbers[pile - a]);
    }
    lows.into_iter().min().unwrap_or(u32::MAX)
}

/// The piles along one line of optimal play from `k`: each move takes the least `a`
/// that leads to a pile of remoteness one less, which is the winner's fastest win or
/// the loser's slowest loss.
fn optimal_play(moves: &[usize], remoteness: &[u32], k: usize) -> Vec<usize> {
    let mut play = vec![k];
    let mut pile = k;
    while remoteness[pile] > 0 {
        let a = moves
            .iter()
            .take_while(|&&a| a <= pile)
            .find(|&&a| remoteness[pile - a] + 1 == remoteness[pile])
            .expect("a pile of positive remoteness has a move one closer to the end");
        pile -= a;
        play.push(pile);
    }
    play
}

/// Why pile K is W (its first move on the line of play leads to an L pile) or L (every
/// move leads to a W pile); each pile it names by its id, its number.
fn explain_start(why: &mut Explanation, moves: &[usize], remoteness: &[u32], play: &[usize]) {
    let k = play[0];
    let named = Line::new().part(Part::state(k, k));
    if remoteness[k] % 2 == 1 {
        let a = k - play[1];
        why.line_with_states(
            named
                .text(format_args!(
                    " is W: the first player takes {a} and leaves "
                ))
                .part(Part::state(play[1], play[1]))
                .text(", an L pile"),
        );
        why.witness("move", [a]);
        return;
    }
    let mut line = named.text(" is L: every move leads to a W pile: ");
    for (i, &a) in moves.iter().take_while(|&&a| a <= k).enumerate() {
        let comma = if i == 0 { "" } else { ", " };
        line = line
            .text(format_args!("{comma}{k} - {a} = "))
            .part(Part::state(k - a, k - a))
            .text(" W");
    }
    why.line_with_states(line);
}

/// The line of optimal play, its length, and who makes its last move.
fn explain_play(why: &mut Explanation, play: &[usize]) {
    let ends = (!why.is_unlimited()).then_some(PLAY_ENDS);
    let moves = play.len() - 1;
    let piles = play.iter().map(|&pile| Part::state(pile, pile));
    why.line_with_states(
        Line::new()
            .text(format_args!(
                "optimal play, the winner hurrying and the loser prolonging, {}: ",
                count(moves, "move")
            ))
            .then(sequence_line(piles, ends)),
    );
    let (last, loser) = match moves % 2 {
        1 => ("first", "second"),
        _ => ("second", "first"),
    };
    why.line(format_args!(
        "pile {} has no move: the {last} player made the last move and the {loser} \
         player, to move, loses",
        play[moves]
    ));
    if why.is_unlimited() || play.len() <= 2 * TABLE_ENDS {
        why.witness("play", play);
    }
}
