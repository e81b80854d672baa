//! The blocks of an explanation: what each of its lines says, as values.
//!
//! The terminal prints each block as one line ([`fmt::Display`]); a page reads the
//! values (a row's state and value, a witness's kind and values) and shows them as it
//! likes, without reading the words back.

use std::fmt;

/// One line of an explanation, as a value.
///
/// ```
/// use gamebits::explain::{Block, LeftOut, Row};
/// assert_eq!(Block::Line("a pile of 0 is L".into()).to_string(), "a pile of 0 is L");
/// assert_eq!(Block::Row(Row::new(4, 4, true)).to_string(), "4 W");
/// let witness = Block::Witness { kind: "play".into(), values: vec!["4".into(), "1".into()] };
/// assert_eq!(witness.to_string(), "witness play: 4 1");
/// assert_eq!(
///     Block::LeftOut(LeftOut::Rows(900)).to_string(),
///     "… 900 rows left out (--explain=all shows them) …"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A line of words, some of them naming states.
    Line(Line),
    /// A row of a W/L table: a state and its value.
    Row(Row),
    /// A witness, for a test to read back: its kind and its values.
    Witness {
        /// What it witnesses: `move`, `play`, `route`.
        kind: String,
        /// Its values, each one word (a number, a name).
        values: Vec<String>,
    },
    /// A mark that says how many were left out.
    LeftOut(LeftOut),
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Block::Line(line) => line.fmt(f),
            Block::Row(row) => row.fmt(f),
            Block::Witness { kind, values } => {
                write!(f, "witness {kind}:")?;
                values.iter().try_for_each(|value| write!(f, " {value}"))
            }
            Block::LeftOut(mark) => mark.fmt(f),
        }
    }
}

/// A line of an explanation: its words in parts, each part that names a state with
/// that state's id.
///
/// The terminal prints the parts' words one after another; a page makes each part that
/// names a state a link to it (a button that chooses it for "Play from here").
///
/// ```
/// use gamebits::explain::Line;
/// let line = Line::new().text("case 1: ").state("8,9,10,8", "(8, 9, 10, 8)").text(" is W");
/// assert_eq!(line.to_string(), "case 1: (8, 9, 10, 8) is W");
/// assert_eq!(line.parts()[1].state.as_deref(), Some("8,9,10,8"));
/// assert_eq!(line.parts()[2].state, None);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Line {
    parts: Vec<Part>,
}

/// A part of a [`Line`]: its words, and the id of the state they name, if they name one.
///
/// ```
/// use gamebits::explain::Part;
/// assert_eq!(Part::state(18, "pile 18").state.as_deref(), Some("18"));
/// assert_eq!(Part::text("W").state, None);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// The words, as the terminal prints them.
    pub text: String,
    /// The id of the state the words name (as the picture names its node, and as the
    /// game's [`OnPage::start_at`](crate::play::OnPage::start_at) takes it), if any.
    pub state: Option<String>,
}

impl Part {
    /// Words that name no state.
    ///
    /// ```
    /// assert_eq!(gamebits::explain::Part::text(" → ").text, " → ");
    /// ```
    pub fn text(text: impl fmt::Display) -> Part {
        Part {
            text: text.to_string(),
            state: None,
        }
    }

    /// The words `text`, naming the state of id `id`.
    ///
    /// ```
    /// assert_eq!(gamebits::explain::Part::state("1:0", "(1, {})").text, "(1, {})");
    /// ```
    pub fn state(id: impl fmt::Display, text: impl fmt::Display) -> Part {
        Part {
            text: text.to_string(),
            state: Some(id.to_string()),
        }
    }
}

impl Line {
    /// A line of no words yet.
    ///
    /// ```
    /// assert_eq!(gamebits::explain::Line::new().to_string(), "");
    /// ```
    pub fn new() -> Line {
        Line::default()
    }

    /// The line with `text`, naming no state, after its words.
    ///
    /// ```
    /// use gamebits::explain::Line;
    /// assert_eq!(Line::new().text("pile ").text(3).to_string(), "pile 3");
    /// ```
    pub fn text(self, text: impl fmt::Display) -> Line {
        self.part(Part::text(text))
    }

    /// The line with `text`, naming the state of id `id`, after its words.
    ///
    /// ```
    /// use gamebits::explain::Line;
    /// let line = Line::new().text("from ").state(3, "pile 3");
    /// assert_eq!(line.parts()[1].state.as_deref(), Some("3"));
    /// ```
    pub fn state(self, id: impl fmt::Display, text: impl fmt::Display) -> Line {
        self.part(Part::state(id, text))
    }

