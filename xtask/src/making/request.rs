//! What a new problem is made from: the values `new` and `listen` share.
//!
//! `new` reads them from its options or a saved problem, `listen` from the bodies the
//! Competitive Companion extension sends ([`crate::making::companion`]); both hand them
//! to [`crate::making::new::make`].

use std::fs;
use std::path::PathBuf;

/// What a new problem is made from: its name, judge, page, limits, samples and how it
/// is judged, as given (`new` checks them).
#[derive(Debug)]
pub struct Request {
    pub binary: String,
    pub judge: String,
    pub link: Option<String>,
    /// The time limit in milliseconds, if given.
    pub time_ms: Option<u64>,
    /// The memory limit in MiB, if given.
    pub memory_mib: Option<u64>,
    /// The samples, in order.
    pub samples: Vec<Sample>,
    /// `--checker`, as given.
    pub checker: Option<String>,
    /// Whether the problem is interactive: played against an interactor.
    pub interactive: bool,
}

/// A sample: its input and its answer, written byte for byte.
#[derive(Debug)]
pub struct Sample {
    pub input: String,
    pub output: String,
}

impl Sample {
    /// The samples in the files `paths`, given as `--sample IN OUT` is: IN, OUT, IN,
    /// OUT, …
    pub fn read(paths: &[PathBuf]) -> Result<Vec<Sample>, String> {
        let read = |path: &PathBuf| {
            fs::read_to_string(path)
                .map_err(|e| format!("cannot read the sample {}: {e}", path.display()))
        };
        paths
            .chunks(2)
            .map(|pair| {
                Ok(Sample {
                    input: read(&pair[0])?,
                    output: read(&pair[1])?,
                })
            })
            .collect()
    }
}
