//! The first answer of every problem's page, from opening it, on one site or several.
//!
//! The time from opening each problem's page to its first sample's answer on the page
//! (the widget's `data-answered-at`, the page's own clock from its navigation), against
//! the goal of [`GOAL_MS`]. Given several sites (a folder opened from disk, or the
//! address of one served), each page is opened on each site in turn, the order turned
//! round every round, so that a slower moment of a shared machine falls on all of them
//! alike; the best and the median of [`ROUNDS`] are kept, with the machine's load
//! before and after.

use super::{attribute_when, paged};
use crate::Browser;
use std::path::PathBuf;
use std::time::Duration;

/// The goal: the first answer within this many milliseconds of opening the page.
pub const GOAL_MS: f64 = 300.0;
/// How many times each page is opened on each site.
const ROUNDS: usize = 6;
/// How long a page may take to answer before the bench gives up.
const LIMIT: Duration = Duration::from_secs(30);

/// A site to open the pages of: a folder (from disk) or the address of one served.
pub enum Site {
    Folder(PathBuf),
    Served(String),
}

impl Site {
    /// The site a command-line argument names: an `http://` address, or a folder.
    pub fn parse(argument: &str) -> Result<Site, String> {
        if argument.starts_with("http://") || argument.starts_with("https://") {
            return Ok(Site::Served(argument.trim_end_matches('/').to_string()));
        }
        let folder = PathBuf::from(argument)
            .canonicalize()
            .map_err(|e| format!("no site at {argument}: {e}"))?;
        Ok(Site::Folder(folder))
    }

    /// The address of the site's file `path`.
    fn address(&self, path: &str) -> String {
        match self {
            Site::Folder(folder) => format!("file://{}/{path}", folder.display()),
            Site::Served(base) => format!("{base}/{path}"),
        }
    }

    /// How the table's heading names the site.
    fn heading(&self) -> String {
        match self {
            Site::Folder(folder) => format!("`{}` from disk", folder.display()),
            Site::Served(base) => format!("`{base}` served"),
        }
    }
}

/// The table of the first answers of every problem's page on each of `sites`: for
/// each, the best and the median time, and whether the best is within the goal.
pub async fn first_answers(browser: &Browser, sites: &[Site]) -> Result<(), String> {
    println!("Load before: {}.\n", load());
    let headings: Vec<String> = sites.iter().map(Site::heading).collect();
    println!(
        "| page | {} |\n|---|{}",
        headings.join(" | "),
        "---:|".repeat(sites.len())
    );
    for problem in paged() {
        let path = format!("problems/{}.html", problem.binary);
        let mut times = vec![Vec::new(); sites.len()];
        for round in 0..ROUNDS {
            for turn in 0..sites.len() {
                // Odd rounds go the other way round.
                let at = match round % 2 {
                    0 => turn,
                    _ => sites.len() - 1 - turn,
                };
                times[at].push(first_answer_ms(browser, &sites[at].address(&path)).await?);
            }
        }
        let cells: Vec<String> = times.iter_mut().map(|t| cell(t)).collect();
        println!("| `{}` | {} |", problem.binary, cells.join(" | "));
    }
    println!(
        "\nEach cell: the best of {ROUNDS} openings (their median); the goal {GOAL_MS:.0} ms. \
         Load after: {}.\n",
        load()
    );
    Ok(())
}

/// From opening the page at `address` to its first sample's answer, in milliseconds.
async fn first_answer_ms(browser: &Browser, address: &str) -> Result<f64, String> {
    browser.goto(address).await?;
    attribute_when(browser, "data-answered-at", LIMIT).await
}

/// A cell of the table: the best of `times` and their median, and the best against
/// the goal.
fn cell(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let best = times[0];
    let median = times[times.len() / 2];
    let mark = match best <= GOAL_MS {
        true => "within",
        false => "**over**",
    };
    format!("{best:.0} ms ({median:.0}): {mark}")
}

/// The machine's load averages over 1, 5 and 15 minutes, and its cores.
fn load() -> String {
    let averages = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let averages: Vec<&str> = averages.split_whitespace().take(3).collect();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{} on {cores} cores", averages.join(" "))
}
