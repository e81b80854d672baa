//! `dpu`'s worst cases and small cases.
//!
//! `dpu`: N = 16, the bound. The work does not depend on the values (every group of
//! every set is tried), so the worst cases vary what the answer looks like: one group of
//! all (every a_i,j = 10^9, the largest answer), every rabbit alone (every a_i,j =
//! −10^9), several groups (blocks of friends who dislike the others), and random mixed
//! signs, large and small (like AtCoder's fourth sample). Small
//! cases: up to 8 rabbits.

use crate::format::{Format, Part, Value};
use crate::small::{line, lowered, without};
use crate::{
    numbers, Checker, Limits, Page, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;

const N: usize = 16;
const MAX_A: i64 = 1_000_000_000;

/// The registry's entry of `dpu`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "dpu",
    input: Format(&[
        Part::Value(Value::int("N")),
        Part::Table { size: "N", value: Value::long("a") },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/dpu",
    readme: ReadmeRow {
        problem: r#"[DMOJ `dpu`](https://dmoj.ca/problem/dpu) = [AtCoder EDPC U "Grouping"](https://atcoder.jp/contests/dp/tasks/dp_u) (2 s there)"#,
        limits_aside: None,
        approach: "every group's score by sums over subsets; a set's best split by the group of its highest rabbit",
        complexity: "(3^(N−1) − 1)/2 + 2^(N−1) sums; O(2^N) memory",
    },
    limits: Limits {
        time_ms: 1000,
        time_published: true,
        memory_mib: Some(1024),
        note: Some("AtCoder (EDPC U) allows 2 s; DMOJ's 1 s is the tighter limit."),
    },
    targets: Targets::PRACTICE,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "N=16, random a in [-1e9, 1e9]",
            generate: || random(N as u64),
        },
        WorstCase {
            name: "N=16, random a in [-9, 9]",
            generate: || {
                let mut rng = Rng::new(0xd905_0002);
                matrix(N, |_, _| rng.range(0..=18) as i64 - 9)
            },
        },
        WorstCase {
            name: "N=16, every a = 1e9 (one group)",
            generate: || matrix(N, |_, _| MAX_A),
        },
        WorstCase {
            name: "N=16, every a = -1e9 (all alone)",
            generate: || matrix(N, |_, _| -MAX_A),
        },
        WorstCase {
            name: "N=16, blocks of 3, 4, 4, 5 in random order",
            generate: blocks,
        },
    ],
    sweeps: &[Sweep {
        shape: "random a in [-1e9, 1e9]",
        parameter: "N",
        // The work triples with each rabbit; below N = 14 it is under a process's
        // start-up time, so the growth shows only in the last sizes before the bound.
        sizes: &[10, 11, 12, 13, 14, 15, 16],
        generate: random,
        complexity: "3^(N−1)/2 + N·2^(N−1)",
        cost: |n| 3f64.powf(n - 1.0) / 2.0 + n * 2f64.powf(n - 1.0),
    }],
    shows: Shows {
        explains: true,
        draws: false,
        steps: false,
        play: None,
    },
    page: Page {
        title: "DMOJ `dpu` (AtCoder EDPC U, \"Grouping\").",
        statement: "N ≤ 16 rabbits and a symmetric matrix a (a_i,i = 0, |a_i,j| ≤ 10^9): \
            split the rabbits into groups; each pair i < j in one group scores a_i,j. Find \
            the best total.",
    },
};

/// `n` rabbits, each a_i,j (i < j) uniform in [−10^9, 10^9].
fn random(n: u64) -> String {
    let mut rng = Rng::new(0xd905_0001 + n);
    matrix(n as usize, |_, _| {
        rng.range(0..=2 * MAX_A as u64) as i64 - MAX_A
    })
}

/// Friends in blocks of 3, 4, 4 and 5 rabbits, spread at random over the 16: a_i,j
/// random in [10^8, 10^9] inside a block and in [−10^9, −10^8] across blocks, so the
/// best split is the blocks.
fn blocks() -> String {
    let mut rng = Rng::new(0xd905_0003);
    let mut block: Vec<usize> = [3, 4, 4, 5]
        .iter()
        .enumerate()
        .flat_map(|(b, &size)| std::iter::repeat(b).take(size))
        .collect();
    rng.shuffle(&mut block);
    matrix(N, |i, j| {
        let magnitude = rng.range(MAX_A as u64 / 10..=MAX_A as u64) as i64;
        if block[i] == block[j] {
            magnitude
        } else {
            -magnitude
        }
    })
}