    /// The line with `part` after its words.
    ///
    /// ```
    /// use gamebits::explain::{Line, Part};
    /// assert_eq!(Line::new().part(Part::text("W")).to_string(), "W");
    /// ```
    pub fn part(mut self, part: Part) -> Line {
        self.parts.push(part);
        self
    }

    /// The line with the parts of `rest` after its words.
    ///
    /// ```
    /// use gamebits::explain::Line;
    /// let line = Line::from("play: ").then(Line::new().state(3, "pile 3"));
    /// assert_eq!((line.to_string().as_str(), line.parts().len()), ("play: pile 3", 2));
    /// ```
    pub fn then(mut self, rest: Line) -> Line {
        self.parts.extend(rest.parts);
        self
    }

    /// Its parts, in order.
    ///
    /// ```
    /// use gamebits::explain::{Line, Part};
    /// assert_eq!(Line::from("W").parts(), [Part::text("W")]);
    /// ```
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }
}

impl From<String> for Line {
    fn from(text: String) -> Line {
        Line::new().text(text)
    }
}

impl From<&str> for Line {
    fn from(text: &str) -> Line {
        Line::new().text(text)
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts
            .iter()
            .try_for_each(|part| f.write_str(&part.text))
    }
}

/// A row of a W/L table: a state, by its id in the picture and its name, and whether
/// the player to move there wins.
///
/// ```
/// use gamebits::explain::Row;
/// let row = Row::new(10, "pile 10", false);
/// assert_eq!((row.state.as_str(), row.letter()), ("10", "L"));
/// assert_eq!(row.to_string(), "pile 10 L");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The state's id, as the picture ([`super::dot`]) names its node.
    pub state: String,
    /// The state as the row names it.
    pub name: String,
    /// Whether the player to move wins (W), or loses (L).
    pub wins: bool,
}

impl Row {
    /// The row of the state `state` named `name`, W if `wins`, else L.
    ///
    /// ```
    /// use gamebits::explain::Row;
    /// assert_eq!(Row::new(3, 3, true).name, "3");
    /// ```
    pub fn new(state: impl fmt::Display, name: impl fmt::Display, wins: bool) -> Row {
        Row {
            state: state.to_string(),
            name: name.to_string(),
            wins,
        }
    }

    /// The value's letter: `W` or `L`.
    ///
    /// ```
    /// use gamebits::explain::Row;
    /// assert_eq!(Row::new(0, 0, false).letter(), "L");
    /// ```
    pub fn letter(&self) -> &'static str {
        match self.wins {
            true => "W",
            false => "L",
        }
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.name, self.letter())
    }
}

/// A mark that says how many were left out, and how to see them.
///
/// ```
/// use gamebits::explain::LeftOut;
/// assert_eq!(
///     LeftOut::Lines(1).to_string(),
///     "(1 more line left out: --explain=all shows every line)"
/// );
/// assert_eq!(LeftOut::Steps(2).count(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// Rows in the middle of a long table.
    Rows(usize),
    /// Lines past the explanation's limit.
    Lines(usize),
    /// Steps past the limit of `--explain=steps`.
    Steps(usize),
}

impl LeftOut {
    /// How many were left out.
    ///
    /// ```
    /// assert_eq!(gamebits::explain::LeftOut::Rows(900).count(), 900);
    /// ```
    pub fn count(self) -> usize {
        match self {
            LeftOut::Rows(n) | LeftOut::Lines(n) | LeftOut::Steps(n) => n,
        }
    }
}

impl fmt::Display for LeftOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            LeftOut::Rows(n) => write!(f, "… {n} rows left out (--explain=all shows them) …"),
            LeftOut::Lines(1) => {
                f.write_str("(1 more line left out: --explain=all shows every line)")
            }
            LeftOut::Lines(n) => {
                write!(
                    f,
                    "({n} more lines left out: --explain=all shows every line)"
                )
            }
            LeftOut::Steps(1) => {
                f.write_str("(1 more step left out: --explain=steps-all shows every step)")
            }
            LeftOut::Steps(n) => {
                write!(
                    f,
                    "({n} more steps left out: --explain=steps-all shows every step)"
                )
            }
        }
    }
}
