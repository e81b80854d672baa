//! `dispdom`'s worst cases and small cases.
//!
//! `dispdom`: the judge's size N = 30 and this project's N = 64, with K = 1, 2, 3, on
//! empty strips and strips with blocked cells. D = 1e18 lets nobody draw early; D = 10
//! is below every optimal play length here, so those cases are draws. The time does
//! not depend on D: the whole ordinary game is solved either way. Small
//! cases ([`Strip`]): strips of up to 9 cells.

use crate::format::{Format, Part, Value};
use crate::small::{lowered, number, without};
use crate::{
    Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const NO_EARLY_DRAW: u64 = 1_000_000_000_000_000_000;
const DRAWN: u64 = 10;
/// The sizes of the sweeps: the judge's bound N = 30 among them, and denser from 40 on,
/// where the work outgrows a process's start-up time.
const LENGTHS: &[u64] = &[10, 20, 30, 40, 44, 48, 52, 56, 60, 64];

const fn case(name: &'static str, generate: fn() -> String) -> WorstCase {
    WorstCase { name, generate }
}

/// The registry's entry of `dispdom`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "dispdom",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Value(Value::int("K")),
        Part::Value(Value::long("D")),
        Part::Value(Value::word("strip")),
    ]),
    small_cases: SMALL_CASES,
    judge: "CodeChef",
    url: "https://www.codechef.com/problems/DISPDOM",
    readme: ReadmeRow {
        problem: r#"[CodeChef `DISPDOM`](https://www.codechef.com/problems/DISPDOM) "Disappearing Domino Game""#,
        limits_aside: Some("judge sized for N ≤ 30; this binary takes N ≤ 64, D ≤ 1e18"),
        approach: "a draw iff the game without vanishing lasts ≥ D moves; that length memoised on the multiset of empty runs",
        complexity: "O(S·N·P) for S keys of at most P runs (S ≈ 4.3·10^4 at N = 64)",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: false,
        memory_mib: None,
        note: Some(
            "CodeChef's limits for DISPDOM are not published where we could read them; \
             its rows are compared against an assumed 1 s and no memory limit.",
        ),
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        case("N=30 K=1 empty", || empty(30, 1, NO_EARLY_DRAW)),
        case("N=30 K=2 empty", || empty(30, 2, NO_EARLY_DRAW)),
        case("N=30 K=3 empty", || empty(30, 3, NO_EARLY_DRAW)),
        case("N=30 K=2 empty D=10", || empty(30, 2, DRAWN)),
        case("N=30 K=2 blocked at 13", || one_blocked(30, 2, 13)),
        case("N=64 K=1 empty", || empty(64, 1, NO_EARLY_DRAW)),
        case("N=64 K=1 empty D=10", || empty(64, 1, DRAWN)),
        case("N=64 K=2 empty", || empty(64, 2, NO_EARLY_DRAW)),
        case("N=64 K=2 empty D=10", || empty(64, 2, DRAWN)),
        case("N=64 K=3 empty", || empty(64, 3, NO_EARLY_DRAW)),
        case("N=64 K=3 empty D=10", || empty(64, 3, DRAWN)),
        // Of the strips with one blocked cell, this one explores the most positions.
        case("N=64 K=2 blocked at 27", || one_blocked(64, 2, 27)),
        case("N=64 K=2 random blocked", || random_blocked(64, 2)),
        case("N=64 K=3 random blocked", || random_blocked(64, 3)),
    ],
    sweeps: &[
        Sweep {
            shape: "empty strip, K = 2",
            parameter: "N",
            sizes: LENGTHS,
            generate: |n| empty(n as usize, 2, NO_EARLY_DRAW),
            complexity: "p(N)·N, p(N) partitions of N (a bound on the keys)",
            cost: |n| partitions(n) * n,
        },
        Sweep {
            shape: "empty strip, K = 3",
            parameter: "N",
            sizes: LENGTHS,
            generate: |n| empty(n as usize, 3, NO_EARLY_DRAW),
            complexity: "p(N)·N, p(N) partitions of N (a bound on the keys)",
            cost: |n| partitions(n) * n,
        },
        Sweep {
            shape: "empty strip, K = 1",
            parameter: "N",
            sizes: LENGTHS,
            generate: |n| empty(n as usize, 1, NO_EARLY_DRAW),
            complexity: "N",
            cost: |n| n,
        },
    ],
    shows: Shows {
        explains: true,
        draws: false,
        steps: false,
        play: Some(Play {
            options: &["--covered"],
        }),
    },
    page: Page {
        title: "CodeChef `DISPDOM` (\"Disappearing Domino Game\").",
        statement: "Alice and Bob alternately cover K adjacent empty cells of a strip with \
            a domino that vanishes D turns later; who cannot move loses, and endless play \
            draws.",
    },
};

