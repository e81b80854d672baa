//! What a sample is.
//!
//! `samples/<binary>/<case>.in` has beside it either `<case>.out`, the answer as the
//! problem's checker compares it, or `<case>.err`, which marks bad input: the binary
//! must exit non-zero, print nothing on stdout, and print exactly that line on stderr.
//! An interactive problem's `<case>.in` is its interactor's secret data, and a
//! `<case>.out` beside it, if any, its answer file.
//!
//! The sample test, `cargo xtask test`, `gamebits test`, the page's practice and the
//! xtask's checks of a solution in another language all read samples here, and choose
//! here those a student's solution is judged on ([`reader_test`]).

use crate::Status;
use std::fs;
use std::path::{Path, PathBuf};

/// One sample: its name, its input, and what is expected of it.
///
/// ```
/// use gamebits_problems::samples::{sample, Expected};
/// let one = sample("../samples/dpk/1.in".into(), false).unwrap();
/// assert_eq!(one.name, "1");
/// assert!(matches!(one.expected, Expected::Answer(_)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The case's name: its file stem, with `.err` after it for bad input.
    pub name: String,
    /// The `.in` file.
    pub input: PathBuf,
    /// What a run on it must give.
    pub expected: Expected,
}

/// What a run on a sample must give.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The answer file, `.out`, as the problem's checker compares it.
    Answer(PathBuf),
    /// Bad input: the error line of `.err`, which the binary must refuse with.
    Error(String),
    /// An interactive problem's sample: its answer file for the interactor, if any.
    Interactive(Option<PathBuf>),
}

/// The `.in` files of the folder `dir`, in the order a person counts them.
///
/// Those named by a whole number come first, by its value (`2.in` before `10.in`),
/// then the others by name. Every tool and test lists a binary's samples here.
///
/// ```
/// let inputs = gamebits_problems::samples::inputs("../samples/dpk".as_ref()).unwrap();
/// assert!(inputs.iter().all(|p| p.extension().unwrap() == "in"));
/// assert!(inputs[0].ends_with("1.in"));
/// ```
pub fn inputs(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut inputs: Vec<PathBuf> = fs::read_dir(dir)?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort_by_cached_key(|path| natural(path));
    Ok(inputs)
}

/// The key that orders sample files as [`inputs`] does: a whole number's value first.
fn natural(path: &Path) -> (u64, PathBuf) {
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    (stem.parse().unwrap_or(u64::MAX), path.to_path_buf())
}

