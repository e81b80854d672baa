//! `poi16nim`'s worst cases and small cases.
//!
//! `poi16nim`, which costs O(W log W + n·d) with W the power of two
//! above the largest pile: one pile near 1e6 makes W its widest, 2^20, and n = 5e5,
//! d = 10 make the scan over p longest; the scan multiplies at every p where the
//! weight is not 0, so the dearest case spreads the p_s over most of 0..=n. The cases
//! with Σ a_i = 1e7 of powers of two were the dearest for the former d·Σa_i DP; they
//! stay, as inputs at every bound. Small
//! cases: up to 14 piles.

use crate::format::{Format, Part, Value};
use crate::small::{line, lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Play, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const N: usize = 500_000;
const SUM: u64 = 10_000_000;

/// The registry's entry of `poi16nim`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "poi16nim",
    input: Format(&[
        Part::Value(Value::int("n")),
        Part::Value(Value::int("d")),
        Part::Rows {
            count: "n",
            values: &[Value::int("a")],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "szkopul",
    url: "https://szkopul.edu.pl/problemset/problem/nim/site/",
    readme: ReadmeRow {
        problem: r#"POI XXIII stage I "Nim z utrudnieniem" ([szkopul `nim`](https://szkopul.edu.pl/problemset/problem/nim/site/), [Luogu P5970](https://www.luogu.com.cn/problem/P5970))"#,
        limits_aside: Some(
            "for the full score; the time limit is not published where we could read it",
        ),
        approach:
            "removals counted by XOR and size mod d at once, through one Walsh–Hadamard transform",
        complexity:
            "O(W log W + n·d) time, W the power of two above the largest pile; O(W + n) memory",
    },
    limits: Limits {
        time_ms: 3000,
        time_published: false,
        memory_mib: Some(64),
        note: Some(
            "szkopul's time limit for POI `nim` could not be read (POI stage I limits are \
             usually several seconds); its rows are compared against an assumed 3 s. \
             64 MiB is the memory limit for the full score.",
        ),
    },
    targets: Targets::STANDARD,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "n=5e5, sum=1e7, d=10, powers of two and three piles near 1e6",
            generate: || {
                let near = [1_000_000, 999_999, 998_244];
                let rest = SUM - near.iter().sum::<u64>();
                input(
                    10,
                    with_shuffled(&near, powers_of_two(rest, N - near.len())),
                )
            },
        },
        WorstCase {
            name: "n=5e5, sum=1e7, d=10, eighteen piles of 2^19, the rest powers of two",
            generate: || {
                let big = [1 << 19; 18];
                let rest = SUM - big.iter().sum::<u64>();
                input(10, with_shuffled(&big, powers_of_two(rest, N - big.len())))
            },
        },
        WorstCase {
            name: "n=5e5, d=10, 2^k about n/2^(k+1) times, one pile of 1e6: p_s spread",
            generate: || input(10, with_shuffled(&[1_000_000], spread_powers_of_two(N - 1))),
        },
        WorstCase {
            name: "n=5e5, sum=1e7, d=9, random piles",
            generate: || input(9, random_piles(&mut Rng::new(16), SUM, N)),
        },
        WorstCase {
            name: "n=10, d=10, ten piles of 1e6",
            generate: || input(10, vec![1_000_000; 10]),
        },
    ],
    sweeps: &[Sweep {
        shape: "random piles and one of Σa/10 (at most 1e6), n = Σa/20, d = 10",
        parameter: "Σa",
        sizes: &[
            100_000, 200_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000,
        ],
        generate: growing,
        complexity: "W·log W + n·d, W the power of two above the largest pile",
        cost: |sum| {
            let width = (largest_of_sweep(sum as u64) + 1).next_power_of_two() as f64;
            width * width.log2() + sum / 20.0 * 10.0
        },
    }],
    shows: Shows {
        explains: true,
        draws: false,
        steps: false,
        play: Some(Play {
            options: &["--remove"],
        }),
    },
    page: Page {
        title: "POI XXIII (2015/16) stage I \"Nim z utrudnieniem\" (szkopul `nim`, \
            Luogu P5970).",
        statement: "Before a game of Nim on n piles, Bajtazar removes some piles: a number \
            divisible by d, not all of them. Count the choices (mod 1e9+7) that leave XOR 0.",
    },
};

/// The largest pile of the sweep at Σa = `sum`: it sets the transform's width.
fn largest_of_sweep(sum: u64) -> u64 {
    (sum / 10).min(1_000_000)
}

/// Σa = `sum` in `sum / 20` piles: one of [`largest_of_sweep`], the others cut at random.
fn growing(sum: u64) -> String {
    let largest = largest_of_sweep(sum);
    let count = (sum / 20) as usize;
    let rest = random_piles(&mut Rng::new(16), sum - largest, count - 1);
    input(10, with_shuffled(&[largest], rest))
}

/// `count` powers of two that add up to `total`, as even as they can be: the binary
/// digits of `total`, with the largest part halved until there are `count` parts.
/// Needs popcount(total) ≤ count ≤ total.
fn powers_of_two(total: u64, count: usize) -> Vec<u64> {
    let mut parts = [0usize; 64];
    for (k, part) in parts.iter_mut().enumerate() {
        *part = (total >> k & 1) as usize;
    }
    let mut have = total.count_ones() as usize;
    assert!(have <= count && count as u64 <= total);
    while have < count {
        let k = (1..64)
            .rev()
            .find(|&k| parts[k] > 0)
            .expect("a part above 1");
        let split = parts[k].min(count - have);
        parts[k] -= split;
        parts[k - 1] += 2 * split;
        have += split;
    }
    (0..64)
        .flat_map(|k| std::iter::repeat(1 << k).take(parts[k]))
        .collect()
}

/// `count` piles, each 2^k for k < 19 about count/2^(k+1) times, the rest 1s: at a
/// frequency s, the difference between the piles with |a ∧ s| even and odd is a sum
/// ±m_0 ± m_1 ± … of roughly halving counts, which takes most values in -n..=n.
fn spread_powers_of_two(count: usize) -> Vec<u64> {
    let mut piles: Vec<u64> = (0..19)
        .flat_map(|k| std::iter::repeat(1 << k).take(count >> (k + 1)))
        .collect();
    piles.resize(count, 1);
    piles
}

/// `count` positive piles adding up to `total`, cut at random points.
fn random_piles(rng: &mut Rng, total: u64, count: usize) -> Vec<u64> {
    let mut cuts = rng.distinct_sorted(count - 1, total - 1);
    cuts.iter_mut().for_each(|c| *c += 1);
    cuts.push(total);
    let mut previous = 0;
    cuts.into_iter()
        .map(|c| {
            let pile = c - previous;
            previous = c;
            pile.min(1_000_000)
        })
        .collect()
}

/// `fixed` and `rest` together, in a seeded random order.
fn with_shuffled(fixed: &[u64], mut rest: Vec<u64>) -> Vec<u64> {
    rest.extend_from_slice(fixed);
    Rng::new(2016).shuffle(&mut rest);
    rest
}

fn input(d: u64, piles: Vec<u64>) -> String {
    let list: Vec<String> = piles.iter().map(u64::to_string).collect();
    format!("{} {}\n{}\n", piles.len(), d, list.join(" "))
}
/// Up to 14 piles; in half the inputs their sizes are XORs of a few random values, so
/// that subsets with XOR 0 are common even for sizes up to 2^19. Shrinking drops a
/// pile, lowers d, or lowers a pile.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Piles>());

/// An input of `poi16nim`: the piles and d.
///
/// ```
/// use gamebits_problems::{poi16nim::Piles, SmallInput};
/// let piles = Piles::read("3 2\n1 2 3\n");
/// assert_eq!((piles.piles.as_slice(), piles.d), (&[1, 2, 3][..], 2));
/// assert_eq!(piles.to_string(), "3 2\n1 2 3\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piles {
    /// The number of piles removed must be a multiple of d.
    pub d: usize,
    /// The piles' sizes, a_i.
    pub piles: Vec<u64>,
}

