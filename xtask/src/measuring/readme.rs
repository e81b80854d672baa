//! `cargo xtask readme`: writes the README's tables that the tests compare with the
//! code, each between its marker comments (see `gamebits_problems::readme`): the binaries
//! table, from the registry, the bundle sizes, from bundling every binary, and the
//! pictures, each drawn as `cargo xtask draw` draws it into `docs/pictures/`. No one
//! keeps a copy of them by hand; the tests say to run this command when they differ.

use crate::bundle;
use gamebits_problems::readme::{
    binaries_table, bundle_table, pictures_block, replace_block, BINARIES, BUNDLE_SIZES, PICTURES,
    PICTURES_BLOCK,
};
use std::fs;

/// Runs `cargo xtask readme`.
pub fn run() -> Result<(), String> {
    let path = crate::workspace::root()?.join("README.md");
    let before =
        fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let sizes = bundle::sizes()?;
    let bundles = bundle_table(|binary| sizes.get(binary).copied())?;
    let after = replace_block(&before, BINARIES, &binaries_table())?;
    let after = replace_block(&after, BUNDLE_SIZES, &bundles)?;
    let after = replace_block(&after, PICTURES_BLOCK, &pictures_block())?;
    let root = crate::workspace::root()?;
    for picture in PICTURES {
        let svg = crate::checking::draw::svg_of_sample(&root, picture.binary, picture.input)?;
        let file = root.join(picture.file);
        if fs::read_to_string(&file).ok().as_deref() != Some(svg.as_str()) {
            fs::create_dir_all(file.parent().expect("a file in a folder"))
                .and_then(|()| fs::write(&file, &svg))
                .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            println!("{}: drawn", file.display());
        }
    }
    if after == before {
        println!("{}: the tables are up to date", path.display());
        return Ok(());
    }
    fs::write(&path, after).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    println!("{}: the tables are written", path.display());
    Ok(())
}
