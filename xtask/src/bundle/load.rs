//! Reading a crate into one syntax tree.
//!
//! Every `mod name;` replaced by the module's file, items switched off by `#[cfg]`
//! (tests, features not enabled) removed, doc comments and other documentation
//! attributes dropped.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Item, Meta, Token};

/// The crate whose root file is `root`, with all its modules inline and cleaned,
/// `features` being the enabled ones.
pub fn load_crate(root: &Path, features: &BTreeSet<String>) -> Result<syn::File, String> {
    let dir = root.parent().expect("a source file lives in a folder");
    load_file(root, dir, features)
}

/// One file, cleaned, with the modules it declares loaded from `children_dir`.
fn load_file(
    path: &Path,
    children_dir: &Path,
    features: &BTreeSet<String>,
) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let mut file =
        syn::parse_file(&text).map_err(|e| format!("cannot parse {}: {e}", path.display()))?;
    clean(&mut file, features).map_err(|e| format!("{}: {e}", path.display()))?;
    load_modules(&mut file.items, children_dir, features)?;
    Ok(file)
}

/// Fills in the content of every `mod name;` among `items`, recursively.
fn load_modules(items: &mut [Item], dir: &Path, features: &BTreeSet<String>) -> Result<(), String> {
    for item in items {
        let Item::Mod(module) = item else { continue };
        if module.attrs.iter().any(|a| a.path().is_ident("path")) {
            return Err(format!(
                "module `{}` in {}: #[path] is not supported",
                module.ident,
                dir.display()
            ));
        }
        let name = module.ident.to_string();
        match &mut module.content {
            Some((_, inner)) => load_modules(inner, &dir.join(&name), features)?,
            None => {
                let file = load_file(&module_file(dir, &name)?, &dir.join(&name), features)?;
                module.attrs.extend(file.attrs);
                module.content = Some((Default::default(), file.items));
                module.semi = None;
            }
        }
    }
    Ok(())
}

/// Where `mod name;` declared for folder `dir` lives (its own modules live in
/// `dir/name` either way).
fn module_file(dir: &Path, name: &str) -> Result<PathBuf, String> {
    let flat = dir.join(format!("{name}.rs"));
    let nested = dir.join(name).join("mod.rs");
    if flat.is_file() {
        Ok(flat)
    } else if nested.is_file() {
        Ok(nested)
    } else {
        let (flat, nested) = (flat.display(), nested.display());
        Err(format!(
            "module `{name}`: neither {flat} nor {nested} exists"
        ))
    }
}

/// Removes from `file` what a build of the bundle would not see, and the documentation.
fn clean(file: &mut syn::File, features: &BTreeSet<String>) -> Result<(), String> {
    let mut cleaner = Cleaner {
        features,
        error: None,
    };
    cleaner.visit_file_mut(file);
    cleaner.error.map_or(Ok(()), Err)
}

struct Cleaner<'a> {
    features: &'a BTreeSet<String>,
    error: Option<String>,
}

impl Cleaner<'_> {
    /// Whether the node with `attrs` stays; drops its satisfied `#[cfg]`s and its docs:
    /// `#[doc = "…"]` (what `///` and `//!` become) and `#[doc(…)]`, for rustdoc only.
    fn keep(&mut self, attrs: &mut Vec<Attribute>) -> bool {
        let mut keep = true;
        attrs.retain(|attr| {
            if !attr.path().is_ident("cfg") {
                return !attr.path().is_ident("doc");
            }
            let predicate = attr.parse_args::<Meta>().map_err(|e| e.to_string());
            match predicate.and_then(|predicate| evaluate(&predicate, self.features)) {
                Ok(Some(true)) => false,
                Ok(Some(false)) => {
                    keep = false;
                    true
                }
                Ok(None) => true,
                Err(e) => {
                    self.error.get_or_insert(e);
                    true
                }
            }
        });
        keep
    }

    /// Keeps the `nodes` that stay, `attrs` giving each one's attributes if it has any.
    fn keep_all<T>(
        &mut self,
        nodes: &mut Vec<T>,
        attrs: fn(&mut T) -> Option<&mut Vec<Attribute>>,
    ) {
        nodes.retain_mut(|node| attrs(node).is_none_or(|attrs| self.keep(attrs)));
    }
}

