//! The states of an explanation as a picture, a Graphviz DOT graph: `--explain=dot`.
//!
//! Each state is a node labelled as the explanation names it and filled with the colour
//! of its value, the moves between them are edges, the line of play is drawn bold.

use std::collections::HashSet;
use std::fmt::{self, Write};

/// How many states a picture shows unless asked for all (`--explain=dot-all`).
///
/// ```
/// use gamebits::explain::dot::{Dot, DEFAULT_STATES};
/// let mut dot = Dot::new(Some(DEFAULT_STATES));
/// (0..DEFAULT_STATES).for_each(|i| dot.node(i, "a state", "white"));
/// assert!(!dot.has_room());
/// ```
pub const DEFAULT_STATES: usize = 200;

/// The fill of a state the player to move wins (W).
///
/// ```
/// use gamebits::explain::dot::{Dot, WIN};
/// let mut dot = Dot::new(None);
/// dot.node(1, "1 stone: W", WIN);
/// assert!(dot.to_string().contains("fillcolor=palegreen"));
/// ```
pub const WIN: &str = "palegreen";

/// The fill of a state the player to move loses (L).
///
/// ```
/// use gamebits::explain::dot::{Dot, LOSE};
/// let mut dot = Dot::new(None);
/// dot.node(0, "0 stones: L", LOSE);
/// assert!(dot.to_string().contains("fillcolor=lightcoral"));
/// ```
pub const LOSE: &str = "lightcoral";

/// The fill of a state neither player can force (a draw).
///
/// ```
/// use gamebits::explain::dot::{Dot, DRAW};
/// let mut dot = Dot::new(None);
/// dot.node("loop", "a draw", DRAW);
/// assert!(dot.to_string().contains("fillcolor=lightgray"));
/// ```
pub const DRAW: &str = "lightgray";

/// Fills for values that are numbers (a Grundy number, a distance): one colour each for
/// 0 to 7, then the last again.
const SHADES: [&str; 8] = [
    "white",
    "lightblue",
    "lightyellow",
    "plum",
    "peachpuff",
    "lightcyan",
    "khaki",
    "pink",
];

/// The fill for the number `value`: a colour for each of 0 to 7, and one for the rest.
///
/// Anything larger than 7 gets the colour of 7.
///
/// ```
/// use gamebits::explain::dot::shade;
/// assert_eq!(shade(0), "white");
/// assert_ne!(shade(1), shade(2));
/// assert_eq!(shade(7), shade(100));
/// ```
pub fn shade(value: usize) -> &'static str {
    SHADES[value.min(SHADES.len() - 1)]
}

/// A DOT graph of at most `limit` nodes.
///
/// Nodes past the limit, and the edges that touch them, are counted and said to be left
/// out in a note node.
///
/// ```
/// use gamebits::explain::dot::{Dot, LOSE, WIN};
/// let mut dot = Dot::new(Some(2));
/// dot.node(2, "pile 2", WIN);
/// dot.node(0, "pile 0", LOSE);
/// dot.node(1, "pile 1", WIN);
/// dot.edge(2, 0, "take 2", true);
/// dot.edge(2, 1, "take 1", false);
/// let text = dot.to_string();
/// assert!(text.starts_with("digraph states {\n"));
/// assert!(text.contains("\"2\" -> \"0\" [label=\"take 2\", penwidth=3, style=bold];"));
/// assert!(!text.contains("\"2\" -> \"1\""));
/// assert!(text.contains("1 state and 1 move left out"));
/// ```
#[derive(Clone, Debug)]
pub struct Dot {
    text: String,
    shown: HashSet<String>,
    limit: Option<usize>,
    nodes_left_out: usize,
    edges_left_out: usize,
}

impl Dot {
    /// An empty graph that shows at most `limit` nodes (`None`: every node).
    ///
    /// ```
    /// let dot = gamebits::explain::dot::Dot::new(None);
    /// assert_eq!(dot.to_string(), "digraph states {\n  node [style=filled];\n}\n");
    /// ```
    pub fn new(limit: Option<usize>) -> Dot {
        Dot {
            text: "  node [style=filled];\n".to_string(),
            shown: HashSet::new(),
            limit,
            nodes_left_out: 0,
            edges_left_out: 0,
        }
    }

    /// Whether another node would be shown.
    ///
    /// ```
    /// let mut dot = gamebits::explain::dot::Dot::new(Some(1));
    /// assert!(dot.has_room());
    /// dot.node("a", "a", "white");
    /// assert!(!dot.has_room());
    /// ```
    pub fn has_room(&self) -> bool {
        self.limit.map_or(true, |limit| self.shown.len() < limit)
    }

