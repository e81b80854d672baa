//! Each binary of gamebits as a module a fuzz target includes.
//!
//! `<binary>.rs`, made by [`gamebits_problems::included::module`] (its `main.rs` with its
//! modules' paths and a public `entry` to its `main`), for every problem of the registry.

use gamebits_problems::PROBLEMS;
use std::path::Path;
use std::{env, fs};

fn main() {
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/bin");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for problem in PROBLEMS {
        let folder = bins.join(problem.binary);
        println!("cargo:rerun-if-changed={}", folder.display());
        let text = gamebits_problems::included::module(&folder)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()));
        let file = Path::new(&out).join(format!("{}.rs", problem.binary));
        fs::write(file, text).expect("OUT_DIR is writable");
    }
}
