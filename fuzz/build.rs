//! Each binary of gamebits as a module a fuzz target can include: its source without its
//! `//!` header (which `include!` cannot take), with `entry`, a public way to its private
//! `main`, appended.

use std::path::Path;
use std::{env, fs};

fn main() {
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/bin");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    println!("cargo:rerun-if-changed={}", bins.display());
    for entry in fs::read_dir(&bins).expect("src/bin is there") {
        let path = entry.expect("src/bin is readable").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let source = fs::read_to_string(&path).expect("a binary's source is text");
        let mut module: String = source
            .lines()
            .filter(|line| !line.starts_with("//!"))
            .flat_map(|line| [line, "\n"])
            .collect();
        module.push_str("\npub fn entry() {\n    main()\n}\n");
        let name = path.file_name().expect("a file");
        fs::write(Path::new(&out).join(name), module).expect("OUT_DIR is writable");
    }
}
