//! The worst-case inputs, cached as files under `target/bench-inputs/<binary>/<slug>.in`.
//!
//! An input is generated when its file is missing or older than the xtask executable
//! (which holds the generators: a changed generator rebuilds it). Generation runs in a
//! child process, so that the measuring process never holds a large input: on Linux
//! its own peak memory would show up in every measured child's peak.

use gamebits_gen::{Problem, WorstCase};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The file name of a case: its name in lower case, each run of other characters
/// than letters and digits made one `-`.
pub fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_end_matches('-').to_string()
}

/// Checks that the cases of `binary` have distinct, non-empty slugs.
pub fn check_slugs(binary: &str, cases: &[WorstCase]) -> Result<(), String> {
    for (i, case) in cases.iter().enumerate() {
        let own = slug(case.name);
        if own.is_empty() {
            return Err(format!(
                "worst case `{}` of {binary} needs a letter or digit in its name",
                case.name
            ));
        }
        if let Some(other) = cases[..i].iter().find(|c| slug(c.name) == own) {
            return Err(format!(
                "worst cases `{}` and `{}` of {binary} both get the file name {own}.in",
                other.name, case.name
            ));
        }
    }
    Ok(())
}

/// Where the input of `case` of `binary` is cached.
pub fn path(target_dir: &Path, binary: &str, case: &WorstCase) -> PathBuf {
    target_dir
        .join("bench-inputs")
        .join(binary)
        .join(format!("{}.in", slug(case.name)))
}

/// The cached input of `case`, generated first by `generator` (an xtask executable) if
/// the file is missing or older than `generator`.
pub fn ensure(
    target_dir: &Path,
    problem: &Problem,
    case: &WorstCase,
    generator: &Path,
) -> Result<PathBuf, String> {
    let binary = problem.binary;
    let input = path(target_dir, binary, case);
    if !is_fresh(&input, generator) {
        eprintln!("bench: generating {}", input.display());
        let status = Command::new(generator)
            .args(["bench", "--write-input", binary, case.name])
            .arg(&input)
            .status()
            .map_err(|e| format!("cannot run {}: {e}", generator.display()))?;
        if !status.success() {
            return Err(format!(
                "generating `{}` of {binary} failed: {status}",
                case.name
            ));
        }
    }
    Ok(input)
}

/// Whether `input` exists and is not older than `generator`.
fn is_fresh(input: &Path, generator: &Path) -> bool {
    let modified = |path: &Path| fs::metadata(path).and_then(|m| m.modified());
    match (modified(input), modified(generator)) {
        (Ok(input), Ok(generator)) => input >= generator,
        _ => false,
    }
}

/// Generates the case `name` of `binary` into `path`, through a temporary file so that
/// an interrupted write never leaves a truncated input behind.
pub fn write(binary: &str, name: &str, path: &Path) -> Result<(), String> {
    let case = gamebits_gen::problem(binary)
        .and_then(|p| p.worst_cases.iter().find(|c| c.name == name))
        .ok_or_else(|| format!("no worst case `{name}` of {binary}"))?;
    let directory = path
        .parent()
        .ok_or_else(|| format!("{} has no directory", path.display()))?;
    fs::create_dir_all(directory)
        .map_err(|e| format!("cannot create {}: {e}", directory.display()))?;
    let partial = path.with_extension("in.partial");
    fs::write(&partial, (case.generate)())
        .and_then(|()| fs::rename(&partial, path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_keep_letters_and_digits() {
        assert_eq!(slug("K=1e5, A=1..100"), "k-1e5-a-1-100");
        assert_eq!(slug("K=1e5, A=2,4..200"), "k-1e5-a-2-4-200");
        assert_eq!(slug(" complete DAG, N = 15 "), "complete-dag-n-15");
        assert_eq!(slug("Σ = 1e7"), "1e7");
        assert_eq!(slug("…"), "");
    }

    #[test]
    fn cases_of_one_binary_need_distinct_slugs() {
        let case = |name| WorstCase {
            name,
            generate: String::new,
        };
        assert!(check_slugs("a", &[case("N = 1"), case("N = 2")]).is_ok());
        let clash = check_slugs("a", &[case("N = 1"), case("N=1")]).unwrap_err();
        assert!(clash.contains("n-1.in"), "{clash}");
        assert!(check_slugs("a", &[case("?")]).is_err());
    }

    #[test]
    fn every_worst_case_has_its_own_file() {
        for problem in gamebits_gen::PROBLEMS {
            assert!(check_slugs(problem.binary, problem.worst_cases).is_ok());
        }
    }
}