/// The input for `n` rabbits with a_i,j = `value(i, j)` for i < j (drawn in that order),
/// mirrored below the diagonal, and 0 on it.
fn matrix(n: usize, mut value: impl FnMut(usize, usize) -> i64) -> String {
    let upper: Vec<Vec<i64>> = (0..n)
        .map(|i| (i + 1..n).map(|j| value(i, j)).collect())
        .collect();
    let mut text = format!("{n}\n");
    for i in 0..n {
        let row: Vec<String> = (0..n)
            .map(|j| match i.cmp(&j) {
                std::cmp::Ordering::Less => upper[i][j - i - 1],
                std::cmp::Ordering::Greater => upper[j][i - j - 1],
                std::cmp::Ordering::Equal => 0,
            })
            .map(|a| a.to_string())
            .collect();
        text += &row.join(" ");
        text += "\n";
    }
    text
}
/// 1..=8 rabbits; the values small or up to ±10^9, in a quarter of the inputs all at
/// least 0, in another all at most 0. Shrinking drops a rabbit (its row and column) or
/// moves a pair's value towards 0 (on both sides of the diagonal).
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<Rabbits>());

/// An input of `dpu`: the matrix a, symmetric with zeros on the diagonal.
///
/// ```
/// use gamebits_problems::{dpu::Rabbits, SmallInput};
/// let rabbits = Rabbits::read("2\n0 -5\n-5 0\n");
/// assert_eq!(rabbits.a, [[0, -5], [-5, 0]]);
/// assert_eq!(rabbits.to_string(), "2\n0 -5\n-5 0\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rabbits {
    /// a_i,j: what rabbits i and j score in one group, 0-based.
    pub a: Vec<Vec<i64>>,
}

impl Rabbits {
    /// `n` rabbits, the values as [`SmallInput::draw`] draws them.
    ///
    /// ```
    /// use gamebits_problems::{dpu::Rabbits, Rng};
    /// let rabbits = Rabbits::random(&mut Rng::new(1), 12);
    /// assert!(rabbits.a.len() == 12 && rabbits.a[3][5] == rabbits.a[5][3]);
    /// ```
    pub fn random(rng: &mut Rng, n: usize) -> Rabbits {
        let magnitude = if rng.chance(1, 2) { 10 } else { 1_000_000_000 };
        let (low, high) = match rng.below(4) {
            0 => (0, magnitude),
            1 => (-magnitude, 0),
            _ => (-magnitude, magnitude),
        };
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let mut a = vec![vec![0; n]; n];
        for (i, j) in pairs {
            a[i][j] = low + rng.range(0..=(high - low) as u64) as i64;
            a[j][i] = a[i][j];
        }
        Rabbits { a }
    }
}

impl SmallInput for Rabbits {
    fn draw(rng: &mut Rng) -> Rabbits {
        let n = rng.index(1..=8);
        Rabbits::random(rng, n)
    }

    fn read(text: &str) -> Rabbits {
        let numbers: Vec<i64> = numbers(text);
        let n = numbers[0] as usize;
        Rabbits {
            a: numbers[1..1 + n * n]
                .chunks(n)
                .map(<[i64]>::to_vec)
                .collect(),
        }
    }

    fn smaller(&self) -> Vec<Rabbits> {
        let n = self.a.len();
        let mut smaller = Vec::new();
        for rabbit in (0..n).filter(|_| n > 1) {
            let a = without(&self.a, rabbit);
            smaller.push(Rabbits {
                a: a.iter().map(|row| without(row, rabbit)).collect(),
            });
        }
        for i in 0..n {
            for j in i + 1..n {
                for lower in lowered(self.a[i][j].unsigned_abs(), 0) {
                    let mut a = self.a.clone();
                    a[i][j] = self.a[i][j].signum() * lower as i64;
                    a[j][i] = a[i][j];
                    smaller.push(Rabbits { a });
                }
            }
        }
        smaller
    }
}

impl fmt::Display for Rabbits {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        writeln!(f, "{}", self.a.len())?;
        for row in &self.a {
            writeln!(f, "{}", line(row))?;
        }
        Ok(())
    }
}
