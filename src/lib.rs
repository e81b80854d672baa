//! A small toolkit for game-theory and bitmask-DP problems, and the frame binaries run in.
//!
//! Every binary in `src/bin` is a complete judge solution built from these modules;
//! each public item here is used by a binary or by the tests, and is small enough to
//! copy into a submission (`cargo xtask bundle` does that).
//!
//! - [`bits`]: bitmasks as sets: set bits, the highest one, submasks, sums over
//!   subsets;
//! - [`game`]: outcomes of positions, retrograde analysis and attractors over the
//!   moves reversed, Grundy values;
//! - [`dp`]: dynamic programming without deep recursion: dense tables and a memo;
//! - [`modint`]: arithmetic modulo 1 000 000 007;
//! - [`judge`]: judge input and output: reading tokens, one-line errors;
//! - [`explain`]: an answer's reason, as `--explain` prints it: lines for a person,
//!   witness lines for a test, sets as bitmasks, lines of play;
//! - [`play`]: a game played against a perfect opponent, as `--play` does.

pub mod bits;
pub mod dp;
pub mod explain;
pub mod game;
pub mod judge;
pub mod modint;
pub mod play;