impl SmallInput for Piles {
    fn draw(rng: &mut Rng) -> Piles {
        let n = rng.index(1..=14);
        let d = if rng.chance(1, 2) {
            rng.index(1..=3)
        } else {
            rng.index(1..=10)
        };
        let largest = [1, 2, 3, 7, 8, 31, 1000, (1 << 19) - 1][rng.index(0..=7)];
        let piles = if rng.chance(1, 2) {
            (0..n).map(|_| rng.range(1..=largest)).collect()
        } else {
            let basis: Vec<u64> = (0..rng.index(1..=3))
                .map(|_| rng.range(1..=largest))
                .collect();
            (0..n)
                .map(|_| loop {
                    let x = basis
                        .iter()
                        .filter(|_| rng.chance(1, 2))
                        .fold(0, |x, b| x ^ b);
                    if x != 0 {
                        break x;
                    }
                })
                .collect()
        };
        Piles { d, piles }
    }

    fn read(text: &str) -> Piles {
        let numbers: Vec<u64> = numbers(text);
        let n = numbers[0] as usize;
        Piles {
            d: numbers[1] as usize,
            piles: numbers[2..2 + n].to_vec(),
        }
    }

    fn smaller(&self) -> Vec<Piles> {
        let mut smaller = Vec::new();
        for i in (0..self.piles.len()).filter(|_| self.piles.len() > 1) {
            smaller.push(Piles {
                piles: without(&self.piles, i),
                ..*self
            });
        }
        for d in lowered(self.d as u64, 1) {
            smaller.push(Piles {
                d: d as usize,
                ..self.clone()
            });
        }
        for i in 0..self.piles.len() {
            for lower in lowered(self.piles[i], 1) {
                let mut piles = self.piles.clone();
                piles[i] = lower;
                smaller.push(Piles { piles, ..*self });
            }
        }
        smaller
    }
}

impl fmt::Display for Piles {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{} {}", self.piles.len(), self.d)?;
        writeln!(f, "{}", line(&self.piles))
    }
}
