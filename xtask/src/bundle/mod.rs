//! `cargo xtask bundle`: one std-only source file per binary.
//!
//! For judges that take a single file (DMOJ, CodeChef, szkopul).
//!
//! A bundle is the binary's judge's path — its `main.rs` as it is, less the modules for
//! people beside it (see [`judge_path`]) — then each library it uses as a module
//! of the same name at the bundle's root, where the binary's `use gamebits::…` and
//! `use proconio::…` find them: `gamebits`, and `proconio`, the version locked in
//! `Cargo.lock`, with its MIT licence notice. Doc comments, tests and code for features
//! that are off are left out, paths are rewritten so that they resolve in their new
//! place (see [`paths`]), and every item the binary never reaches is removed, as rustc
//! reports them (see [`prune`]). The libraries' modules are printed by prettyplease,
//! indented two spaces a level, the binary's file as it is.

mod judge_path;
mod load;
mod paths;
mod prune;
mod sources;

use sources::Sources;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// DMOJ rejects longer sources; CodeChef's and szkopul's limits are larger.
pub const MAX_CHARS: usize = 65_536;

/// The arguments of `cargo xtask bundle`.
#[derive(clap::Args)]
pub struct Args {
    /// A binary of src/bin, or a path to a .rs file
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    target: Option<String>,
    /// Bundle every binary
    #[arg(long, requires = "out")]
    all: bool,
    /// Where --all writes the bundles
    #[arg(long, value_name = "DIR", requires = "all", conflicts_with = "target")]
    out: Option<PathBuf>,
}

/// Runs `cargo xtask bundle`: prints the bundle of the target, or with `--all` writes
/// every binary's.
pub fn run(args: &Args) -> Result<(), String> {
    match (&args.target, &args.out) {
        (Some(target), _) => print_one(target),
        (None, Some(out)) => write_all(out),
        (None, None) => unreachable!("clap requires a target or --all --out"),
    }
}

/// Prints the bundle of `target`, a binary of the crate or a path to a `.rs` file.
fn print_one(target: &str) -> Result<(), String> {
    let sources = Sources::load()?;
    let (name, source) = find_source(&sources, target)?;
    print!("{}", checked_bundle(&sources, &name, &source)?);
    Ok(())
}

/// The name and source file of a binary of the crate, or of a file given by path.
fn find_source(sources: &Sources, target: &str) -> Result<(String, PathBuf), String> {
    if let Some((name, path)) = sources.binaries.iter().find(|b| b.0 == target) {
        return Ok((name.clone(), path.clone()));
    }
    let path = Path::new(target);
    if target.ends_with(".rs") && path.is_file() {
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        return Ok((name.into_owned(), path.to_path_buf()));
    }
    let names: Vec<&str> = sources.binaries.iter().map(|b| b.0.as_str()).collect();
    Err(format!(
        "no binary `{target}`; the binaries are: {}",
        names.join(", ")
    ))
}

/// Writes `<dir>/<binary>.rs` for every binary and prints each one's size.
fn write_all(dir: &Path) -> Result<(), String> {
    let sources = &Sources::load()?;
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut failures = Vec::new();
    for (name, source) in &sources.binaries {
        match checked_bundle(sources, name, source) {
            Ok(text) => {
                let path = dir.join(format!("{name}.rs"));
                std::fs::write(&path, &text)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                println!("{}: {} characters", path.display(), text.chars().count());
            }
            Err(e) => failures.push(e),
        }
    }
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("\n"))
    }
}

/// The size of every binary's bundle, in characters, by the binary's name.
pub fn sizes() -> Result<BTreeMap<String, usize>, String> {
    let sources = &Sources::load()?;
    let mut sizes = BTreeMap::new();
    for (name, source) in &sources.binaries {
        let text = checked_bundle(sources, name, source)?;
        sizes.insert(name.clone(), text.chars().count());
    }
    Ok(sizes)
}

/// The bundle of binary `name`, refused when a judge would refuse it.
fn checked_bundle(sources: &Sources, name: &str, source: &Path) -> Result<String, String> {
    let text = bundle(sources, source).map_err(|e| format!("cannot bundle {name}: {e}"))?;
    let size = text.chars().count();
    if size > MAX_CHARS {
        return Err(format!(
            "the bundle of {name} is {size} characters, over the judges' limit of {MAX_CHARS}"
        ));
    }
    Ok(text)
}

/// The single-file source of the binary whose source file is `source`: its judge's
/// path, then the libraries' modules, pruned to what it uses.
pub fn bundle(sources: &Sources, source: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(source)
        .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let binary = judge_path::judge_path(source, &text)?;
    let names: BTreeSet<String> = sources.libraries.iter().map(|l| l.name.clone()).collect();
    let mut modules = Vec::new();
    for lib in &sources.libraries {
        let mut file = load::load_crate(&lib.root, &lib.features)?;
        paths::rewrite(&mut file, &lib.name, &names);
        paths::export_macros_from_module(&mut file)
            .map_err(|e| format!("library {}: {e}", lib.name))?;
        modules.push(prune::Module::new(&lib.name, lib.notice.clone(), file));
    }
    prune::unused(&binary, &mut modules)?;
    Ok(prune::assemble(&binary, &modules))
}
