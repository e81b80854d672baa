//! The site as a book, rendered by mdBook.
//!
//! The site as a book: the guide's chapters (`docs/`) and a part "Problems" of one page
//! per problem holding its widget, rendered by mdBook (pinned, installed from crates.io
//! into the target folder the first time it is needed). The widget's scripts and the
//! WebAssembly's modules are files of the book (`wasm/<name>.js`), which only the pages
//! with a widget load: a guide chapter loads none.

use super::wasm::Module;
use super::{embed, front, pages, python};
use crate::base::file::read;
use crate::base::process;
use gamebits_runner::Run;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The mdBook the site is built with: this exact version, without its server and its
/// watcher (`cargo xtask site --serve` serves).
const MDBOOK_VERSION: &str = "0.5.4";

/// The style sheet of `site/web/` every page loads, beside the book's `book.toml`.
const STYLE: &str = "widget.css";

/// The scripts of `site/web/` a page with a widget loads (`widget.html` names them, but
/// for the practice's, which `site.js` loads after the first answer and which loads
/// Python's), at the book's root.
const SCRIPTS: [&str; 9] = [
    "worker.js",
    "site.js",
    "play.js",
    "steps.js",
    "editorial.js",
    "embedded.js",
    "practice.js",
    "practice-python.mjs",
    "start.js",
];

/// Writes the book into `out` (a new folder), its source first into `source`, with
/// the WebAssembly's `modules`.
pub fn write(root: &Path, modules: &[Module], source: &Path, out: &Path) -> Result<(), String> {
    let mdbook = mdbook()?;
    let _ = fs::remove_dir_all(source);
    let chapters = source.join("src");
    copy_folder(&root.join("docs"), &chapters)?;
    copy_hints(root, source)?;
    let web = root.join("site/web");
    copy(&web.join("book.toml"), &source.join("book.toml"))?;
    copy(&web.join(STYLE), &source.join(STYLE))?;
    for script in SCRIPTS {
        copy(&web.join(script), &chapters.join(script))?;
    }
    python::copy_into(root, &chapters.join("pyodide"))?;
    let wasm = chapters.join("wasm");
    fs::create_dir_all(&wasm).map_err(|e| format!("cannot make {}: {e}", wasm.display()))?;
    for module in modules {
        let script = pages::wasm_script(&module.name, &module.wasm);
        write_file(&wasm.join(format!("{}.js", module.name)), &script)?;
    }
    let mut summary = read(&chapters.join("SUMMARY.md"))?;
    front::add(root, &chapters, &mut summary)?;
    summary.push_str("\n# Problems\n\n");
    fs::create_dir_all(chapters.join("problems"))
        .map_err(|e| format!("cannot make {}: {e}", chapters.display()))?;
    let problems = pages::problems();
    embed::write(root, &problems, &chapters)?;
    for problem in problems {
        let binary = problem.binary;
        summary.push_str(&format!("- [`{binary}`](problems/{binary}.md)\n"));
        let page = format!("# `{binary}`\n\n{}\n", pages::widget(root, problem, "../")?);
        write_file(&chapters.join(format!("problems/{binary}.md")), &page)?;
    }
    write_file(&chapters.join("SUMMARY.md"), &summary)?;
    let mut build = Command::new(&mdbook);
    build.arg("build").arg(source).arg("--dest-dir").arg(out);
    let status =
        process::status(&mut build).map_err(|e| format!("cannot run {}: {e}", mdbook.display()))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("mdbook build failed ({status})")),
    }
}

/// The pinned mdBook, installed into `<target>/tools` by `cargo install` if it is not
/// there yet (`<target>` the folder xtask was built in, so that a clone built with
/// `CARGO_TARGET_DIR` shares it).
///
/// It is built without optimisation: on 2 cores that takes 30 s against 71 s (44 s of
/// CPU against 123 s), and it renders the guide in 0.6 s against 0.15 s.
fn mdbook() -> Result<PathBuf, String> {
    let tools = crate::base::workspace::target_dir()?.join("tools");
    let mdbook = tools
        .join("bin")
        .join(format!("mdbook{}", std::env::consts::EXE_SUFFIX));
    let installed = Run::new(Command::new(&mdbook).arg("--version")).wait();
    if installed.is_ok_and(|o| String::from_utf8_lossy(&o.stdout.bytes).contains(MDBOOK_VERSION)) {
        return Ok(mdbook);
    }
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut install = Command::new(cargo);
    install
        .args(["install", "mdbook", "--locked", "--no-default-features"])
        .args(["--features", "search", "--version"])
        .arg(format!("={MDBOOK_VERSION}"))
        .arg("--root")
        .arg(&tools)
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0");
    let status =
        process::status(&mut install).map_err(|e| format!("cannot run cargo install: {e}"))?;
    match status.success() {
        true => Ok(mdbook),
        false => Err(format!(
            "cargo install mdbook ={MDBOOK_VERSION} failed ({status})"
        )),
    }
}

/// Copies every problem's hints (`src/bin/<p>/editorial/hints.md`, where there are
/// some yet) to the same path under `source`, where the chapter of hints
/// (`docs/hints.md`, included as `../src/bin/<p>/editorial/hints.md`) finds them from
/// the book's `src/` as it does from `docs/` in the workspace.
fn copy_hints(root: &Path, source: &Path) -> Result<(), String> {
    for problem in gamebits_problems::PROBLEMS {
        let hints = gamebits_problems::editorial::hints_file(problem.binary);
        if !root.join(&hints).is_file() {
            continue;
        }
        let to = source.join(&hints);
        let folder = to.parent().expect("a file in a folder");
        fs::create_dir_all(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
        copy(&root.join(&hints), &to)?;
    }
    Ok(())
}

/// Copies the folder `from` into the new folder `to`, with everything inside it.
fn copy_folder(from: &Path, to: &Path) -> Result<(), String> {
    fs::create_dir_all(to).map_err(|e| format!("cannot make {}: {e}", to.display()))?;
    let entries = fs::read_dir(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", from.display()))?;
        let path = entry.path();
        let target = to.join(entry.file_name());
        match path.is_dir() {
            true => copy_folder(&path, &target)?,
            false => copy(&path, &target)?,
        }
    }
    Ok(())
}

fn copy(from: &Path, to: &Path) -> Result<(), String> {
    fs::copy(from, to)
        .map(|_| ())
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
