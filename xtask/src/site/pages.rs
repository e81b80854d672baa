//! A problem's page.
//!
//! The widget of `site/web/widget.html` filled from the registry and the binary's
//! samples; and the WebAssembly as a script.

use super::html::{escaped, with_code};
use super::{editorial, play, practice};
use crate::base::file::read;
use crate::base::template::fill;
use base64::Engine;
use gamebits_problems::samples;
use gamebits_problems::{Problem, PROBLEMS};
use std::fs;
use std::path::Path;

/// The problems a page answers: each whose binary explains, as its registry entry
/// declares ([`gamebits_problems::Shows`]) and the site's build runs them; not an
/// interactive one, which needs a jury.
pub fn problems() -> Vec<&'static Problem> {
    PROBLEMS.iter().filter(|p| p.shows.explains).collect()
}

/// The widget of `problem`: `site/web/widget.html` filled in, as one HTML block (no
/// blank line, which would end it in Markdown: the code's are written `&#10;`), with
/// its scripts, which are at `to_root` (the way from its page to the site's root).
pub fn widget(root: &Path, problem: &Problem, to_root: &str) -> Result<String, String> {
    widget_opening_on(root, problem, "", to_root)
}

/// The widget of `problem` that opens on its sample `sample` (or its first, if "").
pub fn widget_opening_on(
    root: &Path,
    problem: &Problem,
    sample: &str,
    to_root: &str,
) -> Result<String, String> {
    let samples = sample_inputs(root, problem.binary)?;
    widget_of(root, problem, sample, &samples, to_root)
}

/// The widget of `problem` with its first sample only: an embed's, which opens on the
/// input it is given, or on that sample. Its scripts are left to `embed.js`, which takes
/// the widget's section alone.
pub fn widget_with_first_sample(root: &Path, problem: &Problem) -> Result<String, String> {
    let mut samples = sample_inputs(root, problem.binary)?;
    samples.truncate(1);
    widget_of(root, problem, "", &samples, "")
}

/// The widget of `problem` with `samples`, opening on `sample` (or the first, if ""),
/// its scripts at `to_root`.
fn widget_of(
    root: &Path,
    problem: &Problem,
    sample: &str,
    samples: &[(String, Vec<u8>)],
    to_root: &str,
) -> Result<String, String> {
    let options: Vec<String> = samples
        .iter()
        .map(|(name, _)| {
            format!(
                "          <option value=\"{0}\">{0}</option>",
                escaped(name)
            )
        })
        .collect();
    let json: Vec<String> = samples
        .iter()
        .map(|(name, input)| {
            let input = base64::engine::general_purpose::STANDARD.encode(input);
            format!("{{\"name\":{},\"input\":\"{input}\"}}", json_string(name))
        })
        .collect();
    let template = read(&root.join("site/web/widget.html"))?;
    let title = with_code(&escaped(problem.page.title));
    let statement = with_code(&escaped(problem.page.statement));
    Ok(fill(
        &template,
        &[
            ("BINARY", problem.binary),
            ("ROOT", to_root),
            ("TIME_MS", &problem.limits.time_ms.to_string()),
            ("SAMPLE", &escaped(sample)),
            ("TITLE", &title),
            ("STATEMENT", &statement),
            ("URL", problem.url),
            ("JUDGE", problem.judge),
            ("LIMITS", &escaped(&problem.limits.text())),
            ("SAMPLE_OPTIONS", &options.join("\n")),
            ("EDITORIAL", &editorial::section(root, problem.binary)?),
            // `</` cannot end the script early: JSON strings here are names and base64.
            ("SAMPLES_JSON", &format!("[{}]", json.join(","))),
            ("PLAY", &play::section(root, problem)?),
            ("PRACTICE", &practice::section(root, problem)?),
        ],
    ))
}

/// The samples of `binary` by name (`samples/<binary>/<name>.in`), in the order
/// [`samples::inputs`] lists them.
fn sample_inputs(root: &Path, binary: &str) -> Result<Vec<(String, Vec<u8>)>, String> {
    let folder = root.join("samples").join(binary);
    let inputs =
        samples::inputs(&folder).map_err(|e| format!("cannot read {}: {e}", folder.display()))?;
    let mut samples = Vec::new();
    for path in inputs {
        let name = path.file_stem().unwrap_or_default().to_string_lossy();
        let input = fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        samples.push((name.into_owned(), input));
    }
    Ok(samples)
}

/// `text` as a JSON string.
fn json_string(text: &str) -> String {
    serde_json::Value::String(text.to_string()).to_string()
}

/// The WebAssembly's module `name` as a classic script that puts it in base64 into
/// `self.GAMEBITS_WASM[name]`: a page opened from disk may load a script but not fetch
/// a file, and a page (or `embed.js`) finds a widget's module by its binary's name.
pub fn wasm_script(name: &str, wasm: &[u8]) -> String {
    let base64 = base64::engine::general_purpose::STANDARD.encode(wasm);
    format!(
        "// The module {name} of the site's WebAssembly (site/), built by cargo xtask site.\n\
         (self.GAMEBITS_WASM = self.GAMEBITS_WASM || {{}})[\"{name}\"] = \"{base64}\";\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_title_and_statement_are_escaped_once_with_their_code_marked() {
        assert_eq!(
            with_code(&escaped("DMOJ `dpk` (AtCoder EDPC K, \"Stones\").")),
            "DMOJ <code>dpk</code> (AtCoder EDPC K, &quot;Stones&quot;)."
        );
        assert_eq!(
            with_code(&escaped("A pile of K stones; remove `a_i` < K.")),
            "A pile of K stones; remove <code>a_i</code> &lt; K."
        );
    }
}
