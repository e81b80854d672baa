//! Each binary of gamebits as a module a fuzz target (or the site, `site/`) can include:
//! its `main.rs` without its `//!` header (which `include!` cannot take), each module it
//! declares from a file beside it given that file's path, and `entry`, a public way to
//! its private `main`, appended.

use std::path::Path;
use std::{env, fs};

fn main() {
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/bin");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    println!("cargo:rerun-if-changed={}", bins.display());
    for entry in fs::read_dir(&bins).expect("src/bin is there") {
        let folder = entry.expect("src/bin is readable").path();
        let main = folder.join("main.rs");
        if !main.is_file() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", folder.display());
        let source = fs::read_to_string(&main).expect("a binary's source is text");
        let mut module = String::new();
        for line in source.lines().filter(|line| !line.starts_with("//!")) {
            let beside = line
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(';'))
                .map(|name| folder.join(format!("{name}.rs")));
            if let Some(file) = beside.filter(|file| file.is_file()) {
                module.push_str(&format!("#[path = {:?}]\n", file.display().to_string()));
            }
            module.push_str(line);
            module.push('\n');
        }
        module.push_str("\npub fn entry() {\n    main()\n}\n");
        let name = folder.file_name().expect("a folder").to_string_lossy();
        fs::write(Path::new(&out).join(format!("{name}.rs")), module).expect("OUT_DIR is writable");
    }
}
