//! `persuasion`'s worst cases, sweep and small cases.
//!
//! `persuasion`: N = 19, where the DP visits all 2^19 sets and tries every sector of
//! each. Its work depends on N alone, so the shapes vary what the values ask of the
//! arithmetic: random values of both signs, every `a_i` at −10^4 (every score negative),
//! signs alternating around the wheel, every value at 10^4 (the answer 1.9·10^9, the
//! largest there is). The sweep: random wheels, N = 10 to 19. Small
//! cases: wheels of 1..=8 sectors.

use crate::format::{Format, Part, Value};
use crate::small::{line, lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const N: u64 = 19;
const MAX_VALUE: i64 = 10_000;

/// The registry's entry of `persuasion`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "persuasion",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Rows {
            count: "N",
            values: &[Value::int("a")],
        },
        Part::Rows {
            count: "N",
            values: &[Value::int("m")],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/persuasion",
    readme: ReadmeRow {
        problem: r#"[DMOJ `persuasion`](https://dmoj.ca/problem/persuasion) "Persuasion""#,
        limits_aside: None,
        approach: "best total over the set of sectors picked so far, its size the round",
        complexity: "O(2^N·N) time, O(2^N) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(128),
        note: None,
    },
    targets: Targets::PRACTICE,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "N=19, random a and m",
            generate: || random(N),
        },
        WorstCase {
            name: "N=19, all a = -1e4, random m",
            generate: || {
                let mut rng = Rng::new(0x9e5_0002);
                input(
                    &[-MAX_VALUE; N as usize],
                    &random_values(&mut rng, N, 1, MAX_VALUE),
                )
            },
        },
        WorstCase {
            name: "N=19, a = +-1e4 alternating, random m",
            generate: || {
                let mut rng = Rng::new(0x9e5_0003);
                let a: Vec<i64> = (0..N)
                    .map(|i| if i % 2 == 0 { MAX_VALUE } else { -MAX_VALUE })
                    .collect();
                input(&a, &random_values(&mut rng, N, 1, MAX_VALUE))
            },
        },
        WorstCase {
            name: "N=19, all a = m = 1e4",
            generate: || input(&[MAX_VALUE; N as usize], &[MAX_VALUE; N as usize]),
        },
    ],
    sweeps: &[Sweep {
        shape: "random a and m",
        parameter: "N",
        // Below N ≈ 16 the work is under a process's start-up time: sizes are denser
        // above it, where the growth can be seen.
        sizes: &[10, 13, 15, 16, 17, 18, 19],
        generate: random,
        complexity: "2^N·N",
        cost: |n| 2f64.powf(n) * n,
    }],
    shows: Shows {
        explains: true,
        draws: false,
        steps: false,
        play: None,
    },
    page: Page {
        title: "DMOJ `persuasion` (\"Persuasion\").",
        statement: "A wheel of N ≤ 19 sectors, sector i of effectiveness `a_i`, a pie on \
            each; each round takes a new sector for `a_i` × its pie, then the pies turn a \
            step. Maximise.",
    },
};

/// A wheel of `n` sectors with seeded random `a` (either sign) and `m`.
fn random(n: u64) -> String {
    let mut rng = Rng::new(0x9e5_0001);
    let a = random_values(&mut rng, n, -MAX_VALUE, MAX_VALUE);
    let m = random_values(&mut rng, n, 1, MAX_VALUE);
    input(&a, &m)
}

/// `n` values drawn from `low..=high`.
fn random_values(rng: &mut Rng, n: u64, low: i64, high: i64) -> Vec<i64> {
    (0..n)
        .map(|_| low + rng.range(0..=(high - low) as u64) as i64)
        .collect()
}

/// The input: `N`, then the `a` line, then the `m` line.
fn input(a: &[i64], m: &[i64]) -> String {
    let line = |values: &[i64]| {
        let words: Vec<String> = values.iter().map(i64::to_string).collect();
        words.join(" ")
    };
    format!("{}\n{}\n{}\n", a.len(), line(a), line(m))
}
/// Wheels of 1..=8 sectors, values small (many ties) or up to the bounds, `a` of either
/// sign or all negative. Shrinking drops a sector, moves an `a_i` towards 0 or lowers an
/// `m_i` towards 1.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Wheel>());

/// An input of `persuasion`: effectiveness `a[k]` and starting pie `m[k]` of sector
/// k + 1.
///
/// ```
/// use gamebits_problems::{persuasion::Wheel, SmallInput};
/// let wheel = Wheel::read("2\n3 -1\n4 5\n");
/// assert_eq!((wheel.a.as_slice(), wheel.m.as_slice()), (&[3, -1][..], &[4, 5][..]));
/// assert_eq!(wheel.to_string(), "2\n3 -1\n4 5\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wheel {
    /// Each sector's effectiveness, a_i.
    pub a: Vec<i64>,
    /// The value of the pie each sector holds at the start, m_i.
    pub m: Vec<i64>,
}

impl SmallInput for Wheel {
    fn draw(rng: &mut Rng) -> Wheel {
        let n = rng.index(1..=8);
        let (max_a, max_m) = if rng.chance(1, 2) {
            (3, 4)
        } else {
            (10_000, 10_000)
        };
        let all_negative = rng.chance(1, 5);
        let a = (0..n)
            .map(|_| {
                let a = rng.range(0..=2 * max_a) as i64 - max_a as i64;
                if all_negative {
                    -a.abs()
                } else {
                    a
                }
            })
            .collect();
        let m = (0..n).map(|_| rng.range(1..=max_m) as i64).collect();
        Wheel { a, m }
    }

    fn read(text: &str) -> Wheel {
        let numbers: Vec<i64> = numbers(text);
        let n = numbers[0] as usize;
        Wheel {
            a: numbers[1..=n].to_vec(),
            m: numbers[n + 1..=2 * n].to_vec(),
        }
    }

    fn smaller(&self) -> Vec<Wheel> {
        let mut smaller = Vec::new();
        for i in (0..self.a.len()).filter(|_| self.a.len() > 1) {
            smaller.push(Wheel {
                a: without(&self.a, i),
                m: without(&self.m, i),
            });
        }
        for i in 0..self.a.len() {
            for lower in lowered(self.a[i].unsigned_abs(), 0) {
                let mut a = self.a.clone();
                a[i] = self.a[i].signum() * lower as i64;
                smaller.push(Wheel {
                    a,
                    m: self.m.clone(),
                });
            }
            for lower in lowered(self.m[i] as u64, 1) {
                let mut m = self.m.clone();
                m[i] = lower as i64;
                smaller.push(Wheel {
                    a: self.a.clone(),
                    m,
                });
            }
        }
        smaller
    }
}

impl fmt::Display for Wheel {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{}", self.a.len())?;
        writeln!(f, "{}", line(&self.a))?;
        writeln!(f, "{}", line(&self.m))
    }
}
