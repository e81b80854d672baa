//! The workspace's floors and imports: nothing points up, nothing goes round.
//!
//! Three rules, read from the sources as they are (the manifests by `cargo metadata`, the
//! Rust files with `syn`, both already built for xtask, so this test costs only its own
//! compilation):
//!
//! - no crate of the workspace depends on a crate on a higher floor ([`FLOORS`]);
//! - no cycle of imports among the files of one folder of any crate's `src/` tree: an
//!   import is a path that starts with `crate::`, `super::` or `self::`, or with the name
//!   of a module the file declares, in a `use` or in the code (a macro's arguments where
//!   they are expressions), and names another file's module; a file's naming its own
//!   submodules is the module tree, not an import;
//! - no file in one of xtask's command folders (`xtask/src/<folder>/`) imports a file in
//!   another, but for `base/`, the floor they all stand on.

use cargo_metadata::{DependencyKind, Metadata, MetadataCommand};
use gamebits_runner::Run;
use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use syn::punctuated::Punctuated;
use syn::visit::Visit;

/// The floors of the workspace's crates, each standing on those below it: the library,
/// the registry (and the picture of a binary's states, made by the library alone), the
/// runner of processes, the judging of a solution, and the tools, the `gamebits`
/// program, the site, the tests' support on top.
const FLOORS: &[(&str, u8)] = &[
    ("gamebits", 0),
    ("gamebits-problems", 1),
    ("gamebits-picture", 1),
    ("gamebits-runner", 2),
    ("gamebits-practice", 3),
    ("xtask", 4),
    ("gamebits-cli", 4),
    ("gamebits-floor", 4),
    ("gamebits-site", 4),
    ("gamebits-site-browser", 4),
    ("gamebits-test-support", 4),
];

/// The floor a crate's tests stand on, whatever the crate's own: the top, with the
/// tests' support (a `[dev-dependencies]` table may reach up to it).
const TESTS_FLOOR: u8 = 4;

/// The folder of xtask that every command folder may import.
const XTASK_BASE: &str = "xtask/src/base";

