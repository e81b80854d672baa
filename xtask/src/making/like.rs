//! `cargo xtask practise <name> --like <binary>`: a practice solution made from a reference.
//!
//! Its `main.rs` from the reference's (its input reading and every item that reading
//! needs, a `solve` that reads the input as the reference's does and leaves the answer to
//! write, and none of the reference's solving code), its registry entry and stress test
//! from their templates, and the reference's samples.

use crate::making::files::{self, edited, new_file, Change};
use crate::making::templates;
use proc_macro2::{TokenStream, TokenTree};
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::str::FromStr;
use syn::{Item, ReturnType, Stmt, UseTree};

/// The arguments of `cargo xtask practise`.
#[derive(clap::Args)]
pub struct Args {
    /// The practice solution's binary: a lower-case letter, then lower-case letters,
    /// digits and _
    name: String,
    /// The binary whose problem it solves: its samples, limits, checker and input
    /// reading, a solve to write, and this binary as its reference (cargo xtask stress)
    #[arg(long, value_name = "BINARY")]
    like: String,
}

/// Runs `cargo xtask practise <name> --like <like>`: makes a practice solution of the
/// problem of `like` and prints what is left to do.
pub fn run(args: &Args) -> Result<(), String> {
    let Args { name, like } = args;
    let root = crate::base::workspace::root()?;
    files::check_name(&root, name)?;
    let (changes, samples) = plan(&root, name, like)?;
    files::write_all(&root, &changes)?;
    files::format(&root, &changes);
    print!("{}", next_steps(name, like, samples));
    Ok(())
}

/// The files of the practice solution `name` of the problem of `like`, with its
/// samples (and how many inputs they have), and `like` as its reference.
fn plan(root: &Path, name: &str, like: &str) -> Result<(Vec<Change>, usize), String> {
    gamebits_problems::problem(like)
        .filter(|p| matches!(p.small_cases, gamebits_problems::SmallCases::Own(_)))
        .ok_or_else(|| format!("--like {like}: not a problem of the registry with small cases"))?;
    let source = fs::read_to_string(root.join(format!("src/bin/{like}/main.rs")))
        .map_err(|e| format!("cannot read src/bin/{like}/main.rs: {e}"))?;
    let mut changes = vec![
        new_file(
            root,
            format!("src/bin/{name}/main.rs"),
            solution(name, like, &source)?,
        )?,
        new_file(root, format!("problems/src/{name}.rs"), entry(name, like))?,
        new_file(
            root,
            format!("tests/stress/{name}.rs"),
            stress_test(name, like),
        )?,
        new_file(
            root,
            format!("fuzz/fuzz_targets/{name}.rs"),
            files::fuzz_target(name),
        )?,
        edited(root, "problems/src/lib.rs", |text| {
            files::registered(text, name)
        })?,
        edited(root, "tests/stress/main.rs", |text| {
            files::declared(text, name)
        })?,
        edited(root, "fuzz/Cargo.toml", |text| {
            Ok(files::fuzzed(text, name))
        })?,
    ];
    let mut samples = samples(root, like)?;
    samples.sort();
    for (file, text) in &samples {
        changes.push(new_file(
            root,
            format!("samples/{name}/{file}"),
            text.clone(),
        )?);
    }
    let inputs = samples
        .iter()
        .filter(|(file, _)| file.ends_with(".in"))
        .count();
    Ok((changes, inputs))
}

