//! Leaving out what a binary never reaches.
//!
//! Rustc compiles the bundle and reports every function, type, constant, trait, macro
//! and import it finds unused; those items go, and the bundle is compiled again, until
//! nothing is reported. An impl or item that no longer compiles once what it served is
//! gone goes too. What is left needs no `#[allow(…)]`, and each step is rustc's own
//! judgement, not a reachability analysis of ours.

use cargo_metadata::diagnostic::{self as rustc, DiagnosticLevel as Level};
use gamebits_runner::Run;
use proc_macro2::{LineColumn, TokenTree};
use std::process::Command;
use syn::spanned::Spanned;
use syn::{Item, UseTree};

/// The lints whose reports name an item that can go.
const REMOVABLE: &[&str] = &[
    "dead_code",
    "unused_imports",
    "unused_macros",
    "unused_macro_rules",
];

/// Prunes as many times as it takes, and no more than this.
const MAX_ROUNDS: usize = 50;

/// A library as a module of the bundle, with the notice printed above it.
pub struct Module {
    notice: Option<String>,
    item: Item,
}

impl Module {
    /// `mod name { … }` holding the whole of `file`.
    pub fn new(name: &str, notice: Option<String>, file: syn::File) -> Module {
        let ident = syn::Ident::new(name, proc_macro2::Span::call_site());
        let item = syn::parse_quote!(mod #ident { #file });
        Module { notice, item }
    }

    /// The module as the bundle prints it: as prettyplease formats it, but indented two
    /// spaces a level instead of four, so that the library's nested modules do not
    /// spend a judge's size limit on spaces.
    fn printed(&self) -> String {
        let item = &self.item;
        halve_indentation(&prettyplease::unparse(&syn::parse_quote!(#item)))
    }
}

/// `text` with the leading spaces of each line halved, but for the lines that continue
/// a string literal begun on an earlier line, whose spaces may be part of the string.
fn halve_indentation(text: &str) -> String {
    let mut in_literal = std::collections::BTreeSet::new();
    let tokens: proc_macro2::TokenStream = text.parse().expect("prettyplease prints Rust");
    let mut stack = vec![tokens.into_iter()];
    while let Some(tree) = stack.last_mut().and_then(Iterator::next).or_else(|| {
        stack.pop();
        stack.last_mut().and_then(Iterator::next)
    }) {
        match tree {
            TokenTree::Group(group) => stack.push(group.stream().into_iter()),
            TokenTree::Literal(literal) => {
                let span = literal.span();
                in_literal.extend(span.start().line + 1..=span.end().line);
            }
            _ => {}
        }
    }
    let mut halved = String::with_capacity(text.len());
    for (index, line) in text.lines().enumerate() {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        match in_literal.contains(&(index + 1)) {
            true => halved.push_str(line),
            false => halved.push_str(&line[spaces / 2..]),
        }
        halved.push('\n');
    }
    halved
}

/// Whether `item` is a module with no items (left).
fn is_empty_module(item: &Item) -> bool {
    matches!(item, Item::Mod(m) if m.content.as_ref().is_none_or(|c| c.1.is_empty()))
}

/// The bundle's text: `binary` verbatim, then each module that is not empty.
pub fn assemble(binary: &str, modules: &[Module]) -> String {
    let mut text = binary.trim_end().to_string();
    text.push('\n');
    for module in modules.iter().filter(|m| !is_empty_module(&m.item)) {
        text.push('\n');
        for line in module.notice.iter().flat_map(|notice| notice.lines()) {
            text.push_str(format!("// {line}").trim_end());
            text.push('\n');
        }
        text.push_str(&module.printed());
    }
    text
}

/// Removes from `modules` every item the bundle of `binary` does not use.
pub fn unused(binary: &str, modules: &mut [Module]) -> Result<(), String> {
    for _ in 0..MAX_ROUNDS {
        let text = assemble(binary, modules);
        // Judges build with and without optimisations, which switch `debug_assertions`:
        // an item goes only if both builds find it unused, and whatever fails to build
        // in either goes.
        let (debug, release) = (compile(&text, true)?, compile(&text, false)?);
        // Positions in the binary's own file are never pruned.
        let first_generated_line = binary.trim_end().lines().count() + 1;
        let mut targets = Vec::new();
        let mut left = Vec::new();
        for diagnostic in debug.iter().chain(&release) {
            let removable = diagnostic.error
                || (REMOVABLE.contains(&diagnostic.code.as_str())
                    && debug.iter().any(|d| d.positions == diagnostic.positions)
                    && release.iter().any(|d| d.positions == diagnostic.positions));
            let generated = diagnostic
                .positions
                .iter()
                .all(|p| p.line > first_generated_line);
            if removable && generated {
                targets.extend(diagnostic.positions.iter().copied());
            } else if !left.contains(&diagnostic.rendered.as_str()) {
                left.push(diagnostic.rendered.as_str());
            }
        }
        targets.sort_by_key(|p| (p.line, p.column));
        targets.dedup();
        if targets.is_empty() && left.is_empty() {
            modules
                .iter_mut()
                .for_each(|m| without_empty_modules(&mut m.item));
            return Ok(());
        } else if targets.is_empty() {
            let left = left.join("");
            return Err(format!("the bundle does not compile cleanly:\n{left}"));
        }
        remove(&text, modules, &targets)?;
    }
    Err(format!("still pruning after {MAX_ROUNDS} rounds"))
}

/// `item` without the modules inside it that pruning left empty.
fn without_empty_modules(item: &mut Item) {
    if let Item::Mod(module) = item {
        if let Some((_, items)) = &mut module.content {
            items.iter_mut().for_each(without_empty_modules);
            items.retain(|item| !is_empty_module(item));
        }
    }
}

/// What rustc says about one place of the bundle.
struct Diagnostic {
    error: bool,
    code: String,
    /// The primary positions, lines counted in the whole bundle from 1, columns from 0.
    positions: Vec<LineColumn>,
    rendered: String,
}

/// The warnings and errors of rustc compiling `text` as a binary, in JSON, with debug
/// assertions on or off.
fn compile(text: &str, debug_assertions: bool) -> Result<Vec<Diagnostic>, String> {
    let dir = std::env::temp_dir().join(format!("gamebits-prune-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let source = dir.join("bundle.rs");
    std::fs::write(&source, text).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let mut command = Command::new(rustc);
    command
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--error-format=json",
        ])
        .args(["--emit=metadata", "-W", "unused", "-C"])
        .arg(format!(
            "debug-assertions={}",
            if debug_assertions { "on" } else { "off" }
        ))
        .arg("-o")
        .arg(dir.join("bundle.rmeta"))
        .arg(&source);
    let output = Run::new(&mut command)
        .output_cap(usize::MAX)
        .wait()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&output.stderr.bytes);
    let diagnostics = stderr
        .lines()
        .filter_map(|line| serde_json::from_str::<rustc::Diagnostic>(line).ok())
        .filter(|d| matches!(d.level, Level::Warning | Level::Error) && !d.spans.is_empty())
        .map(|d| Diagnostic {
            error: d.level == Level::Error,
            code: d.code.map(|c| c.code).unwrap_or_default(),
            positions: d
                .spans
                .iter()
                .filter(|s| s.is_primary)
                .map(|s| LineColumn {
                    line: s.line_start,
                    column: s.column_start - 1,
                })
                .collect(),
            rendered: d.rendered.unwrap_or_default(),
        })
        .collect();
    Ok(diagnostics)
}

/// Removes from `modules` the item at each of `targets`, positions in `text` (the
/// assembled bundle), re-reading the modules from `text` so that positions match.
fn remove(text: &str, modules: &mut [Module], targets: &[LineColumn]) -> Result<(), String> {
    for module in modules.iter_mut().filter(|m| !is_empty_module(&m.item)) {
        let printed = module.printed();
        let start = text
            .rfind(&printed)
            .ok_or("a module is missing from the bundle")?;
        let first_line = text[..start].lines().count() + 1;
        let mut file =
            syn::parse_file(&printed).map_err(|e| format!("cannot re-read a module: {e}"))?;
        let lines = first_line..first_line + printed.lines().count();
        let within: Vec<LineColumn> = targets
            .iter()
            .filter(|t| lines.contains(&t.line))
            .map(|t| LineColumn {
                line: t.line + 1 - first_line,
                column: t.column,
            })
            .collect();
        remove_all(&mut file.items, &within);
        module.item = file.items.pop().ok_or("a module vanished")?;
    }
    Ok(())
}

/// Removes from `items` the innermost item at each of `targets`, taken in order, as
/// [`remove_at`] says.
///
/// # Complexity
///
/// Each item's span is found once (syn finds it by printing the item to tokens), so
/// the time is the size of `items` times their depth, not times the targets.
fn remove_all(items: &mut Vec<Item>, targets: &[LineColumn]) {
    let mut gone = Vec::with_capacity(items.len());
    for item in items.iter_mut() {
        let span = item.span();
        let within: Vec<LineColumn> = targets
            .iter()
            .copied()
            .filter(|&at| contains(span, at))
            .collect();
        gone.push(!within.is_empty() && remove_at(item, &within));
    }
    let mut gone = gone.into_iter();
    items.retain(|_| !gone.next().expect("one flag an item"));
}

/// Removes from `item` what is at each of `targets` (all within it, taken in order):
/// an item of a module, an item of an impl or a trait (the whole of it if a target is
/// on what it is for, on the trait an impl implements (gone, say, with an unused
/// library) or none is left), a rule of a macro, a name of a `use` group. Whether the
/// whole of `item` goes; a target left once it has gone changes nothing (say one
/// removed for another report of the same round).
fn remove_at(item: &mut Item, targets: &[LineColumn]) -> bool {
    match item {
        Item::Mod(module) => {
            if let Some((_, inner)) = &mut module.content {
                remove_all(inner, targets);
            }
            false
        }
        Item::Impl(block) => targets.iter().any(|&at| {
            let on_what_for = contains(block.self_ty.span(), at)
                || block
                    .trait_
                    .as_ref()
                    .is_some_and(|(path, _)| contains(path.span(), at));
            block.items.retain(|item| !contains(item.span(), at));
            on_what_for || block.items.is_empty()
        }),
        Item::Trait(definition) => targets.iter().any(|&at| {
            let on_name = contains(definition.ident.span(), at);
            definition.items.retain(|item| !contains(item.span(), at));
            on_name || definition.items.is_empty()
        }),
        Item::Macro(definition) => targets.iter().any(|&at| {
            let on_name = definition
                .ident
                .as_ref()
                .is_some_and(|i| contains(i.span(), at));
            definition.mac.tokens = without_rule(&definition.mac.tokens, at);
            on_name
        }),
        Item::Use(import) => targets
            .iter()
            .any(|&at| !remove_from_group(&mut import.tree, at)),
        _ => true,
    }
}

/// The rules of a `macro_rules!` body but the one at `at`. A rule is its tokens up to
/// and with the `;` after its body.
fn without_rule(tokens: &proc_macro2::TokenStream, at: LineColumn) -> proc_macro2::TokenStream {
    let mut rules: Vec<Vec<TokenTree>> = vec![Vec::new()];
    for token in tokens.clone() {
        let ends_rule = matches!(&token, TokenTree::Punct(p) if p.as_char() == ';');
        rules.last_mut().expect("a rule").push(token);
        if ends_rule {
            rules.push(Vec::new());
        }
    }
    rules
        .into_iter()
        .filter(|rule| {
            let (Some(first), Some(last)) = (rule.first(), rule.last()) else {
                return false;
            };
            !first
                .span()
                .join(last.span())
                .is_some_and(|span| contains(span, at))
        })
        .flatten()
        .collect()
}

/// Removes the name at `at` from a group of a `use` tree with other names left; whether
/// it did.
fn remove_from_group(tree: &mut UseTree, at: LineColumn) -> bool {
    match tree {
        UseTree::Path(path) => remove_from_group(&mut path.tree, at),
        UseTree::Group(group) if group.items.len() > 1 => {
            let before = group.items.len();
            group.items.retain(|item| !contains(item.span(), at));
            group.items.len() < before
                || group
                    .items
                    .iter_mut()
                    .any(|item| remove_from_group(item, at))
        }
        _ => false,
    }
}

/// Whether `span` covers the position `at`.
fn contains(span: proc_macro2::Span, at: LineColumn) -> bool {
    let (start, end) = (span.start(), span.end());
    (start.line, start.column) <= (at.line, at.column)
        && (at.line, at.column) < (end.line, end.column)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The file `text` less what is at each of `targets`, (line, column) pairs.
    fn removed(text: &str, targets: &[(usize, usize)]) -> String {
        let mut file = syn::parse_file(text).expect("Rust");
        let targets: Vec<LineColumn> = targets
            .iter()
            .map(|&(line, column)| LineColumn { line, column })
            .collect();
        remove_all(&mut file.items, &targets);
        prettyplease::unparse(&file)
    }

    #[test]
    fn each_target_takes_its_innermost_item() {
        let text = "mod m {\n    fn f() {}\n    fn g() {}\n}\nstruct S;\nimpl S {\n    fn a() {}\n    fn b() {}\n}\n";
        assert_eq!(
            removed(text, &[(2, 7), (7, 7)]),
            "mod m {\n    fn g() {}\n}\nstruct S;\nimpl S {\n    fn b() {}\n}\n"
        );
    }

    #[test]
    fn an_impl_or_a_use_group_left_empty_goes_whole() {
        let text = "struct S;\nimpl S {\n    fn a() {}\n    fn b() {}\n}\nuse std::{fmt, io};\nuse std::mem;\n";
        assert_eq!(
            removed(text, &[(3, 7), (4, 7), (6, 10), (6, 15), (7, 9)]),
            "struct S;\n"
        );
    }

    #[test]
    fn an_impl_goes_whole_when_what_it_is_for_goes() {
        let text =
            "struct S;\nimpl Clone for S {\n    fn clone(&self) -> S {\n        S\n    }\n}\n";
        assert_eq!(removed(text, &[(2, 16), (3, 7)]), "struct S;\n");
    }

    #[test]
    fn indentation_is_halved_but_not_inside_a_string() {
        let text = "mod m {\n    fn f() {\n        g(\"a\n    b\");\n    }\n}\n";
        assert_eq!(
            halve_indentation(text),
            "mod m {\n  fn f() {\n    g(\"a\n    b\");\n  }\n}\n"
        );
    }
}
