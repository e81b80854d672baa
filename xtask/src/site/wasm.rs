//! The site's WebAssembly, built.
//!
//! The site's WebAssembly: the `site/` crate built for `wasm32-unknown-unknown`, whose
//! standard library rustup installs if it is missing.

use std::path::Path;
use std::process::Command;

/// The target the site's crate is built for.
const TARGET: &str = "wasm32-unknown-unknown";

/// Builds the site's crate in release for the browser and returns its `.wasm`.
pub fn build(root: &Path) -> Result<Vec<u8>, String> {
    add_target()?;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args([
            "build",
            "--release",
            "-p",
            "gamebits-site",
            "--target",
            TARGET,
        ])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!(
            "cargo build -p gamebits-site --target {TARGET} failed ({status})"
        ));
    }
    let wasm = crate::base::workspace::target_dir()?
        .join(TARGET)
        .join("release/gamebits_site.wasm");
    std::fs::read(&wasm).map_err(|e| format!("cannot read {}: {e}", wasm.display()))
}

/// `rustup target add wasm32-unknown-unknown`, which does nothing when it is there.
fn add_target() -> Result<(), String> {
    let status = Command::new("rustup")
        .args(["target", "add", TARGET])
        .status()
        .map_err(|e| format!("cannot run rustup to add the {TARGET} target: {e}"))?;
    match status.success() {
        true => Ok(()),
        false => Err(format!("rustup target add {TARGET} failed ({status})")),
    }
}
