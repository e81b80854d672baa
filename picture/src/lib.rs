//! The picture of a binary's states, DOT laid out and rendered as SVG.
//!
//! The picture of a binary's states: the DOT graph its `--explain=dot` prints, laid out
//! and rendered as SVG by the `layout-rs` crate, so that nobody needs Graphviz; what
//! `cargo xtask draw` writes and the site shows.
//!
//! ```
//! let dot = "digraph states {\n  node [style=filled];\n  \"0\" [label=\"0\\nL: no move\", fillcolor=lightcoral];\n}\n";
//! let svg = gamebits_picture::svg(dot, gamebits_picture::Marks::Focusable).unwrap();
//! assert!(svg.contains("aria-label=\"0, L: no move\""));
//! ```

use gamebits::explain::dot::{DRAW, LOSE, WIN};
use layout::backends::svg::SVGWriter;
use layout::core::color::Color;
use layout::gv::{DotParser, GraphBuilder};
use layout::std_shapes::shapes::{Element, ShapeKind};
use layout::topo::layout::VisualGraph;

/// Above this many moves a picture is laid out without layout-rs's search for fewer
/// crossings, which grows far faster than the graph (ccc12s4's 201 states and 688 moves:
/// 29 s with it, 0.2 s without).
pub const MOVES_TO_OPTIMISE: usize = 150;

/// How the states are marked in the SVG.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marks {
    /// As layout-rs draws them: a shape and its text.
    Plain,
    /// Each state's shape also focusable, named by its words and its value (W, L or
    /// draw, from its colour), and a W or L state's letter in its text where its words
    /// do not say it: for a page read by keyboard, by a screen reader, or without colour.
    /// Each also carries its id in the DOT graph as `data-state`, for a page that
    /// follows the states one at a time (`--explain=steps` names them so).
    Focusable,
}

/// `dot`, a DOT graph, laid out and rendered as SVG, each state marked as `marks` says;
/// an error line if layout-rs cannot read it.
///
/// # Complexity
///
/// layout-rs is slow on long moves that cross many ranks; above [`MOVES_TO_OPTIMISE`]
/// moves the search for fewer crossings is skipped, but a large graph can still take
/// seconds: run it where it can be stopped.
///
/// ```
/// use gamebits_picture::{svg, Marks};
/// let empty = svg("digraph states {\n}\n", Marks::Plain).unwrap();
/// assert!(empty.contains("no state to draw"));
/// assert!(svg("not a graph", Marks::Plain).is_err());
/// ```
pub fn svg(dot: &str, marks: Marks) -> Result<String, String> {
    let graph = DotParser::new(dot)
        .process()
        .map_err(|e| format!("the picture is not a DOT graph layout-rs reads: {e}"))?;
    if !dot.contains("fillcolor=") {
        // layout-rs refuses a graph of no node: an input with nothing to show.
        return Ok(NO_STATE.to_string());
    }
    let mut builder = GraphBuilder::new();
    builder.visit_graph(&graph);
    let mut visual = builder.get();
    if marks == Marks::Focusable {
        mark_states(&mut visual, &node_ids(dot));
    }
    let mut svg = SVGWriter::new();
    visual.do_it(false, moves(dot) > MOVES_TO_OPTIMISE, false, &mut svg);
    Ok(svg.finalize())
}

/// How many moves (edges) the DOT graph `dot` has.
///
/// ```
/// assert_eq!(gamebits_picture::moves("digraph states {\n  \"1\" -> \"0\";\n}\n"), 1);
/// ```
pub fn moves(dot: &str) -> usize {
    dot.lines().filter(|line| line.contains(" -> ")).count()
}

/// The picture of no state.
const NO_STATE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"40\">\
                        <text x=\"10\" y=\"25\">no state to draw</text></svg>\n";

/// The ids of the nodes of `dot`, in the order its lines declare them, as layout-rs
/// adds them: each node is declared (`"id" [label=…]` or `note [label=…]`) before a
/// move names it.
fn node_ids(dot: &str) -> Vec<String> {
    let mut ids = Vec::new();
    for line in dot.lines().map(str::trim_start) {
        let (id, rest) = match line.strip_prefix('"') {
            Some(quoted) => unquoted(quoted),
            None => match line.split_once(' ') {
                Some((id, rest)) => (id.to_string(), rest),
                None => continue,
            },
        };
        if rest.trim_start().starts_with("[label=") {
            ids.push(id);
        }
    }
    ids
}

