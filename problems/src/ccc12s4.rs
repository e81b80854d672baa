//! `ccc12s4`'s worst cases, sweeps and small cases.
//!
//! `ccc12s4`: the number of cases is not bounded by the statement, so the worst cases
//! hold 10^5 of them (about 1.6 MB of input at n = 7): random line-ups of 7 coins, every
//! line-up of 7 twenty times over, the farthest line-up of 7 repeated, and all n from 1
//! to 7 mixed (every breadth-first search at once). One sweep grows the number of cases
//! at n = 7 (the search is done once, then each case is read and looked up); another
//! grows n, with every line-up of n as the cases (the search grows as n·n^n). Small
//! cases: one to four line-ups of 1 to 6 coins.

use crate::format::{Count, Format, Part, Value};
use crate::small::{line, without};
use crate::{
    numbers, Checker, Limits, Page, Problem, ReadmeRow, Rng, Shows, Shrinkable, SmallCases,
    SmallInput, Sweep, Targets, WorstCase,
};
use std::fmt;
use std::fmt::Write;

/// The number of cases of the worst cases: 10^5, our bound, as the statement sets none.
const CASES: u64 = 100_000;

/// The registry's entry of `ccc12s4`, as [`crate::PROBLEMS`] lists it.
pub const PROBLEM: Problem = Problem {
    binary: "ccc12s4",
    input: Format(&[
        Part::Cases {
            count: Count::UntilZero(Value::int("n")),
            each: &[Part::Rows { count: "n", values: &[Value::int("c")] }],
        },
    ]),
    small_cases: SMALL_CASES,
    judge: "DMOJ",
    url: "https://dmoj.ca/problem/ccc12s4",
    readme: ReadmeRow {
        problem: r#"[DMOJ `ccc12s4`](https://dmoj.ca/problem/ccc12s4) "A Coin Game""#,
        limits_aside: None,
        approach: "states as integers, a base-n digit a coin; one breadth-first search from the goal per n",
        complexity: "O(n·n^n) time per n that occurs, then O(n) a case; O(n^n) memory",
    },
    limits: Limits {
        time_ms: 3000,
        time_published: true,
        memory_mib: Some(64),
        note: None,
    },
    targets: Targets::PRACTICE,
    checker: Checker::Standard,
    worst_cases: &[
        WorstCase {
            name: "1e5 random line-ups of 7",
            generate: || random_line_ups(7, CASES),
        },
        WorstCase {
            name: "all 5040 line-ups of 7, 20 times",
            generate: every_line_up_of_7_twenty_times,
        },
        WorstCase {
            name: "1e5 times 7 6 5 4 3 2 1",
            generate: || {
                let cases = vec![vec![7, 6, 5, 4, 3, 2, 1]; CASES as usize];
                input(&cases)
            },
        },
        WorstCase {
            name: "1e5 random line-ups, n from 1 to 7",
            generate: every_n_mixed,
        },
    ],
    sweeps: &[
        Sweep {
            shape: "random line-ups of 7",
            parameter: "cases",
            // From one case (the search alone) to the worst cases' 10^5, where reading the
            // cases costs about a third of the search.
            sizes: &[1, 100, 1_000, 10_000, 30_000, 60_000, 100_000],
            generate: |cases| random_line_ups(7, cases),
            complexity: "n·n^n + cases·n at n = 7",
            cost: |cases| 7.0 * 823_543.0 + 7.0 * cases,
        },
        Sweep {
            shape: "every line-up of n coins",
            parameter: "n",
            // n! cases: at most 5040, so that the search's growth shows, not the reading.
            sizes: &[2, 3, 4, 5, 6, 7],
            generate: |n| input(&every_line_up(n as usize)),
            complexity: "n·n^n + n!·n",
            cost: |n| n * n.powf(n) + n * (1..=n as u64).product::<u64>() as f64,
        },
    ],
    shows: Shows {
        explains: true,
        draws: true,
        steps: false,
        play: None,
    },
    page: Page {
        title: "DMOJ `ccc12s4` (CCC 2012 Senior 4, \"A Coin Game\").",
        statement: "n ≤ 7 coins 1..n stand one per position in a row; a move takes the top \
            coin of a position onto an adjacent one, never onto a smaller coin. For each of \
            many line-ups: the fewest moves that leave coin i alone at position i, or \
            `IMPOSSIBLE`.",
    },
};

/// `cases` random line-ups of `n` coins.
fn random_line_ups(n: usize, cases: u64) -> String {
    let mut rng = Rng::new(0xc0c0_0012 + n as u64);
    let cases: Vec<Vec<usize>> = (0..cases).map(|_| line_up(&mut rng, n)).collect();
    input(&cases)
}

/// Every line-up of 7 coins, in a random order, twenty times (100 800 cases).
fn every_line_up_of_7_twenty_times() -> String {
    let mut all = every_line_up(7);
    let mut rng = Rng::new(0xc0c0_5040);
    let mut cases = Vec::with_capacity(20 * all.len());
    for _ in 0..20 {
        rng.shuffle(&mut all);
        cases.extend(all.iter().cloned());
    }
    input(&cases)
}