#[test]
fn no_crate_depends_on_a_higher_floor() {
    let mut wrong = Vec::new();
    for package in metadata().workspace_packages() {
        let name = package.name.as_str();
        let floor = floor(name);
        for dependency in package.dependencies.iter().filter(|d| d.path.is_some()) {
            let allowed = match dependency.kind {
                DependencyKind::Development => TESTS_FLOOR,
                _ => floor,
            };
            let target = dependency.name.as_str();
            if self::floor(target) > allowed {
                let table = match &dependency.target {
                    Some(platform) => format!("target.'{platform}'.{}", table(dependency.kind)),
                    None => table(dependency.kind).to_string(),
                };
                let manifest = package.manifest_path.as_std_path();
                wrong.push(format!(
                    "{}: {name} (floor {floor}) depends on {target} (floor {}) in [{table}]",
                    manifest
                        .strip_prefix(workspace())
                        .unwrap_or(manifest)
                        .display(),
                    self::floor(target)
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies up the floors:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_cycle_of_imports_among_the_files_of_a_folder() {
    let mut cycles = Vec::new();
    for graph in graphs() {
        let folders: BTreeSet<&Path> = graph.files.keys().filter_map(|f| f.parent()).collect();
        for folder in folders {
            let within = |file: &PathBuf| file.parent() == Some(folder);
            let edges: Vec<&Import> = graph
                .imports
                .iter()
                .filter(|i| within(&i.from) && within(&i.to))
                .collect();
            for cycle in strongly_connected(&edges) {
                cycles.push(describe(folder, &cycle, &edges));
            }
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn no_xtask_command_folder_imports_another() {
    let src = Path::new("xtask/src");
    let folder = |file: &Path| {
        let inner = file.strip_prefix(src).ok()?;
        let parts: Vec<_> = inner.components().collect();
        (parts.len() > 1).then(|| src.join(parts[0]))
    };
    let mut wrong = Vec::new();
    for graph in graphs() {
        for import in &graph.imports {
            let (Some(from), Some(to)) = (folder(&import.from), folder(&import.to)) else {
                continue;
            };
            if from != to && to != Path::new(XTASK_BASE) {
                wrong.push(format!(
                    "{} imports {} (`{}`)",
                    import.from.display(),
                    import.to.display(),
                    import.path
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports from one command folder into another (move what they share to {XTASK_BASE}):\n{}",
        wrong.join("\n")
    );
}

/// Every crate of the workspace with its files and their imports, read once for the
/// tests that ask.
fn graphs() -> &'static [Graph] {
    static GRAPHS: OnceLock<Vec<Graph>> = OnceLock::new();
    GRAPHS.get_or_init(|| {
        let root = workspace();
        let members = members(&root);
        members.iter().flat_map(|m| crates(&root, m)).collect()
    })
}

/// The workspace's root: the folder above xtask's.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask is in the workspace")
        .to_path_buf()
}

/// The workspace's crates as `cargo metadata` describes them (their own manifests, no
/// dependency resolved), read once for the tests that ask.
fn metadata() -> &'static Metadata {
    static METADATA: OnceLock<Metadata> = OnceLock::new();
    METADATA.get_or_init(|| {
        let mut command = MetadataCommand::new()
            .manifest_path(workspace().join("Cargo.toml"))
            .no_deps()
            .cargo_command();
        let ran = Run::new(&mut command)
            .output_cap(usize::MAX)
            .unheld()
            .wait()
            .expect("cargo metadata runs");
        let said = String::from_utf8_lossy(&ran.stderr.bytes);
        assert!(ran.exit.status.success(), "cargo metadata failed: {said}");
        MetadataCommand::parse(String::from_utf8_lossy(&ran.stdout.bytes))
            .expect("cargo metadata says its JSON")
    })
}

/// The folders of the workspace's crates, relative to the root.
fn members(root: &Path) -> Vec<PathBuf> {
    let folder = |package: &&cargo_metadata::Package| {
        let dir = package
            .manifest_path
            .parent()
            .expect("a manifest is in a folder");
        let dir = dir
            .as_std_path()
            .strip_prefix(root)
            .expect("a member is under the root");
        dir.to_path_buf()
    };
    metadata().workspace_packages().iter().map(folder).collect()
}

/// The manifest's table of a dependency of the kind `kind`.
fn table(kind: DependencyKind) -> &'static str {
    match kind {
        DependencyKind::Development => "dev-dependencies",
        DependencyKind::Build => "build-dependencies",
        _ => "dependencies",
    }
}

/// The floor of the crate `name`, as [`FLOORS`] declares it.
fn floor(name: &str) -> u8 {
    FLOORS
        .iter()
        .find(|(crate_name, _)| *crate_name == name)
        .map(|&(_, floor)| floor)
        .unwrap_or_else(|| panic!("the crate {name} has no floor: declare it in FLOORS"))
}

/// One crate's files and the imports among them.
struct Graph {
    /// Each file (relative to the workspace's root) and its module's path in its crate.
    files: BTreeMap<PathBuf, Vec<String>>,
    imports: Vec<Import>,
}

/// A file's import of another file of its crate.
struct Import {
    from: PathBuf,
    to: PathBuf,
    /// The path as written, for the message.
    path: String,
}

/// The crates whose sources are in the `src/` tree of the member `member`: its library
/// or binary (`src/`, less `src/bin/`) and each binary of `src/bin/`, each with its
/// files and their imports.
fn crates(root: &Path, member: &Path) -> Vec<Graph> {
    let src = member.join("src");
    let bin = src.join("bin");
    let mut roots = vec![(src.clone(), Some(bin.clone()))];
    if let Ok(entries) = fs::read_dir(root.join(&bin)) {
        let mut binaries: Vec<PathBuf> = entries
            .map(|entry| bin.join(entry.expect("a folder entry").file_name()))
            .collect();
        binaries.sort();
        roots.extend(binaries.into_iter().map(|binary| (binary, None)));
    }
    roots
        .into_iter()
        .map(|(dir, skip)| graph(root, &dir, skip.as_deref()))
        .filter(|graph| !graph.files.is_empty())
        .collect()
}

/// The files of the crate whose root is in `dir` (or is the file `dir`), but for those
/// under `skip`, and their imports.
fn graph(root: &Path, dir: &Path, skip: Option<&Path>) -> Graph {
    let mut sources = Vec::new();
    collect(root, dir, skip, &mut sources);
    let files: BTreeMap<PathBuf, Vec<String>> = sources
        .into_iter()
        .map(|file| {
            let module = module_of(dir, &file);
            (file, module)
        })
        .collect();
    let by_module: BTreeMap<&[String], &PathBuf> =
        files.iter().map(|(f, m)| (m.as_slice(), f)).collect();
    let mut imports = Vec::new();
    for (file, module) in &files {
        let text = fs::read_to_string(root.join(file)).expect("a source file reads");
        let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let mut paths = Paths {
            scope: module.clone(),
            found: Vec::new(),
        };
        paths.visit_file(&parsed);
        for (scope, path) in paths.found {
            let Some(target) = resolve(&scope, &path, &by_module) else {
                continue;
            };
            // A file naming a module it declares (a child, or below) is the module tree,
            // not an import: a parent file is its folder's table of contents.
            if !files[target].starts_with(module) {
                imports.push(Import {
                    from: file.clone(),
                    to: target.clone(),
                    path: path.join("::"),
                });
            }
        }
    }
    Graph { files, imports }
}

/// Every `.rs` file in `dir` (or `dir` itself, a file) and below, relative to `root`,
/// but for those under `skip`.
fn collect(root: &Path, dir: &Path, skip: Option<&Path>, files: &mut Vec<PathBuf>) {
    if Some(dir) == skip {
        return;
    }
    let full = root.join(dir);
    if full.is_file() {
        if dir.extension().is_some_and(|e| e == "rs") {
            files.push(dir.to_path_buf());
        }
        return;
    }
    let Ok(entries) = fs::read_dir(&full) else {
        return;
    };
    for entry in entries {
        let name = entry.expect("a folder entry").file_name();
        collect(root, &dir.join(name), skip, files);
    }
}

/// The module path of the file `file` in the crate whose root is in `dir`: `a/b.rs` and
/// `a/b/mod.rs` are `a::b`; the crate's root file (`lib.rs`, `main.rs`, or `dir`
/// itself) is the empty path.
fn module_of(dir: &Path, file: &Path) -> Vec<String> {
    let inner = file.strip_prefix(dir).expect("a file of the crate");
    let mut parts: Vec<String> = inner
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|last| last == "mod")
        || parts.len() == 1 && matches!(parts[0].as_str(), "lib" | "main")
    {
        parts.pop();
    }
    parts
}

/// The file that holds what `path`, written in the module `scope`, names: the file of
/// the longest module path it starts with; `None` for a path out of the crate (another
/// crate, a name in scope).
fn resolve<'a>(
    scope: &[String],
    path: &[String],
    modules: &BTreeMap<&[String], &'a PathBuf>,
) -> Option<&'a PathBuf> {
    let absolute: Vec<String> = match path.first()?.as_str() {
        "crate" => path[1..].to_vec(),
        "self" => [scope, &path[1..]].concat(),
        "super" => {
            let ups = path.iter().take_while(|p| *p == "super").count();
            let base = scope.get(..scope.len().checked_sub(ups)?)?;
            [base, &path[ups..]].concat()
        }
        _ => {
            let child = [scope, &path[..1]].concat();
            modules.get(child.as_slice())?;
            [scope, path].concat()
        }
    };
    (0..=absolute.len())
        .rev()
        .find_map(|n| modules.get(&absolute[..n]).copied())
}

/// The paths a file writes, each with the module it is written in (its inline modules
/// included): in `use` items, expanded, and in the code.
struct Paths {
    scope: Vec<String>,
    found: Vec<(Vec<String>, Vec<String>)>,
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if item.content.is_some() {
            self.scope.push(item.ident.to_string());
            syn::visit::visit_item_mod(self, item);
            self.scope.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        use_paths(&item.tree, Vec::new(), &mut leaves);
        for path in leaves {
            self.found.push((self.scope.clone(), path));
        }
    }

    /// A macro's arguments where they are expressions (`format!`, `assert!`, `vec!`, …).
    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        let parser = Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
        if let Ok(arguments) = mac.parse_body_with(parser) {
            for argument in &arguments {
                self.visit_expr(argument);
            }
        }
        syn::visit::visit_macro(self, mac);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments = path.segments.iter().map(|s| s.ident.to_string()).collect();
        self.found.push((self.scope.clone(), segments));
        syn::visit::visit_path(self, path);
    }
}

/// The paths a `use` tree imports, one per leaf (`a::{b, c::*}`: `a::b`, `a::c`).
fn use_paths(tree: &syn::UseTree, prefix: Vec<String>, leaves: &mut Vec<Vec<String>>) {
    let with = |name: &syn::Ident| [prefix.clone(), vec![name.to_string()]].concat();
    match tree {
        syn::UseTree::Path(path) => use_paths(&path.tree, with(&path.ident), leaves),
        syn::UseTree::Name(name) if name.ident == "self" => leaves.push(prefix),
        syn::UseTree::Name(name) => leaves.push(with(&name.ident)),
        syn::UseTree::Rename(rename) => leaves.push(with(&rename.ident)),
        syn::UseTree::Glob(_) => leaves.push(prefix),
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_paths(tree, prefix.clone(), leaves);
            }
        }
    }
}

/// The sets of two or more files that each reach the others by `imports`.
fn strongly_connected(imports: &[&Import]) -> Vec<BTreeSet<PathBuf>> {
    let reach = |start: &PathBuf| {
        let mut seen = BTreeSet::from([start.clone()]);
        let mut todo = vec![start.clone()];
        while let Some(file) = todo.pop() {
            for import in imports.iter().filter(|i| i.from == file) {
                if seen.insert(import.to.clone()) {
                    todo.push(import.to.clone());
                }
            }
        }
        seen
    };
    let files: BTreeSet<&PathBuf> = imports.iter().map(|i| &i.from).collect();
    let reached: BTreeMap<&PathBuf, BTreeSet<PathBuf>> =
        files.iter().map(|&f| (f, reach(f))).collect();
    let mut sets = BTreeSet::new();
    for (&file, from_it) in &reached {
        let set: BTreeSet<PathBuf> = from_it
            .iter()
            .filter(|other| reached.get(other).is_some_and(|back| back.contains(file)))
            .cloned()
            .collect();
        if set.len() > 1 {
            sets.insert(set);
        }
    }
    sets.into_iter().collect()
}

/// A cycle in `folder` as a message: its files, and the imports that join them.
fn describe(folder: &Path, cycle: &BTreeSet<PathBuf>, imports: &[&Import]) -> String {
    let name = |file: &PathBuf| file.file_name().unwrap().to_string_lossy().into_owned();
    let files: Vec<String> = cycle.iter().map(name).collect();
    let mut joins: Vec<String> = imports
        .iter()
        .filter(|i| cycle.contains(&i.from) && cycle.contains(&i.to))
        .map(|i| format!("    {} → {} (`{}`)", name(&i.from), name(&i.to), i.path))
        .collect();
    joins.dedup();
    format!(
        "{}/: {}\n{}",
        folder.display(),
        files.join(", "),
        joins.join("\n")
    )
}
