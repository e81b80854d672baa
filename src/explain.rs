//! Answers with their reasons: what a binary prints under `--explain`.
//!
//! The lecture's words are states, winning or losing, and moves; an [`Explanation`]
//! holds the lines that say them for one input, at most a set number of them, and the
//! *witness* lines that a test reads back: `witness <kind>: <values>`, the values
//! separated by single spaces (a move, a line of play, a route, a set), so that what
//! is shown can be checked against the input by code that shares nothing with the
//! binary. [`judge::run_explained`](crate::judge::run_explained) makes one, hands it
//! to the binary's explaining code, and prints it with the answer last. Its lines are
//! kept as values ([`Block`]: a line, a table's row, a witness, a mark of what was left
//! out), which a page shows without reading the words back.

pub mod block;
pub mod dot;
pub mod steps;

pub use block::{Block, LeftOut, Line, Part, Row};
use dot::Dot;
use std::fmt::{self, Write};
use steps::Steps;

/// How many lines an explanation prints unless asked for more (`--explain=all`).
///
/// ```
/// use gamebits::explain::{Explanation, DEFAULT_LINES};
/// assert_eq!(Explanation::new(Some(DEFAULT_LINES)).room(), 200);
/// ```
pub const DEFAULT_LINES: usize = 200;

/// How many rows a long table shows at each end (see [`Explanation::rows`]).
///
/// ```
/// use gamebits::explain::{Explanation, TABLE_ENDS};
/// let mut why = Explanation::new(Some(200));
/// why.rows(1000, |i| i);
/// // The first and last rows, and a line saying how many were left out.
/// assert_eq!(why.to_string().lines().count(), 2 * TABLE_ENDS + 1);
/// ```
pub const TABLE_ENDS: usize = 50;

/// The lines of an answer's reason, at most `limit` of them.
///
/// Lines past the limit are counted and said to be left out.
///
/// ```
/// use gamebits::explain::Explanation;
/// let mut why = Explanation::new(Some(2));
/// why.line("state 3 is losing: every move leads to a winning state");
/// why.witness("play", [3, 2, 0]);
/// why.line("this line is past the limit");
/// assert_eq!(
///     why.to_string(),
///     "state 3 is losing: every move leads to a winning state\n\
///      witness play: 3 2 0\n\
///      (1 more line left out: --explain=all shows every line)\n"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Explanation {
    blocks: Vec<Block>,
    shown: usize,
    limit: Option<usize>,
    left_out: usize,
    /// What it shows besides lines: a picture (`--explain=dot`) or the table's steps
    /// (`--explain=steps`).
    kind: Kind,
    /// Whether the binary drew its picture or recorded its steps.
    filled: bool,
}

/// What an [`Explanation`] shows.
#[derive(Clone, Debug)]
enum Kind {
    Lines,
    Picture(Dot),
    Steps(Steps),
}

impl Explanation {
    /// An empty explanation that shows at most `limit` lines (`None`: every line).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// assert!(Explanation::new(None).is_unlimited());
    /// ```
    pub fn new(limit: Option<usize>) -> Explanation {
        Explanation {
            blocks: Vec::new(),
            shown: 0,
            limit,
            left_out: 0,
            kind: Kind::Lines,
            filled: false,
        }
    }

    /// An explanation that is a picture (`--explain=dot`), not lines.
    ///
    /// It shows no line, and what [`Explanation::draw`] draws of at most `states`
    /// states (`None`: all of them).
    ///
    /// ```
    /// use gamebits::explain::{dot::WIN, Explanation};
    /// let mut why = Explanation::drawing(None);
    /// why.line("a line is not shown");
    /// why.draw(|dot| dot.node(0, "pile 0", WIN));
    /// assert!(why.to_string().starts_with("digraph states {"));
    /// assert!(!why.to_string().contains("a line"));
    /// ```
    pub fn drawing(states: Option<usize>) -> Explanation {
        Explanation {
            kind: Kind::Picture(Dot::new(states)),
            ..Explanation::new(Some(0))
        }
    }