/// The DOT string that `text` starts with (its opening quote taken off), unescaped,
/// and the rest of `text` after its closing quote.
fn unquoted(text: &str) -> (String, &str) {
    let mut id = String::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (id, &text[i + 1..]),
            '\\' => id.extend(chars.next().map(|(_, c)| c)),
            c => id.push(c),
        }
    }
    (id, "")
}

/// Makes each state of `visual` focusable, named by its words and value, with its id
/// (`ids`, in the order the nodes were added), and writes a W or L state's letter into
/// its text where the words do not say it.
fn mark_states(visual: &mut VisualGraph, ids: &[String]) {
    let nodes: Vec<_> = visual.iter_nodes().collect();
    for (k, node) in nodes.into_iter().enumerate() {
        let id = ids.get(k).map(String::as_str).unwrap_or_default();
        let element = visual.element_mut(node);
        let value = value_of(element);
        let (ShapeKind::Circle(text) | ShapeKind::Box(text)) = &mut element.shape else {
            continue;
        };
        let mut name = text.replace('\n', ", ");
        if let Some(value) = value.filter(|value| !says(text, value)) {
            if value != "draw" {
                text.push_str(&format!("\n({value})"));
            }
            name.push_str(&format!(", {value}"));
        }
        element.properties = Some(format!(
            "tabindex=\"0\" role=\"img\" class=\"state\" aria-label=\"{}\" data-state=\"{}\"",
            escaped(&name),
            escaped(id)
        ));
    }
}

/// The value the fill of `element` stands for: `W`, `L` or `draw`; `None` for a number's
/// shade (the number is in its words).
fn value_of(element: &Element) -> Option<&'static str> {
    let fill = element.look.fill_color?.to_web_color();
    [(WIN, "W"), (LOSE, "L"), (DRAW, "draw")]
        .into_iter()
        .find(|(colour, _)| Color::fast(colour).to_web_color() == fill)
        .map(|(_, value)| value)
}

/// Whether `text` says `value` as a word of its own.
fn says(text: &str, value: &str) -> bool {
    text.split(|c: char| !c.is_alphanumeric())
        .any(|word| word == value)
}

/// `text` for an SVG attribute in double quotes.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const DPK: &str = "digraph states {\n  node [style=filled];\n  \
                       \"1\" [label=\"1\\nW in 1 move\", fillcolor=palegreen];\n  \
                       \"0\" [label=\"0\\ncaught\", fillcolor=lightcoral];\n  \
                       \"1\" -> \"0\" [label=\"−1\"];\n}\n";

    #[test]
    fn a_state_is_named_by_its_words_and_its_letter_added_where_they_lack_it() {
        let svg = svg(DPK, Marks::Focusable).unwrap();
        assert!(svg.contains("aria-label=\"1, W in 1 move\""), "{svg}");
        assert!(svg.contains("aria-label=\"0, caught, L\""), "{svg}");
        assert!(svg.contains(">(L)</tspan>"), "{svg}");
        assert_eq!(svg.matches("tabindex=\"0\"").count(), 2);
    }

    #[test]
    fn a_state_carries_its_id_in_the_graph() {
        let svg = svg(DPK, Marks::Focusable).unwrap();
        assert!(
            svg.contains("aria-label=\"1, W in 1 move\" data-state=\"1\""),
            "{svg}"
        );
        assert!(
            svg.contains("aria-label=\"0, caught, L\" data-state=\"0\""),
            "{svg}"
        );
        let ids = node_ids(
            "  \"a \\\"b\\\" -> c\" [label=\"x\"];\n  \"a\" -> \"b\";\n  note [label=\"n\"];\n",
        );
        assert_eq!(ids, ["a \"b\" -> c", "note"]);
    }

    #[test]
    fn plain_marks_add_nothing() {
        let svg = svg(DPK, Marks::Plain).unwrap();
        assert!(!svg.contains("tabindex"));
        assert!(!svg.contains("(L)"));
    }
}
