//! The tools as a user meets them, and the workspace's floors, in one test binary.
//!
//! One module per command of `cargo xtask` (or per rule of the workspace), each saying
//! what it checks; together in one binary, compiled and linked once (as twelve binaries
//! they were linked twelve times). The bundle test is a binary of its own:
//! it is run by a harness of its own (`libtest-mimic`, a trial per binary).

mod cli;
mod editorials;
mod floors;
mod judging;
mod listen;
mod new;
mod pictures;
mod play_bench;
mod practice;
mod scratch;
mod stress;
mod test;
mod toolchains;