    /// An explanation that is the table's steps (`--explain=steps`), not lines.
    ///
    /// It shows no line, and what [`Explanation::step`] records of at most `steps`
    /// steps (`None`: all of them).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::stepping(None);
    /// why.line("a line is not shown");
    /// why.step(|steps| steps.step(0, "L", "0 is L: no move"));
    /// assert_eq!(why.to_string(), "0\tL\t0 is L: no move\n");
    /// ```
    pub fn stepping(steps: Option<usize>) -> Explanation {
        Explanation {
            kind: Kind::Steps(Steps::new(steps)),
            ..Explanation::new(Some(0))
        }
    }

    /// Records the table's steps with `record` when this explanation is steps; else
    /// nothing, so that the steps are worked out only when asked for.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(None);
    /// why.step(|_| unreachable!("a text explanation records no step"));
    /// assert!(!why.has_stepped());
    /// ```
    pub fn step(&mut self, record: impl FnOnce(&mut Steps)) {
        if let Kind::Steps(steps) = &mut self.kind {
            record(steps);
            self.filled = true;
        }
    }

    /// Whether the steps were recorded (a binary that records none leaves them empty).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::stepping(None);
    /// assert!(!why.has_stepped());
    /// why.step(|_| {});
    /// assert!(why.has_stepped());
    /// ```
    pub fn has_stepped(&self) -> bool {
        matches!(self.kind, Kind::Steps(_)) && self.filled
    }

    /// Draws the states with `draw` when this explanation is a picture; else nothing.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(None);
    /// why.draw(|_| unreachable!("a text explanation draws nothing"));
    /// assert!(!why.has_drawn());
    /// ```
    pub fn draw(&mut self, draw: impl FnOnce(&mut Dot)) {
        if let Kind::Picture(dot) = &mut self.kind {
            draw(dot);
            self.filled = true;
        }
    }

    /// Whether a picture was drawn (a binary that draws no picture leaves it empty).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::drawing(None);
    /// assert!(!why.has_drawn());
    /// why.draw(|_| {});
    /// assert!(why.has_drawn());
    /// ```
    pub fn has_drawn(&self) -> bool {
        matches!(self.kind, Kind::Picture(_)) && self.filled
    }

    /// Whether every line is shown (`--explain=all`).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// assert!(!Explanation::new(Some(200)).is_unlimited());
    /// ```
    pub fn is_unlimited(&self) -> bool {
        self.limit.is_none()
    }

    /// How many of `count` items a list shows.
    ///
    /// Every one when every line is shown (`--explain=all`), else at most `most`.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// assert_eq!(Explanation::new(Some(200)).shown(1000, 50), 50);
    /// assert_eq!(Explanation::new(Some(200)).shown(7, 50), 7);
    /// assert_eq!(Explanation::new(None).shown(1000, 50), 1000);
    /// ```
    pub fn shown(&self, count: usize, most: usize) -> usize {
        match self.is_unlimited() {
            true => count,
            false => count.min(most),
        }
    }

    /// How many more lines will be shown (`usize::MAX` when every line is).
    ///
    /// Code can then stop working out lines nobody will see.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(Some(3));
    /// why.line("one");
    /// assert_eq!(why.room(), 2);
    /// ```
    pub fn room(&self) -> usize {
        self.limit
            .map_or(usize::MAX, |limit| limit.saturating_sub(self.shown))
    }

    /// Adds one line (`line` holds no newline), or counts it as left out.
    ///
    /// A line is left out once the limit is reached.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(None);
    /// why.line(format_args!("{} stones: losing", 0));
    /// assert_eq!(why.to_string(), "0 stones: losing\n");
    /// ```
    pub fn line(&mut self, line: impl fmt::Display) {
        if self.has_room() {
            self.push(Block::Line(line.to_string().into()));
        }
    }

    /// Adds one line whose parts may name states ([`Line`]), or counts it as left out,
    /// as [`Explanation::line`] does.
    ///
    /// The terminal prints its words; a page links each state it names.
    ///
    /// ```
    /// use gamebits::explain::{Block, Explanation, Line};
    /// let mut why = Explanation::new(None);
    /// why.line_with_states(Line::new().text("start at ").state(21, "pile 21"));
    /// assert_eq!(why.to_string(), "start at pile 21\n");
    /// let Block::Line(line) = &why.blocks()[0] else { unreachable!() };
    /// assert_eq!(line.parts()[1].state.as_deref(), Some("21"));
    /// ```
    pub fn line_with_states(&mut self, line: Line) {
        if self.has_room() {
            self.push(Block::Line(line));
        }
    }

