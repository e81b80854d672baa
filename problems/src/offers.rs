//! What each binary offers besides its answer, as its folder `src/bin/<binary>/` says.
//!
//! The files a binary's folder holds are the one place this is known: an `explain.rs`
//! gives it `--explain` and the frame (`run_explained` or `run_played`), in which the
//! site runs it; the explanation draws its states (`--explain=dot`) where it calls
//! `why.draw`, and records its table's steps (`--explain=steps`) where it calls
//! `why.step`; a `play.rs` gives it `--play`. (Whether a problem is interactive, judged
//! against a jury with no frame of its own, is the registry's [`crate::Checker`].) The
//! site's build (`fuzz/build.rs`, which includes this file) makes its table of binaries
//! from here, and the tools and tests ask here which binaries the site shows and which
//! play: no list of them is kept by hand. This file uses `std` alone, for that build.

use std::io;
use std::path::Path;

/// A binary of `src/bin` and what it offers besides its answer.
///
/// ```
/// let binaries = gamebits_problems::offers::binaries("../src/bin".as_ref()).unwrap();
/// let dpk = binaries.iter().find(|b| b.name == "dpk").unwrap();
/// assert!(dpk.explains && dpk.draws && dpk.steps && dpk.plays);
/// let dpu = binaries.iter().find(|b| b.name == "dpu").unwrap();
/// assert!(dpu.explains && !dpu.draws && !dpu.steps && !dpu.plays);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Binary {
    /// Its name, its folder's: the judge's problem's.
    pub name: String,
    /// Whether it explains (an `explain.rs`): `--explain`, and a page on the site.
    pub explains: bool,
    /// Whether its explanation draws its states (calls `why.draw`): `--explain=dot`.
    pub draws: bool,
    /// Whether its explanation records its steps (calls `why.step`): `--explain=steps`.
    pub steps: bool,
    /// Whether it plays (a `play.rs`): `--play`, here and in its page.
    pub plays: bool,
}

/// Every binary of the folder `bins` (`src/bin`: each folder with a `main.rs`), in
/// name order, with what it offers.
///
/// ```
/// use gamebits_problems::offers::binaries;
/// let binaries = binaries("../src/bin".as_ref()).unwrap();
/// let interactive = binaries.iter().find(|b| b.name == "dpk_interactive").unwrap();
/// assert!(!interactive.explains && !interactive.draws && !interactive.plays);
/// assert!(binaries.windows(2).all(|pair| pair[0].name < pair[1].name));
/// ```
pub fn binaries(bins: &Path) -> io::Result<Vec<Binary>> {
    let mut binaries = Vec::new();
    for entry in std::fs::read_dir(bins)? {
        let folder = entry?.path();
        if !folder.join("main.rs").is_file() {
            continue;
        }
        let name = folder.file_name().unwrap_or_default().to_string_lossy();
        let explain = folder.join("explain.rs");
        let explanation = match explain.is_file() {
            true => std::fs::read_to_string(&explain)?,
            false => String::new(),
        };
        binaries.push(Binary {
            name: name.into_owned(),
            explains: explain.is_file(),
            draws: explanation.contains("why.draw("),
            steps: explanation.contains("why.step("),
            plays: folder.join("play.rs").is_file(),
        });
    }
    binaries.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(binaries)
}