/// The `main.rs` of the practice solution `name` of `reference`, whose `main.rs` is
/// `source`; or why it cannot be made.
fn solution(name: &str, reference: &str, source: &str) -> Result<String, String> {
    let file = syn::parse_file(source)
        .map_err(|e| format!("cannot parse src/bin/{reference}/main.rs: {e}"))?;
    let items: Vec<Item> = file
        .items
        .into_iter()
        .filter(|item| !matches!(item, Item::Mod(_)))
        .collect();
    let solve = items
        .iter()
        .find_map(|item| match item {
            Item::Fn(f) if f.sig.ident == "solve" => Some(f.clone()),
            _ => None,
        })
        .ok_or_else(|| format!("src/bin/{reference}/main.rs has no `fn solve`"))?;
    let readers: Vec<String> = identifiers(&item_text(&Item::Fn(solve.clone())))
        .into_iter()
        .filter(|ident| ident.starts_with("read_"))
        .collect();
    if readers.is_empty() {
        return Err(format!(
            "the `solve` of src/bin/{reference}/main.rs calls no `read_…` function"
        ));
    }
    let solve = Item::Fn(unsolved(solve, name));
    let main: Item = syn::parse_quote!(
        fn main() {
            run(solve)
        }
    );
    let mut kept: BTreeSet<usize> = BTreeSet::new();
    let mut wanted: BTreeSet<String> = readers.into_iter().collect();
    wanted.extend(identifiers(&item_text(&solve)));
    wanted.extend(identifiers(&item_text(&main)));
    // Every item a kept item names is kept, until no new name comes in.
    loop {
        let more: Vec<usize> = (0..items.len())
            .filter(|&i| !is_replaced(&items[i]) && !kept.contains(&i))
            .filter(|&i| name_of(&items[i]).is_some_and(|n| wanted.contains(&n)))
            .collect();
        if more.is_empty() {
            break;
        }
        for i in more {
            wanted.extend(identifiers(&item_text(&items[i])));
            kept.insert(i);
        }
    }
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Use(u) => {
                let mut u = u.clone();
                if prune(&mut u.tree, &wanted) {
                    out.push(Item::Use(u));
                }
            }
            Item::Fn(f) if f.sig.ident == "main" => out.push(main.clone()),
            Item::Fn(f) if f.sig.ident == "solve" => out.push(solve.clone()),
            other if kept.contains(&i) => out.push(other.clone()),
            _ => {}
        }
    }
    let body: Vec<String> = out.iter().map(item_text).collect();
    let body = body.join("\n");
    let header = templates::fill(
        templates::LIKE_HEADER,
        &[("BINARY", name), ("REFERENCE", reference)],
    );
    Ok(format!("{header}\n{body}"))
}

/// The registry entry of the practice solution `name` of `reference`: the reference's
/// entry but for its name, its README row's approach and complexity, the practice
/// problems' targets, and its small cases, the reference's.
fn entry(name: &str, reference: &str) -> String {
    templates::fill(
        templates::LIKE_ENTRY,
        &[("BINARY", name), ("REFERENCE", reference)],
    )
}

/// The stress test of the practice solution `name`: against `reference` on its small
/// cases, as `cargo xtask stress` does.
fn stress_test(name: &str, reference: &str) -> String {
    templates::fill(
        templates::LIKE_STRESS,
        &[("BINARY", name), ("REFERENCE", reference)],
    )
}