    /// Whether another line would be shown; if not, counts it as left out.
    fn has_room(&mut self) -> bool {
        let room = self.room() > 0;
        if !room {
            self.left_out += 1;
        }
        room
    }

    /// Adds `block` as one line shown.
    fn push(&mut self, block: Block) {
        self.shown += 1;
        self.blocks.push(block);
    }

    /// Adds a witness line, `witness {kind}: {values}`, for a test to read back.
    ///
    /// The values are separated by single spaces; a test checks them against the input.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(None);
    /// why.witness("route", [0, 1, 2]);
    /// assert_eq!(why.to_string(), "witness route: 0 1 2\n");
    /// ```
    pub fn witness<T: fmt::Display>(&mut self, kind: &str, values: impl IntoIterator<Item = T>) {
        if self.has_room() {
            let values = values.into_iter().map(|value| value.to_string()).collect();
            self.push(Block::Witness {
                kind: kind.to_string(),
                values,
            });
        }
    }

    /// Adds `count` rows, `row(i)` for each `i`, the middle of many left out.
    ///
    /// Where the limit is set and `count` is over `2 · TABLE_ENDS`, only the first and
    /// last [`TABLE_ENDS`] are shown, and one line between them that says how many were
    /// left out.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(Some(200));
    /// why.rows(1000, |i| format!("row {i}"));
    /// let text = why.to_string();
    /// assert_eq!(text.lines().count(), 101);
    /// assert_eq!(text.lines().nth(50), Some("… 900 rows left out (--explain=all shows them) …"));
    /// assert_eq!(text.lines().last(), Some("row 999"));
    /// ```
    pub fn rows<T: fmt::Display>(&mut self, count: usize, mut row: impl FnMut(usize) -> T) {
        self.each_row(count, |why, i| why.line(row(i)));
    }

    /// Adds `count` lines whose parts may name states, `row(i)` for each `i`, the
    /// middle of many left out as [`Explanation::rows`] says.
    ///
    /// ```
    /// use gamebits::explain::{Explanation, Line};
    /// let mut why = Explanation::new(None);
    /// why.rows_with_states(2, |i| Line::new().text("to ").state(i, format!("pile {i}")));
    /// assert_eq!(why.to_string(), "to pile 0\nto pile 1\n");
    /// ```
    pub fn rows_with_states(&mut self, count: usize, mut row: impl FnMut(usize) -> Line) {
        self.each_row(count, |why, i| why.line_with_states(row(i)));
    }

    /// Adds a W/L table of `count` rows, `row(i)` for each `i`, as [`Explanation::rows`]
    /// adds lines: the middle of many left out.
    ///
    /// Each row is a state and its value, printed `{name} {W or L}`.
    ///
    /// ```
    /// use gamebits::explain::{Block, Explanation, Row};
    /// let mut why = Explanation::new(Some(200));
    /// why.table(3, |i| Row::new(2 - i, 2 - i, i != 2));
    /// assert_eq!(why.to_string(), "2 W\n1 W\n0 L\n");
    /// assert_eq!(why.blocks()[2], Block::Row(Row::new(0, 0, false)));
    /// ```
    pub fn table(&mut self, count: usize, mut row: impl FnMut(usize) -> Row) {
        self.each_row(count, |why, i| {
            if why.has_room() {
                why.push(Block::Row(row(i)));
            }
        });
    }

    /// Adds `count` rows with `add(self, i)`, the middle of many left out as
    /// [`Explanation::rows`] says.
    fn each_row(&mut self, count: usize, mut add: impl FnMut(&mut Self, usize)) {
        if self.is_unlimited() || count <= 2 * TABLE_ENDS {
            (0..count).for_each(|i| add(self, i));
            return;
        }
        (0..TABLE_ENDS).for_each(|i| add(self, i));
        if self.has_room() {
            self.push(Block::LeftOut(LeftOut::Rows(count - 2 * TABLE_ENDS)));
        }
        (count - TABLE_ENDS..count).for_each(|i| add(self, i));
    }

