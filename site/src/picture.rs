//! The picture's layout, a module of its own that every page shares.
//!
//! `wasm/picture.js`: a binary's module gives the picture as DOT ([`crate::values`]),
//! and this lays it out as the SVG the page shows, each state focusable and named,
//! its id in `data-state`.

use crate::exports::{keep, take_buffer};
use crate::values::{json, Failure, Refusal};
use gamebits_picture::{svg, Marks};
use serde::Serialize;

/// `{"svg": "<svg …"}`
#[derive(Serialize)]
struct Laid {
    svg: String,
}

/// Lays out the DOT graph in the buffer; the outcome: `{"svg": …}`, or the error that
/// says why it cannot be laid out (refusing `layout`).
#[no_mangle]
pub extern "C" fn layout() {
    let ([], dot) = take_buffer([]);
    let outcome = match svg(&String::from_utf8_lossy(&dot), Marks::Focusable) {
        Ok(svg) => json(&Laid { svg }),
        Err(line) => json(&Failure::new(line, Refusal::Layout)),
    };
    keep(outcome);
}
