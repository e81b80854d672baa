//! Accessibility as the web checks it: axe-core.
//!
//! axe-core (pinned from npm, installed for the tests only) run in Chromium on the
//! front page, every problem's page and a page of embeds, each once its widgets are
//! done. A violation in gamebits' own elements (a widget, an embed) fails; what axe
//! finds in mdBook's theme is listed, as the guide lists it.

use super::{check, embed, site_problems, wait_done};
use gamebits_site_browser::Browser;
use std::path::Path;

/// axe-core, pinned.
const AXE: &str = "axe-core@4.10.3";

/// Runs axe on the page and answers its violations as lines `rule (impact): target`,
/// those in gamebits' own elements first, then the others.
const RUN_AXE: &str = "const done = arguments[arguments.length - 1];
axe.run(document, { resultTypes: ['violations'] }).then((result) => {
  const ours = [], theirs = [];
  for (const v of result.violations) {
    for (const node of v.nodes) {
      const target = node.target[node.target.length - 1];
      const element = document.querySelector(target);
      const own = element !== null && element.closest('.gamebits, gamebits-problem') !== null;
      (own ? ours : theirs).push(`${v.id} (${v.impact}): ${target}`);
    }
  }
  done({ ours, theirs });
}).catch((error) => done({ ours: [`axe failed: ${error}`], theirs: [] }));";

/// The front page, every problem's page and the plain page of embeds: no violation in
/// gamebits' own elements.
pub async fn every_page(browser: &Browser, site: &Path) -> Result<(), String> {
    let axe = embed::npm_package(AXE)?.join("axe.min.js");
    let axe = std::fs::read_to_string(&axe).map_err(|e| format!("{}: {e}", axe.display()))?;
    let mut pages = vec![site.join("index.html")];
    for problem in site_problems() {
        pages.push(site.join(format!("problems/{}.html", problem.binary)));
    }
    let mut failures = Vec::new();
    for page in &pages {
        browser.open(page).await?;
        wait_done(browser).await?;
        failures.extend(violations(browser, &axe, page).await?);
    }
    let embeds = embed::lecture_page(site)?;
    browser.open(&embeds).await?;
    embed::wait_embeds_done(browser).await?;
    failures.extend(violations(browser, &axe, &embeds).await?);
    check(failures.is_empty(), || failures.join("\n"))
}

/// axe's violations in gamebits' own elements on the page open (`page`), each a line;
/// the others said on stderr.
async fn violations(browser: &Browser, axe: &str, page: &Path) -> Result<Vec<String>, String> {
    browser
        .client
        .execute(&format!("{axe}\nreturn true;"), vec![])
        .await
        .map_err(|e| format!("cannot load axe: {e}"))?;
    let found = browser
        .client
        .execute_async(RUN_AXE, vec![])
        .await
        .map_err(|e| format!("axe on {}: {e}", page.display()))?;
    let lines = |key: &str| -> Vec<String> {
        let list = found[key].as_array().cloned().unwrap_or_default();
        list.iter()
            .map(|line| format!("{}: {}", page.display(), line.as_str().unwrap_or_default()))
            .collect()
    };
    for line in lines("theirs") {
        eprintln!("not gamebits': {line}");
    }
    Ok(lines("ours"))
}