    /// The blocks shown, in order: each one line of the terminal's explanation.
    ///
    /// ```
    /// use gamebits::explain::{Block, Explanation};
    /// let mut why = Explanation::new(None);
    /// why.witness("move", [3]);
    /// let values = vec!["3".to_string()];
    /// assert_eq!(why.blocks(), [Block::Witness { kind: "move".into(), values }]);
    /// ```
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The mark after the blocks that says how many lines were left out, if any were.
    ///
    /// ```
    /// use gamebits::explain::{Explanation, LeftOut};
    /// let mut why = Explanation::new(Some(0));
    /// why.line("past the limit");
    /// assert_eq!(why.left_out(), Some(LeftOut::Lines(1)));
    /// ```
    pub fn left_out(&self) -> Option<LeftOut> {
        (self.left_out > 0).then_some(LeftOut::Lines(self.left_out))
    }

    /// What the terminal prints of this explanation and `answer`, without the last
    /// line break: the lines then the answer; a picture or steps alone.
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// let mut why = Explanation::new(None);
    /// why.line("0 is L");
    /// assert_eq!(why.with_answer("Second"), "0 is L\nSecond");
    /// let mut steps = Explanation::stepping(None);
    /// steps.step(|steps| steps.step(0, "L", "no move"));
    /// assert_eq!(steps.with_answer("Second"), "0\tL\tno move");
    /// ```
    pub fn with_answer(&self, answer: impl fmt::Display) -> String {
        match self.kind {
            Kind::Lines => format!("{self}{answer}"),
            Kind::Picture(_) | Kind::Steps(_) => self.to_string().trim_end().to_string(),
        }
    }

    /// The picture, when this explanation is one (`--explain=dot`).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// assert!(Explanation::drawing(None).picture().is_some());
    /// assert!(Explanation::new(None).picture().is_none());
    /// ```
    pub fn picture(&self) -> Option<&Dot> {
        match &self.kind {
            Kind::Picture(dot) => Some(dot),
            _ => None,
        }
    }

    /// The table's steps, when this explanation is steps (`--explain=steps`).
    ///
    /// ```
    /// use gamebits::explain::Explanation;
    /// assert!(Explanation::stepping(None).steps().is_some());
    /// assert!(Explanation::new(None).steps().is_none());
    /// ```
    pub fn steps(&self) -> Option<&Steps> {
        match &self.kind {
            Kind::Steps(steps) => Some(steps),
            _ => None,
        }
    }
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Lines => {}
            Kind::Picture(dot) => return dot.fmt(f),
            Kind::Steps(steps) => return steps.fmt(f),
        }
        for block in self.blocks.iter() {
            writeln!(f, "{block}")?;
        }
        match self.left_out() {
            Some(mark) => writeln!(f, "{mark}"),
            None => Ok(()),
        }
    }
}

/// A line of play or a route: `items` joined by ` → `, the middle of many left out.
///
/// Only the first and last `ends` are shown, and the number left out between them,
/// when there are more than `2 · ends` (`None`: all of them).
///
/// ```
/// use gamebits::explain::sequence;
/// assert_eq!(sequence([10, 9, 6, 5, 0], None), "10 → 9 → 6 → 5 → 0");
/// assert_eq!(sequence(0..10, Some(2)), "0 → 1 → … (6 more) … → 8 → 9");
/// ```
pub fn sequence<T: fmt::Display>(
    items: impl IntoIterator<Item = T>,
    ends: Option<usize>,
) -> String {
    sequence_line(items.into_iter().map(Part::text), ends).to_string()
}

