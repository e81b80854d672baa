//! `ccc08s5`'s worst cases, sweeps and small cases.
//!
//! `ccc08s5`: 99 cases (n < 100) at the largest counts, at random counts, and at the 16
//! corners of the counts' range; one case at the largest counts. The binary builds its
//! whole table (every count to 30) whatever the input, so these differ only in reading
//! and looking up. Two sweeps show what the time does not grow with: the largest count
//! k asked (99 random cases with counts up to k, the first at k k k k), and the number
//! of cases n (each at 30 30 30 30). Small
//! cases: 1..=8 starts, or 99 of small counts.

use crate::format::{Count, Format, Part, Value};
use crate::small::{lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;
use std::fmt::Write;

const MAX_CASES: usize = 99;
const MAX_COUNT: u64 = 30;
/// The words of the binary's table, one per (A, B, C), each built in O(1).
const TABLE_WORDS: f64 = 31.0 * 31.0 * 31.0;

/// The registry's entry of `ccc08s5`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "ccc08s5",
    input: Format(&[
        Part::Value(Value::int("n")),
        Part::Cases {
            count: Count::Given("n"),
            each: &[
                Part::Value(Value::int("A")),
                Part::Value(Value::int("B")),
                Part::Value(Value::int("C")),
                Part::Value(Value::int("D")),
            ],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/ccc08s5",
    readme: ReadmeRow {
        problem: r#"[DMOJ `ccc08s5`](https://dmoj.ca/problem/ccc08s5) "CCC '08 S5 - Nukit" (its limits could not be read: both assumed, from another judge's copy of the data)"#,
        limits_aside: None,
        approach: "win table over (A, B, C, D), the 32 values of D in one word, built once",
        complexity: "O(5·31³) word operations, then O(1) a case",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: false,
        memory_mib: Some(256),
        note: Some(
            "DMOJ's time limit for ccc08s5 is not readable on its page; 1 s and 256 MiB are \
             assumed from another judge's copy of the same data.",
        ),
    },
    targets: Targets::PRACTICE,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "99 cases at 30 30 30 30",
            generate: || input(&[[MAX_COUNT; 4]; MAX_CASES]),
        },
        WorstCase {
            name: "99 random cases, counts 0..=30",
            generate: || random_cases(MAX_COUNT),
        },
        WorstCase {
            name: "99 cases at the 16 corners",
            generate: corners,
        },
        WorstCase {
            name: "1 case at 30 30 30 30",
            generate: || input(&[[MAX_COUNT; 4]]),
        },
    ],
    sweeps: &[
        Sweep {
            shape: "99 random cases, counts 0..=k, the first k k k k",
            parameter: "k",
            sizes: &[5, 10, 15, 20, 25, 30],
            generate: random_cases,
            complexity: "31³ + n: the table covers every count to 30, whatever k",
            cost: |_| TABLE_WORDS + MAX_CASES as f64,
        },
        Sweep {
            shape: "n cases at 30 30 30 30",
            parameter: "n",
            sizes: &[1, 5, 10, 25, 50, 75, 99],
            generate: |n| input(&vec![[MAX_COUNT; 4]; n as usize]),
            complexity: "31³ + n",
            cost: |n| TABLE_WORDS + n,
        },
    ],
    shows: Shows {
        explains: true,
        draws: false,
        steps: false,
        play: Some(Play {
            options: &["--start", "--case"],
        }),
    },
    page: Page {
        title: "DMOJ `ccc08s5` (\"CCC '08 S5 - Nukit\").",
        statement: "Patrick, then Roland, alternately remove one of five reactions' \
            particles (AABDD, ABCD, CCD, BBB, AD) from counts A, B, C, D; who cannot react \
            loses. Who wins?",
    },
};

/// 99 cases with random counts in `0..=k`, the first at `k k k k`.
fn random_cases(k: u64) -> String {
    let mut rng = Rng::new(0xcc08_0005 + k);
    let mut starts = vec![[k; 4]];
    while starts.len() < MAX_CASES {
        starts.push([(); 4].map(|()| rng.range(0..=k)));
    }
    input(&starts)
}

/// 99 cases going round the 16 corners of `0..=30` in every count.
fn corners() -> String {
    let starts: Vec<[u64; 4]> = (0..MAX_CASES)
        .map(|i| [0, 1, 2, 3].map(|bit| (i >> bit & 1) as u64 * MAX_COUNT))
        .collect();
    input(&starts)
}

/// The input text of the given start positions.
fn input(starts: &[[u64; 4]]) -> String {
    let mut text = format!("{}\n", starts.len());
    for [a, b, c, d] in starts {
        writeln!(text, "{a} {b} {c} {d}").unwrap();
    }
    text
}
/// 1..=8 cases with counts up to a random bound, up to 30 in a quarter of the inputs
/// (where a search reaches tens of thousands of states), else up to 12; in a tenth of
/// the inputs, 99 cases with counts up to 6. Shrinking drops a case or lowers a count.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Reactor>());

/// An input of `ccc08s5`: the counts A, B, C, D of each start.
///
/// ```
/// use gamebits_problems::{ccc08s5::Reactor, SmallInput};
/// let reactor = Reactor::read("2\n0 2 0 2\n1 3 1 3\n");
/// assert_eq!(reactor.starts, [[0, 2, 0, 2], [1, 3, 1, 3]]);
/// assert_eq!(reactor.to_string(), "2\n0 2 0 2\n1 3 1 3\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reactor {
    /// Each case's counts of the particles A, B, C and D.
    pub starts: Vec<[u64; 4]>,
}

impl SmallInput for Reactor {
    fn draw(rng: &mut Rng) -> Reactor {
        let (cases, most) = if rng.chance(1, 10) {
            (99, 6)
        } else if rng.chance(1, 3) {
            (rng.index(1..=8), 30)
        } else {
            (rng.index(1..=8), rng.range(0..=12))
        };
        let mut count = || rng.range(0..=most);
        let starts = (0..cases)
            .map(|_| [count(), count(), count(), count()])
            .collect();
        Reactor { starts }
    }

    fn read(text: &str) -> Reactor {
        let numbers: Vec<u64> = numbers(text);
        let n = numbers[0] as usize;
        let starts = numbers[1..1 + 4 * n]
            .chunks(4)
            .map(|s| [s[0], s[1], s[2], s[3]])
            .collect();
        Reactor { starts }
    }

    fn smaller(&self) -> Vec<Reactor> {
        let mut smaller = Vec::new();
        for i in (0..self.starts.len()).filter(|_| self.starts.len() > 1) {
            smaller.push(Reactor {
                starts: without(&self.starts, i),
            });
        }
        for (i, start) in self.starts.iter().enumerate() {
            for particle in 0..4 {
                for lower in lowered(start[particle], 0) {
                    let mut starts = self.starts.clone();
                    starts[i][particle] = lower;
                    smaller.push(Reactor { starts });
                }
            }
        }
        smaller
    }
}

impl fmt::Display for Reactor {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&input(&self.starts))
    }
}
