//! The two sides of a game and how play ended, in the player's and the judge's words.

/// The two sides: how `--as` calls each, and the judge's words for each and for the end.
///
/// ```
/// use gamebits::play::{Outcome, Sides};
/// let sides = Sides::new(["first", "second"]).named(["Alice", "Bob"]);
/// assert_eq!(sides.names[1], "Bob");
/// assert_eq!(sides.word(Outcome::Won(0)), "Alice");
/// assert_eq!(sides.word(Outcome::Drawn), "Draw");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sides {
    /// How `--as` calls each side, the one to move at the usual start first.
    pub called: [&'static str; 2],
    /// The judge's word for each side, as `… to move has no move` names it.
    pub names: [String; 2],
    /// The judge's word for each side's win, as `winner:` says it.
    pub winners: [String; 2],
    /// The judge's word for a draw.
    pub draw: String,
}

impl Sides {
    /// The sides `--as` calls `called`; the judge names each (and its win) by its name
    /// capitalised, and a draw `Draw`.
    ///
    /// ```
    /// use gamebits::play::Sides;
    /// let sides = Sides::new(["robber", "police"]);
    /// assert_eq!(sides.names, ["Robber", "Police"]);
    /// assert_eq!(sides.winners, sides.names);
    /// ```
    pub fn new(called: [&'static str; 2]) -> Sides {
        let names = called.map(capitalised);
        Sides {
            called,
            winners: names.clone(),
            names,
            draw: "Draw".to_string(),
        }
    }

    /// The same sides, the judge naming them (and their wins) `names`.
    ///
    /// ```
    /// use gamebits::play::Sides;
    /// let sides = Sides::new(["first", "second"]).named(["Patrick", "Roland"]);
    /// assert_eq!(sides.winners, ["Patrick", "Roland"]);
    /// ```
    pub fn named(self, names: [&str; 2]) -> Sides {
        let names = names.map(str::to_string);
        Sides {
            winners: names.clone(),
            names,
            ..self
        }
    }

    /// The same sides, the judge saying each side's win `winners` and a draw `draw`.
    ///
    /// ```
    /// use gamebits::play::{Outcome, Sides};
    /// let sides = Sides::new(["robber", "police"]).ending(["escaped", "caught"], "escaped");
    /// assert_eq!(sides.word(Outcome::Won(1)), "caught");
    /// assert_eq!(sides.names[1], "Police");
    /// ```
    pub fn ending(self, winners: [&str; 2], draw: &str) -> Sides {
        Sides {
            winners: winners.map(str::to_string),
            draw: draw.to_string(),
            ..self
        }
    }

    /// The judge's word for `outcome`, as `winner:` says it.
    ///
    /// ```
    /// use gamebits::play::{Outcome, Sides};
    /// assert_eq!(Sides::new(["first", "second"]).word(Outcome::Won(1)), "Second");
    /// ```
    pub fn word(&self, outcome: Outcome) -> &str {
        match outcome {
            Outcome::Won(side) => &self.winners[side],
            Outcome::Drawn => &self.draw,
        }
    }

    /// Side `side` as play's first line introduces it: as `--as` calls it, with the
    /// judge's name after it where that is not just the same word capitalised.
    ///
    /// ```
    /// use gamebits::play::Sides;
    /// let sides = Sides::new(["first", "second"]).named(["Alice", "Second"]);
    /// assert_eq!(sides.introduced(0), "first (Alice)");
    /// assert_eq!(sides.introduced(1), "second");
    /// ```
    pub fn introduced(&self, side: usize) -> String {
        let called = self.called[side];
        match capitalised(called) == self.names[side] {
            true => called.to_string(),
            false => format!("{called} ({})", self.names[side]),
        }
    }
}

/// How play ended: a side won, or neither did.
///
/// ```
/// use gamebits::play::Outcome;
/// assert_ne!(Outcome::Won(0), Outcome::Drawn);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This side (0 or 1) won.
    Won(usize),
    /// A draw: play ended without a winner.
    Drawn,
}

/// `word` with its first letter upper-case.
fn capitalised(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or(String::new(), |first| {
        first.to_uppercase().chain(letters).collect()
    })
}