/// A line of play or a route as [`sequence`] writes it, its items parts of a [`Line`]
/// (each naming its state, where it names one).
///
/// ```
/// use gamebits::explain::{sequence_line, Part};
/// let line = sequence_line((0..10).map(|i| Part::state(i, i)), Some(2));
/// assert_eq!(line.to_string(), "0 → 1 → … (6 more) … → 8 → 9");
/// assert_eq!(line.parts()[5].state.as_deref(), Some("8"));
/// ```
pub fn sequence_line(items: impl IntoIterator<Item = Part>, ends: Option<usize>) -> Line {
    let items: Vec<Part> = items.into_iter().collect();
    let count = items.len();
    let mut line = Line::new();
    let ends = ends.unwrap_or(usize::MAX);
    let long = count > ends.saturating_mul(2);
    for (i, item) in items.into_iter().enumerate() {
        if long && i == ends {
            line = line.text(format_args!(" → … ({} more) …", count - 2 * ends));
        }
        if long && (ends..count - ends).contains(&i) {
            continue;
        }
        if i > 0 {
            line = line.text(" → ");
        }
        line = line.part(item);
    }
    line
}

/// A set of `width` elements written as the lecture writes states.
///
/// That is its bitmask, lowest element rightmost, then its members, the element of
/// bit `i` named `i + first`.
///
/// ```
/// use gamebits::explain::Set;
/// assert_eq!(Set::new(0b1011, 4, 0).to_string(), "0b1011 {0, 1, 3}");
/// assert_eq!(Set::new(0b0110, 4, 1).to_string(), "0b0110 {2, 3}");
/// assert_eq!(Set::new(0, 3, 0).to_string(), "0b000 {}");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Set {
    mask: u64,
    width: usize,
    first: usize,
}

impl Set {
    /// The set `mask` of `width` elements, bit `i` being element `i + first`.
    ///
    /// # Panics
    ///
    /// If `width` is over 64.
    ///
    /// ```
    /// use gamebits::explain::Set;
    /// assert_eq!(Set::new(0b101, 3, 1).members().collect::<Vec<_>>(), [1, 3]);
    /// ```
    pub fn new(mask: u64, width: usize, first: usize) -> Set {
        assert!(width <= 64, "a set of {width} elements does not fit a u64");
        Set { mask, width, first }
    }

    /// The members, in increasing order, as named (`i + first` for bit `i`).
    ///
    /// ```
    /// use gamebits::explain::Set;
    /// assert_eq!(Set::new(0b110, 3, 0).members().collect::<Vec<_>>(), [1, 2]);
    /// ```
    pub fn members(self) -> impl Iterator<Item = usize> {
        (0..self.width)
            .filter(move |&i| self.mask >> i & 1 == 1)
            .map(move |i| i + self.first)
    }
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0b{:0width$b} {{", self.mask, width = self.width)?;
        for (k, member) in self.members().enumerate() {
            let comma = if k == 0 { "" } else { ", " };
            write!(f, "{comma}{member}")?;
        }
        f.write_str("}")
    }
}

/// `n` and `noun`, the noun plural (an `s` added) unless `n` is 1: `3 moves`, `1 step`.
///
/// ```
/// use gamebits::explain::count;
/// assert_eq!(count(1, "move"), "1 move");
/// assert_eq!(count(0, "coin"), "0 coins");
/// ```
pub fn count(n: impl fmt::Display, noun: &str) -> String {
    let n = n.to_string();
    match n.as_str() {
        "1" => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    }
}

/// A sum written out as a statement writes it: `3 − 1 + 6`.
///
/// The first term is written as it is, each next one after ` + `, or after ` − ` as
/// its magnitude when it is negative.
///
/// ```
/// use gamebits::explain::signed_sum;
/// assert_eq!(signed_sum([3, -1, 6, -2]), "3 − 1 + 6 − 2");
/// assert_eq!(signed_sum([-15i32]), "-15");
/// ```
pub fn signed_sum<T: Into<i64>>(terms: impl IntoIterator<Item = T>) -> String {
    let mut text = String::new();
    for (k, term) in terms.into_iter().enumerate() {
        let term: i64 = term.into();
        match (k, term < 0) {
            (0, _) => write!(text, "{term}"),
            (_, false) => write!(text, " + {term}"),
            (_, true) => write!(text, " − {}", term.unsigned_abs()),
        }
        .expect("a String takes any text");
    }
    text
}
