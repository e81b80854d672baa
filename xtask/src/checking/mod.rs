//! Checking a solution: `test`, `stress` and `draw`.
//!
//! Checking a solution: `test` (judged on the samples), `stress` (against a reference on
//! random small inputs, the first difference shrunk) and `draw` (its states as a picture).

pub mod draw;
pub mod stress;
pub mod test;
