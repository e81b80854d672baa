//! `cargo xtask readme`: the README's and the guide's generated tables and pictures.
//!
//! Each is written between its marker comments (see `gamebits_problems::readme`): the
//! README's binaries table, from the registry; the bundle sizes in `docs/submitting.md`,
//! from bundling every binary; the pictures in `docs/draw.md`, each drawn as `cargo
//! xtask draw` draws it into `docs/pictures/`; and in `docs/hints.md`, every problem's
//! hints, included from its editorial. No one keeps a copy of them by hand; the tests
//! say to run this command when they differ. Everything is made before anything is
//! written, so a failure writes nothing.
//!
//! It stands above the commands' folders, as `main.rs` does: it puts together what
//! `bundle` and `checking::draw` make, which no folder may import from another.

use crate::base::file::read;
use crate::bundle;
use gamebits_problems::readme::{
    binaries_table, bundle_table, hints_block, pictures_block, replace_block, BINARIES,
    BUNDLE_SIZES, HINTS_BLOCK, PICTURES, PICTURES_BLOCK,
};
use std::collections::BTreeMap;
use std::fs;
use std::path::PathBuf;

/// Runs `cargo xtask readme`.
pub fn run() -> Result<(), String> {
    let root = crate::base::workspace::root()?;
    let sizes = bundle::sizes()?;
    let blocks = [
        (&BINARIES, binaries_table()),
        (
            &BUNDLE_SIZES,
            bundle_table(|binary| sizes.get(binary).copied())?,
        ),
        (&PICTURES_BLOCK, pictures_block()),
        (&HINTS_BLOCK, hints_block()),
    ];
    let mut files: BTreeMap<PathBuf, String> = BTreeMap::new();
    for picture in PICTURES {
        let svg = crate::checking::draw::svg_of_sample(&root, picture.binary, picture.input)?;
        files.insert(root.join(picture.file), svg);
    }
    for (block, text) in blocks {
        let path = root.join(block.file);
        let before = match files.get(&path) {
            Some(written) => written.clone(),
            None => read(&path)?,
        };
        let after = replace_block(&before, block.name, &text)
            .map_err(|e| format!("{}: {e}", block.file))?;
        files.insert(path, after);
    }
    for (path, text) in files {
        if fs::read_to_string(&path).ok().as_deref() == Some(text.as_str()) {
            println!("{}: up to date", path.display());
            continue;
        }
        fs::create_dir_all(path.parent().expect("a file in a folder"))
            .and_then(|()| fs::write(&path, &text))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        println!("{}: written", path.display());
    }
    Ok(())
}
