//! The site as it is published and handed out.
//!
//! The Pages workflow passes two linters offline and builds with `.ci/site`, which
//! builds the site from a fresh clone, and `cargo xtask site --archive` writes a zip
//! file that unpacks to the site as built. The slow tier's: it installs the linters
//! from PyPI, and needs git and Python.
#![cfg(unix)]

// Of the scratch copies xtask's tests make, this test needs only their target folder.
#[allow(dead_code)]
#[path = "../../../xtask/tests/scratch/mod.rs"]
mod scratch;

use gamebits_runner::child::Child;
use gamebits_runner::Run;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The linters, each pinned: zizmor (the workflow's security, offline: no look-up of
/// the actions' tags and commits) and check-jsonschema (the workflow's shape, by the
/// schema it vendors).
const LINTERS: [(&str, &str); 2] = [("zizmor", "1.32.0"), ("check-jsonschema", "0.39.0")];

/// The folder of the workflows.
const WORKFLOWS: &str = ".github/workflows";

/// The script the Pages workflow builds the site with.
const SCRIPT: &str = ".ci/site";

#[test]
#[ignore = "slow tier: installs zizmor and check-jsonschema from PyPI into target/tools"]
fn the_workflows_pass_zizmor_and_the_schema_offline_and_pages_builds_with_the_script() {
    let bin = linters();
    let workflows = workspace().join(WORKFLOWS);
    let files = workflow_files(&workflows);
    assert!(!files.is_empty(), "no workflow in {}", workflows.display());
    let mut zizmor = Command::new(bin.join("zizmor"));
    zizmor.args(["--offline", "--persona", "auditor", "--no-progress"]);
    run(zizmor.arg(&workflows));
    let mut schema = Command::new(bin.join("check-jsonschema"));
    schema.args(["--builtin-schema", "vendor.github-workflows"]);
    run(schema.args(&files));
    let workflow = workflows.join("site.yml");
    let text = std::fs::read_to_string(&workflow).expect("the Pages workflow is there");
    assert!(
        text.lines()
            .any(|line| line.trim() == format!("run: {SCRIPT} target/site")),
        "{} does not build the site with {SCRIPT}",
        workflow.display()
    );
}

#[test]
#[ignore = "slow tier: clones the repository and builds the site (cargo, mdBook)"]
fn the_site_script_builds_the_site_from_a_fresh_clone() {
    let folder = empty_folder("clone");
    // The scratch copies' target folder, where their dependencies are built (and the
    // workspace's mdBook linked), held from before the clone is made until it is built
    // (see `scratch::hold`); not the workspace's own.
    let target = scratch::target();
    let _held = scratch::hold(&target);
    // A path of this run's own: no module was kept for a workspace there (xtask keeps
    // the site's modules by what they were built from, the workspace's path among it),
    // so the first build below compiles every one.
    let clone = folder.join(format!("gamebits-{}", std::process::id()));
    let mut git = Command::new("git");
    run(git
        .args(["clone", "--quiet", "--no-hardlinks"])
        .arg(workspace())
        .arg(&clone));
    let site = folder.join("site");
    let build = |out: &Path| {
        let mut script = Command::new(clone.join(SCRIPT));
        script.env("CARGO_TARGET_DIR", &target);
        script.env("MDBOOK_OUTPUT__HTML__SITE_URL", "/gamebits/");
        run(script.arg(out));
    };
    build(&site);
    for page in ["index.html", "problems/dpk.html"] {
        assert!(site.join(page).is_file(), "no {page} in {}", site.display());
    }
    // The WebAssembly as a script per module: dpk's page loads dpk's and the picture's,
    // and the practice's script and module when its practice is used.
    for module in [
        "wasm/dpk.js",
        "wasm/picture.js",
        "practice.js",
        "wasm/practice.js",
    ] {
        assert!(
            site.join(module).is_file(),
            "no {module} in {}",
            site.display()
        );
    }
    let missing = std::fs::read_to_string(site.join("404.html")).expect("a 404 page");
    assert!(
        missing.contains(r#"<base href="/gamebits/">"#),
        "the 404 page is not based at the site-url"
    );
    // Built again from the same clone, the site's modules are those kept from the first
    // build, not compiled again: the site is the same, byte for byte.
    let again = folder.join("site-again");
    build(&again);
    assert_same_files(&files(&site), &files(&again), "the site built again");
    std::fs::remove_dir_all(&folder).expect("the clone is removed");
}

#[test]
#[ignore = "slow tier: builds the site (cargo, mdBook)"]
fn the_site_archive_unpacks_to_the_site_as_built() {
    let folder = empty_folder("archive");
    let site = folder.join("site");
    let archive = folder.join("gamebits-site.zip");
    let mut cargo = Command::new(env!("CARGO"));
    cargo.current_dir(workspace());
    cargo.args(["xtask", "site", "--out"]).arg(&site);
    run(cargo.arg("--archive").arg(&archive));
    // Unpacked by another reader than the writer: Python's.
    let unpacked = folder.join("unpacked");
    let mut unzip = Command::new("python3");
    run(unzip
        .args(["-m", "zipfile", "-e"])
        .arg(&archive)
        .arg(&unpacked));
    let folders: Vec<_> = std::fs::read_dir(&unpacked)
        .expect("unpacked")
        .map(|entry| entry.expect("an entry").file_name())
        .collect();
    assert_eq!(
        folders,
        ["gamebits-site"],
        "one folder, named after the file"
    );
    let built = files(&site);
    assert!(built.contains_key(Path::new("index.html")));
    assert!(built.contains_key(Path::new("problems/dpk.html")));
    let handed_out = files(&unpacked.join("gamebits-site"));
    assert_same_files(&built, &handed_out, "the archive");
    std::fs::remove_dir_all(&folder).expect("the scratch folder is removed");
}

/// The folder of zizmor and check-jsonschema, each the pinned version, installed in a
/// Python virtual environment in `<target>/tools/linters` the first time.
fn linters() -> PathBuf {
    let venv = target_dir().join("tools/linters");
    let bin = venv.join("bin");
    let installed = LINTERS.iter().all(|(name, version)| {
        let mut asked = Command::new(bin.join(name));
        asked.arg("--version");
        let said = Run::new(&mut asked).wait();
        said.is_ok_and(|run| String::from_utf8_lossy(&run.stdout.bytes).contains(version))
    });
    if !installed {
        let _ = std::fs::remove_dir_all(&venv);
        run(Command::new("python3").args(["-m", "venv"]).arg(&venv));
        let mut pip = Command::new(bin.join("pip"));
        pip.args(["install", "--quiet", "--disable-pip-version-check"]);
        run(pip.args(LINTERS.map(|(name, version)| format!("{name}=={version}"))));
    }
    bin
}

/// The `.yml` files of `folder`, in order.
fn workflow_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("the workflows' folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "yml" || e == "yaml"))
        .collect();
    files.sort();
    files
}

/// Every file under `folder`, by its path relative to it, with its bytes.
fn files(folder: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut folders = vec![folder.to_path_buf()];
    while let Some(next) = folders.pop() {
        for entry in std::fs::read_dir(&next).expect("a folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else {
                let bytes = std::fs::read(&path).expect("a file");
                let relative = path.strip_prefix(folder).expect("under the folder");
                found.insert(relative.to_path_buf(), bytes);
            }
        }
    }
    found
}

/// Fails the test unless `found` holds the files of `expected` and no other, each with
/// the same bytes; `what` names `found` in the message.
fn assert_same_files(
    expected: &BTreeMap<PathBuf, Vec<u8>>,
    found: &BTreeMap<PathBuf, Vec<u8>>,
    what: &str,
) {
    assert_eq!(
        found.keys().collect::<Vec<_>>(),
        expected.keys().collect::<Vec<_>>(),
        "{what} has other files than the site"
    );
    for (path, bytes) in expected {
        assert!(found[path] == *bytes, "{what}: {} differs", path.display());
    }
}

/// Runs `command` through the crate's runner, its output shown, and fails the test if
/// it fails.
fn run(command: &mut Command) {
    let mut child = Child::spawn(command).expect("the command starts");
    let status = child.wait_until(None).expect("the command ends").status;
    assert!(status.success(), "{command:?} failed ({status})");
}

/// A new empty folder `name` under the tests' scratch folder.
fn empty_folder(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("published")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("the scratch folder is made");
    folder
}

/// The workspace's target folder (the tests' scratch folder is `<target>/tmp`).
fn target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("the target folder")
        .to_path_buf()
}

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}
