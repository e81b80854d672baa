//! The pictures of the states.
//!
//! The guide's are what `cargo xtask draw` draws now; the binaries that draw (as their
//! registry entries declare, `gamebits_problems::Shows`) do so on every sample, in DOT
//! that `layout-rs` lays out as well-formed SVG with a shape and a text for each state, and
//! refuse bad input as the judge's path does; the others refuse in one line.

use gamebits_problems::readme::{COMMAND, PICTURES};
use gamebits_problems::PROBLEMS;
use gamebits_test_support::samples::sample_inputs;
use gamebits_test_support::{binary_path, build_binaries, run_binary_with_args};
use std::path::{Path, PathBuf};
use std::process::Command;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

/// The binaries that explain, and whether each draws its states, as its entry declares.
fn explaining() -> Vec<(String, bool)> {
    let explaining = PROBLEMS.iter().filter(|p| p.shows.explains);
    explaining
        .map(|p| (p.binary.to_string(), p.shows.draws))
        .collect()
}

/// The binaries that draw their states.
fn drawing() -> Vec<String> {
    let drawing = explaining().into_iter().filter(|(_, draws)| *draws);
    let drawing: Vec<String> = drawing.map(|(name, _)| name).collect();
    assert!(!drawing.is_empty(), "no binary draws?");
    drawing
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

#[test]
#[ignore = "slow tier: builds the binaries in release"]
fn the_guides_pictures_are_what_draw_draws_now() {
    for picture in PICTURES {
        let output = gamebits_test_support::output(
            Command::new(XTASK)
                .args(["draw", picture.binary, picture.input])
                .current_dir(workspace_root()),
        )
        .expect("xtask runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let kept = std::fs::read(workspace_root().join(picture.file)).unwrap_or_default();
        assert!(
            kept == output.stdout,
            "{} is stale or missing; `{COMMAND}` draws it",
            picture.file
        );
    }
}

/// Every sample's picture, drawn by `cargo xtask draw` as a user draws it: well-formed
/// SVG with a shape for each state; or, for a picture of more than 150 moves only, the
/// one line that says its layout took too long (layout-rs is slow on some large
/// pictures, and `draw` stops waiting rather than hang).
#[test]
#[ignore = "slow tier: builds the binaries in release"]
fn every_sample_is_drawn_as_svg_a_browser_reads() {
    build_binaries().unwrap();
    for binary in &drawing() {
        let mut drawn = 0;
        for input in sample_inputs(binary) {
            if !input.with_extension("out").is_file() {
                continue;
            }
            let bytes = std::fs::read(&input).unwrap();
            let output = run_binary_with_args(&binary_path(binary), &["--explain=dot"], &bytes);
            assert!(output.status.success(), "{}", input.display());
            let dot = String::from_utf8(output.stdout).unwrap();
            let states = dot.lines().filter(|l| l.contains("fillcolor=")).count();
            let moves = dot.lines().filter(|l| l.contains(" -> ")).count();
            let output = gamebits_test_support::output(
                Command::new(XTASK)
                    .args(["draw", binary])
                    .arg(&input)
                    .current_dir(workspace_root()),
            )
            .expect("xtask runs");
            let stderr = String::from_utf8_lossy(&output.stderr);
            if !output.status.success() {
                let refusal = stderr.lines().filter(|l| l.starts_with("error: ")).count();
                assert!(
                    moves > 150 && refusal == 1 && stderr.contains("took layout-rs over"),
                    "{}: {moves} moves, not drawn: {stderr}",
                    input.display()
                );
                assert!(output.stdout.is_empty(), "{}", input.display());
                continue;
            }
            let svg = String::from_utf8(output.stdout).unwrap();
            let tree = roxmltree::Document::parse(&svg)
                .unwrap_or_else(|e| panic!("{}: the SVG is not XML: {e}", input.display()));
            let shapes = tree
                .descendants()
                .filter(|n| matches!(n.tag_name().name(), "ellipse" | "rect" | "polygon"))
                .count();
            // An input of no case (ccc12s4's) is the picture of no state.
            assert!(
                shapes >= states && (states > 0 || dot.contains("digraph")),
                "{}: {shapes} shapes for {states} states",
                input.display()
            );
            drawn += 1;
        }
        assert!(drawn > 0, "no sample of {binary} was drawn");
    }
}

/// Every bad-input sample (`<case>.err`) is refused under `--explain=dot` as on the
/// judge's path: nothing on stdout, exactly the `.err` line on stderr, a non-zero exit.
#[test]
fn a_picture_refuses_bad_input_as_the_judge_path_does() {
    build_binaries().unwrap();
    for binary in &drawing() {
        let mut refused = 0;
        for input in sample_inputs(binary) {
            let Ok(line) = std::fs::read_to_string(input.with_extension("err")) else {
                continue;
            };
            let bytes = std::fs::read(&input).unwrap();
            let output = run_binary_with_args(&binary_path(binary), &["--explain=dot"], &bytes);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                !output.status.success() && output.stdout.is_empty() && stderr == line,
                "{}: {}, stdout {} bytes, stderr {stderr:?}, the judge's path says {line:?}",
                input.display(),
                output.status,
                output.stdout.len()
            );
            refused += 1;
        }
        assert!(refused > 0, "no bad-input sample of {binary}");
    }
}

#[test]
fn the_binaries_that_do_not_draw_refuse_in_one_line() {
    build_binaries().unwrap();
    let others = explaining().into_iter().filter(|(_, draws)| !*draws);
    let others: Vec<String> = others.map(|(name, _)| name).collect();
    assert!(!others.is_empty(), "every binary draws?");
    for binary in &others {
        let input = std::fs::read(&sample_inputs(binary)[0]).unwrap();
        let output = run_binary_with_args(&binary_path(binary), &["--explain=dot"], &input);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{binary}: {stderr}");
        assert!(output.stdout.is_empty(), "{binary}");
        assert_eq!(stderr.lines().count(), 1, "{binary}: {stderr}");
        assert!(stderr.contains("draws no picture"), "{binary}: {stderr}");
    }
}
