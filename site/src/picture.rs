//! The picture as the page shows it: a line that says what was left out of it, if
//! anything, then its SVG, each state focusable and named.

use gamebits_picture::{svg, Marks};

/// The DOT graph `dot` laid out as SVG with focusable states, after one line: what the
/// graph left out (its note), or nothing.
pub fn shown(dot: &str) -> Result<String, String> {
    let svg = svg(dot, Marks::Focusable)?;
    Ok(format!("{}\n{svg}", note(dot).unwrap_or_default()))
}

/// The label of the graph's note, which says how many states and moves it left out.
fn note(dot: &str) -> Option<&str> {
    let line = dot
        .lines()
        .find(|line| line.trim_start().starts_with("note ["))?;
    line.split('"').nth(1)
}
