//! The one way the tools fill a template: each `@NAME@` replaced, a missing value refused.
//!
//! The templates are files: a new problem's in `xtask/templates/`, a starting file's in
//! `practice/templates/start/`, the site's pages in `site/web/`.

/// `template` with each placeholder `@NAME@` replaced by the value `values` gives
/// `NAME`, in one pass (a value is never read for placeholders).
///
/// ```
/// use gamebits_practice::template::fill;
/// assert_eq!(fill("@BINARY@ in @LANG@", &[("BINARY", "dpk"), ("LANG", "C++")]), "dpk in C++");
/// ```
///
/// # Panics
///
/// If `template` holds a placeholder (`@` and capitals or `_`, then `@`) that `values`
/// does not name: a template and its maker disagree.
pub fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut filled = String::with_capacity(template.len());
    let mut rest = template;
    while let Some(at) = rest.find('@') {
        filled.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let name = after.find('@').map(|end| &after[..end]);
        match name.filter(|name| is_placeholder(name)) {
            Some(name) => {
                let value = values.iter().find(|(key, _)| *key == name);
                let (_, value) = value.unwrap_or_else(|| panic!("no value for @{name}@"));
                filled.push_str(value);
                rest = &after[name.len() + 1..];
            }
            None => {
                filled.push('@');
                rest = after;
            }
        }
    }
    filled.push_str(rest);
    filled
}

/// Whether `name` can name a placeholder: capitals and `_`, at least one.
fn is_placeholder(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_uppercase() || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_once_and_other_text_kept() {
        let values = [("BINARY", "dpk"), ("URL", "https://a.b/@BINARY@")];
        assert_eq!(
            fill("@BINARY@ at @URL@; a@b, x@@y, {i}@", &values),
            "dpk at https://a.b/@BINARY@; a@b, x@@y, {i}@"
        );
    }

    #[test]
    #[should_panic(expected = "no value for @JUDGE@")]
    fn an_unknown_placeholder_is_a_bug() {
        fill("//! @JUDGE@", &[("BINARY", "dpk")]);
    }
}
