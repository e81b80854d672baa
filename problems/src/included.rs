//! A binary of `src/bin` as a module another crate includes.
//!
//! The site's and the fuzz targets' build scripts write each binary they run so:
//! `include!` cannot take a file's `//!` header, nor find a module's file from where the
//! text is included: [`module`] is the binary's `main.rs` without its header, each module
//! it declares from a file beside it given that file's path (or written inline, where
//! it has modules of its own in a folder), and `entry`, a public way to its private
//! `main`, appended.

use std::io;
use std::path::Path;

/// The binary whose folder is `folder` (`src/bin/<binary>`) as a module's text, to be
/// written where a crate's build puts its files and included there: its `main.rs`
/// without its header, its modules' files given by path, and `pub fn entry()`, its
/// `main`.
///
/// # Errors
///
/// A file of the folder that cannot be read.
///
/// ```
/// let dpk = gamebits_problems::included::module("../src/bin/dpk".as_ref()).unwrap();
/// assert!(!dpk.contains("//!"));
/// assert!(dpk.contains("/src/bin/dpk/explain.rs\"]\nmod explain;"));
/// assert!(dpk.ends_with("\npub fn entry() {\n    main()\n}\n"));
/// ```
pub fn module(folder: &Path) -> io::Result<String> {
    let source = std::fs::read_to_string(folder.join("main.rs"))?;
    let body: String = source
        .lines()
        .filter(|line| !line.starts_with("//!"))
        .map(|line| format!("{line}\n"))
        .collect();
    let mut module = with_modules(&body, folder)?;
    module.push_str("\npub fn entry() {\n    main()\n}\n");
    Ok(module)
}

/// `source`, a file of the folder `folder`'s module, with each module it declares from a
/// file beside it given that file's path; a module that has a folder of its own (its
/// files' modules) written inline instead, its own modules so given in turn.
fn with_modules(source: &str, folder: &Path) -> io::Result<String> {
    let mut module = String::new();
    for line in source.lines() {
        let name = line
            .strip_prefix("mod ")
            .and_then(|rest| rest.strip_suffix(';'));
        let file = name.map(|name| folder.join(format!("{name}.rs")));
        match (name, file.filter(|file| file.is_file())) {
            (Some(name), Some(file)) if folder.join(name).is_dir() => {
                let text = std::fs::read_to_string(&file)?;
                module.push_str(&format!("mod {name} {{\n"));
                module.push_str(&with_modules(&text, &folder.join(name))?);
                module.push_str("}\n");
                continue;
            }
            (_, Some(file)) => {
                module.push_str(&format!("#[path = {:?}]\n", file.display().to_string()));
            }
            _ => {}
        }
        module.push_str(line);
        module.push('\n');
    }
    Ok(module)
}
