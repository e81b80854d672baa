//! The embed: a problem's widget in a teacher's own page or slides.
//!
//! `embed.js`, one classic script that makes each `<gamebits-problem>` element a
//! problem's widget, built from its template `site/web/embed.js` holding the site's own
//! widget scripts; and per problem `embed/<binary>.js`, its widget's markup (as its
//! page has it, with its first sample only), which only the elements showing that
//! problem load; beside them the stylesheet under a name of its own (mdBook names the
//! pages' copy by its hash). The WebAssembly is the pages' own: `wasm/<binary>.js`,
//! `wasm/picture.js` for the picture's layout, and `wasm/practice.js` for the practice.

use super::pages;
use crate::base::file::read;
use gamebits_practice::template::fill;
use gamebits_problems::Problem;
use std::fs;
use std::path::Path;

/// The scripts of `site/web/` that `embed.js` holds, each with its placeholder, in the
/// order the site's pages load them.
const SCRIPTS: [(&str, &str); 6] = [
    ("WORKER_JS", "worker.js"),
    ("SITE_JS", "site.js"),
    ("PLAY_JS", "play.js"),
    ("STEPS_JS", "steps.js"),
    ("EMBEDDED_JS", "embedded.js"),
    ("PRACTICE_JS", "practice.js"),
];

/// Writes `embed.js` and `embed/` for `problems` into `folder`, beside its `wasm/`.
pub fn write(root: &Path, problems: &[&Problem], folder: &Path) -> Result<(), String> {
    let web = root.join("site/web");
    let mut values = Vec::new();
    for (name, file) in SCRIPTS {
        values.push((name, read(&web.join(file))?));
    }
    let binaries: Vec<&str> = problems.iter().map(|p| p.binary).collect();
    let names = serde_json::to_string(&binaries).map_err(|e| e.to_string())?;
    values.push(("PROBLEMS_JSON", names));
    let values: Vec<(&str, &str)> = values.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let script = fill(&read(&web.join("embed.js"))?, &values);
    write_file(&folder.join("embed.js"), &script)?;
    let widgets = folder.join("embed");
    fs::create_dir_all(&widgets).map_err(|e| format!("cannot make {}: {e}", widgets.display()))?;
    let css = read(&web.join("widget.css"))?;
    write_file(&widgets.join("widget.css"), &css)?;
    for problem in problems {
        let widget = pages::widget_with_first_sample(root, problem)?;
        let path = widgets.join(format!("{}.js", problem.binary));
        write_file(&path, &widget_script(problem.binary, &widget))?;
    }
    Ok(())
}

/// The script that sets `self.GAMEBITS_WIDGETS[binary]` to the widget's markup `html`.
fn widget_script(binary: &str, html: &str) -> String {
    let html = serde_json::Value::String(html.to_string());
    format!("// {binary}'s widget for embed.js, built by cargo xtask site.\n(self.GAMEBITS_WIDGETS = self.GAMEBITS_WIDGETS || {{}})[\"{binary}\"] = {html};\n")
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::widget_script;

    #[test]
    fn a_widget_is_a_json_string_in_its_script() {
        assert_eq!(
            widget_script("dpk", "<p class=\"a\">\n</p>"),
            "// dpk's widget for embed.js, built by cargo xtask site.\n\
             (self.GAMEBITS_WIDGETS = self.GAMEBITS_WIDGETS || {})[\"dpk\"] = \"<p class=\\\"a\\\">\\n</p>\";\n"
        );
    }
}
