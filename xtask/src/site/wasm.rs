//! The site's WebAssembly: a module per page's binary, the picture's and the practice's.
//!
//! The `site/` crate built for `wasm32-unknown-unknown`, whose standard library rustup
//! installs if it is missing, once per module a page loads (each binary's; the
//! picture's layout and the registry's practice, which every page shares).

use super::kept::Kept;
use crate::base::process;
use std::path::Path;
use std::process::Command;

/// The target the site's crate is built for.
const TARGET: &str = "wasm32-unknown-unknown";

/// The module of the picture's layout (`site/build.rs` knows it by this name too).
pub const PICTURE: &str = "picture";

/// The module of the registry's practice, which a page loads on its first Run
/// (`site/build.rs` knows it by this name too).
pub const PRACTICE: &str = "practice";

/// A module of the site: its name (a binary's, [`PICTURE`] or [`PRACTICE`]) and its
/// `.wasm`.
pub struct Module {
    pub name: String,
    pub wasm: Vec<u8>,
}

/// Builds the site's crate in release for the browser as the module of each of
/// `binaries`, the picture's and the practice's, one after another into one target
/// folder (the dependencies compile once), but for those kept from a build of the same
/// workspace (see [`Kept`]); returns them in that order.
pub fn build(root: &Path, binaries: &[&str]) -> Result<Vec<Module>, String> {
    add_target()?;
    let release = crate::base::workspace::target_dir()?
        .join(TARGET)
        .join("release");
    let built = release.join("gamebits_site.wasm");
    let kept = Kept::new(release.join("site-modules"), root)?;
    let mut modules = Vec::new();
    for name in binaries.iter().copied().chain([PICTURE, PRACTICE]) {
        let wasm = match kept.get(name) {
            Some(wasm) => wasm,
            None => {
                build_module(root, name)?;
                let wasm = std::fs::read(&built)
                    .map_err(|e| format!("cannot read {}: {e}", built.display()))?;
                kept.put(name, &wasm)?;
                wasm
            }
        };
        modules.push(Module {
            name: name.to_string(),
            wasm,
        });
    }
    Ok(modules)
}

/// Builds the site's crate as the module `name` (see `site/build.rs`), without the
/// names of its functions, which only a debugger reads (a page loads a third less).
fn build_module(root: &Path, name: &str) -> Result<(), String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = process::status(
        Command::new(cargo)
            .current_dir(root)
            .env("GAMEBITS_SITE_MODULE", name)
            .env("CARGO_PROFILE_RELEASE_STRIP", "true")
            .args([
                "build",
                "--release",
                "-p",
                "gamebits-site",
                "--target",
                TARGET,
            ]),
    )
    .map_err(|e| format!("cannot run cargo: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!(
            "cargo build -p gamebits-site --target {TARGET} as the module {name} failed ({status})"
        )),
    }
}

/// `rustup target add wasm32-unknown-unknown`, which does nothing when it is there.
fn add_target() -> Result<(), String> {
    let status = process::status(Command::new("rustup").args(["target", "add", TARGET]))
        .map_err(|e| format!("cannot run rustup to add the {TARGET} target: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("rustup target add {TARGET} failed ({status})")),
    }
}
