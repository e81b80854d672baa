//! The problems of gamebits, one registry entry each.
//!
//! With deterministic input generators; shared by the tests and the tools (`cargo
//! xtask bench`, `scaling`).
//!
//! Everything here is deterministic: the same seed gives the same input on every
//! machine, so a failing case or a benchmark number can be reproduced exactly. Each
//! problem says how its answers are judged ([`checker`]); running a program (a
//! solution, a checker, an interactor) is `gamebits_runner`'s, which stands on this
//! crate. This one starts no process and reads no clock, so it compiles to
//! `wasm32-unknown-unknown` for a page.
//!
//! Adding a problem: its binary in `src/bin`, its samples in `samples/<binary>/`, its
//! stress test in `tests/stress/`, and here one module holding its [`Problem`] entry
//! and its input's model (a [`SmallInput`]: random small inputs, their shrinking, their
//! text; the stress test's brute forces take it), listed in [`PROBLEMS`].

pub mod agc016f;
pub mod ccc08s5;
pub mod ccc12s4;
pub mod cco15p2;
pub mod checker;
pub mod dispdom;
pub mod dmopc20c6p3;
pub mod dpk;
mod dpk_interactive;
pub mod dpu;
pub mod editorial;
pub mod format;
pub mod included;
pub mod persuasion;
pub mod poi16nim;
pub mod qccp1;
pub mod random_run;
pub mod readme;
mod rng;
pub mod samples;
mod small;
mod status;

pub use checker::Checker;
pub use random_run::RandomRun;
pub use rng::Rng;
pub use small::{
    numbers, shrink, shrink_within, Shrinkable, Shrinking, Shrunk, SmallCases, SmallInput,
    TextSteps,
};
pub use status::Status;

/// Every problem, in the order the README lists them.
///
/// ```
/// assert!(gamebits_problems::PROBLEMS.iter().any(|p| p.binary == "dpk"));
/// ```
pub const PROBLEMS: &[Problem] = &[
    dpk::PROBLEM,
    qccp1::PROBLEM,
    cco15p2::PROBLEM,
    dispdom::PROBLEM,
    poi16nim::PROBLEM,
    agc016f::PROBLEM,
    persuasion::PROBLEM,
    ccc12s4::PROBLEM,
    ccc08s5::PROBLEM,
    dmopc20c6p3::PROBLEM,
    dpu::PROBLEM,
    dpk_interactive::PROBLEM,
];

/// The problem solved by `binary`, if there is one.
///
/// ```
/// let dpk = gamebits_problems::problem("dpk").unwrap();
/// assert_eq!(dpk.judge, "DMOJ");
/// assert!(gamebits_problems::problem("nosuch").is_none());
/// ```
pub fn problem(binary: &str) -> Option<&'static Problem> {
    PROBLEMS.iter().find(|p| p.binary == binary)
}

/// One judge problem and everything the tests and tools know of it.
///
/// ```
/// let qccp1 = gamebits_problems::problem("qccp1").unwrap();
/// assert_eq!(qccp1.limits.time_ms, 1500);
/// assert!(!qccp1.worst_cases.is_empty());
/// ```
pub struct Problem {
    /// The binary that solves it, as named in `src/bin`: the judge's code for it.
    pub binary: &'static str,
    /// Its input's format as the statement gives it (none yet for a new problem).
    pub input: format::Format,
    /// Its random small inputs and how to shrink one, shared by `cargo xtask stress`
    /// and the stress tests.
    pub small_cases: SmallCases,
    /// The judge whose limits apply.
    pub judge: &'static str,
    /// The problem's page on that judge.
    pub url: &'static str,
    /// What the README's binaries table says of it besides the limits.
    pub readme: ReadmeRow,
    /// That judge's limits.
    pub limits: Limits,
    /// What `cargo xtask bench` holds its worst cases to.
    pub targets: Targets,
    /// How its answers are judged: DMOJ's checkers, a checker program, or (for an
    /// interactive problem) the interactor that plays the jury's part.
    pub checker: Checker,
    /// Inputs at the statement's bounds, in the dearest shapes known.
    pub worst_cases: &'static [WorstCase],
    /// Inputs of growing size, to measure how the cost grows.
    pub sweeps: &'static [Sweep],
    /// What its binary shows besides its answer: its explanation, picture, steps, game.
    pub shows: Shows,
    /// Its title and statement, as its page gives them.
    pub page: Page,
}

