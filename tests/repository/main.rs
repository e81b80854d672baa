//! The repository held together, in one test binary.
//!
//! The guide's examples and links, every module's summary line, the frame each binary
//! runs in, and every problem's registry entry: a module each, in one binary, compiled
//! and linked once and run on one pool of threads (as four binaries they took four
//! links, one after another). The samples (`tests/samples.rs`), the stress tests and
//! `--play`'s tests are binaries of their own, each run on its own by name.

mod docs_examples;
mod docs_shape;
mod frame;
mod registry;
