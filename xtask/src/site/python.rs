//! Pyodide for the page's practice in Python: pinned from npm, the files a page needs.
//!
//! `site/package.json` and `site/package-lock.json` pin the npm package `pyodide`;
//! `npm ci` installs it into the target folder (again only when the lock changed), and
//! the files a page loads are copied into the site's `pyodide/`, which a page fetches
//! only when the student first runs Python.

use crate::base::process;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The files of the package a page loads: the loader, the interpreter and its standard
/// library, and the lock that names its packages.
const FILES: [&str; 5] = [
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
];

/// Copies Pyodide's files a page needs into `to`, installing the pinned package first
/// if the target folder lacks it.
pub fn copy_into(root: &Path, to: &Path) -> Result<(), String> {
    let package = install(root)?.join("node_modules/pyodide");
    fs::create_dir_all(to).map_err(|e| format!("cannot make {}: {e}", to.display()))?;
    for file in FILES {
        let from = package.join(file);
        fs::copy(&from, to.join(file))
            .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))?;
    }
    Ok(())
}

/// The folder in the target folder where `npm ci` installed `site/package-lock.json`,
/// run if the lock installed there is not the same.
fn install(root: &Path) -> Result<PathBuf, String> {
    let folder = crate::base::workspace::target_dir()?.join("site-npm");
    let lock = crate::base::file::read(&root.join("site/package-lock.json"))?;
    let installed = folder.join("node_modules/.package-lock.json");
    let same = fs::read_to_string(folder.join("package-lock.json")).is_ok_and(|kept| kept == lock);
    if same && installed.is_file() {
        return Ok(folder);
    }
    fs::create_dir_all(&folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    for file in ["package.json", "package-lock.json"] {
        let from = root.join("site").join(file);
        fs::copy(&from, folder.join(file))
            .map_err(|e| format!("cannot copy {}: {e}", from.display()))?;
    }
    let status = process::status(Command::new("npm").current_dir(&folder).args([
        "ci",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
    ]))
    .map_err(|e| format!("cannot run npm to install Pyodide (install Node.js and npm): {e}"))?;
    match status.success() {
        true => Ok(folder),
        false => Err(format!("npm ci in {} failed ({status})", folder.display())),
    }
}
