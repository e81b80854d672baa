//! Input generators for the gamebits binaries, shared by the tests and `cargo xtask bench`.
//!
//! Everything here is deterministic: the same seed gives the same input on every
//! machine, so a failing case or a benchmark number can be reproduced exactly.

mod agc016f;
mod cco15p2;
mod dispdom;
mod dpk;
mod poi16nim;
mod qccp1;
mod rng;

pub use rng::Rng;

/// A worst-case input for one binary, generated on demand (some are megabytes).
///
/// ```
/// let case = &gamebits_gen::worst_cases_of("dpk")[0];
/// assert!((case.generate)().starts_with(char::is_numeric));
/// ```
pub struct WorstCase {
    /// The binary it is for, as named in `src/bin`.
    pub binary: &'static str,
    /// A short name of the shape, unique for the binary.
    pub name: &'static str,
    /// Builds the whole input text.
    pub generate: fn() -> String,
}

/// Every worst case of every binary, grouped by binary.
///
/// ```
/// let cases = gamebits_gen::worst_cases();
/// assert!(cases.iter().any(|c| c.binary == "dpk"));
/// ```
pub fn worst_cases() -> Vec<WorstCase> {
    let mut cases = Vec::new();
    cases.extend(dpk::worst_cases());
    cases.extend(qccp1::worst_cases());
    cases.extend(cco15p2::worst_cases());
    cases.extend(poi16nim::worst_cases());
    cases.extend(agc016f::worst_cases());
    cases.extend(dispdom::worst_cases());
    cases
}

/// The worst cases of `binary`.
///
/// ```
/// assert!(!gamebits_gen::worst_cases_of("dpk").is_empty());
/// ```
pub fn worst_cases_of(binary: &str) -> Vec<WorstCase> {
    worst_cases()
        .into_iter()
        .filter(|c| c.binary == binary)
        .collect()
}
