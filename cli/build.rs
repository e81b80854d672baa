//! What the `gamebits` program holds, from the registry and the workspace's files.
//!
//! Every problem's binary as a module (`<binary>.rs`, made by
//! [`gamebits_problems::included::module`], as the site's build does), and
//! `contents.rs`: the table of them (`REFERENCES`, each binary's name and `entry`, its
//! `main`; none in a test build, where a binary's own unit tests would reach for its
//! crate's root: they run where they live), and each problem's samples with an answer (`SAMPLES`), editorial solutions
//! (`SOLUTIONS`) and hints (`HINTS`), included from their files. Nothing of the
//! workspace is read when the program runs: a problem added with `cargo xtask new` is
//! in it after a rebuild.

use gamebits_problems::{editorial, included, samples, PROBLEMS};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed={}", root.join("samples").display());
    let mut contents = String::new();
    let (mut references, mut samples, mut solutions, mut hints) =
        (String::new(), String::new(), String::new(), String::new());
    for problem in PROBLEMS {
        let name = problem.binary;
        let folder = root.join("src/bin").join(name);
        println!("cargo:rerun-if-changed={}", folder.display());
        let module = included::module(&folder)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display()));
        fs::write(out.join(format!("{name}.rs")), module).expect("OUT_DIR is writable");
        contents
            .push_str("// Linted where it lives (src/bin), for the toolchain the judges run.\n");
        let _ = writeln!(
            contents,
            "#[cfg(not(test))]\n#[allow(clippy::all)]\nmod {name} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{name}.rs\"));\n}}"
        );
        let _ = writeln!(references, "    ({name:?}, {name}::entry),");
        let _ = writeln!(samples, "    ({name:?}, &[{}]),", sample_files(&root, name));
        let editorial = editorial::read(&folder).unwrap_or_else(|e| panic!("{e}"));
        let files: String = editorial
            .solutions
            .iter()
            .map(|solution| included_str(&solution.name(), &solution.file))
            .collect();
        let _ = writeln!(solutions, "    ({name:?}, &[{files}]),");
        let file = root.join(editorial::hints_file(name));
        if file.is_file() {
            let _ = writeln!(hints, "    ({name:?}, include_str!({:?})),", path(&file));
        }
    }
    let _ = write!(
        contents,
        "\n/// Each problem's binary, by its name, and its `main`.\n\
         #[cfg(not(test))]\n\
         const REFERENCES: &[(&str, fn())] = &[\n{references}];\n\
         #[cfg(test)]\n\
         const REFERENCES: &[(&str, fn())] = &[];\n\
         \n/// Each problem's samples with an answer: each file's name and bytes.\n\
         const SAMPLES: &[(&str, Files<[u8]>)] = &[\n{samples}];\n\
         \n/// Each problem's editorial solutions: each file's name and text.\n\
         const SOLUTIONS: &[(&str, Files<str>)] = &[\n{solutions}];\n\
         \n/// Each problem's hints, the text of its `hints.md`, if it has them.\n\
         const HINTS: &[(&str, &str)] = &[\n{hints}];\n"
    );
    fs::write(out.join("contents.rs"), contents).expect("OUT_DIR is writable");
}

/// The files of `binary`'s samples that have an answer (`.in` and `.out`; a sample of
/// bad input tests the reference's reader, not a solution), each as `(name, bytes)`.
fn sample_files(root: &Path, binary: &str) -> String {
    let dir = root.join("samples").join(binary);
    let inputs = samples::inputs(&dir).unwrap_or_default();
    let mut files = String::new();
    for input in inputs {
        let answer = input.with_extension("out");
        if !answer.is_file() {
            continue;
        }
        for file in [input, answer] {
            let name = file.file_name().unwrap_or_default().to_string_lossy();
            let _ = write!(files, "({name:?}, include_bytes!({:?})), ", path(&file));
        }
    }
    files
}

/// `(name, include_str!(file))`.
fn included_str(name: &str, file: &Path) -> String {
    format!("({name:?}, include_str!({:?})), ", path(file))
}

/// `file` as an absolute path, as `include_str!` takes it from a file in OUT_DIR.
fn path(file: &Path) -> String {
    let absolute = fs::canonicalize(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    absolute.display().to_string()
}
