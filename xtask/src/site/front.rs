//! The book's front page: the lecture's game, ready to play.
//!
//! The book's front page (`site/web/front.md`): the lecture's game, dpk on the lecture's
//! sample (A = {1, 2, 5, 9}, K = 10), ready to play; a prefix chapter, so mdBook makes it
//! the book's `index.html`.

use super::pages::widget_opening_on;
use crate::base::file::read;
use gamebits_practice::template::fill;
use gamebits_problems::PROBLEMS;
use std::fs;
use std::path::Path;

/// The front page's file, beside the chapters.
const FRONT: &str = "lecture.md";

/// Writes the front page into the book's `chapters` and puts it first in `summary`.
pub fn add(root: &Path, chapters: &Path, summary: &mut String) -> Result<(), String> {
    let dpk = PROBLEMS
        .iter()
        .find(|p| p.binary == "dpk")
        .ok_or("the registry has no dpk, the lecture's game")?;
    let template = read(&root.join("site/web/front.md"))?;
    let page = fill(
        &template,
        &[("LECTURE", &widget_opening_on(root, dpk, "lecture", "")?)],
    );
    let path = chapters.join(FRONT);
    fs::write(&path, page).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    let title = "# Summary\n";
    let at = summary.find(title).map_or(0, |at| at + title.len());
    summary.insert_str(at, &format!("\n[The lecture's game]({FRONT})\n"));
    Ok(())
}
