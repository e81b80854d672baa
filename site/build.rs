//! The site's table of the binaries it runs, from the registry's declarations.
//!
//! Each binary that explains (`gamebits_problems::Shows::explains`) is written as a
//! module (`<binary>.rs`, made by [`gamebits_problems::included::module`]); and
//! `binaries.rs` is the table of them, each with its game's setup if it plays
//! (`Shows::play`), which `site/src/binaries.rs` includes.
//!
//! `cargo xtask site` builds the site's crate once per module a page loads, naming it in
//! the environment variable `GAMEBITS_SITE_MODULE`: a binary's name (its table holds that
//! binary alone), `picture` (no binary, but the picture's layout) or `practice` (no
//! binary, but the registry's practice). Unset, the crate holds everything. The cfg
//! `gamebits_layout` says the layout is in, `gamebits_practice` the practice.

use gamebits_problems::{included, Problem, PROBLEMS};
use std::path::Path;
use std::{env, fs};

/// The environment variable naming the module the site's crate is built as.
const MODULE: &str = "GAMEBITS_SITE_MODULE";
/// The module of the picture's layout, which every page shares.
const PICTURE: &str = "picture";
/// The module of the registry's practice, which a page loads on its first Run.
const PRACTICE: &str = "practice";

fn main() {
    let bins = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/bin");
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    println!("cargo:rerun-if-env-changed={MODULE}");
    println!("cargo:rustc-check-cfg=cfg(gamebits_layout)");
    println!("cargo:rustc-check-cfg=cfg(gamebits_practice)");
    let module = env::var(MODULE).ok();
    let mut binaries: Vec<&Problem> = PROBLEMS.iter().filter(|p| p.shows.explains).collect();
    binaries.retain(|p| module.as_ref().map_or(true, |module| p.binary == *module));
    if matches!(module.as_deref(), None | Some(PICTURE)) {
        println!("cargo:rustc-cfg=gamebits_layout");
    }
    if matches!(module.as_deref(), None | Some(PRACTICE)) {
        println!("cargo:rustc-cfg=gamebits_practice");
    }
    if let Some(name) = module.as_deref() {
        if binaries.is_empty() && ![PICTURE, PRACTICE].contains(&name) {
            panic!("{MODULE}={name}: no binary by that name");
        }
    }
    for problem in &binaries {
        let folder = bins.join(problem.binary);
        println!("cargo:rerun-if-changed={}", folder.display());
        let text = included::module(&folder)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()));
        let file = Path::new(&out).join(format!("{}.rs", problem.binary));
        fs::write(file, text).expect("OUT_DIR is writable");
    }
    fs::write(Path::new(&out).join("binaries.rs"), site_table(&binaries))
        .expect("OUT_DIR is writable");
}

/// The site's table of the binaries it runs: each as a module (its game's `setup` made
/// public as `play_setup` if it plays), then `BINARIES`, a `Binary` each (a type of
/// `site/src/binaries.rs`) with its name, its `main` and its game.
fn site_table(binaries: &[&Problem]) -> String {
    let mut table = String::new();
    let mut rows = String::new();
    for problem in binaries {
        let name = problem.binary;
        table.push_str("// Linted where it lives (src/bin), for the toolchain the judges run.\n");
        table.push_str(&format!("#[allow(clippy::all)]\nmod {name} {{\n"));
        table.push_str(&format!(
            "    include!(concat!(env!(\"OUT_DIR\"), \"/{name}.rs\"));\n"
        ));
        let play = match problem.shows.play {
            Some(_) => {
                table.push_str("    pub use self::play::setup as play_setup;\n");
                format!(
                    "Some(|input, options| crate::play::start({name}::play_setup, input, options))"
                )
            }
            None => "None".to_string(),
        };
        table.push_str("}\n");
        rows.push_str(&format!(
            "    Binary {{\n        name: {name:?},\n        main: {name}::entry,\n        play: {play},\n    }},\n"
        ));
    }
    table.push_str("\n/// Each binary the site runs, by the name its judge's problem has.\n");
    table.push_str(&format!("const BINARIES: &[Binary] = &[\n{rows}];\n"));
    table
}
