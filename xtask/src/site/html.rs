//! The pieces of HTML every page of the site is made of: text escaped, code marked.

/// `text` for HTML, its markup characters escaped.
pub fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Escaped `text` with each span between backticks, as Markdown writes code, in
/// `<code>`; an unpaired backtick stays as it is.
pub fn with_code(text: &str) -> String {
    let spans: Vec<&str> = text.split('`').collect();
    let mut html = String::new();
    for (index, span) in spans.iter().enumerate() {
        match (index % 2, index + 1 == spans.len()) {
            (1, false) => html.push_str(&format!("<code>{span}</code>")),
            (1, true) => html.push_str(&format!("`{span}")),
            _ => html.push_str(span),
        }
    }
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_is_marked_in_escaped_text() {
        assert_eq!(
            with_code(&escaped("remove `a_i` < K")),
            "remove <code>a_i</code> &lt; K"
        );
        assert_eq!(with_code("a ` b"), "a ` b");
    }
}
