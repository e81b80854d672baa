//! The play section of a problem's page (`site/web/play.html`), for a binary that plays.
//!
//! Which binaries play is [`gamebits_problems::offers`]'s; the section has a field for
//! each option the game's `setup` (`src/bin/<binary>/play.rs`) reads.

use super::html::read;
use crate::base::template::fill;
use crate::base::workspace;
use std::path::Path;

/// The play section of `binary`'s page, or nothing if it does not play.
pub fn section(root: &Path, binary: &str) -> Result<String, String> {
    let binaries = workspace::binaries(root)?;
    if !binaries.iter().any(|b| b.name == binary && b.plays) {
        return Ok(String::new());
    }
    let source = read(&root.join(format!("src/bin/{binary}/play.rs")))?;
    let field = read(&root.join("site/web/play-option.html"))?;
    let fields: Vec<String> = options_read(&source)
        .iter()
        .map(|option| {
            let id = format!("{}-{binary}", option.trim_start_matches('-'));
            fill(&field, &[("ID", &id), ("OPTION", option)])
        })
        .collect();
    let template = read(&root.join("site/web/play.html"))?;
    let section = fill(
        &template,
        &[("BINARY", binary), ("OPTION_FIELDS", &fields.join(""))],
    );
    // No blank line: the section sits in a Markdown page as one HTML block.
    let lines: Vec<&str> = section
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    Ok(lines.join("\n"))
}

/// The options a game's `setup` reads besides `--as` (the side menu), in the order it
/// first reads them: the names in its calls `options.<how>("--name"`.
fn options_read(source: &str) -> Vec<&str> {
    let mut names = Vec::new();
    for (at, _) in source.match_indices("options.") {
        let call = &source[at + "options.".len()..];
        let Some(open) = call.find('(') else { continue };
        let is_method = call[..open]
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_');
        let Some(name) = call[open + 1..].strip_prefix('"') else {
            continue;
        };
        let Some(close) = name.find('"') else {
            continue;
        };
        let name = &name[..close];
        if is_method && name.starts_with("--") && !names.contains(&name) {
            names.push(name);
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::options_read;

    #[test]
    fn the_options_are_the_names_setup_reads_in_order() {
        let source = r#"
            let start = options.number("--start", 1, 1..=n)? - 1;
            let set = match options.text("--colours") {
            // options.text("--start") read again, and a string that is no call:
            let again = options.text("--start");
            let words = "options of --keep";
            let side = options.side(game.sides(), 0)?;
        "#;
        assert_eq!(options_read(source), ["--start", "--colours"]);
    }
}
