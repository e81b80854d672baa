//! The games `--play` plays, each with a generator of random small inputs and the
//! judge's answer read as the winner's word.

use gamebits_gen::Rng;

/// A binary that plays: its sides as `--as` names them and as `winner:` does, and its
/// random small inputs.
pub struct Game {
    pub binary: &'static str,
    pub sides: [&'static str; 2],
    pub names: [&'static str; 2],
    pub generate: fn(&mut Rng) -> Case,
}

/// A random input, the options to play it with, and how the judge's answer names the
/// winner of that game under perfect play.
pub struct Case {
    pub game: &'static Game,
    pub input: String,
    pub args: Vec<String>,
    pub winner: Box<dyn Fn(&str) -> String>,
}

/// Every game that plays.
pub const GAMES: &[Game] = &[DPK];

const DPK: Game = Game {
    binary: "dpk",
    sides: ["first", "second"],
    names: ["First", "Second"],
    generate: dpk,
};

/// N ≤ 4 amounts up to K ≤ 20.
fn dpk(rng: &mut Rng) -> Case {
    let k = rng.range(1..=20);
    let n = rng.range(1..=k.min(4));
    let amounts = rng.distinct_sorted(n as usize, k);
    let amounts: Vec<String> = amounts.iter().map(|a| (a + 1).to_string()).collect();
    Case {
        game: &DPK,
        input: format!("{n} {k}\n{}\n", amounts.join(" ")),
        args: Vec::new(),
        winner: Box::new(|answer| answer.trim().to_string()),
    }
}
