//! Shared pieces of the gamebits solutions.
//!
//! Every binary in `src/bin` is a complete judge solution; this library holds only
//! what several of them use:
//!
//! - [`bits`]: set bits, submasks and k-subsets of bitmasks;
//! - [`game`]: outcomes of positions and Grundy values;
//! - [`memo`]: dynamic programming without deep recursion;
//! - [`modint`]: arithmetic modulo 1 000 000 007;
//! - [`cli`]: reading judge input and reporting bad input in one line.

pub mod bits;
pub mod cli;
pub mod game;
pub mod memo;
pub mod modint;
