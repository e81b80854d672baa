//! Measuring the binaries, for the maintainers: `bench` (worst cases beside the judges'
//! limits, `--baseline` against another commit, `--play` for the games), `scaling` (how
//! cost grows), `input` (the registry's inputs) and `readme` (the README's and the guide's
//! tables and pictures that the tests check).

pub mod baseline;
pub mod bench;
pub mod inputs;
pub mod measure;
pub mod play_bench;
pub mod readme;
pub mod scaling;
pub mod stress_bench;