/// The value of a `#[cfg]` predicate where it is known before the judge compiles:
/// `test` and `doc` are off, a feature is on if enabled; `None` for what the judge's
/// compiler decides (`debug_assertions`, the target), which stays in the bundle.
fn evaluate(predicate: &Meta, features: &BTreeSet<String>) -> Result<Option<bool>, String> {
    let name = predicate
        .path()
        .get_ident()
        .map(|i| i.to_string())
        .unwrap_or_default();
    match (predicate, name.as_str()) {
        (Meta::Path(_), "test" | "doc" | "doctest" | "miri") => Ok(Some(false)),
        (Meta::NameValue(nv), "feature") => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Ok(Some(features.contains(&s.value()))),
            _ => Err("malformed `feature` in #[cfg]".to_string()),
        },
        (Meta::List(list), "not" | "all" | "any") => {
            let parts = list
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .map_err(|e| e.to_string())?;
            let values = parts
                .iter()
                .map(|p| evaluate(p, features))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(match name.as_str() {
                "not" if values.len() == 1 => values[0].map(|v| !v),
                "not" => return Err("#[cfg(not(…))] takes one predicate".to_string()),
                "all" if values.contains(&Some(false)) => Some(false),
                "all" if values.iter().all(|v| *v == Some(true)) => Some(true),
                "any" if values.contains(&Some(true)) => Some(true),
                "any" if values.iter().all(|v| *v == Some(false)) => Some(false),
                _ => None,
            })
        }
        _ => Ok(None),
    }
}

impl VisitMut for Cleaner<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.attrs.retain(|a| !a.path().is_ident("doc"));
        self.keep_all(&mut file.items, item_attrs);
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, module: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut module.content {
            self.keep_all(items, item_attrs);
        }
        visit_mut::visit_item_mod_mut(self, module);
    }

    fn visit_item_impl_mut(&mut self, block: &mut syn::ItemImpl) {
        self.keep_all(&mut block.items, impl_item_attrs);
        visit_mut::visit_item_impl_mut(self, block);
    }

    fn visit_item_trait_mut(&mut self, block: &mut syn::ItemTrait) {
        self.keep_all(&mut block.items, trait_item_attrs);
        visit_mut::visit_item_trait_mut(self, block);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|stmt| match stmt {
            syn::Stmt::Item(item) => item_attrs(item).is_none_or(|attrs| self.keep(attrs)),
            syn::Stmt::Local(local) => self.keep(&mut local.attrs),
            syn::Stmt::Macro(mac) => self.keep(&mut mac.attrs),
            syn::Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_fields_named_mut(&mut self, fields: &mut syn::FieldsNamed) {
        fields.named.retain(|f| self.keep(&mut f.attrs));
        visit_mut::visit_fields_named_mut(self, fields);
    }

    fn visit_fields_unnamed_mut(&mut self, fields: &mut syn::FieldsUnnamed) {
        fields.unnamed.retain(|f| self.keep(&mut f.attrs));
        visit_mut::visit_fields_unnamed_mut(self, fields);
    }

    fn visit_item_enum_mut(&mut self, item: &mut syn::ItemEnum) {
        item.variants.retain(|v| self.keep(&mut v.attrs));
        visit_mut::visit_item_enum_mut(self, item);
    }

    fn visit_expr_match_mut(&mut self, expr: &mut syn::ExprMatch) {
        expr.arms.retain_mut(|arm| self.keep(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, expr);
    }
}

/// The attributes of an item, for the kinds that have them.
fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

fn impl_item_attrs(item: &mut syn::ImplItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        syn::ImplItem::Const(i) => &mut i.attrs,
        syn::ImplItem::Fn(i) => &mut i.attrs,
        syn::ImplItem::Type(i) => &mut i.attrs,
        syn::ImplItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

fn trait_item_attrs(item: &mut syn::TraitItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        syn::TraitItem::Const(i) => &mut i.attrs,
        syn::TraitItem::Fn(i) => &mut i.attrs,
        syn::TraitItem::Type(i) => &mut i.attrs,
        syn::TraitItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cleaned(source: &str, features: &[&str]) -> String {
        let mut file = syn::parse_file(source).unwrap();
        let features = features.iter().map(|f| f.to_string()).collect();
        clean(&mut file, &features).unwrap();
        prettyplease::unparse(&file)
    }

    #[test]
    fn tests_docs_and_disabled_features_go() {
        let source = r#"
            //! Crate docs.
            /// Item docs.
            #[doc(hidden)]
            pub fn kept() {}
            #[cfg(test)]
            mod tests {}
            #[cfg(feature = "derive")]
            pub use derive::*;
            #[cfg(feature = "on")]
            pub fn switched_on() {}
            #[cfg(not(debug_assertions))]
            pub fn judge_decides() {}
            #[cfg(all(unix, test))]
            fn never() {}
            pub struct S {
                /// Field docs.
                a: u8,
                #[cfg(test)]
                b: u8,
            }
            impl S {
                #[cfg(test)]
                fn only_in_tests() {}
                /// Method docs.
                fn method() {}
            }
        "#;
        let expected = "pub fn kept() {}\npub fn switched_on() {}\n\
            #[cfg(not(debug_assertions))]\npub fn judge_decides() {}\n\
            pub struct S {\n    a: u8,\n}\nimpl S {\n    fn method() {}\n}\n";
        assert_eq!(cleaned(source, &["on"]), expected);
    }
}
