//! The checker chosen for a new problem.
//!
//! As `new` and `listen` are told it (`--checker`, `--interactive`, the extension's
//! `interactive`): its registry entry's `checker`, and for a problem judged by a
//! program, that program (`checker.rs` or `interactor.rs` beside its `main.rs`, made
//! from its template and built as a `[[bin]]` of the root `Cargo.toml`).

use crate::making::templates;

/// The checker chosen for a new problem: what judges its answers.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckerChoice {
    /// By a text checker: its registry expression, such as `Checker::Identical`.
    Text(String),
    /// By a checker program, `src/bin/<p>/checker.rs`.
    Custom,
    /// By an interactor, `src/bin/<p>/interactor.rs`, against which the solution plays.
    Interactive,
}

impl CheckerChoice {
    /// The choice `--checker CHECKER` (if given) and `--interactive` make, or why
    /// they cannot be had: `standard` (the default), `identical`, `floats`,
    /// `floats:PRECISION` (1 to 18 digits), `floats:PRECISION:MODE` (`default`,
    /// `absolute` or `relative`), or `custom`.
    pub fn of(checker: Option<&str>, interactive: bool) -> Result<CheckerChoice, String> {
        let Some(text) = checker else {
            return Ok(match interactive {
                true => CheckerChoice::Interactive,
                false => CheckerChoice::Text("Checker::Standard".into()),
            });
        };
        if interactive {
            return Err(format!(
                "--checker {text} does not apply to an interactive problem: its interactor judges"
            ));
        }
        let bad = || {
            format!(
                "--checker `{text}` is not standard, identical, custom, \
                 floats[:PRECISION[:default|absolute|relative]]"
            )
        };
        let parts: Vec<&str> = text.split(':').collect();
        let float = |precision: &str, mode: &str| {
            let digits = precision.bytes().all(|b| b.is_ascii_digit());
            let precision: u32 = precision
                .parse()
                .ok()
                .filter(|p| digits && (1..=18).contains(p))
                .ok_or_else(bad)?;
            let mode = match mode {
                "default" => "Default",
                "absolute" => "Absolute",
                "relative" => "Relative",
                _ => return Err(bad()),
            };
            Ok(CheckerChoice::Text(format!(
                "Checker::Floats {{ precision: {precision}, error: crate::checker::FloatError::{mode} }}"
            )))
        };
        match parts[..] {
            ["standard"] => Ok(CheckerChoice::Text("Checker::Standard".into())),
            ["identical"] => Ok(CheckerChoice::Text("Checker::Identical".into())),
            ["custom"] => Ok(CheckerChoice::Custom),
            ["floats"] => float("6", "default"),
            ["floats", precision] => float(precision, "default"),
            ["floats", precision, mode] => float(precision, mode),
            _ => Err(bad()),
        }
    }

    /// The registry entry's `checker` for `binary`.
    pub fn entry(&self, binary: &str) -> String {
        match self {
            CheckerChoice::Text(expression) => expression.clone(),
            CheckerChoice::Custom => format!("Checker::Custom(\"{binary}-checker\")"),
            CheckerChoice::Interactive => format!("Checker::Interactive(\"{binary}-interactor\")"),
        }
    }

    /// The program that judges `binary`, if a program does: its executable's name, its
    /// path in the workspace and its first text.
    pub fn program(&self, binary: &str) -> Option<(String, String, String)> {
        let (role, template) = match self {
            CheckerChoice::Text(_) => return None,
            CheckerChoice::Custom => ("checker", templates::CHECKER),
            CheckerChoice::Interactive => ("interactor", templates::INTERACTOR),
        };
        Some((
            format!("{binary}-{role}"),
            format!("src/bin/{binary}/{role}.rs"),
            templates::fill(template, &[("BINARY", binary)]),
        ))
    }
}

/// `text` (the root `Cargo.toml`) with a `[[bin]]` named `name` built from `path`,
/// before its `[dev-dependencies]`.
pub fn built(text: &str, name: &str, path: &str) -> Result<String, String> {
    let at = text
        .find("\n[dev-dependencies]")
        .ok_or("no [dev-dependencies] to add a [[bin]] before")?;
    let bin = templates::fill(templates::BIN, &[("NAME", name), ("PATH", path)]);
    Ok(format!("{}\n\n{bin}{}", text[..at].trim_end(), &text[at..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checkers_are_read_as_the_registry_writes_them() {
        assert_eq!(
            CheckerChoice::of(None, false).unwrap().entry("p"),
            "Checker::Standard"
        );
        assert_eq!(
            CheckerChoice::of(Some("identical"), false)
                .unwrap()
                .entry("p"),
            "Checker::Identical"
        );
        assert_eq!(
            CheckerChoice::of(Some("floats:9:relative"), false)
                .unwrap()
                .entry("p"),
            "Checker::Floats { precision: 9, error: crate::checker::FloatError::Relative }"
        );
        assert_eq!(
            CheckerChoice::of(Some("floats"), false).unwrap().entry("p"),
            "Checker::Floats { precision: 6, error: crate::checker::FloatError::Default }"
        );
        assert_eq!(
            CheckerChoice::of(Some("custom"), false).unwrap().entry("p"),
            "Checker::Custom(\"p-checker\")"
        );
        assert_eq!(
            CheckerChoice::of(None, true).unwrap().entry("p"),
            "Checker::Interactive(\"p-interactor\")"
        );
        for bad in [
            "",
            "Identical",
            "floats:",
            "floats:0",
            "floats:19",
            "floats:+6",
            "floats:6:abs",
            "floats:6:absolute:x",
            "custom:x",
        ] {
            let why = CheckerChoice::of(Some(bad), false).unwrap_err();
            assert!(
                why.starts_with(&format!("--checker `{bad}` is not")),
                "{why}"
            );
        }
        assert!(CheckerChoice::of(Some("standard"), true)
            .unwrap_err()
            .contains("interactive"));
    }

    #[test]
    fn a_program_is_built_as_a_bin_of_the_root_manifest() {
        let manifest = "[package]\nname = \"gamebits\"\n\n[dev-dependencies]\nx = \"1\"\n";
        assert_eq!(
            built(manifest, "p-checker", "src/bin/p/checker.rs").unwrap(),
            "[package]\nname = \"gamebits\"\n\n[[bin]]\nname = \"p-checker\"\npath = \"src/bin/p/checker.rs\"\n\n[dev-dependencies]\nx = \"1\"\n"
        );
        assert!(built("[package]\n", "p", "q").is_err());
    }
}
