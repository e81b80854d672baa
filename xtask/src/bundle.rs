//! `cargo xtask bundle`: one std-only source file per binary, for judges that take a
//! single file (DMOJ, CodeChef, szkopul).
//!
//! A bundle is the binary's own code, then each library it uses as a module of the same
//! name: `gamebits` with only the modules the binary reaches (directly or through other
//! modules), and `proconio`, the version locked in `Cargo.lock`, with its MIT licence
//! notice. Doc comments, tests and code for features that are off are left out; paths
//! are rewritten so that they resolve in their new place (see [`paths`]).

mod load;
mod paths;
mod workspace;

use paths::Context;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::Item;
use workspace::Workspace;

/// DMOJ rejects longer sources; CodeChef's and szkopul's limits are larger.
pub const MAX_CHARS: usize = 65_536;

/// Prints the bundle of `target`, a binary of the crate or a path to a `.rs` file.
pub fn print_one(target: &str) -> Result<(), String> {
    let workspace = Workspace::load()?;
    let (name, source) = find_source(&workspace, target)?;
    print!("{}", checked_bundle(&workspace, &name, &source)?);
    Ok(())
}

/// Writes `<dir>/<binary>.rs` for every binary and prints each one's size.
pub fn write_all(dir: &Path) -> Result<(), String> {
    write_every(&Workspace::load()?, dir)
}

/// The name and source file of a binary of the crate, or of a file given by path.
fn find_source(workspace: &Workspace, target: &str) -> Result<(String, PathBuf), String> {
    if let Some((name, path)) = workspace.binaries.iter().find(|b| b.0 == target) {
        return Ok((name.clone(), path.clone()));
    }
    let path = Path::new(target);
    if target.ends_with(".rs") && path.is_file() {
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        return Ok((name.into_owned(), path.to_path_buf()));
    }
    let names: Vec<&str> = workspace.binaries.iter().map(|b| b.0.as_str()).collect();
    Err(format!(
        "no binary `{target}`; the binaries are: {}",
        names.join(", ")
    ))
}

fn write_every(workspace: &Workspace, dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut failures = Vec::new();
    for (name, source) in &workspace.binaries {
        match checked_bundle(workspace, name, source) {
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

/// The bundle of binary `name`, refused when a judge would refuse it.
fn checked_bundle(workspace: &Workspace, name: &str, source: &Path) -> Result<String, String> {
    let text = bundle(workspace, source).map_err(|e| format!("cannot bundle {name}: {e}"))?;
    let size = text.chars().count();
    if size > MAX_CHARS {
        return Err(format!(
            "the bundle of {name} is {size} characters, over the judges' limit of {MAX_CHARS}"
        ));
    }
    Ok(text)
}

/// The single-file source of the binary whose source file is `source`.
pub fn bundle(workspace: &Workspace, source: &Path) -> Result<String, String> {
    let mut binary = load::load_crate(source, &workspace.features)?;
    let mut libraries = BTreeMap::new();
    for lib in &workspace.libraries {
        libraries.insert(
            lib.name.clone(),
            load::load_crate(&lib.root, &lib.features)?,
        );
    }
    let names: BTreeSet<String> = libraries.keys().cloned().collect();
    let used = used_modules(&binary, &libraries, &names);

    paths::rewrite(&mut binary, Context::new(None, &names));
    let mut text = prettyplease::unparse(&binary);
    for lib in &workspace.libraries {
        let (Some(modules), Some(mut file)) = (used.get(&lib.name), libraries.remove(&lib.name))
        else {
            continue;
        };
        file.items.retain(|item| match item {
            Item::Mod(module) => modules.contains(&module.ident.to_string()),
            _ => true,
        });
        paths::rewrite(&mut file, Context::new(Some(&lib.name), &names));
        paths::export_macros_from_module(&mut file)
            .map_err(|e| format!("library {}: {e}", lib.name))?;
        text.push('\n');
        if let Some(notice) = &lib.notice {
            for line in notice.lines() {
                text.push_str(format!("// {line}").trim_end());
                text.push('\n');
            }
        }
        text.push_str(&prettyplease::unparse(&as_module(&lib.name, file)));
    }
    Ok(text)
}

/// For each library the binary uses, the modules of its root that are reached from
/// the binary, from the library's root items, or from other modules reached (all of
/// them for a glob import of the library's root).
fn used_modules(
    binary: &syn::File,
    libraries: &BTreeMap<String, syn::File>,
    names: &BTreeSet<String>,
) -> BTreeMap<String, BTreeSet<String>> {
    let mut used: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut pending: Vec<paths::Reference> =
        paths::references(&binary.items, Context::new(None, names))
            .into_iter()
            .collect();
    while let Some((lib, name)) = pending.pop() {
        let Some(file) = libraries.get(&lib) else {
            continue;
        };
        if !used.contains_key(&lib) {
            used.insert(lib.clone(), BTreeSet::new());
            let root_items = file.items.iter().filter(|i| !matches!(i, Item::Mod(_)));
            pending.extend(paths::references(
                root_items,
                Context::new(Some(&lib), names),
            ));
        }
        for item in &file.items {
            let Item::Mod(module) = item else { continue };
            let reached = name.as_ref().is_some_and(|n| module.ident == n || n == "*");
            let modules = used.get_mut(&lib).expect("inserted above");
            if reached && modules.insert(module.ident.to_string()) {
                pending.extend(paths::references([item], Context::new(Some(&lib), names)));
            }
        }
    }
    used
}

/// `mod name { … }` holding the whole of `file`. A binary uses a part of each library;
/// the rest is dead code in the bundle, which is no reason for a warning.
fn as_module(name: &str, file: syn::File) -> syn::File {
    let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
    let mut module: syn::ItemMod = syn::parse_quote! {
        #[allow(dead_code)]
        mod #ident {}
    };
    module.attrs.extend(file.attrs);
    module.content = Some((Default::default(), file.items));
    syn::parse_quote!(#module)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn used(binary: syn::File) -> Vec<(String, Vec<String>)> {
        let lib: syn::File = syn::parse_quote! {
            pub use crate::re::Exported;
            pub mod a { pub fn f() { super::b::g() } }
            pub mod b { pub fn g() {} }
            pub mod c { pub fn unused() { crate::d::h() } }
            pub mod d { pub fn h() {} }
            pub mod re { pub struct Exported; }
        };
        let dep: syn::File = syn::parse_quote! {
            pub mod marker { pub enum Usize1 {} }
        };
        let libraries = BTreeMap::from([("lib".to_string(), lib), ("dep".to_string(), dep)]);
        let names = libraries.keys().cloned().collect();
        used_modules(&binary, &libraries, &names)
            .into_iter()
            .map(|(k, v)| (k, v.into_iter().collect()))
            .collect()
    }

    fn owned(lib: &str, modules: &[&str]) -> (String, Vec<String>) {
        (
            lib.to_string(),
            modules.iter().map(|m| m.to_string()).collect(),
        )
    }

    #[test]
    fn only_reached_modules_are_used() {
        let binary = syn::parse_quote! {
            use lib::a::f;
            fn main() { f() }
        };
        assert_eq!(used(binary), [owned("lib", &["a", "b", "re"])]);
    }

    #[test]
    fn macro_arguments_and_globs_reach_modules() {
        let binary = syn::parse_quote! {
            use lib::*;
            fn main() { dep::input! { x: dep::marker::Usize1 } }
        };
        assert_eq!(
            used(binary),
            [
                owned("dep", &["marker"]),
                owned("lib", &["a", "b", "c", "d", "re"])
            ]
        );
    }
}
