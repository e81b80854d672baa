//! `cargo xtask site`: the static site.
//!
//! The guide as a book (mdBook) with a page per problem where it is answered on one's
//! own input by the crate's own code compiled to WebAssembly (`site/`), with its
//! explanation and the picture of its states; it opens from disk or from any static
//! server (`--serve` is one).

mod archive;
mod book;
mod editorial;
mod embed;
mod front;
mod html;
mod kept;
mod pages;
mod play;
mod practice;
mod python;
mod serve;
mod wasm;

use std::path::{Path, PathBuf};

/// The arguments of `cargo xtask site`.
#[derive(clap::Args)]
pub struct Args {
    /// Where the site goes [default: target/site]
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,
    /// Then serve it on 127.0.0.1 until Ctrl-C
    #[arg(long)]
    serve: bool,
    /// The port --serve listens on (0: a free one, said when it starts)
    #[arg(long, default_value_t = serve::DEFAULT_PORT, requires = "serve")]
    port: u16,
    /// Also write the site as one .zip file to hand out (it opens from disk unpacked)
    #[arg(long, value_name = "FILE", value_parser = archive::zip_file)]
    archive: Option<PathBuf>,
}

/// Runs `cargo xtask site`: builds the WebAssembly (a module per page's binary),
/// writes the pages into a new folder
/// and puts it in place of the old one only when everything is written; then, with
/// `--archive`, writes that folder as one zip file.
pub fn run(args: &Args) -> Result<(), String> {
    let root = crate::base::workspace::root()?;
    let out = match &args.out {
        Some(out) => out.clone(),
        None => root.join("target/site"),
    };
    let problems = pages::problems();
    let binaries: Vec<&str> = problems.iter().map(|problem| problem.binary).collect();
    let modules = wasm::build(&root, &binaries)?;
    let building = sibling(&out, "building")?;
    let _ = std::fs::remove_dir_all(&building);
    let source = sibling(&out, "source")?;
    let written = book::write(&root, &modules, &source, &building);
    let _ = std::fs::remove_dir_all(&source);
    if let Err(e) = written {
        let _ = std::fs::remove_dir_all(&building);
        return Err(e);
    }
    let _ = std::fs::remove_dir_all(&out);
    std::fs::rename(&building, &out)
        .map_err(|e| format!("cannot move the site to {}: {e}", out.display()))?;
    println!("{}: the site (open index.html)", out.display());
    if let Some(file) = &args.archive {
        archive::write(&out, file)?;
        println!(
            "{}: the site in one file (unpacked, open index.html)",
            file.display()
        );
    }
    match args.serve {
        true => serve::run(&out, args.port),
        false => Ok(()),
    }
}

/// A folder beside `out` named after it with `.{suffix}`.
fn sibling(out: &Path, suffix: &str) -> Result<PathBuf, String> {
    let name = out
        .file_name()
        .ok_or_else(|| format!("{} names no folder", out.display()))?;
    Ok(out.with_file_name(format!("{}.{suffix}", name.to_string_lossy())))
}