/// Every line-up of `n` coins: each line-up of n − 1 coins with coin n put at every
/// position.
fn every_line_up(n: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for coin in 1..=n {
        all = all
            .iter()
            .flat_map(|shorter: &Vec<usize>| {
                (0..coin).map(move |at| {
                    let mut longer = shorter.clone();
                    longer.insert(at, coin);
                    longer
                })
            })
            .collect();
    }
    all
}

/// 10^5 random line-ups, each of a random n from 1 to 7.
fn every_n_mixed() -> String {
    let mut rng = Rng::new(0xc0c0_0017);
    let cases: Vec<Vec<usize>> = (0..CASES)
        .map(|_| {
            let n = rng.index(1..=7);
            line_up(&mut rng, n)
        })
        .collect();
    input(&cases)
}

/// A random permutation of the coins 1..=n.
fn line_up(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut coins: Vec<usize> = (1..=n).collect();
    rng.shuffle(&mut coins);
    coins
}

/// The input text: each case `n` and its line-up on two lines, then the line `0`.
fn input(cases: &[Vec<usize>]) -> String {
    let mut text = String::with_capacity(17 * cases.len() + 2);
    for coins in cases {
        writeln!(text, "{}", coins.len()).unwrap();
        let line: Vec<String> = coins.iter().map(usize::to_string).collect();
        writeln!(text, "{}", line.join(" ")).unwrap();
    }
    text.push_str("0\n");
    text
}
/// One to four line-ups of 1 to 6 coins (6 in one line-up of forty: its search visits
/// tens of thousands of states), random or sorted but for a swap. Shrinking drops a
/// line-up, drops a coin from one (the larger coins renumbered down by one), or swaps
/// two neighbouring coins out of order.
pub(crate) const SMALL_CASES: SmallCases = SmallCases::Own(Shrinkable::of::<LineUps>());

/// An input of `ccc12s4`: its line-ups, each the coins at positions 1..=n.
///
/// ```
/// use gamebits_problems::{ccc12s4::LineUps, SmallInput};
/// let line_ups = LineUps::read("3\n3 2 1\n2\n2 1\n0\n");
/// assert_eq!(line_ups.cases, [vec![3, 2, 1], vec![2, 1]]);
/// assert_eq!(line_ups.to_string(), "3\n3 2 1\n2\n2 1\n0\n");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineUps {
    /// Each case's coins, from position 1 to n: a permutation of 1..=n.
    pub cases: Vec<Vec<u8>>,
}

impl SmallInput for LineUps {
    fn draw(rng: &mut Rng) -> LineUps {
        let cases = (0..rng.index(1..=4))
            .map(|_| {
                let n = if rng.chance(1, 40) {
                    6
                } else {
                    rng.range(1..=5)
                };
                let mut coins: Vec<u8> = (1..=n as u8).collect();
                if rng.chance(1, 4) {
                    let (i, j) = (rng.below(n) as usize, rng.below(n) as usize);
                    coins.swap(i, j);
                } else {
                    rng.shuffle(&mut coins);
                }
                coins
            })
            .collect();
        LineUps { cases }
    }

    /// Reads the line-ups up to the line `0`.
    fn read(text: &str) -> LineUps {
        let numbers: Vec<u8> = numbers(text);
        let mut cases = Vec::new();
        let mut at = 0;
        while numbers[at] != 0 {
            let n = numbers[at] as usize;
            cases.push(numbers[at + 1..at + 1 + n].to_vec());
            at += n + 1;
        }
        LineUps { cases }
    }

    fn smaller(&self) -> Vec<LineUps> {
        let mut smaller = Vec::new();
        for i in (0..self.cases.len()).filter(|_| self.cases.len() > 1) {
            smaller.push(LineUps {
                cases: without(&self.cases, i),
            });
        }
        for (i, coins) in self.cases.iter().enumerate() {
            let mut fewer_coins = Vec::new();
            for (at, &coin) in coins.iter().enumerate().filter(|_| coins.len() > 1) {
                let rest = without(coins, at);
                fewer_coins.push(rest.iter().map(|&c| c - u8::from(c > coin)).collect());
            }
            for at in (1..coins.len()).filter(|&at| coins[at - 1] > coins[at]) {
                let mut swapped = coins.clone();
                swapped.swap(at - 1, at);
                fewer_coins.push(swapped);
            }
            for case in fewer_coins {
                let mut cases = self.cases.clone();
                cases[i] = case;
                smaller.push(LineUps { cases });
            }
        }
        smaller
    }
}

impl fmt::Display for LineUps {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for coins in &self.cases {
            writeln!(f, "{}\n{}", coins.len(), line(coins))?;
        }
        writeln!(f, "0")
    }
}
