//! Stress tests: each binary against an independent brute force on random small
//! inputs, plus the checker's own tests.
//!
//! The seed is printed by each test and can be fixed with `GAMEBITS_SEED=<n>`; the
//! number of cases per binary with `GAMEBITS_CASES=<n>` (default 500).

// Shared with the sample tests; the verdict on a sample is theirs alone.
#[allow(dead_code)]
#[path = "../common/mod.rs"]
mod common;

mod agc016f;
mod cco15p2;
mod checker;
mod dispdom;
mod dpk;
mod harness;
mod poi16nim;
mod qccp1;
