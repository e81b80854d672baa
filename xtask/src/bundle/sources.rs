//! The sources a bundle is made from, as `cargo metadata` tells them.
//!
//! The package's binaries, its library, and the exact versions of the crates they depend
//! on, as locked in `Cargo.lock`.

use cargo_metadata::{DependencyKind, Metadata, MetadataCommand, Package, PackageId};
use gamebits_runner::Run;
use std::collections::BTreeSet;
use std::path::PathBuf;

/// A library crate whose source goes into the bundles.
pub struct LibCrate {
    /// The name code uses for it (`proconio`), which becomes the module's name.
    pub name: String,
    /// `lib.rs` or what the manifest names instead.
    pub root: PathBuf,
    /// The features it is built with.
    pub features: BTreeSet<String>,
    /// For a dependency: where it comes from and the licence notice that must travel
    /// with its source.
    pub notice: Option<String>,
}

/// The package whose binaries are bundled, and everything they may use.
pub struct Sources {
    /// Each binary's name and source file, sorted by name.
    pub binaries: Vec<(String, PathBuf)>,
    /// The package's own library, then its dependencies, in the order of `Cargo.toml`.
    pub libraries: Vec<LibCrate>,
}

impl Sources {
    /// Reads the metadata of the workspace's root package (`gamebits`).
    pub fn load() -> Result<Sources, String> {
        let manifest = crate::base::workspace::root()?.join("Cargo.toml");
        let mut command = MetadataCommand::new()
            .manifest_path(manifest)
            .cargo_command();
        let ran = Run::new(&mut command)
            .output_cap(usize::MAX)
            .unheld()
            .wait()
            .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
        if !ran.exit.status.success() {
            let said = String::from_utf8_lossy(&ran.stderr.bytes);
            return Err(format!("cargo metadata failed: {}", said.trim_end()));
        }
        let metadata = MetadataCommand::parse(String::from_utf8_lossy(&ran.stdout.bytes))
            .map_err(|e| format!("cargo metadata said what is not its JSON: {e}"))?;
        let package = metadata
            .root_package()
            .ok_or("the workspace has no root package")?;
        let (_, dependencies) = resolved(&metadata, &package.id)?;
        let features = defaults(package);
        let mut binaries: Vec<(String, PathBuf)> = package
            .targets
            .iter()
            .filter(|t| t.is_bin())
            .map(|t| (t.name.clone(), t.src_path.clone().into_std_path_buf()))
            .collect();
        binaries.sort();
        let mut libraries = Vec::new();
        if let Some(lib) = package.targets.iter().find(|t| t.is_lib()) {
            libraries.push(LibCrate {
                name: lib.name.replace('-', "_"),
                root: lib.src_path.clone().into_std_path_buf(),
                features,
                notice: None,
            });
        }
        for (name, id) in dependencies {
            libraries.push(dependency(&metadata, name, &id)?);
        }
        Ok(Sources {
            binaries,
            libraries,
        })
    }
}

/// The features a package's binaries are built with on their own: its default ones.
/// (`cargo metadata` unifies the features every member of the workspace enables, as the
/// site's crate enables `memory` for WebAssembly: not the judge's build.)
fn defaults(package: &Package) -> BTreeSet<String> {
    let mut features = BTreeSet::new();
    let mut next = vec!["default".to_string()];
    while let Some(feature) = next.pop() {
        let Some(enables) = package.features.get(&feature) else {
            continue;
        };
        if features.insert(feature) {
            // Only the package's own features: not `dep:x` nor `x/feature`.
            let own = enables
                .iter()
                .filter(|e| !e.contains(':') && !e.contains('/'));
            next.extend(own.cloned());
        }
    }
    features
}

/// A package's features, and the name code uses and the locked package of each of its
/// normal (not dev-, not build-) dependencies.
type Resolved = (BTreeSet<String>, Vec<(String, PackageId)>);

/// What `cargo metadata` resolved for the package `id`.
fn resolved(metadata: &Metadata, id: &PackageId) -> Result<Resolved, String> {
    let node = metadata
        .resolve
        .as_ref()
        .and_then(|r| r.nodes.iter().find(|n| &n.id == id))
        .ok_or_else(|| format!("cargo metadata did not resolve {id}"))?;
    let features = node.features.iter().map(|f| f.to_string()).collect();
    let normal = node
        .deps
        .iter()
        .filter(|d| d.dep_kinds.iter().any(|k| k.kind == DependencyKind::Normal))
        .map(|d| (d.name.clone(), d.pkg.clone()));
    Ok((features, normal.collect()))
}

/// A dependency to inline: it must be a plain library with no dependencies of its own
/// (the bundle would have to inline those too) and must allow copying under MIT.
fn dependency(metadata: &Metadata, name: String, id: &PackageId) -> Result<LibCrate, String> {
    let package = &metadata[id];
    let (features, own) = resolved(metadata, id)?;
    if !own.is_empty() {
        return Err(format!(
            "cannot bundle {} {}: it depends on other crates ({})",
            package.name,
            package.version,
            own.iter()
                .map(|d| d.0.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    let lib = package
        .targets
        .iter()
        .find(|t| t.is_lib())
        .ok_or_else(|| format!("{} has no library target", package.name))?;
    Ok(LibCrate {
        name,
        root: lib.src_path.clone().into_std_path_buf(),
        features,
        notice: Some(format!(
            "{} {}{}, used under the MIT licence:\n\n{}",
            package.name,
            package.version,
            package
                .repository
                .as_ref()
                .map_or(String::new(), |r| format!(" ({r})")),
            mit_notice(package)?
        )),
    })
}

/// The text of the MIT licence of `package`: its own `LICENSE-MIT` (or `LICENSE`) file
/// if the published package has one, else the standard MIT text under the copyright of
/// its authors as the manifest lists them.
fn mit_notice(package: &Package) -> Result<String, String> {
    let licence = package.license.as_deref().unwrap_or("");
    if !licence.split(" OR ").any(|l| l.trim() == "MIT") {
        return Err(format!(
            "cannot bundle {} {}: its licence `{licence}` does not offer MIT",
            package.name, package.version
        ));
    }
    let dir = package
        .manifest_path
        .parent()
        .expect("a manifest lives in a folder");
    for file in ["LICENSE-MIT", "LICENSE-MIT.md", "LICENSE", "LICENSE.md"] {
        if let Ok(text) = std::fs::read_to_string(dir.join(file)) {
            if text.contains("Permission is hereby granted") {
                return Ok(text);
            }
        }
    }
    if package.authors.is_empty() {
        return Err(format!(
            "cannot bundle {} {}: no MIT licence file and no authors to name",
            package.name, package.version
        ));
    }
    Ok(format!(
        "The MIT License\nCopyright (C) {}\n\n{MIT_PERMISSION}",
        package.authors.join(", ")
    ))
}

/// The MIT licence after its copyright line.
const MIT_PERMISSION: &str = "\
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the \"Software\"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of
the Software, and to permit persons to whom the Software is furnished to do so,
subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS
FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER
IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN
CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
";