/// The samples in the folder `dir` (`samples/<binary>/`), in [`inputs`]' order; those of an
/// `interactive` problem if it is one. None is an error.
///
/// ```
/// let samples = gamebits_problems::samples::samples("../samples/dpk".as_ref(), false).unwrap();
/// assert!(samples.len() >= 2);
/// ```
pub fn samples(dir: &Path, interactive: bool) -> Result<Vec<Sample>, String> {
    let inputs = inputs(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    if inputs.is_empty() {
        return Err(format!(
            "no samples in {} (<case>.in with <case>.out or <case>.err)",
            dir.display()
        ));
    }
    inputs
        .into_iter()
        .map(|input| sample(input, interactive))
        .collect()
}

/// The sample whose input is `input`, of an `interactive` problem if it is one.
///
/// ```
/// use gamebits_problems::samples::{sample, Expected};
/// let bad = sample("../samples/dpk/bad-empty.in".into(), false).unwrap();
/// assert_eq!(bad.name, "bad-empty.err");
/// assert!(matches!(bad.expected, Expected::Error(_)));
/// ```
pub fn sample(input: PathBuf, interactive: bool) -> Result<Sample, String> {
    let answer = input.with_extension("out");
    let error = fs::read_to_string(input.with_extension("err"));
    let expected = match (answer.is_file(), error) {
        (answer_there, _) if interactive => Expected::Interactive(answer_there.then_some(answer)),
        (true, Err(_)) => Expected::Answer(answer),
        (false, Ok(error)) => Expected::Error(error),
        _ => {
            return Err(format!(
                "{} needs beside it exactly one of its .out (the answer) and .err (the error line)",
                input.display()
            ))
        }
    };
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match expected {
        Expected::Error(_) => format!("{stem}.err"),
        _ => stem.into_owned(),
    };
    Ok(Sample {
        name,
        input,
        expected,
    })
}

/// Why `sample` tests the reference's reader rather than a solution, if it does: a
/// solution other than the reference (a student's, in any language) is not run on it.
///
/// A sample of bad input (`.err`) tests the reader's refusals; one that is not plain
/// ASCII text (a byte order mark, a vertical tab, C's other whitespace, which the
/// reference's reader takes) tests what it accepts beyond a judge's input. Every tool
/// and page that judges a student's solution chooses its samples here.
///
/// ```
/// use gamebits_problems::samples::{reader_test, sample};
/// let bad = sample("../samples/dpk/bad-empty.in".into(), false).unwrap();
/// let plain = sample("../samples/dpk/1.in".into(), false).unwrap();
/// assert!(reader_test(&bad).is_some());
/// assert_eq!(reader_test(&plain), None);
/// ```
pub fn reader_test(sample: &Sample) -> Option<&'static str> {
    match sample.expected {
        Expected::Error(_) => Some("bad input tests the reference's reader, not a solution"),
        _ if !plain_text(&sample.input) => Some(
            "not plain ASCII text (a byte order mark, a vertical tab...): tests the reference's reader",
        ),
        _ => None,
    }
}

/// Whether the file `input` is plain ASCII text, as a judge's input is: printable
/// characters, spaces, tabs and line ends.
fn plain_text(input: &Path) -> bool {
    let bytes = fs::read(input).unwrap_or_default();
    bytes
        .iter()
        .all(|&b| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
}

/// `Ok` if a run that ended with `status`, printing `stdout` and `stderr`, refused bad
/// input as the `.err` line `line` says: a non-zero exit, nothing on stdout, and that
/// line on stderr; else what it did instead.
///
/// ```
/// use gamebits_problems::{samples::refusal, Status};
/// let failed = Status { code: Some(1), said: "exit status: 1".into() };
/// let line = "error: line 1: expected K\n";
/// assert!(refusal(line, &failed, b"", b"error: line 1: expected K\n").is_ok());
/// assert!(refusal(line, &failed, b"First\n", b"").is_err());
/// ```
pub fn refusal(line: &str, status: &Status, stdout: &[u8], stderr: &[u8]) -> Result<(), String> {
    let (stdout, stderr) = (
        String::from_utf8_lossy(stdout),
        String::from_utf8_lossy(stderr),
    );
    let (line, said) = (line.trim_end(), stderr.trim_end());
    if !status.success() && stdout.is_empty() && said == line {
        return Ok(());
    }
    Err(format!(
        "expected nothing on stdout and on stderr the line\n  {line}\n\
         found ({status}) on stdout\n  {}\non stderr\n  {said}",
        stdout.trim_end()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number no other run of the tests has used for its scratch folder: the clock's
    /// nanoseconds.
    fn unique() -> u128 {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        now.expect("the clock is past 1970").as_nanos()
    }

    #[test]
    fn samples_named_by_numbers_come_first_by_value() {
        let dir = std::env::temp_dir().join(format!("gamebits-order-{}", unique()));
        fs::create_dir_all(&dir).unwrap();
        for name in [
            "10.in", "2.in", "1.in", "b.in", "a-10.in", "a-9.in", "2.out",
        ] {
            fs::write(dir.join(name), "").unwrap();
        }
        let listed = inputs(&dir).unwrap();
        fs::remove_dir_all(&dir).unwrap();
        let names: Vec<_> = listed.iter().map(|p| p.file_name().unwrap()).collect();
        assert_eq!(
            names,
            ["1.in", "2.in", "10.in", "a-10.in", "a-9.in", "b.in"]
        );
    }
}
