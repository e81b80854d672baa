//! Paths between crates: which library modules a piece of code refers to, and how its
//! paths must change once every crate is a module of one file.
//!
//! In the bundle the binary is the crate root and each library `lib` becomes the module
//! `crate::lib`. So inside a library `crate::x` and `$crate::x` become
//! `crate::lib::x`, and anywhere below the root `other_lib::x` becomes
//! `crate::other_lib::x`. Paths are read from the syntax tree, and from the token
//! streams of macros (their definitions and their invocations), which syn leaves
//! unparsed.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit::{self, Visit};
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree};

/// Whose code is being read or rewritten.
#[derive(Clone, Copy)]
pub struct Context<'a> {
    /// The library the code belongs to, `None` for the binary.
    pub own: Option<&'a str>,
    /// The names of all the libraries that may be bundled.
    pub libraries: &'a BTreeSet<String>,
}

impl<'a> Context<'a> {
    /// The context of the code of `own` (`None` for the binary) among `libraries`.
    pub fn new(own: Option<&'a str>, libraries: &'a BTreeSet<String>) -> Context<'a> {
        Context { own, libraries }
    }
}

/// A reference to a library: its name and the first name inside it (often a module).
pub type Reference = (String, Option<String>);

/// Every reference from `items`, taken as items of the crate root of `context.own`.
pub fn references<'i>(
    items: impl IntoIterator<Item = &'i Item>,
    context: Context<'_>,
) -> BTreeSet<Reference> {
    let mut finder = ReferenceFinder {
        context,
        depth: 0,
        found: BTreeSet::new(),
    };
    for item in items {
        finder.visit_item(item);
    }
    finder.found
}

struct ReferenceFinder<'a> {
    context: Context<'a>,
    /// How many modules deep the visitor is below the crate root.
    depth: usize,
    found: BTreeSet<Reference>,
}

impl ReferenceFinder<'_> {
    /// Records where a path, given as its segments, points.
    fn record(&mut self, segments: &[String], leading_colon: bool) {
        let libraries = self.context.libraries;
        let at = |i: usize| segments.get(i).cloned();
        let own = |i: usize| self.context.own.map(|own| (own.to_string(), at(i)));
        let first = segments.first().map(String::as_str).unwrap_or("");
        let supers = segments.iter().take_while(|s| *s == "super").count();
        let reference = if leading_colon || (libraries.contains(first) && segments.len() > 1) {
            libraries
                .contains(first)
                .then(|| (first.to_string(), at(1)))
        } else if first == "crate" || (first == "self" && self.depth == 0) {
            own(1)
        } else if supers > 0 && supers == self.depth {
            own(supers)
        } else if self.depth == 0 && segments.len() > 1 {
            own(0)
        } else {
            None
        };
        self.found.extend(reference);
    }
}

impl<'ast> Visit<'ast> for ReferenceFinder<'_> {
    fn visit_item_mod(&mut self, module: &'ast syn::ItemMod) {
        self.depth += 1;
        visit::visit_item_mod(self, module);
        self.depth -= 1;
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.record(&segments, path.leading_colon.is_some());
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        for segments in use_paths(&item.tree) {
            self.record(&segments, item.leading_colon.is_some());
        }
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        for segments in token_paths(mac.tokens.clone()) {
            self.record(&segments, false);
        }
        visit::visit_macro(self, mac);
    }
}

/// Each path a `use` tree imports, as segments (a glob as `*`).
fn use_paths(tree: &UseTree) -> Vec<Vec<String>> {
    match tree {
        UseTree::Path(p) => use_paths(&p.tree)
            .into_iter()
            .map(|rest| std::iter::once(p.ident.to_string()).chain(rest).collect())
            .collect(),
        UseTree::Name(n) => vec![vec![n.ident.to_string()]],
        UseTree::Rename(r) => vec![vec![r.ident.to_string()]],
        UseTree::Glob(_) => vec![vec!["*".to_string()]],
        UseTree::Group(g) => g.items.iter().flat_map(use_paths).collect(),
    }
}

/// The paths `a::b::c` written in a token stream that are not the tail of a longer
/// path; `$crate` counts as `crate`.
fn token_paths(tokens: TokenStream) -> Vec<Vec<String>> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut paths = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Group(g) => paths.extend(token_paths(g.stream())),
            TokenTree::Ident(first) if i < 2 || !is_path_separator(&tokens[i - 2..i]) => {
                let mut segments = vec![first.to_string()];
                while let (Some(sep), Some(TokenTree::Ident(next))) =
                    (tokens.get(i + 1..i + 3), tokens.get(i + 3))
                {
                    if !is_path_separator(sep) {
                        break;
                    }
                    segments.push(next.to_string());
                    i += 3;
                }
                paths.push(segments);
            }
            _ => {}
        }
        i += 1;
    }
    paths
}

