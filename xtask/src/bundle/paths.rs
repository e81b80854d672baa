//! How a library's paths change once every crate is a module of one file.
//!
//! In the bundle the binary is the crate root and each library `lib` becomes the module
//! `crate::lib`. So inside a library `crate::x` and `$crate::x` become `crate::lib::x`,
//! and `other_lib::x` becomes `crate::other_lib::x`. Paths are rewritten in the syntax
//! tree, and in the token streams of macros (their definitions and their invocations),
//! which syn leaves unparsed.

use proc_macro2::{Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::BTreeSet;
use syn::visit::Visit;
use syn::visit_mut::{self, VisitMut};
use syn::{Item, UseTree};

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

/// Rewrites the paths of `file`, the code of the library `own`, so that they resolve
/// with every one of `libraries` inlined as a module of the crate root.
pub fn rewrite(file: &mut syn::File, own: &str, libraries: &BTreeSet<String>) {
    let own = Ident::new(own, Span::call_site());
    Rewriter { own, libraries }.visit_file_mut(file);
}

struct Rewriter<'a> {
    /// The module the own library becomes.
    own: Ident,
    /// A path starting with one of these names a library, which no longer resolves by
    /// itself inside a module.
    libraries: &'a BTreeSet<String>,
}

impl Rewriter<'_> {
    fn rewrite_use_tree(&self, tree: &mut UseTree) {
        match tree {
            UseTree::Path(p) if p.ident == "crate" => {
                let (own, rest) = (&self.own, &p.tree);
                *p.tree = syn::parse_quote!(#own::#rest);
            }
            UseTree::Path(p) if self.libraries.contains(&p.ident.to_string()) => {
                let library = &*tree;
                *tree = syn::parse_quote!(crate::#library);
            }
            UseTree::Group(g) => {
                for item in &mut g.items {
                    self.rewrite_use_tree(item);
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
                    out.push(Group::new(g.delimiter(), self.rewrite_tokens(g.stream())).into());
                    continue;
                }
                TokenTree::Ident(ident) => {
                    let before_separator = tokens.get(i + 1..i + 3).is_some_and(is_path_separator);
                    let after_separator =
                        out.len() >= 2 && is_path_separator(&out[out.len() - 2..]);
                    let after_dollar =
                        matches!(out.last(), Some(TokenTree::Punct(p)) if p.as_char() == '$');
                    if ident == "crate" && before_separator {
                        out.push(token.clone());
                        out.extend(path_separator());
                        out.push(self.own.clone().into());
                        continue;
                    } else if before_separator
                        && !after_separator
                        && !after_dollar
                        && self.libraries.contains(&ident.to_string())
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
    fn visit_path_mut(&mut self, path: &mut syn::Path) {
        if path.segments.len() > 1 {
            let first = path.segments[0].ident.to_string();
            if first == "crate" && path.leading_colon.is_none() {
                path.segments.insert(1, self.own.clone().into());
            } else if self.libraries.contains(&first) {
                path.leading_colon = None;
                path.segments
                    .insert(0, Ident::new("crate", Span::call_site()).into());
            }
        }
        visit_mut::visit_path_mut(self, path);
    }

    fn visit_item_use_mut(&mut self, item: &mut syn::ItemUse) {
        self.rewrite_use_tree(&mut item.tree);
        item.leading_colon = None;
    }

    fn visit_macro_mut(&mut self, mac: &mut syn::Macro) {
        mac.tokens = self.rewrite_tokens(std::mem::take(&mut mac.tokens));
        visit_mut::visit_macro_mut(self, mac);
    }
}

/// Turns the `#[macro_export]` macros of a library's root into macros of its module:
/// the attribute goes (it would put them at the root of the bundle) and a
/// `pub(crate) use name;` after each makes `lib::name!` resolve as before.
pub fn export_macros_from_module(file: &mut syn::File) -> Result<(), String> {
    let mut items = Vec::with_capacity(file.items.len());
    for mut item in std::mem::take(&mut file.items) {
        let exported = match &mut item {
            Item::Macro(mac) if is_exported(&mac.attrs) => {
                mac.attrs.retain(|a| !a.path().is_ident("macro_export"));
                mac.ident.clone()
            }
            _ => None,
        };
        items.push(item);
        if let Some(name) = exported {
            items.push(syn::parse_quote!(pub(crate) use #name;));
        }
    }
    file.items = items;
    // Those of the root are no longer exported: any left are defined deeper.
    let mut nested = NestedExports(None);
    nested.visit_file(file);
    match nested.0 {
        Some(name) => Err(format!(
            "#[macro_export] macro `{name}` is defined below the crate root: not supported"
        )),
        None => Ok(()),
    }
}

fn is_exported(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("macro_export"))
}

/// Finds a `#[macro_export]` macro (`macro_rules! name`) inside modules.
struct NestedExports(Option<Ident>);

impl<'ast> Visit<'ast> for NestedExports {
    fn visit_item_macro(&mut self, mac: &'ast syn::ItemMacro) {
        if is_exported(&mac.attrs) && mac.ident.is_some() {
            self.0.clone_from(&mac.ident);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(source: &str) -> String {
        let libraries = ["lib", "dep"].iter().map(|s| s.to_string()).collect();
        let mut file = syn::parse_file(source).unwrap();
        rewrite(&mut file, "lib", &libraries);
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
        assert_eq!(rewritten(source), expected);
    }

    #[test]
    fn macro_tokens_are_rewritten() {
        let source =
            "macro_rules! m { () => { $crate::m!(@x); <u8 as $crate::R>::read(dep::s) }; }";
        let out = rewritten(source);
        let compact: String = out.split_whitespace().collect();
        assert!(compact.contains("$crate::lib::m!(@x)"), "{out}");
        assert!(
            compact.contains("$crate::lib::R>::read(crate::dep::s)"),
            "{out}"
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
            "macro_rules! input {\n    () => {};\n}\npub(crate) use input;\n"
        );
    }
}
