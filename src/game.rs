//! Outcomes of positions in two-player games and Grundy values.

/// The result of a position for the player about to move, under optimal play.
///
/// ```
/// use gamebits::game::Outcome;
/// // No move at all: the player to move has lost.
/// assert_eq!(Outcome::from_children([]), Outcome::Lose);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The player to move loses whatever they do.
    Lose,
    /// Neither player can force a win: play goes on forever.
    Draw,
}

impl Outcome {
    /// The outcome of a position from the outcomes of the positions one move away.
    ///
    /// A position wins if some move reaches a losing position, loses if every move
    /// (possibly none) reaches a winning one, and is drawn otherwise. This is the
    /// rule for acyclic games and for the fixed point of retrograde analysis.
    ///
    /// ```
    /// use gamebits::game::Outcome::{self, Draw, Lose, Win};
    /// assert_eq!(Outcome::from_children([]), Lose);
    /// assert_eq!(Outcome::from_children([Win, Lose]), Win);
    /// assert_eq!(Outcome::from_children([Win, Win]), Lose);
    /// assert_eq!(Outcome::from_children([Win, Draw]), Draw);
    /// ```
    pub fn from_children(children: impl IntoIterator<Item = Outcome>) -> Outcome {
        let mut result = Outcome::Lose;
        for child in children {
            match child {
                Outcome::Lose => return Outcome::Win,
                Outcome::Draw => result = Outcome::Draw,
                Outcome::Win => {}
            }
        }
        result
    }
}

/// The minimum excludant: the least non-negative integer not among `values`.
///
/// Takes any number of values in any order, repeats allowed; runs in time linear in
/// their count.
///
/// ```
/// use gamebits::game::mex;
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([2, 0, 1, 1]), 3);
/// ```
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    let mut seen = vec![false; values.len() + 1];
    for v in values {
        if v < seen.len() {
            seen[v] = true;
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len())
}
