//! Stress tests: each binary against an independent brute force on random small
//! inputs and on its samples, and against a second implementation on its worst cases.
//!
//! Each test prints its seed (shown by `cargo test -- --nocapture`, and with the input
//! in full when a case fails); `GAMEBITS_SEED=<n>` repeats a run, `GAMEBITS_CASES=<n>`
//! sets the number of cases per binary (default 500).

mod agc016f;
mod cco15p2;
mod dispdom;
mod dpk;
mod poi16nim;
mod qccp1;