/// Whether `tokens` is exactly `::`.
fn is_path_separator(tokens: &[TokenTree]) -> bool {
    matches!(tokens, [TokenTree::Punct(a), TokenTree::Punct(b)]
        if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
}

fn path_separator() -> [TokenTree; 2] {
    [
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
    ]
}

/// Rewrites the paths of `file`, the code of `context.own` (or of the binary), so that
/// they resolve with every library inlined as a module of the crate root.
pub fn rewrite(file: &mut syn::File, context: Context<'_>) {
    Rewriter { context, depth: 0 }.visit_file_mut(file);
}

struct Rewriter<'a> {
    context: Context<'a>,
    depth: usize,
}

impl Rewriter<'_> {
    /// The module the own library becomes, if the code is a library's.
    fn own_module(&self) -> Option<Ident> {
        self.context
            .own
            .map(|own| Ident::new(own, Span::call_site()))
    }

    /// Whether a path starting with `first` names another library from a place where
    /// that name does not resolve by itself (anywhere but the root of the binary).
    fn needs_crate_prefix(&self, first: &str, leading_colon: bool) -> bool {
        self.context.libraries.contains(first)
            && (leading_colon || self.context.own.is_some() || self.depth > 0)
    }

    fn rewrite_use_tree(&self, tree: &mut UseTree, leading_colon: bool) {
        match tree {
            UseTree::Path(p) if p.ident == "crate" => {
                if let Some(module) = self.own_module() {
                    let rest = p.tree.clone();
                    *p.tree = UseTree::Path(syn::UsePath {
                        ident: module,
                        colon2_token: Default::default(),
                        tree: rest,
                    });
                }
            }
            UseTree::Path(p) if self.needs_crate_prefix(&p.ident.to_string(), leading_colon) => {
                *tree = UseTree::Path(syn::UsePath {
                    ident: Ident::new("crate", Span::call_site()),
                    colon2_token: Default::default(),
                    tree: Box::new(tree.clone()),
                });
            }
            UseTree::Group(g) => {
                for item in &mut g.items {
                    self.rewrite_use_tree(item, leading_colon);
                }
            }
            _ => {}
        }
    }

    /// The same rewriting in a macro's tokens: `crate::` and `$crate::` gain the own
    /// module, a path starting with another library gains `crate::`.
    fn rewrite_tokens(&self, tokens: TokenStream) -> TokenStream {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut out: Vec<TokenTree> = Vec::with_capacity(tokens.len());
        for (i, token) in tokens.iter().enumerate() {
            match token {
                TokenTree::Group(g) => {
                    let mut group = Group::new(g.delimiter(), self.rewrite_tokens(g.stream()));
                    group.set_span(g.span());
                    out.push(group.into());
                    continue;
                }
                TokenTree::Ident(ident) => {
                    let before_separator = tokens.get(i + 1..i + 3).is_some_and(is_path_separator);
                    let after_separator =
                        out.len() >= 2 && is_path_separator(&out[out.len() - 2..]);
                    let after_dollar =
                        matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '$');
                    if ident == "crate" && before_separator {
                        if let Some(module) = self.own_module() {
                            out.push(token.clone());
                            out.extend(path_separator());
                            out.push(module.into());
                            continue;
                        }
                    } else if before_separator
                        && !after_separator
                        && !after_dollar
                        && self.needs_crate_prefix(&ident.to_string(), false)
                    {
                        out.push(Ident::new("crate", ident.span()).into());
                        out.extend(path_separator());
                    }
                }
                _ => {}
            }
            out.push(token.clone());
        }
        out.into_iter().collect()
    }
}

impl VisitMut for Rewriter<'_> {
    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        self.depth += 1;
        visit_mut::visit_item_mod_mut(self, module);
        self.depth -= 1;
    }

    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.segments.len() > 1 {
            let first = path.segments[0].ident.to_string();
            if first == "crate" && path.leading_colon.is_none() {
                if let Some(module) = self.own_module() {
                    path.segments.insert(1, module.into());
                }
            } else if self.needs_crate_prefix(&first, path.leading_colon.is_some()) {
                path.leading_colon = None;
                path.segments
                    .insert(0, Ident::new("crate", Span::call_site()).into());
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        self.rewrite_use_tree(&mut item.tree, item.leading_colon.is_some());
        item.leading_colon = None;
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = self.rewrite_tokens(std::mem::take(&mut mac.tokens));
        visit_mut::visit_macro_mut(self, mac);
    }
}

