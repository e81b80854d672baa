//! Stress tests: each binary against an independent brute force on random small
//! inputs and on its samples, and against a second implementation on its worst cases.
//!
//! Each test prints its seed (shown by `cargo test -- --nocapture`, and with the input
//! in full when a case fails); `GAMEBITS_SEED=<n>` repeats a run, `GAMEBITS_CASES=<n>`
//! sets the number of cases per binary (default 500).

mod agc016f;
mod ccc08s5;
mod ccc12s4;
mod cco15p2;
mod dispdom;
mod dmopc20c6p3;
mod dpk;
mod dpk_interactive;
mod dpu;
mod persuasion;
mod poi16nim;
mod qccp1;
