//! The README's `--explain` examples, run: each `console` block that starts with
//! `$ printf '…' | cargo run -q --release --bin <binary> -- <arguments>` must be
//! followed by exactly what that binary prints, so the README never shows a stale
//! explanation.

use gamebits_test_support::{binary_path, run_binary_with_args};

/// One example: the binary, its arguments, its input and the output the README shows.
struct Example {
    binary: String,
    args: Vec<String>,
    input: String,
    shown: String,
}

/// The examples of the README's `console` blocks.
fn examples(readme: &str) -> Vec<Example> {
    let mut examples = Vec::new();
    for block in readme.split("```console\n").skip(1) {
        let block = block.split("```").next().expect("a block ends");
        let (command, shown) = block.split_once('\n').expect("a command line");
        let command = command.strip_prefix("$ printf '").expect("`$ printf '…'`");
        let (format, rest) = command.split_once("' | ").expect("printf's format in '…'");
        let rest = rest
            .strip_prefix("cargo run -q --release --bin ")
            .expect("`cargo run -q --release --bin <binary>`");
        let (binary, args) = rest.split_once(" -- ").unwrap_or((rest, ""));
        assert!(
            !format.replace("\\n", "").contains(['\\', '%']),
            "only \\n is read in a printf format: {format}"
        );
        examples.push(Example {
            binary: binary.to_string(),
            args: args.split_whitespace().map(String::from).collect(),
            input: format.replace("\\n", "\n"),
            shown: shown.to_string(),
        });
    }
    examples
}

#[test]
fn readme_explain_examples_print_what_the_readme_shows() {
    let readme_path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(readme_path).expect("README.md");
    let examples = examples(&readme);
    assert!(
        examples.len() >= 11,
        "one example per binary at least, found {}",
        examples.len()
    );
    for example in &examples {
        let args: Vec<&str> = example.args.iter().map(String::as_str).collect();
        let output = run_binary_with_args(
            &binary_path(&example.binary),
            &args,
            example.input.as_bytes(),
        );
        assert!(output.status.success(), "{}: {output:?}", example.binary);
        let printed = String::from_utf8(output.stdout).expect("UTF-8 on stdout");
        assert_eq!(
            printed, example.shown,
            "README's example of {} {:?} is not what it prints",
            example.binary, example.args
        );
    }
}
