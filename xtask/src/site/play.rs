//! The play section of a problem's page (`site/web/play.html`), for the binaries that
//! play (`src/bin/<binary>/play.rs`), with a field for each option their `setup` reads.

use super::pages::{fill, read};
use std::path::Path;

/// The options a game's `setup` may read, beside `--as` (the side menu).
const OPTIONS: [&str; 6] = [
    "--case",
    "--start",
    "--colours",
    "--remove",
    "--keep",
    "--covered",
];

/// The play section of `binary`'s page, or nothing if it does not play.
pub fn section(root: &Path, binary: &str) -> Result<String, String> {
    let play_rs = root.join(format!("src/bin/{binary}/play.rs"));
    if !play_rs.is_file() {
        return Ok(String::new());
    }
    let source = read(&play_rs)?;
    let field = read(&root.join("site/web/play-option.html"))?;
    let fields: Vec<String> = OPTIONS
        .iter()
        .filter(|option| source.contains(&format!("\"{option}\"")))
        .map(|option| {
            let id = format!("{}-{binary}", option.trim_start_matches('-'));
            fill(&field, &[("id", &id), ("option", option)])
        })
        .collect();
    let template = read(&root.join("site/web/play.html"))?;
    let section = fill(
        &template,
        &[("binary", binary), ("option_fields", &fields.join(""))],
    );
    // No blank line: the section sits in a Markdown page as one HTML block.
    let lines: Vec<&str> = section
        .lines()
        .filter(|line| !line.trim().is_empty())
        .collect();
    Ok(lines.join("\n"))
}