/// Every sample of `reference` whose files are text (`<case>.in` with its `.out` or
/// `.err`), each file by name with its text. (Samples of bytes that are not text test
/// the reading, which is the reference's own.)
fn samples(root: &Path, reference: &str) -> Result<Vec<(String, String)>, String> {
    let dir = root.join("samples").join(reference);
    let inputs = gamebits_problems::samples::inputs(&dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    let mut samples = Vec::new();
    for path in inputs {
        let files = ["in", "out", "err"].map(|end| path.with_extension(end));
        let mut texts = Vec::new();
        for file in files.iter().filter(|file| file.is_file()) {
            let bytes =
                fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
            let name = file
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            texts.push(String::from_utf8(bytes).ok().map(|text| (name, text)));
        }
        if let Some(texts) = texts.into_iter().collect::<Option<Vec<_>>>() {
            samples.extend(texts);
        }
    }
    Ok(samples)
}

/// What `practise` made and what is left to do, for the person who ran it.
fn next_steps(name: &str, reference: &str, samples: usize) -> String {
    let samples = samples.to_string();
    let values = [
        ("BINARY", name),
        ("REFERENCE", reference),
        ("SAMPLES", &samples),
    ];
    templates::fill(templates::LIKE_NEXT_STEPS, &values)
}

/// Whether `item` is one the practice solution writes anew: `main` and `solve`.
fn is_replaced(item: &Item) -> bool {
    matches!(item, Item::Fn(f) if f.sig.ident == "main" || f.sig.ident == "solve")
}

/// `solve` reading the input as the reference's does (its statements up to the first
/// `let` that calls a `read_…` function) and then leaving the answer to write; an answer
/// of a type that only names a trait (`impl Display`) becomes a `String`.
fn unsolved(mut solve: syn::ItemFn, name: &str) -> syn::ItemFn {
    let reads = |stmt: &Stmt| {
        identifiers(&source_of(vec![syn::parse_quote!(fn f() { #stmt })]))
            .iter()
            .any(|i| i.starts_with("read_"))
    };
    let stmts = std::mem::take(&mut solve.block.stmts);
    let kept = match stmts.iter().position(reads) {
        Some(at) if matches!(stmts[at], Stmt::Local(_)) => stmts[..=at].to_vec(),
        _ => Vec::new(),
    };
    let message = format!("{name} is not solved yet: write `solve` in src/bin/{name}/main.rs");
    solve.block.stmts = kept;
    solve.block.stmts.push(syn::parse_quote!(todo!(#message);));
    if let ReturnType::Type(_, ty) = &solve.sig.output {
        let ty = &**ty;
        let text = prettyplease::unparse(&syn::parse_quote!(type T = #ty;));
        if identifiers(&text).iter().any(|i| i == "impl") {
            solve.sig.output = syn::parse_quote!(-> Result<String, InputError>);
        }
    }
    solve
}

/// The name an item defines (an `impl` block: its type's), for the items a practice
/// solution may keep.
fn name_of(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Fn(f) => &f.sig.ident,
        Item::Const(c) => &c.ident,
        Item::Static(s) => &s.ident,
        Item::Struct(s) => &s.ident,
        Item::Enum(e) => &e.ident,
        Item::Type(t) => &t.ident,
        Item::Impl(i) => match &*i.self_ty {
            syn::Type::Path(p) => &p.path.segments.last()?.ident,
            _ => return None,
        },
        _ => return None,
    };
    Some(ident.to_string())
}

/// `item` as Rust source.
fn item_text(item: &Item) -> String {
    source_of(vec![item.clone()])
}

/// A file of `items` as Rust source.
fn source_of(items: Vec<Item>) -> String {
    let mut file: syn::File = syn::parse_str("").expect("an empty file parses");
    file.items = items;
    prettyplease::unparse(&file)
}

/// Every identifier in the Rust source `text`, in macro arguments too.
fn identifiers(text: &str) -> BTreeSet<String> {
    fn walk(tokens: TokenStream, found: &mut BTreeSet<String>) {
        for token in tokens {
            match token {
                TokenTree::Ident(ident) => {
                    found.insert(ident.to_string());
                }
                TokenTree::Group(group) => walk(group.stream(), found),
                TokenTree::Literal(literal) => {
                    // Names in format strings: `"a_{i}"`.
                    let text = literal.to_string();
                    for word in text.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
                        found.insert(word.to_string());
                    }
                }
                TokenTree::Punct(_) => {}
            }
        }
    }
    let mut found = BTreeSet::new();
    if let Ok(tokens) = TokenStream::from_str(text) {
        walk(tokens, &mut found);
    }
    found
}

/// Keeps of `tree` the names in `wanted` (and `run` for the reference's frame,
/// `run_explained` or `run_played`); false if nothing is left.
fn prune(tree: &mut UseTree, wanted: &BTreeSet<String>) -> bool {
    match tree {
        UseTree::Path(path) => prune(&mut path.tree, wanted),
        UseTree::Name(name) if name.ident == "run_explained" || name.ident == "run_played" => {
            name.ident = syn::Ident::new("run", name.ident.span());
            wanted.contains("run")
        }
        UseTree::Name(name) => wanted.contains(&name.ident.to_string()),
        UseTree::Rename(rename) => wanted.contains(&rename.rename.to_string()),
        UseTree::Glob(_) => true,
        UseTree::Group(group) => {
            let items = std::mem::take(&mut group.items);
            group.items = items
                .into_iter()
                .filter_map(|mut item| prune(&mut item, wanted).then_some(item))
                .collect();
            !group.items.is_empty()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::solution;

    #[test]
    fn dpk_keeps_its_reading_and_loses_its_solving() {
        let source = include_str!("../../../src/bin/dpk/main.rs");
        let made = solution("mydpk", "dpk", source).unwrap();
        assert!(
            made.contains("fn read_input(tokens: &mut Tokens)"),
            "{made}"
        );
        assert!(made.contains("const MAX_K"), "{made}");
        assert!(
            made.contains("let (moves, k) = read_input(tokens)?;"),
            "{made}"
        );
        assert!(made.contains("run(solve)"), "{made}");
        for gone in [
            "first_player_wins",
            "tabulate",
            "mod explain",
            "mod play",
            "run_explained",
            "run_played",
        ] {
            assert!(!made.contains(gone), "`{gone}` in\n{made}");
        }
    }
}
