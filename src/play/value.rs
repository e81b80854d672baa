//! What a state is worth to its side to move: [`Value`], and the words `?` says it in.

use std::fmt;

/// What a state is worth to its side to move: won or lost in so many moves, or a draw.
///
/// The moves are those of optimal play (the winner hurrying, the loser prolonging),
/// where the game knows them.
///
/// ```
/// use gamebits::play::Value;
/// assert!(Value::Win(Some(3)).is_better_than(Value::Win(Some(5))));
/// assert!(Value::Lose(Some(5)).is_better_than(Value::Lose(Some(3))));
/// assert!(Value::Draw.is_better_than(Value::Lose(None)));
/// assert_eq!(Value::Win(Some(3)).for_other_side(), Value::Lose(Some(3)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The side to move wins, in this many moves if known.
    Win(Option<u64>),
    /// The side to move loses, after this many moves if known.
    Lose(Option<u64>),
    /// Neither side can force a win.
    Draw,
}

impl Value {
    /// The same outcome seen by the other side.
    ///
    /// ```
    /// use gamebits::play::Value;
    /// assert_eq!(Value::Lose(Some(2)).for_other_side(), Value::Win(Some(2)));
    /// assert_eq!(Value::Draw.for_other_side(), Value::Draw);
    /// ```
    pub fn for_other_side(self) -> Value {
        match self {
            Value::Win(moves) => Value::Lose(moves),
            Value::Lose(moves) => Value::Win(moves),
            Value::Draw => Value::Draw,
        }
    }

    /// Whether a player prefers `self` to `other`.
    ///
    /// A win is better than a draw, a draw than a loss; a faster win is better, and a
    /// slower loss.
    ///
    /// ```
    /// use gamebits::play::Value;
    /// assert!(Value::Win(None).is_better_than(Value::Draw));
    /// assert!(Value::Win(Some(1)).is_better_than(Value::Win(Some(3))));
    /// assert!(!Value::Lose(Some(1)).is_better_than(Value::Lose(Some(3))));
    /// ```
    pub fn is_better_than(self, other: Value) -> bool {
        self.preference() > other.preference()
    }

    /// 2 for a win, 1 for a draw, 0 for a loss.
    pub(super) fn rank(self) -> u8 {
        match self {
            Value::Win(_) => 2,
            Value::Draw => 1,
            Value::Lose(_) => 0,
        }
    }

    /// The order of [`Value::is_better_than`]: the rank, then fewer moves for a win and
    /// more for a loss.
    fn preference(self) -> (u8, i128) {
        match self {
            Value::Win(moves) => (2, -i128::from(moves.unwrap_or(0))),
            Value::Draw => (1, 0),
            Value::Lose(moves) => (0, i128::from(moves.unwrap_or(0))),
        }
    }

    /// The lecture's letter: `W`, `L`, or `draw`.
    ///
    /// ```
    /// use gamebits::play::Value;
    /// assert_eq!(Value::Lose(None).letter(), "L");
    /// ```
    pub fn letter(self) -> &'static str {
        match self {
            Value::Win(_) => "W",
            Value::Lose(_) => "L",
            Value::Draw => "draw",
        }
    }
}

/// A state's value in words, for its side to move: `W (First to move wins in 3 moves)`.
pub(super) struct Said<'a> {
    /// The value.
    pub(super) value: Value,
    /// The side to move, by its judge's word.
    pub(super) mover: &'a str,
}

impl fmt::Display for Said<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mover = self.mover;
        let within = |moves: Option<u64>| match moves {
            Some(1) => " in 1 move".to_string(),
            Some(moves) => format!(" in {moves} moves"),
            None => String::new(),
        };
        match self.value {
            Value::Win(moves) => write!(f, "W ({mover} to move wins{})", within(moves)),
            Value::Lose(Some(0)) => write!(f, "L ({mover} to move has no move)"),
            Value::Lose(moves) => write!(f, "L ({mover} to move loses{})", within(moves)),
            Value::Draw => write!(f, "draw (neither side can force a win)"),
        }
    }
}
