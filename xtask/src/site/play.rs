//! The play section of a problem's page (`site/web/play.html`), for a binary that plays.
//!
//! Which binaries play, and the options each game reads, are declared in its registry
//! entry ([`gamebits_problems::Play`]); the section has a field for each option.

use crate::base::file::read;
use gamebits_practice::template::fill;
use gamebits_problems::Problem;
use std::path::Path;

/// The play section of `problem`'s page, or nothing if its binary does not play.
pub fn section(root: &Path, problem: &Problem) -> Result<String, String> {
    let Some(play) = problem.shows.play else {
        return Ok(String::new());
    };
    let binary = problem.binary;
    let field = read(&root.join("site/web/play-option.html"))?;
    let fields: Vec<String> = play
        .options
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