/// What a problem's binary shows besides its answer, declared in its registry entry.
///
/// The one place this is known: the site's build makes its table of binaries from it
/// (`site/build.rs`), the site's pages, the tools and the tests ask it; the fast tier
/// (`tests/repository/frame.rs`) holds each binary to it by running the binary.
///
/// ```
/// let dpk = &gamebits_problems::problem("dpk").unwrap().shows;
/// assert!(dpk.explains && dpk.draws && dpk.steps);
/// assert_eq!(dpk.play.as_ref().unwrap().options, ["--start"]);
/// let dpu = &gamebits_problems::problem("dpu").unwrap().shows;
/// assert!(dpu.explains && !dpu.draws && !dpu.steps && dpu.play.is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shows {
    /// Whether it explains its answer (`--explain`): a page on the site, where it runs.
    pub explains: bool,
    /// Whether its explanation draws its states (`--explain=dot`).
    pub draws: bool,
    /// Whether its explanation records its table's steps (`--explain=steps`).
    pub steps: bool,
    /// Its game, if it plays one (`--play`, here and in its page).
    pub play: Option<Play>,
}

/// A binary's game (`--play FILE`): the options it reads besides `--as`.
///
/// ```
/// let qccp1 = gamebits_problems::problem("qccp1").unwrap();
/// let play = qccp1.shows.play.unwrap();
/// assert_eq!(play.options, ["--start", "--colours"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Play {
    /// The options its game reads besides `--as` (the side), each with its `--`, in the
    /// order its page gives them a field.
    pub options: &'static [&'static str],
}

/// A problem's title and statement, as its page gives them, in Markdown (code between
/// backticks).
///
/// Its binary's `main.rs` says them in its header too (the judge's path stands alone):
/// its first paragraph, without its links, and its `**Problem.**` paragraph, each as
/// one line. `tests/repository/registry.rs` holds the two to agree.
///
/// ```
/// let page = &gamebits_problems::problem("dpk").unwrap().page;
/// assert_eq!(page.title, "DMOJ `dpk` (AtCoder EDPC K, \"Stones\").");
/// assert!(page.statement.starts_with("A pile of K stones;"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page {
    /// The title: the judge, the problem's code and its name.
    pub title: &'static str,
    /// The statement in a sentence or two.
    pub statement: &'static str,
}

/// A problem's row in the README's binaries table, but for its binary and limits
/// (which come from [`Problem`]): Markdown cells, written by `cargo xtask readme`.
///
/// ```
/// let dpu = &gamebits_problems::problem("dpu").unwrap().readme;
/// assert!(dpu.problem.starts_with("[DMOJ `dpu`](https://dmoj.ca/problem/dpu)"));
/// assert!(dpu.limits_aside.is_none());
/// ```
pub struct ReadmeRow {
    /// The judge and the problem, linked.
    pub problem: &'static str,
    /// Said after the limits, in parentheses, if anything.
    pub limits_aside: Option<&'static str>,
    /// The solution's approach, in one line (the binary's header gives it in full).
    pub approach: &'static str,
    /// Its time and memory complexity.
    pub complexity: &'static str,
}

/// A judge's time and memory limits, and what a reader must know about them.
///
/// ```
/// let limits = &gamebits_problems::problem("dispdom").unwrap().limits;
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

impl Limits {
    /// "1.5 s / 256 MiB", as the README's binaries table gives them, an assumed time
    /// limit said so.
    ///
    /// ```
    /// assert_eq!(gamebits_problems::problem("qccp1").unwrap().limits.text(), "1.5 s / 256 MiB");
    /// assert_eq!(
    ///     gamebits_problems::problem("dispdom").unwrap().limits.text(),
    ///     "1 s assumed / no memory limit published"
    /// );
    /// ```
    pub fn text(&self) -> String {
        let seconds = self.time_ms as f64 / 1000.0;
        let assumed = if self.time_published { "" } else { " assumed" };
        match self.memory_mib {
            Some(mib) if mib % 1024 == 0 => format!("{seconds} s{assumed} / {} GiB", mib / 1024),
            Some(mib) => format!("{seconds} s{assumed} / {mib} MiB"),
            None => format!("{seconds} s{assumed} / no memory limit published"),
        }
    }
}

/// The bench's targets for a problem's worst cases, besides memory below the limit.
///
/// The floor rows under the large inputs are measured, not targets: how far a binary
/// stands above reading its input is explained, where it is large, in the guide's
/// chapter on benchmarks (`docs/benchmarks.md`).
///
/// ```
/// let qccp1 = gamebits_problems::problem("qccp1").unwrap();
/// assert!(qccp1.targets.time_percent < gamebits_problems::Targets::STANDARD.time_percent);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Targets {
    /// The slowest run below this share of the time limit, in percent.
    pub time_percent: f64,
}

impl Targets {
    /// The slowest run below 10 % of the time limit.
    pub const STANDARD: Targets = Targets { time_percent: 10.0 };
    /// The practice problems' bar, and a new problem's: below 5 % of the time limit.
    pub const PRACTICE: Targets = Targets { time_percent: 5.0 };
}

/// A worst-case input, generated on demand (some are megabytes).
///
/// ```
/// let case = &gamebits_problems::problem("dpk").unwrap().worst_cases[0];
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
/// let sweep = &gamebits_problems::problem("cco15p2").unwrap().sweeps[0];
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
