//! The picture as the page shows it.
//!
//! Its SVG, each state focusable and named, its id in `data-state`.

use gamebits::explain::dot::Dot;
use gamebits_picture::{svg as laid_out, Marks};

/// The graph `dot` laid out as SVG with focusable states.
pub fn svg(dot: &Dot) -> Result<String, String> {
    laid_out(&dot.to_string(), Marks::Focusable)
}
