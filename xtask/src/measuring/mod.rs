//! Measuring the binaries, for the maintainers: `bench`, `scaling` and `input`.
//!
//! `bench` times the worst cases beside the judges' limits (`--baseline` against
//! another commit, `--play` for the games, `--editorials` for the solutions in other
//! languages), `scaling` how the cost grows, and `input` prints the registry's inputs.

pub mod baseline;
pub mod bench;
pub mod editorials;
pub mod input;
pub mod measure;
pub mod play_bench;
pub mod scaling;
pub mod stress_bench;