    /// Counts `states` states and `moves` moves as left out without adding them.
    ///
    /// This is for a picture that stops once it is full rather than offer each one.
    ///
    /// ```
    /// let mut dot = gamebits::explain::dot::Dot::new(Some(0));
    /// dot.leave_out(3, 4);
    /// assert!(dot.to_string().contains("3 states and 4 moves left out"));
    /// ```
    pub fn leave_out(&mut self, states: usize, moves: usize) {
        self.nodes_left_out += states;
        self.edges_left_out += moves;
    }

    /// Adds the state `id` with its `label` and `fill`, or counts it as left out.
    ///
    /// The fill is a colour name or `#rrggbb`. A node is left out once the limit is
    /// reached; a node added twice is shown once.
    ///
    /// ```
    /// use gamebits::explain::dot::{Dot, WIN};
    /// let mut dot = Dot::new(None);
    /// dot.node("u", "city \"1\"", WIN);
    /// assert!(dot.to_string().contains("\"u\" [label=\"city \\\"1\\\"\", fillcolor=palegreen];"));
    /// ```
    pub fn node(&mut self, id: impl fmt::Display, label: &str, fill: &str) {
        let id = id.to_string();
        if self.shown.contains(&id) {
            return;
        }
        if !self.has_room() {
            self.nodes_left_out += 1;
            return;
        }
        writeln!(
            self.text,
            "  {} [label={}, fillcolor={}];",
            quoted(&id),
            quoted(label),
            fill
        )
        .expect("a String takes any text");
        self.shown.insert(id);
    }

    /// Adds the move `from → to` with its `label` (none if empty), bold if on the line.
    ///
    /// `bold` marks the line of play; a move that touches a node left out is counted as
    /// left out.
    ///
    /// ```
    /// use gamebits::explain::dot::{Dot, WIN};
    /// let mut dot = Dot::new(None);
    /// dot.node(1, "1", WIN);
    /// dot.node(2, "2", WIN);
    /// dot.edge(1, 2, "", false);
    /// assert!(dot.to_string().contains("\"1\" -> \"2\";"));
    /// ```
    pub fn edge(
        &mut self,
        from: impl fmt::Display,
        to: impl fmt::Display,
        label: &str,
        bold: bool,
    ) {
        let (from, to) = (from.to_string(), to.to_string());
        if !self.shown.contains(&from) || !self.shown.contains(&to) {
            self.edges_left_out += 1;
            return;
        }
        let mut attributes = Vec::new();
        if !label.is_empty() {
            attributes.push(format!("label={}", quoted(label)));
        }
        if bold {
            attributes.push("penwidth=3, style=bold".to_string());
        }
        let attributes = match attributes.is_empty() {
            true => String::new(),
            false => format!(" [{}]", attributes.join(", ")),
        };
        writeln!(
            self.text,
            "  {} -> {}{attributes};",
            quoted(&from),
            quoted(&to)
        )
        .expect("a String takes any text");
    }

    /// What the picture left out, said in its note node; `None` if it left out nothing.
    ///
    /// ```
    /// let mut dot = gamebits::explain::dot::Dot::new(Some(0));
    /// assert_eq!(dot.note(), None);
    /// dot.node(1, "1", "white");
    /// let note = "1 state and 0 moves left out (--explain=dot-all shows them)";
    /// assert_eq!(dot.note().as_deref(), Some(note));
    /// ```
    pub fn note(&self) -> Option<String> {
        (self.nodes_left_out + self.edges_left_out > 0).then(|| {
            format!(
                "{} and {} left out (--explain=dot-all shows them)",
                count(self.nodes_left_out, "state"),
                count(self.edges_left_out, "move")
            )
        })
    }
}

impl fmt::Display for Dot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "digraph states {{")?;
        f.write_str(&self.text)?;
        if let Some(note) = self.note() {
            writeln!(
                f,
                "  note [label={}, shape=box, fillcolor=white];",
                quoted(&note)
            )?;
        }
        writeln!(f, "}}")
    }
}

/// `n` and `noun`, plural unless `n` is 1.
fn count(n: usize, noun: &str) -> String {
    match n {
        1 => format!("1 {noun}"),
        _ => format!("{n} {noun}s"),
    }
}

/// `text` as a DOT string: in double quotes, with `"` and `\` escaped and a line break
/// as `\n`.
fn quoted(text: &str) -> String {
    let mut quoted = String::with_capacity(text.len() + 2);
    quoted.push('"');
    for c in text.chars() {
        match c {
            '"' => quoted.push_str("\\\""),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}
