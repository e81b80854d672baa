//! Each binary of gamebits as a module a fuzz target (or the site, `site/`) can include.
//!
//! `<binary>.rs` is its `main.rs` without its `//!` header (which `include!` cannot
//! take), each module it declares from a file beside it given that file's path (or
//! written inline, where it has modules of its own in a folder), and `entry`, a public
//! way to its private `main`, appended. `binaries.rs` is the site's table of the
//! binaries it runs, made from what each offers (`problems/src/offers.rs`): those that
//! explain, as modules, each with its game's setup if it plays (see
//! `site/src/binaries.rs`, which includes it; the fuzz targets leave it unused).
//!
//! `cargo xtask site` builds the site's crate once per module a page loads, naming it in
//! the environment variable `GAMEBITS_SITE_MODULE`: a binary's name (its table holds that
//! binary alone) or `picture` (no binary, but the picture's layout). Unset, the crate
//! holds everything. The cfg `gamebits_layout` says the layout is in.

// The one place that says what a binary offers, read by this build as by the tools
// (which read more of it than the site's table needs).
#[allow(dead_code)]
#[path = "../problems/src/offers.rs"]
mod offers;

use std::path::Path;
use std::{env, fs};

/// The environment variable naming the module the site's crate is built as.
const MODULE: &str = "GAMEBITS_SITE_MODULE";
/// The module of the picture's layout, which every page shares.
const PICTURE: &str = "picture";

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
        let body: String = source
            .lines()
            .filter(|line| !line.starts_with("//!"))
            .map(|line| format!("{line}\n"))
            .collect();
        let mut module = with_modules(&body, &folder);
        module.push_str("\npub fn entry() {\n    main()\n}\n");
        let name = folder.file_name().expect("a folder").to_string_lossy();
        fs::write(Path::new(&out).join(format!("{name}.rs")), module).expect("OUT_DIR is writable");
    }
    println!("cargo:rerun-if-env-changed={MODULE}");
    println!("cargo:rustc-check-cfg=cfg(gamebits_layout)");
    let module = env::var(MODULE).ok();
    let mut binaries = offers::binaries(&bins).expect("src/bin is readable");
    binaries.retain(|binary| {
        module
            .as_ref()
            .map_or(true, |module| binary.name == *module)
    });
    match module.as_deref() {
        None | Some(PICTURE) => println!("cargo:rustc-cfg=gamebits_layout"),
        Some(name) if binaries.is_empty() => panic!("{MODULE}={name}: no binary by that name"),
        Some(_) => {}
    }
    let table = site_table(&binaries);
    fs::write(Path::new(&out).join("binaries.rs"), table).expect("OUT_DIR is writable");
}

/// The site's table of the binaries it runs: each that explains as a module (its game's
/// `setup` made public as `play_setup` if it plays), then `BINARIES`, a `Binary` each
/// (a type of `site/src/binaries.rs`) with its name, its `main` and its game.
fn site_table(binaries: &[offers::Binary]) -> String {
    let mut table = String::new();
    let mut rows = String::new();
    for binary in binaries.iter().filter(|binary| binary.explains) {
        let name = &binary.name;
        table.push_str("// Linted where it lives (src/bin), for the toolchain the judges run.\n");
        table.push_str(&format!("#[allow(clippy::all)]\nmod {name} {{\n"));
        table.push_str(&format!(
            "    include!(concat!(env!(\"OUT_DIR\"), \"/{name}.rs\"));\n"
        ));
        let play = match binary.plays {
            true => {
                table.push_str("    pub use self::play::setup as play_setup;\n");
                format!(
                    "Some(|input, options| crate::play::start({name}::play_setup, input, options))"
                )
            }
            false => "None".to_string(),
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

/// `source`, a file of the folder `folder`'s module, with each module it declares from a
/// file beside it given that file's path; a module that has a folder of its own (its
/// files' modules) written inline instead, its own modules so given in turn.
fn with_modules(source: &str, folder: &Path) -> String {
    let mut module = String::new();
    for line in source.lines() {
        let name = line
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'));
        let file = name.map(|name| folder.join(format!("{name}.rs")));
        match (name, file.filter(|file| file.is_file())) {
            (Some(name), Some(file)) if folder.join(name).is_dir() => {
                let text = fs::read_to_string(&file).expect("a module's source is text");
                module.push_str(&format!("mod {name} {{\n"));
                module.push_str(&with_modules(&text, &folder.join(name)));
                module.push_str("}\n");
                continue;
            }
            (_, Some(file)) => {
                module.push_str(&format!("#[path = {:?}]\n", file.display().to_string()));
            }
            _ => {}
        }
        module.push_str(line);
        module.push('\n');
    }
    module
}