/// Turns the `#[macro_export]` macros of a library's root into macros of its module:
/// the attribute goes (it would put them at the root of the bundle) and a
/// `pub(crate) use name;` after each makes `lib::name!` resolve as before. Like the
/// library's other items, a macro the binary does not use is no reason for a warning.
pub fn export_macros_from_module(file: &mut syn::File) -> Result<(), String> {
    let mut nested = NestedExports(None);
    for item in &file.items {
        if let Item::Mod(module) = item {
            nested.visit_item_mod(module);
        }
    }
    if let Some(name) = nested.0 {
        return Err(format!(
            "#[macro_export] macro `{name}` is defined below the crate root: not supported"
        ));
    }
    let mut items = Vec::with_capacity(file.items.len());
    for mut item in std::mem::take(&mut file.items) {
        let exported = match &mut item {
            Item::Macro(mac) if is_exported(&mac.attrs) => {
                mac.attrs.retain(|a| !a.path().is_ident("macro_export"));
                mac.attrs.push(syn::parse_quote!(#[allow(unused_macros)]));
                mac.ident.clone()
            }
            _ => None,
        };
        items.push(item);
        if let Some(name) = exported {
            items.push(syn::parse_quote! {
                #[allow(unused_imports)]
                pub(crate) use #name;
            });
        }
    }
    file.items = items;
    Ok(())
}

fn is_exported(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("macro_export"))
}

/// Finds a `#[macro_export]` macro inside modules.
struct NestedExports(Option<String>);

impl<'ast> Visit<'ast> for NestedExports {
    fn visit_item_macro(&mut self, mac: &'ast syn::ItemMacro) {
        if is_exported(&mac.attrs) {
            self.0 = Some(
                mac.ident
                    .as_ref()
                    .map_or("?".to_string(), |i| i.to_string()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn libraries() -> BTreeSet<String> {
        ["lib", "dep"].iter().map(|s| s.to_string()).collect()
    }

    fn rewritten(source: &str, own: Option<&str>) -> String {
        let libraries = libraries();
        let mut file = syn::parse_file(source).unwrap();
        rewrite(
            &mut file,
            Context {
                own,
                libraries: &libraries,
            },
        );
        prettyplease::unparse(&file)
    }

    #[test]
    fn library_paths_gain_their_module() {
        let source = "use crate::a::{b, c::d};\n\
            use dep::x;\n\
            pub(crate) fn f() -> crate::a::T { dep::g::<crate::a::U>() }\n";
        let expected = "use crate::lib::a::{b, c::d};\n\
            use crate::dep::x;\n\
            pub(crate) fn f() -> crate::lib::a::T {\n    crate::dep::g::<crate::lib::a::U>()\n}\n";
        assert_eq!(rewritten(source, Some("lib")), expected);
    }

    #[test]
    fn binary_paths_change_only_below_the_root() {
        let source = "use lib::a::f;\nmod inner {\n    use lib::b::g;\n}\n";
        let expected = "use lib::a::f;\nmod inner {\n    use crate::lib::b::g;\n}\n";
        assert_eq!(rewritten(source, None), expected);
    }

    #[test]
    fn macro_tokens_are_rewritten() {
        let source =
            "macro_rules! m { () => { $crate::m!(@x); <u8 as $crate::R>::read(dep::s) }; }";
        let out = rewritten(source, Some("lib"));
        let compact: String = out.split_whitespace().collect();
        assert!(compact.contains("$crate::lib::m!(@x)"), "{out}");
        assert!(
            compact.contains("$crate::lib::R>::read(crate::dep::s)"),
            "{out}"
        );
    }

    #[test]
    fn references_follow_crate_super_and_other_libraries() {
        let file: syn::File = syn::parse_quote! {
            use crate::a::f;
            mod inner {
                use super::b::g;
                fn h() { dep::m!(); lib_local(); }
            }
            macro_rules! r { () => { $crate::c::x() }; }
        };
        let libraries = libraries();
        let context = Context {
            own: Some("lib"),
            libraries: &libraries,
        };
        let found = references(&file.items, context);
        let names: Vec<(&str, Option<&str>)> = found
            .iter()
            .map(|(k, m)| (k.as_str(), m.as_deref()))
            .collect();
        assert_eq!(
            names,
            [
                ("dep", Some("m")),
                ("lib", Some("a")),
                ("lib", Some("b")),
                ("lib", Some("c")),
            ]
        );
    }

    #[test]
    fn exported_macros_become_module_macros() {
        let mut file: syn::File = syn::parse_quote! {
            #[macro_export]
            macro_rules! input { () => {}; }
        };
        export_macros_from_module(&mut file).unwrap();
        assert_eq!(
            prettyplease::unparse(&file),
            "#[allow(unused_macros)]\nmacro_rules! input {\n    () => {};\n}\n\
             #[allow(unused_imports)]\npub(crate) use input;\n"
        );
    }
}
