//! The problems of gamebits, one registry entry each, with deterministic input
//! generators; shared by the tests and the tools (`cargo xtask bench`, `scaling`).
//!
//! Everything here is deterministic: the same seed gives the same input on every
//! machine, so a failing case or a benchmark number can be reproduced exactly.
//!
//! Adding a problem: its binary in `src/bin`, its samples in `samples/<binary>/`, its
//! stress test in `tests/stress/`, and here one module holding its [`Problem`] entry,
//! listed in [`PROBLEMS`].

mod agc016f;
mod cco15p2;
mod dispdom;
mod dpk;
mod poi16nim;
mod qccp1;
mod rng;

pub use rng::Rng;

/// Every problem, in the order the README lists them.
///
/// ```
/// assert!(gamebits_gen::PROBLEMS.iter().any(|p| p.binary == "dpk"));
/// ```
pub const PROBLEMS: &[Problem] = &[
    dpk::PROBLEM,
    qccp1::PROBLEM,
    cco15p2::PROBLEM,
    dispdom::PROBLEM,
    poi16nim::PROBLEM,
    agc016f::PROBLEM,
];

/// The problem solved by `binary`, if there is one.
///
/// ```
/// let dpk = gamebits_gen::problem("dpk").unwrap();
/// assert_eq!(dpk.judge, "DMOJ");
/// assert!(gamebits_gen::problem("nosuch").is_none());
/// ```
pub fn problem(binary: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.binary == binary)
}

/// One judge problem and everything the tests and tools know of it.
///
/// ```
/// let qccp1 = gamebits_gen::problem("qccp1").unwrap();
/// assert_eq!(qccp1.limits.time_ms, 1500);
/// assert!(!qccp1.worst_cases.is_empty());
/// ```
pub struct Problem {
    /// The binary that solves it, as named in `src/bin`: the judge's code for it.
    pub binary: &'static str,
    /// The judge whose limits apply.
    pub judge: &'static str,
    /// The problem's page on that judge.
    pub url: &'static str,
    /// That judge's limits.
    pub limits: Limits,
    /// Inputs at the statement's bounds, in the dearest shapes known.
    pub worst_cases: &'static [WorstCase],
    /// Inputs of growing size, to measure how the cost grows.
    pub sweeps: &'static [Sweep],
}

/// A judge's time and memory limits, and what a reader must know about them.
///
/// ```
/// let limits = &gamebits_gen::problem("dispdom").unwrap().limits;
/// assert!(!limits.time_published && limits.memory_mib.is_none());
/// ```
pub struct Limits {
    /// The time limit in milliseconds, published or assumed.
    pub time_ms: u64,
    /// Whether `time_ms` is the judge's published limit rather than our assumption.
    pub time_published: bool,
    /// The memory limit in MiB, if the judge publishes one.
    pub memory_mib: Option<u64>,
    /// Where the limits come from, when that needs saying.
    pub note: Option<&'static str>,
}

/// A worst-case input, generated on demand (some are megabytes).
///
/// ```
/// let case = &gamebits_gen::problem("dpk").unwrap().worst_cases[0];
/// assert!((case.generate)().starts_with(char::is_numeric));
/// ```
pub struct WorstCase {
    /// A short name of the shape, unique for the problem.
    pub name: &'static str,
    /// Builds the whole input text.
    pub generate: fn() -> String,
}

/// Inputs of one shape at growing sizes, and the cost the stated complexity predicts.
///
/// ```
/// let sweep = &gamebits_gen::problem("cco15p2").unwrap().sweeps[0];
/// let largest = *sweep.sizes.last().unwrap();
/// assert_eq!(largest, 18);
/// // Each step of one city about doubles the predicted cost.
/// assert!((sweep.cost)(18.0) / (sweep.cost)(17.0) > 2.0);
/// assert!((sweep.generate)(largest).starts_with("18 306"));
/// ```
pub struct Sweep {
    /// The shape, such as "complete DAG".
    pub shape: &'static str,
    /// The name of the size parameter, as the statement calls it.
    pub parameter: &'static str,
    /// The sizes, increasing; the last is the statement's bound.
    pub sizes: &'static [u64],
    /// The input of the given size.
    pub generate: fn(u64) -> String,
    /// The stated complexity in the size parameter, such as "N·3^N".
    pub complexity: &'static str,
    /// That complexity's value at a size, up to a constant factor.
    pub cost: fn(f64) -> f64,
}
