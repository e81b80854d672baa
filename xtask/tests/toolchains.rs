//! Every workspace member's `rust-version` covers what its locked dependencies need.
//!
//! Dev-dependencies included: the Rust version each package declares, or for one that
//! declares none, the first Rust that knows its edition.

use gamebits_test_support::output;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

/// A Rust version as (major, minor, patch).
type Version = (u64, u64, u64);

fn parse_version(text: &str) -> Version {
    let mut parts = text
        .split('.')
        .map(|p| p.parse::<u64>().expect("a version number"));
    let mut next = || parts.next().unwrap_or(0);
    (next(), next(), next())
}

/// The Rust a package needs: its `rust-version`, else the first Rust of its edition.
fn needs(package: &Value) -> Version {
    match package["rust_version"].as_str() {
        Some(version) => parse_version(version),
        None => match package["edition"].as_str() {
            Some("2024") => (1, 85, 0),
            Some("2021") => (1, 56, 0),
            Some("2018") => (1, 31, 0),
            _ => (1, 0, 0),
        },
    }
}

#[test]
fn every_members_rust_version_covers_its_locked_dependencies() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = output(
        Command::new(cargo)
            .args(["metadata", "--format-version", "1", "--locked"])
            .current_dir(env!("CARGO_MANIFEST_DIR")),
    )
    .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let packages: BTreeMap<&str, &Value> = metadata["packages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["id"].as_str().unwrap(), p))
        .collect();
    let nodes: BTreeMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| (n["id"].as_str().unwrap(), n))
        .collect();
    let mut failures = Vec::new();
    for member in metadata["workspace_members"].as_array().unwrap() {
        let member = member.as_str().unwrap();
        let package = packages[member];
        let declared = package["rust_version"]
            .as_str()
            .map(parse_version)
            .unwrap_or_else(|| panic!("{} declares no rust-version", package["name"]));
        // The member's dependencies of every kind, then theirs but for dev-dependencies.
        let mut reached = BTreeSet::new();
        let mut stack = vec![(member, true)];
        while let Some((id, is_member)) = stack.pop() {
            for dep in nodes[id]["deps"].as_array().unwrap() {
                let only_dev = dep["dep_kinds"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(|kind| kind["kind"] == "dev");
                let dep_id = dep["pkg"].as_str().unwrap();
                if (is_member || !only_dev) && reached.insert(dep_id) {
                    stack.push((dep_id, false));
                }
            }
        }
        for id in reached {
            let dependency = packages[id];
            if needs(dependency) > declared {
                failures.push(format!(
                    "{} declares rust-version {declared:?}, but {} {} needs {:?}",
                    package["name"],
                    dependency["name"],
                    dependency["version"],
                    needs(dependency)
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