/// The number of partitions of `n` (rounded down to a whole number), which bounds the
/// number of multisets of runs a strip of `n` cells can split into.
fn partitions(n: f64) -> f64 {
    let n = n as usize;
    let mut ways = vec![0f64; n + 1];
    ways[0] = 1.0;
    for part in 1..=n {
        for total in part..=n {
            ways[total] += ways[total - part];
        }
    }
    ways[n]
}

fn input(k: usize, d: u64, strip: &str) -> String {
    format!("{} {k} {d}\n{strip}\n", strip.len())
}

fn empty(n: usize, k: usize, d: u64) -> String {
    input(k, d, &"0".repeat(n))
}

fn one_blocked(n: usize, k: usize, at: usize) -> String {
    let strip: String = (0..n).map(|i| if i == at { '1' } else { '0' }).collect();
    input(k, NO_EARLY_DRAW, &strip)
}

/// A strip of n cells, each blocked with probability 1/16, the same on every run.
fn random_blocked(n: usize, k: usize) -> String {
    let mut rng = Rng::new(n as u64 * 10 + k as u64);
    let strip: String = (0..n)
        .map(|_| if rng.chance(1, 16) { '1' } else { '0' })
        .collect();
    input(k, NO_EARLY_DRAW, &strip)
}
/// Strips of 1..=9 cells, none, few or many blocked, dominoes of 1..=4 cells (at most
/// the strip), D in 1..=7: small enough to play the disappearing dominoes out. Shrinking
/// drops a cell (and lowers K to the strip's length if it was longer), lowers K or D, or
/// unblocks a cell.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Strip>());

/// An input of `dispdom`: the strip's cells, the dominoes' length K and their life D.
///
/// ```
/// use gamebits_problems::{dispdom::Strip, SmallInput};
/// let strip = Strip::read("3 2 5\n010\n");
/// assert_eq!((strip.blocked.as_slice(), strip.k, strip.d), (&[false, true, false][..], 2, 5));
/// assert_eq!(strip.to_string(), "3 2 5\n010\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strip {
    /// Each cell, `true` where it is blocked.
    pub blocked: Vec<bool>,
    /// The length of a domino, K.
    pub k: usize,
    /// How many turn starts a domino lives, D.
    pub d: u64,
}

impl SmallInput for Strip {
    fn draw(rng: &mut Rng) -> Strip {
        let n = rng.range(1..=9);
        let k = rng.range(1..=n.min(4)) as usize;
        let d = rng.range(1..=7);
        let density = rng.range(0..=2);
        let blocked = (0..n).map(|_| rng.chance(density, 5)).collect();
        Strip { blocked, k, d }
    }

    /// Reads `N K D` and the strip, a word of `0` (empty) and `1` (blocked).
    fn read(text: &str) -> Strip {
        let words: Vec<&str> = text.split_whitespace().collect();
        Strip {
            blocked: words[3].bytes().map(|cell| cell == b'1').collect(),
            k: number(words[1]),
            d: number(words[2]),
        }
    }

    fn smaller(&self) -> Vec<Strip> {
        let mut smaller = Vec::new();
        for i in (0..self.blocked.len()).filter(|_| self.blocked.len() > 1) {
            let blocked = without(&self.blocked, i);
            let k = self.k.min(blocked.len());
            smaller.push(Strip {
                blocked,
                k,
                ..*self
            });
        }
        for k in lowered(self.k as u64, 1) {
            smaller.push(Strip {
                k: k as usize,
                ..self.clone()
            });
        }
        for d in lowered(self.d, 1) {
            smaller.push(Strip { d, ..self.clone() });
        }
        for i in (0..self.blocked.len()).filter(|&i| self.blocked[i]) {
            let mut blocked = self.blocked.clone();
            blocked[i] = false;
            smaller.push(Strip { blocked, ..*self });
        }
        smaller
    }
}

impl fmt::Display for Strip {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let cells: String = self
            .blocked
            .iter()
            .map(|&blocked| if blocked { '1' } else { '0' })
            .collect();
        writeln!(f, "{} {} {}\n{cells}", self.blocked.len(), self.k, self.d)
    }
}
